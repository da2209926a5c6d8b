#!/usr/bin/env bash
# Decode benchmarks for issue 3: `pivot frames` against the ffmpeg CLI on generated clips.
#
#   bash Scripts/bench-decode.sh            # uses .build/release/pivot (build it with `make release`)
#   RUNS=5 THREADS=1 bash Scripts/bench-decode.sh
#
# Clips are generated at bench time in a temporary folder (testsrc2, H.264, ~10 s) and deleted afterwards.
# Runs of pivot and ffmpeg alternate, and the best (minimum) wall time of each is compared, which is the
# least noisy statistic on a shared machine. Needs ffmpeg and GNU time (`apt-get install time`).
# Prints a markdown table for BENCHMARKS.md.
set -euo pipefail

PIVOT=${PIVOT:-.build/release/pivot}
RUNS=${RUNS:-3}
THREADS=${THREADS:-0}   # 0 = auto (ffmpeg's default); same value passed to both tools
SECONDS_LONG=${SECONDS_LONG:-10}

[ -x "$PIVOT" ] || { echo "bench-decode: $PIVOT missing; run 'make release' (pivot and pivot-media)" >&2; exit 1; }
command -v ffmpeg >/dev/null || { echo "bench-decode: ffmpeg missing" >&2; exit 1; }
[ -x /usr/bin/time ] || { echo "bench-decode: /usr/bin/time missing; apt-get install time" >&2; exit 1; }

work=$(mktemp -d "${TMPDIR:-/tmp}/pivot-bench.XXXXXX")
trap 'rm -rf "$work"' EXIT

source "$(dirname "$0")/lib/bench-clips.sh"
echo "generating clips in $work ..." >&2
make_clip 1080p.mov 1920x1080 "$SECONDS_LONG"
make_clip 720p.mov 1280x720 "$SECONDS_LONG"
make_clip short.mov 1280x720 2
make_clip_x8 short.mov short-x8.mov

# "WALL CPU" seconds of one command (CPU = user + system, including children; output discarded)
measure() {
    /usr/bin/time -f "%e %U %S" -o "$work/time.txt" "$@" >/dev/null 2>&1
    awk '{ printf "%s %s\n", $1, $2 + $3 }' "$work/time.txt"
}

min() { echo "if ($1 < $2) $1 else $2" | bc -l; }

# best-of-RUNS wall and CPU times for two commands, alternating; prints "wall_a wall_b cpu_a cpu_b".
# Wall time is what the goal is about; CPU time is printed too because the build machine is shared and
# wall times there swing by 2x between runs.
race() { # "cmd a" "cmd b" setup-cmd
    local wa=999999 wb=999999 ca=999999 cb=999999 w c
    for _ in $(seq "$RUNS"); do
        eval "$3"; read -r w c < <(measure bash -c "$1"); wa=$(min "$w" "$wa"); ca=$(min "$c" "$ca")
        eval "$3"; read -r w c < <(measure bash -c "$2"); wb=$(min "$w" "$wb"); cb=$(min "$c" "$cb")
    done
    echo "$wa $wb $ca $cb"
}

ff_threads=()
[ "$THREADS" != 0 ] && ff_threads=(-threads "$THREADS")

rows=()
row() { rows+=("| $1 | $2 | $3 | $4 | $5 | $6 |"); }
ratio() { printf "%.2f" "$(echo "$1 / $2" | bc -l)"; }
fmt() { printf "%.3f" "$1"; }

for clip in 1080p 720p; do
    in="$work/$clip.mov"
    read -r p f pc fc < <(race \
        "'$PIVOT' frames '$in' --out '$work/null' --decode-only --quiet --threads $THREADS" \
        "ffmpeg -nostdin -v error ${ff_threads[*]} -i '$in' -map 0:v:0 -f null -" \
        ":")
    row "decode only, $clip" "$(fmt "$p") s" "$(fmt "$f") s" "$(ratio "$p" "$f")x" "$(ratio "$pc" "$fc")x" \
        "\`ffmpeg ${ff_threads[*]} -i X -f null -\`"

    read -r p f pc fc < <(race \
        "'$PIVOT' frames '$in' --out '$work/ppm-pivot' --quiet --overwrite --threads $THREADS" \
        "ffmpeg -nostdin -v error ${ff_threads[*]} -i '$in' -pix_fmt rgb24 -f image2 '$work/ppm-ff/%05d.ppm'" \
        "rm -rf '$work/ppm-pivot' '$work/ppm-ff'; mkdir -p '$work/ppm-ff'")
    row "every frame to PPM, $clip" "$(fmt "$p") s" "$(fmt "$f") s" "$(ratio "$p" "$f")x" "$(ratio "$pc" "$fc")x" \
        "\`ffmpeg -i X -pix_fmt rgb24 -f image2 %05d.ppm\`"
    rm -rf "$work/ppm-pivot" "$work/ppm-ff"
done

rss_short=$(peak_rss "$PIVOT" frames "$work/short.mov" --out "$work/rss1" --quiet --threads "$THREADS")
rss_long=$(peak_rss "$PIVOT" frames "$work/short-x8.mov" --out "$work/rss8" --quiet --threads "$THREADS")
rm -rf "$work/rss1" "$work/rss8"
row "peak RSS, 720p 2 s vs 16 s, every frame to PPM" "$((rss_long / 1024)) MiB (16 s)" "$((rss_short / 1024)) MiB (2 s)" \
    "$(ratio "$rss_long" "$rss_short")x" "" "goal: flat, ≤ 1.25x"

echo
echo "Decode benchmarks ($(nproc) CPUs, threads=$THREADS, best of $RUNS, $(ffmpeg -version | head -1 | cut -d' ' -f1-3))"
echo
echo "| case | pivot | ffmpeg (or baseline) | wall ratio | CPU ratio | reference |"
echo "|---|---|---|---|---|---|"
printf '%s\n' "${rows[@]}"
