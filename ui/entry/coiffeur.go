package entry

import (
	"encoding/json"
	"errors"
	"slices"
	"strconv"
	"strings"

	"github.com/jasstafel/jasstafel/gamefile"
	"github.com/jasstafel/jasstafel/tally"
)

// Sweep says whether one side took every trick of a Coiffeur deal.
type Sweep int

// The sweeps of a Coiffeur deal (docs/RULES.md §9.4).
const (
	SweepNone         Sweep = iota
	SweepMatch              // the declaring side took every trick
	SweepKontermatsch       // the declaring side took none
)

// The two point fields of a Coiffeur entry: the declaring side's, and the others' together.
const (
	Declarer = 0
	Others   = 1
)

// Errors of a Coiffeur entry that cannot be written; the screen says them in the players' language.
var (
	ErrNoCell      = errors.New("no cell chosen")
	ErrNotOnTurn   = errors.New("that column is not on turn")
	ErrCellWritten = errors.New("that cell is already written")
	ErrSheetFull   = errors.New("every cell is written")
)

// Coiffeur is the Coiffeur cell being written: who chooses, the row, the contract, the card
// points and what else the cell holds. It is saved as a draft after every tap. The column it
// writes into is not stored: it is the chooser's, from Vorhand and Passes (§9.3).
type Coiffeur struct {
	Vorhand  int       `json:"vorhand"`
	Passes   int       `json:"passes"`
	Row      int       `json:"row"` // -1 until a cell is chosen
	Contract string    `json:"contract,omitempty"`
	Typing   int       `json:"typing"` // Declarer or Others: which points the pad types
	Typed    [2]string `json:"typed"`  // digits typed for the declarer and for the others
	Sweep    Sweep     `json:"sweep,omitempty"`
	Weis     int       `json:"weis,omitempty"`   // the declaring side's Weis (coiffeurWeis)
	Stoeck   bool      `json:"stoeck,omitempty"` // the chooser announced Stöck (coiffeurWeis and stoeck)
	Trio     []string  `json:"trio,omitempty"`   // in a Trio row: the modes named so far, in order
}

// NewCoiffeur starts an empty entry for the next deal of sheet s: the engine's turn (§9.3).
func NewCoiffeur(s *tally.CoiffeurSheet) Coiffeur { return NewCoiffeurFor(s, s.NextVorhand()) }

// NewCoiffeurFor starts an empty entry in which vorhand has the first right to choose, e.g. the
// player the table agreed on for the first deal; a full column is skipped as the rules say.
func NewCoiffeurFor(s *tally.CoiffeurSheet, vorhand int) Coiffeur {
	t := s.TurnFrom(vorhand)
	return Coiffeur{Vorhand: t.Vorhand, Passes: t.Passes, Row: -1}
}

// Chooser is the seat that chooses, or -1 when the entry names nobody the sheet knows.
func (e *Coiffeur) Chooser(s *tally.CoiffeurSheet) int { return s.Chooser(e.Vorhand, e.Passes) }

// Side is the column the entry writes into: the chooser's; -1 when there is no chooser.
func (e *Coiffeur) Side(s *tally.CoiffeurSheet) int {
	c := e.Chooser(s)
	if c < 0 {
		return -1
	}
	return s.ColumnOf(c)
}

// setTurn takes a new chooser; a chosen cell of another column is let go.
func (e *Coiffeur) setTurn(s *tally.CoiffeurSheet, t tally.CoiffeurTurn) {
	before := e.Side(s)
	e.Vorhand, e.Passes = t.Vorhand, t.Passes
	if e.Side(s) != before {
		e.Row, e.Contract = -1, ""
	}
}

// Pass passes the choice on as the rules say (roundTable or toPartner).
func (e *Coiffeur) Pass(s *tally.CoiffeurSheet) { e.setTurn(s, s.Pass(e.Vorhand, e.Passes)) }

