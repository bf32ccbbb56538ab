#!/usr/bin/env python3
"""The render benchmark: splashreel from scene to GIF against ffmpeg encoding the same frames.

For each render (welcome-back and ad-splash on iphone-8 at --scale 2 and on iphone-16-pro-max at
--scale 3), splashreel first writes the frames once as PNGs (`render --frames`). Then, repeated
and interleaved so that machine load hits both alike:
  ours    splashreel render SCENE --device D --scale S --quiet --out ours.gif
          (resolving, drawing every frame, palette, dither, deltas, LZW, the file)
  ffmpeg  ffmpeg -v error -y -framerate 30 -i frame-%04d.png -vf RECIPE ffmpeg.gif
          (only reading the PNGs and encoding them: palettegen + paletteuse with bayer dither)
each under GNU time; the medians of wall and CPU (user + system) seconds, their ratio
ours / ffmpeg, our peak resident memory (median and largest of the repeats) and the SHA-256 of
each GIF we wrote are printed.
The scales: welcome-back and ad-splash on iphone-16-pro-max (a @3x phone) at --scale 1, 2 and 3,
each with the ratio of its wall and CPU time to the fastest of the three; and --frames: the same
renders at --scale 1 with and without `--frames DIR`, and their ratio.
The zoom scenes (a full-screen picture zooming over 4 s and 12 s, every pixel changing in every
frame) are rendered for iphone-16-pro-max at --scale 3 to show that memory does not grow with
the animation's length.

Usage: bench.py SPLASHREEL WORK_DIR [--repeat N] [--cases welcome-back@iphone-8@2,...] [--skip-ffmpeg]
                [--skip-scales] [--skip-zoom]
(a case's scene may be a file: --cases Examples/launch-recipes/gradient-shimmer.json@iphone-16-pro-max@3)
"""
import argparse
import hashlib
import os
import shutil
import statistics
import subprocess
import sys

RECIPE = ("split[a][b];[a]palettegen=stats_mode=diff[p];"
          "[b][p]paletteuse=dither=bayer:bayer_scale=3:diff_mode=rectangle")
CASES = ["welcome-back@iphone-8@2", "ad-splash@iphone-8@2",
         "welcome-back@iphone-16-pro-max@3", "ad-splash@iphone-16-pro-max@3"]
ZOOMS = ["zoom-4s", "zoom-12s"]
SCALE_SCENES = ["welcome-back", "ad-splash"]
SCALE_DEVICE = "iphone-16-pro-max"
HERE = os.path.dirname(os.path.abspath(__file__))


