package live

import (
	"bufio"
	"context"
	"encoding/json"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"
)

func newTestServer(t *testing.T, hub *Hub) (*Server, *httptest.Server) {
	t.Helper()
	s, err := NewServer(hub)
	if err != nil {
		t.Fatal(err)
	}
	ts := httptest.NewServer(s)
	t.Cleanup(func() { s.Close(); ts.Close() })
	return s, ts
}

func status(t *testing.T, method, url string) (int, http.Header, string) {
	t.Helper()
	req, _ := http.NewRequest(method, url, nil)
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	return res.StatusCode, res.Header, string(b)
}

// Only GET and HEAD of the five paths under the right token get an answer.
func TestServerAnswersOnlyItsOwnPathsWithTheToken(t *testing.T) {
	hub := NewHub(0)
	if err := hub.Publish(Frame{Mode: "schieber", Totals: []int{1, 2}}); err != nil {
		t.Fatal(err)
	}
	s, ts := newTestServer(t, hub)
	if len(s.Path()) < len("/live/")+32 {
		t.Fatalf("path %q carries no 128-bit token", s.Path())
	}
	other, _ := NewServer(hub)
	if other.Path() == s.Path() {
		t.Fatal("two servers got the same token")
	}
	page := ts.URL + s.Path()
	code, h, body := status(t, "GET", page)
	if code != 200 || !strings.HasPrefix(h.Get("Content-Type"), "text/html") || !strings.Contains(body, "page.js") {
		t.Errorf("page: %d %q", code, h.Get("Content-Type"))
	}
	if h.Get("Content-Security-Policy") == "" || h.Get("X-Content-Type-Options") != "nosniff" {
		t.Errorf("page headers: %v", h)
	}
	if code, h, _ := status(t, "GET", page+"page.js"); code != 200 || !strings.HasPrefix(h.Get("Content-Type"), "text/javascript") {
		t.Errorf("script: %d %q", code, h.Get("Content-Type"))
	}
	if code, h, body := status(t, "GET", page+"texts.json"); code != 200 || h.Get("Content-Type") != "application/json" || body != `{"lang":"","text":{}}` {
		t.Errorf("texts before any words: %d %q %s", code, h.Get("Content-Type"), body)
	}
	s.SetWords(Words{Lang: "de", Text: map[string]string{"live": "live", "row.D": "<b>Ecken</b>"}})
	if code, _, body := status(t, "GET", page+"texts.json"); code != 200 || !strings.Contains(body, `"lang":"de"`) || !strings.Contains(body, `"row.D":"\u003cb\u003eEcken\u003c/b\u003e"`) {
		t.Errorf("texts: %d %s", code, body)
	}
	if code, _, body := status(t, "GET", page+"frame"); code != 200 || !strings.Contains(body, `"totals":[1,2]`) {
		t.Errorf("frame: %d %s", code, body)
	}
	if code, _, _ := status(t, "HEAD", page); code != 200 {
		t.Errorf("HEAD page: %d", code)
	}
	for _, m := range []string{"POST", "PUT", "DELETE", "PATCH"} {
		code, h, _ := status(t, m, page+"frame")
		if code != http.StatusMethodNotAllowed || h.Get("Allow") != "GET, HEAD" {
			t.Errorf("%s: %d, Allow %q", m, code, h.Get("Allow"))
		}
	}
	wrong := strings.Replace(s.Path(), s.token[:4], "ffff", 1)
	if wrong == s.Path() {
		wrong = strings.Replace(s.Path(), s.token[:4], "0000", 1)
	}
	for _, path := range []string{
		"/", "/live/", "/live/" + s.token, strings.TrimSuffix(s.Path(), "/") + "x/", wrong, wrong + "events",
		s.Path() + "../", s.Path() + "nothing", s.Path() + "page.js/x", "/etc/passwd", "/live/../" + s.token + "/", wrong + "texts.json",
	} {
		for _, m := range []string{"GET", "POST"} {
			if code, _, body := status(t, m, ts.URL+path); code != http.StatusNotFound {
				t.Errorf("%s %s: %d %.40q, want 404", m, path, code, body)
			}
		}
	}
}

// readFrame reads the next data line of an event stream.
func readFrame(t *testing.T, r *bufio.Reader) Frame {
	t.Helper()
	for {
		line, err := r.ReadString('\n')
		if err != nil {
			t.Fatalf("stream ended: %v", err)
		}
		if data, ok := strings.CutPrefix(line, "data: "); ok {
			var f Frame
			if err := json.Unmarshal([]byte(data), &f); err != nil {
				t.Fatalf("frame %q: %v", data, err)
			}
			return f
		}
	}
}

