#!/usr/bin/env bash
# Player benchmarks for issue 5: `pivot play` onto the iPhone 15 landscape canvas (852x393) against ffmpeg
# letterboxing the same clip to the same canvas, on clips generated at bench time; and peak memory for a clip
# and the same clip 8x longer.
#
#   bash Scripts/bench-play.sh [PIVOT]        # default .build/release/pivot
#   RUNS=5 bash Scripts/bench-play.sh
set -euo pipefail
cd "$(dirname "$0")/.."
PIVOT=${1:-.build/release/pivot}
RUNS=${RUNS:-5}
[ -x "$PIVOT" ] || { echo "bench-play: $PIVOT missing; run 'make release'" >&2; exit 1; }
[ -x /usr/bin/time ] || { echo "bench-play: /usr/bin/time missing; apt-get install time" >&2; exit 1; }

work=$(mktemp -d "${TMPDIR:-/tmp}/pivot-bench-play.XXXXXX")
trap 'rm -rf "$work"' EXIT
source "$(dirname "$0")/lib/bench-clips.sh"
echo "generating clips in $work ..." >&2
make_clip 1080p.mov 1920x1080 10
make_clip 720p.mov 1280x720 10
make_clip short.mov 1280x720 2
make_clip_x8 short.mov short-x8.mov

letterbox="scale=852:393:force_original_aspect_ratio=decrease,pad=852:393:(ow-iw)/2:(oh-ih)/2"
echo "## play onto the 852x393 canvas vs ffmpeg scale+pad to rgb24 PPMs (median of $RUNS alternating runs)"
echo "| what | pivot s | reference s | ratio |"
echo "|---|---|---|---|"
for clip in 720p 1080p; do
  mkdir -p "$work/ff-$clip"
  python3 Scripts/bench-compare.py "play, $clip 10 s (300 frames)" "$RUNS" \
    -- "$PIVOT" play "$work/$clip.mov" --device iphone-15 --out "$work/pivot-$clip" --overwrite --quiet \
    -- ffmpeg -nostdin -v error -y -i "$work/$clip.mov" -vf "$letterbox" -pix_fmt rgb24 -f image2 "$work/ff-$clip/%05d.ppm"
  rm -rf "$work/pivot-$clip" "$work/ff-$clip"
done

short=$(peak_rss "$PIVOT" play "$work/short.mov" --out "$work/rss1" --quiet)
long=$(peak_rss "$PIVOT" play "$work/short-x8.mov" --out "$work/rss8" --quiet)
echo
echo "peak RSS of pivot play, 720p: 2 s clip $((short / 1024)) MiB, 16 s clip $((long / 1024)) MiB," \
  "ratio $(python3 -c "print(f'{$long / $short:.2f}')")x (goal: flat, <= 1.25x)"
