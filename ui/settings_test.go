package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/jasstafel/jasstafel/ui/internal/fakestore"
	"github.com/jasstafel/jasstafel/ui/internal/uitest"
	"github.com/jasstafel/jasstafel/ui/kit"
)

func TestSettingsScreen(t *testing.T) {
	t.Run("should remember the cards, the board of new games and the language", func(t *testing.T) {
		// The language is switched at once; the system's is English (newUIOn).
		languageSwitchable(t)
		a := test.NewTempApp(t)
		u := newUIOn(t, a, fakestore.New(), landscape)
		u.ShowHome()
		tapOn(t, u, "Settings", nil)
		s, ok := u.current.(*settingsScreen)
		if !ok {
			t.Fatalf("Settings shows %T", u.current)
		}
		// The note that the language changes at the next start is not there: an empty label
		// held a line's gap under the choice.
		if blank := blankLabels(u); blank != 0 {
			t.Errorf("the settings hold %d empty lines", blank)
		}
		s.skin.SetSelected("Swiss suits")
		s.view.SetSelected("Totals in digits")
		if !strings.Contains(texts(u), "New games start with this board") {
			t.Errorf("the settings say %q", texts(u))
		}
		uitest.Choose(t, u.win, "As the system", "Deutsch")
		if u.Skin() != kit.SkinSwiss || u.BoardView() != "digits" || a.Preferences().String(PrefLanguage) != "de" {
			t.Errorf("skin %q, board %q, language %q", u.Skin(), u.BoardView(), a.Preferences().String(PrefLanguage))
		}
		// The settings speak German at once, and so does every screen after them.
		s = u.current.(*settingsScreen)
		if s.skin.Selected != "Deutschschweizer Karten" || s.view.Selected != "Totale in Ziffern" || s.language.Selected != "Deutsch" {
			t.Errorf("the settings in German: %q %q %q; the screen says %q", s.skin.Selected, s.view.Selected, s.language.Selected, texts(u))
		}
		if blank := blankLabels(u); blank != 0 {
			t.Errorf("shown again, the settings hold %d empty lines", blank)
		}
		tapOn(t, u, "Zurück", nil)
		if !strings.Contains(texts(u), "Noch keine Partien.") {
			t.Errorf("the list of games after the switch says %q", texts(u))
		}
		uitest.Tap(t, u.win, "Neue Partie")
		if !strings.Contains(texts(u), "Spielart") {
			t.Errorf("the new-game form after the switch says %q", texts(u))
		}
		// And back to the system's language.
		tapOn(t, u, "Zurück", nil)
		tapOn(t, u, "Einstellungen", nil)
		uitest.Choose(t, u.win, "Deutsch", "Wie im System")
		if a.Preferences().String(PrefLanguage) != "" || !strings.Contains(texts(u), "New games start with this board") {
			t.Errorf("as the system: language %q, the screen says %q", a.Preferences().String(PrefLanguage), texts(u))
		}
	})
}

// The French suits are named with the signs the app draws on the slate: the four filled signs,
// which the theme's suit font draws in chalk, not outlines beside full signs.
func TestSettingsNameFrenchSuitsInChalk(t *testing.T) {
	defer func() {
		if err := kit.UseLanguage("en"); err != nil {
			t.Fatal(err)
		}
	}()
	for _, l := range kit.Languages {
		if err := kit.UseLanguage(l.Code); err != nil {
			t.Fatal(err)
		}
		u := newUIOn(t, nil, fakestore.New(), landscape)
		u.ShowSettings()
		s := u.current.(*settingsScreen)
		french := s.skin.Options[0]
		for _, sign := range []string{kit.SuitSymbols["S"], kit.SuitSymbols["H"], kit.SuitSymbols["D"], kit.SuitSymbols["C"]} {
			if !strings.Contains(french, sign) {
				t.Errorf("%s: %q does not show %s", l.Code, french, sign)
			}
		}
		if strings.ContainsAny(french, "♤♧♡♢") {
			t.Errorf("%s: %q writes an outlined suit sign beside the filled ones", l.Code, french)
		}
	}
}

// blankLabels counts the labels shown with no text: each holds a line of the screen empty.
func blankLabels(u *UI) int {
	n := 0
	for _, o := range uitest.Shown(u.win) {
		if l, ok := o.(*widget.Label); ok && l.Text == "" {
			n++
		}
	}
	return n
}

// A language chosen in Settings takes its own fonts: Fyne keeps the faces of a text style for
// the language it met first, so Korean switched to from English was drawn without the system's
// bold Korean face that a start in Korean draws with (the header's buttons lost their weight).
func TestASwitchedLanguageTakesItsOwnFonts(t *testing.T) {
	languageSwitchable(t)
	const text = "심판 통계 플레이어 설정"
	bold := fyne.TextStyle{Bold: true}
	width := func() float32 { return fyne.MeasureText(text, theme.TextSize(), bold).Width }
	a := test.NewTempApp(t)
	u := newUIOn(t, a, fakestore.New(), landscape) // the app's theme
	startIn := func(code string) float32 {
		t.Setenv("LANGUAGE", code)
		if err := kit.UseLanguage(code); err != nil {
			t.Fatal(err)
		}
		a.Settings().SetTheme(a.Settings().Theme()) // Fyne's faces found anew, as at a start
		uitest.Pump()
		return width()
	}
	korean := startIn("ko")
	english := startIn("en")
	t.Logf("bold Korean %.1f wide at a start in Korean, %.1f in English", korean, english)
	if english == korean {
		t.Skip("the system's fonts draw bold Korean alike in English and in Korean: nothing tells the faces apart here")
	}
	u.ShowSettings()
	uitest.Choose(t, u.win, "As the system", "한국어")
	uitest.Pump()
	if got := width(); got != korean {
		t.Errorf("bold Korean after the switch is %.1f wide, at a start in Korean %.1f", got, korean)
	}
}

// languageSwitchable readies a test that switches the app's language in Settings: the system's
// language is English (LANGUAGE, newUIOn), nothing else names one, and English is back after it.
func languageSwitchable(t *testing.T) {
	t.Helper()
	t.Setenv("LC_ALL", "")
	t.Setenv("LC_MESSAGES", "")
	t.Cleanup(func() {
		if err := kit.UseLanguage("en"); err != nil {
			t.Fatal(err)
		}
	})
}
