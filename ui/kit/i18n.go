package kit

import (
	"errors"
	"io/fs"
	"strings"
	"sync/atomic"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"github.com/jasstafel/jasstafel/translations"
	"github.com/jasstafel/jasstafel/ui/numbers"
)

// UseLanguage makes code ("de", "fr", …; "" for the system's) the language of every string and
// loads its translations, and English, which every other language falls back to. Fyne 2.7 has
// no public way to choose a language, but it asks the system's language when translations are
// loaded (the environment variables, in the browser the page's navigator), so the choice is made
// there (chooseLocale), before the first window is shown and again whenever the players choose
// another language (the screens shown after that speak it). Only the two files
// are read: parsing all seven took about 12 ms of every start (docs/BENCHMARKS.md).
func UseLanguage(code string) error {
	var chosen error // the language is chosen as well as can be, and its translations loaded
	if code != "" {
		chosen = chooseLocale(code)
	} else {
		systemLocale()
		code = BaseLanguage(lang.SystemLocale().LanguageString())
	}
	files := []string{"en"}
	if code != "" && code != "en" {
		files = append(files, code)
	}
	speaksIt := true // the app has texts in code
	for _, c := range files {
		data, err := translations.FS.ReadFile(c + ".json")
		if errors.Is(err, fs.ErrNotExist) && c != "en" {
			speaksIt = false
			continue // a system language the app does not speak: English
		}
		if err == nil {
			data, err = PrepareTexts(c, data)
		}
		if err != nil {
			return err
		}
		if err := lang.AddTranslationsForLocale(data, fyne.Locale(c)); err != nil {
			return err
		}
	}
	// The language Fyne found as it loaded the translations is the one their texts speak; a
	// system language without texts of the app's speaks English, and so do its numbers and days.
	spoken := BaseLanguage(lang.SystemLocale().LanguageString())
	if !speaksIt {
		spoken = "en"
	}
	locale := spoken
	if region := systemRegion(spoken); region != "" {
		locale += "-" + region
	}
	current.Store(&spoken)
	currentLocale.Store(&locale)
	return chosen
}

// current is the language of the translations UseLanguage loaded last (nil before the first);
// currentLocale is it with the region the system names for it, if any (NumberLocale).
var current, currentLocale atomic.Pointer[string]

// Languages are the languages the app speaks, by their own names.
var Languages = []struct{ Code, Name string }{
	{"en", "English"}, {"de", "Deutsch"}, {"fr", "Français"}, {"it", "Italiano"},
	{"ko", "한국어"}, {"ja", "日本語"}, {"uk", "Українська"},
}

// BaseLanguage is the language of a locale name: "de" of "de-CH" and of "de_CH.UTF-8".
func BaseLanguage(locale string) string {
	base, _, _ := strings.Cut(strings.ToLower(locale), "-")
	base, _, _ = strings.Cut(base, "_")
	return base
}

// A count in a sentence takes the plural form of the players' language: the language files
// give such a sentence as forms ("one", "few", "many", "other", as the language has them),
// and lang.XN picks the form for the count.

// PlayerCount is "3 players" in the players' language.
func PlayerCount(n int) string { return Sprintf(lang.XN("new.nPlayers", "%d players", n), n) }

// DealCount is "12 deals" in the players' language.
func DealCount(n int) string { return Sprintf(lang.XN("new.nDeals", "%d deals", n), n) }

// LabelValue writes a value after its label, "Undertrumping: Forbidden", with the colon as the
// players' language sets it: French puts a space before it ("Sous-couper : Interdit").
func LabelValue(label, value string) string {
	return Sprintf(lang.X("text.labelValue", "%s: %s"), label, value)
}

// Language is the players' language, e.g. "de": the one whose translations UseLanguage loaded
// last, so that what is written outside the translations (numbers, money, days; ui/numbers)
// speaks as the texts around it do. It is kept, not asked of the system each time: a stats
// table writes thousands of figures, and a system locale Fyne cannot read ("C") would log an
// error for each.
func Language() string {
	if l := current.Load(); l != nil {
		return *l
	}
	return BaseLanguage(lang.SystemLocale().LanguageString())
}

// NumberLocale is the locale numbers, money and days are written in (ui/numbers): the players'
// language, with the region of the first of the system's locales that speaks it ("de-DE" on a
// system set to de_DE, "de" on one set to English or to no region). A German table reads
// "4,50 CHF" in Germany and "CHF 4.50" in Switzerland, the app's default; the language chosen in
// Settings does not tell the two apart, the system's own locale does.
func NumberLocale() string {
	if l := currentLocale.Load(); l != nil {
		return *l
	}
	return Language()
}

// regionOf is the region of the first of locales that speaks language, or "".
func regionOf(language string, locales []string) string {
	for _, l := range locales {
		if base, region := numbers.Split(l); base == language && region != "" {
			return region
		}
	}
	return ""
}
