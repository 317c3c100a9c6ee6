//go:build !js

package kit

import "github.com/jasstafel/jasstafel/docs"

// wrapSample is the rulebook whose paragraphs the wrapping is tried on: the German, whose long
// words leave the most ragged rows.
var wrapSample, _ = docs.Rulebook("RULES.de.md")
