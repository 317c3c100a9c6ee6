package coiffeur

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/jasstafel/jasstafel/gamefile"
	"github.com/jasstafel/jasstafel/tally"
	"github.com/jasstafel/jasstafel/ui/analysisview"
	"github.com/jasstafel/jasstafel/ui/cards"
	"github.com/jasstafel/jasstafel/ui/game"
	"github.com/jasstafel/jasstafel/ui/internal/fakestore"
	"github.com/jasstafel/jasstafel/ui/internal/playtest"
	"github.com/jasstafel/jasstafel/ui/internal/uitest"
)

// coiffeurCardRules count Weis and Stöck in Coiffeur, which the table must switch on (§9.3).
var coiffeurCardRules = map[string]any{"coiffeurWeis": true, "stoeck": true}

// openCoiffeurCards opens a new Coiffeur sheet for the card players.
func openCoiffeurCards(t *testing.T, rules map[string]any) *sheetPlayer {
	t.Helper()
	return newSheetPlayer(t, fakestore.New(), playtest.CardPlayers[:], rules, landscape)
}

// tapDeal taps every card of the deal in the order played.
func tapDeal(t *testing.T, p *sheetPlayer, tricks [][]tally.Card) {
	t.Helper()
	for _, tr := range tricks {
		for _, k := range tr {
			playtest.TapCard(t, p.u.Win, k)
		}
	}
}

// typeSame writes on a second sheet, by typing, the points the engine gave the cell: the
// declarer's card points (or a Match or Kontermatsch), the Weis and Stöck. It returns the
// round that typing writes.
func typeSame(t *testing.T, q *sheetPlayer, passes, row, col int, contract string, ds tally.CoiffeurDealScore) gamefile.Round {
	t.Helper()
	w := q.u.Win
	for range passes {
		uitest.Tap(t, w, q.players[q.chooser()]+" chooses · Pass")
	}
	tapCell(q.s, row, col)
	if contract != "" {
		uitest.Tap(t, w, contract)
	}
	switch {
	case ds.Kontermatsch:
		uitest.Tap(t, w, lang.X("game.kontermatsch", "Kontermatsch"))
	case ds.Match == ds.Column:
		uitest.Tap(t, w, lang.X("game.match", "Match"))
	default:
		uitest.TapDigits(t, w, strconv.Itoa(ds.CardPoints))
	}
	if ds.Weis > 0 {
		uitest.Tap(t, w, "+"+strconv.Itoa(ds.Weis))
	}
	if ds.Stoeck > 0 {
		uitest.Tap(t, w, lang.X("game.stoeck", "Stöck"))
	}
	uitest.Tap(t, w, lang.X("game.write", "Write"))
	rounds := q.s.View.File.Rounds
	return rounds[len(rounds)-1]
}

// keepsCards checks that the round written card by card (got) is the cell that typing wrote
// (typed) with the cards as played instead of the points.
func keepsCards(t *testing.T, got, typed gamefile.Round, tricks [][]tally.Card) {
	t.Helper()
	var codes [][]string
	for _, tr := range tricks {
		var c []string
		for _, k := range tr {
			c = append(c, k.String())
		}
		codes = append(codes, c)
	}
	if !reflect.DeepEqual(got.Tricks, codes) || got.Points != nil || got.Match != nil {
		t.Errorf("the game keeps %v (points %v), not the cards as played %v", got.Tricks, got.Points, codes)
	}
	cell := func(r gamefile.Round) gamefile.Round {
		return gamefile.Round{Row: r.Row, Side: r.Side, Contract: r.Contract, Vorhand: r.Vorhand, Passes: r.Passes}
	}
	if !reflect.DeepEqual(cell(got), cell(typed)) {
		t.Errorf("cards write the cell %+v, typing %+v", cell(got), cell(typed))
	}
}

// engineCell is the engine's score of the deal as played in a cell of a fresh sheet.
func engineCell(t *testing.T, r tally.Rules, d tally.CoiffeurDeal) tally.CoiffeurDealScore {
	t.Helper()
	sheet, err := tally.NewCoiffeurSheet(r, 4)
	if err != nil {
		t.Fatal(err)
	}
	ds := sheet.Preview(d)
	if len(ds.Violations) > 0 {
		t.Fatalf("the engine finds %v in a legal deal", ds.Violations)
	}
	return ds
}

