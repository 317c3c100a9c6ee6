package ui

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/jasstafel/jasstafel/board"
	"github.com/jasstafel/jasstafel/persistence"
	"github.com/jasstafel/jasstafel/tally"
)

// weisValues are the Weis buttons of the entry panel (§4.1; several taps add up).
var weisValues = []int{20, 50, 100, 150, 200}

// schieberScreen is the Schieber board with its entry panel: the screen a table looks at all
// evening. Its widgets are fields so that tests drive them as a player would.
type schieberScreen struct {
	ui      *UI
	view    *persistence.GameView
	state   tally.SchieberState
	rules   tally.Rules
	entry   SchieberEntry
	content fyne.CanvasObject

	board     *ZBoardWidget
	digits    *widget.Check
	undo      *widget.Button
	redo      *widget.Button
	history   *widget.Button
	home      *widget.Button
	vorhand   *widget.Button
	pushed    *widget.Check
	contracts map[string]*widget.Button
	teamPad   [2]*widget.Button
	pad       [10]*widget.Button
	backspace *widget.Button
	clear     *widget.Button
	match     *widget.Button
	konter    *widget.Button
	weisFor   [2]*widget.Button // which team the Weis buttons write for
	weisTeam  int
	weis      []*widget.Button
	weisClear *widget.Button
	stoeck    [2]*widget.Button
	ended     *widget.Check
	preview   *widget.Label
	problems  *widget.Label
	write     *widget.Button
	editing   *widget.Label
	banner    *fyne.Container
	bannerMsg *widget.Label
	top       *fyne.Container // the header and the banner; laid out again when the banner shows
	reopened  bool            // the players reopened a decided game to correct it
}

