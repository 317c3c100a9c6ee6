package persistence

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"slices"
	"strings"
	"testing"

	"github.com/jasstafel/jasstafel/gamefile"
	"github.com/jasstafel/jasstafel/tally"
)

// busyGame plays a game with every kind of action and returns its id.
func busyGame(t *testing.T, s *Store) GameID {
	t.Helper()
	id, err := s.Create(NewGame{Mode: tally.Schieber, Players: []string{"Anna", "Beat & Co", "Cla <3", "Dora"}, Rules: json.RawMessage(`{"preset":"swisslos","berg":"points100"}`)})
	if err != nil {
		t.Fatal(err)
	}
	steps := []func() (*GameView, error){
		func() (*GameView, error) { return s.AddRound(id, deal(0, 100)) },
		func() (*GameView, error) { return s.AddRound(id, tv6Round(t)) },
		func() (*GameView, error) { return s.AddRound(id, deal(2, 57)) },
		func() (*GameView, error) { return s.ReplaceRound(id, 0, deal(0, 101)) },
		func() (*GameView, error) { return s.ChangePlayers(id, []string{"Anna", "Beat & Co", "Cla <3", "Eva"}) },
		func() (*GameView, error) { id = changeRules(t, s, id, `{"preset":"simple"}`); return s.Load(id) },
		func() (*GameView, error) { return s.RemoveRound(id, 2) },
		func() (*GameView, error) { return s.Undo(id) },
		func() (*GameView, error) { return s.Undo(id) },
		func() (*GameView, error) { return s.Redo(id) },
		func() (*GameView, error) { return s.SetFinished(id, true) },
		func() (*GameView, error) { return s.Undo(id) },
	}
	for i, f := range steps {
		if _, err := f(); err != nil {
			t.Fatalf("step %d: %v", i, err)
		}
	}
	return id
}

func TestExportImportExportIsIdentical(t *testing.T) {
	s, _ := openTest(t)
	id := busyGame(t, s)
	first, err := s.Export(id)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.HasSuffix(first, []byte("}\n")) || !bytes.HasPrefix(first, []byte("{\n  \"format\": \"jasstafel/1\",\n")) {
		t.Errorf("not indented by two spaces with a final newline:\n%s", first)
	}
	if !bytes.Contains(first, []byte(`"Beat & Co"`)) || !bytes.Contains(first, []byte(`"Cla <3"`)) {
		t.Error("names are escaped")
	}
	if _, err := gamefile.Decode(first); err != nil {
		t.Fatalf("the export is not a valid game file: %v", err)
	}
	again, err := s.Export(id)
	if err != nil || !bytes.Equal(first, again) {
		t.Error("two exports of the same game differ")
	}
	// Into another database: the same document, and the same undo history behind it.
	s2, _ := openTest(t)
	id2, err := s2.Import(first)
	if err != nil {
		t.Fatal(err)
	}
	second, _ := s2.Export(id2)
	if !bytes.Equal(first, second) {
		t.Fatalf("export → import → export differs:\n%s\n---\n%s", first, second)
	}
	a, _ := s.Load(id)
	b, _ := s2.Load(id2)
	if a.CanUndo != b.CanUndo || a.CanRedo != b.CanRedo || !slices.Equal(a.Report().Totals, b.Report().Totals) || !a.Created.Equal(b.Created) {
		t.Errorf("imported game: undo %v/%v redo %v/%v totals %v/%v", a.CanUndo, b.CanUndo, a.CanRedo, b.CanRedo, a.Report().Totals, b.Report().Totals)
	}
	// Undoing all the way in both gives the same games at every step, down to the setup.
	for i := 0; ; i++ {
		va, errA := s.Undo(id)
		vb, errB := s2.Undo(id2)
		if (errA == nil) != (errB == nil) {
			t.Fatalf("undo %d: %v / %v", i, errA, errB)
		}
		if errA != nil {
			if !errors.Is(errA, ErrNothingToUndo) || i < 5 {
				t.Fatalf("undo %d: %v", i, errA)
			}
			break
		}
		if !slices.Equal(firstPoints(va), firstPoints(vb)) || !slices.Equal(va.File.Players, vb.File.Players) || va.Game.Rules.Preset != vb.Game.Rules.Preset {
			t.Fatalf("undo %d: %v %q %s / %v %q %s", i, firstPoints(va), va.File.Players, va.Game.Rules.Preset, firstPoints(vb), vb.File.Players, vb.Game.Rules.Preset)
		}
	}
	// Within the same database too.
	id3, err := s.Import(first)
	if err != nil || id3 == id {
		t.Fatalf("import into the same database: %d %v", id3, err)
	}
	if third, _ := s.Export(id3); !bytes.Equal(first, third) {
		t.Error("import into the same database exports differently")
	}
}

