package live

import (
	"bufio"
	"context"
	"io"
	"net/http"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/jasstafel/jasstafel/gamefile"
	"github.com/jasstafel/jasstafel/persistence"
	"github.com/jasstafel/jasstafel/tally"
)

func seat(i int) *int { return &i }

// write writes the next typed deal of game id to a real store and returns how long the write
// took; show, when set, follows it as the app's live view does.
func write(t *testing.T, s *persistence.Store, id persistence.GameID, deal int, show func(*persistence.GameView)) time.Duration {
	t.Helper()
	start := time.Now()
	v, err := s.AddRound(id, gamefile.Round{Contract: "H", Vorhand: seat(deal % 4), Points: []int{60 + deal%40, 97 - deal%40}})
	if err != nil {
		t.Fatal(err)
	}
	if show != nil {
		show(v)
	}
	took := time.Since(start)
	if v.Over {
		t.Fatal("the game ended during the measurement; write fewer deals")
	}
	return took
}

// pause is the rest after each measured write.
const pause = 10 * time.Millisecond

// quantile is the sample of d below which the share q of the samples lie: 0.1 the lower
// decile, 0.25 the lower quartile, 0.5 the median.
func quantile(d []time.Duration, q float64) time.Duration {
	s := slices.Clone(d)
	slices.Sort(s)
	return s[int(float64(len(s))*q)]
}

// quartile is the lower quartile of d.
func quartile(d []time.Duration) time.Duration { return quantile(d, 0.25) }

// decile is the lower decile of d.
func decile(d []time.Duration) time.Duration { return quantile(d, 0.1) }

func median(d []time.Duration) time.Duration { return quantile(d, 0.5) }

// 200 phones following the game on the loopback address see every write within a second, and
// writing a deal with them watching takes at most 10 % longer than writing it with no live view.
func TestTwoHundredViewersDoNotSlowWrites(t *testing.T) {
	if testing.Short() {
		t.Skip("measures writes; not in -short")
	}
	const viewers, deals = 200, 60
	s, err := persistence.Open(filepath.Join(t.TempDir(), "live.db"), persistence.Options{NoAutoBackup: true})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	newGame := func() persistence.GameID {
		// A high target keeps the game open through every measured write.
		id, err := s.Create(persistence.NewGame{Mode: tally.Schieber, Players: []string{"Anna", "Beat", "Cla", "Dora"},
			Rules: []byte(`{"preset":"seed","target":5000}`)})
		if err != nil {
			t.Fatal(err)
		}
		return id
	}

	hub := NewHub(viewers)
	srv, ts := newTestServer(t, hub)
	show := func(v *persistence.GameView) { hub.Show(uint64(v.ID), v.Game) }
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var seen [viewers]atomic.Int64 // per viewer: the number of deals in the newest frame read
	var wg sync.WaitGroup
	client := &http.Client{Transport: &http.Transport{MaxConnsPerHost: 0, MaxIdleConnsPerHost: viewers}}
	for i := range viewers {
		req, _ := http.NewRequestWithContext(ctx, "GET", ts.URL+srv.Path()+"events", nil)
		res, err := client.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		if res.StatusCode != 200 {
			t.Fatalf("viewer %d: %s", i, res.Status)
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			followNumber(res.Body, `"deals":`, &seen[i])
		}()
	}
	waitFor(t, func() bool { return hub.Viewers() == viewers }, "200 viewers joined")

	// Every viewer has each deal within a second of its write. Under the race detector on a
	// loaded machine 200 readers may take longer: there the wait is five seconds, and the run
	// without it (scripts/unit.sh) holds the viewers to the second.
	within := time.Second
	if raceBuild {
		within = 5 * time.Second
	}
	settle := func(deals int) {
		deadline := time.Now().Add(within)
		for i := range viewers {
			for seen[i].Load() != int64(deals) {
				if time.Now().After(deadline) {
					t.Fatalf("viewer %d shows deal %d %v after deal %d was written", i, seen[i].Load(), within, deals)
				}
				time.Sleep(time.Millisecond)
			}
		}
	}
	// Plain and watched writes alternate (ABBA), each after the viewers have the last frame and a
	// pause, as at a table where a deal is written every few minutes: a drift of the machine falls
	// on both, and what is compared is the write itself with the viewers connected.
	//
	// A write waits for the disk's fsync, which on a shared machine under load varies from one
	// write to the next by more than the 10 % measured (the lower quartiles of two runs of 60
	// writes differed by up to 1.9× with no viewers at all). The lower decile is what a write costs
	// when the disk does not keep it waiting, and it held within 8 % under the same load; the
	// samples of every round so far are pooled, so a round over the aim is measured again with
	// more samples, up to three rounds in all. A write that waited for its viewers is slower in
	// every quantile and fails every round.
	const rounds = 3
	var plain, watched []time.Duration
	for round := 1; ; round++ {
		plainGame, watchedGame := newGame(), newGame()
		for d := 1; d <= deals; d++ {
			for _, watch := range [2]bool{d%2 == 0, d%2 == 1} {
				if watch {
					watched = append(watched, write(t, s, watchedGame, d, show))
					settle(d)
				} else {
					plain = append(plain, write(t, s, plainGame, d, nil))
				}
				time.Sleep(pause)
			}
		}
		mp, mw := decile(plain), decile(watched)
		ratio := float64(mw) / float64(mp)
		t.Logf("rounds 1 to %d: write (lower decile of %d) %v alone, %v with %d viewers (%.2f×); medians %v, %v",
			round, len(plain), mp, mw, viewers, ratio, median(plain), median(watched))
		if raceBuild {
			t.Log("race detector on: the ratio is checked in the build without it (scripts/unit.sh runs this package again)")
			break
		}
		if ratio <= 1.10 {
			break
		}
		if round == rounds {
			t.Errorf("a write with %d viewers took %v, alone %v: more than 10 %% slower in %d rounds", viewers, mw, mp, rounds)
			break
		}
	}
	cancel()
	wg.Wait()
}

// followNumber reads an event stream until it ends and stores in n the number that follows key in the
// newest line that has it (a frame's deal count, a game's id), then closes the stream.
func followNumber(body io.ReadCloser, key string, n *atomic.Int64) {
	defer body.Close()
	r := bufio.NewReader(body)
	for {
		line, err := r.ReadString('\n')
		if err != nil {
			return
		}
		if _, after, ok := strings.Cut(line, key); ok {
			v := 0
			for _, c := range after {
				if c < '0' || c > '9' {
					break
				}
				v = v*10 + int(c-'0')
			}
			n.Store(int64(v))
		}
	}
}