def timed(cmd, work):
    """Runs cmd under GNU time; returns (wall s, CPU s, peak RSS MB)."""
    log = os.path.join(work, "time.txt")
    subprocess.run(["/usr/bin/time", "-f", "%e %U %S %M", "-o", log] + cmd, check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    with open(log) as f:
        wall, user, system, peak_kb = f.read().split()[-4:]
    return float(wall), float(user) + float(system), int(peak_kb) / 1024


def render_command(tool, scene, device, scale, out, extra=()):
    return [tool, "render", scene, "--device", device, "--scale", str(scale), "--quiet", "--out", out, *extra]


def frame_count(folder):
    return len([n for n in os.listdir(folder) if n.startswith("frame-") and n.endswith(".png")])


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("splashreel")
    parser.add_argument("work")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--cases", default=",".join(CASES))
    parser.add_argument("--skip-ffmpeg", action="store_true", help="time splashreel only (tuning)")
    parser.add_argument("--skip-scales", action="store_true")
    parser.add_argument("--skip-zoom", action="store_true")
    args = parser.parse_args()
    tool = os.path.abspath(args.splashreel)
    os.makedirs(args.work, exist_ok=True)

    cases = []
    for case in args.cases.split(","):
        scene, device, scale = case.split("@")
        # A scene file (a recipe: Examples/launch-recipes/logo-draws-itself.json) is named by its stem.
        stem = os.path.basename(scene)[:-5] if scene.endswith(".json") else scene
        name = f"{stem}-{device}@{scale}"
        frames = os.path.join(args.work, "frames", name)
        if not args.skip_ffmpeg:
            # The frames ffmpeg encodes: exactly those splashreel draws for this render.
            shutil.rmtree(frames, ignore_errors=True)
            subprocess.run(render_command(tool, scene, device, scale, os.path.join(args.work, name + "-frames.gif"),
                                          ["--frames", frames]), check=True)
        cases.append((name, scene, device, scale, frames))

    ours = {c[0]: [] for c in cases}
    theirs = {c[0]: [] for c in cases}
    for _ in range(args.repeat):
        for name, scene, device, scale, frames in cases:
            ours[name].append(timed(render_command(tool, scene, device, scale,
                                                   os.path.join(args.work, name + ".gif")), args.work))
            if not args.skip_ffmpeg:
                theirs[name].append(timed(["ffmpeg", "-v", "error", "-y", "-framerate", "30", "-i",
                                           os.path.join(frames, "frame-%04d.png"), "-vf", RECIPE,
                                           os.path.join(args.work, name + "-ffmpeg.gif")], args.work))

    med = lambda runs, k: statistics.median(r[k] for r in runs)  # noqa: E731
    print(f"\nffmpeg's encode: ffmpeg -v error -y -framerate 30 -i DIR/frame-%04d.png -vf \"{RECIPE}\" out.gif")
    print(f"medians of {args.repeat} interleaved runs; ratio = splashreel / ffmpeg\n")
    print("| render | frames | splashreel wall s | CPU s | peak MB (median / max) | ffmpeg encode wall s | CPU s "
          "| ratio wall | ratio CPU | GIF bytes ours / ffmpeg |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    for name, scene, device, scale, frames in cases:
        o = ours[name]
        peak = f"{med(o, 2):.0f} / {max(r[2] for r in o):.0f}"
        size = os.path.getsize(os.path.join(args.work, name + ".gif"))
        if args.skip_ffmpeg:
            print(f"| {name} | | {med(o, 0):.2f} | {med(o, 1):.2f} | {peak} | | | | | {size} |")
            continue
        t = theirs[name]
        their_size = os.path.getsize(os.path.join(args.work, name + "-ffmpeg.gif"))
        print(f"| {name} | {frame_count(frames)} | {med(o, 0):.2f} | {med(o, 1):.2f} | {peak} | {med(t, 0):.2f} "
              f"| {med(t, 1):.2f} | {med(o, 0) / med(t, 0):.2f} | {med(o, 1) / med(t, 1):.2f} "
              f"| {size} / {their_size} |")

    # The bytes, to compare across changes that must not alter the output.
    print()
    for name, *_ in cases:
        with open(os.path.join(args.work, name + ".gif"), "rb") as f:
            print(f"sha256 {hashlib.sha256(f.read()).hexdigest()}  {name}.gif")

    if not args.skip_scales:
        scales_and_frames(tool, args.work, args.repeat)
    if args.skip_zoom:
        return
    print("\nmemory against length: a full-screen zoom, iphone-16-pro-max --scale 3 (1320×2868)\n")
    print("| scene | frames | wall s | CPU s | peak MB (median / max) |")
    print("|---|---|---|---|---|")
    runs = {z: [] for z in ZOOMS}
    for _ in range(args.repeat):
        for zoom in ZOOMS:
            runs[zoom].append(timed(render_command(tool, os.path.join(HERE, zoom + ".json"), "iphone-16-pro-max", 3,
                                                   os.path.join(args.work, zoom + ".gif")), args.work))
    for zoom in ZOOMS:
        seconds = int(zoom.split("-")[1].rstrip("s"))
        r = runs[zoom]
        print(f"| {zoom} | {seconds * 30} | {med(r, 0):.2f} | {med(r, 1):.2f} | {med(r, 2):.0f} / "
              f"{max(x[2] for x in r):.0f} |")


def scales_and_frames(tool, work, repeat):
    """Each scale on a @3x phone against the fastest, and --frames against the same render without."""
    med = lambda runs, k: statistics.median(r[k] for r in runs)  # noqa: E731
    runs = {}
    for _ in range(repeat):
        for scene in SCALE_SCENES:
            for scale in (1, 2, 3):
                out = os.path.join(work, f"{scene}-scale{scale}.gif")
                runs.setdefault((scene, scale), []).append(
                    timed(render_command(tool, scene, SCALE_DEVICE, scale, out), work))
            frames = os.path.join(work, "frames-option", scene)
            shutil.rmtree(frames, ignore_errors=True)
            out = os.path.join(work, f"{scene}-with-frames.gif")
            runs.setdefault((scene, "frames"), []).append(
                timed(render_command(tool, scene, SCALE_DEVICE, 1, out, ["--frames", frames]), work))
    print(f"\nscales on {SCALE_DEVICE} (@3x): medians of {repeat}; ratio = this scale / the fastest scale\n")
    print("| scene | scale | wall s | CPU s | peak MB (median / max) | ratio wall | ratio CPU |")
    print("|---|---|---|---|---|---|---|")
    for scene in SCALE_SCENES:
        fastest_wall = min(med(runs[(scene, s)], 0) for s in (1, 2, 3))
        fastest_cpu = min(med(runs[(scene, s)], 1) for s in (1, 2, 3))
        for scale in (1, 2, 3):
            r = runs[(scene, scale)]
            print(f"| {scene} | {scale} | {med(r, 0):.2f} | {med(r, 1):.2f} | {med(r, 2):.0f} / "
                  f"{max(x[2] for x in r):.0f} | {med(r, 0) / fastest_wall:.2f} | {med(r, 1) / fastest_cpu:.2f} |")
    print(f"\n--frames on {SCALE_DEVICE} at --scale 1: ratio = with / without\n")
    print("| scene | wall s without | with | ratio wall | CPU s without | with | ratio CPU | peak MB with |")
    print("|---|---|---|---|---|---|---|---|")
    for scene in SCALE_SCENES:
        plain, framed = runs[(scene, 1)], runs[(scene, "frames")]
        print(f"| {scene} | {med(plain, 0):.2f} | {med(framed, 0):.2f} | {med(framed, 0) / med(plain, 0):.2f} "
              f"| {med(plain, 1):.2f} | {med(framed, 1):.2f} | {med(framed, 1) / med(plain, 1):.2f} "
              f"| {med(framed, 2):.0f} |")


if __name__ == "__main__":
    sys.exit(main())
