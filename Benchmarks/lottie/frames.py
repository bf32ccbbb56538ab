#!/usr/bin/env python3
"""What a user would script instead of splashreel: every frame of a Lottie file drawn by
rlottie-python at SIZE x SIZE over white, written as DIR/frame-0000.png, ….
Usage: frames.py LOTTIE SIZE DIR"""
import os
import sys

from PIL import Image
from rlottie_python import LottieAnimation

path, size, folder = sys.argv[1], int(sys.argv[2]), sys.argv[3]
os.makedirs(folder, exist_ok=True)
animation = LottieAnimation.from_file(path)
for frame in range(animation.lottie_animation_get_totalframe()):
    # render_pillow_frame labels rlottie's premultiplied bytes as plain RGBA; the logo is opaque
    # where it is drawn, so over white the difference is only at antialiased edges.
    picture = animation.render_pillow_frame(frame_num=frame, width=size, height=size)
    white = Image.new("RGBA", picture.size, (255, 255, 255, 255))
    white.alpha_composite(picture)
    white.convert("RGB").save(os.path.join(folder, "frame-%04d.png" % frame))
