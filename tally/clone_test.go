package tally

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"
	"unsafe"
)

// CloneCase is a game whose engine state is cloned part-way: State replays the first n of its
// Deals deals on a new state that shares nothing with the case (its rules copied), Add adds deal i to a state, Clone copies one. The states are the
// pointers the engine hands out (*SchieberState, *CoiffeurSheet, *DifferenzlerSheet).
type CloneCase struct {
	Name  string
	Deals int
	State func(n int) any
	Add   func(st any, i int)
	Clone func(st any) any
}

// CheckClone clones the state after 0, 1, half and all of the deals and checks that the clone
// equals the original and shares nothing with it, that the clone goes on exactly as a replay
// does, and that adding the remaining deals to one of the two and then writing over every field
// it has leaves the other as a fresh replay has it. It returns the fields the originals had
// filled in (see fillCoverage).
func CheckClone(t *testing.T, c CloneCase) map[string]bool {
	t.Helper()
	filled := map[string]bool{}
	cuts := []int{0, 1, c.Deals / 2, c.Deals}
	for _, k := range slices.Compact(cuts) {
		if k > c.Deals {
			continue
		}
		orig := c.State(k)
		cl := c.Clone(orig)
		if !reflect.DeepEqual(orig, cl) {
			t.Fatalf("%s after %d deals: the clone differs from the original", c.Name, k)
		}
		for _, a := range aliases(orig, cl, filled) {
			t.Errorf("%s after %d deals: the clone shares %s with the original", c.Name, k, a)
		}

		// The clone goes on as the game does, and leaves the original as it was.
		for i := k; i < c.Deals; i++ {
			c.Add(cl, i)
		}
		if !reflect.DeepEqual(cl, c.State(c.Deals)) {
			t.Errorf("%s: a clone after %d deals, given the rest, differs from the whole game replayed", c.Name, k)
		}
		scribble(reflect.ValueOf(cl))
		if !reflect.DeepEqual(orig, c.State(k)) {
			t.Errorf("%s: adding to and editing the clone after %d deals changed the original", c.Name, k)
		}

		// The other way round: the original goes on and is written over; the clone stays.
		cl = c.Clone(orig)
		for i := k; i < c.Deals; i++ {
			c.Add(orig, i)
		}
		scribble(reflect.ValueOf(orig))
		if !reflect.DeepEqual(cl, c.State(k)) {
			t.Errorf("%s: adding to and editing the original after %d deals changed its clone", c.Name, k)
		}
	}
	if c.Clone(nilOf(c.State(0))) != nilOf(c.State(0)) {
		t.Errorf("%s: the clone of a nil state is not nil", c.Name)
	}
	return filled
}

// nilOf is a nil pointer of st's type, as an any.
func nilOf(st any) any { return reflect.Zero(reflect.TypeOf(st)).Interface() }

// aliases walks a and b, values of one type, side by side and lists every place where a pointer,
// slice or map of b is (or reaches into) the memory of a's. Slices without capacity are skipped:
// nothing can be written through them. filled records, as "Type.Field", every reference field a
// had filled in: a non-nil pointer or map, a slice with elements.
func aliases(a, b any, filled map[string]bool) []string {
	var out []string
	walkAlias(reflect.ValueOf(a), reflect.ValueOf(b), reflect.TypeOf(a).String(), filled, &out)
	return out
}

func walkAlias(a, b reflect.Value, path string, filled map[string]bool, out *[]string) {
	switch a.Kind() {
	case reflect.Pointer:
		if a.IsNil() || b.IsNil() {
			return
		}
		if a.Pointer() == b.Pointer() {
			*out = append(*out, path)
			return
		}
		walkAlias(a.Elem(), b.Elem(), path, filled, out)
	case reflect.Slice:
		if a.Len() == 0 || b.Len() == 0 {
			return
		}
		size := a.Type().Elem().Size()
		a0, b0 := a.Pointer(), b.Pointer()
		a1, b1 := a0+uintptr(a.Cap())*size, b0+uintptr(b.Cap())*size
		if size > 0 && a0 < b1 && b0 < a1 {
			*out = append(*out, path)
			return
		}
		for i := range min(a.Len(), b.Len()) {
			walkAlias(a.Index(i), b.Index(i), fmt.Sprintf("%s[%d]", path, i), filled, out)
		}
	case reflect.Map:
		if a.IsNil() || b.IsNil() {
			return
		}
		if a.Pointer() == b.Pointer() {
			*out = append(*out, path)
			return
		}
		for _, k := range a.MapKeys() {
			if bv := b.MapIndex(k); bv.IsValid() {
				walkAlias(a.MapIndex(k), bv, fmt.Sprintf("%s[%v]", path, k), filled, out)
			}
		}
	case reflect.Array:
		for i := range a.Len() {
			walkAlias(a.Index(i), b.Index(i), fmt.Sprintf("%s[%d]", path, i), filled, out)
		}
	case reflect.Struct:
		for i := range a.NumField() {
			f := a.Type().Field(i)
			af := a.Field(i)
			if isRef(f.Type.Kind()) && !isEmpty(af) {
				filled[a.Type().Name()+"."+f.Name] = true
			}
			walkAlias(af, b.Field(i), path+"."+f.Name, filled, out)
		}
	case reflect.Interface:
		if !a.IsNil() && !b.IsNil() {
			walkAlias(a.Elem(), b.Elem(), path, filled, out)
		}
	case reflect.Chan, reflect.Func, reflect.UnsafePointer:
		*out = append(*out, path+" (a "+a.Kind().String()+" the walk cannot tell apart)")
	}
}

