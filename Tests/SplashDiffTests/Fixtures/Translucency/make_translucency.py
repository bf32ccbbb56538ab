#!/usr/bin/env python3
"""Writes translucent image pairs and the counts of pixelmatch's published rules for them.

Run from anywhere: python3 make_translucency.py   (needs only the PyPI `pixelmatch` package, 0.4.0)
Writes next to this script:
  <name>.rgba      image A then image B, straight RGBA, row-major (pairs small enough to commit)
  expected.json    per pair: size, what it shows, and the counts of `reference.py` for every
                   threshold (0.05, 0.1, 0.2) with anti-aliasing detected ("aa") or counted ("noaa"):
                     yiq_cb_*     pixelmatch 7.2, translucency over its checkerboard (the default)
                     yiq_white_*  pixelmatch 7.2 with checkerboard: false (= PyPI pixelmatch 0.4,
                                  which blends over white as pixelmatch 5 did; checked here)
                     oklab_cb_*, oklab_white_*   pixelmatch's main branch (OKLab HyAB)
                   plus, under "generated", the pairs the Swift tests build themselves (the
                   issue-sized 256×256 ones) with their counts, and under "distances" exact
                   published distances of single colour pairs.
  ../PixelMatch/reference.json   the same four rules' counts for the opaque and translucent pairs of
                   ../PixelMatch (written by make_pairs.py)
The Swift tests (TranslucencyTests, OKLabTests) compare SplashDiff with these; `swift test` needs no Python.
"""
import json
import math
import os
import random
import sys

from pixelmatch import pixelmatch as pypi_pixelmatch

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import reference  # noqa: E402

THRESHOLDS = [0.05, 0.1, 0.2]


def flat(w, h, pixel):
    out = []
    for y in range(h):
        for x in range(w):
            out += pixel(x, y)
    return out


def disc(w, h, cx, cy, radius, colour, alpha, background=(0, 0, 0, 0), factor=4):
    """A disc of `colour` at opacity `alpha` over `background`, anti-aliased by 4×4 supersampling,
    written as straight RGBA (the colour stays, coverage scales alpha; over a transparent background)."""
    def pixel(x, y):
        inside = 0
        for j in range(factor):
            for i in range(factor):
                px, py = x + (i + 0.5) / factor, y + (j + 0.5) / factor
                inside += (px - cx) ** 2 + (py - cy) ** 2 <= radius * radius
        coverage = inside / (factor * factor)
        a = round(alpha * coverage)
        if background[3] == 0:
            return list(colour) + [a] if a else [0, 0, 0, 0]
        # Over an opaque background: source-over in straight colour, opaque result.
        f = a / 255
        return [round(colour[c] * f + background[c] * (1 - f)) for c in range(3)] + [255]
    return flat(w, h, pixel)


