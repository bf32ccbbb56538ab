"""A reference of pixelmatch's published pixel rules, written from their description, independent of SplashDiff.

Two rules, on straight (not premultiplied) RGBA bytes, row-major:

- `yiq_72`: pixelmatch 7.2.0. A pixel pair whose 32-bit words differ gets the YIQ distance of the
  RGB difference; when either pixel is not opaque both are blended first, over a per-position
  backdrop ("checkerboard", the default) or over white:
      d = (c1·a1 − c2·a2 − backdrop·(a1 − a2)) / 255   per channel
  The backdrop of the pixel at byte offset k (= 4 · pixel index) is
      (48 + 159·(k mod 2), 48 + 159·(⌊k / φ⌋ mod 2), 48 + 159·(⌊k / φ²⌋ mod 2)),  φ = 1.618033988749895.
  A pair differs when delta > 35215 · threshold². The anti-aliasing test blends a translucent
  neighbour pair over the backdrop of the centre pixel.

- `oklab_main`: pixelmatch's main branch of July 2026 (after 7.2.0; not released). The colour
  difference is the HyAB distance |ΔLr| + √(Δa² + Δb²) in OKLab with Ottosson's toe-corrected
  lightness Lr, 1 between black and white, so a pair is the same when it is at most `threshold`
  (tested without the square root: |ΔLr| < t and Δa² + Δb² ≤ (t − |ΔLr|)²). sRGB → linear through
  a 257-entry table (linear interpolation for the fractional channels of blended pixels), cube roots
  through a 4098-entry table of cbrt(i / 4096) with linear interpolation. Translucent pixels are
  blended as c·a + backdrop·(255 − a), / 255, over the same backdrop (or white). The
  anti-aliasing test keeps the YIQ brightness, always over white, and when the blended brightness
  of two pixels with different alpha is exactly equal takes (a1 − a2) / 2 as their difference.

`count(...)` returns the number of differing pixels, as pixelmatch's return value.
"""
import math

PHI = 1.618033988749895
PHI2 = 2.618033988749895


def backdrop(k, checkerboard):
    if not checkerboard:
        return 255, 255, 255
    return 48 + 159 * (k % 2), 48 + 159 * (int(k / PHI) % 2), 48 + 159 * (int(k / PHI2) % 2)


def word(img, i):
    return tuple(img[4 * i:4 * i + 4])


# ---- pixelmatch 7.2: YIQ ----

def yiq_delta(p1, p2, k, checkerboard):
    """Signed squared YIQ distance (negative when p2 is darker), as 7.2's colour delta."""
    r1, g1, b1, a1 = p1
    r2, g2, b2, a2 = p2
    dr, dg, db = r1 - r2, g1 - g2, b1 - b2
    if a1 < 255 or a2 < 255:
        rb, gb, bb = backdrop(k, checkerboard)
        da = a1 - a2
        dr = (r1 * a1 - r2 * a2 - rb * da) / 255
        dg = (g1 * a1 - g2 * a2 - gb * da) / 255
        db = (b1 * a1 - b2 * a2 - bb * da) / 255
    y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
    i = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
    q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
    delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
    return -delta if y > 0 else delta


def yiq_brightness_72(centre, other, k, checkerboard):
    r1, g1, b1, a1 = centre
    r2, g2, b2, a2 = other
    dr, dg, db, da = r1 - r2, g1 - g2, b1 - b2, a1 - a2
    if not dr and not dg and not db and not da:
        return 0
    if a1 < 255 or a2 < 255:
        rb, gb, bb = backdrop(k, checkerboard)
        dr = (r1 * a1 - r2 * a2 - rb * da) / 255
        dg = (g1 * a1 - g2 * a2 - gb * da) / 255
        db = (b1 * a1 - b2 * a2 - bb * da) / 255
    return dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223


def yiq_brightness_main(centre, other, k, checkerboard):
    """main's: always over white; equal blended brightness with different alpha gives (a1 − a2) / 2."""
    d = yiq_brightness_72(centre, other, k, False)
    da = centre[3] - other[3]
    if (centre[3] < 255 or other[3] < 255) and d == 0 and da:
        return da / 2
    return d


# ---- pixelmatch main: OKLab HyAB with toe-corrected lightness ----

LIN = [0.0] * 257
for _i in range(256):
    _c = _i / 255
    LIN[_i] = _c / 12.92 if _c <= 0.04045 else ((_c + 0.055) / 1.055) ** 2.4
LIN[256] = LIN[255]
CBRT_N = 4096
CBRT = [math.cbrt(_i / CBRT_N) for _i in range(CBRT_N + 2)]
K1, K2 = 0.206, 0.03
K3 = (1 + K1) / (1 + K2)


def lin_lut(x):
    i = int(x)
    return LIN[i] + (LIN[i + 1] - LIN[i]) * (x - i)


def cbrt_lut(x):
    t = x * CBRT_N
    i = int(t)
    return CBRT[i] + (CBRT[i + 1] - CBRT[i]) * (t - i)


def toe(lightness):
    x = K3 * lightness - K1
    return 0.5 * (x + math.sqrt(x * x + 4 * K2 * K3 * lightness))


