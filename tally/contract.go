package tally

import (
	"fmt"
	"strings"
)

// ContractKind says which family a contract belongs to (§1.1, §3.5).
type ContractKind uint8

// The contract families.
const (
	KindTrump ContractKind = iota
	KindObenabe
	KindUndenufe
	KindSlalom
	KindGuschti
	KindMary
	KindTrio
)

// Contract is what is played in a deal: a trump suit, Obenabe, Undenufe or a mixed contract whose
// trick mode changes during the deal.
type Contract struct {
	Kind  ContractKind
	Trump Suit    // KindTrump: the trump suit
	Start Mode    // KindSlalom: Obenabe or Undenufe, the mode of trick 1
	Trio  [3]Mode // KindTrio: the modes named at tricks 1, 4 and 7
}

// Contract values for the simple contracts.
var (
	ContractObenabe  = Contract{Kind: KindObenabe}
	ContractUndenufe = Contract{Kind: KindUndenufe}
)

// TrumpContract returns the contract in which s is trump.
func TrumpContract(s Suit) Contract { return Contract{Kind: KindTrump, Trump: s} }

// ModeContract returns the simple contract that plays mode m on every trick.
func ModeContract(m Mode) Contract {
	switch m {
	case Obenabe:
		return ContractObenabe
	case Undenufe:
		return ContractUndenufe
	}
	return TrumpContract(Suit(m))
}

// ParseContract reads a contract identifier as in the game file format: D H S C, obenabe,
// undenufe, slalom-obenabe, slalom-undenufe, guschti, mary or trio:M1,M2,M3.
func ParseContract(s string) (Contract, error) {
	switch strings.ToLower(s) {
	case "obenabe":
		return ContractObenabe, nil
	case "undenufe":
		return ContractUndenufe, nil
	case "slalom-obenabe":
		return Contract{Kind: KindSlalom, Start: Obenabe}, nil
	case "slalom-undenufe":
		return Contract{Kind: KindSlalom, Start: Undenufe}, nil
	case "slalom":
		return Contract{}, fmt.Errorf("contract \"slalom\" needs its first mode: \"slalom-obenabe\" or \"slalom-undenufe\"")
	case "guschti":
		return Contract{Kind: KindGuschti}, nil
	case "mary":
		return Contract{Kind: KindMary}, nil
	}
	if rest, ok := strings.CutPrefix(strings.ToLower(s), "trio:"); ok {
		parts := strings.Split(rest, ",")
		if len(parts) != 3 {
			return Contract{}, fmt.Errorf("contract %q: trio names exactly three modes, e.g. \"trio:undenufe,H,obenabe\"", clip(s))
		}
		c := Contract{Kind: KindTrio}
		for i, p := range parts {
			m, err := ParseMode(strings.ToUpper(p))
			if err != nil {
				m, err = ParseMode(strings.TrimSpace(p))
			}
			if err != nil {
				return Contract{}, fmt.Errorf("contract %q: %v", clip(s), err)
			}
			c.Trio[i] = m
		}
		return c, nil
	}
	if len(s) == 1 {
		if su, err := ParseSuit(s); err == nil {
			return TrumpContract(su), nil
		}
	}
	return Contract{}, fmt.Errorf("unknown contract %q (want D, H, S, C, obenabe, undenufe, slalom-obenabe, slalom-undenufe, guschti, mary or trio:M1,M2,M3)", clip(s))
}

// String returns the contract identifier that ParseContract reads.
func (c Contract) String() string {
	switch c.Kind {
	case KindTrump:
		return c.Trump.String()
	case KindObenabe:
		return "obenabe"
	case KindUndenufe:
		return "undenufe"
	case KindSlalom:
		return "slalom-" + c.Start.String()
	case KindGuschti:
		return "guschti"
	case KindMary:
		return "mary"
	case KindTrio:
		return "trio:" + c.Trio[0].String() + "," + c.Trio[1].String() + "," + c.Trio[2].String()
	}
	return "?"
}

// MarshalText writes the contract identifier.
func (c Contract) MarshalText() ([]byte, error) { return []byte(c.String()), nil }

// UnmarshalText reads a contract identifier.
func (c *Contract) UnmarshalText(b []byte) error {
	v, err := ParseContract(string(b))
	if err != nil {
		return err
	}
	*c = v
	return nil
}

// Family is the key of the contract in the multipliers table and in Coiffeur row lists:
// D H S C obenabe undenufe slalom guschti mary trio.
func (c Contract) Family() string {
	switch c.Kind {
	case KindSlalom:
		return "slalom"
	case KindTrio:
		return "trio"
	}
	return c.String()
}

// Mixed reports whether the trick mode changes during the deal.
func (c Contract) Mixed() bool { return c.Kind >= KindSlalom }

// ScoringMode is the mode whose card values count for the whole deal (§3.5, mixedValues=scoringMode).
func (c Contract) ScoringMode() Mode {
	switch c.Kind {
	case KindTrump:
		return TrumpMode(c.Trump)
	case KindObenabe, KindGuschti:
		return Obenabe
	case KindUndenufe, KindMary:
		return Undenufe
	case KindSlalom:
		return c.Start
	case KindTrio:
		return c.Trio[0]
	}
	return Obenabe
}

// TrickMode is the mode of trick i (0-based) in a deal of n tricks (9, or 12 with three players).
// guschtiSplit is the length of the first Guschti/Mary block with nine tricks; twelve tricks split
// 6 + 6, and Trio runs in blocks of n/3.
func (c Contract) TrickMode(i, n, guschtiSplit int) Mode {
	switch c.Kind {
	case KindSlalom:
		if i%2 == 0 {
			return c.Start
		}
		return other(c.Start)
	case KindGuschti, KindMary:
		first := guschtiSplit
		if n != 9 {
			first = n / 2
		}
		m := Obenabe
		if c.Kind == KindMary {
			m = Undenufe
		}
		if i < first {
			return m
		}
		return other(m)
	case KindTrio:
		block := n / 3
		if block < 1 {
			block = 1
		}
		k := i / block
		if k > 2 {
			k = 2
		}
		return c.Trio[k]
	}
	return c.ScoringMode()
}

func other(m Mode) Mode {
	if m == Obenabe {
		return Undenufe
	}
	return Obenabe
}

// StoeckSuit is the suit whose K and Q make Stöck, if any: the trump suit, or in Trio the suit
// named at trick 1 (§3.5, §5).
func (c Contract) StoeckSuit() (Suit, bool) {
	switch c.Kind {
	case KindTrump:
		return c.Trump, true
	case KindTrio:
		return c.Trio[0].Trump()
	}
	return 0, false
}

// TrioRepeat reports whether a Trio names a kind twice (§3.5): with trioChoice=kinds it needs one
// Obenabe, one Undenufe and one trump suit; with distinct the three modes only have to differ.
func (c Contract) TrioRepeat(trioChoice string) bool {
	if c.Kind != KindTrio {
		return false
	}
	t := c.Trio
	if t[0] == t[1] || t[1] == t[2] || t[0] == t[2] {
		return true
	}
	if trioChoice == TrioDistinct {
		return false
	}
	trumps := 0
	for _, m := range t {
		if m.IsTrump() {
			trumps++
		}
	}
	return trumps != 1
}
