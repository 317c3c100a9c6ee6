package ui

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// Chalkboard colours, shared by the theme and the board widget.
var (
	colSlate      = color.NRGBA{R: 0x2b, G: 0x36, B: 0x31, A: 0xff} // the board
	colSlateLight = color.NRGBA{R: 0x3a, G: 0x48, B: 0x41, A: 0xff} // buttons and fields
	colSlateDark  = color.NRGBA{R: 0x1f, G: 0x27, B: 0x23, A: 0xff}
	colChalk      = color.NRGBA{R: 0xf1, G: 0xee, B: 0xe2, A: 0xff}
	colChalkDim   = color.NRGBA{R: 0xf1, G: 0xee, B: 0xe2, A: 0x90}
	colChalkBlue  = color.NRGBA{R: 0x9c, G: 0xd0, B: 0xf0, A: 0xff}
	colChalkYel   = color.NRGBA{R: 0xf5, G: 0xd7, B: 0x6e, A: 0xff}
	colChalkRed   = color.NRGBA{R: 0xf0, G: 0x8c, B: 0x7c, A: 0xff}
	colWood       = color.NRGBA{R: 0x8a, G: 0x5a, B: 0x2b, A: 0xff}
	colWoodDark   = color.NRGBA{R: 0x5e, G: 0x3b, B: 0x1a, A: 0xff}
)

// MinTouch is the smallest side of anything a finger must hit, in Fyne units (48 px at scale 1).
const MinTouch = 48

// jassTheme is a dark chalkboard theme with larger text and padding, so that every button is a
// comfortable touch target on a tablet.
type jassTheme struct{ base fyne.Theme }

// NewTheme returns the app theme.
func NewTheme() fyne.Theme { return &jassTheme{base: theme.DefaultTheme()} }

func (t *jassTheme) Color(n fyne.ThemeColorName, _ fyne.ThemeVariant) color.Color {
	switch n {
	case theme.ColorNameBackground:
		return colSlate
	case theme.ColorNameButton, theme.ColorNameInputBackground, theme.ColorNameMenuBackground, theme.ColorNameOverlayBackground, theme.ColorNameHeaderBackground:
		return colSlateLight
	case theme.ColorNameForeground:
		return colChalk
	case theme.ColorNameForegroundOnPrimary:
		return colSlateDark // dark writing on the yellow of a chosen button
	case theme.ColorNamePrimary, theme.ColorNameFocus, theme.ColorNameHyperlink:
		return colChalkYel
	case theme.ColorNameDisabled, theme.ColorNamePlaceHolder:
		return colChalkDim
	case theme.ColorNameDisabledButton:
		return colSlateDark
	case theme.ColorNameError:
		return colChalkRed
	case theme.ColorNameSeparator, theme.ColorNameInputBorder:
		return colSlateDark
	case theme.ColorNameSelection:
		return color.NRGBA{R: 0xf5, G: 0xd7, B: 0x6e, A: 0x40}
	case theme.ColorNameHover, theme.ColorNamePressed:
		return color.NRGBA{R: 0xff, G: 0xff, B: 0xff, A: 0x20}
	}
	return t.base.Color(n, theme.VariantDark)
}

func (t *jassTheme) Font(s fyne.TextStyle) fyne.Resource { return t.base.Font(s) }

func (t *jassTheme) Icon(n fyne.ThemeIconName) fyne.Resource { return t.base.Icon(n) }

func (t *jassTheme) Size(n fyne.ThemeSizeName) float32 {
	switch n {
	case theme.SizeNameText:
		return 17
	case theme.SizeNameInnerPadding:
		return 14
	case theme.SizeNamePadding:
		return 5
	case theme.SizeNameInlineIcon:
		return 24
	case theme.SizeNameHeadingText:
		return 26
	}
	return t.base.Size(n)
}
