package ui

import (
	"errors"
	"fmt"
	"net"
	"strconv"
	"sync/atomic"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/jasstafel/jasstafel/gamefile"
	"github.com/jasstafel/jasstafel/live"
	"github.com/jasstafel/jasstafel/persistence"
	"github.com/jasstafel/jasstafel/tally"
	"github.com/jasstafel/jasstafel/ui/kit"
)

// The live view's layout and defaults.
const (
	shareQRSize      = 240  // pixels of the QR code: a phone's camera reads it from a metre
	shareDefaultPort = 8080 // the port offered first
	shareRefresh     = time.Second
	shareDialogWidth = 420 // the dialog's width where the window has it: the QR code and two lines of link
)

// sharing is the service the screens write through: every action that returns a game as it now
// stands is also shown to the phones that follow the live view. While the view is off, Show only
// remembers the game, which costs a write nothing.
type sharing struct {
	Service
	views *liveViews
}

func (s sharing) show(v *persistence.GameView, err error) (*persistence.GameView, error) {
	if err == nil && v != nil {
		s.views.show(v)
	}
	return v, err
}

// liveViews are the ways a game reaches the guests: the window app's own server (share), and in
// the web app the relay of `jasstafel serve --live`, when the page was opened with its publish
// token. Neither makes a write wait.
type liveViews struct {
	share *live.Share
	relay atomic.Pointer[live.Publisher]
}

func (l *liveViews) show(v *persistence.GameView) {
	l.share.Show(uint64(v.ID), v.Game)
	if p := l.relay.Load(); p != nil {
		p.Show(uint64(v.ID), v.File)
	}
}

// ShareThroughRelay makes "Show on phones" the web app's: the browser cannot serve a page, so the
// game goes to a relay (p, which publishes it after every write) and the dialog shows the
// relay's guests' address, or with p nil says how to start a relay.
func (u *UI) ShareThroughRelay(p *live.Publisher) {
	u.onWeb = true
	u.views.relay.Store(p)
	if p != nil {
		p.SetWords(pageWords()) // the guests' page in the players' language
		p.Ask()
	}
}

func (s sharing) AddRound(id persistence.GameID, r gamefile.Round) (*persistence.GameView, error) {
	return s.show(s.Service.AddRound(id, r))
}

func (s sharing) ReplaceRound(id persistence.GameID, index int, r gamefile.Round) (*persistence.GameView, error) {
	return s.show(s.Service.ReplaceRound(id, index, r))
}

func (s sharing) RemoveRound(id persistence.GameID, index int) (*persistence.GameView, error) {
	return s.show(s.Service.RemoveRound(id, index))
}

func (s sharing) Undo(id persistence.GameID) (*persistence.GameView, error) {
	return s.show(s.Service.Undo(id))
}

func (s sharing) Redo(id persistence.GameID) (*persistence.GameView, error) {
	return s.show(s.Service.Redo(id))
}

func (s sharing) SetFinished(id persistence.GameID, finished bool) (*persistence.GameView, error) {
	return s.show(s.Service.SetFinished(id, finished))
}

// Path is the database file of the service underneath, for the preference of the open game.
func (s sharing) Path() string {
	if f, ok := s.Service.(interface{ Path() string }); ok {
		return f.Path()
	}
	return ""
}

// shareIcon is a phone with waves going out: the board sent to the guests' phones. (The eye is
// the game screen's Digits button.) It is drawn with fills only, the phone's inside wound the
// other way round to leave it open: Fyne colours an icon's fills in the theme's colour and
// leaves strokes black.
var shareIcon = theme.NewThemedResource(fyne.NewStaticResource("phones.svg", []byte(
	`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">`+
		`<path d="M6 2H12A3 3 0 0 1 15 5V19A3 3 0 0 1 12 22H6A3 3 0 0 1 3 19V5A3 3 0 0 1 6 2Z`+
		`M6 4A1 1 0 0 0 5 5V19A1 1 0 0 0 6 20H12A1 1 0 0 0 13 19V5A1 1 0 0 0 12 4Z"/>`+
		`<circle cx="9" cy="17.5" r="1.2"/>`+
		`<path d="M17.66 8.25A5 5 0 0 1 17.66 15.75L16.34 14.25A3 3 0 0 0 16.34 9.75Z`+
		`M20.18 5.77A8.5 8.5 0 0 1 20.18 18.23L18.82 16.77A6.5 6.5 0 0 0 18.82 7.23Z"/>`+
		`<circle cx="17" cy="9" r="1"/><circle cx="17" cy="15" r="1"/>`+
		`<circle cx="19.5" cy="6.5" r="1"/><circle cx="19.5" cy="17.5" r="1"/></svg>`)))

// shareButton opens the live view's dialog from the home screen's header, before or between
// games: the view follows whichever game is played. It stands out while the view is on.
func shareButton(u *UI) *widget.Button {
	b := widget.NewButtonWithIcon(lang.X("share.title", "Show on phones"), shareIcon, u.showShare)
	u.shareButton = b
	u.refreshShareButton()
	return b
}

