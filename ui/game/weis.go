package game

// WeisValues are the Weis buttons of the Schieber's and the Coiffeur's entry panels
// (docs/RULES.md §4.1; several taps add up).
var WeisValues = []int{20, 50, 100, 150, 200}
