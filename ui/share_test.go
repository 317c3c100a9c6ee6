package ui

import (
	"bufio"
	"encoding/json"
	"io"
	"net"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/jasstafel/jasstafel/live"
	"github.com/jasstafel/jasstafel/persistence"
	"github.com/jasstafel/jasstafel/ui/internal/fakestore"
	"github.com/jasstafel/jasstafel/ui/internal/uitest"
	"github.com/jasstafel/jasstafel/ui/kit"
)

// freePort is a loopback port nothing listens on at the moment.
func freePort(t *testing.T) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	_, port, _ := net.SplitHostPort(ln.Addr().String())
	return port
}

// shareDialog opens the live view's dialog from the home screen and sets the address.
func shareDialog(t *testing.T, u *UI, port string) {
	t.Helper()
	u.ShowHome()
	uitest.TapButton(t, u.win, shareHeaderButton(t, u), "Show on phones")
	if !shows(u.win, "Show on phones") {
		t.Fatalf("the dialog did not open: %q", shownTexts(u.win))
	}
	var host *widget.Select
	var entry *kit.DialogEntry
	for _, o := range onScreen(u.win) {
		switch x := o.(type) {
		case *widget.Select:
			host = x
		case *kit.DialogEntry:
			entry = x
		}
	}
	if host == nil || entry == nil {
		t.Fatal("no address and port in the dialog")
	}
	if !slices.Contains(host.Options, "127.0.0.1") {
		t.Fatalf("the addresses offered %v lack the loopback address", host.Options)
	}
	if !host.Disabled() {
		host.SetSelected("127.0.0.1")
		entry.SetText("")
		test.Type(entry, port)
	}
}

// shareHeaderButton is the home header's "Show on phones", with its word or (a narrow window)
// its icon alone.
func shareHeaderButton(t *testing.T, u *UI) *widget.Button {
	t.Helper()
	for _, o := range onScreen(u.win) {
		if b, ok := o.(*widget.Button); ok && b.Visible() && b.Icon != nil && b.Icon.Name() == shareIcon.Name() {
			return b
		}
	}
	t.Fatalf("no Show on phones button in the header: %q", shownTexts(u.win))
	return nil
}

// The home header names "Show on phones" in words where its buttons have room for theirs (a
// landscape tablet), and shows its phone alone where they do not (a phone), like the others.
func TestShowOnPhonesSaysWhatItDoesWhereThereIsRoom(t *testing.T) {
	u := newUIOn(t, nil, fakestore.New(), landscape)
	u.ShowHome()
	if b := shareHeaderButton(t, u); b.Text != "Show on phones" {
		t.Errorf("landscape: the button says %q", b.Text)
	}
	tap(t, u.win, "Show on phones")
	if !shows(u.win, "The live view is off.") {
		t.Errorf("the button by its word did not open the dialog: %q", shownTexts(u.win))
	}
	p := newUIOn(t, nil, fakestore.New(), fyne.NewSize(412, 915))
	p.ShowHome()
	if b := shareHeaderButton(t, p); b.Text != "" {
		t.Errorf("phone: the button says %q beside its icon", b.Text)
	}
}

// sharedLink is the link the dialog shows while the view is on.
func sharedLink(u *UI) string {
	for _, s := range shownTexts(u.win) {
		if strings.HasPrefix(s, "http://") {
			return s
		}
	}
	return ""
}

