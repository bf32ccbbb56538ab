"""Draws mask and shadow cases with Skia (skia-python) and prints each one's PSNR against
splashreel's frame of the same case.

Called by Tests/SplashSceneTests/SkiaEffectsTests.swift with a folder holding cases.json and,
for each case, <name>.rgba (splashreel's frame: premultiplied RGBA8, row-major). Each case is
a list of operations in device pixels, drawn over an opaque background:

  {"op": "rect", "rect": [x, y, w, h], "radius": r, "color": [r, g, b, a]}   a filled (rounded) rectangle
  {"op": "image", "path": p, "rect": [x, y, w, h]}                      a PNG drawn into rect
  {"op": "masked", "content": [...], "mask": [...], "alpha": a}          content kept by the mask's alpha
  {"op": "shadow", "sigma": s, "color": [r, g, b, a], "source": [...]}   the source's alpha blurred, coloured
  {"op": "layer", "alpha": a, "content": [...]}                          content composited at alpha
  {"op": "rrect", "rect": [x, y, w, h], "radii": [tl, tr, br, bl], "color": c, "ring": b}
                                  a rectangle with its own circular radius per corner (0: square);
                                  with "ring" b, only the ring b wide inside it (corners r - b)
  {"op": "continuous", "rect": [x, y, w, h], "radius": r, "corners": [tl, tr, br, bl], "color": c, "ring": b}
                                  continuous corners on the corners marked 1, built here from
                                  PaintCode's published coefficients (the corner must fit: 1.52866483 r
                                  at most half the shorter side)
  {"op": "oval", "rect": [x, y, w, h], "color": c}                      a filled ellipse

A case's "supersample" k draws it k times larger and averages each k × k block (area coverage
finer than Skia's quarter-pixel edges); with "separate", each top-level operation is drawn and
averaged on its own, then composited over the previous ones, as a compositor that draws each
layer's exact-area coverage does (Core Animation included: a border's outer edge then shows a
trace of the background under it, which one supersampled drawing would hide). Masks are Skia's kDstIn blend of the mask over the content in a saved layer; shadows are
ImageFilters.DropShadowOnly (Skia's Gaussian blur of the layer's alpha, decal edges). Prints
"<name> <psnr>" per case (inf when equal), then "effects: N cases".
"""

import json
import math
import sys

import numpy as np
import skia
from PIL import Image


def colour(c):
    return skia.Color(c[0], c[1], c[2], c[3])


# PaintCode's iOS 7 rounded-rectangle corner ("Code for iOS 7 rounded rectangles"), in radii:
# (along the edge entered from, back from the corner; along the edge left by), after the start
# (1.52866483, 0). Three points are a cubic, one a line.
PAINTCODE = [
    [(1.08849323, 0), (0.86840689, 0), (0.66993427, 0.06549600)],
    [(0.63149399, 0.07491100)],
    [(0.37282392, 0.16905899), (0.16905899, 0.37282392), (0.07491100, 0.63149399)],
    [(0.06549600, 0.66993427)],
    [(0, 0.86840689), (0, 1.08849323), (0, 1.52866483)],
]


def continuous_path(path, x, y, w, h, r, corners):
    """Adds the rectangle with continuous corners (clockwise from the top-left corner's end)."""
    # Corner point, direction back along the entering edge, direction along the leaving edge.
    turns = [((x + w, y), (-1, 0), (0, 1)), ((x + w, y + h), (0, -1), (-1, 0)),
             ((x, y + h), (1, 0), (0, -1)), ((x, y), (0, 1), (1, 0))]
    flags = [corners[1], corners[2], corners[3], corners[0]]

    def at(turn, p, q):
        (cx, cy), a, b = turn
        return (cx + r * (p * a[0] + q * b[0]), cy + r * (p * a[1] + q * b[1]))

    path.moveTo(*(at(turns[3], 0, 1.52866483) if corners[0] else (x, y)))
    for turn, flag in zip(turns, flags):
        if not flag:
            path.lineTo(*turn[0])
            continue
        path.lineTo(*at(turn, 1.52866483, 0))
        for step in PAINTCODE:
            points = [at(turn, p, q) for p, q in step]
            if len(points) == 3:
                path.cubicTo(*points[0], *points[1], *points[2])
            else:
                path.lineTo(*points[0])
    path.close()


def shape(op, add):
    """The path of an rrect or continuous op, a ring when it has one."""
    path = skia.Path()
    x, y, w, h = op["rect"]
    add(path, x, y, w, h, 0)
    b = op.get("ring", 0)
    if b > 0:
        add(path, x + b, y + b, w - 2 * b, h - 2 * b, b)
        path.setFillType(skia.PathFillType.kEvenOdd)
    return path


