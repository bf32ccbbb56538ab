#!/usr/bin/env python3
"""Generate the preset artwork under Assets/ (developer tool, not run by CI).

Every image is painted procedurally: skies, mountains, water, lanterns and the portrait are computed
in linear light with numpy (HDR, so suns and lanterns can be brighter than white), tone-mapped with
a filmic curve, colour-graded, given a little film grain, and then typeset with Pillow/FreeType.
All randomness comes from fixed seeds, so a given Pillow + numpy + font set reproduces the files
byte for byte.

Needs: python3, Pillow, numpy, and the Debian fonts fonts-dejavu-core, fonts-urw-base35 and
fonts-wqy-microhei (all free).

Usage:
  scripts/make-assets.py                 # write every asset into Assets/
  scripts/make-assets.py --only avatar   # only the groups whose name contains "avatar"
  scripts/make-assets.py --preview DIR   # also write downscaled PNG previews into DIR
"""

from __future__ import annotations

import argparse
import hashlib
import math
import sys
from pathlib import Path

import numpy as np
from PIL import Image, ImageDraw, ImageFilter, ImageFont

ROOT = Path(__file__).resolve().parent.parent
ASSETS = ROOT / "Assets"

FONT_FILES = {
    "sans": "/usr/share/fonts/opentype/urw-base35/NimbusSans-Regular.otf",
    "sans-bold": "/usr/share/fonts/opentype/urw-base35/NimbusSans-Bold.otf",
    "serif": "/usr/share/fonts/opentype/urw-base35/P052-Roman.otf",
    "serif-italic": "/usr/share/fonts/opentype/urw-base35/P052-Italic.otf",
    "serif-bold": "/usr/share/fonts/opentype/urw-base35/P052-Bold.otf",
    "gothic": "/usr/share/fonts/opentype/urw-base35/URWGothic-Book.otf",
    "gothic-demi": "/usr/share/fonts/opentype/urw-base35/URWGothic-Demi.otf",
    "light": "/usr/share/fonts/truetype/dejavu/DejaVuSans-ExtraLight.ttf",
    "dejavu": "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
    "dejavu-bold": "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
    "cjk": "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc",
}

_font_cache: dict[tuple[str, int], ImageFont.FreeTypeFont] = {}


def font(name: str, size: float) -> ImageFont.FreeTypeFont:
    key = (name, max(1, int(round(size))))
    if key not in _font_cache:
        path = FONT_FILES[name]
        if not Path(path).exists():
            sys.exit(f"make-assets: font file {path} is missing (install the Debian font packages "
                     f"listed at the top of this script)")
        _font_cache[key] = ImageFont.truetype(path, key[1])
    return _font_cache[key]


# ----------------------------------------------------------------------------------------------
# Colour


def srgb_to_linear(c):
    c = np.asarray(c, dtype=np.float32)
    return np.where(c <= 0.04045, c / 12.92, ((c + 0.055) / 1.055) ** 2.4).astype(np.float32)


def linear_to_srgb(c):
    c = np.clip(c, 0.0, 1.0)
    return np.where(c <= 0.0031308, c * 12.92, 1.055 * np.power(c, 1 / 2.4) - 0.055).astype(np.float32)


def hexrgb(h: str) -> tuple[int, int, int]:
    h = h.lstrip("#")
    return tuple(int(h[i:i + 2], 16) for i in (0, 2, 4))


def lin(h: str) -> np.ndarray:
    """A '#rrggbb' colour as a linear-light float3."""
    return srgb_to_linear(np.array(hexrgb(h), dtype=np.float32) / 255.0)


def smoothstep(e0, e1, x):
    t = np.clip((x - e0) / (e1 - e0), 0.0, 1.0)
    return t * t * (3 - 2 * t)


def mix(a, b, t):
    return a + (b - a) * t


def luminance(img):
    return img[..., 0] * 0.2126 + img[..., 1] * 0.7152 + img[..., 2] * 0.0722


# ----------------------------------------------------------------------------------------------
# Fields: grids, gradients, noise, blur


def grid(h: int, w: int):
    ys = np.arange(h, dtype=np.float32)[:, None] + 0.5
    xs = np.arange(w, dtype=np.float32)[None, :] + 0.5
    return ys, xs


def vgradient(h: int, w: int, stops: list[tuple[float, str]], y0: float = 0.0, y1: float | None = None):
    """Vertical multi-stop gradient (positions in 0...1 of [y0, y1]), interpolated in linear light."""
    y1 = h if y1 is None else y1
    t = (np.arange(h, dtype=np.float32) + 0.5 - y0) / (y1 - y0)
    pos = np.array([s[0] for s in stops], dtype=np.float32)
    cols = np.stack([lin(s[1]) for s in stops])
    out = np.stack([np.interp(t, pos, cols[:, c]) for c in range(3)], axis=-1).astype(np.float32)
    return np.broadcast_to(out[:, None, :], (h, w, 3)).copy()


