package translations

import (
	"encoding/json"
	"io/fs"
	"regexp"
	"sort"
	"strings"
	"testing"
)

// languages are the codes of the files the app ships.
var languages = []string{"en", "de", "fr", "it", "ko", "ja", "uk"}

// glossaryTerm is one Jass word and how each language spells it. Players look for the words
// of the reference articles in their language, so a term has one spelling per file.
type glossaryTerm struct {
	name string
	// keys are the strings that name the term, in every language.
	keys []string
	// spelling is, per language, the lower-case spelling (a stem where the word is declined)
	// that each of keys contains.
	spelling map[string]string
	// forbidden are, per language, other spellings of the term (regular expressions, matched
	// on lower-case text) that no string of the file may contain.
	forbidden map[string]string
}

// glossary holds the words of the reference articles (Korean, Japanese, Ukrainian) and the
// spellings chosen where an article gives none, next to the four Western languages.
var glossary = []glossaryTerm{
	{
		name: "Schieber", keys: []string{"mode.schieber"},
		spelling: map[string]string{"en": "schieber", "de": "schieber", "fr": "chibre", "it": "schieber",
			"ko": "쉬버", "ja": "シーバー", "uk": "шибер"},
		forbidden: map[string]string{"fr": "schieber", "ko": "시버", "ja": "シーベル|シバー", "uk": "шібер|шиббер"},
	},
	{
		name: "Coiffeur", keys: []string{"mode.coiffeur"},
		spelling: map[string]string{"en": "coiffeur", "de": "coiffeur", "fr": "coiffeur", "it": "coiffeur",
			"ko": "쿠아푀르", "ja": "コワフール", "uk": "гвафер"},
		forbidden: map[string]string{"ko": "코아푀르|쿠아퍼", "ja": "クワフ|コアフ", "uk": "куафер|коафер"},
	},
	{
		name: "Differenzler", keys: []string{"mode.differenzler"},
		spelling: map[string]string{"en": "differenzler", "de": "differenzler", "fr": "differenzler", "it": "differenzler",
			"ko": "디퍼렌츨러", "ja": "ディフェレンツラー", "uk": "диференцлер"},
		forbidden: map[string]string{"ko": "디페렌", "ja": "ディファレン", "uk": "дифференц"},
	},
	// Obenabe and Undenufe stay in Latin letters in Japanese and Ukrainian, on purpose: the
	// Japanese and Ukrainian reference articles on Jass write them so,
	// as names of the Swiss contracts with no word of their own, and a player who learned from
	// them looks for "Obenabe" on the button. A transliteration (オーベナーベ, обенабе) is what
	// the forbidden lists keep out. Korean has its own spelling in the Korean article.
	{
		name: "Obenabe", keys: []string{"contract.obenabe", "preset.seed", "preset.swisslos"},
		spelling: map[string]string{"en": "obenabe", "de": "obenabe", "fr": "obenabe", "it": "obenabe",
			"ko": "오벤아베", "ja": "obenabe", "uk": "obenabe"},
		forbidden: map[string]string{"ko": "오베나베", "ja": "オー?ベー?ナー?ベ", "uk": "обенабе"},
	},
	{
		name: "Undenufe", keys: []string{"contract.undenufe", "preset.seed", "preset.swisslos"},
		spelling: map[string]string{"en": "undenufe", "de": "undenufe", "fr": "undenufe", "it": "undenufe",
			"ko": "운덴우페", "ja": "undenufe", "uk": "undenufe"},
		forbidden: map[string]string{"ko": "운데누페", "ja": "ウンデヌー?フェ", "uk": "унденуфе"},
	},
	{
		name: "Weis", keys: []string{"game.weisFor", "history.weis", "new.explainRules", "rule.weisInvalid",
			"rule.weisNotHeld", "rule.weisOff", "rule.weisOverlap", "rule.weisTwoTeams",
			"weis.noneYet", "weis.noneCounts", "weis.refuseOff", "weis.refuseTaken", "weis.refuseOverlap", "weis.refuseTooMany"},
		spelling: map[string]string{"en": "weis", "de": "weis", "fr": "weis", "it": "weis",
			"ko": "바이스", "ja": "手役", "uk": "віс"},
		forbidden: map[string]string{"ja": "バイス|ヴァイス", "uk": "вайс|вейс"},
	},
	// Stöck stays in Latin letters in Japanese (the Japanese article writes "Stöck", explained
	// as 王とオーバーのペア, the King and Ober of trumps); the Ukrainian article has its own word,
	// штьок, which the Ukrainian file uses.
	{
		name: "Stöck", keys: []string{"game.stoeck", "new.explainRules", "rule.stoeckNoTrump", "rule.stoeckOff"},
		spelling: map[string]string{"en": "stöck", "de": "stöck", "fr": "stöck", "it": "stöck",
			"ko": "슈퇴크", "ja": "stöck", "uk": "штьок"},
		forbidden: map[string]string{"ko": "슈톡|스퇴크", "ja": "シュテック|シュトック", "uk": "штек|шток"},
	},
	{
		name: "Match", keys: []string{"game.match", "new.matchCounts", "rule.matchMismatch"},
		spelling: map[string]string{"en": "match", "de": "match", "fr": "match", "it": "match",
			"ko": "마치", "ja": "マッチ", "uk": "мач"},
		forbidden: map[string]string{"ko": "매치", "uk": "матч"},
	},
	{
		name: "Kontermatsch", keys: []string{"game.kontermatsch"},
		spelling: map[string]string{"en": "kontermatsch", "de": "kontermatsch", "fr": "contre-match", "it": "contromatch",
			"ko": "콘터마치", "ja": "コンターマッチ", "uk": "контрмач"},
		forbidden: map[string]string{"ko": "콘터매치", "uk": "контерма|контрматч"},
	},
	{
		name: "Puur (trump Under)", keys: []string{"rule.followTrump"},
		spelling: map[string]string{"en": "puur", "de": "puur", "fr": "bour", "it": "puur",
			"ko": "바우어", "ja": "切り札のウンダー", "uk": "козирного нижника"},
		forbidden: map[string]string{"ko": "푸어", "ja": "プール", "uk": "пур"},
	},
	{
		name: "trump", keys: []string{"rule.followTrump", "rule.stoeckNoTrump", "rule.stoeckNotHeld", "diff.pickTrump", "diff.trumpMismatch"},
		spelling: map[string]string{"en": "trump", "de": "trumpf", "fr": "atout", "it": "atout",
			"ko": "으뜸패", "ja": "切り札", "uk": "козир"},
		// Not 트럼프 or トランプ: those also mean a deck of (French) cards.
		forbidden: map[string]string{"uk": "трамп"},
	},
	{
		// Nothing is forbidden: King and Queen are right for the cards of the French deck.
		name: "König and Ober (the Stöck)", keys: []string{"rule.stoeckNotHeld"},
		spelling: map[string]string{"en": "king", "de": "ober", "fr": "roi", "it": "re ",
			"ko": "킹과 오버", "ja": "王とオーバー", "uk": "короля й вишника"},
	},
	{
		// A Weis of the four cards of a rank: one word in the Weis dialog, the referee's answers
		// and the engine's refusals (the referee's texts had their own: "같은 숫자 넷", "4 枚組",
		// "чотири однакові", "Vierling" beside "Viergleiche").
		name: "Four of a kind", keys: []string{"illegal.weisInvalid", "referee.byQuartet", "referee.weisMixed",
			"referee.weisQuartetShort", "referee.weisShort", "weis.byQuartetFirst", "weis.quartetKind", "weisReason.quartetFirst"},
		spelling: map[string]string{"en": "four of a kind", "de": "vier gleiche", "fr": "carré", "it": "poker",
			"ko": "포카드", "ja": "フォーカード", "uk": "каре"},
		forbidden: map[string]string{"de": "viergleiche|vierling", "ko": "같은 숫자 (넷|네 장)", "ja": "4 ?枚組|続き札",
			"uk": "чотири однакові|чотирьох однакових"},
	},
	{
		name: "Slalom", keys: []string{"contract.slalom", "contract.slalomObenabe", "contract.slalomUndenufe", "preset.jasspro"},
		spelling: map[string]string{"en": "slalom", "de": "slalom", "fr": "slalom", "it": "slalom",
			"ko": "슬라롬", "ja": "スラローム", "uk": "слалом"},
		forbidden: map[string]string{"ko": "슬랄롬", "ja": "スラロム"},
	},
	{
		name: "Guschti", keys: []string{"contract.guschti"},
		spelling: map[string]string{"en": "guschti", "de": "guschti", "fr": "guschti", "it": "guschti",
			"ko": "구슈티", "ja": "グシュティ", "uk": "гушті"},
	},
	{
		name: "schieben", keys: []string{"game.pushed", "history.pushed"},
		spelling: map[string]string{"en": "pushed", "de": "geschoben", "fr": "chibré", "it": "passato",
			"ko": "쉬벤", "ja": "ゆずる", "uk": "шибен"},
		forbidden: map[string]string{"ko": "시벤", "ja": "シーベン"},
	},
	{
		name: "the score board", keys: []string{"settings.board"},
		spelling: map[string]string{"en": "board", "de": "tafel", "fr": "tableau", "it": "lavagna",
			"ko": "점수판", "ja": "黒板", "uk": "дошка"},
		forbidden: map[string]string{"ko": "칠판"},
	},
	{
		name: "trick", keys: []string{"new.explainRules", "rule.cardCount"},
		spelling: map[string]string{"en": "trick", "de": "stich", "fr": "pli", "it": "prese",
			"ko": "트릭", "ja": "トリック", "uk": "взят"},
	},
	{
		name: "Vorhand", keys: []string{"board.vorhand", "game.vorhand"},
		spelling: map[string]string{"en": "vorhand", "de": "vorhand", "fr": "avant-main", "it": "di mano",
			"ko": "포어한트", "ja": "フォアハント", "uk": "форганд"},
	},
	{
		name: "Schellen", keys: []string{"suit.schellen", "settings.skinNote", "new.starter"},
		spelling: map[string]string{"en": "schellen", "de": "schellen", "fr": "schellen", "it": "schellen",
			"ko": "셸렌", "ja": "鈴", "uk": "дзвоник"},
		forbidden: map[string]string{"ja": "シェレン", "uk": "шеллен"},
	},
	{
		name: "Schilten", keys: []string{"suit.schilten", "settings.skinNote"},
		spelling: map[string]string{"en": "schilten", "de": "schilten", "fr": "schilten", "it": "schilten",
			"ko": "쉴텐", "ja": "盾", "uk": "щит"},
		forbidden: map[string]string{"ko": "실텐", "ja": "シルテン", "uk": "шильтен"},
	},
	{
		name: "Rosen", keys: []string{"suit.rosen", "settings.skinNote"},
		spelling: map[string]string{"en": "rosen", "de": "rosen", "fr": "rosen", "it": "rosen",
			"ko": "로젠", "ja": "野バラ", "uk": "троянд"},
		forbidden: map[string]string{"ja": "ローゼン", "uk": "розен"},
	},
	{
		name: "Eicheln", keys: []string{"suit.eicheln", "settings.skinNote"},
		spelling: map[string]string{"en": "eicheln", "de": "eicheln", "fr": "eicheln", "it": "eicheln",
			"ko": "아이헬", "ja": "ドングリ", "uk": "жолуд"},
		forbidden: map[string]string{"ko": "아이헬른", "ja": "アイヒェルン", "uk": "айхельн"},
	},
}

