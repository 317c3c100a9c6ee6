package charts

import (
	"os"
	"sync"
	"unicode"

	"golang.org/x/image/font/opentype"
	"golang.org/x/image/font/sfnt"
	"gonum.org/v1/plot/font"
	"gonum.org/v1/plot/text"
)

// systemFontFiles are fonts with kana, kanji and Hangul where systems keep them: latinFace
// (plot's Liberation Sans; Fyne's Noto Sans in the browser) has Latin and Cyrillic only. The first file found that draws every letter of
// a chart's text is used; Noto Sans CJK (Debian's fonts-noto-cjk) has Latin and Cyrillic too.
var systemFontFiles = []string{
	"/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
	"/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc",
	"/usr/share/fonts/google-noto-cjk/NotoSansCJK-Regular.ttc",
	"/usr/share/fonts/truetype/noto/NotoSansCJK-Regular.ttc",
	"/System/Library/Fonts/Hiragino Sans GB.ttc",
	"/System/Library/Fonts/AppleSDGothicNeo.ttc",
	`C:\Windows\Fonts\msgothic.ttc`,
	`C:\Windows\Fonts\malgun.ttf`,
}

var (
	loadLatin, loadSystem sync.Once
	latin                 font.Face   // latinFace's
	system                []font.Face // the system fonts found, read only when a text needs them
)

// systemFaces are the system fonts found; they are read (tens of megabytes) on the first chart
// whose text latinFace cannot draw.
func systemFaces() []font.Face {
	loadSystem.Do(func() {
		for _, p := range systemFontFiles {
			if f, ok := readFace(p); ok {
				system = append(system, f)
			}
		}
	})
	return system
}

// readFace reads the first font of a font file or collection; ok is false when there is none.
func readFace(path string) (font.Face, bool) {
	data, err := os.ReadFile(path)
	if err != nil {
		return font.Face{}, false
	}
	coll, err := opentype.ParseCollection(data)
	if err != nil || coll.NumFonts() == 0 {
		return font.Face{}, false
	}
	f, err := coll.Font(0)
	if err != nil {
		return font.Face{}, false
	}
	var buf sfnt.Buffer
	name, err := f.Name(&buf, sfnt.NameIDFamily)
	if err != nil || name == "" {
		name = path
	}
	return font.Face{Font: font.Font{Typeface: font.Typeface(name)}, Face: f}, true
}

// covers reports whether f has a glyph for every letter of texts; spaces and control characters
// need none.
func covers(f *opentype.Font, texts []string) bool {
	var buf sfnt.Buffer
	for _, t := range texts {
		for _, r := range t {
			if unicode.IsSpace(r) || unicode.IsControl(r) {
				continue
			}
			if i, err := f.GlyphIndex(&buf, r); err != nil || i == 0 {
				return false
			}
		}
	}
	return true
}

// faceFor is latinFace when it draws all of texts, else the first system font that does, else
// a font made of the letters of texts by the maker handed over (UseFonts), else latinFace
// (missing letters then show as boxes rather than the chart failing).
func faceFor(texts []string) font.Face {
	if l := latinFace(); covers(l.Face, texts) {
		return l
	}
	for _, f := range systemFaces() {
		if covers(f.Face, texts) {
			return f
		}
	}
	if f, ok := madeFace(texts); ok {
		return f
	}
	return latinFace()
}

// FontMaker makes a TrueType font of the letters need asks for, from fonts the charts do not read
// themselves (assets/webfont.Maker: Fyne's text font and the web font).
type FontMaker func(need func(rune) bool) ([]byte, error)

var handed struct {
	sync.Mutex
	make FontMaker
}

// UseFonts hands the charts a maker of fonts for the letters that their own font and the
// system's lack: a browser has no system fonts, and drew a Korean or Japanese chart without its
// title, labels and target, and Hangul and kanji names as nothing. Nil takes it back.
func UseFonts(m FontMaker) {
	handed.Lock()
	defer handed.Unlock()
	handed.make = m
}

// madeFace is a font of exactly the letters of texts from the maker handed over (a plot draws
// all of a chart's texts with one font), and whether it has every one.
func madeFace(texts []string) (font.Face, bool) {
	handed.Lock()
	defer handed.Unlock()
	if handed.make == nil {
		return font.Face{}, false
	}
	need := map[rune]bool{' ': true}
	for _, t := range texts {
		for _, r := range t {
			need[r] = true
		}
	}
	data, err := handed.make(func(r rune) bool { return need[r] })
	if err != nil {
		return font.Face{}, false
	}
	f, err := opentype.Parse(data)
	if err != nil || !covers(f, texts) {
		return font.Face{}, false
	}
	return font.Face{Font: font.Font{Typeface: "Jasstafel chart"}, Face: f}, true
}

// handlerFor is a text handler whose only font is f: every title, label and legend of a chart
// is drawn with it, whatever font plot's styles name.
func handlerFor(f font.Face) text.Handler {
	return text.Plain{Fonts: font.NewCache(font.Collection{f})}
}
