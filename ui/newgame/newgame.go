// Package newgame is the new-game form: the mode, the players in seat order with the names
// played before offered while typing, and the chosen mode's part of the form, which each mode's
// package makes (a Setup, built from the form lines, choices and presets here) and the table of
// modes hands in. It needs of the app only a Host and of the store the four calls of Store, and
// knows no mode by name: the registry of modes (gamefile) resolves and checks the rules.
package newgame

import (
	"encoding/json"
	"errors"
	"slices"
	"strings"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/jasstafel/jasstafel/gamefile"
	"github.com/jasstafel/jasstafel/persistence"
	"github.com/jasstafel/jasstafel/tally"
	"github.com/jasstafel/jasstafel/ui/kit"
)

// Host is what the new-game form needs of the app: the window, the card skin and the
// board view the settings chose, and the ways on: the game just created, or back home; an error
// is shown in the window.
type Host interface {
	Window() fyne.Window
	Skin() string
	BoardView() string
	OpenGame(id persistence.GameID) error
	ShowHome()
	ShowError(err error)
}

// Store is what the form reads and writes: the names played before, the new game, and
// for a mode that starts on a deal of its own (the first deal's draft) the game and its draft.
type Store interface {
	Roster() ([]persistence.RosterEntry, error)
	Create(g persistence.NewGame) (persistence.GameID, error)
	Load(id persistence.GameID) (*persistence.GameView, error)
	SaveDraft(id persistence.GameID, draft []byte) error
}

// FirstTurn is who begins a mode's game, as the form asks it and as a table that plays again is
// asked it: the question (the form line's label, e.g. who holds the 7 of clubs) and Start, which
// writes the new game's first deal's draft so that its screen opens with that seat beginning.
type FirstTurn struct {
	Question func() string
	Start    func(store DraftStore, id persistence.GameID, seat int) error
}

// DraftStore is what a FirstTurn writes with: the new game, read, and its first deal's draft.
type DraftStore interface {
	Load(id persistence.GameID) (*persistence.GameView, error)
	SaveDraft(id persistence.GameID, draft []byte) error
}

// SeatChoice is the form's line for a mode's FirstTurn: a choice among the seated players whose
// options follow the names as they are typed.
type SeatChoice struct{ Select *widget.Select }

// NewSeatChoice is a SeatChoice with no players yet.
func NewSeatChoice() SeatChoice { return SeatChoice{widget.NewSelect(nil, nil)} }

// Follow offers the names shown, keeping the seat chosen while it is still at the table and
// taking the last one when the table shrank below it.
func (c SeatChoice) Follow(shown []string) {
	sel := min(max(c.Select.SelectedIndex(), 0), len(shown)-1)
	c.Select.Options = shown
	c.Select.SetSelectedIndex(sel)
	c.Select.Refresh()
}

// Seat is the seat chosen, the first when none is.
func (c SeatChoice) Seat() int { return max(c.Select.SelectedIndex(), 0) }

// Mode is one game mode as the form offers it: its name in the players' language and
// its part of the form, made for the store, the card skin and the form's refresh.
type Mode struct {
	Game  tally.Game
	Label func() string
	Setup func(store Store, skin string, changed func()) Setup
}

// Setup is the part of the new-game form that belongs to one game mode: its seats, its
// settings and what it writes into the new game's rules. Each mode's package makes its own
// (e.g. ui/schieber's Setup) and the table of modes (ui/modes.go) hands it to the form; only the
// form calls its methods.
type Setup interface {
	// Seats labels the name fields the mode needs, in seat order (three or four).
	Seats() []string
	// Lines are the setup's lines of the form: head above the players' names (how many play,
	// and how), rest below them.
	Lines() (head, rest []*FormLine)
	// Below is shown under the form while the mode is chosen; nil for none.
	Below() fyne.CanvasObject
	// Show shows the setup's lines and block, or hides them while another mode is chosen.
	Show(on bool)
	// Overrides are the settings the players chose, as rules keys over the preset named in them,
	// or a sentence saying why the settings cannot be read (e.g. a stake that is no amount).
	Overrides() (map[string]any, string)
	// Summary says in plain words what will be played under the resolved rules.
	Summary(r tally.Rules, players int) string
	// NamesChanged hands the names as shown (a placeholder for an empty one) to the setup.
	NamesChanged(shown []string)
	// Started is called once the game exists, before it is opened.
	Started(id persistence.GameID) error
}

