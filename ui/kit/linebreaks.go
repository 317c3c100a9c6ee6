package kit

import (
	"encoding/binary"
	"encoding/json"
	"strings"
	"unicode"

	"github.com/jasstafel/jasstafel/assets"
)

// Japanese is written without spaces, and a line may break between almost any two characters,
// but never before a closing bracket, a full stop, a comma, a long-vowel mark or a small kana,
// nor after an opening bracket (kinsoku shori). Fyne 2.7's labels break a line only at a space
// (unicode.IsSpace) and, in a text without one, at whatever character no longer fits, so a
// sentence could leave its "。" alone on the next line. The app's Japanese texts therefore get a
// BreakHere wherever a line may break (JapaneseBreaks): a hair space, a space to Fyne, which
// breaks there and drops it at the start of the next line, and of no width in the app's fonts
// (assets.BreakMark; withBreakSpace). What leaves Fyne's canvas (the charts, the guests' page)
// is written without them (Plain).

// BreakHere marks a place where a line may break (assets.BreakMark).
const BreakHere = assets.BreakMark

// noLineStart are the characters a line must not begin with: closing brackets and quotes,
// punctuation, the iteration and long-vowel marks, the small kana, and the dots of an ellipsis,
// Japanese and Latin.
const noLineStart = "、。，．・：；？！）］｝〉》」』】〕〙〗〟’”ー〜～ゝゞヽヾ々〻ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶㇰㇱㇲㇳㇴㇵㇶㇷㇸㇹㇺㇻㇼㇽㇾㇿ…‥％)]},.:;!?»"

// noLineEnd are the characters a line must not end with: opening brackets and quotes.
const noLineEnd = "（［｛〈《「『【〔〘〖〝‘“([{«"

// JapaneseBreaks returns text with a BreakHere wherever a line may break next to a character of
// Japanese script (kana, kanji, their punctuation): not before a character of noLineStart nor
// after one of noLineEnd, nor beside a space, which is a place to break already. Runs of other
// characters (numbers, Latin words, a format verb such as "%d") are left whole.
func JapaneseBreaks(text string) string {
	var b strings.Builder
	var prev rune = -1
	for _, r := range text {
		if prev >= 0 && (japanese(prev) || japanese(r)) && !unicode.IsSpace(prev) && !unicode.IsSpace(r) &&
			!strings.ContainsRune(noLineStart, r) && !strings.ContainsRune(noLineEnd, prev) {
			b.WriteRune(BreakHere)
		}
		b.WriteRune(r)
		prev = r
	}
	return b.String()
}

// japanese reports whether r is of the Japanese script or its punctuation: kana (with the
// long-vowel mark and the middle dot, which Unicode counts as common to all scripts), kanji, the
// CJK symbols and the full-width forms, and the ellipsis Japanese texts end with.
func japanese(r rune) bool {
	return unicode.In(r, unicode.Hiragana, unicode.Katakana, unicode.Han) || r >= 0x3000 && r <= 0x30FF ||
		r >= 0xFF00 && r <= 0xFFEF || r == '…' || r == '‥'
}

// Plain is text without the BreakHere marks, for what is drawn or read outside the app's
// labels.
func Plain(text string) string {
	if !strings.ContainsRune(text, BreakHere) {
		return text
	}
	return strings.ReplaceAll(text, string(BreakHere), "")
}

// PrepareTexts returns the translations data of language as the app loads them: the Japanese
// ones with their places to break (JapaneseBreaks) in every text, plural forms included; any
// other language's unchanged.
func PrepareTexts(language string, data []byte) ([]byte, error) {
	if language != "ja" {
		return data, nil
	}
	var texts map[string]any
	if err := json.Unmarshal(data, &texts); err != nil {
		return nil, err
	}
	for k, v := range texts {
		texts[k] = withBreaks(v)
	}
	return json.Marshal(texts)
}

// withBreaks applies JapaneseBreaks to a translation: a text, or the forms of a plural.
func withBreaks(v any) any {
	switch t := v.(type) {
	case string:
		return JapaneseBreaks(t)
	case map[string]any:
		for k, form := range t {
			t[k] = withBreaks(form)
		}
	}
	return v
}

// withBreakSpace gives the hair space (the glyph named uni200A) of a TrueType font's data no
// width, in place, and reports whether it did: Fyne's text fonts draw it after a Latin letter
// or a digit that a Japanese text runs on from.
func withBreakSpace(data []byte) bool {
	tables, at := fontTables(data)
	maxp, post, hhea := tables["maxp"], tables["post"], tables["hhea"]
	if len(maxp) < 6 || len(hhea) < 36 || at["hmtx"] == 0 {
		return false
	}
	numMetrics := int(binary.BigEndian.Uint16(hhea[34:]))
	gid, ok := postGlyphs(post, int(binary.BigEndian.Uint16(maxp[4:])), "uni200A")["uni200A"]
	if !ok || gid == 0 || gid >= numMetrics {
		return false
	}
	p := at["hmtx"] + 4*gid
	if p+4 > len(data) {
		return false
	}
	binary.BigEndian.PutUint32(data[p:], 0) // its advance and left side bearing
	return true
}
