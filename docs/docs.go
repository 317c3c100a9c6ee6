// Package docs holds the rulebook the app shows: docs/RULES.md in English and RULES.de.md in
// German, the same sections under the same numbers.
package docs

import _ "embed"

// RulesEN is the rulebook in English.
//
//go:embed RULES.md
var RulesEN string

// RulesDE is the rulebook in German.
//
//go:embed RULES.de.md
var RulesDE string
