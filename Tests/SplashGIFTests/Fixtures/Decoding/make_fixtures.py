#!/usr/bin/env python3
"""Writes the GIF decoder fixtures and what Pillow decodes from them.

Run from anywhere: python3 make_fixtures.py
Needs ffmpeg, ImageMagick (convert), gifsicle, Pillow and a release build of splashreel
(`swift build -c release`; or set SPLASHREEL to the binary). Writes next to this script:
  <name>.gif      the fixture (tool-written, or hand-assembled for LZW and layout corner cases)
  <name>.rgba     Pillow's frames (im.seek(i); im.convert("RGBA")), cropped to the logical screen,
                  premultiplied (GIF alpha is 0 or 255, so transparent pixels become 0,0,0,0),
                  all frames concatenated
  expected.json   per fixture: size, loop count, frame count, delays (hundredths of a second)
The Swift tests compare GIFDecoder's frames with these bytes; `swift test` needs none of the tools.
"""
import json
import os
import random
import subprocess
import sys
import tempfile

from PIL import Image, ImageDraw, ImageFile

HERE = os.path.dirname(os.path.abspath(__file__))
W, H = 24, 20


def run(*cmd):
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


# ---------------------------------------------------------------- source frames

def opaque_frames(n=6):
    frames = []
    for i in range(n):
        im = Image.new("RGB", (W, H), (236, 240, 244))
        d = ImageDraw.Draw(im)
        d.rectangle([0, 14, W - 1, H - 1], fill=(60, 70, 90))
        d.ellipse([2 + 3 * i, 3, 9 + 3 * i, 10], fill=(220, 40, 40))
        d.rectangle([16, 2 + i, 21, 7 + i], fill=(40, 90 + 25 * i, 200 - 20 * i))
        frames.append(im)
    return frames


def transparent_frames(n=5):
    frames = []
    for i in range(n):
        im = Image.new("RGBA", (W, H), (0, 0, 0, 0))
        d = ImageDraw.Draw(im)
        d.rectangle([1, 15, 22, 17], fill=(20, 160, 150, 255))
        d.ellipse([1 + 4 * i, 2 + i, 8 + 4 * i, 9 + i], fill=(250, 140, 20, 255))
        frames.append(im)
    return frames


def palette_frames():
    """Frames with very different colours, so encoders give each its own (local) table."""
    colours = [((200, 30, 30), (250, 220, 200)), ((20, 160, 40), (10, 30, 10)), ((30, 40, 220), (200, 230, 255)),
               ((240, 200, 20), (90, 20, 90))]
    frames = []
    for i, (fg, bg) in enumerate(colours):
        im = Image.new("RGB", (W, H), bg)
        d = ImageDraw.Draw(im)
        for k in range(4):
            shade = tuple(max(0, min(255, c + 18 * k - 27)) for c in fg)
            d.rectangle([2 + 5 * k, 2 + i, 5 + 5 * k, 16 - i], fill=shade)
        frames.append(im)
    return frames


def save_all(frames, directory, prefix):
    paths = []
    for i, im in enumerate(frames):
        path = os.path.join(directory, f"{prefix}{i:02d}.png")
        im.save(path)
        paths.append(path)
    return paths


# ---------------------------------------------------------------- hand-assembled GIFs

