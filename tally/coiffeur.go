package tally

import (
	"fmt"
	"strings"
)

// Rule codes of the Coiffeur sheet (§9).
const (
	RulePassesRange  = "passes-range"  // passes outside what coiffeurPassing allows
	RuleSideMismatch = "side-mismatch" // the column is not the chooser's
	RuleRowRange     = "row-range"     // no such row
	RuleRowFilled    = "row-filled"    // the cell was already written
	RuleRowContract  = "row-contract"  // the contract does not belong in the row (or is no contract)
	RulePointsCount  = "points-count"  // points-only: not one entry per column
)

// CoiffeurDeal is one Coiffeur deal as entered: card by card (Tricks) or as card points per
// column (Points). Match and Stoeck must be -1 when not used.
type CoiffeurDeal struct {
	Row      int         // index into Rules.Rows
	Side     int         // the column: team 0/1, or in solo the player
	Contract Contract    // the contract actually played (a Joker row names one of its contracts)
	Vorhand  int         // the seat with the first right to choose
	Passes   int         // how many players passed before the chooser
	Tricks   [][]Card    // the whole deal, or nil
	Points   []int       // points-only: card points per team (2) or per player (solo), incl. the last-trick 5, no Match bonus; sum 157
	Match    int         // points-only: the team (solo: player) that took every trick, or -1
	Weis     []WeisClaim // only with coiffeurWeis; a value entry's Team is a column
	Stoeck   int         // seat that announced Stöck, or -1; only with coiffeurWeis and stoeck
}

// CoiffeurCell is a written cell of the sheet.
type CoiffeurCell struct {
	Points int // the declaring side's points f() was applied to (card points, 257 with a Match, plus its Weis and Stöck with coiffeurWeis)
	Value  int // the written value
}

// CoiffeurDealScore is a scored Coiffeur deal.
type CoiffeurDealScore struct {
	Chooser      int      // seat that chose and led trick 1; -1 when Vorhand or Passes are out of range
	Column       int      // the column written (the deal's Side)
	Vorhand      int      // as entered
	Row          int      // as entered
	Contract     Contract // as entered
	Multiplier   int      // the row's multiplier; 0 when the row does not exist
	CardPoints   int      // the declaring side's card points incl. the last-trick 5 and the Match bonus
	Weis         int      // the declaring side's Weis counted (before f and the multiplier)
	Stoeck       int      // the declaring side's Stöck counted (before f and the multiplier)
	Points       int      // CardPoints + Weis + Stoeck: the p that f() is applied to
	Value        int      // the value for the cell; computed even when the cell is not written
	Match        int      // the column that took every trick, or -1
	Kontermatsch bool     // the declaring side took no trick
	Credits      []int    // coiffeurKontermatsch=creditOpponents: what each column is credited; nil otherwise
	// Filled reports that the cell was written. These violations keep a deal out of the grid: the
	// cell does not exist (row-range; seat-range for a Side outside the columns), it is already
	// written (row-filled; it keeps its value), the contract is not one of the row's (row-contract),
	// the chooser is unknown or not of that column (seat-range for Vorhand, passes-range,
	// side-mismatch), or a points-only entry lacks one value per column (points-count). Every other
	// broken rule is reported and the deal is written as entered or played, as in Schieber: wrong
	// card points (points-range, points-sum, match-mismatch), illegal cards and malformed tricks
	// (follow-suit, follow-trump, undertrump, card-count, duplicate-card), a Trio naming a kind
	// twice (trio-repeat); a Weis or Stöck that breaks a rule counts nothing.
	Filled     bool
	Play       *PlayResult
	Violations []Violation // Round is -1; the sheet's copy carries the deal index
}

// CoiffeurSheet is the Coiffeur grid (§9): one column per team, or per player in solo, one row
// per entry of Rules.Rows. Add every deal in the order played.
type CoiffeurSheet struct {
	Rules        Rules
	Players      int               // 4 (teams, or solo), or 3 (solo, 12 cards each)
	FirstVorhand int               // Vorhand of deal 1 (§1.2 firstChooser); NextVorhand's answer before any deal
	Cells        [][]*CoiffeurCell // [row][column], nil = open
	Credits      []int             // per column: coiffeurKontermatsch=creditOpponents credits, outside the grid
	Totals       []int             // per column: sum of the cells plus Credits
	Deals        []CoiffeurDealScore
	Violations   []Violation // every deal's violations, Round = the deal's index in Deals
}

