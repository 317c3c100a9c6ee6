package charts

import (
	"fmt"
	"image"
	"image/draw"
	"image/png"
	"io"
	"math"
	"time"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/font"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/text"
	"gonum.org/v1/plot/vg"
	vgdraw "gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgimg"
)

// PlayerKind is one of a player's charts.
type PlayerKind int

// A player's charts, in the order the app shows them.
const (
	PlayerForm      PlayerKind = iota // the margin of every game, oldest first
	PlayerMonths                      // the win rate of every month
	PlayerContracts                   // the average card points of every contract chosen
	PlayerDeviation                   // the mean Differenzler deviation of every game
)

// PlayerKinds lists the player's charts in order.
var PlayerKinds = []PlayerKind{PlayerForm, PlayerMonths, PlayerContracts, PlayerDeviation}

// playerWords are the texts of one kind of player chart.
type playerWords struct{ title, xLabel, yLabel, none, legend phrase }

var playerTexts = map[PlayerKind]playerWords{
	PlayerForm: {
		title:  phrase{"playerChart.title.form", "Form: points ahead per game"},
		xLabel: phrase{"playerChart.axis.game", "Game"},
		yLabel: phrase{"playerChart.axis.margin", "Points ahead"},
		none:   phrase{"playerChart.none.games", "No games with a deal yet."},
		legend: phrase{"playerChart.won", "Won"},
	},
	PlayerMonths: {
		title:  phrase{"playerChart.title.months", "Win rate by month"},
		xLabel: phrase{"playerChart.axis.month", "Month"},
		yLabel: phrase{"playerChart.axis.winRate", "Games won (%)"},
		none:   phrase{"playerChart.none.games", "No games with a deal yet."},
	},
	PlayerContracts: {
		title:  phrase{"playerChart.title.contracts", "Best and worst contracts"},
		xLabel: phrase{"playerChart.axis.cardPoints", "Card points per deal"},
		none:   phrase{"playerChart.none.contracts", "No deal in which this player's side chose the contract."},
	},
	PlayerDeviation: {
		title:  phrase{"playerChart.title.deviation", "Differenzler: mean deviation per game"},
		xLabel: phrase{"playerChart.axis.game", "Game"},
		yLabel: phrase{"playerChart.axis.deviation", "Mean deviation"},
		none:   phrase{"playerChart.none.differenzler", "No Differenzler games yet."},
	},
}

// PlayerChart is one of a player's charts, ready to draw at any size.
type PlayerChart struct {
	kind     PlayerKind
	data     PlayerData
	theme    Theme
	contract func(family string) string
	month    func(month time.Time) string
	title    string
	xLabel   string
	yLabel   string
	none     string
	legend   string // the form's mark of a game won
}

// Names are how the reader's language names what a player's charts show: a contract family
// ("H" → "Hearts") and a month ("03.2026" in German). A nil one names as the data does ("H",
// "2026-03").
type Names struct {
	Contract func(family string) string
	Month    func(month time.Time) string
}

// NewPlayer makes the chart kind of a player's data, in the reader's language: tr its texts,
// names its contracts and months.
func NewPlayer(kind PlayerKind, d PlayerData, th Theme, tr Translate, names Names) (*PlayerChart, error) {
	w, ok := playerTexts[kind]
	if !ok {
		return nil, fmt.Errorf("player chart %d: %w", kind, ErrNoChart)
	}
	if len(th.Sides) == 0 {
		th.Sides = PaperTheme().Sides
	}
	contract, month := names.Contract, names.Month
	if contract == nil {
		contract = func(f string) string { return f }
	}
	if month == nil {
		month = func(m time.Time) string { return m.Format("2006-01") }
	}
	say := func(p phrase) string {
		if p.key == "" {
			return ""
		}
		return tr(p.key, p.fallback)
	}
	return &PlayerChart{kind: kind, data: d, theme: th, contract: contract, month: month,
		title: say(w.title), xLabel: say(w.xLabel), yLabel: say(w.yLabel), none: say(w.none),
		legend: say(w.legend)}, nil
}

// Title is the chart's title.
func (c *PlayerChart) Title() string { return c.title }

// Empty tells that the player has nothing for this chart; the chart then says so (NoData)
// instead of drawing empty axes.
func (c *PlayerChart) Empty() bool {
	switch c.kind {
	case PlayerForm:
		return len(c.data.Form) == 0
	case PlayerMonths:
		return len(c.data.Months) == 0
	case PlayerContracts:
		return len(c.data.Contracts) == 0
	}
	return len(c.data.Deviation) == 0
}