// NextVorhand gives the first right to choose to the next seat, e.g. to set who started.
func (e *Coiffeur) NextVorhand(s *tally.CoiffeurSheet) {
	e.setTurn(s, s.TurnFrom((e.Vorhand+1)%s.Players))
}

// SelectCell chooses the cell of row in column col. Only an open cell of the column on turn
// can be chosen; otherwise the entry is unchanged and the error says why: a written cell is
// ErrCellWritten in any column, an open one of another column ErrNotOnTurn.
func (e *Coiffeur) SelectCell(s *tally.CoiffeurSheet, row, col int) error {
	switch {
	case s.Complete():
		return ErrSheetFull
	case row < 0 || row >= len(s.Cells) || col < 0 || col >= len(s.Cells[row]):
		return ErrNoCell
	case s.Cells[row][col] != nil:
		return ErrCellWritten
	case col != e.Side(s):
		return ErrNotOnTurn
	}
	if e.Row != row {
		e.Trio = nil
	}
	e.Row = row
	if TrioRow(s.Rules.Rows[row]) {
		e.Contract = trioContract(e.Trio)
		return nil
	}
	choices := RowContracts(s.Rules.Rows[row])
	keep := false
	for _, k := range choices {
		keep = keep || k == e.Contract
	}
	switch {
	case len(choices) == 1:
		e.Contract = choices[0]
	case !keep:
		e.Contract = ""
	}
	return nil
}

// TrioModes are the modes a Trio names, one after the other, in button order (§3.5).
var TrioModes = []string{"D", "H", "S", "C", "obenabe", "undenufe"}

// TrioRow reports whether a row is played as a Trio: its contract is named mode by mode
// (AddTrioMode) instead of picked from RowContracts.
func TrioRow(row tally.Row) bool {
	for _, name := range row.Contracts {
		if strings.EqualFold(name, "trio") || strings.HasPrefix(strings.ToLower(name), "trio:") {
			return true
		}
	}
	return false
}

// AddTrioMode names the next mode of a Trio; after the third, a tap starts the three again.
// The contract is set once three are named; the engine says if they break trioChoice.
func (e *Coiffeur) AddTrioMode(mode string) {
	if len(e.Trio) == 3 {
		e.Trio = nil
	}
	e.Trio = append(e.Trio, mode)
	e.Contract = trioContract(e.Trio)
}

// trioContract is the contract identifier of three Trio modes, "" until three are named.
func trioContract(modes []string) string {
	if len(modes) != 3 {
		return ""
	}
	return "trio:" + strings.Join(modes, ",")
}

// RowContracts lists the contracts a row can be entered with, in button order: those it names,
// a Slalom row both starts. A Trio row names its modes one by one (TrioRow), so "trio" adds none.
func RowContracts(row tally.Row) []string {
	var out []string
	add := func(k string) {
		for _, have := range out {
			if have == k {
				return
			}
		}
		out = append(out, k)
	}
	for _, name := range row.Contracts {
		switch strings.ToLower(name) {
		case "slalom":
			add("slalom-obenabe")
			add("slalom-undenufe")
		case "trio":
		default:
			if c, err := tally.ParseContract(name); err == nil && tally.RowAccepts(row, c) {
				add(c.String())
			}
		}
	}
	return out
}

// OpenContract is a contract a column can still write, with the multipliers of its open rows
// that take it, in row order.
type OpenContract struct {
	Contract    string
	Multipliers []int
}

// OpenContracts lists the contracts that column can still write on sheet s — those of its open
// rows (RowContracts) — each once, in the order of the rows.
func OpenContracts(s *tally.CoiffeurSheet, column int) []OpenContract {
	var out []OpenContract
	for _, row := range s.OpenRows(column) {
		r := s.Rules.Rows[row]
		for _, k := range RowContracts(r) {
			i := slices.IndexFunc(out, func(o OpenContract) bool { return o.Contract == k })
			if i < 0 {
				out = append(out, OpenContract{Contract: k})
				i = len(out) - 1
			}
			out[i].Multipliers = append(out[i].Multipliers, r.Multiplier)
		}
	}
	return out
}