// NewCoiffeurSheet starts an empty sheet. The rules must be valid Coiffeur rules (Rules.Validate);
// teams need 4 players, solo 3 or 4; coiffeurPassing=toPartner needs teams.
func NewCoiffeurSheet(r Rules, players int) (*CoiffeurSheet, error) {
	if err := r.Validate(Coiffeur); err != nil {
		return nil, err
	}
	switch {
	case !r.Solo && players != 4:
		return nil, fmt.Errorf("coiffeur: %d players: a team Coiffeur needs 4 (solo: 3 or 4)", players)
	case r.Solo && players != 3 && players != 4:
		return nil, fmt.Errorf("coiffeur: %d players: a solo Coiffeur needs 3 or 4", players)
	case r.Solo && r.CoiffeurPassing == PassingToPartner:
		return nil, fmt.Errorf("coiffeur: coiffeurPassing=toPartner needs teams; solo has no partner")
	}
	s := &CoiffeurSheet{Rules: r, Players: players}
	cols := s.Columns()
	s.Cells = make([][]*CoiffeurCell, len(r.Rows))
	for i := range s.Cells {
		s.Cells[i] = make([]*CoiffeurCell, cols)
	}
	s.Credits = make([]int, cols)
	s.Totals = make([]int, cols)
	return s, nil
}

// Columns is the number of columns: 2 for teams, one per player in solo.
func (s *CoiffeurSheet) Columns() int {
	if s.Rules.Solo {
		return s.Players
	}
	return 2
}

// ColumnOf is the column a seat writes into: its team, or in solo the seat itself.
func (s *CoiffeurSheet) ColumnOf(seat int) int {
	if s.Rules.Solo {
		return seat
	}
	return Team(seat)
}

// Chooser is the seat that chooses after passes players passed, starting with vorhand (§9.3):
// vorhand + passes with coiffeurPassing=roundTable (passes 0..Players-1), vorhand + 2 with one
// pass to the partner under toPartner (passes 0 or 1). It returns -1 for a vorhand or a number
// of passes out of range.
func (s *CoiffeurSheet) Chooser(vorhand, passes int) int {
	if vorhand < 0 || vorhand >= s.Players || passes < 0 {
		return -1
	}
	if s.Rules.CoiffeurPassing == PassingToPartner {
		if passes > 1 {
			return -1
		}
		return (vorhand + 2*passes) % s.Players
	}
	if passes >= s.Players {
		return -1
	}
	return (vorhand + passes) % s.Players
}

// NextVorhand is the Vorhand of the next deal: the previous deal's Vorhand + 1 (§1.2), or
// FirstVorhand before the first deal. A deal entered with a Vorhand out of range counts as the
// one after the deal before it.
func (s *CoiffeurSheet) NextVorhand() int {
	n := s.Players
	for i := len(s.Deals) - 1; i >= 0; i-- {
		if v := s.Deals[i].Vorhand; v >= 0 && v < n {
			return (v + len(s.Deals) - i) % n
		}
	}
	return ((s.FirstVorhand+len(s.Deals))%n + n) % n
}

// Remaining is the number of open rows per column.
func (s *CoiffeurSheet) Remaining() []int {
	out := make([]int, s.Columns())
	for _, row := range s.Cells {
		for c, cell := range row {
			if cell == nil {
				out[c]++
			}
		}
	}
	return out
}

// OpenRows lists the open rows of a column in row order; nil for a column out of range.
func (s *CoiffeurSheet) OpenRows(column int) []int {
	if column < 0 || column >= s.Columns() {
		return nil
	}
	out := []int{}
	for i, row := range s.Cells {
		if row[column] == nil {
			out = append(out, i)
		}
	}
	return out
}

// Complete reports whether every cell is written (§9.4: the game ends).
func (s *CoiffeurSheet) Complete() bool {
	for _, row := range s.Cells {
		for _, cell := range row {
			if cell == nil {
				return false
			}
		}
	}
	return true
}

// Winner is the column with the highest total once the sheet is complete; -1 while cells are
// open or when the highest total is shared (a draw, §9.4).
func (s *CoiffeurSheet) Winner() int {
	if !s.Complete() {
		return -1
	}
	best, tie := 0, false
	for c := 1; c < len(s.Totals); c++ {
		switch {
		case s.Totals[c] > s.Totals[best]:
			best, tie = c, false
		case s.Totals[c] == s.Totals[best]:
			tie = true
		}
	}
	if tie {
		return -1
	}
	return best
}