// The players switch the live view on from the home screen: the dialog shows a QR code and the
// link, a phone's page gets the game opened and every deal written after, within a second, and
// the view stops with a tap, after which the link is dead.
func TestShowOnPhonesFollowsTheGame(t *testing.T) {
	eachService(t, func(t *testing.T, svc Service) {
		u := newUIOn(t, nil, svc, landscape)
		id := createGame(t, svc, "seed", []string{"Anna", "Beat", "Cla", "Dora"}, 3)
		defer u.share.Stop()
		port := freePort(t)
		shareDialog(t, u, port)
		if !shows(u.win, "The live view is off.") {
			t.Errorf("the dialog does not say the view is off: %q", shownTexts(u.win))
		}
		tap(t, u.win, "Show on phones")
		link := sharedLink(u)
		if !strings.HasPrefix(link, "http://127.0.0.1:"+port+"/live/") {
			t.Fatalf("the link %q is not on the chosen address; the dialog shows %q", link, shownTexts(u.win))
		}
		if !shows(u.win, "0 phones follow the game") {
			t.Errorf("no count of phones: %q", shownTexts(u.win))
		}
		// The page's words are the app's: the modes and the Coiffeur rows as the screens name them.
		if res, err := http.Get(link + "texts.json"); err != nil {
			t.Error(err)
		} else {
			var w live.Words
			json.NewDecoder(res.Body).Decode(&w)
			res.Body.Close()
			for key, want := range map[string]string{"mode.differenzler": "Differenzler", "row.D": "Diamonds",
				"row.obenabe": "Obenabe", "row.joker": "Joker", "live": "live", "waiting": "Waiting for the first deal…"} {
				if w.Text[key] != want {
					t.Errorf("the page's word %q is %q, want %q", key, w.Text[key], want)
				}
			}
		}
		var qr *canvas.Image
		for _, o := range onScreen(u.win) {
			if img, ok := o.(*canvas.Image); ok && img.Visible() && img.Image != nil {
				qr = img
			}
		}
		if qr == nil || qr.Image.Bounds().Dx() != shareQRSize {
			t.Fatal("no QR code shown")
		}
		if res, err := http.Get(link + "frame"); err != nil || res.StatusCode != http.StatusNotFound {
			t.Errorf("before a game is opened the page has a frame: %v", err)
		}
		tap(t, u.win, "Close")
		if b := shareHeaderButton(t, u); b.Importance != widget.HighImportance {
			t.Error("the home screen's button does not stand out while the view is on")
		}
		if err := u.OpenGame(id); err != nil {
			t.Fatal(err)
		}
		waitForFrame := time.Now().Add(2 * time.Second)
		for {
			res, err := http.Get(link + "frame")
			if err == nil {
				res.Body.Close()
				if res.StatusCode == 200 {
					break
				}
			}
			if time.Now().After(waitForFrame) {
				t.Fatal("the game opened never reached the page")
			}
			time.Sleep(10 * time.Millisecond)
		}

		// A phone's page: the frame of the game, then the stream.
		want := func() *persistence.GameView {
			v, err := svc.Load(id)
			if err != nil {
				t.Fatal(err)
			}
			return v
		}
		res, err := http.Get(link + "frame")
		if err != nil {
			t.Fatal(err)
		}
		var f live.Frame
		json.NewDecoder(res.Body).Decode(&f)
		res.Body.Close()
		if v := want(); f.Deals != 3 || !slices.Equal(f.Totals, v.Report().Totals) {
			t.Fatalf("the phone shows %d deals %v, the store %d %v", f.Deals, f.Totals, len(v.File.Rounds), v.Report().Totals)
		}
		res, err = http.Get(link + "events")
		if err != nil {
			t.Fatal(err)
		}
		defer res.Body.Close()
		frames := make(chan live.Frame, 16)
		go func() {
			r := bufio.NewReader(res.Body)
			for {
				line, err := r.ReadString('\n')
				if err != nil {
					close(frames)
					return
				}
				if data, ok := strings.CutPrefix(line, "data: "); ok {
					var f live.Frame
					if json.Unmarshal([]byte(data), &f) == nil {
						frames <- f
					}
				}
			}
		}()
		<-frames // the game as it stood when the page opened

		// A deal written at the table reaches the phone within a second.
		tap(t, u.win, "Obenabe ×3")
		tapDigits(t, u.win, "42")
		start := time.Now()
		tap(t, u.win, "Write")
		select {
		case f := <-frames:
			if took := time.Since(start); took > time.Second {
				t.Errorf("the deal reached the phone after %v", took)
			}
			if v := want(); f.Deals != 4 || !slices.Equal(f.Totals, v.Report().Totals) {
				t.Errorf("after the write the phone shows %d deals %v, the store %d %v", f.Deals, f.Totals, len(v.File.Rounds), v.Report().Totals)
			}
		case <-time.After(2 * time.Second):
			t.Fatal("the written deal never reached the phone")
		}
		// Undo is shown too.
		tap(t, u.win, "Undo")
		select {
		case f := <-frames:
			if f.Deals != 3 {
				t.Errorf("after Undo the phone shows %d deals, want 3", f.Deals)
			}
		case <-time.After(2 * time.Second):
			t.Fatal("the undo never reached the phone")
		}

		// Stop: the link is dead and the dialog offers to start again.
		shareDialog(t, u, port)
		tap(t, u.win, "Stop showing")
		if !shows(u.win, "The live view is off.") || sharedLink(u) != "" {
			t.Errorf("after Stop the dialog shows %q", shownTexts(u.win))
		}
		if r, err := http.Get(link); err == nil {
			io.Copy(io.Discard, r.Body)
			r.Body.Close()
			if r.StatusCode == 200 {
				t.Error("the link still answers after Stop")
			}
		}
		tap(t, u.win, "Close")
	})
}

