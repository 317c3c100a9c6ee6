package kit

import (
	"fmt"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/bidi"
)

// Sprintf formats a translated text with its values, as fmt.Sprintf does, and then writes the
// Korean particles that depend on the value before them. Korean says "민지가" but "서연이": the
// subject particle (이/가), like the topic (은/는), object (을/를), "and" (과/와) and "with" ((으)로)
// particles, takes its form from the sound the word before it ends in, which a translation that
// puts a name, a card or a number there cannot know. Its Korean texts therefore write both forms,
// as Korean software does ("%s이(가)"), and Sprintf picks the one that fits where the value
// says how it ends; where it does not (a Latin name), both forms stay. Texts of other languages
// hold no such pairs and come out as fmt.Sprintf writes them.
//
// French "de" before a name that begins with a vowel is written "d’", as French writes it:
// "Points de cartes d’Amélie", not "de Amélie".
//
// A name in a right-to-left script (Arabic, Hebrew) is set off as a run of its own (Isolated).
func Sprintf(format string, args ...any) string {
	args = isolatedArgs(args)
	s := fmt.Sprintf(frenchElision(format, args), args...)
	if !strings.Contains(s, "(") {
		return s
	}
	return koreanParticles(s)
}

// leftToRightMark is the invisible mark U+200E, a letter written left to right.
const leftToRightMark = "\u200e"

// Isolated is name with leftToRightMark on either side where it has a letter of a right-to-left
// script (Arabic, Hebrew), so that it is one run written right to left in a line written left to
// right, as every language of the app writes. Fyne's text takes a line's direction from its
// first letter (the Unicode bidirectional algorithm's default) but lays its runs out in the
// order they are written, and gives the signs and numbers beside a right-to-left name to its
// run: "محمد & Ueli: –" was drawn "محمد &Ueli– :", "שרה: 57" as "שרה :57". Marked, the name is
// drawn right to left and what is around it as written. Any other name is returned as it is.
func Isolated(name string) string {
	for _, r := range name {
		if r < 0x0590 {
			continue
		}
		if p, _ := bidi.LookupRune(r); p.Class() == bidi.R || p.Class() == bidi.AL {
			return leftToRightMark + name + leftToRightMark
		}
	}
	return name
}

// JoinNames joins names with sep, each Isolated.
func JoinNames(names []string, sep string) string {
	out := make([]string, len(names))
	for i, n := range names {
		out[i] = Isolated(n)
	}
	return strings.Join(out, sep)
}

// isolatedArgs is args with each text Isolated; args itself when none needs it.
func isolatedArgs(args []any) []any {
	var out []any
	for i, a := range args {
		s, ok := a.(string)
		if !ok {
			continue
		}
		if iso := Isolated(s); iso != s {
			if out == nil {
				out = slices.Clone(args)
			}
			out[i] = iso
		}
	}
	if out == nil {
		return args
	}
	return out
}

// frenchElision writes each "de " before a verb of format whose value is a text beginning with
// a vowel as "d’". Only the word "de" counts (not the end of "Runde %d"), and only a value
// written as a text. Not before an h: French names (Hélène) take "d’", the German names of a
// Swiss table (Hans, Heidi) mostly "de".
func frenchElision(format string, args []any) string {
	if !strings.Contains(format, "de %") || strings.Contains(format, "%[") {
		return format
	}
	var b strings.Builder
	arg := 0
	for i := 0; i < len(format); i++ {
		if format[i] != '%' {
			b.WriteByte(format[i])
			continue
		}
		if i+1 < len(format) && format[i+1] == '%' {
			b.WriteString("%%")
			i++
			continue
		}
		j := i + 1 // the verb's letter ends it, after any flags, width or precision
		for j < len(format) && !unicode.IsLetter(rune(format[j])) {
			j++
		}
		if j == len(format) {
			b.WriteString(format[i:])
			break
		}
		if arg < len(args) && elides(args[arg]) {
			if head := b.String(); strings.HasSuffix(head, "de ") && wordStart(head[:len(head)-3]) {
				b.Reset()
				b.WriteString(head[:len(head)-3] + "d’")
			}
		}
		b.WriteString(format[i : j+1])
		arg++
		i = j
	}
	return b.String()
}

