//go:build !race

package webfont

// raceDetector: the tests run without the race detector (every check whole).
const raceDetector = false
