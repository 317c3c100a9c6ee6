package web

import (
	"context"
	"encoding/json"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/tracing"
	"github.com/chromedp/chromedp"
)

// The visit after the first starts from the code the browser compiled on the first visit,
// rather than compiling the wasm anew: the service worker serves the wasm from the browser's
// HTTP cache, beside which Chromium keeps that code, and not its own copy, which has none
// (internal/webbuild's serviceWorker). Read from V8's trace: the first visit serialises the
// compiled module, the next one deserialises it.
func TestTheVisitAfterTheFirstStartsFromTheCompiledCode(t *testing.T) {
	// V8 keeps the compiled code once two seconds pass without new optimised code, or once 1 MB
	// of it has been made; an app at rest still optimises a function now and then, so that
	// moment may come soon or late. The test's browser keeps the code after every 500 kB of
	// optimised code instead: what is tested is which copy of the wasm the next visit gets.
	p, s, _ := newPlayer(t, chromedp.Flag("js-flags", "--wasm-caching-timeout-ms=0 --wasm-caching-threshold=500000"))
	deadline := time.Now().Add(drawWithin)
	kept := p.wasmTrace(func() { p.open(s.url); p.cacheReady() })["wasm.SerializeModule"]
	for kept == 0 {
		if time.Now().After(deadline) {
			t.Fatalf("the first visit kept no compiled code within %v", drawWithin)
		}
		kept = p.wasmTrace(func() { time.Sleep(2 * time.Second) })["wasm.SerializeModule"]
	}
	time.Sleep(time.Second) // the browser writes what V8 serialised
	again := p.wasmTrace(func() { p.reload() })
	if again["wasm.Deserialize"] == 0 {
		t.Errorf("the visit after the first compiled the wasm anew (%d functions compiled as they were called) instead of taking the first visit's code", again["wasm.CompileLazy"])
	}
}

// wasmTrace records V8's wasm events (the trace category v8.wasm) while during runs, and
// returns how many of each name there were.
func (p *player) wasmTrace(during func()) map[string]int {
	p.t.Helper()
	ctx, stop := context.WithCancel(p.ctx)
	defer stop()
	events := chromedp.Events(ctx, tracing.DataCollected)
	complete := chromedp.Events(ctx, tracing.TracingComplete)
	counts := map[string]int{}
	collected := make(chan struct{})
	go func() {
		defer close(collected)
		for e, err := range events {
			if err != nil {
				return
			}
			for _, v := range e.Value {
				var ev struct {
					Name string `json:"name"`
				}
				if json.Unmarshal([]byte(v), &ev) == nil {
					counts[ev.Name]++
				}
			}
		}
	}()
	call := func(do func(ctx context.Context, tg *chromedp.Target) error) {
		p.t.Helper()
		if err := chromedp.Do(p.ctx, chromedp.Func(do)); err != nil {
			p.t.Fatal(err)
		}
	}
	call(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, tracing.Start, tracing.StartParams{TraceConfig: &tracing.TraceConfig{IncludedCategories: []string{"v8.wasm"}}})
		return err
	})
	during()
	call(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, tracing.End, cdp.Empty{})
		return err
	})
	for _, err := range complete {
		if err != nil {
			p.t.Fatal(err)
		}
		break
	}
	stop()
	<-collected
	return counts
}
