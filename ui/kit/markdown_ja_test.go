//go:build !js

package kit

import (
	"strings"
	"testing"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/jasstafel/jasstafel/docs"
)

// The Japanese rulebook's paragraphs, which have no spaces to break at, wrap where Japanese may
// in every width from a phone's to a tablet's: the rows together say the paragraph, none is
// wider than the width, none begins with a "。", a "、", a small kana or a closing bracket and
// none ends with an opening one (but next to a code span or a bold word, where Fyne's rich text
// may break between two segments, as an English row may begin with the comma after a code
// span). Without its places to break marked, a paragraph was one word to the wrapping, broken
// wherever a letter no longer fitted.
func TestJapaneseMarkdownBreaksWhereJapaneseMay(t *testing.T) {
	withTheWebFont(t) // as the window app draws Japanese
	test.NewTempApp(t).Settings().SetTheme(NewTheme())
	md, ok := docs.Rulebook("RULES.ja.md")
	if !ok {
		t.Fatal("the Japanese rulebook is not held")
	}
	// Under the race detector two paragraphs at three widths (the ui tests run once more
	// without it in make test, scripts/unit.sh).
	count, step := 6, float32(10)
	if raceDetector {
		count, step = 2, 140
	}
	var paragraphs []string
	for p := range strings.SplitSeq(md, "\n\n") {
		if len(paragraphs) == count {
			break
		}
		if first, _ := utf8.DecodeRuneInString(p); japanese(first) && utf8.RuneCountInString(p) > 80 {
			paragraphs = append(paragraphs, p)
		}
	}
	if len(paragraphs) < count {
		t.Fatalf("only %d long paragraphs found in the Japanese rulebook", len(paragraphs))
	}
	for _, p := range paragraphs {
		want := withoutSpace(plainMarkdown(p))
		rt := NewMarkdownText(p)
		for width := float32(280); width <= 560; width += step {
			got := rows(t, rt, width)
			if len(got) < 2 {
				t.Fatalf("at width %v a paragraph of %d letters is one row: %q", width, utf8.RuneCountInString(want), got)
			}
			if joined := withoutSpace(strings.Join(got, "")); joined != want {
				t.Fatalf("at width %v the rows do not say the paragraph:\n%s\nwant %q", width, strings.Join(got, "\n"), want)
			}
			for i, r := range got {
				r = strings.TrimSpace(Plain(r))
				first, _ := utf8.DecodeRuneInString(r)
				last, _ := utf8.DecodeLastRuneInString(r)
				afterStyled := strings.Contains(p, "`"+string(first)) || strings.Contains(p, "**"+string(first))
				beforeStyled := strings.Contains(p, string(last)+"`") || strings.Contains(p, string(last)+"**")
				if i > 0 && strings.ContainsRune(noLineStart, first) && !afterStyled ||
					i < len(got)-1 && strings.ContainsRune(noLineEnd, last) && !beforeStyled {
					t.Fatalf("at width %v row %d breaks where Japanese may not:\n%s", width, i+1, strings.Join(got, "\n"))
				}
				if w := fyne.MeasureText(r, 14, fyne.TextStyle{}).Width; w > width {
					t.Fatalf("at width %v the row %q is %v wide", width, r, w)
				}
			}
		}
	}
}

// plainMarkdown is the text a paragraph of markdown says, its styles and marks left out.
func plainMarkdown(md string) string {
	var b strings.Builder
	eachText(widget.NewRichTextFromMarkdown(md).Segments, func(text string, _ widget.RichTextSegment) { b.WriteString(text) })
	return b.String()
}

// withoutSpace is text without its spaces (a hair space is one), which wrapping moves or drops.
func withoutSpace(text string) string {
	return strings.Join(strings.Fields(strings.ReplaceAll(text, zeroWidthSpace, "")), "")
}
