package charts

import (
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"io"
	"math"
	"slices"
	"unicode"

	"golang.org/x/text/unicode/bidi"
	"gonum.org/v1/plot"
	"gonum.org/v1/plot/font"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/text"
	"gonum.org/v1/plot/vg"
	vgdraw "gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgimg"

	"github.com/jasstafel/jasstafel/gamefile"
)

// Theme is the colours of a chart: the app passes its chalkboard, a print its paper.
type Theme struct {
	Background color.Color
	// Ink draws the axes, the ticks and every text.
	Ink color.Color
	// Grid is the faint lines behind the data.
	Grid color.Color
	// Sides colours each side's line in turn; the list repeats for more sides.
	Sides []color.Color
	// Target is the Schieber target line; Marker the ring where the game was decided.
	Target, Marker color.Color
}

// PaperTheme is black ink on white paper, for a chart that is printed.
func PaperTheme() Theme {
	return Theme{
		Background: color.White,
		Ink:        color.Black,
		Grid:       color.Gray{Y: 0xd8},
		Sides: []color.Color{
			color.NRGBA{R: 0x1f, G: 0x5f, B: 0xa8, A: 0xff},
			color.NRGBA{R: 0xc0, G: 0x39, B: 0x2b, A: 0xff},
			color.NRGBA{R: 0x2e, G: 0x8b, B: 0x57, A: 0xff},
			color.NRGBA{R: 0x8e, G: 0x44, B: 0xad, A: 0xff},
		},
		Target: color.Gray{Y: 0x70},
		Marker: color.NRGBA{R: 0xe6, G: 0x9b, B: 0x00, A: 0xff},
	}
}

// Translate gives the text of a key in the reader's language, or fallback (English) when it
// has none: the app passes lang.X, the command line its translations.
type Translate func(key, fallback string) string

// Chart is one game's chart, ready to draw at any size.
type Chart struct {
	data   Data
	words  words
	theme  Theme
	legend []string // each side's name in the legend (legends)
}

// words are a chart's texts, translated once.
type words struct {
	title, xLabel, yLabel, target, decided, perDeal string
	// teams are the two teams' labels ("A", "B"), player the name of a seat ("Player %d"): what
	// the legend writes for a side whose names the chart cannot draw (legends).
	teams  [2]string
	player string
}

// New makes the chart of g, whose check report is rep.
func New(g *gamefile.Game, rep gamefile.Report, th Theme, tr Translate) (*Chart, error) {
	m, err := lookup(g)
	if err != nil {
		return nil, err
	}
	d, err := m.data(g, rep)
	if err != nil {
		return nil, err
	}
	if len(th.Sides) == 0 {
		th.Sides = PaperTheme().Sides
	}
	w := words{
		title:   tr(m.title.key, m.title.fallback),
		xLabel:  tr("chart.axis.deal", "Deal"),
		yLabel:  tr(m.yLabel.key, m.yLabel.fallback),
		target:  tr("chart.target", "Target"),
		decided: tr("chart.decided", "Decided"),
		perDeal: tr("chart.perDeal", "per deal"),
		teams:   [2]string{tr("game.teamA", "A"), tr("game.teamB", "B")},
		player:  tr("new.defaultName", "Player %d"),
	}
	c := &Chart{data: d, words: w, theme: th}
	c.legend = c.legends()
	return c, nil
}

// Data is what the chart draws.
func (c *Chart) Data() Data { return c.data }

// texts is every text the chart draws, for the choice of a font that has all their letters.
func (c *Chart) texts() []string { return append(c.fixedTexts(), c.legend...) }

// fixedTexts are the chart's texts but the sides' names.
func (c *Chart) fixedTexts() []string {
	w := c.words
	return []string{w.title, w.xLabel, w.yLabel, w.target, w.decided, w.perDeal, "0123456789-"}
}

