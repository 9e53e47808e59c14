#!/usr/bin/env bash
# `pip install ./python`, as the README says, into a fresh virtual environment and with no
# TETHER_LIBRARY: building the package builds libTetherC (release, the Swift runtime linked
# in, in .build-static: after `make install` the build is already there) and carries it.
# From a folder outside the checkout, the installed package then loads the library from its
# own folder, a library that needs nothing of the toolchain, and lays out an example; then
# the package's pytest suite (python/tests) runs over it, in the environment, which keeps the
# system's Python as it was (and works where Debian's is externally managed, PEP 668).
# Ends with 'python-install-smoke: ok' and pytest's summary.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
fail() { echo "python-install-smoke: $*" >&2; exit 1; }
unset TETHER_LIBRARY

python3 -m venv "$WORK/venv"
rm -rf python/build python/*.egg-info
"$WORK/venv/bin/python" -m pip install -q ./python >"$WORK/pip.log" 2>&1 || { cat "$WORK/pip.log" >&2; fail "pip install ./python failed"; }
rm -rf python/build python/*.egg-info
cp examples/homeowner.layout "$WORK/"
cd "$WORK"
library=$(./venv/bin/python -c 'import tether; print(tether._library_path())')
case "$library" in
    "$WORK"/venv/lib/python*/site-packages/tether/libTetherC.so) ;;
    *) fail "the installed package loads $library, not the library it carries" ;;
esac
if ldd "$library" | grep -i -E 'swift|/opt/' >/dev/null; then
    ldd "$library" | grep -i -E 'swift|/opt/' >&2
    fail "the library the package carries loads toolchain libraries"
fi
./venv/bin/python - <<'PYTHON' || fail "the example's layout differs"
import tether

interpreter = tether.Interpreter()
with open("homeowner.layout", encoding="utf-8") as script:
    interpreter.run(script.read(), "homeowner.layout")
layout = interpreter.layoutOn("iphone4s")
# By hand from the script: the image view starts at 207 (below the fields at 64, 102 and 140,
# 30 tall, and the date label at 178, 21 tall, each 8 apart) and ends 8 above the 44-point
# toolbar on the bottom of 480: 480 - 44 - 8 - 207 = 221 tall, full width.
assert layout.frame("imageView") == (0, 207, 320, 221), layout.frame("imageView")
assert layout.frame("toolbar") == (0, 436, 320, 44), layout.frame("toolbar")
assert layout.diagnostics == [], layout.diagnostics
print(f"python-install-smoke: ok ({tether.version()}, imageView {layout.frame('imageView')})")
PYTHON
./venv/bin/python -m pip install -q pytest >"$WORK/pip.log" 2>&1 || { cat "$WORK/pip.log" >&2; fail "pip install pytest failed"; }
# From here, not the checkout: `import tether` is the installed package.
./venv/bin/python -m pytest -q -p no:cacheprovider "$ROOT/python/tests"
