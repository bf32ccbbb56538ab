#!/usr/bin/env python3
"""The GIF encoder benchmark: splashreel encode against ffmpeg, gifsicle and ImageMagick.

Encodes each scene of make_sequences.py (375x667, 30 fps, 120 frames) with every tool in one run,
then decodes every GIF with Pillow and prints, per scene: wall time (best of --repeat runs,
runs interleaved so that machine load hits every tool alike), CPU time (user + system of that
best run), bytes, PSNR, PSNR after a Gaussian blur of sigma 1 (banding shows there; dither
noise does not), the share of pixel transitions that should stay still but flicker, the
animation length, and bytes/time ratios against ffmpeg's best recipe. For splashreel's output
it also checks that ffmpeg decodes it to the same pixels as Pillow and that `gifsicle --info`
reports nothing wrong.

Usage: bench.py SPLASHREEL WORK_DIR [--repeat N] [--skip-imagemagick]
"""
import argparse
import json
import os
import resource
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gifmetrics  # noqa: E402

FPS = 30
BEST = "split[a][b];[a]palettegen=stats_mode=diff[p];[b][p]paletteuse=dither=bayer:bayer_scale=3:diff_mode=rectangle"
SIERRA = "split[a][b];[a]palettegen[p];[b][p]paletteuse"


def timed(cmd, timeout=None):
    """Runs cmd; returns (wall seconds, cpu seconds) or raises on failure."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, timeout=timeout)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("splashreel")
    parser.add_argument("work")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--skip-imagemagick", action="store_true")
    parser.add_argument("--scenes", default="static,crossfade,cut")
    parser.add_argument("--only-ours", action="store_true", help="encode with splashreel only (tuning)")
    args = parser.parse_args()

    results = {}
    for scene in args.scenes.split(","):
        src = os.path.join(args.work, scene)
        pattern = os.path.join(src, "frame_%04d.png")
        out = os.path.join(args.work, "out", scene)
        os.makedirs(out, exist_ok=True)
        gif = {name: os.path.join(out, name + ".gif") for name in
               ("splashreel", "splashreel-shared", "ffmpeg-bayer-diff", "ffmpeg-sierra", "gifsicle-O3", "imagemagick")}
        commands = {
            "splashreel": [args.splashreel, "encode", src, "--fps", str(FPS), "--out", gif["splashreel"], "--quiet"],
            "ffmpeg-bayer-diff": ["ffmpeg", "-v", "error", "-y", "-framerate", str(FPS), "-i", pattern, "-vf", BEST,
                                  gif["ffmpeg-bayer-diff"]],
        }
        if scene == "cut":
            # Where per-part palettes apply: the same encode with one palette for comparison.
            commands["splashreel-shared"] = [args.splashreel, "encode", src, "--fps", str(FPS), "--palettes", "shared",
                                             "--out", gif["splashreel-shared"], "--quiet"]
        if not args.only_ours:
            commands["ffmpeg-sierra"] = ["ffmpeg", "-v", "error", "-y", "-framerate", str(FPS), "-i", pattern, "-vf", SIERRA,
                                         gif["ffmpeg-sierra"]]
        times = {name: [] for name in commands}
        for _ in range(args.repeat):
            for name, cmd in commands.items():
                times[name].append(timed(cmd))
        best = {name: min(runs) for name, runs in times.items()}
        if not args.only_ours:
            # gifsicle re-optimises ffmpeg's best output: its time is ffmpeg's plus its own.
            runs = [timed(["gifsicle", "-O3", gif["ffmpeg-bayer-diff"], "-o", gif["gifsicle-O3"]]) for _ in range(args.repeat)]
            g = min(runs)
            best["gifsicle-O3"] = (best["ffmpeg-bayer-diff"][0] + g[0], best["ffmpeg-bayer-diff"][1] + g[1])
            if not args.skip_imagemagick:
                files = gifmetrics.source_frames(src)
                try:
                    best["imagemagick"] = timed(["convert", "-delay", f"1x{FPS}", "-loop", "0", *files, "-layers", "Optimize",
                                                 gif["imagemagick"]], timeout=1800)
                except subprocess.TimeoutExpired:
                    print(f"{scene}: ImageMagick did not finish within 30 minutes", file=sys.stderr)

        rows = {}
        for name, (wall, cpu) in best.items():
            metrics = gifmetrics.score(src, gif[name], FPS, check_ffmpeg=(name == "splashreel"))
            metrics.update(wall=wall, cpu=cpu)
            rows[name] = metrics
        info = subprocess.run(["gifsicle", "--info", gif["splashreel"]], capture_output=True, text=True)
        rows["splashreel"]["gifsicle_info_clean"] = info.returncode == 0 and info.stderr == ""
        results[scene] = rows

        ref = rows["ffmpeg-bayer-diff"]
        print(f"\n### {scene} (375x667, {FPS} fps, 120 frames, best of {args.repeat})\n")
        print("| encoder | wall s | CPU s | bytes | PSNR dB | blurred PSNR dB | static pixels flickering | length cs | bytes vs ffmpeg best | wall vs ffmpeg best |")
        print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
        for name, r in rows.items():
            print(f"| {name} | {r['wall']:.2f} | {r['cpu']:.2f} | {r['bytes']:,} | {r['psnr']:.2f} | {r['psnr_blur']:.2f} | "
                  f"{100 * r['flicker']:.3f}% | {r['total_cs']} | {r['bytes'] / ref['bytes']:.3f} | {r['wall'] / ref['wall']:.3f} |")
        ours = rows["splashreel"]
        print(f"\nsplashreel: decodes identically in ffmpeg and Pillow: {ours['ffmpeg_same']}; gifsicle --info clean: "
              f"{ours['gifsicle_info_clean']}; length {ours['total_cs']} cs (expected {ours['expected_cs']})")
    with open(os.path.join(args.work, "out", "results.json"), "w") as f:
        json.dump(results, f, indent=1)


if __name__ == "__main__":
    main()
