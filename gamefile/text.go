package gamefile

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Text problems. Every text of a game — names, codes, rule values — is valid UTF-8 without
// control characters (U+0000–U+001F, U+007F–U+009F). Anything else is refused, never repaired:
// Go's JSON decoder would silently turn broken bytes and lone surrogate escapes into U+FFFD, and
// a line break or a terminal escape inside a name would garble every list that shows it.
const (
	problemNotUTF8  = "not valid UTF-8 text"
	problemControl  = "contains a control character"
	problemLongName = "a name has at most %d characters"
	problemNoName   = "a player needs a name"
)

// isControl reports the control characters a text may not hold: C0, DEL and C1.
func isControl(r rune) bool { return r < 0x20 || (r >= 0x7f && r <= 0x9f) }

// textProblem says what is wrong with s as a text of a game, or "" when nothing is.
func textProblem(s string) string {
	if !utf8.ValidString(s) {
		return problemNotUTF8
	}
	for _, r := range s {
		if isControl(r) {
			return problemControl
		}
	}
	return ""
}

// NameError is a list of player names that was refused: Seat is the 0-based seat of the name
// at fault and Reason says why, for a message in the player's language; Error is an English
// sentence.
type NameError struct {
	Seat   int
	Reason NameReason
	// Same is the seat of the earlier player with the same name (NameDuplicate), else -1.
	Same     int
	problem  string // the reason as a file's error gives it after "players[i]: "
	sentence string
}

func (e *NameError) Error() string { return e.sentence }

// NameReason is why a player's name was refused.
type NameReason int

// The reasons a name is refused.
const (
	NameNotUTF8   NameReason = iota + 1 // not valid UTF-8 text
	NameControl                         // holds a control character (line break, tab, escape …)
	NameMissing                         // empty or only spaces
	NameTooLong                         // more than MaxNameLength characters
	NameDuplicate                       // the same as an earlier player's, ignoring case and spaces
)

// PlayerNames checks the players' names in seat order and returns them trimmed of surrounding
// spaces: each is valid UTF-8 text without control characters, not empty, at most
// MaxNameLength characters, and no two are the same (ignoring case and surrounding spaces), so
// that "Vorhand: Anna" always means one player. A refused list gives a *NameError.
func PlayerNames(names []string) ([]string, error) {
	out := make([]string, len(names))
	seen := make(map[string]int, len(names))
	for i, raw := range names {
		fail := func(reason NameReason, problem, sentence string) ([]string, error) {
			return nil, &NameError{Seat: i, Reason: reason, Same: -1, problem: problem, sentence: sentence}
		}
		switch textProblem(raw) {
		case problemNotUTF8:
			return fail(NameNotUTF8, problemNotUTF8, fmt.Sprintf("The name of player %d is not valid UTF-8 text.", i+1))
		case problemControl:
			return fail(NameControl, problemControl, fmt.Sprintf("The name of player %d contains a control character (a line break, a tab or the like).", i+1))
		}
		name := strings.TrimSpace(raw)
		switch {
		case name == "":
			return fail(NameMissing, problemNoName, fmt.Sprintf("Player %d needs a name.", i+1))
		case utf8.RuneCountInString(name) > MaxNameLength:
			return fail(NameTooLong, fmt.Sprintf(problemLongName, MaxNameLength), fmt.Sprintf("The name of player %d is longer than %d characters.", i+1, MaxNameLength))
		}
		key := strings.ToLower(name)
		if first, ok := seen[key]; ok {
			s := fmt.Sprintf("Two players are called %s: give each player a different name.", out[first])
			_, err := fail(NameDuplicate, "t"+s[1:len(s)-1], s)
			err.(*NameError).Same = first
			return nil, err
		}
		seen[key] = i
		out[i] = name
	}
	return out, nil
}

// checkPlayers is PlayerNames with the messages of a game file.
func checkPlayers(names []string) ([]string, error) {
	out, err := PlayerNames(names)
	if ne, ok := err.(*NameError); ok {
		return nil, errAt(fmt.Sprintf("players[%d]", ne.Seat), "%s", ne.problem)
	}
	return out, err
}

// CheckText refuses a JSON document — a game file, or a part of one such as a rules object —
// with a string that is not valid UTF-8 or holds a control character; the error names the
// string's path in the document. Decode runs it on every file.
func CheckText(doc []byte) error { return checkDocumentText(doc) }

// checkDocumentText refuses a document with a string (a key or a value) that is not valid UTF-8
// or holds a control character, written as raw bytes or as an escape (\n, \u0000, \u0085, a lone
// surrogate such as \ud800). The error names the string's JSON path. It runs on the raw bytes,
// before decoding, because decoding repairs broken text silently. Syntax errors are left to the
// decoder, whose messages name the line.
func checkDocumentText(data []byte) error {
	if !suspectText(data) {
		return nil // the common case, decided without tokenizing the document
	}
	return scanText(data)
}

