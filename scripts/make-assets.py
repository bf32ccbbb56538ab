#!/usr/bin/env python3
"""Generate the preset artwork under Assets/ (developer tool, not run by CI).

Every image is painted procedurally: skies, mountains, water, lanterns and the portrait are computed
in linear light with numpy (HDR, so suns and lanterns can be brighter than white), tone-mapped with
a filmic curve, colour-graded, given a little film grain, and then typeset with Pillow/FreeType.
All randomness comes from generators fixed per file name, so the pinned Pillow + numpy + font set
reproduces the files byte for byte.

Needs: python3, the exact Pillow and numpy of scripts/requirements-assets.txt (checked at start),
and the Debian fonts fonts-dejavu-core, fonts-urw-base35 and fonts-wqy-microhei (all free).

Assets/SHA256SUMS lists the SHA-256 of every file this script writes (`sha256sum -c` format); a
test fails when a committed file no longer matches it, and --check tells whether this script still
reproduces them.

Usage:
  scripts/make-assets.py                 # write every asset into Assets/ and update Assets/SHA256SUMS
  scripts/make-assets.py --only avatar   # only the groups whose name contains "avatar"
  scripts/make-assets.py --preview DIR   # also write downscaled PNG previews into DIR
  scripts/make-assets.py --check         # generate into a temporary folder and compare with
                                         # Assets/SHA256SUMS; Assets/ is not touched (exit 1 if any differs)
"""

from __future__ import annotations

import argparse
import hashlib
import math
import re
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
REQUIREMENTS = ROOT / "scripts" / "requirements-assets.txt"
CHECKSUMS = ROOT / "Assets" / "SHA256SUMS"
# Where images are written: Assets/, or a temporary folder with --check.
ASSETS = ROOT / "Assets"


def check_requirements() -> None:
    """Exits unless Pillow and numpy are the versions pinned in requirements-assets.txt."""
    import importlib.metadata

    wrong = []
    for line in REQUIREMENTS.read_text().splitlines():
        match = re.fullmatch(r"\s*([A-Za-z0-9_.-]+)==([^\s#]+)\s*(#.*)?", line)
        if not match:
            continue
        name, wanted = match.group(1), match.group(2)
        try:
            found = importlib.metadata.version(name)
        except importlib.metadata.PackageNotFoundError:
            found = "not installed"
        if found != wanted:
            wrong.append(f"{name} {found} (pinned: {wanted})")
    if wrong:
        sys.exit(f"make-assets: {', '.join(wrong)}; run: pip install -r {REQUIREMENTS.relative_to(ROOT)}")


check_requirements()

import numpy as np  # noqa: E402  (after the version check, so a wrong version is named first)
from PIL import Image, ImageChops, ImageDraw, ImageFilter, ImageFont  # noqa: E402

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
    for o in range(octaves):
        if o > 0 and sy < 1.0 and sx < 1.0:
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
    """Film grain: luminance noise, strongest in the mid-tones, the same for a given file name."""
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


_notdef: dict[tuple[str, int], bytes] = {}


def check_glyphs(txt: str, f: ImageFont.FreeTypeFont):
    """Refuses text the font cannot draw (it would come out as empty boxes)."""
    key = (f.path, f.size)
    if key not in _notdef:
        _notdef[key] = np.asarray(f.getmask("\ue000")).tobytes()
    for ch in set(txt) - {" "}:
        if np.asarray(f.getmask(ch)).tobytes() == _notdef[key]:
            sys.exit(f"make-assets: font {f.path} has no glyph for {ch!r} in {txt!r}")


def text_width(txt: str, f: ImageFont.FreeTypeFont, tracking: float = 0.0) -> float:
    if tracking == 0:
        return f.getlength(txt)
    return sum(f.getlength(ch) for ch in txt) + tracking * (len(txt) - 1)


def draw_text(draw: ImageDraw.ImageDraw, xy, txt, f, fill, tracking=0.0, anchor="ls", stroke=0):
    """Draws text with optional letter spacing and stroke (extra weight); anchor as in Pillow
    (x part l/m/r honoured)."""
    check_glyphs(txt, f)
    x, y = xy
    wdt = text_width(txt, f, tracking)
    if anchor[0] == "m":
        x -= wdt / 2
    elif anchor[0] == "r":
        x -= wdt
    a = "l" + anchor[1]
    kw = dict(font=f, fill=fill, anchor=a, stroke_width=stroke, stroke_fill=fill)
    if tracking == 0:
        draw.text((x, y), txt, **kw)
        return
    for ch in txt:
        draw.text((x, y), ch, **kw)
        x += f.getlength(ch) + tracking


def shadowed_text_layer(size, items, shadow_blur, shadow_alpha, shadow_offset=(0, 0), stroke=0,
                        extra=None):
    """Renders text items [(xy, text, font, tracking, anchor, fill)] onto a transparent layer with
    a soft drop shadow; `extra(draw, fill)` may add shapes (drawn into both); returns RGBA."""
    w, h = size
    mask = Image.new("L", size, 0)
    md = ImageDraw.Draw(mask)
    color = Image.new("RGBA", size, (0, 0, 0, 0))
    cd = ImageDraw.Draw(color)
    for xy, txt, f, tracking, anchor, fill in items:
        st = stroke if f.path == FONT_FILES["cjk"] else 0
        draw_text(md, xy, txt, f, 255, tracking, anchor, st)
        draw_text(cd, xy, txt, f, fill, tracking, anchor, st)
    if extra is not None:
        extra(md, 255)
        extra(cd, None)
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



def stars(img, rng, count, y_max, size_px):
    """Faint stars, fewer toward the horizon (y_max)."""
    h, w = img.shape[:2]
    layer = np.zeros((h, w), np.float32)
    xs = rng.random(count) * w
    ys = (rng.random(count) ** 1.6) * y_max
    mags = rng.random(count) ** 6
    ix = np.clip(xs.astype(int), 0, w - 1)
    iy = np.clip(ys.astype(int), 0, h - 1)
    np.add.at(layer, (iy, ix), 0.3 + 2.5 * mags)
    layer = blur(layer, size_px * 0.5)
    layer *= (1 - smoothstep(y_max * 0.55, y_max, np.arange(h, dtype=np.float32)))[:, None]
    layer = np.minimum(layer, 1.0 / (size_px ** 2))     # stars must not bloom into blobs
    img += layer[..., None] * lin("#dfe6ff") * (size_px ** 2)
    return img


