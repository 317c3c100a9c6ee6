// Package entry holds what the players are typing on a screen, as plain Go values without Fyne:
// one method per tap, and a preview that asks the engine. The screens only show these values
// and forward taps, so every entry rule is tested in microseconds.
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

// maxTyped is the number of digits a team's card points may have.
const maxTyped = 3

// Schieber is the deal being written on the Schieber screen: what the number pad and the
// buttons have set so far. It is saved as a draft after every tap, so that a crash loses nothing.
type Schieber struct {
	// Contract is the contract identifier, "" until one is picked; TrioKey while a Trio's modes
	// are being named (Trio), then the Trio's identifier.
	Contract string    `json:"contract,omitempty"`
	Trio     []string  `json:"trio,omitempty"` // in a Trio: the modes named so far, in order (TrioModes)
	Vorhand  int       `json:"vorhand"`
	Pushed   bool      `json:"pushed,omitempty"`
	Team     int       `json:"team"`           // the team whose card points are being typed
	Typed    [2]string `json:"typed"`          // digits typed per team, kept as typed
	Match    int       `json:"match"`          // -1, or the team that took every trick
	WeisTeam int       `json:"weisTeam"`       // the team the Weis buttons write for (0 or 1)
	Weis     int       `json:"weis,omitempty"` // the Weis of WeisTeam; the other team has none
	// Declared are the Weis the players declared; when there are any, the engine decides who
	// writes them and the typed Weis is unused.
	Declared   Declarations `json:"declared,omitzero"`
	StoeckTeam int          `json:"stoeckTeam"`      // -1, or the team that announced Stöck
	Ended      bool         `json:"ended,omitempty"` // the deal stopped when the target was reached
	WonBy      int          `json:"wonBy"`           // -1, or the team that claimed first
}

// NewSchieber starts an empty entry for the deal in which vorhand chooses. The pad and the Weis
// buttons start on the choosing team.
func NewSchieber(vorhand int) Schieber {
	t := tally.Team(vorhand)
	return Schieber{Vorhand: vorhand, Team: t, Match: -1, WeisTeam: t, StoeckTeam: -1, WonBy: -1}
}

// Dealer is the seat that dealt when vorhand chooses: the player before Vorhand.
func Dealer(vorhand int) int { return (vorhand + 3) % 4 }

// Partner is the seat across the table, who chooses when a player pushes.
func Partner(seat int) int { return (seat + 2) % 4 }

// ChoosingTeam is Vorhand's team: it chose, also after a push.
func (e *Schieber) ChoosingTeam() int { return tally.Team(e.Vorhand) }

// NextVorhand passes the choice to the next seat.
func (e *Schieber) NextVorhand() { e.Vorhand = (e.Vorhand + 1) % 4 }

// SelectTeam makes the number pad type the card points of team t.
func (e *Schieber) SelectTeam(t int) {
	if t == 0 || t == 1 {
		e.Team = t
	}
}

// Digit types one digit for the selected team and reports whether it was taken. What is typed
// stays as typed, also above 157: Points then says why it cannot be written.
func (e *Schieber) Digit(d int) bool {
	if d < 0 || d > 9 {
		return false
	}
	next := e.Typed[e.Team] + strconv.Itoa(d)
	if next[0] == '0' && len(next) > 1 {
		next = next[1:]
	}
	if len(next) > maxTyped {
		return false
	}
	e.Typed[e.Team] = next
	if !e.Ended {
		e.Typed[1-e.Team] = ""
	}
	e.Match = -1
	return true
}

// Backspace removes the last digit typed for the selected team.
func (e *Schieber) Backspace() {
	if t := e.Typed[e.Team]; t != "" {
		e.Typed[e.Team] = t[:len(t)-1]
	}
}

// ClearPoints forgets the typed points and any Match.
func (e *Schieber) ClearPoints() {
	e.Typed = [2]string{}
	e.Match = -1
}

// SetMatch marks that team t took every trick (a Kontermatsch when t did not choose); the same
// tap again takes it back.
func (e *Schieber) SetMatch(t int) {
	if t != 0 && t != 1 {
		return
	}
	if e.Match == t {
		e.Match = -1
		return
	}
	e.Match = t
	e.Typed = [2]string{}
	e.Ended = false
}

