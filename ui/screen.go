package ui

import "github.com/jasstafel/jasstafel/ui/kit"

// Show closes the screen shown so far, releases its keys and shows s.
func (u *UI) Show(s kit.Screen) {
	if u.launching != nil {
		u.launching.hold(s)
		return
	}
	if u.current != nil {
		u.current.Close()
	}
	if u.keys != nil {
		u.keys.Release()
	}
	u.current = s
	u.keys = kit.NewKeys(u.win.Canvas())
	u.win.SetContent(kit.NewWindowContent(u.win.Canvas(), s.Content()))
	s.Show(u.keys)
	if u.onShown != nil {
		u.onShown()
	}
}

// OnShown calls f, on Fyne's main goroutine, each time a screen is shown: the web app keeps the
// browser's history ready for a phone's Back (back_js.go).
func (u *UI) OnShown(f func()) { u.onShown = f }

// Back goes back one step, as a phone's Back button does: it closes the dialog on top, or goes
// back from the screen (a game screen to the list of games), and says whether there was anything
// to do — nothing on the list of games, which a phone's Back then leaves.
func (u *UI) Back() bool { return u.keys != nil && u.keys.Back() }
