#!/usr/bin/env bash
# Every test of every package with the race detector (but those of the packages whose tests
# cannot race, below), and the packages whose build differs without cgo once more without it, in
# as little time as two cores allow.
#
# The ui packages (the shell and its rooms under ui/) hold most of the test time, and Fyne's test
# driver runs one app at a time, so their tests cannot run in parallel inside one process: each
# package's test binary is built once, and the tests of all of them are dealt round-robin to
# UI_SHARDS lanes that run beside the other packages; a lane runs each package's share of tests
# in that package's directory, one package after another. Under the race detector their layout
# tests check one language in one window size, and one more lane runs every ui test without it:
# the whole sweep of languages and sizes, at a ninth of the cost. Each lane prints a line when it
# finishes, so that a long run shows where it is; a failing lane prints its whole output.
#
#   UI_SHARDS=3 bash scripts/unit.sh     # more ui processes
#   RACE= bash scripts/unit.sh           # without the race detector, for a quick run
set -euo pipefail
cd "$(dirname "$0")/.."
GO="${GO:-go}"
UI_SHARDS="${UI_SHARDS:-2}"
WEB_SHARDS="${WEB_SHARDS:-2}"
RACE="${RACE--race}"
TIMEOUT="${TIMEOUT:-40m}"

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
# The tests' temporary files (their databases, the browsers' profiles, the app they build and
# start) on the RAM disk where there is one that allows programs: a bbolt commit's two fsyncs
# took 8 ms on a virtual machine's disk, time in which a lane waits. What the tests check does
# not depend on the medium: the store still syncs every commit, and the crash test kills a
# process, whose written pages outlive it either way. Go's own build files stay on the disk.
if [ -z "${TMPDIR:-}" ] && [ -d /dev/shm ] && [ -w /dev/shm ] &&
  ! findmnt -no OPTIONS /dev/shm 2>/dev/null | grep -qw noexec; then
  shm="$(mktemp -d /dev/shm/jasstafel-test.XXXXXX)"
  trap 'rm -rf "$tmp" "$shm"' EXIT
  export GOTMPDIR="$tmp" TMPDIR="$shm"
fi
# The collector at a quarter of its work (GOGC=400 against Go's 100): the tests allocate much
# and keep little (Fyne's test driver lays out and measures text at every tap), so on two busy
# cores a tenth of their processor went to collecting (the statistics screens' tests under the
# race detector: 29.1 and 30.5 s of processor against 31.3 and 35.9 s, twice as much memory, at
# most 1.2 GB a process). The compiler's builds here gain the same way.
export GOGC="${GOGC:-400}"
start=$SECONDS
elapsed() { echo "$((SECONDS - start))s"; }

# The ui packages dealt to the lanes: every package under ui/ with tests but the entry models,
# which need no window and run with the other packages.
mapfile -t ui_pkgs < <($GO list -f '{{if or .TestGoFiles .XTestGoFiles}}{{.ImportPath}}{{end}}' ./ui/... |
  grep -v -e '^$' -e '/ui/entry$')
declare -A is_ui=()
for p in "${ui_pkgs[@]}"; do is_ui[$p]=1; done
others=()
while read -r p; do
  [ -n "${is_ui[$p]:-}" ] || others+=("$p")
done < <($GO list ./...)

echo "unit: building the tests of ${#ui_pkgs[@]} ui packages${RACE:+ with $RACE}"
mkdir "$tmp/bin" "$tmp/webbin"
# Beside them, the web app's tests without the race detector (see the web lanes below).
webbuild=""
if [ -n "$RACE" ]; then
  $GO test -c -o "$tmp/webbin/" ./web/ &
  webbuild=$!
fi
$GO test $RACE -c -o "$tmp/bin/" "${ui_pkgs[@]}"
[ -z "$webbuild" ] || wait "$webbuild"

# list_tests ARRAY BINDIR PACKAGE...: appends to ARRAY one line per test of the packages,
# "directory<TAB>binary<TAB>name", package after package.
list_tests() {
  local -n list="$1"
  local bindir="$2" dir name bin t
  shift 2
  while read -r dir name; do
    bin="$bindir/$name.test"
    [ -x "$bin" ] || continue # a package without tests has no test binary
    while read -r t; do
      list+=("$dir"$'\t'"$bin"$'\t'"$t")
    # (A binary with the race detector sleeps a second before it exits, for reports that
    # could still come; listing starts nothing.)
    done < <(cd "$dir" && GORACE=atexit_sleep_ms=0 "$bin" -test.list '.*' 2>/dev/null | grep -E '^(Test|Fuzz|Example)')
  done < <($GO list -f '{{.Dir}} {{.Name}}' "$@")
}
tests=()
list_tests tests "$tmp/bin" "${ui_pkgs[@]}"
if [ "${#tests[@]}" -eq 0 ]; then
  echo "unit: the ui packages list no tests"; exit 1
fi
web_tests=()
[ -z "$webbuild" ] || list_tests web_tests "$tmp/webbin" ./web/