// SelectWeisTeam makes the Weis buttons write for team t. Only one team writes Weis in a deal,
// so Weis already written move to team t with the same tap.
func (e *Schieber) SelectWeisTeam(t int) {
	if t == 0 || t == 1 {
		e.WeisTeam = t
	}
}

// AddWeis adds a Weis value for the selected Weis team; several taps add up. A typed value
// replaces declared Weis: a deal has one or the other.
func (e *Schieber) AddWeis(value int) {
	if value > 0 {
		e.Weis += value
		e.Declared = Declarations{}
	}
}

// ClearWeis removes every Weis, typed and declared.
func (e *Schieber) ClearWeis() { e.Weis, e.Declared = 0, Declarations{} }

// DropUncounted takes out the Weis and the Stöck that rules r do not count (Counts): a deal
// kept from before (a draft, a game file's) that holds them could not be written.
func (e *Schieber) DropUncounted(r tally.Rules) {
	weis, stoeck := Counts(tally.Schieber, r)
	if !weis {
		e.ClearWeis()
	}
	if !stoeck {
		e.StoeckTeam = -1
	}
}

// SetDeclared replaces the Weis by the declarations; the typed value goes.
func (e *Schieber) SetDeclared(d Declarations) { e.Declared, e.Weis = d, 0 }

// WeisOf is the typed Weis written for team t.
func (e *Schieber) WeisOf(t int) int {
	if t == e.WeisTeam && e.Declared.Len() == 0 {
		return e.Weis
	}
	return 0
}

// Mode is the scoring mode of the chosen contract, which ranks the declared Weis (§4.4): in a
// Trio the first mode named; before a contract is chosen, the natural order without trump.
func (e *Schieber) Mode() tally.Mode {
	if c, err := tally.ParseContract(e.Contract); err == nil {
		return c.ScoringMode()
	}
	if e.NamingTrio() && len(e.Trio) > 0 {
		if m, err := tally.ParseMode(e.Trio[0]); err == nil {
			return m
		}
	}
	return tally.Obenabe
}

// Choose is a tap on the contract button k (Contracts): it picks that contract. The Trio button
// starts a Trio (again, when one is chosen), whose modes the buttons of the four trumps, Obenabe
// and Undenufe then name one after the other until the third; a tap on the Trio button before
// that leaves it, and a tap on another contract picks that one.
func (e *Schieber) Choose(k string) {
	switch {
	case k == TrioKey && e.Contract == TrioKey:
		e.Contract, e.Trio = "", nil
	case k == TrioKey:
		e.Contract, e.Trio = TrioKey, nil
	case e.Contract == TrioKey && slices.Contains(TrioModes, k):
		e.Trio = append(e.Trio, k)
		if c := trioContract(e.Trio); c != "" {
			e.Contract = c
		}
	default:
		e.Contract, e.Trio = k, nil
	}
}

// NamingTrio reports whether the contract is a Trio, its modes named or still being named.
func (e *Schieber) NamingTrio() bool {
	return e.Contract == TrioKey || strings.HasPrefix(e.Contract, "trio:")
}

// Chosen reports whether a whole contract is chosen: one that can be played (a Trio once its
// three modes are named).
func (e *Schieber) Chosen() bool { return e.Contract != "" && e.Contract != TrioKey }

// WeisVerdict is the engine's decision on the declared Weis under rules r.
func (e *Schieber) WeisVerdict(r tally.Rules) Verdict {
	return e.Declared.Decide(e.Vorhand, e.Mode(), r)
}

// WeisTeamShown is the team whose Weis button is lit: the team the engine lets write the
// declared Weis (-1 while none counts), else the team the typed Weis go to.
func (e *Schieber) WeisTeamShown(r tally.Rules) int {
	if e.Declared.Len() > 0 {
		return e.WeisVerdict(r).Team
	}
	return e.WeisTeam
}

// WeisShown is the Weis team t writes as the entry stands: typed, or as the engine decides the
// declarations.
func (e *Schieber) WeisShown(t int, r tally.Rules) int {
	if e.Declared.Len() > 0 {
		return e.WeisVerdict(r).Points[t]
	}
	return e.WeisOf(t)
}

// ToggleStoeck gives Stöck to team t, or takes them back.
func (e *Schieber) ToggleStoeck(t int) {
	if t != 0 && t != 1 {
		return
	}
	if e.StoeckTeam == t {
		e.StoeckTeam = -1
	} else {
		e.StoeckTeam = t
	}
}

