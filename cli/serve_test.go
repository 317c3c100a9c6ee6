package cli

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"io"
	"net"
	"net/http"
	"os"
	"slices"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"github.com/jasstafel/jasstafel/gamefile"
	"github.com/jasstafel/jasstafel/live"
	"github.com/jasstafel/jasstafel/web"
)

// serveForTest makes serve serve a one-page site (web/dist is empty until `make web`) until the
// test stops it.
func serveForTest(t *testing.T) (stop func()) {
	t.Helper()
	var buf bytes.Buffer
	zw := gzip.NewWriter(&buf)
	zw.Write([]byte("<!doctype html><title>Jasstafel</title>"))
	zw.Close()
	site := fstest.MapFS{"index.html.gz": {Data: buf.Bytes()}}
	ctx, cancel := context.WithCancel(context.Background())
	oldApp, oldUntil := webApp, serveUntil
	webApp = func() (http.Handler, error) { return web.Handler(site) }
	serveUntil = func() (context.Context, context.CancelFunc) { return ctx, cancel }
	t.Cleanup(func() { cancel(); webApp, serveUntil = oldApp, oldUntil })
	return cancel
}

func get200(t *testing.T, url string) string {
	t.Helper()
	res, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	if res.StatusCode != 200 {
		t.Fatalf("GET %s: %s %s", url, res.Status, b)
	}
	return string(b)
}

// serve --live prints the app's, the tablet's and the guests' addresses; a game posted to the
// tablet's under its token reaches the guests' page, and Ctrl+C ends it with exit 0.
func TestServeLivePrintsBothAddressesAndRelays(t *testing.T) {
	stop := serveForTest(t)
	pr, pw := io.Pipe()
	var errOut bytes.Buffer
	exit := make(chan int, 1)
	go func() {
		exit <- run([]string{"serve", "--live", "--addr", "127.0.0.1:0"}, pw, &errOut)
		pw.Close()
	}()
	lines := make(chan string, 16)
	go func() {
		sc := bufio.NewScanner(pr)
		for sc.Scan() {
			lines <- sc.Text()
		}
		close(lines)
	}()
	var app, tablet, guests string
	for app == "" || tablet == "" || guests == "" {
		select {
		case l, ok := <-lines:
			if !ok {
				t.Fatalf("serve ended: exit %d, %s", <-exit, errOut.String())
			}
			t.Log(l)
			_, addr, _ := strings.Cut(l, "http://")
			addr = "http://" + strings.Fields(addr + " ")[0]
			switch {
			case strings.HasPrefix(l, "serving the web app on "):
				app = addr
			case strings.HasPrefix(l, "tablet "):
				tablet = addr
			case strings.HasPrefix(l, "guests "):
				guests = addr
			}
		case <-time.After(10 * time.Second):
			t.Fatal("serve printed no addresses within 10 s")
		}
	}
	origin, token, ok := strings.Cut(tablet, "/#publish=")
	if !ok || origin+"/" != app || len(token) != 32 || !strings.HasPrefix(guests, origin+"/live/") || strings.Contains(guests, token) {
		t.Fatalf("app %q, tablet %q, guests %q; want the app's address, it with #publish=TOKEN, and the guests' page", app, tablet, guests)
	}
	if !strings.Contains(get200(t, app), "<title>Jasstafel</title>") {
		t.Error("the app is not served beside the relay")
	}
	if !strings.Contains(get200(t, guests), "page.js") {
		t.Error("the guests' address is not the live page")
	}
	game, err := os.ReadFile("../examples/coiffeur-teams.json")
	if err != nil {
		t.Fatal(err)
	}
	body, _ := json.Marshal(live.Publication{ID: 2, Game: game})
	post := func(tok string) int {
		req, _ := http.NewRequest("POST", origin+live.PublishPath, bytes.NewReader(body))
		req.Header.Set("Authorization", "Bearer "+tok)
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		return res.StatusCode
	}
	if code := post(strings.Repeat("0", 32)); code != http.StatusForbidden {
		t.Errorf("a publish with another token: %d", code)
	}
	if code := post(token); code != 200 {
		t.Fatalf("publish: %d", code)
	}
	g, _ := gamefile.Decode(game)
	want := gamefile.Check("coiffeur", g).Totals
	var f live.Frame
	deadline := time.Now().Add(5 * time.Second)
	for {
		res, err := http.Get(guests + "frame")
		if err != nil {
			t.Fatal(err)
		}
		if res.StatusCode == 200 {
			json.NewDecoder(res.Body).Decode(&f)
			res.Body.Close()
			break
		}
		res.Body.Close()
		if time.Now().After(deadline) {
			t.Fatalf("no frame on the guests' page 5 s after the publish: %s", res.Status)
		}
		time.Sleep(20 * time.Millisecond)
	}
	if f.Game != 2 || f.Mode != "coiffeur" || !slices.Equal(f.Totals, want) {
		t.Errorf("the guests see game %d %s %v, want game 2 coiffeur %v", f.Game, f.Mode, f.Totals, want)
	}
	stop()
	select {
	case code := <-exit:
		if code != exitDone || errOut.Len() != 0 {
			t.Errorf("serve stopped with exit %d, stderr %q", code, errOut.String())
		}
	case <-time.After(10 * time.Second):
		t.Fatal("serve did not stop")
	}
}

// Without --live serve carries no relay; --help names the flag.
func TestServeWithoutLiveHasNoRelay(t *testing.T) {
	code, out, _ := jt("serve", "--help")
	if code != exitDone || !strings.Contains(out, "--live") {
		t.Errorf("serve --help: %d %q", code, out)
	}
	stop := serveForTest(t)
	pr, pw := io.Pipe()
	exit := make(chan int, 1)
	go func() { exit <- run([]string{"serve", "--addr", "127.0.0.1:0"}, pw, io.Discard); pw.Close() }()
	line, err := bufio.NewReader(pr).ReadString('\n')
	if err != nil {
		t.Fatal(err)
	}
	go io.Copy(io.Discard, pr)
	_, addr, _ := strings.Cut(line, "http://")
	origin := "http://" + strings.TrimSuffix(strings.Fields(addr)[0], "/")
	res, err := http.Post(origin+live.PublishPath, "application/json", strings.NewReader("{}"))
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.StatusCode != http.StatusMethodNotAllowed { // the app's files answer GET only
		t.Errorf("a publish to serve without --live: %d", res.StatusCode)
	}
	stop()
	if code := <-exit; code != exitDone {
		t.Errorf("exit %d", code)
	}
}

// A listener on every interface is printed as the machine's LAN addresses, never as 0.0.0.0.
func TestServeNamesTheLANAddressesForAnyAddress(t *testing.T) {
	for _, ip := range []string{"0.0.0.0", "::"} {
		got := originsOf(&net.TCPAddr{IP: net.ParseIP(ip), Port: 8080})
		want := live.LANAddresses()
		if len(got) != len(want) {
			t.Fatalf("%s: %v, want one origin per address of %v", ip, got, want)
		}
		for i, o := range got {
			if o != "http://"+want[i]+":8080" {
				t.Errorf("%s: %q, want http://%s:8080", ip, o, want[i])
			}
		}
	}
	if got := originsOf(&net.TCPAddr{IP: net.ParseIP("127.0.0.1"), Port: 80}); !slices.Equal(got, []string{"http://127.0.0.1:80"}) {
		t.Errorf("loopback: %v", got)
	}
}