def value_noise(rng: np.random.Generator, h: int, w: int, sy: float, sx: float) -> np.ndarray:
    """Smooth value noise in 0...1 with feature size sy × sx pixels (bicubic-upsampled lattice)."""
    sy = max(sy, 1.0)
    sx = max(sx, 1.0)
    gh = int(math.ceil(h / sy)) + 4
    gw = int(math.ceil(w / sx)) + 4
    lattice = rng.random((gh, gw), dtype=np.float32)
    big = Image.fromarray(lattice, "F").resize((int(gw * sx), int(gh * sy)), Image.BICUBIC)
    a = np.asarray(big, dtype=np.float32)
    oy, ox = int(sy), int(sx)
    return a[oy:oy + h, ox:ox + w]


def fbm(rng, h, w, sy, sx, octaves=5, gain=0.5, lacunarity=2.0) -> np.ndarray:
    """Fractal value noise, roughly 0...1 around 0.5."""
    total = np.zeros((h, w), np.float32)
    amp, norm = 1.0, 0.0
    for _ in range(octaves):
        if sy < 1.0 and sx < 1.0:
            break
        total += amp * value_noise(rng, h, w, sy, sx)
        norm += amp
        amp *= gain
        sy /= lacunarity
        sx /= lacunarity
    return total / norm


def profile(rng, w: int, scale: float, octaves: int = 7, ridged: int = 2, gain: float = 0.5):
    """A 1-D ridge line in about -1...1; the first `ridged` octaves are folded into sharp peaks."""
    x = np.zeros(w, np.float32)
    amp, norm, s = 1.0, 0.0, scale
    for o in range(octaves):
        if s < 1.0:
            break
        n = int(math.ceil(w / s)) + 4
        pts = rng.random((1, n), dtype=np.float32) * 2 - 1
        line = np.asarray(Image.fromarray(pts, "F").resize((int(n * s), 1), Image.BICUBIC))[0]
        line = line[int(s):int(s) + w]
        if o < ridged:
            line = 1 - 2 * np.abs(line)
        x += amp * line
        norm += amp
        amp *= gain
        s /= 2
    return x / norm


def _box(a: np.ndarray, r: int, axis: int) -> np.ndarray:
    if r < 1:
        return a
    n = a.shape[axis]
    pad = [(0, 0)] * a.ndim
    pad[axis] = (r + 1, r)
    c = np.cumsum(np.pad(a, pad, mode="edge"), axis=axis, dtype=np.float64)
    hi = np.take(c, np.arange(2 * r + 1, 2 * r + 1 + n), axis=axis)
    lo = np.take(c, np.arange(0, n), axis=axis)
    return ((hi - lo) / (2 * r + 1)).astype(np.float32)


def blur(a: np.ndarray, sigma: float, sigma_y: float | None = None) -> np.ndarray:
    """Gaussian-like blur (three box passes per axis), edges clamped."""
    sy = sigma if sigma_y is None else sigma_y
    for axis, s in ((1, sigma), (0, sy)):
        r = int(round((math.sqrt(4 * s * s + 1) - 1) / 2))
        for _ in range(3):
            a = _box(a, r, axis)
    return a


def sample(img: np.ndarray, x: np.ndarray, y: np.ndarray) -> np.ndarray:
    """Bilinear lookup of img (h, w, c) at float pixel coordinates, edges clamped."""
    h, w = img.shape[:2]
    x = np.clip(x - 0.5, 0, w - 1.001)
    y = np.clip(y - 0.5, 0, h - 1.001)
    x0 = x.astype(np.int32)
    y0 = y.astype(np.int32)
    fx = (x - x0)[..., None]
    fy = (y - y0)[..., None]
    top = img[y0, x0] * (1 - fx) + img[y0, x0 + 1] * fx
    bot = img[y0 + 1, x0] * (1 - fx) + img[y0 + 1, x0 + 1] * fx
    return top * (1 - fy) + bot * fy


# ----------------------------------------------------------------------------------------------
# Painting in linear HDR


def glow(img, cx, cy, color, layers, squash=1.0):
    """Adds exp(-d/scale) glows; layers = [(scale_px, amount)]; squash < 1 widens horizontally."""
    h, w = img.shape[:2]
    ys, xs = grid(h, w)
    d = np.sqrt(((xs - cx) * squash) ** 2 + (ys - cy) ** 2)
    total = np.zeros((h, w), np.float32)
    for scale, amount in layers:
        total += amount * np.exp(-d / scale)
    img += total[..., None] * color
    return img


def disc(h, w, cx, cy, r, soft=1.0):
    ys, xs = grid(h, w)
    d = np.sqrt((xs - cx) ** 2 + (ys - cy) ** 2)
    return np.clip((r - d) / soft + 0.5, 0, 1)


