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
// none ends with an opening one, next to a code span or a bold word too. Without its places to
// break marked, a paragraph was one word to the wrapping, broken wherever a letter no longer
// fitted.
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
			got := rowsBrokenRight(t, rt, width, want, func(r rune) bool { return strings.ContainsRune(noLineStart, r) })
			if len(got) < 2 {
				t.Fatalf("at width %v a paragraph of %d letters is one row: %q", width, utf8.RuneCountInString(want), got)
			}
			for _, r := range got {
				r = strings.TrimSpace(Plain(r))
				if w := fyne.MeasureText(r, 14, fyne.TextStyle{}).Width; w > width {
					t.Fatalf("at width %v the row %q is %v wide", width, r, w)
				}
			}
		}
	}
}

// rowsBrokenRight is what rt shows at width, row by row, after failing t unless the rows say
// want (its text without spaces) and none but the first begins with a character notFirst
// names, nor any but the last ends with an opening bracket (noLineEnd).
func rowsBrokenRight(t *testing.T, rt *widget.RichText, width float32, want string, notFirst func(rune) bool) []string {
	t.Helper()
	got := rows(t, rt, width)
	if joined := withoutSpace(strings.Join(got, "")); joined != want {
		t.Fatalf("at width %v the rows do not say the paragraph:\n%s\nwant %q", width, strings.Join(got, "\n"), want)
	}
	for i, r := range got {
		r = strings.TrimSpace(Plain(r))
		first, _ := utf8.DecodeRuneInString(r)
		last, _ := utf8.DecodeLastRuneInString(r)
		if i > 0 && notFirst(first) || i < len(got)-1 && strings.ContainsRune(noLineEnd, last) {
			t.Fatalf("at width %v row %d begins or ends where a row may not:\n%s", width, i+1, strings.Join(got, "\n"))
		}
	}
	return got
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

// Punctuation that a row may not begin with stays with the code span, bold or emphasised word
// before it, and an opening bracket that a row may not end with goes with the span after it,
// in English and Japanese, in every width: Fyne's rich text may break between any two
// segments, and a row began with the comma after `S` or the "、" after a bold word.
func TestPunctuationStaysWithTheSpanBeside(t *testing.T) {
	withTheWebFont(t) // as the window app draws Japanese
	test.NewTempApp(t).Settings().SetTheme(NewTheme())
	paragraphs := []string{
		"Write the trump as `S`, `H`, `D` or `C`; the contract **Obenabe**, **Undenufe** or a trump (**Slalom**, **Guschti**). Then `jasstafel solve` prints it: *team0*, *team1* and the moves (`moves`).",
		"切り札は`S`、`H`、`D`、`C`のいずれかで書きます。契約は**オベナベ**、**ウンデヌフェ**、または切り札（**スラローム**）です。`jasstafel solve`は「**team0**」と「**team1**」を出力します。",
	}
	step := float32(1)
	if raceDetector {
		step = 23
	}
	for _, md := range paragraphs {
		rt := NewMarkdownText(md)
		want := withoutSpace(plainMarkdown(md))
		for width := float32(280); width <= 600; width += step {
			rowsBrokenRight(t, rt, width, want, closingMark)
		}
	}
}