// legends are the sides' names as the legend writes them. The chart draws its texts letter by
// letter with one font (gonum/plot shapes nothing): a name in a script whose letters must be
// shaped (marks placed over them, joined, or written right to left: Thai, Devanagari, Arabic,
// Hebrew…) or whose letters no font of the chart has would be drawn wrong or not at all, so that
// side is written by its label instead: its team ("A"), or its seat ("Player 2"). The screen
// above the chart names the players.
func (c *Chart) legends() []string {
	out := make([]string, len(c.data.Totals))
	for s := range out {
		out[s] = sideName(c.data, s)
		if !plainText(out[s]) || !covers(faceFor(append(c.fixedTexts(), out[s])).Face, []string{out[s]}) {
			out[s] = c.sideLabel(s)
		}
	}
	return out
}

// Legend is each side's name as the legend writes it: its players' names, or its label where the
// chart cannot draw them (legends), for the screen around the chart to say whom a label stands
// for.
func (c *Chart) Legend() []string { return slices.Clone(c.legend) }

// sideLabel names side s without its players' names.
func (c *Chart) sideLabel(s int) string {
	if len(c.data.Totals) == 2 {
		return c.words.teams[s]
	}
	return fmt.Sprintf(c.words.player, s+1)
}

// plainText reports whether s can be drawn letter by letter: no letter of a script written right
// to left, and no mark to be placed over or beside the letter before it.
func plainText(s string) bool {
	for _, r := range s {
		if unicode.In(r, unicode.Mn, unicode.Mc, unicode.Me) {
			return false
		}
		if p, _ := bidi.LookupRune(r); p.Class() == bidi.R || p.Class() == bidi.AL {
			return false
		}
	}
	return true
}

// Sizes of a chart's parts, in points (1/72 inch): they grow with the resolution, so that a
// print and a screen look alike.
const (
	titleSize   = 14
	labelSize   = 12
	tickSize    = 10
	legendSize  = 11
	lineWidth   = 2
	targetWidth = 1.2
	markerSize  = 7  // radius of the ring where the game was decided
	dotSize     = 2  // radius of a Differenzler player's penalty of one deal
	dash        = 4  // the target line's dashes
	maxXTicks   = 10 // deal labels on the x axis at most
	maxYTicks   = 7  // point labels on the y axis at most
	legendRoom  = 1.25
	// rightRoom is the margin right of the plot: the last deal's tick label and the ring where
	// the game was decided are centred on the plot's right end and would be cut by the edge.
	rightRoom = markerSize + 2*lineWidth
)

// themedPlot is a plot in the theme's colours with its title and axis labels, every text drawn
// with a face that has the letters of texts (a system CJK face when plot's own lacks them).
// The game's chart and a player's charts start from it.
func themedPlot(th Theme, texts []string, title, xLabel, yLabel string) (*plot.Plot, font.Face) {
	p := plot.New()
	face := faceFor(texts)
	hdlr := handlerFor(face)
	p.TextHandler = hdlr
	p.BackgroundColor = th.Background
	p.Title.Text = title
	p.X.Label.Text = xLabel
	p.Y.Label.Text = yLabel
	styles := []struct {
		s    *text.Style
		size vg.Length
	}{
		{&p.Title.TextStyle, titleSize}, {&p.X.Label.TextStyle, labelSize}, {&p.Y.Label.TextStyle, labelSize},
		{&p.X.Tick.Label, tickSize}, {&p.Y.Tick.Label, tickSize}, {&p.Legend.TextStyle, legendSize},
	}
	for _, st := range styles {
		st.s.Handler = hdlr
		st.s.Color = th.Ink
		st.s.Font = font.From(face.Font, st.size)
	}
	for _, a := range []*plot.Axis{&p.X, &p.Y} {
		a.Color = th.Ink
		a.Tick.Color = th.Ink
		a.LineStyle.Color = th.Ink
		a.Tick.LineStyle.Color = th.Ink
	}
	return p, face
}