// NoData is the sentence an empty chart shows.
func (c *PlayerChart) NoData() string { return c.none }

// Layout numbers of a player's charts, in points like render.go's.
const (
	barWidth       = 24  // a month's or a contract's bar, wide enough to see across the table
	gameDotSize    = 4   // a game's dot on the form and deviation lines
	contractsLabel = 24  // characters of a contract's label at most
	lineRoom       = 0.1 // room below and above a line, a share of its span
)

// texts is every text the chart draws, for the choice of font.
func (c *PlayerChart) texts() []string {
	out := []string{c.title, c.xLabel, c.yLabel, c.none, c.legend, "0123456789-%()"}
	for _, k := range c.data.Contracts {
		out = append(out, c.contract(k.Contract))
	}
	for _, m := range c.data.Months {
		out = append(out, c.month(m.Month))
	}
	return out
}

// plot builds the plot of the chart's kind.
func (c *PlayerChart) plot() (*plot.Plot, error) {
	th := c.theme
	p, face := themedPlot(th, c.texts(), c.title, c.xLabel, c.yLabel)
	if c.Empty() {
		return c.noDataPlot(p, face)
	}
	grid := plotter.NewGrid()
	grid.Vertical.Color, grid.Horizontal.Color = th.Grid, th.Grid
	p.Add(grid)
	var err error
	switch c.kind {
	case PlayerForm:
		ys := make([]float64, len(c.data.Form))
		for i, r := range c.data.Form {
			ys[i] = float64(r.Margin)
		}
		if err = c.gameLine(p, ys, true); err == nil {
			err = c.wonMarks(p)
		}
	case PlayerMonths:
		err = c.monthBars(p)
	case PlayerContracts:
		err = c.contractBars(p)
	default:
		ys := make([]float64, len(c.data.Deviation))
		for i, d := range c.data.Deviation {
			ys[i] = d.Mean()
		}
		err = c.gameLine(p, ys, false)
	}
	if err != nil {
		return nil, err
	}
	return p, nil
}

// noDataPlot is the title and the sentence that there is nothing to draw, without axes.
func (c *PlayerChart) noDataPlot(p *plot.Plot, face font.Face) (*plot.Plot, error) {
	p.HideAxes()
	l, err := plotter.NewLabels(plotter.XYLabels{XYs: plotter.XYs{{X: 0.5, Y: 0.5}}, Labels: []string{c.none}})
	if err != nil {
		return nil, err
	}
	l.TextStyle[0].Color = c.theme.Ink
	l.TextStyle[0].Font = font.From(face.Font, labelSize)
	l.TextStyle[0].Handler = p.TextHandler
	l.TextStyle[0].XAlign, l.TextStyle[0].YAlign = text.XCenter, text.YCenter
	p.Add(l)
	p.X.Min, p.X.Max, p.Y.Min, p.Y.Max = 0, 1, 0, 1
	return p, nil
}

// gameLine draws one value per game, game 1 the oldest; around zero draws the zero line, for
// the form's ahead and behind.
func (c *PlayerChart) gameLine(p *plot.Plot, ys []float64, aroundZero bool) error {
	xys := make(plotter.XYs, len(ys))
	lo, hi := 0.0, 1.0
	for i, y := range ys {
		xys[i] = plotter.XY{X: float64(i + 1), Y: y}
		lo, hi = math.Min(lo, y), math.Max(hi, y)
	}
	l, s, err := plotter.NewLinePoints(xys)
	if err != nil {
		return err
	}
	col := c.theme.Sides[0]
	l.Color, l.Width = col, vg.Points(lineWidth)
	s.GlyphStyle = vgdraw.GlyphStyle{Color: col, Radius: vg.Points(gameDotSize), Shape: vgdraw.CircleGlyph{}}
	p.Add(l, s)
	if aroundZero {
		z, err := plotter.NewLine(plotter.XYs{{X: 0.5, Y: 0}, {X: float64(len(ys)) + 0.5, Y: 0}})
		if err != nil {
			return err
		}
		z.Color, z.Width = c.theme.Target, vg.Points(targetWidth)
		z.Dashes = []vg.Length{vg.Points(dash), vg.Points(dash)}
		p.Add(z)
	}
	p.X.Tick.Marker = dealTicks{}
	p.Y.Tick.Marker = pointTicks{}
	p.X.Min, p.X.Max = 0.5, float64(len(ys))+0.5
	room, top := (hi-lo)*lineRoom, (hi-lo)*lineRoom
	if aroundZero {
		top = (hi - lo) * (legendRoom - 1) // the legend of the games won sits above the line
	}
	p.Y.Min, p.Y.Max = lo-room, hi+top
	return nil
}

