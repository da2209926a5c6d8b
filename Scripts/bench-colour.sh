#!/usr/bin/env bash
# Colour benchmark for issues 12 and 26: `pivot frames` converting HLG to SDR (zimg + Pivot's BT.2390 kernel)
# against the ffmpeg CLI's zscale + tonemap chain and against libplacebo on Mesa's software Vulkan driver (issue
# 26's reference rendition, needs mesa-vulkan-drivers), on the same clip, all writing every frame as PPM.
#
#   bash Scripts/bench-colour.sh            # uses .build/release/pivot (build it with `make release`)
#   RUNS=5 bash Scripts/bench-colour.sh
#
# The clip (testsrc2, 1280x720, 3 s, 30 fps, HEVC 10-bit, tagged HLG/BT.2020) is generated at bench time in a
# temporary folder and deleted afterwards. Prints markdown table rows for BENCHMARKS.md (goals: ≤ 0.6× the zscale
# chain, ≤ 0.25× libplacebo).
set -euo pipefail

PIVOT=${1:-${PIVOT:-.build/release/pivot}}
RUNS=${RUNS:-5}
[ -x "$PIVOT" ] || { echo "bench-colour: $PIVOT missing; run 'make release'" >&2; exit 1; }
command -v ffmpeg >/dev/null || { echo "bench-colour: ffmpeg missing" >&2; exit 1; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
clip="$work/hlg-720p.mov"
ffmpeg -nostdin -hide_banner -loglevel error -y -f lavfi -i testsrc2=size=1280x720:rate=30 -t 3 \
    -vf "format=gbrpf32le,zscale=tin=709:pin=709:min=gbr:t=arib-std-b67:p=2020:m=2020_ncl:r=limited:npl=203,format=yuv420p10le" \
    -c:v libx265 -preset ultrafast -x265-params log-level=error -tag:v hvc1 \
    -color_primaries bt2020 -color_trc arib-std-b67 -colorspace bt2020nc -color_range tv "$clip"

# The reference chain: linear light (1.0 = 203 cd/m²), BT.709 primaries, ffmpeg's Möbius tone map with the same
# knee, back to BT.709 codes, then rgb24 as Pivot writes.
chain="zscale=t=linear:npl=203:p=709,format=gbrpf32le,tonemap=mobius:param=0.8:desat=0,zscale=t=709:m=709:r=full,format=rgb24"
echo "## HLG to SDR, every frame to PPM (1280x720, 90 frames, median of $RUNS alternating runs)"
echo "| what | pivot s | ffmpeg s | ratio |"
echo "|---|---|---|---|"
python3 Scripts/bench-compare.py "pivot frames vs ffmpeg zscale+tonemap" "$RUNS" \
    -- "$PIVOT" frames "$clip" --out "$work/pivot" --overwrite --quiet \
    -- ffmpeg -nostdin -loglevel error -y -i "$clip" -vf "$chain" -f image2 "$work/ffmpeg-%05d.ppm"
placebo="hwupload,libplacebo=w=1280:h=720:tonemapping=bt.2390:colorspace=bt709:color_primaries=bt709:color_trc=bt709:range=tv:format=yuv420p,hwdownload,format=yuv420p,scale=in_color_matrix=bt709:in_range=tv:out_range=pc,format=rgb24"
python3 Scripts/bench-compare.py "pivot frames vs ffmpeg libplacebo (lavapipe)" "$RUNS" \
    -- "$PIVOT" frames "$clip" --out "$work/pivot" --overwrite --quiet \
    -- ffmpeg -nostdin -loglevel error -y -init_hw_device vulkan -i "$clip" -vf "$placebo" -f image2 \
    "$work/placebo-%05d.ppm"