// SetContract names the contract played in the chosen row.
func (e *Coiffeur) SetContract(k string) { e.Contract = k }

// SelectTyping makes the pad type the declarer's points (Declarer) or the others' (Others).
func (e *Coiffeur) SelectTyping(i int) {
	if i == Declarer || i == Others {
		e.Typing = i
	}
}

// Digit types one digit and reports whether it was taken. The other field is computed, so
// what it held is dropped; a Match or Kontermatsch gives way to typed points.
func (e *Coiffeur) Digit(d int) bool {
	if d < 0 || d > 9 {
		return false
	}
	next := e.Typed[e.Typing] + strconv.Itoa(d)
	if next[0] == '0' && len(next) > 1 {
		next = next[1:]
	}
	if len(next) > maxTyped {
		return false
	}
	e.Typed[e.Typing] = next
	e.Typed[1-e.Typing] = ""
	e.Sweep = SweepNone
	return true
}

// Backspace removes the last digit typed.
func (e *Coiffeur) Backspace() {
	if t := e.Typed[e.Typing]; t != "" {
		e.Typed[e.Typing] = t[:len(t)-1]
	}
}

// ClearPoints forgets the points and any Match.
func (e *Coiffeur) ClearPoints() { e.Typed, e.Sweep = [2]string{}, SweepNone }

// SetSweep marks a Match or a Kontermatsch; the same tap again takes it back.
func (e *Coiffeur) SetSweep(w Sweep) {
	if e.Sweep == w || w == SweepNone {
		e.Sweep = SweepNone
		return
	}
	e.Sweep, e.Typed = w, [2]string{}
}

// WeisAllowed and StoeckAllowed say whether the rules let a Coiffeur deal carry Weis or Stöck
// (docs/RULES.md §9.3: coiffeurWeis, and weis not off or stoeck on).
func WeisAllowed(r tally.Rules) bool   { return r.CoiffeurWeis && r.Weis != tally.WeisOff }
func StoeckAllowed(r tally.Rules) bool { return r.CoiffeurWeis && r.Stoeck }

// AddWeis adds a Weis of the declaring side; ClearWeis removes them.
func (e *Coiffeur) AddWeis(v int) {
	if v > 0 {
		e.Weis += v
	}
}

// ClearWeis removes every Weis.
func (e *Coiffeur) ClearWeis() { e.Weis = 0 }

// ToggleStoeck gives the chooser Stöck, or takes them back.
func (e *Coiffeur) ToggleStoeck() { e.Stoeck = !e.Stoeck }

// Points returns the card points of the declarer and of the others as they stand: one typed,
// the other 157 minus it; a Match is 157 and 0, a Kontermatsch 0 and 157.
func (e *Coiffeur) Points() ([2]int, error) {
	var p [2]int
	switch e.Sweep {
	case SweepMatch:
		p[Declarer] = tally.DealPoints
		return p, nil
	case SweepKontermatsch:
		p[Others] = tally.DealPoints
		return p, nil
	}
	t := e.Typing
	if e.Typed[t] == "" {
		t = 1 - t
	}
	if e.Typed[t] == "" {
		return p, ErrNoPoints
	}
	v, _ := strconv.Atoi(e.Typed[t])
	if v > tally.DealPoints {
		return p, ErrTooManyPoints
	}
	p[t], p[1-t] = v, tally.DealPoints-v
	return p, nil
}

// PadText is what the points button of field i shows: typed, computed, or "".
func (e *Coiffeur) PadText(i int) string {
	if e.Typed[i] != "" {
		return e.Typed[i]
	}
	if p, err := e.Points(); err == nil {
		return strconv.Itoa(p[i])
	}
	return ""
}

