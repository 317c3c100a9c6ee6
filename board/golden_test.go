package board

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite testdata/*.golden from the current output")

// golden compares got with testdata/name, or rewrites it with -update.
func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	path := filepath.Join("testdata", name)
	lines := strings.Split(string(got), "\n")
	for i, l := range lines {
		lines[i] = strings.TrimRight(l, " ")
	}
	got = []byte(strings.Join(lines, "\n")) // trailing blanks would not survive an editor
	if *update {
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test ./board -run %s -update to create it)", err, t.Name())
	}
	if !bytes.Equal(got, want) {
		g, w := strings.Split(string(got), "\n"), strings.Split(string(want), "\n")
		i := 0
		for i < len(g) && i < len(w) && g[i] == w[i] {
			i++
		}
		line := func(ls []string) string {
			if i < len(ls) {
				return ls[i]
			}
			return "(end of file)"
		}
		t.Errorf("%s differs from line %d (go test ./board -update rewrites it after review)\n got: %s\nwant: %s",
			path, i+1, line(g), line(w))
	}
}

// describeHalf renders a half as a person reading the board would describe it: groups of five
// per row of each bar ("||||/" is a closed group), the slashes as X and /, then the numbers. It is
// derived from the strokes, so a layout change that regroups strokes shows up here.
func describeHalf(b *strings.Builder, label string, h Half) {
	fmt.Fprintf(b, "%s: team %d, total %d\n", label, h.Team, h.Total)
	if h.Z == (zeroZ) {
		fmt.Fprintf(b, "  digits %v, size %s\n", h.Numbers, num(h.NumberSize))
		return
	}
	top, diag, bottom := splitStrokes(h.Strokes)
	fmt.Fprintf(b, "  top %d (%d)\n", h.Hundreds, 100*h.Hundreds)
	describeBar(b, top, zTop)
	fmt.Fprintf(b, "  diagonal %d (%d): %s\n", h.Fifties, 50*h.Fifties, describeSlashes(diag))
	fmt.Fprintf(b, "  bottom %d (%d)\n", h.Twenties, 20*h.Twenties)
	describeBar(b, bottom, zBottom)
	var ns []string
	for i, n := range h.Numbers {
		x, y := h.NumberAnchor(i)
		ns = append(ns, fmt.Sprintf("%d at (%s, %s)", n, num(x), num(y)))
	}
	fmt.Fprintf(b, "  numbers [%s] size %s\n", strings.Join(ns, ", "), num(h.NumberSize))
	fmt.Fprintf(b, "  read %d\n", Read(h))
}

var zeroZ [3]Stroke

func splitStrokes(ss []Stroke) (top, diag, bottom []Stroke) {
	for _, s := range ss {
		switch s.Kind {
		case Hundred, HundredCloser:
			top = append(top, s)
		case Fifty:
			diag = append(diag, s)
		case Twenty, TwentyCloser:
			bottom = append(bottom, s)
		}
	}
	return
}

// barRow is the row of a bar stroke: 0 on the bar, then inward.
func barRow(s Stroke, barY float64) int {
	return int(math.Round(math.Abs((s.Y1+s.Y2)/2-barY) / rowPitch))
}

func describeBar(b *strings.Builder, ss []Stroke, barY float64) {
	rows := map[int]*strings.Builder{}
	last := -1
	for _, s := range ss {
		r := barRow(s, barY)
		if rows[r] == nil {
			rows[r] = &strings.Builder{}
		}
		if s.Kind == HundredCloser || s.Kind == TwentyCloser {
			rows[r].WriteString("/ ")
		} else {
			rows[r].WriteString("|")
		}
		last = max(last, r)
	}
	for r := 0; r <= last; r++ {
		if rows[r] != nil {
			fmt.Fprintf(b, "    row %d: %s\n", r, strings.TrimSpace(rows[r].String()))
		}
	}
}

func describeSlashes(ss []Stroke) string {
	var parts []string
	for i := 0; i < len(ss); i += 2 {
		if i+1 < len(ss) && crosses(ss[i], ss[i+1]) {
			parts = append(parts, "X")
		} else {
			parts = append(parts, "/")
		}
	}
	return strings.Join(parts, " ")
}

// crosses reports whether two segments intersect.
func crosses(a, b Stroke) bool {
	side := func(x1, y1, x2, y2, px, py float64) float64 { return (x2-x1)*(py-y1) - (y2-y1)*(px-x1) }
	d1 := side(a.X1, a.Y1, a.X2, a.Y2, b.X1, b.Y1)
	d2 := side(a.X1, a.Y1, a.X2, a.Y2, b.X2, b.Y2)
	d3 := side(b.X1, b.Y1, b.X2, b.Y2, a.X1, a.Y1)
	d4 := side(b.X1, b.Y1, b.X2, b.Y2, a.X2, a.Y2)
	return d1*d2 < 0 && d3*d4 < 0
}

// num prints a coordinate rounded to 3 decimals, as in the golden files.
func num(x float64) string {
	r := math.Round(x*1000) / 1000
	if r == 0 {
		r = 0 // no "-0"
	}
	return strconv.FormatFloat(r, 'f', -1, 64)
}

// strokesJSON writes a half's drawing as JSON, one stroke per line, coordinates to 3 decimals.
func strokesJSON(b *strings.Builder, label string, h Half, last bool) {
	stroke := func(s Stroke) string {
		return fmt.Sprintf(`{"kind": %q, "x1": %s, "y1": %s, "x2": %s, "y2": %s}`, s.Kind, num(s.X1), num(s.Y1), num(s.X2), num(s.Y2))
	}
	fmt.Fprintf(b, "  %q: {\n    \"team\": %d, \"total\": %d, \"numberSize\": %s,\n", label, h.Team, h.Total, num(h.NumberSize))
	var ns []string
	for i, n := range h.Numbers {
		ns = append(ns, fmt.Sprintf(`{"n": %d, "x": %s, "y": %s}`, n, num(h.Anchors[i].X), num(h.Anchors[i].Y)))
	}
	fmt.Fprintf(b, "    \"numbers\": [%s],\n", strings.Join(ns, ", "))
	if h.Z == zeroZ {
		b.WriteString("    \"z\": [],\n") // the digits view has no Z
	} else {
		fmt.Fprintf(b, "    \"z\": [\n      %s,\n      %s,\n      %s\n    ],\n", stroke(h.Z[0]), stroke(h.Z[1]), stroke(h.Z[2]))
	}
	b.WriteString("    \"strokes\": [")
	for i, s := range h.Strokes {
		if i > 0 {
			b.WriteString(",")
		}
		b.WriteString("\n      " + stroke(s))
	}
	if len(h.Strokes) > 0 {
		b.WriteString("\n    ")
	}
	b.WriteString("]\n  }")
	if !last {
		b.WriteString(",")
	}
	b.WriteString("\n")
}

// goldenHalves writes name.golden (the description) and name.json.golden (the strokes) for
// labelled halves.
func goldenHalves(t *testing.T, name, title string, labels []string, halves []Half) {
	t.Helper()
	var txt, js strings.Builder
	txt.WriteString(title + "\n")
	js.WriteString("{\n")
	for i, h := range halves {
		describeHalf(&txt, labels[i], h)
		strokesJSON(&js, labels[i], h, i == len(halves)-1)
	}
	js.WriteString("}\n")
	if !json.Valid([]byte(js.String())) {
		t.Fatalf("%s: the strokes file is not valid JSON:\n%s", name, js.String())
	}
	golden(t, name+".golden", []byte(txt.String()))
	golden(t, name+".json.golden", []byte(js.String()))
}

func goldenBoard(t *testing.T, name, title string, zb ZBoard) {
	t.Helper()
	title += fmt.Sprintf("\nview %s, target %d", zb.View, zb.Target)
	goldenHalves(t, name, title, []string{"lower", "upper"}, []Half{zb.Lower, zb.Upper})
}
