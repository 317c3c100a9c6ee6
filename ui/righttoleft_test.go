package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"golang.org/x/text/unicode/bidi"

	"github.com/jasstafel/jasstafel/ui/internal/uitest"
)

// A table with Hebrew and Arabic names plays a Schieber: every line drawn on the game screen, in
// its list of deals and in the list of games keeps what is around a name in the order it is
// written. Fyne takes a line's direction from its first letter and draws the runs of a line in
// the order they are written; a name written right to left must therefore be a run of its
// own letters, with nothing of the text around it (a colon, the points, the next name), in a
// line written left to right. The lines are judged by the bidirectional algorithm Fyne's
// text uses (golang.org/x/text/unicode/bidi, through go-text).
func TestRightToLeftNamesKeepTheLinesAroundThemInOrder(t *testing.T) {
	eachService(t, func(t *testing.T, svc Service) {
		u := newUIOn(t, nil, svc, landscape)
		u.ShowNewGame()
		fillNames(t, u, "שרה", "Ueli", "محمد علي", "Sepp")
		tapOn(t, u, "Start the game", nil)
		checked := 0
		check := func(when string) {
			t.Helper()
			for _, s := range drawnTexts(u.win) {
				if !rightToLeft(s) {
					continue
				}
				checked++
				if bad := outOfOrder(s); bad != "" {
					t.Errorf("%s: %q is drawn with %q turned round with the name", when, s, bad)
				}
			}
		}
		check("the game screen")
		tap(t, u.win, "Hearts ×1")
		test.TypeOnCanvas(u.win.Canvas(), "100")
		check("a deal typed")
		tap(t, u.win, "Write")
		tapStarting(t, u.win, "Obenabe")
		test.TypeOnCanvas(u.win.Canvas(), "57")
		tap(t, u.win, "Write")
		check("two deals written")
		tap(t, u.win, "Deals")
		check("the list of deals")
		tap(t, u.win, "Close")
		u.ShowHome()
		check("the list of games")
		if checked < 8 {
			t.Fatalf("only %d lines with the names were drawn: the check proves little (%q)", checked, drawnTexts(u.win))
		}
	})
}

// drawnTexts are the texts drawn on the window, line by line.
func drawnTexts(w fyne.Window) []string {
	var out []string
	for _, o := range uitest.OnScreen(w) {
		if txt, ok := o.(*canvas.Text); ok && o.Visible() && strings.TrimSpace(txt.Text) != "" {
			out = append(out, txt.Text)
		}
	}
	return out
}

// rightToLeft reports whether s has a letter of a right-to-left script.
func rightToLeft(s string) bool {
	for _, r := range s {
		if p, _ := bidi.LookupRune(r); p.Class() == bidi.R || p.Class() == bidi.AL {
			return true
		}
	}
	return false
}

// outOfOrder is what of s, besides right-to-left letters and the spaces and marks between them,
// the bidirectional algorithm puts in a right-to-left run, or "" when there is none; the whole
// line when it is taken as written right to left.
func outOfOrder(s string) string {
	var p bidi.Paragraph
	if _, err := p.SetString(s, bidi.DefaultDirection(bidi.LeftToRight)); err != nil {
		return s
	}
	o, err := p.Order()
	if err != nil || !p.IsLeftToRight() {
		return s
	}
	for i := range o.NumRuns() {
		run := o.Run(i)
		if run.Direction() != bidi.RightToLeft {
			continue
		}
		text := run.String()
		if strings.TrimSpace(text) != text {
			return text
		}
		for _, r := range text {
			switch p, _ := bidi.LookupRune(r); p.Class() {
			case bidi.R, bidi.AL, bidi.NSM, bidi.WS:
			default:
				return text
			}
		}
	}
	return ""
}
