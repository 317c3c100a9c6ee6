//go:build !js

package web

import (
	"context"
	"fmt"
	"slices"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// textInputID is the id of the page's hidden text field that a phone types into
// (third_party/glfw-js/textinput_wasm.go: TextInputID).
const textInputID = "glfw-text-input"

// focusedField fails the test unless the page's focus is on the hidden text field, the field
// a phone opens its keyboard for.
func (p *player) focusedField() {
	p.t.Helper()
	id, err := chromedp.Run(p.ctx, chromedp.Evaluate[string](`document.activeElement ? document.activeElement.id : ""`))
	if err != nil {
		p.t.Fatal(err)
	}
	if id != textInputID {
		p.t.Fatalf("the name field is tapped and the page's focus is on %q, not on the hidden text field %q: a phone opens no keyboard", id, textInputID)
	}
}

// watchTapFocus has the page note, at the end of every touch, which element has its focus: a
// listener of the window hears the touchend after the app's own, on the document.
func (p *player) watchTapFocus() {
	p.t.Helper()
	js := `window.__tapFocus = []; window.addEventListener("touchend", () => window.__tapFocus.push(document.activeElement ? document.activeElement.id : ""))`
	if _, err := chromedp.Run(p.ctx, chromedp.Evaluate[any](js)); err != nil {
		p.t.Fatal(err)
	}
}

// focusedInTheTap checks that the hidden text field had the page's focus when the last touch
// ended, within the browser's handler of the touch: iOS Safari opens its keyboard only for a
// field focused there, not for one focused a moment later.
func (p *player) focusedInTheTap() {
	p.t.Helper()
	ids := p.tapFocus()
	if len(ids) == 0 || ids[len(ids)-1] != textInputID {
		p.t.Fatalf("at the end of the tap on the name field the page's focus was on %q (touches ended: %q), not on the hidden text field: iOS would open no keyboard", last(ids), ids)
	}
}

// tapFocus is what had the page's focus as each touch since watchTapFocus ended.
func (p *player) tapFocus() []string {
	p.t.Helper()
	ids, err := chromedp.Run(p.ctx, chromedp.Evaluate[[]string](`window.__tapFocus`))
	if err != nil {
		p.t.Fatal(err)
	}
	return ids
}

// nameListEnd is how far from the window's right edge a tap lands on a name field's button for
// its list of names.
const nameListEnd = 30

// last is the last of ids, or "" for none.
func last(ids []string) string {
	if len(ids) == 0 {
		return ""
	}
	return ids[len(ids)-1]
}

// cdpDo runs one DevTools command in the page.
func cdpDo[P any](p *player, cmd cdp.Command[P, cdp.Empty], params P) {
	p.t.Helper()
	err := chromedp.Do(p.ctx, chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		_, err := cdp.Call(ctx, t, cmd, params)
		return err
	}))
	if err != nil {
		p.t.Fatal(err)
	}
}

