package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/jasstafel/jasstafel/ui/internal/fakestore"
	"github.com/jasstafel/jasstafel/ui/internal/uitest"
	"github.com/jasstafel/jasstafel/ui/kit"
)

func TestSettingsScreen(t *testing.T) {
	t.Run("should remember the cards, the board of new games and the language", func(t *testing.T) {
		// The language is switched at once; the system's is English (newUIOn).
		t.Setenv("LC_ALL", "")
		t.Setenv("LC_MESSAGES", "")
		t.Cleanup(func() {
			if err := kit.UseLanguage("en"); err != nil {
				t.Fatal(err)
			}
		})
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