// load reads one language file.
func load(t *testing.T, code string) map[string]string {
	t.Helper()
	b, err := fs.ReadFile(FS, code+".json")
	if err != nil {
		t.Fatal(err)
	}
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(b, &raw); err != nil {
		t.Fatalf("%s.json: %v", code, err)
	}
	// A sentence with a count is given as its plural forms: all of them are its text.
	m := make(map[string]string, len(raw))
	for k, v := range raw {
		var s string
		if json.Unmarshal(v, &s) == nil {
			m[k] = s
			continue
		}
		var forms map[string]string
		if err := json.Unmarshal(v, &forms); err != nil {
			t.Fatalf("%s.json: %s is neither a sentence nor plural forms: %v", code, k, err)
		}
		var texts []string
		for _, f := range []string{"zero", "one", "two", "few", "many", "other"} {
			if forms[f] != "" {
				texts = append(texts, forms[f])
			}
		}
		m[k] = strings.Join(texts, "\n")
	}
	return m
}

// Every file spells each Jass term one way: the glossary's spelling wherever the term is named,
// and none of its other spellings anywhere.
func TestOneSpellingPerTerm(t *testing.T) {
	for _, code := range languages {
		t.Run(code, func(t *testing.T) {
			m := load(t, code)
			for _, term := range glossary {
				want, ok := term.spelling[code]
				if !ok {
					t.Errorf("%s: the glossary has no %s spelling", term.name, code)
					continue
				}
				for _, k := range term.keys {
					v, ok := m[k]
					if !ok {
						t.Errorf("%s: no key %s", term.name, k)
						continue
					}
					if !strings.Contains(strings.ToLower(v), want) {
						t.Errorf("%s: %s = %q does not write %q", term.name, k, v, want)
					}
				}
				bad, ok := term.forbidden[code]
				if !ok {
					continue
				}
				re := regexp.MustCompile(bad)
				for k, v := range m {
					if w := re.FindString(strings.ToLower(v)); w != "" {
						t.Errorf("%s: %s = %q writes %q, not %q", term.name, k, v, w, want)
					}
				}
			}
		})
	}
}

