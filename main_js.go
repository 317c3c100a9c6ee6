//go:build js && wasm

// The web app: the same app in Fyne's web driver (GOOS=js GOARCH=wasm), drawn into a canvas of
// the page that `make web` builds (web/). Its games are kept in the browser's IndexedDB; the
// command line has no place in a browser and is left out of this build.

package main

import (
	"fmt"
	"os"
	"runtime/debug"
	"strings"
	"syscall/js"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/app"
	"fyne.io/fyne/v2/lang"
	glfw "github.com/fyne-io/glfw-js"

	"github.com/jasstafel/jasstafel/assets"
	"github.com/jasstafel/jasstafel/assets/webfont"
	"github.com/jasstafel/jasstafel/live"
	"github.com/jasstafel/jasstafel/persistence"
	"github.com/jasstafel/jasstafel/translations"
	"github.com/jasstafel/jasstafel/ui"
	"github.com/jasstafel/jasstafel/ui/files"
	"github.com/jasstafel/jasstafel/ui/kit"
)

// version is set at release time with -ldflags "-X main.version=…".
var version = "dev"

// appID is the app's id, as in FyneApp.toml and cli.AppID.
const appID = "ch.jasstafel.app"

// dbName is the IndexedDB database of the games, and the name of their memory store when the
// browser refuses IndexedDB.
const dbName = "jasstafel"

func main() {
	// The garbage collector waits until the first screen is drawn (holdGC).
	gc := holdGC()
	// Keys and characters are handled on Fyne's main loop (third_party/README.md).
	glfw.Dispatch = fyne.Do
	failOpensLater()

	// u is made once the store is open; a write the browser refuses later (a full quota) is
	// kept in memory by the store, and the players are told and offered their games.
	var u *ui.UI
	opts := persistence.Options{Version: version, StorageLost: func(err error) {
		fmt.Fprintln(os.Stderr, "jasstafel: the browser stopped keeping the games; they are kept in memory from now on:", err)
		go fyne.Do(func() {
			u.KeptInMemory(lang.X("web.storageFull.title", "The browser's storage is full"),
				lang.X("web.storageFull", "The browser stopped keeping Jasstafel's games. Nothing is lost: the deal just written and all games are kept in the page's memory from now on, until it is closed or reloaded. Download the games to keep them."))
		})
	}}
	// The games' database is opened while Fyne opens its own (the preferences) and the
	// translations are read: the browser does the work of both databases while the app waits
	// for either. The store is open before the fonts are read: reading them keeps the browser's
	// only thread busy for a while, and the database's lock is refused when it is not granted
	// within a few seconds (persistence/kv/idbkv).
	opened := make(chan openedStore, 1)
	go func() {
		s, err := persistence.OpenIndexedDB(dbName, opts)
		opened <- openedStore{s, err}
	}()
	a := app.NewWithID(appID)
	a.SetIcon(assets.Icon())
	code := a.Preferences().String(ui.PrefLanguage)
	if err := kit.UseLanguage(code); err != nil {
		fmt.Fprintln(os.Stderr, "jasstafel: translations:", err)
	}
	language := addWebTexts(code)
	askToPersist()
	o := <-opened
	store, refused := o.store, o.err
	// The first screen waits for the web font when its language or a player's name is written
	// in a script only the web font draws; any other first screen is drawn without it, sooner,
	// and gets it once it is shown (takeFontsLater). The emoji font and the script fonts come
	// when a text needs them (ui/kit/scriptfonts_js.go).
	waitForFont := languageNeedsFont(language) || refused == nil && namesNeedFont(store)
	if waitForFont {
		// The page fetches the web font when the app asks (assets/webfont).
		if f := <-webfont.Fetched(); f != nil {
			useWebFont(f.Bytes())
		}
	}
	fonts := ui.Prepare(a)
	if refused != nil {
		// A private window or a full quota: the evening goes on in memory, and the players
		// are told so once the window shows.
		fmt.Fprintln(os.Stderr, "jasstafel: the games are kept in memory only:", refused)
		var err error
		if store, err = persistence.OpenMemory(dbName, opts); err != nil {
			fmt.Fprintln(os.Stderr, "jasstafel:", err)
			return
		}
	}
	w := a.NewWindow("Jasstafel")
	u = ui.New(a, w, store)
	// A phone's keyboard opens for the name fields (keyboard_js.go).
	followTextFocus(w)
	// Fyne's file dialogs cannot reach the device's files: files are downloaded and picked.
	u.UseFiles(files.Browser())
	// The browser cannot serve the guests' page: a relay (`jasstafel serve --live`) does.
	u.ShareThroughRelay(relayPublisher())
	// A phone's Back goes back in the app rather than leaving it (back_js.go).
	followBack(u)
	// The screen stays on while a game is played (wakelock_js.go).
	keepScreenOn(u)
	// A language chosen in Settings speaks the web app's own texts too.
	u.OnLanguage(func(code string) { addWebTexts(code); takeRulebook() })
	u.Launch(func() { <-fonts; u.Start() })
	go gc.restore(u)
	go func() { <-u.Launched(); fyne.Do(takeRulebook) }()
	if !waitForFont {
		go takeFontsLater(a, w, u)
	}
	if refused != nil {
		go fyne.Do(func() {
			u.KeptInMemory(lang.X("web.memoryOnly.title", "Games kept only until the page closes"),
				lang.X("web.memoryOnly", "This browser does not let Jasstafel keep games (a private window, or its storage is full). You can play on: tonight's games are kept in the page's memory, and lost when it is closed or reloaded."))
		})
	}
	w.ShowAndRun()
}

