package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Languages are the languages the app speaks, by their own names.
var Languages = []struct{ Code, Name string }{
	{"en", "English"}, {"de", "Deutsch"}, {"fr", "Français"}, {"it", "Italiano"},
	{"ko", "한국어"}, {"ja", "日本語"}, {"uk", "Українська"},
}

// ShowSettings shows language, card skin and board view.
func (u *UI) ShowSettings() {
	names := []string{lang.X("settings.system", "As the system")}
	for _, l := range Languages {
		names = append(names, l.Name)
	}
	langSel := widget.NewSelect(names, nil)
	langSel.SetSelectedIndex(0)
	cur := u.prefs.String(PrefLanguage)
	for i, l := range Languages {
		if l.Code == cur {
			langSel.SetSelectedIndex(i + 1)
		}
	}
	restart := widget.NewLabel("")
	restart.Wrapping = fyne.TextWrapWord
	langSel.OnChanged = func(string) {
		code := ""
		if i := langSel.SelectedIndex(); i > 0 {
			code = Languages[i-1].Code
		}
		u.prefs.SetString(PrefLanguage, code)
		restart.SetText(lang.X("settings.restart", "The new language is used from the next start of the app."))
	}
	skins := []string{lang.X("settings.skinFrench", "French suits ♠ ♥ ♦ ♣"), lang.X("settings.skinSwiss", "Swiss suits: Schilten, Rosen, Eicheln, Schellen")}
	skinSel := widget.NewRadioGroup(skins, nil)
	if u.Skin() == SkinSwiss {
		skinSel.SetSelected(skins[1])
	} else {
		skinSel.SetSelected(skins[0])
	}
	skinSel.OnChanged = func(s string) {
		if s == skins[1] {
			u.prefs.SetString(PrefSkin, SkinSwiss)
		} else {
			u.prefs.SetString(PrefSkin, SkinFrench)
		}
	}
	views := []string{"asWritten", "normalised", "digits"}
	viewNames := []string{lang.X("settings.asWritten", "Strokes as written, deal by deal"), lang.X("settings.normalised", "Strokes redrawn from the total"), lang.X("settings.digits", "Totals in digits")}
	viewSel := widget.NewRadioGroup(viewNames, nil)
	for i, v := range views {
		if v == u.BoardView() {
			viewSel.SetSelected(viewNames[i])
		}
	}
	viewSel.OnChanged = func(s string) {
		for i, n := range viewNames {
			if n == s {
				u.prefs.SetString(PrefBoardView, views[i])
			}
		}
	}
	form := widget.NewForm(
		widget.NewFormItem(lang.X("settings.language", "Language"), container.NewVBox(langSel, restart)),
		widget.NewFormItem(lang.X("settings.skin", "Cards"), skinSel),
		widget.NewFormItem(lang.X("settings.board", "Board"), viewSel),
	)
	back := widget.NewButtonWithIcon(lang.X("nav.back", "Back"), theme.NavigateBackIcon(), func() { u.ShowHome() })
	u.win.SetContent(container.NewBorder(header(lang.X("settings.title", "Settings"), back), nil, nil, nil, container.NewVScroll(form)))
	u.clearKeys()
}