// FormLine is one line of the form: a label and its control, shown or hidden together.
type FormLine struct {
	label   *widget.Label
	control fyne.CanvasObject
}

// NewFormLine is a line of the form that says label beside control.
func NewFormLine(label string, control fyne.CanvasObject) *FormLine {
	return &FormLine{label: widget.NewLabel(label), control: control}
}

// Label is the line's name as the players read it.
func (l *FormLine) Label() string { return l.label.Text }

// SetVisible shows or hides the line's label and control together.
func (l *FormLine) SetVisible(on bool) {
	if on {
		l.label.Show()
		l.control.Show()
	} else {
		l.label.Hide()
		l.control.Hide()
	}
}

// Screen sets up a game: the mode, the players in seat order and the mode's rules.
type Screen struct {
	host    Host
	store   Store
	table   []Mode // the modes the form offers, in order
	root    fyne.CanvasObject
	form    *fyne.Container
	scroll  *container.Scroll // around the form, the blocks under it and the summary
	body    *fyne.Container   // what scrolls: the form, the blocks and the summary
	shape   formShape         // the lines the form was last laid out with
	mode    *widget.Select
	modes   []tally.Game // the modes in the order the select offers them
	setups  map[tally.Game]Setup
	players [4]*widget.SelectEntry
	roster  []string    // the names played under, the most recent first
	offered [4][]string // the roster names each name field offers now
	// typed is each name field's text when the names were last offered: a field whose text
	// has changed since is the one being typed in, and its names are shown under it.
	typed [4]string
	// suggest holds the names shown under the field being typed in, floating over the form:
	// in the screen and not in an overlay, which would take the keyboard from the field.
	suggest *fyne.Container
	seats   [4]*FormLine
	explain *widget.Label
	problem *widget.Label // why the game cannot start yet, in a line of its own
	start   *widget.Button
	back    *widget.Button
	// stopFontWatch ends the check of the names again when a font could not be fetched
	// (Show); nil while the screen is not shown.
	stopFontWatch func()
}

// problemLines is the room kept for the message under the form, so that Start never moves.
const problemLines = 2

// phoneProblemLines is that room in a phone's window, where the same message wraps over more lines.
const phoneProblemLines = 3

// NewScreen builds the form on store, offering the modes of table.
func NewScreen(h Host, store Store, table []Mode) *Screen {
	s := &Screen{host: h, store: store, table: table}
	if roster, err := store.Roster(); err == nil {
		for _, r := range roster {
			s.roster = append(s.roster, r.Name)
		}
	}
	s.setups = map[tally.Game]Setup{}
	for _, m := range table {
		s.setups[m.Game] = m.Setup(store, h.Skin(), s.refresh)
	}
	var labels []string
	for _, m := range table {
		s.modes = append(s.modes, m.Game)
		labels = append(labels, m.Label())
	}
	s.mode = widget.NewSelect(labels, nil)
	s.mode.SetSelectedIndex(0)
	s.mode.OnChanged = func(string) { s.refresh() }

	objs := []fyne.CanvasObject{widget.NewLabel(lang.X("new.mode", "Game")), s.mode}
	for _, m := range s.modes {
		head, _ := s.setups[m].Lines()
		for _, l := range head {
			objs = append(objs, l.label, l.control)
		}
	}
	for i := range s.players {
		e := newNameField()
		e.SetPlaceHolder(lang.X("new.name", "Name"))
		e.OnChanged = func(string) { s.refresh() }
		e.OnSubmitted = func(string) { s.onSubmitted(i) }
		s.players[i] = e
		s.seats[i] = NewFormLine("", e)
		objs = append(objs, s.seats[i].label, e)
	}
	blocks := []fyne.CanvasObject{}
	for _, m := range s.modes {
		_, rest := s.setups[m].Lines()
		for _, l := range rest {
			objs = append(objs, l.label, l.control)
		}
		if b := s.setups[m].Below(); b != nil {
			blocks = append(blocks, b)
		}
	}
	// The seats' labels change with the mode: the label column keeps room for the longest.
	var seatWidth float32
	for _, l := range TeamSeatLabels() {
		seatWidth = max(seatWidth, widget.NewLabel(l).MinSize().Width)
	}
	form := &steadyForm{minLabel: seatWidth}
	s.form = container.New(form, objs...)
	form.box = s.form
	s.explain = widget.NewLabel("")
	s.explain.Wrapping = fyne.TextWrapWord
	s.problem = widget.NewLabel("")
	s.problem.Wrapping = fyne.TextWrapWord
	s.problem.Importance = widget.DangerImportance
	s.start = widget.NewButtonWithIcon(lang.X("new.start", "Start the game"), theme.MediaPlayIcon(), s.onStart)
	s.start.Importance = widget.HighImportance
	s.back = widget.NewButtonWithIcon(lang.X("nav.back", "Back"), theme.NavigateBackIcon(), s.onBack)
	s.refresh()
	top := kit.Header(lang.X("new.title", "New game"), s.back)
	bottom := container.NewVBox(kit.ReservedLinesOnPhone(s.problem, problemLines, phoneProblemLines), s.start)
	s.body = container.NewVBox(append(append([]fyne.CanvasObject{s.form}, blocks...), s.explain)...)
	s.scroll = container.NewVScroll(s.body)
	s.suggest = container.NewWithoutLayout()
	s.root = container.NewStack(container.NewBorder(top, bottom, nil, nil, s.scroll), s.suggest)
	return s
}

