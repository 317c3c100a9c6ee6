//go:build race

package analysis

// raceDetector: the tests run under the race detector.
const raceDetector = true
