#!/usr/bin/env bash
# make-fixtures.sh OUTDIR [FUNCTION...]
#
# With FUNCTION names (for example make_edge), runs only those groups and leaves
# expected.json alone; without, regenerates everything.
#
# Regenerates Pivot's test clips from lavfi test sources (testsrc2, color, sine)
# with the FFmpeg 5.1 CLI, then writes OUTDIR/expected.json from ffprobe/ffmpeg.
#
# Needs: bash, ffmpeg, ffprobe, coreutils, python3.
# Output is byte-for-byte deterministic (bitexact flags, no metadata, single
# threaded x265). Intermediate files live in a temp dir removed on exit.
#
# Marker clips: TL red (255,0,0), TR lime (0,255,0), BL blue (0,0,255),
# BR yellow (255,255,0), solid squares of side = 1/8 of the STORED width
# (rounded down to even), placed as they must appear in the UPRIGHT picture,
# i.e. after ffmpeg's autorotation (display matrix) has been applied.
#
# Rotation (FFmpeg 5.1): `-metadata:s:v:0 rotate=R` becomes a display matrix
# only on a `-c copy` remux; ffprobe then prints rotation=R.
#   R=-90 -> matrix 0,1,-1,0 (iPhone portrait); autorotate = transpose=clock
#   R=90  -> matrix 0,-1,1,0;                   autorotate = transpose=cclock
#   R=180 -> matrix -1,0,0,-1 (prints -180);    autorotate = hflip,vflip
# Mirror: remux with rotate=180, then patch the tkhd matrix d from -1 to +1
# giving (-1,0,0,1); autorotate = hflip only.
set -euo pipefail

