package localeenv

import (
	"os"
	"testing"
)

func TestFix(t *testing.T) {
	cases := []struct {
		lcAll, lang string
		changed     bool
		wantAll     string
		wantLang    string
	}{
		{"", "C", true, "", "en_US.UTF-8"},
		{"", "C.UTF-8", true, "", "en_US.UTF-8"},
		{"POSIX", "de_CH.UTF-8", true, "en_US.UTF-8", "de_CH.UTF-8"},
		{"", "de_CH.UTF-8", false, "", "de_CH.UTF-8"},
		{"fr_CH.UTF-8", "C", false, "fr_CH.UTF-8", "C"},
		{"", "", false, "", ""},
	}
	for _, c := range cases {
		t.Setenv("LC_ALL", c.lcAll)
		t.Setenv("LC_MESSAGES", "")
		t.Setenv("LANG", c.lang)
		if got := Fix(); got != c.changed {
			t.Errorf("%+v: changed %v", c, got)
		}
		if os.Getenv("LC_ALL") != c.wantAll || os.Getenv("LANG") != c.wantLang {
			t.Errorf("%+v: LC_ALL %q LANG %q", c, os.Getenv("LC_ALL"), os.Getenv("LANG"))
		}
	}
}
