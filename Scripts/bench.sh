#!/usr/bin/env bash
# make bench: every benchmark, as ratios against the reference tool measured in the same run.
# Paste the tables into BENCHMARKS.md together with the machine and the date.
set -euo pipefail
cd "$(dirname "$0")/.."
PIVOT=.build/release/pivot
command -v python3 >/dev/null || { echo "bench needs python3" >&2; exit 1; }

echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs), $(date -u +%Y-%m-%d)"
echo
echo "## inspect vs ffprobe (one process per clip, every fixture clip, median of 15 alternating runs)"
echo "| what | pivot s | reference s | ratio |"
echo "|---|---|---|---|"
clips=(Media/*.mov)
python3 Scripts/bench-compare.py "inspect --json, ${#clips[@]} clips" 15 \
  -- bash -c 'for f in "$@"; do "$0" inspect --json "$f"; done' "$PIVOT" "${clips[@]}" \
  -- bash -c 'for f in "$@"; do ffprobe -v error -show_streams -show_format -of json "$f"; done' _ "${clips[@]}"
python3 Scripts/bench-compare.py "inspect --json, 1 clip (rot-iphone-portrait)" 30 \
  -- "$PIVOT" inspect --json Media/rot-iphone-portrait.mov \
  -- ffprobe -v error -show_streams -show_format -of json Media/rot-iphone-portrait.mov

for section in Scripts/bench-*.sh; do
  [ -e "$section" ] || continue
  echo
  bash "$section" "$PIVOT"
done
if [ -x .build/release/pivot-bench ]; then
  echo
  .build/release/pivot-bench orientation
  .build/release/pivot-bench chrome
fi
