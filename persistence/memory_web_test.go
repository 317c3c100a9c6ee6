//go:build js && wasm

package persistence

import (
	"fmt"
	"slices"
	"testing"
)

// TestMemoryStoreKeepsTheEvening: the store in the page's memory, for a browser that refuses
// IndexedDB, writes and undoes like the others, and opened again by its name in the same page
// it holds what was written.
func TestMemoryStoreKeepsTheEvening(t *testing.T) {
	name := fmt.Sprintf("evening-%d", run)
	s, err := OpenMemory(name, Options{})
	if err != nil {
		t.Fatal(err)
	}
	id := newSchieber(t, s)
	for _, a := range []int{100, 57, 120} {
		if _, err := s.AddRound(id, deal(0, a)); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := s.Undo(id); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Backup(); err == nil {
		t.Error("a store in memory made a backup file")
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := s.List(10, false); err == nil {
		t.Error("a closed store in memory still answers")
	}
	s, err = OpenMemory(name, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	v, err := s.Load(id)
	if err != nil {
		t.Fatal(err)
	}
	if got := firstPoints(v); !slices.Equal(got, []int{100, 57}) {
		t.Errorf("opened again, the deals are %v, want [100 57]", got)
	}
	if other, err := OpenMemory(name+"-other", Options{}); err != nil {
		t.Fatal(err)
	} else if l, err := other.List(10, false); err != nil || len(l) != 0 {
		t.Errorf("another name holds %d games (%v)", len(l), err)
	}
}
