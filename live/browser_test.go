//go:build !js

package live

import (
	"context"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/jasstafel/jasstafel/gamefile"
	"github.com/jasstafel/jasstafel/internal/wasmbrowser"
	"github.com/jasstafel/jasstafel/persistence"
)

// joined is how the page writes totals into its body's data-totals.
func joined(totals []int) string {
	s := make([]string, len(totals))
	for i, v := range totals {
		s[i] = strconv.Itoa(v)
	}
	return strings.Join(s, ",")
}

// A phone's browser — a real headless Chromium at a phone's size — draws each example game in its
// mode's own form with the store's totals, and shows a deal written to the store within a second.
// LIVE_SCREENSHOTS=dir keeps a picture of each page.
func TestChromiumViewerFollowsTheStore(t *testing.T) {
	browser := wasmbrowser.Browser(t, "the live page's test in a browser")
	s, err := persistence.Open(filepath.Join(t.TempDir(), "live.db"), persistence.Options{NoAutoBackup: true})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	share := NewShare()
	// The page speaks the players' language: the words the app gives, English where it gives none.
	share.SetWords(Words{Lang: "de", Text: map[string]string{
		"mode.coiffeur": "Coiffeur-DE", "row.D": "Ecken", "row.joker": "Joker-DE", "live": "verbunden"}})
	url, err := share.Start("127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer share.Stop()

	// A guest's phone opens the page by the laptop's address on the local network, plain http:
	// no secure context. A name the browser maps to the loopback address gives the same.
	const lanHost = "jasstafel-laptop.test"
	url = strings.Replace(url, "127.0.0.1", lanHost, 1)
	opts := append(wasmbrowser.Options(browser, filepath.Join(t.TempDir(), "profile")), chromedp.Flag("host-resolver-rules", "MAP "+lanHost+" 127.0.0.1"))
	actx, cancel := chromedp.NewExecAllocator(context.Background(), opts...)
	defer cancel()
	ctx, cancel := chromedp.NewContext(actx)
	defer cancel()
	ctx, cancel = context.WithTimeout(ctx, 60*time.Second)
	defer cancel()
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(412, 915, chromedp.EmulateScale(2), chromedp.EmulateMobile, chromedp.EmulateTouch)); err != nil {
		t.Fatal(err)
	}
	if err := chromedp.Do(ctx, chromedp.Navigate(url)); err != nil {
		t.Fatal(err)
	}
	if secure, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`window.isSecureContext`)); err != nil || secure {
		t.Fatalf("the page at %s has a secure context (%v, %v): not what a guest's phone gets", url, secure, err)
	}
	// showing waits until the page shows totals, and returns how long that took.
	showing := func(totals string, what string) time.Duration {
		t.Helper()
		start := time.Now()
		for {
			got, err := chromedp.Run(ctx, chromedp.Evaluate[string](`document.body.dataset.totals || ""`))
			if err != nil {
				t.Fatal(err)
			}
			if got == totals {
				return time.Since(start)
			}
			if time.Since(start) > 5*time.Second {
				state, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`document.getElementById("state").textContent + " | " + document.getElementById("board").textContent.slice(0, 200)`))
				t.Fatalf("%s: the page shows totals %q, the store %q; the page says %q", what, got, totals, state)
			}
			time.Sleep(20 * time.Millisecond)
		}
	}
	files, _ := filepath.Glob("../examples/*.json")
	for _, path := range files {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		id, err := s.Import(data)
		if err != nil {
			t.Fatal(err)
		}
		v, err := s.Load(id)
		if err != nil {
			t.Fatal(err)
		}
		share.Show(uint64(id), v.Game)
		showing(joined(v.Report().Totals), path)
		// The mode's own drawing: the Z-board as SVG, the grid and the sheet as tables with a
		// row per sheet row or deal.
		svgs, err := chromedp.Run(ctx, chromedp.Evaluate[int](`document.querySelectorAll("main svg").length`))
		if err != nil {
			t.Fatal(err)
		}
		rows, err := chromedp.Run(ctx, chromedp.Evaluate[int](`document.querySelectorAll("main tbody tr").length`))
		if err != nil {
			t.Fatal(err)
		}
		var want int
		switch v.Game.Mode {
		case "schieber":
			if svgs != 1 {
				t.Errorf("%s: %d boards drawn", path, svgs)
			}
		case "coiffeur":
			want = len(v.Game.Rules.Rows)
		case "differenzler":
			want = len(v.Game.Differenzler)
		}
		if want != 0 && rows != want {
			t.Errorf("%s: %d rows on the page, want %d", path, rows, want)
		}
		words, err := chromedp.Run(ctx, chromedp.Evaluate[string](`document.documentElement.lang + "|" +
			document.getElementById("title").textContent + "|" + document.getElementById("state").textContent + "|" +
			[...document.querySelectorAll("main tbody td.name")].map(td => td.textContent).join(",")`))
		if err != nil {
			t.Fatal(err)
		}
		if !strings.HasPrefix(words, "de|") || !strings.HasSuffix(strings.SplitN(words, "|", 4)[2], "verbunden") {
			t.Errorf("%s: the page's language and state: %q", path, words)
		}
		if v.Game.Mode == "coiffeur" && !strings.Contains(words, "Coiffeur-DE ·") || v.Game.Mode == "coiffeur" && !strings.Contains(words, "|Ecken ×1,") || v.Game.Mode == "coiffeur" && !strings.Contains(words, "Joker-DE ×7") {
			t.Errorf("%s: the grid's words: %q", path, words)
		}
		if v.Game.Mode == "coiffeur" {
			// A Joker cell says which contract it was played in, as the app's grid does.
			jokers, err := chromedp.Run(ctx, chromedp.Evaluate[string](`[...document.querySelectorAll("main tbody tr")].
				filter(tr => tr.querySelector("td.name").textContent.startsWith("Joker-DE")).
				map(tr => [...tr.querySelectorAll("td:not(.name)")].map(td => td.textContent).join(",")).join(";")`))
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(jokers, "♠ ") || !strings.Contains(jokers, "↓ ") {
				t.Errorf("%s: the Joker cells do not name their contracts: %q", path, jokers)
			}
			plain, err := chromedp.Run(ctx, chromedp.Evaluate[string](`[...document.querySelectorAll("main tbody tr")][0].textContent`))
			if err != nil || strings.ContainsAny(plain, "♠♥♦♣↓↑") {
				t.Errorf("%s: a row of one contract names it in its cells: %q %v", path, plain, err)
			}
		}
		if v.Game.Mode == "schieber" && !strings.Contains(words, "|Schieber ·") {
			t.Errorf("%s: a mode without a given word keeps its English name: %q", path, words)
		}
		if dir := os.Getenv("LIVE_SCREENSHOTS"); dir != "" {
			png, err := chromedp.Run(ctx, chromedp.FullScreenshot(90))
			if err != nil {
				t.Fatal(err)
			}
			os.WriteFile(filepath.Join(dir, "live-"+strings.TrimSuffix(filepath.Base(path), ".json")+".png"), png, 0o644)
		}
	}

	// A new game, and deals written to it: each on the phone within a second of its write.
	id, err := s.Create(persistence.NewGame{Mode: "schieber", Players: []string{"Anna", "Beat", "Cla", "Dora"}})
	if err != nil {
		t.Fatal(err)
	}
	for d := range 3 {
		vorhand := d % 4
		v, err := s.AddRound(id, gamefile.Round{Contract: "S", Vorhand: &vorhand, Points: []int{90 + d, 67 - d}})
		if err != nil {
			t.Fatal(err)
		}
		share.Show(uint64(id), v.Game)
		if took := showing(joined(v.Report().Totals), "deal "+strconv.Itoa(d+1)); took > time.Second {
			t.Errorf("deal %d reached the phone after %v", d+1, took)
		}
	}
}