func TestImportExamples(t *testing.T) {
	s, _ := openTest(t)
	files := exampleFiles(t)
	for _, name := range slices.Sorted(maps.Keys(files)) {
		data := readFile(t, name)
		id, err := s.Import(data)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		g, _ := gamefile.Decode(data)
		want := gamefile.Check(id.String(), g)
		v, err := s.Load(id)
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(v.Report().Totals, want.Totals) || string(v.Report().Rounds) != string(want.Rounds) || len(v.File.Rounds) != len(files[name].Rounds) {
			t.Errorf("%s: totals %v, the file gives %v", name, v.Report().Totals, want.Totals)
		}
		// A file without history gets one deal-added event per round after the setup, so that
		// undo takes back the last deal.
		if len(v.File.History) != 2+len(v.File.Rounds) || !v.CanUndo {
			t.Errorf("%s: %d events for %d rounds", name, len(v.File.History), len(v.File.Rounds))
		}
		u, err := s.Undo(id)
		if err != nil || len(u.File.Rounds) != len(v.File.Rounds)-1 {
			t.Errorf("%s: undo after import: %v", name, err)
		}
		// Round trip.
		e1, _ := s.Export(id)
		id2, err := s.Import(e1)
		if err != nil {
			t.Fatalf("%s: reimport: %v", name, err)
		}
		if e2, _ := s.Export(id2); !bytes.Equal(e1, e2) {
			t.Errorf("%s: export → import → export differs", name)
		}
	}
}

func TestImportHandWrittenHistory(t *testing.T) {
	s, _ := openTest(t)
	doc := `{"format":"jasstafel/1","mode":"schieber","players":["a","b","c","d"],"rules":{"preset":"simple"},
	 "rounds":[{"contract":"S","vorhand":0,"points":[100,57]}],
	 "history":[
	  {"seq":10,"time":"2026-11-29T19:00:00Z","kind":"deal-added","round":{"contract":"S","vorhand":0,"points":[90,67]}},
	  {"seq":20,"time":"2026-11-29T19:05:00Z","kind":"deal-replaced","index":0,"round":{"contract":"S","vorhand":0,"points":[100,57]}}]}`
	id, err := s.Import([]byte(doc))
	if err != nil {
		t.Fatal(err)
	}
	v, _ := s.Load(id)
	// The setup is built from the file's players and rules, and the seqs are renumbered.
	if len(v.File.History) != 4 || v.File.History[0].Kind != gamefile.EventPlayersChanged || v.File.History[3].Seq != 4 {
		t.Fatalf("history %+v", v.File.History)
	}
	if v.Game.Rules.Preset != "simple" || v.Report().Totals[0] != 100 {
		t.Errorf("rules %s totals %v", v.Game.Rules.Preset, v.Report().Totals)
	}
	if !v.Created.Equal(v.File.History[2].Time) || !v.Updated.Equal(v.File.History[3].Time) {
		t.Errorf("created %v updated %v", v.Created, v.Updated)
	}
	v, _ = s.Undo(id)
	if v.File.Rounds[0].Points[0] != 90 {
		t.Errorf("undo of the edit: %v", v.File.Rounds[0].Points)
	}
}

