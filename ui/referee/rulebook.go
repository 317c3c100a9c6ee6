package referee

import (
	"fmt"
	"image/color"
	"regexp"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/jasstafel/jasstafel/docs"
	"github.com/jasstafel/jasstafel/tally"
	"github.com/jasstafel/jasstafel/ui/kit"
)

// rulebookSection is one heading of the rulebook with its text, or one worked example of §13.
type rulebookSection struct {
	anchor string // "§4.4", "TV-8"; "" for a heading without a number
	title  string // the heading as the list shows it
	body   string // markdown, the heading included
}

var (
	numberedHeading = regexp.MustCompile(`^#{2,3} (\d+(?:\.\d+)?) `)
	workedExample   = regexp.MustCompile(`^\*\*(TV-\d+)(.*?)\*\*`)
)

// The rulebook's files (docs/RULES.md) mark what they say to developers alone (the code they
// describe, what the tests check) by these lines around it; the app leaves it out.
const (
	developersBegin = "<!-- developers -->"
	developersEnd   = "<!-- /developers -->"
)

// parseRulebook cuts the rulebook's markdown at its headings and at each worked example, so the
// list can jump to any of them. Passages for developers are left out.
func parseRulebook(md string) []rulebookSection {
	var out []rulebookSection
	var body []string
	flush := func() {
		if len(out) > 0 {
			out[len(out)-1].body = strings.TrimSpace(strings.Join(body, "\n"))
		}
		body = nil
	}
	inCode, forDevelopers := false, false
	for line := range strings.SplitSeq(md, "\n") {
		if strings.HasPrefix(line, "```") {
			inCode = !inCode
		}
		switch {
		case !inCode && strings.TrimSpace(line) == developersBegin:
			forDevelopers = true
			continue
		case !inCode && strings.TrimSpace(line) == developersEnd:
			forDevelopers = false
			continue
		case forDevelopers:
			continue
		case inCode:
		case strings.HasPrefix(line, "#"):
			flush()
			s := rulebookSection{title: strings.TrimSpace(strings.TrimLeft(line, "#"))}
			if m := numberedHeading.FindStringSubmatch(line); m != nil {
				s.anchor = "§" + m[1]
			}
			out = append(out, s)
		case workedExample.MatchString(line):
			flush()
			m := workedExample.FindStringSubmatch(line)
			out = append(out, rulebookSection{anchor: m[1], title: m[1] + strings.TrimSuffix(m[2], ".")})
		}
		body = append(body, line)
	}
	flush()
	return out
}

// rulebookText is the rulebook in the players' language: German, French or Italian in theirs,
// English otherwise.
func rulebookText() string {
	if book, ok := docs.Rulebook(lang.X("rulebook.file", "RULES.md")); ok {
		return book
	}
	return docs.RulesEN // in the web app, until the page has handed the translation over
}

// ruleSection is the rulebook section that explains a rule code: a broken rule of the engine or
// one of the referee's answers. Unknown codes open the rulebook at its start.
func ruleSection(code string) string {
	switch code {
	case refereeLead:
		return "§3.1"
	case refereeFollowNoTrump:
		return "§3.2"
	case tally.RuleFollowSuit, tally.RuleUndertrump, tally.RuleTrumpLead:
		return "§3.3"
	case refereeWinner:
		return "§3.4"
	case refereeMixed, tally.RuleTrioRepeat:
		return "§3.5"
	case tally.RuleDuplicateCard, tally.RuleCardCount:
		return "§3.6"
	case refereePoints, tally.RulePointsSum, tally.RulePointsRange:
		return "§2.2"
	case tally.RuleWeisInvalid, tally.RuleWeisOff, tally.RuleWeisNotHeld:
		return "§4.1"
	case tally.RuleWeisOverlap:
		return "§4.2"
	case tally.RuleWeisTwoTeams:
		return "§4.3"
	case refereeWeisCompare:
		return "§4.4"
	case tally.RuleStoeckNotHeld, tally.RuleStoeckNoTrump, tally.RuleStoeckOff:
		return "§5"
	case tally.RuleMatchMismatch:
		return "§6"
	case tally.RuleVorhandOrder, tally.RuleSeatRange:
		return "§1.2"
	case tally.RuleFinishMismatch:
		return "§7.4"
	case tally.RuleEndedEarly, tally.RuleFinishUndecided, tally.RuleAfterFinish:
		return "§7.5"
	}
	return ""
}

