package ui

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"

	"github.com/jasstafel/jasstafel/persistence"
	"github.com/jasstafel/jasstafel/ui/internal/uitest"
	"github.com/jasstafel/jasstafel/ui/kit"
)

// withFiles gives u the players' files in memory, as the web app gives it the browser's.
func withFiles(u *UI) *uitest.Files {
	f := &uitest.Files{}
	u.UseFiles(f)
	return f
}

// Settings → Save all games… saves every game as one file, and Import games… takes it back
// into another app's games: the same games, listed the same. A single game's file is taken too.
func TestSettingsSaveAllGamesAndImportThemElsewhere(t *testing.T) {
	eachService(t, func(t *testing.T, svc Service) {
		createGame(t, svc, "seed", []string{"Anna", "Beat", "Cla", "Dora"}, 3)
		createGame(t, svc, "seed", []string{"Ruth", "Köbi", "Marlies", "Fritz"}, 1)
		u := newUIOn(t, nil, svc, landscape)
		files := withFiles(u)
		u.ShowSettings()
		tapOn(t, u, "Save all games…", nil)
		saved := files.Saved()
		if len(saved) != 1 || saved[0].Mime != "application/json" || saved[0].Name != "jasstafel-games-"+time.Now().Format(time.DateOnly)+".json" {
			t.Fatalf("saved %+v", saved)
		}
		if !strings.Contains(texts(u), "Saved: "+saved[0].Name) {
			t.Errorf("after saving the settings say %q", texts(u))
		}

		other := uitest.TempStore(t)
		v := newUIOn(t, nil, other, landscape)
		otherFiles := withFiles(v)
		otherFiles.Picked = &uitest.PickedFile{Name: saved[0].Name, Data: saved[0].Data}
		v.ShowSettings()
		tapOn(t, v, "Import games…", nil)
		if picks := otherFiles.Picks(); len(picks) != 1 || !slices.Equal(picks[0], []string{".json"}) {
			t.Errorf("the picker offered %v", picks)
		}
		if !strings.Contains(texts(v), "Games imported from "+saved[0].Name+": 2") {
			t.Errorf("after importing the settings say %q", texts(v))
		}
		want, _ := svc.List(0, false)
		got, _ := other.List(0, false)
		if len(got) != 2 || len(want) != 2 {
			t.Fatalf("imported %d games of %d", len(got), len(want))
		}
		for i := range got {
			if !slices.Equal(got[i].Players, want[i].Players) || !slices.Equal(got[i].Totals, want[i].Totals) || got[i].Rounds != want[i].Rounds {
				t.Errorf("game %d imported as %+v, was %+v", i, got[i], want[i])
			}
		}
		tapOn(t, v, "Back", nil)
		if !strings.Contains(texts(v), "Ruth") || !strings.Contains(texts(v), "Anna") {
			t.Errorf("the list of games does not show the imported games: %q", texts(v))
		}

		one, err := svc.Export(want[0].ID)
		if err != nil {
			t.Fatal(err)
		}
		otherFiles.Picked = &uitest.PickedFile{Name: "jasstafel-2.json", Data: one}
		v.ShowSettings()
		tapOn(t, v, "Import games…", nil)
		if n, _ := other.List(0, false); len(n) != 3 || !strings.Contains(texts(v), "Games imported from jasstafel-2.json: 1") {
			t.Errorf("one game's file: %d games, the settings say %q", len(n), texts(v))
		}
	})
}

// A file that is no game file is refused with the reason and adds nothing; so is a file the
// browser could not read, and a file of games one of which is refused. A failed save says so.
func TestSettingsRefuseABadFileAndSayWhy(t *testing.T) {
	store := uitest.TempStore(t)
	createGame(t, store, "seed", []string{"Anna", "Beat", "Cla", "Dora"}, 2)
	u := newUIOn(t, nil, store, landscape)
	files := withFiles(u)
	u.ShowSettings()
	before, _ := store.ExportAll()
	broken := strings.Replace(string(before), `"Beat"`, `"Anna"`, 1)
	example, err := os.ReadFile("../examples/schieber-to-2500.json")
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		picked uitest.PickedFile
		want   string
	}{
		{uitest.PickedFile{Name: "notes.json", Data: []byte("Anna 100, Beat 57")}, "notes.json was not imported: "},
		{uitest.PickedFile{Name: "big.json", Err: errors.New("big.json is larger than 64 MiB")}, "big.json was not imported: big.json is larger than 64 MiB"},
		{uitest.PickedFile{Name: "all.json", Data: []byte(broken)}, "all.json was not imported: game 1 of 1 in the file: "},
		{uitest.PickedFile{Name: "twice.json", Data: append(example, example...)}, "twice.json was not imported: "},
	}
	for _, c := range cases {
		files.Picked = &c.picked
		tapOn(t, u, "Import games…", nil)
		if !strings.Contains(texts(u), c.want) {
			t.Errorf("%s: the settings say %q, want %q", c.picked.Name, texts(u), c.want)
		}
		if after, _ := store.ExportAll(); string(after) != string(before) {
			t.Errorf("%s: the refused file changed the games", c.picked.Name)
		}
	}
	files.Picked = nil // the players cancel the picker: nothing is said
	tapOn(t, u, "Import games…", nil)
	files.Fail = errors.New("no space left")
	tapOn(t, u, "Save all games…", nil)
	if !strings.Contains(texts(u), "The file could not be saved: no space left") {
		t.Errorf("a failed save: the settings say %q", texts(u))
	}
}