// dbState is everything a database shows: the file's bytes and every game's export.
func dbState(t *testing.T, s *Store) string {
	t.Helper()
	var b strings.Builder
	l, err := s.List(0, true)
	if err != nil {
		t.Fatal(err)
	}
	for _, x := range l {
		e, err := s.Export(x.ID)
		if err != nil {
			t.Fatal(err)
		}
		fmt.Fprintf(&b, "%+v\n%s\n", x, e)
	}
	return b.String()
}

func TestRefusedImportsLeaveTheDatabaseAsItWas(t *testing.T) {
	s, _ := openTest(t)
	id := busyGame(t, s)
	good, _ := s.Export(id)
	with := func(edit func(m map[string]any)) []byte {
		var m map[string]any
		json.Unmarshal(good, &m)
		edit(m)
		b, _ := json.Marshal(m)
		return b
	}
	history := func(m map[string]any) []any { return m["history"].([]any) }
	event := func(m map[string]any, i int) map[string]any { return history(m)[i].(map[string]any) }

	huge := append([]byte(`{"format":"jasstafel/1","mode":"schieber","players":["a","b","c","d"],"rounds":[],"x":"`), bytes.Repeat([]byte("a"), gamefile.MaxFileSize)...)
	huge = append(huge, `"}`...)
	cases := []struct {
		name string
		doc  []byte
		want string
	}{
		{"over 4 MiB", huge, "at most 4 MiB"},
		{"deeply nested", []byte(`{"format":"jasstafel/1","mode":"schieber","players":["a","b","c","d"],"rules":{"rows":` + strings.Repeat("[", 40) + strings.Repeat("]", 40) + `},"rounds":[]}`), "nested deeper than 32 levels"},
		{"huge string", []byte(`{"format":"jasstafel/1","mode":"schieber","players":["` + strings.Repeat("x", 5000) + `","b","c","d"],"rounds":[]}`), "a text of 5000 bytes"},
		{"huge number", []byte(`{"format":"jasstafel/1","mode":"schieber","players":["a","b","c","d"],"rounds":[{"contract":"H","vorhand":0,"points":[` + strings.Repeat("9", 40) + `,57]}]}`), "a number of 40 digits"},
		{"huge object", []byte(`{"format":"jasstafel/1","mode":"schieber","players":["a","b","c","d"],"rules":{"multipliers":{` + manyKeys(500) + `}},"rounds":[]}`), "more than 100 keys"},
		{"unknown format", []byte(`{"format":"jasstafel/2","mode":"schieber","players":["a","b","c","d"],"rounds":[]}`), `unknown format version "jasstafel/2"`},
		{"not json", []byte(`Anna 120`), "line 1"},
		{"bad card", with(func(m map[string]any) {
			m["rounds"].([]any)[1].(map[string]any)["tricks"].([]any)[0].([]any)[1] = "CX"
		}), `rounds[1].tricks[0][1]: invalid card "CX"`},
		{"history does not give the rounds", with(func(m map[string]any) {
			m["rounds"].([]any)[0].(map[string]any)["points"] = []any{102, 55}
		}), "history: replaying the history gives a round 0 different from rounds[0]"},
		{"impossible history", with(func(m map[string]any) {
			event(m, 5)["index"] = 7
		}), "history[5]: deal-replaced (seq 6): index 7 is out of range (rounds 0..2)"},
		{"undo of the setup", with(func(m map[string]any) {
			m["history"] = append(history(m)[:2], map[string]any{"seq": 3, "kind": "undo", "time": "2026-11-29T19:00:00Z"}, map[string]any{"seq": 4, "kind": "redo", "time": "2026-11-29T19:00:00Z"})
			m["rounds"] = []any{}
		}), "history[2]: undo (seq 3) would take back the game's setup"},
		{"a bad round that was removed later", with(func(m map[string]any) {
			h := history(m)
			bad := map[string]any{"seq": 100, "kind": "deal-added", "time": "2026-11-29T19:00:00Z", "round": map[string]any{"contract": "Z", "vorhand": 0, "points": []any{1, 156}}}
			rm := map[string]any{"seq": 101, "kind": "deal-removed", "time": "2026-11-29T19:00:00Z", "index": 3}
			m["history"] = append(h, bad, rm)
		}), `history[14].round.contract: unknown contract "Z"`},
		{"history leaves other players", with(func(m map[string]any) {
			m["players"] = []any{"Anna", "Beat & Co", "Cla <3", "Fritz"}
		}), `history: it leaves the players ["Anna" "Beat & Co" "Cla <3" "Eva"], but the file's players are ["Anna" "Beat & Co" "Cla <3" "Fritz"]`},
		{"history leaves other rules", with(func(m map[string]any) {
			m["rules"] = map[string]any{"preset": "appenzeller"}
		}), "history: the rules it leaves are not the file's rules"},
		{"three players in the history", with(func(m map[string]any) {
			event(m, 0)["players"] = []any{"a", "b", "c"}
		}), "history[0]: players: a Schieber game has four players"},
		{"bad rules in the history", with(func(m map[string]any) {
			event(m, 1)["rules"] = map[string]any{"target": 1}
		}), "history[1]: rules.target: 1 is outside 500..5000"},
	}
	before := dbState(t, s)
	raw := readFile(t, s.Path())
	mtime := mtimeOf(t, s.Path())
	for _, c := range cases {
		_, err := s.Import(c.doc)
		if err == nil {
			t.Errorf("%s: imported", c.name)
			continue
		}
		if !errors.Is(err, ErrInvalid) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v (want %q)", c.name, err, c.want)
		}
	}
	unchanged(t, s.Path(), raw, mtime)
	if after := dbState(t, s); after != before {
		t.Error("the database shows something else after the refused imports")
	}
	// The same document without the fault imports.
	if _, err := s.Import(good); err != nil {
		t.Errorf("the good document: %v", err)
	}
}

