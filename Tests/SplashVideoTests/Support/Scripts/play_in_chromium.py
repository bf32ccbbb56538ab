"""Plays an animation file in headless Chromium (Debian's /usr/bin/chromium through Playwright)
and prints what the page saw as one JSON line.

usage: play_in_chromium.py X,Y [X,Y ...] -- FILE [FILE ...]

Prints one JSON object keyed by file name. For .mp4, .mov and .webm, a <video> element: its
duration, the colours of the pixels (X, Y) of the first frame drawn to a canvas, whether it played
to the end and how far its clock got. For other files, an <img> element (APNG, WebP): its natural
size and the colours of the pixels (X, Y) of the first frame drawn to a canvas. One browser serves
every file.

Chromium runs with its GPU path on SwiftShader, as browsers with a GPU draw video: without it,
headless Chromium converts YUV in software with libyuv, whose BT.709 blue coefficient is clamped
(2.0 instead of 2.112), which moves saturated blues by several levels in that path only.
"""
import json
import pathlib
import sys

from playwright.sync_api import sync_playwright

split = sys.argv.index("--")
points = [[int(v) for v in point.split(",")] for point in sys.argv[1:split]]
paths = [pathlib.Path(name).resolve() for name in sys.argv[split + 1:]]
page_html = (pathlib.Path(__file__).parent / "player.html").read_text()
results = {}

with sync_playwright() as p:
    browser = p.chromium.launch(
        executable_path="/usr/bin/chromium",
        args=[
            "--use-angle=swiftshader",
            "--enable-unsafe-swiftshader",
            "--ignore-gpu-blocklist",
            "--no-sandbox",
            "--autoplay-policy=no-user-gesture-required",
            "--allow-file-access-from-files",
        ],
    )
    try:
        for path in paths:
            kind = "video" if path.suffix in (".mp4", ".mov", ".webm") else "image"
            page = browser.new_page()
            html_path = path.parent / (".player-" + path.name + ".html")
            html_path.write_text(page_html)
            try:
                page.goto(html_path.as_uri())
                results[path.name] = page.evaluate(
                    "([src, kind, points]) => window.inspect(src, kind, points)", [path.name, kind, points]
                )
            finally:
                html_path.unlink()
                page.close()
    finally:
        browser.close()
print(json.dumps(results, sort_keys=True))
