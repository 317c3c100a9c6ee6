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
	u.win.SetContent(kit.NewWindowContent(u.keys, s.Content()))
	s.Show(u.keys)
	u.shown()
}

// shown tells the OnShown functions that a screen is shown.
func (u *UI) shown() {
	for _, f := range u.onShown {
		f()
	}
}

// OnShown calls f, on Fyne's main goroutine, each time a screen is shown: the web app keeps the
// browser's history ready for a phone's Back (back_js.go) and the screen on during play
// (wakelock_js.go).
func (u *UI) OnShown(f func()) { u.onShown = append(u.onShown, f) }

// Playing says whether the screen shown is one of a game at play (kit.Playing).
func (u *UI) Playing() bool {
	_, ok := u.current.(kit.Playing)
	return ok
}

// Back goes back one step, as a phone's Back button does: it closes the dialog on top, or goes
// back from the screen (a game screen to the list of games), and says whether there was anything
// to do — nothing on the list of games, which a phone's Back then leaves.
func (u *UI) Back() bool { return u.keys != nil && u.keys.Back() }
