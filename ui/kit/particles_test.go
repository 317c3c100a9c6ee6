package kit

import (
	"testing"

	"fyne.io/fyne/v2/lang"
)

func TestSprintfPicksTheKoreanParticleTheValueTakes(t *testing.T) {
	for _, c := range []struct {
		format string
		args   []any
		want   string
	}{
		{"%s이(가) 으뜸패를 고르세요", []any{"민지"}, "민지가 으뜸패를 고르세요"},
		{"%s이(가) 으뜸패를 고르세요", []any{"서연"}, "서연이 으뜸패를 고르세요"},
		{"%s은(는) 이제 %s입니다", []any{"준호", "현우"}, "준호는 이제 현우입니다"},
		{"%s은(는) 이제 %s입니다", []any{"민준", "현우"}, "민준은 이제 현우입니다"},
		{"%s을(를) 가져오지 못했습니다", []any{"games.json"}, "games.json을(를) 가져오지 못했습니다"},
		{"%s을(를) 냅니다", []any{"KRW 1.20"}, "KRW 1.20을 냅니다"}, // the digit after the point read alone: 영
		{"%s을(를) 냅니다", []any{"KRW 1.25"}, "KRW 1.25를 냅니다"},
		{"트릭 %d은(는) %s(으)로 합니다.", []any{1, "오베나베"}, "트릭 1은 오베나베로 합니다."},
		{"트릭 %d은(는) %s(으)로 합니다.", []any{2, "스페이드"}, "트릭 2는 스페이드로 합니다."},
		{"점수 합계가 %d(으)로", []any{160}, "점수 합계가 160으로"},
		{"점수 합계가 %d(으)로", []any{151}, "점수 합계가 151로"},
		{"점수 합계가 %d(으)로", []any{153}, "점수 합계가 153으로"},
		{"%s(으)로 합니다", []any{"서울"}, "서울로 합니다"},
		{"%s(으)로 합니다", []any{"부산"}, "부산으로 합니다"},
		{"손패에 %s이(가) 있습니다", []any{"♠A"}, "손패에 ♠A가 있습니다"},
		{"손패에 %s이(가) 있습니다", []any{"♥10"}, "손패에 ♥10이 있습니다"},
		{"손패에 %s이(가) 있습니다", []any{"♥K"}, "손패에 ♥K가 있습니다"},
		{"손패에 %s이(가) 있습니다", []any{"♦6"}, "손패에 ♦6이 있습니다"},
		{"손패에 %s이(가) 있습니다", []any{"♣9"}, "손패에 ♣9가 있습니다"},
		{"%s이(가) 있습니다", []any{"스페이드 킹"}, "스페이드 킹이 있습니다"},
		{"%s이(가) 있습니다", []any{"‘민지’"}, "‘민지’가 있습니다"},
		{"%s이(가) 두 번", []any{"Anna"}, "Anna이(가) 두 번"}, // a Latin name: how it ends is not known
		{"%s, %s와(과) 으뜸패 하나", []any{"오베나베", "운데누페"}, "오베나베, 운데누페와 으뜸패 하나"},
		{"%s, %s와(과) 으뜸패 하나", []any{"오베나베", "슬랄롬"}, "오베나베, 슬랄롬과 으뜸패 하나"},
		{"%s이(가) %s을(를)", []any{"민지", "서연"}, "민지가 서연을"},
		{"%s이(가) 있습니다", []any{"A"}, "A가 있습니다"},                             // a letter alone begins the text
		{"%d은(는)", []any{100}, "100은"}, {"%d은(는)", []any{10000}, "10000은"}, // 백, 만
		{"%d은(는)", []any{0}, "0은"}, {"%d은(는)", []any{12}, "12는"}, // 영, 십이
		{"(%d)", []any{3}, "(3)"}, // brackets of other kinds are left alone
		{"Game %d of %s (solo)", []any{2, "Anna"}, "Game 2 of Anna (solo)"},
	} {
		if got := Sprintf(c.format, c.args...); got != c.want {
			t.Errorf("Sprintf(%q, %v) = %q, want %q", c.format, c.args, got, c.want)
		}
	}
}

// Language is the language of the translations loaded last, as the texts are: the system's
// variables changed afterwards (tests and the window set LANGUAGE; a bare system says "C")
// change neither, so numbers and days speak as the texts around them do.
func TestLanguageIsTheLanguageOfTheTexts(t *testing.T) {
	t.Cleanup(func() {
		if err := UseLanguage("en"); err != nil {
			t.Error(err)
		}
	})
	t.Setenv("LANGUAGE", "fr")
	if err := UseLanguage("fr"); err != nil {
		t.Fatal(err)
	}
	t.Setenv("LANGUAGE", "en")
	t.Setenv("LC_ALL", "C")
	if got, text := Language(), lang.X("dialog.close", "Close"); got != "fr" || text != "Fermer" {
		t.Errorf("after the system's variables changed: Language %q, the texts %q; want fr and Fermer", got, text)
	}
	t.Setenv("LANGUAGE", "de")
	if err := UseLanguage("de"); err != nil {
		t.Fatal(err)
	}
	if got := Language(); got != "de" {
		t.Errorf("after German was chosen: Language %q", got)
	}
}