// refreshShareButton marks the header's button while the live view is on.
func (u *UI) refreshShareButton() {
	if u.shareButton == nil {
		return
	}
	imp := widget.MediumImportance
	if u.share.URL() != "" || u.views.relay.Load() != nil {
		imp = widget.HighImportance
	}
	if u.shareButton.Importance != imp {
		u.shareButton.Importance = imp
		u.shareButton.Refresh()
	}
}

// showShare is the dialog that switches the live view on and off: the address to serve on, and
// while on the QR code, the link and how many phones follow.
func (u *UI) showShare() {
	if u.onWeb {
		u.showRelay()
		return
	}
	explain := widget.NewLabel(lang.X("share.explain", "Guests open this page on their phones and follow the board. They can only look: nothing can be written from a phone."))
	explain.Wrapping = fyne.TextWrapWord
	addrs := live.LANAddresses()
	host := widget.NewSelect(addrs, nil)
	host.SetSelected(addrs[0])
	port := kit.NewDialogEntry(u.win.Canvas())
	port.SetText(strconv.Itoa(shareDefaultPort))
	status := widget.NewLabel("")
	status.Wrapping = fyne.TextWrapWord
	link := widget.NewLabel("")
	link.Wrapping = fyne.TextWrapBreak
	qr := canvas.NewImageFromImage(nil)
	qr.FillMode = canvas.ImageFillContain
	qr.SetMinSize(fyne.NewSquareSize(shareQRSize))
	qrBox := container.NewCenter(qr)
	var toggle *widget.Button
	var fit func() // sizes the dialog to what it shows
	show := func() {
		url := u.share.URL()
		on := url != ""
		if !on {
			toggle.SetText(lang.X("share.start", "Show on phones"))
			toggle.Importance = widget.HighImportance
			link.SetText("")
			link.Hide()
			qr.Image = nil
			qrBox.Hide()
			status.SetText(lang.X("share.off", "The live view is off."))
			host.Enable()
			port.Enable()
			toggle.Refresh()
			return
		}
		toggle.SetText(lang.X("share.stop", "Stop showing"))
		toggle.Importance = widget.MediumImportance
		link.SetText(url)
		link.Show()
		if img, err := live.QR(url, shareQRSize); err == nil {
			qr.Image = img
			qrBox.Show()
			qr.Refresh()
		}
		status.SetText(phonesWatching(u.share.Viewers()))
		host.Disable()
		port.Disable()
		toggle.Refresh()
	}
	toggle = widget.NewButton("", func() {
		if u.share.URL() != "" {
			u.share.Stop()
			show()
			fit()
			return
		}
		p, err := strconv.Atoi(port.Text)
		if err != nil || p < 1 || p > 65535 {
			u.ShowError(errors.New(lang.X("share.badPort", "The port is a number from 1 to 65535.")))
			return
		}
		u.share.SetWords(pageWords())
		if _, err := u.share.Start(net.JoinHostPort(host.Selected, strconv.Itoa(p))); err != nil {
			u.ShowError(fmt.Errorf("%s\n%w", lang.X("share.cannotStart", "The live view cannot start on this address; try another port."), err))
			return
		}
		show()
		fit()
	})
	port.OnSubmitted = func(string) { // Enter in the port starts the view, as the button does
		if u.share.URL() == "" {
			toggle.OnTapped()
		}
	}
	form := container.NewBorder(nil, nil, widget.NewLabel(lang.X("share.address", "Address")), nil,
		container.NewBorder(nil, nil, nil, container.NewGridWrap(fyne.NewSize(90, port.MinSize().Height), port), host))
	content := container.NewVScroll(nil)
	d := dialog.NewCustom(lang.X("share.title", "Show on phones"), lang.X("share.close", "Close"), content, u.win)
	fit = func() {
		u.fitShareDialog(d, content, qrBox, []fyne.CanvasObject{explain, form, toggle, link, status}, 3)
	}
	show()
	// The count of phones follows while the dialog is open.
	done := whileOpen(func() {
		kit.Do(func() {
			if u.share.URL() != "" {
				status.SetText(phonesWatching(u.share.Viewers()))
			}
		})
	})
	d.SetOnClosed(func() {
		close(done)
		u.refreshShareButton()
	})
	fit()
	d.Show()
}