// A phone types the players' names: a tapped name field gives the focus to the page's hidden
// text field, so the device opens its keyboard; what the keyboard inserts (words, Korean
// syllables an IME composed, a Backspace that deletes) reaches the name, once; a hardware
// keyboard types into the same field without doubling a letter; and the field lets go of the
// focus when the form closes.
func TestNamesAreTypedOnAPhonesKeyboard(t *testing.T) {
	p, s, _ := newPlayer(t)
	p.open(s.url)
	p.tap("New game")
	names := []string{"Anna", "김민준", "Олена", "Dora"}

	// A word from the keyboard's suggestions, with a stray letter Backspace takes back. The
	// field has the focus as the finger leaves the glass.
	p.watchTapFocus()
	name := p.shadow.where("Name", true)
	p.tapPos(fyne.NewPos(p.shadow.w.Canvas().Size().Width-nameListEnd, name.Y)) // the list of names
	if ids := p.tapFocus(); last(ids) == textInputID {
		t.Fatalf("a tap on a name field's list of names gave the focus to the hidden text field: a phone would open its keyboard over the list")
	}
	p.tap("New game") // the title, beside the list: it closes
	// A finger comes to the field some time after the list has gone; the app notes its screen's
	// entries every tenth of a second and as a finger comes down.
	time.Sleep(300 * time.Millisecond)
	p.tapFirst("Name")
	p.focusedInTheTap()
	p.focusedField()
	cdpDo(p, input.InsertText, input.InsertTextParams{Text: names[0] + "s"})
	cdpDo(p, input.DispatchKeyEvent, input.DispatchKeyEventParams{Type: input.DispatchKeyEventTypeKeyDown, Key: "Backspace", Code: "Backspace", WindowsVirtualKeyCode: 8})
	cdpDo(p, input.DispatchKeyEvent, input.DispatchKeyEventParams{Type: input.DispatchKeyEventTypeKeyUp, Key: "Backspace", Code: "Backspace", WindowsVirtualKeyCode: 8})
	p.shadow.typeText(names[0])
	p.settle()

	// Korean, syllable by syllable as an IME composes and commits them.
	p.tapFirst("Name")
	p.focusedField()
	for _, syllable := range names[1] {
		cdpDo(p, input.ImeSetComposition, input.ImeSetCompositionParams{Text: string(syllable), SelectionStart: 1, SelectionEnd: 1})
		cdpDo(p, input.InsertText, input.InsertTextParams{Text: string(syllable)})
	}
	p.shadow.typeText(names[1])
	p.settle()

	// Ukrainian letter by letter, and a phone's Backspace: no key, an input that deletes.
	p.tapFirst("Name")
	p.focusedField()
	for _, r := range names[2] + "ь" {
		cdpDo(p, input.InsertText, input.InsertTextParams{Text: string(r)})
	}
	if _, err := chromedp.Run(p.ctx, chromedp.Evaluate[bool](`document.activeElement.dispatchEvent(new InputEvent("beforeinput", {inputType: "deleteContentBackward", bubbles: true, cancelable: true}))`)); err != nil {
		t.Fatal(err)
	}
	p.shadow.typeText(names[2])
	p.settle()

	// A hardware keyboard, into the same hidden field.
	p.tapFirst("Name")
	p.focusedField()
	p.typeText(names[3])
	if err := chromedp.Do(p.ctx, chromedp.KeyEvent(kb.Tab)); err != nil {
		t.Fatal(err)
	}
	p.save("names-typed")
	p.tap("Start the game")
	if id, err := chromedp.Run(p.ctx, chromedp.Evaluate[string](`document.activeElement ? document.activeElement.id : ""`)); err != nil || id == textInputID {
		t.Errorf("the game screen has no name field, yet the page's focus is on %q (%v): a phone's keyboard would stay open", id, err)
	}

	want := listed(t, p.shadow.store)
	if len(want) != 1 || !slices.Equal(slices.Sorted(slices.Values(want[0].Players)), slices.Sorted(slices.Values(names))) {
		t.Fatalf("the shadow's game is %+v, want one of the players %q", want, names)
	}
	if got := p.storedGames(); !slices.EqualFunc(got, want, sameGame) {
		t.Fatalf("the browser keeps %+v, want %+v", got, want)
	}
}

