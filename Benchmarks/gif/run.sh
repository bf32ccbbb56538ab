#!/usr/bin/env bash
# The GIF encoder benchmark in one run: builds splashreel (release), makes the photo-like test
# sequences (once), encodes them with splashreel, ffmpeg (two recipes), gifsicle -O3 and
# ImageMagick, and prints the comparison tables, then size-PSNR curves (splashreel --lossy,
# ffmpeg, gifsicle --lossy) and each curve's bytes at ffmpeg's PSNR (README.md quotes them).
#   Benchmarks/gif/run.sh [--repeat N] [--skip-imagemagick] [--skip-curves | --only-curves] [--scenes a,b]
# Needs: ffmpeg, gifsicle, ImageMagick's convert (apt), numpy, Pillow, scipy (pip).
set -euo pipefail
cd "$(dirname "$0")/../.."
for tool in ffmpeg gifsicle convert python3; do
  command -v "$tool" >/dev/null || { echo "run.sh: $tool is missing" >&2; exit 1; }
done
python3 -c 'import numpy, PIL, scipy' || { echo "run.sh: needs numpy, Pillow and scipy (pip install numpy pillow scipy)" >&2; exit 1; }
work=Benchmarks/work/gif
swift build -c release --product splashreel 2>&1 | grep -v 'prohibited flag(s): -DAVIF_DLL' | tail -1
if [ ! -f "$work/crossfade/frame_0119.png" ] || [ ! -f "$work/static/frame_0119.png" ] || [ ! -f "$work/cut/frame_0119.png" ]; then
  python3 Benchmarks/gif/make_sequences.py "$work"
fi
echo "machine: $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg) before the run"
python3 Benchmarks/gif/bench.py .build/release/splashreel "$work" "$@"
echo "load average after the run: $(cut -d' ' -f1-3 /proc/loadavg)"