func openStream(t *testing.T, ctx context.Context, url string) *bufio.Reader {
	t.Helper()
	req, _ := http.NewRequestWithContext(ctx, "GET", url, nil)
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { res.Body.Close() })
	if res.StatusCode != 200 || res.Header.Get("Content-Type") != "text/event-stream" {
		t.Fatalf("events: %d %q", res.StatusCode, res.Header.Get("Content-Type"))
	}
	return bufio.NewReader(res.Body)
}

// A viewer gets the newest frame on joining and every later one as it is published.
func TestEventsFollowEveryPublish(t *testing.T) {
	hub := NewHub(0)
	hub.Publish(Frame{Deals: 1, Totals: []int{10, 0}})
	s, ts := newTestServer(t, hub)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	r := openStream(t, ctx, ts.URL+s.Path()+"events")
	if f := readFrame(t, r); f.Deals != 1 {
		t.Fatalf("first frame: deal %d, want 1", f.Deals)
	}
	for d := 2; d <= 5; d++ {
		start := time.Now()
		hub.Publish(Frame{Deals: d, Totals: []int{10 * d, d}})
		f := readFrame(t, r)
		if f.Deals != d || f.Totals[0] != 10*d {
			t.Fatalf("frame %+v, want deal %d", f, d)
		}
		if took := time.Since(start); took > time.Second {
			t.Errorf("deal %d reached the viewer after %v", d, took)
		}
	}
	if hub.Viewers() != 1 {
		t.Errorf("%d viewers, want 1", hub.Viewers())
	}
	cancel()
	waitFor(t, func() bool { return hub.Viewers() == 0 }, "the viewer that left is gone")
}

func waitFor(t *testing.T, cond func() bool, what string) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("not within 5 s: %s", what)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// Past the hub's bound a page is told to come back later, and the ones in keep their stream.
func TestViewersAreBounded(t *testing.T) {
	hub := NewHub(3)
	s, ts := newTestServer(t, hub)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	for range 3 {
		openStream(t, ctx, ts.URL+s.Path()+"events")
	}
	waitFor(t, func() bool { return hub.Viewers() == 3 }, "three viewers")
	code, h, _ := status(t, "GET", ts.URL+s.Path()+"events")
	if code != http.StatusServiceUnavailable || h.Get("Retry-After") == "" {
		t.Errorf("fourth viewer: %d, Retry-After %q", code, h.Get("Retry-After"))
	}
	if hub.Viewers() != 3 {
		t.Errorf("%d viewers after the refusal, want 3", hub.Viewers())
	}
}

// A viewer that reads nothing never holds up Publish, and is dropped once its frames stop
// getting through.
func TestSlowViewerIsDroppedWithoutBlockingPublish(t *testing.T) {
	hub := NewHub(0)
	s, ts := newTestServer(t, hub)
	s.WriteTimeout = 200 * time.Millisecond
	conn, err := net.Dial("tcp", ts.Listener.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	if tc, ok := conn.(*net.TCPConn); ok {
		tc.SetReadBuffer(4096) // keep the kernel from soaking up megabytes for the stalled page
	}
	io.WriteString(conn, "GET "+s.Path()+"events HTTP/1.1\r\nHost: x\r\n\r\n")
	waitFor(t, func() bool { return hub.Viewers() == 1 }, "the stalled viewer joined")
	big := Frame{Players: []string{strings.Repeat("x", 256<<10)}}
	deadline := time.Now().Add(20 * time.Second)
	var slowest time.Duration
	for hub.Viewers() > 0 {
		if time.Now().After(deadline) {
			t.Fatal("a viewer that reads nothing was never dropped")
		}
		start := time.Now()
		done := make(chan struct{})
		go func() { hub.Publish(big); close(done) }()
		select {
		case <-done:
		case <-time.After(5 * time.Second):
			t.Fatal("Publish waits for a viewer that reads nothing")
		}
		slowest = max(slowest, time.Since(start))
		time.Sleep(5 * time.Millisecond)
	}
	// Publish encodes a 256 KiB frame: milliseconds on a quiet machine, more on a loaded one, but
	// never the write timeout a waiting Publish would take.
	t.Logf("Publish took up to %v with a stalled viewer", slowest)
	if slowest >= s.WriteTimeout*5 {
		t.Errorf("Publish took up to %v with a stalled viewer", slowest)
	}
}

// Closing the server ends every stream.
func TestCloseEndsStreams(t *testing.T) {
	hub := NewHub(0)
	s, ts := newTestServer(t, hub)
	r := openStream(t, context.Background(), ts.URL+s.Path()+"events")
	waitFor(t, func() bool { return hub.Viewers() == 1 }, "one viewer")
	s.Close()
	done := make(chan error, 1)
	go func() { _, err := io.ReadAll(r); done <- err }()
	select {
	case <-done:
	case <-time.After(5 * time.Second):
		t.Fatal("the stream stayed open after Close")
	}
	waitFor(t, func() bool { return hub.Viewers() == 0 }, "no viewers after Close")
}