// CoiffeurValue is the written value of p points in a row with the given multiplier (§9.4):
// f(p) × multiplier with coiffeurPoints div10 f(p) = p/10 truncated, div10round
// f(p) = floor(p/10 + 0.5), full f(p) = p. An unknown mode is taken as div10, the default.
func CoiffeurValue(p, multiplier int, mode string) int {
	var f int
	switch mode {
	case CoiffeurFull:
		f = p
	case CoiffeurDiv10Round:
		f = p + 5
		if f < 0 {
			f -= 9 // floor division for negative p
		}
		f /= 10
	default:
		f = p / 10
	}
	return f * multiplier
}

// CoiffeurCellValue is the declaring side's cell for its points p (card points, with a Match's bonus,
// Weis and Stöck) in a row of the given multiplier (§9.4): CoiffeurValue, and after a
// Kontermatsch under coiffeurKontermatsch=negative the value of a Match less.
func CoiffeurCellValue(p, multiplier int, kontermatsch bool, r Rules) int {
	v := CoiffeurValue(p, multiplier, r.CoiffeurPoints)
	if kontermatsch && r.CoiffeurKontermatsch == KontermatschNegative {
		v -= CoiffeurValue(DealPoints+r.MatchBonus, multiplier, r.CoiffeurPoints)
	}
	return v
}

// CoiffeurCardPointsCell is the cell CoiffeurCellValue gives for card points alone, where only they
// are known (a deal solved, not played: the Best contract's forecast): all DealPoints taken as a
// Match, with its bonus, and none as a Kontermatsch; Weis and Stöck left out.
func CoiffeurCardPointsCell(p, multiplier int, r Rules) int {
	if p >= DealPoints {
		p += r.MatchBonus
	}
	return CoiffeurCellValue(p, multiplier, p <= 0, r)
}

// coiffeurBlocks reports whether a violation of the given rule keeps a deal out of the grid
// (see CoiffeurDealScore.Filled); Vorhand and Side out of range (seat-range) block as well.
func coiffeurBlocks(rule string) bool {
	switch rule {
	case RuleRowRange, RuleRowFilled, RuleRowContract, RulePassesRange, RuleSideMismatch, RulePointsCount:
		return true
	}
	return false
}

// RowAccepts reports whether contract c may be played in row (§9.2): the row lists it by its
// identifier (Contract.String, in any spelling ParseContract reads), or lists its family
// "slalom" or "trio".
func RowAccepts(row Row, c Contract) bool {
	fam, id := c.Family(), c.String()
	for _, name := range row.Contracts {
		switch {
		case name == id, (name == "slalom" || name == "trio") && name == fam:
			return true
		case strings.EqualFold(name, id):
			return true
		case strings.ContainsRune(name, ' '):
			if rc, err := ParseContract(name); err == nil && rc == c {
				return true
			}
		}
	}
	return false
}

// wellFormed reports whether c is a contract ParseContract can produce: known kind and modes,
// and the fields its kind does not use left zero.
func wellFormed(c Contract) bool {
	var zero [3]Mode
	switch c.Kind {
	case KindTrump:
		return c.Trump < NumSuits && c.Start == 0 && c.Trio == zero
	case KindObenabe, KindUndenufe, KindGuschti, KindMary:
		return c.Trump == 0 && c.Start == 0 && c.Trio == zero
	case KindSlalom:
		return (c.Start == Obenabe || c.Start == Undenufe) && c.Trump == 0 && c.Trio == zero
	case KindTrio:
		return c.Trio[0] < NumModes && c.Trio[1] < NumModes && c.Trio[2] < NumModes && c.Trump == 0 && c.Start == 0
	}
	return false
}

