#!/usr/bin/env bash
# Issue 16's goals, each a ratio against the reference measured in the same run: runs alternate, medians of RUNS
# (at least 5), wall time and CPU time (user + system, children included). Clips (testsrc2, 30 fps, 10 s, H.264;
# HLG 10-bit for the HDR row) are generated at bench time in a temporary folder and deleted afterwards.
#
#   bash Scripts/bench-pipeline.sh [PIVOT]        # default .build/release/pivot
#   RUNS=7 ONLY=play bash Scripts/bench-pipeline.sh   # ONLY: play, png, video, hdr, matrix or memory
# (matrix takes at least 21 runs whatever RUNS says: see its section)
#
# A row whose pivot feature is missing from this build says so instead of failing.
set -euo pipefail
cd "$(dirname "$0")/.."
PIVOT=${1:-.build/release/pivot}
RUNS=${RUNS:-5}
ONLY=${ONLY:-}
[ -x "$PIVOT" ] || { echo "bench-pipeline: $PIVOT missing; run 'make release'" >&2; exit 1; }
[ -x /usr/bin/time ] || { echo "bench-pipeline: /usr/bin/time missing; apt-get install time" >&2; exit 1; }
[ "$RUNS" -ge 5 ] || { echo "bench-pipeline: RUNS must be at least 5" >&2; exit 1; }

work=$(mktemp -d "${TMPDIR:-/tmp}/pivot-bench-pipeline.XXXXXX")
trap 'rm -rf "$work"' EXIT
source "$(dirname "$0")/lib/bench-clips.sh"
export BENCH_SCRATCH="$work/scratch"
out="$BENCH_SCRATCH"
wanted() { [ -z "$ONLY" ] || [ "$ONLY" = "$1" ]; }
# grep reads all of the help (grep -q would quit early, and pipefail would count the SIGPIPE as a missing option).
has_option() { "$PIVOT" "$1" --help 2>&1 | grep -- "$2" >/dev/null; }
compare() { python3 Scripts/bench-compare.py --cpu "$@"; }
# table TITLE [RUNS]: a section's heading and header row.
table() {
  echo
  echo "## $1 (median of ${2:-$RUNS} alternating runs; $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg) at start)"
  echo "| what | pivot s | reference s | ratio | pivot CPU s | reference CPU s | CPU ratio |"
  echo "|---|---|---|---|---|---|---|"
}

# Only the clips the selected sections use are generated (the HLG ones take longest).
echo "generating clips in $work ..." >&2
if wanted play || wanted png || wanted video || wanted matrix; then
  make_clip 720p.mov 1280x720 10
  make_clip 1080p.mov 1920x1080 10
fi
if wanted memory; then
  make_clip short.mov 1280x720 2
  make_clip_x8 short.mov short-x8.mov
  make_hlg_clip hlg-short.mov 1920x1080 2
  make_clip_x8 hlg-short.mov hlg-short-x8.mov
fi
wanted hdr && make_hlg_clip hlg-1080p.mov 1920x1080 10

letterbox="scale=852:393:force_original_aspect_ratio=decrease,pad=852:393:(ow-iw)/2:(oh-ih)/2"
quiet_play=(--quiet)
has_option play --no-preview && quiet_play+=(--no-preview)

if wanted play; then
  table "play to PPM, interface view, iPhone 15 landscape (852x393) vs ffmpeg scale+pad (goal: <= 0.8x wall, CPU <= 1.0x)"
  for clip in 720p 1080p; do
    compare "play, $clip 10 s" "$RUNS" \
      -- "$PIVOT" play "$work/$clip.mov" --device iphone-15 --out "$out/p" "${quiet_play[@]}" \
      -- ffmpeg -nostdin -v error -i "$work/$clip.mov" -vf "$letterbox" -pix_fmt rgb24 -f image2 "$out/%05d.ppm"
  done
fi

