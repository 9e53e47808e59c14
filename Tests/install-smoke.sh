#!/usr/bin/env bash
# `make install` end to end: installs tether with the Swift runtime linked in statically into
# a temporary PREFIX, copies the binary into an empty folder, and runs it there with a clean
# environment (no toolchain on PATH or the library path): --version, and an example laid out.
# The binary must not load any library of the Swift toolchain. Ends with 'install-smoke: ok'.
set -euo pipefail
cd "$(dirname "$0")/.."
PREFIX=$(mktemp -d)
EMPTY=$(mktemp -d)
trap 'rm -rf "$PREFIX" "$EMPTY"' EXIT
make --no-print-directory install PREFIX="$PREFIX" >/dev/null
cp "$PREFIX/bin/tether" "$EMPTY/tether"
cp examples/homeowner.layout "$EMPTY/"
if ldd "$EMPTY/tether" | grep -i -E 'swift|/opt/' >/dev/null; then
    echo "install-smoke: the installed tether loads toolchain libraries:" >&2
    ldd "$EMPTY/tether" | grep -i -E 'swift|/opt/' >&2
    exit 1
fi
cd "$EMPTY"
version=$(env -i PATH=/usr/bin:/bin HOME="$EMPTY" ./tether --version)
expected=$(sed -n 's/.*public static let version = "\(.*\)"/\1/p' "$OLDPWD/Sources/LayoutScript/Interpreter.swift")
[ "$version" = "$expected" ] || { echo "install-smoke: --version printed '$version', expected '$expected'" >&2; exit 1; }
output=$(env -i PATH=/usr/bin:/bin HOME="$EMPTY" ./tether run homeowner.layout --device iphone5)
# Chapter 16's toolbar on the iPhone 5: 44 tall on the bottom of 568.
echo "$output" | grep -E '^toolbar +root +0 +524 +320 +44$' >/dev/null || {
    echo "install-smoke: unexpected layout:" >&2; echo "$output" >&2; exit 1; }
echo "install-smoke: ok ($version, $(du -h tether | cut -f1) binary, no toolchain libraries)"
