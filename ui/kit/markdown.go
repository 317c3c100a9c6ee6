package kit

import (
	"regexp"
	"slices"
	"strings"
	"unicode"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// NewMarkdownText is widget.NewRichTextFromMarkdown wrapped at words, with its texts cut into
// pieces that Fyne 2.7.1 wraps right. Its RichText wraps a text that begins in the rest of a row
// (after a code span, a bold word or a line break of the markdown source) wrongly: where not
// even a letter fits in that rest, it puts one letter a row to the end of the text (a phone
// showed a paragraph of the rulebook as a column of letters); where part of the first word
// fits, it breaks the word there ("geschriebe" and "n werden"). Fyne fixed the first after
// 2.7.1. A piece narrower than any row that begins with a zero-width space meets neither case:
// the space always fits, and a piece whose first word does not fit goes to the next row whole.
func NewMarkdownText(md string) *widget.RichText {
	t := fromMarkdown(md)
	t.Segments = wrapPieces(t.Segments)
	t.Wrapping = fyne.TextWrapWord
	return t
}

// fromMarkdown is Fyne's rich text of md mended as the app shows markdown, in the running text
// and in a table's cells alike: without the space Fyne 2.7.1's markdown adds to a text that a
// code span, a bold or emphasised word or a link follows, written or not ("(`S`" read "( S", and
// a Japanese sentence had a gap before each bold word), and with the places a Japanese line may
// break marked in every text but code (JapaneseBreaks).
func fromMarkdown(md string) *widget.RichText {
	t := widget.NewRichTextFromMarkdown(md)
	mendSegments(t.Segments, md, nestedCode(md))
	t.Segments = keepPunctuation(t.Segments)
	return t
}

// keepPunctuation moves the punctuation a row may not begin with (closingMark) from the start of
// a text to the end of the code span, bold or emphasised word or link before it, and the opening brackets
// a row may not end with from the end of a text to the start of the span after it, in segs and
// in the paragraphs and list items among them: Fyne's rich text may break between any two
// segments, and a row began with the comma after `S` or the "、" after a bold word. The
// punctuation takes the span's style, as punctuation after a bold word is set in bold.
func keepPunctuation(segs []widget.RichTextSegment) []widget.RichTextSegment {
	out := segs[:0]
	for _, seg := range segs {
		switch s := seg.(type) {
		case *widget.ParagraphSegment:
			s.Texts = keepPunctuation(s.Texts)
		case *widget.ListSegment:
			s.Items = keepPunctuation(s.Items)
		}
		prev, _ := lastSegment(out).(*widget.TextSegment)
		if s, ok := seg.(*widget.TextSegment); ok && prose(s) {
			if before := spanWords(lastSegment(out)); before != nil {
				n := len(s.Text) - len(strings.TrimLeftFunc(s.Text, closingMark))
				*before += s.Text[:n]
				s.Text = s.Text[n:] // kept when empty: it may end the row
			}
		}
		if words := spanWords(seg); words != nil && prose(prev) && prev.Inline() {
			kept := strings.TrimRightFunc(prev.Text, openingMark)
			*words = prev.Text[len(kept):] + *words
			prev.Text = kept
			if kept == "" {
				out = out[:len(out)-1]
			}
		}
		out = append(out, seg)
	}
	return out
}

// spanWords is the text of seg when it is a code span, a bold or emphasised word or a link
// (whose text the running text shows, wrapPieces), nil for any other segment.
func spanWords(seg widget.RichTextSegment) *string {
	switch s := seg.(type) {
	case *widget.HyperlinkSegment:
		return &s.Text
	case *widget.TextSegment:
		if span(s) {
			return &s.Text
		}
	}
	return nil
}

// lastSegment is the last of segs, nil for none.
func lastSegment(segs []widget.RichTextSegment) widget.RichTextSegment {
	if len(segs) == 0 {
		return nil
	}
	return segs[len(segs)-1]
}

// span reports whether t is a code span, a bold or an emphasised word (whether or not it ends
// its row), not a code block.
func span(t *widget.TextSegment) bool {
	st, ok := inlineStyle(t)
	return ok && t.Style != widget.RichTextStyleCodeBlock &&
		(st == widget.RichTextStyleCodeInline || st == widget.RichTextStyleStrong || st == widget.RichTextStyleEmphasis)
}

// prose reports whether t is text but code: running text, a bold or emphasised word.
func prose(t *widget.TextSegment) bool {
	st, ok := inlineStyle(t)
	return ok && st != widget.RichTextStyleCodeInline
}

// inlineStyle is t's style as if it did not end its row (a code block's is a code span's);
// false for no segment.
func inlineStyle(t *widget.TextSegment) (widget.RichTextStyle, bool) {
	if t == nil {
		return widget.RichTextStyle{}, false
	}
	st := t.Style
	st.Inline = true
	return st, true
}

// closingMark reports whether r is punctuation a row may not begin with: noLineStart without the
// small kana and the marks of length and repetition, which are letters of their word.
func closingMark(r rune) bool {
	return strings.ContainsRune(noLineStart, r) && (unicode.IsPunct(r) || unicode.IsSymbol(r))
}

// openingMark reports whether r is an opening bracket or quote, which a row may not end with.
func openingMark(r rune) bool { return strings.ContainsRune(noLineEnd, r) }

// mendSegments mends segs, the segments of Fyne's markdown of md, as fromMarkdown says. Where
// the source has a text and the span after it with only the span's mark between them, the
// space was not written; where a line of the source ends there, it stands for that line break
// and stays.
func mendSegments(segs []widget.RichTextSegment, md string, nested map[string]string) {
	for i, seg := range segs {
		switch s := seg.(type) {
		case *widget.ParagraphSegment:
			mendSegments(s.Texts, md, nested)
		case *widget.ListSegment:
			mendSegments(s.Items, md, nested)
		case *widget.HyperlinkSegment:
			s.Text = JapaneseBreaks(s.Text)
		case *widget.TextSegment:
			if s.Style == widget.RichTextStyleCodeInline || s.Style == widget.RichTextStyleCodeBlock {
				continue
			}
			if written, ok := nested[strings.TrimSpace(s.Text)]; ok && span(s) {
				s.Text = written
			}
			// The span after it is read before it is marked: the source has no marks.
			if text := strings.TrimSuffix(s.Text, " "); i+1 < len(segs) && text != s.Text && text != "" &&
				!strings.HasSuffix(text, " ") && s.Inline() && writtenTogether(md, text, spanText(segs[i+1])) {
				s.Text = text
			}
			s.Text = JapaneseBreaks(s.Text)
		}
	}
}

// nestedCode maps each bold or emphasised text of md that holds a code span, as Fyne 2.7.1's
// markdown writes it, to its words as written: Fyne writes the code span's text between two
// spaces of its own ("von  swisslos , was immer" for "von `swisslos`, was immer"), in the
// bold's letters; the words as written are shown so, without the code's letters.
func nestedCode(md string) map[string]string {
	if !strings.Contains(md, "`") {
		return nil
	}
	m := map[string]string{}
	for _, found := range emphasisWithCode.FindAllStringSubmatch(md, -1) {
		words := lineBreak.ReplaceAllString(found[2], " ")
		m[strings.TrimSpace(codeSpan.ReplaceAllString(words, " $1 "))] = codeSpan.ReplaceAllString(words, "$1")
	}
	return m
}

var (
	// emphasisWithCode is a bold or emphasised text with a code span in it; as in markdown, a
	// mark that opens one is followed by a letter, one that closes it follows one.
	emphasisWithCode = regexp.MustCompile("(?s)(\\*\\*|\\*|__)([^\\s*][^*`]*`[^*]*?[^\\s*])(\\*\\*|\\*|__)")
	// codeSpan is a code span, its text the first group.
	codeSpan = regexp.MustCompile("`([^`]*)`")
	// lineBreak is a line break of the source and the indentation after it: a space to the text.
	lineBreak = regexp.MustCompile("\n[ \t]*")
)

// writtenTogether reports whether md has text and next with only a span's mark between them.
func writtenTogether(md, text, next string) bool {
	if next == "" {
		return false
	}
	before, after := string(lastRunes(text, 12)), string(firstRunes(next, 12))
	for _, mark := range []string{"`", "**", "*", "__", "_", "["} {
		if strings.Contains(md, before+mark+after) {
			return true
		}
	}
	return false
}

// spanText is the text of a code span, a bold or emphasised word or a link among the segments of
// Fyne's markdown; "" for any other segment.
func spanText(seg widget.RichTextSegment) string {
	if words := spanWords(seg); words != nil {
		return *words
	}
	return ""
}

// lastRunes and firstRunes are at most n runes of the end and the start of text.
func lastRunes(text string, n int) []rune {
	r := []rune(text)
	return r[max(0, len(r)-n):]
}

func firstRunes(text string, n int) []rune {
	r := []rune(text)
	return r[:min(n, len(r))]
}

// markdownPieceWidth is the widest piece NewMarkdownText cuts a text into, well below the
// narrowest column a text is shown in (a window of MinWindowWidth), so that a row holds a few
// pieces and none is wider than a row.
const markdownPieceWidth = 140

// zeroWidthSpace begins every piece that may begin in the rest of a row (see NewMarkdownText).
const zeroWidthSpace = "\u200b"

// wrapPieces cuts the texts of segs (and of the paragraphs and list items among them) into
// pieces, at spaces and at the places a Japanese line may break (fromMarkdown marks them); code
// blocks, which keep their lines, are left whole, links become their text, and a list within a
// list item begins a row of its own.
func wrapPieces(segs []widget.RichTextSegment) []widget.RichTextSegment {
	out := make([]widget.RichTextSegment, 0, len(segs))
	rowStart := true // the next segment begins a row
	for _, seg := range segs {
		switch s := seg.(type) {
		case *widget.ParagraphSegment:
			s.Texts = wrapPieces(s.Texts)
		case *widget.ListSegment:
			s.Items = wrapPieces(s.Items)
			if !rowStart {
				// A list in a list item (Fyne shows it on from the item's last row, its first
				// bullet glued to the item's text): the item's text ends its row first.
				out = append(out, &widget.TextSegment{Style: widget.RichTextStyleParagraph})
			}
		case *widget.HyperlinkSegment:
			// Its text: the links of the app's documents name files of its source, which a
			// player cannot open, and a link wider than the rest of its row left the next text
			// less than no room, one letter a row.
			text := &widget.TextSegment{Style: widget.RichTextStyleInline, Text: s.Text}
			out = append(out, textPieces(text, rowStart)...)
			rowStart = false
			continue
		case *widget.TextSegment:
			if s.Style != widget.RichTextStyleCodeBlock && s.Text != "" {
				out = append(out, textPieces(s, rowStart)...)
				rowStart = !s.Inline()
				continue
			}
		}
		out = append(out, seg)
		rowStart = !seg.Inline()
	}
	return out
}

// textPieces cuts s at its spaces into pieces of at most markdownPieceWidth (a longer word is a
// piece of its own), each but the first (or the first too, unless s begins a row) led by a
// zero-width space. The pieces say s's text, in s's style; all but the last are inline, so that
// they flow on as s would.
func textPieces(s *widget.TextSegment, rowStart bool) []widget.RichTextSegment {
	size := theme.TextSize()
	if s.Style.SizeName != "" {
		size = theme.Size(s.Style.SizeName)
	}
	width := func(text string) float32 { return fyne.MeasureText(text, size, s.Style.TextStyle).Width }
	var out []widget.RichTextSegment
	var piece strings.Builder
	flush := func() {
		text := piece.String()
		if len(out) > 0 || !rowStart {
			text = zeroWidthSpace + text
		}
		style := s.Style
		style.Inline = true
		out = append(out, &widget.TextSegment{Style: style, Text: text})
		piece.Reset()
	}
	pieceWidth := float32(0) // the words in the piece, each measured once
	for _, word := range words(s.Text) {
		w := width(word)
		if piece.Len() > 0 && pieceWidth+width(strings.TrimRight(word, " ")) > markdownPieceWidth {
			flush()
			pieceWidth = 0
		}
		piece.WriteString(word)
		pieceWidth += w
		if strings.TrimLeft(word, " ") == "" && !rowStart && len(out) == 0 {
			// The spaces after a span are a piece of their own, so that a row that breaks
			// after the span ends with them rather than the next row beginning with them.
			flush()
			pieceWidth = 0
		}
	}
	flush()
	out[len(out)-1].(*widget.TextSegment).Style = s.Style
	return out
}

// words cuts text after each run of spaces and after each place a Japanese line may break
// (BreakHere): each word keeps the spaces or the mark that follow it, and spaces that begin the
// text are a word of their own.
func words(text string) []string {
	var out []string
	start := 0
	for i := 1; i < len(text); i++ {
		if text[i-1] == ' ' && text[i] != ' ' || strings.HasSuffix(text[:i], string(BreakHere)) && text[i] != ' ' {
			out = append(out, text[start:i])
			start = i
		}
	}
	return append(out, text[start:])
}

// NewMarkdown shows markdown as NewMarkdownText does, with its tables (which Fyne's markdown
// shows as their source, bars and dashes) as tables: in columns where they fit the width, else
// each row as a line of its own that names every cell by its column's heading.
func NewMarkdown(md string) fyne.CanvasObject {
	var parts []fyne.CanvasObject
	var text []string
	flush := func() {
		if s := strings.TrimSpace(strings.Join(text, "\n")); s != "" {
			parts = append(parts, NewMarkdownText(s))
		}
		text = nil
	}
	lines := strings.Split(md, "\n")
	inCode := false
	for i := 0; i < len(lines); i++ {
		line := lines[i]
		if strings.HasPrefix(line, "```") {
			inCode = !inCode
		}
		if inCode || !isTableRow(line) || i+1 >= len(lines) || !isTableRule(lines[i+1]) {
			text = append(text, line)
			continue
		}
		flush()
		header := tableCells(line)
		var rows [][]string
		for i += 2; i < len(lines) && isTableRow(lines[i]); i++ {
			rows = append(rows, tableCells(lines[i]))
		}
		i--
		parts = append(parts, newMarkdownTable(header, rows))
	}
	flush()
	if len(parts) == 1 {
		return parts[0]
	}
	return container.NewVBox(parts...)
}

// isTableRow reports whether a line of markdown is a row of a table: it begins with a bar.
func isTableRow(line string) bool { return strings.HasPrefix(strings.TrimSpace(line), "|") }

// isTableRule reports whether a line is the rule under a table's heading: bars, dashes, colons.
func isTableRule(line string) bool {
	return isTableRow(line) && strings.Trim(strings.TrimSpace(line), "|-: ") == "" && strings.Contains(line, "-")
}

// tableCells are the cells of a table row, their markdown trimmed.
func tableCells(line string) []string {
	line = strings.TrimSpace(line)
	line = strings.TrimSuffix(strings.TrimPrefix(line, "|"), "|")
	cells := strings.Split(line, "|")
	for i, c := range cells {
		cells[i] = strings.TrimSpace(c)
	}
	return cells
}

// markdownTable is a table of markdown cells: a grid of columns where its widest cells fit the
// width side by side, else a list, one line a row ("A — Trump suit: 11 · Obenabe: 11 · …").
type markdownTable struct {
	widget.BaseWidget
	grid *fyne.Container
	list *widget.RichText
	text string // the rows as the list says them, without styles
}

func newMarkdownTable(header []string, rows [][]string) *markdownTable {
	cols := len(header)
	cells := make([]fyne.CanvasObject, 0, cols*(len(rows)+1))
	cell := func(md string, bold bool) {
		t := fromMarkdown(md)
		// A cell is one line: without the paragraph's end, which would add an empty one.
		if n := len(t.Segments); n > 0 {
			if ts, ok := t.Segments[n-1].(*widget.TextSegment); ok && ts.Text == "" {
				t.Segments = t.Segments[:n-1]
			}
		}
		for _, seg := range t.Segments {
			if ts, ok := seg.(*widget.TextSegment); ok && bold {
				ts.Style.TextStyle.Bold = true
			}
		}
		cells = append(cells, t)
	}
	// The headings wrap at their words: a column is as wide as its widest cell or the longest
	// word of its heading, and where the width allows up to its heading on one line.
	narrowest, natural := make([]float32, cols), make([]float32, cols)
	for c, h := range header {
		for i, w := range strings.Fields(h) {
			style := fyne.TextStyle{Bold: true}
			if strings.HasPrefix(w, "`") {
				style = fyne.TextStyle{Monospace: true}
			}
			measure := func(text string) float32 { return fyne.MeasureText(text, theme.TextSize(), style).Width }
			w = strings.Trim(w, "`*")
			width := measure(w)
			if style.Bold {
				// A Japanese heading has no spaces: its narrowest is its longest part between
				// two places to break.
				for part := range strings.SplitSeq(JapaneseBreaks(w), string(BreakHere)) {
					narrowest[c] = max(narrowest[c], measure(part))
				}
			} else {
				narrowest[c] = max(narrowest[c], width)
			}
			if i > 0 {
				width += measure(" ")
			}
			natural[c] += width
		}
		narrowest[c] += 2 * theme.InnerPadding()
		natural[c] += 2 * theme.InnerPadding()
	}
	for _, h := range header {
		cell(h, true)
		t := cells[len(cells)-1].(*widget.RichText)
		if len(t.Segments) > 1 {
			// Words and a code span wrap as a text of NewMarkdownText does. A heading of words
			// alone stays one text, which Fyne wraps at its spaces: cut into pieces, one that
			// began in the last pixels of a row lost its first letters to that row ("couleur (d"
			// over "onne à").
			t.Segments = wrapPieces(t.Segments)
		}
		t.Wrapping = fyne.TextWrapWord
	}
	var list, plain strings.Builder
	for _, r := range rows {
		for c := range cols {
			md := ""
			if c < len(r) {
				md = r[c]
			}
			cell(md, false)
		}
		line := "**" + strings.Trim(cellText(r, 0), "`") + "**"
		sep := " — "
		for c := 1; c < cols; c++ {
			if v := cellText(r, c); v != "" {
				line += sep + LabelValue(header[c], v)
				sep = " · "
			}
		}
		list.WriteString("- " + line + "\n")
		plain.WriteString(strings.NewReplacer("**", "", "`", "").Replace(line) + "\n")
	}
	t := &markdownTable{grid: &fyne.Container{Layout: &tableColumns{n: cols, narrowest: narrowest, natural: natural}, Objects: cells}, list: NewMarkdownText(list.String()), text: plain.String()}
	t.ExtendBaseWidget(t)
	return t
}

// cellText is cell c of row r, "" where the row is short.
func cellText(r []string, c int) string {
	if c < len(r) {
		return r[c]
	}
	return ""
}

// inColumns reports whether the table's columns fit width side by side.
func (t *markdownTable) inColumns(width float32) bool {
	t.columns().width = width
	return width > 0 && t.grid.MinSize().Width <= width
}

// columns is the layout of the grid.
func (t *markdownTable) columns() *tableColumns { return t.grid.Layout.(*tableColumns) }

// String is the table's text, a line a row as the list says it.
func (t *markdownTable) String() string { return t.text }

func (t *markdownTable) CreateRenderer() fyne.WidgetRenderer {
	return &markdownTableRenderer{t: t}
}

// markdownTableRenderer shows the grid or the list, whichever the width allows; its least width
// is the list's, so that a table never widens the page.
type markdownTableRenderer struct {
	t       *markdownTable
	columns bool
}

func (r *markdownTableRenderer) Layout(size fyne.Size) {
	r.columns = r.t.inColumns(size.Width)
	if r.columns {
		r.t.list.Hide()
		r.t.grid.Show()
		r.t.grid.Resize(size)
		return
	}
	r.t.grid.Hide()
	r.t.list.Show()
	r.t.list.Resize(fyne.NewSize(size.Width, r.t.list.MinSize().Height))
	r.t.list.Resize(fyne.NewSize(size.Width, max(size.Height, r.t.list.MinSize().Height)))
}

func (r *markdownTableRenderer) MinSize() fyne.Size {
	w := r.t.list.MinSize().Width
	if r.t.inColumns(r.t.Size().Width) {
		return fyne.NewSize(w, r.t.grid.MinSize().Height)
	}
	return fyne.NewSize(w, r.t.list.MinSize().Height)
}

func (r *markdownTableRenderer) Refresh() {
	if r.t.inColumns(r.t.Size().Width) != r.columns {
		r.Layout(r.t.Size())
	}
	r.t.grid.Refresh()
	r.t.list.Refresh()
}

func (r *markdownTableRenderer) Objects() []fyne.CanvasObject {
	return []fyne.CanvasObject{r.t.grid, r.t.list}
}

func (r *markdownTableRenderer) Destroy() {}

// tableColumns lays cells out in rows of n, the first row the headings: each column as wide as
// its widest cell or its heading's longest word (narrowest); what width leaves over goes to the
// columns whose headings wrap, up to their headings on one line (natural), from the first. Each
// row is as tall as its tallest cell at those widths, with a gap between columns.
type tableColumns struct {
	n                  int
	narrowest, natural []float32
	width              float32 // the width the table is laid out in (markdownTable sets it)
}

// tableGap is the space between two columns of a table, in units of the theme's padding.
const tableGap = 2

// least is the columns' widths without what is left over, and their sum with the gaps.
func (l *tableColumns) least(objs []fyne.CanvasObject) ([]float32, float32) {
	widths := slices.Clone(l.narrowest)
	for i, o := range objs[min(l.n, len(objs)):] {
		widths[i%l.n] = max(widths[i%l.n], o.MinSize().Width)
	}
	sum := tableGap * theme.Padding() * float32(max(len(widths)-1, 0))
	for _, w := range widths {
		sum += w
	}
	return widths, sum
}

func (l *tableColumns) sizes(objs []fyne.CanvasObject) (widths, heights []float32) {
	widths, sum := l.least(objs)
	spare := l.width - sum
	for c := range widths {
		if add := min(spare, l.natural[c]-widths[c]); add > 0 {
			widths[c] += add
			spare -= add
		}
	}
	heights = make([]float32, (len(objs)+l.n-1)/l.n)
	for i, o := range objs {
		if i < l.n { // a heading: its height where it wraps at the column's width
			o.Resize(fyne.NewSize(widths[i], o.Size().Height))
		}
		heights[i/l.n] = max(heights[i/l.n], o.MinSize().Height)
	}
	return widths, heights
}

func (l *tableColumns) Layout(objs []fyne.CanvasObject, _ fyne.Size) {
	widths, heights := l.sizes(objs)
	gap := tableGap * theme.Padding()
	y := float32(0)
	for row, h := range heights {
		x := float32(0)
		for c, w := range widths {
			if i := row*l.n + c; i < len(objs) {
				objs[i].Move(fyne.NewPos(x, y))
				objs[i].Resize(fyne.NewSize(w, h))
			}
			x += w + gap
		}
		y += h
	}
}

// MinSize is the least width the columns take and their height at the width they have.
func (l *tableColumns) MinSize(objs []fyne.CanvasObject) fyne.Size {
	_, least := l.least(objs)
	_, heights := l.sizes(objs)
	s := fyne.NewSize(least, 0)
	for _, h := range heights {
		s.Height += h
	}
	return s
}
