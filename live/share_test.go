package live

import (
	"net/http"
	"path/filepath"
	"strings"
	"testing"

	"github.com/jasstafel/jasstafel/gamefile"
)

// A share serves nothing until started, follows the game while on, and its old link dies when it
// stops or starts again.
func TestShareStartsStopsAndRenewsItsLink(t *testing.T) {
	s := NewShare()
	if s.URL() != "" {
		t.Fatal("a new share is on")
	}
	g, err := gamefile.ReadFile(filepath.Join("..", "examples", "schieber-two-deals.json"))
	if err != nil {
		t.Fatal(err)
	}
	s.Show(4, g)
	url, err := s.Start("127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer s.Stop()
	if s.URL() != url || !strings.HasPrefix(url, "http://127.0.0.1:") {
		t.Fatalf("url %q, URL() %q", url, s.URL())
	}
	waitFor(t, func() bool {
		res, err := http.Get(url + "frame")
		if err != nil {
			return false
		}
		res.Body.Close()
		return res.StatusCode == 200
	}, "the frame of the game shown before the start is served")
	second, err := s.Start("127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	if second == url {
		t.Fatal("starting again kept the old link")
	}
	if answers(url) {
		t.Error("the old link still answers")
	}
	if res, err := http.Get(second); err != nil || res.StatusCode != 200 {
		t.Errorf("the new link: %v", err)
	}
	s.Stop()
	if s.URL() != "" {
		t.Error("a stopped share has a URL")
	}
	if answers(second) {
		t.Error("the link answers after Stop")
	}
	if _, err := s.Start("256.1.1.1:80"); err == nil {
		t.Error("an address that does not exist was taken")
	}
}

func TestLANAddressesEndWithLoopback(t *testing.T) {
	a := LANAddresses()
	if len(a) == 0 || !strings.HasPrefix(a[len(a)-1], "127.") {
		t.Errorf("addresses %v: loopback not last", a)
	}
}

// answers is true when url serves the page.
func answers(url string) bool {
	res, err := http.Get(url)
	if err != nil {
		return false
	}
	res.Body.Close()
	return res.StatusCode == 200
}
