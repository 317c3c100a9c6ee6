// Package numbers writes numbers as the players' language does: decimals, percentages, money and
// dates, with that language's signs and order, so that a Swiss German table reads "12.35",
// "CHF 4.50", "1’234" and "05.12.2026" on every screen, a table in Germany "12,35", "4,50 CHF"
// and "1.234", and an English one "12.35", "CHF 4.50" and "5 Dec 2026". It knows nothing of
// Fyne: the caller names the locale, a language with a region where one is known ("de-CH",
// "de_DE.UTF-8", "fr"; an unknown language is written as English).
package numbers

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"
)

// DefaultCurrency is the currency of a stake whose rules name none (RULES §10).
const DefaultCurrency = "CHF"

// style is how a language writes a number and a day.
type style struct {
	decimal, group string
	codeFirst      bool   // "CHF 4.50" rather than "4,50 CHF"
	percent        string // what stands between a number and "%"
	// date and month are fmt formats of the year, the month's number, the day and the month's
	// short English name, in that order ("%02[3]d.%02[2]d.%[1]d" is "05.12.2026").
	date, month string
}

// styles are the languages the app speaks. French and Ukrainian group with a narrow no-break
// space, as their typography wants, and French sets one before "%"; Germany's German and
// Ukrainian a no-break space. Text wrapped by Unicode's rules (a browser, a copied text) keeps
// such a figure on one line; Fyne 2.7's labels wrap at every space (unicode.IsSpace), these
// too.
//
// Days: German, French, Italian and Ukrainian write "05.12.2026", as Switzerland and Ukraine do;
// English "5 Dec 2026", which no reader takes for the 12th of May; Japanese "2026/12/05"; Korean
// "2026. 12. 5.".
//
// German and Italian are written as Switzerland writes them (swiss), where Jass is played and
// the stakes are in francs, unless the locale names another region: "de-DE", "de-AT" or "it-IT"
// write as those countries do (these styles).
var styles = map[string]style{
	"en": {decimal: ".", group: ",", codeFirst: true, date: "%[3]d %[4]s %[1]d", month: "%[4]s %[1]d"},
	"de": {decimal: ",", group: ".", percent: "\u00a0", date: dottedDate, month: dottedMonth},
	"fr": {decimal: ",", group: "\u202f", percent: "\u202f", date: dottedDate, month: dottedMonth},
	"it": {decimal: ",", group: ".", date: dottedDate, month: dottedMonth},
	"uk": {decimal: ",", group: "\u202f", percent: "\u00a0", date: dottedDate, month: dottedMonth},
	"ko": {decimal: ".", group: ",", codeFirst: true, date: "%[1]d. %[2]d. %[3]d.", month: "%[1]d. %[2]d."},
	"ja": {decimal: ".", group: ",", codeFirst: true, date: "%[1]d/%02[2]d/%02[3]d", month: "%[1]d/%02[2]d"},
}

const (
	dottedDate  = "%02[3]d.%02[2]d.%[1]d"
	dottedMonth = "%02[2]d.%[1]d"
)

// swiss is how German and Italian are written in Switzerland and Liechtenstein: a decimal point,
// thousands grouped by an apostrophe (U+2019), the currency's code first ("CHF 1’234.50") and
// "%" right after the number.
var swiss = style{decimal: ".", group: "\u2019", codeFirst: true, date: dottedDate, month: dottedMonth}

// swissRegions are the regions where German and Italian are written the Swiss way; no region at
// all is one of them (see styles).
var swissRegions = map[string]bool{"": true, "CH": true, "LI": true}

func styleOf(locale string) style {
	language, region := Split(locale)
	if (language == "de" || language == "it") && swissRegions[region] {
		return swiss
	}
	if st, ok := styles[language]; ok {
		return st
	}
	return styles["en"]
}

// Split is the language and the region of a locale name, "de" and "CH" of "de-CH", of
// "de_CH.UTF-8" and of "de-Latn-CH"; the region is "" when the name has none ("de", "C").
func Split(locale string) (language, region string) {
	locale, _, _ = strings.Cut(locale, ".") // the encoding, "de_CH.UTF-8"
	locale, _, _ = strings.Cut(locale, "@") // a modifier, "de_DE@euro"
	parts := strings.FieldsFunc(locale, func(r rune) bool { return r == '-' || r == '_' })
	if len(parts) == 0 {
		return "", ""
	}
	language = strings.ToLower(parts[0])
	for _, p := range parts[1:] {
		if len(p) == 2 && isLetters(p) || len(p) == 3 && isDigits(p) {
			return language, strings.ToUpper(p)
		}
	}
	return language, ""
}

func isLetters(s string) bool {
	for _, r := range s {
		if (r < 'a' || r > 'z') && (r < 'A' || r > 'Z') {
			return false
		}
	}
	return true
}

func isDigits(s string) bool {
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}

// Decimal writes x rounded to places decimals (halves away from zero), grouped by thousands:
// "1’234.50" in Swiss German, "1.234,50" in Germany's, "1,234.50" in English. Minus zero is
// written as zero.
func Decimal(x float64, places int, locale string) string {
	st := styleOf(locale)
	scale := math.Pow(10, float64(places))
	n := math.Round(math.Abs(x) * scale)
	if math.IsNaN(n) || math.IsInf(n, 0) || n > 1e15 {
		return strconv.FormatFloat(x, 'g', -1, 64) // beyond any figure of a game
	}
	digits := strconv.FormatInt(int64(n), 10)
	if len(digits) <= places {
		digits = strings.Repeat("0", places-len(digits)+1) + digits
	}
	units, frac := digits[:len(digits)-places], digits[len(digits)-places:]
	var b strings.Builder
	if x < 0 && n != 0 {
		b.WriteByte('-')
	}
	for i, r := range units {
		if i > 0 && (len(units)-i)%3 == 0 {
			b.WriteString(st.group)
		}
		b.WriteRune(r)
	}
	if places > 0 {
		b.WriteString(st.decimal)
		b.WriteString(frac)
	}
	return b.String()
}

// Percent writes the share x (0.5 for half) as a whole percentage: "50%", "50 %" in Germany's
// German and in French.
func Percent(x float64, locale string) string {
	return Decimal(100*x, 0, locale) + styleOf(locale).percent + "%"
}

// Money writes cents hundredths of currency ("" is CHF) as the locale writes money, e.g.
// "CHF 4.50" in English and Swiss German and "4,50 CHF" in Germany's German and in French, the
// code joined by a no-break space.
func Money(cents int, currency, locale string) string {
	if currency == "" {
		currency = DefaultCurrency
	}
	amount := Decimal(float64(cents)/100, 2, locale)
	if styleOf(locale).codeFirst {
		return currency + "\u00a0" + amount
	}
	return amount + "\u00a0" + currency
}

// Date writes the day of t (in t's location) as the locale writes a date: "05.12.2026" in
// German, "5 Dec 2026" in English (styles).
func Date(t time.Time, locale string) string { return day(t, styleOf(locale).date) }

// Month writes the month of t as the locale writes one alone, as a chart's axis names it:
// "03.2026" in German, "Mar 2026" in English (styles).
func Month(t time.Time, locale string) string { return day(t, styleOf(locale).month) }

// day writes t in the format of a style's date or month.
func day(t time.Time, format string) string {
	y, m, d := t.Date()
	return fmt.Sprintf(format, y, int(m), d, m.String()[:3])
}
