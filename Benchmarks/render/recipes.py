#!/usr/bin/env python3
"""Every launch recipe at @3x on iphone-16-pro-max: CPU milliseconds per frame and peak memory.

For each Examples/launch-recipes/*.json, in one run and interleaved so that machine load hits all
alike, times `splashreel render RECIPE --device iphone-16-pro-max --scale 3 --threads 1` (scene to
GIF) under GNU time, for
  recipe   the recipe as written;
  without  the same scene without the drawing effects of Core Animation issue 27 that it uses:
           no mask (each `mask` becomes a hidden child, so the timeline still finds its id), no
           shadow (`shadowOpacity` 0, in the layers and the timeline), circular corners on all
           four (`cornerCurve`, `maskedCorners` and `shadowPath` removed);
  before   (with --before TOOL) the recipe as the folder --before-recipes holds it (default the
           same file; a checkout of the commit before a change, for recipes it edits) rendered
           by that other splashreel.
Prints per recipe the rendered frames, the median CPU ms per frame (user + system over frames:
one thread, so per core), the median and largest peak resident MB, and the GIF's SHA-256 prefix.
Then, from `splashreel-bench draw` (beside SPLASHREEL unless --bench names it), the drawing alone
of each recipe's frames, without the encoder: the mean and the largest CPU ms per frame. The GIF
encoder draws a frame once or twice (large frames are not kept between its two passes); the
rest of a render's time is the encoder's.

Usage: recipes.py SPLASHREEL WORK_DIR [--repeat N] [--before TOOL [--before-recipes DIR]] [--only a,b]
                  [--bench SPLASHREEL_BENCH]
"""
import argparse
import glob
import json
import os
import re
import statistics
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from bench import timed  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
RECIPES = os.path.normpath(os.path.join(HERE, "../../Examples/launch-recipes"))
FIXED_KEYS = {"shadowPath", "maskedCorners", "cornerCurve"}


def without_effects(value):
    """The scene (or any part of it) without masks, shadows and corner keys."""
    if isinstance(value, list):
        return [without_effects(v) for v in value]
    if not isinstance(value, dict):
        return value
    out = {key: without_effects(v) for key, v in value.items() if key not in FIXED_KEYS}
    if "shadowOpacity" in out:
        out["shadowOpacity"] = 0
    if "mask" in out:
        mask = out.pop("mask")
        mask["hidden"] = True
        out["children"] = out.get("children", []) + [mask]
    return out


def frames_of(tool, scene, work):
    text = subprocess.run([tool, "render", scene, "--device", "iphone-16-pro-max", "--scale", "3", "--threads", "1",
                           "--out", os.path.join(work, "count.gif")], check=True, capture_output=True, text=True)
    found = re.search(r"(\d+) rendered frames", text.stdout + text.stderr)
    return int(found.group(1))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("splashreel")
    parser.add_argument("work")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--before")
    parser.add_argument("--before-recipes", default=RECIPES)
    parser.add_argument("--only", default="")
    parser.add_argument("--bench")
    args = parser.parse_args()
    tool = os.path.abspath(args.splashreel)
    os.makedirs(args.work, exist_ok=True)
    only = [n for n in args.only.split(",") if n]
    recipes = sorted(p for p in glob.glob(os.path.join(RECIPES, "*.json"))
                     if not only or os.path.basename(p)[:-5] in only)
    variants = ["recipe", "without"] + (["before"] if args.before else [])
    runs = {}
    scenes = {}
    for path in recipes:
        name = os.path.basename(path)[:-5]
        with open(path) as f:
            scene = json.load(f)
        # Beside the recipe, so that its relative image paths still resolve.
        stripped = os.path.join(RECIPES, f".{name}.without.json")
        with open(stripped, "w") as f:
            json.dump(without_effects(scene), f)
        before = os.path.join(os.path.abspath(args.before_recipes), os.path.basename(path))
        scenes[name] = {"recipe": path, "without": stripped, "before": before if os.path.exists(before) else path}
        runs[name] = {v: [] for v in variants}
    try:
        frames = {name: frames_of(tool, s["recipe"], args.work) for name, s in scenes.items()}
        for _ in range(args.repeat):
            for name, s in scenes.items():
                for variant in variants:
                    binary = os.path.abspath(args.before) if variant == "before" else tool
                    out = os.path.join(args.work, f"{name}-{variant}.gif")
                    runs[name][variant].append(timed(
                        [binary, "render", s[variant], "--device", "iphone-16-pro-max", "--scale", "3", "--threads",
                         "1", "--quiet", "--out", out], args.work))
    finally:
        for s in scenes.values():
            os.remove(s["without"])
    bench = os.path.abspath(args.bench or os.path.join(os.path.dirname(tool), "splashreel-bench"))
    drawn = {}
    if os.path.exists(bench):
        text = subprocess.run([bench, "draw"] + [s["recipe"] for s in scenes.values()], check=True,
                              capture_output=True, text=True).stdout
        for line in text.splitlines():
            found = re.match(r"draw (\S+)\.json: .* mean ([\d.]+) median [\d.]+ max ([\d.]+)", line)
            if found:
                drawn[found.group(1)] = (float(found.group(2)), float(found.group(3)))
    print(f"\nrecipes at @3x on iphone-16-pro-max (1320×2868), one thread; medians of {args.repeat} interleaved runs\n")
    header = "| recipe | frames | " + " | ".join(f"{v} CPU ms/frame | {v} peak MB (median / max)" for v in variants)
    print(header + " | drawing alone, CPU ms/frame (mean / max) |")
    print("|---|---|" + "---|---|" * len(variants) + "---|")
    for name in scenes:
        cells = []
        for variant in variants:
            r = runs[name][variant]
            cells.append(f"{1000 * statistics.median(x[1] for x in r) / frames[name]:.1f}")
            cells.append(f"{statistics.median(x[2] for x in r):.0f} / {max(x[2] for x in r):.0f}")
        cells.append("%.1f / %.1f" % drawn[name] if name in drawn else "–")
        print(f"| {name} | {frames[name]} | " + " | ".join(cells) + " |")


if __name__ == "__main__":
    sys.exit(main())