// A Clubs cell entered card by card, with Anna's Weis and Stöck: the cell holds what the engine
// scores for the deal, as typing the same points writes it, and the game keeps the cards;
// corrected, it comes back as points.
func TestCoiffeurCellByCardsWithTrumpWeisAndStoeck(t *testing.T) {
	p := openCoiffeurCards(t, coiffeurCardRules)
	w := p.u.Win
	if !uitest.FindButton(t, w, lang.X("cards.open", "Card by card"), false).Disabled() {
		t.Error("card by card waits for a cell")
	}
	const row, col = 3, 0 // Clubs ×4 for Anna & Cla
	tapCell(p.s, row, col)
	uitest.Tap(t, w, lang.X("cards.open", "Card by card"))
	if _, ok := p.u.Current.(*cards.Screen); !ok || !uitest.Shows(w, "Trick 1 · Anna plays") || !uitest.Shows(w, "Clubs") {
		t.Fatalf("the card entry opens on Clubs with the chooser Anna to lead: %q", uitest.ShownTexts(w))
	}
	tricks := playtest.LegalDeal(t, 4, "CK CQ D6 D7 D8 D9 S6 H6 HA", tally.TrumpContract(tally.Clubs), 0, p.rules)
	tapDeal(t, p, tricks)
	uitest.Tap(t, w, lang.X("cards.weis", "Declare Weis"))
	uitest.Tap(t, w, "Anna: ♦6 ♦7 ♦8 ♦9 (50)")
	uitest.Tap(t, w, lang.X("dialog.close", "Close"))
	uitest.Tap(t, w, "Stöck Anna")

	ds := engineCell(t, p.rules, tally.CoiffeurDeal{
		Row: row, Side: col, Contract: tally.TrumpContract(tally.Clubs), Tricks: tricks, Match: -1, Stoeck: 0,
		Weis: []tally.WeisClaim{{Seat: 0, Team: -1, Cards: playtest.MustCards(t, "D6 D7 D8 D9")}},
	})
	if ds.Weis != 50 || ds.Stoeck != tally.StoeckPoints {
		t.Fatalf("the engine counts Weis %d and Stöck %d", ds.Weis, ds.Stoeck)
	}
	preview := fmt.Sprintf("Writes Anna & Cla %d (%d → %d × 4)", ds.Value, ds.Points, ds.Value/4)
	if !uitest.Shows(w, preview) {
		t.Errorf("the card entry must preview %q: %q", preview, uitest.ShownTexts(w))
	}
	uitest.Tap(t, w, lang.X("game.write", "Write"))
	if p.u.Current != p.s {
		t.Fatal("writing returns to the sheet")
	}
	if got, want := cellShows(p.s, row, col), fmt.Sprintf("%d %d", ds.Points, ds.Value); got != want {
		t.Errorf("the cell shows %q, the engine scores %q", got, want)
	}
	q := openCoiffeurCards(t, coiffeurCardRules)
	typed := typeSame(t, q, 0, row, col, "", ds)
	keepsCards(t, p.s.View.File.Rounds[0], typed, tricks)
	if got, want := cellShows(p.s, row, col), cellShows(q.s, row, col); got != want {
		t.Errorf("the cell shows %q by cards, %q by typing", got, want)
	}
	if p.s.Cards != nil || !uitest.Shows(w, "Beat chooses · Pass") {
		t.Errorf("the next deal is Beat's to choose, with no cards: %q", uitest.ShownTexts(w))
	}

	uitest.TapLabelOrIcon(t, w, lang.X("coiffeur.correct", "Correct"), theme.DocumentCreateIcon())
	tapCell(p.s, row, col)
	typedPoints := ds.CardPoints
	if ds.Match == col {
		typedPoints = tally.DealPoints
	}
	if !uitest.Shows(w, strconv.Itoa(typedPoints)+" · Anna & Cla") || !uitest.FindButton(t, w, lang.X("cards.open", "Card by card"), false).Disabled() {
		t.Errorf("a cell written by cards is corrected as points: %q", uitest.ShownTexts(w))
	}
}

