//go:build !race

package uitest

// raceDetector: this build runs without the race detector (sweep.go).
const raceDetector = false
