package statistics

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"io"
	"strings"
	"sync/atomic"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/jasstafel/jasstafel/charts"
	"github.com/jasstafel/jasstafel/persistence"
	"github.com/jasstafel/jasstafel/ui/files"
	"github.com/jasstafel/jasstafel/ui/kit"
)

// ChartIcon is a rising line on axes, the icon of the Chart button. It is drawn with fills
// only: Fyne colours an icon's fills in the theme's colour and leaves strokes black.
var ChartIcon = theme.NewThemedResource(fyne.NewStaticResource("chart.svg", []byte(
	`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">`+
		`<path d="M2 3h2v16h17v2H2z"/>`+
		`<path d="M6.78 17.62L10.78 12.62L9.22 11.38L5.22 16.38ZM9.29 12.71L12.29 15.71L13.71 14.29L10.71 11.29Z`+
		`M13.8 15.6L19.8 7.6L18.2 6.4L12.2 14.4Z"/>`+
		`<circle cx="10" cy="12" r="1"/><circle cx="13" cy="15" r="1"/></svg>`)))

// colChalkGreen is a fourth chalk colour, for a fourth player's line.
var colChalkGreen = color.NRGBA{R: 0xa8, G: 0xdc, B: 0x9a, A: 0xff}

// chartTheme is the chalkboard as a chart's colours: slate, chalk lines in the board's colours.
func chartTheme() charts.Theme {
	return charts.Theme{
		Background: kit.ColSlate,
		Ink:        kit.ColChalk,
		Grid:       color.NRGBA{R: kit.ColChalk.R, G: kit.ColChalk.G, B: kit.ColChalk.B, A: chartGridOpacity},
		Sides:      []color.Color{kit.ColChalkBlue, kit.ColChalkRed, kit.ColChalkYel, colChalkGreen},
		Target:     kit.ColChalkDim,
		Marker:     kit.ColChalk,
	}
}

const (
	// chartGridOpacity keeps the grid behind the chalk lines.
	chartGridOpacity = 0x30
	// chartTextScale makes the chart's text and lines larger than a document's, to be read on a
	// tablet from across the table.
	chartTextScale = 1.5
	// chartScreenDPI is the resolution at which a point of the chart's text is 4/3 pixels.
	chartScreenDPI = 96
	// chartMinWidth and chartMinHeight keep the chart readable in the smallest window.
	chartMinWidth, chartMinHeight = 320, 200
)

// translate gives the charts package its texts in the players' language, without the marks of
// where a line may break, which the chart's fonts would draw (kit.Plain). Each key is named with
// lang.X in chartText, so that the check of the language files sees it.
func translate(key, fallback string) string { return kit.Plain(chartText(key, fallback)) }

func chartText(key, fallback string) string {
	switch key {
	case "chart.axis.deal":
		return lang.X("chart.axis.deal", "Deal")
	case "chart.axis.penalty":
		return lang.X("chart.axis.penalty", "Penalty points")
	case "chart.axis.points":
		return lang.X("chart.axis.points", "Points")
	case "chart.decided":
		return lang.X("chart.decided", "Decided")
	case "chart.perDeal":
		return lang.X("chart.perDeal", "per deal")
	case "chart.target":
		return lang.X("chart.target", "Target")
	case "chart.title.coiffeur":
		return lang.X("chart.title.coiffeur", "The sheet over the evening")
	case "chart.title.differenzler":
		return lang.X("chart.title.differenzler", "Penalty points")
	case "chart.title.schieber":
		return lang.X("chart.title.schieber", "The race")
	case "game.teamA":
		return lang.X("game.teamA", "A")
	case "game.teamB":
		return lang.X("game.teamB", "B")
	case "new.defaultName":
		return lang.X("new.defaultName", "Player %d")
	}
	return fallback
}

// Games is what a game's chart reads: the game, and its file to share.
type Games interface {
	Load(id persistence.GameID) (*persistence.GameView, error)
	Export(id persistence.GameID) ([]byte, error)
}

// Chart shows a game's chart as large as the window allows, drawn again at every size,
// and shares the game: the chart or the board as a picture for print, the deals as CSV, the
// game file.
type Chart struct {
	host   Host
	store  Games
	back   func()
	view   *persistence.GameView
	chart  *charts.Chart // nil when the game has none
	board  kit.Pictured  // the game's board, grid or sheet; nil when there is none to draw
	image  *canvas.Image
	status *widget.Label
	share  *widget.Button
	root   fyne.CanvasObject
	// saving counts the files being drawn off the UI goroutine and not yet offered; tests
	// wait until it is back to zero (running the UI work handed over meanwhile).
	saving atomic.Int32
}

