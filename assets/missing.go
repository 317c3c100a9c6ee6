package assets

// The app's fonts come first among the fonts Fyne draws text with (the suit font in the window
// app, the web font in both), so a character that no font has is drawn with their glyph 0,
// .notdef. Theirs drew nothing and had no width: a name in a script no font on the device has
// (Thai in a browser, which gives Fyne no system fonts) vanished from the board and the lists,
// as if the seat had no name. They now draw the box that fonts draw there, as wide as Noto
// Sans's, so that such a name is seen to be there and how long it is.

// MissingAdvance is the width of the box, in font units of a 1000-unit em.
const MissingAdvance = 600

// MissingBox is the box's outline: an outer contour clockwise and the hole in it anticlockwise,
// corners only, in font units of a 1000-unit em with y up (as high as a capital letter).
var MissingBox = [2][4][2]int16{
	{{50, 0}, {50, 700}, {550, 700}, {550, 0}},
	{{110, 60}, {490, 60}, {490, 640}, {110, 640}},
}

// missingContours is MissingBox as the suit font's contours.
func missingContours() [][]point {
	out := make([][]point, len(MissingBox))
	for i, c := range MissingBox {
		for _, p := range c {
			out[i] = append(out[i], point{p[0], p[1], true})
		}
	}
	return out
}