func (s *Screen) Content() fyne.CanvasObject { return s.root }

// show: Escape goes back while no field has the focus; Enter in a name field starts the game, or
// goes on to the next name to type. The names are checked again when the web app's page could
// not give the font of a name's letters (offline), which it was still fetching as they were
// typed.
func (s *Screen) Show(k *kit.Keys) {
	k.OnEscape(s.onBack)
	s.stopWatchingFonts()
	s.stopFontWatch = kit.OnFontUnfetched(s.refresh)
}

func (s *Screen) Close() {
	s.hideSuggestions()
	s.stopWatchingFonts()
}

func (s *Screen) stopWatchingFonts() {
	if s.stopFontWatch != nil {
		s.stopFontWatch()
		s.stopFontWatch = nil
	}
}

func (s *Screen) onBack() { s.host.ShowHome() }

// onSubmitted is Enter in name field i (a desktop's, or the Enter of a phone's keyboard): it starts
// the game where it can start, and else goes on to the next field still empty, so that the four
// names are typed one after the other (Tab stops at each field's ▾ first).
func (s *Screen) onSubmitted(i int) {
	if !s.start.Disabled() {
		s.onStart()
		return
	}
	n := len(s.setup().Seats())
	for k := 1; k < n; k++ {
		if j := (i + k) % n; strings.TrimSpace(s.players[j].Text) == "" {
			s.hideSuggestions()
			s.focusName(j)
			return
		}
	}
}

// focusName gives name field j the focus and scrolls the form to it where it is out of sight (a
// phone held sideways shows two of the fields).
func (s *Screen) focusName(j int) {
	e := s.players[j]
	d := fyne.CurrentApp().Driver()
	c := d.CanvasForObject(e)
	if c == nil {
		return
	}
	c.Focus(e)
	y := d.AbsolutePositionForObject(e).Y - d.AbsolutePositionForObject(s.body).Y
	view := s.scroll.Size().Height
	if y < s.scroll.Offset.Y || y+e.Size().Height > s.scroll.Offset.Y+view {
		s.scroll.ScrollToOffset(fyne.NewPos(0, max(0, y-(view-e.Size().Height)/2)))
	}
}

// chosenMode is the mode chosen in the select.
func (s *Screen) chosenMode() tally.Game {
	if i := s.mode.SelectedIndex(); i >= 0 && i < len(s.modes) {
		return s.modes[i]
	}
	return s.table[0].Game
}

func (s *Screen) setup() Setup { return s.setups[s.chosenMode()] }

// names are the players as typed, trimmed, in seat order, as many as the mode seats.
func (s *Screen) names() []string {
	out := make([]string, len(s.setup().Seats()))
	for i := range out {
		out[i] = strings.TrimSpace(s.players[i].Text)
	}
	return out
}

