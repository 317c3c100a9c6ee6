//go:build race

package cli

// raceDetector: the tests run under the race detector, which makes drawing a chart for print
// ten times slower; `make test` runs this package once more without it (scripts/unit.sh).
const raceDetector = true
