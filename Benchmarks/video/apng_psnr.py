#!/usr/bin/env python3
"""PSNR of an animated PNG against a folder of PNG frames, in RGB.

usage: apng_psnr.py APNG FRAMES_DIR FPS

Pillow decodes the APNG (blend and dispose applied); a stored frame shown for n frame times (its
delay × FPS) is compared with the n rendered frames it stands for. Prints "AVG MIN" like psnr.py:
the PSNR of the mean squared error over all frames, and of the worst frame.
"""
import math
import pathlib
import sys

import numpy
from PIL import Image

path, folder, fps = sys.argv[1], pathlib.Path(sys.argv[2]), float(sys.argv[3])
frames = sorted(folder.glob("frame-*.png"))
image = Image.open(path)
decoded = []
for index in range(image.n_frames):
    image.seek(index)
    holds = round(image.info["duration"] * fps / 1000)
    decoded += [numpy.asarray(image.convert("RGB"), numpy.int32)] * holds
if len(decoded) != len(frames):
    sys.exit(f"{path}: {len(decoded)} frame times, {len(frames)} PNG frames")
errors = [float(((d - numpy.asarray(Image.open(f).convert("RGB"), numpy.int32)) ** 2).mean()) for d, f in zip(decoded, frames)]
psnr = lambda mse: 99.0 if mse == 0 else 10 * math.log10(255 * 255 / mse)
print(f"{psnr(sum(errors) / len(errors)):.2f} {psnr(max(errors)):.2f}")
