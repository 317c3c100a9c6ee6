package ui

import (
	"slices"
	"strings"
)

// maxSuggestions is how many roster names a name field offers at most: a short list a finger
// picks from without scrolling.
const maxSuggestions = 8

// offerRosterNames gives each name field the roster names that match what is typed in it, so
// that a few letters and one tap in its list fill in a name played under before. A name another
// seat already has is not offered.
func (s *newGameScreen) offerRosterNames(names []string) {
	for i, e := range s.players {
		if i >= len(names) {
			break
		}
		taken := slices.Concat(names[:i], names[i+1:])
		offer := rosterMatches(s.roster, names[i], taken)
		if !slices.Equal(offer, s.offered[i]) {
			s.offered[i] = offer
			e.SetOptions(offer)
		}
	}
}

// rosterMatches are the roster names (most recently played first) that match typed, compared
// without regard to case: names starting with it first, then names with a word starting with
// it, then names holding it anywhere; at most maxSuggestions. Nothing typed offers the most
// recent names. The name typed itself and the names in taken are left out.
func rosterMatches(roster []string, typed string, taken []string) []string {
	t := strings.ToLower(strings.TrimSpace(typed))
	skip := func(folded string) bool {
		if folded == t {
			return true
		}
		return slices.ContainsFunc(taken, func(n string) bool { return strings.ToLower(strings.TrimSpace(n)) == folded })
	}
	var starts, words, holds []string
	for _, name := range roster {
		folded := strings.ToLower(name)
		switch {
		case skip(folded):
		case strings.HasPrefix(folded, t):
			starts = append(starts, name)
		case strings.Contains(" "+folded, " "+t):
			words = append(words, name)
		case strings.Contains(folded, t):
			holds = append(holds, name)
		}
	}
	out := slices.Concat(starts, words, holds)
	if len(out) > maxSuggestions {
		out = out[:maxSuggestions]
	}
	return out
}
