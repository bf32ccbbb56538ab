#!/usr/bin/env bash
# Diff benchmark: two 120-frame 375×667 animations, compared frame by frame by
#   - splashreel's time-aligned comparison (release build; PNG decoding included), and
#   - ImageMagick `compare -metric AE` on the same 120 frame pairs (one process per pair, as a
#     script doing the same per-frame comparison runs it),
# in one run; prints wall and CPU (user + system) seconds of both and the ratios. The CPU ratio is
# the fair one on a loaded machine. Needs python3 + Pillow and ImageMagick.
set -euo pipefail
cd "$(dirname "$0")/../.."
work="${TMPDIR:-/tmp}/splashreel-diff-bench"
rm -rf "$work" && mkdir -p "$work"
python3 Benchmarks/diff/make_frames.py "$work"
swift build -c release --product splashreel-bench 2>&1 | grep -v 'prohibited flag' | tail -1
bench=".build/release/splashreel-bench"

/usr/bin/time -f "%e %U %S" -o "$work/ours.time" "$bench" diff "$work/expected" "$work/actual" 30
/usr/bin/time -f "%e %U %S" -o "$work/theirs.time" bash -c '
  total=0
  for f in "$1"/expected/*.png; do
    ae=$(compare -metric AE "$f" "$1/actual/$(basename "$f")" null: 2>&1 || true)
    total=$((total + ${ae%%.*}))
  done
  echo "ImageMagick compare -metric AE: 120 frame pairs, $total differing pixels in all (any change counts)"
' _ "$work"
read -r ow ou os <"$work/ours.time"
read -r tw tu ts <"$work/theirs.time"
printf 'splashreel:  wall %.3f s, cpu %.3f s\n' "$ow" "$(echo "$ou + $os" | bc -l)"
printf 'ImageMagick: wall %.3f s, cpu %.3f s\n' "$tw" "$(echo "$tu + $ts" | bc -l)"
printf 'ratio: splashreel is %.1fx faster (wall), %.1fx (cpu)\n' \
  "$(echo "$tw / $ow" | bc -l)" "$(echo "($tu + $ts) / ($ou + $os)" | bc -l)"
