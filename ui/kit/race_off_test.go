//go:build !race

package kit

// raceDetector: the tests run without the race detector.
const raceDetector = false