// After a pass Beat chooses Undenufe for his column and leads; the cell holds the engine's
// score, as typing it would.
func TestCoiffeurUndenufeCellByCardsAfterAPass(t *testing.T) {
	p := openCoiffeurCards(t, map[string]any{})
	w := p.u.Win
	row, col, tricks := beatsUndenufeByCards(t, p)
	// Weis and Stöck do not count in a Coiffeur unless the table says so: the entry offers
	// neither, and keeps the revoke penalty.
	if uitest.Shows(w, lang.X("cards.weis", "Declare Weis")) || uitest.Shows(w, lang.X("game.stoeck", "Stöck")) || !uitest.Shows(w, lang.X("cards.penalty", "Revoke penalty")) {
		t.Errorf("a Coiffeur without coiffeurWeis wants the revoke penalty alone: %q", uitest.ShownTexts(w))
	}
	ds := engineCell(t, p.rules, tally.CoiffeurDeal{
		Row: row, Side: col, Contract: tally.ContractUndenufe, Passes: 1, Tricks: tricks, Match: -1, Stoeck: -1,
	})
	uitest.Tap(t, w, lang.X("game.write", "Write"))
	if got, want := cellShows(p.s, row, col), fmt.Sprintf("%d %d", ds.Points, ds.Value); got != want {
		t.Errorf("the cell shows %q, the engine scores %q", got, want)
	}
	q := openCoiffeurCards(t, map[string]any{})
	typed := typeSame(t, q, 1, row, col, "", ds)
	keepsCards(t, p.s.View.File.Rounds[0], typed, tricks)
	if got, want := cellShows(p.s, row, col), cellShows(q.s, row, col); got != want {
		t.Errorf("the cell shows %q by cards, %q by typing", got, want)
	}
}

// beatsUndenufeByCards taps Beat's Undenufe ×6 (row 5 of column 1) in after Anna's pass, card
// by card, led by Beat as the chooser (seed 21's legal deal), and returns the cell and the tricks.
func beatsUndenufeByCards(t *testing.T, p *sheetPlayer) (row, col int, tricks [][]tally.Card) {
	t.Helper()
	w := p.u.Win
	uitest.Tap(t, w, "Anna chooses · Pass")
	row, col = 5, 1
	tapCell(p.s, row, col)
	uitest.Tap(t, w, lang.X("cards.open", "Card by card"))
	if !uitest.Shows(w, "Trick 1 · Beat plays") {
		t.Fatalf("the chooser leads, not Vorhand: %q", uitest.ShownTexts(w))
	}
	tricks = playtest.LegalDeal(t, 21, "", tally.ContractUndenufe, 1, p.rules)
	tapDeal(t, p, tricks)
	return row, col, tricks
}

// A Joker row needs its contract before the cards; Obenabe then leads to a revoke said at the
// card that proves it, and back on the sheet the cards wait.
func TestCoiffeurRevokeIsCaughtAtTheProvingCard(t *testing.T) {
	p := openCoiffeurCards(t, map[string]any{})
	w := p.u.Win
	tapCell(p.s, 6, 0) // a Joker
	if !uitest.FindButton(t, w, lang.X("cards.open", "Card by card"), false).Disabled() || !uitest.Shows(w, "Choose the contract") {
		t.Errorf("a Joker cell needs its contract first, and says so: %q", uitest.ShownTexts(w))
	}
	uitest.Tap(t, w, "Obenabe")
	uitest.Tap(t, w, lang.X("cards.open", "Card by card"))
	s := p.u.Current.(*cards.Screen)
	for i, k := range playtest.MustCards(t, "S6 H6 S7 SA  S9 S8") {
		playtest.TapCard(t, w, k)
		if s.Message() != "" {
			t.Fatalf("card %d %s: %q reported before the proving card", i, k, s.Message())
		}
	}
	// The card points so far, as the engine counts them, are shown per column.
	res := tally.CheckPlay(tally.Play{Contract: tally.ContractObenabe, Players: 4, Tricks: p.s.Cards.Tricks()}, p.rules)
	columns := fmt.Sprintf("Card points: Anna & Cla %d · Beat & Dora %d", res.Points[0]+res.Points[2], res.Points[1]+res.Points[3])
	if res.Points[1]+res.Points[3] < 11 || !uitest.Shows(w, columns) {
		t.Errorf("the running card points per column %q: %q", columns, uitest.ShownTexts(w))
	}
	playtest.TapCard(t, w, tally.MustCard("ST"))
	want := "Trick 1, Beat played ♥6: " + lang.X("rule.followSuit", "A player did not follow suit.")
	if s.Message() != want {
		t.Errorf("breach %q, want %q", s.Message(), want)
	}
	uitest.Tap(t, w, lang.X("nav.back", "Back"))
	if p.u.Current != p.s || !uitest.Shows(w, "Card by card (7)") {
		t.Errorf("back on the sheet the cards stay: %q", uitest.ShownTexts(w))
	}
}

