// Package files saves the files the players keep and picks the ones they bring: through Fyne's
// file dialogs in the window app, and as downloads and the browser's own file picker in the web
// app (files_js.go), where Fyne's dialogs cannot reach the device's files. The screens see only
// Files, so that they are the same in both.
package files

import (
	"fmt"
	"io"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"
)

// Files saves and picks whole files.
type Files interface {
	// Save offers data as a file called name, of the media type mime: the save dialog of a
	// window, a download in the browser. done gets the name it was saved under, "" when the
	// players cancelled, or the error; it is called on Fyne's main goroutine.
	Save(name, mime string, data []byte, done func(saved string, err error))
	// Pick lets the players choose a file whose name ends in one of exts (".json") and reads it
	// whole, at most MaxPick bytes; done gets its name and bytes, or the error, on Fyne's main
	// goroutine. When they cancel, done is not called.
	Pick(exts []string, done func(name string, data []byte, err error))
}

// MaxPick is the largest file Pick reads: above the largest file of games the store imports.
const MaxPick = 64 << 20

// errTooLarge says a picked file is larger than MaxPick.
func errTooLarge(name string) error {
	return fmt.Errorf("%s is larger than %d MiB; Jasstafel reads no file that large", name, MaxPick>>20)
}

// Dialogs are the window app's Files: Fyne's file dialogs over window w.
func Dialogs(w fyne.Window) Files { return dialogs{w} }

type dialogs struct{ w fyne.Window }

func (d dialogs) Save(name, mime string, data []byte, done func(string, error)) {
	s := dialog.NewFileSave(func(f fyne.URIWriteCloser, err error) {
		if err != nil || f == nil {
			done("", err)
			return
		}
		_, err = f.Write(data)
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		done(f.URI().Name(), err)
	}, d.w)
	s.SetFileName(name)
	s.Show()
}

func (d dialogs) Pick(exts []string, done func(string, []byte, error)) {
	o := dialog.NewFileOpen(func(f fyne.URIReadCloser, err error) {
		if err != nil {
			done("", nil, err)
			return
		}
		if f == nil {
			return
		}
		name, data, err := readAll(f.URI().Name(), f)
		done(name, data, err)
	}, d.w)
	o.SetFilter(storage.NewExtensionFileFilter(exts))
	o.Show()
}

// readAll reads r whole, closes it and refuses more than MaxPick bytes.
func readAll(name string, r io.ReadCloser) (string, []byte, error) {
	data, err := io.ReadAll(io.LimitReader(r, MaxPick+1))
	if cerr := r.Close(); err == nil {
		err = cerr
	}
	if err == nil && len(data) > MaxPick {
		return name, nil, errTooLarge(name)
	}
	return name, data, err
}
