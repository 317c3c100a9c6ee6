package uitest

import (
	"cmp"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// TableRows is what the tables on screen show below their headings, row by row from the top,
// each row its cells from the left.
func TableRows(w fyne.Window) [][]string {
	d := fyne.CurrentApp().Driver()
	type cell struct {
		x, y float32
		text string
	}
	var cells []cell
	for _, o := range Shown(w) {
		tb, ok := o.(*widget.Table)
		if !ok {
			continue
		}
		top := d.AbsolutePositionForObject(tb)
		for _, x := range Visible(tb) {
			if l, ok := x.(*widget.Label); ok && l.Text != "" {
				p := d.AbsolutePositionForObject(l)
				if p.Y >= top.Y && p.Y < top.Y+tb.Size().Height {
					cells = append(cells, cell{p.X, p.Y, l.Text})
				}
			}
		}
	}
	slices.SortFunc(cells, func(a, b cell) int {
		if c := cmp.Compare(a.y, b.y); c != 0 {
			return c
		}
		return cmp.Compare(a.x, b.x)
	})
	var rows [][]string
	for i, c := range cells {
		if i == 0 || c.y != cells[i-1].y {
			rows = append(rows, nil)
		}
		rows[len(rows)-1] = append(rows[len(rows)-1], c.text)
	}
	return rows
}

// TableHeadings are the heading buttons of the tables on screen, left to right.
func TableHeadings(w fyne.Window) []string {
	d := fyne.CurrentApp().Driver()
	type head struct {
		x    float32
		text string
	}
	var heads []head
	for _, o := range Shown(w) {
		tb, ok := o.(*widget.Table)
		if !ok {
			continue
		}
		for _, x := range Visible(tb) {
			if b, ok := x.(*widget.Button); ok && b.Text != "" {
				heads = append(heads, head{d.AbsolutePositionForObject(b).X, b.Text})
			}
		}
	}
	slices.SortFunc(heads, func(a, b head) int { return cmp.Compare(a.x, b.x) })
	var out []string
	for _, h := range heads {
		out = append(out, h.text)
	}
	return out
}
