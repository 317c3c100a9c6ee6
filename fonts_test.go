//go:build cgo

package main

import "testing"

// Korean and Japanese are written in scripts only the web font draws among the app's fonts;
// the other languages the app speaks, Cyrillic and accents included, in Fyne's text font.
func TestLanguageNeedsFontForKoreanAndJapanese(t *testing.T) {
	for code, want := range map[string]bool{"ko": true, "ja": true, "en": false, "de": false, "fr": false, "it": false, "uk": false, "": false, "xx": false} {
		if got := languageNeedsFont(code); got != want {
			t.Errorf("%q: %v, want %v", code, got, want)
		}
	}
}
