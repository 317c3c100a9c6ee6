package game

import (
	"errors"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"github.com/jasstafel/jasstafel/tally"
	"github.com/jasstafel/jasstafel/ui/entry"
	"github.com/jasstafel/jasstafel/ui/kit"
	"github.com/jasstafel/jasstafel/ui/referee"
)

// entryLines are the lines under every game screen's entry panel: the status (what will be
// written, or what is still missing), the message (what is wrong, in the error colour, or a
// note such as "the game is decided", in the text's) and Write, and the error of the last
// draft save, which the message line tells until a save works again. The Schieber,
// Coiffeur and Differenzler screens embed them, so the three say these things the same way.
type entryLines struct {
	Status      *kit.SlotButton
	Message     *kit.SlotButton
	WriteButton *kit.SlotButton
	draftErr    error
	note        bool        // the message line holds a note, not a problem
	win         fyne.Window // for the whole message, which its line may cut
}

// StatusPrefix is what the status line starts with while deal fixing (counted from 0) is being
// corrected, and the status line's importance then; nothing while a new deal is typed.
func StatusPrefix(fixing int) (string, widget.Importance) {
	if fixing < 0 {
		return "", widget.LowImportance
	}
	return kit.Sprintf(lang.X("game.correcting", "Correcting deal %d"), fixing+1) + " · ", widget.WarningImportance
}

// ProblemText is the message for an entry the engine refuses: its error, else the rules it
// breaks, each in the words of text.
func ProblemText(err error, violations []tally.Violation, text func(tally.Violation) string) string {
	if err != nil {
		return err.Error()
	}
	msgs := make([]string, len(violations))
	for i, v := range violations {
		msgs[i] = text(v)
	}
	return strings.Join(msgs, " ")
}

// MissingStep is what the status line asks for while an entry's preview fails with err.
type MissingStep struct {
	Err  error
	Text string
}

// TypingStatus is the status line, message and importance of an entry being typed (or of the
// correction of deal fixing): what is still to be typed (the first of missing whose error the
// preview has), why the entry is refused, or else what it writes (preview).
func TypingStatus(fixing int, err error, violations []tally.Violation, missing []MissingStep, preview func() string) (string, string, widget.Importance) {
	prefix, importance := StatusPrefix(fixing)
	for _, m := range missing {
		if errors.Is(err, m.Err) {
			return prefix + m.Text, "", importance
		}
	}
	switch {
	case errors.Is(err, entry.ErrTooManyPoints):
		return prefix, lang.X("game.tooManyPoints", "Card points go up to 157."), importance
	case err != nil || len(violations) > 0:
		return prefix, ProblemText(err, violations, referee.RuleText), importance
	}
	return prefix + preview(), "", importance
}

// Fill fills the lines: the status with its importance, the message with a failed draft save
// added, and whether Write may be tapped.
func (l *entryLines) Fill(status, msg string, importance widget.Importance, writable bool) {
	l.fill(status, msg, false, importance, writable)
}

// Note fills the lines as Fill does, with a note in the message line instead of a problem:
// something the players should know that is not wrong, such as that the game is decided.
func (l *entryLines) Note(status, note string, importance widget.Importance, writable bool) {
	l.fill(status, note, true, importance, writable)
}

func (l *entryLines) fill(status, msg string, note bool, importance widget.Importance, writable bool) {
	l.Status.SetText(strings.TrimSuffix(status, " · "))
	l.Status.SetImportance(importance)
	l.say(msg, note)
	kit.Enable(l.WriteButton, writable)
}

// Say puts a problem into the message line, such as why a tap did nothing.
func (l *entryLines) Say(msg string) { l.say(msg, false) }

// SayNote puts a note into the message line (see Note).
func (l *entryLines) SayNote(note string) { l.say(note, true) }

// say fills the message line: a note in the text's colour, a problem in the error colour, and
// a failed draft save, which is always a problem, after either.
func (l *entryLines) say(msg string, note bool) {
	if l.draftErr != nil {
		msg = strings.TrimSpace(msg + " " + kit.Sprintf(lang.X("game.draftError", "The half-typed deal could not be saved: %v"), l.draftErr))
		note = false
	}
	l.note = note
	importance := widget.DangerImportance
	if note {
		importance = widget.LowImportance
	}
	l.Message.SetImportance(importance)
	l.Message.SetText(msg)
}

// onMessage shows the whole message, which its line may cut.
func (l *entryLines) onMessage() {
	if l.Message.Text == "" {
		return
	}
	title := lang.X("game.problem", "What is wrong")
	if l.note {
		title = lang.X("game.note", "Good to know")
	}
	dialog.ShowInformation(title, l.Message.Text, l.win)
}

// gameKeys are the keys of a game screen: typed digits and keys go to its entry, Ctrl+Z undoes
// and Ctrl+Shift+Z redoes while the Undo and Redo buttons can be tapped.
type gameKeys struct {
	typed      func(rune)
	key        func(fyne.KeyName)
	undo, redo *widget.Button
	onUndo     func()
	onRedo     func()
}

// install lends them the keyboard of k.
func (g gameKeys) install(k *kit.Keys) {
	k.OnTypedRune(g.typed)
	k.OnTypedKey(func(e *fyne.KeyEvent) { g.key(e.Name) })
	k.AddShortcut(kit.ShortcutUndo, func(fyne.Shortcut) {
		if !g.undo.Disabled() {
			g.onUndo()
		}
	})
	k.AddShortcut(kit.ShortcutRedo, func(fyne.Shortcut) {
		if !g.redo.Disabled() {
			g.onRedo()
		}
	})
}
