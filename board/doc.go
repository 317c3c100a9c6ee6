// Package board turns tally state into what the physical score boards look like, as plain data:
// the strokes and numbers of the Schieber Z-board (docs/RULES.md §8), the cells of the Coiffeur grid
// (§9) and the lines of the Differenzler sheet (§10).
//
// It knows nothing about drawing: coordinates are in the unit square of a board half and the UI
// scales them, so that the look of a board is decided once, here, and can be golden-tested
// without a display.
package board
