#!/usr/bin/env python3
"""Writes image pairs and the differing-pixel counts of PyPI's `pixelmatch` (0.4.0) for them.

Run from anywhere: python3 make_pairs.py   (needs Pillow and pixelmatch)
Writes next to this script:
  pairNN.rgba     image A then image B, straight (not premultiplied) RGBA, row-major
  expected.json   per pair: size, what differs, and pixelmatch's count for every threshold
                  (0.05, 0.1, 0.2) with anti-aliasing detection on (includeAA=False) and off
The Swift tests (PixelMatchTests) compare SplashDiff's counts with these; `swift test` needs no Python.
"""
import json
import os
import random

from PIL import Image, ImageDraw, ImageFilter
from pixelmatch import pixelmatch

HERE = os.path.dirname(os.path.abspath(__file__))
THRESHOLDS = [0.05, 0.1, 0.2]


def supersampled(size, draw, background=(255, 255, 255, 255), factor=4):
    """Draws at `factor`× and box-downsamples: anti-aliased edges like a renderer's."""
    w, h = size
    big = Image.new("RGBA", (w * factor, h * factor), background)
    draw(ImageDraw.Draw(big), factor)
    return big.resize(size, Image.Resampling.BOX)


def shapes(rng, size, jitter=0.0, recolour=0, grow=0.0, seed_shapes=None):
    w, h = size
    specs = seed_shapes

    def draw(d, f):
        for kind, x, y, r, colour in specs:
            x, y = (x + jitter) * f, (y + jitter * 0.5) * f
            rr = (r + grow) * f
            c = tuple(min(255, max(0, v + recolour)) for v in colour[:3]) + (colour[3],)
            if kind == "ellipse":
                d.ellipse([x - rr, y - rr, x + rr, y + rr], fill=c)
            elif kind == "rect":
                d.rectangle([x - rr, y - rr * 0.6, x + rr, y + rr * 0.6], fill=c)
            else:
                d.line([x - rr, y - rr, x + rr, y + rr * 0.4], fill=c, width=max(1, f))
    return supersampled(size, draw)


def random_specs(rng, size, count):
    w, h = size
    out = []
    for _ in range(count):
        kind = rng.choice(["ellipse", "rect", "line"])
        colour = (rng.randrange(256), rng.randrange(256), rng.randrange(256), rng.choice([255, 255, 255, 200, 128]))
        out.append((kind, rng.uniform(2, w - 2), rng.uniform(2, h - 2), rng.uniform(2, min(w, h) / 3), colour))
    return out


def noise(rng, size, alpha=False):
    w, h = size
    im = Image.new("RGBA", size)
    im.putdata([(rng.randrange(256), rng.randrange(256), rng.randrange(256),
                 rng.randrange(256) if alpha else 255) for _ in range(w * h)])
    return im


def perturb(rng, im, amount, share, alpha=False):
    """Changes `share` of the pixels by up to ±amount per channel (alpha too if asked)."""
    px = list(im.get_flattened_data()) if hasattr(im, "get_flattened_data") else list(im.getdata())
    for i in range(len(px)):
        if rng.random() < share:
            r, g, b, a = px[i]
            d = lambda v: min(255, max(0, v + rng.randint(-amount, amount)))
            px[i] = (d(r), d(g), d(b), d(a) if alpha else a)
    out = Image.new("RGBA", im.size)
    out.putdata(px)
    return out