// refresh shows the lines of the chosen mode, checks the names and the settings again and
// says what will be played, or why the game cannot start.
func (s *Screen) refresh() {
	if s.problem == nil {
		return // still building the form
	}
	chosen := s.setup()
	before, shownBefore, bodyBefore := s.form.MinSize(), shownObjects(s.form), s.bodySize()
	for _, g := range s.setups {
		g.Show(g == chosen)
	}
	seats := chosen.Seats()
	for i, line := range s.seats {
		line.SetVisible(i < len(seats))
		if i < len(seats) {
			line.label.SetText(seats[i])
		}
	}
	names := s.names()
	shown := make([]string, len(names))
	for i, n := range names {
		shown[i] = n
		if n == "" || !utf8.ValidString(n) {
			shown[i] = kit.Sprintf(lang.X("new.defaultName", "Player %d"), i+1)
		}
	}
	chosen.NamesChanged(shown)
	s.offerRosterNames(names)
	problem := namesProblem(names)
	_, rules, err := s.rules()
	if problem == "" && err != "" {
		problem = err
	}
	if err == "" {
		s.explain.SetText(chosen.Summary(rules, len(names)))
	} else {
		s.explain.SetText("")
	}
	// A fresh form is not a mistake: until a name is typed it asks for the names, in plain
	// writing; a name missing beside others is said in red.
	importance := widget.DangerImportance
	if strings.TrimSpace(strings.Join(names, "")) == "" {
		problem, importance = lang.X("new.typeNames", "Type the players' names to start."), widget.MediumImportance
	}
	if s.problem.Importance != importance {
		s.problem.Importance = importance
		s.problem.Refresh()
	}
	s.problem.SetText(problem)
	if problem == "" {
		s.start.Enable()
	} else {
		s.start.Disable()
	}
	// Laying the whole form out again reshapes every text of it: that is needed when lines
	// come or go or a text needs another height, not for every letter typed into a name. What
	// is under the form moves with it: the scroll container lays its column out again, also
	// where the column's size stays that of the window (a short form).
	shape := formShape{chosen, len(seats)}
	if shape != s.shape || s.form.MinSize() != before || !slices.Equal(shownObjects(s.form), shownBefore) ||
		s.bodySize() != bodyBefore {
		s.shape = shape
		if s.scroll != nil { // nil while the form is built
			s.scroll.Refresh()
		}
		s.form.Refresh()
	}
}

// bodySize is the size of what scrolls (zero while the form is built): a setup's block opened
// or folded, or a line shown or hidden inside one, changes it while the mode stays chosen.
func (s *Screen) bodySize() fyne.Size {
	if s.body == nil {
		return fyne.Size{}
	}
	return s.body.MinSize()
}

// shownObjects is which of c's objects are shown: a line that takes another's place leaves the
// form's size as it was, and must still be put in its place.
func shownObjects(c *fyne.Container) []bool {
	shown := make([]bool, len(c.Objects))
	for i, o := range c.Objects {
		shown[i] = o.Visible()
	}
	return shown
}

// formShape is what decides which lines the new-game form shows.
type formShape struct {
	setup Setup
	seats int
}

// namesProblem says why the players' names cannot start a game, or "" when they can, in the
// players' language. The names are checked as the store checks them (gamefile.PlayerNames):
// every seat needs a name of its own (the same letters in another case, or with spaces
// around, are the same name) made of printable text; and a name the device cannot draw would
// show as boxes on the board (the web app says when it is only for now: a font it could not
// fetch offline).
func namesProblem(names []string) string {
	_, err := gamefile.PlayerNames(names)
	var ne *gamefile.NameError
	switch {
	case err == nil:
		for i, n := range names {
			if !kit.Undrawable(n) {
				continue
			}
			if kit.Unfetched(n) {
				return kit.Sprintf(lang.X("new.nameUnfetched", "The name of seat %d has letters whose font this device could not fetch (is it offline?); try again with a network, or write it in other letters."), i+1)
			}
			return kit.Sprintf(lang.X("new.nameUndrawable", "The name of seat %d has letters that cannot be drawn on this device (they would show as boxes); write it in other letters."), i+1)
		}
		return ""
	case !errors.As(err, &ne):
		return err.Error()
	}
	switch ne.Reason {
	case gamefile.NameMissing:
		return kit.Sprintf(lang.X("new.nameMissing", "Seat %d needs a name."), ne.Seat+1)
	case gamefile.NameTooLong:
		return kit.Sprintf(lang.X("new.nameLong", "The name of seat %d is longer than %d characters."), ne.Seat+1, gamefile.MaxNameLength)
	case gamefile.NameDuplicate:
		return kit.Sprintf(lang.X("new.nameTwice", "“%s” is there twice: give every player a name of their own."), strings.TrimSpace(names[ne.Seat]))
	}
	return kit.Sprintf(lang.X("new.nameUnreadable", "The name of seat %d holds characters that are not text; type it again."), ne.Seat+1)
}

