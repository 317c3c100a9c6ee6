//go:build race

package uitest

// RaceDetector: this build runs under the race detector (sweep.go), where drawing at print size
// takes minutes.
const RaceDetector = true
