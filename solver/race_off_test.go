//go:build !race

package solver

// raceDetector: the tests run without the race detector (sampled).
const raceDetector = false
