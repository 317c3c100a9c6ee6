package kit

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/jasstafel/jasstafel/docs"
)

// BenchmarkRulebookSection builds the rulebook's §3.3 (the longest section, a numbered list with
// code spans and a nested list) and lays it out on a tablet's text column, as the rulebook shows
// a page: with NewMarkdown's pieces, and as Fyne's own rich text would (which breaks words).
func BenchmarkRulebookSection(b *testing.B) {
	test.NewTempApp(b).Settings().SetTheme(NewTheme())
	md := docs.RulesEN[strings.Index(docs.RulesEN, "### 3.3 "):]
	md = md[:strings.Index(md, "### 3.4 ")]
	for _, c := range []struct {
		name string
		make func(string) fyne.CanvasObject
	}{
		{"pieces", NewMarkdown},
		{"fyne", func(md string) fyne.CanvasObject {
			t := widget.NewRichTextFromMarkdown(md)
			t.Wrapping = fyne.TextWrapWord
			return t
		}},
	} {
		b.Run(c.name, func(b *testing.B) {
			for b.Loop() {
				o := c.make(md)
				o.Resize(fyne.NewSize(880, 100))
				o.Resize(fyne.NewSize(880, o.MinSize().Height))
			}
		})
	}
}
