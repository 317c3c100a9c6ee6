package cli

import (
	"io"
	"strings"
	"unicode"

	"golang.org/x/text/width"
)

// columnGap is the space between two columns of a table the commands print.
const columnGap = 2

// textTable is a table for a terminal: columns as wide as their widest cell, counted in the
// cells a terminal gives each letter — two for a Hangul, kana or kanji letter, none for a
// combining mark — so that a row with Korean or Japanese names lines up with the others.
// (text/tabwriter counts one per letter, which shifts every column after such a name.)
type textTable struct{ rows [][]string }

func (t *textTable) row(cells ...string) { t.rows = append(t.rows, cells) }

// write prints the table; the last column is not padded.
func (t *textTable) write(w io.Writer) error {
	var widths []int
	for _, r := range t.rows {
		for i, c := range r {
			if i == len(widths) {
				widths = append(widths, 0)
			}
			widths[i] = max(widths[i], displayWidth(c))
		}
	}
	var b strings.Builder
	for _, r := range t.rows {
		for i, c := range r {
			b.WriteString(c)
			if i < len(r)-1 {
				b.WriteString(strings.Repeat(" ", widths[i]-displayWidth(c)+columnGap))
			}
		}
		b.WriteByte('\n')
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// displayWidth is how many cells a terminal takes to show s.
func displayWidth(s string) int {
	n := 0
	for _, r := range s {
		switch k := width.LookupRune(r).Kind(); {
		case unicode.Is(unicode.Mn, r) || unicode.Is(unicode.Me, r):
		case k == width.EastAsianWide || k == width.EastAsianFullwidth:
			n += 2
		default:
			n++
		}
	}
	return n
}
