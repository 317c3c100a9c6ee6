//go:build race

package kit

// raceDetector: the tests run under the race detector, which makes drawing pixels by pixel about
// ten times slower; the ui packages' tests run once more without it in `make test`
// (scripts/unit.sh).
const raceDetector = true