// A refused file says why in the players' language: a file that is no game file, one of another
// version, one cut short or empty, and which game of a file of games is damaged and where.
func TestARefusedImportSaysWhyInThePlayersLanguage(t *testing.T) {
	t.Cleanup(func() { kit.UseLanguage("en") })
	store := uitest.TempStore(t)
	createGame(t, store, "seed", []string{"Anna", "Beat", "Cla", "Dora"}, 2)
	all, _ := store.ExportAll()
	broken := strings.Replace(string(all), `"Beat"`, `"Anna"`, 1)
	cases := []struct{ name, data, en, de, uk string }{
		{"notes.json", "Anna 100,\nBeat 57", "line 1: this is no game file of Jasstafel (it is not JSON)",
			"Zeile 1: Das ist keine Partiedatei von Jasstafel (kein JSON)", "рядок 1: це не файл гри Jasstafel (не JSON)"},
		{"new.json", `{"format":"jasstafel/2"}`, "a file of another format or version (jasstafel/2)",
			"eine Datei in einem anderen Format oder einer anderen Version (jasstafel/2)", "файл іншого формату або версії (jasstafel/2)"},
		{"other.json", `{"mode":"schieber"}`, "this is no game file of Jasstafel (it names no format)",
			"das ist keine Partiedatei von Jasstafel (sie nennt kein Format)", "це не файл гри Jasstafel (у ньому не вказано формат)"},
		{"cut.json", string(all[:len(all)/2]), "the file ends too early", "die Datei endet zu früh", "файл закінчується зарано"},
		{"empty.json", " ", "the file is empty", "die Datei ist leer", "файл порожній"},
		{"all.json", broken, "game 1 of 1 in the file: the game is damaged at players[1]: ",
			"Partie 1 von 1 in der Datei: die Partie ist beschädigt bei players[1]: ", "гра 1 з 1 у файлі: гру пошкоджено в players[1]: "},
	}
	for _, code := range []string{"en", "de", "uk"} {
		if err := kit.UseLanguage(code); err != nil {
			t.Fatal(err)
		}
		u := newUIOn(t, nil, store, landscape)
		files := withFiles(u)
		u.ShowSettings()
		for _, c := range cases {
			files.Picked = &uitest.PickedFile{Name: c.name, Data: []byte(c.data)}
			tapOn(t, u, lang.X("settings.import", "Import games…"), nil)
			want := map[string]string{"en": c.en, "de": c.de, "uk": c.uk}[code]
			if said := fmt.Sprintf(lang.X("files.importFailed", "%s was not imported: %v"), c.name, want); !strings.Contains(texts(u), said) {
				t.Errorf("%s: %s: the settings say %q, want %q", code, c.name, texts(u), said)
			}
		}
	}
	if after, _ := store.ExportAll(); string(after) != string(all) {
		t.Error("a refused file changed the games")
	}
}

// Games kept only in the page's memory: the notice says so, with the download one tap away
// when there are games, and the list of games offers the download for the rest of the evening.
func TestKeptInMemoryOffersTheGamesAsAFile(t *testing.T) {
	store := uitest.TempStore(t)
	u := newUIOn(t, nil, store, landscape)
	files := withFiles(u)
	u.ShowHome()
	if strings.Contains(texts(u), "Download the games") {
		t.Fatal("the download is offered while the games are kept")
	}
	u.KeptInMemory("Kept in memory", "The browser keeps no games.")
	if d := dialogShown(u); !strings.Contains(d, "The browser keeps no games.") || strings.Contains(d, "Download the games") {
		t.Errorf("with no games the notice says %q", d)
	}
	tapOn(t, u, "OK", nil)
	if !strings.Contains(texts(u), "Kept only until this page closes.") {
		t.Fatalf("the list of games does not say the games are kept in memory: %q", texts(u))
	}
	id := createGame(t, store, "seed", []string{"Anna", "Beat", "Cla", "Dora"}, 2)
	u.ShowHome()
	tapOn(t, u, "Download the games", nil)
	saved := files.Saved()
	if len(saved) != 1 || !strings.Contains(string(saved[0].Data), `"Anna"`) || !strings.Contains(string(saved[0].Data), persistence.CollectionFormat) {
		t.Fatalf("the download: %+v", saved)
	}

	// The quota fills in a game: the notice offers the download itself.
	if err := u.OpenGame(id); err != nil {
		t.Fatal(err)
	}
	u.KeptInMemory("Storage full", "The browser's storage is full.")
	if d := dialogShown(u); !strings.Contains(d, "The browser's storage is full.") {
		t.Errorf("the notice says %q", d)
	}
	tapOn(t, u, "Download the games", nil)
	if saved := files.Saved(); len(saved) != 2 || string(saved[1].Data) != string(saved[0].Data) {
		t.Errorf("the notice's download: %d files", len(saved))
	}
	if d := dialogShown(u); d != "" {
		t.Errorf("after the download the notice stays: %q", d)
	}
}

