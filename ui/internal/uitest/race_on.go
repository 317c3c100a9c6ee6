//go:build race

package uitest

// raceDetector: this build runs under the race detector (sweep.go).
const raceDetector = true
