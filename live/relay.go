package live

import (
	"bytes"
	"crypto/rand"
	"crypto/subtle"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"
	"time"

	"github.com/jasstafel/jasstafel/gamefile"
)

// The relay's paths beside the guests' page (Server.Path), and its limits.
const (
	// PublishPath takes a game from the tablet: POST, under the publish token.
	PublishPath = "/relay/publish"
	// GuestsPath tells the tablet the guests' address: GET, under the publish token.
	GuestsPath = "/relay/guests"
	// MaxPublishBytes bounds one publish's body; a game without its history is far smaller.
	MaxPublishBytes = 1 << 20
	// maxPublishing is how many publishes may be read and drawn at once; more are refused
	// (429), as one tablet sends one at a time.
	maxPublishing = 2
	// publishReadTimeout bounds how long a publish may take to arrive, so that a stalled tablet
	// does not hold its place for ever.
	publishReadTimeout = 10 * time.Second
)

// Publication is a publish's body: the game shown on the tablet, as a jasstafel/1 game file
// (gamefile.Decode reads it), its id in the tablet's store and, when the tablet has them, the
// guests' page's words in the players' language (Words), which the page takes from then on.
type Publication struct {
	ID    uint64          `json:"id"`
	Game  json.RawMessage `json:"game"`
	Words *Words          `json:"words,omitempty"`
}

// RelayAnswer is what a publish and a GET of GuestsPath answer: the guests' address as the
// tablet reached the relay, and how many pages follow the game.
type RelayAnswer struct {
	Guests  string `json:"guests"`
	Viewers int    `json:"viewers"`
}

// Relay carries the live view of a game played in the web app: the tablet publishes the game
// after each write, under the publish token, and guests follow it on the live package's own
// page (Server), under its view token. The page stays read-only; the tablet's token only
// publishes. `jasstafel serve --live` serves it beside the web app (web.WithLive).
type Relay struct {
	hub     *Hub
	page    *Server
	token   string
	publish chan struct{} // a place per publish being read and drawn
	frames  chan []byte   // the newest frame not yet handed to the hub
}

// NewRelay makes a relay for hub with new random tokens for the page and for publishing.
func NewRelay(hub *Hub) (*Relay, error) {
	page, err := NewServer(hub)
	if err != nil {
		return nil, err
	}
	var b [16]byte
	if _, err := rand.Read(b[:]); err != nil {
		return nil, fmt.Errorf("live: no random token: %w", err)
	}
	r := &Relay{hub: hub, page: page, token: hex.EncodeToString(b[:]),
		publish: make(chan struct{}, maxPublishing), frames: make(chan []byte, 1)}
	go r.fanOut()
	return r, nil
}

// PublishToken is the token the tablet sends as "Authorization: Bearer TOKEN".
func (r *Relay) PublishToken() string { return r.token }

// GuestsPath is the guests' page's path, view token included.
func (r *Relay) GuestsPath() string { return r.page.Path() }

// Close ends the guests' streams (their pages keep the last frame) and the relay's goroutine.
func (r *Relay) Close() { r.page.Close() }

// Owns tells whether a request path is the relay's to answer: the guests' page and the
// tablet's two paths. Everything else is the web app's.
func (r *Relay) Owns(path string) bool {
	return strings.HasPrefix(path, "/live/") || path == PublishPath || path == GuestsPath
}

// ServeHTTP answers the guests' page as Server does, and the tablet's publishes.
func (r *Relay) ServeHTTP(w http.ResponseWriter, req *http.Request) {
	switch req.URL.Path {
	case PublishPath:
		r.servePublish(w, req)
	case GuestsPath:
		r.serveGuests(w, req)
	default:
		r.page.ServeHTTP(w, req)
	}
}

// authorized checks the bearer token in constant time and answers a request without one (401)
// or with another (403).
func (r *Relay) authorized(w http.ResponseWriter, req *http.Request) bool {
	tok, ok := strings.CutPrefix(req.Header.Get("Authorization"), "Bearer ")
	if !ok || tok == "" {
		w.Header().Set("WWW-Authenticate", `Bearer realm="jasstafel relay"`)
		http.Error(w, "the publish token is missing", http.StatusUnauthorized)
		return false
	}
	if subtle.ConstantTimeCompare([]byte(tok), []byte(r.token)) != 1 {
		http.Error(w, "wrong publish token", http.StatusForbidden)
		return false
	}
	return true
}

