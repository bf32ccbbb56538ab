#!/usr/bin/env bash
# Diff benchmark, in one run:
# 1. PNG folders: two 120-frame 375×667 animations, compared frame by frame by
#    - splashreel's time-aligned comparison (release build; PNG decoding included), and
#    - ImageMagick `compare -metric AE` on the same 120 frame pairs (one process per pair, as a
#      script doing the same per-frame comparison runs it);
#    prints wall and CPU (user + system) seconds of both and the ratios. The CPU ratio is the fair
#    one on a loaded machine.
# 2. GIFs: the same 120 expected frames encoded by splashreel (`splashreel encode`) and by ffmpeg
#    (palettegen + paletteuse), so most pixels differ slightly, as between two encoders' palettes;
#    prints splashreel's CPU time per compared sample, decoding and process start included, with
#    the default YIQ difference and with OKLab (--metric oklab), and their ratio.
# Needs python3 + Pillow, ImageMagick and ffmpeg. `--repeat N` runs each measurement N times
# (interleaved) and prints the medians.
set -euo pipefail
cd "$(dirname "$0")/../.."
repeat=1
if [[ "${1:-}" == "--repeat" ]]; then repeat="$2"; fi
work="${TMPDIR:-/tmp}/splashreel-diff-bench"
rm -rf "$work" && mkdir -p "$work"
python3 Benchmarks/diff/make_frames.py "$work"
for product in splashreel-bench splashreel; do
  swift build -c release --product "$product" 2>&1 | grep -v 'prohibited flag' | tail -1
done
bench=".build/release/splashreel-bench"
splashreel=".build/release/splashreel"
"$splashreel" encode "$work/expected" --fps 30 --out "$work/splashreel.gif" --quiet
ffmpeg -v error -y -framerate 30 -i "$work/expected/frame%03d.png" \
  -vf "split[a][b];[a]palettegen[p];[b][p]paletteuse" "$work/ffmpeg.gif"

# Seconds as "wall cpu" from a GNU time file.
seconds() { read -r w u s <"$1" && echo "$w $(echo "$u + $s" | bc -l)"; }
median() { sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

: >"$work/runs"
for run in $(seq "$repeat"); do
  /usr/bin/time -f "%e %U %S" -o "$work/ours.time" "$bench" diff "$work/expected" "$work/actual" 30 >"$work/ours.out"
  /usr/bin/time -f "%e %U %S" -o "$work/theirs.time" bash -c '
    total=0
    for f in "$1"/expected/*.png; do
      ae=$(compare -metric AE "$f" "$1/actual/$(basename "$f")" null: 2>&1 || true)
      total=$((total + ${ae%%.*}))
    done
    echo "ImageMagick compare -metric AE: 120 frame pairs, $total differing pixels in all (any change counts)"
  ' _ "$work" >"$work/theirs.out"
  /usr/bin/time -f "%e %U %S" -o "$work/gif.time" "$bench" diff "$work/splashreel.gif" "$work/ffmpeg.gif" 30 >"$work/gif.out"
  /usr/bin/time -f "%e %U %S" -o "$work/oklab.time" "$bench" diff "$work/splashreel.gif" "$work/ffmpeg.gif" 30 oklab \
    >"$work/oklab.out"
  samples=$(sed -n 's/^splashreel diff: \([0-9]*\) samples.*/\1/p' "$work/gif.out")
  echo "$(seconds "$work/ours.time") $(seconds "$work/theirs.time") $(seconds "$work/gif.time") $samples" \
    "$(seconds "$work/oklab.time")" >>"$work/runs"
done
cat "$work/ours.out" "$work/theirs.out"
echo "GIF pair: $(cat "$work/gif.out")"
echo "GIF pair, OKLab: $(cat "$work/oklab.out")"
col() { awk -v c="$1" '{ print $c }' "$work/runs" | median; }
ow=$(col 1) oc=$(col 2) tw=$(col 3) tc=$(col 4) gw=$(col 5) gc=$(col 6) samples=$(col 7) kw=$(col 8) kc=$(col 9)
[[ "$repeat" -gt 1 ]] && echo "medians of $repeat runs:"
printf 'PNG folders, splashreel:  wall %.3f s, cpu %.3f s\n' "$ow" "$oc"
printf 'PNG folders, ImageMagick: wall %.3f s, cpu %.3f s\n' "$tw" "$tc"
printf 'ratio: splashreel is %.1fx faster (wall), %.1fx (cpu)\n' "$(echo "$tw / $ow" | bc -l)" "$(echo "$tc / $oc" | bc -l)"
printf 'GIF pair, splashreel: %d samples, wall %.3f s, cpu %.3f s: %.2f ms of CPU per compared sample\n' \
  "$samples" "$gw" "$gc" "$(echo "1000 * $gc / $samples" | bc -l)"
printf 'GIF pair, OKLab:      %d samples, wall %.3f s, cpu %.3f s: %.2f ms of CPU per compared sample (%.2fx YIQ)\n' \
  "$samples" "$kw" "$kc" "$(echo "1000 * $kc / $samples" | bc -l)" "$(echo "$kc / $gc" | bc -l)"
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg), $(nproc) cores"
