//go:build !race

package analysis

// raceDetector: the tests run without the race detector.
const raceDetector = false
