// Package translations holds the app's strings in every language it speaks, one JSON file per
// language (en, de, fr, it, ko, ja, uk), for fyne.io/fyne/v2/lang.
package translations

import "embed"

// FS holds the language files, named by language code.
//
//go:embed *.json
var FS embed.FS

// Web holds the strings that only the web app shows (main_js.go), one file per language in
// web/, named as the files of FS are. They are kept apart from FS because ui's completeness
// test (ui/i18n_test.go) wants every key of FS used by the code under ui/.
//
//go:embed web/*.json
var Web embed.FS
