//go:build !race

package uitest

// RaceDetector: this build runs without the race detector (sweep.go).
const RaceDetector = false