func manyKeys(n int) string {
	keys := make([]string, n)
	for i := range keys {
		keys[i] = fmt.Sprintf(`"k%d":1`, i)
	}
	return strings.Join(keys, ",")
}

// All games as one file and back: the games not in the bin, oldest first, each with its
// history; a second store that imports the file holds the same games, and exports the same
// file. A single game's file is taken too.
func TestExportAllImportFileRoundTrip(t *testing.T) {
	s, _ := openTest(t)
	busyGame(t, s)
	second := newSchieber(t, s)
	if _, err := s.AddRound(second, deal(1, 80)); err != nil {
		t.Fatal(err)
	}
	binned := newSchieber(t, s)
	if err := s.Delete(binned); err != nil {
		t.Fatal(err)
	}
	all, err := s.ExportAll()
	if err != nil {
		t.Fatal(err)
	}
	var c struct {
		Format string
		Games  []json.RawMessage
	}
	list, err := s.List(0, false)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(all, &c); err != nil || c.Format != CollectionFormat || len(c.Games) != len(list) || len(list) < 2 {
		t.Fatalf("the file of all games: %v, format %q, %d games of %d:\n%s", err, c.Format, len(c.Games), len(list), all)
	}
	for i, g := range slices.Backward(list) {
		if g.ID == binned {
			t.Fatal("the game in the bin is in the file")
		}
		want, _ := s.Export(g.ID)
		i = len(list) - 1 - i
		var got, wanted any
		json.Unmarshal(c.Games[i], &got)
		json.Unmarshal(want, &wanted)
		if !reflectEqualJSON(got, wanted) {
			t.Errorf("game %d of the file is not the export of game %d", i+1, g.ID)
		}
	}

	s2, _ := openTest(t)
	ids, err := s2.ImportFile(all)
	if err != nil || len(ids) != len(list) {
		t.Fatalf("ImportFile: %v, %v", ids, err)
	}
	again, err := s2.ExportAll()
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(again, all) {
		t.Errorf("exported again, the file differs:\n%s\nwas:\n%s", again, all)
	}
	one, _ := s.Export(second)
	ids, err = s2.ImportFile(one)
	if err != nil || len(ids) != 1 {
		t.Fatalf("ImportFile of one game: %v, %v", ids, err)
	}
	if got, _ := s2.Export(ids[0]); !bytes.Equal(got, one) {
		t.Errorf("the single game came back as\n%s", got)
	}
}

