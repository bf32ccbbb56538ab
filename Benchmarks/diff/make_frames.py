#!/usr/bin/env python3
"""Writes two 120-frame 375×667 animations for the diff benchmark (needs Pillow).

OUT/expected/frameNNN.png, OUT/actual/frameNNN.png: a launch-screen-like picture (gradient
background, card, text-like bars) with an avatar sliding across; in `actual` the avatar is 2 px
lower from frame 60 on and a bar is a little lighter, so about half the frames differ.
"""
import os
import sys

from PIL import Image, ImageDraw

W, H, N = 375, 667, 120


def background():
    im = Image.new("RGB", (W, H))
    px = im.load()
    for y in range(H):
        for x in range(W):
            px[x, y] = (20 + y * 60 // H, 40 + x * 40 // W, 90 + y * 100 // H)
    return im


def frame(base, i, moved):
    im = base.copy()
    d = ImageDraw.Draw(im)
    d.rounded_rectangle([24, 380, W - 24, 620], radius=18, fill=(245, 245, 250))
    for k in range(5):
        shade = 205 if (moved and k == 2) else 190
        d.rectangle([48, 410 + 36 * k, W - 60 - 20 * k, 424 + 36 * k], fill=(shade, shade, shade + 10))
    x = 20 + i * 2.4
    y = 200 + (2 if moved and i >= 60 else 0)
    d.ellipse([x, y, x + 90, y + 90], fill=(240, 120, 40))
    return im


def main():
    out = sys.argv[1]
    base = background()
    for side in ("expected", "actual"):
        os.makedirs(os.path.join(out, side), exist_ok=True)
        for i in range(N):
            frame(base, i, side == "actual").save(os.path.join(out, side, f"frame{i:03d}.png"), compress_level=1)


if __name__ == "__main__":
    main()