// OthersColumn is the column that holds the others' points in a written round: the other team,
// or in solo the player after the declarer. Only the declaring side's points are scored
// (§9.4); in solo the others' share is kept in one column so that the points still sum to 157,
// and a Kontermatsch is written as that column's Match.
func OthersColumn(s *tally.CoiffeurSheet, side int) int { return (side + 1) % s.Columns() }

// Round turns the entry into a game file round for sheet s.
func (e *Coiffeur) Round(s *tally.CoiffeurSheet) (gamefile.Round, error) {
	side := e.Side(s)
	if side < 0 {
		return gamefile.Round{}, ErrNotOnTurn
	}
	if e.Row < 0 || e.Row >= len(s.Rules.Rows) {
		return gamefile.Round{}, ErrNoCell
	}
	if e.Contract == "" {
		return gamefile.Round{}, ErrNoContract
	}
	p, err := e.Points()
	if err != nil {
		return gamefile.Round{}, err
	}
	row, vorhand, passes := e.Row, e.Vorhand, e.Passes
	other := OthersColumn(s, side)
	pts := make([]int, s.Columns())
	pts[side], pts[other] = p[Declarer], p[Others]
	r := gamefile.Round{Row: &row, Side: &side, Contract: e.Contract, Vorhand: &vorhand, Passes: &passes, Points: pts}
	switch e.Sweep {
	case SweepMatch:
		r.Match = &side
	case SweepKontermatsch:
		r.Match = &other
	}
	if e.Weis > 0 {
		w := e.Weis
		r.Weis = []gamefile.WeisEntry{{Team: &side, Points: &w}}
	}
	if e.Stoeck {
		seat := e.Chooser(s)
		r.Stoeck = &seat
	}
	return r, nil
}

// CoiffeurPreview is what the entry would write as it stands. Only a writable entry has a value.
type CoiffeurPreview struct {
	Err        error             // the entry is incomplete or wrong
	Violations []tally.Violation // rules the entry breaks; it is not written then
	Side       int               // the column written
	Row        int
	Multiplier int
	Points     int // p, what the rounding is applied to (card points, Match bonus, Weis, Stöck)
	Value      int // the written value
	Sweep      Sweep
	Credit     int // with creditOpponents: what every other column is credited
}

// Writable reports whether the entry can be written as it stands.
func (p CoiffeurPreview) Writable() bool { return p.Err == nil && len(p.Violations) == 0 }

// Preview asks the engine what the entry would write on sheet s.
func (e *Coiffeur) Preview(s *tally.CoiffeurSheet) CoiffeurPreview {
	r, err := e.Round(s)
	if err != nil {
		return CoiffeurPreview{Err: err}
	}
	g, err := gamefile.GameOf(tally.Coiffeur, s.Rules, make([]string, s.Players), []gamefile.Round{r})
	if err != nil {
		return CoiffeurPreview{Err: err}
	}
	ds := s.Preview(g.Coiffeur[0])
	p := CoiffeurPreview{Side: ds.Column, Row: ds.Row, Multiplier: ds.Multiplier, Points: ds.Points, Value: ds.Value, Sweep: e.Sweep}
	if len(ds.Violations) > 0 {
		p.Violations = ds.Violations
	}
	for c, v := range ds.Credits {
		if c != ds.Column && v > 0 {
			p.Credit = v
		}
	}
	return p
}

