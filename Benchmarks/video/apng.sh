#!/usr/bin/env bash
# APNG quality levels: welcome-back (flat interface) and ad-splash (a photograph) on iphone-15-pro
# at @1x (393×852), lossless and --quality high|medium|low (palettes of 255, 128, 64 colours): bytes and
# PSNR against the rendered frames (apng_psnr.py: avg over all frames, worst frame), with the
# default GIF's bytes beside them. Needs python3, numpy and Pillow.
set -euo pipefail
cd "$(dirname "$0")/../.."
work="${TMPDIR:-/tmp}/splashreel-apng-bench"
rm -rf "$work" && mkdir -p "$work"
swift build -c release --product splashreel 2>&1 | grep -v 'prohibited flag' | tail -1
tool="$PWD/.build/release/splashreel"
for preset in welcome-back ad-splash; do
  scene=("$preset" --device iphone-15-pro --quiet)
  "$tool" render "${scene[@]}" --out "$work/$preset-lossless.png" --frames "$work/$preset-frames"
  "$tool" render "${scene[@]}" --out "$work/$preset.gif"
  for quality in high medium low; do
    "$tool" render "${scene[@]}" --quality "$quality" --out "$work/$preset-$quality.png"
  done
  for quality in lossless high medium low; do
    file="$work/$preset-$quality.png"
    read -r avg min <<<"$(python3 Benchmarks/video/apng_psnr.py "$file" "$work/$preset-frames" 30)"
    printf '%-13s APNG %-8s %9d bytes, PSNR avg %s dB, min %s dB\n' "$preset" "$quality" "$(stat -c %s "$file")" \
      "$avg" "$min"
  done
  printf '%-13s GIF (default) %9d bytes\n' "$preset" "$(stat -c %s "$work/$preset.gif")"
done
