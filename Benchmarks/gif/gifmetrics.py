"""Decodes an animated GIF and scores it against the PNG frames it was made from.

Decoding is Pillow's (each frame converted to RGB after Pillow composes it honouring disposal
and transparency), checked against ffmpeg's decoder on request.
"""
import glob
import os
import subprocess

import numpy as np
from PIL import Image, ImageSequence
from scipy.ndimage import gaussian_filter


def source_frames(folder):
    return sorted(glob.glob(os.path.join(folder, "*.png")))


def decode_pillow(path):
    """[(rgb uint8 array, delay in cs)] in file order."""
    frames = []
    with Image.open(path) as im:
        for frame in ImageSequence.Iterator(im):
            delay = int(round(frame.info.get("duration", 0) / 10))
            frames.append((np.asarray(frame.convert("RGB")).copy(), delay))
    return frames


def decode_ffmpeg(path, width, height):
    out = subprocess.run(
        ["ffmpeg", "-v", "error", "-i", path, "-f", "rawvideo", "-pix_fmt", "rgb24", "-fps_mode", "passthrough", "-"],
        check=True, capture_output=True).stdout
    n = len(out) // (width * height * 3)
    return np.frombuffer(out, np.uint8)[: n * width * height * 3].reshape(n, height, width, 3)


def psnr(sum_sq, count):
    return float("inf") if sum_sq == 0 else 10 * np.log10(255.0**2 * count / sum_sq)


def score(folder, gif, fps, check_ffmpeg=False):
    files = source_frames(folder)
    decoded = decode_pillow(gif)
    starts = np.cumsum([0] + [d for _, d in decoded])
    total = int(starts[-1])
    sq = 0.0
    sq_blur = 0.0
    count = 0
    static = 0
    flicker = 0
    prev_src = None
    prev_out = None
    for k, f in enumerate(files):
        src = np.asarray(Image.open(f).convert("RGB"))
        # The GIF frame on screen in the middle of source frame k.
        t = (k + 0.5) * 100.0 / fps
        g = int(np.searchsorted(starts, t, side="right") - 1)
        out = decoded[min(g, len(decoded) - 1)][0]
        diff = src.astype(np.float64) - out
        sq += float(np.sum(diff * diff))
        count += diff.size
        bs = gaussian_filter(src.astype(np.float64), sigma=(1.0, 1.0, 0))
        bo = gaussian_filter(out.astype(np.float64), sigma=(1.0, 1.0, 0))
        sq_blur += float(np.sum((bs - bo) ** 2))
        if prev_src is not None:
            same = np.all(src == prev_src, axis=2)
            static += int(np.sum(same))
            flicker += int(np.sum(same & np.any(out != prev_out, axis=2)))
        prev_src, prev_out = src, out
    result = {
        "bytes": os.path.getsize(gif),
        "frames": len(decoded),
        "total_cs": total,
        "expected_cs": int(np.floor(len(files) * 100.0 / fps + 1e-9)),
        "psnr": psnr(sq, count),
        "psnr_blur": psnr(sq_blur, count),
        "flicker": flicker / static if static else 0.0,
    }
    if check_ffmpeg:
        h, w = decoded[0][0].shape[:2]
        ff = decode_ffmpeg(gif, w, h)
        result["ffmpeg_same"] = len(ff) == len(decoded) and all(np.array_equal(ff[i], decoded[i][0]) for i in range(len(ff)))
    return result
