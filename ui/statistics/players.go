package statistics

import (
	"errors"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/jasstafel/jasstafel/gamefile"
	"github.com/jasstafel/jasstafel/persistence"
	"github.com/jasstafel/jasstafel/ui/kit"
	"github.com/jasstafel/jasstafel/ui/numbers"
)

// Players is the roster: every name played under, with how many games and when last.
// A name written wrong is renamed in every game at once; names that are the same person
// ("Anna", "anna", "Anna B.") are ticked and merged into the one to keep; the last rename or
// merge can be taken back. Every change asks first, and a refusal shows in the message line
// with nothing changed.
type Players struct {
	host    Host
	store   Roster
	leave   func() // returns to the list of games
	root    fyne.CanvasObject
	list    *widget.List
	rows    *kit.FittedList // the list, each row as high as its wrapped lines
	roster  []persistence.RosterEntry
	ticked  map[string]bool // the entries ticked for a merge, by their name as shown
	empty   *widget.Label
	message *widget.Label
	merge   *widget.Button
	undo    *widget.Button
	back    *widget.Button
}

// playersMessageLines is the room kept for the message line, so that the list never moves.
const playersMessageLines = 2

// playersMessageMinWidth is the least width the message keeps beside Merge; narrower, Merge
// goes under it.
const playersMessageMinWidth = 300

// Roster is what the players screen reads and changes: the names played before, and the
// renames and merges, with the latest taken back.
type Roster interface {
	Roster() ([]persistence.RosterEntry, error)
	RenamePlayer(from, to string) (persistence.RosterAction, error)
	MergePlayers(names []string, into string) (persistence.RosterAction, error)
	UndoRosterAction() (persistence.RosterAction, error)
	LastRosterAction() (a persistence.RosterAction, ok bool, err error)
}

// NewPlayers shows the roster of store with rename, merge and undo; back leaves it.
func NewPlayers(h Host, store Roster, back func()) *Players {
	s := &Players{host: h, store: store, leave: back, ticked: map[string]bool{}}
	s.list = widget.NewList(func() int { return len(s.roster) }, s.newRow, s.fillRow)
	s.list.OnSelected = s.onSelect
	s.rows = kit.NewFittedList(s.list)
	s.empty = widget.NewLabel(lang.X("players.empty", "No players yet: they appear here once a game is started."))
	s.empty.Alignment = fyne.TextAlignCenter
	s.empty.Wrapping = fyne.TextWrapWord
	s.message = widget.NewLabel("")
	s.message.Wrapping = fyne.TextWrapWord
	s.merge = widget.NewButtonWithIcon(lang.X("players.merge", "Merge"), theme.ContentCopyIcon(), s.onMerge)
	s.undo = widget.NewButtonWithIcon(lang.X("players.undo", "Undo"), theme.ContentUndoIcon(), s.onUndo)
	s.back = widget.NewButtonWithIcon(lang.X("nav.back", "Back"), theme.NavigateBackIcon(), s.onBack)
	top := kit.Header(lang.X("players.title", "Players"), s.undo, s.back)
	// Merge goes under the message where beside it the message would be a narrow column (a
	// phone: German's hint broke its last word and left the full stop alone on a line).
	bottom := kit.NewTextAndButtons(kit.ReservedLines(s.message, playersMessageLines), s.merge, playersMessageMinWidth)
	s.root = container.NewBorder(top, bottom, nil, nil, container.NewStack(s.empty, s.rows.Content()))
	s.say(lang.X("players.hint", "Tick two or more players to merge them into one."), widget.MediumImportance)
	s.refresh() // a roster that cannot be read says so instead of the hint
	return s
}

func (s *Players) Content() fyne.CanvasObject { return s.root }

// show: Escape goes back while no field has the focus; Ctrl+Z takes back the last rename or
// merge, as Undo does.
func (s *Players) Show(k *kit.Keys) {
	k.OnEscape(s.onBack)
	k.AddShortcut(kit.ShortcutUndo, func(fyne.Shortcut) {
		if !s.undo.Disabled() {
			s.onUndo()
		}
	})
}

