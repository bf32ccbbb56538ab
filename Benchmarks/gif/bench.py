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

Then, per scene, a size-PSNR curve of three settings each: splashreel `--lossy` 4 / 8 / 12 (default
quality), ffmpeg's best recipe with 256 / 128 / 64 palette colours, and gifsicle `-O3
--lossy` 20 / 60 / 120 on ffmpeg's best output; and the bytes of each curve at ffmpeg's best
PSNR (linear between the two settings around it) as a ratio to ffmpeg's best bytes.

Usage: bench.py SPLASHREEL WORK_DIR [--repeat N] [--skip-imagemagick] [--scenes a,b] [--skip-curves | --only-curves]
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
LOSSY_OURS = [4, 8, 12]
FFMPEG_COLORS = [256, 128, 64]
LOSSY_GIFSICLE = [20, 60, 120]


def ffmpeg_best(colors):
    return (f"split[a][b];[a]palettegen=stats_mode=diff:max_colors={colors}[p];"
            "[b][p]paletteuse=dither=bayer:bayer_scale=3:diff_mode=rectangle")


def bytes_at(curve, target):
    """Bytes at PSNR `target`, linear between the two points of `curve` [(psnr, bytes)] around
    it; None when the curve does not reach it."""
    points = sorted(curve)
    for (p0, b0), (p1, b1) in zip(points, points[1:]):
        if p0 <= target <= p1:
            return b0 if p1 == p0 else b0 + (b1 - b0) * (target - p0) / (p1 - p0)
    return None


def curves(args, scene, src, pattern, out, ref):
    """The size-PSNR curves of one scene, printed; returns them."""
    rows = {}
    for n in LOSSY_OURS:
        path = os.path.join(out, f"curve-splashreel-lossy{n}.gif")
        subprocess.run([args.splashreel, "encode", src, "--fps", str(FPS), "--lossy", str(n),
                        "--out", path, "--quiet"], check=True)
        rows[("splashreel", f"--lossy {n}")] = gifmetrics.score(src, path, FPS, check_ffmpeg=True)
    for colors in FFMPEG_COLORS:
        path = os.path.join(out, f"curve-ffmpeg-{colors}.gif")
        subprocess.run(["ffmpeg", "-v", "error", "-y", "-framerate", str(FPS), "-i", pattern, "-vf", ffmpeg_best(colors),
                        path], check=True)
        rows[("ffmpeg", f"best recipe, {colors} colours")] = gifmetrics.score(src, path, FPS)
    best = os.path.join(out, "curve-ffmpeg-256.gif")
    for n in LOSSY_GIFSICLE:
        path = os.path.join(out, f"curve-gifsicle-lossy{n}.gif")
        subprocess.run(["gifsicle", "-O3", f"--lossy={n}", best, "-o", path], check=True)
        rows[("gifsicle", f"-O3 --lossy={n} on ffmpeg's best")] = gifmetrics.score(src, path, FPS)
    print(f"\n#### {scene}: size-PSNR curves\n")
    print("| encoder | setting | bytes | PSNR dB | blurred PSNR dB | static pixels flickering | bytes vs ffmpeg best |")
    print("|---|---|---:|---:|---:|---:|---:|")
    for (tool, setting), r in rows.items():
        print(f"| {tool} | {setting} | {r['bytes']:,} | {r['psnr']:.2f} | {r['psnr_blur']:.2f} | "
              f"{100 * r['flicker']:.3f}% | {r['bytes'] / ref['bytes']:.3f} |")
    same = all(r["ffmpeg_same"] for (tool, _), r in rows.items() if tool == "splashreel")
    print(f"\nsplashreel's lossy GIFs decode identically in ffmpeg and Pillow: {same}")
    print(f"\nBytes at ffmpeg's best PSNR ({ref['psnr']:.2f} dB), relative to ffmpeg's best recipe ({ref['bytes']:,} bytes):\n")
    for tool in ("splashreel", "ffmpeg", "gifsicle"):
        at = bytes_at([(r["psnr"], r["bytes"]) for (t, _), r in rows.items() if t == tool], ref["psnr"])
        print(f"- {tool}: " + ("not reached by its curve" if at is None else f"{at:,.0f} bytes, {at / ref['bytes']:.3f}x"))
    return {f"{tool}: {setting}": r for (tool, setting), r in rows.items()}


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
    parser.add_argument("--skip-curves", action="store_true", help="leave out the size-PSNR curves")
    parser.add_argument("--only-curves", action="store_true",
                        help="only the size-PSNR curves (ffmpeg's best recipe is their 256-colour point)")
    args = parser.parse_args()

    results = {}
    for scene in args.scenes.split(","):
        src = os.path.join(args.work, scene)
        pattern = os.path.join(src, "frame_%04d.png")
        out = os.path.join(args.work, "out", scene)
        os.makedirs(out, exist_ok=True)
        if args.only_curves:
            subprocess.run(["ffmpeg", "-v", "error", "-y", "-framerate", str(FPS), "-i", pattern, "-vf", ffmpeg_best(256),
                            os.path.join(out, "curve-ref.gif")], check=True)
            ref = gifmetrics.score(src, os.path.join(out, "curve-ref.gif"), FPS)
            results[scene + " curves"] = curves(args, scene, src, pattern, out, ref)
            continue
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
        if not args.skip_curves and not args.only_ours and scene != "cut":
            results[scene + " curves"] = curves(args, scene, src, pattern, out, ref)
    with open(os.path.join(args.work, "out", "results.json"), "w") as f:
        json.dump(results, f, indent=1)


if __name__ == "__main__":
    main()
