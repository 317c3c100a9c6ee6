//go:build !js

package kit

import "os"

// chooseLocale makes code the language Fyne finds on the system: it reads the standard
// environment variables when translations are loaded.
func chooseLocale(code string) error {
	os.Setenv("LANGUAGE", code)
	os.Setenv("LC_ALL", code)
	os.Setenv("LC_MESSAGES", code)
	return nil
}
