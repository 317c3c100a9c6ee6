package live

import (
	"crypto/rand"
	"crypto/subtle"
	_ "embed"
	"encoding/hex"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"sync/atomic"
	"time"
)

// The page and its script, served as they are.
var (
	//go:embed page.html
	pageHTML []byte
	//go:embed page.js
	pageJS []byte
)

// Timing of the event stream.
const (
	// DefaultWriteTimeout is how long one frame may take to reach a viewer before the viewer is
	// dropped; its page reconnects by itself when it can.
	DefaultWriteTimeout = 5 * time.Second
	// heartbeat keeps idle streams open through proxies and shows a page that the server is there.
	heartbeat = 20 * time.Second
	// retryMillis is how soon a page reconnects after losing the stream.
	retryMillis = 1000
)

// stillHere is the comment line that keeps an idle stream open.
var stillHere = []byte(": still here\n\n")

// Server serves the live page of one hub under a random token: GET (and HEAD) of the page, its
// script, the newest frame and the event stream, nothing else.
type Server struct {
	hub    *Hub
	token  string
	prefix string
	words  atomic.Pointer[[]byte] // texts.json: the page's words, encoded once
	// WriteTimeout bounds how long one frame may take to reach a viewer.
	WriteTimeout time.Duration

	closeOnce sync.Once
	done      chan struct{}
}

// NewServer makes a server for hub with a new random token.
func NewServer(hub *Hub) (*Server, error) {
	var b [16]byte
	if _, err := rand.Read(b[:]); err != nil {
		return nil, fmt.Errorf("live: no random token: %w", err)
	}
	tok := hex.EncodeToString(b[:])
	s := &Server{hub: hub, token: tok, prefix: "/live/" + tok + "/", WriteTimeout: DefaultWriteTimeout,
		done: make(chan struct{})}
	s.SetWords(Words{})
	return s, nil
}

// SetWords gives the page its texts in the players' language, also while it is served: the
// pages opened after it speak them (the relay takes them from the tablet's publishes).
func (s *Server) SetWords(w Words) {
	b := w.encode()
	s.words.Store(&b)
}

// Path is the page's path on the server, token included: what the QR code and the link point to.
func (s *Server) Path() string { return s.prefix }

// Close ends every open stream; the pages keep their last frame.
func (s *Server) Close() { s.closeOnce.Do(func() { close(s.done) }) }

// ServeHTTP answers the page's requests. A path without the right token is not found, whatever
// the method, so that the answer tells nothing about the token.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	rest, ok := s.route(r.URL.Path)
	if !ok || !pages[rest] {
		http.NotFound(w, r)
		return
	}
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "read only", http.StatusMethodNotAllowed)
		return
	}
	h := w.Header()
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Referrer-Policy", "no-referrer")
	h.Set("Cache-Control", "no-store")
	switch rest {
	case "":
		h.Set("Content-Type", "text/html; charset=utf-8")
		h.Set("Content-Security-Policy", "default-src 'none'; script-src 'self'; connect-src 'self'; style-src 'unsafe-inline'; img-src 'self'")
		w.Write(pageHTML)
	case "page.js":
		h.Set("Content-Type", "text/javascript; charset=utf-8")
		w.Write(pageJS)
	case "texts.json":
		h.Set("Content-Type", "application/json")
		w.Write(*s.words.Load())
	case "frame":
		s.serveFrame(w)
	case "events":
		s.serveEvents(w, r)
	}
}

// pages are the paths under the token, "" being the page itself.
var pages = map[string]bool{"": true, "page.js": true, "texts.json": true, "frame": true, "events": true}

// route checks the token in constant time and returns what follows it.
func (s *Server) route(path string) (rest string, ok bool) {
	const root = "/live/"
	if !strings.HasPrefix(path, root) {
		return "", false
	}
	tok, rest, found := strings.Cut(path[len(root):], "/")
	if !found || subtle.ConstantTimeCompare([]byte(tok), []byte(s.token)) != 1 {
		return "", false
	}
	return rest, true
}

// serveFrame answers the newest frame as JSON, for a page that cannot stream.
func (s *Server) serveFrame(w http.ResponseWriter) {
	s.hub.mu.Lock()
	b := s.hub.last
	s.hub.mu.Unlock()
	if b == nil {
		http.Error(w, "no game yet", http.StatusNotFound)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	w.Write(b)
}

// serveEvents streams frames as Server-Sent Events until the page goes, the server closes or a
// frame does not get through within the write timeout.
func (s *Server) serveEvents(w http.ResponseWriter, r *http.Request) {
	v, ok := s.hub.join()
	if !ok {
		w.Header().Set("Retry-After", "30")
		http.Error(w, "too many viewers", http.StatusServiceUnavailable)
		return
	}
	defer s.hub.leave(v)
	rc := http.NewResponseController(w)
	h := w.Header()
	h.Set("Content-Type", "text/event-stream")
	h.Set("X-Accel-Buffering", "no")
	send := func(b []byte) bool {
		if err := rc.SetWriteDeadline(time.Now().Add(s.WriteTimeout)); err != nil && !errors.Is(err, http.ErrNotSupported) {
			return false
		}
		if _, err := w.Write(b); err != nil {
			return false
		}
		return rc.Flush() == nil
	}
	if !send(fmt.Appendf(nil, "retry: %d\n\n", retryMillis)) || r.Method == http.MethodHead {
		return
	}
	tick := time.NewTicker(heartbeat)
	defer tick.Stop()
	for {
		select {
		case b := <-v.next:
			if !send(b) {
				return
			}
		case <-tick.C:
			if !send(stillHere) {
				return
			}
		case <-r.Context().Done():
			return
		case <-s.done:
			return
		}
	}
}