def pairs():
    rng = random.Random(2024)
    out = []
    # Anti-aliased shapes moved by a fraction or a whole pixel, grown, recoloured.
    for i, (jitter, grow, recolour) in enumerate([(0.5, 0, 0), (1.0, 0, 0), (0, 0.5, 0), (0, 0, 16), (0, 0, 20),
                                                  (0.25, 0.25, 3), (2.0, 0, 0), (0, 1.5, -12)]):
        size = (rng.randrange(20, 40), rng.randrange(16, 36))
        specs = random_specs(rng, size, rng.randrange(3, 7))
        a = shapes(rng, size, seed_shapes=specs)
        b = shapes(rng, size, jitter=jitter, grow=grow, recolour=recolour, seed_shapes=specs)
        out.append((f"shapes moved {jitter}px, grown {grow}px, recoloured {recolour:+d}", a, b))
    # Text-like strokes: thin anti-aliased lines, and the same blurred.
    for blur in (0.0, 0.6):
        size = (36, 20)
        def strokes(d, f, shift=0):
            for k in range(6):
                x = (3 + 5 * k + shift) * f
                d.line([x, 3 * f, x + 3 * f, 16 * f], fill=(20, 20, 20, 255), width=f)
        a = supersampled(size, strokes)
        b = supersampled(size, lambda d, f: strokes(d, f, shift=0.5))
        if blur:
            a, b = a.filter(ImageFilter.GaussianBlur(blur)), b.filter(ImageFilter.GaussianBlur(blur))
        out.append((f"thin strokes shifted 0.5px, blur {blur}", a, b))
    # Small colour noise on photos of noise; semi-transparent noise (alpha blended over white).
    for amount, share, alpha in [(15, 0.5, False), (28, 0.3, False), (40, 0.1, False), (25, 0.4, True), (60, 0.2, True)]:
        size = (rng.randrange(16, 32), rng.randrange(16, 32))
        a = noise(rng, size, alpha)
        b = perturb(rng, a, amount, share, alpha)
        out.append((f"noise ±{amount} on {int(share * 100)}% of pixels, alpha {'varies' if alpha else 'opaque'}", a, b))
    # Smooth gradients shifted by small amounts (banding-like differences).
    for step in (6, 12, 24):
        size = (32, 12)
        a = Image.new("RGBA", size)
        a.putdata([(8 * x % 256, 4 * y * 5 % 256, 200, 255) for y in range(12) for x in range(32)])
        b = Image.new("RGBA", size)
        b.putdata([(min(255, 8 * x % 256 + step * ((x + y) % 3)), 4 * y * 5 % 256, 200, 255)
                   for y in range(12) for x in range(32)])
        out.append((f"gradient with a ±{step} pattern", a, b))
    # Fully transparent pixels whose hidden colours differ; identical images; edge pixels only.
    size = (20, 20)
    a = noise(rng, size)
    b = a.copy()
    for x in range(20):
        a.putpixel((x, x), (255, 0, 0, 0))
        b.putpixel((x, x), (0, 255, 0, 0))
        b.putpixel((x, 0), (0, 0, 0, 255))
    out.append(("hidden colours under alpha 0 differ; the top row changes", a, b))
    out.append(("identical images", a, a.copy()))
    # Checkerboard vs 1px-shifted checkerboard with soft edges (many AA candidates), and a flat vs dotted image.
    size = (24, 24)
    a = supersampled(size, lambda d, f: [d.rectangle([x * 6 * f, y * 6 * f, x * 6 * f + 3 * f, y * 6 * f + 3 * f],
                                                     fill=(0, 0, 0, 255)) for x in range(4) for y in range(4)])
    b = supersampled(size, lambda d, f: [d.rectangle([x * 6 * f + 1, y * 6 * f + 2, x * 6 * f + 3 * f + 1,
                                                      y * 6 * f + 3 * f + 2], fill=(0, 0, 0, 255))
                                         for x in range(4) for y in range(4)])
    out.append(("soft checkerboard shifted by a quarter pixel", a, b))
    flat = Image.new("RGBA", size, (120, 130, 140, 255))
    dotted = flat.copy()
    for k in range(0, 24 * 24, 7):
        dotted.putpixel((k % 24, k // 24), (120 + k % 30, 130, 140 - k % 20, 255))
    out.append(("flat grey with scattered dots", flat, dotted))
    return out


def main():
    for name in os.listdir(HERE):
        if name.endswith(".rgba"):
            os.remove(os.path.join(HERE, name))
    manifest = []
    for n, (what, a, b) in enumerate(pairs()):
        assert a.size == b.size and a.mode == b.mode == "RGBA"
        w, h = a.size
        da, db = list(a.tobytes()), list(b.tobytes())
        counts = {}
        for t in THRESHOLDS:
            for aa_detection in (True, False):
                counts[f"t{t}_{'aa' if aa_detection else 'noaa'}"] = pixelmatch(da, db, w, h, threshold=t,
                                                                                includeAA=not aa_detection)
        name = f"pair{n:02d}"
        with open(os.path.join(HERE, name + ".rgba"), "wb") as f:
            f.write(a.tobytes() + b.tobytes())
        manifest.append(dict(name=name, what=what, width=w, height=h, counts=counts))
    with open(os.path.join(HERE, "expected.json"), "w") as f:
        json.dump(manifest, f, indent=1)
        f.write("\n")


if __name__ == "__main__":
    main()
