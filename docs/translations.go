//go:build !js

package docs

import (
	"embed"
)

// translations are the rulebook's translations (Translations), which the window app and the
// command line carry; the web app takes each from its page (Add).
//
//go:embed RULES.de.md RULES.fr.md RULES.it.md RULES.ja.md RULES.ko.md RULES.uk.md
var translations embed.FS

func init() {
	for _, file := range Translations {
		md, err := translations.ReadFile(file)
		if err != nil {
			panic("docs: " + file + " is not embedded: " + err.Error())
		}
		Add(file, string(md))
	}
}