// An automatic backup that cannot be written (the backups folder beside the games is a file)
// is told to the players on opening and again when a game ends, with every game one tap away
// as a file of their own; the games were written all the same.
func TestAFailedBackupIsToldWithTheGamesOneTapAway(t *testing.T) {
	path := filepath.Join(t.TempDir(), "games.db")
	first, err := persistence.Open(path, persistence.Options{NoAutoBackup: true})
	if err != nil {
		t.Fatal(err)
	}
	id := createGame(t, first, "seed", []string{"Anna", "Beat", "Cla", "Dora"}, 2)
	first.Close()
	if err := os.WriteFile(filepath.Join(filepath.Dir(path), "backups"), []byte("not a folder"), 0o600); err != nil {
		t.Fatal(err)
	}
	failed := make(chan error, 1)
	store, err := persistence.Open(path, persistence.Options{BackupFailed: func(err error) { failed <- err }})
	if err != nil {
		t.Fatalf("the open failed with its backup: %v", err)
	}
	t.Cleanup(func() { store.Close() })
	u := newUIOn(t, nil, store, landscape)
	files := withFiles(u)
	u.ShowHome()
	go u.TellBackupFailures(failed)
	notice := func(when string) {
		t.Helper()
		for start := time.Now(); !strings.Contains(dialogShown(u), "Backup failed"); time.Sleep(10 * time.Millisecond) {
			uitest.Pump()
			if time.Since(start) > 10*time.Second {
				t.Fatalf("%s: no notice of the failed backup: %q", when, texts(u))
			}
		}
		if d := dialogShown(u); !strings.Contains(d, "This copy could not be written") || !strings.Contains(d, "The games themselves are safe") {
			t.Errorf("%s: the notice says %q", when, d)
		}
	}
	notice("on opening")
	tapOn(t, u, "Save all games…", nil)
	if saved := files.Saved(); len(saved) != 1 || !strings.Contains(string(saved[0].Data), `"Anna"`) {
		t.Fatalf("the games saved from the notice: %+v", saved)
	}
	if _, err := store.SetFinished(id, true); err != nil {
		t.Fatalf("finishing failed with its backup: %v", err)
	}
	notice("when the game ends")
	tapOn(t, u, "OK", nil)
	if d := dialogShown(u); d != "" {
		t.Errorf("the notice stays after OK: %q", d)
	}
}

// A new tablet or browser has no games: the empty list offers Import games… beside New game,
// says there why a file was refused, and lists the games of a file it takes.
func TestTheEmptyListOfGamesImportsAnotherDevicesGames(t *testing.T) {
	eachService(t, func(t *testing.T, svc Service) {
		laptop := uitest.TempStore(t)
		createGame(t, laptop, "seed", []string{"Anna", "Beat", "Cla", "Dora"}, 3)
		all, err := laptop.ExportAll()
		if err != nil {
			t.Fatal(err)
		}
		u := newUIOn(t, nil, svc, fyne.NewSize(412, 915)) // a phone
		files := withFiles(u)
		u.ShowHome()
		files.Picked = &uitest.PickedFile{Name: "notes.json", Data: []byte("Anna 100")}
		tapOn(t, u, "Import games…", nil)
		if said := "notes.json was not imported: line 1: this is no game file of Jasstafel (it is not JSON)"; !strings.Contains(texts(u), said) {
			t.Errorf("the empty list says %q, not %q", texts(u), said)
		}
		files.Picked = &uitest.PickedFile{Name: "jasstafel-games.json", Data: all}
		tapOn(t, u, "Import games…", nil)
		if games, err := svc.List(0, false); err != nil || len(games) != 1 {
			t.Fatalf("%d games after the import (%v)", len(games), err)
		}
		if !strings.Contains(texts(u), "Anna & Cla – Beat & Dora") || strings.Contains(texts(u), "No games yet.") {
			t.Errorf("the list does not show the imported game: %q", texts(u))
		}
		// The game deleted, the empty list says nothing of the import before.
		tapOn(t, u, "", theme.DeleteIcon())
		if !strings.Contains(texts(u), "No games yet.") || strings.Contains(texts(u), "imported") {
			t.Errorf("the emptied list says %q", texts(u))
		}
	})
}
