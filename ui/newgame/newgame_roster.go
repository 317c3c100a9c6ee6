package newgame

import (
	"image/color"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/jasstafel/jasstafel/ui/kit"
)

// maxSuggestions is how many roster names a name field offers at most: a short list a finger
// picks from without scrolling.
const maxSuggestions = 8

// offerRosterNames gives each name field the roster names that match what is typed in it, so
// that a few letters and one tap in its list fill in a name played under before. A name another
// seat already has is not offered.
//
// The names are also shown under the field while the player types in it (its ▾ shows them
// too): from the first letter, the names that match are one tap away.
func (s *Screen) offerRosterNames(names []string) {
	typing := -1
	for i, e := range s.players {
		if i >= len(names) {
			break
		}
		taken := slices.Concat(names[:i], names[i+1:])
		offer := rosterMatches(s.roster, names[i], taken)
		if !slices.Equal(offer, s.offered[i]) {
			s.offered[i] = offer
			e.SetOptions(offer)
		}
		if e.Text != s.typed[i] {
			s.typed[i] = e.Text
			typing = i
		}
	}
	if typing < 0 {
		return
	}
	s.hideSuggestions()
	if names[typing] != "" && len(s.offered[typing]) > 0 {
		s.showSuggestions(typing)
	}
}

// showSuggestions shows the names name field i offers in a list under it, leaving the typing
// in the field: a tap on a name writes it there.
func (s *Screen) showSuggestions(i int) {
	e := s.players[i]
	d := fyne.CurrentApp().Driver()
	if s.suggest == nil || d.CanvasForObject(e) == nil || !e.Visible() {
		return
	}
	names := container.NewVBox()
	for _, name := range s.offered[i] {
		b := widget.NewButton(name, func() {
			s.hideSuggestions()
			s.typed[i] = name // picked, not typed: no list for it
			e.SetText(name)
		})
		b.Alignment = widget.ButtonAlignLeading
		touch := canvas.NewRectangle(color.Transparent)
		touch.SetMinSize(fyne.NewSize(0, kit.MinTouch))
		names.Add(container.NewStack(touch, b))
	}
	list := container.NewStack(canvas.NewRectangle(kit.ColSlateDark), names)
	at := d.AbsolutePositionForObject(e).Subtract(d.AbsolutePositionForObject(s.suggest))
	list.Move(at.Add(fyne.NewPos(0, e.Size().Height)))
	list.Resize(fyne.NewSize(e.Size().Width, list.MinSize().Height))
	s.suggest.Objects = []fyne.CanvasObject{list}
	s.suggest.Refresh()
}

// hideSuggestions takes the list of names away.
func (s *Screen) hideSuggestions() {
	if s.suggest != nil && len(s.suggest.Objects) > 0 {
		s.suggest.Objects = nil
		s.suggest.Refresh()
	}
}

// rosterMatches are the roster names (most recently played first) that match typed, compared
// without regard to case: names starting with it first, then names with a word starting with
// it, then names holding it anywhere; at most maxSuggestions. Nothing typed offers the most
// recent names. The name typed itself and the names in taken are left out.
func rosterMatches(roster []string, typed string, taken []string) []string {
	t := strings.ToLower(strings.TrimSpace(typed))
	skip := func(folded string) bool {
		if folded == t {
			return true
		}
		return slices.ContainsFunc(taken, func(n string) bool { return strings.ToLower(strings.TrimSpace(n)) == folded })
	}
	var starts, words, holds []string
	for _, name := range roster {
		folded := strings.ToLower(name)
		switch {
		case skip(folded):
		case strings.HasPrefix(folded, t):
			starts = append(starts, name)
		case strings.Contains(" "+folded, " "+t):
			words = append(words, name)
		case strings.Contains(folded, t):
			holds = append(holds, name)
		}
	}
	out := slices.Concat(starts, words, holds)
	if len(out) > maxSuggestions {
		out = out[:maxSuggestions]
	}
	return out
}
