package kit

import (
	"encoding/json"
	"maps"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/jasstafel/jasstafel/translations"
)

// show writes the marks of JapaneseBreaks as "|".
func show(s string) string { return strings.ReplaceAll(s, string(BreakHere), "|") }

func TestJapaneseBreaksWhereALineMayBreak(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"新しいゲーム", "新|し|い|ゲー|ム"},
		{"入力してください。", "入|力|し|て|く|だ|さ|い。"},
		{"クラブの7（鈴の7）を持っている人", "ク|ラ|ブ|の|7|（鈴|の|7）|を|持っ|て|い|る|人"},
		{"計算完了: %d 枚、%s 秒", "計|算|完|了: %d 枚、|%s 秒"},
		{"第%dディール", "第|%d|ディー|ル"},
		{"（×2〜×7、5000点まで）", "（×2〜|×7、|5000|点|ま|で）"},
		{"JassPro（スラローム ×4 付き）", "JassPro|（ス|ラ|ロー|ム ×4 付|き）"},
		{"「はい」、それで…", "「は|い」、|そ|れ|で…"},
		{"ショップ・チャート", "ショッ|プ・|チャー|ト"},
		{"Obenabe ×3, Undenufe ×4", "Obenabe ×3, Undenufe ×4"},
		{"", ""},
	} {
		got := JapaneseBreaks(c.text)
		if show(got) != c.want {
			t.Errorf("JapaneseBreaks(%q) = %q, want %q", c.text, show(got), c.want)
		}
		if Plain(got) != c.text {
			t.Errorf("Plain(JapaneseBreaks(%q)) = %q", c.text, Plain(got))
		}
	}
}

// Only the Japanese texts are prepared, every text and plural form of them, and what the app
// reads is the same text with the marks taken out.
func TestPrepareTextsMarksEveryJapaneseText(t *testing.T) {
	raw, prepared := japaneseTexts(t)
	var before, after map[string]any
	if err := json.Unmarshal(raw, &before); err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(prepared, &after); err != nil {
		t.Fatal(err)
	}
	marked := 0
	for key, v := range before {
		for form, text := range forms(v) {
			got := forms(after[key])[form]
			if Plain(got) != text || got != JapaneseBreaks(text) {
				t.Errorf("%s %s: %q became %q", key, form, text, got)
			}
			if got != text {
				marked++
			}
		}
	}
	if marked < len(before)/2 {
		t.Errorf("only %d of %d Japanese texts have a place to break", marked, len(before))
	}
	de, _ := translations.FS.ReadFile("de.json")
	if same, err := PrepareTexts("de", de); err != nil || string(same) != string(de) {
		t.Errorf("the German texts were changed (%v)", err)
	}
	if _, err := PrepareTexts("ja", []byte("{")); err == nil {
		t.Error("a broken file of texts was taken")
	}
}

// japaneseTexts are the Japanese translations as the file has them and as the app loads them.
func japaneseTexts(t *testing.T) (raw, prepared []byte) {
	t.Helper()
	raw, err := translations.FS.ReadFile("ja.json")
	if err != nil {
		t.Fatal(err)
	}
	prepared, err = PrepareTexts("ja", raw)
	if err != nil {
		t.Fatal(err)
	}
	return raw, prepared
}

// forms are a translation's texts by plural form ("" for a plain text).
func forms(v any) map[string]string {
	out := map[string]string{}
	switch t := v.(type) {
	case string:
		out[""] = t
	case map[string]any:
		for k, f := range t {
			out[k], _ = f.(string)
		}
	}
	return out
}

