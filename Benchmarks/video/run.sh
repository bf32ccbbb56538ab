#!/usr/bin/env bash
# Video benchmark: ad-splash on iphone-16-pro-max at @3x (1320×2868, 90 frames at 30 fps), in one run:
#   1. splashreel render → GIF: its bytes (the size an MP4 has to beat);
#   2. splashreel render → MP4 (defaults): wall and CPU seconds from the scene file to the finished
#      MP4, bytes, and PSNR of every decoded frame against the rendered frames (RGB);
#   3. the same frames as PNGs (render --frames), then the ffmpeg command line encoding them with
#      libx264 at its defaults (crf 23, preset medium; -pix_fmt yuv420p, without which PNG input
#      becomes 4:4:4 that browsers and QuickTime do not play): wall and CPU of that encode alone,
#      bytes, PSNR;
#   4. bytes at equal PSNR: the ffmpeg command again at lower CRFs until its PSNR passes ours; its
#      bytes at our PSNR are interpolated (log bytes linear in PSNR) between the two CRFs around it;
#   5. timing: splashreel spec→MP4 and the ffmpeg encode alone, interleaved, REPEATS times (default
#      3): medians of wall, CPU (user+sys) and peak memory (max RSS), with the load average before
#      and after; the GIF render's peak memory for comparison; whether every MP4 splashreel wrote
#      (the repeats and one more with --threads 1) has the same bytes;
#   6. small sizes: the same animation at @1x (440×956) as MP4 and WebM with the defaults, PSNR
#      against its own rendered frames.
# PSNR (psnr.py): each file decoded by ffmpeg with the matrix it was written with (ours: BT.709,
# tagged; ffmpeg's command line converts untagged with BT.601) and compared in RGB with the PNG
# frames, paired by index: "avg" is the PSNR of the mean squared error over all frames, "min" the
# worst frame. Needs ffmpeg, python3, numpy and Pillow. Takes several minutes on 2 cores.
set -euo pipefail
cd "$(dirname "$0")/../.."
work="${TMPDIR:-/tmp}/splashreel-video-bench"
rm -rf "$work" && mkdir -p "$work"
swift build -c release --product splashreel 2>&1 | grep -v 'prohibited flag' | tail -1
tool="$PWD/.build/release/splashreel"
scene=(ad-splash --device iphone-16-pro-max --scale 3 --quiet)
repeats=${REPEATS:-3}
load_before=$(cut -d' ' -f1-3 /proc/loadavg)

# psnr FILE MATRIX → "avg min" against the PNG frames, paired by index (psnr.py).
psnr() { python3 Benchmarks/video/psnr.py "$1" "$work/frames" "$2"; }
bytes() { stat -c %s "$1"; }
# "wall cpu maxrss-MB" from a /usr/bin/time -f "%e %U %S %M" file.
cpu() { read -r w u s m <"$1"; echo "$w $(echo "$u + $s" | bc -l) $((m / 1000))"; }
median() { sort -g | awk '{v[NR] = $1} END {print v[int((NR + 1) / 2)]}'; }

/usr/bin/time -f "%e %U %S %M" -o "$work/gif.time" "$tool" render "${scene[@]}" --out "$work/ad.gif"
"$tool" render "${scene[@]}" --out "$work/frames.mp4" --frames "$work/frames"
for run in $(seq "$repeats"); do
  /usr/bin/time -f "%e %U %S %M" -o "$work/ours-$run.time" "$tool" render "${scene[@]}" --out "$work/ours.mp4"
  md5sum <"$work/ours.mp4" >>"$work/ours.md5"
  /usr/bin/time -f "%e %U %S %M" -o "$work/ffmpeg-$run.time" \
    ffmpeg -v error -y -framerate 30 -i "$work/frames/frame-%04d.png" -c:v libx264 -pix_fmt yuv420p "$work/ffmpeg-23.mp4"
  echo "run $run: splashreel $(cpu "$work/ours-$run.time"), ffmpeg $(cpu "$work/ffmpeg-$run.time") (wall s, cpu s, MB)"
done
load_after=$(cut -d' ' -f1-3 /proc/loadavg)
# Determinism: every run above and one on a single drawing thread must give the same bytes.
"$tool" render "${scene[@]}" --threads 1 --out "$work/ours-1.mp4"
md5sum <"$work/ours-1.mp4" >>"$work/ours.md5"
variants=$(sort -u "$work/ours.md5" | wc -l)
column() { for run in $(seq "$repeats"); do cpu "$work/$1-$run.time" | cut -d' ' -f"$2"; done | median; }
ow=$(column ours 1) oc=$(column ours 2) om=$(column ours 3)
fw=$(column ffmpeg 1) fc=$(column ffmpeg 2) fm=$(column ffmpeg 3)
read -r _ _ gm <<<"$(cpu "$work/gif.time")"