// rules are the new game's rules as stored: the chosen mode's preset and overrides, and the
// board view chosen in the settings, which the game then keeps as its own. They are resolved
// and checked as the store will; problem says why they cannot start a game.
func (s *Screen) rules() (raw json.RawMessage, r tally.Rules, problem string) {
	over, problem := s.setup().Overrides()
	if problem != "" {
		return nil, tally.Rules{}, problem
	}
	over["boardView"] = s.host.BoardView()
	raw, err := json.Marshal(over)
	if err != nil {
		return nil, tally.Rules{}, err.Error()
	}
	// The registry of modes resolves and checks the rules, as the store does: the form knows
	// no mode by name.
	m, ok := gamefile.Lookup(s.chosenMode())
	if !ok {
		return nil, tally.Rules{}, lang.X("error.mode", "This version of Jasstafel cannot show this kind of game.")
	}
	if r, err = m.ResolveRules(raw); err != nil {
		return nil, tally.Rules{}, err.Error()
	}
	if err := m.CheckPlayers(r, len(s.setup().Seats())); err != nil {
		return nil, tally.Rules{}, err.Error()
	}
	return raw, r, ""
}

// onStart creates the game and opens it. A game this version has no screen for is created
// all the same and shown in the list of games.
func (s *Screen) onStart() {
	names := s.names()
	raw, _, problem := s.rules()
	if p := namesProblem(names); p != "" {
		problem = p
	}
	if problem != "" {
		s.problem.SetText(problem)
		s.start.Disable()
		return
	}
	id, err := s.store.Create(persistence.NewGame{Mode: s.chosenMode(), Players: names, Rules: raw})
	if err != nil {
		s.host.ShowError(err)
		return
	}
	if err := s.setup().Started(id); err != nil {
		s.host.ShowError(err)
		return
	}
	if err := s.host.OpenGame(id); err != nil {
		s.host.ShowHome()
		s.host.ShowError(err)
	}
}

// NewChoice is a select of fixed choices, read by index, that reports every change.
func NewChoice(labels []string, selected int, changed func()) *widget.Select {
	sel := widget.NewSelect(labels, nil)
	sel.SetSelectedIndex(selected)
	sel.OnChanged = func(string) { changed() }
	return sel
}

// TeamSeatLabels name the four seats of a team game: who plays with whom.
func TeamSeatLabels() []string {
	return []string{
		lang.X("new.seat1", "Seat 1 · team A"), lang.X("new.seat2", "Seat 2 · team B"),
		lang.X("new.seat3", "Seat 3 · team A, opposite seat 1"), lang.X("new.seat4", "Seat 4 · team B, opposite seat 2"),
	}
}

// SoloSeatLabels name the seats of a game where everyone plays for themselves.
func SoloSeatLabels(n int) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = kit.Sprintf(lang.X("new.seatN", "Seat %d"), i+1)
	}
	return out
}

// steadyForm lays out label and control pairs like a Fyne form, but sizes the label column for
// every label, shown or not, and at least minLabel, so that the controls do not move sideways
// when a mode shows other lines. A pair is left out while its control is hidden. In a phone's
// window each label goes above its control, which gets the whole width.
type steadyForm struct {
	minLabel float32
	box      *fyne.Container // the form, to find the window it is shown in
}

// stacked reports whether the labels go above their controls.
func (f *steadyForm) stacked() bool { return f.box != nil && kit.NarrowWindow(f.box) }

func (f *steadyForm) labelWidth(objs []fyne.CanvasObject) float32 {
	w := f.minLabel
	for i := 0; i+1 < len(objs); i += 2 {
		w = max(w, objs[i].MinSize().Width)
	}
	return w
}

