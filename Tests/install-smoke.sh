#!/usr/bin/env bash
# `make install` end to end, into an empty temporary PREFIX: the tether binary, libTetherC,
# tether.h and tether.pc, with the Swift runtime linked in statically.
#  - tether, copied into an empty folder, runs with a clean environment (no toolchain on PATH
#    or the library path): --version, and an example laid out.
#  - A C program (Tests/CAPI/example.c) builds with `pkg-config --cflags --libs tether`
#    alone and lays out the same example through the C API, with a clean environment too.
#  - Neither the binary nor the library loads any library of the Swift toolchain.
#  - DESTDIR stages every file under another root while tether.pc names PREFIX (checked on
#    make's plan, `make -n`, not by a second install).
# Ends with 'install-smoke: ok'.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
PREFIX=$(mktemp -d)
EMPTY=$(mktemp -d)
trap 'rm -rf "$PREFIX" "$EMPTY"' EXIT
fail() { echo "install-smoke: $*" >&2; exit 1; }

make --no-print-directory install PREFIX="$PREFIX" >/dev/null
for file in bin/tether lib/libTetherC.so include/tether.h lib/pkgconfig/tether.pc; do
    [ -f "$PREFIX/$file" ] || fail "make install did not install $file"
done
for installed in "$PREFIX/bin/tether" "$PREFIX/lib/libTetherC.so"; do
    if ldd "$installed" | grep -i -E 'swift|/opt/' >/dev/null; then
        ldd "$installed" | grep -i -E 'swift|/opt/' >&2
        fail "$installed loads toolchain libraries"
    fi
done
expected=$(sed -n 's/.*public static let version = "\(.*\)"/\1/p' Sources/LayoutScript/Interpreter.swift)

# The binary, on its own.
cp "$PREFIX/bin/tether" "$EMPTY/tether"
cp examples/homeowner.layout "$EMPTY/"
cd "$EMPTY"
version=$(env -i PATH=/usr/bin:/bin HOME="$EMPTY" ./tether --version)
[ "$version" = "$expected" ] || fail "--version printed '$version', expected '$expected'"
output=$(env -i PATH=/usr/bin:/bin HOME="$EMPTY" ./tether run homeowner.layout --device iphone5)
# The toolbar on the iPhone 5: 44 tall on the bottom of 568.
echo "$output" | grep -E '^toolbar +root +0 +524 +320 +44$' >/dev/null || {
    echo "$output" >&2; fail "unexpected layout from tether run"; }

# A C program, built from the installed header, library and pkg-config file only.
export PKG_CONFIG_PATH="$PREFIX/lib/pkgconfig"
[ "$(pkg-config --modversion tether)" = "$expected" ] || fail "pkg-config --modversion tether: $(pkg-config --modversion tether)"
# shellcheck disable=SC2046 # pkg-config's flags are words
cc -Wall -Wextra -Werror -o example "$ROOT/Tests/CAPI/example.c" $(pkg-config --cflags --libs tether)
output=$(env -i PATH=/usr/bin:/bin HOME="$EMPTY" ./example homeowner.layout iphone5) || {
    echo "$output" >&2; fail "the C program failed"; }
# By hand from the script: fields 30 tall and 8 apart from y 64 (64, 102, 140), the date
# label (21 tall) at 178, so the image view starts at 178 + 21 + 8 = 207; it ends 8 above
# the 44-point toolbar on the bottom of 568, at 516: 309 tall, full width.
echo "$output" | grep -F '{"name": "imageView", "superview": "root", "frame": {"x": 0, "y": 207, "width": 320, "height": 309}' >/dev/null || {
    echo "$output" >&2; fail "unexpected layout from the C program"; }
[ "$(echo "$output" | head -n 1)" = "errors 0" ] || fail "the C program's run had errors"
# The same frames without JSON (tether_layout_frames): the image view, then the toolbar.
echo "$output" | grep -Fx 'imageView 0 207 320 309' >/dev/null || {
    echo "$output" >&2; fail "unexpected frames from tether_layout_frames"; }
echo "$output" | grep -Fx 'toolbar 0 524 320 44' >/dev/null || {
    echo "$output" >&2; fail "unexpected frames from tether_layout_frames"; }

# DESTDIR: every file staged under it, tether.pc naming PREFIX.
cd "$ROOT"
plan=$(make --no-print-directory -n install DESTDIR=/stage PREFIX=/usr)
for file in bin/tether lib/libTetherC.so include/tether.h lib/pkgconfig/tether.pc; do
    echo "$plan" | grep -E "(^| )/stage/usr/$file\$" >/dev/null || fail "make -n install DESTDIR=/stage does not stage $file"
done
echo "$plan" | grep -F "s|@PREFIX@|/usr|" >/dev/null || fail "tether.pc would not name PREFIX under DESTDIR"

echo "install-smoke: ok ($version; $(du -h "$PREFIX/bin/tether" | cut -f1) binary, $(du -h "$PREFIX/lib/libTetherC.so" | cut -f1) library; no toolchain libraries)"
