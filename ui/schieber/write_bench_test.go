package schieber

import (
	"encoding/json"
	"os"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"github.com/jasstafel/jasstafel/gamefile"
	"github.com/jasstafel/jasstafel/persistence"
	"github.com/jasstafel/jasstafel/tally"
	"github.com/jasstafel/jasstafel/ui/internal/gamehost"
	"github.com/jasstafel/jasstafel/ui/internal/uitest"
)

// rotatedDeal is round r, a deal played card by card, played again with every seat moved on by
// k: the same tricks, led from Vorhand + k, and the Weis and Stöck of the seats k further.
func rotatedDeal(r gamefile.Round, k int) gamefile.Round {
	seat := func(p *int) *int {
		if p == nil {
			return nil
		}
		s := (*p + k) % 4
		return &s
	}
	r.Vorhand, r.Stoeck = seat(r.Vorhand), seat(r.Stoeck)
	weis := make([]gamefile.WeisEntry, len(r.Weis))
	for i, w := range r.Weis {
		w.Seat = seat(w.Seat)
		weis[i] = w
	}
	r.Weis = weis
	return r
}

// benchButton is the enabled shown button labelled label, or whose label starts with it.
func benchButton(b *testing.B, u *gamehost.App, label string, prefix bool) uitest.TapTarget {
	b.Helper()
	for _, o := range uitest.OnScreen(u.Win) {
		if text, x, ok := uitest.ButtonText(o); ok && !x.Disabled() && (text == label || prefix && strings.HasPrefix(text, label)) {
			return x
		}
	}
	b.Fatalf("no button %q on screen; it shows %q", label, uitest.Texts(u.Win))
	return nil
}

// BenchmarkWriteDealAfter30 writes the 31st deal of a Schieber game through the screen: the
// player types Obenabe 63 and taps Write, which writes the deal to the store and shows the game
// as it then stands. The 30 deals before were played card by card, with Weis and Stöck. Only
// the tap on Write is timed; Undo takes the deal back between writes. It reports the median
// (ns/write), and the median of the screen taking a new view of the 30 deals (ns/load: what the
// screen adds to the store's write, without the disk's sync).
func BenchmarkWriteDealAfter30(b *testing.B) {
	data, err := os.ReadFile("../../examples/schieber-two-deals.json")
	if err != nil {
		b.Fatal(err)
	}
	var f gamefile.File
	if err := json.Unmarshal(data, &f); err != nil || len(f.Rounds) == 0 || f.Rounds[0].Tricks == nil {
		b.Fatalf("the example's first deal, played card by card: %v", err)
	}
	s := gamehost.TempStore(b)
	rules, _ := json.Marshal(map[string]any{"preset": "seed", "finish": "fixedDeals", "deals": 100})
	id, err := s.Create(persistence.NewGame{Mode: tally.Schieber, Players: []string{"Anna", "Beat", "Cla", "Dora"}, Rules: rules})
	if err != nil {
		b.Fatal(err)
	}
	for k := range 30 {
		if _, err := s.AddRound(id, rotatedDeal(f.Rounds[0], k%4)); err != nil {
			b.Fatal(err)
		}
	}
	u := gamehost.NewApp(b, nil, s, landscape, New) // closes its window before the store closes
	if err := u.OpenGame(id); err != nil {
		b.Fatal(err)
	}
	var times, loads []time.Duration
	for b.Loop() {
		b.StopTimer()
		test.Tap(benchButton(b, u, "Obenabe", true))
		test.Tap(benchButton(b, u, "6", false))
		test.Tap(benchButton(b, u, "3", false))
		write := benchButton(b, u, "Write", false)
		b.StartTimer()
		start := time.Now()
		test.Tap(write)
		times = append(times, time.Since(start))
		b.StopTimer()
		if v, err := s.Load(id); err != nil || len(v.File.Rounds) != 31 {
			b.Fatalf("after the write: %v", err)
		}
		test.Tap(benchButton(b, u, "Undo", false))

		// The screen's own part of a write: taking the new view of the 30 deals.
		v, err := s.Load(id)
		if err != nil {
			b.Fatal(err)
		}
		start = time.Now()
		u.Current.(*Screen).Load(v)
		loads = append(loads, time.Since(start))
		b.StartTimer()
	}
	b.ReportMetric(float64(uitest.Median(times).Nanoseconds()), "ns/write")
	b.ReportMetric(float64(uitest.Median(loads).Nanoseconds()), "ns/load")
}
