//go:build unix

package web

import (
	"os"
	"syscall"
)

// lockBuild takes the lock on the wasm cache's folder that one test process at a time holds
// while it looks for the app's wasm and builds it, so that the test processes `make test` runs
// side by side build it once (scripts/unit.sh). unlock lets it go.
func lockBuild(dir string) (unlock func(), err error) {
	f, err := os.OpenFile(dir+"/build.lock", os.O_CREATE|os.O_RDWR, 0o644)
	if err != nil {
		return nil, err
	}
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX); err != nil {
		f.Close()
		return nil, err
	}
	return func() { f.Close() }, nil
}
