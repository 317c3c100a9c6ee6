package assets

import (
	"encoding/binary"
	"testing"
)

// The table directory names the tables in tag order, each with its offset on a 4-byte boundary,
// its length and its checksum, and each table lies at its offset.
func TestTrueTypeFileDirectory(t *testing.T) {
	tables := map[string][]byte{"post": {1, 2, 3, 4, 5}, "cmap": {0, 0, 0, 7}, "glyf": {}}
	f := TrueTypeFile(tables)
	u16 := func(at int) int { return int(binary.BigEndian.Uint16(f[at:])) }
	u32 := func(at int) uint32 { return binary.BigEndian.Uint32(f[at:]) }
	if u32(0) != 0x00010000 || u16(4) != 3 || u16(6) != 32 || u16(8) != 1 || u16(10) != 16 {
		t.Fatalf("the header: % x", f[:12])
	}
	want := []struct {
		tag      string
		checksum uint32
	}{{"cmap", 7}, {"glyf", 0}, {"post", 0x01020304 + 0x05000000}}
	for i, w := range want {
		e := 12 + 16*i
		tag, sum, off, n := string(f[e:e+4]), u32(e+4), int(u32(e+8)), int(u32(e+12))
		if tag != w.tag || sum != w.checksum || off%4 != 0 || n != len(tables[w.tag]) || string(f[off:off+n]) != string(tables[w.tag]) {
			t.Errorf("entry %d: %q checksum %#x at %d, %d bytes; want %q checksum %#x", i, tag, sum, off, n, w.tag, w.checksum)
		}
	}
	if len(f)%4 != 0 {
		t.Errorf("the file is %d bytes, not a whole number of words", len(f))
	}
}