// Add scores deal d, writes its cell unless a blocking violation prevents it (see Filled),
// and records the deal and its violations. It never panics on bad input.
//
// Scoring (§9.4): p is the declaring side's card points (the sum of its seats' points when
// played card by card), plus matchBonus when it took every trick; with coiffeurWeis, plus the
// Weis it wins as in Schieber (§4.3: only the side with the best single Weis scores, and only
// when that is the declaring side do they count here — the opponents write nothing in Coiffeur)
// and its own Stöck. The cell is CoiffeurValue(p, row multiplier).
//
// Kontermatsch (the declaring side takes no trick): card points are 0, so the cell holds only
// the side's own Weis and Stöck (§6: they still count; 0 without coiffeurWeis), and with
// coiffeurKontermatsch=negative CoiffeurValue(157+matchBonus) less; with creditOpponents every
// other column is credited CoiffeurValue(157+matchBonus) outside the grid — in solo each of the
// other players, since each of them kept the declarer from a trick (our choice, §9.4). A
// points-only entry shows tricks only through Match, so there a Kontermatsch is a Match by
// another column; a solo declarer without a trick while nobody took all is recognised only card
// by card.
func (s *CoiffeurSheet) Add(d CoiffeurDeal) CoiffeurDealScore {
	ds := s.score(d)
	if ds.Filled {
		s.Cells[d.Row][d.Side] = &CoiffeurCell{Points: ds.Points, Value: ds.Value}
		for c, v := range ds.Credits {
			s.Credits[c] += v
		}
		s.total()
	}
	idx := len(s.Deals)
	s.Deals = append(s.Deals, ds)
	for _, v := range ds.Violations {
		v.Round = idx
		s.Violations = append(s.Violations, v)
	}
	return ds
}

// total recomputes Totals from the cells and Credits.
func (s *CoiffeurSheet) total() {
	for c := range s.Totals {
		s.Totals[c] = s.Credits[c]
	}
	for _, row := range s.Cells {
		for c, cell := range row {
			if cell != nil {
				s.Totals[c] += cell.Value
			}
		}
	}
}

// score checks and scores one deal without touching the sheet.
func (s *CoiffeurSheet) score(d CoiffeurDeal) CoiffeurDealScore {
	r := s.Rules
	n, cols := s.Players, s.Columns()
	ds := CoiffeurDealScore{Chooser: -1, Column: d.Side, Vorhand: d.Vorhand, Row: d.Row, Contract: d.Contract, Match: -1}
	blocked := false
	add := func(v Violation) {
		ds.Violations = append(ds.Violations, v)
		if coiffeurBlocks(v.Rule) {
			blocked = true
		}
	}

	// Who chose, and whose column.
	if d.Vorhand < 0 || d.Vorhand >= n {
		v := NewViolation(RuleSeatRange, "vorhand %d is not a seat 0..%d", d.Vorhand, n-1)
		add(v)
		blocked = true
	} else if ds.Chooser = s.Chooser(d.Vorhand, d.Passes); ds.Chooser < 0 {
		if r.CoiffeurPassing == PassingToPartner {
			add(NewViolation(RulePassesRange, "%d passes: with coiffeurPassing=toPartner Vorhand chooses (0) or passes to his partner (1)", d.Passes))
		} else {
			add(NewViolation(RulePassesRange, "%d passes: %d players pass 0..%d times before one chooses", d.Passes, n, n-1))
		}
	}
	sideOK := d.Side >= 0 && d.Side < cols
	if !sideOK {
		add(NewViolation(RuleSeatRange, "side %d is not a column 0..%d", d.Side, cols-1))
		blocked = true
	} else if ds.Chooser >= 0 && s.ColumnOf(ds.Chooser) != d.Side {
		v := NewViolation(RuleSideMismatch, "seat %d chose (Vorhand %d, %d passes) and writes in column %d, not %d",
			ds.Chooser, d.Vorhand, d.Passes, s.ColumnOf(ds.Chooser), d.Side)
		v.Seat = ds.Chooser
		add(v)
	}

	// Which cell, and whether the contract belongs there.
	if d.Row < 0 || d.Row >= len(r.Rows) {
		add(NewViolation(RuleRowRange, "row %d is not a row 0..%d", d.Row, len(r.Rows)-1))
	} else {
		row := r.Rows[d.Row]
		ds.Multiplier = row.Multiplier
		switch {
		case !wellFormed(d.Contract):
			add(NewViolation(RuleRowContract, "row %d (%s): %s is not a contract", d.Row, row.Name, d.Contract))
		case !RowAccepts(row, d.Contract):
			add(NewViolation(RuleRowContract, "row %d (%s) takes %s, not %s", d.Row, row.Name, strings.Join(row.Contracts, ", "), d.Contract))
		}
		if sideOK && s.Cells[d.Row][d.Side] != nil {
			add(NewViolation(RuleRowFilled, "row %d (%s) of column %d is already written (%d); it keeps that value",
				d.Row, row.Name, d.Side, s.Cells[d.Row][d.Side].Value))
		}
	}
	if d.Contract.TrioRepeat(r.TrioChoice) {
		add(NewViolation(RuleTrioRepeat, "trio %s names a kind twice (%s)", d.Contract, r.TrioChoice))
	}

	// Card points, Match, Kontermatsch.
	leader := ds.Chooser
	if leader < 0 {
		leader = 0
		if d.Vorhand >= 0 && d.Vorhand < n {
			leader = d.Vorhand
		}
	}
	var hands []CardSet
	if d.Tricks != nil {
		res := CheckPlay(Play{Contract: d.Contract, Leader: leader, Players: n, Tricks: d.Tricks}, r)
		ds.Play = &res
		for _, v := range res.Violations {
			add(v)
		}
		hands = res.Hands
		nTricks := TricksPerDeal(n)
		complete := len(d.Tricks) == nTricks
		colPoints, colTricks := make([]int, cols), make([]int, cols)
		for seat := range res.Points {
			colPoints[s.ColumnOf(seat)] += res.Points[seat]
			colTricks[s.ColumnOf(seat)] += res.TricksWon[seat]
		}
		for c := range cols {
			if complete && colTricks[c] == nTricks {
				ds.Match = c
			}
		}
		if sideOK {
			ds.CardPoints = colPoints[d.Side]
			ds.Kontermatsch = complete && colTricks[d.Side] == 0
		}
	} else {
		s.checkPoints(d, add)
		if len(d.Points) == cols && sideOK {
			ds.CardPoints = d.Points[d.Side]
			if d.Match >= 0 && d.Match < cols {
				ds.Match = d.Match
				ds.Kontermatsch = d.Match != d.Side
			}
		}
	}
	if ds.Kontermatsch {
		ds.CardPoints = 0 // also when a points-only entry gives the declarer points (match-mismatch)
	}
	if ds.Match >= 0 && ds.Match == d.Side {
		ds.CardPoints += r.MatchBonus
	}

	// Weis and Stöck of the declaring side.
	mode := d.Contract.ScoringMode()
	ds.Weis = s.scoreWeis(d, leader, mode, hands, add)
	ds.Stoeck = s.scoreStoeck(d, hands, add)
	ds.Points = ds.CardPoints + ds.Weis + ds.Stoeck

	// The cell.
	ds.Value = CoiffeurCellValue(ds.Points, ds.Multiplier, ds.Kontermatsch, r)
	if ds.Kontermatsch && r.CoiffeurKontermatsch == KontermatschCredit {
		km := CoiffeurValue(DealPoints+r.MatchBonus, ds.Multiplier, r.CoiffeurPoints)
		ds.Credits = make([]int, cols)
		for c := range cols {
			if c != d.Side {
				ds.Credits[c] = km
			}
		}
	}
	ds.Filled = !blocked
	if !ds.Filled {
		ds.Credits = nil
	}
	return ds
}

