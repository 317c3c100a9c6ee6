package numbers

import (
	"math"
	"strings"
	"testing"
	"time"
)

// spaced shows the no-break spaces as plain ones and the narrow one as "_", so that a case says
// which space a language wants.
func spaced(s string) string {
	return strings.NewReplacer("\u00a0", " ", "\u202f", "_").Replace(s)
}

func TestDecimalWritesTheLanguagesSigns(t *testing.T) {
	for _, tc := range []struct {
		x        float64
		places   int
		language string
		want     string
	}{
		{12.345, 2, "en", "12.35"},
		{12.345, 2, "de", "12.35"},
		{12.345, 2, "de-DE", "12,35"},
		{0.6, 1, "fr", "0,6"},
		{0.05, 1, "uk", "0,1"},
		{0.04, 1, "it-IT", "0,0"},
		{0.04, 1, "it", "0.0"},
		{-0.04, 1, "en", "0.0"},
		{-2.5, 2, "de_DE.UTF-8", "-2,50"},
		{-2.5, 2, "de", "-2.50"},
		{1234.5, 1, "en", "1,234.5"},
		{1234.5, 1, "de-AT", "1.234,5"},
		{1234.5, 1, "de", "1’234.5"},
		{1234.5, 1, "de-CH", "1’234.5"},
		{1234.5, 1, "de_LI", "1’234.5"},
		{1234567.891, 2, "fr", "1_234_567,89"},
		{1234567.891, 2, "fr-CH", "1_234_567,89"},
		{999.996, 2, "ja", "1,000.00"},
		{157, 0, "ko", "157"},
		{1000, 0, "it-IT", "1.000"},
		{1000, 0, "it-CH", "1’000"},
		{3.25, 2, "xx", "3.25"},
		{0.005, 2, "en", "0.01"},
	} {
		if got := spaced(Decimal(tc.x, tc.places, tc.language)); got != tc.want {
			t.Errorf("Decimal(%v, %d, %s) = %q, want %q", tc.x, tc.places, tc.language, got, tc.want)
		}
	}
}

// A figure no game makes (not a number, infinite, past 10^15 at the places asked) is written as
// Go writes it rather than as a wrong grouping of an overflowed integer.
func TestDecimalBeyondAnyGameIsWrittenPlainly(t *testing.T) {
	for _, c := range []struct {
		x    float64
		want string
	}{
		{math.NaN(), "NaN"}, {math.Inf(1), "+Inf"}, {math.Inf(-1), "-Inf"}, {-1e20, "-1e+20"}, {2e13, "2e+13"}, {1.25e20, "1.25e+20"},
	} {
		if got := Decimal(c.x, 2, "de"); got != c.want {
			t.Errorf("Decimal(%v, 2, de) = %q, want %q", c.x, got, c.want)
		}
	}
	for x, want := range map[float64]string{9e12: "9.000.000.000.000,00", 1e13: "10.000.000.000.000,00"} {
		if got := Decimal(x, 2, "de-DE"); got != want {
			t.Errorf("Decimal(%v, 2, de) = %q, want %q", x, got, want)
		}
	}
}

func TestPercentKeepsTheSignWithItsNumber(t *testing.T) {
	for language, want := range map[string]string{
		"en": "67%", "de": "67%", "de-DE": "67 %", "fr": "67_%", "it": "67%", "it-IT": "67%", "uk": "67 %",
		"ko": "67%", "ja": "67%", "xx": "67%",
	} {
		if got := spaced(Percent(2.0/3, language)); got != want {
			t.Errorf("Percent(2/3, %s) = %q, want %q", language, got, want)
		}
	}
	if got := Percent(0, "en"); got != "0%" {
		t.Errorf("Percent(0) = %q", got)
	}
	if got := Percent(1, "de"); !strings.HasPrefix(got, "100") {
		t.Errorf("Percent(1) = %q", got)
	}
}

