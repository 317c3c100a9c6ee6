package kit

// chalkGlyphs are hand-written digits as polylines in a box one unit high and about 0.6 wide,
// y downward. Drawing numbers as strokes, like the bars, makes them look written in chalk and
// lets the upper half turn by 180° with everything else (Fyne text cannot be rotated).
var chalkGlyphs = map[rune][][][2]float32{
	'0': {{{0.30, 0}, {0.52, 0.08}, {0.6, 0.5}, {0.52, 0.92}, {0.30, 1}, {0.08, 0.92}, {0, 0.5}, {0.08, 0.08}, {0.30, 0}}},
	'1': {{{0.12, 0.22}, {0.38, 0}, {0.36, 1}}},
	'2': {{{0.02, 0.22}, {0.16, 0.04}, {0.36, 0}, {0.56, 0.12}, {0.56, 0.38}, {0, 1}, {0.62, 0.98}}},
	'3': {{{0.02, 0.1}, {0.3, 0}, {0.56, 0.12}, {0.52, 0.4}, {0.24, 0.5}}, {{0.24, 0.5}, {0.58, 0.62}, {0.58, 0.88}, {0.3, 1}, {0, 0.9}}},
	'4': {{{0.46, 1}, {0.46, 0}, {0, 0.66}, {0.64, 0.66}}},
	'5': {{{0.58, 0}, {0.08, 0.02}, {0.04, 0.46}, {0.34, 0.4}, {0.58, 0.56}, {0.58, 0.86}, {0.32, 1}, {0, 0.92}}},
	'6': {{{0.54, 0.04}, {0.26, 0.1}, {0.04, 0.48}, {0.04, 0.84}, {0.3, 1}, {0.56, 0.88}, {0.58, 0.64}, {0.32, 0.5}, {0.06, 0.62}}},
	'7': {{{0, 0.02}, {0.62, 0}, {0.22, 1}}},
	'8': {{{0.3, 0.48}, {0.06, 0.34}, {0.08, 0.08}, {0.3, 0}, {0.52, 0.08}, {0.54, 0.34}, {0.3, 0.48}, {0.02, 0.66}, {0.04, 0.92}, {0.3, 1}, {0.56, 0.92}, {0.58, 0.66}, {0.3, 0.48}}},
	'9': {{{0.56, 0.4}, {0.3, 0.5}, {0.04, 0.36}, {0.06, 0.1}, {0.32, 0}, {0.58, 0.14}, {0.54, 0.6}, {0.26, 1}}},
	'-': {{{0.06, 0.52}, {0.5, 0.5}}},
	':': {{{0.28, 0.3}, {0.3, 0.34}}, {{0.28, 0.8}, {0.3, 0.84}}},
}

// chalkAdvance is the width of one glyph cell, in units of the glyph height.
const chalkAdvance = 0.78

// chalkSegment is one straight piece of a written number, in units of its height from the
// number's top-left corner.
type chalkSegment struct{ x1, y1, x2, y2 float32 }

// chalkText lays out s as segments and returns them with the text's width (height 1).
func chalkText(s string) ([]chalkSegment, float32) {
	var out []chalkSegment
	x := float32(0)
	for _, r := range s {
		for _, line := range chalkGlyphs[r] {
			for i := 1; i < len(line); i++ {
				out = append(out, chalkSegment{x + line[i-1][0], line[i-1][1], x + line[i][0], line[i][1]})
			}
		}
		x += chalkAdvance
	}
	if x > 0 {
		x -= chalkAdvance - 0.62
	}
	return out, x
}
