//go:build !js

package persistence

import (
	"os"
	"testing"
)

func TestMain(m *testing.M) {
	code := m.Run()
	if large.dir != "" {
		os.RemoveAll(large.dir)
	}
	os.Exit(code)
}