// showRelay is the web app's "Show on phones": the guests' address of the relay the page
// publishes to, with its QR code and how many phones follow; without a relay, how to start one.
func (u *UI) showRelay() {
	explain := widget.NewLabel(lang.X("share.explain", "Guests open this page on their phones and follow the board. They can only look: nothing can be written from a phone."))
	explain.Wrapping = fyne.TextWrapWord
	p := u.views.relay.Load()
	title := lang.X("share.title", "Show on phones")
	if p == nil {
		how := widget.NewLabel(lang.X("share.relay.none", "Start jasstafel serve --live on a laptop and open the tablet address it prints."))
		how.Wrapping = fyne.TextWrapWord
		content := container.NewVScroll(container.NewVBox(explain, how))
		d := dialog.NewCustom(title, lang.X("share.close", "Close"), content, u.win)
		kit.FitDialog(d, content, u.win, shareDialogWidth)
		d.Show()
		return
	}
	status := widget.NewLabel("")
	status.Wrapping = fyne.TextWrapWord
	link := widget.NewLabel("")
	link.Wrapping = fyne.TextWrapBreak
	link.Hide()
	qr := canvas.NewImageFromImage(nil)
	qr.FillMode = canvas.ImageFillContain
	qr.SetMinSize(fyne.NewSquareSize(shareQRSize))
	qrBox := container.NewCenter(qr)
	qrBox.Hide()
	content := container.NewVScroll(nil)
	d := dialog.NewCustom(title, lang.X("share.close", "Close"), content, u.win)
	fit := func() { u.fitShareDialog(d, content, qrBox, []fyne.CanvasObject{explain, link, status}, 1) }
	show := func() {
		a, err := p.Status()
		switch {
		case a.Guests != "":
			if link.Text != a.Guests {
				link.SetText(a.Guests)
				link.Show()
				if img, err := live.QR(a.Guests, shareQRSize); err == nil {
					qr.Image = img
					qrBox.Show()
					qr.Refresh()
				}
				fit() // the dialog grows by the link and the code
			}
			status.SetText(phonesWatching(a.Viewers))
		case err != nil:
			status.SetText(lang.X("share.relay.unreachable", "The relay does not answer. Is jasstafel serve --live still running on the laptop?"))
		default:
			status.SetText(lang.X("share.relay.asking", "Asking the relay for the guests' address…"))
		}
	}
	show()
	p.Ask()
	// The address, once it comes, and the count of phones follow while the dialog is open.
	done := whileOpen(func() {
		p.Ask()
		kit.Do(show)
	})
	d.SetOnClosed(func() { close(done) })
	fit()
	d.Show()
}

// fitShareDialog lays out dialog d's words and its QR code in scroll and sizes the dialog to
// them: the code below the words' first at, or — where the window has too little height for
// that and the width for both (a phone held sideways) — beside the words, so that the guests'
// cameras find it without scrolling.
func (u *UI) fitShareDialog(d dialog.Dialog, scroll *container.Scroll, qrBox fyne.CanvasObject, words []fyne.CanvasObject, at int) {
	stacked := make([]fyne.CanvasObject, 0, len(words)+1)
	stacked = append(append(append(stacked, words[:at]...), qrBox), words[at:]...)
	scroll.Content = container.NewVBox(stacked...)
	scroll.Refresh()
	win := u.win.Canvas().Size()
	chrome := d.MinSize().Height - scroll.MinSize().Height
	wide := shareDialogWidth + shareQRSize + theme.Padding()
	if qrBox.Visible() && chrome+scroll.Content.MinSize().Height > win.Height-2*theme.Padding() && win.Width >= wide+4*theme.Padding() {
		scroll.Content = container.NewBorder(nil, nil, nil, container.NewVBox(qrBox), container.NewVBox(words...))
		scroll.Refresh()
		kit.FitDialog(d, scroll, u.win, wide)
		return
	}
	kit.FitDialog(d, scroll, u.win, shareDialogWidth)
}

// whileOpen calls tick every shareRefresh on a goroutine of its own until the channel it
// returns is closed (when the dialog closes).
func whileOpen(tick func()) chan struct{} {
	done := make(chan struct{})
	go func() {
		t := time.NewTicker(shareRefresh)
		defer t.Stop()
		for {
			select {
			case <-done:
				return
			case <-t.C:
				tick()
			}
		}
	}()
	return done
}

// phonesWatching says how many phones follow the game, in the plural form of the language.
func phonesWatching(n int) string {
	return kit.Sprintf(lang.XN("share.watching", "%d phones follow the game", n), n)
}

// pageWords are the live page's texts in the players' language: its states, the modes' names
// and the Coiffeur rows' names, as the app's own screens write them.
func pageWords() live.Words {
	text := map[string]string{
		"waiting":      lang.X("share.page.waiting", "Waiting for the first deal…"),
		"live":         lang.X("share.page.live", "live"),
		"reconnecting": lang.X("share.page.reconnecting", "reconnecting…"),
		"row.joker":    lang.X("coiffeur.joker", "Joker"),
	}
	for _, m := range modeTable {
		text["mode."+string(m.mode)] = modeName(m.mode)
	}
	for _, family := range tally.MultiplierKeys {
		text["row."+family] = kit.ContractName(family)
	}
	for k, v := range text {
		text[k] = kit.Plain(v) // the guests' browser would draw a hair space
	}
	return live.Words{Lang: kit.Language(), Text: text}
}
