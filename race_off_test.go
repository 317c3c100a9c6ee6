//go:build cgo && !race

package main

// raceBuild: the tests run without the race detector; see race_on_test.go.
const raceBuild = false