// A tap on a name field focuses the page's hidden text field as the finger leaves; the app
// focuses the entry only once the browser's click that follows the touch has come round its
// loop, later on a busy phone. Until then the keyboard stays open; a tap whose entry never takes
// the focus (here: a touch the page is sent without a click) has it closed again, so that no
// keyboard stays open over a screen without a text entry in use.
func TestAKeyboardATapOpenedWaitsForItsEntry(t *testing.T) {
	p, s, _ := newPlayer(t)
	p.open(s.url)
	p.tap("New game")
	name := p.shadow.where("Name", true)
	// The touch, and where the page's focus is as it ends, right after, a moment after (several
	// of the app's focus checks later) and up to a few seconds after; measured in the page, so
	// that a busy machine delays the looks and the app's checks alike.
	js := fmt.Sprintf(`(async () => {
		const focus = () => document.activeElement ? document.activeElement.id : "";
		const t = new Touch({identifier: 7, target: document.body, clientX: %g, clientY: %g});
		document.dispatchEvent(new TouchEvent("touchstart", {touches: [t], changedTouches: [t], bubbles: true, cancelable: true}));
		document.dispatchEvent(new TouchEvent("touchend", {touches: [], changedTouches: [t], bubbles: true, cancelable: true}));
		const seen = [focus()];
		const start = performance.now();
		await new Promise(r => setTimeout(r, %d));
		seen.push(focus());
		while (focus() === %q && performance.now() - start < %d) {
			await new Promise(r => setTimeout(r, 50));
		}
		seen.push(focus());
		return seen;
	})()`, name.X, name.Y, keyboardHeld.Milliseconds(), textInputID, keyboardDropped.Milliseconds())
	seen, err := chromedp.Run(p.ctx, chromedp.Evaluate[[]string](js, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatal(err)
	}
	if len(seen) != 3 {
		t.Fatalf("the page saw %q", seen)
	}
	if seen[0] != textInputID {
		t.Errorf("as the touch on the name field ended the page's focus was on %q, not on the hidden text field: iOS would open no keyboard", seen[0])
	}
	if seen[1] != textInputID {
		t.Errorf("%v after the touch the page's focus was on %q: the keyboard it opened closed before the app could focus the name field", keyboardHeld, seen[1])
	}
	if seen[2] == textInputID {
		t.Errorf("%v after a touch that focused no entry the hidden text field still has the page's focus: the keyboard stays open", keyboardDropped)
	}
}

// keyboardHeld is a moment after a tap in which the app's focus checks come round several times
// and a slow phone's click may still be on its way; keyboardDropped is longer than the app waits
// for it (keyboard_js.go: tapFocusGrace) and a few checks.
const (
	keyboardHeld    = 400 * time.Millisecond
	keyboardDropped = 5 * time.Second
)

// The browser's reload and zoom keys (F5, Ctrl or Cmd with R, +, =, - or 0) are left to the
// browser, which reloads or zooms the page, and so are its keys for back and forward (Alt or Cmd
// with an arrow, Cmd with a bracket, a keyboard's Back key), which the app takes as a phone's
// Back; every other key is the app's, and the browser does nothing with it. A key is sent to the page as a cancelable event: one the page keeps from the
// browser comes back cancelled.
func TestReloadAndZoomKeysAreTheBrowsers(t *testing.T) {
	p, s, _ := newPlayer(t)
	p.open(s.url)
	for _, c := range []struct {
		key      string // the event's init
		browsers bool
	}{
		{`{key: "F5", code: "F5"}`, true},
		{`{key: "r", code: "KeyR", ctrlKey: true}`, true},
		{`{key: "R", code: "KeyR", metaKey: true, shiftKey: true}`, true},
		{`{key: "+", code: "Equal", ctrlKey: true, shiftKey: true}`, true},
		{`{key: "=", code: "Equal", ctrlKey: true}`, true},
		{`{key: "-", code: "Minus", metaKey: true}`, true},
		{`{key: "0", code: "Digit0", ctrlKey: true}`, true},
		{`{key: "ArrowLeft", code: "ArrowLeft", altKey: true}`, true}, // Back, as a phone's Back
		{`{key: "ArrowRight", code: "ArrowRight", metaKey: true}`, true},
		{`{key: "[", code: "BracketLeft", metaKey: true}`, true},
		{`{key: "BrowserBack", code: "BrowserBack"}`, true},
		{`{key: "ArrowLeft", code: "ArrowLeft"}`, false},
		{`{key: "[", code: "BracketLeft", ctrlKey: true}`, false},
		{`{key: "r", code: "KeyR"}`, false},
		{`{key: "0", code: "Digit0"}`, false},              // a digit of the number pad
		{`{key: "z", code: "KeyZ", ctrlKey: true}`, false}, // the app's undo
		{`{key: "F4", code: "F4"}`, false},
	} {
		for _, kind := range []string{"keydown", "keyup"} {
			js := `document.dispatchEvent(new KeyboardEvent("` + kind + `", Object.assign(` + c.key + `, {bubbles: true, cancelable: true})))`
			notCancelled, err := chromedp.Run(p.ctx, chromedp.Evaluate[bool](js))
			if err != nil {
				t.Fatal(err)
			}
			if notCancelled != c.browsers {
				t.Errorf("%s %s: left to the browser %v, want %v", kind, c.key, notCancelled, c.browsers)
			}
		}
	}
}
