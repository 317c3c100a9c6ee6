//go:build !js

package docs

import _ "embed"

// RulesDE is the rulebook in German.
//
//go:embed RULES.de.md
var RulesDE string

// RulesFR is the rulebook in French.
//
//go:embed RULES.fr.md
var RulesFR string

// RulesIT is the rulebook in Italian.
//
//go:embed RULES.it.md
var RulesIT string

// RulesKO is the rulebook in Korean.
//
//go:embed RULES.ko.md
var RulesKO string

// RulesUK is the rulebook in Ukrainian.
//
//go:embed RULES.uk.md
var RulesUK string

func init() {
	for i, md := range []string{RulesDE, RulesFR, RulesIT, RulesKO, RulesUK} {
		Add(Translations[i], md)
	}
}
