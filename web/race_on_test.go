//go:build !js && race

package web

// raceDetector: this test binary runs under the race detector (needBrowser).
const raceDetector = true