func TestMoney(t *testing.T) {
	for _, tc := range []struct {
		cents    int
		currency string
		language string
		want     string
	}{
		{450, "", "en", "CHF 4.50"},
		{450, "", "de", "CHF 4.50"},
		{450, "", "de-CH", "CHF 4.50"},
		{450, "", "de-DE", "4,50 CHF"},
		{450, "", "fr", "4,50 CHF"},
		{450, "EUR", "it-IT", "4,50 EUR"},
		{450, "EUR", "it", "EUR 4.50"},
		{5, "", "en", "CHF 0.05"},
		{123456, "", "en", "CHF 1,234.56"},
		{123456, "", "de", "CHF 1’234.56"},
		{123456, "", "de-DE", "1.234,56 CHF"},
		{123456, "", "fr", "1_234,56 CHF"},
		{123456, "", "uk", "1_234,56 CHF"},
		{100000000, "JPY", "ja", "JPY 1,000,000.00"},
		{120, "KRW", "ko", "KRW 1.20"},
		{-250, "", "en", "CHF -2.50"},
		{-5, "", "de-DE", "-0,05 CHF"},
		{-5, "", "de", "CHF -0.05"},
		{450, "", "xx", "CHF 4.50"},
	} {
		if got := spaced(Money(tc.cents, tc.currency, tc.language)); got != tc.want {
			t.Errorf("Money(%d, %q, %s) = %q, want %q", tc.cents, tc.currency, tc.language, got, tc.want)
		}
	}
}

// A day and a month alone, as each language writes them; a language the app does not speak
// writes them as English does, as its figures.
func TestDateAndMonthInEachLanguage(t *testing.T) {
	day := time.Date(2026, time.March, 7, 23, 30, 0, 0, time.UTC)
	for _, c := range []struct{ language, date, month string }{
		{"de", "07.03.2026", "03.2026"}, {"de-DE", "07.03.2026", "03.2026"}, {"fr", "07.03.2026", "03.2026"},
		{"it", "07.03.2026", "03.2026"}, {"it-IT", "07.03.2026", "03.2026"}, {"en-CH", "7 Mar 2026", "Mar 2026"},
		{"uk", "07.03.2026", "03.2026"}, {"en", "7 Mar 2026", "Mar 2026"}, {"ja", "2026/03/07", "2026/03"},
		{"ko", "2026. 3. 7.", "2026. 3."}, {"xx", "7 Mar 2026", "Mar 2026"},
	} {
		if got := Date(day, c.language); got != c.date {
			t.Errorf("Date(%v, %s) = %q, want %q", day, c.language, got, c.date)
		}
		if got := Month(day, c.language); got != c.month {
			t.Errorf("Month(%v, %s) = %q, want %q", day, c.language, got, c.month)
		}
	}
	// The day is the one of t's own location: late evening in Zurich is still that day there.
	zurich := time.FixedZone("CET", 3600)
	if got := Date(time.Date(2026, time.December, 31, 23, 59, 0, 0, zurich), "de"); got != "31.12.2026" {
		t.Errorf("the last minute of the year in Zurich: %q", got)
	}
}

// A locale's language and region, as the system and the browser name them.
func TestSplitFindsTheRegion(t *testing.T) {
	for _, c := range []struct{ locale, language, region string }{
		{"de-CH", "de", "CH"}, {"de_CH.UTF-8", "de", "CH"}, {"de_DE@euro", "de", "DE"}, {"DE-at", "de", "AT"},
		{"sr-Latn-RS", "sr", "RS"}, {"es-419", "es", "419"}, {"de", "de", ""}, {"C", "c", ""},
		{"C.UTF-8", "c", ""}, {"", "", ""}, {"de-1996", "de", ""}, {"-", "", ""},
		{"en_ZA.UTF-8", "en", "ZA"}, {"az-az", "az", "AZ"}, {"en-001", "en", "001"}, {"en-0x1", "en", ""},
		{"de-{}", "de", ""}, {"de-[`", "de", ""}, {"de-@9", "de", ""},
	} {
		if l, r := Split(c.locale); l != c.language || r != c.region {
			t.Errorf("Split(%q) = %q, %q; want %q, %q", c.locale, l, r, c.language, c.region)
		}
	}
}
