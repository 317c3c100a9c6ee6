//go:build js

package kit

import "github.com/jasstafel/jasstafel/docs"

// wrapSample is the English rulebook in the browser, whose build of the app carries no
// translation (docs).
var wrapSample = docs.RulesEN
