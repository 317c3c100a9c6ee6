package coiffeur

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/jasstafel/jasstafel/tally"
	"github.com/jasstafel/jasstafel/ui/internal/fakestore"
	"github.com/jasstafel/jasstafel/ui/internal/roomhost"
	"github.com/jasstafel/jasstafel/ui/internal/uitest"
	"github.com/jasstafel/jasstafel/ui/kit"
	"github.com/jasstafel/jasstafel/ui/newgame"
)

// The Coiffeur's part of the new-game form (Setup), on the form as the table of modes offers
// it: the rows editor, the settings, teams or solo, and the game they start.

// openForm shows the new-game form on svc in a test window, offering the Coiffeur.
func openForm(t *testing.T, svc roomhost.FormService, size fyne.Size) *roomhost.Host {
	t.Helper()
	return roomhost.OpenForm(t, svc, size, newgame.Mode{Game: tally.Coiffeur, Label: Label, Setup: Setup})
}

// rowButtons are the buttons of the line of the rows editor that names row (e.g. "7. Joker"):
// multiplier down and up, move up and down, remove.
func rowButtons(t *testing.T, h *roomhost.Host, row string) (less, more, up, down, remove *widget.Button) {
	t.Helper()
	b := uitest.OnLine[*widget.Button](t, h.Win, row)
	if len(b) != 5 {
		t.Fatalf("the line %q has %d buttons", row, len(b))
	}
	return b[0], b[1], b[2], b[3], b[4]
}

