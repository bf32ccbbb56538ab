#!/usr/bin/env python3
"""Makes the photo-like PNG sequences the GIF benchmark encodes.

The scenes are 375x667 (an iPhone 8 screen at 1x), 30 fps, 120 frames (4 s), deterministic
(fixed seeds), and look like photographs rather than flat UI: smooth gradients, soft colour blobs
and film grain that belongs to the picture (it moves with the picture, it does not re-roll every
frame).

  static     a small element (a soft, shaded badge with its own grain) drifts along a curve and
             fades in and out over a static background; most of the screen never changes.
  crossfade  a full-screen picture slowly zooms (1.00 -> 1.12) while cross-fading to a second
             zooming picture between frames 30 and 90: every pixel changes every frame.
  cut        the first 60 frames of static, then a hard cut to the last 60 of crossfade (a
             different picture): where one palette per part pays.

Usage: make_sequences.py OUT_DIR   (writes OUT_DIR/static/frame_0000.png ..., OUT_DIR/crossfade/..., OUT_DIR/cut/...)
"""
import os
import sys

import numpy as np
from PIL import Image

W, H, N = 375, 667, 120


def picture(seed, width, height, blobs=7, grain=3.0):
    """A float RGB picture: diagonal two-colour gradient, soft Gaussian blobs, Gaussian grain."""
    rng = np.random.default_rng(seed)
    y, x = np.mgrid[0:height, 0:width].astype(np.float64)
    u = x / width
    v = y / height
    c0 = rng.uniform(20, 120, 3)
    c1 = rng.uniform(120, 235, 3)
    t = np.clip(0.65 * v + 0.35 * u, 0, 1)[..., None]
    img = c0 * (1 - t) + c1 * t
    for _ in range(blobs):
        cx, cy = rng.uniform(0, width), rng.uniform(0, height)
        radius = rng.uniform(0.12, 0.35) * width
        colour = rng.uniform(-70, 70, 3)
        fall = np.exp(-((x - cx) ** 2 + (y - cy) ** 2) / (2 * radius**2))[..., None]
        img = img + colour * fall
    # Grain: fine noise, slightly blurred so it is not single-pixel salt.
    noise = rng.normal(0, 1, (height, width))
    noise = (noise + np.roll(noise, 1, 0) + np.roll(noise, 1, 1) + np.roll(np.roll(noise, 1, 0), 1, 1)) / 2
    img = img + grain * noise[..., None]
    return img


def bilinear(img, sx, sy):
    """Samples img (H, W, 3) at float coordinates sx, sy (same shape), clamped at the edges."""
    h, w = img.shape[:2]
    sx = np.clip(sx, 0, w - 1.001)
    sy = np.clip(sy, 0, h - 1.001)
    x0 = np.floor(sx).astype(int)
    y0 = np.floor(sy).astype(int)
    fx = (sx - x0)[..., None]
    fy = (sy - y0)[..., None]
    a = img[y0, x0] * (1 - fx) + img[y0, x0 + 1] * fx
    b = img[y0 + 1, x0] * (1 - fx) + img[y0 + 1, x0 + 1] * fx
    return a * (1 - fy) + b * fy


def save(img, path):
    Image.fromarray(np.clip(np.rint(img), 0, 255).astype(np.uint8), "RGB").save(path)


def smoothstep(t):
    t = min(1.0, max(0.0, t))
    return t * t * (3 - 2 * t)


def static_frames():
    background = picture(11, W, H)
    # The badge: a 96x96 shaded disc with a highlight and its own grain, alpha with soft edge.
    size = 96
    yy, xx = np.mgrid[0:size, 0:size].astype(np.float64)
    r = np.hypot(xx - size / 2 + 0.5, yy - size / 2 + 0.5)
    alpha = np.clip((size / 2 - 2 - r) / 2.5, 0, 1)
    shade = np.clip(1 - r / (size / 2), 0, 1)
    badge = np.stack([230 - 90 * (1 - shade), 120 + 80 * shade, 60 + 40 * shade], axis=-1)
    highlight = np.exp(-((xx - 34) ** 2 + (yy - 30) ** 2) / 120.0)[..., None]
    badge = badge + 60 * highlight
    badge = badge + np.random.default_rng(5).normal(0, 2.0, (size, size))[..., None]
    for k in range(N):
        t = k / (N - 1)
        # Position along a gentle curve, sub-pixel; opacity fades in, holds, fades out.
        px = 60 + 200 * t + 0.0
        py = 380 + 90 * np.sin(2 * np.pi * t)
        opacity = smoothstep(t / 0.2) * smoothstep((1 - t) / 0.2)
        frame = background.copy()
        x0, y0 = int(np.floor(px)), int(np.floor(py))
        fx, fy = px - x0, py - y0
        # Shift the badge by the sub-pixel remainder (bilinear), then composite.
        sxx, syy = np.meshgrid(np.arange(size + 1) - fx, np.arange(size + 1) - fy)
        b = bilinear(badge, sxx, syy)
        a = bilinear(np.repeat(alpha[..., None], 3, axis=2), sxx, syy)[..., :1]
        outside = (sxx < 0) | (syy < 0) | (sxx > size - 1) | (syy > size - 1)
        a = np.where(outside[..., None], 0, a) * opacity
        region = frame[y0 : y0 + size + 1, x0 : x0 + size + 1]
        frame[y0 : y0 + size + 1, x0 : x0 + size + 1] = region * (1 - a) + b * a
        yield frame


def crossfade_frames():
    # Pictures at 2x so the zoom samples real detail (and the grain zooms with the picture).
    a = picture(21, 2 * W, 2 * H, grain=4.0)
    b = picture(37, 2 * W, 2 * H, grain=4.0)
    y, x = np.mgrid[0:H, 0:W].astype(np.float64)
    for k in range(N):
        t = k / (N - 1)
        zoom_a = 1.0 + 0.12 * t
        zoom_b = 1.12 - 0.12 * t
        def sample(img, zoom):
            # Zoom about the centre: screen (x, y) shows picture point centre + (p - centre) / zoom, at 2x.
            sx = (W / 2 + (x + 0.5 - W / 2) / zoom) * 2 - 0.5
            sy = (H / 2 + (y + 0.5 - H / 2) / zoom) * 2 - 0.5
            return bilinear(img, sx, sy)
        mix = smoothstep((k - 30) / 60)
        frame = sample(a, zoom_a) * (1 - mix) + sample(b, zoom_b) * mix if 0 < mix < 1 else (
            sample(a, zoom_a) if mix == 0 else sample(b, zoom_b))
        yield frame


def cut_frames():
    for k, (first, second) in enumerate(zip(static_frames(), crossfade_frames())):
        yield first if k < N // 2 else second


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    root = sys.argv[1]
    for name, frames in (("static", static_frames), ("crossfade", crossfade_frames), ("cut", cut_frames)):
        out = os.path.join(root, name)
        os.makedirs(out, exist_ok=True)
        for k, frame in enumerate(frames()):
            save(frame, os.path.join(out, f"frame_{k:04d}.png"))
        print(f"{out}: {N} frames {W}x{H}")


if __name__ == "__main__":
    main()
