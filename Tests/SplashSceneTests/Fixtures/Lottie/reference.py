#!/usr/bin/env python3
"""Frame FRAME of a Lottie file drawn by rlottie-python's own (newer) rlottie at W x H, as
premultiplied RGBA bytes on standard output; with OUT_W OUT_H, box-resized to that size (the
reference for a stretched scaleToFill). Usage: reference.py FILE FRAME W H [OUT_W OUT_H]"""
import sys

import numpy as np
from PIL import Image
from rlottie_python import LottieAnimation

path, frame, w, h = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
animation = LottieAnimation.from_file(path)
bgra = np.frombuffer(animation.lottie_animation_render(frame_num=frame, width=w, height=h), np.uint8)
rgba = bgra.reshape(h, w, 4)[:, :, [2, 1, 0, 3]]
if len(sys.argv) == 7:
    size = (int(sys.argv[5]), int(sys.argv[6]))
    # Premultiplied channels resize independently ("RGBa" keeps Pillow from touching alpha).
    rgba = np.asarray(Image.fromarray(np.ascontiguousarray(rgba), "RGBa").resize(size, Image.BOX))
sys.stdout.buffer.write(np.ascontiguousarray(rgba).tobytes())