def over(img, color, cov):
    """Paints colour (float3 or image) with coverage cov (h, w)."""
    c = cov[..., None]
    img *= (1 - c)
    img += c * color
    return img


def mountain_layer(img, ridge_y, top_color, fog_color, fog_depth, texture=None, light=None):
    """A mountain silhouette filling everything below ridge_y (per column), anti-aliased, with
    valley fog rising toward its base (depth cue) and optional surface texture and sunlit slopes."""
    h, w = img.shape[:2]
    ys, _ = grid(h, w)
    below = ys - ridge_y[None, :]
    cov = np.clip(below + 0.5, 0, 1)
    # Fog lies in the valleys: measure depth from a smoothed ridge so that jagged peaks do not
    # drag vertical streaks down the slope.
    smooth = blur(ridge_y[None, :].astype(np.float32), w * 0.03, 0.0)[0]
    t = smoothstep(0, fog_depth, ys - smooth[None, :])
    col = mix(top_color[None, None, :], fog_color[None, None, :], t[..., None] ** 1.3)
    if texture is not None:
        col = col * (1 + texture[..., None])
    if light is not None:
        col = col + light
    return over(img, col, cov)


def tonemap(x, exposure=1.0):
    """ACES-like filmic curve (Narkowicz), linear in, linear 0...1 out."""
    x = x * exposure
    return np.clip((x * (2.51 * x + 0.03)) / (x * (2.43 * x + 0.59) + 0.14), 0, 1)


