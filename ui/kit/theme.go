// Package kit is the widget kit every screen of the app is built from: the layouts of the
// panels, the slot buttons, the header, the lettering, the theme and its chalk colours, the
// words for contracts, suits and teams, the Z-board and the pictures of a board for print.
package kit

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// Chalkboard colours, shared by the theme and the board widget.
var (
	ColSlate      = color.NRGBA{R: 0x2b, G: 0x36, B: 0x31, A: 0xff} // the board
	ColSlateLight = color.NRGBA{R: 0x3a, G: 0x48, B: 0x41, A: 0xff} // buttons and fields
	ColSlateDark  = color.NRGBA{R: 0x1f, G: 0x27, B: 0x23, A: 0xff}
	ColChalk      = color.NRGBA{R: 0xf1, G: 0xee, B: 0xe2, A: 0xff}
	ColChalkDim   = color.NRGBA{R: 0xf1, G: 0xee, B: 0xe2, A: 0x90}
	ColChalkBlue  = color.NRGBA{R: 0x9c, G: 0xd0, B: 0xf0, A: 0xff}
	ColChalkYel   = color.NRGBA{R: 0xf5, G: 0xd7, B: 0x6e, A: 0xff}
	ColChalkRed   = color.NRGBA{R: 0xf0, G: 0x8c, B: 0x7c, A: 0xff}
	ColWood       = color.NRGBA{R: 0x8a, G: 0x5a, B: 0x2b, A: 0xff}
	colWoodDark   = color.NRGBA{R: 0x5e, G: 0x3b, B: 0x1a, A: 0xff}
)

// MinTouch is the smallest side of anything a finger must hit, in Fyne units (48 px at scale 1).
const MinTouch = 48

// Theme sizes, in Fyne units. A button is its text plus twice the inner padding high: 17 + 2×14
// lines up with MinTouch, so that every Fyne button is a touch target without further ado.
const (
	themeTextSize     = 17 // readable from arm's length on a tablet lying on the table
	themeInnerPadding = 14 // inside buttons and fields
	themePadding      = 5  // between widgets
	themeIconSize     = 24
	themeHeadingSize  = 26
	// A slot button's label too long for its slot in the text's letters takes the first of
	// these that holds it, before Fyne's caption size (11): the row's other labels take it too.
	themeSlotText1   = 15
	themeSlotText2   = 13
	selectionOpacity = 0x40 // the chosen-text highlight over the slate
	hoverOpacity     = 0x20 // the white veil over a button under the pointer or finger
	focusOpacity     = 0x50 // the yellow veil over the widget that has the keyboard
)

// jassTheme is a dark chalkboard theme with larger text and padding, so that every button is a
// comfortable touch target on a tablet.
type jassTheme struct{ base fyne.Theme }

// NewTheme returns the app theme. Fyne's text fonts are mended first (fixSoftDots), before any
// text is measured with them.
func NewTheme() fyne.Theme {
	fixSoftDots()
	return &jassTheme{base: theme.DefaultTheme()}
}

func (t *jassTheme) Color(n fyne.ThemeColorName, _ fyne.ThemeVariant) color.Color {
	switch n {
	case theme.ColorNameBackground:
		return ColSlate
	case theme.ColorNameButton, theme.ColorNameInputBackground, theme.ColorNameMenuBackground, theme.ColorNameOverlayBackground, theme.ColorNameHeaderBackground:
		return ColSlateLight
	case theme.ColorNameForeground:
		return ColChalk
	case theme.ColorNameForegroundOnPrimary:
		return ColSlateDark // dark writing on the yellow of a chosen button
	case theme.ColorNamePrimary, theme.ColorNameHyperlink:
		return ColChalkYel
	case theme.ColorNameFocus:
		// a veil, not a fill: a focused field or menu keeps its chalk writing readable
		return color.NRGBA{R: ColChalkYel.R, G: ColChalkYel.G, B: ColChalkYel.B, A: focusOpacity}
	case theme.ColorNameDisabled, theme.ColorNamePlaceHolder:
		return ColChalkDim
	case theme.ColorNameDisabledButton:
		return ColSlateDark
	case theme.ColorNameError:
		return ColChalkRed
	case theme.ColorNameSeparator, theme.ColorNameInputBorder:
		return ColSlateDark
	case theme.ColorNameSelection:
		return color.NRGBA{R: ColChalkYel.R, G: ColChalkYel.G, B: ColChalkYel.B, A: selectionOpacity}
	case theme.ColorNameHover, theme.ColorNamePressed:
		return color.NRGBA{R: 0xff, G: 0xff, B: 0xff, A: hoverOpacity}
	}
	return t.base.Color(n, theme.VariantDark)
}

// Font is, for the text styles, the app's font of the four filled card suits
// (assets.SuitFont): Fyne draws every other character from its own text font, which comes
// next, so ♠ ♥ ♦ ♣ are drawn filled, of one weight and in the text's colour. In the browser,
// which has no system fonts for Fyne to fall back on, the font also holds Hangul, kana, kanji
// and the signs Fyne's text font lacks (assets/webfont).
func (t *jassTheme) Font(s fyne.TextStyle) fyne.Resource {
	if s.Monospace || s.Symbol {
		return t.base.Font(s)
	}
	if f := themeFont(s); f != nil {
		return f
	}
	return t.base.Font(s)
}

func (t *jassTheme) Icon(n fyne.ThemeIconName) fyne.Resource { return t.base.Icon(n) }

func (t *jassTheme) Size(n fyne.ThemeSizeName) float32 {
	switch n {
	case theme.SizeNameText:
		return themeTextSize
	case theme.SizeNameInnerPadding:
		return themeInnerPadding
	case theme.SizeNamePadding:
		return themePadding
	case theme.SizeNameInlineIcon:
		return themeIconSize
	case theme.SizeNameHeadingText:
		return themeHeadingSize
	case SizeNameSlotText1:
		return themeSlotText1
	case SizeNameSlotText2:
		return themeSlotText2
	}
	return t.base.Size(n)
}

// ReapplyTheme sets app a's theme again, so that Fyne forgets the faces and text textures it
// drew with and finds them anew: after a font taken later (the web font), after a language
// chosen (Fyne picks a text style's face for the language it meets first). In the browser it
// is applied inside window w's GL context (applyTheme).
func ReapplyTheme(a fyne.App, w fyne.Window) {
	applyTheme(w, func() { a.Settings().SetTheme(a.Settings().Theme()) })
}

// UseTheme gives a the app's theme, unless Prepare already has: a second SetTheme while the
// fonts load would race with their reading of the theme.
func UseTheme(a fyne.App) {
	if _, ok := a.Settings().Theme().(*jassTheme); !ok {
		a.Settings().SetTheme(NewTheme())
	}
}
