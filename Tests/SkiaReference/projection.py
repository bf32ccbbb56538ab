"""Draws layers turned in 3-D with Skia's perspective matrices (skia-python) and prints each case's
PSNR against splashreel's frame of the same case.

Called by Tests/SplashSceneTests/SkiaProjectionTests.swift with a folder holding cases.json and,
for each case, <name>.rgba (splashreel's frame: premultiplied RGBA8, row-major). The matrix is
built here from the case's description, independently of splashreel's code, in the column-vector
convention (p' = M p), as Core Animation's transform in its documented order:

  device = scale(s) · translate(position, zPosition) · [sublayer perspective] · m34 · Ry · Rx · translate(−anchor)

then flattened to 3 × 3 (z dropped: rows and columns x, y, w) and given to Skia as its perspective
Matrix. Ry and Rx are the right-handed rotations of CATransform3DMakeRotation (glRotate's).
A case is one of:

  {"kind": "picture", "path": p, "size": [w, h], ...}   a PNG stretched over the layer's bounds
  {"kind": "solid", "color": [r, g, b, a], "border": [width, [r, g, b, a]], ...}
        a solid layer drawn in its plane first (an offscreen at the frame's scale, as Core
        Animation draws a layer's contents before compositing it), then projected

with "frame": [x, y, w, h] (points), "rotationX"/"rotationY" (degrees), "m34", "sublayerM34" (the
parent's sublayerTransform, about the parent's centre, which is the layer's position here),
"layerScale" (the layer's own transform.scale, applied before its rotations: a flip transition's
shrink), "scale" (pixels per point) and "width"/"height" (frame pixels). Drawn over an opaque background
with antialiased edges (Skia's coverage, supersampled) and bilinear sampling (clamped) at each
pixel's centre, as splashreel with allowsEdgeAntialiasing.
Prints "<name> <psnr>" per case (inf when equal), then "projection: N cases".
"""

import json
import math
import sys

import numpy as np
import skia
from PIL import Image


def rotation_x(a):
    c, s = math.cos(a), math.sin(a)
    return np.array([[1, 0, 0, 0], [0, c, -s, 0], [0, s, c, 0], [0, 0, 0, 1]], dtype=np.float64)


def rotation_y(a):
    c, s = math.cos(a), math.sin(a)
    return np.array([[c, 0, s, 0], [0, 1, 0, 0], [-s, 0, c, 0], [0, 0, 0, 1]], dtype=np.float64)


def translation(x, y, z=0.0):
    m = np.eye(4)
    m[0, 3], m[1, 3], m[2, 3] = x, y, z
    return m


def perspective(m34):
    m = np.eye(4)
    m[3, 2] = m34
    return m


def scale(s):
    m = np.eye(4)
    m[0, 0] = m[1, 1] = s
    return m


def layer_matrix(case):
    x, y, w, h = case["frame"]
    ax, ay = w / 2, h / 2
    px, py = x + ax, y + ay
    own = (
        perspective(case.get("m34", 0))
        @ rotation_y(math.radians(case.get("rotationY", 0)))
        @ rotation_x(math.radians(case.get("rotationX", 0)))
        @ scale(case.get("layerScale", 1))
    )
    parent = translation(px, py) @ perspective(case.get("sublayerM34", 0)) @ translation(-px, -py)
    m = scale(case["scale"]) @ parent @ translation(px, py) @ own @ translation(-ax, -ay)
    flat = m[np.ix_([0, 1, 3], [0, 1, 3])]
    return flat


def skia_matrix(flat):
    return skia.Matrix.MakeAll(*[float(v) for v in flat.flatten()])


def image_of(pixels):
    return skia.Image.fromarray(
        np.ascontiguousarray(pixels), colorType=skia.kRGBA_8888_ColorType, alphaType=skia.kUnpremul_AlphaType
    )


def colour(c):
    return skia.Color(c[0], c[1], c[2], c[3])


