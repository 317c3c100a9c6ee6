package referee

import (
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

// parseRulebook cuts the rulebook's markdown at its headings and at each worked example, so the
// list can jump to any of them.
func parseRulebook(md string) []rulebookSection {
	var out []rulebookSection
	var body []string
	flush := func() {
		if len(out) > 0 {
			out[len(out)-1].body = strings.TrimSpace(strings.Join(body, "\n"))
		}
		body = nil
	}
	inCode := false
	for line := range strings.SplitSeq(md, "\n") {
		if strings.HasPrefix(line, "```") {
			inCode = !inCode
		}
		switch {
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

// rulebookText is the rulebook in the players' language: German for German, English otherwise.
func rulebookText() string {
	if lang.X("rulebook.file", "RULES.md") == "RULES.de.md" {
		return docs.RulesDE
	}
	return docs.RulesEN
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
// laying out the whole text takes seconds on a slow device, one section is instant.
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
	backBtn := widget.NewButtonWithIcon(lang.X("referee.back", "Back"), theme.NavigateBackIcon(), r.onBack)
	top := kit.Header(lang.X("rulebook.title", "Rulebook"), backBtn)
	text := container.NewBorder(nil, kit.NewSlots(r.prev, r.next), nil, nil, r.scroll)
	r.root = container.NewBorder(top, nil, nil, nil, &fyne.Container{Layout: rulebookSplit{}, Objects: []fyne.CanvasObject{r.list, text}})
	i := r.index(anchor)
	if i < 0 {
		i = 0
	}
	r.showSection(i)
	return r
}

// rulebookListShare is the part of the width the list of sections takes.
const rulebookListShare = 0.3

// rulebookSplit puts the list of sections (first object) left of the text (second).
type rulebookSplit struct{}

func (rulebookSplit) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	w := size.Width * rulebookListShare
	pad := theme.Padding()
	objs[0].Move(fyne.NewPos(0, 0))
	objs[0].Resize(fyne.NewSize(w, size.Height))
	objs[1].Move(fyne.NewPos(w+pad, 0))
	objs[1].Resize(fyne.NewSize(size.Width-w-pad, size.Height))
}

func (rulebookSplit) MinSize([]fyne.CanvasObject) fyne.Size {
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

func (r *Rulebook) onBack() { r.back() }

func (r *Rulebook) onSection(i widget.ListItemID) {
	r.list.UnselectAll()
	r.showSection(i)
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
		t := widget.NewRichTextFromMarkdown(s.body)
		t.Wrapping = fyne.TextWrapWord
		r.page.Add(t)
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

// pageText is the markdown of the sections on the page, for tests.
func (r *Rulebook) pageText() string {
	var b strings.Builder
	for _, o := range r.page.Objects {
		b.WriteString(o.(*widget.RichText).String())
	}
	return b.String()
}
