//go:build !race

package cli

// raceDetector: the tests run without the race detector.
const raceDetector = false