// openedStore is what opening the games' database gave.
type openedStore struct {
	store *persistence.Store
	err   error
}

// startHeapLimit is the heap up to which the garbage collector waits while the app starts: a
// first screen takes about 20 MB, and an opened game that is long to replay more; past this
// limit the collector runs as it does later.
const startHeapLimit = 192 << 20

// heldGC is the collector's setting from before holdGC.
type heldGC struct {
	percent int
	limit   int64
}

// holdGC makes the garbage collector wait, up to startHeapLimit, until the first screen is
// drawn: the start allocates a heap of about 20 MB that is mostly kept, and on the
// browser's only thread the collections it set off (two to four before the first frame) only
// held the first frame up.
func holdGC() heldGC {
	return heldGC{percent: debug.SetGCPercent(-1), limit: debug.SetMemoryLimit(startHeapLimit)}
}

// restore gives the collector back its setting once the first screen has been drawn.
func (g heldGC) restore(u *ui.UI) {
	<-u.Launched()
	framesLater(1)
	debug.SetGCPercent(g.percent)
	debug.SetMemoryLimit(g.limit)
}

// takeFontsLater asks the page for the web font once the first screen is shown — fetched
// before, its 2 MB came down beside the start — makes it the theme's font, and applies the
// theme again, which measures and draws every text anew: the few signs only the web font has
// (arrows, the outlined suits) and names typed in Hangul, kana or kanji from then on draw as
// they should.
func takeFontsLater(a fyne.App, w fyne.Window, u *ui.UI) {
	<-u.Launched()
	framesLater(2)
	f := <-webfont.Fetched()
	if f == nil {
		fmt.Fprintln(os.Stderr, "jasstafel: no web font: Hangul, kana, kanji and a few signs draw as boxes")
		return
	}
	data := f.Bytes()
	fyne.Do(func() {
		useWebFont(data)
		kit.ReapplyTheme(a, w)
	})
}

// framesLater returns after the browser has called n animation frames from now.
func framesLater(n int) {
	done := make(chan struct{})
	var frame js.Func
	frame = js.FuncOf(func(js.Value, []js.Value) any {
		if n--; n > 0 {
			js.Global().Call("requestAnimationFrame", frame)
			return nil
		}
		frame.Release()
		close(done)
		return nil
	})
	js.Global().Call("requestAnimationFrame", frame)
	<-done
}

// namesNeedFont reports whether a player's name in store needs the web font: an emoji needs the
// emoji font only, which comes when it is drawn.
func namesNeedFont(store *persistence.Store) bool {
	roster, err := store.Roster()
	if err != nil {
		return true // the first screen may show any name: better late than as boxes
	}
	for _, p := range roster {
		if kit.NeedsWebFont(kit.WithoutEmoji(p.Name)) {
			return true
		}
	}
	return false
}

