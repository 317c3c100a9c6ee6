package ui

import (
	"github.com/jasstafel/jasstafel/gamefile"
	"github.com/jasstafel/jasstafel/persistence"
	"github.com/jasstafel/jasstafel/stats"
)

// Service is the small application service the screens talk to: it opens, creates, writes and
// corrects games, takes actions back, lists and bins them, keeps half-typed deals and knows the
// names played before. persistence.Store is the real one; the screen tests also run against an
// in-memory one.
type Service interface {
	// Load opens a game as it stands.
	Load(id persistence.GameID) (*persistence.GameView, error)
	// Create starts a game and returns its id.
	Create(g persistence.NewGame) (persistence.GameID, error)
	// AddRound writes a new deal and clears the game's draft in the same write.
	AddRound(id persistence.GameID, r gamefile.Round) (*persistence.GameView, error)
	// ReplaceRound corrects deal index (0-based), leaving the draft of the new deal alone.
	ReplaceRound(id persistence.GameID, index int, r gamefile.Round) (*persistence.GameView, error)
	// RemoveRound removes deal index (0-based).
	RemoveRound(id persistence.GameID, index int) (*persistence.GameView, error)
	// Undo and Redo take the latest action back and put it back again.
	Undo(id persistence.GameID) (*persistence.GameView, error)
	Redo(id persistence.GameID) (*persistence.GameView, error)
	// SetFinished marks a game finished, or reopens it.
	SetFinished(id persistence.GameID, finished bool) (*persistence.GameView, error)
	// List gives the games, most recently changed first; limit ≤ 0 means all.
	List(limit int, includeDeleted bool) ([]persistence.Summary, error)
	// Delete moves a game to the bin; Restore brings it back.
	Delete(id persistence.GameID) error
	Restore(id persistence.GameID) error
	// SaveDraft, Draft and ClearDraft keep the half-typed deal of a game.
	SaveDraft(id persistence.GameID, draft []byte) error
	Draft(id persistence.GameID) ([]byte, error)
	ClearDraft(id persistence.GameID) error
	// Export is a game's file with its history, as `jasstafel export` writes it.
	Export(id persistence.GameID) ([]byte, error)
	// ExportAll is every game not in the bin as one file; ImportFile adds the games of such a
	// file or of one game's file, all or none.
	ExportAll() ([]byte, error)
	ImportFile(data []byte) ([]persistence.GameID, error)
	// Figures are the statistics figures of every game, the deleted ones marked, as the store
	// keeps them (stats.Load reads them).
	Figures() ([]stats.Game, error)
	// Roster is the names played before, for the new-game form.
	Roster() ([]persistence.RosterEntry, error)
	// RenamePlayer and MergePlayers give a player a new name, or several spellings one name,
	// in every game at once; UndoRosterAction takes the latest of these back, which
	// LastRosterAction names (ok false when there is none).
	RenamePlayer(from, to string) (persistence.RosterAction, error)
	MergePlayers(names []string, into string) (persistence.RosterAction, error)
	UndoRosterAction() (persistence.RosterAction, error)
	LastRosterAction() (a persistence.RosterAction, ok bool, err error)
}

// The store is the service the app runs on.
var _ Service = (*persistence.Store)(nil)
