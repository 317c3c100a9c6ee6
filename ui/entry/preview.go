package entry

import (
	"github.com/jasstafel/jasstafel/gamefile"
	"github.com/jasstafel/jasstafel/tally"
)

// PartKind names what a part of a deal's score is, for the preview line.
type PartKind int

// The parts of a score the preview names besides the card points.
const (
	PartMatch        PartKind = iota // the choosing team took every trick; Points include the bonus
	PartKontermatsch                 // the other team took every trick
	PartWeis                         // Points are the Weis before the multiplier
	PartStoeck                       // Points are the Stöck before the multiplier
)

// Part is one item of a deal's score, e.g. "Match 257" or "Stöck 20" for a team.
type Part struct {
	Kind   PartKind
	Team   int
	Points int
}

// Preview is what the entry would write as it stands. Only a writable entry has a score: an
// incomplete or wrong entry shows why, never a number.
type Preview struct {
	Err        error             // the entry is incomplete or wrong (ErrNoContract, ErrNoPoints, ...)
	Violations []tally.Violation // rules the entry breaks; the engine scores nothing then
	Score      [2]int            // what each team writes, after the multiplier
	Multiplier int
	Parts      []Part
}

// Writable reports whether the entry can be written as it stands.
func (p Preview) Writable() bool { return p.Err == nil && len(p.Violations) == 0 }

// Preview scores the entry under rules r.
func (e *Schieber) Preview(r tally.Rules) Preview {
	round, err := e.Round()
	if err != nil {
		return Preview{Err: err}
	}
	d, err := gamefile.SchieberDeal(round)
	if err != nil {
		return Preview{Err: err}
	}
	sc := tally.ScoreSchieber(d, r)
	if len(sc.Violations) > 0 {
		return Preview{Violations: sc.Violations}
	}
	p := Preview{Score: sc.Score, Multiplier: sc.Multiplier}
	if sc.Match >= 0 {
		kind := PartMatch
		if sc.Kontermatsch {
			kind = PartKontermatsch
		}
		p.Parts = append(p.Parts, Part{Kind: kind, Team: sc.Match, Points: sc.CardPoints[sc.Match]})
	}
	if sc.WeisTeam >= 0 {
		p.Parts = append(p.Parts, Part{Kind: PartWeis, Team: sc.WeisTeam, Points: sc.Weis[sc.WeisTeam]})
	}
	for t := range 2 {
		if sc.Stoeck[t] > 0 {
			p.Parts = append(p.Parts, Part{Kind: PartStoeck, Team: t, Points: sc.Stoeck[t]})
		}
	}
	return p
}

// contractOrder is the order of the contract buttons: the four trumps, then the modes, then the
// mixed contracts.
var contractOrder = []string{"D", "H", "S", "C", "obenabe", "undenufe", "slalom-obenabe", "slalom-undenufe", "guschti", "mary", TrioKey}

// TrioKey is the Trio's contract button among Contracts: a family, whose three modes the players
// name after it (Schieber.Choose), and the Schieber's contract while they do.
const TrioKey = "trio"

// ButtonContract is the contract a button of Contracts stands for, whose multiplier and family it
// shows: a Trio with its modes not yet named for TrioKey.
func ButtonContract(k string) (tally.Contract, error) {
	if k == TrioKey {
		return tally.Contract{Kind: tally.KindTrio}, nil
	}
	return tally.ParseContract(k)
}

// Contracts lists the contracts that can be chosen under rules r, in the order of the buttons:
// every trump and mode, and the mixed contracts the rules give a multiplier of their own.
func Contracts(r tally.Rules) []string {
	var out []string
	for _, k := range contractOrder {
		c, err := ButtonContract(k)
		if err != nil {
			continue
		}
		if _, own := r.Multipliers[c.Family()]; c.Mixed() && !own {
			continue
		}
		out = append(out, k)
	}
	return out
}