// plot builds the plot; it is drawn by Image and WritePNG.
func (c *Chart) plot() (*plot.Plot, error) {
	th, d := c.theme, c.data
	p, _ := themedPlot(th, c.texts(), c.words.title, c.words.xLabel, c.words.yLabel)
	p.X.Tick.Marker = dealTicks{}
	p.Y.Tick.Marker = pointTicks{}
	p.Legend.Top, p.Legend.Left = true, true
	// A little air between the entries and from the plot's corner, so that the lines of a
	// large legend read apart on a tablet.
	p.Legend.Padding = legendSize / 3
	p.Legend.XOffs, p.Legend.YOffs = legendSize/2, -legendSize/2

	grid := plotter.NewGrid()
	grid.Vertical.Color, grid.Horizontal.Color = th.Grid, th.Grid
	p.Add(grid)

	top := 0
	for s, totals := range d.Totals {
		xys := make(plotter.XYs, 0, len(totals)+1)
		xys = append(xys, plotter.XY{})
		for i, v := range totals {
			xys = append(xys, plotter.XY{X: float64(i + 1), Y: float64(v)})
			top = max(top, v)
		}
		l, err := plotter.NewLine(xys)
		if err != nil {
			return nil, err
		}
		l.Color = th.Sides[s%len(th.Sides)]
		l.Width = vg.Points(lineWidth)
		p.Add(l)
		p.Legend.Add(c.legend[s], l)
		if d.PerDeal != nil && len(d.PerDeal[s]) > 0 {
			dots, err := perDealDots(d.PerDeal[s], l.Color)
			if err != nil {
				return nil, err
			}
			p.Add(dots)
		}
	}
	if d.PerDeal != nil {
		key, err := perDealDots(nil, th.Ink)
		if err != nil {
			return nil, err
		}
		p.Legend.Add(c.words.perDeal, key)
	}
	if d.Target > 0 {
		t, err := plotter.NewLine(plotter.XYs{{X: 0, Y: float64(d.Target)}, {X: float64(max(d.Deals, 1)), Y: float64(d.Target)}})
		if err != nil {
			return nil, err
		}
		t.Color = th.Target
		t.Width = vg.Points(targetWidth)
		t.Dashes = []vg.Length{vg.Points(dash), vg.Points(dash)}
		p.Add(t)
		p.Legend.Add(fmt.Sprintf("%s %d", c.words.target, d.Target), t)
		top = max(top, d.Target)
	}
	if x, y, ok := decidedAt(d); ok {
		m, err := plotter.NewScatter(plotter.XYs{{X: float64(x + 1), Y: float64(y)}})
		if err != nil {
			return nil, err
		}
		m.GlyphStyle = vgdraw.GlyphStyle{Color: th.Marker, Radius: vg.Points(markerSize), Shape: vgdraw.RingGlyph{}}
		p.Add(m)
		p.Legend.Add(c.words.decided, m)
	}
	p.X.Min, p.X.Max = 0, float64(max(d.Deals, 1))
	// Room above the highest line for the legend in the top left corner.
	p.Y.Min, p.Y.Max = 0, math.Max(float64(top)*legendRoom, 1)
	return p, nil
}

// sideName is the legend of side s.
func sideName(d Data, s int) string {
	if s < len(d.Sides) {
		return d.Sides[s]
	}
	return fmt.Sprint(s + 1)
}

func perDealDots(vs []int, col color.Color) (*plotter.Scatter, error) {
	xys := make(plotter.XYs, len(vs))
	for i, v := range vs {
		xys[i] = plotter.XY{X: float64(i + 1), Y: float64(v)}
	}
	s, err := plotter.NewScatter(xys)
	if err != nil {
		return nil, err
	}
	s.GlyphStyle = vgdraw.GlyphStyle{Color: col, Radius: vg.Points(dotSize), Shape: vgdraw.CircleGlyph{}}
	return s, nil
}

// decidedAt is where the decided marker goes: the deal that decided the game and the winner's
// total after it (the leader's while the game waits to hear who claimed first).
func decidedAt(d Data) (deal, total int, ok bool) {
	if d.Decided < 0 || len(d.Totals) == 0 {
		return 0, 0, false
	}
	s := d.Winner
	if s < 0 || s >= len(d.Totals) {
		s = 0
		for i := range d.Totals {
			if d.Decided < len(d.Totals[i]) && d.Totals[i][d.Decided] > d.Totals[s][d.Decided] {
				s = i
			}
		}
	}
	if d.Decided >= len(d.Totals[s]) {
		return 0, 0, false
	}
	return d.Decided, d.Totals[s][d.Decided], true
}