def draw_projected(case, image, to_layer, flat, supersample=8):
    """image's pixels → layer points (to_layer: 3 × 3) → the frame (flat), over the background.

    Skia samples the image through the perspective matrix at every pixel's centre (a clamped
    linear shader under drawPaint), and its scan converter gives the quadrilateral's coverage,
    drawn 8× larger and area-averaged (its antialiased edges sit on quarter pixels; the average
    approaches the exact area). The two are composited as coverage × sample over the background.
    Returns the frame as float RGB."""
    w, h = case["width"], case["height"]
    matrix = skia_matrix(flat @ to_layer)
    shader = image.makeShader(skia.TileMode.kClamp, skia.TileMode.kClamp, skia.SamplingOptions(skia.FilterMode.kLinear))
    samples = skia.Surface(skia.ImageInfo.Make(w, h, skia.kRGBA_8888_ColorType, skia.kPremul_AlphaType))
    canvas = samples.getCanvas()
    canvas.clear(skia.Color(0, 0, 0, 0))
    canvas.concat(matrix)
    canvas.drawPaint(skia.Paint(Shader=shader))
    k = supersample
    mask = skia.Surface(skia.ImageInfo.Make(w * k, h * k, skia.kRGBA_8888_ColorType, skia.kPremul_AlphaType))
    mc = mask.getCanvas()
    mc.clear(skia.Color(0, 0, 0, 0))
    mc.scale(k, k)
    mc.concat(matrix)
    mc.drawRect(skia.Rect.MakeWH(image.width(), image.height()), skia.Paint(Color=skia.Color(255, 255, 255, 255), AntiAlias=True))
    big = mask.makeImageSnapshot().toarray(colorType=skia.kRGBA_8888_ColorType).astype(np.float64)
    coverage = big[:, :, 3].reshape(h, k, w, k).mean(axis=(1, 3)) / 255
    sampled = samples.makeImageSnapshot().toarray(colorType=skia.kRGBA_8888_ColorType).astype(np.float64)
    background = np.array(case["background"][:3], dtype=np.float64)
    alpha = sampled[:, :, 3:4] / 255 * coverage[:, :, None]
    return sampled[:, :, :3] * coverage[:, :, None] + background * (1 - alpha)


def main():
    folder = sys.argv[1]
    with open(f"{folder}/cases.json") as f:
        cases = json.load(f)
    for case in cases:
        w, h = case["width"], case["height"]
        flat = layer_matrix(case)
        _, _, lw, lh = case["frame"]
        if case["kind"] == "picture":
            pixels = np.asarray(Image.open(case["path"]).convert("RGBA"))
            ph, pw = pixels.shape[:2]
            to_layer = np.array([[lw / pw, 0, 0], [0, lh / ph, 0], [0, 0, 1]])
            theirs = draw_projected(case, image_of(pixels), to_layer, flat)
        else:
            s = case["scale"]
            pw, ph = math.ceil(lw * s), math.ceil(lh * s)
            plane = skia.Surface(skia.ImageInfo.Make(pw, ph, skia.kRGBA_8888_ColorType, skia.kPremul_AlphaType))
            pc = plane.getCanvas()
            pc.clear(skia.Color(0, 0, 0, 0))
            pc.scale(s, s)
            bounds = skia.Rect.MakeWH(lw, lh)
            pc.drawRect(bounds, skia.Paint(Color=colour(case["color"]), AntiAlias=True))
            if "border" in case:
                bw, bc = case["border"]
                inner = skia.Rect.MakeXYWH(bw, bw, lw - 2 * bw, lh - 2 * bw)
                pc.drawDRRect(skia.RRect.MakeRect(bounds), skia.RRect.MakeRect(inner), skia.Paint(Color=colour(bc), AntiAlias=True))
            to_layer = np.array([[1 / s, 0, 0], [0, 1 / s, 0], [0, 0, 1]])
            theirs = draw_projected(case, plane.makeImageSnapshot(), to_layer, flat)
        ours = np.fromfile(f"{folder}/{case['name']}.rgba", dtype=np.uint8).reshape(h, w, 4).astype(np.float64)
        mse = np.mean((np.round(theirs) - ours[:, :, :3]) ** 2)
        psnr = math.inf if mse == 0 else 10 * math.log10(255 * 255 / mse)
        print(f"{case['name']} {psnr:.2f}")
    print(f"projection: {len(cases)} cases")


if __name__ == "__main__":
    main()
