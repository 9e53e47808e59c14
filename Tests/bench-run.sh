#!/usr/bin/env bash
# Times `tether run` on a generated 1,000-view script, whole process, as a user runs it.
# Each view hangs under the one before it (4 required constraints a view, 4,000 in all).
#
# Usage: Tests/bench-run.sh [path/to/tether] [runs]   (default: .build/release/tether, 20 runs)
# Prints the median and the worst wall time; the budget is 50 ms.
set -euo pipefail
cd "$(dirname "$0")/.."
TETHER=${1:-.build/release/tether}
RUNS=${2:-20}
[ -x "$TETHER" ] || swift build -c release --product tether >/dev/null
SCRIPT=$(mktemp --suffix=.layout)
trap 'rm -f "$SCRIPT"' EXIT
{
    echo 'root 320 x 568'
    echo 'view v0'
    echo 'pin v0.left == root.left'
    echo 'pin v0.top == root.top'
    echo 'pin v0.width == 10'
    echo 'pin v0.height == 10'
    for i in $(seq 1 999); do
        echo "view v$i"
        echo "pin v$i.left == v$((i - 1)).left + 0.3"
        echo "pin v$i.top == v$((i - 1)).bottom"
        echo "pin v$i.width == v$((i - 1)).width"
        echo "pin v$i.height == 0.5"
    done
} >"$SCRIPT"
"$TETHER" run "$SCRIPT" >/dev/null   # warm the page cache
times=()
for _ in $(seq "$RUNS"); do
    start=$(date +%s%N)
    "$TETHER" run "$SCRIPT" >/dev/null
    end=$(date +%s%N)
    times+=($(((end - start) / 1000)))
done
sorted=($(printf '%s\n' "${times[@]}" | sort -n))
median=${sorted[$((RUNS / 2))]}
worst=${sorted[$((RUNS - 1))]}
printf 'tether run, 1,000 views, %d runs: median %d.%03d ms, worst %d.%03d ms (budget 50 ms)\n' \
    "$RUNS" $((median / 1000)) $((median % 1000)) $((worst / 1000)) $((worst % 1000))