// The cards survive a restart with their cell, and a pass lets them go.
func TestCoiffeurCardsDraftIsRestored(t *testing.T) {
	p := openCoiffeurCards(t, coiffeurCardRules)
	w := p.u.Win
	tapCell(p.s, 1, 0) // Hearts
	uitest.Tap(t, w, lang.X("cards.open", "Card by card"))
	playtest.TapCard(t, w, tally.MustCard("HJ"))
	playtest.TapCard(t, w, tally.MustCard("H6"))
	p.u.Win.Close()
	b, err := p.u.Store.Draft(p.s.View.ID)
	if err != nil || !strings.Contains(string(b), `"played":["HJ","H6"]`) {
		t.Fatalf("the cards are in the draft: %s %v", b, err)
	}
	u2 := newUIOn(t, nil, p.u.Store, landscape)
	openCoiffeur(t, u2, p.s.View.ID)
	uitest.Tap(t, u2.Win, lang.X("cards.open", "Card by card")+" (2)")
	if !uitest.Shows(u2.Win, "Anna ♥J") || !uitest.Shows(u2.Win, "Beat ♥6") || !uitest.Shows(u2.Win, "Trick 1 · Cla plays") {
		t.Errorf("the restored card entry: %q", uitest.ShownTexts(u2.Win))
	}
	uitest.Tap(t, u2.Win, lang.X("nav.back", "Back"))
	uitest.Tap(t, u2.Win, "Anna chooses · Pass")
	if uitest.Shows(u2.Win, "Card by card (2)") || !uitest.FindButton(t, u2.Win, lang.X("cards.open", "Card by card"), false).Disabled() {
		t.Errorf("Beat chooses now: Anna's cards are not his: %q", uitest.ShownTexts(u2.Win))
	}
}

// A Trio row is played card by card in its three modes, named in the title in their order.
func TestCoiffeurTrioCellByCards(t *testing.T) {
	rows := []map[string]any{
		{"name": "D", "multiplier": 1, "contracts": []string{"D"}},
		{"name": "trio", "multiplier": 5, "contracts": []string{"trio"}},
	}
	p := openCoiffeurCards(t, map[string]any{"rows": rows})
	w := p.u.Win
	tapCell(p.s, 1, 0)
	tapTrio(t, p.s, w, "H", "obenabe", "undenufe")
	uitest.Tap(t, w, lang.X("cards.open", "Card by card"))
	if !uitest.Shows(w, "Card by card · Trio ♥ Hearts / Obenabe / Undenufe") {
		t.Errorf("the title names the Trio's modes: %q", uitest.ShownTexts(w))
	}
	trio, err := tally.ParseContract("trio:H,obenabe,undenufe")
	if err != nil {
		t.Fatal(err)
	}
	tricks := playtest.LegalDeal(t, 5, "", trio, 0, p.rules)
	// The trick line names each trick's mode: the Trio's blocks of three.
	for i, tr := range tricks {
		if want := []string{"♥ Hearts", "Obenabe", "Undenufe"}[i/3]; !slices.ContainsFunc(uitest.ShownTexts(w), func(s string) bool {
			return strings.Contains(s, fmt.Sprintf("Trick %d · %s · ", i+1, want))
		}) {
			t.Fatalf("trick %d does not say it is played %s: %q", i+1, want, uitest.ShownTexts(w))
		}
		tapDeal(t, p, [][]tally.Card{tr})
	}
	ds := engineCell(t, p.rules, tally.CoiffeurDeal{Row: 1, Side: 0, Contract: trio, Tricks: tricks, Match: -1, Stoeck: -1})
	uitest.Tap(t, w, lang.X("game.write", "Write"))
	if got, want := cellShows(p.s, 1, 0), fmt.Sprintf("%d ♥/↓/↑ %d", ds.Points, ds.Value); got != want {
		t.Errorf("the Trio cell shows %q, the engine scores %q", got, want)
	}
}

