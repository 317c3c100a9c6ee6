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
	"syscall"
	"time"

	"github.com/jasstafel/jasstafel/web"
)

func serveCommand() *command {
	return &command{name: "serve",
		summary: "serve the web app (built into this binary by `make web`) for browsers, tablets and phones; Ctrl+C stops",
		more: "Open the address printed in a browser; on a tablet or phone of the same network, listen on --addr 0.0.0.0:8080 " +
			"and open the laptop's address. The browser keeps its games in its own storage, not in a database here",
		setup: func(fs *flag.FlagSet) func(c *call) int {
			addr := fs.String("addr", "127.0.0.1:8080", "the `HOST:PORT` to listen on")
			return func(c *call) int { return runServe(c, *addr) }
		}}
}

// runServe serves the embedded web app on addr until the process is interrupted.
func runServe(c *call, addr string) int {
	h, err := web.Embedded()
	if err != nil {
		return c.fail(exitUnusable, "%v", err)
	}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return c.fail(exitUnusable, "cannot listen on %s: %v", addr, err)
	}
	srv := &http.Server{Handler: h, ReadHeaderTimeout: 10 * time.Second}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	go func() {
		<-ctx.Done()
		shut, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		srv.Shutdown(shut)
	}()
	fmt.Fprintf(c.stdout, "serving the web app on http://%s/ (Ctrl+C stops)\n", ln.Addr())
	if err := srv.Serve(ln); !errors.Is(err, http.ErrServerClosed) {
		return c.fail(exitUnusable, "serving: %v", err)
	}
	return exitDone
}
