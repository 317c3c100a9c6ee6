// Package numbers writes numbers as the players' language does: decimals, percentages, money and
// dates, with that language's signs and order, so that a German table reads "12,35", "4,50 CHF"
// and "05.12.2026" on every screen and an English one "12.35", "CHF 4.50" and "5 Dec 2026". It
// knows nothing of Fyne: the caller names the language ("de", "fr", …; an unknown one is
// written as English).
package numbers

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"
)

// DefaultCurrency is the currency of a stake whose rules name none (RULES §10).
const DefaultCurrency = "CHF"

// style is how a language writes a number and a day.
type style struct {
	decimal, group string
	codeFirst      bool   // "CHF 4.50" rather than "4,50 CHF"
	percent        string // what stands between a number and "%"
	// date and month are fmt formats of the year, the month's number, the day and the month's
	// short English name, in that order ("%02[3]d.%02[2]d.%[1]d" is "05.12.2026").
	date, month string
}

// styles are the languages the app speaks. French and Ukrainian group with a narrow no-break
// space, as their typography wants, and French sets one before "%"; German and Ukrainian a
// no-break space: a figure never breaks across lines.
//
// Days: German, French, Italian and Ukrainian write "05.12.2026", as Switzerland and Ukraine do;
// English "5 Dec 2026", which no reader takes for the 12th of May; Japanese "2026/12/05"; Korean
// "2026. 12. 5.".
var styles = map[string]style{
	"en": {decimal: ".", group: ",", codeFirst: true, date: "%[3]d %[4]s %[1]d", month: "%[4]s %[1]d"},
	"de": {decimal: ",", group: ".", percent: "\u00a0", date: dottedDate, month: dottedMonth},
	"fr": {decimal: ",", group: "\u202f", percent: "\u202f", date: dottedDate, month: dottedMonth},
	"it": {decimal: ",", group: ".", date: dottedDate, month: dottedMonth},
	"uk": {decimal: ",", group: "\u202f", percent: "\u00a0", date: dottedDate, month: dottedMonth},
	"ko": {decimal: ".", group: ",", codeFirst: true, date: "%[1]d. %[2]d. %[3]d.", month: "%[1]d. %[2]d."},
	"ja": {decimal: ".", group: ",", codeFirst: true, date: "%[1]d/%02[2]d/%02[3]d", month: "%[1]d/%02[2]d"},
}

const (
	dottedDate  = "%02[3]d.%02[2]d.%[1]d"
	dottedMonth = "%02[2]d.%[1]d"
)

func styleOf(language string) style {
	if st, ok := styles[language]; ok {
		return st
	}
	return styles["en"]
}

// Decimal writes x rounded to places decimals (halves away from zero), grouped by thousands:
// "1.234,50" in German, "1,234.50" in English. Minus zero is written as zero.
func Decimal(x float64, places int, language string) string {
	st := styleOf(language)
	scale := math.Pow(10, float64(places))
	n := math.Round(math.Abs(x) * scale)
	if math.IsNaN(n) || math.IsInf(n, 0) || n > 1e15 {
		return strconv.FormatFloat(x, 'g', -1, 64) // beyond any figure of a game
	}
	digits := strconv.FormatInt(int64(n), 10)
	if len(digits) <= places {
		digits = strings.Repeat("0", places-len(digits)+1) + digits
	}
	units, frac := digits[:len(digits)-places], digits[len(digits)-places:]
	var b strings.Builder
	if x < 0 && n != 0 {
		b.WriteByte('-')
	}
	for i, r := range units {
		if i > 0 && (len(units)-i)%3 == 0 {
			b.WriteString(st.group)
		}
		b.WriteRune(r)
	}
	if places > 0 {
		b.WriteString(st.decimal)
		b.WriteString(frac)
	}
	return b.String()
}

// Percent writes the share x (0.5 for half) as a whole percentage: "50%", "50 %" in German.
func Percent(x float64, language string) string {
	return Decimal(100*x, 0, language) + styleOf(language).percent + "%"
}

// Money writes cents hundredths of currency ("" is CHF) as language writes money, e.g.
// "CHF 4.50" in English and "4,50 CHF" in German, the code joined by a no-break space.
func Money(cents int, currency, language string) string {
	if currency == "" {
		currency = DefaultCurrency
	}
	amount := Decimal(float64(cents)/100, 2, language)
	if styleOf(language).codeFirst {
		return currency + "\u00a0" + amount
	}
	return amount + "\u00a0" + currency
}

// Date writes the day of t (in t's location) as language writes a date: "05.12.2026" in German,
// "5 Dec 2026" in English (styles).
func Date(t time.Time, language string) string { return day(t, styleOf(language).date) }

// Month writes the month of t as language writes one alone, as a chart's axis names it:
// "03.2026" in German, "Mar 2026" in English (styles).
func Month(t time.Time, language string) string { return day(t, styleOf(language).month) }

// day writes t in the format of a style's date or month.
func day(t time.Time, format string) string {
	y, m, d := t.Date()
	return fmt.Sprintf(format, y, int(m), d, m.String()[:3])
}
