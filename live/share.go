package live

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"sync"
	"time"

	"github.com/jasstafel/jasstafel/gamefile"
)

// Share is the live view as the app switches it on and off: one hub that follows the game, and a
// server on the address the players picked while the view is on. It is off until Start.
type Share struct {
	hub *Hub

	mu     sync.Mutex
	latest *shown // the game last shown, drawn when the view starts
	words  Words  // the page's texts, for the next start
	srv    *Server
	http   *http.Server
	url    string
}

// NewShare makes a share that is off.
func NewShare() *Share { return &Share{hub: NewHub(0)} }

// Show follows a write; it costs nothing that a write would notice. While the view is off it
// only remembers the game, so that no frame is made for nobody.
func (s *Share) Show(id uint64, g *gamefile.Game) {
	s.mu.Lock()
	s.latest = &shown{id, g}
	on := s.srv != nil
	s.mu.Unlock()
	if on {
		s.hub.Show(id, g)
	}
}

// Viewers is how many pages follow the game now.
func (s *Share) Viewers() int { return s.hub.Viewers() }

// URL is the page's address while the view is on, else "".
func (s *Share) URL() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.url
}

// SetWords sets the page's texts in the players' language for the next Start.
func (s *Share) SetWords(w Words) {
	s.mu.Lock()
	s.words = w
	s.mu.Unlock()
}

// Start serves the page on addr (host:port; port 0 picks one) under a new token and returns its
// address. A share already on is stopped first, so that an old link stops working.
func (s *Share) Start(addr string) (string, error) {
	s.Stop()
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return "", fmt.Errorf("cannot serve on %s: %w", addr, err)
	}
	srv, err := NewServer(s.hub)
	if err != nil {
		ln.Close()
		return "", err
	}
	s.mu.Lock()
	srv.SetWords(s.words)
	s.mu.Unlock()
	hs := &http.Server{Handler: srv, ReadHeaderTimeout: 5 * time.Second}
	host, port, _ := net.SplitHostPort(ln.Addr().String())
	url := "http://" + net.JoinHostPort(host, port) + srv.Path()
	s.mu.Lock()
	s.srv, s.http, s.url = srv, hs, url
	latest := s.latest
	s.mu.Unlock()
	if latest != nil {
		s.hub.Show(latest.id, latest.g)
	}
	go func() {
		if err := hs.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
			s.Stop()
		}
	}()
	return url, nil
}

// Stop ends the view: open pages keep their last frame, the link stops working.
func (s *Share) Stop() {
	s.mu.Lock()
	srv, hs := s.srv, s.http
	s.srv, s.http, s.url = nil, nil, ""
	s.mu.Unlock()
	if hs == nil {
		return
	}
	srv.Close() // ends the streams, which Shutdown would wait for
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	if hs.Shutdown(ctx) != nil {
		hs.Close()
	}
}

// LANAddresses are the machine's IPv4 addresses that phones on the same network can reach,
// loopback last, for the players to pick from.
func LANAddresses() []string {
	var lan, loop []string
	addrs, _ := net.InterfaceAddrs()
	for _, a := range addrs {
		ipn, ok := a.(*net.IPNet)
		if !ok || ipn.IP.To4() == nil {
			continue
		}
		switch {
		case ipn.IP.IsLoopback():
			loop = append(loop, ipn.IP.String())
		case ipn.IP.IsPrivate() || ipn.IP.IsGlobalUnicast():
			lan = append(lan, ipn.IP.String())
		}
	}
	if len(loop) == 0 {
		loop = []string{"127.0.0.1"}
	}
	return append(lan, loop...)
}
