//go:build cgo

package main

import (
	"bytes"
	"strings"
	"testing"
)

func TestWindowAppFlags(t *testing.T) {
	var out, errOut bytes.Buffer
	t.Setenv("DISPLAY", "")
	t.Setenv("WAYLAND_DISPLAY", "")
	if code := run(nil, &out, &errOut); code != 1 || !strings.Contains(errOut.String(), "no display") {
		t.Errorf("no arguments and no display: %d %q", code, errOut.String())
	}
	errOut.Reset()
	if code := run([]string{"--size", "big"}, &out, &errOut); code != 2 || !strings.Contains(errOut.String(), "--size") {
		t.Errorf("bad size: %d %q", code, errOut.String())
	}
	errOut.Reset()
	if code := run([]string{"--lang", "xx"}, &out, &errOut); code != 2 || !strings.Contains(errOut.String(), "--lang") {
		t.Errorf("bad language: %d %q", code, errOut.String())
	}
	errOut.Reset()
	if code := run([]string{"--open", "3", "--stats"}, &out, &errOut); code != 2 || !strings.Contains(errOut.String(), "choose one screen") {
		t.Errorf("two screens to start on: %d %q", code, errOut.String())
	}
}