// scanText is checkDocumentText's slow path: it tokenizes the document to name the string at
// fault.
func scanText(data []byte) error {
	type frame struct {
		object  bool
		wantKey bool
		key     string
		index   int
	}
	var stack []frame
	path := func(stack []frame) string {
		var b strings.Builder
		for i, f := range stack {
			switch {
			case f.object && i == 0:
				b.WriteString(f.key)
			case f.object:
				b.WriteString("." + f.key)
			default:
				fmt.Fprintf(&b, "[%d]", f.index)
			}
		}
		if b.Len() == 0 {
			return "the document"
		}
		return b.String()
	}
	next := func() { // a value of the innermost object or list is complete
		if len(stack) > 0 {
			if f := &stack[len(stack)-1]; f.object {
				f.wantKey = true
			} else {
				f.index++
			}
		}
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	prev := int64(0)
	for {
		tok, err := dec.Token()
		if err != nil {
			return nil // the end, or a syntax error for the decoder to report
		}
		end := dec.InputOffset()
		switch t := tok.(type) {
		case json.Delim:
			if t == '{' || t == '[' {
				stack = append(stack, frame{object: t == '{', wantKey: t == '{'})
			} else {
				stack = stack[:len(stack)-1]
				next()
			}
		case string:
			raw := data[prev:end]
			raw = raw[bytes.IndexByte(raw, '"')+1 : len(raw)-1]
			isKey := len(stack) > 0 && stack[len(stack)-1].object && stack[len(stack)-1].wantKey
			if problem := rawTextProblem(raw); problem != "" {
				if isKey {
					if problem == problemNotUTF8 {
						problem = "is " + problem
					}
					return errAt(path(stack[:len(stack)-1]), "a key %s", problem)
				}
				return errAt(path(stack), "%s", problem)
			}
			if isKey {
				f := &stack[len(stack)-1]
				f.key, f.wantKey = t, false
			} else {
				next()
			}
		default:
			next()
		}
		prev = end
	}
}

// suspectText reports whether data may hold text a game may not: bytes that are not UTF-8, DEL
// or a C1 control character anywhere, or an escape of a control character or of half a
// surrogate. Backslashes stand only inside strings in valid JSON, each starting one escape, so
// the escapes are found without tokenizing; a false alarm only costs the slow path.
func suspectText(data []byte) bool {
	if !utf8.Valid(data) || bytes.IndexByte(data, 0x7f) >= 0 {
		return true
	}
	for i := 0; i+1 < len(data); i++ {
		switch {
		case data[i] == 0xc2 && data[i+1] >= 0x80 && data[i+1] <= 0x9f: // U+0080–U+009F
			return true
		case data[i] != '\\':
			continue
		}
		switch data[i+1] {
		case 'b', 'f', 'n', 'r', 't':
			return true
		case 'u':
			v, ok := hex4(data, i+2)
			if !ok || isControl(rune(v)) || (v >= 0xd800 && v < 0xe000) {
				return true // a pair is checked properly on the slow path
			}
		}
		i++ // the escaped character is not the start of another escape
	}
	return false
}

// rawTextProblem checks the bytes between the quotes of a JSON string, escapes included.
func rawTextProblem(raw []byte) string {
	if !utf8.Valid(raw) {
		return problemNotUTF8
	}
	for i := 0; i < len(raw); {
		r, size := utf8.DecodeRune(raw[i:])
		if r != '\\' {
			if isControl(r) {
				return problemControl
			}
			i += size
			continue
		}
		if i+1 >= len(raw) {
			return "" // a syntax error: the decoder reports it
		}
		switch raw[i+1] {
		case 'b', 'f', 'n', 'r', 't':
			return problemControl
		case 'u':
			v, ok := hex4(raw, i+2)
			if !ok {
				return ""
			}
			switch {
			case isControl(rune(v)):
				return problemControl
			case v >= 0xd800 && v < 0xdc00: // a high surrogate needs a low one right after it
				if w, ok := hex4(raw, i+8); !ok || raw[i+6] != '\\' || raw[i+7] != 'u' || w < 0xdc00 || w >= 0xe000 {
					return problemNotUTF8
				}
				i += 12
				continue
			case v >= 0xdc00 && v < 0xe000:
				return problemNotUTF8
			}
			i += 6
			continue
		}
		i += 2
	}
	return ""
}

// hex4 reads the four hex digits of a \u escape at raw[at:].
func hex4(raw []byte, at int) (uint64, bool) {
	if at < 0 || at+4 > len(raw) {
		return 0, false
	}
	v, err := strconv.ParseUint(string(raw[at:at+4]), 16, 32)
	return v, err == nil
}
