//go:build race

package webfont

// raceDetector: the tests run under the race detector, where the emoji font's checks take every
// eighth glyph and a faster compression; scripts/unit.sh runs them whole without it.
const raceDetector = true