def bloom(img, threshold=0.8, sigma=20.0, amount=0.35):
    bright = np.clip(img - threshold, 0, None)
    h, w = img.shape[:2]
    k = max(1, int(sigma // 6))
    small = bright[::k, ::k]
    small = blur(small, sigma / k)
    up = np.stack([np.asarray(Image.fromarray(small[..., c], "F").resize((w, h), Image.BILINEAR))
                   for c in range(3)], axis=-1)
    return img + amount * up


def grade(srgb, lift=(0, 0, 0), gain=(1, 1, 1), contrast=0.0, saturation=1.0, vignette=0.0,
          split=None):
    """Gentle grading in display space: lift/gain, S-curve contrast, saturation, split toning,
    elliptical vignette."""
    out = srgb * np.array(gain, np.float32) + np.array(lift, np.float32) * (1 - srgb)
    if contrast:
        s = out * out * (3 - 2 * out)
        out = mix(out, s, contrast)
    if saturation != 1.0:
        l = luminance(out)[..., None]
        out = mix(l, out, saturation)
    if split is not None:
        shadows, highlights, amount = split
        l = luminance(out)[..., None]
        out = out + amount * ((1 - l) * (np.array(shadows, np.float32) - 0.5)
                              + l * (np.array(highlights, np.float32) - 0.5))
    if vignette:
        h, w = out.shape[:2]
        ys, xs = grid(h, w)
        d = np.sqrt(((xs / w) - 0.5) ** 2 * 1.0 + ((ys / h) - 0.5) ** 2 * 1.0) / 0.7071
        out = out * (1 - vignette * smoothstep(0.35, 1.05, d)[..., None])
    return np.clip(out, 0, 1)


def finish(lin_img, exposure=1.0, bloom_amount=0.0, bloom_sigma=24.0, **grading) -> np.ndarray:
    """Linear HDR → graded display-space float image (0...1)."""
    if bloom_amount:
        lin_img = bloom(lin_img, sigma=bloom_sigma, amount=bloom_amount)
    return grade(linear_to_srgb(tonemap(lin_img, exposure)), **grading)


def to_image(srgb: np.ndarray) -> Image.Image:
    return Image.fromarray(np.clip(srgb * 255 + 0.5, 0, 255).astype(np.uint8), "RGB")


def seed_of(name: str) -> int:
    return int.from_bytes(hashlib.sha256(name.encode()).digest()[:8], "little")


def add_grain(im: Image.Image, name: str, amount: float = 0.013, size: float = 0.6) -> Image.Image:
    """Film grain: luminance noise, strongest in the mid-tones, fixed seed per file name."""
    rng = np.random.default_rng(seed_of("grain:" + name))
    a = np.asarray(im, dtype=np.float32) / 255
    h, w = a.shape[:2]
    n = rng.standard_normal((h, w), dtype=np.float32)
    if size > 0:
        n = blur(n, size)
        n /= max(float(n.std()), 1e-6)
    l = luminance(a)
    weight = 0.35 + 0.65 * (4 * l * (1 - l))
    a = a + (amount * n * weight)[..., None]
    return to_image(a)


def resize(im: Image.Image, size: tuple[int, int]) -> Image.Image:
    if im.size == size:
        return im.copy()
    if im.mode == "RGBA":
        return im.convert("RGBa").resize(size, Image.LANCZOS, reducing_gap=3.0).convert("RGBA")
    return im.resize(size, Image.LANCZOS, reducing_gap=3.0)


# ----------------------------------------------------------------------------------------------
# Typesetting


def text_width(txt: str, f: ImageFont.FreeTypeFont, tracking: float = 0.0) -> float:
    if tracking == 0:
        return f.getlength(txt)
    return sum(f.getlength(ch) for ch in txt) + tracking * (len(txt) - 1)


def draw_text(draw: ImageDraw.ImageDraw, xy, txt, f, fill, tracking=0.0, anchor="ls"):
    """Draws text with optional letter spacing; anchor as in Pillow (x part l/m/r honoured)."""
    x, y = xy
    wdt = text_width(txt, f, tracking)
    if anchor[0] == "m":
        x -= wdt / 2
    elif anchor[0] == "r":
        x -= wdt
    a = "l" + anchor[1]
    if tracking == 0:
        draw.text((x, y), txt, font=f, fill=fill, anchor=a)
        return
    for ch in txt:
        draw.text((x, y), ch, font=f, fill=fill, anchor=a)
        x += f.getlength(ch) + tracking


def shadowed_text_layer(size, items, shadow_blur, shadow_alpha, shadow_offset=(0, 0)):
    """Renders text items [(xy, text, font, tracking, anchor, fill)] onto a transparent layer with
    a soft drop shadow; returns an RGBA image."""
    w, h = size
    mask = Image.new("L", size, 0)
    md = ImageDraw.Draw(mask)
    color = Image.new("RGBA", size, (0, 0, 0, 0))
    cd = ImageDraw.Draw(color)
    for xy, txt, f, tracking, anchor, fill in items:
        draw_text(md, xy, txt, f, 255, tracking, anchor)
        draw_text(cd, xy, txt, f, fill, tracking, anchor)
    sh = mask.filter(ImageFilter.GaussianBlur(shadow_blur))
    sh = sh.point(lambda v: int(v * shadow_alpha + 0.5))
    shadow = Image.new("RGBA", size, (0, 0, 0, 0))
    shadow.putalpha(sh)
    if shadow_offset != (0, 0):
        moved = Image.new("RGBA", size, (0, 0, 0, 0))
        moved.paste(shadow, shadow_offset)
        shadow = moved
    return Image.alpha_composite(shadow, color)


def save_jpeg(im: Image.Image, rel: str, quality: int = 88):
    path = ASSETS / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    im.convert("RGB").save(path, "JPEG", quality=quality, optimize=True, subsampling="4:2:0")
    _written.append(path)


def save_png(im: Image.Image, rel: str):
    path = ASSETS / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    im.save(path, "PNG", optimize=True)
    _written.append(path)


_written: list[Path] = []


# ----------------------------------------------------------------------------------------------
# Landscape engine: sky, sun, clouds, mountain ranges, reflective water


def sky_with_sun(h, w, horizon, stops, sun, rng, clouds=None):
    """Sky above `horizon` (rows below it are filled with the horizon colour). sun = dict(x, y, r,
    core, glow, intensity, layers, squash) in pixels. clouds = list of cloud-band dicts."""
    img = vgradient(h, w, stops, 0, horizon)
    ys, xs = grid(h, w)
    if sun:
        glow(img, sun["x"], sun["y"], lin(sun["glow"]), sun["layers"], sun.get("squash", 1.0))
    for band in clouds or []:
        # Large soft masses carved by finer detail, stretched horizontally like stratus.
        mass = fbm(rng, h, w, band["sy"] * 4, band["sx"] * 1.5, octaves=3)
        detail = fbm(rng, h, w, band["sy"], band["sx"], octaves=6, gain=0.6)
        dens = smoothstep(band["lo"], band["hi"], 0.55 * mass + 0.45 * detail)
        dens *= smoothstep(band["y0"], band["y0"] + band["fade"], ys) * \
            (1 - smoothstep(band["y1"] - band["fade"], band["y1"], ys))
        dens = blur(dens, 0.6) * band.get("opacity", 1.0)
        if sun:
            d = np.sqrt(((xs - sun["x"]) * 0.55) ** 2 + (ys - sun["y"]) ** 2) / w
            lit = np.exp(-d / band.get("reach", 0.35))[..., None]
        else:
            lit = np.zeros((h, w, 1), np.float32)
        # Undersides (lower edges) catch the low sun: compare with the density a little higher.
        shift = int(band["sy"] * 0.6) + 1
        under = np.clip(dens - np.roll(dens, -shift, axis=0), 0, 1)
        col = mix(lin(band["shadow"]), lin(band["lit"]),
                  np.clip(lit * 1.1 + under[..., None] * 1.2, 0, 1.5))
        img = over(img, col, dens)
    if sun:
        core = disc(h, w, sun["x"], sun["y"], sun["r"], soft=max(1.0, sun["r"] * 0.08))
        img += (core * sun["intensity"])[..., None] * lin(sun["core"])
    return img


def rugged(rng, w, base, height, scale, detail=0.05, gain=0.6):
    """Ridge line: `base` minus a ridged profile scaled by `height` (per column), plus fine rocky
    detail whose size does not shrink with the envelope."""
    big = profile(rng, w, scale, gain=gain) * 0.5 + 0.5
    fine = profile(rng, w, scale * 0.15, octaves=6, ridged=0, gain=0.6)
    return base - height * (0.3 + 0.7 * big) - np.abs(height) * detail * fine * (height > 0.5)


def ridge_light(h, w, ridge_y, color, width, facing=1.0, strength=1.0):
    """Warm rim light on the parts of a ridge that see the light: mountain pixels whose
    neighbourhood toward the light (facing=+1: from the right, slightly above) is open sky."""
    ys, _ = grid(h, w)
    mask = np.clip(ys - ridge_y[None, :] + 0.5, 0, 1)
    dx = int(round(width * 2 * facing))
    dy = int(round(width * 0.7))
    shifted = np.roll(np.roll(mask, -dx, axis=1), dy, axis=0)
    open_sky = 1 - blur(shifted, width * 0.8)
    return (strength * mask * np.clip(open_sky, 0, 1))[..., None] * color


def water(img, horizon, rng, f, cx, body, amplitude=0.11, n_waves=28, blur_y=0.012,
          direction_spread=0.5, body_light=None, sun=None, glint=1.0):
    """Replaces the rows below `horizon` with a wavy reflecting water surface: each pixel looks up
    the (vertically softened) image above the horizon at the mirrored, wave-tilted angle, mixed
    with the water body colour by Fresnel reflectance."""
    h, w = img.shape[:2]
    source = blur(img, w * 0.0015, h * blur_y)
    y0 = int(math.ceil(horizon))
    ys = np.arange(y0, h, dtype=np.float32)[:, None] + 0.5
    xs = np.arange(w, dtype=np.float32)[None, :] + 0.5
    dy = np.maximum(ys - horizon, 0.35)
    eye = 1.0
    z = eye * f / dy                      # distance of the water point
    wx = (xs - cx) * z / f                # lateral world position
    dwx = z / f                           # world units per pixel, across
    dwz = z * z / (eye * f)               # world units per pixel, along the view
    slope_x = np.zeros((ys.shape[0], w), np.float32)
    slope_z = np.zeros((ys.shape[0], w), np.float32)
    total_amp = 0.0
    for i in range(n_waves):
        wavelength = 0.06 * (2.2 ** (i * 6.0 / n_waves)) * eye
        k = 2 * math.pi / wavelength
        ang = math.pi / 2 + rng.normal(0, direction_spread)
        kx, kz = k * math.cos(ang), k * math.sin(ang)
        phase = rng.random() * 2 * math.pi
        a = amplitude * wavelength / (2 * math.pi) * (0.6 + 0.8 * rng.random())
        freq = np.sqrt((kx * dwx) ** 2 + (kz * dwz) ** 2) / (2 * math.pi)
        att = np.clip(1 - (freq - 0.04) / 0.12, 0, 1)
        c = np.cos(kx * wx + kz * z + phase) * att
        slope_x += a * kx * c
        slope_z += a * kz * c
        total_amp += a * k
    # Wave groups: a slowly varying envelope breaks up the interference lattice of the sum.
    groups = 0.45 + 1.1 * fbm(rng, ys.shape[0], w, w * 0.03, w * 0.12, octaves=4)
    slope_x *= groups
    slope_z *= groups
    alpha = dy / f                                         # view angle below the horizon
    mirror_y = horizon - dy - 2 * slope_z * f * 0.5
    mirror_x = xs - 2 * slope_x * f * 0.25
    mirror_y = np.minimum(mirror_y, horizon - 0.5)
    refl = sample(source, np.broadcast_to(mirror_x, mirror_y.shape), mirror_y)
    cos_t = np.clip(alpha + slope_z * 0.5, 0.0, 1.0)
    fres = 0.02 + 0.98 * (1 - cos_t) ** 5
    body_col = np.broadcast_to(lin(body), refl.shape)
    if body_light is not None:
        body_col = body_col * (1 + body_light * np.clip(slope_z, -1, 1)[..., None])
    out = fres[..., None] * refl + (1 - fres[..., None]) * body_col
    if sun is not None:
        # Glitter: facets tilted so that they mirror the sun disc itself.
        d = np.sqrt((mirror_x - sun["x"]) ** 2 + (mirror_y - sun["y"]) ** 2)
        g = np.exp(-(d / (sun["r"] * 1.6)) ** 2) * sun["intensity"] * glint
        out += (fres * g)[..., None] * lin(sun["core"])
    # Far ripples are finer than a pixel: soften horizontally as a lens would.
    img[y0:] = blur(out, 1.2, 0.5)
    return img


def coast_photo(w: int, h: int, horizon_frac: float, seed: str) -> np.ndarray:
    """Golden-hour coast: layered headlands on the left, sun low over open sea on the right,
    stratus clouds, glittering water. Returns graded display-space floats."""
    rng = np.random.default_rng(seed_of(seed))
    horizon = h * horizon_frac
    sun = dict(x=w * 0.64, y=horizon - w * 0.045, r=w * 0.022, core="#fff1d8", glow="#ff9a45",
               intensity=30.0, layers=[(w * 0.02, 4.0), (w * 0.08, 0.8), (w * 0.3, 0.12)],
               squash=0.55)
    stops = [(0.0, "#0b1633"), (0.3, "#1d2d5c"), (0.55, "#474c76"), (0.74, "#a86a66"),
             (0.87, "#e98752"), (1.0, "#ffc275")]
    clouds = [
        dict(sy=h * 0.02, sx=w * 0.35, lo=0.5, hi=0.72, y0=horizon * 0.12, y1=horizon * 0.6,
             fade=horizon * 0.15, shadow="#3a3158", lit="#ff8f6a", reach=0.45, opacity=0.9),
        dict(sy=h * 0.008, sx=w * 0.3, lo=0.54, hi=0.75, y0=horizon * 0.62, y1=horizon * 0.9,
             fade=horizon * 0.08, shadow="#8a5068", lit="#ffb070", reach=0.3, opacity=0.65),
    ]
    img = sky_with_sun(h, w, horizon, stops, sun, rng, clouds)
    xs = np.arange(w, dtype=np.float32) + 0.5
    ys, _ = grid(h, w)
    # Far range across the left two thirds, fading out before the sun.
    env = 1 - smoothstep(w * 0.42, w * 0.62, xs)
    far = rugged(rng, w, horizon, h * 0.075 * env, w * 0.45, detail=0.06)
    tex = (fbm(rng, h, w, w * 0.03, w * 0.03, octaves=7, gain=0.6) - 0.5) * 0.6
    mountain_layer(img, far, lin("#7e6076"), lin("#e8a182"), h * 0.05, texture=tex * 0.5,
                   light=ridge_light(h, w, far, lin("#ffb070"), h * 0.0015, strength=0.12))
    # A small island far right of the sun.
    env2 = smoothstep(w * 0.8, w * 0.86, xs) * (1 - smoothstep(w * 0.93, w * 0.99, xs))
    isl = horizon - h * 0.018 * env2 * (0.5 + 0.5 * (profile(rng, w, w * 0.12) * 0.5 + 0.5))
    mountain_layer(img, isl, lin("#a06a7e"), lin("#f0ac88"), h * 0.015)
    # Middle headland.
    env3 = 1 - smoothstep(w * 0.18, w * 0.46, xs)
    mid = rugged(rng, w, horizon, h * 0.13 * env3, w * 0.35, detail=0.07)
    mountain_layer(img, mid, lin("#302638"), lin("#9a6e70"), h * 0.07, texture=tex,
                   light=ridge_light(h, w, mid, lin("#ff9a5c"), h * 0.0015, strength=0.14))
    # Near cliff on the left edge.
    env4 = 1 - smoothstep(w * 0.0, w * 0.3, xs)
    near = rugged(rng, w, horizon, h * 0.19 * env4 ** 0.8, w * 0.25, detail=0.08)
    mountain_layer(img, near, lin("#120e1a"), lin("#3c2b3a"), h * 0.12, texture=tex * 1.4,
                   light=ridge_light(h, w, near, lin("#ff8a4a"), h * 0.0015, strength=0.16))
    # Haze band on the horizon.
    img += (np.exp(-np.abs(ys - horizon) / (h * 0.012)) * 0.35)[..., None] * lin("#ffb98a")
    water(img, horizon, rng, f=w * 1.1, cx=w * 0.5, body="#0a1020", amplitude=0.08,
          n_waves=72, direction_spread=0.45, blur_y=0.006, body_light=0.4, sun=sun, glint=0.6)
    return finish(img, exposure=1.05, bloom_amount=0.25, bloom_sigma=w * 0.02,
                  contrast=0.12, saturation=1.05, vignette=0.35,
                  split=((0.42, 0.48, 0.58), (0.58, 0.52, 0.44), 0.12))


def ad_overlay(photo: Image.Image, top: float) -> Image.Image:
    """The campaign typography over the ad photo; `top` is where the safe area starts (px)."""
    w, h = photo.size
    u = w / 100.0
    x0 = 8 * u
    white = (255, 255, 255, 255)
    soft = (255, 244, 232, 235)
    y = top + 11 * u
    items = [((x0, y), "HALCYON", font("gothic-demi", 4.6 * u), 1.5 * u, "ls", white)]
    bw = text_width("HALCYON", font("gothic-demi", 4.6 * u), 1.5 * u)
    items.append(((x0 + bw + 3.4 * u, y), "AIR", font("gothic", 4.6 * u), 1.5 * u, "ls", soft))
    y += 17 * u
    items.append(((x0 - 0.6 * u, y), "Chase the", font("serif", 12.5 * u), 0, "ls", white))
    y += 13.5 * u
    items.append(((x0 - 0.6 * u, y), "golden hour.", font("serif-italic", 12.5 * u), 0, "ls", white))
    y += 8.5 * u
    items.append(((x0, y), "Evening flights to 40 coastal towns", font("sans", 4.1 * u), 0.05 * u,
                  "ls", soft))
    layer = shadowed_text_layer((w, h), items, shadow_blur=1.6 * u, shadow_alpha=0.45,
                                shadow_offset=(0, int(0.3 * u)))
    out = Image.alpha_composite(photo.convert("RGBA"), layer)
    # Call to action: an outlined pill low on the water, right-aligned, plus the ad marker.
    ss = 4
    d = ImageDraw.Draw(out)
    f = font("sans-bold", 3.9 * u)
    label = "Book your seat"
    tw = text_width(label, f, 0.15 * u)
    pw, ph = tw + 9 * u, 10 * u
    px1, py1 = w - 8 * u, h - 9 * u
    px0, py0 = px1 - pw, py1 - ph
    big = Image.new("RGBA", (int(pw * ss) + ss * 4, int(ph * ss) + ss * 4), (0, 0, 0, 0))
    bd = ImageDraw.Draw(big)
    bd.rounded_rectangle((2 * ss, 2 * ss, 2 * ss + pw * ss, 2 * ss + ph * ss), radius=ph * ss / 2,
                         fill=(255, 255, 255, 242))
    small = resize(big, (big.width // ss, big.height // ss))
    out.alpha_composite(small, (int(round(px0)) - 2, int(round(py0)) - 2))
    draw_text(d, (px0 + pw / 2, py0 + ph / 2), label, f, (24, 30, 58, 255), 0.15 * u, "mm")
    fa = font("sans", 2.7 * u)
    draw_text(d, (x0, h - 9 * u - ph / 2), "Ad", fa, (255, 255, 255, 150), 0.2 * u, "lm")
    return out.convert("RGB")


def make_ad_splash():
    """Assets/ad-splash: the ad photo (regular and notch-safe tall), the app logo."""
    name = "ad-splash/start_page"
    base = to_image(coast_photo(1242, 1794, 0.6, "coast"))
    for scale, size in ((3, (1242, 1794)), (2, (750, 1083))):
        photo = add_grain(resize(base, size), f"{name}@{scale}x")
        save_jpeg(ad_overlay(photo, 0), f"{name}@{scale}x.jpg")
    # Tall variant: the same campaign with more sky above; the top 132 px (44 pt) is sky only.
    tall = to_image(coast_photo(1125, 1922, 0.64, "coast"))
    tall = add_grain(tall, "ad-splash/start_page_x@3x")
    save_jpeg(ad_overlay(tall, 132 * 0.85), "ad-splash/start_page_x@3x.jpg")


# ----------------------------------------------------------------------------------------------
# Logo


def superellipse(cx, cy, r, n=5.0, steps=720):
    pts = []
    for i in range(steps):
        t = 2 * math.pi * i / steps
        c, s = math.cos(t), math.sin(t)
        pts.append((cx + r * math.copysign(abs(c) ** (2 / n), c),
                    cy + r * math.copysign(abs(s) ** (2 / n), s)))
    return pts


def drop(cx, cy, r, d, steps=360):
    """Teardrop: a circle of radius r centred at (cx, cy) with its tip at distance d above."""
    phi = math.acos(r / d)
    pts = [(cx, cy - d)]
    for i in range(steps + 1):
        a = phi + (2 * math.pi - 2 * phi) * i / steps   # angle from straight up, clockwise
        pts.append((cx + r * math.sin(a), cy - r * math.cos(a)))
    return pts


def app_icon(size: int) -> Image.Image:
    """The Splash app icon (squircle, deep-sea gradient, white drop), RGBA, size × size."""
    ss = 4
    S = size * ss
    ys, xs = grid(S, S)
    t = np.clip((xs * 0.35 + ys * 0.65) / S, 0, 1)[..., None]
    col = mix(lin("#35d0f0"), lin("#1740c8"), t ** 0.9)
    col = col * (1 + 0.25 * np.exp(-(((xs - S * 0.3) ** 2 + (ys - S * 0.2) ** 2) / (S * 0.35) ** 2)))[..., None]
    rgb = to_image(linear_to_srgb(col)).convert("RGBA")
    mask = Image.new("L", (S, S), 0)
    ImageDraw.Draw(mask).polygon(superellipse(S / 2, S / 2, S / 2 - ss), fill=255)
    rgb.putalpha(mask)
    d = ImageDraw.Draw(rgb)
    cx, cy, r = S * 0.5, S * 0.6, S * 0.2
    d.polygon(drop(cx, cy, r, r * 2.05), fill=(255, 255, 255, 255))
    # A shine inside the drop, in the icon's colour.
    shine = Image.new("L", (S, S), 0)
    sd = ImageDraw.Draw(shine)
    sd.arc((cx - r * 0.62, cy - r * 0.62, cx + r * 0.62, cy + r * 0.62), start=140, end=200,
           fill=255, width=int(r * 0.16))
    tint = Image.new("RGBA", (S, S), (40, 120, 220, 255))
    rgb.paste(tint, (0, 0), shine.point(lambda v: v * 150 // 255))
    # Two splash droplets to the upper right.
    for (ox, oy, rr) in ((0.30, -0.18, 0.055), (0.22, -0.31, 0.035)):
        d.ellipse((cx + S * ox - S * rr, cy + S * oy - S * rr, cx + S * ox + S * rr,
                   cy + S * oy + S * rr), fill=(255, 255, 255, 235))
    return resize(rgb, (size, size))


def make_logo():
    """start_logo: icon + 'Splash' wordmark on transparent, for the white bottom holder."""
    for scale in (3, 2):
        w, h = 120 * scale, 50 * scale
        ss = 4
        W, H = w * ss, h * ss
        canvas = Image.new("RGBA", (W, H), (0, 0, 0, 0))
        icon = 30 * scale * ss
        f = font("gothic-demi", 21 * scale * ss)
        word = "Splash"
        tw = text_width(word, f, -0.3 * scale * ss)
        gap = 7 * scale * ss
        x0 = (W - (icon + gap + tw)) / 2
        iy = (H - icon) // 2
        # Soft contact shadow under the icon.
        sh = Image.new("L", (W, H), 0)
        ImageDraw.Draw(sh).polygon(superellipse(x0 + icon / 2, iy + icon / 2 + 1.2 * scale * ss,
                                                icon / 2 - ss), fill=255)
        sh = sh.filter(ImageFilter.GaussianBlur(2.2 * scale * ss)).point(lambda v: v * 40 // 255)
        shadow = Image.new("RGBA", (W, H), (10, 30, 80, 0))
        shadow.putalpha(sh)
        canvas = Image.alpha_composite(canvas, shadow)
        canvas.alpha_composite(app_icon(icon), (int(x0), int(iy)))
        d = ImageDraw.Draw(canvas)
        draw_text(d, (x0 + icon + gap, H / 2 + 1 * scale * ss), word, f, (29, 36, 51, 255),
                  -0.3 * scale * ss, "lm")
        save_png(resize(canvas, (w, h)), f"ad-splash/start_logo@{scale}x.png")


# ----------------------------------------------------------------------------------------------

GROUPS = {
    "ad-splash": lambda: (make_ad_splash(), make_logo()),
}


def main() -> int:
    parser = argparse.ArgumentParser(description="Generate the preset artwork under Assets/.")
    parser.add_argument("--only", default="",
                        help="only the groups whose name contains this text (groups: "
                             + ", ".join(GROUPS) + "); default: all")
    parser.add_argument("--preview", metavar="DIR",
                        help="also write downscaled PNG previews (on grey) into DIR")
    args = parser.parse_args()
    chosen = [g for g in GROUPS if args.only in g]
    if not chosen:
        print(f"make-assets: --only {args.only!r} matches no group ({', '.join(GROUPS)})",
              file=sys.stderr)
        return 2
    for g in chosen:
        GROUPS[g]()
    total = 0
    for path in _written:
        size = path.stat().st_size
        total += size
        with Image.open(path) as im:
            print(f"{path.relative_to(ROOT)}  {im.size[0]}x{im.size[1]}  {size / 1024:.0f} KiB")
            if args.preview:
                out = Path(args.preview)
                out.mkdir(parents=True, exist_ok=True)
                pv = im.convert("RGBA")
                pv.thumbnail((600, 900), Image.LANCZOS)
                bg = Image.new("RGBA", pv.size, (128, 128, 128, 255))
                Image.alpha_composite(bg, pv).convert("RGB").save(
                    out / (path.parent.name + "_" + path.stem.replace("@", "_") + ".png"))
    print(f"{len(_written)} files, {total / 1024 / 1024:.2f} MiB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