func isRef(k reflect.Kind) bool {
	return k == reflect.Pointer || k == reflect.Slice || k == reflect.Map
}

func isEmpty(v reflect.Value) bool {
	if v.Kind() == reflect.Slice {
		return v.Len() == 0
	}
	return v.IsNil()
}

// refFields lists, as "Type.Field", every pointer, slice and map field of the structs reachable
// from t.
func refFields(t reflect.Type, seen map[reflect.Type]bool, out map[string]bool) {
	if seen[t] {
		return
	}
	seen[t] = true
	switch t.Kind() {
	case reflect.Pointer, reflect.Slice, reflect.Array:
		refFields(t.Elem(), seen, out)
	case reflect.Map:
		refFields(t.Key(), seen, out)
		refFields(t.Elem(), seen, out)
	case reflect.Struct:
		for i := range t.NumField() {
			f := t.Field(i)
			if isRef(f.Type.Kind()) {
				out[t.Name()+"."+f.Name] = true
			}
			refFields(f.Type, seen, out)
		}
	}
}

// unfilled lists every reference field reachable from root's type that none of the games had
// filled in: there the alias walk proved nothing, so a field added later (and left out of Clone)
// must also be given a value by these games.
func unfilled(root any, filled map[string]bool) []string {
	want := map[string]bool{}
	refFields(reflect.TypeOf(root), map[reflect.Type]bool{}, want)
	var out []string
	for f := range want {
		if !filled[f] {
			out = append(out, f)
		}
	}
	slices.Sort(out)
	return out
}

func fillCoverage(t *testing.T, root any, filled map[string]bool) {
	t.Helper()
	for _, f := range unfilled(root, filled) {
		t.Errorf("%s is never filled in by the games of this test: give it a value, so that the alias walk covers it", f)
	}
}

// scribble writes over every value reachable from v: numbers change, booleans flip, strings
// grow, maps get a key more, unexported fields included.
func scribble(v reflect.Value) {
	switch v.Kind() {
	case reflect.Pointer, reflect.Interface:
		if !v.IsNil() {
			scribble(v.Elem())
		}
	case reflect.Slice, reflect.Array:
		for i := range v.Len() {
			scribble(v.Index(i))
		}
	case reflect.Struct:
		for i := range v.NumField() {
			f := v.Field(i)
			if !f.CanSet() {
				f = reflect.NewAt(f.Type(), unsafe.Pointer(f.UnsafeAddr())).Elem()
			}
			scribble(f)
		}
	case reflect.Map:
		if v.IsNil() {
			return
		}
		for _, k := range v.MapKeys() {
			e := reflect.New(v.Type().Elem()).Elem()
			e.Set(v.MapIndex(k))
			scribble(e)
			v.SetMapIndex(k, e)
		}
		if v.Type().Key().Kind() == reflect.String {
			v.SetMapIndex(reflect.ValueOf("scribbled").Convert(v.Type().Key()), reflect.New(v.Type().Elem()).Elem())
		}
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		v.SetInt(v.Int() + 1)
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		v.SetUint(v.Uint() + 1)
	case reflect.Bool:
		v.SetBool(!v.Bool())
	case reflect.String:
		v.SetString(v.String() + "~")
	}
}

// schieberCloneCase is a random game under a Schieber preset: legal card-by-card deals with
// Weis, every fourth as points only, and the game played past its end.
func schieberCloneCase(t testing.TB, name string, n int, seed uint64) CloneCase {
	r := preset(t, name)
	if name == "custom" {
		r.Berg, r.Schneider, r.Striche = "points100", "on", "new"
	}
	deals := randomSchieberGame(t, n, seed)
	deals[0].Tricks[0][1] = deals[0].Tricks[0][0] // duplicate-card: the play has violations
	return CloneCase{
		Name: fmt.Sprintf("schieber %s, %d deals, seed %d", name, n, seed), Deals: n,
		State: func(k int) any { st := ReplaySchieber(r, deals[:k]); return &st },
		Add:   func(st any, i int) { st.(*SchieberState).Add(deals[i], r) },
		Clone: func(st any) any { return st.(*SchieberState).Clone() },
	}
}

