package entry

import (
	"errors"
	"strings"
	"testing"

	"github.com/jasstafel/jasstafel/tally"
)

// TestCardsOfAModeWithoutCardEntry: a draft of cards of a mode that is not entered card by card
// (one added to the registry of modes, or a damaged draft) is not restored, and unbound cards
// write nothing.
func TestCardsOfAModeWithoutCardEntry(t *testing.T) {
	r := seedRules(t)
	c, err := NewSchieberCards(r, "H", 0, false)
	if err != nil {
		t.Fatal(err)
	}
	draft := string(c.MarshalDraft())
	if _, ok := UnmarshalCardsDraft([]byte(draft), r); !ok {
		t.Fatalf("a Schieber draft is not restored: %s", draft)
	}
	tiny := strings.Replace(draft, `"game":"schieber"`, `"game":"tiny"`, 1)
	if tiny == draft {
		t.Fatalf("the draft does not name its game: %s", draft)
	}
	if _, ok := UnmarshalCardsDraft([]byte(tiny), r); ok {
		t.Fatal("cards of a mode without card entry were restored")
	}
	unbound := Cards{Game: "tiny", Contract: "H", Players: 4, Stoeck: -1}
	if err := unbound.Bind(r); !errors.Is(err, errNoCardEntry) {
		t.Fatalf("bound: %v", err)
	}
	if unbound.WeisCount() || unbound.StoeckOffer() >= 0 || unbound.PenaltyOffered() {
		t.Fatal("unbound cards offer Weis, Stöck or the penalty")
	}
	unbound.Played = tally.CardSet(1<<tally.NumCards - 1).Cards()
	if _, err := unbound.Round(); !errors.Is(err, errNoCardEntry) {
		t.Fatalf("unbound cards write a round: %v", err)
	}
	if p := unbound.Preview(); !errors.Is(p.Err, errNoCardEntry) {
		t.Fatalf("unbound cards preview: %v", p.Err)
	}
}
