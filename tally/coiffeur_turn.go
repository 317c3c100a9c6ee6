package tally

// CoiffeurTurn is who chooses the next deal of a Coiffeur sheet (§9.3), in the terms a deal is
// entered with: the deal's Vorhand and the passes before the chooser.
type CoiffeurTurn struct {
	Vorhand int // the seat entered as the deal's Vorhand
	Passes  int // passes before the first seat that can choose
	Chooser int // Chooser(Vorhand, Passes); -1 once the sheet is complete
	Column  int // the chooser's column; -1 once the sheet is complete
}

// hasOpen reports whether column c still has an open row.
func (s *CoiffeurSheet) hasOpen(c int) bool {
	for _, row := range s.Cells {
		if c >= 0 && c < len(row) && row[c] == nil {
			return true
		}
	}
	return false
}

// Turn is who chooses the next deal: NextVorhand, or the first seat after him whose column has
// an open row (§9.3). See TurnFrom.
func (s *CoiffeurSheet) Turn() CoiffeurTurn { return s.TurnFrom(s.NextVorhand()) }

// TurnFrom is who chooses when vorhand has the first right to choose (§9.3). A player whose
// column is full is skipped. Under roundTable the skip is a pass: the chooser is vorhand +
// passes. Under toPartner passes only go to the partner, who writes in the same full column,
// so the first player counter-clockwise with an open row becomes the deal's Vorhand: he
// chooses or pushes to his partner. A vorhand out of range counts as seat 0.
func (s *CoiffeurSheet) TurnFrom(vorhand int) CoiffeurTurn {
	n := s.Players
	if vorhand < 0 || vorhand >= n {
		vorhand = 0
	}
	t := CoiffeurTurn{Vorhand: vorhand, Chooser: -1, Column: -1}
	for k := range n {
		seat := (vorhand + k) % n
		if !s.hasOpen(s.ColumnOf(seat)) {
			continue
		}
		if s.Rules.CoiffeurPassing == PassingToPartner {
			t.Vorhand = seat
		} else {
			t.Passes = k
		}
		t.Chooser, t.Column = seat, s.ColumnOf(seat)
		return t
	}
	return t
}

// Pass is the turn after the chooser of vorhand and passes passes on (§9.3). Under roundTable
// the choice goes to the next player counter-clockwise whose column has an open row; when it
// would come back round, the first player who can choose must pick (recorded with his passes).
// Under toPartner Vorhand pushes to his partner, and a second pass takes the push back.
func (s *CoiffeurSheet) Pass(vorhand, passes int) CoiffeurTurn {
	first := s.TurnFrom(vorhand)
	if first.Chooser < 0 {
		return first
	}
	t := first
	if s.Rules.CoiffeurPassing == PassingToPartner {
		if passes == 0 {
			t.Passes = 1
			t.Chooser = s.Chooser(t.Vorhand, 1)
		}
		return t
	}
	for k := passes + 1; k < s.Players; k++ {
		seat := (first.Vorhand + k) % s.Players
		if s.hasOpen(s.ColumnOf(seat)) {
			t.Passes, t.Chooser, t.Column = k, seat, s.ColumnOf(seat)
			return t
		}
	}
	return first
}

// CoiffeurOutlook is what a column can still write on a sheet (§9.4).
type CoiffeurOutlook struct {
	// Most is the most the column can still add: a Match in each of its open rows, and with
	// coiffeurKontermatsch=creditOpponents a Kontermatsch credit from every other column's open row.
	Most int
	// Least is the least it can still add: 0, or with coiffeurKontermatsch=negative a
	// Kontermatsch in each of its open rows.
	Least int
	// Bounded is false with coiffeurWeis: Weis and Stöck may add more than Most.
	Bounded bool
	// Beaten reports that the column can no longer reach another column's total, even writing
	// Most while that column writes Least: it can neither win nor draw.
	Beaten bool
}

// Outlook is every column's outlook on the sheet as it stands. Most and Least bound every
// future independently, so Beaten is never claimed for a column that can still catch up.
func (s *CoiffeurSheet) Outlook() []CoiffeurOutlook {
	r := s.Rules
	cols := s.Columns()
	out := make([]CoiffeurOutlook, cols)
	match := DealPoints + r.MatchBonus
	for i, row := range s.Cells {
		m := 0
		if i < len(r.Rows) {
			m = r.Rows[i].Multiplier
		}
		best := CoiffeurValue(match, m, r.CoiffeurPoints)
		for c, cell := range row {
			if cell != nil {
				continue
			}
			out[c].Most += best
			switch r.CoiffeurKontermatsch {
			case KontermatschNegative:
				out[c].Least -= best
			case KontermatschCredit:
				for o := range cols {
					if o != c {
						out[o].Most += best
					}
				}
			}
		}
	}
	for c := range out {
		out[c].Bounded = !r.CoiffeurWeis
	}
	for c := range out {
		if !out[c].Bounded {
			continue
		}
		for o := range out {
			if o != c && s.Totals[c]+out[c].Most < s.Totals[o]+out[o].Least {
				out[c].Beaten = true
			}
		}
	}
	return out
}

// Preview scores deal d as Add would, without writing it: what an entry would write as it stands.
func (s *CoiffeurSheet) Preview(d CoiffeurDeal) CoiffeurDealScore { return s.score(d) }
