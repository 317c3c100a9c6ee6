//go:build race

package live

// raceBuild: timings under the race detector say little about the real build.
const raceBuild = true
