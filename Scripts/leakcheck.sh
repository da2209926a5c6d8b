#!/usr/bin/env bash
# leakcheck.sh [PIVOT_BINARY]
#
# Runs pivot inspect, frames, play, matrix and simulate (alone, --render, --video) on fixture clips under valgrind memcheck and fails when any run has
# a definite leak or a memory error (invalid read or write, use of uninitialised memory, bad free). Besides the
# plain decode and render paths it covers the zimg colour conversion (HLG, PQ), alpha flattening (ProRes 4444),
# an angled display matrix (30°), a second video track, the MovieWriter (`play --video`), the PNG encoder
# (`--format png`) and decoder (`--record` then `--verify`). Each run is short (low --fps, one device) so the
# whole check stays a few minutes.
#
# "Possibly lost" and "still reachable" blocks are not failures: they are the Swift runtime's type-metadata
# caches and FFmpeg's one-time tables, allocated once per process and never freed by design; valgrind calls
# them "possibly lost" because the runtime keeps pointers into the middle of them. Scripts/valgrind.supp
# suppresses one Swift-runtime report with no Pivot frame (its reason is in the file); nothing in Pivot,
# FFmpeg or zimg is suppressed (checked 2026-11-23 with valgrind 3.19, Swift 6.3.1, FFmpeg 5.1).
#
# Needs valgrind (apt-get install valgrind). Logs stay in the printed folder when a run fails.
set -euo pipefail

PIVOT=${1:-.build/debug/pivot-media}
command -v valgrind >/dev/null || { echo "error: valgrind not found (apt-get install valgrind)" >&2; exit 1; }
[[ -x "$PIVOT" ]] || { echo "error: $PIVOT is not built (swift build --product pivot-media)" >&2; exit 1; }

WORK=$(mktemp -d "${TMPDIR:-/tmp}/pivot-leakcheck.XXXXXX")
VALGRIND=(valgrind --leak-check=full --errors-for-leak-kinds=definite --error-exitcode=99 --num-callers=30
    --suppressions="$(dirname "$0")/valgrind.supp")
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
# The zimg colour path: HLG (OOTF, primaries) and PQ (roll-off), both frames of each patch clip.
check frames-hlg 0 frames Media/colour-hlg-patches.mov --out "$WORK/frames-hlg" --quiet
check frames-pq 0 frames Media/colour-pq-patches.mov --out "$WORK/frames-pq" --size 96x80 --quiet
# Alpha flattened onto black, a 30° display matrix turned into its bounding box, a clip's second video track.
check frames-alpha 0 frames Media/edge/prores-alpha.mov --out "$WORK/frames-alpha" --quiet
check frames-angled 0 frames Media/edge/matrix-30.mov --out "$WORK/frames-angled" --quiet
check frames-stream 0 frames Media/edge/two-video.mov --stream 0 --size 64x48 --out "$WORK/frames-stream" --quiet
# MovieWriter: a short play written as one H.264 video (and its FILE.json) only.
check play-video 0 play Media/colour-hlg-patches.mov --video "$WORK/play.mp4" --fps 5 --quiet
# PNGEncoder: play and matrix cells as PNG.
check play-png 0 play Media/corners-black-white.mov --out "$WORK/play-png" --format png --fps 2 --quiet
check matrix-png 0 matrix Media/edge/matrix-30.mov --out "$WORK/matrix-png" --devices iphone-15 --time 0.1 \
    --format png --quiet
# PNGDecoder: references recorded, then read back and compared.
check matrix-record 0 matrix Media/corners-black-white.mov --devices iphone-15 --time 0.5 --record "$WORK/refs"
check matrix-verify 0 matrix Media/corners-black-white.mov --devices iphone-15 --time 0.5 --verify "$WORK/refs" \
    --failures "$WORK/failures"
# The scenario engine alone, then the frame loop on a scenario: frame files and a video, and a video alone (streamed
# to the encoder with its FILE.json, no frame files).
check simulate 0 simulate scenarios/landscape-modal.json
check simulate-render 0 simulate scenarios/render-player-in-navigation-with-sheet.json --render "$WORK/render" \
    --fps 5 --video "$WORK/render.mp4" --quiet
check simulate-video 0 simulate scenarios/render-player-in-navigation-with-sheet.json --video "$WORK/simulate.mp4" \
    --fps 5 --quiet

if [[ $failed -ne 0 ]]; then
    echo "leakcheck: failures; valgrind logs in $WORK" >&2
    exit 1
fi
rm -rf "$WORK"
echo "leakcheck: no definite leaks, no memory errors"
