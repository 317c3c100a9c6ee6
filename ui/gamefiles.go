package ui

import (
	"errors"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/jasstafel/jasstafel/gamefile"
	"github.com/jasstafel/jasstafel/persistence"
	"github.com/jasstafel/jasstafel/ui/files"
	"github.com/jasstafel/jasstafel/ui/kit"
)

// The games as files: all of them saved as one file and a file of games or of one game
// imported (from the settings), and the offer to download them when the browser keeps them
// only in the page's memory.

// Files is how the screens save and pick files.
func (u *UI) Files() files.Files { return u.files }

// UseFiles replaces Fyne's file dialogs: the web app saves by download and picks with the
// browser's picker.
func (u *UI) UseFiles(f files.Files) { u.files = f }

// allGamesName is the name the file of every game is offered under: the app and the day.
func allGamesName(day time.Time) string {
	return "jasstafel-games-" + day.Format(time.DateOnly) + ".json"
}

// sayFunc shows the outcome of saving or importing to the players.
type sayFunc func(text string, importance widget.Importance)

// saveAllGames offers every game not in the bin as one file, which Import takes back.
func (u *UI) saveAllGames(say sayFunc) {
	data, err := u.store.ExportAll()
	if err != nil {
		say(kit.Sprintf(lang.X("chart.saveFailed", "The file could not be saved: %v"), err), widget.DangerImportance)
		return
	}
	files.Offer(u.win, u.files, allGamesName(time.Now()), "application/json", data, func(o files.Outcome) {
		switch {
		case o.Err != nil:
			say(kit.Sprintf(lang.X("chart.saveFailed", "The file could not be saved: %v"), o.Err), widget.DangerImportance)
		case o.Shared:
			say(kit.Sprintf(lang.X("files.shared", "Shared: %s"), o.Name), widget.SuccessImportance)
		case o.Name != "":
			say(kit.Sprintf(lang.X("chart.saved", "Saved: %s"), o.Name), widget.SuccessImportance)
		}
	})
}

// importGames lets the players pick a game file, or a file of all games, and adds its games:
// all of them, or none and the reason.
func (u *UI) importGames(say sayFunc) {
	u.files.Pick([]string{".json"}, func(name string, data []byte, err error) {
		n := 0
		if err == nil {
			ids, ierr := u.store.ImportFile(data)
			n, err = len(ids), ierr
		}
		if err != nil {
			say(kit.Sprintf(lang.X("files.importFailed", "%s was not imported: %v"), name, importProblem(err)), widget.DangerImportance)
			return
		}
		say(kit.Sprintf(lang.X("files.imported", "Games imported from %s: %d"), name, n), widget.SuccessImportance)
	})
}

// importProblem says why a file was refused, in the players' language where the reason is one
// a player meets: a file that is no game file, cut short or too large, and which game of a file
// of games. Where a game is damaged inside, the place is named and the detail stays English.
func importProblem(err error) string {
	var inFile *persistence.GameInFileError
	if errors.As(err, &inFile) {
		return kit.Sprintf(lang.X("files.gameInFile", "game %d of %d in the file: %s"), inFile.N, inFile.Of, importProblem(inFile.Err))
	}
	var fe *gamefile.FileError
	if errors.As(err, &fe) {
		switch fe.Reason {
		case gamefile.FileTooLarge:
			return kit.Sprintf(lang.X("files.tooLarge", "the file is larger than %d MiB; a game file is far smaller"), gamefile.MaxFileSize>>20)
		case gamefile.FileEmpty:
			return lang.X("files.empty", "the file is empty")
		case gamefile.FileCutShort:
			return lang.X("files.cutShort", "the file ends too early: it was perhaps not saved or copied whole")
		case gamefile.FileNotJSON:
			return kit.Sprintf(lang.X("files.notJSON", "line %d: this is no game file of Jasstafel (it is not JSON)"), fe.Line)
		case gamefile.FileNoFormat:
			return lang.X("files.noFormat", "this is no game file of Jasstafel (it names no format)")
		case gamefile.FileUnknownFormat:
			return kit.Sprintf(lang.X("files.otherFormat", "a file of another format or version (%s); this version of Jasstafel reads jasstafel/1"), fe.Format)
		}
	}
	var at *gamefile.PathError
	if errors.As(err, &at) {
		return kit.Sprintf(lang.X("files.damagedAt", "the game is damaged at %s: %s"), at.Path, at.Detail)
	}
	return err.Error()
}