def pairs():
    rng = random.Random(30)
    out = []
    # Opaque white against transparent in a corner triangle (the rest equal).
    w = h = 16
    out.append(("white-vs-transparent", "opaque white vs fully transparent below the diagonal", w, h,
                flat(w, h, lambda x, y: [255, 255, 255, 255]),
                flat(w, h, lambda x, y: [255, 255, 255, 0] if x >= y else [255, 255, 255, 255])))
    # 50 % black against the grey it makes over white, on a grey background.
    dots = {(2, 3), (9, 1), (5, 7), (12, 12), (1, 13), (14, 6)}
    out.append(("half-black-vs-grey", "six pixels of 50 % black vs opaque grey 128 on grey", 16, 16,
                flat(16, 16, lambda x, y: [128, 128, 128, 255]),
                flat(16, 16, lambda x, y: [0, 0, 0, 128] if (x, y) in dots else [128, 128, 128, 255])))
    # A translucent layer of 50 % grey on a transparent field vs the same layer a little darker.
    out.append(("half-grey-darker", "a 50 % grey square vs one 12 levels darker, on transparent", 12, 12,
                flat(12, 12, lambda x, y: [128, 128, 128, 128] if 3 <= x < 9 and 3 <= y < 9 else [0, 0, 0, 0]),
                flat(12, 12, lambda x, y: [116, 116, 116, 128] if 3 <= x < 9 and 3 <= y < 9 else [0, 0, 0, 0])))
    # Alpha ramps: one colour per row, alpha rising along x; the other side shifted or recoloured.
    colours = [(255, 255, 255), (0, 0, 0), (200, 60, 30), (30, 120, 220), (250, 240, 20), (90, 90, 90)]
    ramp = lambda x, y, shift=0, colour=None: list(colour or colours[y % 6]) + [min(255, max(0, x * 4 + shift))]
    out.append(("alpha-ramp-shifted", "alpha ramps 0…252 in steps of 4, the other 6 levels more opaque", 64, 6,
                flat(64, 6, lambda x, y: ramp(x, y)), flat(64, 6, lambda x, y: ramp(x, y, 6))))
    out.append(("alpha-ramp-vs-opaque", "alpha ramps vs the same colours opaque", 64, 6,
                flat(64, 6, lambda x, y: ramp(x, y)), flat(64, 6, lambda x, y: list(colours[y % 6]) + [255])))
    out.append(("alpha-ramp-recoloured", "alpha ramps vs ramps of a colour 10 levels redder", 64, 6,
                flat(64, 6, lambda x, y: ramp(x, y)),
                flat(64, 6, lambda x, y: ramp(x, y, 0, tuple(min(255, c + (10 if i == 0 else 0))
                                                             for i, c in enumerate(colours[y % 6]))))))
    # Anti-aliased translucent edges: a disc moved by a fraction of a pixel, over transparent and over opaque.
    for name, what, alpha, shift, background in [
        ("disc-translucent-shifted", "a 70 % blue disc on transparent moved 0.5 px", 180, 0.5, (0, 0, 0, 0)),
        ("disc-opaque-on-transparent", "an opaque orange disc on transparent moved 0.3 px", 255, 0.3, (0, 0, 0, 0)),
        ("disc-translucent-grown", "a 50 % white disc on transparent grown 0.6 px", 128, None, (0, 0, 0, 0)),
        ("disc-over-opaque", "a 60 % blue disc composited on opaque grey moved 0.5 px", 153, 0.5, (128, 128, 128, 255)),
    ]:
        colour = {180: (30, 120, 220), 255: (240, 120, 40), 128: (255, 255, 255), 153: (30, 120, 220)}[alpha]
        a = disc(24, 24, 11.5, 12, 7.2, colour, alpha, background)
        if shift is None:
            b = disc(24, 24, 11.5, 12, 7.8, colour, alpha, background)
        else:
            b = disc(24, 24, 11.5 + shift, 12, 7.2, colour, alpha, background)
        out.append((name, what, 24, 24, a, b))
    # Translucent noise: random colours and alphas, a share of them perturbed in colour and alpha.
    for name, amount, share in [("noise-translucent-small", 6, 0.5), ("noise-translucent-large", 40, 0.3)]:
        w, h = 20, 18
        a = flat(w, h, lambda x, y: [rng.randrange(256) for _ in range(3)] + [rng.choice([0, 40, 128, 200, 255])])
        b = list(a)
        for i in range(w * h):
            if rng.random() < share:
                for c in range(4):
                    b[4 * i + c] = min(255, max(0, b[4 * i + c] + rng.randint(-amount, amount)))
        out.append((name, f"random translucent pixels, ±{amount} on {int(share * 100)} % of them", w, h, a, b))
    # Hidden colours under alpha 0 differ (never a difference), and a transparent pixel vs a faint one.
    out.append(("hidden-and-faint", "alpha 0 with other hidden colours; alpha 0 vs alpha 3 black", 8, 8,
                flat(8, 8, lambda x, y: [255, 0, 0, 0]),
                flat(8, 8, lambda x, y: [0, 0, 0, 3] if x == y else [0, 255, 0, 0])))
    return out


