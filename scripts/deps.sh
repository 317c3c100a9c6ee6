#!/usr/bin/env bash
# Installs what building and testing Jasstafel needs on a Debian/Ubuntu machine, only where it is
# missing, so that `make run` and `make test` work on a fresh machine with nothing typed first.
set -euo pipefail

# Go is not installed from the distribution: Debian 12's golang-go is 1.19, which cannot build
# Jasstafel. The least version is the go line of go.mod (the highest any module of the build
# needs); an older or missing Go stops here, before anything is installed.
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
want="$(awk '$1 == "go" {print $2; exit}' "$root/go.mod")"
gocmd="$(command -v go 2>/dev/null || true)"
fallback="${JASSTAFEL_GO_FALLBACK:-/usr/local/go/bin/go}" # where Go's own archive installs it
[ -n "$gocmd" ] || [ ! -x "$fallback" ] || gocmd="$fallback"
older() { # older A B: version A is lower than version B (a missing part counts as 0)
  local IFS=.
  local -a a=($1) b=($2)
  local i
  for i in 0 1 2; do
    if [ "${a[i]:-0}" -lt "${b[i]:-0}" ]; then return 0; fi
    if [ "${a[i]:-0}" -gt "${b[i]:-0}" ]; then return 1; fi
  done
  return 1
}
have=""
[ -z "$gocmd" ] || have="$("$gocmd" version 2>/dev/null | sed -n 's/.*go\([0-9][0-9]*\(\.[0-9][0-9]*\)*\).*/\1/p' | head -n 1)"
if [ -z "$gocmd" ] || [ -z "$have" ] || older "$have" "$want"; then
  if [ -z "$gocmd" ]; then
    found="no go command"
  elif [ -z "$have" ]; then
    found="$gocmd, whose version cannot be read"
  else
    found="$have ($gocmd)"
  fi
  echo "Jasstafel needs Go $want or newer; found $found. Install it from https://go.dev/dl/ (a distribution's golang-go package is often older)." >&2
  exit 1
fi
[ "${1:-}" != "--check-go" ] || exit 0

need=()
have_pkg() { dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q "install ok installed"; }

# The race detector needs cgo, hence a C compiler.
command -v gcc >/dev/null 2>&1 || need+=(gcc libc6-dev)
command -v git >/dev/null 2>&1 || need+=(git)

# The window app: cgo with the GL and X11 headers (Fyne's GLFW driver). The real-window test:
# Xvfb with Mesa's software GL. Hangul, kana and kanji in names and in the Korean and Japanese
# texts: a CJK font for Fyne's system-font fallback (fontconfig finds it). The code written for the
# browser (the IndexedDB store) runs its wasm tests in a headless Chromium.
for p in pkg-config libgl1-mesa-dev libx11-dev libxrandr-dev libxxf86vm-dev libxi-dev \
         libxcursor-dev libxinerama-dev xvfb xauth libgl1-mesa-dri fontconfig fonts-noto-cjk chromium "$@"; do
  have_pkg "$p" || need+=("$p")
done

if [ ${#need[@]} -gt 0 ]; then
  echo "Installing system packages: ${need[*]}"
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi

export PATH="$PATH:$(dirname "$gocmd")"
go mod download

# The static analysers of `make test`, pinned, installed into $(go env GOPATH)/bin when missing or
# at another version.
gobin="$(go env GOPATH)/bin"
install_tool() { # install_tool NAME PACKAGE@VERSION VERSION-AS-REPORTED
  local have=""
  [ -x "$gobin/$1" ] && have="$(go version -m "$gobin/$1" 2>/dev/null | awk '$1 == "mod" {print $3}')"
  if [ "$have" != "$3" ]; then
    echo "Installing $2"
    go install "$2"
  fi
}
install_tool staticcheck honnef.co/go/tools/cmd/staticcheck@v0.8.2 v0.8.2
install_tool deadcode golang.org/x/tools/cmd/deadcode@v0.39.0 v0.39.0