// addWebTexts adds the strings only the web app shows (translations/web) in English and in the
// language kit.UseLanguage chose for code, and returns that language ("en" for one the app does
// not speak).
func addWebTexts(code string) string {
	if code == "" {
		code = lang.SystemLocale().LanguageString()
	}
	base, _, _ := strings.Cut(strings.ToLower(strings.ReplaceAll(code, "_", "-")), "-")
	files := []string{"en"}
	if base != "en" && translations.Supported(base) {
		files = append(files, base)
	} else {
		base = "en"
	}
	for _, c := range files {
		data, err := translations.Web.ReadFile("web/" + c + ".json")
		if err == nil {
			data, err = kit.PrepareTexts(c, data)
		}
		if err == nil {
			err = lang.AddTranslationsForLocale(data, fyne.Locale(c))
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, "jasstafel: translations:", err)
		}
	}
	return base
}

// askToPersist asks the browser to keep the site's storage under pressure instead of evicting
// it with the games; the answer is only logged, as the games are kept either way.
func askToPersist() {
	storage := js.Global().Get("navigator").Get("storage")
	if storage.IsUndefined() || storage.Get("persist").IsUndefined() {
		fmt.Fprintln(os.Stderr, "jasstafel: this browser cannot be asked to keep the games' storage")
		return
	}
	var answered js.Func
	answered = js.FuncOf(func(_ js.Value, args []js.Value) any {
		fmt.Println("jasstafel: storage kept when space runs short:", args[0].Truthy())
		answered.Release()
		return nil
	})
	storage.Call("persist").Call("then", answered)
}

// openFailsLater makes an indexedDB.open that throws at once (some browsers' private windows, a
// storage the user blocked) fail as a refused open does, with an error event on the request it
// returns: Fyne's own file storage, opened while the app starts, does not look at the error of
// an open that throws, and stops the app; the games' store is then refused and kept in memory.
const openFailsLater = `(() => {
  const factory = self.indexedDB;
  if (!factory) return;
  const open = factory.open;
  factory.open = function (...args) {
    try {
      return open.apply(this, args);
    } catch (e) {
      // An event target that passes for the request (instanceof IDBRequest, as the Go
      // bindings check), its fields its own.
      const request = Object.setPrototypeOf(new EventTarget(), IDBOpenDBRequest.prototype);
      Object.defineProperties(request, {
        error: {value: e}, result: {value: undefined}, readyState: {value: "done"},
        transaction: {value: null}, source: {value: null},
      });
      setTimeout(() => request.dispatchEvent(new Event("error")), 0);
      return request;
    }
  };
})()`

// failOpensLater installs openFailsLater in the page before Fyne starts.
func failOpensLater() {
	js.Global().Get("Function").New(openFailsLater).Invoke()
}

// publishKey is the sessionStorage key of the relay's publish token.
const publishKey = "jasstafel.publish"

// relayPublisher is the publisher to the relay that served this page, when the page was opened
// with the tablet address `jasstafel serve --live` prints (#publish=TOKEN), or reloaded since;
// nil otherwise. The token is kept in sessionStorage, not in the app's preferences: it survives
// a reload of the tab, but a relay's tokens die with its process, so a later evening does not
// keep sending games to a relay long gone (or to another program at that address), and the
// token stays out of storage that outlives the tab. It is taken out of the address bar, so that
// a bookmark or a shared screenshot does not carry it.
func relayPublisher() *live.Publisher {
	g := js.Global()
	loc := g.Get("location")
	token := ""
	if tok, ok := strings.CutPrefix(loc.Get("hash").String(), "#publish="); ok && tok != "" {
		token = tok
		jsTry(func() { g.Get("sessionStorage").Call("setItem", publishKey, token) })
		jsTry(func() {
			g.Get("history").Call("replaceState", nil, "", loc.Get("pathname").String()+loc.Get("search").String())
		})
	} else {
		jsTry(func() {
			if v := g.Get("sessionStorage").Call("getItem", publishKey); v.Type() == js.TypeString {
				token = v.String()
			}
		})
	}
	if token == "" {
		return nil
	}
	c := live.RelayClient{Base: loc.Get("origin").String(), Token: token}
	return live.NewPublisher(c.Post, c.Ask, func(format string, args ...any) {
		fmt.Fprintf(os.Stderr, format+"\n", args...)
	})
}

// jsTry runs f, which calls into the page, and logs instead of stopping the app when the page
// throws: a browser that blocks storage throws at the first touch of sessionStorage.
func jsTry(f func()) {
	defer func() {
		if r := recover(); r != nil {
			fmt.Fprintln(os.Stderr, "jasstafel: the relay's token:", r)
		}
	}()
	f()
}
