package web

import (
	"image"
	"image/draw"
	"strings"
	"testing"

	"fyne.io/fyne/v2/canvas"

	"github.com/jasstafel/jasstafel/ui/kit"
)

// A language chosen in Settings is spoken at once in the browser too, without loading the page
// again: the settings, the list of games and the rulebook are drawn in German where the shadow,
// which the same taps switch, draws them; "As the system" brings the browser's English back.
func TestALanguageChosenInTheBrowserIsSpokenAtOnce(t *testing.T) {
	p, s, _ := newPlayer(t)
	speakEnglishAfter(t)
	p.open(s.url)
	p.tap("Settings")
	p.tap("As the system") // the choice of language opens its menu
	p.tap("Deutsch")
	p.drawsAsTheShadow("the settings in German", "Sprache")
	p.tap("Zurück")
	p.drawsAsTheShadow("the list of games in German", "Noch keine Partien.")
	// The German rulebook, which the web app does not carry: the page hands it over as German is
	// chosen (rulebook_js.go).
	p.tap("Schiedsrichter")
	p.tap("Regelbuch")
	p.drawsAsTheShadow("the rulebook in German", "1 Karten, Schreibweise, Plätze")
	p.tap("Zurück")
	p.tap("Zurück")
	p.tap("Einstellungen")
	p.tap("Deutsch")
	p.tap("Wie im System")
	p.drawsAsTheShadow("the settings in the browser's language again", "Language")
}

// speakEnglishAfter gives the shadow, which a test switches to another language by the taps that
// switch the browser, its English back when the test ends: it is this process's.
func speakEnglishAfter(t *testing.T) {
	t.Cleanup(func() {
		if err := kit.UseLanguage("en"); err != nil {
			t.Error(err)
		}
	})
}

// drawsAsTheShadow checks that the shadow shows want and that the browser draws each text of
// the shadow's screen where and as the shadow does: a page still in another language draws
// other words there.
func (p *player) drawsAsTheShadow(what, want string) {
	p.t.Helper()
	p.save(strings.ReplaceAll(what, " ", "-"))
	shot := p.picture()
	mirror := image.NewRGBA(shot.Bounds())
	draw.Draw(mirror, mirror.Bounds(), p.shadow.w.Canvas().Capture(), image.Point{}, draw.Src)
	shows, checked, off := false, 0, []string{}
	for _, d := range p.shadow.objects() {
		txt, ok := d.o.(*canvas.Text)
		if !ok || len([]rune(strings.TrimSpace(txt.Text))) < 3 {
			continue
		}
		shows = shows || txt.Text == want
		sz := txt.Size()
		area := image.Rect(int(d.at.X), int(d.at.Y), int(d.at.X+sz.Width), int(d.at.Y+sz.Height))
		if area.Dx() < 4 || area.Dy() < 4 || !area.In(shot.Bounds()) {
			continue
		}
		checked++
		if overlap(shot, mirror, area) < 0.8 {
			off = append(off, txt.Text)
		}
	}
	if !shows {
		p.t.Fatalf("%s: the shadow does not show %q", what, want)
	}
	if checked < 3 || len(off) > 0 {
		p.t.Errorf("%s: of %d texts the browser does not draw %q where the shadow draws them", what, checked, off)
	}
}
