package ui

import (
	"encoding/json"
	"errors"
	"strconv"

	"github.com/jasstafel/jasstafel/gamefile"
	"github.com/jasstafel/jasstafel/tally"
)

// SchieberEntry is the deal being written on the Schieber screen: what the number pad and the
// buttons have set so far. It has no Fyne in it, so the whole entry logic is tested in
// microseconds, and it is saved as a draft after every tap so that a crash loses nothing.
type SchieberEntry struct {
	Contract   string    `json:"contract,omitempty"` // contract identifier, "" until one is picked
	Vorhand    int       `json:"vorhand"`
	Pushed     bool      `json:"pushed,omitempty"`
	Team       int       `json:"team"`            // the team whose card points are being typed
	Typed      [2]string `json:"typed"`           // digits typed per team
	Match      int       `json:"match"`           // -1, or the team that took every trick
	WeisTeam   int       `json:"weisTeam"`        // -1, or the team that writes Weis
	Weis       int       `json:"weis,omitempty"`  // the Weis value for WeisTeam
	StoeckTeam int       `json:"stoeckTeam"`      // -1, or the team that announced Stöck
	Ended      bool      `json:"ended,omitempty"` // the deal stopped when the target was reached
	WonBy      int       `json:"wonBy"`           // -1, or the team that claimed first
	Editing    int       `json:"editing"`         // -1 for a new deal, else the round corrected
}

// NewSchieberEntry starts an empty entry for the deal in which vorhand chooses.
func NewSchieberEntry(vorhand int) SchieberEntry {
	return SchieberEntry{Vorhand: vorhand, Match: -1, WeisTeam: -1, StoeckTeam: -1, WonBy: -1, Editing: -1, Team: tally.Team(vorhand)}
}

// ChoosingTeam is Vorhand's team: it chose, also after a push.
func (e *SchieberEntry) ChoosingTeam() int { return tally.Team(e.Vorhand) }

// SelectTeam makes the number pad type the card points of team t.
func (e *SchieberEntry) SelectTeam(t int) {
	if t == 0 || t == 1 {
		e.Team = t
	}
}

// Digit types one digit for the selected team. A number above 157 is not accepted.
func (e *SchieberEntry) Digit(d int) bool {
	if d < 0 || d > 9 {
		return false
	}
	next := e.Typed[e.Team] + strconv.Itoa(d)
	if next == "00" || len(next) > 3 {
		return false
	}
	if v, _ := strconv.Atoi(next); v > tally.DealPoints {
		return false
	}
	if next[0] == '0' && len(next) > 1 {
		next = next[1:]
	}
	e.Typed[e.Team] = next
	if !e.Ended {
		e.Typed[1-e.Team] = ""
	}
	e.Match = -1
	return true
}

// Backspace removes the last digit typed for the selected team.
func (e *SchieberEntry) Backspace() {
	if t := e.Typed[e.Team]; t != "" {
		e.Typed[e.Team] = t[:len(t)-1]
	}
}

// ClearPoints forgets the typed points and any Match.
func (e *SchieberEntry) ClearPoints() {
	e.Typed = [2]string{}
	e.Match = -1
}

// SetMatch marks that team t took every trick (a Kontermatsch when t did not choose); the same
// tap again takes it back.
func (e *SchieberEntry) SetMatch(t int) {
	if e.Match == t {
		e.Match = -1
		return
	}
	e.Match = t
	e.Typed = [2]string{}
	e.Ended = false
}

// AddWeis adds a Weis value for team t; only one team writes Weis, so a value for the other
// team starts over.
func (e *SchieberEntry) AddWeis(t, value int) {
	if e.WeisTeam != t {
		e.WeisTeam, e.Weis = t, 0
	}
	e.Weis += value
}

// ClearWeis removes every Weis.
func (e *SchieberEntry) ClearWeis() { e.WeisTeam, e.Weis = -1, 0 }

// ToggleStoeck gives Stöck to team t, or takes them back.
func (e *SchieberEntry) ToggleStoeck(t int) {
	if e.StoeckTeam == t {
		e.StoeckTeam = -1
	} else {
		e.StoeckTeam = t
	}
}

