package live

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/jasstafel/jasstafel/gamefile"
)

// PostFunc sends one publish's body (a Publication as JSON) to the relay and returns its answer.
type PostFunc func(ctx context.Context, body []byte) (RelayAnswer, error)

// AskFunc asks the relay for the guests' address.
type AskFunc func(ctx context.Context) (RelayAnswer, error)

// relayTimeout bounds one exchange with the relay.
const relayTimeout = 10 * time.Second

// Publisher follows the writes of the web app and sends the game shown to a relay, on its own
// goroutine: Show returns at once, one publish is on its way at a time, and of the games shown
// meanwhile only the newest is sent next. A failure is logged once, and again only after the
// relay has been reached in between, so that a relay gone away does not fill the log at every
// deal.
type Publisher struct {
	post PostFunc
	ask  AskFunc
	logf func(format string, args ...any)

	mu      sync.Mutex
	pending *publication // the newest game not yet sent
	words   *Words       // the guests' page's words, sent with every publish (SetWords)
	sending bool         // the sending goroutine runs
	asking  bool
	answer  RelayAnswer
	err     error // the last exchange's failure, nil after a success
	quiet   bool  // a failure is logged; the next is not
}

// publication is a game handed to Show, with the page's words at the time.
type publication struct {
	id    uint64
	f     gamefile.File
	words *Words
}

// NewPublisher makes a publisher that sends through post and asks through ask; logf gets the
// failures (and the relay's return after one).
func NewPublisher(post PostFunc, ask AskFunc, logf func(format string, args ...any)) *Publisher {
	return &Publisher{post: post, ask: ask, logf: logf}
}

// SetWords gives the guests' page the players' words: every publish from now on carries them,
// and the relay's page speaks them.
func (p *Publisher) SetWords(w Words) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.words = &w
}

// Show hands over the game as it stands after a write, as its file (persistence.GameView.File),
// and returns at once. f must not change afterwards (the store's views do not).
func (p *Publisher) Show(id uint64, f gamefile.File) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.pending = &publication{id, f, p.words}
	if !p.sending {
		p.sending = true
		go p.send()
	}
}

// send publishes the pending games until none is left.
func (p *Publisher) send() {
	for {
		p.mu.Lock()
		next := p.pending
		p.pending = nil
		if next == nil {
			p.sending = false
			p.mu.Unlock()
			return
		}
		p.mu.Unlock()
		body, err := encodePublication(next)
		var a RelayAnswer
		if err == nil {
			ctx, cancel := context.WithTimeout(context.Background(), relayTimeout)
			a, err = p.post(ctx, body)
			cancel()
		}
		p.done(a, err, "publishing the game to the relay")
	}
}

// encodePublication is the body of a publish: the game file without its history, which the
// guests do not see and which only grows.
func encodePublication(g *publication) ([]byte, error) {
	f := g.f
	f.History = nil
	game, err := json.Marshal(f)
	if err != nil {
		return nil, err
	}
	return json.Marshal(Publication{ID: g.id, Game: game, Words: g.words})
}

// Ask asks the relay for the guests' address in the background, unless an answer is on its way
// already; Status has it once it arrives.
func (p *Publisher) Ask() {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.asking {
		return
	}
	p.asking = true
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), relayTimeout)
		a, err := p.ask(ctx)
		cancel()
		p.mu.Lock()
		p.asking = false
		p.mu.Unlock()
		p.done(a, err, "asking the relay for the guests' address")
	}()
}

// done keeps an exchange's answer, or logs its failure once.
func (p *Publisher) done(a RelayAnswer, err error, what string) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.err = err
	if err != nil {
		if !p.quiet {
			p.quiet = true
			p.logf("jasstafel: %s: %v (further failures are not logged until it works again)", what, err)
		}
		return
	}
	if p.quiet {
		p.quiet = false
		p.logf("jasstafel: the relay answers again")
	}
	p.answer = a
}

// Status is the relay's last answer (its zero value before any) and the failure of the last
// exchange, nil when it succeeded.
func (p *Publisher) Status() (RelayAnswer, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.answer, p.err
}

// RelayClient reaches a relay over HTTP: Base is its origin (http://HOST:PORT), Token the
// publish token. Client nil is http.DefaultClient; in the web app's wasm build net/http
// sends with the browser's fetch.
type RelayClient struct {
	Base, Token string
	Client      *http.Client
}

// Post is a PostFunc: a publish to Base's PublishPath.
func (c RelayClient) Post(ctx context.Context, body []byte) (RelayAnswer, error) {
	return c.do(ctx, http.MethodPost, PublishPath, body)
}

// Ask is an AskFunc: a GET of Base's GuestsPath.
func (c RelayClient) Ask(ctx context.Context) (RelayAnswer, error) {
	return c.do(ctx, http.MethodGet, GuestsPath, nil)
}

func (c RelayClient) do(ctx context.Context, method, path string, body []byte) (RelayAnswer, error) {
	var rd io.Reader
	if body != nil {
		rd = bytes.NewReader(body)
	}
	req, err := http.NewRequestWithContext(ctx, method, strings.TrimSuffix(c.Base, "/")+path, rd)
	if err != nil {
		return RelayAnswer{}, err
	}
	req.Header.Set("Authorization", "Bearer "+c.Token)
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	client := c.Client
	if client == nil {
		client = http.DefaultClient
	}
	res, err := client.Do(req)
	if err != nil {
		return RelayAnswer{}, err
	}
	defer res.Body.Close()
	b, err := io.ReadAll(io.LimitReader(res.Body, 64<<10))
	if err != nil {
		return RelayAnswer{}, err
	}
	if res.StatusCode != http.StatusOK {
		return RelayAnswer{}, fmt.Errorf("the relay answered %s: %s", res.Status, clip(strings.TrimSpace(string(b)), 200))
	}
	var a RelayAnswer
	if err := json.Unmarshal(b, &a); err != nil {
		return RelayAnswer{}, fmt.Errorf("the relay's answer is not understood: %w", err)
	}
	return a, nil
}