// The forbidden spellings catch what they are meant to: the variants that were in the files.
func TestForbiddenSpellingsMatchOldVariants(t *testing.T) {
	old := map[string][]string{
		"ko": {"시버", "매치", "오베나베", "슬랄롬", "실텐", "아이헬른", "푸어"},
		"ja": {"オベナベ", "オーベナーベ", "バイス", "シュテック", "シェレン", "プール"},
		"uk": {"куафер", "матч", "вайс", "контерматч", "обенабе", "шеллен"},
	}
	for code, words := range old {
		for _, w := range words {
			caught := false
			for _, term := range glossary {
				if bad, ok := term.forbidden[code]; ok && regexp.MustCompile(bad).MatchString(w) {
					caught = true
				}
			}
			if !caught {
				t.Errorf("%s: %q is not forbidden by any term", code, w)
			}
		}
	}
}

// Every language file has the same keys as the English one.
func TestEveryLanguageHasTheSameKeys(t *testing.T) {
	en := load(t, "en")
	files, err := fs.Glob(FS, "*.json")
	if err != nil {
		t.Fatal(err)
	}
	if len(files) != len(languages) {
		t.Errorf("%d language files, want %d: %v", len(files), len(languages), files)
	}
	for _, code := range languages[1:] {
		m := load(t, code)
		var missing, extra []string
		for k := range en {
			if _, ok := m[k]; !ok {
				missing = append(missing, k)
			}
		}
		for k := range m {
			if _, ok := en[k]; !ok {
				extra = append(extra, k)
			}
		}
		sort.Strings(missing)
		sort.Strings(extra)
		if len(missing)+len(extra) > 0 {
			t.Errorf("%s.json lacks %v and has extra %v", code, missing, extra)
		}
	}
}