def lake_dusk_photo(w: int, h: int, seed: str) -> np.ndarray:
    """Blue hour over a mountain lake: stars, afterglow on the horizon, misty ranges mirrored in
    still water that sinks into darkness toward the bottom (room for white text)."""
    rng = np.random.default_rng(seed_of(seed))
    horizon = h * 0.5
    stops = [(0.0, "#040a1e"), (0.3, "#0a1a46"), (0.58, "#1b3570"), (0.8, "#45598e"),
             (0.9, "#8f7b9a"), (0.96, "#d99c8c"), (1.0, "#f3bf98")]
    img = sky_with_sun(h, w, horizon, stops, None, rng, None)
    glow(img, w * 0.5, horizon + h * 0.01, lin("#ff8a5a"), [(w * 0.07, 0.5), (w * 0.18, 0.06)],
         squash=0.35)
    stars(img, rng, int(w * h / 2600), horizon * 0.8, w / 900)
    clouds = [dict(sy=h * 0.004, sx=w * 0.35, lo=0.55, hi=0.8, y0=horizon * 0.72,
                   y1=horizon * 0.95, fade=horizon * 0.06, shadow="#2e3a66", lit="#e59a8e",
                   reach=0.4, opacity=0.55)]
    sun = dict(x=w * 0.5, y=horizon + h * 0.03, r=1, core="#ffffff", glow="#ff9a6a", layers=[],
               intensity=0.0)
    cl = sky_with_sun(h, w, horizon, stops, sun, rng, clouds) - vgradient(h, w, stops, 0, horizon)
    img += np.clip(cl, -1, 1) * (np.arange(h)[:, None, None] < horizon)
    xs = np.arange(w, dtype=np.float32) + 0.5
    tex = (fbm(rng, h, w, w * 0.03, w * 0.03, octaves=7, gain=0.6) - 0.5) * 0.5
    far = rugged(rng, w, horizon, h * 0.045 * (0.6 + 0.4 * np.sin(xs / w * 3.1 + 0.4)), w * 0.4,
                 detail=0.08)
    mountain_layer(img, far, lin("#34406e"), lin("#a58592"), h * 0.03, texture=tex * 0.6)
    env = 0.35 + 0.65 * (1 - smoothstep(w * 0.25, w * 0.75, xs))
    mid = rugged(rng, w, horizon, h * 0.07 * env, w * 0.3, detail=0.08)
    mountain_layer(img, mid, lin("#18213f"), lin("#5c5a7c"), h * 0.045, texture=tex)
    env2 = smoothstep(w * 0.45, w * 1.0, xs)
    near = rugged(rng, w, horizon, h * 0.09 * env2 + 1, w * 0.35, detail=0.08)
    mountain_layer(img, near, lin("#080c1e"), lin("#2c3050"), h * 0.05, texture=tex * 1.2)
    ys, _ = grid(h, w)
    img += (np.exp(-np.abs(ys - horizon) / (h * 0.006)) * 0.12)[..., None] * lin("#ffb08a")
    water(img, horizon, rng, f=w * 1.4, cx=w * 0.5, body="#03050d", amplitude=0.018,
          n_waves=40, direction_spread=0.35, blur_y=0.003, body_light=0.3)
    # Night falls toward the bottom: the lower third fades to deep blue-black.
    dark = smoothstep(horizon + h * 0.05, h, ys)[..., None]
    img = img * (1 - 0.8 * dark) + lin("#0b1634") * 0.8 * dark
    return finish(img, exposure=1.1, bloom_amount=0.15, bloom_sigma=w * 0.02, contrast=0.08,
                  saturation=0.86, vignette=0.3, split=((0.46, 0.5, 0.56), (0.58, 0.5, 0.44), 0.08))


def make_welcome_background():
    photo = to_image(lake_dusk_photo(1290, 2796, "lake"))
    save_jpeg(add_grain(photo, "welcome-back/ad_background@3x", amount=0.011),
              "welcome-back/ad_background@3x.jpg")



