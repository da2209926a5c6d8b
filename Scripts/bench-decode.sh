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

[ -x "$PIVOT" ] || { echo "bench-decode: $PIVOT missing; run 'swift build -c release --product pivot'" >&2; exit 1; }
command -v ffmpeg >/dev/null || { echo "bench-decode: ffmpeg missing" >&2; exit 1; }
[ -x /usr/bin/time ] || { echo "bench-decode: /usr/bin/time missing; apt-get install time" >&2; exit 1; }

work=$(mktemp -d "${TMPDIR:-/tmp}/pivot-bench.XXXXXX")
trap 'rm -rf "$work"' EXIT

make_clip() { # name size seconds
    ffmpeg -nostdin -v error -f lavfi -i "testsrc2=size=$2:rate=30:duration=$3" \
        -c:v libx264 -preset veryfast -crf 23 -pix_fmt yuv420p "$work/$1"
}

echo "generating clips in $work ..." >&2
make_clip 1080p.mov 1920x1080 "$SECONDS_LONG"
make_clip 720p.mov 1280x720 "$SECONDS_LONG"
make_clip short.mov 1280x720 2
# The same picture 8x longer, for the memory check (concatenated by stream copy, so frames are identical).
for _ in 1 2 3 4 5 6 7 8; do echo "file '$work/short.mov'"; done > "$work/list.txt"
ffmpeg -nostdin -v error -f concat -safe 0 -i "$work/list.txt" -c copy "$work/short-x8.mov"

# wall SECONDS of one command (output discarded)
wall() {
    local start end
    start=$(date +%s.%N)
    "$@" >/dev/null 2>&1
    end=$(date +%s.%N)
    echo "$end - $start" | bc -l
}

# best-of-RUNS wall times for two commands, alternating; prints "a b"
race() { # "cmd a" "cmd b" setup-cmd
    local best_a=999999 best_b=999999 t
    for _ in $(seq "$RUNS"); do
        eval "$3"; t=$(wall bash -c "$1"); best_a=$(echo "if ($t < $best_a) $t else $best_a" | bc -l)
        eval "$3"; t=$(wall bash -c "$2"); best_b=$(echo "if ($t < $best_b) $t else $best_b" | bc -l)
    done
    echo "$best_a $best_b"
}

# peak RSS in KiB
peak_rss() {
    /usr/bin/time -v "$@" 2>&1 >/dev/null | awk -F: '/Maximum resident set size/ { gsub(/ /, "", $2); print $2 }'
}

ff_threads=()
[ "$THREADS" != 0 ] && ff_threads=(-threads "$THREADS")

rows=()
row() { rows+=("| $1 | $2 | $3 | $4 | $5 |"); }
ratio() { printf "%.2f" "$(echo "$1 / $2" | bc -l)"; }
fmt() { printf "%.3f" "$1"; }

for clip in 1080p 720p; do
    in="$work/$clip.mov"
    read -r p f < <(race \
        "'$PIVOT' frames '$in' --out '$work/null' --decode-only --quiet --threads $THREADS" \
        "ffmpeg -nostdin -v error ${ff_threads[*]} -i '$in' -map 0:v:0 -f null -" \
        ":")
    row "decode only, $clip" "$(fmt "$p") s" "$(fmt "$f") s" "$(ratio "$p" "$f")x" "\`ffmpeg ${ff_threads[*]} -i X -f null -\`"

    read -r p f < <(race \
        "'$PIVOT' frames '$in' --out '$work/ppm-pivot' --quiet --overwrite --threads $THREADS" \
        "ffmpeg -nostdin -v error ${ff_threads[*]} -i '$in' -pix_fmt rgb24 -f image2 '$work/ppm-ff/%05d.ppm'" \
        "rm -rf '$work/ppm-pivot' '$work/ppm-ff'; mkdir -p '$work/ppm-ff'")
    row "every frame to PPM, $clip" "$(fmt "$p") s" "$(fmt "$f") s" "$(ratio "$p" "$f")x" "\`ffmpeg -i X -pix_fmt rgb24 -f image2 %05d.ppm\`"
    rm -rf "$work/ppm-pivot" "$work/ppm-ff"
done

rss_short=$(peak_rss "$PIVOT" frames "$work/short.mov" --out "$work/rss1" --quiet --threads "$THREADS")
rss_long=$(peak_rss "$PIVOT" frames "$work/short-x8.mov" --out "$work/rss8" --quiet --threads "$THREADS")
rm -rf "$work/rss1" "$work/rss8"
row "peak RSS, 720p 2 s vs 16 s, every frame to PPM" "$((rss_long / 1024)) MiB (16 s)" "$((rss_short / 1024)) MiB (2 s)" \
    "$(ratio "$rss_long" "$rss_short")x" "goal: flat, ≤ 1.25x"

echo
echo "Decode benchmarks ($(nproc) CPUs, threads=$THREADS, best of $RUNS, $(ffmpeg -version | head -1 | cut -d' ' -f1-3))"
echo
echo "| case | pivot | ffmpeg (or baseline) | ratio | reference |"
echo "|---|---|---|---|---|"
printf '%s\n' "${rows[@]}"