if [[ $# -lt 1 ]]; then
    echo "usage: $0 OUTDIR [FUNCTION...]" >&2
    exit 2
fi

for tool in ffmpeg ffprobe python3; do
    command -v "$tool" >/dev/null || { echo "error: $tool not found" >&2; exit 1; }
done

OUT=$1
shift
ONLY=("$@")
mkdir -p "$OUT/broken" "$OUT/edge" "$OUT/hdr"
OUT=$(cd "$OUT" && pwd)
TMP=$(mktemp -d "${TMPDIR:-/tmp}/pivot-fixtures.XXXXXX")
trap 'rm -rf "$TMP"' EXIT

export LC_ALL=C

# Common flags. bitexact keeps encoder/muxer version strings out; -map_metadata -1
# drops creation_time and friends; -threads 1 keeps encoder output independent of
# the machine's CPU count (x264 frame threading changes the bitstream).
FF=(ffmpeg -nostdin -hide_banner -loglevel error -y)
DET=(-threads 1 -fflags +bitexact -flags:v +bitexact -flags:a +bitexact -map_metadata -1 -map_chapters -1)
X264=(-c:v libx264 -preset veryfast -pix_fmt yuv420p)

# Manifest for expected.json: "relpath|kind|size" lines.
#   kind=markers: size = marker side in the autorotated frame's pixels
#   kind=quarters: centres of the four 25%x25% corner regions (corners-*, solid-*)
#   kind=none:    no corner sampling
MANIFEST=$TMP/manifest.txt
: >"$MANIFEST"
note() { echo "$1|$2|$3" >>"$MANIFEST"; }

# marker_side STORED_WIDTH -> floor(w/8) rounded down to even
marker_side() { echo $(( ($1 / 8) / 2 * 2 )); }

# markers_src UW UH S RATE -> lavfi graph: upright testsrc2 UWxUH with markers of side S
markers_src() {
    local w=$1 h=$2 s=$3 r=$4
    printf 'testsrc2=size=%dx%d:rate=%s,format=yuv420p' "$w" "$h" "$r"
    printf ',drawbox=x=0:y=0:w=%d:h=%d:color=0xFF0000:t=fill' "$s" "$s"
    printf ',drawbox=x=%d:y=0:w=%d:h=%d:color=0x00FF00:t=fill' $((w - s)) "$s" "$s"
    printf ',drawbox=x=0:y=%d:w=%d:h=%d:color=0x0000FF:t=fill' $((h - s)) "$s" "$s"
    printf ',drawbox=x=%d:y=%d:w=%d:h=%d:color=0xFFFF00:t=fill' $((w - s)) $((h - s)) "$s" "$s"
}

# remux_rotate IN OUT R : stream copy with a display matrix for rotate=R
remux_rotate() {
    "${FF[@]}" -i "$1" -map 0 -c copy -metadata:s:v:0 "rotate=$3" "${DET[@]}" "$2"
}

# ---------------------------------------------------------------- aspect ratios
# make_ar NAME W H RATE FRAMES CRF
make_ar() {
    local name=$1 w=$2 h=$3 r=$4 n=$5 crf=$6 s
    s=$(marker_side "$w")
    "${FF[@]}" -f lavfi -i "$(markers_src "$w" "$h" "$s" "$r")" -frames:v "$n" \
        "${X264[@]}" -crf "$crf" "${DET[@]}" "$OUT/$name"
    note "$name" markers "$s"
}

make_aspect() {
    make_ar ar-4x3.mov 640 480 10 10 32
    make_ar ar-16x9.mov 640 360 30 90 35
    make_ar ar-9x16.mov 360 640 10 10 32
    make_ar ar-239x100.mov 956 400 10 10 32
    make_ar odd-854x480.mov 854 480 10 10 32
}

# ---------------------------------------------------------------- anamorphic / SAR
make_anamorphic() {
    local s
    s=$(marker_side 720)
    # VUI 32:27 (x264) + pasp 32:27 (muxer writes it from codecpar SAR)
    "${FF[@]}" -f lavfi -i "$(markers_src 720 480 "$s" 10),setsar=32/27" -frames:v 10 \
        "${X264[@]}" -crf 32 "${DET[@]}" "$OUT/anamorphic-sar32x27.mov"
    note anamorphic-sar32x27.mov markers "$s"

    # VUI 1:1, then -aspect on stream copy rewrites only the container SAR: pasp 32:27
    "${FF[@]}" -f lavfi -i "$(markers_src 720 480 "$s" 10),setsar=1/1" -frames:v 10 \
        "${X264[@]}" -crf 32 "${DET[@]}" "$TMP/sq720.mov"
    "${FF[@]}" -i "$TMP/sq720.mov" -map 0 -c copy -aspect 16:9 "${DET[@]}" \
        "$OUT/anamorphic-container-only.mov"
    note anamorphic-container-only.mov markers "$s"

    # VUI 32:27, pasp 8:9 (4:3 * 480/720); the stream SAR (8:9) wins
    "${FF[@]}" -i "$OUT/anamorphic-sar32x27.mov" -map 0 -c copy -aspect 4:3 "${DET[@]}" \
        "$OUT/sar-conflict.mov"
    note sar-conflict.mov markers "$s"
}

# ---------------------------------------------------------------- rotation / mirror
make_rotation() {
    local s
    # iPhone portrait: upright 1080x1920 drawn, stored 1920x1080 via transpose=cclock,
    # remuxed with rotate=-90 (matrix 0,1,-1,0); autorotate applies transpose=clock.
    s=$(marker_side 1920)
    "${FF[@]}" -f lavfi -i "$(markers_src 1080 1920 "$s" 30),transpose=cclock" -frames:v 10 \
        "${X264[@]}" -crf 40 "${DET[@]}" "$TMP/rot-m90.mov"
    remux_rotate "$TMP/rot-m90.mov" "$OUT/rot-iphone-portrait.mov" -90
    note rot-iphone-portrait.mov markers "$s"

    # rotate=90 (matrix 0,-1,1,0): autorotate applies transpose=cclock, so store clock.
    s=$(marker_side 640)
    "${FF[@]}" -f lavfi -i "$(markers_src 360 640 "$s" 10),transpose=clock" -frames:v 10 \
        "${X264[@]}" -crf 32 "${DET[@]}" "$TMP/rot-p90.mov"
    remux_rotate "$TMP/rot-p90.mov" "$OUT/rot-p90.mov" 90
    note rot-p90.mov markers "$s"

    # rotate=180 (matrix -1,0,0,-1, ffprobe -180): autorotate applies hflip+vflip.
    "${FF[@]}" -f lavfi -i "$(markers_src 640 360 "$s" 10),hflip,vflip" -frames:v 10 \
        "${X264[@]}" -crf 32 "${DET[@]}" "$TMP/rot-180.mov"
    remux_rotate "$TMP/rot-180.mov" "$OUT/rot-180.mov" 180
    note rot-180.mov markers "$s"

    # Mirror (-1,0,0,1): autorotate applies hflip only, so store hflipped content.
    "${FF[@]}" -f lavfi -i "$(markers_src 640 360 "$s" 10),hflip" -frames:v 10 \
        "${X264[@]}" -crf 32 "${DET[@]}" "$TMP/mirror-enc.mov"
    remux_rotate "$TMP/mirror-enc.mov" "$TMP/mirror-180.mov" 180
    patch_mirror "$TMP/mirror-180.mov" "$OUT/mirror-hflip.mov"
    note mirror-hflip.mov markers "$s"
}

# patch_mirror IN OUT: rewrite the tkhd matrix {-1,0,0; 0,-1,0; 0,0,1} to
# {-1,0,0; 0,1,0; 0,0,1}. Exactly one occurrence must exist (mvhd is identity).
patch_mirror() {
    python3 - "$1" "$2" <<'PY'
import sys
src, dst = sys.argv[1], sys.argv[2]
data = open(src, "rb").read()
def words(*v):
    return b"".join((x & 0xFFFFFFFF).to_bytes(4, "big") for x in v)
ONE, W = 0x00010000, 0x40000000
old = words(-ONE, 0, 0, 0, -ONE, 0, 0, 0, W)
new = words(-ONE, 0, 0, 0, ONE, 0, 0, 0, W)
if data.count(old) != 1:
    sys.exit("patch_mirror: expected exactly one 180-degree tkhd matrix, found %d" % data.count(old))
open(dst, "wb").write(data.replace(old, new))
PY
}

# ---------------------------------------------------------------- codecs
make_codecs() {
    local s
    s=$(marker_side 640)
    "${FF[@]}" -f lavfi -i "$(markers_src 640 360 "$s" 10)" -frames:v 10 \
        "${X264[@]}" -crf 32 "${DET[@]}" "$OUT/codec-h264.mov"
    note codec-h264.mov markers "$s"

    # frame-threads/pools pinned so the bitstream does not depend on the CPU count
    "${FF[@]}" -f lavfi -i "$(markers_src 640 360 "$s" 10)" -frames:v 10 \
        -c:v libx265 -preset veryfast -crf 32 -pix_fmt yuv420p -tag:v hvc1 \
        -x265-params log-level=error:pools=1:frame-threads=1 "${DET[@]}" "$OUT/codec-hevc.mov"
    note codec-hevc.mov markers "$s"

    "${FF[@]}" -f lavfi -i "$(markers_src 640 360 "$s" 10)" -frames:v 10 \
        -c:v mpeg4 -q:v 8 "${DET[@]}" "$OUT/codec-mpeg4.mov"
    note codec-mpeg4.mov markers "$s"

    "${FF[@]}" -f lavfi -i "$(markers_src 640 360 "$s" 10),format=yuvj420p" -frames:v 10 \
        -c:v mjpeg -q:v 8 -pix_fmt yuvj420p "${DET[@]}" "$OUT/codec-mjpeg.mov"
    note codec-mjpeg.mov markers "$s"

    s=$(marker_side 320)
    "${FF[@]}" -f lavfi -i "$(markers_src 320 180 "$s" 10)" -frames:v 5 \
        -c:v prores_ks -profile:v 0 -pix_fmt yuv422p10le "${DET[@]}" "$OUT/codec-prores.mov"
    note codec-prores.mov markers "$s"
}

# ---------------------------------------------------------------- brightness corners / solids
# corners NAME W H TLCOLOR TRCOLOR
corners() {
    local name=$1 w=$2 h=$3 tl=$4 tr=$5
    "${FF[@]}" -f lavfi \
        -i "color=c=0x808080:size=${w}x${h}:rate=10,format=yuv420p,drawbox=x=0:y=0:w=iw/4:h=ih/4:color=${tl}:t=fill,drawbox=x=iw*3/4:y=0:w=iw/4:h=ih/4:color=${tr}:t=fill" \
        -frames:v 10 "${X264[@]}" -crf 32 "${DET[@]}" "$OUT/$name"
    note "$name" quarters 0
}

make_brightness() {
    corners corners-white-black.mov 640 360 0xFFFFFF 0x000000
    corners corners-black-white.mov 640 360 0x000000 0xFFFFFF
    corners corners-white-black-portrait.mov 360 640 0xFFFFFF 0x000000
    local c
    for c in white black; do
        "${FF[@]}" -f lavfi -i "color=c=${c}:size=640x360:rate=10,format=yuv420p" -frames:v 10 \
            "${X264[@]}" -crf 32 "${DET[@]}" "$OUT/solid-$c.mov"
        note "solid-$c.mov" quarters 0
    done
}

# ---------------------------------------------------------------- stream layout
make_audio_first() {
    local s
    s=$(marker_side 640)
    "${FF[@]}" -f lavfi -i "sine=frequency=440:sample_rate=48000:duration=1" \
        -f lavfi -i "$(markers_src 640 360 "$s" 10)" \
        -map 0:a -map 1:v -frames:v 10 -c:a aac -b:a 64k -t 1 \
        "${X264[@]}" -crf 32 "${DET[@]}" "$OUT/audio-first.mov"
    note audio-first.mov markers "$s"
}

# ---------------------------------------------------------------- broken inputs
make_broken() {
    local s size
    s=$(marker_side 640)
    # 30-frame sources: one normal (moov at end), one faststart (moov first)
    "${FF[@]}" -f lavfi -i "$(markers_src 640 360 "$s" 30)" -frames:v 30 \
        "${X264[@]}" -crf 30 -g 30 "${DET[@]}" "$TMP/normal.mov"
    "${FF[@]}" -i "$TMP/normal.mov" -map 0 -c copy -movflags +faststart "${DET[@]}" "$TMP/faststart.mov"

    : >"$OUT/broken/zero-bytes.mov"
    note broken/zero-bytes.mov none 0

    printf 'This is a text file, not a QuickTime movie.\n' >"$OUT/broken/text-renamed.mov"
    note broken/text-renamed.mov none 0

    size=$(stat -c %s "$TMP/normal.mov")
    head -c $((size / 2)) "$TMP/normal.mov" >"$OUT/broken/truncated-no-index.mov"
    note broken/truncated-no-index.mov none 0

    size=$(stat -c %s "$TMP/faststart.mov")
    head -c $((size / 2)) "$TMP/faststart.mov" >"$OUT/broken/truncated-with-index.mov"
    note broken/truncated-with-index.mov markers "$s"

    cp "$TMP/normal.mov" "$OUT/broken/corrupt-mdat.mov"
    size=$(stat -c %s "$TMP/normal.mov")
    head -c 2048 /dev/zero | tr '\000' '\377' >"$TMP/ff.bin"
    dd if="$TMP/ff.bin" of="$OUT/broken/corrupt-mdat.mov" bs=1 seek=$((size / 2)) conv=notrunc status=none
    note broken/corrupt-mdat.mov markers "$s"

    "${FF[@]}" -f lavfi -i "sine=frequency=440:sample_rate=48000:duration=1" \
        -c:a aac -b:a 64k "${DET[@]}" "$OUT/broken/audio-only.mov"
    note broken/audio-only.mov none 0
}

# ---------------------------------------------------------------- variable frame rate
# Not in expected.json: its own tests (PlayerTests' cadence tests) read it. 15 pictures at 30 fps, then 30 at
# 60 fps: 45 pictures in one second. Picture N is a flat grey of luma 16 + 4N, so a test can tell every
# picture apart after decoding; lossless x264 (-qp 0) keeps the levels exact. Timestamps are whole ticks of the
# source's 1/60 s time base (2N, then N+15), so no rounding can merge two pictures.
make_vfr() {
    "${FF[@]}" -f lavfi -i "color=c=black:size=64x64:rate=60,format=yuv420p,geq=lum='16+4*N':cb=128:cr=128" \
        -frames:v 45 -vf "setpts='if(lt(N,15),2*N,N+15)'" -fps_mode passthrough \
        -c:v libx264 -preset veryfast -qp 0 -pix_fmt yuv420p -video_track_timescale 600 "${DET[@]}" "$OUT/vfr-30-60.mov"
}

# ---------------------------------------------------------------- claims beyond MediaLimits
# Not in expected.json: they exist to be refused by Pivot before decoding (issue 7).
make_limits() {
    "${FF[@]}" -f lavfi -i color=black:s=17000x8:r=1 -frames:v 1 -c:v mjpeg -pix_fmt yuvj420p "${DET[@]}" \
        "$OUT/broken/limit-width-17000.mov"
    # Two 64x64 MJPEG frames, then two 17000x8 ones stream-copied behind them: the header says 64x64 throughout.
    "${FF[@]}" -f lavfi -i color=gray:s=64x64:r=1 -frames:v 2 -c:v mjpeg -pix_fmt yuvj420p "${DET[@]}" \
        "$TMP/grow-small.mov"
    "${FF[@]}" -f lavfi -i color=black:s=17000x8:r=1 -frames:v 2 -c:v mjpeg -pix_fmt yuvj420p "${DET[@]}" \
        "$TMP/grow-big.mov"
    printf "file '%s'\nfile '%s'\n" "$TMP/grow-small.mov" "$TMP/grow-big.mov" >"$TMP/grow.txt"
    "${FF[@]}" -f concat -safe 0 -i "$TMP/grow.txt" -c copy "${DET[@]}" "$OUT/broken/limit-grows-mid-stream.mov"
    # codec-h264.mov with its single stts entry claiming 100,000,000 samples instead of 10.
    python3 - "$OUT/codec-h264.mov" "$OUT/broken/limit-frames-100m.mov" <<'PY'
import struct, sys
data = bytearray(open(sys.argv[1], "rb").read())
stts = data.find(b"stts")
assert struct.unpack(">I", data[stts + 8:stts + 12])[0] == 1, "expected one stts entry"
data[stts + 12:stts + 16] = struct.pack(">I", 100_000_000)
open(sys.argv[2], "wb").write(data)
PY
}

# ---------------------------------------------------------------- colour patches (issue 12)
# Scripts/colour-patches.py computes the 24 ColorChecker patches (as BT.709 colours) and six highlights,
# coded as PQ, HLG and BT.2020 SDR R'G'B' in BT.2020 primaries, and as SDR R'G'B' in Display P3, SMPTE-C and
# EBU primaries (16-bit); ffmpeg applies only the kind's YUV matrix (zscale, limited range, 4:2:0) and x265
# encodes losslessly, tagged. Not in expected.json: ColorConversionTests measure them against
# Media/colour-patches.json.
make_colour_patches() {
    python3 "$(dirname "$0")/colour-patches.py" "$TMP" >/dev/null
    cp "$TMP/colour-patches.json" "$OUT/colour-patches.json"
    local kind primaries transfer matrix zmatrix
    # kind:primaries:transfer:matrix:zscale matrix
    for entry in pq:bt2020:smpte2084:bt2020nc:2020_ncl hlg:bt2020:arib-std-b67:bt2020nc:2020_ncl \
        sdr2020:bt2020:bt2020-10:bt2020nc:2020_ncl p3:smpte432:bt709:bt709:709 \
        smptec:smpte170m:smpte170m:smpte170m:170m ebu:bt470bg:smpte170m:bt470bg:470bg; do
        IFS=: read -r kind primaries transfer matrix zmatrix <<<"$entry"
        "${FF[@]}" -f rawvideo -pixel_format rgb48le -video_size 192x160 -framerate 10 -i "$TMP/patches-$kind.rgb48" \
            -frames:v 2 -vf "zscale=min=gbr:rin=full:m=$zmatrix:r=limited,format=yuv420p10le" \
            -c:v libx265 -preset veryfast -tag:v hvc1 \
            -x265-params log-level=error:pools=1:frame-threads=1:lossless=1 \
            -color_primaries "$primaries" -color_trc "$transfer" -colorspace "$matrix" -color_range tv \
            "${DET[@]}" "$OUT/colour-$kind-patches.mov"
    done
}

# ---------------------------------------------------------------- HDR ramps (issue 26, the libplacebo oracle)
# One picture (Scripts/hdr-ramps.py: a grey ramp over the whole 10-bit range above 16 colour patches), coded as HLG
# and as PQ with and without mastering display / content light level metadata, x265 lossless. In hdr/ so that the
# sweeps over Media/*.mov do not take them in.
make_hdr_ramps() {
    python3 "$(dirname "$0")/hdr-ramps.py" >"$TMP/hdr-ramps.yuv"
    local name transfer extra
    local display="G(8500,39850)B(6550,2300)R(35400,14600)WP(15635,16450)"
    # name:transfer:x265 metadata
    for entry in "hlg:arib-std-b67:" "pq-1000:smpte2084:master-display=${display}L(10000000,50):max-cll=1000,400" \
        "pq-2000-mastering:smpte2084:master-display=${display}L(20000000,50)" \
        "pq-4000:smpte2084:master-display=${display}L(40000000,50):max-cll=4000,400" "pq-none:smpte2084:"; do
        IFS=: read -r name transfer extra <<<"$entry"
        "${FF[@]}" -f rawvideo -pixel_format yuv444p10le -video_size 256x144 -framerate 10 -i "$TMP/hdr-ramps.yuv" \
            -frames:v 1 -vf format=yuv420p10le -c:v libx265 -tag:v hvc1 \
            -x265-params "log-level=error:pools=1:frame-threads=1:lossless=1:colorprim=bt2020:transfer=$transfer:colormatrix=bt2020nc:range=limited${extra:+:$extra}" \
            -color_primaries bt2020 -color_trc "$transfer" -colorspace bt2020nc -color_range tv \
            "${DET[@]}" "$OUT/hdr/ramps-$name.mov"
    done
}

# ---------------------------------------------------------------- edge cases (issue 12 media truth)
# Clips for what a player shows beyond the plain case: stream choice, the movie
# timeline, display matrices that are not quarter turns, alpha, interlacing,
# colour tags. In edge/ so that the sweeps over Media/*.mov do not take them in.
make_edge() {
    local e=$OUT/edge
    # No sample aspect ratio anywhere (no pasp, no VUI aspect): ffprobe prints N/A.
    "${FF[@]}" -f lavfi -i "testsrc2=size=64x48:rate=10,setsar=0" -frames:v 3 \
        "${X264[@]}" -crf 35 "${DET[@]}" "$e/no-sar.mov"
    # Empty edit of 2 s before the media (elst: empty edit, then the 1 s of pictures).
    "${FF[@]}" -f lavfi -i "testsrc2=size=160x90:rate=10" -frames:v 10 \
        "${X264[@]}" -crf 35 "${DET[@]}" -output_ts_offset 2 "$e/empty-edit.mov"
    # Display matrix of 30 degrees (counter-clockwise, as ffprobe prints it).
    "${FF[@]}" -f lavfi -i "testsrc2=size=160x90:rate=10" -frames:v 3 \
        "${X264[@]}" -crf 35 "${DET[@]}" "$TMP/plain160.mov"
    remux_rotate "$TMP/plain160.mov" "$e/matrix-30.mov" 30
    # ProRes 4444 with alpha: left half opaque, right half fully transparent.
    "${FF[@]}" -f lavfi -i "testsrc2=size=64x48:rate=10,format=yuva444p10le,geq=lum='lum(X,Y)':cb='cb(X,Y)':cr='cr(X,Y)':a='if(lt(X,32),1023,0)'" \
        -frames:v 2 -c:v prores_ks -profile:v 4444 -pix_fmt yuva444p10le "${DET[@]}" "$e/prores-alpha.mov"
    # Two video tracks, both enabled (default): 320x240 at the higher bit rate (lossless noise) first, then a
    # cheap 1280x720. av_find_best_stream takes the first (bit rate); the ffmpeg CLI the larger.
    "${FF[@]}" -f lavfi -i "testsrc2=size=320x240:rate=30,noise=alls=100:allf=t" \
        -f lavfi -i "color=gray:size=1280x720:rate=30" -map 0:v -map 1:v -frames:v 3 \
        "${X264[@]}" -qp 0 -c:v:1 libx264 -crf 51 -disposition:v:0 default -disposition:v:1 default \
        "${DET[@]}" "$e/two-video.mov"
    # Audio with a cover picture (attached_pic): audio-only for a player.
    "${FF[@]}" -f lavfi -i "color=red:size=64x64,format=yuvj420p" -frames:v 1 "${DET[@]}" "$TMP/cover.jpg"
    "${FF[@]}" -f lavfi -i "sine=frequency=440:sample_rate=48000:duration=0.5" -i "$TMP/cover.jpg" \
        -map 0:a -map 1:v -c:a aac -b:a 32k -c:v copy -disposition:v:0 attached_pic "${DET[@]}" \
        "$e/audio-cover.m4a"
    # MPEG-TS: the muxer starts the timeline at 1.4 s (1.433 s with B-frame delay).
    "${FF[@]}" -f lavfi -i "testsrc2=size=160x90:rate=30" -frames:v 10 \
        "${X264[@]}" -crf 35 "${DET[@]}" "$e/ts-offset.ts"
    # Raw H.264 elementary stream: no container, no duration.
    "${FF[@]}" -f lavfi -i "testsrc2=size=64x48:rate=24" -frames:v 48 \
        "${X264[@]}" -crf 40 "${DET[@]}" "$e/raw.h264"
    # Interlaced, top field first.
    "${FF[@]}" -f lavfi -i "testsrc2=size=160x96:rate=25,setfield=tff" -frames:v 4 \
        "${X264[@]}" -crf 35 -flags +ildct+ilme -x264-params tff=1 "${DET[@]}" "$e/interlaced.mov"
    # HLG tags (BT.2020 primaries and matrix, ARIB STD-B67 transfer) on 10-bit HEVC.
    "${FF[@]}" -f lavfi -i "testsrc2=size=64x48:rate=10" -frames:v 2 -c:v libx265 -pix_fmt yuv420p10le \
        -x265-params "log-level=error:pools=1:frame-threads=1:colorprim=bt2020:transfer=arib-std-b67:colormatrix=bt2020nc:range=limited" \
        -color_primaries bt2020 -color_trc arib-std-b67 -colorspace bt2020nc -color_range tv -tag:v hvc1 \
        "${DET[@]}" "$e/hlg-tags.mov"
    # QuickTime apertures FFmpeg neither writes nor reads (issue 26), added by Scripts/quicktime-apertures.py:
    # a clean aperture of 480x270 centred on 640x360 (with FFmpeg's pasp 1:1), and one offset by (+16, -8) with a
    # tapt atom (clean 480x270, production and encoded 640x360) and no pasp.
    "${FF[@]}" -f lavfi -i "testsrc2=size=640x360:rate=10" -frames:v 3 "${X264[@]}" -crf 35 "${DET[@]}" "$TMP/clap.mov"
    python3 "$(dirname "$0")/quicktime-apertures.py" "$TMP/clap.mov" "$e/clap-480x270.mov" --clap 480 270 0 0
    "${FF[@]}" -f lavfi -i "testsrc2=size=640x360:rate=10,setsar=0" -frames:v 3 "${X264[@]}" -crf 35 "${DET[@]}" \
        "$TMP/clap-no-pasp.mov"
    python3 "$(dirname "$0")/quicktime-apertures.py" "$TMP/clap-no-pasp.mov" "$e/clap-tapt-no-pasp.mov" \
        --clap 480 270 16 -8 --tapt 480 270 640 360 640 360
    # An edit list that cuts the first 6 of 20 samples (a stream copy from 0.55 s; the copy starts at the keyframe
    # before): ffprobe's nb_frames is 20, the decoder shows 14 (issue 26: frame_count vs container_frame_count).
    "${FF[@]}" -f lavfi -i "testsrc2=size=160x90:rate=10" -frames:v 20 -c:v libx264 -preset veryfast -g 20 -bf 0 \
        -crf 35 -pix_fmt yuv420p "$TMP/base20.mov"
    "${FF[@]}" -ss 0.55 -i "$TMP/base20.mov" -c copy -avoid_negative_ts 0 "$e/edit-list-cut.mov"
    # An HEVC clip with the spatial-video atoms of an iPhone MV-HEVC clip (both eyes, hero left, 19.24 mm
    # baseline, 64° field of view); the picture itself is one layer.
    "${FF[@]}" -f lavfi -i "testsrc2=size=320x180:rate=10" -frames:v 3 -c:v libx265 -preset veryfast \
        -x265-params log-level=error:pools=1:frame-threads=1 -tag:v hvc1 -pix_fmt yuv420p "${DET[@]}" "$TMP/hevc.mov"
    python3 "$(dirname "$0")/quicktime-apertures.py" "$TMP/hevc.mov" "$e/stereo-vexu.mov" --vexu 1 19240 64000
}

if [[ ${#ONLY[@]} -gt 0 ]]; then
    for group in "${ONLY[@]}"; do "$group"; done
    echo "fixtures ${ONLY[*]} written to $OUT"
    exit 0
fi

make_aspect
make_anamorphic
make_rotation
make_codecs
make_brightness
make_audio_first
make_broken
make_limits
make_edge
make_colour_patches
make_hdr_ramps
make_vfr

# ---------------------------------------------------------------- expected.json
# Everything in here comes from ffprobe (stream/format facts) or from a frame
# written by `ffmpeg -i X -frames:v 1 -pix_fmt rgb24` (autorotated pixels).
# ffprobe/ffmpeg run with cwd=OUT and relative paths so messages do not depend on OUT.
(cd "$OUT" && python3 - "$MANIFEST" >"$TMP/expected.json") <<'PY'
import json, subprocess, sys

def ffprobe(path):
    p = subprocess.run(
        ["ffprobe", "-v", "error", "-count_frames", "-show_streams", "-show_format",
         "-of", "json", path], capture_output=True, text=True)
    lines = [l for l in p.stderr.splitlines() if l.strip()]
    if p.returncode != 0:
        return None, (lines[-1] if lines else "ffprobe exit %d" % p.returncode)
    return json.loads(p.stdout), None

def parse_matrix(dump):
    # ffprobe prints "\n00000000:            0       65536           0\n..." rows
    vals = []
    for row in dump.strip().splitlines():
        vals += [int(x) for x in row.split(":", 1)[1].split()]
    return vals if len(vals) == 9 else None

def intval(v):
    try:
        return int(v)
    except (TypeError, ValueError):
        return v

def first_frame(path):
    p = subprocess.run(
        ["ffmpeg", "-nostdin", "-v", "error", "-i", path, "-frames:v", "1",
         "-pix_fmt", "rgb24", "-f", "image2pipe", "-c:v", "ppm", "-"],
        capture_output=True)
    data = p.stdout
    if p.returncode != 0 or not data.startswith(b"P6"):
        return None
    # P6\nW H\n255\n
    parts = data.split(b"\n", 3)
    w, h = map(int, parts[1].split())
    return w, h, parts[3]

def pixel(frame, x, y):
    w, h, px = frame
    i = (y * w + x) * 3
    return list(px[i:i + 3])

def corners(frame, kind, size):
    w, h, _ = frame
    if kind == "markers":
        c = size // 2
        pts = {"top_left": (c, c), "top_right": (w - 1 - c, c),
               "bottom_left": (c, h - 1 - c), "bottom_right": (w - 1 - c, h - 1 - c)}
    else:  # quarters: centres of the 25%x25% corner regions
        bw, bh = w // 4, h // 4
        cx, cy = bw // 2, bh // 2
        pts = {"top_left": (cx, cy), "top_right": (w - 1 - cx, cy),
               "bottom_left": (cx, h - 1 - cy), "bottom_right": (w - 1 - cx, h - 1 - cy)}
    return {k: {"x": x, "y": y, "rgb": pixel(frame, x, y)} for k, (x, y) in pts.items()}

out = {}
for line in open(sys.argv[1]):
    rel, kind, size = line.strip().split("|")
    size = int(size)
    probe, err = ffprobe(rel)
    if err is not None:
        out[rel] = {"error": err}
        continue
    videos = [s for s in probe.get("streams", []) if s.get("codec_type") == "video"]
    if not videos:
        out[rel] = {"no_video": True}
        continue
    st, fmt = videos[0], probe.get("format", {})
    rotation, matrix = 0, None
    for sd in st.get("side_data_list", []):
        if sd.get("side_data_type") == "Display Matrix":
            rotation = sd.get("rotation", 0)
            matrix = parse_matrix(sd.get("displaymatrix", ""))
    e = {
        "index": st.get("index"),
        "codec_name": st.get("codec_name"),
        "codec_tag_string": st.get("codec_tag_string"),
        "width": st.get("width"),
        "height": st.get("height"),
        "sample_aspect_ratio": st.get("sample_aspect_ratio"),
        "display_aspect_ratio": st.get("display_aspect_ratio"),
        "rotation": rotation,
        "display_matrix": matrix,
        "r_frame_rate": st.get("r_frame_rate"),
        "avg_frame_rate": st.get("avg_frame_rate"),
        "nb_frames": intval(st.get("nb_frames")),
        "nb_read_frames": intval(st.get("nb_read_frames")),
        "pix_fmt": st.get("pix_fmt"),
        "duration": fmt.get("duration"),
        "format_name": fmt.get("format_name"),
        "nb_streams": fmt.get("nb_streams"),
    }
    frame = first_frame(rel)
    if frame is not None:
        e["display_width"], e["display_height"] = frame[0], frame[1]
        if kind in ("markers", "quarters"):
            e["corner_kind"] = kind
            if kind == "markers":
                e["marker_size"] = size
            e["autorotated_corners"] = corners(frame, kind, size)
    out[rel] = e

json.dump(out, sys.stdout, indent=2, sort_keys=True)
sys.stdout.write("\n")
PY
mv "$TMP/expected.json" "$OUT/expected.json"

echo "fixtures written to $OUT"
