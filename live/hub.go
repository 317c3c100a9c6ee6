package live

import (
	"encoding/json"
	"sync"

	"github.com/jasstafel/jasstafel/gamefile"
)

// Hub hands the newest frame to every viewer. Publish never blocks: a viewer keeps at most one
// frame waiting, and a newer one replaces it, so a slow phone skips frames instead of holding
// up the table.
type Hub struct {
	mu      sync.Mutex
	last    []byte // the newest frame as JSON; nil before the first
	viewers map[*viewer]struct{}
	max     int

	// Show's game waiting to be drawn, and the drawing goroutine's wake-up call.
	pending  *shown
	wake     chan struct{}
	drawOnce sync.Once
}

// shown is a game handed to Show.
type shown struct {
	id uint64
	g  *gamefile.Game
}

// viewer is one open page: next holds the newest frame it has not sent yet, as the event the
// stream sends.
type viewer struct {
	next chan []byte
}

// DefaultMaxViewers is how many pages may follow a game at once unless the hub is told otherwise:
// a table and its guests, with room to spare.
const DefaultMaxViewers = 64

// NewHub makes a hub for at most max viewers at once (DefaultMaxViewers when max ≤ 0).
func NewHub(max int) *Hub {
	if max <= 0 {
		max = DefaultMaxViewers
	}
	return &Hub{viewers: map[*viewer]struct{}{}, max: max, wake: make(chan struct{}, 1)}
}

// Show hands the hub a game as it stands after a write and returns at once: the frame is made and
// sent on the hub's own goroutine, so the write that called Show waits neither for scoring nor
// for any viewer. When games come faster than they are drawn, only the newest is drawn. g must
// not change afterwards (the store's views do not).
func (h *Hub) Show(id uint64, g *gamefile.Game) {
	h.drawOnce.Do(func() { go h.draw() })
	h.mu.Lock()
	h.pending = &shown{id, g}
	h.mu.Unlock()
	select {
	case h.wake <- struct{}{}:
	default: // a wake-up call is waiting already
	}
}

// draw makes and publishes the frames of the games Show was given, for the life of the program.
func (h *Hub) draw() {
	for range h.wake {
		h.mu.Lock()
		p := h.pending
		h.pending = nil
		h.mu.Unlock()
		if p == nil {
			continue
		}
		if f, err := FrameOf(p.id, p.g); err == nil {
			h.Publish(f)
		}
	}
}

// Publish makes f the newest frame and offers it to every viewer.
func (h *Hub) Publish(f Frame) error {
	b, err := json.Marshal(f)
	if err != nil {
		return err
	}
	h.publishJSON(b)
	return nil
}

// publishJSON makes b, a frame as JSON, the newest frame and offers it to every viewer.
func (h *Hub) publishJSON(b []byte) {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.last = b
	msg := make([]byte, 0, len(b)+8)
	msg = append(append(append(msg, "data: "...), b...), "\n\n"...)
	for v := range h.viewers {
		offer(v.next, msg)
	}
}

// offer puts b into a channel of capacity 1 without waiting, replacing a frame not yet taken.
func offer(ch chan []byte, b []byte) {
	for {
		select {
		case ch <- b:
			return
		default:
		}
		select {
		case <-ch: // the viewer has not taken the older frame: drop it
		default:
		}
	}
}

// join adds a viewer, which gets the newest frame at once if there is one; ok is false when the
// hub is full.
func (h *Hub) join() (v *viewer, ok bool) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if len(h.viewers) >= h.max {
		return nil, false
	}
	v = &viewer{next: make(chan []byte, 1)}
	if h.last != nil {
		v.next <- append(append([]byte("data: "), h.last...), "\n\n"...)
	}
	h.viewers[v] = struct{}{}
	return v, true
}

// leave takes a viewer out.
func (h *Hub) leave(v *viewer) {
	h.mu.Lock()
	delete(h.viewers, v)
	h.mu.Unlock()
}

// Viewers is how many pages follow the game now.
func (h *Hub) Viewers() int {
	h.mu.Lock()
	defer h.mu.Unlock()
	return len(h.viewers)
}
