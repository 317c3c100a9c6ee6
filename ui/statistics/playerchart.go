package statistics

import (
	"bytes"
	"fmt"
	"io"
	"slices"
	"strings"
	"time"
	"unicode"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/jasstafel/jasstafel/charts"
	"github.com/jasstafel/jasstafel/persistence"
	"github.com/jasstafel/jasstafel/ui/files"
	"github.com/jasstafel/jasstafel/ui/kit"
	"github.com/jasstafel/jasstafel/ui/numbers"
)

// playerTranslate gives a player's charts their texts in the players' language, without the
// marks of where a line may break (kit.Plain); each key is named with lang.X in
// playerChartText, so that the check of the language files sees it.
func playerTranslate(key, fallback string) string {
	return kit.Plain(playerChartText(key, fallback))
}

func playerChartText(key, fallback string) string {
	switch key {
	case "playerChart.axis.cardPoints":
		return lang.X("playerChart.axis.cardPoints", "Card points per deal")
	case "playerChart.axis.deviation":
		return lang.X("playerChart.axis.deviation", "Mean deviation")
	case "playerChart.axis.game":
		return lang.X("playerChart.axis.game", "Game")
	case "playerChart.axis.margin":
		return lang.X("playerChart.axis.margin", "Points ahead")
	case "playerChart.axis.month":
		return lang.X("playerChart.axis.month", "Month")
	case "playerChart.axis.winRate":
		return lang.X("playerChart.axis.winRate", "Games won (%)")
	case "playerChart.none.contracts":
		return lang.X("playerChart.none.contracts", "No deal in which this player's side chose the contract.")
	case "playerChart.none.differenzler":
		return lang.X("playerChart.none.differenzler", "No Differenzler games yet.")
	case "playerChart.none.games":
		return lang.X("playerChart.none.games", "No games with a deal yet.")
	case "playerChart.title.contracts":
		return lang.X("playerChart.title.contracts", "Best and worst contracts")
	case "playerChart.title.deviation":
		return lang.X("playerChart.title.deviation", "Differenzler: mean deviation per game")
	case "playerChart.title.form":
		return lang.X("playerChart.title.form", "Form: points ahead per game")
	case "playerChart.title.months":
		return lang.X("playerChart.title.months", "Win rate by month")
	case "playerChart.won":
		return lang.X("playerChart.won", "Won")
	}
	return translate(key, fallback)
}

// playerTab is the tab of one of a player's charts: its name, and the word of its saved file.
type playerTab struct {
	kind  charts.PlayerKind
	label func() string
	file  string
}

var playerTabs = []playerTab{
	{charts.PlayerForm, func() string { return lang.X("playerChart.tab.form", "Form") }, "form"},
	{charts.PlayerMonths, func() string { return lang.X("playerChart.tab.months", "Win rate") }, "months"},
	{charts.PlayerContracts, func() string { return lang.X("playerChart.tab.contracts", "Contracts") }, "contracts"},
	{charts.PlayerDeviation, func() string { return lang.X("mode.differenzler", "Differenzler") }, "differenzler"},
}

// onPlayerSelected opens the charts of the player whose row was tapped; Back comes back to the
// statistics as they were, filters and order kept.
func (s *Screen) onPlayerSelected(id widget.TableCellID) {
	s.players.table.UnselectAll()
	if id.Row < 0 || id.Row >= len(s.players.order) {
		return
	}
	name := s.report.Players[s.players.order[id.Row]].Name
	// The screen changes once the tap is done: the table takes the focus at the end of it.
	fyne.Do(func() {
		s.host.Show(newPlayerChartScreen(s.host, s.store, name, func() { s.host.Show(s) }))
	})
}

// playerCharts shows a player's charts, one tab each, drawn again at every size, and
// saves the chart shown as a PNG for print.
type playerCharts struct {
	host    Host
	store   Figures
	back    func()
	name    string
	tabs    *container.AppTabs
	views   []*playerChartView
	data    charts.PlayerData // the player's figures, once read
	status  *widget.Label
	savePNG *widget.Button
	root    fyne.CanvasObject
	loaded  chan struct{} // closed once the games are read and the charts shown
}

