"""Decodes an animated GIF with Pillow and writes every frame, composed as viewers show it, as raw
RGB bytes to standard output (frame after frame).

usage: decode_with_pillow.py FILE
"""
import sys

from PIL import Image, ImageSequence

with Image.open(sys.argv[1]) as image:
    for frame in ImageSequence.Iterator(image):
        sys.stdout.buffer.write(frame.convert("RGB").tobytes())