// A port that is not a port, or one already taken, is refused with a message, and the view
// stays off.
func TestShowOnPhonesRefusesABadPort(t *testing.T) {
	u := newUIOn(t, nil, fakestore.New(), landscape)
	defer u.share.Stop()
	taken, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer taken.Close()
	_, busy, _ := net.SplitHostPort(taken.Addr().String())
	for _, port := range []string{"99999", "http", "0", busy} {
		shareDialog(t, u, port)
		tap(t, u.win, "Show on phones")
		if u.share.URL() != "" {
			t.Fatalf("port %q: the view started on %s", port, u.share.URL())
		}
		msg := "The port is a number from 1 to 65535."
		if _, err := strconv.Atoi(port); err == nil && port != "0" && port != "99999" {
			msg = "The live view cannot start on this address; try another port."
		}
		if !strings.Contains(strings.Join(shownTexts(u.win), "\n"), msg) {
			t.Errorf("port %q: no message %q in %q", port, msg, shownTexts(u.win))
		}
		// The error dialog, then the share dialog.
		tap(t, u.win, "OK")
		tap(t, u.win, "Close")
	}
}

// The dialog fits a phone, upright and sideways, in every language, off and on: its text drawn
// over nothing, its buttons and its QR code where a finger and a camera reach them. (Sideways it
// ran off the window, its last line drawn over Close.)
func TestShowOnPhonesFitsAPhone(t *testing.T) {
	uitest.EachLanguageIn(t, []fyne.Size{uitest.PhoneSize, sidewaysPhone}, func(t *testing.T, size fyne.Size) {
		u := newUIOn(t, nil, fakestore.New(), size)
		defer u.share.Stop()
		u.ShowHome()
		uitest.TapButton(t, u.win, shareHeaderButton(t, u), "Show on phones")
		for _, o := range onScreen(u.win) {
			switch x := o.(type) {
			case *widget.Select:
				x.SetSelected("127.0.0.1")
			case *kit.DialogEntry:
				x.SetText(freePort(t))
			}
		}
		start, stop, closeIt := lang.X("share.start", ""), lang.X("share.stop", ""), lang.X("share.close", "")
		for _, step := range []struct{ what, tap, then string }{
			{"off", start, stop},
			{"on, with the QR code", stop, start},
		} {
			relayout(u)
			if o := uitest.OverlappingTexts(u.win); len(o) > 0 {
				t.Errorf("%s: texts drawn over each other: %q", step.what, o)
			}
			for _, label := range []string{step.tap, closeIt} {
				b := uitest.Button(t, u.win, label, nil)
				p := uitest.ControlsBelow(u.win.Canvas().Overlays().Top())[b]
				if !uitest.InSight(u.win, b) || p.Pos.Y+p.Size.Height > size.Height {
					t.Errorf("%s: %q is out of sight (%v in a window %v high)", step.what, label, p, size.Height)
				}
			}
			for _, o := range uitest.Visible(u.win.Canvas().Overlays().Top()) {
				if img, ok := o.(*canvas.Image); ok && img.Image != nil && !uitest.InSight(u.win, img) {
					t.Errorf("%s: the QR code is out of sight", step.what)
				}
			}
			tap(t, u.win, step.tap)
			if !shows(u.win, step.then) {
				t.Fatalf("%s: %q did not switch the view: %q", step.what, step.tap, shownTexts(u.win))
			}
		}
	})
}

// Enter in the port starts the view, as Show on phones does; once it is on, Enter there does not
// stop it (the field is greyed then).
func TestShowOnPhonesStartsOnEnterInThePort(t *testing.T) {
	u := newUIOn(t, nil, fakestore.New(), landscape)
	defer u.share.Stop()
	port := freePort(t)
	shareDialog(t, u, port)
	var field *kit.DialogEntry
	for _, o := range onScreen(u.win) {
		if e, ok := o.(*kit.DialogEntry); ok {
			field = e
		}
	}
	field.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if !strings.HasPrefix(u.share.URL(), "http://127.0.0.1:"+port+"/live/") || sharedLink(u) == "" {
		t.Fatalf("Enter in the port did not start the view: %q, the dialog shows %q", u.share.URL(), shownTexts(u.win))
	}
	field.OnSubmitted(field.Text)
	if u.share.URL() == "" {
		t.Error("Enter in the port stopped the view")
	}
}

// Escape typed in the port (the field has the focus, and so every key typed) closes the dialog
// as Close does, the view left off; Fyne's field had swallowed it.
func TestEscapeInThePortClosesTheDialog(t *testing.T) {
	u := newUIOn(t, nil, fakestore.New(), landscape)
	defer u.share.Stop()
	shareDialog(t, u, freePort(t))
	for _, o := range onScreen(u.win) {
		if e, ok := o.(*kit.DialogEntry); ok {
			u.win.Canvas().Focus(e)
		}
	}
	uitest.TypeKey(u.win, fyne.KeyEscape)
	if d := dialogShown(u); d != "" {
		t.Errorf("Escape in the port left the dialog open: %q", d)
	}
	if u.share.URL() != "" {
		t.Errorf("Escape started the view: %q", u.share.URL())
	}
}