// SetEnded switches between a normal deal (the other team gets 157 minus the typed points) and
// a final deal that stopped at the target (both teams' points typed).
func (e *SchieberEntry) SetEnded(ended bool) {
	e.Ended = ended
	if ended {
		e.Match = -1
	}
}

// Points returns the card points per team as they stand, and whether they are complete.
func (e *SchieberEntry) Points() ([2]int, bool) {
	if e.Match >= 0 {
		var p [2]int
		p[e.Match] = tally.DealPoints
		return p, true
	}
	var p [2]int
	t := e.Team
	if e.Typed[t] == "" {
		t = 1 - t
	}
	if e.Typed[t] == "" {
		return p, false
	}
	p[t], _ = strconv.Atoi(e.Typed[t])
	if e.Ended {
		p[1-t], _ = strconv.Atoi(e.Typed[1-t])
		return p, e.Typed[1-t] != ""
	}
	p[1-t] = tally.DealPoints - p[t]
	return p, true
}

// Errors of an incomplete entry; the UI shows them in the players' language.
var (
	ErrNoContract = errors.New("no contract chosen")
	ErrNoPoints   = errors.New("no card points typed")
)

// Round turns the entry into a game file round.
func (e *SchieberEntry) Round() (gamefile.Round, error) {
	if e.Contract == "" {
		return gamefile.Round{}, ErrNoContract
	}
	p, ok := e.Points()
	if !ok {
		return gamefile.Round{}, ErrNoPoints
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
	if e.WeisTeam >= 0 && e.Weis > 0 {
		team, pts := e.WeisTeam, e.Weis
		r.Weis = []gamefile.WeisEntry{{Team: &team, Points: &pts}}
	}
	if e.StoeckTeam >= 0 {
		seat := e.Vorhand
		if e.StoeckTeam != tally.Team(e.Vorhand) {
			seat = (e.Vorhand + 1) % 4
		}
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

// Preview scores the entry as it stands: what each team would write, and what is wrong.
func (e *SchieberEntry) Preview(r tally.Rules) (tally.DealScore, error) {
	round, err := e.Round()
	if err != nil {
		return tally.DealScore{}, err
	}
	d, err := gamefile.SchieberDeal(round)
	if err != nil {
		return tally.DealScore{}, err
	}
	return tally.ScoreSchieber(d, r), nil
}

// EntryFromRound fills an entry from a written round, to correct it.
func EntryFromRound(r gamefile.Round, index int) SchieberEntry {
	vorhand := 0
	if r.Vorhand != nil {
		vorhand = *r.Vorhand
	}
	e := NewSchieberEntry(vorhand)
	e.Editing = index
	e.Contract = r.Contract
	e.Pushed = r.Pushed != nil && *r.Pushed
	e.Ended = r.Ended != nil && *r.Ended
	if r.Match != nil {
		e.Match = *r.Match
	} else if len(r.Points) == 2 {
		e.Team = tally.Team(vorhand)
		e.Typed[e.Team] = strconv.Itoa(r.Points[e.Team])
		if e.Ended {
			e.Typed[1-e.Team] = strconv.Itoa(r.Points[1-e.Team])
		}
	}
	for _, w := range r.Weis {
		if w.Team != nil && w.Points != nil {
			e.AddWeis(*w.Team, *w.Points)
		}
	}
	if r.Stoeck != nil {
		e.StoeckTeam = tally.Team(*r.Stoeck)
	}
	if r.WonBy != nil {
		e.WonBy = *r.WonBy
	}
	return e
}

// MarshalDraft and UnmarshalDraft keep the entry across a crash.
func (e *SchieberEntry) MarshalDraft() []byte {
	b, _ := json.Marshal(e)
	return b
}

// UnmarshalDraft restores a draft; a draft that does not parse is ignored.
func UnmarshalDraft(b []byte) (SchieberEntry, bool) {
	var e SchieberEntry
	if len(b) == 0 || json.Unmarshal(b, &e) != nil || e.Vorhand < 0 || e.Vorhand > 3 || (e.Team != 0 && e.Team != 1) {
		return SchieberEntry{}, false
	}
	return e, true
}
