package files

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Sharer is Files that can also hand a file to the system's share sheet, so that the players
// send it on to another app — the group's chat, mail — instead of saving it first: the web app
// where the browser shares files (Web Share: a phone's or a tablet's browser, on a secure page).
type Sharer interface {
	// CanShare says whether a file of this name and media type can be shared here (a browser
	// shares some kinds of files only).
	CanShare(name, mime string) bool
	// Share opens the share sheet with the file. done gets true once it was handed on, false and
	// no error when the players closed the sheet, or the error; on Fyne's main goroutine. Call it
	// from a tap's handler: a browser shares only while a tap of the players' still counts.
	Share(name, mime string, data []byte, done func(shared bool, err error))
}

// The question's width: most of a phone's, at most what its sentence needs on a wider screen
// (its words wrap to the dialog's width, which Fyne would otherwise make that of a button).
const (
	offerWidthShare = 0.9
	offerMaxWidth   = 560
)

// Outcome is what became of a file offered with Offer: Name is the name it was saved or shared
// under, "" when the players cancelled (Err nil) or it failed (Err).
type Outcome struct {
	Name   string
	Shared bool // handed on through the share sheet, not saved
	Err    error
}

// Offer hands on a file the players asked for. Where f can share it (Sharer), a dialog over w
// lets them share it or save it — the file is made by then, so the tap on Share opens the sheet at
// once, as browsers ask; elsewhere it is saved (Files.Save) as before. done gets the outcome on
// Fyne's main goroutine, once.
func Offer(w fyne.Window, f Files, name, mime string, data []byte, done func(Outcome)) {
	saved := func(n string, err error) { done(Outcome{Name: n, Err: err}) }
	sh, ok := f.(Sharer)
	if !ok || !sh.CanShare(name, mime) {
		f.Save(name, mime, data, saved)
		return
	}
	var d dialog.Dialog
	answered := false
	share := widget.NewButtonWithIcon(lang.X("files.share", "Share…"), theme.MailSendIcon(), func() {
		answered = true
		d.Hide()
		sh.Share(name, mime, data, func(shared bool, err error) {
			o := Outcome{Shared: shared, Err: err}
			if shared {
				o.Name = name
			}
			done(o)
		})
	})
	share.Importance = widget.HighImportance
	save := widget.NewButtonWithIcon(lang.X("files.download", "Download"), theme.DownloadIcon(), func() {
		answered = true
		d.Hide()
		f.Save(name, mime, data, saved)
	})
	why := widget.NewLabel(lang.X("files.shareOrDownload", "Send the file to another app, or keep it in this device's downloads."))
	why.Wrapping = fyne.TextWrapWord
	d = dialog.NewCustom(name, lang.X("stats.cancel", "Cancel"), container.NewVBox(why, share, save), w)
	d.Resize(fyne.NewSize(min(w.Canvas().Size().Width*offerWidthShare, offerMaxWidth), d.MinSize().Height))
	d.SetOnClosed(func() {
		if !answered {
			done(Outcome{})
		}
	})
	d.Show()
}