// FromCoiffeurRound fills an entry from written round r, scored as ds, to correct it. A deal
// written card by card comes back as the card points it scored.
func FromCoiffeurRound(r gamefile.Round, ds tally.CoiffeurDealScore, rules tally.Rules) Coiffeur {
	e := Coiffeur{Row: ds.Row, Contract: r.Contract}
	if ds.Contract.Kind == tally.KindTrio {
		for _, m := range ds.Contract.Trio {
			e.Trio = append(e.Trio, m.String())
		}
	}
	if r.Vorhand != nil {
		e.Vorhand = *r.Vorhand
	}
	if r.Passes != nil {
		e.Passes = *r.Passes
	}
	switch {
	case ds.Kontermatsch:
		e.Sweep = SweepKontermatsch
	case ds.Match >= 0 && ds.Match == ds.Column:
		e.Sweep = SweepMatch
	default:
		e.Typed[Declarer] = strconv.Itoa(ds.CardPoints)
	}
	e.Weis = ds.Weis
	e.Stoeck = ds.Stoeck > 0 && rules.Stoeck
	return e
}

// MarshalDraft keeps the entry across a crash.
func (e Coiffeur) MarshalDraft() []byte {
	b, _ := json.Marshal(e)
	return b
}

// UnmarshalCoiffeurDraft restores a draft for sheet s. A draft that does not parse or names
// nobody who may choose is ignored; a chosen cell that is no longer open is let go.
func UnmarshalCoiffeurDraft(b []byte, s *tally.CoiffeurSheet) (Coiffeur, bool) {
	var e Coiffeur
	if len(b) == 0 || json.Unmarshal(b, &e) != nil || e.Chooser(s) < 0 || (e.Typing != Declarer && e.Typing != Others) {
		return Coiffeur{}, false
	}
	if e.Sweep < SweepNone || e.Sweep > SweepKontermatsch {
		e.Sweep = SweepNone
	}
	if e.Weis < 0 || !WeisAllowed(s.Rules) {
		e.Weis = 0
	}
	e.Stoeck = e.Stoeck && StoeckAllowed(s.Rules)
	trio := e.Trio
	e.Trio = nil
	if row := e.Row; row >= 0 {
		e.Row = -1
		switch {
		case e.SelectCell(s, row, e.Side(s)) != nil:
			e.Contract = ""
		case TrioRow(s.Rules.Rows[row]) && len(trio) <= 3:
			for _, m := range trio {
				if slices.Contains(TrioModes, m) {
					e.Trio = append(e.Trio, m)
				}
			}
			e.Contract = trioContract(e.Trio)
		}
	}
	return e, true
}

// CoiffeurBack is the new cell d as a written correction leaves it on sheet s: a chosen row
// whose cell the correction took, or that is no longer on the chooser's side, is let go.
func CoiffeurBack(d Coiffeur, s *tally.CoiffeurSheet) Coiffeur {
	if d.Row >= 0 && (d.Side(s) < 0 || s.Cells[d.Row][d.Side(s)] != nil) {
		d.Row = -1
	}
	return d
}

// FitCoiffeur is the new cell d kept as typed after sheet s changed beneath it (an undo, a
// redo): when the turn moved, the sheet's chooser takes the cell and a chosen row is let go, and
// so is a row whose cell is no longer open. The points, the sweep, the Weis and Stöck typed stay.
func FitCoiffeur(d Coiffeur, s *tally.CoiffeurSheet) Coiffeur {
	fresh := NewCoiffeur(s)
	if d.Vorhand != fresh.Vorhand || d.Chooser(s) < 0 {
		d.Vorhand, d.Passes = fresh.Vorhand, fresh.Passes
		d.Row, d.Contract, d.Trio = -1, "", nil
	}
	if kept, ok := UnmarshalCoiffeurDraft(d.MarshalDraft(), s); ok {
		return kept
	}
	return fresh
}

// CoiffeurSheetOf replays deals on a new sheet, leaving out deal skip (-1: none): the sheet a
// correction of deal skip is checked against.
func CoiffeurSheetOf(rules tally.Rules, players int, deals []tally.CoiffeurDeal, skip int) (*tally.CoiffeurSheet, error) {
	s, err := tally.NewCoiffeurSheet(rules, players)
	if err != nil {
		return nil, err
	}
	for i, d := range deals {
		if i != skip {
			s.Add(d)
		}
	}
	return s, nil
}
