#!/usr/bin/env bash
# Installs what building and testing Jasstafel needs on a Debian/Ubuntu machine, only where it is
# missing, so that `make run` and `make test` work on a fresh machine with nothing typed first.
set -euo pipefail

need=()
have_pkg() { dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q "install ok installed"; }

# The race detector needs cgo, hence a C compiler.
command -v gcc >/dev/null 2>&1 || need+=(gcc libc6-dev)
command -v git >/dev/null 2>&1 || need+=(git)
command -v go >/dev/null 2>&1 || [ -x /usr/local/go/bin/go ] || need+=(golang-go)

# The window app: cgo with the GL and X11 headers (Fyne's GLFW driver). The real-window test:
# Xvfb with Mesa's software GL.
for p in pkg-config libgl1-mesa-dev libx11-dev libxrandr-dev libxxf86vm-dev libxi-dev \
         libxcursor-dev libxinerama-dev xvfb xauth libgl1-mesa-dri "$@"; do
  have_pkg "$p" || need+=("$p")
done

if [ ${#need[@]} -gt 0 ]; then
  echo "Installing system packages: ${need[*]}"
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi

export PATH="$PATH:/usr/local/go/bin"
go mod download
