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

// BenchmarkWrappedLabel: a sentence set in a wrapped label 380 wide and laid out, in English,
// Korean and Japanese (with its places to break), with the system's fonts for kana, kanji and
// Hangul (Noto Sans CJK here) and with the web font the window app takes for them. Each text is
// new (a count at its end), as a status line is after a tap, so that Fyne measures it afresh; Fyne
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
				if fonts == "web" {
					withWebFont(b, data)
				}
				test.NewTempApp(b).Settings().SetTheme(NewTheme())
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

// withWebFont makes data the theme's web font, as the window app takes it for Korean and
// Japanese, until tb ends.
func withWebFont(tb testing.TB, data []byte) {
	UseWebFont(data)
	tb.Cleanup(func() { webFont.Store(nil); lettering.reload() })
}

// theWebFont is the web font of assets/webfont.
func theWebFont(tb testing.TB) []byte {
	tb.Helper()
	data, err := os.ReadFile("../../assets/webfont/" + webfont.FileName)
	if err != nil {
		tb.Fatal(err)
	}
	return data
}

// withTheWebFont makes the web font of assets/webfont the theme's until tb ends, as the window
// app takes it for Japanese and Korean.
func withTheWebFont(tb testing.TB) { tb.Helper(); withWebFont(tb, theWebFont(tb)) }