// StoeckSeat is the seat written for the Stöck of team t: Vorhand for the choosing team, the
// player after Vorhand for the other. Only the team counts for the score.
func (e *Schieber) StoeckSeat(t int) int {
	if t == e.ChoosingTeam() {
		return e.Vorhand
	}
	return (e.Vorhand + 1) % 4
}

// SetEnded switches between a normal deal (the other team gets 157 minus the typed points) and
// a final deal that stopped at the target (both teams' points typed).
func (e *Schieber) SetEnded(ended bool) {
	e.Ended = ended
	if ended {
		e.Match = -1
	}
}

// Errors of an entry that cannot be written yet; the screen says them in the players' language.
var (
	ErrNoContract    = errors.New("no contract chosen")
	ErrTrioModes     = errors.New("the Trio's three modes are not all named")
	ErrNoPoints      = errors.New("no card points typed")
	ErrTooManyPoints = errors.New("card points go up to 157")
)

// Points returns the card points per team as they stand, or why they are not complete.
func (e *Schieber) Points() ([2]int, error) {
	var p [2]int
	if e.Match >= 0 {
		p[e.Match] = tally.DealPoints
		return p, nil
	}
	t := e.Team
	if e.Typed[t] == "" {
		t = 1 - t
	}
	if e.Typed[t] == "" {
		return p, ErrNoPoints
	}
	for u := range 2 {
		if v, _ := strconv.Atoi(e.Typed[u]); v > tally.DealPoints {
			return p, ErrTooManyPoints
		}
	}
	p[t], _ = strconv.Atoi(e.Typed[t])
	if e.Ended {
		if e.Typed[1-t] == "" {
			return p, ErrNoPoints
		}
		p[1-t], _ = strconv.Atoi(e.Typed[1-t])
		return p, nil
	}
	p[1-t] = tally.DealPoints - p[t]
	return p, nil
}

// PadText is what the team button of team t shows: the points typed, the points the team gets
// when the other team's were typed, or "" when there is nothing yet.
func (e *Schieber) PadText(t int) string {
	if e.Typed[t] != "" {
		return e.Typed[t]
	}
	if p, err := e.Points(); err == nil {
		return strconv.Itoa(p[t])
	}
	return ""
}

// Round turns the entry into a game file round.
func (e *Schieber) Round() (gamefile.Round, error) {
	if e.Contract == "" {
		return gamefile.Round{}, ErrNoContract
	}
	if e.Contract == TrioKey {
		return gamefile.Round{}, ErrTrioModes
	}
	p, err := e.Points()
	if err != nil {
		return gamefile.Round{}, err
	}
	vorhand, pushed := e.Vorhand, e.Pushed
	r := gamefile.Round{Contract: e.Contract, Vorhand: &vorhand, Points: []int{p[0], p[1]}}
	if pushed {
		r.Pushed = &pushed
	}
	if e.Match >= 0 {
		m := e.Match
		r.Match = &m
	}
	switch {
	case e.Declared.Len() > 0:
		r.Weis = declaredEntries(e.Declared.List())
	case e.Weis > 0:
		team, pts := e.WeisTeam, e.Weis
		r.Weis = []gamefile.WeisEntry{{Team: &team, Points: &pts}}
	}
	if e.StoeckTeam >= 0 {
		seat := e.StoeckSeat(e.StoeckTeam)
		r.Stoeck = &seat
	}
	if e.Ended {
		ended := true
		r.Ended = &ended
	}
	if e.WonBy >= 0 {
		w := e.WonBy
		r.WonBy = &w
	}
	return r, nil
}

// FromRound fills an entry from a written round, to correct it.
func FromRound(r gamefile.Round) Schieber {
	vorhand := 0
	if r.Vorhand != nil {
		vorhand = *r.Vorhand
	}
	e := NewSchieber(vorhand)
	e.Contract = r.Contract
	if c, err := tally.ParseContract(r.Contract); err == nil && c.Kind == tally.KindTrio {
		for _, m := range c.Trio {
			e.Trio = append(e.Trio, m.String())
		}
	}
	e.Pushed = r.Pushed != nil && *r.Pushed
	e.Ended = r.Ended != nil && *r.Ended
	if r.Match != nil {
		e.Match = *r.Match
	} else if len(r.Points) == 2 {
		e.Typed[e.Team] = strconv.Itoa(r.Points[e.Team])
		if e.Ended {
			e.Typed[1-e.Team] = strconv.Itoa(r.Points[1-e.Team])
		}
	}
	var declared []DeclaredWeis
	for _, w := range r.Weis {
		if w.Team != nil && w.Points != nil && *w.Points > 0 {
			e.SelectWeisTeam(*w.Team)
			e.AddWeis(*w.Points)
		}
		if d, ok := declaredFromEntry(w); ok {
			declared = append(declared, d)
		}
	}
	if len(declared) > 0 {
		e.SetDeclared(DeclarationsOf(declared...))
	}
	if r.Stoeck != nil {
		e.StoeckTeam = tally.Team(*r.Stoeck)
	}
	if r.WonBy != nil {
		e.WonBy = *r.WonBy
	}
	return e
}

