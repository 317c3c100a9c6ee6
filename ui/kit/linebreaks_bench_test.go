package kit

import (
	"fmt"
	"os"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/jasstafel/jasstafel/assets/webfont"
)

// webFontTheme is the app's theme with the web font before Fyne's text font, as the web app
// has it once the page has handed the font over (themefont_js.go).
type webFontTheme struct {
	fyne.Theme
	font fyne.Resource
}

func (t webFontTheme) Font(s fyne.TextStyle) fyne.Resource {
	if s.Monospace || s.Symbol {
		return t.Theme.Font(s)
	}
	return t.font
}

// BenchmarkWrappedLabel: a sentence set in a wrapped label 380 wide and laid out, in English,
// Korean and Japanese (with its places to break), with the window app's fonts (kana, kanji and
// Hangul from the system's, Noto Sans CJK here) and with the web font. Each text is new (a
// count at its end), as a status line is after a tap, so that Fyne measures it afresh; Fyne
// builds a font's HarfBuzz tables again for every piece it measures, which costs most with a
// large system font.
func BenchmarkWrappedLabel(b *testing.B) {
	data, err := os.ReadFile("../../assets/webfont/" + webfont.FileName)
	if err != nil {
		b.Fatal(err)
	}
	sentences := []struct{ lang, text string }{
		{"en", "The holder of the seven of clubs leads the first trick. Type the players' names to begin."},
		{"ko", "클럽 7을 가진 사람이 첫 트릭을 이끕니다. 시작하려면 선수 이름을 입력하세요."},
		{"ja", JapaneseBreaks("クラブの7（鈴の7）を持っている人が最初のトリックを出します。名前を入力してください。")},
	}
	for _, fonts := range []string{"system", "web"} {
		for _, s := range sentences {
			b.Run(s.lang+"/"+fonts, func(b *testing.B) {
				a := test.NewTempApp(b)
				if fonts == "web" {
					a.Settings().SetTheme(webFontTheme{NewTheme(), fyne.NewStaticResource(webfont.FileName, data)})
				} else {
					a.Settings().SetTheme(NewTheme())
				}
				l := widget.NewLabel("")
				l.Wrapping = fyne.TextWrapWord
				i := 0
				for b.Loop() {
					i++
					l.SetText(fmt.Sprintf("%s %d", s.text, i))
					l.Resize(fyne.NewSize(380, 400))
				}
			})
		}
	}
}