if wanted png; then
  table "frames --format png vs ffmpeg -f image2 %05d.png, default settings (goal: <= 0.8x, files <= 1.05x)"
  if has_option frames --format; then
    for clip in 720p 1080p; do
      compare "frames png, $clip 10 s" "$RUNS" \
        -- "$PIVOT" frames "$work/$clip.mov" --format png --out "$out/p" --quiet \
        -- ffmpeg -nostdin -v error -i "$work/$clip.mov" -f image2 "$out/%05d.png"
      mkdir -p "$work/size-p" "$work/size-f"
      "$PIVOT" frames "$work/$clip.mov" --format png --out "$work/size-p" --quiet --overwrite
      ffmpeg -nostdin -v error -y -i "$work/$clip.mov" -f image2 "$work/size-f/%05d.png"
      p=$(cat "$work"/size-p/*.png | wc -c) f=$(cat "$work"/size-f/*.png | wc -c)
      echo "| PNG bytes, $clip | $p | $f | $(python3 -c "print(f'{$p / $f:.3f}x')") | | | |"
      rm -rf "$work/size-p" "$work/size-f"
    done
  else
    echo "| frames --format png | not in this build | | | | | |"
  fi
fi

if wanted video; then
  # pivot's video has one even-sized canvas for the whole run; with --view interface the 852x393 interface sits
  # centred on an 852x852 square (room for either orientation), so the reference letterboxes in RGB, as pivot
  # does (padding yuv420p would round the odd 393 down and fail), and pads to the same square.
  video_chain="scale=852:393:force_original_aspect_ratio=decrease,format=rgb24,pad=852:393:(ow-iw)/2:(oh-ih)/2"
  video_chain+=",pad=852:852:0:230"
  table "play --video out.mp4 (interface view) vs ffmpeg scale+pad, libx264 crf 18 veryfast yuv420p (goal: <= 1.0x)"
  if has_option play --video; then
    for clip in 720p 1080p; do
      compare "play --video, $clip 10 s" "$RUNS" \
        -- "$PIVOT" play "$work/$clip.mov" --device iphone-15 --video "$out/p.mp4" --view interface "${quiet_play[@]}" \
        -- ffmpeg -nostdin -y -v error -i "$work/$clip.mov" -vf "$video_chain" -c:v libx264 -crf 18 \
        -preset veryfast -pix_fmt yuv420p "$out/f.mp4"
    done
  else
    echo "| play --video | not in this build | | | | | |"
  fi
fi

if wanted hdr; then
  table "HLG 10-bit 1080p to SDR, every frame to PPM vs ffmpeg zscale+tonemap (goal: <= 0.6x, issue 26)"
  chain="zscale=t=linear:npl=203:p=709,format=gbrpf32le,tonemap=mobius:param=0.8:desat=0,zscale=t=709:m=709:r=full,format=rgb24"
  compare "frames, HLG 1080p 10 s" "$RUNS" \
    -- "$PIVOT" frames "$work/hlg-1080p.mov" --out "$out/p" --quiet \
    -- ffmpeg -nostdin -v error -i "$work/hlg-1080p.mov" -vf "$chain" -f image2 "$out/%05d.ppm"
fi

if wanted matrix; then
  # A matrix run lasts under a second and its pinned reference swings with the page cache's copy speed (BENCHMARKS.md,
  # "Where a matrix run's time goes"), so its median takes at least 21 runs.
  matrix_runs=$((RUNS > 21 ? RUNS : 21))
  table "matrix over the whole catalog at t=1, two cores (pivot column) vs pinned to one, taskset -c 0 (goal: ratio <= 0.59, i.e. >= 1.7x faster)" "$matrix_runs"
  compare "matrix, 1080p clip, every device" "$matrix_runs" \
    -- "$PIVOT" matrix "$work/1080p.mov" --time 1 --out "$out/p" --quiet \
    -- taskset -c 0 "$PIVOT" matrix "$work/1080p.mov" --time 1 --out "$out/p" --quiet
fi

if wanted memory; then
  echo
  echo "## peak RSS: 2 s clip (720p; HLG 1080p) vs the same clip 8x longer (goal: flat, <= 1.25x)"
  echo "| mode | 2 s KiB | 16 s KiB | ratio |"
  echo "|---|---|---|---|"
  rss_row() { # LABEL CLIP_STEM COMMAND... (CLIP in the command stands for the clip, then the clip 8x longer)
    local label=$1 stem=$2 a b
    shift 2
    rm -rf "$out" && mkdir -p "$out"
    a=$(peak_rss "${@//CLIP/$work/$stem.mov}")
    rm -rf "$out" && mkdir -p "$out"
    b=$(peak_rss "${@//CLIP/$work/$stem-x8.mov}")
    echo "| $label | $a | $b | $(python3 -c "print(f'{$b / $a:.2f}x')") |"
  }
  rss_row "play to PPM" short "$PIVOT" play CLIP --device iphone-15 --out "$out/p" "${quiet_play[@]}"
  has_option frames --format && rss_row "frames png" short "$PIVOT" frames CLIP --format png --out "$out/p" --quiet
  has_option play --video &&
    rss_row "play --video" short "$PIVOT" play CLIP --video "$out/p.mp4" --view interface "${quiet_play[@]}"
  rss_row "frames PPM" short "$PIVOT" frames CLIP --out "$out/p" --quiet
  rss_row "HLG 1080p frames PPM" hlg-short "$PIVOT" frames CLIP --out "$out/p" --quiet
  rss_row "matrix" short "$PIVOT" matrix CLIP --time 1 --out "$out/p" --quiet
fi