func newSchieberScreen(u *UI, v *persistence.GameView) *schieberScreen {
	s := &schieberScreen{ui: u, contracts: map[string]*widget.Button{}}
	s.board = NewZBoardWidget()
	s.home = widget.NewButtonWithIcon("", theme.HomeIcon(), func() { u.ShowHome() })
	s.undo = widget.NewButtonWithIcon(lang.X("game.undo", "Undo"), theme.ContentUndoIcon(), func() { s.apply(u.store.Undo(s.view.ID)) })
	s.redo = widget.NewButtonWithIcon(lang.X("game.redo", "Redo"), theme.ContentRedoIcon(), func() { s.apply(u.store.Redo(s.view.ID)) })
	s.history = widget.NewButtonWithIcon(lang.X("game.history", "Deals"), theme.ListIcon(), func() { s.showHistory() })
	s.digits = widget.NewCheck(lang.X("game.digits", "Digits"), func(bool) { s.refreshBoard() })
	s.digits.Checked = u.BoardView() == "digits"

	s.vorhand = widget.NewButtonWithIcon("", theme.AccountIcon(), func() {
		s.entry.Vorhand = (s.entry.Vorhand + 1) % 4
		s.changed()
	})
	s.pushed = widget.NewCheck(lang.X("game.pushed", "Pushed (partner chose)"), func(on bool) {
		s.entry.Pushed = on
		s.changed()
	})
	s.ended = widget.NewCheck(lang.X("game.ended", "Stopped at the target"), func(on bool) {
		s.entry.SetEnded(on)
		s.changed()
	})
	for t := range 2 {
		s.teamPad[t] = widget.NewButton("", func() {
			s.entry.SelectTeam(t)
			s.changed()
		})
		s.weisFor[t] = widget.NewButton(lang.X("game.weisFor", "Weis")+" "+teamLabel(t), func() {
			s.weisTeam = t
			s.changed()
		})
		s.stoeck[t] = widget.NewButton(lang.X("game.stoeck", "Stöck")+" "+teamLabel(t), func() {
			s.entry.ToggleStoeck(t)
			s.changed()
		})
	}
	for _, w := range weisValues {
		s.weis = append(s.weis, widget.NewButton("+"+strconv.Itoa(w), func() {
			s.entry.AddWeis(s.weisTeam, w)
			s.changed()
		}))
	}
	s.weisClear = widget.NewButtonWithIcon("", theme.ContentClearIcon(), func() {
		s.entry.ClearWeis()
		s.changed()
	})
	for d := range 10 {
		s.pad[d] = widget.NewButton(strconv.Itoa(d), func() { s.typeDigit(d) })
	}
	s.backspace = widget.NewButtonWithIcon("", theme.NavigateBackIcon(), func() {
		s.entry.Backspace()
		s.changed()
	})
	s.clear = widget.NewButton("C", func() {
		s.entry.ClearPoints()
		s.changed()
	})
	s.match = widget.NewButton(lang.X("game.match", "Match"), func() {
		s.entry.SetMatch(s.entry.ChoosingTeam())
		s.changed()
	})
	s.konter = widget.NewButton(lang.X("game.kontermatsch", "Kontermatsch"), func() {
		s.entry.SetMatch(1 - s.entry.ChoosingTeam())
		s.changed()
	})
	s.preview = widget.NewLabelWithStyle("", fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	s.preview.Wrapping = fyne.TextWrapWord
	s.problems = widget.NewLabel("")
	s.problems.Wrapping = fyne.TextWrapWord
	s.problems.Importance = widget.DangerImportance
	s.editing = widget.NewLabel("")
	s.write = widget.NewButtonWithIcon(lang.X("game.write", "Write"), theme.ConfirmIcon(), func() { s.writeDeal() })
	s.write.Importance = widget.HighImportance
	s.bannerMsg = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	reopen := widget.NewButton(lang.X("game.reopen", "Reopen the game"), func() { s.reopen() })
	s.banner = container.NewBorder(nil, nil, nil, reopen, s.bannerMsg)

	s.load(v)
	s.entry = s.restoreDraft()
	s.weisTeam = s.entry.ChoosingTeam()
	s.buildContracts()
	s.content = s.layout()
	s.changed()
	return s
}

// load takes a new view of the game from the store and replays it.
func (s *schieberScreen) load(v *persistence.GameView) {
	s.view = v
	s.rules = v.Game.Rules
	s.state = tally.ReplaySchieber(s.rules, v.Game.Schieber)
	s.undo.Disable()
	if v.CanUndo {
		s.undo.Enable()
	}
	s.redo.Disable()
	if v.CanRedo {
		s.redo.Enable()
	}
	s.banner.Hide()
	if s.state.Winner >= 0 && (v.Finished || !s.reopened) {
		names := teamNames(v.File.Players)
		w := s.state.Winner
		s.bannerMsg.SetText(fmt.Sprintf(lang.X("game.winner", "%s win %d : %d"), names[w], s.state.Totals[w], s.state.Totals[1-w]))
		s.banner.Show()
	}
	if s.content != nil {
		s.top.Refresh()
		s.content.Refresh()
	}
}

// restoreDraft brings back a half-written deal, or starts a new one for the next Vorhand.
func (s *schieberScreen) restoreDraft() SchieberEntry {
	if b, err := s.ui.store.Draft(s.view.ID); err == nil {
		if e, ok := UnmarshalDraft(b); ok && e.Editing < len(s.view.Game.Schieber) {
			return e
		}
	}
	next := s.state.NextVorhand
	if next < 0 {
		next = 0
	}
	return NewSchieberEntry(next)
}

func (s *schieberScreen) buildContracts() {
	for _, k := range []string{"D", "H", "S", "C", "obenabe", "undenufe", "slalom-obenabe", "slalom-undenufe", "guschti", "mary"} {
		c, _ := tally.ParseContract(k)
		if _, ok := s.rules.Multipliers[c.Family()]; !ok && c.Mixed() {
			continue
		}
		s.contracts[k] = widget.NewButton("", func() {
			s.entry.Contract = k
			s.changed()
		})
	}
}

func (s *schieberScreen) orderedContracts() []fyne.CanvasObject {
	var out []fyne.CanvasObject
	for _, k := range []string{"D", "H", "S", "C", "obenabe", "undenufe", "slalom-obenabe", "slalom-undenufe", "guschti", "mary"} {
		if b, ok := s.contracts[k]; ok {
			out = append(out, b)
		}
	}
	return out
}

// layout puts the entry panel beside the board in landscape and under it in portrait.
func (s *schieberScreen) layout() fyne.CanvasObject {
	names := teamNames(s.view.File.Players)
	top := header(names[0]+" – "+names[1], s.digits, s.history, s.undo, s.redo, s.home)
	padGrid := container.NewGridWithColumns(3,
		s.pad[7], s.pad[8], s.pad[9], s.pad[4], s.pad[5], s.pad[6], s.pad[1], s.pad[2], s.pad[3], s.clear, s.pad[0], s.backspace)
	var weisRow []fyne.CanvasObject
	for _, b := range s.weis {
		weisRow = append(weisRow, b)
	}
	panel := container.NewVBox(
		container.NewGridWithColumns(3, s.orderedContracts()...),
		container.NewGridWithColumns(2, s.teamPad[0], s.teamPad[1]),
		padGrid,
		container.NewGridWithColumns(2, s.match, s.konter),
		container.NewGridWithColumns(len(weisRow), weisRow...),
		container.NewGridWithColumns(5, s.weisFor[0], s.weisFor[1], s.stoeck[0], s.stoeck[1], s.weisClear),
		s.ended,
	)
	// Who chooses stays on top and what will be written, with the Write button, at the bottom:
	// both must be visible whatever the window's size.
	panelTop := container.NewBorder(nil, nil, s.vorhand, nil, s.pushed)
	panelBottom := container.NewVBox(s.editing, s.preview, s.problems, s.write)
	right := container.NewBorder(panelTop, panelBottom, nil, nil, container.NewVScroll(panel))
	body := newBoardAndPanel(s.board, right)
	s.top = container.NewVBox(top, s.banner)
	return container.NewBorder(s.top, nil, nil, nil, body)
}

func teamLabel(t int) string {
	if t == 0 {
		return lang.X("game.teamA", "A")
	}
	return lang.X("game.teamB", "B")
}

// changed refreshes every widget from the entry and saves the draft.
func (s *schieberScreen) changed() {
	players := s.view.File.Players
	names := teamNames(players)
	e := &s.entry
	s.vorhand.SetText(fmt.Sprintf(lang.X("game.vorhand", "Vorhand: %s"), players[e.Vorhand]))
	s.pushed.Checked = e.Pushed
	s.pushed.Refresh()
	s.ended.Checked = e.Ended
	s.ended.Refresh()
	skin := s.ui.Skin()
	for k, b := range s.contracts {
		c, _ := tally.ParseContract(k)
		b.SetText(fmt.Sprintf("%s ×%d", contractLabel(k, skin), s.rules.Multiplier(c)))
		b.SetIcon(contractIcon(k, skin))
		b.Importance = widget.MediumImportance
		if e.Contract == k {
			b.Importance = widget.HighImportance
		}
		b.Refresh()
	}
	p, ok := e.Points()
	for t := range 2 {
		text := "–"
		if ok {
			text = strconv.Itoa(p[t])
		} else if e.Typed[t] != "" {
			text = e.Typed[t]
		}
		s.teamPad[t].SetText(names[t] + ": " + text)
		s.teamPad[t].Importance = widget.MediumImportance
		if e.Team == t && e.Match < 0 {
			s.teamPad[t].Importance = widget.HighImportance
		}
		s.teamPad[t].Refresh()
		s.stoeck[t].Importance = widget.MediumImportance
		if e.StoeckTeam == t {
			s.stoeck[t].Importance = widget.HighImportance
		}
		s.stoeck[t].Refresh()
	}
	if e.WeisTeam >= 0 {
		s.weisTeam = e.WeisTeam
	}
	for t := range 2 {
		s.weisFor[t].Importance = widget.MediumImportance
		if s.weisTeam == t {
			s.weisFor[t].Importance = widget.HighImportance
		}
		s.weisFor[t].Refresh()
	}
	s.match.Importance, s.konter.Importance = widget.MediumImportance, widget.MediumImportance
	if e.Match >= 0 && e.Match == e.ChoosingTeam() {
		s.match.Importance = widget.HighImportance
	} else if e.Match >= 0 {
		s.konter.Importance = widget.HighImportance
	}
	s.match.Refresh()
	s.konter.Refresh()
	for t := range 2 {
		label := lang.X("game.weisFor", "Weis") + " " + teamLabel(t)
		if e.WeisTeam == t && e.Weis > 0 {
			label += " " + strconv.Itoa(e.Weis)
		}
		s.weisFor[t].SetText(label)
	}
	if e.Editing >= 0 {
		s.editing.SetText(fmt.Sprintf(lang.X("game.correcting", "Correcting deal %d"), e.Editing+1))
		s.editing.Show()
	} else {
		s.editing.Hide()
	}
	s.refreshPreview()
	if s.problems.Text == "" {
		s.problems.Hide()
	} else {
		s.problems.Show()
	}
	s.refreshBoard()
	_ = s.ui.store.SaveDraft(s.view.ID, e.MarshalDraft())
}

// refreshPreview shows what each team will write, after the multiplier, and what is wrong.
func (s *schieberScreen) refreshPreview() {
	sc, err := s.entry.Preview(s.rules)
	s.write.Disable()
	switch {
	case s.state.Winner >= 0 && s.entry.Editing < 0:
		s.preview.SetText(lang.X("game.isOver", "The game is decided. Undo or correct a deal to play on."))
		s.problems.SetText("")
	case errors.Is(err, ErrNoContract):
		s.preview.SetText(lang.X("game.pickContract", "Choose the contract"))
		s.problems.SetText("")
	case errors.Is(err, ErrNoPoints):
		s.preview.SetText(lang.X("game.typePoints", "Type the card points of one team"))
		s.problems.SetText("")
	case err != nil:
		s.preview.SetText("")
		s.problems.SetText(err.Error())
	default:
		names := teamNames(s.view.File.Players)
		s.preview.SetText(fmt.Sprintf(lang.X("game.preview", "Writes %s %d · %s %d"), names[0], sc.Score[0], names[1], sc.Score[1]))
		var msgs []string
		for _, v := range sc.Violations {
			msgs = append(msgs, RuleText(v))
		}
		s.problems.SetText(strings.Join(msgs, "\n"))
		if len(sc.Violations) == 0 {
			s.write.Enable()
		}
	}
}

func (s *schieberScreen) refreshBoard() {
	view := board.View(s.ui.BoardView())
	if s.digits.Checked {
		view = board.View("digits")
	}
	z := board.Schieber(s.state, s.rules, view)
	dealer := -1
	if s.entry.Vorhand >= 0 {
		dealer = (s.entry.Vorhand + 3) % 4
	}
	s.board.SetGame(z, s.view.File.Players, dealer, s.entry.Vorhand)
}

func (s *schieberScreen) typeDigit(d int) {
	if s.entry.Digit(d) {
		s.changed()
	}
}

// writeDeal writes the entry as a new deal, or as the correction of a past one.
func (s *schieberScreen) writeDeal() {
	round, err := s.entry.Round()
	if err != nil {
		return
	}
	if sc, err := s.entry.Preview(s.rules); err != nil || len(sc.Violations) > 0 {
		return
	}
	var v *persistence.GameView
	if s.entry.Editing >= 0 {
		v, err = s.ui.store.ReplaceRound(s.view.ID, s.entry.Editing, round)
	} else {
		v, err = s.ui.store.AddRound(s.view.ID, round)
	}
	if err != nil {
		s.ui.showError(err)
		return
	}
	_ = s.ui.store.ClearDraft(s.view.ID)
	s.apply(v, nil)
}

// apply shows the game as the store returned it after an action.
func (s *schieberScreen) apply(v *persistence.GameView, err error) {
	if err != nil {
		s.ui.showError(err)
		return
	}
	s.reopened = false
	s.load(v)
	next := s.state.NextVorhand
	if next < 0 {
		next = s.entry.Vorhand
	}
	s.entry = NewSchieberEntry(next)
	s.weisTeam = s.entry.ChoosingTeam()
	s.changed()
	s.checkEnd()
}

// reopen clears the finished mark so that the players can undo or correct deals; the game is
// marked finished again when a written deal decides it.
func (s *schieberScreen) reopen() {
	v, err := s.ui.store.SetFinished(s.view.ID, false)
	if err != nil {
		s.ui.showError(err)
		return
	}
	s.reopened = true
	s.load(v)
	s.changed()
}

// checkEnd shows the winner, or asks who claimed first when the engine cannot decide.
func (s *schieberScreen) checkEnd() {
	last := len(s.view.Game.Schieber) - 1
	for _, v := range s.state.Violations {
		if v.Rule == tally.RuleFinishUndecided && v.Round == last {
			s.askWhoClaimed(last)
			return
		}
	}
	if s.state.Winner >= 0 && !s.view.Finished {
		v, err := s.ui.store.SetFinished(s.view.ID, true)
		if err != nil {
			s.ui.showError(err)
			return
		}
		s.load(v)
		s.showWinner()
	}
}

func (s *schieberScreen) askWhoClaimed(round int) {
	names := teamNames(s.view.File.Players)
	var d dialog.Dialog
	pick := func(t int) {
		d.Hide()
		r := s.view.File.Rounds[round]
		r.WonBy = &t
		s.apply(s.ui.store.ReplaceRound(s.view.ID, round, r))
	}
	content := container.NewVBox(
		widget.NewLabel(lang.X("game.whoClaimed", "Both teams passed the target in this deal. Who claimed first?")),
		widget.NewButton(names[0], func() { pick(0) }),
		widget.NewButton(names[1], func() { pick(1) }),
	)
	d = dialog.NewCustom(lang.X("game.whoClaimedTitle", "Who got there first?"), lang.X("dialog.later", "Later"), content, s.ui.win)
	d.Show()
}

func (s *schieberScreen) showWinner() {
	names := teamNames(s.view.File.Players)
	w := s.state.Winner
	msg := fmt.Sprintf(lang.X("game.winner", "%s win %d : %d"), names[w], s.state.Totals[w], s.state.Totals[1-w])
	var d dialog.Dialog
	reopen := widget.NewButton(lang.X("game.reopen", "Reopen the game"), func() {
		d.Hide()
		s.reopen()
	})
	newGame := widget.NewButton(lang.X("home.new", "New game"), func() {
		d.Hide()
		s.ui.ShowNewGame()
	})
	title := widget.NewLabelWithStyle(msg, fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	d = dialog.NewCustom(lang.X("game.over", "Game over"), lang.X("dialog.close", "Close"), container.NewVBox(title, reopen, newGame), s.ui.win)
	d.Show()
}

// installShortcuts: digits type, Enter writes, Backspace deletes, Ctrl+Z undoes, Ctrl+Shift+Z redoes.
func (s *schieberScreen) installShortcuts() {
	c := s.ui.win.Canvas()
	c.SetOnTypedRune(func(r rune) {
		if r >= '0' && r <= '9' {
			s.typeDigit(int(r - '0'))
		}
	})
	c.SetOnTypedKey(func(k *fyne.KeyEvent) { s.typedKey(k.Name) })
	c.AddShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyZ, Modifier: fyne.KeyModifierShortcutDefault}, func(fyne.Shortcut) {
		if !s.undo.Disabled() {
			s.undo.OnTapped()
		}
	})
	c.AddShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyZ, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift}, func(fyne.Shortcut) {
		if !s.redo.Disabled() {
			s.redo.OnTapped()
		}
	})
}

func (s *schieberScreen) typedKey(k fyne.KeyName) {
	switch {
	case k == fyne.KeyReturn || k == fyne.KeyEnter:
		if !s.write.Disabled() {
			s.writeDeal()
		}
	case k == fyne.KeyBackspace:
		s.entry.Backspace()
		s.changed()
	case k == fyne.KeyTab:
		s.entry.SelectTeam(1 - s.entry.Team)
		s.changed()
	}
}
