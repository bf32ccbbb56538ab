"""Writes small APNGs with Pillow into FOLDER (blend and dispose ops, RGBA, palette with
transparency, grey, a default image outside the animation) and prints, as JSON, each file's
size and every frame of the animation as FFmpeg's APNG decoder composes it (straight RGBA
bytes). Pixels are either opaque or fully transparent, so composing is exact in any arithmetic.
(Pillow's own reader is not the reference: it does not restore the canvas after a frame whose
dispose op is PREVIOUS when the next frame is partial.)

usage: make_apng_with_pillow.py FOLDER
"""
import json
import subprocess
import sys

from PIL import Image, ImageDraw

folder = sys.argv[1]
W, H = 12, 8


def canvas(colour, mode="RGBA"):
    return Image.new(mode, (W, H), colour)


def frames_rgba():
    first = canvas((40, 120, 200, 255))
    ImageDraw.Draw(first).rectangle((8, 0, 11, 3), fill=(0, 0, 0, 0))  # a transparent corner
    square = canvas((0, 0, 0, 0))
    ImageDraw.Draw(square).rectangle((2, 2, 5, 5), fill=(240, 160, 30, 255))
    bar = first.copy()  # drawn over what PREVIOUS restored: only the bar is stored
    ImageDraw.Draw(bar).rectangle((0, 6, 11, 7), fill=(20, 200, 60, 255))
    dot = canvas((0, 0, 0, 0))
    ImageDraw.Draw(dot).point((10, 1), fill=(255, 255, 255, 255))
    return [first, square, bar, dot]


def frames_palette():
    frames = []
    for n in range(3):
        image = Image.new("P", (W, H), 0)
        image.putpalette([0, 0, 0, 200, 40, 40, 40, 200, 40] + [0] * (253 * 3))
        ImageDraw.Draw(image).rectangle((2 * n, 1, 2 * n + 3, 4), fill=1 + n % 2)
        image.info["transparency"] = 0
        frames.append(image)
    return frames


def frames_grey():
    frames = []
    for n in range(3):
        image = Image.new("L", (W, H), 30 + 60 * n)
        ImageDraw.Draw(image).rectangle((n, n, n + 2, n + 2), fill=250)
        frames.append(image)
    return frames


cases = {
    "ops.png": dict(frames=frames_rgba(), duration=[100, 40, 250, 10], disposal=[0, 2, 1, 0], blend=[0, 1, 0, 1]),
    "palette.png": dict(frames=frames_palette(), duration=[50, 50, 120], disposal=0, blend=0),
    "grey.png": dict(frames=frames_grey(), duration=[1000 / 3, 1000 / 3, 500], disposal=0, blend=0),
    "default.png": dict(frames=frames_grey(), duration=[70, 80, 90], disposal=0, blend=0, default_image=True),
}
out = {}
for name, case in cases.items():
    frames = case.pop("frames")
    path = folder + "/" + name
    frames[0].save(path, save_all=True, append_images=frames[1:], loop=0, **case)
    size = Image.open(path).size
    raw = subprocess.run(
        ["ffmpeg", "-v", "error", "-i", path, "-fps_mode", "passthrough", "-f", "rawvideo", "-pix_fmt", "rgba", "-"],
        check=True, capture_output=True).stdout
    frame = size[0] * size[1] * 4
    pixels = [list(raw[i:i + frame]) for i in range(0, len(raw), frame)]
    out[name] = {"size": list(size), "frames": pixels}
print(json.dumps(out))