// Rulebook shows the rulebook one section at a time beside the list of all sections:
// laying out the whole text takes seconds on a slow device, one section is instant. Where the
// window is too narrow for both (a phone held upright), the section fills it and Contents
// brings the list in its place.
type Rulebook struct {
	root     fyne.CanvasObject
	back     func()
	anchor   string
	sections []rulebookSection
	page     *fyne.Container // the section shown, and its first subsection under an empty heading
	at, end  int             // the sections on the page: at up to end, exclusive
	scroll   *container.Scroll
	list     *widget.List
	prev     *widget.Button
	next     *widget.Button
	contents *widget.Button
	body     *fyne.Container // list, text and buttons, laid out by rulebookLayout
	// narrow: the window has room for the text or the list, not both (rulebookLayout says so);
	// listed: in a narrow window, the list is shown instead of the text.
	narrow, listed bool
}

// NewRulebook opens the rulebook at anchor ("§4.4", "TV-8"; "" for the start); back leaves it.
func NewRulebook(anchor string, back func()) *Rulebook {
	r := &Rulebook{back: back, anchor: anchor, sections: parseRulebook(rulebookText())}
	r.page = container.NewVBox()
	r.scroll = container.NewVScroll(r.page)
	r.list = widget.NewList(func() int { return len(r.sections) }, newRulebookRow, r.fillRow)
	r.list.OnSelected = r.onSection
	r.prev = widget.NewButtonWithIcon(lang.X("rulebook.prev", "Previous"), theme.NavigateBackIcon(), r.onPrev)
	r.next = widget.NewButtonWithIcon(lang.X("rulebook.next", "Next"), theme.NavigateNextIcon(), r.onNext)
	r.next.IconPlacement = widget.ButtonIconTrailingText
	r.contents = widget.NewButtonWithIcon(lang.X("rulebook.contents", "Contents"), theme.ListIcon(), r.onContents)
	backBtn := widget.NewButtonWithIcon(lang.X("referee.back", "Back"), theme.NavigateBackIcon(), r.onBack)
	top := kit.Header(lang.X("rulebook.title", "Rulebook"), backBtn)
	r.body = &fyne.Container{Layout: rulebookLayout{r}, Objects: []fyne.CanvasObject{r.list, r.scroll, r.prev, r.contents, r.next}}
	r.root = container.NewBorder(top, nil, nil, nil, r.body)
	i := r.index(anchor)
	if i < 0 {
		i = 0
	}
	r.showSection(i)
	return r
}

// rulebookListShare is the part of the width the list of sections takes beside the text.
const rulebookListShare = 0.3

// rulebookMinText is the least width of the text beside the list: below it, in a phone held
// upright, a line held four or five words and a path in the text broke letter by letter.
const rulebookMinText = 480

// rulebookLayout lays out the rulebook's list, text (its scroll) and the buttons Previous,
// Contents and Next. Where the text has rulebookMinText beside the list, the list stands left
// of the text and Previous and Next below the text; else the text fills the width with the three
// buttons below it, or the list fills all of it while the player picks a section.
type rulebookLayout struct{ r *Rulebook }

func (l rulebookLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	r := l.r
	pad := theme.Padding()
	r.narrow = size.Width*(1-rulebookListShare) < rulebookMinText
	r.listed = r.listed && r.narrow
	list, text := r.list, fyne.CanvasObject(r.scroll)
	buttons := []fyne.CanvasObject{r.prev, r.next}
	if r.narrow {
		buttons = []fyne.CanvasObject{r.prev, r.contents, r.next}
	}
	barH := float32(0)
	for _, b := range buttons {
		barH = max(barH, b.MinSize().Height)
	}
	x := float32(0) // where the text and its buttons begin
	switch {
	case !r.narrow:
		x = size.Width*rulebookListShare + pad
		list.Move(fyne.NewPos(0, 0))
		list.Resize(fyne.NewSize(x-pad, size.Height))
		list.Show()
		r.contents.Hide()
	case r.listed:
		list.Move(fyne.NewPos(0, 0))
		list.Resize(size)
		list.Show()
		for _, o := range append([]fyne.CanvasObject{text}, buttons...) {
			o.Hide()
		}
		return
	default:
		list.Hide()
	}
	textW := size.Width - x
	text.Move(fyne.NewPos(x, 0))
	text.Resize(fyne.NewSize(textW, size.Height-barH-pad))
	text.Show()
	w := (textW - pad*float32(len(buttons)-1)) / float32(len(buttons))
	for i, b := range buttons {
		b.Move(fyne.NewPos(x+float32(i)*(w+pad), size.Height-barH))
		b.Resize(fyne.NewSize(w, barH))
		b.Show()
	}
}

