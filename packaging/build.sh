#!/usr/bin/env bash
# Build the one-folder PyInstaller bundle dist/florenza-table/ and smoke-test it.
#
#   packaging/build.sh            # from anywhere; works relative to the repository root
#
# Environment: PYTHON (default python3, must be 3.11+), VENV (default build/pkg-venv),
# SMOKE_PNG (default /tmp/florenza-bundle.png), SKIP_SMOKE=1 to only build.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

PYTHON="${PYTHON:-python3}"
VENV="${VENV:-build/pkg-venv}"
SMOKE_PNG="${SMOKE_PNG:-/tmp/florenza-bundle.png}"
APP=florenza-table

echo "==> venv $VENV"
if [ ! -x "$VENV/bin/python" ]; then
    "$PYTHON" -m venv "$VENV"
fi
"$VENV/bin/python" -m pip install --quiet --upgrade pip
# a regular (non-editable) install, so the bundle is built from what a user gets
"$VENV/bin/python" -m pip install --quiet . "pyinstaller>=6.5"

echo "==> pyinstaller"
rm -rf "dist/$APP"
"$VENV/bin/pyinstaller" --noconfirm --clean \
    --distpath dist --workpath build/pyinstaller \
    packaging/florenza-table.spec

BIN="dist/$APP/$APP"
[ -x "$BIN" ] || { echo "build.sh: $BIN was not built" >&2; exit 1; }
echo "==> built $BIN ($(du -sh "dist/$APP" | cut -f1))"

if [ "${SKIP_SMOKE:-0}" = 1 ]; then
    exit 0
fi

echo "==> smoke test: $BIN --screenshot $SMOKE_PNG"
rm -f "$SMOKE_PNG"
# run from an empty directory so nothing in the checkout can be picked up
SMOKE_CWD="$(mktemp -d)"
trap 'rm -rf "$SMOKE_CWD"' EXIT
(cd "$SMOKE_CWD" && QT_QPA_PLATFORM=offscreen timeout 120 "$ROOT/$BIN" --screenshot "$SMOKE_PNG" --seed 1)

[ -f "$SMOKE_PNG" ] || { echo "build.sh: no screenshot written" >&2; exit 1; }
SIZE=$(stat -c %s "$SMOKE_PNG")
# a blank 1920x1080 PNG compresses to a few kB; the board is hundreds of kB
if [ "$SIZE" -lt 50000 ]; then
    echo "build.sh: screenshot is only $SIZE bytes, the board probably did not render" >&2
    exit 1
fi
"$VENV/bin/python" - "$SMOKE_PNG" <<'PY'
import struct, sys
data = open(sys.argv[1], "rb").read(24)
assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
w, h = struct.unpack(">II", data[16:24])
assert (w, h) == (1920, 1080), f"unexpected size {w}x{h}"
print(f"screenshot OK: {w}x{h}")
PY
echo "==> OK: $SMOKE_PNG ($SIZE bytes)"