def make_slogan():
    """compose_slogan: bilingual tagline, white with a soft shadow, on transparent."""
    for scale in (3, 2):
        w, h = 280 * scale, 100 * scale
        u = scale
        cn = "随时随地 发现新鲜事"
        fc = font("cjk", 25 * u)
        fe = font("sans", 11.5 * u)
        en = "Discover what\u2019s new, anywhere"
        te = 0.9 * u
        ew = text_width(en, fe, te)
        items = [((w / 2, 51 * u), cn, fc, 1.6 * u, "ms", (255, 255, 255, 255)),
                 ((w / 2, 76 * u), en, fe, te, "ms", (255, 255, 255, 235))]

        def rules(d, fill):
            y = 76 * u - 4.2 * u
            for x0, x1 in ((w / 2 - ew / 2 - 30 * u, w / 2 - ew / 2 - 9 * u),
                           (w / 2 + ew / 2 + 9 * u, w / 2 + ew / 2 + 30 * u)):
                d.line((x0, y, x1, y), fill=fill if fill is not None else (255, 255, 255, 200),
                       width=max(1, int(round(0.6 * u))))

        layer = shadowed_text_layer((w, h), items, shadow_blur=3 * u, shadow_alpha=0.5,
                                    shadow_offset=(0, u), stroke=max(1, u // 2), extra=rules)
        save_png(layer, f"welcome-back/compose_slogan@{scale}x.png")



def ellipse_mask(S, cx, cy, rx, ry, soft=1.5):
    ys, xs = grid(S, S)
    d = np.sqrt(((xs - cx) / rx) ** 2 + ((ys - cy) / ry) ** 2)
    return np.clip((1 - d) * np.minimum(rx, ry) / soft + 0.5, 0, 1)


def catmull_rom(points, steps=24, closed=True):
    """Smooth closed curve through points (Catmull-Rom), as a polygon."""
    out = []
    n = len(points)
    for i in range(n if closed else n - 1):
        p0, p1, p2, p3 = (points[(i + k - 1) % n] for k in range(4))
        for j in range(steps):
            t = j / steps
            t2, t3 = t * t, t * t * t
            out.append(tuple(0.5 * ((2 * p1[c]) + (-p0[c] + p2[c]) * t
                                    + (2 * p0[c] - 5 * p1[c] + 4 * p2[c] - p3[c]) * t2
                                    + (-p0[c] + 3 * p1[c] - 3 * p2[c] + p3[c]) * t3) for c in (0, 1)))
    return out


def shape_mask(S, unit_points, soft=1.0):
    """Anti-aliased mask of a smooth closed shape given in unit coordinates."""
    im = Image.new("L", (S, S), 0)
    ImageDraw.Draw(im).polygon([(x * S, y * S) for x, y in catmull_rom(unit_points)], fill=255)
    return blur(np.asarray(im, np.float32) / 255, soft)


def mirrored(right_half):
    """A symmetric outline from its right half (top to bottom, x > 0.5)."""
    left = [(1 - x, y) for x, y in reversed(right_half)]
    return right_half + left


def portrait_photo(S: int, seed: str) -> np.ndarray:
    """Backlit head-and-shoulders portrait at golden hour: warm bokeh behind, rim light in the
    hair and along the right side, the face in deep soft shade (no features: a silhouette
    portrait). Fills the whole square."""
    rng = np.random.default_rng(seed_of(seed))
    ys, xs = grid(S, S)
    # Background: a sunlit park, cream haze above, foliage greens below, sun behind on the right.
    bg = vgradient(S, S, [(0.0, "#e9cfa6"), (0.4, "#c7a57a"), (0.75, "#7f8463"), (1.0, "#4c5a48")])
    glow(bg, S * 0.86, S * 0.14, lin("#fff0d0"), [(S * 0.08, 2.2), (S * 0.3, 0.6)])
    bg = bg * (0.8 + 0.4 * fbm(rng, S, S, S * 0.25, S * 0.25, octaves=3))[..., None]
    bok = np.zeros((S, S, 3), np.float32)
    palette = ["#fff0cf", "#ffd9a0", "#f3c27e", "#d9eab0", "#fffaf0"]
    for i in range(40):
        r = S * (0.02 + 0.055 * rng.random() ** 2)
        cx, cy = rng.random() * S, rng.random() ** 1.4 * S
        m = disc(S, S, cx, cy, r, soft=r * 0.1)
        edge = np.clip(1 - np.abs(np.sqrt((xs - cx) ** 2 + (ys - cy) ** 2) - r * 0.93) / (r * 0.08), 0, 1)
        bright = (0.2 + 0.7 * rng.random()) * (1.2 - cy / S)
        bok += ((m * 0.8 + edge * 0.3 * m) * bright)[..., None] * lin(palette[i % len(palette)])
    img = blur(bg + bok * 0.6, S * 0.003)
    # The figure, slightly off centre and turned a touch: one smooth outline.
    right = [(0.50, 0.155), (0.585, 0.165), (0.655, 0.215), (0.69, 0.30), (0.695, 0.39),
             (0.705, 0.44), (0.71, 0.49), (0.685, 0.53), (0.665, 0.585), (0.625, 0.645),
             (0.595, 0.685), (0.595, 0.745), (0.66, 0.785), (0.79, 0.82), (0.885, 0.88),
             (0.94, 0.97), (0.96, 1.08)]
    outline = [(x + 0.02, y + 0.02) for x, y in mirrored(right)]
    fig = shape_mask(S, outline, soft=S * 0.0015)
    # Hair: the crown and sides down to the temples, with a fuzzy, strand-like top edge.
    hair_pts = [(0.5, 0.13), (0.61, 0.14), (0.685, 0.2), (0.725, 0.3), (0.725, 0.41), (0.695, 0.45),
                (0.675, 0.35), (0.62, 0.285), (0.54, 0.27), (0.46, 0.29), (0.38, 0.285),
                (0.325, 0.35), (0.305, 0.45), (0.275, 0.41), (0.275, 0.3), (0.315, 0.2), (0.39, 0.14)]
    hair = shape_mask(S, [(x + 0.02, y + 0.02) for x, y in hair_pts], soft=S * 0.002)
    # Strands: fine streaks running from the crown, catching light toward the right.
    ang = np.arctan2(xs - S * 0.52, ys - S * 0.55)
    rad = np.sqrt((xs - S * 0.52) ** 2 + (ys - S * 0.55) ** 2)
    strand_tex = np.asarray(Image.fromarray(fbm(rng, 64, 2048, 8, 3, octaves=3), "F").resize(
        (2048, 64), Image.BICUBIC))
    strands = strand_tex[np.clip((rad / S * 63).astype(int), 0, 63),
                         ((ang / (2 * math.pi) + 0.5) * 2047).astype(int)]
    hair = np.clip(hair, 0, 1)
    shirt_line = 0.775 + 0.02 * np.cos((xs / S - 0.52) * 6)          # crew neck
    shirt = fig * smoothstep(shirt_line * S - S * 0.004, shirt_line * S + S * 0.004, ys)
    skin = np.clip(fig - shirt - hair, 0, 1)
    # Open shade: dim, soft modelling from the bright surroundings; lighter toward the right.
    side = np.clip((xs / S - 0.3) / 0.5, 0, 1)[..., None]
    skin_col = mix(lin("#22150f"), lin("#4a2b20"), side)
    face = ellipse_mask(S, S * 0.52, S * 0.43, S * 0.13, S * 0.17, soft=S * 0.08)
    skin_col = skin_col * (1 + 0.25 * face[..., None])
    hair_col = lin("#1c1411") * (1 + 0.6 * side) * (0.75 + 0.5 * strands)[..., None]
    knit = 1 + 0.06 * (fbm(rng, S, S, S * 0.003, S * 0.003, octaves=2) - 0.5)
    shirt_col = mix(lin("#1c252e"), lin("#3a4650"), side) * knit[..., None]
    col = skin_col * skin[..., None] + hair_col * hair[..., None] + shirt_col * shirt[..., None]
    col = col / np.maximum(fig, 1e-4)[..., None]
    # Chin shadow on the neck.
    chin = blur(np.roll(ellipse_mask(S, S * 0.52, S * 0.43, S * 0.15, S * 0.21), int(S * 0.04), 0), S * 0.02)
    col = col * (1 - 0.5 * chin * smoothstep(S * 0.6, S * 0.64, ys))[..., None]

    def rim(mask, dist, spread):
        shifted = np.roll(np.roll(fig, -int(dist), axis=1), int(dist * 0.6), axis=0)
        return mask * np.clip(1 - blur(shifted, spread), 0, 1)
    r_wide = rim(fig, S * 0.02, S * 0.012)
    r_thin = rim(fig, S * 0.006, S * 0.003)
    r_hair = rim(hair, S * 0.012, S * 0.006) * (0.5 + strands)
    col = col + r_wide[..., None] * lin("#ffb878") * 0.5 + r_thin[..., None] * lin("#ffe0b0") * 1.6 \
        + r_hair[..., None] * lin("#ffcf98") * 0.8
    img = mix(img, col, fig[..., None])
    return finish(img, exposure=0.95, bloom_amount=0.35, bloom_sigma=S * 0.03, contrast=0.1,
                  saturation=0.92, vignette=0.2, split=((0.46, 0.5, 0.54), (0.58, 0.51, 0.44), 0.1))


def make_avatar():
    big = to_image(portrait_photo(1200, "portrait"))
    for scale in (3, 2):
        size = (100 * scale, 100 * scale)
        im = add_grain(resize(big, size), f"welcome-back/avatar@{scale}x", amount=0.016)
        save_png(im, f"welcome-back/avatar@{scale}x.png")



def lantern_sprite(size: float, seed: int):
    """One glowing sky lantern as (rgb linear HDR, alpha) arrays of a square patch, lit from the
    flame at its base. `size` is the lantern width in pixels."""
    rng = np.random.default_rng(seed)
    pad = size * 2.2
    n = max(8, int(math.ceil(size * 1.3 + 2 * pad)))
    ss = 4
    N = n * ss
    c = N / 2
    wt, wb, hh = size * 0.5 * ss, size * 0.4 * ss, size * 0.65 * ss
    im = Image.new("L", (N, N), 0)
    d = ImageDraw.Draw(im)
    top, bot = c - hh, c + hh
    pts = [(c - wt, top + wt * 0.35), (c - wt * 0.7, top), (c + wt * 0.7, top), (c + wt, top + wt * 0.35),
           (c + wb, bot), (c - wb, bot)]
    d.polygon(pts, fill=255)
    mask = np.asarray(im.resize((n, n), Image.LANCZOS), np.float32) / 255
    ys, xs = grid(n, n)
    ty = np.clip((ys - (c / ss - hh / ss)) / (2 * hh / ss), 0, 1)
    paper = mix(lin("#b8321a"), lin("#ff9a3a"), ty[..., None] ** 1.5)
    flame = np.exp(-(((xs - c / ss) / (size * 0.22)) ** 2 + ((ys - (c / ss + hh / ss * 0.85)) / (size * 0.18)) ** 2))
    ribs = 1 - 0.12 * (np.cos((xs - c / ss) / size * 2 * math.pi * 2.5) ** 8)
    core = (paper * (0.9 + 1.4 * ty[..., None]) + flame[..., None] * lin("#ffd890") * 2.2) * ribs[..., None]
    core *= 0.85 + 0.3 * rng.random()
    rgb = core * mask[..., None]
    dist = np.sqrt((xs - c / ss) ** 2 + (ys - c / ss - hh / ss * 0.3) ** 2)
    edge = np.minimum(np.minimum(xs, n - xs), np.minimum(ys, n - ys))
    window = smoothstep(0, pad * 0.8, edge)
    halo = (np.exp(-dist / (size * 0.4)) * 0.7 + np.exp(-dist / (size * 1.1)) * 0.15) * window
    rgb = rgb + (halo * (1 - mask))[..., None] * lin("#ff8a3a")
    return rgb, mask, n


def lantern_photo(w: int, h: int, seed: str, keep_clear=None, count=70) -> np.ndarray:
    """Lantern festival night: sky lanterns drifting up over a river town whose lights and
    lanterns glitter in the water. keep_clear = (x0, y0, x1, y1) where big lanterns avoid."""
    rng = np.random.default_rng(seed_of(seed))
    horizon = h * 0.8
    stops = [(0.0, "#070a22"), (0.35, "#141442"), (0.62, "#35184a"), (0.85, "#7a2a48"),
             (0.96, "#c4553e"), (1.0, "#e88a4a")]
    img = vgradient(h, w, stops, 0, horizon)
    glow(img, w * 0.5, horizon, lin("#ff7a3a"), [(w * 0.2, 0.25), (w * 0.6, 0.08)], squash=0.4)
    stars(img, rng, int(w * h / 3000), horizon * 0.6, w / 750)
    # The town: a low hill and rooftops with lit windows.
    xs1 = np.arange(w, dtype=np.float32) + 0.5
    hill = rugged(rng, w, horizon, h * 0.05 * (0.5 + 0.5 * np.sin(xs1 / w * 2.4 + 1.0)), w * 0.5,
                  detail=0.05)
    mountain_layer(img, hill, lin("#1a0f26"), lin("#4a2238"), h * 0.04)
    roofs = horizon - h * 0.012 - h * 0.02 * (np.floor(fbm(rng, 1, w, 1, w * 0.02, octaves=1)[0] * 6) / 6)
    town_img = np.zeros_like(img)
    mountain_layer(img, roofs, lin("#0c0814"), lin("#2a1424"), h * 0.02)
    ys, xs = grid(h, w)
    # Windows: a grid of small panes, a third of them lit, warm and slightly varied.
    cw, ch = max(3, int(w / 160)), max(3, int(w / 140))
    gx, gy = (xs // cw).astype(int), (ys // ch).astype(int)
    table = rng.random((int(h // ch) + 2, int(w // cw) + 2))
    lit_cell = table[gy, gx]
    pane = ((xs % cw) < cw * 0.55) & ((ys % ch) < ch * 0.5)
    win = (lit_cell < 0.34) * pane * (ys > roofs[None, :] + ch * 0.7) * (ys < horizon - ch * 0.3)
    town_img[..., :] = (win * (0.6 + 1.2 * lit_cell / 0.34))[..., None] * lin("#ffb35a")
    img = img + blur(town_img, max(0.5, w / 1500))
    # Lanterns, far to near.
    lanterns = []
    for i in range(count):
        depth = rng.random() ** 1.7                  # 0 far ... 1 near
        size = w * (0.008 + 0.09 * depth ** 2.2)
        x = rng.random() * w
        y = horizon - (0.04 + 0.9 * rng.random() ** (0.8 + 1.5 * (1 - depth))) * horizon * (0.55 + 0.45 * depth)
        if keep_clear:
            x0, y0, x1, y1 = keep_clear
            if x0 - size < x < x1 + size and y0 - size < y < y1 + size:
                continue
        lanterns.append((depth, x, y, size, int(rng.integers(1 << 30))))
    lanterns.sort()
    for depth, x, y, size, sd in lanterns:
        rgb, mask, n = lantern_sprite(size, sd)
        dof = max(0.0, (depth - 0.55) * size * 0.18)
        if dof > 0.6:
            rgb = blur(rgb, dof)
            mask = blur(mask, dof)
        haze = 0.45 + 0.55 * depth
        x0, y0 = int(round(x - n / 2)), int(round(y - n / 2))
        sx0, sy0 = max(0, -x0), max(0, -y0)
        ex, ey = min(n, w - x0), min(n, h - y0)
        if ex <= sx0 or ey <= sy0:
            continue
        region = img[y0 + sy0:y0 + ey, x0 + sx0:x0 + ex]
        m = mask[sy0:ey, sx0:ex, None] * 0.92
        region *= 1 - m
        region += rgb[sy0:ey, sx0:ex] * haze
    water(img, horizon, rng, f=w * 1.3, cx=w * 0.5, body="#05040a", amplitude=0.03, n_waves=40,
          direction_spread=0.4, blur_y=0.004, body_light=0.2)
    dark = smoothstep(horizon, h, ys)[..., None]
    img = img * (1 - 0.6 * dark)
    return finish(img, exposure=1.0, bloom_amount=0.4, bloom_sigma=w * 0.02, contrast=0.1,
                  saturation=1.0, vignette=0.35, split=((0.46, 0.48, 0.56), (0.58, 0.5, 0.44), 0.08))



def ranges_photo(w: int, h: int, seed: str) -> np.ndarray:
    """Morning over layered forested ranges: soft sun haze, each ridge paler with distance."""
    rng = np.random.default_rng(seed_of(seed))
    horizon = h * 0.45
    stops = [(0.0, "#7b9cc4"), (0.55, "#c4cfdc"), (0.9, "#f3dcc4"), (1.0, "#f8e6cf")]
    img = vgradient(h, w, stops, 0, horizon)
    glow(img, w * 0.72, horizon - h * 0.08, lin("#fff0d8"), [(w * 0.05, 1.5), (w * 0.3, 0.35)])
    img += (disc(h, w, w * 0.72, horizon - h * 0.08, w * 0.03, 1.0) * 3)[..., None] * lin("#fffaf0")
    tex = (fbm(rng, h, w, w * 0.015, w * 0.015, octaves=5, gain=0.6) - 0.5) * 0.5
    layers = [("#8aa0bc", "#e8dcd4", 0.36), ("#6d86a6", "#d6cfd2", 0.5), ("#4d6888", "#b9bcc8", 0.63),
              ("#31496a", "#8e9cb0", 0.77), ("#1b2c45", "#5a6c84", 0.92)]
    for i, (top_c, fog_c, base) in enumerate(layers):
        amp = h * (0.08 + 0.03 * i)
        ridge = rugged(rng, w, h * base, np.full(w, amp, np.float32), w * (0.5 - 0.05 * i),
                       detail=0.1)
        mountain_layer(img, ridge, lin(top_c), lin(fog_c), amp * 0.9, texture=tex * (0.3 + 0.2 * i))
    return finish(img, exposure=1.0, contrast=0.1, saturation=1.0, vignette=0.25,
                  split=((0.46, 0.5, 0.56), (0.57, 0.51, 0.45), 0.08))

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
# Home screen (the app's first screen, 430 × 932 pt at @3x)


class Canvas:
    """Drawing in points on a supersampled RGBA canvas (k pixels per point)."""

    def __init__(self, w_pt: float, h_pt: float, k: int, bg):
        self.k = k
        self.im = Image.new("RGB", (int(w_pt * k), int(h_pt * k)), bg[:3])
        self.d = ImageDraw.Draw(self.im, "RGBA")   # blend translucent fills

    def P(self, *v):
        return tuple(x * self.k for x in v)

    def rect(self, box, fill, radius=0.0, outline=None, width=0.0):
        if radius > 0:
            self.d.rounded_rectangle(self.P(*box), radius=radius * self.k, fill=fill,
                                     outline=outline, width=int(round(width * self.k)))
        else:
            self.d.rectangle(self.P(*box), fill=fill, outline=outline,
                             width=int(round(width * self.k)))

    def ellipse(self, box, fill=None, outline=None, width=0.0):
        self.d.ellipse(self.P(*box), fill=fill, outline=outline, width=int(round(width * self.k)))

    def line(self, pts, fill, width, joint="curve"):
        self.d.line([self.P(*p) for p in pts], fill=fill, width=int(round(width * self.k)),
                    joint=joint)
        r = width * self.k / 2
        for p in (pts[0], pts[-1]):            # round caps
            x, y = self.P(*p)
            self.d.ellipse((x - r, y - r, x + r, y + r), fill=fill)

    def polygon(self, pts, fill):
        self.d.polygon([self.P(*p) for p in pts], fill=fill)

    def arc(self, box, start, end, fill, width):
        self.d.arc(self.P(*box), start, end, fill=fill, width=int(round(width * self.k)))

    def text(self, xy, txt, name, size, fill, anchor="ls", tracking=0.0):
        draw_text(self.d, self.P(*xy), txt, font(name, size * self.k), fill, tracking * self.k, anchor)

    def width(self, txt, name, size, tracking=0.0):
        return text_width(txt, font(name, size * self.k), tracking * self.k) / self.k

    def image(self, photo: Image.Image, box, radius):
        x0, y0, x1, y1 = (int(round(v)) for v in self.P(*box))
        pic = photo.convert("RGB").resize((x1 - x0, y1 - y0), Image.BICUBIC)
        mask = Image.new("L", pic.size, 0)
        ImageDraw.Draw(mask).rounded_rectangle((0, 0, pic.width - 1, pic.height - 1),
                                               radius=radius * self.k, fill=255)
        self.im.paste(pic, (x0, y0), mask)

    def shadow(self, box, radius, blur_pt, alpha, dy=0.0):
        x0, y0, x1, y1 = self.P(*box)
        pad = int(blur_pt * self.k * 3)
        m = Image.new("L", (int(x1 - x0) + 2 * pad, int(y1 - y0) + 2 * pad), 0)
        ImageDraw.Draw(m).rounded_rectangle((pad, pad, pad + x1 - x0, pad + y1 - y0),
                                            radius=radius * self.k, fill=int(255 * alpha))
        m = m.filter(ImageFilter.GaussianBlur(blur_pt * self.k))
        layer = Image.new("RGBA", m.size, (16, 24, 40, 0))
        layer.putalpha(m)
        self.im.paste(layer, (int(x0) - pad, int(y0 + dy * self.k) - pad), layer)

    def heart(self, cx, cy, size, fill):
        pts = []
        for i in range(120):
            t = 2 * math.pi * i / 120
            x = 16 * math.sin(t) ** 3
            y = 13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t)
            pts.append((cx + x * size / 34, cy - y * size / 34 - size * 0.05))
        self.polygon(pts, fill)

    def bubble(self, cx, cy, size, color, width):
        w2, h2 = size * 0.5, size * 0.4
        self.rect((cx - w2, cy - h2, cx + w2, cy + h2 * 0.8), None, radius=size * 0.28,
                  outline=color, width=width)
        self.polygon([(cx - w2 * 0.45, cy + h2 * 0.7), (cx - w2 * 0.5, cy + h2 * 1.35),
                      (cx - w2 * 0.05, cy + h2 * 0.75)], color)


def wrap(txt, name, size, max_w, lines, cv: Canvas):
    words, out, cur = txt.split(), [], ""
    for wd in words:
        trial = (cur + " " + wd).strip()
        if cv.width(trial, name, size) <= max_w:
            cur = trial
        else:
            out.append(cur)
            cur = wd
    out.append(cur)
    if len(out) > lines:
        out = out[:lines]
        while cv.width(out[-1] + "\u2026", name, size) > max_w:
            out[-1] = out[-1].rsplit(" ", 1)[0]
        out[-1] += "\u2026"
    return out


INK = (17, 19, 24, 255)
GREY = (107, 112, 124, 255)
LIGHT = (150, 155, 166, 255)
ACCENT = (30, 91, 224, 255)


def status_bar(cv: Canvas, y=0.0):
    cv.text((62, y + 37), "9:41", "sans-bold", 17.5, INK, "ms")
    x = 322
    for i in range(4):                                         # cellular bars
        bh = 4.2 + i * 2.6
        cv.rect((x + i * 5.2, y + 36 - bh, x + i * 5.2 + 3.4, y + 36), INK, radius=0.9)
    cx, cy = 352.5, y + 35.5                                   # wi-fi
    cv.polygon([(cx, cy), (cx - 2.6, cy - 2.8), (cx + 2.6, cy - 2.8)], INK)
    cv.ellipse((cx - 2.2, cy - 4.4, cx + 2.2, cy - 0.2), INK)
    for r in (6.6, 10.6):
        cv.arc((cx - r, cy - r - 0.6, cx + r, cy + r - 0.6), 225, 315, INK, 2.1)
    bx = 368                                                   # battery
    cv.rect((bx, y + 25.5, bx + 25.5, y + 37.5), None, radius=3.6, outline=(17, 19, 24, 110),
            width=1.1)
    cv.rect((bx + 2, y + 27.5, bx + 23.5, y + 35.5), INK, radius=2.0)
    cv.rect((bx + 26.6, y + 29.6, bx + 28.2, y + 33.4), (17, 19, 24, 110), radius=0.8)


def classic_status_bar(cv: Canvas, w: float):
    """The 20 pt status bar of a phone without a notch: signal and Wi-Fi at the left, the time
    in the middle, the battery at the right."""
    for i in range(5):                                         # signal dots
        cv.ellipse((6 + i * 6.5, 7.5, 11.5 + i * 6.5, 13), INK)
    cx, cy = 46, 14.2                                          # wi-fi
    cv.ellipse((cx - 1.5, cy - 3, cx + 1.5, cy), INK)
    for r in (5.2, 8.6):
        cv.arc((cx - r, cy - r - 0.4, cx + r, cy + r - 0.4), 225, 315, INK, 1.7)
    cv.text((w / 2, 14.8), "9:41 AM", "sans-bold", 12, INK, "ms")
    bx = w - 32                                                # battery
    cv.text((bx - 4, 14.8), "100%", "sans", 12, INK, "rs")
    cv.rect((bx, 6, bx + 24, 15), None, radius=2.6, outline=INK, width=1.0)
    cv.rect((bx + 1.8, 7.8, bx + 22.2, 13.2), INK, radius=1.4)
    cv.rect((bx + 25, 9, bx + 26.4, 12), INK, radius=0.7)


def tab_bar(cv: Canvas, top: float, height_pt: float, home_indicator: bool = True):
    w = cv.im.width / cv.k
    box = tuple(int(v) for v in cv.P(0, top, w, height_pt))
    cv.im.paste(cv.im.crop(box).filter(ImageFilter.GaussianBlur(14 * cv.k)), box[:2])   # material
    cv.rect((0, top, w, height_pt), (249, 249, 251, 222))
    cv.rect((0, top, w, top + 0.35), (200, 202, 210, 255))
    names = ["Home", "Explore", "Create", "Inbox", "Profile"]
    xs = [w * (i + 0.5) / 5 for i in range(5)]
    cy = top + 23
    for i, (x, name) in enumerate(zip(xs, names)):
        col = ACCENT if i == 0 else (138, 143, 155, 255)
        if i == 0:                                             # house, filled
            cv.polygon([(x - 11, cy - 1), (x, cy - 11.5), (x + 11, cy - 1)], col)
            cv.rect((x - 8.2, cy - 3, x + 8.2, cy + 10), col, radius=2.2)
            cv.rect((x - 2.6, cy + 3, x + 2.6, cy + 10), (250, 250, 252, 255), radius=1.2)
        elif i == 1:                                           # compass
            cv.ellipse((x - 11, cy - 11, x + 11, cy + 11), None, col, 1.9)
            cv.polygon([(x + 5.2, cy - 5.2), (x + 1.8, cy + 1.8), (x - 1.8, cy - 1.8)], col)
            cv.polygon([(x - 5.2, cy + 5.2), (x + 1.8, cy + 1.8), (x - 1.8, cy - 1.8)],
                       (138, 143, 155, 120))
        elif i == 2:                                           # create
            cv.rect((x - 11, cy - 11, x + 11, cy + 11), None, radius=6.5, outline=col, width=1.9)
            cv.line([(x, cy - 5.5), (x, cy + 5.5)], col, 1.9)
            cv.line([(x - 5.5, cy), (x + 5.5, cy)], col, 1.9)
        elif i == 3:
            cv.bubble(x, cy, 22, col, 1.9)
        else:                                                  # person
            cv.ellipse((x - 5.2, cy - 11, x + 5.2, cy - 0.6), None, col, 1.9)
            cv.arc((x - 10, cy + 2, x + 10, cy + 20), 180, 360, col, 1.9)
            cv.line([(x - 10, cy + 11), (x + 10, cy + 11)], col, 1.9)
        cv.text((x, top + 45), name, "sans-bold" if i == 0 else "sans", 10.5, col, "ms")
    if home_indicator:
        cv.rect((w / 2 - 67, height_pt - 13, w / 2 + 67, height_pt - 8), (0, 0, 0, 255), radius=2.5)


def make_home():
    # The notched layout (430 x 932 pt, @3x) and the classic one for 16:9 phones (375 x 667 pt,
    # @2x: iPhone SE, 6-8), whose picture aspectFill would otherwise crop at the title.
    draw_home(430, 932, 0, 240, 849, classic=False, rel="shared/home@3x.jpg", scale=3)
    draw_home(375, 667, -27, 206, 618, classic=True, rel="shared/home-classic@2x.jpg", scale=2)


def draw_home(W, H, dy, card_h, tab_top, classic, rel, scale):
    """The home screen W x H pt: content dy pt lower than the notched layout's (the status bar's
    height differs), a featured card card_h pt tall, the tab bar from tab_top."""
    k = 6
    R = W - 20
    cv = Canvas(W, H, k, (255, 255, 255, 255))
    if classic:
        classic_status_bar(cv, W)
    else:
        status_bar(cv)
    # Navigation: large title with the user's avatar.
    cv.text((20, 106 + dy), "Discover", "sans-bold", 34, INK, "ls", tracking=-0.4)
    cv.text((21, 74 + dy), "Saturday, June 14", "sans-bold", 13, LIGHT, "ls", tracking=0.2)
    avatar = to_image(portrait_photo(240, "portrait"))
    cv.image(avatar, (R - 38, 76 + dy, R, 114 + dy), 19)
    cv.ellipse((R - 10, 76 + dy, R + 1, 87 + dy), (255, 59, 48, 255), (255, 255, 255, 255), 1.6)
    # Search field.
    cv.rect((20, 124 + dy, R, 160 + dy), (236, 237, 241, 255), radius=11)
    cv.ellipse((33, 134 + dy, 44.5, 145.5 + dy), None, GREY, 1.9)
    cv.line([(43.4, 144.4 + dy), (47.5, 148.5 + dy)], GREY, 2.1)
    cv.text((56, 148 + dy), "Places, photographers, stories", "sans", 17, LIGHT, "ls")
    cv.rect((R - 19.5, 132 + dy, R - 12.5, 144 + dy), GREY, radius=3.5)
    cv.arc((R - 22.5, 135 + dy, R - 9.5, 148 + dy), 20, 160, GREY, 1.6)
    cv.line([(R - 16, 148 + dy), (R - 16, 151 + dy)], GREY, 1.6)
    # Category chips.
    x = 20
    for i, chip in enumerate(["For you", "Nearby", "Sunsets", "Mountains", "Cities"]):
        tw = cv.width(chip, "sans-bold", 14.5)
        if x + tw + 28 > W - 20:
            break
        if i == 0:
            cv.rect((x, 174 + dy, x + tw + 28, 206 + dy), INK, radius=16)
            cv.text((x + 14 + tw / 2, 195.5 + dy), chip, "sans-bold", 14.5, (255, 255, 255, 255), "ms")
        else:
            cv.rect((x, 174 + dy, x + tw + 28, 206 + dy), (255, 255, 255, 255), radius=16,
                    outline=(222, 224, 230, 255), width=1.2)
            cv.text((x + 14 + tw / 2, 195.5 + dy), chip, "sans-bold", 14.5, (60, 64, 74, 255), "ms")
        x += tw + 28 + 8
    # Featured card.
    cv.text((20, 240 + dy), "Featured", "sans-bold", 21, INK, "ls")
    cv.text((R, 240 + dy), "See all", "sans", 16, ACCENT, "rs")
    card = (20, 254 + dy, R, 254 + dy + card_h)
    bottom = card[3]
    cv.shadow(card, 20, 8, 0.22, dy=5)
    feat = to_image(lake_dusk_photo(1170, 1400, "lake"))
    feat = feat.crop((0, 330, 1170, 330 + 720))
    cv.image(feat, card, 20)
    grad = Image.new("L", (1, 256))
    grad.putdata([int(200 * smoothstep(0.45, 1.0, i / 255) ** 1.2) for i in range(256)])
    x0, y0, x1, y1 = (int(round(v)) for v in cv.P(*card))
    shade = Image.new("RGBA", (x1 - x0, y1 - y0), (6, 10, 24, 255))
    shade.putalpha(grad.resize((x1 - x0, y1 - y0), Image.BICUBIC))
    mask = Image.new("L", shade.size, 0)
    ImageDraw.Draw(mask).rounded_rectangle((0, 0, shade.width - 1, shade.height - 1), radius=20 * k,
                                           fill=255)
    shade.putalpha(ImageChops.multiply(shade.getchannel("A"), mask))
    cv.im.paste(shade, (x0, y0), shade)
    tw = cv.width("GUIDE", "sans-bold", 11, 1.0)
    cv.rect((36, 270 + dy, 36 + tw + 16, 292 + dy), (255, 255, 255, 60), radius=11)
    cv.text((44, 285.5 + dy), "GUIDE", "sans-bold", 11, (255, 255, 255, 255), "ls", tracking=1.0)
    cv.text((36, bottom - 42), "Blue hour in the fjords", "sans-bold", 24, (255, 255, 255, 255), "ls",
            tracking=-0.2)
    cv.text((36, bottom - 18), "12 photo spots \u00b7 6 min read", "sans", 14.5, (230, 234, 245, 235),
            "ls")
    # Latest stories.
    cv.text((20, bottom + 40), "Latest stories", "sans-bold", 21, INK, "ls")
    rows = [
        (lambda: coast_photo(420, 420, 0.58, "thumb-coast"), "Chasing the last light",
         "Notes on shooting sunsets over open water, from a week on the Atlantic coast.",
         "2.4k", "86", "18 min ago", "Mara Quint"),
        (lambda: ranges_photo(420, 420, "ranges"), "Ridge after ridge",
         "Why mornings in the hills turn blue, and how to catch the haze before it lifts.",
         "1.1k", "42", "1 h ago", "Theo Lind"),
        (lambda: lantern_photo(420, 420, "thumb-lanterns", count=40), "Lantern night on the river",
         "Thousands of lanterns, one quiet town: where to stand and when to arrive.",
         "3.8k", "214", "3 h ago", "Lin Yue"),
        (lambda: coast_photo(420, 420, 0.5, "thumb-coast-2"), "Slow water",
         "Long exposures at the harbour wall: a small kit list and three settings to try.",
         "860", "19", "5 h ago", "Ana Ferreira"),
    ]
    y = bottom + 54
    for make, title, body, likes, comments, when, author in rows:
        thumb = to_image(make())
        cv.image(thumb, (20, y + 12, 108, y + 100), 14)
        tx = 122
        cv.text((tx, y + 30), title, "sans-bold", 17, INK, "ls")
        for j, line in enumerate(wrap(body, "sans", 14.5, W - 20 - tx, 2, cv)):
            cv.text((tx, y + 51 + j * 19), line, "sans", 14.5, GREY, "ls")
        my = y + 95
        cv.heart(tx + 6, my - 4.5, 12, (255, 69, 88, 255))
        cv.text((tx + 16, my), likes, "sans", 13, GREY, "ls")
        cx = tx + 22 + cv.width(likes, "sans", 13) + 10
        cv.bubble(cx, my - 4.5, 13, GREY, 1.4)
        cv.text((cx + 10, my), comments, "sans", 13, GREY, "ls")
        cv.text((W - 20, my), f"{author} \u00b7 {when}", "sans", 13, LIGHT, "rs")
        cv.rect((tx, y + 111.6, W - 20, y + 112), (226, 228, 234, 255))
        y += 112
        if y >= H:
            break
    tab_bar(cv, tab_top, H, home_indicator=not classic)
    save_jpeg(cv.im.resize((W * scale, H * scale), Image.LANCZOS), rel, quality=90)


LAUNCH_VARIANTS = [("micro", 640, 960), ("small", 640, 1136), ("middle", 750, 1334),
                   ("big", 1242, 2208)]


def launch_overlay(photo: Image.Image, variant: str) -> Image.Image:
    """Campaign typography for the launch image plus a small variant label in the corner."""
    w, h = photo.size
    u = w / 100.0
    top = h * 0.075 + 4 * u
    gold = (255, 226, 170, 255)
    cream = (255, 240, 222, 240)
    y = top + 16 * u
    items = [((w / 2, y), "元宵灯会", font("cjk", 17 * u), 2.5 * u, "ms", gold)]
    y += 9 * u
    items.append(((w / 2, y), "LANTERN FESTIVAL", font("gothic-demi", 4.6 * u), 1.3 * u, "ms",
                  (255, 255, 255, 255)))
    y += 9.5 * u
    items.append(((w / 2, y), "Festive picks, up to 50% off", font("serif-italic", 6.2 * u), 0,
                  "ms", cream))
    date_y = y + 9 * u
    layer = shadowed_text_layer((w, h), items, shadow_blur=1.8 * u, shadow_alpha=0.5,
                                shadow_offset=(0, int(0.4 * u)), stroke=max(1, int(u * 0.25)))
    out = Image.alpha_composite(photo.convert("RGBA"), layer)
    # The dates in an outlined pill.
    fd = font("sans", 3.6 * u)
    dates = "Feb 12 \u2013 Feb 24 \u00b7 in the app"
    tw = text_width(dates, fd, 0.12 * u)
    pill(out, (w / 2 - tw / 2 - 4 * u, date_y - 3.6 * u, w / 2 + tw / 2 + 4 * u, date_y + 3.6 * u),
         fill=(20, 8, 30, 70), outline=(255, 226, 170, 200), width=0.3 * u)
    d = ImageDraw.Draw(out)
    draw_text(d, (w / 2, date_y), dates, fd, (255, 236, 205, 255), 0.12 * u, "mm")
    # Variant label, bottom right: which image the server configuration picked.
    fl = font("sans", 2.7 * u)
    label = f"{variant} \u00b7 {w}\u00d7{h}"
    lw = text_width(label, fl, 0.1 * u)
    x1, y1 = w - 3 * u, h - 3 * u
    pill(out, (x1 - lw - 3.2 * u, y1 - 5.2 * u, x1, y1), fill=(0, 0, 0, 110))
    draw_text(d, (x1 - 1.6 * u, y1 - 2.6 * u), label, fl, (255, 255, 255, 215), 0.1 * u, "rm")
    return out.convert("RGB")


def pill(canvas: Image.Image, box, fill=None, outline=None, width=0.0, radius=None):
    """Anti-aliased rounded rectangle (4× supersampled) composited onto an RGBA canvas."""
    x0, y0, x1, y1 = box
    ss = 4
    ox, oy = int(math.floor(x0)) - 1, int(math.floor(y0)) - 1
    bw, bh = int(math.ceil(x1)) + 2 - ox, int(math.ceil(y1)) + 2 - oy
    big = Image.new("RGBA", (bw * ss, bh * ss), (0, 0, 0, 0))
    r = (y1 - y0) / 2 if radius is None else radius
    ImageDraw.Draw(big).rounded_rectangle(
        ((x0 - ox) * ss, (y0 - oy) * ss, (x1 - ox) * ss, (y1 - oy) * ss), radius=r * ss,
        fill=fill, outline=outline, width=int(round(width * ss)) if outline else 0)
    canvas.alpha_composite(resize(big, (bw, bh)), (ox, oy))


def make_launch_images():
    for variant, w, h in LAUNCH_VARIANTS:
        u = w / 100
        top = h * 0.075 + 4 * u
        clear = (6 * u, top - 2 * u, w - 6 * u, top + 47 * u)
        photo = to_image(lantern_photo(w, h, "lanterns", keep_clear=clear))
        photo = add_grain(photo, f"launch-image/launch-{variant}", amount=0.011)
        save_jpeg(launch_overlay(photo, variant), f"launch-image/launch-{variant}.jpg")


# ----------------------------------------------------------------------------------------------

GROUPS = {
    "ad-splash": lambda: (make_ad_splash(), make_logo()),
    "welcome-back": lambda: (make_welcome_background(), make_slogan(), make_avatar()),
    "launch-image": lambda: (make_launch_images(),),
    "home": lambda: (make_home(),),
}


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def read_checksums() -> dict[str, str]:
    """Assets/SHA256SUMS as {path relative to Assets/: hex digest}."""
    sums = {}
    if CHECKSUMS.exists():
        for line in CHECKSUMS.read_text().splitlines():
            digest, name = line.split("  ", 1)
            sums[name] = digest
    return sums


def write_checksums(sums: dict[str, str]) -> None:
    text = "".join(f"{sums[name]}  {name}\n" for name in sorted(sums))
    tmp = CHECKSUMS.with_name("." + CHECKSUMS.name + ".tmp")
    tmp.write_text(text)
    tmp.replace(CHECKSUMS)


def compare(out: Path) -> int:
    """Compares what was written under `out` with Assets/SHA256SUMS; 0 when all match."""
    sums = read_checksums()
    differing = 0
    for path in _written:
        name = path.relative_to(out).as_posix()
        expected = sums.get(name)
        actual = sha256(path)
        if expected == actual:
            print(f"{name}: same")
        else:
            differing += 1
            print(f"{name}: DIFFERS ({'not listed' if expected is None else 'listed ' + expected[:12]}, "
                  f"made {actual[:12]})")
    print(f"{len(_written) - differing} of {len(_written)} files reproduce Assets/SHA256SUMS")
    return 1 if differing else 0


def main() -> int:
    global ASSETS
    parser = argparse.ArgumentParser(description="Generate the preset artwork under Assets/.")
    parser.add_argument("--only", default="",
                        help="only the groups whose name contains this text (groups: "
                             + ", ".join(GROUPS) + "); default: all")
    parser.add_argument("--preview", metavar="DIR",
                        help="also write downscaled PNG previews (on grey) into DIR")
    parser.add_argument("--check", action="store_true",
                        help="generate into a temporary folder and compare with Assets/SHA256SUMS "
                             "instead of writing Assets/")
    args = parser.parse_args()
    chosen = [g for g in GROUPS if args.only in g]
    if not chosen:
        print(f"make-assets: --only {args.only!r} matches no group ({', '.join(GROUPS)})",
              file=sys.stderr)
        return 2
    if args.check:
        with tempfile.TemporaryDirectory(prefix="make-assets-") as tmp:
            ASSETS = Path(tmp)
            for g in chosen:
                GROUPS[g]()
            return compare(ASSETS)
    for g in chosen:
        GROUPS[g]()
    sums = read_checksums()
    for path in _written:
        sums[path.relative_to(ASSETS).as_posix()] = sha256(path)
    write_checksums(sums)
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