func TestNewCoiffeurGame(t *testing.T) {
	t.Run("should start a team Coiffeur with the rows and options as changed", func(t *testing.T) {
		uitest.EachService(t, func(t *testing.T, svc roomhost.FormService) {
			u := openForm(t, svc, landscape)
			uitest.FillNames(t, u.Win, "Anna", "Beat", "Cla", "Dora")
			uitest.Choose(t, u.Win, "Add a row…", "Slalom")
			_, _, _, _, remove := rowButtons(t, u, "8. Joker")
			test.Tap(remove)
			_, _, up, _, _ := rowButtons(t, u, "8. Slalom")
			test.Tap(up)
			less, _, _, _, _ := rowButtons(t, u, "2. ♥ Hearts")
			test.Tap(less)
			_, more, _, _, _ := rowButtons(t, u, "8. Joker")
			test.Tap(more)
			uitest.Choose(t, u.Win, "Card points ÷ 10, rounded down", "Card points ÷ 10, rounded")
			uitest.Choose(t, u.Win, "A Match counts 257", "A Match counts 207")
			uitest.Choose(t, u.Win, "Nothing more", "The others get a Match's value")
			uitest.TapCheck(t, u.Win, "Weis")
			uitest.TapCheck(t, u.Win, "Stöck")
			uitest.Choose(t, u.Win, "Round the table", "Once, to the partner")
			uitest.Choose(t, u.Win, "Forbidden unless holding only trumps", "Who can overtrump must")
			uitest.Choose(t, u.Win, "The highest in the trick", "The lowest in the trick")
			for _, want := range []string{"Two teams · 16 deals", "Slalom ×9, Joker ×8", "♥ Hearts ×1,", "Weis and Stöck count", "Undertrumping: Who can overtrump must, against the lowest trump in the trick"} {
				if !strings.Contains(uitest.Texts(u.Win), want) {
					t.Errorf("the summary in %q does not say %q", uitest.Texts(u.Win), want)
				}
			}
			uitest.TapButton(t, u.Win, uitest.Button(t, u.Win, "Start the game", nil), "Start the game")
			v := u.Started(t, svc)
			simple := []string{"D", "H", "S", "C", "obenabe", "undenufe"}
			want := []tally.Row{
				{Name: "D", Multiplier: 1, Contracts: []string{"D"}}, {Name: "H", Multiplier: 1, Contracts: []string{"H"}},
				{Name: "S", Multiplier: 3, Contracts: []string{"S"}}, {Name: "C", Multiplier: 4, Contracts: []string{"C"}},
				{Name: "obenabe", Multiplier: 5, Contracts: []string{"obenabe"}}, {Name: "undenufe", Multiplier: 6, Contracts: []string{"undenufe"}},
				{Name: "slalom", Multiplier: 9, Contracts: []string{"slalom"}}, {Name: "joker", Multiplier: 8, Contracts: simple},
			}
			r := v.Game.Rules
			if v.Game.Mode != tally.Coiffeur || strings.Join(v.Game.Players, ",") != "Anna,Beat,Cla,Dora" {
				t.Errorf("mode %s, players %q", v.Game.Mode, v.Game.Players)
			}
			if !reflect.DeepEqual(r.Rows, want) {
				t.Errorf("rows %+v\nwant %+v", r.Rows, want)
			}
			if r.Solo || r.CoiffeurPoints != tally.CoiffeurDiv10Round || r.MatchBonus != 50 || r.CoiffeurKontermatsch != tally.KontermatschCredit ||
				!r.CoiffeurWeis || !r.Stoeck || r.CoiffeurPassing != tally.PassingToPartner || r.BoardView != "asWritten" ||
				r.Undertrump != tally.UndertrumpOvertrump || r.UndertrumpReference != tally.ReferenceLowest {
				t.Errorf("rules %+v", r)
			}
		})
	})

	// The variants of Guschti (and Mary) and Trio are asked for only while a row can be played
	// so, and stored with the game.
	t.Run("should ask for the Guschti and Trio variants only with such rows", func(t *testing.T) {
		svc := fakestore.New()
		u := openForm(t, svc, landscape)
		uitest.FillNames(t, u.Win, "Anna", "Beat", "Cla", "Dora")
		guschti, trio := "Guschti · Mary", "Trio"
		if uitest.Label(u.Win, guschti) != nil || uitest.Label(u.Win, trio) != nil {
			t.Fatalf("the variants are asked for without such a row: %q", uitest.Texts(u.Win))
		}
		uitest.Choose(t, u.Win, "Add a row…", "Guschti")
		if uitest.Label(u.Win, guschti) == nil || uitest.Label(u.Win, trio) != nil {
			t.Fatalf("with a Guschti row: %q", uitest.Texts(u.Win))
		}
		uitest.Choose(t, u.Win, "5 tricks, then 4", "4 tricks, then 5")
		uitest.Choose(t, u.Win, "Add a row…", "Trio")
		uitest.Choose(t, u.Win, "Obenabe, Undenufe and one trump", "Also two different trumps")
		for _, want := range []string{"Guschti · Mary: 4 tricks, then 5", "Trio: Also two different trumps"} {
			if !strings.Contains(uitest.Texts(u.Win), want) {
				t.Errorf("the summary in %q does not say %q", uitest.Texts(u.Win), want)
			}
		}
		uitest.TapButton(t, u.Win, uitest.Button(t, u.Win, "Start the game", nil), "Start the game")
		if r := u.Started(t, svc).Game.Rules; r.GuschtiSplit != 4 || r.TrioChoice != tally.TrioDistinct {
			t.Errorf("Guschti split %d, Trio choice %q", r.GuschtiSplit, r.TrioChoice)
		}
	})

	// French sets a space before a colon: the summary's settings read "Sous-couper : Interdit…",
	// as its translated sentences do, not "Sous-couper: Interdit…".
	t.Run("should write the summary's colons as French does", func(t *testing.T) {
		if err := kit.UseLanguage("fr"); err != nil {
			t.Fatal(err)
		}
		defer kit.UseLanguage("en")
		u := openForm(t, fakestore.New(), landscape)
		uitest.FillNames(t, u.Win, "Zoé", "Émile", "Noël", "Anaïs")
		uitest.Choose(t, u.Win, lang.X("new.addRow", "Add a row…"), kit.ContractName("trio"))
		text := uitest.Texts(u.Win)
		for _, label := range []string{lang.X("new.undertrump", "Undertrumping"), kit.ContractName("trio"), lang.X("new.passing", "Passing")} {
			if !strings.Contains(text, label+" : ") || strings.Contains(text, label+": ") {
				t.Errorf("the summary does not write %q with a space before its colon: %q", label, text)
			}
		}
	})

	t.Run("should start a solo Coiffeur of three, passing round the table", func(t *testing.T) {
		uitest.EachService(t, func(t *testing.T, svc roomhost.FormService) {
			u := openForm(t, svc, landscape)
			uitest.Choose(t, u.Win, "Round the table", "Once, to the partner")
			uitest.Choose(t, u.Win, "Two teams", "Each for themselves (solo)")
			uitest.Choose(t, u.Win, "4", "3")
			if len(uitest.NameFields(u.Win)) != 3 || uitest.Label(u.Win, "Seat 3") == nil || uitest.Label(u.Win, "Passing") != nil {
				t.Errorf("three seats and no passing expected; the form shows %q", uitest.Texts(u.Win))
			}
			uitest.FillNames(t, u.Win, "Anna", "Beat", "Cla")
			for _, o := range uitest.Tree(nil, u.Win.Content(), false) {
				if e, ok := o.(*widget.SelectEntry); ok && !e.Visible() {
					e.SetText("anna") // the hidden fourth field plays no part
				}
			}
			if !strings.Contains(uitest.Texts(u.Win), "3 players, each for themselves · 24 deals") {
				t.Errorf("the summary in %q", uitest.Texts(u.Win))
			}
			uitest.TapButton(t, u.Win, uitest.Button(t, u.Win, "Start the game", nil), "Start the game")
			v := u.Started(t, svc)
			r := v.Game.Rules
			if len(v.Game.Players) != 3 || !r.Solo || r.CoiffeurPassing != tally.PassingRoundTable || len(r.Rows) != 8 {
				t.Errorf("players %q, solo %v, passing %s, %d rows", v.Game.Players, r.Solo, r.CoiffeurPassing, len(r.Rows))
			}
		})
	})

	t.Run("should keep the sheet between one and twenty rows and multipliers from 1 to 100", func(t *testing.T) {
		u := openForm(t, fakestore.New(), landscape)
		uitest.FillNames(t, u.Win, "Anna", "Beat", "Cla", "Dora")
		for i := 8; i > 1; i-- {
			_, _, _, _, remove := rowButtons(t, u, fmt.Sprintf("%d. %s", i, setupRowLabel(tally.DefaultRows()[i-1], kit.SkinFrench)))
			test.Tap(remove)
		}
		less, more, up, down, remove := rowButtons(t, u, "1. ♦ Diamonds")
		if !remove.Disabled() || !up.Disabled() || !down.Disabled() || !less.Disabled() || more.Disabled() {
			t.Errorf("one row ×1: remove %v up %v down %v less %v more %v disabled", remove.Disabled(), up.Disabled(), down.Disabled(), less.Disabled(), more.Disabled())
		}
		// Up to 100, where + turns off (a tap more on it would change nothing).
		taps := 0
		for ; !more.Disabled() && taps < 120; taps++ {
			test.Tap(more)
			_, more, _, _, _ = rowButtons(t, u, "1. ♦ Diamonds")
		}
		if taps != 99 || !uitest.Label(u.Win, "×100").Visible() {
			t.Errorf("+ turned off after %d taps from ×1, want 99 (×100): %q", taps, uitest.Texts(u.Win))
		}
		test.Tap(more)
		if !more.Disabled() || !uitest.Label(u.Win, "×100").Visible() {
			t.Errorf("the multiplier went past 100: %q", uitest.Texts(u.Win))
		}
		for range 19 {
			uitest.Choose(t, u.Win, "Add a row…", "Trio")
		}
		if add := uitest.VisibleSelect(t, u.Win, "Add a row…"); !add.Disabled() {
			t.Error("a 21st row can be added")
		}
		if uitest.Label(u.Win, "20. Trio") == nil || uitest.Label(u.Win, "21. Trio") != nil || !strings.Contains(uitest.Texts(u.Win), "40 deals") ||
			uitest.Button(t, u.Win, "Start the game", nil).Disabled() {
			t.Errorf("twenty rows and 40 deals expected: %q", uitest.Texts(u.Win))
		}
		uitest.TapButton(t, u.Win, uitest.Button(t, u.Win, "Rows of the preset", nil), "Rows of the preset")
		if uitest.Label(u.Win, "9. Joker") != nil || uitest.Label(u.Win, "8. Joker") == nil {
			t.Errorf("the preset's rows are not back: %q", uitest.Texts(u.Win))
		}
	})
}

