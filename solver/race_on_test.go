//go:build race

package solver

// raceDetector: the tests run under the race detector (sampled).
const raceDetector = true
