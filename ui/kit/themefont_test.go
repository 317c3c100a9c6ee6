//go:build !js

package kit

import (
	"os"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/jasstafel/jasstafel/assets"
	"github.com/jasstafel/jasstafel/assets/webfont"
)

// Once the window app has the web font, its regular text takes kana, kanji and Hangul from it;
// bold text keeps the suit font before Fyne's, so that those scripts come from the system's bold
// fonts (the web font has no bold); monospace text is Fyne's own.
func TestWindowAppTakesTheWebFontForItsRegularText(t *testing.T) {
	data, err := os.ReadFile("../../assets/webfont/" + webfont.FileName)
	if err != nil {
		t.Fatal(err)
	}
	th := NewTheme()
	if got := th.Font(fyne.TextStyle{}).Name(); got != assets.SuitFont().Name() {
		t.Fatalf("before the web font, the regular text's font is %s", got)
	}
	withWebFont(t, data)
	for _, c := range []struct {
		style fyne.TextStyle
		want  string
	}{
		{fyne.TextStyle{}, webfont.FileName},
		{fyne.TextStyle{Italic: true}, webfont.FileName},
		{fyne.TextStyle{Bold: true}, assets.SuitFont().Name()},
		{fyne.TextStyle{Bold: true, Italic: true}, assets.SuitFont().Name()},
	} {
		if got := th.Font(c.style).Name(); got != c.want {
			t.Errorf("%+v: %s, want %s", c.style, got, c.want)
		}
	}
	if got := th.Font(fyne.TextStyle{Monospace: true}).Name(); got == webfont.FileName || got == assets.SuitFont().Name() {
		t.Errorf("monospace text takes %s", got)
	}
	// The lettering of the board's names reads the new font too.
	if f := letteringFace('민'); f == nil {
		t.Error("the board cannot letter Hangul with the web font")
	}
}

// Undrawable tells a name the device cannot draw from one it can, here on a device without system
// fonts, as the browser is: Hangul, kanji and kana from the web font, emoji (a family joined by
// zero-width joiners too) from the emoji font, Latin, Greek and Cyrillic from Fyne's text font;
// Thai from none.
func TestUndrawableAsksTheFontsTheAppHas(t *testing.T) {
	a := test.NewTempApp(t)
	a.Settings().SetTheme(NewTheme())
	data, err := os.ReadFile("../../assets/webfont/" + webfont.FileName)
	if err != nil {
		t.Fatal(err)
	}
	UseWebFont(data)
	lettering.mu.Lock()
	lettering.systemTried, lettering.system = true, nil // no system fonts
	lettering.mu.Unlock()
	t.Cleanup(func() {
		webFont.Store(nil)
		lettering.mu.Lock()
		lettering.systemTried = false
		lettering.mu.Unlock()
		lettering.reload()
	})
	for name, want := range map[string]bool{
		"Anna": false, "Jürg Müller-Égli": false, "Νίκος": false, "Олена": false, "김민준": false,
		"山田 さくら": false, "髙橋": false, "ተስፋይ": false, "Fritz 🍺": false, "👨\u200d👩\u200d👧": false, "Zoë\u00ad": false,
		"สมชาย": true, "Anna สม": true, "अनिल": true, "\U00011F04": true,
	} {
		if got := Undrawable(name); got != want {
			t.Errorf("Undrawable(%q) = %v, want %v", name, got, want)
		}
	}
}