// The Coiffeur preset names its rows: a row taken away says the sheet is no longer the
// preset's, and "Rows of the preset" puts both back.
func TestCoiffeurPresetSaysWhenRowsChanged(t *testing.T) {
	u := openForm(t, fakestore.New(), landscape)
	const standard = "Standard: 8 rows, ×1 to ×8"
	uitest.VisibleSelect(t, u.Win, standard)
	_, _, _, _, remove := rowButtons(t, u, "8. Joker")
	test.Tap(remove)
	uitest.VisibleSelect(t, u.Win, standard+" — changed below")
	uitest.TapButton(t, u.Win, uitest.Button(t, u.Win, "Rows of the preset", nil), "Rows of the preset")
	uitest.VisibleSelect(t, u.Win, standard)
	rowButtons(t, u, "8. Joker")
}

func TestNewCoiffeurFirstChooserAndWeisScale(t *testing.T) {
	t.Run("should offer the Weis scale only while Weis count, and store the small one", func(t *testing.T) {
		uitest.EachService(t, func(t *testing.T, svc roomhost.FormService) {
			u := openForm(t, svc, landscape)
			if uitest.Label(u.Win, "Weis scale") != nil {
				t.Errorf("the Weis scale is offered while Weis do not count: %q", uitest.Texts(u.Win))
			}
			uitest.FillNames(t, u.Win, "Anna", "Beat", "Cla", "Dora")
			uitest.TapCheck(t, u.Win, "Weis")
			if uitest.Label(u.Win, "Weis scale") == nil {
				t.Fatalf("no Weis scale once Weis count: %q", uitest.Texts(u.Win))
			}
			uitest.Choose(t, u.Win, "Big (a run of 9 is worth 300)", "Small (a run of 5 or more is worth 100)")
			uitest.TapButton(t, u.Win, uitest.Button(t, u.Win, "Start the game", nil), "Start the game")
			r := u.Started(t, svc).Game.Rules
			if !r.CoiffeurWeis || r.Weis != tally.WeisSmall {
				t.Errorf("coiffeurWeis %v, weis %q; want Weis counted on the small scale", r.CoiffeurWeis, r.Weis)
			}
		})
	})
}
