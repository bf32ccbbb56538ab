#!/usr/bin/env python3
"""PSNR of every frame of a video against a folder of PNG frames, in RGB.

usage: psnr.py VIDEO FRAMES_DIR MATRIX     (MATRIX: bt709 or bt601, how the video was converted)

ffmpeg decodes the video to RGB24 with the given matrix (limited range); frames are paired by
index (frame-0000.png is the first decoded frame), so container timestamps cannot misalign them.
Prints "AVG MIN": the PSNR of the mean squared error over all frames, and of the worst frame.
"""
import math
import pathlib
import subprocess
import sys

import numpy
from PIL import Image

video, folder, matrix = sys.argv[1], pathlib.Path(sys.argv[2]), sys.argv[3]
frames = sorted(folder.glob("frame-*.png"))
width, height = Image.open(frames[0]).size
decoder = subprocess.Popen(
    ["ffmpeg", "-v", "error", "-i", video, "-vf",
     f"scale=in_color_matrix={matrix}:in_range=tv:flags=accurate_rnd+full_chroma_int,crop={width}:{height}:0:0",
     "-f", "rawvideo", "-pix_fmt", "rgb24", "-"],
    stdout=subprocess.PIPE,
)
size = width * height * 3
errors = []
for path in frames:
    data = decoder.stdout.read(size)
    if len(data) < size:
        sys.exit(f"{video}: fewer decoded frames than {len(frames)} PNG frames")
    decoded = numpy.frombuffer(data, numpy.uint8).reshape(height, width, 3).astype(numpy.int32)
    source = numpy.asarray(Image.open(path).convert("RGB"), numpy.int32)
    errors.append(float(((decoded - source) ** 2).mean()))
decoder.stdout.close()
decoder.wait()
psnr = lambda mse: 99.0 if mse == 0 else 10 * math.log10(255 * 255 / mse)
print(f"{psnr(sum(errors) / len(errors)):.2f} {psnr(max(errors)):.2f}")
