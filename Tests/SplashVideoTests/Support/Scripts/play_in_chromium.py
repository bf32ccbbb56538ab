"""Plays an animation file in headless Chromium (Debian's /usr/bin/chromium through Playwright)
and prints what the page saw as one JSON line.

usage: play_in_chromium.py FILE video|image X,Y [X,Y ...]

video: a <video> element: its duration, the colours of the pixels (X, Y) of the first frame drawn
to a canvas, whether it played to the end and how far its clock got.
image: an <img> element (APNG, WebP): its natural size and the colours of the pixels (X, Y) of the
first frame drawn to a canvas.

Chromium runs with its GPU path on SwiftShader, as browsers with a GPU draw video: without it,
headless Chromium converts YUV in software with libyuv, whose BT.709 blue coefficient is clamped
(2.0 instead of 2.112), which moves saturated blues by several levels in that path only.
"""
import json
import pathlib
import sys

from playwright.sync_api import sync_playwright

path = pathlib.Path(sys.argv[1]).resolve()
kind = sys.argv[2]
points = [[int(v) for v in point.split(",")] for point in sys.argv[3:]]
page_html = (pathlib.Path(__file__).parent / "player.html").read_text()

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
    page = browser.new_page()
    html_path = path.parent / (".player-" + path.name + ".html")
    html_path.write_text(page_html)
    try:
        page.goto(html_path.as_uri())
        result = page.evaluate(
            "([src, kind, points]) => window.inspect(src, kind, points)", [path.name, kind, points]
        )
    finally:
        html_path.unlink()
        browser.close()
print(json.dumps(result, sort_keys=True))
