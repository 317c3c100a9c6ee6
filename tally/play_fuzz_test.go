package tally

import (
	"testing"
)

// FuzzParseCard: ParseCard never panics, and every card it accepts prints canonically and reads
// back as itself.
func FuzzParseCard(f *testing.F) {
	for _, s := range []string{"CJ", "c10", "HT", "h10", "D6", "SA", "", "X", "C", "C1", "C100", "CJJ", "10C", "ÄJ", "S\x00"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		c, err := ParseCard(s)
		if err != nil {
			if c != NoCard {
				t.Errorf("ParseCard(%q) failed but returned %d", s, c)
			}
			return
		}
		if !c.Valid() {
			t.Fatalf("ParseCard(%q) = invalid card %d", s, c)
		}
		out := c.String()
		if len(out) != 2 || out[0] != "SHDC"[c.Suit()] || out[1] != "6789TJQKA"[c.Rank()] {
			t.Fatalf("ParseCard(%q).String() = %q is not canonical", s, out)
		}
		back, err := ParseCard(out)
		if err != nil || back != c {
			t.Fatalf("ParseCard(%q) = %s, which reads back as %d, %v", s, out, back, err)
		}
	})
}

// lpDecodePlay turns arbitrary bytes into a deal and rules: byte 0 the contract, byte 1 the
// leader, byte 2 the player count, byte 3 the rule settings, and then one card per byte, 0xFF
// closing a trick.
func lpDecodePlay(data []byte) (Play, Rules) {
	var head [4]byte
	copy(head[:], data)
	body := data[min(len(data), 4):]
	c := Contract{
		Kind:  ContractKind(head[0] % 8), // one kind beyond the defined ones
		Trump: Suit(head[0] >> 3 % 8),    // suits 4..7 are invalid
		Start: Mode(head[0] >> 5),        // any mode value, valid or not
	}
	c.Trio = [3]Mode{Mode(head[0] % 7), Mode(head[1] % 7), Mode(head[3] % 7)}
	r, _ := Preset(Schieber, "seed")
	r.Undertrump = []string{UndertrumpForbidden, UndertrumpHindersi, UndertrumpOvertrump, "?"}[head[3]%4]
	r.UndertrumpReference = []string{ReferenceHighest, ReferenceLowest}[head[3]>>2%2]
	r.MixedValues = []string{MixedScoringMode, MixedPerTrick}[head[3]>>3%2]
	r.GuschtiSplit = int(head[3] >> 4 % 8)
	r.UndenufeSwap = head[3]&0x80 != 0
	p := Play{Contract: c, Leader: int(int8(head[1])) % 6, Players: int(head[2] % 8)}
	var trick []Card
	for _, b := range body {
		if b == 0xFF {
			p.Tricks = append(p.Tricks, trick)
			trick = nil
			continue
		}
		trick = append(trick, Card(b))
	}
	if trick != nil {
		p.Tricks = append(p.Tricks, trick)
	}
	return p, r
}

// lpEncodePlay is the inverse of lpDecodePlay for seed inputs.
func lpEncodePlay(head [4]byte, tricks [][]Card) []byte {
	out := head[:]
	for _, t := range tricks {
		for _, c := range t {
			out = append(out, byte(c))
		}
		out = append(out, 0xFF)
	}
	return out
}

// FuzzCheckPlay: CheckPlay never panics, whatever the deal, and a deal it finds clean has 36
// distinct cards whose points add up to 157 under scoring-mode values.
func FuzzCheckPlay(f *testing.F) {
	tv6 := lpTV6(f)
	f.Add(lpEncodePlay([4]byte{byte(KindTrump) | byte(Clubs)<<3, 0, 4, 0x50}, tv6.Tricks))
	f.Add(lpEncodePlay([4]byte{byte(KindSlalom) | byte(Obenabe)<<5, 1, 4, 0x5d}, tv6.Tricks))
	f.Add(lpEncodePlay([4]byte{byte(KindTrio), 5, 3, 0x42}, tv6.Tricks))
	f.Add(lpEncodePlay([4]byte{byte(KindGuschti), 2, 4, 0x41}, tv6.Tricks[:5]))
	f.Add([]byte{0, 0, 0, 0})
	f.Add([]byte{})
	f.Add([]byte{0xFF, 0xFF, 0xFF, 0xFF, 1, 1, 200, 0xFF, 0xFF})
	f.Fuzz(func(t *testing.T, data []byte) {
		p, r := lpDecodePlay(data)
		res := CheckPlay(p, r)
		if len(res.Violations) > 0 {
			return
		}
		var seen CardSet
		for _, tr := range res.Tricks {
			seen |= SetOf(tr.Cards...)
		}
		if seen != AllCards {
			t.Fatalf("no violation, but the cards are %s", seen)
		}
		if total := lpSum(res.Points); (r.MixedValues == MixedScoringMode || !p.Contract.Mixed()) && total != DealPoints {
			t.Fatalf("no violation in %s, but %d points", p.Contract, total)
		}
	})
}