read -r ours_avg ours_min <<<"$(psnr "$work/ours.mp4" bt709)"
read -r ff_avg ff_min <<<"$(psnr "$work/ffmpeg-23.mp4" bt601)"
gif=$(bytes "$work/ad.gif")
ours=$(bytes "$work/ours.mp4")

# The ffmpeg command at lower CRFs until its PSNR is at least ours.
points="23 $(bytes "$work/ffmpeg-23.mp4") $ff_avg"
for crf in 20 17 15 13 11; do
  if python3 -c "import sys; sys.exit(0 if float('$(echo "$points" | tail -1 | cut -d' ' -f3)') >= float('$ours_avg') else 1)"; then break; fi
  ffmpeg -v error -y -framerate 30 -i "$work/frames/frame-%04d.png" -c:v libx264 -pix_fmt yuv420p -crf "$crf" "$work/ffmpeg-$crf.mp4"
  read -r avg _ <<<"$(psnr "$work/ffmpeg-$crf.mp4" bt601)"
  points="$points
$crf $(bytes "$work/ffmpeg-$crf.mp4") $avg"
done
equal=$(python3 - "$ours_avg" <<PY
import math, sys
target = float(sys.argv[1])
points = [tuple(float(v) for v in line.split()) for line in """$points""".strip().splitlines()]
for (c1, b1, p1), (c2, b2, p2) in zip(points, points[1:]):
    if p1 <= target <= p2:
        t = (target - p1) / (p2 - p1)
        print(round(math.exp(math.log(b1) + t * (math.log(b2) - math.log(b1)))))
        break
else:
    print("nan")
PY
)

echo "ad-splash on iphone-16-pro-max @3x, 1320x2868, 90 frames at 30 fps"
echo "ffmpeg command at each CRF (crf bytes avg-PSNR):"
echo "$points" | sed 's/^/  /'
printf 'GIF (splashreel):          %10d bytes\n' "$gif"
printf 'MP4 (splashreel defaults): %10d bytes, PSNR avg %s dB, min %s dB; %.1fx smaller than the GIF\n' \
  "$ours" "$ours_avg" "$ours_min" "$(echo "$gif / $ours" | bc -l)"
printf 'MP4 (ffmpeg, crf 23):      %10d bytes, PSNR avg %s dB, min %s dB\n' \
  "$(bytes "$work/ffmpeg-23.mp4")" "$ff_avg" "$ff_min"
if [ "$equal" != "nan" ]; then
  printf 'at %s dB the ffmpeg command needs %d bytes: splashreel writes %.2fx its bytes\n' \
    "$ours_avg" "$equal" "$(echo "$ours / $equal" | bc -l)"
fi
printf 'medians of %d interleaved runs: splashreel spec->MP4 %.1f s wall, %.1f s cpu, %d MB peak; ffmpeg encode of the PNG frames alone %.1f s wall, %.1f s cpu, %d MB peak\n' \
  "$repeats" "$ow" "$oc" "$om" "$fw" "$fc" "$fm"
printf 'ratios splashreel / ffmpeg: wall %.2f, cpu %.2f; GIF render peak %d MB; load average before %s, after %s\n' \
  "$(echo "$ow / $fw" | bc -l)" "$(echo "$oc / $fc" | bc -l)" "$gm" "$load_before" "$load_after"
printf 'MP4 bytes over %d runs (%d with every drawing thread, 1 with --threads 1): %s\n' \
  "$((repeats + 1))" "$repeats" "$([ "$variants" = 1 ] && echo "identical" || echo "$variants different files")"

# Small sizes: @1x, both video formats with the defaults, against their own rendered frames.
small=(ad-splash --device iphone-16-pro-max --scale 1 --quiet)
"$tool" render "${small[@]}" --out "$work/small.mp4" --frames "$work/small-frames"
"$tool" render "${small[@]}" --out "$work/small.webm"
for f in small.mp4 small.webm; do
  read -r avg min <<<"$(python3 Benchmarks/video/psnr.py "$work/$f" "$work/small-frames" bt709)"
  printf '@1x (440x956) %-10s %9d bytes, PSNR avg %s dB, min %s dB\n' "$f" "$(bytes "$work/$f")" "$avg" "$min"
done
