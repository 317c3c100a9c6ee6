package entry

import (
	"strconv"
	"strings"
)

// defaultCurrency is the currency of a stake whose rules name none (RULES §10).
const defaultCurrency = "CHF"

// moneyStyle is how a language writes an amount: the separators and where the currency goes.
type moneyStyle struct {
	decimal, group string
	codeFirst      bool // "CHF 4.50" rather than "4,50 CHF"
}

// moneyStyles are the languages the app speaks. French and Ukrainian group with a narrow
// no-break space, as their typography wants, so that an amount never breaks across lines.
var moneyStyles = map[string]moneyStyle{
	"en": {decimal: ".", group: ",", codeFirst: true},
	"de": {decimal: ",", group: ".", codeFirst: false},
	"fr": {decimal: ",", group: "\u202f", codeFirst: false},
	"it": {decimal: ",", group: ".", codeFirst: false},
	"uk": {decimal: ",", group: "\u202f", codeFirst: false},
	"ko": {decimal: ".", group: ",", codeFirst: true},
	"ja": {decimal: ".", group: ",", codeFirst: true},
}

// FormatMoney writes cents hundredths of currency ("" is CHF) as language writes money, e.g.
// "CHF 4.50" in English and "4,50 CHF" in German. An unknown language is written as English.
func FormatMoney(cents int, currency, language string) string {
	st, ok := moneyStyles[language]
	if !ok {
		st = moneyStyles["en"]
	}
	if currency == "" {
		currency = defaultCurrency
	}
	sign := ""
	if cents < 0 {
		sign, cents = "-", -cents
	}
	units := strconv.Itoa(cents / 100)
	var b strings.Builder
	for i, r := range units {
		if i > 0 && (len(units)-i)%3 == 0 {
			b.WriteString(st.group)
		}
		b.WriteRune(r)
	}
	frac := strconv.Itoa(cents % 100)
	if len(frac) < 2 {
		frac = "0" + frac
	}
	amount := sign + b.String() + st.decimal + frac
	if st.codeFirst {
		return currency + "\u00a0" + amount
	}
	return amount + "\u00a0" + currency
}
