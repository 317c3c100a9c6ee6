//go:build !js

package kit

import (
	"os"
	"testing"

	"fyne.io/fyne/v2/lang"
)

// Numbers are written with the region of the system's locale when it speaks the players'
// language, and the Swiss way (no region) when it does not; the variables that say how numbers
// are written come before the system's language.
func TestNumberLocaleTakesTheSystemsRegionForTheLanguage(t *testing.T) {
	t.Cleanup(func() {
		if err := UseLanguage("en"); err != nil {
			t.Error(err)
		}
	})
	vars := []string{"LANGUAGE", "LC_ALL", "LC_MESSAGES", "LC_NUMERIC", "LC_MONETARY", "LANG"}
	for _, c := range []struct {
		name   string
		env    map[string]string
		choose string
		want   string
	}{
		{"a German system", map[string]string{"LANG": "de_DE.UTF-8"}, "de", "de-DE"},
		{"a Swiss system", map[string]string{"LANG": "de_CH.UTF-8"}, "de", "de-CH"},
		{"an English system, German chosen", map[string]string{"LANG": "en_US.UTF-8"}, "de", "de"},
		{"a German system, Italian chosen", map[string]string{"LANG": "de_DE.UTF-8"}, "it", "it"},
		{"numbers set apart", map[string]string{"LANG": "de_DE.UTF-8", "LC_NUMERIC": "de_CH.UTF-8"}, "de", "de-CH"},
		{"everything set at once", map[string]string{"LC_ALL": "de_AT.UTF-8", "LC_NUMERIC": "de_CH.UTF-8"}, "de", "de-AT"},
		{"a list of languages", map[string]string{"LANGUAGE": "fr_CH:de_AT:de", "LANG": "C.UTF-8"}, "de", "de-AT"},
		{"no locale at all", map[string]string{"LANG": "C"}, "de", "de"},
		{"the system's language", map[string]string{"LANG": "it_IT.UTF-8"}, "", "it-IT"},
	} {
		t.Run(c.name, func(t *testing.T) {
			for _, v := range vars {
				t.Setenv(v, "")
				if val, ok := c.env[v]; ok {
					os.Setenv(v, val)
				} else {
					os.Unsetenv(v)
				}
			}
			if err := UseLanguage(c.choose); err != nil {
				t.Fatal(err)
			}
			if got := NumberLocale(); got != c.want {
				t.Errorf("NumberLocale() = %q, want %q", got, c.want)
			}
		})
	}
}

// A system that speaks a language the app does not (Spanish) gets the app in English, without
// an error: the missing translations file is no failure.
func TestASystemLanguageTheAppDoesNotSpeakIsEnglish(t *testing.T) {
	t.Cleanup(func() {
		if err := UseLanguage("en"); err != nil {
			t.Error(err)
		}
	})
	for _, v := range []string{"LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"} {
		t.Setenv(v, "")
	}
	os.Setenv("LANG", "es_ES.UTF-8")
	if err := UseLanguage(""); err != nil {
		t.Fatalf("a Spanish system: %v", err)
	}
	// The numbers and days speak as the texts do (Language's doc).
	if got, loc := Language(), NumberLocale(); got != "en" || loc != "en" {
		t.Errorf("a Spanish system speaks %q and writes numbers as %q, want English", got, loc)
	}
	if back := lang.X("nav.back", "Back"); back != "Back" {
		t.Errorf("a Spanish system's Back reads %q", back)
	}
}
