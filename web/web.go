// Package web serves the web app that `make web` builds (internal/webbuild): `jasstafel serve`
// answers with the files embedded in the binary from web/dist, where each is kept gzipped, as
// compressed once at build time.
package web

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"embed"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"io"
	"io/fs"
	"mime"
	"net/http"
	"path"
	"slices"
	"strconv"
	"strings"

	"github.com/jasstafel/jasstafel/internal/webnames"
)

// dist is web/dist as `make web` left it when the binary was built: NAME.gz for every file of
// the site, or only the placeholder .keep when it was not run.
//
//go:embed all:dist
var dist embed.FS

// ErrNoApp: the binary was built without the web app.
var ErrNoApp = errors.New("this jasstafel carries no web app: build it with `make web`, then build jasstafel again (go build -o jasstafel .) to embed it")

// Embedded serves the web app embedded in this binary, or returns ErrNoApp.
func Embedded() (http.Handler, error) {
	sub, err := fs.Sub(dist, "dist")
	if err != nil {
		return nil, err
	}
	return Handler(sub)
}

// Font is the web font that the embedded web app carries (assets/webfont), unpacked: the window
// app draws kana, kanji and Hangul with it as the web app does, rather than with whatever the
// system has. ErrNoApp where the binary embeds no web app.
func Font() ([]byte, error) {
	return fontIn(dist, "dist")
}

// fontIn is Font for the site in folder dir of files.
func fontIn(files fs.FS, dir string) ([]byte, error) {
	names, err := fs.Glob(files, path.Join(dir, webnames.FontStem+"-*.ttf.gz"))
	if err != nil || len(names) != 1 {
		return nil, ErrNoApp
	}
	gz, err := fs.ReadFile(files, names[0])
	if err != nil {
		return nil, err
	}
	zr, err := gzip.NewReader(bytes.NewReader(gz))
	if err != nil {
		return nil, err
	}
	return io.ReadAll(zr)
}

// contentTypes are the types of the site's files; a browser runs a wasm module streamed only as
// application/wasm, and a service worker only as JavaScript.
var contentTypes = map[string]string{
	".html":        "text/html; charset=utf-8",
	".js":          "text/javascript; charset=utf-8",
	".wasm":        "application/wasm",
	".webmanifest": "application/manifest+json",
	".png":         "image/png",
	".ttf":         "font/ttf",
	".md":          "text/markdown; charset=utf-8",
}

// file is one file of the site, gzipped.
type file struct {
	gz          []byte
	size        int64 // uncompressed
	etag, ctype string
	cache       string
}

type handler struct{ files map[string]*file }

// Handler serves the site whose files are in files as NAME.gz: the gzipped bytes as they are to
// a browser that accepts gzip, unpacked for one that does not, with their content types, an
// ETag, and Cache-Control: the files named in webnames.Revalidated are asked for again before
// each use, the others (their names carry the version) are kept for a year. It returns ErrNoApp
// when there is no index.html.gz.
func Handler(files fs.FS) (http.Handler, error) {
	h := handler{files: map[string]*file{}}
	err := fs.WalkDir(files, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(p, ".gz") {
			return err
		}
		gz, err := fs.ReadFile(files, p)
		if err != nil {
			return err
		}
		if len(gz) < 18 {
			return errors.New(p + " is not gzipped")
		}
		name := strings.TrimSuffix(p, ".gz")
		sum := sha256.Sum256(gz)
		f := &file{gz: gz, size: int64(binary.LittleEndian.Uint32(gz[len(gz)-4:])), etag: `"` + hex.EncodeToString(sum[:12]) + `"`}
		f.ctype = contentTypes[path.Ext(name)]
		if f.ctype == "" {
			f.ctype = mime.TypeByExtension(path.Ext(name))
		}
		f.cache = "public, max-age=31536000, immutable"
		if slices.Contains(webnames.Revalidated, name) {
			f.cache = "no-cache"
		}
		h.files[name] = f
		return nil
	})
	if err != nil {
		return nil, err
	}
	if h.files["index.html"] == nil {
		return nil, ErrNoApp
	}
	return h, nil
}

func (h handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "only GET and HEAD", http.StatusMethodNotAllowed)
		return
	}
	name := strings.TrimPrefix(path.Clean(r.URL.Path), "/")
	if name == "" {
		name = "index.html"
	}
	f := h.files[name]
	if f == nil {
		http.NotFound(w, r)
		return
	}
	hd := w.Header()
	hd.Set("Content-Type", f.ctype)
	hd.Set("Cache-Control", f.cache)
	hd.Set("ETag", f.etag)
	hd.Set("Vary", "Accept-Encoding")
	hd.Set("X-Content-Type-Options", "nosniff")
	if matches(r.Header.Get("If-None-Match"), f.etag) {
		w.WriteHeader(http.StatusNotModified)
		return
	}
	gzipped := acceptsGzip(r.Header.Get("Accept-Encoding"))
	if gzipped {
		hd.Set("Content-Encoding", "gzip")
		hd.Set("Content-Length", strconv.Itoa(len(f.gz)))
	} else {
		hd.Set("Content-Length", strconv.FormatInt(f.size, 10))
	}
	if r.Method == http.MethodHead {
		return
	}
	if gzipped {
		w.Write(f.gz)
		return
	}
	zr, err := gzip.NewReader(bytes.NewReader(f.gz))
	if err == nil {
		_, err = io.Copy(w, zr)
	}
	_ = err // the status is sent; a client gone away is no error of the server
}

// matches reports whether an If-None-Match header names etag (or is *).
func matches(header, etag string) bool {
	for _, t := range strings.Split(header, ",") {
		t = strings.TrimSpace(t)
		if t == "*" || strings.TrimPrefix(t, "W/") == etag {
			return true
		}
	}
	return false
}

// acceptsGzip reads an Accept-Encoding header: gzip (or *) named without q=0.
func acceptsGzip(header string) bool {
	for _, part := range strings.Split(header, ",") {
		coding, params, _ := strings.Cut(part, ";")
		coding = strings.ToLower(strings.TrimSpace(coding))
		if coding != "gzip" && coding != "*" {
			continue
		}
		params = strings.ReplaceAll(strings.TrimSpace(params), " ", "")
		if q, ok := strings.CutPrefix(params, "q="); ok {
			if v, err := strconv.ParseFloat(q, 64); err == nil && v == 0 {
				return false
			}
		}
		return true
	}
	return false
}

// Relay is a handler for some paths beside the web app's: the live view's relay
// (live.Relay), which `jasstafel serve --live` serves on the same address.
type Relay interface {
	http.Handler
	// Owns tells whether the relay answers a request for path.
	Owns(path string) bool
}

// WithLive serves the paths relay owns with relay and everything else with app.
func WithLive(app http.Handler, relay Relay) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if relay.Owns(r.URL.Path) {
			relay.ServeHTTP(w, r)
			return
		}
		app.ServeHTTP(w, r)
	})
}
