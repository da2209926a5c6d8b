# Sourced by the bench-*.sh sections: clips generated at bench time, and peak memory.
# Needs $work (a temporary folder the caller removes).

# make_clip NAME WxH SECONDS: testsrc2, H.264, 30 fps, into $work/NAME.
make_clip() {
  ffmpeg -nostdin -v error -f lavfi -i "testsrc2=size=$2:rate=30:duration=$3" \
    -c:v libx264 -preset veryfast -crf 23 -pix_fmt yuv420p "$work/$1"
}

# make_clip_x8 NAME LONG_NAME: the same picture 8x longer, by stream copy (frames identical), for memory checks.
make_clip_x8() {
  for _ in 1 2 3 4 5 6 7 8; do echo "file '$work/$1'"; done > "$work/list.txt"
  ffmpeg -nostdin -v error -f concat -safe 0 -i "$work/list.txt" -c copy "$work/$2"
}

# peak_rss COMMAND...: the command's peak resident set size in KiB (GNU time).
peak_rss() {
  /usr/bin/time -v "$@" 2>&1 >/dev/null | awk -F: '/Maximum resident set size/ { gsub(/ /, "", $2); print $2 }'
}

# make_hlg_clip NAME WxH SECONDS: testsrc2 as HLG 10-bit H.264, tagged as the colour issue reads it (BT.2020,
# ARIB STD-B67, limited range), into $work/NAME.
make_hlg_clip() {
  ffmpeg -nostdin -v error -f lavfi -i "testsrc2=size=$2:rate=30:duration=$3" \
    -vf "format=gbrpf32le,zscale=tin=709:pin=709:min=gbr:t=arib-std-b67:p=2020:m=2020_ncl:r=limited:npl=203,format=yuv420p10le" \
    -c:v libx264 -preset ultrafast -color_primaries bt2020 -color_trc arib-std-b67 -colorspace bt2020nc \
    -color_range tv "$work/$1"
}
