//go:build !js && !race

package web

// raceDetector: this test binary runs without the race detector (needBrowser).
const raceDetector = false
