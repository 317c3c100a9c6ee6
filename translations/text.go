package translations

import (
	"encoding/json"
	"strings"
	"sync"
)

// The sentences are read once, on first use, so that commands that never ask for one pay nothing.
var (
	loadOnce sync.Once
	byLang   map[string]map[string]string
)

// loadSentences decodes every language file. A value that is not a plain string (a plural form) is left
// out: the functions here only hand out sentences.
func loadSentences() {
	byLang = map[string]map[string]string{}
	files, _ := FS.ReadDir(".")
	for _, f := range files {
		code, ok := strings.CutSuffix(f.Name(), ".json")
		if !ok {
			continue
		}
		data, err := FS.ReadFile(f.Name())
		if err != nil {
			continue
		}
		var raw map[string]json.RawMessage
		if json.Unmarshal(data, &raw) != nil {
			continue
		}
		m := make(map[string]string, len(raw))
		for k, v := range raw {
			var s string
			if json.Unmarshal(v, &s) == nil {
				m[k] = s
			}
		}
		byLang[code] = m
	}
}

// Supported reports whether the app speaks the language of locale (as read by normalize).
func Supported(locale string) bool {
	loadOnce.Do(loadSentences)
	_, ok := byLang[langOf(locale)]
	return ok
}

// normalize turns a locale such as "de-CH", "de_CH.UTF-8" or "DE" into the code of a language file
// ("de"); an unknown or empty locale gives "en".
func normalize(locale string) string {
	loadOnce.Do(loadSentences)
	if code := langOf(locale); byLang[code] != nil {
		return code
	}
	return "en"
}

// langOf is the language part of a locale, in lower case.
func langOf(locale string) string {
	code := strings.ToLower(locale)
	if i := strings.IndexAny(code, "-_.@"); i >= 0 {
		code = code[:i]
	}
	return code
}

// Text is the sentence for key in the language of langCode (a locale is accepted as in
// normalize), falling back to English and then to fallback. It needs no GUI toolkit, so the
// command line speaks the same words as the app.
func Text(langCode, key, fallback string) string {
	loadOnce.Do(loadSentences)
	if s, ok := byLang[normalize(langCode)][key]; ok && s != "" {
		return s
	}
	if s, ok := byLang["en"][key]; ok && s != "" {
		return s
	}
	return fallback
}

// RuleKey is the translation key of the sentence for an engine rule code: "follow-suit" gives
// "rule.followSuit", the key the app's screens use as well.
func RuleKey(code string) string { return "rule." + camel(code) }

// IllegalKey is the key of the sentence that says why a card may not be played now (the rule
// codes follow-suit, follow-trump and undertrump), e.g. "illegal.followSuit", or why cards shown
// as a Weis are none (weis-invalid).
func IllegalKey(code string) string { return "illegal." + camel(code) }

// WeisReasonKey is the key of the sentence that names the step deciding between two Weis (the
// engine's codes points, length, quartet-first, top-card, trump, position, alone, none).
func WeisReasonKey(code string) string { return "weisReason." + camel(code) }

// camel turns a kebab-case code into lower camel case: "weis-not-held" → "weisNotHeld".
func camel(code string) string {
	parts := strings.Split(code, "-")
	for i := 1; i < len(parts); i++ {
		if p := parts[i]; p != "" {
			parts[i] = strings.ToUpper(p[:1]) + p[1:]
		}
	}
	return strings.Join(parts, "")
}