// KeptInMemory tells the players that the games are kept only in the page's memory from now
// on (title and message say why), and offers to download them: in the notice when there are
// games to download, and on the list of games for the rest of the evening.
func (u *UI) KeptInMemory(title, message string) {
	u.inMemory = true
	if u.home != nil {
		u.home.showMemoryBar()
	}
	u.offerSaveAll(title, message, lang.X("memory.download", "Download the games"), theme.DownloadIcon())
}

// BackupFailed tells the players that an automatic backup (each day, and when a game ends)
// could not be written, so that they do not count on a copy that is not there, and offers to
// save all games where they choose. The games themselves were written.
func (u *UI) BackupFailed(err error) {
	u.offerSaveAll(lang.X("backup.failed.title", "Backup failed"),
		kit.Sprintf(lang.X("backup.failed", "Jasstafel copies the games into the backups folder beside them every day and when a game ends. This copy could not be written: %v. The games themselves are safe; save them to keep a copy of your own."), err),
		lang.X("settings.saveAll", "Save all games…"), theme.DocumentSaveIcon())
}

// TellBackupFailures tells the players of each automatic backup that failed, as the store
// reports them (persistence.Options.BackupFailed), until failed is closed.
func (u *UI) TellBackupFailures(failed <-chan error) {
	for err := range failed {
		kit.Do(func() { u.BackupFailed(err) })
	}
}

// offerSaveAll shows a notice and, where there are games, a button that saves them all
// (button, with icon).
func (u *UI) offerSaveAll(title, message, button string, icon fyne.Resource) {
	games, err := u.store.List(1, false)
	if err != nil || len(games) == 0 {
		dialog.ShowInformation(title, message, u.win)
		return
	}
	text := widget.NewLabel(message)
	text.Wrapping = fyne.TextWrapWord
	// The button is full-width above the dialog's OK rather than beside it: side by side the
	// two do not fit a phone's width in every language.
	var d *dialog.CustomDialog
	save := widget.NewButtonWithIcon(button, icon, func() {
		d.Hide()
		u.saveAllGames(u.sayInDialog)
	})
	save.Importance = widget.HighImportance
	d = dialog.NewCustom(title, lang.L("OK"), container.NewVBox(text, save), u.win)
	d.Resize(fyne.NewSize(min(u.win.Canvas().Size().Width*0.9, 560), d.MinSize().Height))
	d.Show()
}

// sayInDialog shows the outcome of a download asked for outside a screen with a status line;
// one that worked needs no word.
func (u *UI) sayInDialog(text string, importance widget.Importance) {
	if importance == widget.DangerImportance {
		dialog.ShowInformation(lang.X("memory.download", "Download the games"), text, u.win)
	}
}

// memoryBar is the line under the list of games while they are kept in memory only, with the
// download one tap away.
func memoryBar(u *UI) *fyne.Container {
	note := widget.NewLabel(lang.X("memory.bar", "Kept only until this page closes."))
	note.Wrapping = fyne.TextWrapWord // on a phone the sentence takes two or three lines beside the button
	download := widget.NewButtonWithIcon(lang.X("memory.download", "Download the games"), theme.DownloadIcon(), func() {
		u.saveAllGames(u.sayInDialog)
	})
	download.Importance = widget.HighImportance
	return container.NewBorder(nil, nil, nil, download, note)
}
