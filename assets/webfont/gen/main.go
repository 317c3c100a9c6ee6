// Command gen makes assets/webfont/JasstafelWeb.ttf, the web app's font, from the app's suit
// font and four free fonts of Debian (`apt-get install fonts-droid-fallback fonts-nanum
// fonts-noto-core fonts-dejavu-core`): Droid Sans Fallback (Apache 2.0) for kanji, kana and the
// other CJK ideographs, Nanum Gothic (SIL Open Font License 1.1) for Hangul, arrows and the
// outlined suits, Noto Sans Ethiopic (SIL OFL 1.1) for Ge'ez script, DejaVu Sans (its own free
// licence) for a few signs (signs). Characters Fyne's own
// text font draws are left out, but for the space and the mark of a place to break
// (assets.BreakMark, which the shaper draws in the font of the kana before it), both taken from
// the suit font, and so are the Chinese characters that are neither Japanese nor Korean nor
// common Chinese (keptHan): those are JasstafelRareHan.ttf, beside it.
//
// It also copies the fonts of the scripts the web font leaves out (webfont.ScriptFonts) from
// Debian's fonts-noto-core into assets/webfont/scripts, with the vertical metrics of Fyne's text
// font (webfont.LineOfText).
//
//	go run ./assets/webfont/gen
package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"unicode"

	"fyne.io/fyne/v2/theme"
	"github.com/go-text/typesetting/font"
	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/japanese"
	"golang.org/x/text/encoding/korean"
	"golang.org/x/text/encoding/simplifiedchinese"

	"github.com/jasstafel/jasstafel/assets"
	"github.com/jasstafel/jasstafel/assets/webfont"
)

// signs are the characters the app draws that no source has: the Coiffeur grid's mark of a
// column that can no longer catch up (ui/coiffeur/grid.go), and the minus sign a text may write.
// They come from signsSource.
const (
	signs       = "✗−"
	signsSource = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
)

// ethiopicSource gives the syllables of Ge'ez script (Tigrinya, Amharic), each a character of
// its own that no shaping joins: 27 kB of a first visit. The other scripts no source has are
// left out: Thai, the Indic scripts and Arabic draw right only with their fonts' shaping tables,
// which Build does not carry (Thai's marks went missing), and each kilobyte counts against the
// download's aim; they are served as fonts of their own (copyScriptFonts).
const ethiopicSource = "/usr/share/fonts/truetype/noto/NotoSansEthiopic-Regular.ttf"

// sources are the fonts the web font is made of, the first that has a character giving it.
var sources = []string{
	"/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf",
	"/usr/share/fonts/truetype/nanum/NanumGothic.ttf",
}

func main() {
	out := filepath.Join("assets", "webfont", webfont.FileName)
	if len(os.Args) > 1 {
		out = os.Args[1]
	}
	if err := run(out); err != nil {
		fmt.Fprintln(os.Stderr, "gen:", err)
		os.Exit(1)
	}
}

func run(out string) error {
	text, err := font.ParseTTF(bytes.NewReader(theme.DefaultTextFont().Content()))
	if err != nil {
		return err
	}
	suits, err := font.ParseTTF(bytes.NewReader(assets.SuitFont().Content()))
	if err != nil {
		return err
	}
	// The space comes from the suit font, the first source that has one, which makes it as wide
	// as the text font's (assets/suitfont.go): a run of Hangul and spaces is shaped with this font
	// alone, so it needs a space of Fyne's width.
	cjk, err := readFaces(sources...)
	if err != nil {
		return err
	}
	faces := append([]*font.Face{suits, text}, cjk...)
	// The Ethiopic syllables come from Noto Sans Ethiopic, the signs the app draws that no other
	// source has from DejaVu Sans; each gives nothing else.
	more, err := readFaces(ethiopicSource, signsSource)
	if err != nil {
		return err
	}
	inSources := func(r rune) bool {
		for _, f := range faces {
			if _, ok := f.NominalGlyph(r); ok {
				return true
			}
		}
		return false
	}
	drawn := webfont.DrawnBy(text)
	data, err := webfont.Build(func(r rune) bool {
		return r != ' ' && r != assets.BreakMark && drawn(r) || unicode.Is(unicode.Han, r) && !keptHan(r) ||
			!inSources(r) && !unicode.Is(unicode.Ethiopic, r) && !strings.ContainsRune(signs, r)
	}, append(faces, more...)...)
	if err != nil {
		return err
	}
	if err := os.WriteFile(out, data, 0o644); err != nil {
		return err
	}
	fmt.Printf("%s: %d bytes\n", out, len(data))
	// The Chinese characters the web font leaves out are a font of their own beside it, with
	// the suit font's space (of Fyne's width): the web app fetches it only for a name that has
	// one (webfont.RareHanFile).
	rare, err := webfont.Build(func(r rune) bool {
		return r != ' ' && (!unicode.Is(unicode.Han, r) || keptHan(r) || drawn(r))
	}, suits, cjk[0])
	if err != nil {
		return err
	}
	rareOut := filepath.Join(filepath.Dir(out), webfont.RareHanFile)
	if err := os.WriteFile(rareOut, rare, 0o644); err != nil {
		return err
	}
	fmt.Printf("%s: %d bytes\n", rareOut, len(rare))
	return copyScriptFonts(filepath.Join(filepath.Dir(out), "scripts"))
}