// dealTicks labels whole deals only, at most maxXTicks of them.
type dealTicks struct{}

func (dealTicks) Ticks(lo, hi float64) []plot.Tick {
	first, last := int(math.Ceil(lo)), int(math.Floor(hi))
	step := 1
	for (last-first)/step+1 > maxXTicks {
		switch {
		case step == 1:
			step = 2
		case step == 2:
			step = 5
		default:
			step *= 2
		}
	}
	var ts []plot.Tick
	for v := first; v <= last; v++ {
		t := plot.Tick{Value: float64(v)}
		if v%step == 0 {
			t.Label = fmt.Sprint(v)
		}
		ts = append(ts, t)
	}
	return ts
}

// pointTicks labels round numbers of points: steps of 1, 2 or 5 times a power of ten, at most
// maxYTicks of them.
type pointTicks struct{}

func (pointTicks) Ticks(lo, hi float64) []plot.Tick {
	step := 1.0
	for mult := 0; (hi-lo)/step+1 > maxYTicks; mult++ {
		step = []float64{2, 5, 10}[mult%3] * math.Pow(10, float64(mult/3))
	}
	var ts []plot.Tick
	for v := math.Ceil(lo/step) * step; v <= hi; v += step {
		ts = append(ts, plot.Tick{Value: v, Label: fmt.Sprint(int(math.Round(v)))})
	}
	return ts
}

// screenDPI is the resolution plot assumes for a screen, at which a point is 4/3 pixels.
const screenDPI = vgimg.DefaultDPI

// Image draws the chart on an image of width × height pixels. dpi sets the size of the text and
// the lines (96 on an ordinary screen; more on a tablet's dense one); 0 means 96.
func (c *Chart) Image(width, height int, dpi int) (image.Image, error) {
	if width <= 0 || height <= 0 {
		return nil, fmt.Errorf("chart size %d×%d: both must be positive", width, height)
	}
	if dpi <= 0 {
		dpi = screenDPI
	}
	p, err := c.plot()
	if err != nil {
		return nil, err
	}
	img := image.NewRGBA(image.Rect(0, 0, width, height))
	draw.Draw(img, img.Bounds(), image.NewUniform(c.theme.Background), image.Point{}, draw.Src)
	cv := vgimg.NewWith(vgimg.UseImage(img), vgimg.UseDPI(dpi))
	// The canvas starts white; the plot fills only its own part, left of the margin.
	dc := vgdraw.New(cv)
	dc.SetColor(c.theme.Background)
	dc.Fill(dc.Rectangle.Path())
	p.Draw(vgdraw.Crop(dc, 0, -vg.Points(rightRoom), 0, 0))
	return cv.Image(), nil
}

// Paper is a page to print a chart on.
type Paper struct {
	Width, Height vg.Length
	DPI           int
}

// Print sizes: landscape, at 300 dots per inch.
var (
	A5Landscape = Paper{Width: 210 * vg.Millimeter, Height: 148 * vg.Millimeter, DPI: 300}
	A4Landscape = Paper{Width: 297 * vg.Millimeter, Height: 210 * vg.Millimeter, DPI: 300}
)

// Pixels is the size of the paper's image.
func (pp Paper) Pixels() (width, height int) {
	px := func(l vg.Length) int { return int(math.Round(l.Dots(float64(pp.DPI)))) }
	return px(pp.Width), px(pp.Height)
}

// WritePNG draws the chart as a PNG image of the paper at its resolution.
func (c *Chart) WritePNG(w io.Writer, pp Paper) error {
	width, height := pp.Pixels()
	img, err := c.Image(width, height, pp.DPI)
	if err != nil {
		return err
	}
	return png.Encode(w, img)
}
