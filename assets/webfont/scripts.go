package webfont

import (
	"bytes"
	"encoding/binary"
	"fmt"
)

// ScriptFont is the font of one script that the web font leaves out because it draws right only
// with its font's shaping tables (Thai's marks, the Indic scripts' conjuncts, Arabic's joined
// letters) or would cost every first visit its bytes. The web app serves each as a file of its
// own, unchanged from Debian's fonts-noto-core, and fetches it only when a text it draws has a
// letter of that script (ui/kit/scriptfonts_js.go); the window app takes these scripts from the
// system's fonts.
type ScriptFont struct {
	// Script is the script's ISO 15924 code, as go-text's language.Script writes it ("Thai",
	// "Arab"): the app asks the page for a font by the script of a letter no font has.
	Script string
	// File is the font's file in ScriptDir, and in Debian's /usr/share/fonts/truetype/noto.
	File string
	// Sample is a name written in the script, for the tests, without spaces: where the script
	// needs its font's shaping tables, with letters that need them (a conjunct, a mark over its
	// letter, joined letters). Empty for a script of limited use.
	Sample string
	// Plain marks a script whose letters need no shaping (Georgian, Armenian): the web font
	// could carry them, but then every first visit would download them (README).
	Plain bool
}

// ScriptDir is where the script fonts are, in the module.
const ScriptDir = "assets/webfont/scripts"

// RareHanFile is the font of the Chinese characters the web font leaves out (./gen's keptHan),
// in this folder, and RareHanScript the ISO 15924 code of the Chinese characters, by which the
// web app's page offers it: the app asks for it when a text it draws has a Chinese character
// that the web font, once it has come, does not have.
const (
	RareHanFile   = "JasstafelRareHan.ttf"
	RareHanScript = "Hani"
)

// EmojiScript is the ISO 15924 code of emoji ("Symbols, emoji variant"), by which the web app's
// page offers Fyne's colour emoji font beside the script fonts: a font the app asks for when a
// text it draws has a character only that font has, as it asks for a script's.
const EmojiScript = "Zsye"

// ScriptFonts are the fonts of the scripts Unicode recommends for identifiers (UAX #31, table 4)
// or lists as in limited use there (table 7: scripts of living languages, in use in their
// communities) that Fyne's text font and the web font do not draw: with Latin, Greek,
// Cyrillic, Hangul, kana, the Chinese characters, Bopomofo and Ge'ez, which those fonts have,
// every script of a living language a player may write a name in. The scripts recommended come
// first, each with a sample name; those of limited use have none (Sample ""), and their tests
// take letters of the script from the font.
var ScriptFonts = []ScriptFont{
	{"Arab", "NotoSansArabic-Regular.ttf", "محمد", false},
	{"Armn", "NotoSansArmenian-Regular.ttf", "Արամ", true},
	{"Beng", "NotoSansBengali-Regular.ttf", "সুস্মিতা", false},
	{"Deva", "NotoSansDevanagari-Regular.ttf", "क्षितिज", false},
	{"Geor", "NotoSansGeorgian-Regular.ttf", "ნინო", true},
	{"Gujr", "NotoSansGujarati-Regular.ttf", "ક્ષિતિજ", false},
	{"Guru", "NotoSansGurmukhi-Regular.ttf", "ਗੁਰਪ੍ਰੀਤ", false},
	{"Hebr", "NotoSansHebrew-Regular.ttf", "שָׁלוֹם", false},
	{"Knda", "NotoSansKannada-Regular.ttf", "ಕ್ಷಿತಿಜ", false},
	{"Khmr", "NotoSansKhmer-Regular.ttf", "សុខា", false},
	{"Laoo", "NotoSansLao-Regular.ttf", "ສົມສັກ", false},
	{"Mlym", "NotoSansMalayalam-Regular.ttf", "ക്ഷിതിജ്", false},
	{"Mymr", "NotoSansMyanmar-Regular.ttf", "မြန်မာ", false},
	{"Orya", "NotoSansOriya-Regular.ttf", "କ୍ଷିତିଜ", false},
	{"Sinh", "NotoSansSinhala-Regular.ttf", "ශ්\u200dරී", false},
	{"Taml", "NotoSansTamil-Regular.ttf", "க்ஷிதிஜ்", false},
	{"Telu", "NotoSansTelugu-Regular.ttf", "క్షితిజ", false},
	{"Thaa", "NotoSansThaana-Regular.ttf", "އަޙްމަދު", false},
	{"Thai", "NotoSansThai-Regular.ttf", "ศักดิ์ชัย", false},
	{"Tibt", "NotoSerifTibetan-Regular.ttf", "བསྟན་འཛིན", false},

	{"Adlm", "NotoSansAdlam-Regular.ttf", "", false},
	{"Bali", "NotoSansBalinese-Regular.ttf", "", false},
	{"Bamu", "NotoSansBamum-Regular.ttf", "", false},
	{"Batk", "NotoSansBatak-Regular.ttf", "", false},
	{"Bugi", "NotoSansBuginese-Regular.ttf", "", false},
	{"Cakm", "NotoSansChakma-Regular.ttf", "", false},
	{"Cans", "NotoSansCanadianAboriginal-Regular.ttf", "", false},
	{"Cham", "NotoSansCham-Regular.ttf", "", false},
	{"Cher", "NotoSansCherokee-Regular.ttf", "", false},
	{"Hmnp", "NotoSerifNyiakengPuachueHmong-Regular.ttf", "", false},
	{"Java", "NotoSansJavanese-Regular.ttf", "", false},
	{"Kali", "NotoSansKayahLi-Regular.ttf", "", false},
	{"Lana", "NotoSansTaiTham-Regular.ttf", "", false},
	{"Lepc", "NotoSansLepcha-Regular.ttf", "", false},
	{"Limb", "NotoSansLimbu-Regular.ttf", "", false},
	{"Lisu", "NotoSansLisu-Regular.ttf", "", false},
	{"Mand", "NotoSansMandaic-Regular.ttf", "", false},
	{"Mong", "NotoSansMongolian-Regular.ttf", "", false},
	{"Mtei", "NotoSansMeeteiMayek-Regular.ttf", "", false},
	{"Newa", "NotoSansNewa-Regular.ttf", "", false},
	{"Nkoo", "NotoSansNKo-Regular.ttf", "", false},
	{"Olck", "NotoSansOlChiki-Regular.ttf", "", false},
	{"Osge", "NotoSansOsage-Regular.ttf", "", false},
	{"Plrd", "NotoSansMiao-Regular.ttf", "", false},
	{"Rohg", "NotoSansHanifiRohingya-Regular.ttf", "", false},
	{"Saur", "NotoSansSaurashtra-Regular.ttf", "", false},
	{"Sund", "NotoSansSundanese-Regular.ttf", "", false},
	{"Sylo", "NotoSansSylotiNagri-Regular.ttf", "", false},
	{"Syrc", "NotoSansSyriac-Regular.ttf", "", false},
	{"Tale", "NotoSansTaiLe-Regular.ttf", "", false},
	{"Talu", "NotoSansNewTaiLue-Regular.ttf", "", false},
	{"Tavt", "NotoSansTaiViet-Regular.ttf", "", false},
	{"Tfng", "NotoSansTifinagh-Regular.ttf", "", false},
	{"Vaii", "NotoSansVai-Regular.ttf", "", false},
	{"Wcho", "NotoSansWancho-Regular.ttf", "", false},
	{"Yiii", "NotoSansYi-Regular.ttf", "", false},
}

