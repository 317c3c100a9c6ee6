package tally

import "testing"

func TestParseContractRoundTrip(t *testing.T) {
	for _, s := range []string{"D", "H", "S", "C", "obenabe", "undenufe", "slalom-obenabe", "slalom-undenufe",
		"guschti", "mary", "trio:undenufe,H,obenabe", "trio:C,obenabe,undenufe"} {
		c, err := ParseContract(s)
		if err != nil {
			t.Fatalf("ParseContract(%q): %v", s, err)
		}
		if c.String() != s {
			t.Errorf("ParseContract(%q).String() = %q", s, c.String())
		}
	}
	c, err := ParseContract("trio:undenufe,h,Obenabe")
	if err != nil || c.String() != "trio:undenufe,H,obenabe" {
		t.Errorf("case-insensitive trio: %v %v", c, err)
	}
	for _, s := range []string{"", "X", "slalom", "trio", "trio:H,D", "trio:H,D,obenabe,undenufe", "trio:H,X,D", "hearts", "DD"} {
		if _, err := ParseContract(s); err == nil {
			t.Errorf("ParseContract(%q) accepted", s)
		}
	}
}

func TestContractFamiliesAndScoringModes(t *testing.T) {
	cases := []struct {
		c      string
		family string
		mode   Mode
	}{
		{"C", "C", TrumpMode(Clubs)}, {"obenabe", "obenabe", Obenabe}, {"undenufe", "undenufe", Undenufe},
		{"slalom-obenabe", "slalom", Obenabe}, {"slalom-undenufe", "slalom", Undenufe},
		{"guschti", "guschti", Obenabe}, {"mary", "mary", Undenufe}, {"trio:C,undenufe,obenabe", "trio", TrumpMode(Clubs)},
		{"trio:undenufe,H,obenabe", "trio", Undenufe},
	}
	for _, tc := range cases {
		c, _ := ParseContract(tc.c)
		if c.Family() != tc.family || c.ScoringMode() != tc.mode {
			t.Errorf("%s: family %s mode %s, want %s %s", tc.c, c.Family(), c.ScoringMode(), tc.family, tc.mode)
		}
	}
}

// §3.5: which mode each trick of a mixed contract is played in.
func TestTrickModesOfMixedContracts(t *testing.T) {
	o, u := Obenabe, Undenufe
	h := TrumpMode(Hearts)
	cases := []struct {
		c     string
		n     int
		split int
		want  []Mode
	}{
		{"slalom-obenabe", 9, 5, []Mode{o, u, o, u, o, u, o, u, o}},
		{"slalom-undenufe", 9, 5, []Mode{u, o, u, o, u, o, u, o, u}},
		{"guschti", 9, 5, []Mode{o, o, o, o, o, u, u, u, u}},
		{"guschti", 9, 4, []Mode{o, o, o, o, u, u, u, u, u}},
		{"mary", 9, 5, []Mode{u, u, u, u, u, o, o, o, o}},
		{"mary", 9, 4, []Mode{u, u, u, u, o, o, o, o, o}},
		{"guschti", 12, 5, []Mode{o, o, o, o, o, o, u, u, u, u, u, u}},
		{"trio:H,undenufe,obenabe", 9, 5, []Mode{h, h, h, u, u, u, o, o, o}},
		{"trio:H,undenufe,obenabe", 12, 5, []Mode{h, h, h, h, u, u, u, u, o, o, o, o}},
		{"D", 9, 5, []Mode{TrumpMode(Diamonds), TrumpMode(Diamonds), TrumpMode(Diamonds), TrumpMode(Diamonds), TrumpMode(Diamonds), TrumpMode(Diamonds), TrumpMode(Diamonds), TrumpMode(Diamonds), TrumpMode(Diamonds)}},
	}
	for _, tc := range cases {
		c, _ := ParseContract(tc.c)
		for i, want := range tc.want {
			if got := c.TrickMode(i, tc.n, tc.split); got != want {
				t.Errorf("%s n=%d split=%d trick %d: %s, want %s", tc.c, tc.n, tc.split, i+1, got, want)
			}
		}
	}
}

func TestTrioRepeat(t *testing.T) {
	cases := []struct {
		c               string
		kinds, distinct bool
	}{
		{"trio:C,undenufe,obenabe", false, false},
		{"trio:C,H,obenabe", true, false},
		{"trio:C,C,obenabe", true, true},
		{"trio:obenabe,undenufe,obenabe", true, true},
		{"trio:obenabe,undenufe,S", false, false},
	}
	for _, tc := range cases {
		c, _ := ParseContract(tc.c)
		if got := c.TrioRepeat(TrioKinds); got != tc.kinds {
			t.Errorf("%s kinds: %v", tc.c, got)
		}
		if got := c.TrioRepeat(TrioDistinct); got != tc.distinct {
			t.Errorf("%s distinct: %v", tc.c, got)
		}
	}
}

func TestStoeckSuit(t *testing.T) {
	cases := map[string]bool{"C": true, "obenabe": false, "undenufe": false, "slalom-obenabe": false,
		"guschti": false, "mary": false, "trio:H,undenufe,obenabe": true, "trio:undenufe,H,obenabe": false}
	for s, want := range cases {
		c, _ := ParseContract(s)
		if _, ok := c.StoeckSuit(); ok != want {
			t.Errorf("%s: Stöck possible = %v, want %v", s, ok, want)
		}
	}
	c, _ := ParseContract("trio:H,undenufe,obenabe")
	if s, _ := c.StoeckSuit(); s != Hearts {
		t.Errorf("trio Stöck suit %s", s)
	}
}