# lane NAME COMMAND...: runs a command in the background, its output kept in $tmp/NAME.log.
lanes=()
exec 3>&1
# lane_cpu FILE writes to FILE the user and system seconds of the processes the shell has waited
# for. (The builtin times reports the shell it runs in: not in a pipe's subshell.)
lane_cpu() {
  times >"$1.times"
  awk 'NR == 2 { split($1, u, /[ms]/); split($2, s, /[ms]/); printf "%.0f", u[1] * 60 + u[2] + s[1] * 60 + s[2] }' "$1.times" >"$1"
}
lane() {
  local name="$1"; shift
  # The processor time of the lane's processes is kept beside its status: on two busy cores it
  # is the lane's share of the work, which its wall time no longer tells.
  ( rc=0; "$@" >"$tmp/$name.log" 2>&1 || rc=$?; lane_cpu "$tmp/$name.cpu"; echo "$rc" >"$tmp/$name.rc" ) &
  lanes+=("$name")
}

# dealt_lane ARRAY SHARD SHARDS: runs the tests of ARRAY dealt to lane SHARD of SHARDS, each
# package's share in its own directory.
dealt_lane() {
  local -n list="$1"
  local shard="$2" shards="$3" i dir bin name prev="" prevbin="" pattern=""
  local -a runs=()
  for ((i = shard; i < ${#list[@]}; i += shards)); do
    IFS=$'\t' read -r dir bin name <<<"${list[i]}"
    if [ "$dir" != "$prev" ] && [ -n "$prev" ]; then
      runs+=("$prev"$'\t'"$prevbin"$'\t'"$pattern"); pattern=""
    fi
    prev="$dir" prevbin="$bin"
    pattern+="${pattern:+|}$name"
  done
  [ -z "$prev" ] || runs+=("$prev"$'\t'"$prevbin"$'\t'"$pattern")
  local rc=0 run
  for run in "${runs[@]}"; do
    IFS=$'\t' read -r dir bin pattern <<<"$run"
    (cd "$dir" && exec "$bin" -test.v -test.count=1 -test.timeout="$TIMEOUT" -test.run "^($pattern)\$") || rc=$?
  done
  return "$rc"
}

for ((s = 0; s < UI_SHARDS; s++)); do
  lane "ui-$((s + 1))-of-$UI_SHARDS" dealt_lane tests "$s" "$UI_SHARDS"
done
# Under the race detector the layout tests sweep one language in one window size
# (ui/internal/uitest/sweep.go); this lane runs every ui test once more without it, so that every
# language in every size is checked.
# The web app's tests in Chromium skip under the race detector (the code they drive runs in the
# browser as wasm, web/browser_test.go): WEB_SHARDS lanes run them without it, dealt as the ui
# tests are; the first to need the app's wasm builds it, the others wait for it. Two lanes by
# default: with the race detector's runs trimmed, one Chromium after another had become the
# longest lane.
if [ -n "$RACE" ]; then
  lane ui-sweep "$GO" test -count=1 -timeout "$TIMEOUT" "${ui_pkgs[@]}"
  for ((s = 0; s < WEB_SHARDS; s++)); do
    lane "web-$((s + 1))-of-$WEB_SHARDS" dealt_lane web_tests "$s" "$WEB_SHARDS"
  done
fi
# The other packages with the race detector, but those whose tests cannot race: neither they nor
# what they import start a goroutine (internal/racefree), so the detector can find nothing there
# and only slows them several times over; they run once without it, and their code is raced in
# the tests of the packages that call it concurrently. Then without cgo the packages whose build
# differs: the root package and the command line (their window start needs cgo), and the live
# view, whose test of write times checks its ratio only without the race detector; and the web
# font's package, whose checks of the emoji font take every eighth glyph under the race detector
# and every glyph without it; and the forecast's sampling (analysis), whose checks under the race
# detector solve a few deals of one hand and without it those of a random hand. Every package's tests are also compiled without cgo by `make vet`.
# Their "ok" lines are shown as each package finishes.
raced=("${others[@]}")
plain=(. ./cli/ ./live/ ./assets/webfont/ ./analysis/)
if [ -n "$RACE" ]; then
  free="$($GO run ./internal/racefree ./...)"
  declare -A is_free=()
  for p in $free; do is_free[$p]=1; done
  raced=()
  for p in "${others[@]}"; do
    if [ -n "${is_free[$p]:-}" ]; then plain+=("$p"); else raced+=("$p"); fi
  done
fi
# The tests that compare times (a write with and without 200 viewers of the live view, a relay's
# publish with and without 200 guests) are left out of the run without the race detector here and
# run alone once every lane has finished: beside five lanes of browsers and race-detected tests on
# two cores, what they measured was the suite's load (a CI run failed at 1.20×, 1.21× and 1.38×
# where the same commit measures 0.94× to 1.03× alone, and alone with three busy loops beside it).
# Under the race detector they run in the lane as before: there they check that every viewer has
# every frame, and leave the ratio to the run alone.
measured_pkg=./live/
measured='^(TestTwoHundredViewersDoNotSlowWrites|TestTwoHundredGuestsDoNotSlowAPublish)$'
export RACED="${raced[*]}" SKIP_PLAIN="$measured" SKIP_RACED=""
[ -n "$RACE" ] || SKIP_RACED="$measured"
lane others bash -c 'set -o pipefail
  { "$0" test -v '"$RACE"' -count=1 -timeout "$1" ${SKIP_RACED:+-skip "$SKIP_RACED"} $RACED &&
    CGO_ENABLED=0 "$0" test -v -count=1 -timeout "$1" -skip "$SKIP_PLAIN" "${@:3}"; } 2>&1 |
    tee "$2" | { grep --line-buffered -E "^(ok|FAIL)[[:space:]]" | sed -u "s/^/unit: /" >&3 || true; }' \
  "$GO" "$TIMEOUT" "$tmp/others.out" "${plain[@]}"

echo "unit: ${#tests[@]} tests of ${#ui_pkgs[@]} ui packages in $UI_SHARDS lanes beside ${#others[@]} other packages, ${#raced[@]} of them raced"
failed=0
failures=() # "lane<TAB>exit status<TAB>log" of each lane that failed, for the summary at the end
remaining=${#lanes[@]}
declare -A done_lane=()
while [ "$remaining" -gt 0 ]; do
  sleep 1
  for i in "${!lanes[@]}"; do
    name="${lanes[i]}"
    [ -n "${done_lane[$name]:-}" ] && continue
    [ -f "$tmp/$name.rc" ] || continue
    done_lane[$name]=1
    remaining=$((remaining - 1))
    rc="$(cat "$tmp/$name.rc")"
    log="$tmp/$name.log"
    [ "$name" = others ] && log="$tmp/others.out"
    if [ "$rc" -eq 0 ]; then
      echo "unit: $name passed after $(elapsed), $(cat "$tmp/$name.cpu" 2>/dev/null)s of processor"
    else
      echo "unit: $name FAILED with exit status $rc after $(elapsed):"
      grep -v -E '^(=== (RUN|PAUSE|CONT|NAME)|    --- PASS|--- PASS)' "$log" || true
      failed=1
      failures+=("$name"$'\t'"$rc"$'\t'"$log")
    fi
  done
done
# The measured tests, alone on the machine now, built as the run without the race detector above.
if CGO_ENABLED=0 $GO test -v -count=1 -timeout "$TIMEOUT" -run "$measured" "$measured_pkg" >"$tmp/alone.log" 2>&1; then
  echo "unit: the measured tests passed alone after $(elapsed)"
else
  echo "unit: the measured tests FAILED alone after $(elapsed):"
  grep -v -E '^(=== (RUN|PAUSE|CONT|NAME)|    --- PASS|--- PASS)' "$tmp/alone.log" || true
  failed=1
  failures+=("measured tests alone"$'\t'"1"$'\t'"$tmp/alone.log")
fi
grep -E '^[[:space:]]+[a-z_]+_test\.go:[0-9]+: rounds' "$tmp/alone.log" | sed 's/^[[:space:]]*/unit:   /' || true
# Top-level tests of every lane, counted from their verbose lines.
logs=("$tmp"/ui-*.log "$tmp/others.out" "$tmp/alone.log")
for f in "$tmp"/web-*.log; do [ ! -f "$f" ] || logs+=("$f"); done
passed=$(cat "${logs[@]}" | grep -c -E '^--- PASS' || true)
fails=$(cat "${logs[@]}" | grep -c -E '^--- FAIL' || true)
# awk rather than head: head stops reading early, and under pipefail the SIGPIPE it leaves
# sort with would fail the whole run once the list is longer than a pipe buffer.
echo "unit: the slowest tests:"
cat "${logs[@]}" | sed -n -E 's/^--- (PASS|FAIL): ([^ ]+) \(([0-9.]+)s\)$/\3 \2/p' |
  sort -rn | awk -v n="${SLOWEST:-8}" 'NR <= n { print "unit:   " $0 }'
echo "unit: $(elapsed) in all"
echo "unit: $passed passed, $fails failed"
# What failed, again, last: a long log is often read from its end only, where a lane's whole
# output printed above has scrolled away. For each lane that failed: the tests that failed,
# those that started and never ended (a crash or a timeout stops a test binary with no line of
# its own), and the lines that say why a binary stopped.
for f in "${failures[@]}"; do
  IFS=$'\t' read -r name rc log <<<"$f"
  echo "unit: $name failed (exit status $rc):"
  awk '/^=== RUN / && $3 !~ /\// { run[$3] = 1; order[++n] = $3 }
    /^--- (PASS|FAIL|SKIP): / { delete run[$3] }
    /^--- FAIL: / { print "unit:   failed: " $3 }
    END { for (i = 1; i <= n; i++) if (order[i] in run) { print "unit:   started, never ended: " order[i]; delete run[order[i]] } }' "$log"
  grep -E '^(panic: |fatal error: |WARNING: DATA RACE|race: |testing: |FAIL[[:space:]]|exit status |signal: )' "$log" |
    awk '!seen[$0]++ && n++ < 20 { print "unit:   " $0 }' || true
done
if [ "$failed" -ne 0 ] || [ "$fails" -ne 0 ]; then
  exit 1
fi