// The card entry of a Coiffeur cell fits and is big enough to tap in every language, on a tablet
// either way and on a phone, also at a table of three with Weis and Stöck, and its title is a Trio's.
func TestCoiffeurCardEntryFitsInEveryLanguage(t *testing.T) {
	rows := []map[string]any{{"name": "trio", "multiplier": 5, "contracts": []string{"trio"}}}
	uitest.EachLanguageIn(t, uitest.SidewaysSizes, func(t *testing.T, size fyne.Size) {
		svc := locked(fakestore.New())
		u := newUIOn(t, nil, svc, size)
		id := createCoiffeur(t, svc, []string{"Marlies", "Köbi", "Ruth"},
			map[string]any{"solo": true, "rows": rows, "coiffeurWeis": true, "stoeck": true})
		s := openCoiffeur(t, u, id)
		tapCell(s, 0, 0)
		for i := range 3 {
			test.Tap(s.contracts[[]int{1, 4, 5}[i]])
		}
		test.Tap(s.ByCards)
		c, ok := u.Current.(*cards.Screen)
		if !ok {
			t.Fatal("no card entry")
		}
		for _, k := range playtest.MustCards(t, "H6 S6 H7") {
			c.Play(k)
		}
		uitest.CheckScreenFits(t, u.Win, size, tally.NumCards+7, "Coiffeur card entry")
	})
}

// A revoke by the other side in the first trick, and the table applies the penalty: every
// trick goes to the declaring side, and the cell gets its Match, as the Match button writes it.
func TestCoiffeurRevokePenaltyWritesTheMatch(t *testing.T) {
	const seed = 7
	t.Logf("seed %d", seed)
	p := openCoiffeurCards(t, map[string]any{})
	q := openCoiffeurCards(t, map[string]any{})
	w := p.u.Win
	tapCell(p.s, 6, 0) // a Joker, played Obenabe
	uitest.Tap(t, w, "Obenabe")
	uitest.Tap(t, w, lang.X("cards.open", "Card by card"))
	s := p.u.Current.(*cards.Screen)
	deck := tally.AllCards.Cards()
	rand.New(rand.NewPCG(seed, seed)).Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
	var hands [4]tally.CardSet
	for seat := range 4 {
		hands[seat] = tally.SetOf(deck[seat*9 : seat*9+9]...)
	}
	revoked := false
	for i := range 9 {
		for range 4 {
			seat := p.s.Cards.Turn()
			_, _, trick := p.s.Cards.Trick()
			legal := tally.Legal(hands[seat], trick, tally.ContractObenabe.TrickMode(i, 9, p.rules.GuschtiSplit), p.rules.PlayPolicy())
			k := legal.First()
			if i == 0 && seat == 1 && hands[seat]&^legal != 0 { // Beat throws another suit
				k = (hands[seat] &^ legal).First()
				revoked = true
			}
			hands[seat] = hands[seat].Remove(k)
			playtest.TapCard(t, w, k)
		}
	}
	if !revoked {
		t.Fatalf("seed %d gives Beat no card to revoke with", seed)
	}
	if !strings.HasPrefix(s.Message(), "Trick 1, Beat played") {
		t.Errorf("the revoke should be named: %q", s.Message())
	}
	penalty := uitest.FindButton(t, w, lang.X("cards.penalty", "Revoke penalty"), false)
	if penalty.Disabled() {
		t.Fatal("a complete Coiffeur deal with a revoke offers the penalty")
	}
	uitest.Tap(t, w, lang.X("cards.penalty", "Revoke penalty"))
	uitest.Tap(t, w, lang.X("game.write", "Write"))
	if p.u.Current != p.s {
		t.Fatalf("Write should return to the sheet, not %T", p.u.Current)
	}
	rounds := p.s.View.File.Rounds
	got := rounds[len(rounds)-1]
	// The same cell on a second sheet, with the Match button.
	qw := q.u.Win
	tapCell(q.s, 6, 0)
	uitest.Tap(t, qw, "Obenabe")
	uitest.Tap(t, qw, lang.X("game.match", "Match"))
	uitest.Tap(t, qw, lang.X("game.write", "Write"))
	want := q.s.View.File.Rounds[len(q.s.View.File.Rounds)-1]
	if !reflect.DeepEqual(got, want) {
		t.Errorf("the penalty writes %+v; the Match button writes %+v", got, want)
	}
}