def draw(canvas, ops):
    for op in ops:
        kind = op["op"]
        if kind == "rect":
            x, y, w, h = op["rect"]
            paint = skia.Paint(Color=colour(op["color"]), AntiAlias=True)
            r = op.get("radius", 0)
            rect = skia.Rect.MakeXYWH(x, y, w, h)
            if r > 0:
                canvas.drawRRect(skia.RRect.MakeRectXY(rect, r, r), paint)
            else:
                canvas.drawRect(rect, paint)
        elif kind == "image":
            pixels = np.asarray(Image.open(op["path"]).convert("RGBA"))
            image = skia.Image.fromarray(
                np.ascontiguousarray(pixels), colorType=skia.kRGBA_8888_ColorType, alphaType=skia.kUnpremul_AlphaType
            )
            x, y, w, h = op["rect"]
            canvas.drawImageRect(
                image, skia.Rect.MakeXYWH(x, y, w, h), skia.SamplingOptions(skia.FilterMode.kLinear), skia.Paint()
            )
        elif kind == "masked":
            canvas.saveLayer(None, skia.Paint(Alphaf=op.get("alpha", 1.0)))
            draw(canvas, op["content"])
            canvas.saveLayer(None, skia.Paint(BlendMode=skia.BlendMode.kDstIn))
            draw(canvas, op["mask"])
            canvas.restore()
            canvas.restore()
        elif kind == "shadow":
            s = op["sigma"]
            shadow = skia.ImageFilters.DropShadowOnly(0, 0, s, s, colour(op["color"]))
            canvas.saveLayer(None, skia.Paint(ImageFilter=shadow))
            draw(canvas, op["source"])
            canvas.restore()
        elif kind == "rrect":
            def add(path, x, y, w, h, inset):
                rrect = skia.RRect()
                radii = [skia.Point(max(0, r - inset), max(0, r - inset)) for r in op["radii"]]
                rrect.setRectRadii(skia.Rect.MakeXYWH(x, y, w, h), radii)
                path.addRRect(rrect)

            canvas.drawPath(shape(op, add), skia.Paint(Color=colour(op["color"]), AntiAlias=True))
        elif kind == "continuous":
            def add(path, x, y, w, h, inset):
                continuous_path(path, x, y, w, h, max(0, op["radius"] - inset), op["corners"])

            canvas.drawPath(shape(op, add), skia.Paint(Color=colour(op["color"]), AntiAlias=True))
        elif kind == "oval":
            x, y, w, h = op["rect"]
            canvas.drawOval(skia.Rect.MakeXYWH(x, y, w, h), skia.Paint(Color=colour(op["color"]), AntiAlias=True))
        elif kind == "layer":
            canvas.saveLayer(None, skia.Paint(Alphaf=op["alpha"]))
            draw(canvas, op["content"])
            canvas.restore()
        else:
            raise SystemExit(f"effects.py: unknown op {kind!r}")


def main():
    folder = sys.argv[1]
    with open(f"{folder}/cases.json") as f:
        cases = json.load(f)
    for case in cases:
        w, h = case["width"], case["height"]
        k = case.get("supersample", 1)
        surface = skia.Surface(skia.ImageInfo.Make(w * k, h * k, skia.kRGBA_8888_ColorType, skia.kPremul_AlphaType))
        canvas = surface.getCanvas()
        groups = [[op] for op in case["ops"]] if case.get("separate") else [case["ops"]]
        theirs = None
        for index, ops in enumerate(groups):
            canvas.clear(colour(case["background"]) if index == 0 else skia.ColorTRANSPARENT)
            canvas.save()
            canvas.scale(k, k)
            draw(canvas, ops)
            canvas.restore()
            big = surface.makeImageSnapshot().toarray(colorType=skia.kRGBA_8888_ColorType, alphaType=skia.kPremul_AlphaType).astype(np.float64)
            # Each k × k block's mean: the pixel's area average of the finer drawing (premultiplied).
            layer = np.round(big.reshape(h, k, w, k, 4).mean(axis=(1, 3)))
            theirs = layer if theirs is None else np.round(layer + theirs * (1 - layer[:, :, 3:4] / 255))
        ours = np.fromfile(f"{folder}/{case['name']}.rgba", dtype=np.uint8).reshape(h, w, 4).astype(np.float64)
        mse = np.mean((theirs[:, :, :3] - ours[:, :, :3]) ** 2)
        psnr = math.inf if mse == 0 else 10 * math.log10(255 * 255 / mse)
        print(f"{case['name']} {psnr:.2f}")
    print(f"effects: {len(cases)} cases")


if __name__ == "__main__":
    main()
