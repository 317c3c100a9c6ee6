package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/jasstafel/jasstafel/ui/kit"
)

// boardViews are the board views in the order the settings offer them.
var boardViews = []string{"asWritten", "normalised", "digits"}

// settingsScreen chooses the language, the card skin and the board view of new games.
type settingsScreen struct {
	ui        *UI
	root      fyne.CanvasObject
	language  *widget.Select
	restart   *widget.Label
	skin      *widget.Select
	skins     []string // the skin choices as shown: French, Swiss
	view      *widget.Select
	viewNames []string // the names of boardViews as shown
	back      *widget.Button
	// saveAll and importGames are the games as files; files tells how the last one went.
	saveAll, importGames *widget.Button
	files                *widget.Label
}

// ShowSettings shows language, card skin and board view.
func (u *UI) ShowSettings() {
	u.home = nil
	u.Show(newSettingsScreen(u))
}

func newSettingsScreen(u *UI) *settingsScreen {
	s := &settingsScreen{ui: u}
	names := []string{lang.X("settings.system", "As the system")}
	for _, l := range kit.Languages {
		names = append(names, l.Name)
	}
	s.language = widget.NewSelect(names, nil)
	s.language.SetSelectedIndex(0)
	cur := u.prefs.String(PrefLanguage)
	for i, l := range kit.Languages {
		if l.Code == cur {
			s.language.SetSelectedIndex(i + 1)
		}
	}
	s.language.OnChanged = s.onLanguage
	s.restart = widget.NewLabel("")
	s.restart.Wrapping = fyne.TextWrapWord
	s.restart.Hide() // until the language is changed: empty, it held a line's gap under the choice

	s.skins = []string{lang.X("settings.skinFrench", "French suits ♠ ♥ ♦ ♣"), lang.X("settings.skinSwiss", "Swiss suits")}
	// The Swiss suits' names below the choice, where they wrap: in the choice they were cut off
	// on a phone.
	skinNote := widget.NewLabel(lang.X("settings.skinNote", "Swiss suits: Schilten, Rosen, Eicheln, Schellen"))
	skinNote.Wrapping = fyne.TextWrapWord
	s.skin = widget.NewSelect(s.skins, nil)
	s.skin.SetSelected(s.skins[0])
	if u.Skin() == kit.SkinSwiss {
		s.skin.SetSelected(s.skins[1])
	}
	s.skin.OnChanged = s.onSkin

	s.viewNames = []string{lang.X("settings.asWritten", "Strokes as written, deal by deal"), lang.X("settings.normalised", "Strokes redrawn from the total"), lang.X("settings.digits", "Totals in digits")}
	s.view = widget.NewSelect(s.viewNames, nil)
	for i, v := range boardViews {
		if v == u.BoardView() {
			s.view.SetSelected(s.viewNames[i])
		}
	}
	s.view.OnChanged = s.onBoardView
	viewNote := widget.NewLabel(lang.X("settings.boardNote", "New games start with this board; a game keeps the board it started with."))
	viewNote.Wrapping = fyne.TextWrapWord

	s.saveAll = widget.NewButtonWithIcon(lang.X("settings.saveAll", "Save all games…"), theme.DocumentSaveIcon(), func() { u.saveAllGames(s.say) })
	s.importGames = widget.NewButtonWithIcon(lang.X("settings.import", "Import games…"), theme.FolderOpenIcon(), func() { u.importGames(s.say) })
	s.files = widget.NewLabel(lang.X("settings.gamesNote", "One file holds every game with its history; importing it, or one game's file, adds its games."))
	s.files.Wrapping = fyne.TextWrapWord

	form := widget.NewForm(
		widget.NewFormItem(lang.X("settings.language", "Language"), container.NewVBox(s.language, s.restart)),
		widget.NewFormItem(lang.X("settings.skin", "Cards"), container.NewVBox(s.skin, skinNote)),
		widget.NewFormItem(lang.X("settings.board", "Board"), container.NewVBox(s.view, viewNote)),
		widget.NewFormItem(lang.X("settings.games", "Games"), container.NewVBox(s.saveAll, s.importGames, s.files)),
	)
	// Each setting's name above it, as in the new-game form: beside it, the name took a fifth of a
	// phone's width and the board's choice read "Striche wie geschrieben, Spi…".
	form.Orientation = widget.Vertical
	s.back = widget.NewButtonWithIcon(lang.X("nav.back", "Back"), theme.NavigateBackIcon(), s.onBack)
	s.root = container.NewBorder(kit.Header(lang.X("settings.title", "Settings"), s.back), nil, nil, nil, container.NewVScroll(form))
	return s
}

func (s *settingsScreen) Content() fyne.CanvasObject { return s.root }

// show: Escape goes back while no field has the focus.
func (s *settingsScreen) Show(k *kit.Keys) {
	k.OnEscape(s.onBack)
}

func (s *settingsScreen) Close() {}

func (s *settingsScreen) onBack() { s.ui.ShowHome() }

// say shows how saving or importing the games went under their buttons.
func (s *settingsScreen) say(text string, importance widget.Importance) {
	s.files.Importance = importance
	s.files.SetText(text)
}

func (s *settingsScreen) onLanguage(string) {
	code := ""
	if i := s.language.SelectedIndex(); i > 0 {
		code = kit.Languages[i-1].Code
	}
	s.ui.prefs.SetString(PrefLanguage, code)
	if err := s.ui.useLanguage(code); err != nil {
		fyne.LogError("the language stays until the next start", err)
		s.restart.SetText(lang.X("settings.restart", "The new language is used from the next start of the app."))
		s.restart.Show()
		return
	}
	s.ui.ShowSettings() // again, in the language chosen; every screen after it speaks it too
}

func (s *settingsScreen) onSkin(choice string) {
	if choice == s.skins[1] {
		s.ui.prefs.SetString(PrefSkin, kit.SkinSwiss)
	} else {
		s.ui.prefs.SetString(PrefSkin, kit.SkinFrench)
	}
}

func (s *settingsScreen) onBoardView(choice string) {
	for i, n := range s.viewNames {
		if n == choice {
			s.ui.prefs.SetString(PrefBoardView, boardViews[i])
		}
	}
}
