//go:build !js

package web

import (
	"image"
	"image/png"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/jasstafel/jasstafel/persistence"
	"github.com/jasstafel/jasstafel/ui"
	"github.com/jasstafel/jasstafel/ui/kit"
)

// The app in the browser draws into a canvas: there is no page to look into for its buttons.
// So the tests lay the same app out at the same size in Fyne's test driver — a shadow with a
// store of its own — find there where a label is drawn, tap the browser at that point, and tap
// the shadow at the same point too, so that it moves to the same screen as the browser does.
// Fyne lays out both from the same theme and the same fonts, which it carries itself.

type shadow struct {
	t     *testing.T
	w     fyne.Window
	u     *ui.UI
	store *persistence.Store
	files *shadowFiles
}

func newShadow(t *testing.T, size fyne.Size) *shadow {
	t.Helper()
	return newShadowIn(t, size, "en", nil)
}

// newShadowIn is a shadow that speaks the language of code and, when font is not nil, draws
// its text with that font where the app's theme has its own.
func newShadowIn(t *testing.T, size fyne.Size, code string, font fyne.Resource) *shadow {
	t.Helper()
	t.Setenv("LANGUAGE", code)
	a := test.NewTempApp(t)
	if err := kit.UseLanguage(code); err != nil {
		t.Fatal(err)
	}
	<-ui.Prepare(a)
	store, err := persistence.Open(filepath.Join(t.TempDir(), "shadow.db"), persistence.Options{NoAutoBackup: true})
	if err != nil {
		t.Fatal(err)
	}
	w := a.NewWindow("Jasstafel")
	w.Resize(size)
	u := ui.New(a, w, store)
	if font != nil {
		a.Settings().SetTheme(fontTheme{a.Settings().Theme(), font})
	}
	// Files are saved and picked as in the browser: no dialog of the shadow's own.
	f := &shadowFiles{}
	u.UseFiles(f)
	u.Start()
	t.Cleanup(func() { w.Close(); store.Close() })
	return &shadow{t: t, w: w, u: u, store: store, files: f}
}

// shadowFiles stand for the browser's downloads, picker and share sheet in the shadow: a file
// saved is taken as downloaded, Pick hands over the file the test puts in the browser's picker
// too, and the kinds of files shares names are shared, as by the browser of a test that gives
// its page a share sheet (phone_test.go).
type shadowFiles struct {
	picked     string // the name of the file picked
	pickedData []byte
	shares     []string // the media types the browser shares
	shared     []string // the names of the files shared
}

func (f *shadowFiles) Save(name, _ string, _ []byte, done func(string, error)) { done(name, nil) }

func (f *shadowFiles) CanShare(_, mime string) bool { return slices.Contains(f.shares, mime) }

func (f *shadowFiles) Share(name, _ string, _ []byte, done func(bool, error)) {
	f.shared = append(f.shared, name)
	done(true, nil)
}

func (f *shadowFiles) Pick(_ []string, done func(string, []byte, error)) {
	done(f.picked, f.pickedData, nil)
}

// drawn is one text the shadow draws, where it is on the canvas.
type drawn struct {
	text string
	pos  fyne.Position // the middle of the text
}

// placed is an object the shadow shows and where its top left corner is on the canvas.
type placed struct {
	o  fyne.CanvasObject
	at fyne.Position
}

// texts is every text drawn, the dialogs on top last.
func (s *shadow) texts() []drawn {
	var out []drawn
	for _, p := range s.objects() {
		if x, ok := p.o.(*canvas.Text); ok {
			out = append(out, drawn{x.Text, p.at.Add(fyne.NewPos(x.Size().Width/2, x.Size().Height/2))})
		}
	}
	return out
}

// objects is every visible object, the dialogs on top last.
func (s *shadow) objects() []placed {
	var out []placed
	var walk func(o fyne.CanvasObject, at fyne.Position)
	walk = func(o fyne.CanvasObject, at fyne.Position) {
		if o == nil || !o.Visible() {
			return
		}
		at = at.Add(o.Position())
		out = append(out, placed{o, at})
		switch x := o.(type) {
		case *fyne.Container:
			for _, c := range x.Objects {
				walk(c, at)
			}
		case fyne.Widget:
			for _, c := range test.WidgetRenderer(x).Objects() {
				walk(c, at)
			}
		}
	}
	c := s.w.Canvas()
	walk(c.Content(), fyne.Position{})
	for _, o := range c.Overlays().List() {
		walk(o, fyne.Position{})
	}
	return out
}

// where is the middle of the label drawn last (a dialog's over the screen's), or with first
// the first drawn (the topmost of a form's fields); it fails the test when the label is not
// drawn.
func (s *shadow) where(label string, first bool) fyne.Position {
	s.t.Helper()
	var found *drawn
	texts := s.texts()
	for i := range texts {
		if texts[i].text == label && (found == nil || !first) {
			found = &texts[i]
		}
	}
	if found == nil {
		var all []string
		for _, d := range texts {
			all = append(all, d.text)
		}
		s.t.Fatalf("the shadow draws no %q; it draws %q", label, strings.Join(all, " | "))
	}
	return found.pos
}

// tap taps the shadow where pos is, as a finger does: the field there, if any, takes the
// focus, as in a window, and what is tappable there is tapped.
func (s *shadow) tap(pos fyne.Position) {
	var field fyne.Focusable
	for _, p := range s.objects() {
		f, ok := p.o.(fyne.Focusable)
		size := p.o.Size()
		if ok && pos.X >= p.at.X && pos.Y >= p.at.Y && pos.X < p.at.X+size.Width && pos.Y < p.at.Y+size.Height {
			field = f // the innermost, the dialogs' over the screen's
		}
	}
	test.TapCanvas(s.w.Canvas(), pos)
	if field != nil {
		s.w.Canvas().Focus(field)
	}
}

// typeText types into the field that has the focus.
func (s *shadow) typeText(text string) {
	s.t.Helper()
	f := s.w.Canvas().Focused()
	if f == nil {
		s.t.Fatalf("typing %q in the shadow, where no field has the focus", text)
	}
	for _, r := range text {
		f.TypedRune(r)
	}
}

func writePNG(path string, img image.Image) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	defer f.Close()
	return png.Encode(f, img)
}

// whereIcon is the middle of the button that shows icon and no text (a toolbar's), the last
// drawn; it fails the test when there is none.
func (s *shadow) whereIcon(icon fyne.Resource) fyne.Position {
	s.t.Helper()
	var found *placed
	for _, p := range s.objects() {
		if b, ok := p.o.(*widget.Button); ok && b.Text == "" && b.Icon != nil && b.Icon.Name() == icon.Name() {
			found = &p
		}
	}
	if found == nil {
		s.t.Fatalf("the shadow shows no button with the icon %s", icon.Name())
	}
	return found.at.Add(fyne.NewPos(found.o.Size().Width/2, found.o.Size().Height/2))
}

// fontTheme is a theme with another font in place of its own.
type fontTheme struct {
	fyne.Theme
	font fyne.Resource
}

func (f fontTheme) Font(s fyne.TextStyle) fyne.Resource {
	if s.Monospace || s.Symbol {
		return f.Theme.Font(s)
	}
	return f.font
}