def lms(lr, lg, lb):
    """Cube-rooted LMS of linear RGB, and the toe-corrected lightness."""
    l = cbrt_lut(0.4122214708 * lr + 0.5363325363 * lg + 0.0514459929 * lb)
    m = cbrt_lut(0.2119034982 * lr + 0.6806995451 * lg + 0.1073969566 * lb)
    s = cbrt_lut(0.0883024619 * lr + 0.2817188376 * lg + 0.6299787005 * lb)
    return l, m, s, toe(0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s)


def oklab_of(p, k, checkerboard):
    """An opaque pixel: table entries, the three products summed in the same order."""
    r, g, b, _ = p
    return lms(LIN[r], LIN[g], LIN[b])


def oklab_parts(p1, p2, k, checkerboard):
    """(ΔLr, Δa, Δb) of two pixels; both are blended when either is translucent."""
    if p1[3] == 255 and p2[3] == 255:
        l1, m1, s1, lr1 = oklab_of(p1, k, checkerboard)
        l2, m2, s2, lr2 = oklab_of(p2, k, checkerboard)
    else:
        l1, m1, s1, lr1 = _blended(p1, k, checkerboard)
        l2, m2, s2, lr2 = _blended(p2, k, checkerboard)
    dl, dm, ds = l1 - l2, m1 - m2, s1 - s2
    da = 1.9779984951 * dl - 2.4285922050 * dm + 0.4505937099 * ds
    db = 0.0259040371 * dl + 0.7827717662 * dm - 0.8086757660 * ds
    return lr1 - lr2, da, db


def _blended(p, k, checkerboard):
    # When either pixel of a pair is translucent, both go through the blended path (even an opaque one).
    r, g, b, a = p
    rb, gb, bb = backdrop(k, checkerboard)
    return lms(lin_lut((r * a + rb * (255 - a)) / 255), lin_lut((g * a + gb * (255 - a)) / 255),
               lin_lut((b * a + bb * (255 - a)) / 255))


def oklab_distance(p1, p2, k=0, checkerboard=True):
    """The HyAB distance itself, |ΔLr| + √(Δa² + Δb²) (0 for equal words)."""
    if p1 == p2:
        return 0.0
    dlr, da, db = oklab_parts(p1, p2, k, checkerboard)
    return abs(dlr) + math.sqrt(da * da + db * db)


def oklab_differs(p1, p2, k, checkerboard, threshold):
    dlr, da, db = oklab_parts(p1, p2, k, checkerboard)
    rest = threshold - abs(dlr)
    return not (rest > 0 and da * da + db * db <= rest * rest)


# ---- the shared loop and anti-aliasing test ----

def has_many_siblings(img, x1, y1, w, h):
    x0, y0, x2, y2 = max(x1 - 1, 0), max(y1 - 1, 0), min(x1 + 1, w - 1), min(y1 + 1, h - 1)
    val = word(img, y1 * w + x1)
    zeroes = 1 if x1 == x0 or x1 == x2 or y1 == y0 or y1 == y2 else 0
    for x in range(x0, x2 + 1):
        for y in range(y0, y2 + 1):
            if x == x1 and y == y1:
                continue
            zeroes += val == word(img, y * w + x)
            if zeroes > 2:
                return True
    return False


def antialiased(img, x1, y1, w, h, a, b, brightness, checkerboard):
    x0, y0, x2, y2 = max(x1 - 1, 0), max(y1 - 1, 0), min(x1 + 1, w - 1), min(y1 + 1, h - 1)
    k = (y1 * w + x1) * 4
    centre = word(img, y1 * w + x1)
    zeroes = 1 if x1 == x0 or x1 == x2 or y1 == y0 or y1 == y2 else 0
    lo = hi = 0
    lo_x = lo_y = hi_x = hi_y = 0
    for x in range(x0, x2 + 1):
        for y in range(y0, y2 + 1):
            if x == x1 and y == y1:
                continue
            delta = brightness(centre, word(img, y * w + x), k, checkerboard)
            if delta == 0:
                zeroes += 1
                if zeroes > 2:
                    return False
            elif delta < lo:
                lo, lo_x, lo_y = delta, x, y
            elif delta > hi:
                hi, hi_x, hi_y = delta, x, y
    if lo == 0 or hi == 0:
        return False
    return (has_many_siblings(a, lo_x, lo_y, w, h) and has_many_siblings(b, lo_x, lo_y, w, h)) or \
        (has_many_siblings(a, hi_x, hi_y, w, h) and has_many_siblings(b, hi_x, hi_y, w, h))


def count(a, b, w, h, threshold=0.1, include_aa=False, checkerboard=True, metric="yiq"):
    """Differing pixels of two straight RGBA byte sequences under pixelmatch 7.2 (yiq) or main (oklab)."""
    brightness = yiq_brightness_72 if metric == "yiq" else yiq_brightness_main
    max_delta = 35215 * threshold * threshold
    different = 0
    for i in range(w * h):
        p1, p2 = word(a, i), word(b, i)
        if p1 == p2:
            continue
        k = 4 * i
        if metric == "yiq":
            differs = abs(yiq_delta(p1, p2, k, checkerboard)) > max_delta
        else:
            differs = oklab_differs(p1, p2, k, checkerboard, threshold)
        if not differs:
            continue
        x, y = i % w, i // w
        if not include_aa and (antialiased(a, x, y, w, h, a, b, brightness, checkerboard)
                               or antialiased(b, x, y, w, h, b, a, brightness, checkerboard)):
            continue
        different += 1
    return different
