// Package webnames names the web app's files that both the site's builder (internal/webbuild)
// and its server (package web) must know. It imports nothing, so that the server, which the
// command line links, does not link the builder and the fonts and Fyne it reads.
package webnames

// Revalidated are the files whose names stay the same from one version to the next: a browser
// asks the server for them again before using what it has, so that a new version is seen.
// Every other file's name carries the version, and never changes under that name.
var Revalidated = []string{"index.html", "sw.js", "manifest.webmanifest"}

// FontStem begins the name of the web font's file, which goes on with a hash of its content:
// "JasstafelWeb-71d4b5f0eba1.ttf".
const FontStem = "JasstafelWeb"
