#!/usr/bin/env bash
# Drives `tether repl` on a real terminal under tmux: line editing, Tab completion,
# multi-line blocks, UTF-8 input, Ctrl-C, history across runs, :quit.
#
# Usage: Tests/repl-smoke.sh [path/to/tether]   (default: .build/debug/tether, built if missing)
# Skips (exit 0) when tmux is not installed. Ends with 'repl-smoke: N passed, M failed'.
set -u
cd "$(dirname "$0")/.."
TETHER=${1:-${TETHER:-.build/debug/tether}}
if ! command -v tmux >/dev/null 2>&1; then
    echo "repl-smoke: tmux not installed, skipped"
    exit 0
fi
if [ ! -x "$TETHER" ]; then swift build --product tether >/dev/null || exit 1; fi
TETHER=$(cd "$(dirname "$TETHER")" && pwd)/$(basename "$TETHER")

HOME_DIR=$(mktemp -d)
SESSION=""
starts=0
SOCKET="tether-smoke-$$"
passed=0
failed=0
tm() { tmux -L "$SOCKET" "$@"; }
cleanup() { tm kill-server >/dev/null 2>&1; rm -rf "$HOME_DIR"; }
trap cleanup EXIT

# start [ARGUMENTS]: tether on a fresh 140 × 50 terminal, HOME in a temporary folder.
# The new session opens before the old one is closed: closing the server's last session
# stops the server, and a session opened meanwhile fails with "server exited unexpectedly".
start() {
    local old=$SESSION
    starts=$((starts + 1))
    SESSION="tether-smoke-$$-$starts"
    tm new-session -d -s "$SESSION" -x 140 -y 50 \
        "env -u TETHER_HISTORY -u XDG_STATE_HOME HOME='$HOME_DIR' LANG=C.UTF-8 '$TETHER' $*; echo \"EXIT=\$?\"; sleep 60"
    if [ -n "$old" ]; then tm kill-session -t "$old" >/dev/null 2>&1; fi
    wait_for 'layout> '
}
screen() { tm capture-pane -t "$SESSION" -p -S -100; }
# Waits up to 5 s for the screen to contain a string.
wait_for() {
    for _ in $(seq 50); do
        if screen | grep -qF -- "$1"; then return 0; fi
        sleep 0.1
    done
    return 1
}
type_keys() { tm send-keys -t "$SESSION" "$@"; sleep 0.2; }
check() {
    local what=$1 expected=$2
    if wait_for "$expected"; then
        passed=$((passed + 1))
    else
        failed=$((failed + 1))
        echo "FAIL: $what: expected to see: $expected"
        screen | sed 's/^/  | /'
    fi
}

start repl
type_keys 'view box' Enter
check "a view appears" '+ box (0, 0, 0, 0)'
type_keys 'pin box.wi' Tab
check "Tab completes box.wi to box.width" 'layout> pin box.width'
type_keys ' == 120' Enter
check "the frame change is shown" 'box (0, 0, 0, 0) → (0, 0, 120, 0)'
type_keys 'for v in [box] {' Enter
check "an open block asks for more" '   ...>'
type_keys 'pin v.height == 40 }' Enter
check "the block runs when closed" 'box (0, 0, 120, 0) → (0, 0, 120, 40)'
type_keys 'pin box.cen' Tab Tab
check "two Tabs list the candidates" 'centerX  centerY'
type_keys C-c
type_keys 'print "naïve ×"' Enter
check "Ctrl-C cancelled the line and UTF-8 input works" 'naïve ×'
type_keys 'let spins = 0' Enter
type_keys 'for i in range(1000000) { for j in range(1000) { spins = spins + 1 } }' Enter
sleep 1
type_keys C-c
check "Ctrl-C stops a running statement" 'error: interrupted'
type_keys 'print spins > 0' Enter
check "the session goes on after Ctrl-C with its state" 'true'
type_keys ':he' Tab Enter
check ":he completes to :help" ':why VIEW.ATTR'
type_keys ':quit' Enter
check ":quit leaves with status 0" 'EXIT=0'
if grep -q 'print\\040"naïve\\040×"' "$HOME_DIR/.tether_history" 2>/dev/null; then
    passed=$((passed + 1))
else
    failed=$((failed + 1))
    echo "FAIL: the history file holds the lines typed"
    cat "$HOME_DIR/.tether_history" 2>/dev/null | sed 's/^/  | /'
fi

# tether alone on a terminal is the REPL too.
start
type_keys Up
check "history is recalled in a new session" 'layout> :quit'
type_keys C-u 'view ok' Enter
check "editing after recall" '+ ok (0, 0, 0, 0)'
type_keys C-d
check "Ctrl-D leaves with status 0" 'EXIT=0'

# Ctrl-D inside an open block: the unfinished block is reported, and the REPL leaves cleanly.
start
type_keys 'for v in [1] {' Enter
type_keys C-d
check "Ctrl-D in a block reports it unclosed" "error: expected '}' to close the block opened at 1:14"
check "Ctrl-D in a block leaves with status 0" 'EXIT=0'

echo "repl-smoke: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