// playerChartView is one tab: the chart's image, or the sentence that there is nothing to draw.
type playerChartView struct {
	screen *playerCharts
	tab    playerTab
	chart  *charts.PlayerChart // nil until the games are read
	image  *canvas.Image
	none   *widget.Label
	drawn  fyne.Size
}

func newPlayerChartScreen(h Host, store Figures, name string, back func()) *playerCharts {
	s := &playerCharts{host: h, store: store, back: back, name: name, loaded: make(chan struct{})}
	s.status = widget.NewLabel(lang.X("playerChart.loading", "Reading the games…"))
	s.status.Truncation = fyne.TextTruncateEllipsis
	s.savePNG = widget.NewButtonWithIcon(lang.X("playerChart.savePNG", "Save PNG"), theme.DocumentSaveIcon(), s.onSavePNG)
	s.savePNG.Disable()
	backBtn := widget.NewButtonWithIcon(lang.X("nav.back", "Back"), theme.NavigateBackIcon(), s.onBack)
	var items []*container.TabItem
	for _, t := range playerTabs {
		v := &playerChartView{screen: s, tab: t, image: canvas.NewImageFromImage(nil), none: widget.NewLabel("")}
		v.image.FillMode = canvas.ImageFillStretch
		v.none.Alignment = fyne.TextAlignCenter
		v.none.Wrapping = fyne.TextWrapWord
		v.none.Hide()
		s.views = append(s.views, v)
		fill := &fyne.Container{Layout: v, Objects: []fyne.CanvasObject{v.image}}
		items = append(items, container.NewTabItem(t.label(), container.NewStack(fill, container.NewVBox(layout.NewSpacer(), v.none, layout.NewSpacer()))))
	}
	s.tabs = container.NewAppTabs(items...)
	s.tabs.OnSelected = func(*container.TabItem) { s.showSaveState() }
	top := kit.Header(fmt.Sprintf("%s · %s", lang.X("playerChart.title", "Charts"), kit.Isolated(name)), s.savePNG, backBtn)
	s.root = container.NewBorder(top, s.status, nil, nil, s.tabs)
	s.load()
	return s
}

func (s *playerCharts) Content() fyne.CanvasObject { return s.root }

// show: Escape goes back, Ctrl+S saves the chart shown.
func (s *playerCharts) Show(k *kit.Keys) { chartKeys(k, s.onBack, s.savePNG, s.onSavePNG) }

func (s *playerCharts) Close() {}

func (s *playerCharts) onBack() { s.back() }

// playerGames is the one place that reads the game list for a player's charts: the games name
// sat in, read whole, since the contracts need every deal. It runs off the UI thread.
func playerGames(store Figures, name string) ([]charts.PlayerGame, error) {
	list, err := store.List(0, false)
	if err != nil {
		return nil, err
	}
	var games []charts.PlayerGame
	for _, sum := range list {
		if !slices.Contains(sum.Players, name) {
			continue
		}
		v, err := store.Load(sum.ID)
		if err != nil {
			return nil, err
		}
		games = append(games, playerGameOf(v))
	}
	return games, nil
}

// playerGameOf is what a player's charts read of a stored game.
func playerGameOf(v *persistence.GameView) charts.PlayerGame {
	return charts.PlayerGame{Created: v.Created, Game: v.Game, Report: v.Report(), Marked: v.Finished}
}