func (s *Players) Close() {}

func (s *Players) onBack() { s.leave() }

// newRow is one player: a tick for merging, the name with the games and the last evening, and
// a rename button (a pencil, so that the lines keep the width). The lines wrap where the row is
// narrower (on a phone the last evening was cut off).
func (s *Players) newRow() fyne.CanvasObject {
	tick := widget.NewCheck("", nil)
	name := widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	name.Wrapping = fyne.TextWrapWord
	detail := widget.NewLabel("")
	detail.Wrapping = fyne.TextWrapWord
	rename := widget.NewButtonWithIcon("", theme.DocumentCreateIcon(), nil) // the pencil of the list of deals
	lines := kit.NewLines(kit.RowLineGap-theme.InnerPadding(), name, detail)
	return container.NewBorder(nil, nil, tick, rename, lines)
}

func (s *Players) fillRow(i widget.ListItemID, o fyne.CanvasObject) {
	if i < 0 || i >= len(s.roster) {
		return
	}
	e := s.roster[i]
	row := o.(*fyne.Container)
	lines := row.Objects[0].(*fyne.Container)
	lines.Objects[0].(*widget.Label).SetText(e.Name)
	lines.Objects[1].(*widget.Label).SetText(rosterDetail(e))
	lines.Refresh() // the lines' heights follow their new words (kit.NewLines)
	tick := row.Objects[1].(*widget.Check)
	tick.OnChanged = nil
	tick.SetChecked(s.ticked[e.Name])
	tick.OnChanged = func(on bool) { s.setTicked(e.Name, on) }
	row.Objects[2].(*widget.Button).OnTapped = func() { s.onRename(e) }
}

// rosterDetail is the second line of a player: games, last evening and the other spellings.
func rosterDetail(e persistence.RosterEntry) string {
	d := kit.Sprintf(lang.X("players.games", "Games: %d · last played %s"), len(e.Games), numbers.Date(e.LastPlayed.Local(), kit.NumberLocale()))
	var others []string
	for _, sp := range e.Spellings {
		if sp != e.Name {
			others = append(others, sp)
		}
	}
	if len(others) > 0 {
		d += " · " + kit.Sprintf(lang.X("players.also", "also written %s"), kit.JoinNames(others, ", "))
	}
	return d
}

// onSelect ticks or unticks a player tapped anywhere on the row.
func (s *Players) onSelect(i widget.ListItemID) {
	s.list.UnselectAll()
	if i < 0 || i >= len(s.roster) {
		return
	}
	name := s.roster[i].Name
	s.setTicked(name, !s.ticked[name])
	s.list.RefreshItem(i)
}

func (s *Players) setTicked(name string, on bool) {
	if on {
		s.ticked[name] = true
	} else {
		delete(s.ticked, name)
	}
	s.enableMerge()
}

func (s *Players) enableMerge() {
	if len(s.tickedEntries()) >= 2 {
		s.merge.Enable()
	} else {
		s.merge.Disable()
	}
}

// tickedEntries are the ticked players in the order of the list.
func (s *Players) tickedEntries() []persistence.RosterEntry {
	var out []persistence.RosterEntry
	for _, e := range s.roster {
		if s.ticked[e.Name] {
			out = append(out, e)
		}
	}
	return out
}

// refresh reads the roster and the last roster action again.
func (s *Players) refresh() {
	roster, err := s.store.Roster()
	if err != nil {
		s.say(err.Error(), widget.DangerImportance)
		roster = nil
	}
	s.roster = roster
	for name := range s.ticked {
		if !slices.ContainsFunc(roster, func(e persistence.RosterEntry) bool { return e.Name == name }) {
			delete(s.ticked, name)
		}
	}
	if len(roster) == 0 {
		s.empty.Show()
	} else {
		s.empty.Hide()
	}
	s.rows.Refit()
	s.enableMerge()
	if _, ok, err := s.store.LastRosterAction(); err == nil && ok {
		s.undo.Enable()
	} else {
		s.undo.Disable()
	}
}

