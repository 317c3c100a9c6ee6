package files_test

import (
	"errors"
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/jasstafel/jasstafel/ui/files"
	"github.com/jasstafel/jasstafel/ui/internal/uitest"
)

// offerIn offers a file in a fresh window with the players' files f and returns what became of
// it: the outcomes reported (nil while the players have not answered) and the window.
func offerIn(t *testing.T, f *uitest.Files, name, mime string) (*[]files.Outcome, fyne.Window) {
	t.Helper()
	test.NewTempApp(t)
	w := test.NewTempWindow(t, nil)
	w.Resize(fyne.NewSize(412, 915))
	var got []files.Outcome
	files.Offer(w, f, name, mime, []byte("Anna;Beat\n100;57\n"), func(o files.Outcome) { got = append(got, o) })
	return &got, w
}

// Where the device cannot share the file (the window app; a browser that refuses its kind), Offer
// saves it as before, with no question asked.
func TestOfferSavesWhatCannotBeShared(t *testing.T) {
	for _, shares := range [][]string{nil, {"image/png"}} {
		f := &uitest.Files{ShareMimes: shares}
		got, w := offerIn(t, f, "jass.csv", "text/csv")
		if d := uitest.DialogShown(w); d != "" {
			t.Errorf("sharing %q: a CSV file asked %q", shares, d)
		}
		if want := []files.Outcome{{Name: "jass.csv"}}; !slices.Equal(*got, want) {
			t.Errorf("sharing %q: outcome %+v, want %+v", shares, *got, want)
		}
		if s := f.Saved(); len(s) != 1 || s[0].Name != "jass.csv" || string(s[0].Data) != "Anna;Beat\n100;57\n" {
			t.Errorf("sharing %q: saved %+v", shares, s)
		}
	}
}

// Where it can, the players are asked: Share… hands the file whole to the share sheet, Download
// saves it, Cancel does neither; each answer is reported once.
func TestOfferAsksToShareOrSave(t *testing.T) {
	cases := []struct {
		tap             string
		closed          bool
		fail            error
		want            files.Outcome
		shared, savedTo int
	}{
		{tap: "Share…", want: files.Outcome{Name: "jass.csv", Shared: true}, shared: 1},
		{tap: "Download", want: files.Outcome{Name: "jass.csv"}, savedTo: 1},
		{tap: "Cancel", want: files.Outcome{}},
		{tap: "Share…", closed: true, want: files.Outcome{}},
		{tap: "Share…", fail: errNoSheet, want: files.Outcome{Err: errNoSheet}},
	}
	for _, c := range cases {
		f := &uitest.Files{ShareMimes: []string{"text/csv"}, SheetClosed: c.closed, ShareFail: c.fail}
		got, w := offerIn(t, f, "jass.csv", "text/csv")
		asked := uitest.DialogShown(w)
		for _, want := range []string{"jass.csv", "Share…", "Download", "Cancel", "another app"} {
			if !uitest.Shows(w, want) {
				t.Fatalf("the question shows no %q: %q", want, asked)
			}
		}
		if len(*got) != 0 || len(f.Saved())+len(f.Shared()) != 0 {
			t.Fatalf("before an answer: outcome %+v, saved %+v, shared %+v", *got, f.Saved(), f.Shared())
		}
		uitest.Tap(t, w, c.tap)
		if want := []files.Outcome{c.want}; !slices.Equal(*got, want) {
			t.Errorf("%s (sheet closed %v, failing %v): outcome %+v, want %+v", c.tap, c.closed, c.fail, *got, want)
		}
		if s := f.Shared(); len(s) != c.shared || c.shared == 1 && (s[0].Name != "jass.csv" || s[0].Mime != "text/csv" || string(s[0].Data) != "Anna;Beat\n100;57\n") {
			t.Errorf("%s: shared %+v", c.tap, s)
		}
		if s := f.Saved(); len(s) != c.savedTo {
			t.Errorf("%s: saved %+v", c.tap, s)
		}
		if d := uitest.DialogShown(w); d != "" {
			t.Errorf("%s: the question is still shown: %q", c.tap, d)
		}
	}
}

var errNoSheet = errors.New("no share sheet")
