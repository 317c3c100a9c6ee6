// Package live shows the game being played to guests on their phones: a small read-only page
// that draws the Z-board, the Coiffeur grid or the Differenzler sheet and follows every write
// within a second, over Server-Sent Events.
//
// The page is served under a random token and answers GET only; there is nothing to write
// through it. A write publishes a Frame to the Hub, which never waits for a viewer: each viewer
// holds at most the newest frame it has not sent yet, and one that cannot take its frames in
// time is dropped.
package live