// checkPoints validates a points-only entry: one value per column, each 0..157, summing to 157,
// a Match column with 157 and every other column 0.
func (s *CoiffeurSheet) checkPoints(d CoiffeurDeal, add func(Violation)) {
	cols := s.Columns()
	if len(d.Points) != cols {
		add(NewViolation(RulePointsCount, "%d point values: a points-only deal gives one per column (%d)", len(d.Points), cols))
		return
	}
	sum := 0
	for c, p := range d.Points {
		if p < 0 || p > DealPoints {
			add(NewViolation(RulePointsRange, "column %d card points %d are outside 0..%d", c, p, DealPoints))
		}
		sum += p
	}
	switch {
	case d.Match < -1 || d.Match >= cols:
		add(NewViolation(RuleSeatRange, "match %d is not a column 0..%d (or -1)", d.Match, cols-1))
	case d.Match >= 0:
		for c, p := range d.Points {
			want := 0
			if c == d.Match {
				want = DealPoints
			}
			if p != want {
				add(NewViolation(RuleMatchMismatch, "a Match by column %d needs %d card points for it and 0 for every other column; column %d has %d",
					d.Match, DealPoints, c, p))
				return
			}
		}
		return
	}
	if sum != DealPoints {
		add(NewViolation(RulePointsSum, "card points sum to %d, not %d", sum, DealPoints))
	}
}