// say shows a message in the message line: a result, a hint or why nothing was changed.
func (s *Players) say(text string, importance widget.Importance) {
	s.message.Importance = importance
	s.message.SetText(text)
}

// onRename asks for the new name of a player; the entry's every spelling gets it.
func (s *Players) onRename(e persistence.RosterEntry) {
	entry := kit.NewDialogEntry(s.host.Window().Canvas())
	entry.SetText(e.Name)
	note := widget.NewLabel(kit.Sprintf(lang.XN("players.renameNote", "%s gets the new name in all %d games, deleted games too.", len(e.Games)), e.Name, len(e.Games)))
	note.Wrapping = fyne.TextWrapWord
	items := []*widget.FormItem{widget.NewFormItem(lang.X("players.newName", "New name"), entry), widget.NewFormItem("", note)}
	d := dialog.NewForm(lang.X("players.renameTitle", "Rename player"), lang.X("players.rename", "Rename"), lang.X("Cancel", "Cancel"), items, func(ok bool) {
		if ok {
			s.rename(e, entry.Text)
		}
	}, s.host.Window())
	entry.OnSubmitted = func(string) { d.Submit() } // Enter renames, as Rename does
	d.Resize(fyne.NewSize(s.dialogWidth(), d.MinSize().Height))
	d.Show()
	s.host.Window().Canvas().Focus(entry)
}

// dialogWidth is the width of the rename and merge dialogs: most of a narrow window, at most
// what a name and its note need.
func (s *Players) dialogWidth() float32 {
	return min(s.host.Window().Canvas().Size().Width*dialogShare, dialogMaxWidth)
}

// The rename and merge dialogs' width: this share of the window, at most dialogMaxWidth.
const (
	dialogShare    = 0.9
	dialogMaxWidth = 560
)

func (s *Players) rename(e persistence.RosterEntry, to string) {
	if problem := newNameProblem(to); problem != "" {
		s.say(problem, widget.DangerImportance)
		return
	}
	var (
		a   persistence.RosterAction
		err error
	)
	if len(e.Spellings) > 1 {
		a, err = s.store.MergePlayers(e.Spellings, to)
	} else {
		a, err = s.store.RenamePlayer(e.Name, to)
	}
	s.done(a, err)
}

// onMerge asks which of the ticked names to keep.
func (s *Players) onMerge() {
	chosen := s.tickedEntries()
	if len(chosen) < 2 {
		return
	}
	var names, spellings []string
	games := 0
	for _, e := range chosen {
		names = append(names, e.Name)
		games += len(e.Games)
		for _, sp := range append([]string{e.Name}, e.Spellings...) {
			if !slices.Contains(spellings, sp) {
				spellings = append(spellings, sp)
			}
		}
	}
	keep := widget.NewRadioGroup(spellings, nil)
	keep.Required = true
	keep.SetSelected(spellings[0])
	note := widget.NewLabel(kit.Sprintf(lang.X("players.mergeNote", "Keep one name for %s: the others get it in their games (%d), deleted games too."), kit.JoinNames(names, ", "), games))
	note.Wrapping = fyne.TextWrapWord
	d := dialog.NewCustomConfirm(lang.X("players.mergeTitle", "Merge players"), lang.X("players.merge", "Merge"), lang.X("Cancel", "Cancel"),
		container.NewVBox(note, keep), func(ok bool) {
			if ok {
				s.done(s.store.MergePlayers(spellings, keep.Selected))
			}
		}, s.host.Window())
	d.Resize(fyne.NewSize(s.dialogWidth(), d.MinSize().Height))
	d.Show()
}