func (l rulebookLayout) MinSize([]fyne.CanvasObject) fyne.Size {
	return fyne.NewSize(kit.MinWindowWidth, kit.MinWindowHeight/2)
}

// newRulebookRow is a list row tall enough for a finger.
func newRulebookRow() fyne.CanvasObject {
	spacer := canvas.NewRectangle(color.Transparent)
	spacer.SetMinSize(fyne.NewSize(0, kit.MinTouch))
	l := widget.NewLabel("")
	l.Truncation = fyne.TextTruncateEllipsis
	return container.NewStack(spacer, l)
}

func (r *Rulebook) fillRow(i widget.ListItemID, o fyne.CanvasObject) {
	l := o.(*fyne.Container).Objects[1].(*widget.Label)
	l.TextStyle.Bold = i >= r.at && i < r.end // the sections on the page
	l.SetText(r.sections[i].title)
	l.Refresh()
}

func (r *Rulebook) Content() fyne.CanvasObject { return r.root }

// show brings the section asked for into the list's view; Escape goes back.
func (r *Rulebook) Show(k *kit.Keys) {
	k.OnEscape(r.onBack)
	r.list.ScrollTo(r.at)
}

func (r *Rulebook) Close() {}

// onBack leaves the rulebook; from the list of a narrow window it goes back to the text.
func (r *Rulebook) onBack() {
	if r.narrow && r.listed {
		r.setListed(false)
		return
	}
	r.back()
}

func (r *Rulebook) onSection(i widget.ListItemID) {
	r.list.UnselectAll()
	r.showSection(i)
	r.setListed(false)
}

// onContents shows the list of sections in place of the text, at the section being read.
func (r *Rulebook) onContents() {
	r.setListed(true)
	r.list.ScrollTo(r.at)
}

// setListed shows the list (true) or the text in a narrow window.
func (r *Rulebook) setListed(listed bool) {
	if r.listed == listed {
		return
	}
	r.listed = listed
	r.body.Refresh()
}

func (r *Rulebook) onPrev() { r.showSection(r.at - 1) }

func (r *Rulebook) onNext() { r.showSection(r.end) }

// index is the number of the section with this anchor, -1 if there is none.
func (r *Rulebook) index(anchor string) int {
	for i, s := range r.sections {
		if anchor != "" && s.anchor == anchor {
			return i
		}
	}
	return -1
}

// showSection puts section i on the page, from its top. A heading with no text of its own
// ("4 Weis") brings its first subsection along.
func (r *Rulebook) showSection(i int) {
	if i < 0 || i >= len(r.sections) {
		return
	}
	r.at, r.end = i, i+1
	if !strings.Contains(r.sections[i].body, "\n") && r.end < len(r.sections) {
		r.end++
	}
	r.page.Objects = nil
	for _, s := range r.sections[r.at:r.end] {
		r.page.Add(kit.NewMarkdown(s.body))
	}
	r.scroll.ScrollToTop()
	r.scroll.Refresh()
	r.list.Refresh()
	r.list.ScrollTo(i)
	if r.at > 0 {
		r.prev.Enable()
	} else {
		r.prev.Disable()
	}
	if r.end < len(r.sections) {
		r.next.Enable()
	} else {
		r.next.Disable()
	}
}

// pageText is the text of the sections on the page, for tests.
func (r *Rulebook) pageText() string {
	var b strings.Builder
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		switch x := o.(type) {
		case *fyne.Container:
			for _, c := range x.Objects {
				walk(c)
			}
		case fmt.Stringer: // the texts and tables of kit.NewMarkdown
			b.WriteString(x.String())
		}
	}
	walk(r.page)
	// Without the pieces' zero-width spaces and the marks where a Japanese line may break
	// (kit.NewMarkdownText).
	return kit.Plain(strings.ReplaceAll(b.String(), "\u200b", ""))
}