// The mark of a place to break takes no room in the theme's text after a Latin letter, a digit
// or a suit, regular, bold or italic; after kana, drawn in the system's font for them here
// (Noto Sans CJK), it keeps that font's hair space, under a tenth of the text's size. The web
// font gives it none (TestWebFontBreakMarkHasNoWidth in assets/webfont).
func TestTheMarkToBreakHasNoWidth(t *testing.T) {
	test.NewTempApp(t).Settings().SetTheme(NewTheme())
	mark := string(BreakHere)
	for _, style := range []fyne.TextStyle{{}, {Bold: true}, {Italic: true}} {
		for _, pair := range [][2]string{{"ab", "a" + mark + "b"}, {"7b", "7" + mark + "b"}, {"♠b", "♠" + mark + "b"}, {"あい", "あ" + mark + "い"}} {
			plain, marked := fyne.MeasureText(pair[0], 14, style), fyne.MeasureText(pair[1], 14, style)
			limit := float32(0)
			if pair[0] == "あい" {
				limit = 1.4
			}
			if marked.Width-plain.Width > limit {
				t.Errorf("%+v: %q is %.2f wide, with the mark %.2f", style, pair[0], plain.Width, marked.Width)
			}
		}
	}
}

// Every Japanese text of the app, wrapped in a label as the screens wrap their sentences, breaks
// its lines only where Japanese may: no line begins with "。", "、", "ー", a small kana or a
// closing bracket, none ends with an opening one, and no character is lost. (Without the marks,
// "ジョーカー" broke before its last "ー" and "ルールブック" before "ック".) Fyne measures
// Japanese slowly (it builds the font's HarfBuzz tables again for every piece of text it
// measures: 10 ms a label here), so one text in three, in the order of their keys, is laid out
// at a phone's narrowest label, one in twelve also wider, and under the race detector one in a
// hundred, with those two always.
func TestJapaneseLabelsBreakWhereJapaneseMay(t *testing.T) {
	test.NewTempApp(t).Settings().SetTheme(NewTheme())
	_, prepared := japaneseTexts(t)
	var texts map[string]any
	if err := json.Unmarshal(prepared, &texts); err != nil {
		t.Fatal(err)
	}
	label := widget.NewLabel("")
	label.Wrapping = fyne.TextWrapWord
	wrapped, n, stride := 0, 0, 3
	if raceDetector {
		stride = 100
	}
	for _, key := range slices.Sorted(maps.Keys(texts)) {
		v := texts[key]
		if n++; n%stride != 0 && key != "coiffeur.joker" && key != "rulebook.title" {
			continue
		}
		widths := []float32{110}
		if n%12 == 0 {
			widths = append(widths, 200)
		}
		for _, text := range forms(v) {
			for _, width := range widths {
				label.SetText(text)
				label.Resize(fyne.NewSize(width, 2000))
				rows := labelRows(label)
				if len(rows) > 1 {
					wrapped++
				}
				for i, row := range rows {
					r := []rune(row)
					if len(r) == 0 {
						continue
					}
					if i > 0 && strings.ContainsRune(noLineStart, r[0]) {
						t.Errorf("%s at %.0f: line %d begins with %q: %q", key, width, i+1, r[0], rows)
					}
					if i < len(rows)-1 && strings.ContainsRune(noLineEnd, r[len(r)-1]) {
						t.Errorf("%s at %.0f: line %d ends with %q: %q", key, width, i+1, r[len(r)-1], rows)
					}
				}
				squeeze := func(s string) string { return strings.Join(strings.Fields(Plain(s)), "") }
				if got, want := squeeze(strings.Join(rows, "")), squeeze(text); got != want {
					t.Errorf("%s at %.0f: the lines %q do not hold the text %q", key, width, rows, want)
				}
			}
		}
	}
	if min := 300 / stride; wrapped < min {
		t.Errorf("only %d texts took more than one line: the widths do not test the breaks", wrapped)
	}
}

// labelRows is the text of each line a wrapped label draws.
func labelRows(l *widget.Label) []string {
	var rows []string
	for _, o := range test.WidgetRenderer(l).Objects() {
		rich, ok := o.(*widget.RichText)
		if !ok {
			continue
		}
		for _, x := range test.WidgetRenderer(rich).Objects() {
			if text, ok := x.(*canvas.Text); ok {
				rows = append(rows, text.Text)
			}
		}
	}
	return rows
}