// answer writes the tablet's answer: the guests' address on the host the tablet asked.
func (r *Relay) answer(w http.ResponseWriter, req *http.Request) {
	scheme := "http"
	if req.TLS != nil {
		scheme = "https"
	}
	b, _ := json.Marshal(RelayAnswer{Guests: scheme + "://" + req.Host + r.page.Path(), Viewers: r.hub.Viewers()})
	h := w.Header()
	h.Set("Content-Type", "application/json")
	h.Set("Cache-Control", "no-store")
	w.Write(b)
}

// serveGuests answers the guests' address to the holder of the publish token.
func (r *Relay) serveGuests(w http.ResponseWriter, req *http.Request) {
	if req.Method != http.MethodGet {
		w.Header().Set("Allow", "GET")
		http.Error(w, "only GET", http.StatusMethodNotAllowed)
		return
	}
	if r.authorized(w, req) {
		r.answer(w, req)
	}
}

// servePublish reads a game, draws its frame and hands it to the hub, which never waits for a
// viewer. A refused publish changes nothing.
func (r *Relay) servePublish(w http.ResponseWriter, req *http.Request) {
	if req.Method != http.MethodPost {
		w.Header().Set("Allow", "POST")
		http.Error(w, "only POST", http.StatusMethodNotAllowed)
		return
	}
	if !r.authorized(w, req) {
		return
	}
	select {
	case r.publish <- struct{}{}:
		defer func() { <-r.publish }()
	default:
		w.Header().Set("Retry-After", "1")
		http.Error(w, "too many publishes at once", http.StatusTooManyRequests)
		return
	}
	if req.ContentLength > MaxPublishBytes {
		http.Error(w, "the game is larger than 1 MiB", http.StatusRequestEntityTooLarge)
		return
	}
	rc := http.NewResponseController(w)
	if err := rc.SetReadDeadline(time.Now().Add(publishReadTimeout)); err != nil && !errors.Is(err, http.ErrNotSupported) {
		http.Error(w, "cannot read the game", http.StatusInternalServerError)
		return
	}
	body, err := io.ReadAll(http.MaxBytesReader(w, req.Body, MaxPublishBytes))
	var tooLarge *http.MaxBytesError
	switch {
	case errors.As(err, &tooLarge):
		http.Error(w, "the game is larger than 1 MiB", http.StatusRequestEntityTooLarge)
		return
	case err != nil:
		http.Error(w, "the game did not arrive whole", http.StatusBadRequest)
		return
	}
	f, words, err := frameOfPublication(body)
	if err != nil {
		http.Error(w, "not a game: "+clip(err.Error(), 200), http.StatusBadRequest)
		return
	}
	b, err := json.Marshal(f)
	if err != nil {
		http.Error(w, "the game cannot be shown", http.StatusInternalServerError)
		return
	}
	if words != nil {
		r.page.SetWords(*words)
	}
	// The frame goes to the guests on the relay's own goroutine: the hub never waits for a
	// guest, but waking every stream would still be the tablet's time.
	offer(r.frames, b)
	r.answer(w, req)
}

// fanOut hands the frames of the publishes to the hub, the newest last, until Close.
func (r *Relay) fanOut() {
	for {
		select {
		case b := <-r.frames:
			r.hub.publishJSON(b)
		case <-r.page.done:
			return
		}
	}
}

// frameOfPublication reads a publish's body and draws its game; it returns the page's words
// the publish brings, or nil.
func frameOfPublication(body []byte) (Frame, *Words, error) {
	var p Publication
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&p); err != nil {
		return Frame{}, nil, fmt.Errorf(`want {"id": N, "game": a jasstafel/1 game file, "words": the page's words (optional)}: %w`, err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return Frame{}, nil, errors.New("data after the publication")
	}
	if len(p.Game) == 0 || string(p.Game) == "null" {
		return Frame{}, nil, errors.New(`no "game"`)
	}
	g, err := gamefile.Decode(p.Game)
	if err != nil {
		return Frame{}, nil, err
	}
	f, err := FrameOf(p.ID, g)
	return f, p.Words, err
}

// clip shortens s to at most n bytes, at a rune boundary.
func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && s[n]&0xc0 == 0x80 {
		n--
	}
	return s[:n] + "…"
}
