//go:build cgo && race

package main

// raceBuild: the tests run under the race detector, so the real-window test builds the app with
// it too, and the start's two goroutines are checked in the real driver.
const raceBuild = true
