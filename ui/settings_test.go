package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
)

func TestSettingsScreen(t *testing.T) {
	t.Run("should remember the cards, the board of new games and the language", func(t *testing.T) {
		a := test.NewTempApp(t)
		u := newUIOn(t, a, newFakeService(), landscape)
		u.ShowHome()
		tapButton(button(t, u, "Settings", nil))
		s, ok := u.current.(*settingsScreen)
		if !ok {
			t.Fatalf("Settings shows %T", u.current)
		}
		s.skin.SetSelected("Swiss suits: Schilten, Rosen, Eicheln, Schellen")
		s.view.SetSelected("Totals in digits")
		s.language.SetSelected("日本語")
		if u.Skin() != SkinSwiss || u.BoardView() != "digits" || a.Preferences().String(PrefLanguage) != "ja" {
			t.Errorf("skin %q, board %q, language %q", u.Skin(), u.BoardView(), a.Preferences().String(PrefLanguage))
		}
		if !strings.Contains(texts(u), "next start") || !strings.Contains(texts(u), "New games start with this board") {
			t.Errorf("the settings say %q", texts(u))
		}
		tapButton(button(t, u, "Back", nil))
		tapButton(button(t, u, "Settings", nil))
		s = u.current.(*settingsScreen)
		if s.skin.Selected != "Swiss suits: Schilten, Rosen, Eicheln, Schellen" || s.view.Selected != "Totals in digits" || s.language.Selected != "日本語" {
			t.Errorf("the settings shown again: %q %q %q", s.skin.Selected, s.view.Selected, s.language.Selected)
		}
	})
}