def lzw_encode(indices, min_code_size, clear_when_full=True, end_code=True, end_after=None):
    """GIF LZW. clear_when_full=False keeps 12-bit codes with a full table (deferred clear);
    end_after=N sends the end code after N pixels; end_code=False omits it."""
    clear, end = 1 << min_code_size, (1 << min_code_size) + 1
    out = bytearray()
    acc = bits = 0
    size = min_code_size + 1

    def emit(code):
        nonlocal acc, bits
        acc |= code << bits
        bits += size
        while bits >= 8:
            out.append(acc & 0xFF)
            acc >>= 8
            bits -= 8

    def reset():
        nonlocal table, nxt, size
        table = {}
        nxt = end + 1
        size = min_code_size + 1

    table, nxt = {}, end + 1
    emit(clear)
    data = indices if end_after is None else indices[:end_after]
    w = None
    for k in data:
        if w is None:
            w = k
            continue
        if (w, k) in table:
            w = table[(w, k)]
            continue
        emit(w)
        if nxt < 4096:
            table[(w, k)] = nxt
            nxt += 1
            if nxt > (1 << size) and size < 12:
                size += 1
        elif clear_when_full:
            emit(clear)
            reset()
        w = k
    if w is not None:
        emit(w)
    if end_code:
        emit(end)
    if bits:
        out.append(acc & 0xFF)
    return bytes(out)


def sub_blocks(data):
    out = bytearray()
    for i in range(0, len(data), 255):
        chunk = data[i:i + 255]
        out += bytes([len(chunk)]) + chunk
    return bytes(out + b"\x00")


def table_bytes(colours):
    n = 2
    while n < len(colours):
        n *= 2
    flat = bytearray()
    for c in colours + [(0, 0, 0)] * (n - len(colours)):
        flat += bytes(c)
    return n.bit_length() - 2, bytes(flat)


def interlace_rows(h):
    order = []
    for start, step in ((0, 8), (4, 8), (2, 4), (1, 2)):
        order += list(range(start, h, step))
    return order


def assemble(width, height, frames, global_colours=None, loop=None, version=b"GIF89a", trailer=True, background=0):
    out = bytearray(version)
    flags = 0
    gct = b""
    if global_colours is not None:
        bits, gct = table_bytes(global_colours)
        flags = 0x80 | 0x70 | bits
    out += width.to_bytes(2, "little") + height.to_bytes(2, "little") + bytes([flags, background, 0]) + gct
    if loop is not None:
        out += b"\x21\xFF\x0BNETSCAPE2.0\x03\x01" + loop.to_bytes(2, "little") + b"\x00"
    for f in frames:
        if f.get("gce", True):
            packed = (f.get("disposal", 0) << 2) | (1 if f.get("transparent") is not None else 0)
            out += b"\x21\xF9\x04" + bytes([packed]) + f.get("delay", 0).to_bytes(2, "little")
            out += bytes([f.get("transparent") or 0, 0])
        x, y, w, h = f["rect"]
        flags = 0x40 if f.get("interlace") else 0
        lct = b""
        if f.get("colours") is not None:
            bits, lct = table_bytes(f["colours"])
            flags |= 0x80 | bits
        out += b"\x2C" + b"".join(v.to_bytes(2, "little") for v in (x, y, w, h)) + bytes([flags]) + lct
        rows = [f["indices"][r * w:(r + 1) * w] for r in range(h)]
        if f.get("interlace"):
            rows = [rows[r] for r in interlace_rows(h)]
        stream = [i for row in rows for i in row]
        mcs = f.get("min_code_size", 8)
        out += bytes([mcs]) + sub_blocks(lzw_encode(stream, mcs, **f.get("lzw", {})))
    if trailer:
        out += b"\x3B"
    return bytes(out)


def ramp(n):
    return [((i * 37) % 256, (i * 91 + 40) % 256, (i * 151 + 90) % 256) for i in range(n)]


