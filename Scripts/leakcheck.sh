#!/usr/bin/env bash
# leakcheck.sh [PIVOT_BINARY]
#
# Runs pivot inspect, frames and play on fixture clips under valgrind memcheck and fails when any run has a
# definite leak or a memory error (invalid read or write, use of uninitialised memory, bad free).
#
# "Possibly lost" and "still reachable" blocks are not failures: they are the Swift runtime's type-metadata
# caches and FFmpeg's one-time tables, allocated once per process and never freed by design; valgrind calls
# them "possibly lost" because the runtime keeps pointers into the middle of them. No suppression file is
# needed (checked 2026-11-21 with valgrind 3.19, Swift 6.3.1, FFmpeg 5.1).
#
# Needs valgrind (apt-get install valgrind). Logs stay in the printed folder when a run fails.
set -euo pipefail

PIVOT=${1:-.build/debug/pivot}
command -v valgrind >/dev/null || { echo "error: valgrind not found (apt-get install valgrind)" >&2; exit 1; }
[[ -x "$PIVOT" ]] || { echo "error: $PIVOT is not built (swift build --product pivot)" >&2; exit 1; }

WORK=$(mktemp -d "${TMPDIR:-/tmp}/pivot-leakcheck.XXXXXX")
VALGRIND=(valgrind --leak-check=full --errors-for-leak-kinds=definite --error-exitcode=99 --num-callers=30)
failed=0

# check NAME EXPECTED_STATUS ARGS...: one valgrind run; EXPECTED_STATUS is pivot's own status (1 for a bad clip).
check() {
    local name=$1 expected=$2 status=0
    shift 2
    "${VALGRIND[@]}" --log-file="$WORK/$name.log" "$PIVOT" "$@" >/dev/null 2>"$WORK/$name.err" || status=$?
    local summary
    summary=$(grep -E "definitely lost|ERROR SUMMARY" "$WORK/$name.log" | sed 's/^==[0-9]*== *//' | paste -sd ';' -)
    if [[ $status -eq 99 || $status -ne $expected ]]; then
        echo "FAIL $name (status $status, expected $expected): $summary"
        failed=1
    else
        echo "ok   $name: $summary"
    fi
}

check inspect 0 inspect Media/rot-iphone-portrait.mov Media/codec-hevc.mov Media/anamorphic-sar32x27.mov
check inspect-broken 1 inspect Media/broken/audio-only.mov Media/broken/truncated-no-index.mov \
    Media/broken/limit-width-17000.mov
check frames 0 frames Media/rot-iphone-portrait.mov --out "$WORK/frames" --quiet
check frames-size-at 0 frames Media/codec-hevc.mov --out "$WORK/frames-hevc" --size 64x36 --at 0.2,0.5 --quiet
check frames-broken 0 frames Media/broken/corrupt-mdat.mov --out "$WORK/frames-broken" --size 32x18 --quiet
check frames-exists 1 frames Media/rot-iphone-portrait.mov --out "$WORK/frames" --quiet
check play 0 play Media/rot-p90.mov --out "$WORK/play" --rotate 0.3:portrait,0.6:landscapeLeft --quiet

if [[ $failed -ne 0 ]]; then
    echo "leakcheck: failures; valgrind logs in $WORK" >&2
    exit 1
fi
rm -rf "$WORK"
echo "leakcheck: no definite leaks, no memory errors"