// PointsRound turns a deal entered card by card into the points it scored, so that it can be
// corrected on the number pad: the Match bonus is taken back out of the card points.
func PointsRound(r gamefile.Round, sc tally.DealScore, rules tally.Rules) gamefile.Round {
	p := sc.CardPoints
	out := gamefile.Round{Contract: r.Contract, Vorhand: r.Vorhand, Pushed: r.Pushed, WonBy: r.WonBy, Ended: r.Ended}
	if sc.Match >= 0 {
		p[sc.Match] -= rules.MatchBonus
		m := sc.Match
		out.Match = &m
	}
	out.Points = []int{p[0], p[1]}
	if sc.WeisTeam >= 0 {
		t, v := sc.WeisTeam, sc.Weis[sc.WeisTeam]
		out.Weis = []gamefile.WeisEntry{{Team: &t, Points: &v}}
	}
	out.Stoeck = r.Stoeck
	return out
}

// declaredEntries writes declarations as the game file carries shown Weis: seat and cards, so
// that the engine decides again from the cards whenever the game is replayed.
func declaredEntries(list []DeclaredWeis) []gamefile.WeisEntry {
	out := make([]gamefile.WeisEntry, 0, len(list))
	for _, d := range list {
		seat := d.Seat
		cards := d.Cards()
		codes := make([]string, len(cards))
		for i, c := range cards {
			codes[i] = c.String()
		}
		out = append(out, gamefile.WeisEntry{Seat: &seat, Cards: codes})
	}
	return out
}

// declaredFromEntry reads a shown Weis of a written round back as a declaration.
func declaredFromEntry(w gamefile.WeisEntry) (DeclaredWeis, bool) {
	if w.Seat == nil || w.Cards == nil {
		return DeclaredWeis{}, false
	}
	cards := make([]tally.Card, 0, len(w.Cards))
	for _, s := range w.Cards {
		c, err := tally.ParseCard(s)
		if err != nil {
			return DeclaredWeis{}, false
		}
		cards = append(cards, c)
	}
	r := tally.Rules{Weis: tally.WeisBig, LowQuartets: true}
	wz, err := tally.ParseWeis(cards, r)
	if err != nil {
		return DeclaredWeis{}, false
	}
	return FromWeis(*w.Seat, wz), true
}

// draft is the saved form of a new deal; old drafts also carried the deal being corrected.
type draft struct {
	Schieber
	Editing *int `json:"editing,omitempty"`
}

// MarshalDraft keeps the entry across a crash.
func (e Schieber) MarshalDraft() []byte {
	b, _ := json.Marshal(e)
	return b
}

// UnmarshalDraft restores a draft; a draft that does not parse, or that was a correction, is
// ignored.
func UnmarshalDraft(b []byte) (Schieber, bool) {
	var d draft
	if len(b) == 0 || json.Unmarshal(b, &d) != nil {
		return Schieber{}, false
	}
	e := d.Schieber
	if (d.Editing != nil && *d.Editing >= 0) || e.Vorhand < 0 || e.Vorhand > 3 || (e.Team != 0 && e.Team != 1) {
		return Schieber{}, false
	}
	if e.WeisTeam != 0 && e.WeisTeam != 1 {
		e.WeisTeam, e.Weis = e.ChoosingTeam(), 0
	}
	if e.Weis < 0 {
		e.Weis = 0
	}
	if e.Match < -1 || e.Match > 1 {
		e.Match = -1
	}
	if e.StoeckTeam < -1 || e.StoeckTeam > 1 {
		e.StoeckTeam = -1
	}
	if e.WonBy < -1 || e.WonBy > 1 {
		e.WonBy = -1
	}
	return e, true
}
