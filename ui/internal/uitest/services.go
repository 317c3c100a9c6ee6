package uitest

import (
	"path/filepath"
	"testing"

	"github.com/jasstafel/jasstafel/persistence"
	"github.com/jasstafel/jasstafel/ui/internal/fakestore"
)

// EachService runs f once on the in-memory fake and once on the real store in a temporary
// directory, each as the service S a package's screens need; both must satisfy it. Under the
// race detector only the real store's run is made: the screen's code and goroutines are the
// same on both, the store's are the ones to race, and the fake's run costs a fifth of the ui
// tests' time there; `make test` runs both once more without it (scripts/unit.sh, sweep.go).
func EachService[S any](t *testing.T, f func(t *testing.T, svc S)) {
	if !RaceDetector {
		t.Run("fake", func(t *testing.T) { f(t, as[S](t, fakestore.New())) })
	}
	t.Run("store", func(t *testing.T) { f(t, as[S](t, TempStore(t))) })
}

// as is svc as the service S, or a failed test naming what it lacks.
func as[S any](t *testing.T, svc any) S {
	t.Helper()
	s, ok := svc.(S)
	if !ok {
		var want *S
		t.Fatalf("%T is not a %T", svc, want)
	}
	return s
}

// TempStore is the real store in a temporary directory, closed when the test ends.
func TempStore(t testing.TB) *persistence.Store {
	t.Helper()
	s, err := persistence.Open(filepath.Join(t.TempDir(), "games.db"), persistence.Options{NoAutoBackup: true})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}
