package live

import (
	"context"
	"encoding/json"
	"errors"
	"sync"
	"testing"
	"time"

	"github.com/jasstafel/jasstafel/gamefile"
)

// sentIDs reads the game ids of publish bodies.
func sentID(t *testing.T, body []byte) uint64 {
	t.Helper()
	var p Publication
	if err := json.Unmarshal(body, &p); err != nil {
		t.Fatalf("publish body %q: %v", body, err)
	}
	if _, err := gamefile.Decode(p.Game); err != nil {
		t.Errorf("the body's game is no game file: %v", err)
	}
	return p.ID
}

// Show returns at once while a publish hangs, and of the games shown meanwhile only the newest
// is sent after it.
func TestPublisherFollowsWritesWithoutWaitingNewestWins(t *testing.T) {
	v := relayGame(t, 2)
	release := make(chan struct{})
	var mu sync.Mutex
	var sent []uint64
	post := func(ctx context.Context, body []byte) (RelayAnswer, error) {
		id := sentID(t, body)
		mu.Lock()
		sent = append(sent, id)
		first := len(sent) == 1
		mu.Unlock()
		if first {
			<-release // the relay does not answer
		}
		return RelayAnswer{Guests: "http://relay/live/x/"}, nil
	}
	p := NewPublisher(post, nil, t.Logf)
	p.Show(1, v.File)
	waitFor(t, func() bool { mu.Lock(); defer mu.Unlock(); return len(sent) == 1 }, "the first publish under way")
	start := time.Now()
	for id := uint64(2); id <= 100; id++ {
		p.Show(id, v.File)
	}
	// A write that waited for the hanging publish would wait until release, below; the margin
	// is for a loaded machine.
	if took := time.Since(start); took > time.Second {
		t.Errorf("99 writes waited %v for a publish that hangs", took)
	}
	close(release)
	waitFor(t, func() bool { mu.Lock(); defer mu.Unlock(); return len(sent) == 2 }, "the newest game sent")
	time.Sleep(50 * time.Millisecond)
	mu.Lock()
	defer mu.Unlock()
	if len(sent) != 2 || sent[0] != 1 || sent[1] != 100 {
		t.Errorf("sent games %v; want 1 (under way), then only the newest, 100", sent)
	}
	if a, err := p.Status(); err != nil || a.Guests != "http://relay/live/x/" {
		t.Errorf("status %+v %v", a, err)
	}
}

// A relay that fails at every deal is logged once; once it answers again that is said, and the
// next failure is logged again.
func TestPublisherErrorsDoNotSpam(t *testing.T) {
	v := relayGame(t, 1)
	var mu sync.Mutex
	var logged []string
	fail := true
	posts := make(chan struct{}, 100)
	post := func(ctx context.Context, body []byte) (RelayAnswer, error) {
		mu.Lock()
		defer mu.Unlock()
		defer func() { posts <- struct{}{} }()
		if fail {
			return RelayAnswer{}, errors.New("connection refused")
		}
		return RelayAnswer{Guests: "g"}, nil
	}
	p := NewPublisher(post, nil, func(format string, args ...any) {
		mu.Lock()
		logged = append(logged, format)
		mu.Unlock()
	})
	deal := func(id uint64) {
		p.Show(id, v.File)
		select {
		case <-posts:
		case <-time.After(5 * time.Second):
			t.Fatal("no publish")
		}
		waitFor(t, func() bool { p.mu.Lock(); defer p.mu.Unlock(); return !p.sending }, "the publish done")
	}
	for id := range uint64(20) {
		deal(id)
	}
	count := func() int { mu.Lock(); defer mu.Unlock(); return len(logged) }
	if n := count(); n != 1 {
		t.Fatalf("20 failed publishes logged %d times: %q", n, logged)
	}
	if _, err := p.Status(); err == nil {
		t.Error("the failure is not in the status")
	}
	mu.Lock()
	fail = false
	mu.Unlock()
	deal(21)
	deal(22)
	if n := count(); n != 2 {
		t.Errorf("after the relay answers again: %d lines, %q", n, logged)
	}
	if a, err := p.Status(); err != nil || a.Guests != "g" {
		t.Errorf("status after success: %+v %v", a, err)
	}
	mu.Lock()
	fail = true
	mu.Unlock()
	deal(23)
	deal(24)
	if n := count(); n != 3 {
		t.Errorf("a new failure after a success: %d lines, %q", n, logged)
	}
}

// Ask keeps one question on its way at a time and keeps the answer.
func TestPublisherAsksOnce(t *testing.T) {
	release := make(chan struct{})
	var mu sync.Mutex
	asked := 0
	ask := func(ctx context.Context) (RelayAnswer, error) {
		mu.Lock()
		asked++
		mu.Unlock()
		<-release
		return RelayAnswer{Guests: "http://h/live/t/", Viewers: 2}, nil
	}
	p := NewPublisher(nil, ask, t.Logf)
	for range 10 {
		p.Ask()
	}
	close(release)
	waitFor(t, func() bool { a, _ := p.Status(); return a.Viewers == 2 }, "the answer kept")
	mu.Lock()
	defer mu.Unlock()
	if asked != 1 {
		t.Errorf("asked %d times while one question was on its way", asked)
	}
}