// NewChart shows the chart of game id of store; board is the game's board for a picture
// (nil: none); back leaves it.
//
// The title names the players; where the chart's legend names a side by its label because it
// cannot draw their names (a Thai or Arabic name: charts.Chart.Legend), it says whom each label
// stands for instead: "A: ศักดิ์ชัย & Sepp – B: Ueli & محمد".
func NewChart(h Host, store Games, id persistence.GameID, board kit.Pictured, back func()) *Chart {
	s := &Chart{host: h, store: store, back: back, board: board, status: widget.NewLabel("")}
	s.status.Truncation = fyne.TextTruncateEllipsis
	s.image = canvas.NewImageFromImage(nil)
	s.image.FillMode = canvas.ImageFillStretch
	s.share = widget.NewButtonWithIcon(lang.X("chart.share", "Save…"), theme.DocumentSaveIcon(), s.onShare)
	backBtn := widget.NewButtonWithIcon(lang.X("nav.back", "Back"), theme.NavigateBackIcon(), s.onBack)
	title := lang.X("chart.open", "Chart")
	var err error
	if s.view, err = store.Load(id); err == nil {
		players := kit.JoinNames(s.view.File.Players, ", ")
		if s.chart, err = charts.New(s.view.Game, s.view.Report(), chartTheme(), translate); err == nil {
			players = chartSides(s.chart, players)
		}
		title = fmt.Sprintf("%s · %s", title, players)
	}
	if err != nil {
		s.status.SetText(lang.X("chart.unavailable", "This game has no chart."))
		s.share.Disable()
	}
	top := kit.Header(title, s.share, backBtn)
	fill := &fyne.Container{Layout: &chartFill{screen: s}, Objects: []fyne.CanvasObject{s.image}}
	s.root = container.NewBorder(top, s.status, nil, nil, fill)
	return s
}

func (s *Chart) Content() fyne.CanvasObject { return s.root }

// show: Escape goes back, Ctrl+S saves the PNG.
func (s *Chart) Show(k *kit.Keys) { chartKeys(k, s.onBack, s.share, s.onSavePNG) }

// chartKeys are the keys of a screen of charts: Escape goes back, and Ctrl+S does what its save
// button does while that button is enabled.
func chartKeys(k *kit.Keys, back func(), save fyne.Disableable, onSave func()) {
	k.OnEscape(back)
	k.AddShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyS, Modifier: fyne.KeyModifierShortcutDefault}, func(fyne.Shortcut) {
		if !save.Disabled() {
			onSave()
		}
	})
}

func (s *Chart) Close() {}

func (s *Chart) onBack() { s.back() }

// draw renders the chart for a space of size (in Fyne units) at the window's pixel density.
func (s *Chart) draw(size fyne.Size) {
	if s.chart == nil || size.Width <= 0 || size.Height <= 0 {
		return
	}
	scale := s.host.Window().Canvas().Scale()
	w, h := int(size.Width*scale), int(size.Height*scale)
	img, err := s.chart.Image(w, h, int(chartScreenDPI*scale*chartTextScale))
	if err != nil {
		s.status.SetText(err.Error())
		return
	}
	s.image.Image = img
	s.image.Refresh()
}

// chartFill gives the chart all the room of the screen and draws it again when that changes.
type chartFill struct {
	screen *Chart
	drawn  fyne.Size
}

func (l *chartFill) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
	if size != l.drawn {
		l.drawn = size
		l.screen.draw(size)
	}
}

func (l *chartFill) MinSize([]fyne.CanvasObject) fyne.Size {
	return fyne.NewSize(chartMinWidth, chartMinHeight)
}

// fileName is the name a saved file is offered under, e.g. "jasstafel-12.png".
func (s *Chart) fileName(ext string) string {
	return fmt.Sprintf("jasstafel-%d.%s", s.view.ID, ext)
}

// writePNG writes the chart for print: black on white at 300 dpi, A5 landscape.
func (s *Chart) writePNG(w io.Writer) error {
	c, err := charts.New(s.view.Game, s.view.Report(), charts.PaperTheme(), translate)
	if err != nil {
		return err
	}
	return c.WritePNG(w, charts.A5Landscape)
}

// writeCSV writes the game's deals, one row per deal.
func (s *Chart) writeCSV(w io.Writer) error {
	return charts.WriteCSV(w, s.view.Game, s.view.Report())
}

// boardDrawWait lets the status line that says the board is being saved be painted before the
// board is drawn for print, which holds the main goroutine for a second or more.
const boardDrawWait = 50 * time.Millisecond

// writeBoard writes the game's board, grid or sheet as a picture for print. It runs beside the
// screen (see save), but Fyne draws only on the main goroutine, so the drawing is handed there;
// the PNG is made here.
func (s *Chart) writeBoard(w io.Writer) error {
	time.Sleep(boardDrawWait)
	var img image.Image
	fyne.DoAndWait(func() { img = kit.BoardPicture(s.board) })
	data, err := kit.EncodePNG(img)
	if err == nil {
		_, err = w.Write(data)
	}
	return err
}

