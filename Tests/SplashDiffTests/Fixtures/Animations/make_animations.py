#!/usr/bin/env python3
"""Writes small animations for the comparison and `splashreel diff` tests (needs Pillow).

expected.gif         8 frames of 32×24 at 10 cs: an avatar (disc) slides right over a card
actual_same.gif      the same pictures written with different palettes order and every frame kept
actual_moved.gif     the avatar is 2 px lower from frame 4 on
actual_slow.gif      the same pictures at 12 cs per frame
actual_wide.gif      34×24
expected_frames/     expected.gif's frames as PNGs (shown at --fps 10 they match expected.gif)
"""
import os
import shutil

from PIL import Image, ImageDraw

HERE = os.path.dirname(os.path.abspath(__file__))


def frame(i, drop=0, width=32):
    im = Image.new("RGB", (width, 24), (245, 245, 250))
    d = ImageDraw.Draw(im)
    d.rectangle([2, 14, width - 3, 21], fill=(40, 60, 120))
    x = 2 + 3 * i
    d.ellipse([x, 3 + drop, x + 8, 11 + drop], fill=(230, 90, 30))
    return im


def save(name, frames, duration):
    frames[0].save(os.path.join(HERE, name), save_all=True, append_images=frames[1:], duration=duration, loop=0,
                   optimize=False)


def main():
    save("expected.gif", [frame(i) for i in range(8)], 100)
    save("actual_same.gif", [frame(i).quantize(16) for i in range(8)], 100)
    save("actual_moved.gif", [frame(i, drop=2 if i >= 4 else 0) for i in range(8)], 100)
    save("actual_slow.gif", [frame(i) for i in range(8)], 120)
    save("actual_wide.gif", [frame(i, width=34) for i in range(8)], 100)
    folder = os.path.join(HERE, "expected_frames")
    shutil.rmtree(folder, ignore_errors=True)
    os.makedirs(folder)
    for i in range(8):
        frame(i).save(os.path.join(folder, f"frame{i + 1}.png"))


if __name__ == "__main__":
    main()