// onUndo asks before taking the last rename or merge back.
func (s *Players) onUndo() {
	a, ok, err := s.store.LastRosterAction()
	if err != nil || !ok {
		s.failed(err)
		s.refresh()
		return
	}
	ask := kit.Sprintf(lang.XN("players.undoAsk", "Take back %s → %s in %d games?", len(a.Games)), renamedNames(a), a.Into, len(a.Games))
	kit.Confirm(s.host.Window(), lang.X("players.undoTitle", "Undo rename"), ask, func() {
		a, err := s.store.UndoRosterAction()
		if err != nil {
			s.failed(err)
			return
		}
		s.refresh()
		s.say(kit.Sprintf(lang.XN("players.undone", "Taken back: %s → %s in %d games.", len(a.Games)), renamedNames(a), a.Into, len(a.Games)), widget.SuccessImportance)
	})
}

// done shows the result of a rename or merge, or why nothing was changed.
func (s *Players) done(a persistence.RosterAction, err error) {
	if err != nil {
		s.failed(err)
		return
	}
	clear(s.ticked)
	s.refresh()
	msg := kit.Sprintf(lang.XN("players.renamed", "%s is now %s in %d games.", len(a.Games)), renamedNames(a), a.Into, len(a.Games))
	if strings.Contains(renamedNames(a), ", ") {
		msg = kit.Sprintf(lang.XN("players.merged", "%s are now %s in %d games.", len(a.Games)), renamedNames(a), a.Into, len(a.Games))
	}
	s.say(msg, widget.SuccessImportance)
}

// renamedNames are the names a rename or merge replaced, without the one kept.
func renamedNames(a persistence.RosterAction) string {
	var out []string
	for _, n := range a.Names {
		if n != a.Into {
			out = append(out, n)
		}
	}
	return kit.JoinNames(out, ", ")
}

// failed says in the players' language why nothing was changed.
func (s *Players) failed(err error) {
	var (
		twice *persistence.SeatedTwiceError
		since *persistence.ChangedSinceError
		msg   string
	)
	switch {
	case err == nil, errors.Is(err, persistence.ErrNothingToUndo):
		msg = lang.X("players.nothingToUndo", "There is no rename or merge to undo.")
	case errors.As(err, &twice):
		msg = kit.Sprintf(lang.X("players.twice", "Game %d would have %s twice, so nothing was changed: merge only names of players who never sat at one table."), twice.Game, twice.Name)
	case errors.As(err, &since):
		msg = kit.Sprintf(lang.X("players.changedSince", "The players of game %d were changed since, so nothing was undone: correct them in that game first."), since.Game)
	case errors.Is(err, persistence.ErrNotFound):
		msg = lang.X("players.notFound", "No game has this player any more.")
	default:
		msg = err.Error()
	}
	s.say(msg, widget.DangerImportance)
}

// newNameProblem says why a new name cannot be given, or "" when it can, checked as the store
// checks a player's name, and refused where the device cannot draw it.
func newNameProblem(name string) string {
	_, err := gamefile.PlayerNames([]string{name})
	var ne *gamefile.NameError
	switch {
	case err == nil && kit.Undrawable(name):
		if kit.Unfetched(name) {
			return lang.X("players.nameUnfetched", "The name has letters whose font this device could not fetch (is it offline?); try again with a network, or write it in other letters.")
		}
		return lang.X("players.nameUndrawable", "The name has letters that cannot be drawn on this device (they would show as boxes); write it in other letters.")
	case err == nil:
		return ""
	case !errors.As(err, &ne):
		return err.Error()
	case ne.Reason == gamefile.NameMissing:
		return lang.X("players.nameMissing", "Type the new name.")
	case ne.Reason == gamefile.NameTooLong:
		return kit.Sprintf(lang.X("players.nameLong", "A name has at most %d characters."), gamefile.MaxNameLength)
	}
	return lang.X("players.nameUnreadable", "The name holds characters that are not text; type it again.")
}