func (f *steadyForm) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	stacked := f.stacked()
	lw := f.labelWidth(objs)
	pad := theme.Padding()
	y := float32(0)
	for i := 0; i+1 < len(objs); i += 2 {
		label, control := objs[i], objs[i+1]
		if !control.Visible() {
			continue
		}
		lh := label.MinSize().Height
		if stacked {
			label.Move(fyne.NewPos(0, y))
			label.Resize(fyne.NewSize(size.Width, lh))
			ch := control.MinSize().Height
			control.Move(fyne.NewPos(0, y+lh))
			control.Resize(fyne.NewSize(size.Width, ch))
			y += lh + ch + pad
			continue
		}
		h := max(lh, control.MinSize().Height)
		label.Move(fyne.NewPos(0, y+(h-lh)/2))
		label.Resize(fyne.NewSize(lw, lh))
		control.Move(fyne.NewPos(lw+pad, y))
		control.Resize(fyne.NewSize(max(size.Width-lw-pad, 0), h))
		y += h + pad
	}
}

func (f *steadyForm) MinSize(objs []fyne.CanvasObject) fyne.Size {
	stacked := f.stacked()
	lw := f.labelWidth(objs)
	var cw, h float32
	rows := 0
	for i := 0; i+1 < len(objs); i += 2 {
		label, control := objs[i], objs[i+1]
		if !control.Visible() {
			continue
		}
		cw = max(cw, control.MinSize().Width)
		if stacked {
			h += label.MinSize().Height + control.MinSize().Height
		} else {
			h += max(label.MinSize().Height, control.MinSize().Height)
		}
		rows++
	}
	if rows > 1 {
		h += float32(rows-1) * theme.Padding()
	}
	if stacked {
		return fyne.NewSize(max(lw, cw), h)
	}
	return fyne.NewSize(lw+theme.Padding()+cw, h)
}

// Presets is the choice of a mode's rule presets on the form, by the names the players read.
// The menu keeps the presets' own names, so that choosing one again puts its values back; Mark
// says in the choice when the lines below no longer hold the chosen preset's values.
type Presets struct {
	Select *widget.Select
	mode   tally.Game
	labels []string // the presets' labels, as the players read them when nothing is changed
	at     int      // the chosen preset: its label may say it was changed
}

// NewPresets offers the presets of mode, each under label(name); chosen is called when the
// players choose one. No preset is chosen until Select chooses one.
func NewPresets(mode tally.Game, label func(name string) string, chosen func()) *Presets {
	p := &Presets{mode: mode}
	for _, n := range tally.PresetNames(mode) {
		p.labels = append(p.labels, label(n))
	}
	p.Select = widget.NewSelect(p.labels, func(l string) {
		if i := slices.Index(p.labels, l); i >= 0 {
			p.at = i
		}
		chosen()
	})
	return p
}

// Name is the chosen preset's name in the rules.
func (p *Presets) Name() string {
	if names := tally.PresetNames(p.mode); p.at < len(names) {
		return names[p.at]
	}
	return "seed"
}

// Rules are the rules of the chosen preset.
func (p *Presets) Rules() (tally.Rules, error) { return tally.Preset(p.mode, p.Name()) }

// Apply puts the chosen preset's rules into a mode's lines through set, while the form's
// changed (a setup's field, hence the pointer) is held back so that the lines do not each
// refresh the form; then mark says whether the lines hold the preset's values, and the form
// is told once.
func (p *Presets) Apply(changed *func(), set func(r tally.Rules), mark func()) {
	r, err := p.Rules()
	if err != nil {
		return
	}
	keep := *changed
	*changed = func() {}
	set(r)
	*changed = keep
	mark()
	keep()
}

// Mark shows the chosen preset by its label, marked as changed when changed says that the form
// below no longer holds the preset's rules r. The select's OnChanged is not called.
func (p *Presets) Mark(changed func(r tally.Rules) bool) {
	r, err := p.Rules()
	if err != nil || p.at >= len(p.labels) {
		return
	}
	label := p.labels[p.at]
	if changed(r) {
		label = kit.Sprintf(lang.X("new.presetChanged", "%s — changed below"), label)
	}
	if p.Select.Selected != label {
		p.Select.Selected = label
		p.Select.Refresh()
	}
}

// ChoiceIndex is the place of v in the values a select offers, -1 when it offers no such value.
func ChoiceIndex[T comparable](values []T, v T) int { return slices.Index(values, v) }
