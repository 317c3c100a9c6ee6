package cli

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/signal"
	"strconv"
	"syscall"
	"time"

	"github.com/jasstafel/jasstafel/live"
	"github.com/jasstafel/jasstafel/web"
)

func serveCommand() *command {
	return &command{name: "serve",
		summary: "serve the web app (built into this binary by `make web`) for browsers, tablets and phones; Ctrl+C stops",
		more: "Open the address printed in a browser; on a tablet or phone of the same network, listen on --addr 0.0.0.0:8080 " +
			"and open the laptop's address. The browser keeps its games in its own storage, not in a database here. " +
			"With --live, the tablet that opens the tablet address printed sends the game shown after every write, " +
			"and guests follow it read-only on the guests' address, as the window app's \"Show on phones\" does",
		setup: func(fs *flag.FlagSet) func(c *call) int {
			addr := fs.String("addr", "127.0.0.1:8080", "the `HOST:PORT` to listen on")
			withLive := fs.Bool("live", false, "also carry the live view: a tablet address that publishes the game, and a read-only guests' address")
			return func(c *call) int { return runServe(c, *addr, *withLive) }
		}}
}

// webApp is the web app serve serves: the one embedded by `make web`. The tests of this package
// serve one of their own, as web/dist is empty until `make web` runs.
var webApp = web.Embedded

// serveUntil is how long serve runs: until Ctrl+C or SIGTERM. The tests stop it themselves.
var serveUntil = func() (context.Context, context.CancelFunc) {
	return signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
}

// runServe serves the embedded web app on addr, and with withLive the live view's relay, until
// the process is interrupted.
func runServe(c *call, addr string, withLive bool) int {
	h, err := webApp()
	if err != nil {
		return c.fail(exitUnusable, "%v", err)
	}
	var relay *live.Relay
	if withLive {
		if relay, err = live.NewRelay(live.NewHub(0)); err != nil {
			return c.fail(exitUnusable, "%v", err)
		}
		defer relay.Close()
		h = web.WithLive(h, relay)
	}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return c.fail(exitUnusable, "cannot listen on %s: %v", addr, err)
	}
	srv := &http.Server{Handler: h, ReadHeaderTimeout: 10 * time.Second}
	ctx, stop := serveUntil()
	defer stop()
	go func() {
		<-ctx.Done()
		if relay != nil {
			relay.Close() // ends the guests' streams, which Shutdown would wait for
		}
		shut, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		srv.Shutdown(shut)
	}()
	origins := originsOf(ln.Addr())
	fmt.Fprintf(c.stdout, "serving the web app on %s/ (Ctrl+C stops)\n", origins[0])
	for _, o := range origins[1:] {
		fmt.Fprintf(c.stdout, "  also on %s/\n", o)
	}
	if relay != nil {
		// The token rides in the fragment, which the browser keeps to itself: it reaches no
		// server's log, and the app sends it as a header.
		for _, o := range origins {
			fmt.Fprintf(c.stdout, "tablet (publishes the game it shows): %s/#publish=%s\n", o, relay.PublishToken())
		}
		for _, o := range origins {
			fmt.Fprintf(c.stdout, "guests (follow the game, read-only): %s%s\n", o, relay.GuestsPath())
		}
	}
	if err := srv.Serve(ln); !errors.Is(err, http.ErrServerClosed) {
		return c.fail(exitUnusable, "serving: %v", err)
	}
	return exitDone
}

// originsOf are the http:// origins a listener is reached on: its own address, or for an
// address of every interface (0.0.0.0, ::) the machine's LAN addresses, loopback last.
func originsOf(a net.Addr) []string {
	tcp, ok := a.(*net.TCPAddr)
	if !ok {
		return []string{"http://" + a.String()}
	}
	port := strconv.Itoa(tcp.Port)
	hosts := []string{tcp.IP.String()}
	if tcp.IP.IsUnspecified() {
		hosts = live.LANAddresses()
	}
	out := make([]string, len(hosts))
	for i, h := range hosts {
		out[i] = "http://" + net.JoinHostPort(h, port)
	}
	return out
}
