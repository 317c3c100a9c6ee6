// Package translations holds the app's strings in every language it speaks, one JSON file per
// language (en, de, fr, it, ko, ja, uk), for fyne.io/fyne/v2/lang.
package translations

import "embed"

// FS holds the language files, named by language code.
//
//go:embed *.json
var FS embed.FS
