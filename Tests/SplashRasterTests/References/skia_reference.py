#!/usr/bin/env python3
"""Draws the scenes a JSON file describes with Skia (skia-python) and writes each frame's
RGBA8888 bytes to standard output, one after another: the independent renderer that
SkiaReferenceTests compares splashreel's paths, strokes and gradients with.

Scene: {"width", "height", "background": [r, g, b] (opaque), "items": [...]}; an item is a path
({"path": [["M", x, y], ["L", x, y], ["Q", cx, cy, x, y], ["C", ...], ["Z"]], "transform":
[a, b, c, d, tx, ty], "fill": [r, g, b, a] or null, "fillRule": "nonZero" | "evenOdd",
"stroke": null or {"color", "width", "cap", "join", "miterLimit", "dashes", "phase", "start",
"end"}}) or a gradient ({"gradient": {"kind", "colors", "locations", "start", "end"},
"rect": [x, y, w, h], "transform": [...]}).
"""
import json
import math
import os
import sys

import numpy

import skia


def color(c):
    return skia.ColorSetARGB(c[3], c[0], c[1], c[2])


def matrix(t):
    a, b, c, d, tx, ty = t
    return skia.Matrix.MakeAll(a, c, tx, b, d, ty, 0, 0, 1)


def path(commands, rule):
    p = skia.Path()
    for command in commands:
        op, args = command[0], command[1:]
        if op == "M":
            p.moveTo(*args)
        elif op == "L":
            p.lineTo(*args)
        elif op == "Q":
            p.quadTo(*args)
        elif op == "C":
            p.cubicTo(*args)
        else:
            p.close()
    p.setFillType(skia.PathFillType.kEvenOdd if rule == "evenOdd" else skia.PathFillType.kWinding)
    return p


CAPS = {"butt": skia.Paint.kButt_Cap, "round": skia.Paint.kRound_Cap, "square": skia.Paint.kSquare_Cap}
JOINS = {"miter": skia.Paint.kMiter_Join, "round": skia.Paint.kRound_Join, "bevel": skia.Paint.kBevel_Join}


def stroke_paint(s):
    paint = skia.Paint(AntiAlias=True, Color=color(s["color"]))
    paint.setStyle(skia.Paint.kStroke_Style)
    paint.setStrokeWidth(s["width"])
    paint.setStrokeCap(CAPS[s["cap"]])
    paint.setStrokeJoin(JOINS[s["join"]])
    paint.setStrokeMiter(s["miterLimit"])
    effects = []
    if s["start"] > 0 or s["end"] < 1:
        effects.append(skia.TrimPathEffect.Make(s["start"], s["end"]))
    if s["dashes"]:
        dashes = s["dashes"] * (2 if len(s["dashes"]) % 2 else 1)
        effects.append(skia.DashPathEffect.Make(dashes, s["phase"]))
    if len(effects) == 2:
        raise ValueError("dashes and trimming compose differently in Skia and Core Animation; give one")
    if effects:
        paint.setPathEffect(effects[0])
    return paint


def gradient_shader(g, rect):
    x, y, w, h = rect
    sx, sy = x + g["start"][0] * w, y + g["start"][1] * h
    ex, ey = x + g["end"][0] * w, y + g["end"][1] * h
    colors = [color(c) for c in g["colors"]]
    locations = g["locations"]
    clamp = skia.TileMode.kClamp
    if g["kind"] == "axial":
        return skia.GradientShader.MakeLinear([skia.Point(sx, sy), skia.Point(ex, ey)], colors, locations, clamp)
    if g["kind"] == "radial":
        rx, ry = abs(ex - sx) or abs(ey - sy), abs(ey - sy) or abs(ex - sx)
        local = skia.Matrix.Translate(sx, sy).preScale(rx, ry)
        return skia.GradientShader.MakeRadial(skia.Point(0, 0), 1, colors, locations, clamp, 0, local)
    angle = math.degrees(math.atan2(ey - sy, ex - sx))
    local = skia.Matrix.RotateDeg(angle, skia.Point(sx, sy))
    return skia.GradientShader.MakeSweep(sx, sy, colors, locations, clamp, 0, 360, 0, local)


# Skia's antialiasing estimates a pixel's area to about 1/16 (supersampled scan lines); drawn
# at 8× and averaged over 8 × 8 blocks, its coverage is within about 1/128 of the exact area,
# which is what splashreel computes.
SUPERSAMPLE = 8


def draw(scene):
    n = SUPERSAMPLE
    width, height = scene["width"], scene["height"]
    surface = skia.Surface(width * n, height * n)
    canvas = surface.getCanvas()
    r, g, b = scene["background"]
    canvas.clear(skia.ColorSetARGB(255, r, g, b))
    for item in scene["items"]:
        canvas.save()
        canvas.scale(n, n)
        canvas.concat(matrix(item["transform"]))
        if "gradient" in item:
            paint = skia.Paint(AntiAlias=True)
            paint.setShader(gradient_shader(item["gradient"], item["rect"]))
            canvas.drawRect(skia.Rect.MakeXYWH(*item["rect"]), paint)
        else:
            p = path(item["path"], item.get("fillRule", "nonZero"))
            if item.get("fill"):
                canvas.drawPath(p, skia.Paint(AntiAlias=True, Color=color(item["fill"])))
            if item.get("stroke"):
                canvas.drawPath(p, stroke_paint(item["stroke"]))
        canvas.restore()
    image = surface.makeImageSnapshot()
    pixels = image.toarray(colorType=skia.ColorType.kRGBA_8888_ColorType).astype(numpy.float64)
    blocks = pixels.reshape(height, n, width, n, 4).mean(axis=(1, 3))
    out = numpy.floor(blocks + 0.5).astype(numpy.uint8)
    if os.environ.get("SPLASHREEL_SKIA_DUMP"):
        from PIL import Image

        name = scene.get("name", "scene").replace(" ", "-").replace(",", "").replace("×", "x")
        Image.fromarray(out, "RGBA").save(os.path.join(os.environ["SPLASHREEL_SKIA_DUMP"], name + "-skia.png"))
    return out.tobytes()


def main():
    with open(sys.argv[1]) as f:
        scenes = json.load(f)
    out = sys.stdout.buffer
    for scene in scenes:
        out.write(draw(scene))
    out.flush()


if __name__ == "__main__":
    main()