// randomCoiffeurDeals fills a sheet at random: each deal at the engine's next Vorhand, a random
// number of passes, an open row of the chooser's column and a contract the row takes, card by
// card or as points (some of them a Kontermatsch), and one deal more into a written cell.
func randomCoiffeurDeals(t testing.TB, r Rules, players int, rng *rand.Rand) []CoiffeurDeal {
	s := cfSheet(t, r, players)
	var deals []CoiffeurDeal
	for !s.Complete() {
		v := s.NextVorhand()
		passes := rng.IntN(players)
		if r.CoiffeurPassing == PassingToPartner {
			passes = rng.IntN(2)
		}
		side := s.ColumnOf(s.Chooser(v, passes))
		open := s.OpenRows(side)
		if len(open) == 0 {
			passes = cfPasses(t, s, v, s.ColumnOf(slices.IndexFunc(s.Remaining(), func(n int) bool { return n > 0 })))
			side = s.ColumnOf(s.Chooser(v, passes))
			open = s.OpenRows(side)
		}
		row := open[rng.IntN(len(open))]
		names := r.Rows[row].Contracts
		c := cfContract(t, names[rng.IntN(len(names))])
		d := CoiffeurDeal{Row: row, Side: side, Contract: c, Vorhand: v, Passes: passes, Match: -1, Stoeck: -1}
		cols := s.Columns()
		kind := rng.IntN(3)
		if len(deals) == 0 {
			kind = 0
		}
		switch kind {
		case 0:
			d.Tricks = cfRandomTricks(rng, c, s.Chooser(v, passes), players, r)
			if len(deals) == 0 {
				d.Tricks[0][1] = d.Tricks[0][0] // duplicate-card: the play has violations, the cell is written
			}
		case 1: // Kontermatsch: another column took every trick
			d.Points = make([]int, cols)
			d.Match = (side + 1 + rng.IntN(cols-1)) % cols
			d.Points[d.Match] = DealPoints
		default:
			d.Points = make([]int, cols)
			left := DealPoints
			for col := range cols - 1 {
				d.Points[col] = rng.IntN(left + 1)
				left -= d.Points[col]
			}
			d.Points[cols-1] = left
		}
		if ds := s.Add(d); !ds.Filled {
			t.Fatalf("a random deal was refused: %v", ds.Violations)
		}
		deals = append(deals, d)
	}
	last := deals[len(deals)-1]
	last.Vorhand = s.NextVorhand()
	return append(deals, last) // row-filled and side-mismatch: violations, nothing written
}

func coiffeurCloneCase(t testing.TB, name string, r Rules, players int, seed uint64) CloneCase {
	rng := rand.New(rand.NewPCG(seed, 9))
	deals := randomCoiffeurDeals(t, r, players, rng)
	return CloneCase{
		Name: fmt.Sprintf("coiffeur %s, %d players, seed %d", name, players, seed), Deals: len(deals),
		State: func(k int) any {
			s := cfSheet(t, r.clone(), players)
			for _, d := range deals[:k] {
				s.Add(d)
			}
			return s
		},
		Add:   func(st any, i int) { st.(*CoiffeurSheet).Add(deals[i]) },
		Clone: func(st any) any { return st.(*CoiffeurSheet).Clone() },
	}
}

// randomDifferenzlerDeals is an evening of n deals, card by card or as points, one of them early
// left without points (pending-not-last, a violation added to an earlier deal) and the last one
// pending.
func randomDifferenzlerDeals(r Rules, players, n int, rng *rand.Rand) []DifferenzlerDeal {
	deals := make([]DifferenzlerDeal, n)
	for k := range deals {
		d := DifferenzlerDeal{Dealer: k % players, Predictions: make([]int, players)}
		for p := range players {
			d.Predictions[p] = rng.IntN(DealPoints + 1)
		}
		d.Trump, d.Tricks = dzRandomDeal(rng, players, d.Dealer, r)
		switch {
		case k == 2 || k == n-1:
			d.Tricks = nil
		case k == 0:
			d.Tricks[0][1] = d.Tricks[0][0] // duplicate-card: the play has violations
		case k%2 == 1:
			d.Points = CheckPlay(Play{Contract: TrumpContract(Suit(d.Trump)), Leader: (d.Dealer + 1) % players, Players: players, Tricks: d.Tricks}, r).Points
			d.Tricks = nil
		}
		deals[k] = d
	}
	return deals
}