def hand_made():
    rng = random.Random(6)
    files = {}
    # 256-colour noise: the code width grows to 12 bits and the table fills; one file clears
    # when full (the usual way), one keeps decoding with a full table (deferred clear).
    # 80×64 pixels give about 5,000 codes, more than the 3,838 free table entries.
    noise = [rng.randrange(256) for _ in range(80 * 64)]
    files["lzw_clear_when_full"] = assemble(80, 64, [dict(rect=(0, 0, 80, 64), indices=noise)], ramp(256))
    files["lzw_deferred_clear"] = assemble(
        80, 64, [dict(rect=(0, 0, 80, 64), indices=noise, lzw=dict(clear_when_full=False))], ramp(256))
    # End code after 100 of 160 pixels (the rest stays undrawn); a frame whose data stops without an
    # end code; an early end over an earlier frame. Every frame has a transparent index, which is
    # where Pillow (with LOAD_TRUNCATED_IMAGES) and browsers agree about undrawn pixels.
    pattern = [(x // 3 + y) % 4 for y in range(10) for x in range(16)]
    files["lzw_early_and_missing_end"] = assemble(16, 10, [
        dict(rect=(0, 0, 16, 10), indices=pattern, min_code_size=2, lzw=dict(end_after=100), delay=5, transparent=3),
        dict(rect=(0, 0, 16, 10), indices=[3 - p for p in pattern], min_code_size=2, lzw=dict(end_code=False),
             delay=7, transparent=0),
        dict(rect=(2, 2, 12, 6), indices=[(x * y) % 4 for y in range(6) for x in range(12)], min_code_size=2,
             lzw=dict(end_after=40), delay=9, transparent=1),
    ], [(255, 0, 0), (0, 255, 0), (0, 0, 255), (250, 250, 250)], loop=3)
    # Images reaching past the logical screen (clipped), interlaced images of odd heights, a
    # local table on a file without a global one, no graphic control extension at all.
    files["layout_clip_interlace"] = assemble(12, 9, [
        dict(rect=(0, 0, 12, 9), indices=[(x + 2 * y) % 5 for y in range(9) for x in range(12)], interlace=True,
             colours=ramp(5), delay=4),
        dict(rect=(7, 5, 9, 7), indices=[(x * y) % 3 for y in range(7) for x in range(9)], colours=ramp(3)[::-1],
             transparent=1, delay=6, interlace=True),
        dict(rect=(3, 1, 5, 3), indices=[1, 2, 0, 2, 1] * 3, colours=[(9, 9, 9), (200, 100, 0), (0, 100, 200)],
             gce=False, interlace=True),
    ])
    # GIF87a: several images, no extensions.
    files["gif87a_multi_image"] = assemble(10, 6, [
        dict(rect=(0, 0, 10, 6), indices=[(x // 2) % 4 for y in range(6) for x in range(10)], gce=False,
             min_code_size=2),
        dict(rect=(2, 1, 4, 3), indices=[3] * 12, gce=False, min_code_size=2),
    ], [(10, 20, 30), (40, 50, 60), (70, 80, 90), (250, 0, 120)], version=b"GIF87a")
    # Disposal 3 chain over a disposal-1 background, with transparency inside the sprites.
    bg = [(x + y) % 2 for y in range(8) for x in range(12)]
    sprite = [0, 2, 2, 0, 2, 3, 3, 2, 2, 3, 3, 2, 0, 2, 2, 0]
    files["disposal_previous_chain"] = assemble(12, 8, [
        # Index 2 is unused here; declaring it transparent makes Pillow keep an RGBA canvas, where its
        # disposal 2 clears to transparent as browsers (and GIFDecoder) do.
        dict(rect=(0, 0, 12, 8), indices=bg, disposal=1, delay=10, min_code_size=2, transparent=2),
        dict(rect=(1, 1, 4, 4), indices=sprite, disposal=3, transparent=0, delay=10, min_code_size=2),
        dict(rect=(5, 2, 4, 4), indices=sprite, disposal=3, transparent=0, delay=10, min_code_size=2),
        dict(rect=(8, 4, 4, 4), indices=sprite, disposal=2, transparent=0, delay=10, min_code_size=2),
        dict(rect=(0, 0, 2, 2), indices=[3, 3, 3, 3], disposal=1, delay=20, min_code_size=2),
    ], [(255, 255, 255), (30, 30, 30), (230, 120, 0), (0, 120, 230)], loop=0)
    return files


# ---------------------------------------------------------------- tool-written GIFs

def tool_made(tmp):
    files = {}
    opaque = save_all(opaque_frames(), tmp, "o")
    clear = save_all(transparent_frames(), tmp, "t")
    palettes = save_all(palette_frames(), tmp, "p")

    def out(name):
        return os.path.join(HERE, name + ".gif")

    # ffmpeg's usual recipe: one global palette, ordered dither, changed rectangles.
    run("ffmpeg", "-v", "error", "-y", "-framerate", "10", "-i", os.path.join(tmp, "o%02d.png"), "-vf",
        "split[a][b];[a]palettegen=stats_mode=diff[p];[b][p]paletteuse=dither=bayer:bayer_scale=3:diff_mode=rectangle",
        "-loop", "0", out("ffmpeg_rectangles"))
    run("ffmpeg", "-v", "error", "-y", "-framerate", "25", "-i", os.path.join(tmp, "t%02d.png"), "-vf",
        "split[a][b];[a]palettegen=reserve_transparent=1[p];[b][p]paletteuse", "-loop", "0",
        out("ffmpeg_transparent"))
    # ImageMagick: disposal 2 on transparent frames, disposal 3 sprites over a background,
    # interlacing, per-frame (local) colour tables, and its frame optimiser.
    run("convert", "-delay", "7", "-dispose", "Background", "-loop", "0", *clear, out("imagemagick_dispose_background"))
    sprite = os.path.join(tmp, "sprite.png")
    im = Image.new("RGBA", (7, 6), (0, 0, 0, 0))
    ImageDraw.Draw(im).ellipse([0, 0, 6, 5], fill=(200, 0, 160, 255))
    im.save(sprite)
    run("convert", "-delay", "10", "-dispose", "None", opaque[0], "-dispose", "Previous",
        "-page", "+2+3", sprite, "-page", "+9+5", sprite, "-page", "+15+8", sprite, "-loop", "2",
        out("imagemagick_dispose_previous"))
    run("convert", "-delay", "12", "-interlace", "GIF", *opaque, out("imagemagick_interlaced"))
    run("convert", "-delay", "20", *palettes, out("imagemagick_local_tables"))
    run("convert", "-delay", "5", *opaque, "-layers", "Optimize", out("imagemagick_optimized"))
    # gifsicle: -O3 re-optimisation, interlacing + disposal previous, local tables from merging.
    run("gifsicle", "-O3", "--loopcount=0", "-o", out("gifsicle_O3"), out("ffmpeg_rectangles"))
    run("gifsicle", "--interlace", "--disposal", "previous", "-d", "9", "-o", out("gifsicle_interlaced_previous"),
        out("imagemagick_dispose_background"))
    single = []
    for i, path in enumerate(palettes):
        g = os.path.join(tmp, f"p{i}.gif")
        Image.open(path).convert("P", palette=Image.Palette.ADAPTIVE, colors=16).save(g)
        single.append(g)
    run("gifsicle", "-d", "15", *single, "-o", out("gifsicle_local_tables"))
    # Pillow: disposal 2 with transparency, local palettes, interlaced (Pillow interlaces images >= 16 px).
    frames = [Image.open(p).convert("RGBA") for p in clear]
    frames[0].save(out("pillow_disposal2_transparent"), save_all=True, append_images=frames[1:], duration=[30, 40, 50, 60, 70],
                   disposal=2, loop=0, optimize=False)
    pal = [Image.open(p).convert("RGB") for p in palettes]
    pal[0].save(out("pillow_local_palettes"), save_all=True, append_images=pal[1:], duration=100, loop=1,
                optimize=False)
    ops = [Image.open(p).convert("RGB") for p in opaque]
    ops[0].save(out("pillow_interlaced_opaque"), save_all=True, append_images=ops[1:], duration=40, interlace=True)
    return files


# ---------------------------------------------------------------- GIFs from our encoder

SPLASHREEL = os.environ.get("SPLASHREEL") or os.path.join(HERE, "..", "..", "..", "..", ".build", "release", "splashreel")


def gradient_frames(n=8, w=64, h=48):
    """A moving diagonal gradient with a little noise: hundreds of colours, long LZW streams."""
    rng = random.Random(2)
    frames = []
    for i in range(n):
        im = Image.new("RGB", (w, h))
        px = im.load()
        for y in range(h):
            for x in range(w):
                t = (x + y + 4 * i) % (w + h)
                px[x, y] = (40 + t * 2 + rng.randrange(6), 90 + (x * 120) // w, 200 - (y * 150) // h + rng.randrange(4))
        frames.append(im)
    return frames


def splashreel_made(tmp):
    """`splashreel encode`: one global palette, disposal 1 everywhere, frame deltas whose unchanged
    pixels are the transparent index, identical frames merged into one longer delay."""
    def encode(name, frames, *options):
        folder = os.path.join(tmp, name)
        os.makedirs(folder)
        save_all(frames, folder, "frame")
        run(SPLASHREEL, "encode", folder, "--out", os.path.join(HERE, name + ".gif"), "--quiet", *options)

    opaque = opaque_frames()
    # 30 fps: delays 3, 3, 4 cs; frame 2 repeated, so it is merged (7 cs).
    encode("splashreel_deltas_30fps", opaque[:3] + [opaque[2]] + opaque[3:], "--fps", "30")
    # Very different colours in a 16-colour palette with the ordered dither pattern, played once.
    encode("splashreel_ordered_16_colours", palette_frames(), "--fps", "5", "--colors", "16", "--dither", "ordered",
           "--loop", "1")
    # 256 colours (12-bit LZW codes), 60 fps resampled to 50 fps, low quality (pixels keep the colour on screen).
    encode("splashreel_gradient_60fps", gradient_frames(), "--fps", "60", "--quality", "low", "--loop", "3")
    # Transparent frames (alpha over black), nearest colour only, high quality.
    encode("splashreel_alpha_over_black", [im for im in transparent_frames()], "--fps", "25", "--dither", "none",
           "--quality", "high")


# ---------------------------------------------------------------- expected frames

def pillow_frames(path):
    # Pillow calls an end code before the last pixel "truncated" unless told to load what is there.
    ImageFile.LOAD_TRUNCATED_IMAGES = os.path.basename(path).startswith("lzw_early")
    im = Image.open(path)
    width, height = im.size  # the logical screen before any frame enlarges it
    frames, delays = [], []
    for i in range(im.n_frames):
        im.seek(i)
        rgba = im.convert("RGBA").crop((0, 0, width, height))
        raw = bytearray(rgba.tobytes())
        for p in range(0, len(raw), 4):
            if raw[p + 3] == 0:
                raw[p:p + 4] = b"\x00\x00\x00\x00"
            elif raw[p + 3] != 255:
                sys.exit(f"{path}: frame {i} has alpha {raw[p + 3]}")
        frames.append(bytes(raw))
        delays.append(im.info.get("duration", 0) // 10)
    return width, height, im.info.get("loop"), frames, delays


def main():
    for name in os.listdir(HERE):
        if name.endswith((".gif", ".rgba")):
            os.remove(os.path.join(HERE, name))
    for name, data in hand_made().items():
        with open(os.path.join(HERE, name + ".gif"), "wb") as f:
            f.write(data)
    with tempfile.TemporaryDirectory() as tmp:
        tool_made(tmp)
        splashreel_made(tmp)
    manifest = {}
    for name in sorted(os.listdir(HERE)):
        if not name.endswith(".gif"):
            continue
        base = name[:-4]
        width, height, loop, frames, delays = pillow_frames(os.path.join(HERE, name))
        with open(os.path.join(HERE, base + ".rgba"), "wb") as f:
            f.write(b"".join(frames))
        manifest[base] = dict(width=width, height=height, loop=loop, frames=len(frames), delays=delays)
    with open(os.path.join(HERE, "expected.json"), "w") as f:
        json.dump(manifest, f, indent=1, sort_keys=True)
        f.write("\n")


if __name__ == "__main__":
    main()