// writeGame writes the game file with its history, as `jasstafel export` does.
func (s *Chart) writeGame(w io.Writer) error {
	data, err := s.store.Export(s.view.ID)
	if err == nil {
		_, err = w.Write(data)
	}
	return err
}

func (s *Chart) onSavePNG()   { s.save(s.fileName("png"), "image/png", s.writePNG) }
func (s *Chart) onSaveCSV()   { s.save(s.fileName("csv"), "text/csv", s.writeCSV) }
func (s *Chart) onSaveBoard() { s.save(s.fileNameFor("board", "png"), "image/png", s.writeBoard) }
func (s *Chart) onSaveGame()  { s.save(s.fileName("json"), "application/json", s.writeGame) }

// fileNameFor is the name a saved file of one kind is offered under, e.g. "jasstafel-12-board.png".
func (s *Chart) fileNameFor(kind, ext string) string {
	return fmt.Sprintf("jasstafel-%d-%s.%s", s.view.ID, kind, ext)
}

// onShare offers what can be saved of the game: each choice opens the save dialog.
func (s *Chart) onShare() {
	var d dialog.Dialog
	choice := func(label string, icon fyne.Resource, save func()) *widget.Button {
		return widget.NewButtonWithIcon(label, icon, func() {
			d.Hide()
			save()
		})
	}
	choices := container.NewVBox(
		choice(lang.X("chart.savePNG", "The chart as a picture (PNG)"), theme.FileImageIcon(), s.onSavePNG),
	)
	if s.board != nil {
		choices.Add(choice(lang.X("chart.saveBoard", "The board as a picture (PNG)"), theme.MediaPhotoIcon(), s.onSaveBoard))
	}
	choices.Add(choice(lang.X("chart.saveCSV", "The deals as a table (CSV)"), theme.ListIcon(), s.onSaveCSV))
	choices.Add(choice(lang.X("chart.saveGame", "The game file (JSON)"), theme.FileTextIcon(), s.onSaveGame))
	d = dialog.NewCustom(lang.X("chart.shareTitle", "Save for sharing"), lang.X("stats.cancel", "Cancel"), choices, s.host.Window())
	d.Show()
}

// save makes the file with write on another goroutine — a board drawn for print takes a second
// or more — while the status line says so and Save… waits; then it hands the file whole to the
// host's Files (the save dialog, or a download in the browser) and tells the outcome. A file
// that cannot be made is not offered. Everything written is read only while the chart is
// shown: the game as loaded, the board of a screen that is not shown.
func (s *Chart) save(name, mime string, write func(io.Writer) error) {
	s.status.SetText(kit.Sprintf(lang.X("chart.saving", "Saving %s…"), name))
	s.share.Disable()
	s.saving.Add(1)
	go func() {
		var b bytes.Buffer
		err := write(&b)
		// The file is offered on the UI goroutine (kit.Do), where the status line is written.
		kit.Do(func() {
			defer s.saving.Add(-1)
			if err != nil {
				s.share.Enable()
				s.said(files.Outcome{Err: err})
				return
			}
			files.Offer(s.host.Window(), s.host.Files(), name, mime, b.Bytes(), func(o files.Outcome) {
				s.share.Enable()
				if o.Name == "" && o.Err == nil { // cancelled
					s.status.SetText("")
					return
				}
				s.said(o)
			})
		})
	}()
}

// said shows the outcome of saving or sharing a file in the status line.
func (s *Chart) said(o files.Outcome) { s.status.SetText(savedText(o)) }

// savedText tells what became of a file the players asked for: saved, shared or why not.
func savedText(o files.Outcome) string {
	switch {
	case o.Err != nil:
		return kit.Sprintf(lang.X("chart.saveFailed", "The file could not be saved: %v"), o.Err)
	case o.Shared:
		return kit.Sprintf(lang.X("files.shared", "Shared: %s"), o.Name)
	}
	return kit.Sprintf(lang.X("chart.saved", "Saved: %s"), o.Name)
}

// chartSides is what the title says of the players of chart c: players, or each side by its
// legend's label where the legend has one.
func chartSides(c *charts.Chart, players string) string {
	sides, legend := c.Data().Sides, c.Legend()
	out, labelled := make([]string, len(legend)), false
	for i, l := range legend {
		out[i] = kit.Isolated(l)
		if i < len(sides) && sides[i] != l {
			out[i], labelled = kit.LabelValue(l, sides[i]), true
		}
	}
	if !labelled {
		return players
	}
	return strings.Join(out, " – ")
}
