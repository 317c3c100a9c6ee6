package persistence

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/jasstafel/jasstafel/gamefile"
	"github.com/jasstafel/jasstafel/tally"
)

// gameState is a game held in memory between actions: its record, its log, the log applied, the
// rounds decoded under the resolved rules and the engine's running score. Appending a deal then
// costs the decoding and scoring of that deal only. Only the Store's methods touch it, under
// Store.mu; a failed action drops it from the cache, and the next one loads it again.
type gameState struct {
	rec    gameRecord
	events []gamefile.Event
	hist   gamefile.History

	// pub is a second copy of the log for the views, replayed by pubHist: callers get its
	// rounds, shared between their views, while the store decodes only its private copy, so
	// that nothing a caller does to a view can change what the store computes.
	pub     []gamefile.Event
	pubHist gamefile.History

	players  []string        // the players as the history states them
	rules    json.RawMessage // the rules as the history states them
	resolved json.RawMessage // the same, resolved: what the file shows
	game     *gamefile.Game
	score    gamefile.Score // the engine's running score; its summary agrees with gamefile.Check
}

// work counts the store's decoding and scoring, so that tests can hold a write to the work of its
// one deal: deals decoded and scored, full replays (every deal of a game decoded and scored
// again), check reports made and bbolt write transactions run.
var work struct {
	decoded, scored, replays, reports, updates atomic.Int64
}

func countWork(c *atomic.Int64, n int) { c.Add(int64(n)) }

// apply applies one more event to the log in memory; on error nothing changes.
func (gs *gameState) apply(e gamefile.Event) error {
	if err := gs.hist.Apply(e); err != nil {
		return err
	}
	gs.events = append(gs.events, e)
	pe := cloneEvent(e)
	if err := gs.pubHist.Apply(pe); err != nil { // cannot fail: the same event on the same log
		return err
	}
	gs.pub = append(gs.pub, pe)
	return nil
}

// rebuild decodes and scores the state from scratch; the rules are resolved again only when the
// history changed them (or the players).
func (gs *gameState) rebuild(st gamefile.State) error {
	if st.Players == nil {
		return errors.New("the history leaves the game without players")
	}
	if len(st.Rules) == 0 {
		return errors.New("the history leaves the game without rules")
	}
	var g *gamefile.Game
	var err error
	if gs.game != nil && slices.Equal(st.Players, gs.players) && bytes.Equal(st.Rules, gs.rules) {
		g, err = gamefile.GameOf(gs.rec.Mode, gs.game.Rules, gs.game.Players, st.Rounds)
	} else if g, err = decodeStored(gs.rec.Mode, st); err == nil {
		gs.resolved, err = json.Marshal(g.Rules)
	}
	if err != nil {
		return err
	}
	gs.players, gs.rules, gs.game = st.Players, st.Rules, g
	gs.score = g.Kind().Score(g)
	countWork(&work.replays, 1)
	countWork(&work.decoded, g.Rounds())
	countWork(&work.scored, g.Rounds())
	return nil
}

// decodeStored decodes a game as its history leaves it. The names are not checked again: every
// way into the store checked them when they were written (Create, ChangePlayers, Import), and a
// game stored before a rule about names was added must still open, so that its players can
// put the names right instead of losing the game.
func decodeStored(mode tally.Game, st gamefile.State) (*gamefile.Game, error) {
	m, ok := gamefile.Lookup(mode)
	if !ok {
		return nil, fmt.Errorf("unknown mode %q", mode)
	}
	rules, err := m.ResolveRules(st.Rules)
	if err != nil {
		return nil, err
	}
	if err := m.CheckPlayers(rules, len(st.Players)); err != nil {
		return nil, err
	}
	players := make([]string, len(st.Players))
	for i, p := range st.Players {
		players[i] = strings.TrimSpace(p)
	}
	return gamefile.GameOf(mode, rules, players, st.Rounds)
}

// extend decodes and scores one more deal.
func (gs *gameState) extend(r *gamefile.Round) error {
	if err := gs.game.Extend(r); err != nil {
		return err
	}
	gs.score.Add(gs.game)
	countWork(&work.decoded, 1)
	countWork(&work.scored, 1)
	return nil
}

// snapshot is a copy of the decoded game as it stands (gamefile.Game.Copy), so that neither
// later actions nor a caller changing a deal touch the other's.
func (gs *gameState) snapshot() *gamefile.Game { return gs.game.Copy() }

// summarise copies what a listing shows into the record.
func (gs *gameState) summarise() {
	r := &gs.rec
	r.Players = slices.Clone(gs.game.Players)
	r.Finished = gs.hist.Finished()
	r.Rounds = gs.game.Rounds()
	sum := gs.score.Summary()
	r.Totals, r.Winner, r.Violations = sum.Totals, winner(sum.Winner), sum.Violations
	r.Over, r.Winners = sum.Over, sum.Winners
	r.LastSeq = gs.hist.LastSeq()
}

// file is the game's document from the store's own copy of the log, for Export: what the
// store holds, whatever callers did to their views.
func (gs *gameState) file() gamefile.File {
	created := gs.rec.Created
	f := gamefile.File{
		Format: gamefile.FormatV1, Mode: string(gs.rec.Mode),
		Players: gs.game.Players, Rules: gs.resolved,
		Rounds: gs.hist.State().Rounds, Created: &created, History: gs.events,
	}
	if f.Rounds == nil {
		f.Rounds = []gamefile.Round{}
	}
	return f
}

// view builds what the caller gets: the rounds as they stand and the history from the public
// copy of the log, and g, a snapshot of the decoded game, from which the report is made when it
// is read; the engine state is copied from the running score under mu, the store's lock, when
// read. The rounds inside are shared with the caller's other views and must not be changed;
// nothing the store holds is shared.
func (gs *gameState) view(g *gamefile.Game, mu *sync.Mutex) (*GameView, error) {
	st := gs.pubHist.State()
	undo, redo := gs.hist.Next()
	created := gs.rec.Created
	f := gamefile.File{
		Format: gamefile.FormatV1, Mode: string(gs.rec.Mode),
		Players: slices.Clone(gs.game.Players), Rules: slices.Clone(gs.resolved),
		Rounds: st.Rounds, Created: &created, History: slices.Clone(gs.pub),
	}
	if f.Rounds == nil {
		f.Rounds = []gamefile.Round{}
	}
	return &GameView{
		ID: gs.rec.ID, File: f, Game: g, report: &lazyReport{},
		engine:  &lazyEngine{mu: mu, src: gs.score, rounds: g.Rounds()},
		Created: gs.rec.Created, Updated: gs.rec.Updated,
		Finished: gs.hist.Finished(), Over: gs.rec.Over, Deleted: gs.rec.Deleted,
		CanUndo: undo > setupSeq, CanRedo: redo != 0,
	}, nil
}

func winner(w int) *int {
	if w < 0 {
		return nil
	}
	return &w
}