// load reads the player's games and shows the charts. It reads them as the screen opens: a
// player's few hundred games take some ten milliseconds (BenchmarkPlayerSeries1000Games: a quarter of a second for a thousand long games), and a screen
// that fills in later would change under the player's finger.
func (s *playerCharts) load() {
	games, err := playerGames(s.store, s.name)
	var data charts.PlayerData
	if err == nil {
		data, err = charts.PlayerSeries(s.name, games)
	}
	func() {
		defer close(s.loaded)
		if err != nil {
			s.status.SetText(kit.Sprintf(lang.X("stats.loadError", "The games could not be read: %v"), err))
			return
		}
		s.status.SetText("")
		s.data = data
		for _, v := range s.views {
			c, err := charts.NewPlayer(v.tab.kind, data, chartTheme(), playerTranslate, chartNames())
			if err != nil {
				s.status.SetText(err.Error())
				continue
			}
			v.chart = c
			if c.Empty() {
				v.image.Hide()
				v.none.SetText(c.NoData())
				v.none.Show()
				continue
			}
			v.drawn = fyne.Size{}
			v.draw(v.image.Size())
		}
		s.showSaveState()
	}()
}

// shown is the view of the tab shown.
func (s *playerCharts) shown() *playerChartView {
	i := s.tabs.SelectedIndex()
	if i < 0 || i >= len(s.views) {
		return nil
	}
	return s.views[i]
}

// showSaveState lets Save PNG save the chart shown, when it has something to draw.
func (s *playerCharts) showSaveState() {
	if v := s.shown(); v != nil && v.chart != nil && !v.chart.Empty() {
		s.savePNG.Enable()
		return
	}
	s.savePNG.Disable()
}

// draw renders the chart for a space of size (in Fyne units) at the window's pixel density.
func (v *playerChartView) draw(size fyne.Size) {
	if v.chart == nil || v.chart.Empty() || size.Width <= 0 || size.Height <= 0 {
		return
	}
	scale := v.screen.host.Window().Canvas().Scale()
	img, err := v.chart.Image(int(size.Width*scale), int(size.Height*scale), int(chartScreenDPI*scale*chartTextScale))
	if err != nil {
		v.screen.status.SetText(err.Error())
		return
	}
	v.image.Image = img
	v.image.Refresh()
}

// Layout gives the chart all the room of its tab and draws it again when that changes.
func (v *playerChartView) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
	if size != v.drawn {
		v.drawn = size
		v.draw(size)
	}
}

func (v *playerChartView) MinSize([]fyne.CanvasObject) fyne.Size {
	return fyne.NewSize(chartMinWidth, chartMinHeight)
}

// fileName is the name the chart shown is offered under, e.g. "jasstafel-anna-form.png".
func (s *playerCharts) fileName(v *playerChartView) string {
	safe := strings.Map(func(r rune) rune {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			return unicode.ToLower(r)
		}
		return '-'
	}, s.name)
	return fmt.Sprintf("jasstafel-%s-%s.png", safe, v.tab.file)
}

// onSavePNG offers the chart shown for print: black on white at 300 dpi, A5 landscape, made
// in memory first so that a failure leaves nothing half written.
func (s *playerCharts) onSavePNG() {
	v := s.shown()
	if v == nil || v.chart == nil {
		return
	}
	var b bytes.Buffer
	if err := s.writePNG(v, &b); err != nil {
		s.status.SetText(kit.Sprintf(lang.X("chart.saveFailed", "The file could not be saved: %v"), err))
		return
	}
	files.Offer(s.host.Window(), s.host.Files(), s.fileName(v), "image/png", b.Bytes(), func(o files.Outcome) {
		if o.Name != "" || o.Err != nil {
			s.status.SetText(savedText(o))
		}
	})
}

// writePNG draws the chart of v for print.
func (s *playerCharts) writePNG(v *playerChartView, w io.Writer) error {
	c, err := charts.NewPlayer(v.tab.kind, s.data, charts.PaperTheme(), playerTranslate, chartNames())
	if err != nil {
		return err
	}
	return c.WritePNG(w, charts.A5Landscape)
}

// chartNames names the contracts and the months on a player's charts in the players' language.
func chartNames() charts.Names {
	return charts.Names{
		Contract: func(family string) string { return kit.Plain(kit.ContractName(family)) },
		Month:    func(m time.Time) string { return numbers.Month(m, kit.NumberLocale()) },
	}
}
