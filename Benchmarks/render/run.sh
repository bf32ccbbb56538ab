#!/usr/bin/env bash
# The render benchmark in one run: builds splashreel (release), then for welcome-back and ad-splash
# on iphone-8 (--scale 2, 750×1334) and iphone-16-pro-max (--scale 3, 1320×2868) times splashreel
# from the scene to the GIF against the ffmpeg command line encoding the same frames (written once
# with --frames; palettegen + paletteuse, bayer dither), three repeats interleaved, and prints the
# medians, the ratios (wall and CPU) and splashreel's peak memory; then renders a 4 s and a 12 s
# full-screen zoom (zoom-4s.json, zoom-12s.json) at @3x to show memory flat in length. Between the
# two: --scale 1, 2 and 3 on iphone-16-pro-max against the fastest, and --frames against without.
# README.md quotes the tables.
#   Benchmarks/render/run.sh [--repeat N] [--cases welcome-back@iphone-8@2,…] [--skip-ffmpeg] [--skip-scales] [--skip-zoom]
# Needs: ffmpeg, GNU time (/usr/bin/time), python3.
set -euo pipefail
cd "$(dirname "$0")/../.."
for tool in ffmpeg python3 /usr/bin/time; do
  command -v "$tool" >/dev/null || { echo "run.sh: $tool is missing" >&2; exit 1; }
done
work=Benchmarks/work/render
swift build -c release --product splashreel 2>&1 | grep -v 'prohibited flag(s): -DAVIF_DLL' | tail -1
echo "machine: $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg) before the run"
python3 Benchmarks/render/bench.py .build/release/splashreel "$work" "$@"
echo "load average after the run: $(cut -d' ' -f1-3 /proc/loadavg)"
