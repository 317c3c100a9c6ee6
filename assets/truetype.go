package assets

import (
	"bytes"
	"encoding/binary"
	"math"
	"slices"
)

// TrueTypeFile puts the tables of a TrueType font into one font file: the table directory,
// its entries in the order of their tags with each table's checksum, then the tables, each on a
// 4-byte boundary. The suit font and the web font's builder (assets/webfont) both write their
// tables with it.
func TrueTypeFile(tables map[string][]byte) []byte {
	tags := make([]string, 0, len(tables))
	for t := range tables {
		tags = append(tags, t)
	}
	slices.Sort(tags)
	n := len(tags)
	search := 1
	for search*2 <= n {
		search *= 2
	}
	var out bytes.Buffer
	be(&out, uint32(0x00010000), uint16(n), uint16(16*search), uint16(math.Log2(float64(search))), uint16(16*n-16*search))
	offset := 12 + 16*n
	for _, t := range tags {
		data := tables[t]
		out.WriteString(t)
		be(&out, tableChecksum(data), uint32(offset), uint32(len(data)))
		offset += (len(data) + 3) &^ 3
	}
	for _, t := range tags {
		out.Write(tables[t])
		for out.Len()%4 != 0 {
			out.WriteByte(0)
		}
	}
	return out.Bytes()
}

// tableChecksum is the sum of a table's big-endian 32-bit words, the last padded with zeros.
func tableChecksum(b []byte) uint32 {
	var sum uint32
	for i := 0; i < len(b); i += 4 {
		var w [4]byte
		copy(w[:], b[i:])
		sum += binary.BigEndian.Uint32(w[:])
	}
	return sum
}
