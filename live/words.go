package live

import "encoding/json"

// Words are the page's texts in the players' language. The app knows the language and its
// translations; this package does not, so the app hands them over and the page asks for them
// (texts.json). A missing word falls back to the page's English.
//
// The keys: "waiting" (before the first deal), "live" and "reconnecting" (the stream's state),
// "mode.<mode>" (a game mode's name, e.g. "mode.schieber"), "row.<name>" (a Coiffeur row's name
// as the rules store it, e.g. "row.D", "row.joker"), "total" (the sum line of the sheets).
type Words struct {
	Lang string            `json:"lang"` // the language's code, for the page's lang attribute
	Text map[string]string `json:"text"`
}

// encode is the JSON the page receives; Words without texts still name no language.
func (w Words) encode() []byte {
	if w.Text == nil {
		w.Text = map[string]string{}
	}
	b, _ := json.Marshal(w) // a struct of strings always encodes
	return b
}
