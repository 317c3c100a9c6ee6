package main

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
	"unicode"

	"github.com/go-text/typesetting/font"

	"github.com/jasstafel/jasstafel/assets/webfont"
)

// The web font keeps the Chinese characters of Japanese and Korean names and of everyday Chinese,
// and no other: family names with the forms only Japanese writes (髙, 﨑, 邉), Korean hanja, the
// iteration mark of 佐々木, and common Chinese names draw; no character of the font is one the
// rule leaves out (so the size the README gives is the rule's), and the rare forms are gone.
func TestTheWebFontKeepsTheChineseCharactersOfNames(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("..", webfont.FileName))
	if err != nil {
		t.Fatal(err)
	}
	f, err := font.ParseTTF(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"髙橋", "山﨑", "佐々木", "渡邉", "草彅", "曺", "裴", "鄭", "张伟", "李娜", "王芳", "刘洋", "陈静", "山田太郎"} {
		for _, r := range name {
			if _, ok := f.NominalGlyph(r); !ok || !keptHan(r) {
				t.Errorf("%q of %s: in the font %v, kept by the rule %v", r, name, ok, keptHan(r))
			}
		}
	}
	han := 0
	it := f.Cmap.Iter()
	for it.Next() {
		r, _ := it.Char()
		if unicode.Is(unicode.Han, r) {
			han++
			if !keptHan(r) {
				t.Errorf("the font has %q (U+%04X), which the rule leaves out: go run ./assets/webfont/gen", r, r)
			}
		}
	}
	for _, r := range "\u3400\u4DB5龘丟" { // Extension A, and forms neither Japanese, Korean nor everyday Chinese write
		if keptHan(r) {
			t.Errorf("%q (U+%04X) is kept", r, r)
		}
	}
	if han < 8000 || han > 9500 {
		t.Errorf("the font has %d Chinese characters, want about 8,800", han)
	}
	t.Logf("%d Chinese characters", han)
}
