// Package persistence keeps Jasstafel's games in one bbolt file, so that nothing the players
// entered is ever lost: not when the tablet falls off the table, the battery dies or the
// operating system kills the app in the middle of a write.
//
// The store's logic runs over a small storage seam, package kv: buckets, get, put, delete, an
// ordered cursor, sequences and transactions. A bbolt file is behind it in the window app and
// the command line (kv/boltkv); what is a matter of files — opening with a lock timeout, the
// checks of a file, backups as consistent copies, restoring one — is bbolt's only
// (store_file.go, backup.go). In the browser, where bbolt does not build, OpenIndexedDB puts
// the same store over the browser's IndexedDB (kv/idbkv, store_web.go).
//
// Every user action is one event appended to the game's log in one bbolt Update, which syncs the
// file before it returns; when a Store method returns, the action is on disk. A game's state is
// the replay of its log (gamefile.Replay) checked by the rules engine; nothing entered is ever
// overwritten, so undo, redo and edits of past deals are events too.
//
// # Layout
//
//	meta     schema → decimal schema version; createdBy → the version of Jasstafel that made the
//	         file; created → RFC 3339 time
//	games    big-endian game id → the game's record (versioned JSON): mode, players and resolved
//	         rules as they stand, created and updated time, finished and deleted flags, and the
//	         totals, winner, the winning side's seats, whether the game is over by its rules
//	         (schema 2) and the round count, so that listing never replays a game
//	events   big-endian game id + big-endian seq → event (versioned JSON, the jasstafel/1
//	         history entry): each game's append-only log is one run of keys, in order
//	recent   big-endian updated time (Unix ns) + big-endian game id → empty: the games in the
//	         order of their last change, for the list of recent games
//	roster   case-folded player name → the name as last written and the games played
//	drafts   big-endian game id → the half-entered deal the UI saved
//	rosterActions  big-endian sequence → a rename or merge of players (schema 3): the names,
//	         and per game changed the players before and after and the event written, for undo
//	figures  big-endian game id → the game's statistics figures (stats.Game in its compact
//	         binary form): written with every change of the game, marked when it is deleted,
//	         removed when it is purged, so that the statistics read them in one walk and never
//	         replay a game. A file without this bucket gets it filled once, on opening
//
// # The setup of a game
//
// A game's log starts with its setup: a players-changed event with the players and a
// rules-changed event with the resolved rules it started with. Undo never goes past the setup, so
// an exported history is complete on its own: importing it restores the game with its undo
// history, including undoing a later change of players or rules.
//
// # Files
//
// Open refuses, without touching the file, a file that another program holds open, a file that is
// not a bbolt database or is damaged, and a file written by a newer schema. A backup — a
// consistent copy made with tx.WriteTo after bbolt's consistency check — is taken on start when
// the newest is older than a day, after a game is finished and before a migration, in a backups
// folder next to the database; the newest seven are kept.
package persistence