// notoDir is where Debian's fonts-noto-core puts its fonts.
const notoDir = "/usr/share/fonts/truetype/noto"

// copyScriptFonts copies the script fonts into dir with the line of Fyne's text font
// (webfont.LineOfText), and otherwise unchanged: the web app serves each with the shaping tables
// its script needs.
func copyScriptFonts(dir string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	for _, sf := range webfont.ScriptFonts {
		data, err := os.ReadFile(filepath.Join(notoDir, sf.File))
		if err != nil {
			return fmt.Errorf("%w (apt-get install fonts-noto-core)", err)
		}
		if data, err = webfont.LineOfText(data); err != nil {
			return fmt.Errorf("%s: %w", sf.File, err)
		}
		if err := os.WriteFile(filepath.Join(dir, sf.File), data, 0o644); err != nil {
			return err
		}
	}
	fmt.Printf("%s: %d script fonts\n", dir, len(webfont.ScriptFonts))
	return nil
}

// readFaces reads the font files at paths.
func readFaces(paths ...string) ([]*font.Face, error) {
	var faces []*font.Face
	for _, path := range paths {
		data, err := os.ReadFile(path)
		if err != nil {
			return nil, fmt.Errorf("%w (apt-get install fonts-droid-fallback fonts-nanum fonts-noto-core fonts-dejavu-core)", err)
		}
		f, err := font.ParseTTF(bytes.NewReader(data))
		if err != nil {
			return nil, fmt.Errorf("%s: %w", path, err)
		}
		faces = append(faces, f)
	}
	return faces, nil
}

// keptHan reports whether the web font keeps the Chinese character r: a kanji of Japanese as
// its computers write it (Shift_JIS as browsers know it: JIS X 0208 with the NEC and IBM
// additions, so 髙 and 﨑 of many family names too), a hanja of Korean (KS X 1001), or one of the
// 3,755 characters of everyday Chinese (the first level of GB 2312). The source font has about
// 27,800; the 19,000 or so left out (the second level of GB 2312, which many Chinese given
// names write, such as 鑫 and 玥, rare and historic forms, the traditional Chinese ones that
// neither Japanese nor Korean writes, and Extension A) would cost every first visit 2.1 MB
// gzipped (docs/BENCHMARKS.md, "The web font without the rare Chinese characters"): they are
// a font of their own, which the web app fetches when a name has one.
func keptHan(r rune) bool {
	return writes(japanese.ShiftJIS, r) || writes(korean.EUCKR, r) || commonChinese(r)
}

// writes reports whether encoding e has r.
func writes(e encoding.Encoding, r rune) bool {
	_, err := e.NewEncoder().String(string(r))
	return err == nil
}

// commonChinese reports whether r is in GB 2312's first level, its rows 16 to 55.
func commonChinese(r rune) bool {
	b, err := simplifiedchinese.HZGB2312.NewEncoder().String(string(r))
	if err != nil || len(b) < 4 || b[:2] != "~{" {
		return false
	}
	row := int(b[2]) - 0x20
	return row >= 16 && row <= 55
}
