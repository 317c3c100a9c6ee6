#!/usr/bin/env bash
# The start-time benchmark of docs/BENCHMARKS.md: the time from exec to the first painted frame on
# the X display, measured from outside the process, for an empty Fyne window (the baseline), the
# app's home screen, an opened game and the statistics, on a database of 1,000 games; and, for reference, a Fyne
# window that shows one label (what the first text costs). RUNS=21 SIZE=1280x800; FRAMES=DIR
# saves the first and the settled frame of each program, to look at what was timed.
set -euo pipefail
cd "$(dirname "$0")/.."
GO="${GO:-go}"
RUNS="${RUNS:-21}"
SIZE="${SIZE:-1280x800}"
GAMES=1000
OPEN_EXAMPLE=examples/schieber-to-2500.json # the longest Schieber game

tmp="$(mktemp -d)"
xvfb_pid=""
cleanup() {
  [ -n "$xvfb_pid" ] && kill "$xvfb_pid" 2>/dev/null || true
  rm -rf "$tmp"
}
trap cleanup EXIT

"$GO" build -o "$tmp/jasstafel" .
"$GO" build -o "$tmp/emptywindow" ./internal/emptywindow
"$GO" build -o "$tmp/startbench" ./internal/startbench

# 1,000 games: the examples imported again and again, in one import.
examples=(examples/*.json)
files=()
while [ $((${#files[@]} + ${#examples[@]})) -le "$GAMES" ]; do files+=("${examples[@]}"); done
files+=("${examples[@]:0:$((GAMES - ${#files[@]}))}")
"$tmp/jasstafel" import "${files[@]}" --db "$tmp/games.db" >"$tmp/ids"
[ "$(wc -l <"$tmp/ids")" -eq "$GAMES" ] || { echo "startbench: the import did not give $GAMES games"; exit 1; }
# The id of the last copy of the game to open.
open_id="$(paste -d' ' <(printf '%s\n' "${files[@]}") "$tmp/ids" | awk -v f="$OPEN_EXAMPLE" '$1 == f {id = $2} END {print id}')"

# A display of our own with a black root window and nothing else on it.
display_num=99
while [ -e "/tmp/.X11-unix/X$display_num" ] || [ -e "/tmp/.X$display_num-lock" ]; do display_num=$((display_num + 1)); done
Xvfb ":$display_num" -br -nolisten tcp -screen 0 1920x1400x24 >"$tmp/xvfb.log" 2>&1 &
xvfb_pid=$!
for _ in $(seq 50); do [ -e "/tmp/.X11-unix/X$display_num" ] && break; sleep 0.1; done

w="${SIZE%x*}"
h="${SIZE#*x}"
echo "$(date -u '+%F %H:%M UTC'), load $(cut -d' ' -f1-3 /proc/loadavg); machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ //'); $GAMES games; game $open_id opened; window $SIZE; $RUNS runs each"
# A fresh HOME for each program, its own: the app remembers the game it showed last and reopens
# it, so with one HOME for all the home screen's runs would open the game the `--open` runs left.
LIBGL_ALWAYS_SOFTWARE=1 "$tmp/startbench" -display ":$display_num" -n "$RUNS" -size "$SIZE" -homes "$tmp/homes" ${FRAMES:+-frames "$FRAMES"} \
  "empty=$tmp/emptywindow -width $w -height $h" \
  "label=$tmp/emptywindow -width $w -height $h -label Jasstafel" \
  "home=$tmp/jasstafel --db $tmp/games.db --lang en --size $SIZE" \
  "open=$tmp/jasstafel --db $tmp/games.db --lang en --size $SIZE --open $open_id" \
  "stats=$tmp/jasstafel --db $tmp/games.db --lang en --size $SIZE --stats"
