#!/usr/bin/env bash
# The command line as a server without display libraries gets it: built without cgo, statically
# linked, run with an empty environment (no DISPLAY, a fresh HOME). Fails on any wrong exit code.
set -euo pipefail
cd "$(dirname "$0")/.."
GO="${GO:-go}"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
bin="$tmp/jasstafel"

CGO_ENABLED=0 "$GO" build -o "$bin" .
ldd_out="$(ldd "$bin" 2>&1 || true)"
case "$ldd_out" in
  *"not a dynamic executable"*) echo "headless: $bin is statically linked" ;;
  *) echo "headless: the build without cgo is not static; ldd says:"; echo "$ldd_out"; exit 1 ;;
esac

# Not only static: the command line must not carry Fyne or its drivers at all.
# The list is read whole: grep -q would stop early and, under pipefail, the SIGPIPE it leaves
# go list with would make a real finding look like a pass.
deps="$(CGO_ENABLED=0 "$GO" list -deps .)"
fyne_deps="$(grep '^fyne\.io/' <<<"$deps" || true)"
if [ -n "$fyne_deps" ]; then
  echo "headless: the build without cgo links Fyne:"; echo "$fyne_deps"; exit 1
fi

fails=0
# expect CODE COMMAND...: runs the binary with no display and a fresh home, output in $tmp/out.
expect() {
  local want="$1"; shift
  local got=0
  env -i PATH=/usr/bin:/bin HOME="$tmp/home" "$bin" "$@" >"$tmp/out" 2>"$tmp/err" || got=$?
  if [ "$got" -ne "$want" ]; then
    echo "headless: jasstafel $*: exit $got, want $want"; cat "$tmp/err"; fails=1
  fi
}

expect 0 check examples/*.json
printf '{"format": ' >"$tmp/broken.json"
expect 2 check "$tmp/broken.json"
expect 0 presets
expect 0 import examples/*.json --db "$tmp/games.db"
imported=$(wc -l <"$tmp/out")
expect 0 list --db "$tmp/games.db"
listed=$(($(wc -l <"$tmp/out") - 1))
if [ "$imported" -lt 1 ] || [ "$listed" -ne "$imported" ]; then
  echo "headless: imported $imported games, list shows $listed"; fails=1
fi
expect 0 export 1 --db "$tmp/games.db"
expect 1 export 999 --db "$tmp/games.db"
expect 0 backup --db "$tmp/games.db"
backup="$(tail -n 1 "$tmp/out")"
expect 0 restore "$backup" --db "$tmp/games.db"
expect 0 list --db "$tmp/games.db"
expect 2 import "$tmp/broken.json" --db "$tmp/games.db"
expect 0 rename 1 Ruth Köbi Marlies Fritzli --db "$tmp/games.db"
expect 2 rename 1 Anna Anna Cla Dora --db "$tmp/games.db"
expect 1 purge 1 --db "$tmp/games.db"
expect 0 delete 1 --db "$tmp/games.db"
expect 0 list --all --db "$tmp/games.db"
grep -q '(deleted)' "$tmp/out" || { echo "headless: delete did not move game 1 to the bin"; fails=1; }
expect 0 restore-game 1 --db "$tmp/games.db"
expect 1 delete 999 --db "$tmp/games.db"
expect 1 restore-game 999 --db "$tmp/games.db"
expect 0 legal --contract C --trick HT,HA,CA --hand SA,CK
grep -q '"legal"' "$tmp/out" || { echo "headless: legal printed no answer"; fails=1; }
expect 1 weis --contract C --cards DA,DK,D9
expect 0 weis --contract C --cards DA,DK,DQ --vs SJ,ST,S9
expect 2 legal --contract X
expect 0 solve --contract obenabe --hands "SA,H6;S6,HA;S7,D6;S8,D7"
grep -q '"team0": 19' "$tmp/out" || { echo "headless: solve printed no answer:"; cat "$tmp/out"; fails=1; }
expect 2 solve --contract obenabe --hands "SA,H6;S6,HA;S7,D6;S8"
expect 2
grep -q "no window" "$tmp/err" || { echo "headless: without a command it does not say that it has no window"; fails=1; }
# The commands as the table has them: every one named where the window is refused, every one
# answers --help on standard output and refuses an unknown flag with 2.
commands="check presets legal weis solve import export list backup restore rename delete restore-game purge stats players serve help version"
for c in $commands; do
  grep -q "  jasstafel $c" "$tmp/err" || { echo "headless: the usage without a window does not list $c"; fails=1; }
done
for c in $commands; do
  expect 0 "$c" --help
  grep -q "^Usage: jasstafel $c" "$tmp/out" || { echo "headless: $c --help printed no usage"; fails=1; }
  expect 2 "$c" --bogus
  [ "$(grep -c -- '--bogus' "$tmp/err")" = 1 ] || { echo "headless: $c --bogus does not name the flag once"; fails=1; }
done
# A missing database is 1 for every command that reads one.
for c in list stats players backup; do
  expect 1 "$c" --db "$tmp/none.db"
done
for c in export delete restore-game purge; do
  expect 1 "$c" 1 --db "$tmp/none.db"
done
expect 1 rename 1 Anna Beat Cla Dora --db "$tmp/none.db"

# Statistics: game 1 is the Coiffeur example (Ruth and Marlies win 264 : 225), renamed above; the
# new name counts.
expect 0 stats --db "$tmp/games.db" --mode coiffeur --player Fritzli
grep -q '^  "games": 1,$' "$tmp/out" && grep -q '"total": 264,' "$tmp/out" ||
  { echo "headless: stats does not count the renamed Coiffeur game:"; cat "$tmp/out"; fails=1; }
expect 2 stats --db "$tmp/games.db" --mode jass
expect 1 stats --db "$tmp/none.db"
[ -e "$tmp/none.db" ] && { echo "headless: stats created a database"; fails=1; }

# A game's deals as CSV and its chart as a PNG, drawn without cgo or a display. Game 2 was
# imported above and neither renamed nor purged.
expect 0 export 2 --format csv --db "$tmp/games.db"
head -n 1 "$tmp/out" | grep -q '^deal,' || { echo "headless: export --format csv printed no header"; fails=1; }
expect 0 export 2 --format png --out "$tmp/chart.png" --db "$tmp/games.db"
magic="$(head -c 8 "$tmp/chart.png" | od -An -tx1 | tr -d ' \n')"
[ "$magic" = "89504e470d0a1a0a" ] || { echo "headless: export --format png wrote no PNG (starts $magic)"; fails=1; }
expect 2 export 2 --format pdf --db "$tmp/games.db"

# The roster: list, rename, merge and undo across games.
expect 0 players --db "$tmp/games.db"
grep -q '^Ruth ' "$tmp/out" || { echo "headless: players does not list Ruth"; fails=1; }
expect 0 players --json --db "$tmp/games.db"
expect 0 players rename Ruth "Ruth M." --db "$tmp/games.db"
expect 2 players merge --into Köbi "Ruth M." --db "$tmp/games.db"
expect 1 players rename Nobody Somebody --db "$tmp/games.db"
expect 0 players undo --db "$tmp/games.db"
expect 1 players undo --db "$tmp/games.db"
expect 2 players merge Anna anna --db "$tmp/games.db"

[ "$fails" -eq 0 ] && echo "headless: check, presets, import, list, export (json, csv, png), backup, restore, rename, delete, restore-game, purge, players, legal, weis, solve, serve, stats, help, version: every exit code as documented"
exit "$fails"
