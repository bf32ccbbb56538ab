"""Plays an animation file in headless Chromium (Debian's /usr/bin/chromium through Playwright)
and prints what the page saw as one JSON line.

usage: play_in_chromium.py FILE video|image X Y

video: a <video> element: its duration, the colour of pixel (X, Y) of the first frame drawn to a
canvas, whether it played to the end and how far its clock got.
image: an <img> element (APNG, WebP): its natural size and the colour of pixel (X, Y) of the first
frame drawn to a canvas.
"""
import json
import pathlib
import sys

from playwright.sync_api import sync_playwright

path = pathlib.Path(sys.argv[1]).resolve()
kind, x, y = sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
page_html = (pathlib.Path(__file__).parent / "player.html").read_text()

with sync_playwright() as p:
    browser = p.chromium.launch(
        executable_path="/usr/bin/chromium",
        args=["--no-sandbox", "--autoplay-policy=no-user-gesture-required", "--allow-file-access-from-files"],
    )
    page = browser.new_page()
    html_path = path.parent / (".player-" + path.name + ".html")
    html_path.write_text(page_html)
    try:
        page.goto(html_path.as_uri())
        result = page.evaluate(
            "([src, kind, x, y]) => window.inspect(src, kind, x, y)", [path.name, kind, x, y]
        )
    finally:
        html_path.unlink()
        browser.close()
print(json.dumps(result, sort_keys=True))