func differenzlerCloneCase(t testing.TB, name string, players, n int, seed uint64) CloneCase {
	// Differenzler ignores rows; they are set so that the walk covers the rules' every field.
	r := dzRules(t, name, func(r *Rules) { r.Rows = DefaultRows() })
	rng := rand.New(rand.NewPCG(seed, 10))
	deals := randomDifferenzlerDeals(r, players, n, rng)
	return CloneCase{
		Name: fmt.Sprintf("differenzler %s, %d players, %d deals, seed %d", name, players, n, seed), Deals: n,
		State: func(k int) any {
			s := dzSheet(t, r.clone(), players)
			for _, d := range deals[:k] {
				s.Add(d)
			}
			return s
		},
		Add:   func(st any, i int) { st.(*DifferenzlerSheet).Add(deals[i]) },
		Clone: func(st any) any { return st.(*DifferenzlerSheet).Clone() },
	}
}

// cloneSeed is the seed of the random games; each game logs its own.
func cloneSeed(t *testing.T) uint64 {
	seed := rand.Uint64()
	t.Logf("seed %d", seed)
	return seed
}

func TestCloneSchieber(t *testing.T) {
	filled := map[string]bool{}
	for _, name := range PresetNames(Schieber) {
		for _, n := range []int{12, 40} {
			seed := cloneSeed(t)
			for f := range CheckClone(t, schieberCloneCase(t, name, n, seed)) {
				filled[f] = true
			}
		}
	}
	fillCoverage(t, &SchieberState{}, filled)
}

func TestCloneCoiffeur(t *testing.T) {
	filled := map[string]bool{}
	variants := []struct {
		name    string
		players int
		change  func(*Rules)
	}{
		{"seed teams", 4, nil},
		{"teams, toPartner, creditOpponents", 4, func(r *Rules) {
			r.CoiffeurPassing, r.CoiffeurKontermatsch = PassingToPartner, KontermatschCredit
		}},
		{"solo", 4, func(r *Rules) { r.Solo = true }},
		{"solo, creditOpponents", 3, func(r *Rules) { r.Solo, r.CoiffeurKontermatsch = true, KontermatschCredit }},
		{"negative, full points", 4, func(r *Rules) { r.CoiffeurKontermatsch, r.CoiffeurPoints = KontermatschNegative, CoiffeurFull }},
	}
	for _, v := range variants {
		seed := cloneSeed(t)
		for f := range CheckClone(t, coiffeurCloneCase(t, v.name, cfRules(t, v.change), v.players, seed)) {
			filled[f] = true
		}
	}
	fillCoverage(t, &CoiffeurSheet{}, filled)
}

func TestCloneDifferenzler(t *testing.T) {
	filled := map[string]bool{}
	for _, name := range PresetNames(Differenzler) {
		for _, players := range []int{3, 4} {
			seed := cloneSeed(t)
			for f := range CheckClone(t, differenzlerCloneCase(t, name, players, 18, seed)) {
				filled[f] = true
			}
		}
	}
	fillCoverage(t, &DifferenzlerSheet{}, filled)
}

// The alias walk itself: it finds a field shared on purpose, at any depth and in unexported
// fields, and the coverage check names a reference field no game filled in.
func TestCloneAliasWalkFindsSharing(t *testing.T) {
	c := differenzlerCloneCase(t, "seed", 4, 6, 1)
	orig := c.State(6).(*DifferenzlerSheet)
	for _, share := range []struct {
		field string
		do    func(cl *DifferenzlerSheet)
	}{
		{".Totals", func(cl *DifferenzlerSheet) { cl.Totals = orig.Totals }},
		{".Rules.Multipliers", func(cl *DifferenzlerSheet) { cl.Rules.Multipliers = orig.Rules.Multipliers }},
		{".Deals[0].Play", func(cl *DifferenzlerSheet) { cl.Deals[0].Play = orig.Deals[0].Play }},
		{".Deals[0].Play.Tricks[1].Cards", func(cl *DifferenzlerSheet) { cl.Deals[0].Play.Tricks[1].Cards = orig.Deals[0].Play.Tricks[1].Cards[:1] }},
		{".predictions[3]", func(cl *DifferenzlerSheet) { cl.predictions[3] = orig.predictions[3] }},
	} {
		cl := orig.Clone()
		share.do(cl)
		got := aliases(orig, cl, map[string]bool{})
		if len(got) != 1 || !strings.HasSuffix(got[0], share.field) {
			t.Errorf("sharing %s: the walk reports %v", share.field, got)
		}
	}
	type later struct {
		Sheet *DifferenzlerSheet
		Extra []int
	}
	filled := map[string]bool{}
	aliases(&later{Sheet: orig}, &later{Sheet: orig.Clone()}, filled)
	if got := unfilled(&later{}, filled); !slices.Equal(got, []string{"later.Extra"}) {
		t.Errorf("the coverage check names %v, want [later.Extra]", got)
	}
}
