#!/usr/bin/env bash
# Writes docs/hdr-comparison.png: the first frame of an HDR clip as Pivot, libplacebo (issue 26's reference) and
# ffmpeg's zscale + tonemap=mobius (Pivot's former curve, the chain BENCHMARKS.md compares with) render it, side by
# side at 180x320 each, with their names. libplacebo's yuv420p goes to RGB with libswscale's accurate_rnd and
# full_chroma_int: its default path reads 0.8-1.4 codes too dark (docs/colour.md, "Why the sky differs").
# usage: Scripts/hdr-comparison.sh CLIP [PIVOT] [OUT]   (CLIP: ../shared/real-clips/dolbyVision-hdr.MOV)
set -euo pipefail
clip=$1
pivot=${2:-.build/release/pivot}
out=${3:-docs/hdr-comparison.png}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
w=180 h=320
"$pivot" frames "$clip" --at 0 --size ${w}x${h} --format png --out "$work/pivot" --quiet
ffmpeg -nostdin -v error -init_hw_device vulkan -i "$clip" -vf "hwupload,libplacebo=w=$w:h=$h:tonemapping=bt.2390:colorspace=bt709:color_primaries=bt709:color_trc=bt709:range=tv:format=yuv420p,hwdownload,format=yuv420p,scale=in_color_matrix=bt709:in_range=tv:out_range=pc:flags=accurate_rnd+full_chroma_int,format=rgb24" -frames:v 1 "$work/libplacebo.png"
ffmpeg -nostdin -v error -i "$clip" -vf "zscale=t=linear:npl=203:p=709,format=gbrpf32le,tonemap=mobius:param=0.8:desat=0,zscale=t=709:m=709:r=full,format=rgb24,scale=$w:$h" -frames:v 1 "$work/mobius.png"
label() { echo "drawtext=text='$1':x=6:y=6:fontsize=13:fontcolor=white:box=1:boxcolor=black@0.6"; }
ffmpeg -nostdin -v error -y -i "$work/pivot/frame-00000.png" -i "$work/libplacebo.png" -i "$work/mobius.png" \
    -filter_complex "[0]$(label 'Pivot (BT.2390)')[a];[1]$(label 'libplacebo')[b];[2]$(label 'ffmpeg mobius')[c];[a][b][c]hstack=3" \
    -frames:v 1 "$out"
echo "wrote $out"