// wordStart says whether a word may begin after head: at its start or after a space or an
// opening sign.
func wordStart(head string) bool {
	r, _ := utf8.DecodeLastRuneInString(head)
	return head == "" || unicode.IsSpace(r) || strings.ContainsRune("(«“‘'\"", r)
}

// elides says whether value is a text that French writes after "d’".
func elides(value any) bool {
	s, ok := value.(string)
	if !ok {
		return false
	}
	r, _ := utf8.DecodeRuneInString(s)
	return strings.ContainsRune("aàâäeéèêëiîïoôöuùûüyÿæœ", unicode.ToLower(r))
}

// koreanParticle is a pair as the Korean texts write it and its two forms: after a final
// consonant, and after a vowel. (으)로 also takes its vowel form after ㄹ.
type koreanParticle struct {
	pair, consonant, vowel string
	rieulAsVowel           bool
}

var particlePairs = []koreanParticle{
	{"이(가)", "이", "가", false},
	{"은(는)", "은", "는", false},
	{"을(를)", "을", "를", false},
	{"과(와)", "과", "와", false},
	{"와(과)", "과", "와", false},
	{"(으)로", "으로", "로", true},
}

// koreanParticles writes each pair of s in the form the word before it takes.
func koreanParticles(s string) string {
	for _, p := range particlePairs {
		if !strings.Contains(s, p.pair) {
			continue
		}
		var b strings.Builder
		rest := s
		for {
			i := strings.Index(rest, p.pair)
			if i < 0 {
				b.WriteString(rest)
				break
			}
			b.WriteString(rest[:i])
			switch final, known := koreanEnding(b.String()); {
			case !known:
				b.WriteString(p.pair)
			case final == endsVowel || final == endsRieul && p.rieulAsVowel:
				b.WriteString(p.vowel)
			default:
				b.WriteString(p.consonant)
			}
			rest = rest[i+len(p.pair):]
		}
		s = b.String()
	}
	return s
}

// koreanFinal is how a word ends, for its particle: in a vowel, in ㄹ, or in another consonant.
type koreanFinal int

const (
	endsVowel koreanFinal = iota
	endsRieul
	endsConsonant
)

// koreanEnding is how the text before a particle ends when read aloud: a Hangul syllable by its
// final consonant; a number by its last digit (numberEnding); a Latin letter standing alone, as
// a card's rank, by its name (L 엘, M 엠, N 엔, R 알; the others end in a vowel). Quotes and closing brackets after the word are skipped.
// Anything else — a Latin word, a sign — is not known.
func koreanEnding(before string) (koreanFinal, bool) {
	word := strings.TrimRightFunc(before, func(r rune) bool {
		return strings.ContainsRune("'\"’”)]」』》〉", r)
	})
	last, size := utf8.DecodeLastRuneInString(word)
	if size == 0 {
		return 0, false
	}
	switch {
	case last >= 0xAC00 && last <= 0xD7A3:
		switch (last - 0xAC00) % 28 {
		case 0:
			return endsVowel, true
		case 8:
			return endsRieul, true
		}
		return endsConsonant, true
	case last >= '0' && last <= '9':
		return numberEnding(last), true
	case last < unicode.MaxASCII && unicode.IsLetter(last):
		if prev, n := utf8.DecodeLastRuneInString(word[:len(word)-size]); n > 0 && unicode.IsLetter(prev) {
			return 0, false // a word: how it is read is not known
		}
		switch unicode.ToUpper(last) {
		case 'L', 'R':
			return endsRieul, true
		case 'M', 'N':
			return endsConsonant, true
		}
		return endsVowel, true
	}
	return 0, false
}

// numberEnding is how a number whose last digit is last ends in Korean: in that digit's word (영
// 일 이 삼 사 오 육 칠 팔 구), which is how a number read aloud ends unless it ends in 0 — and then it
// ends in 십, 백, 천, 만 or, after a decimal point, 영, each a consonant other than ㄹ, as 영 is.
func numberEnding(last rune) koreanFinal {
	switch last {
	case '1', '7', '8':
		return endsRieul
	case '0', '3', '6':
		return endsConsonant
	}
	return endsVowel
}