def counts(a, b, w, h):
    out = {}
    for metric in ("yiq", "oklab"):
        for checkerboard in (True, False):
            for t in THRESHOLDS:
                for detect in (True, False):
                    key = f"{metric}_{'cb' if checkerboard else 'white'}_t{t}_{'aa' if detect else 'noaa'}"
                    out[key] = reference.count(a, b, w, h, threshold=t, include_aa=not detect,
                                               checkerboard=checkerboard, metric=metric)
    # pixelmatch 7.2 with checkerboard: false blends over white exactly as PyPI's pixelmatch 0.4 (5.x) does.
    for t in THRESHOLDS:
        for detect in (True, False):
            pypi = pypi_pixelmatch(list(a), list(b), w, h, threshold=t, includeAA=not detect)
            ours = out[f"yiq_white_t{t}_{'aa' if detect else 'noaa'}"]
            assert pypi == ours, f"the reference's white blend gives {ours}, PyPI pixelmatch {pypi}"
    return out


def generated():
    """The issue's 256×256 pairs, which the Swift tests draw themselves (too large to commit)."""
    w = h = 256
    white = flat(w, h, lambda x, y: [255, 255, 255, 255])
    half = flat(w, h, lambda x, y: [0, 0, 0, 0] if x >= y else [255, 255, 255, 255])
    dots = {(40, 40), (100, 30), (200, 77), (13, 250), (128, 128), (250, 190)}
    grey = flat(w, h, lambda x, y: [128, 128, 128, 255])
    dotted = flat(w, h, lambda x, y: [0, 0, 0, 128] if (x, y) in dots else [128, 128, 128, 255])
    out = {}
    for name, a, b in [("white-vs-transparent-256", white, half), ("half-black-dots-256", grey, dotted)]:
        out[name] = {}
        for metric in ("yiq", "oklab"):
            for checkerboard in (True, False):
                key = f"{metric}_{'cb' if checkerboard else 'white'}_t0.05_aa"
                out[name][key] = reference.count(a, b, w, h, threshold=0.05, checkerboard=checkerboard, metric=metric)
    return out


def distances():
    """Published distances of single colour pairs, normalised so black to white is 1."""
    def yiq(p, q):
        return math.sqrt(abs(reference.yiq_delta(p, q, 0, True)) / 35215)
    out = []
    for p, q in [((41, 56, 157, 255), (41, 56, 0, 255)), ((0, 0, 0, 255), (255, 255, 255, 255)),
                 ((128, 128, 128, 255), (0, 0, 0, 128)), ((255, 255, 255, 255), (255, 255, 255, 0))]:
        out.append(dict(a=list(p), b=list(q), yiq=yiq(p, q), oklab=reference.oklab_distance(p, q, 0, True),
                        oklab_white=reference.oklab_distance(p, q, 0, False)))
    return out


def main():
    for name in os.listdir(HERE):
        if name.endswith(".rgba"):
            os.remove(os.path.join(HERE, name))
    manifest = []
    for name, what, w, h, a, b in pairs():
        assert len(a) == len(b) == w * h * 4
        with open(os.path.join(HERE, name + ".rgba"), "wb") as f:
            f.write(bytes(a) + bytes(b))
        manifest.append(dict(name=name, what=what, width=w, height=h, counts=counts(a, b, w, h)))
    with open(os.path.join(HERE, "expected.json"), "w") as f:
        json.dump(dict(pairs=manifest, generated=generated(), distances=distances()), f, indent=1)
        f.write("\n")
    # The opaque and translucent pairs of ../PixelMatch under the same rules.
    folder = os.path.join(HERE, "..", "PixelMatch")
    with open(os.path.join(folder, "expected.json")) as f:
        old = json.load(f)
    rules = {}
    for pair in old:
        with open(os.path.join(folder, pair["name"] + ".rgba"), "rb") as f:
            data = f.read()
        half = len(data) // 2
        rules[pair["name"]] = counts(data[:half], data[half:], pair["width"], pair["height"])
    with open(os.path.join(folder, "reference.json"), "w") as f:
        json.dump(rules, f, indent=1, sort_keys=True)
        f.write("\n")


if __name__ == "__main__":
    main()