// scoreWeis checks the declared Weis and returns those the declaring side writes: its own, when
// it has the best single Weis (§4.3, compared in the contract's scoring mode from the trick-1
// leader). Without coiffeurWeis every claim is reported (weis-off) and ignored.
func (s *CoiffeurSheet) scoreWeis(d CoiffeurDeal, leader int, m Mode, hands []CardSet, add func(Violation)) int {
	r := s.Rules
	n, cols := s.Players, s.Columns()
	if len(d.Weis) == 0 {
		return 0
	}
	if !r.CoiffeurWeis || r.Weis == WeisOff {
		why := "Weis are off in Coiffeur (coiffeurWeis=false)"
		if r.CoiffeurWeis {
			why = "Weis are off in these rules (weis=off)"
		}
		for i, w := range d.Weis {
			v := NewViolation(RuleWeisOff, "weis[%d]: %s", i, why)
			if w.Cards != nil {
				v.Seat = w.Seat
			}
			add(v)
		}
		return 0
	}
	var decls []Declaration
	values := make([]int, cols)
	valueCols := 0
	for i, w := range d.Weis {
		if w.Cards == nil {
			if w.Team < 0 || w.Team >= cols {
				add(NewViolation(RuleSeatRange, "weis[%d]: column %d is not 0..%d", i, w.Team, cols-1))
				continue
			}
			if !ValidWeisValue(w.Points, r) {
				add(NewViolation(RuleWeisInvalid, "weis[%d]: %d is not a sum of Weis values", i, w.Points))
				continue
			}
			if values[w.Team] == 0 {
				valueCols++
			}
			values[w.Team] += w.Points
			continue
		}
		decl, v := checkDeclared(i, w, n, hands, decls, r)
		if v != nil {
			add(*v)
			continue
		}
		decls = append(decls, decl)
	}
	switch {
	case valueCols > 1:
		add(NewViolation(RuleWeisTwoTeams, "Weis values are entered for %d columns; only the side with the best Weis writes", valueCols))
		return 0
	case valueCols == 1 && len(decls) > 0:
		add(NewViolation(RuleWeisTwoTeams, "Weis are entered both as cards and as values; use one or the other"))
		return 0
	case valueCols == 1:
		if d.Side >= 0 && d.Side < cols {
			return values[d.Side]
		}
		return 0
	case len(decls) == 0 || d.Side < 0 || d.Side >= cols:
		return 0
	}
	if !r.Solo {
		team, pts := WeisWinner(decls, leader, n, m, r)
		if team == d.Side {
			return pts[team]
		}
		return 0
	}
	// Solo: each player is a side of his own; the best single Weis decides as between teams.
	best, bestSeat, bestOrder := Weis{}, -1, 0
	total := make([]int, n)
	for _, dc := range decls {
		pts := dc.Weis.Points(r)
		if pts == 0 {
			continue
		}
		total[dc.Seat] += pts
		order := ((dc.Seat-leader)%n + n) % n
		if bestSeat < 0 || CompareWeis(dc.Weis, order, best, bestOrder, m, r) > 0 {
			best, bestSeat, bestOrder = dc.Weis, dc.Seat, order
		}
	}
	if bestSeat == d.Side {
		return total[bestSeat]
	}
	return 0
}

// scoreStoeck checks an announced Stöck (§5) and returns the Stöck the declaring side writes.
func (s *CoiffeurSheet) scoreStoeck(d CoiffeurDeal, hands []CardSet, add func(Violation)) int {
	r := s.Rules
	if d.Stoeck < 0 {
		return 0
	}
	v := NewViolation("", "")
	v.Seat = d.Stoeck
	switch {
	case d.Stoeck >= s.Players:
		v.Rule, v.Detail = RuleSeatRange, fmt.Sprintf("stoeck: seat %d is not 0..%d", d.Stoeck, s.Players-1)
	case !r.CoiffeurWeis:
		v.Rule, v.Detail = RuleStoeckOff, "Stöck are off in Coiffeur (coiffeurWeis=false)"
	case !r.Stoeck:
		v.Rule, v.Detail = RuleStoeckOff, "Stöck are off in these rules (stoeck=false)"
	}
	if v.Rule != "" {
		add(v)
		return 0
	}
	suit, ok := d.Contract.StoeckSuit()
	if !ok {
		v.Rule, v.Detail = RuleStoeckNoTrump, fmt.Sprintf("no Stöck without a trump suit (contract %s)", d.Contract)
		add(v)
		return 0
	}
	if hands != nil && d.Stoeck < len(hands) {
		need := SetOf(NewCard(suit, King), NewCard(suit, Queen))
		if missing := need &^ hands[d.Stoeck]; missing != 0 {
			v.Rule, v.Card = RuleStoeckNotHeld, missing.First()
			v.Detail = fmt.Sprintf("seat %d did not hold %s", d.Stoeck, missing)
			add(v)
			return 0
		}
	}
	if s.ColumnOf(d.Stoeck) == d.Side {
		return StoeckPoints
	}
	return 0
}
