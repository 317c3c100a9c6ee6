package charts

import (
	"fmt"
	"strings"
	"testing"

	"github.com/jasstafel/jasstafel/gamefile"
)

// Hand-built games: numbers chosen so that every score can be worked out on paper.

// schieberRace: obenabe counts ×3, so 150 : 7 card points write 450 : 21 a deal. Team 0 passes
// the target of 1000 in deal 3.
const schieberRace = `{"format": "jasstafel/1", "mode": "schieber", "players": ["Anna", "Beat", "Carla", "Dölf"],
 "rules": {"target": 1000},
 "rounds": [
  {"contract": "obenabe", "vorhand": 0, "points": [150, 7]},
  {"contract": "obenabe", "vorhand": 1, "points": [150, 7]},
  {"contract": "obenabe", "vorhand": 2, "points": [150, 7]}
 ]}`

// schieberDetails: a Match with Weis and Stöck (clubs ×2), then a Kontermatsch against the
// team that chose hearts.
const schieberDetails = `{"format": "jasstafel/1", "mode": "schieber", "players": ["Anna", "Beat", "Carla", "Dölf"],
 "rounds": [
  {"contract": "C", "vorhand": 0, "points": [157, 0], "match": 0, "weis": [{"team": 0, "points": 50}], "stoeck": 2},
  {"contract": "H", "vorhand": 1, "points": [157, 0], "match": 0}
 ]}`

// coiffeurTeams: the seed sheet writes points/10 × the row's multiplier (D 1, H 2, S 3, C 4).
const coiffeurTeams = `{"format": "jasstafel/1", "mode": "coiffeur", "players": ["Ruth", "Köbi", "Marlies", "Fritz"],
 "rounds": [
  {"row": 0, "side": 0, "contract": "D", "vorhand": 0, "points": [120, 37]},
  {"row": 1, "side": 1, "contract": "H", "vorhand": 1, "points": [37, 120]},
  {"row": 2, "side": 0, "contract": "S", "vorhand": 2, "points": [90, 67]},
  {"row": 3, "side": 1, "contract": "C", "vorhand": 3, "points": [57, 100]}
 ]}`

// coiffeurCredit: a Kontermatsch under creditOpponents credits the other column outside the grid.
const coiffeurCredit = `{"format": "jasstafel/1", "mode": "coiffeur", "players": ["Ruth", "Köbi", "Marlies", "Fritz"],
 "rules": {"coiffeurKontermatsch": "creditOpponents"},
 "rounds": [
  {"row": 0, "side": 0, "contract": "D", "vorhand": 0, "points": [120, 37]},
  {"row": 4, "side": 1, "contract": "obenabe", "vorhand": 1, "points": [157, 0], "match": 0},
  {"row": 2, "side": 0, "contract": "S", "vorhand": 2, "points": [90, 67]}
 ]}`

// coiffeurSolo: three players write their own columns.
const coiffeurSolo = `{"format": "jasstafel/1", "mode": "coiffeur", "players": ["Ruth", "Köbi", "Marlies"],
 "rules": {"solo": true},
 "rounds": [
  {"row": 0, "side": 0, "contract": "D", "vorhand": 0, "points": [100, 30, 27]},
  {"row": 1, "side": 1, "contract": "H", "vorhand": 1, "points": [50, 80, 27]},
  {"row": 2, "side": 2, "contract": "S", "vorhand": 2, "points": [20, 47, 90]}
 ]}`

// differenzlerEvening: the penalty is |prediction − points|; the third deal waits for its points.
const differenzlerEvening = `{"format": "jasstafel/1", "mode": "differenzler", "players": ["Anna", "Beat", "Cla", "Dora"],
 "rounds": [
  {"dealer": 0, "trump": "H", "predictions": [40, 40, 40, 37], "points": [50, 30, 40, 37]},
  {"dealer": 1, "trump": "S", "predictions": [10, 20, 30, 97], "points": [0, 57, 30, 70]},
  {"dealer": 2, "trump": "D", "predictions": [1, 2, 3, 4]}
 ]}`

// coiffeurWon: a sheet of two rows played to its end, won by the first column (32 to 28).
const coiffeurWon = `{"format": "jasstafel/1", "mode": "coiffeur", "players": ["Ruth", "Köbi", "Marlies", "Fritz"],
 "rules": {"rows": [{"name": "Ecken", "multiplier": 1, "contracts": ["D"]}, {"name": "Herz", "multiplier": 2, "contracts": ["H"]}]},
 "rounds": [
  {"row": 0, "side": 0, "contract": "D", "vorhand": 0, "points": [120, 37]},
  {"row": 0, "side": 1, "contract": "D", "vorhand": 1, "points": [37, 120]},
  {"row": 1, "side": 0, "contract": "H", "vorhand": 2, "points": [100, 57]},
  {"row": 1, "side": 1, "contract": "H", "vorhand": 3, "points": [77, 80]}
 ]}`

// differenzlerWon: two deals of two, Anna exact in both: she wins with no penalty.
const differenzlerWon = `{"format": "jasstafel/1", "mode": "differenzler", "players": ["Anna", "Beat", "Cla", "Dora"],
 "rules": {"deals": 2},
 "rounds": [
  {"dealer": 0, "trump": "H", "predictions": [50, 40, 41, 37], "points": [50, 30, 40, 37]},
  {"dealer": 1, "trump": "S", "predictions": [0, 20, 30, 97], "points": [0, 57, 30, 70]}
 ]}`

func decode(t testing.TB, src string) (*gamefile.Game, gamefile.Report) {
	t.Helper()
	g, err := gamefile.Decode([]byte(src))
	if err != nil {
		t.Fatalf("decode: %v", err)
	}
	return g, gamefile.Check("", g)
}

// longSchieber is a race of n deals that never reaches its target: for the benchmarks.
func longSchieber(n int) string {
	var b strings.Builder
	b.WriteString(`{"format": "jasstafel/1", "mode": "schieber", "players": ["Anna", "Beat", "Carla", "Dölf"],
 "rules": {"target": 5000, "finish": "fixedDeals", "deals": 100}, "rounds": [`)
	contracts := []string{"D", "H", "S", "C", "obenabe", "undenufe"}
	for i := range n {
		if i > 0 {
			b.WriteString(",")
		}
		a := 20 + (i*37)%118
		fmt.Fprintf(&b, `{"contract": %q, "vorhand": %d, "points": [%d, %d]}`, contracts[i%len(contracts)], i%4, a, 157-a)
	}
	b.WriteString("]}")
	return b.String()
}
