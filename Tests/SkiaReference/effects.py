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

A case's "supersample" k draws it k times larger and averages each k × k block (area coverage
finer than Skia's quarter-pixel edges). Masks are Skia's kDstIn blend of the mask over the content in a saved layer; shadows are
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
        canvas.clear(colour(case["background"]))
        canvas.scale(k, k)
        draw(canvas, case["ops"])
        big = surface.makeImageSnapshot().toarray(colorType=skia.kRGBA_8888_ColorType).astype(np.float64)
        # Each k × k block's mean: the pixel's area average of the finer drawing.
        theirs = np.round(big.reshape(h, k, w, k, 4).mean(axis=(1, 3)))
        ours = np.fromfile(f"{folder}/{case['name']}.rgba", dtype=np.uint8).reshape(h, w, 4).astype(np.float64)
        mse = np.mean((theirs[:, :, :3] - ours[:, :, :3]) ** 2)
        psnr = math.inf if mse == 0 else 10 * math.log10(255 * 255 / mse)
        print(f"{case['name']} {psnr:.2f}")
    print(f"effects: {len(cases)} cases")


if __name__ == "__main__":
    main()
