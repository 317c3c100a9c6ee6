package ui

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"slices"
	"testing"
	"time"

	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/widget"

	"github.com/jasstafel/jasstafel/live"
	"github.com/jasstafel/jasstafel/ui/internal/fakestore"
	"github.com/jasstafel/jasstafel/ui/internal/uitest"
)

// The web app opened without a relay: "Show on phones" offers no server of its own (a browser
// cannot serve) and says how to start a relay.
func TestShowOnPhonesOnTheWebWithoutARelaySaysHow(t *testing.T) {
	eachService(t, func(t *testing.T, svc Service) {
		u := newUIOn(t, nil, svc, landscape)
		u.ShareThroughRelay(nil)
		u.ShowHome()
		uitest.TapButton(t, u.win, shareHeaderButton(t, u), "Show on phones")
		if !shows(u.win, "Start jasstafel serve --live on a laptop and open the tablet address it prints.") {
			t.Errorf("the dialog does not say how to get a relay: %q", shownTexts(u.win))
		}
		for _, o := range onScreen(u.win) {
			if _, ok := o.(*widget.Select); ok {
				t.Error("the web app offers an address to serve on")
			}
		}
		if shows(u.win, "http://") || shows(u.win, "Stop showing") {
			t.Errorf("an address without a relay: %q", shownTexts(u.win))
		}
		tap(t, u.win, "Close")
	})
}

// The web app opened with a relay's publish token: every write goes to the relay, and "Show on
// phones" shows the relay's guests' address, its QR code and the phones that follow.
func TestShowOnPhonesOnTheWebShowsTheRelaysGuestsAddress(t *testing.T) {
	eachService(t, func(t *testing.T, svc Service) {
		relay, ts := newRelay(t)
		guests := ts.URL + relay.GuestsPath()

		u := newUIOn(t, nil, svc, landscape)
		c := live.RelayClient{Base: ts.URL, Token: relay.PublishToken()}
		u.ShareThroughRelay(live.NewPublisher(c.Post, c.Ask, t.Logf))
		id := createGame(t, svc, "seed", []string{"Anna", "Beat", "Cla", "Dora"}, 2)
		if err := u.OpenGame(id); err != nil {
			t.Fatal(err)
		}
		tap(t, u.win, "Obenabe ×3")
		tapDigits(t, u.win, "42")
		tap(t, u.win, "Write")
		v, err := svc.Load(id)
		if err != nil {
			t.Fatal(err)
		}
		var f live.Frame
		deadline := time.Now().Add(5 * time.Second)
		for f.Deals != 3 {
			if time.Now().After(deadline) {
				t.Fatalf("the written deal did not reach the guests: %+v", f)
			}
			time.Sleep(10 * time.Millisecond)
			res, err := http.Get(guests + "frame")
			if err != nil {
				t.Fatal(err)
			}
			json.NewDecoder(res.Body).Decode(&f)
			res.Body.Close()
		}
		if f.Game != uint64(id) || !slices.Equal(f.Totals, v.Report().Totals) {
			t.Errorf("the guests see game %d %v, the store %d %v", f.Game, f.Totals, id, v.Report().Totals)
		}
		// The guests' page speaks the players' language, as the window app's own page does.
		if w := relayWords(t, guests); w.Lang != "en" || w.Text["mode.schieber"] != "Schieber" || w.Text["waiting"] == "" {
			t.Errorf("the guests' page has the words %+v", w)
		}

		u.ShowHome()
		if b := shareHeaderButton(t, u); b.Importance != widget.HighImportance {
			t.Error("the home screen's button does not stand out with a relay")
		}
		uitest.TapButton(t, u.win, shareHeaderButton(t, u), "Show on phones")
		deadline = time.Now().Add(5 * time.Second)
		for !shows(u.win, guests) {
			if time.Now().After(deadline) {
				t.Fatalf("the dialog does not show the guests' address %s: %q", guests, shownTexts(u.win))
			}
			time.Sleep(20 * time.Millisecond)
		}
		if !shows(u.win, "0 phones follow the game") {
			t.Errorf("no count of phones: %q", shownTexts(u.win))
		}
		var qr *canvas.Image
		for _, o := range onScreen(u.win) {
			if img, ok := o.(*canvas.Image); ok && img.Visible() && img.Image != nil && img.Image.Bounds().Dx() == shareQRSize {
				qr = img
			}
		}
		if qr == nil {
			t.Error("no QR code of the guests' address")
		}
		tap(t, u.win, "Close")
	})
}

// relayWords are the words the guests' page at guests takes (texts.json).
func relayWords(t *testing.T, guests string) live.Words {
	t.Helper()
	res, err := http.Get(guests + "texts.json")
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	var w live.Words
	if err := json.NewDecoder(res.Body).Decode(&w); err != nil {
		t.Fatal(err)
	}
	return w
}

// A language chosen in Settings reaches the guests' page with the next deal written.
func TestTheRelaysPageFollowsTheLanguageChosen(t *testing.T) {
	languageSwitchable(t)
	relay, ts := newRelay(t)
	svc := fakestore.New()
	u := newUIOn(t, nil, svc, landscape)
	c := live.RelayClient{Base: ts.URL, Token: relay.PublishToken()}
	u.ShareThroughRelay(live.NewPublisher(c.Post, c.Ask, t.Logf))
	id := createGame(t, svc, "seed", []string{"Anna", "Beat", "Cla", "Dora"}, 1)
	u.ShowSettings()
	uitest.Choose(t, u.win, "As the system", "Deutsch")
	if err := u.OpenGame(id); err != nil {
		t.Fatal(err)
	}
	tap(t, u.win, "Obenabe ×3")
	tapDigits(t, u.win, "42")
	tap(t, u.win, "Schreiben")
	guests := ts.URL + relay.GuestsPath()
	deadline := time.Now().Add(5 * time.Second)
	for w := relayWords(t, guests); w.Lang != "de" || w.Text["row.D"] != "Ecken"; w = relayWords(t, guests) {
		if time.Now().After(deadline) {
			t.Fatalf("the guests' page has the words %+v after a deal written in German", w)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// newRelay is a relay on the loopback address, as `jasstafel serve --live` runs one beside the
// web app, closed with the test.
func newRelay(t *testing.T) (*live.Relay, *httptest.Server) {
	t.Helper()
	relay, err := live.NewRelay(live.NewHub(0))
	if err != nil {
		t.Fatal(err)
	}
	ts := httptest.NewServer(relay)
	t.Cleanup(func() { relay.Close(); ts.Close() })
	return relay, ts
}
