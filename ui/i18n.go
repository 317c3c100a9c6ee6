package ui

import (
	"io/fs"
	"os"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"github.com/jasstafel/jasstafel/translations"
)

// UseLanguage makes code ("de", "fr", …; "" for the system's) the language of every string and
// loads the translations. Fyne 2.7 has no public way to choose a language, but it reads the
// standard environment variables when translations are loaded, so the choice is made there;
// it has to happen before the first window is shown.
func UseLanguage(code string) error {
	if code != "" {
		os.Setenv("LANGUAGE", code)
		os.Setenv("LC_ALL", code)
		os.Setenv("LC_MESSAGES", code)
	}
	files, err := fs.ReadDir(translations.FS, ".")
	if err != nil {
		return err
	}
	for _, f := range files {
		name := f.Name()
		data, err := translations.FS.ReadFile(name)
		if err != nil {
			return err
		}
		if err := lang.AddTranslationsForLocale(data, fyne.Locale(strings.TrimSuffix(name, ".json"))); err != nil {
			return err
		}
	}
	return nil
}
