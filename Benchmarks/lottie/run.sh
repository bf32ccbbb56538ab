#!/usr/bin/env bash
# The Lottie benchmark in one run: the recipe's logo (Examples/launch-recipes/lottie/logo.json,
# 200×200, 30 fps, 48 frames) drawn at 400×400 to a GIF by splashreel (the bare Lottie file as
# the input: `render logo.json --device 400x400@1`) against what a user would script instead:
# rlottie-python writing every frame as a PNG (frames.py), then ffmpeg's palettegen + paletteuse.
# Prints both wall times, the ratio and splashreel's peak memory (its own process; the rlottie
# worker is a child).
#   Benchmarks/lottie/run.sh [SIZE]
# Needs: ffmpeg, GNU time (/usr/bin/time), python3 with rlottie-python and Pillow.
set -euo pipefail
cd "$(dirname "$0")/../.."
size="${1:-400}"
for tool in ffmpeg python3 /usr/bin/time; do
  command -v "$tool" >/dev/null || { echo "run.sh: $tool is missing" >&2; exit 1; }
done
python3 -c 'import rlottie_python, PIL' || { echo "run.sh: pip install rlottie-python pillow" >&2; exit 1; }
work=Benchmarks/work/lottie
rm -rf "$work" && mkdir -p "$work"
swift build -c release --product splashreel 2>&1 | grep -v 'prohibited flag(s): -DAVIF_DLL' | tail -1
logo=Examples/launch-recipes/lottie/logo.json
echo "machine: $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg) before the run"
now() { date +%s.%N; }
start=$(now)
/usr/bin/time -f '%M' -o "$work/splashreel.mem" .build/release/splashreel render "$logo" \
  --device "${size}x${size}@1" --out "$work/splashreel.gif" --quiet
ours=$(python3 -c "print($(now) - $start)")
start=$(now)
python3 Benchmarks/lottie/frames.py "$logo" "$size" "$work/frames"
ffmpeg -loglevel error -y -framerate 30 -i "$work/frames/frame-%04d.png" \
  -vf "split[a][b];[a]palettegen[p];[b][p]paletteuse=dither=bayer" "$work/script.gif"
theirs=$(python3 -c "print($(now) - $start)")
python3 - "$ours" "$theirs" "$work" <<'PY'
import os, sys
ours, theirs, work = float(sys.argv[1]), float(sys.argv[2]), sys.argv[3]
print("splashreel  %.2f s  %7d bytes  peak %d MB" % (ours, os.path.getsize(work + "/splashreel.gif"),
      int(open(work + "/splashreel.mem").read().split()[-1]) // 1024))
print("script      %.2f s  %7d bytes  (rlottie-python PNGs + ffmpeg palettegen/paletteuse)" % (theirs,
      os.path.getsize(work + "/script.gif")))
print("ratio       %.2f×" % (ours / theirs))
PY
echo "load average after the run: $(cut -d' ' -f1-3 /proc/loadavg)"
