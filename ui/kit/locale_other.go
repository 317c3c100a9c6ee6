//go:build !js

package kit

import (
	"os"
	"strings"
)

// localeVars are the environment variables that name the language, which chooseLocale sets.
var localeVars = []string{"LANGUAGE", "LC_ALL", "LC_MESSAGES"}

// systemLocaleVars are localeVars as the system gave them (nil: unset), kept before a choice
// changes them, so that "as the system" can be chosen again in the same run; chosenLocale is the
// language chooseLocale wrote last. Variables changed since by someone else are the system's.
var (
	systemLocaleVars map[string]*string
	chosenLocale     string
)

// chooseLocale makes code the language Fyne finds on the system: it reads the standard
// environment variables when translations are loaded.
func chooseLocale(code string) error {
	if systemLocaleVars == nil || os.Getenv(localeVars[0]) != chosenLocale {
		systemLocaleVars = map[string]*string{}
		for _, v := range localeVars {
			if val, ok := os.LookupEnv(v); ok {
				systemLocaleVars[v] = &val
			} else {
				systemLocaleVars[v] = nil
			}
		}
	}
	for _, v := range localeVars {
		os.Setenv(v, code)
	}
	chosenLocale = code
	return nil
}

// systemLocale gives the system's language back after chooseLocale.
func systemLocale() {
	if os.Getenv(localeVars[0]) != chosenLocale {
		return // set since by someone else: that is the system's now
	}
	for v, val := range systemLocaleVars {
		if val == nil {
			os.Unsetenv(v)
		} else {
			os.Setenv(v, *val)
		}
	}
}

// systemRegion is the region of the system's locale for language: from the variables that name
// how numbers are written, in the order the C library reads them (LC_ALL, LC_NUMERIC, LANG),
// then the list of languages (LANGUAGE), as the system set them before chooseLocale.
func systemRegion(language string) string {
	var locales []string
	for _, v := range []string{"LC_ALL", "LC_NUMERIC", "LC_MONETARY", "LANG", "LANGUAGE", "LC_MESSAGES"} {
		val := os.Getenv(v)
		if saved, ok := systemLocaleVars[v]; ok && os.Getenv(localeVars[0]) == chosenLocale {
			val = ""
			if saved != nil {
				val = *saved
			}
		}
		locales = append(locales, strings.Split(val, ":")...)
	}
	return regionOf(language, locales)
}