// LineOfText is the font data with the vertical metrics of Fyne's text font: the ascender and
// descender of its hhea and OS/2 tables (and the line gap, none) set to this package's, and the
// checksums mended. Fyne draws a line of text on the baseline of its first run's font, in a box
// as high as its text font's line: an Arabic name in Noto Sans Arabic, whose ascender is 1.37 em
// against 1.07, stood 0.3 em low and lost its lower half in a name field, a Devanagari one stood
// 0.17 em high. With these metrics every script's letters sit on the Latin baseline; what
// reaches beyond the line (Tibetan's stacks, Arabic's lowest dots) is drawn as Fyne draws
// any text's.
func LineOfText(data []byte) ([]byte, error) {
	out := bytes.Clone(data)
	if len(out) < 12 {
		return nil, fmt.Errorf("not a font: %d bytes", len(out))
	}
	n := int(binary.BigEndian.Uint16(out[4:]))
	if len(out) < 12+16*n {
		return nil, fmt.Errorf("not a font: a table directory of %d tables in %d bytes", n, len(out))
	}
	set := func(table []byte, at int, v int16) { binary.BigEndian.PutUint16(table[at:], uint16(v)) }
	var head []byte
	found := 0
	for i := range n {
		rec := out[12+16*i:]
		tag, off, size := string(rec[:4]), int(binary.BigEndian.Uint32(rec[8:])), int(binary.BigEndian.Uint32(rec[12:]))
		if off < 0 || size < 0 || off+size > len(out) {
			return nil, fmt.Errorf("the table %q lies outside the font", tag)
		}
		table := out[off : off+size]
		switch tag {
		case "hhea":
			if size < 10 {
				return nil, fmt.Errorf("a hhea table of %d bytes", size)
			}
			set(table, 4, ascender)
			set(table, 6, descender)
			set(table, 8, 0)
			found++
		case "OS/2":
			if size < 78 {
				return nil, fmt.Errorf("an OS/2 table of %d bytes", size)
			}
			set(table, 68, ascender)  // sTypoAscender
			set(table, 70, descender) // sTypoDescender
			set(table, 72, 0)         // sTypoLineGap
			set(table, 74, ascender)  // usWinAscent
			set(table, 76, -descender)
			found++
		case "head":
			if size < 12 {
				return nil, fmt.Errorf("a head table of %d bytes", size)
			}
			head = table
			binary.BigEndian.PutUint32(head[8:], 0) // checkSumAdjustment, summed below
		default:
			continue
		}
		// The table's checksum, over its padded length.
		padded := out[off:min(len(out), off+(size+3)&^3)]
		binary.BigEndian.PutUint32(rec[4:], sum32(padded))
	}
	if found != 2 || head == nil {
		return nil, fmt.Errorf("the font lacks hhea, OS/2 or head")
	}
	binary.BigEndian.PutUint32(head[8:], 0xB1B0AFBA-sum32(out))
	return out, nil
}

// sum32 is the sum of b's big-endian 32-bit words, the last padded with zeros.
func sum32(b []byte) uint32 {
	var s uint32
	for i := 0; i < len(b); i += 4 {
		var w [4]byte
		copy(w[:], b[i:])
		s += binary.BigEndian.Uint32(w[:])
	}
	return s
}
