"""Reads an animated PNG or WebP with Pillow and prints, as JSON: the frame count, each frame's
duration in milliseconds, the size, the loop count and the RGBA of pixel (X, Y) in every frame.

usage: read_with_pillow.py FILE X Y
"""
import json
import sys

from PIL import Image

path, x, y = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
image = Image.open(path)
durations, pixels = [], []
for index in range(getattr(image, "n_frames", 1)):
    image.seek(index)
    image.load()
    durations.append(image.info.get("duration"))
    pixels.append(list(image.convert("RGBA").getpixel((x, y))))
print(json.dumps({
    "format": image.format,
    "frames": len(durations),
    "durations": durations,
    "size": list(image.size),
    "loop": image.info.get("loop"),
    "pixels": pixels,
}))
