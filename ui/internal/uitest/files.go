package uitest

import (
	"slices"
	"sync"

	"github.com/jasstafel/jasstafel/ui/files"
)

// Files are the players' files in memory for the screens' tests, as a files.Files: what Save is
// given is kept (Fail makes it fail, Cancel answers as players who cancelled), and Pick hands
// over Picked (nil: the players cancel the picker). As a files.Sharer it shares the media types
// of ShareMimes (none: as the window app, which has no share sheet) and keeps what it shared;
// SheetClosed answers as players who close the share sheet, ShareFail fails.
type Files struct {
	mu          sync.Mutex
	saved       []SavedFile
	shared      []SavedFile
	picks       [][]string
	Fail        error
	Cancel      bool
	Picked      *PickedFile
	ShareMimes  []string
	SheetClosed bool
	ShareFail   error
}

// SavedFile is a file handed to Save.
type SavedFile struct {
	Name, Mime string
	Data       []byte
}

// PickedFile is what the players choose in the picker: a file, or the error of reading it.
type PickedFile struct {
	Name string
	Data []byte
	Err  error
}

var (
	_ files.Files  = (*Files)(nil)
	_ files.Sharer = (*Files)(nil)
)

func (f *Files) CanShare(_, mime string) bool {
	f.mu.Lock()
	defer f.mu.Unlock()
	return slices.Contains(f.ShareMimes, mime)
}

func (f *Files) Share(name, mime string, data []byte, done func(bool, error)) {
	f.mu.Lock()
	fail, closed := f.ShareFail, f.SheetClosed
	if fail == nil && !closed {
		f.shared = append(f.shared, SavedFile{name, mime, slices.Clone(data)})
	}
	f.mu.Unlock()
	done(fail == nil && !closed, fail)
}

// Shared is every file handed to the share sheet so far, in order.
func (f *Files) Shared() []SavedFile {
	f.mu.Lock()
	defer f.mu.Unlock()
	return slices.Clone(f.shared)
}

func (f *Files) Save(name, mime string, data []byte, done func(string, error)) {
	f.mu.Lock()
	fail, cancel := f.Fail, f.Cancel
	if fail == nil && !cancel {
		f.saved = append(f.saved, SavedFile{name, mime, slices.Clone(data)})
	}
	f.mu.Unlock()
	switch {
	case fail != nil:
		done("", fail)
	case cancel:
		done("", nil)
	default:
		done(name, nil)
	}
}

func (f *Files) Pick(exts []string, done func(string, []byte, error)) {
	f.mu.Lock()
	f.picks = append(f.picks, slices.Clone(exts))
	p := f.Picked
	f.mu.Unlock()
	if p != nil {
		done(p.Name, p.Data, p.Err)
	}
}

// Saved is every file saved so far, in order.
func (f *Files) Saved() []SavedFile {
	f.mu.Lock()
	defer f.mu.Unlock()
	return slices.Clone(f.saved)
}

// Picks is the file name endings each Pick offered, in order.
func (f *Files) Picks() [][]string {
	f.mu.Lock()
	defer f.mu.Unlock()
	return slices.Clone(f.picks)
}