// French writes "de" before a vowel as "d’": the French texts put names after "de"
// ("Points de cartes de %s"), which read "de Amélie".
func TestSprintfElidesFrenchDeBeforeAVowel(t *testing.T) {
	for _, c := range []struct {
		format string
		args   []any
		want   string
	}{
		{"Points de cartes de %s", []any{"Amélie"}, "Points de cartes d’Amélie"},
		{"Annonce de %s", []any{"Bruno"}, "Annonce de Bruno"},
		{"Annonce de %s", []any{"Heidi"}, "Annonce de Heidi"},
		{"Annonce de %s", []any{"Ueli"}, "Annonce d’Ueli"},
		{"Annonce de %s", []any{"Œdipe"}, "Annonce d’Œdipe"},
		{"Annonce de %s", []any{"Yves"}, "Annonce d’Yves"},
		{"Annonce de %s", []any{""}, "Annonce de "},
		{"%s est déjà dans le Weis de %s.", []any{"♠ As", "Emil"}, "♠ As est déjà dans le Weis d’Emil."},
		{"%s est déjà dans le Weis de %s.", []any{"Anna", "Reto"}, "Anna est déjà dans le Weis de Reto."},
		{"Touchez les neuf cartes de la main de %s : %d sur 9", []any{"Isa", 3}, "Touchez les neuf cartes de la main d’Isa : 3 sur 9"},
		{"Victoire de %s, %s", []any{"Amélie & Odile", "1200 : 900"}, "Victoire d’Amélie & Odile, 1200 : 900"},
		{"Une suite de %d à %s", []any{8, "As"}, "Une suite de 8 à As"},
		{"Runde %s", []any{"eins"}, "Runde eins"},
		{"(de %s)", []any{"Anna"}, "(d’Anna)"},
		{"100 %% de %s", []any{"Anna"}, "100 % d’Anna"},
		{"de %5s", []any{"Anna"}, "d’ Anna"},
		{"de %[1]s", []any{"Anna"}, "de Anna"},
		{"Carte di %s", []any{"Anna"}, "Carte di Anna"},
	} {
		if got := Sprintf(c.format, c.args...); got != c.want {
			t.Errorf("Sprintf(%q, %v) = %q, want %q", c.format, c.args, got, c.want)
		}
	}
}

// A name with a letter of a right-to-left script is set off with the left-to-right mark on either
// side, in Sprintf's values and in the teams' names; every other name, and every value that is
// no text, is left as it is. The marks are what keeps the signs beside the name on their side of
// it in Fyne's text, whose drawing the web test of the names checks.
func TestRightToLeftNamesAreSetOff(t *testing.T) {
	const m = "\u200e"
	for _, c := range []struct {
		format string
		args   []any
		want   string
	}{
		{"%s: %s", []any{"محمد", "–"}, m + "محمد" + m + ": –"},
		{"%s: %d", []any{"שרה", 57}, m + "שרה" + m + ": 57"},
		{"%s & %s", []any{"Ueli", "דני"}, "Ueli & " + m + "דני" + m},
		{"%s: %s", []any{"Ueli", "Σοφία"}, "Ueli: Σοφία"},
		{"%s: %s", []any{"ศักดิ์ชัย", "민지"}, "ศักดิ์ชัย: 민지"},
		{"Runde %d", []any{1234}, "Runde 1234"},
		{"%s", []any{"Ali 2"}, "Ali 2"},
		{"%s", []any{"ދަނޑި"}, m + "ދަނޑި" + m}, // Thaana, also right to left
	} {
		if got := Sprintf(c.format, c.args...); got != c.want {
			t.Errorf("Sprintf(%q, %q) = %q, want %q", c.format, c.args, got, c.want)
		}
	}
	teams := TeamNames([]string{"محمد", "Ueli", "Sepp", "שרה"})
	if teams[0] != m+"محمد"+m+" & Sepp" || teams[1] != "Ueli & "+m+"שרה"+m {
		t.Errorf("TeamNames = %q", teams)
	}
	args := []any{"محمد"}
	Sprintf("%s", args...)
	if args[0] != "محمد" {
		t.Errorf("Sprintf changed its caller's value to %q", args[0])
	}
}
