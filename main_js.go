//go:build js && wasm

// The web app: the same app in Fyne's web driver (GOOS=js GOARCH=wasm), drawn into a canvas of
// the page that `make web` builds (web/). Its games are kept in the browser's IndexedDB; the
// command line has no place in a browser and is left out of this build.

package main

import (
	"fmt"
	"os"
	"strings"
	"syscall/js"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/app"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	glfw "github.com/fyne-io/glfw-js"

	"github.com/jasstafel/jasstafel/assets"
	"github.com/jasstafel/jasstafel/persistence"
	"github.com/jasstafel/jasstafel/translations"
	"github.com/jasstafel/jasstafel/ui"
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
	// Keys and characters are handled on Fyne's main loop (third_party/README.md).
	glfw.Dispatch = fyne.Do
	a := app.NewWithID(appID)
	a.SetIcon(assets.Icon())
	code := a.Preferences().String(ui.PrefLanguage)
	if err := kit.UseLanguage(code); err != nil {
		fmt.Fprintln(os.Stderr, "jasstafel: translations:", err)
	}
	addWebTexts(code)
	askToPersist()

	// The store is opened before the fonts are read: reading them keeps the browser's only
	// thread busy for a while, and the database's lock is refused when it is not granted within
	// a second (persistence/kv/idbkv).
	opts := persistence.Options{Version: version}
	store, refused := persistence.OpenIndexedDB(dbName, opts)
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
	u := ui.New(a, w, store)
	u.Launch(func() { <-fonts; u.Start() })
	if refused != nil {
		go fyne.Do(func() {
			dialog.ShowInformation(lang.X("web.memoryOnly.title", "Games kept only until the page closes"),
				lang.X("web.memoryOnly", "This browser does not let Jasstafel keep games (a private window, or its storage is full). You can play on: tonight's games are kept in the page's memory, and lost when it is closed or reloaded."), w)
		})
	}
	w.ShowAndRun()
}

// addWebTexts adds the strings only the web app shows (translations/web) in English and in the
// language kit.UseLanguage chose for code.
func addWebTexts(code string) {
	if code == "" {
		code = lang.SystemLocale().LanguageString()
	}
	base, _, _ := strings.Cut(strings.ToLower(strings.ReplaceAll(code, "_", "-")), "-")
	files := []string{"en"}
	if base != "en" && translations.Supported(base) {
		files = append(files, base)
	}
	for _, c := range files {
		data, err := translations.Web.ReadFile("web/" + c + ".json")
		if err == nil {
			err = lang.AddTranslationsForLocale(data, fyne.Locale(c))
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, "jasstafel: translations:", err)
		}
	}
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