func reflectEqualJSON(a, b any) bool {
	x, _ := json.Marshal(a)
	y, _ := json.Marshal(b)
	return bytes.Equal(x, y)
}

// A file of games with one game that is refused adds none, and says which game and why; so
// does a file of games that is not one.
func TestImportFileRefusesAllOrNothing(t *testing.T) {
	s, _ := openTest(t)
	busyGame(t, s)
	newSchieber(t, s)
	all, err := s.ExportAll()
	if err != nil {
		t.Fatal(err)
	}
	before := dbState(t, s)
	var c map[string]any
	json.Unmarshal(all, &c)
	games := c["games"].([]any)
	games[1].(map[string]any)["players"] = []any{"Anna", "Anna", "Cla", "Dora"}
	broken, _ := json.Marshal(c)
	cases := map[string]struct {
		data []byte
		want string
	}{
		"a refused second game": {broken, fmt.Sprintf("game 2 of %d in the file", len(games))},
		"an unknown field":      {[]byte(`{"format":"jasstafel-games/1","games":[],"extra":1}`), "cannot be read"},
		"not a list of games":   {[]byte(`{"format":"jasstafel-games/1","games":{}}`), "cannot be read"},
		"not JSON":              {[]byte("Anna;Beat"), ""},
		"too large":             {bytes.Repeat([]byte(" "), MaxCollectionSize+1), "up to 64 MiB"},
	}
	for name, tc := range cases {
		ids, err := s.ImportFile(tc.data)
		if err == nil || !errors.Is(err, ErrInvalid) || !strings.Contains(err.Error(), tc.want) || ids != nil {
			t.Errorf("%s: got %v, %v; want a refusal saying %q", name, ids, err, tc.want)
		}
		if after := dbState(t, s); after != before {
			t.Errorf("%s: the refused file changed the database", name)
		}
	}
	ids, err := s.ImportFile([]byte(`{"format":"jasstafel-games/1","games":[]}`))
	if err != nil || len(ids) != 0 {
		t.Errorf("a file of no games: %v, %v", ids, err)
	}
}

// The limits of a file read are exact: a document at each limit is read on, one past it is
// refused (nesting, a text's bytes, a number's digits, an object's keys, a list's items).
func TestPrescanLimitsAreExact(t *testing.T) {
	object := func(n int) string {
		var b strings.Builder
		b.WriteString("{")
		for i := range n {
			if i > 0 {
				b.WriteString(",")
			}
			fmt.Fprintf(&b, `"k%d":0`, i)
		}
		return b.String() + "}"
	}
	list := func(n int) string { return "[" + strings.TrimSuffix(strings.Repeat("0,", n), ",") + "]" }
	for _, c := range []struct {
		what          string
		at, pastLimit string
	}{
		{"nesting", strings.Repeat("[", MaxDepth) + strings.Repeat("]", MaxDepth), strings.Repeat("[", MaxDepth+1) + strings.Repeat("]", MaxDepth+1)},
		{"a text", `["` + strings.Repeat("x", MaxStringBytes) + `"]`, `["` + strings.Repeat("x", MaxStringBytes+1) + `"]`},
		{"a number", "[" + strings.Repeat("1", MaxNumberDigits) + "]", "[" + strings.Repeat("1", MaxNumberDigits+1) + "]"},
		{"an object", object(MaxObjectMembers), object(MaxObjectMembers + 1)},
		{"a list", list(MaxListItems), list(MaxListItems + 1)},
	} {
		if err := prescan([]byte(c.at)); err != nil {
			t.Errorf("%s at its limit refused: %v", c.what, err)
		}
		if err := prescan([]byte(c.pastLimit)); err == nil {
			t.Errorf("%s past its limit read on", c.what)
		}
	}
	// The refusal names the line.
	if err := prescan([]byte("[\n1,\n\"" + strings.Repeat("x", MaxStringBytes+1) + "\"]")); err == nil || !strings.HasPrefix(err.Error(), "line 3: ") {
		t.Errorf("a text too long on line 3: %v", err)
	}
}