// wonMarks rings the games the player's side won on the form line.
func (c *PlayerChart) wonMarks(p *plot.Plot) error {
	var xys plotter.XYs
	for i, r := range c.data.Form {
		if r.Won {
			xys = append(xys, plotter.XY{X: float64(i + 1), Y: float64(r.Margin)})
		}
	}
	if len(xys) == 0 {
		return nil
	}
	m, err := plotter.NewScatter(xys)
	if err != nil {
		return err
	}
	m.GlyphStyle = vgdraw.GlyphStyle{Color: c.theme.Marker, Radius: vg.Points(markerSize), Shape: vgdraw.RingGlyph{}}
	p.Add(m)
	p.Legend.Add(c.legend, m)
	p.Legend.Top, p.Legend.Left = true, true
	// A little air between the entries and from the plot's corner, so that the lines of a
	// large legend read apart on a tablet.
	p.Legend.Padding = legendSize / 3
	p.Legend.XOffs, p.Legend.YOffs = legendSize/2, -legendSize/2
	return nil
}

// monthBars draws each month's win rate in per cent, months in order, named as the reader's
// language names a month.
func (c *PlayerChart) monthBars(p *plot.Plot) error {
	vs := make(plotter.Values, len(c.data.Months))
	names := make([]string, len(c.data.Months))
	for i, m := range c.data.Months {
		vs[i] = 100 * m.Rate()
		names[i] = c.month(m.Month)
	}
	b, err := plotter.NewBarChart(vs, vg.Points(barWidth))
	if err != nil {
		return err
	}
	b.Color, b.LineStyle.Color = c.theme.Sides[0], c.theme.Sides[0]
	p.Add(b)
	p.NominalX(names...)
	p.X.Tick.Marker = everyNth{names: names}
	p.Y.Tick.Marker = pointTicks{}
	p.Y.Min, p.Y.Max = 0, 100
	return nil
}

// contractBars draws each contract's average, the best at the top.
func (c *PlayerChart) contractBars(p *plot.Plot) error {
	n := len(c.data.Contracts)
	vs := make(plotter.Values, n)
	names := make([]string, n)
	top := 1.0
	for i, k := range c.data.Contracts {
		// The bar chart draws from the bottom up: the best, first in the list, goes last.
		j := n - 1 - i
		vs[j] = k.Average()
		names[j] = fmt.Sprintf("%s (%d)", shorten(c.contract(k.Contract), contractsLabel), k.Deals)
		top = math.Max(top, k.Average())
	}
	b, err := plotter.NewBarChart(vs, vg.Points(barWidth))
	if err != nil {
		return err
	}
	b.Horizontal = true
	b.Color, b.LineStyle.Color = c.theme.Sides[0], c.theme.Sides[0]
	p.Add(b)
	p.NominalY(names...)
	p.X.Tick.Marker = pointTicks{}
	p.X.Min, p.X.Max = 0, top*1.05
	return nil
}

// shorten cuts a label to at most n letters, with an ellipsis.
func shorten(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n-1]) + "…"
}

// everyNth labels at most maxXTicks of the nominal ticks, evenly.
type everyNth struct{ names []string }

func (e everyNth) Ticks(float64, float64) []plot.Tick {
	step := (len(e.names) + maxXTicks - 1) / maxXTicks
	ts := make([]plot.Tick, len(e.names))
	for i, n := range e.names {
		ts[i] = plot.Tick{Value: float64(i)}
		if i%step == 0 {
			ts[i].Label = n
		}
	}
	return ts
}

// Image draws the chart on an image of width × height pixels at dpi (0: 96), like Chart.Image.
func (c *PlayerChart) Image(width, height int, dpi int) (image.Image, error) {
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
	p.Draw(vgdraw.New(cv))
	return cv.Image(), nil
}

// WritePNG draws the chart as a PNG image of the paper at its resolution.
func (c *PlayerChart) WritePNG(w io.Writer, pp Paper) error {
	width, height := pp.Pixels()
	img, err := c.Image(width, height, pp.DPI)
	if err != nil {
		return err
	}
	return png.Encode(w, img)
}