// The list of deals names every cell written and offers the analysis of a cell entered card by
// card, and of no other: Beat chose Undenufe after Anna's pass and led, and the analysis judges
// the deal from his lead, with what each team made as the engine counts it.
func TestCoiffeurAnalysisFromTheListOfDeals(t *testing.T) {
	p := openCoiffeurCards(t, map[string]any{})
	w := p.u.Win
	_, _, tricks := beatsUndenufeByCards(t, p)
	uitest.Tap(t, w, lang.X("game.write", "Write"))
	r2, c2 := p.pick() // the next column's first open row, by points
	p.write(r2, c2, 70)
	p.closeDialog()
	if n := len(p.s.View.File.Rounds); n != 2 {
		t.Fatalf("%d deals written, want 2", n)
	}

	uitest.Tap(t, w, lang.X("game.history", "Deals"))
	first, second := p.s.dealLine(0), p.s.dealLine(1)
	for _, want := range []string{"1. Beat & Dora · ", " ×6 · ", "2. ", fmt.Sprintf(" ×%d · 70 → %d", p.rules.Rows[r2].Multiplier, p.want[[2]int{r2, c2}])} {
		if !strings.Contains(first+"\n"+second, want) {
			t.Errorf("the list says %q and %q, not %q", first, second, want)
		}
	}
	if !uitest.Shows(w, first) || !uitest.Shows(w, second) {
		t.Errorf("the list shows %q", uitest.ShownTexts(w))
	}
	var analyse []*widget.Button
	for _, o := range uitest.LaidOut(w.Canvas().Overlays().Top()) {
		if b, ok := o.(*widget.Button); ok && b.Visible() && b.Icon != nil && b.Icon.Name() == game.AnalysisIcon().Name() {
			analyse = append(analyse, b)
		}
	}
	if len(analyse) != 2 || analyse[0].Disabled() || !analyse[1].Disabled() {
		t.Fatalf("%d analysis buttons; want 2, the first (cards) enabled, the second (points) not", len(analyse))
	}
	// The second cell was typed in a contract the analysis takes: the short hint says why.
	if !uitest.Shows(w, lang.X("game.analysisTyped", "The magnifier analyses a deal entered card by card.")) {
		t.Errorf("the typed cell's greyed magnifier without the short hint: %q", uitest.ShownTexts(w))
	}
	uitest.TapButton(t, w, analyse[0], "the first deal's analysis")
	a, ok := p.u.Current.(*analysisview.Screen)
	if !ok {
		t.Fatalf("the analysis did not open: %q", uitest.ShownTexts(w))
	}
	a.Wait()
	play := tally.CheckPlay(tally.Play{Contract: tally.ContractUndenufe, Leader: 1, Players: 4, Tricks: tricks}, p.rules)
	made := [2]int{play.Points[0] + play.Points[2], play.Points[1] + play.Points[3]}
	uitest.ShowsAll(t, w, "the analysis", fmt.Sprintf("As played: Anna & Cla %d · Beat & Dora %d", made[0], made[1]), "Solved: 36 cards in ")
	firstCard := ""
	for _, text := range uitest.ShownTexts(w) {
		if strings.HasPrefix(text, "Trick 1 · ") {
			firstCard = text
			break
		}
	}
	if !strings.HasPrefix(firstCard, "Trick 1 · Beat ") {
		t.Errorf("the first card judged is %q, not Beat's lead", firstCard)
	}
	uitest.Tap(t, w, lang.X("nav.back", "Back"))
	if p.u.Current != p.s {
		t.Fatal("Back must return to the sheet")
	}
}
