package gamefile

import (
	"encoding/json"
	"time"
)

// Event kinds of a game's history. Every user action is one event; nothing entered is ever
// overwritten, so undo, redo and edits are events too.
const (
	EventDealAdded      = "deal-added"
	EventDealReplaced   = "deal-replaced"
	EventDealRemoved    = "deal-removed"
	EventUndo           = "undo"
	EventRedo           = "redo"
	EventRulesChanged   = "rules-changed"
	EventPlayersChanged = "players-changed"
	EventFinished       = "finished"
	EventReopened       = "reopened"
)

// Event is one entry of a game's history.
type Event struct {
	Seq     uint64          `json:"seq"`
	Time    time.Time       `json:"time"`
	Kind    string          `json:"kind"`
	Index   *int            `json:"index,omitempty"`   // the round a replace or remove refers to
	Round   *Round          `json:"round,omitempty"`   // the round added or the replacement
	Rules   json.RawMessage `json:"rules,omitempty"`   // rules-changed: the new rules object
	Players []string        `json:"players,omitempty"` // players-changed: the new names
}
