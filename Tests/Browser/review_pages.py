#!/usr/bin/env python3
"""Checks splashreel's review page (report.html), gallery page (index.html) and studio (splashreel
preview) in headless Chromium.

Run by the Swift test ReviewPagesInBrowserTests with folders it has just written:
  --report  a failing diff of Tests/SplashDiffTests/Fixtures/Animations expected.gif / actual_moved.gif
  --long    a diff of 300 samples (opening time, lazy loading)
  --sizes   a diff whose sides differ in size (no samples)
  --gallery a batch output folder (index.html)
  --motion  a diff of two scenes whose logo drops 3 pt at 0.2 s, at 2 pixels a point (motion lines)
  --studio  a running studio's URL, --studio-scene its scene file (edited by the checks)
  --golden-studio a studio started with --golden (a GIF recorded from --golden-scene, edited here)
Uses Playwright for Python with the system Chromium (no browser download). Prints what failed and
exits 1, or prints "review_pages: all checks passed".
"""

import argparse
import functools
import http.server
import io
import json
import os
import sys
import threading
import time

import numpy as np
from PIL import Image
from playwright.sync_api import sync_playwright

failures = []


def check(condition, message):
    if not condition:
        failures.append(message)
        print("FAIL: " + message, flush=True)


def png(path):
    return np.asarray(Image.open(path).convert("RGB"))


def shot(locator):
    box = locator.bounding_box()
    check(all(float(box[k]).is_integer() for k in ("x", "y", "width", "height")), f"whole-pixel box {box}")
    return np.asarray(Image.open(io.BytesIO(locator.screenshot(animations="disabled"))).convert("RGB"))


def same(a, b):
    return a.shape == b.shape and bool((a == b).all())


def serve(root):
    """A plain HTTP server on 127.0.0.1 and a free port, for the folder `root`."""

    class Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, *args):
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=root))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def open_page(browser, url, console):
    page = browser.new_page(viewport={"width": 1200, "height": 900})
    page.on("console", lambda m: m.type in ("error", "warning") and console.append(f"{url}: {m.type}: {m.text}"))
    page.on("pageerror", lambda e: console.append(f"{url}: page error: {e}"))
    # A picture replaced before it finished loading is cancelled (net::ERR_ABORTED): not a fault.
    page.on("requestfailed", lambda r: "ERR_ABORTED" not in (r.failure or "")
            and console.append(f"{url}: request failed: {r.url} ({r.failure})"))
    page.goto(url)
    page.wait_for_selector("html[data-ready=true]", state="attached", timeout=10000)
    return page


def loaded(page, selector, name):
    """Waits until the image `selector` shows the file `name`, decoded."""
    page.wait_for_function(
        """([selector, name]) => {
             const image = document.querySelector(selector);
             return image.getAttribute("src") === name && image.complete && image.naturalWidth > 0;
           }""",
        arg=[selector, name],
        timeout=5000,
    )


def sample_files(sample):
    return (
        "samples/expected-%04d.png" % sample["expectedFrame"],
        "samples/actual-%04d.png" % sample["actualFrame"],
        "samples/diff-%04d.png" % sample["index"],
    )


def check_review(browser, folder, url, console, full):
    report = json.load(open(os.path.join(folder, "report.json")))
    samples = report["samples"]
    page = open_page(browser, url, console)
    where = url.split(":")[0]

    # It opens at the first failing sample (4, at 0.4 s), with its figures.
    check(page.get_attribute("#review", "data-sample") == "4", f"{where}: opens at sample 4")
    check(page.text_content("#n-pixels") == "36", f"{where}: 36 differing pixels shown")
    check(page.text_content("#n-time") == "0.4 s – 0.5 s", f"{where}: time of sample 4")
    check(page.text_content("#n-box") == "9×11 at (14, 3)", f"{where}: changed box of sample 4")
    check(page.text_content("#verdict") == "pixels differ", f"{where}: verdict")

    # 1:1 pictures, changed box hidden: the shown expected, actual and diff are the sample PNGs.
    page.select_option("#scale", "1")
    page.keyboard.press("b")
    expected, actual, diff = sample_files(samples[4])
    for selector, name in (("#side-expected", expected), ("#side-actual", actual), ("#side-diff", diff)):
        loaded(page, selector, name)
        check(same(shot(page.locator(selector)), png(os.path.join(folder, name))), f"{where}: {selector} equals {name}")
    if not full:
        page.close()
        return

    # The changed box sits on the changed pixels.
    page.keyboard.press("b")
    frame = page.locator("#side-actual").bounding_box()
    box = page.locator("#view-side .frame:has(#side-actual) .box").bounding_box()
    check(
        (round(box["x"] - frame["x"]), round(box["y"] - frame["y"]), round(box["width"]), round(box["height"]))
        == (14, 3, 9, 11),
        f"changed box drawn at (14, 3), 9×11: {box}",
    )
    page.keyboard.press("b")

    # Keyboard: steps, first/last, first failure, play and pause.
    for key, index in (("ArrowRight", 5), ("ArrowLeft", 4), ("ArrowLeft", 3), ("Home", 0), ("End", 7), ("f", 4)):
        page.keyboard.press(key)
        check(page.get_attribute("#review", "data-sample") == str(index), f"key {key} → sample {index}")
    page.keyboard.press("n")
    check(page.get_attribute("#review", "data-sample") == "5", "N → next failing sample 5")
    page.keyboard.press("f")
    page.select_option("#speed", "0.25")
    page.keyboard.press(" ")
    check(page.get_attribute("#review", "data-playing") == "true", "space plays")
    page.wait_for_function("document.querySelector('#review').dataset.sample !== '4'", timeout=5000)
    page.keyboard.press(" ")
    check(page.get_attribute("#review", "data-playing") == "false", "space pauses")
    at = int(page.get_attribute("#review", "data-sample"))
    # Played in sync: every view shows the same sample's pictures.
    names = sample_files(samples[at])
    for selector, name in (("#side-expected", names[0]), ("#wipe-expected", names[0]), ("#blend-actual", names[1]),
                           ("#side-diff", names[2]), ("#diff-picture", names[2])):
        check(page.get_attribute(selector, "src") == name, f"{selector} shows sample {at} while playing")
    # Without loop, playing from the last sample stops at the end; with it, playback wraps to 0 s.
    page.select_option("#speed", "1")
    page.keyboard.press("End")
    page.keyboard.press("l")
    check(not page.is_checked("#loop"), "L turns looping off")
    page.keyboard.press(" ")
    page.wait_for_function("document.querySelector('#review').dataset.playing === 'false'", timeout=5000)
    check(page.get_attribute("#review", "data-sample") == "7", "playback without loop stops on the last sample")
    page.keyboard.press("l")
    page.keyboard.press(" ")
    page.wait_for_function("Number(document.querySelector('#review').dataset.sample) < 7", timeout=5000)
    page.keyboard.press(" ")
    check(page.get_attribute("#review", "data-playing") == "false", "looping playback pauses")
    page.keyboard.press("f")

    # Wipe: drag the divider to column 12: expected left of it, actual right of it.
    page.keyboard.press("2")
    check(page.get_attribute("#review", "data-view") == "wipe", "key 2 → wipe")
    wipe = page.locator("#wipe-frame")
    loaded(page, "#wipe-expected", expected)
    loaded(page, "#wipe-actual", actual)
    rect = wipe.bounding_box()
    page.mouse.move(rect["x"] + 20.5, rect["y"] + 5)
    page.mouse.down()
    page.mouse.move(rect["x"] + 12.2, rect["y"] + 8)
    page.mouse.up()
    check(page.get_attribute("#review", "data-wipe") == "12", "wipe divider dragged to column 12")
    picture = shot(wipe)
    e, a = png(os.path.join(folder, expected)), png(os.path.join(folder, actual))
    check(same(picture[:, :11], e[:, :11]), "wipe: columns 0–10 show expected")
    check(same(picture[:, 13:], a[:, 13:]), "wipe: columns 13– show actual")
    check(bool((picture[:, 11:13] == [10, 132, 255]).all()), "wipe: the divider covers columns 11 and 12")
    page.focus("#wipe-divider")
    page.keyboard.press("ArrowRight")
    check(page.get_attribute("#review", "data-wipe") == "13", "wipe divider moves by a pixel with →")
    page.locator("body").click(position={"x": 5, "y": 5})

    # Blend: 0 % is expected, 100 % actual, 50 % halfway.
    page.keyboard.press("3")
    blend = page.locator("#view-blend .frame")
    loaded(page, "#blend-expected", expected)
    loaded(page, "#blend-actual", actual)
    for value, want in (("0", e), ("100", a)):
        page.fill("#blend", value)
        check(same(shot(blend), want), f"blend {value} % equals {'expected' if value == '0' else 'actual'}")
    page.fill("#blend", "50")
    half = shot(blend).astype(int)
    middle = (e.astype(int) + a.astype(int)) / 2
    # Chromium composites in 8 bits (opacity 0.5 is 128/255): within 2 of the exact mean.
    check(half.shape == e.shape and np.abs(half - middle).max() <= 2, "blend 50 % is the mean of both within 2")
    check(page.text_content("#blend-value") == "50 %", "blend value shown")

    # Toggle: T swaps expected and actual by hand; blinking swaps them by itself.
    page.locator("body").click(position={"x": 5, "y": 5})
    page.keyboard.press("t")
    check(page.get_attribute("#review", "data-view") == "toggle", "T → toggle view")
    toggle = page.locator("#toggle-picture")
    loaded(page, "#toggle-picture", expected)
    check(same(shot(toggle), e), "toggle shows expected")
    page.keyboard.press("t")
    loaded(page, "#toggle-picture", actual)
    check(same(shot(toggle), a), "T: toggle shows actual")
    page.check("#blink")
    page.wait_for_function("document.querySelector('#review').dataset.toggle === 'expected'", timeout=3000)
    page.wait_for_function("document.querySelector('#review').dataset.toggle === 'actual'", timeout=3000)
    page.uncheck("#blink")

    # Diff view.
    page.keyboard.press("5")
    loaded(page, "#diff-picture", diff)
    check(same(shot(page.locator("#diff-picture")), png(os.path.join(folder, diff))), "diff view equals the diff PNG")

    # Zoom: a click on pixel (18, 8) of the actual picture magnifies 21×21 pixels around it 8×, nearest neighbour.
    page.keyboard.press("1")
    rect = page.locator("#side-actual").bounding_box()
    page.mouse.click(rect["x"] + 18.5, rect["y"] + 8.5)
    check(page.get_attribute("#review", "data-view") == "zoom", "a click on a picture opens the zoom")
    check(page.get_attribute("#review", "data-zoom") == "18,8", "zoom point (18, 8)")
    for canvas, name in (("#zoom-expected", expected), ("#zoom-actual", actual), ("#zoom-diff", diff)):
        region = png(os.path.join(folder, name))[0:21, 8:29]
        check(same(shot(page.locator(canvas)), region.repeat(8, axis=0).repeat(8, axis=1)),
              f"{canvas} is pixels (8…28, 0…20) of {name} at 8×")

    # Timeline: a mark per sample; the failing ones, and only they, red, each at its time.
    marks = page.eval_on_selector_all(
        ".sample",
        """(marks) => marks.map((mark) => {
             const track = document.querySelector('#timeline').getBoundingClientRect();
             const r = mark.getBoundingClientRect();
             return {index: Number(mark.dataset.index), fail: mark.classList.contains('fail'),
                     left: r.left - track.left - 1, width: r.width, track: track.width - 2};
           })""",
    )
    check(len(marks) == len(samples), f"{len(marks)} timeline marks for {len(samples)} samples")
    check([m["index"] for m in marks if m["fail"]] == [s["index"] for s in samples if not s["passed"]],
          "failing marks are samples 4–7")
    duration = samples[-1]["end"]
    for mark, sample in zip(marks, samples):
        want = sample["start"] / duration * mark["track"]
        check(abs(mark["left"] - want) <= 1, f"mark {sample['index']} at {mark['left']:.1f} px, want {want:.1f}")
    rect = page.locator("#timeline").bounding_box()
    page.mouse.click(rect["x"] + 1 + (rect["width"] - 2) * 0.55 / duration, rect["y"] + 14)
    check(page.get_attribute("#review", "data-sample") == "5", "a click at 0.55 s on the timeline shows sample 5")
    page.click("#first-failure")
    check(page.get_attribute("#review", "data-sample") == "4", "First failure jumps to sample 4")
    page.close()


def check_long(browser, folder, console):
    report = json.load(open(os.path.join(folder, "report.json")))
    check(len(report["samples"]) == 300, f"the long report has {len(report['samples'])} samples, want 300")
    server = serve(folder)
    page = open_page(browser, f"http://127.0.0.1:{server.server_port}/report.html", console)
    opened = page.evaluate("performance.getEntriesByName('splashreel-ready')[0].startTime")
    pictures = page.evaluate("performance.getEntriesByType('resource').filter((r) => r.name.endsWith('.png')).length")
    print(f"review_pages: 300-sample page ready {opened:.0f} ms after navigation; {pictures} pictures loaded")
    check(opened < 1000, f"a 300-sample page opens in under a second, took {opened:.0f} ms")
    check(pictures <= 12, f"only the shown and next samples' pictures load at first, {pictures} did")
    check(page.locator(".sample").count() == 300, "300 timeline marks")
    first = next(s for s in report["samples"] if not s["passed"])
    check(page.get_attribute("#review", "data-sample") == str(first["index"]), "opens at the first failure")
    page.close()
    server.shutdown()


def check_sizes(browser, folder, console):
    page = open_page(browser, "file://" + os.path.join(folder, "report.html"), console)
    check(page.is_visible("#no-samples"), "sizes differ: the page says no pictures were compared")
    check(page.text_content("#structure").startswith("size differs: expected 32×24, actual 34×24"),
          "sizes differ: the structure failure is shown")
    check(not page.is_visible("#review"), "sizes differ: no player")
    # This comparison asked for OKLab over white: the settings line says so.
    check("threshold 0.1, colour difference OKLab HyAB (pixelmatch main, July 2026), translucency over white, "
          "anti-aliasing excused" in page.text_content("#sides"), "sizes differ: the metric and backdrop are named")
    page.close()


def check_motion(browser, folder, console):
    report = json.load(open(os.path.join(folder, "report.json")))
    changes = report["motion"]["changes"]
    page = open_page(browser, "file://" + os.path.join(folder, "report.html"), console)
    lines = page.eval_on_selector_all("#motion-lines button", "(buttons) => buttons.map((b) => b.textContent)")
    check(lines == ["motion: " + c["line"] for c in changes], f"the page lists the motion lines: {lines}")
    check(lines[:1] == ["motion: logo: y +3 pt from 0.2 s to the end"], "the logo's line comes first")
    check(not page.is_visible(".outline"), "no outline before a line is chosen")
    page.select_option("#scale", "1")
    page.keyboard.press("End")
    page.click("#motion-lines button >> nth=0")
    start = changes[0]["start"]
    want = max(s["index"] for s in report["samples"] if s["start"] <= start + 1e-9)
    check(page.get_attribute("#review", "data-sample") == str(want), f"a click on the line goes to sample {want}")
    check(page.get_attribute("#review", "data-motion") == "0", "the clicked line is the chosen one")
    check(page.get_attribute("#motion-lines button >> nth=0", "aria-pressed") == "true", "the line shows pressed")
    frame = page.locator("#side-actual").bounding_box()
    outline = page.locator("#view-side .frame:has(#side-actual) .outline").bounding_box()
    got = (round(outline["x"] - frame["x"]), round(outline["y"] - frame["y"]), round(outline["width"]),
           round(outline["height"]))
    # The logo at (10, 23) pt, 12×8 pt, at 2 pixels a point.
    check(got == (20, 46, 24, 16), f"the logo is outlined at (20, 46), 24×16 pixels: {got}")
    page.keyboard.press("Escape")
    check(not page.is_visible(".outline"), "Escape removes the outline")
    page.close()


def check_gallery(browser, folder, console):
    state = json.load(open(os.path.join(folder, ".splashreel-gallery.json")))
    ids = sorted(state)
    server = serve(folder)
    try:
        for url in ("file://" + os.path.join(folder, "index.html"), f"http://127.0.0.1:{server.server_port}/index.html"):
            page = open_page(browser, url, console)
            cards = page.eval_on_selector_all(".card", "(cards) => cards.map((card) => card.dataset.id)")
            check(cards == ids, f"gallery lists every job: {cards}")
            page.wait_for_function("[...document.querySelectorAll('.card')].every((c) => c.dataset.poster === 'drawn')",
                                   timeout=5000)
            entry = state["dot-30x60@1"]
            card = page.locator('.card[data-id="dot-30x60@1"]')
            check(card.locator(".size").text_content() == f"{entry['width']}×{entry['height']} @1x", "gallery size")
            check(card.locator(".frames").text_content() == f"{entry['frames']} at 10 fps", "gallery frames")
            check(card.locator(".duration").text_content() == "%.2f s" % entry["duration"], "gallery duration")
            check(card.locator(".links a").nth(1).get_attribute("href") == "dot-30x60@1-sheet.png", "sheet link")
            if url.startswith("http"):
                # The poster is the GIF's first frame (readable back from a canvas only from a server).
                first = np.asarray(Image.open(os.path.join(folder, entry["gif"])).convert("RGB"))
                poster = page.evaluate(
                    """() => { const c = document.querySelector('.card[data-id="dot-30x60@1"] canvas');
                               return Array.from(c.getContext('2d').getImageData(0, 0, c.width, c.height).data); }""")
                poster = np.array(poster, dtype=np.uint8).reshape(first.shape[0], first.shape[1], 4)[:, :, :3]
                check(same(poster, first), "the poster is the GIF's first frame")
            card.hover()
            check(card.get_attribute("data-playing") == "true", "hover plays the preview")
            page.wait_for_function(
                """() => { const i = document.querySelector('.card[data-id="dot-30x60@1"] .preview img');
                           return i && i.complete && i.naturalWidth === 30; }""", timeout=5000)
            page.mouse.move(1, 1)
            check(card.get_attribute("data-playing") == "false", "leaving the card stops the preview")
            if url.startswith("http"):
                for link in page.eval_on_selector_all(".links a", "(links) => links.map((a) => a.href)"):
                    check(page.request.get(link).status == 200, f"gallery link {link} is served")
            page.close()
    finally:
        server.shutdown()


def image_pixels(page, selector):
    """The RGB pixels of the picture an <img> shows (drawn into a canvas: no overlay, no outline)."""
    data = page.evaluate(
        """(selector) => { const image = document.querySelector(selector);
                   const canvas = document.createElement("canvas");
                   canvas.width = image.naturalWidth; canvas.height = image.naturalHeight;
                   const context = canvas.getContext("2d");
                   context.drawImage(image, 0, 0);
                   return [canvas.width, canvas.height,
                           Array.from(context.getImageData(0, 0, canvas.width, canvas.height).data)]; }""",
        selector)
    return np.array(data[2], dtype=np.uint8).reshape(data[1], data[0], 4)[:, :, :3]


def check_studio(browser, url, scene_path, console):
    started = time.monotonic()
    """The studio of `splashreel preview` on a 40×60 pt scene at @1x and 10 fps: a 12×8 logo
    that slides from x = 4 to 24 in 0.4 s, a block (10, 30, 20×10) that fades in from 0.3 s."""
    origin = url.split("/?")[0]
    requests = []
    page = browser.new_page(viewport={"width": 1200, "height": 900})
    page.on("console", lambda m: m.type in ("error", "warning") and console.append(f"studio: {m.type}: {m.text}"))
    page.on("pageerror", lambda e: console.append(f"studio: page error: {e}"))
    page.on("request", lambda r: requests.append(r.url))
    page.goto(url)
    page.wait_for_selector("html[data-ready=true]", state="attached", timeout=10000)
    studio = page.locator("#studio")

    def shown(n, generation=None):
        page.wait_for_function(
            """([n, g]) => { const s = document.getElementById("studio").dataset;
                             const [gen, , , frame] = (s.shown || "").split(":");
                             return frame === String(n) && (g === null || gen === String(g)); }""",
            arg=[n, generation], timeout=5000)

    def displayed():
        return image_pixels(page, "#frame")

    def served(t):
        return np.asarray(Image.open(io.BytesIO(page.request.get(f"{origin}/frame.png?t={t}").body())).convert("RGB"))

    # The first frame, at 40×60 CSS pixels, is /frame.png at t = 0 pixel for pixel.
    shown(0)
    check(page.text_content("#title") == "slide on 40x60@1", "studio title")
    check(same(shot(page.locator("#frame")), served(0)), "studio shows frame 0 as served")
    lanes = page.eval_on_selector_all(".lane", "(lanes) => lanes.map((l) => l.dataset.step)")
    check(lanes == ["slide", "fade"], f"one lane per step: {lanes}")
    check(page.locator(".lane polyline").count() == 2, "each animation's curve is drawn")

    # Scrub to frame 3 (0.3 s), then step forward and back.
    page.eval_on_selector("#scrub", "(s) => { s.value = '3'; s.dispatchEvent(new Event('input')); }")
    shown(3)
    check(studio.get_attribute("data-t") == "0.3", "scrubbed to 0.3 s")
    check(same(shot(page.locator("#frame")), served(0.3)), "frame 3 shown as served")
    page.keyboard.press("ArrowRight")
    shown(4)
    page.click("#step-back")
    shown(3)
    page.click("#step-back")
    shown(2)
    check(page.text_content("#time") == "0.200 s", "time after stepping back")

    # A click on a lane's bar jumps to its step's first frame.
    page.click('.lane[data-step="fade"] .bar-step')
    shown(3)

    # Play, then pause: frames advance, and stop.
    page.click("#play")
    check(studio.get_attribute("data-playing") == "true", "playing")
    page.wait_for_function("() => Number(document.getElementById('studio').dataset.frame) !== 3", timeout=5000)
    page.click("#play")
    check(studio.get_attribute("data-playing") == "false", "paused")
    paused = studio.get_attribute("data-frame")
    time.sleep(0.3)
    check(studio.get_attribute("data-frame") == paused, "no frame change while paused")

    # The layer tree: the block's values at 0.4 s and its bounds outlined on the picture.
    page.eval_on_selector("#scrub", "(s) => { s.value = '4'; s.dispatchEvent(new Event('input')); }")
    shown(4)
    page.click('#layers button[data-layer="block"]')
    alpha = page.locator('#properties tr[data-key="alpha"] td')
    check(alpha.nth(1).text_content() == "0.4", f"block alpha at 0.4 s: {alpha.nth(1).text_content()}")
    check(alpha.nth(2).text_content() == "fade (animating, linear)", f"alpha driven by: {alpha.nth(2).text_content()}")
    frame = page.locator("#frame").bounding_box()
    outline = page.locator("#outline").bounding_box()
    got = tuple(round(v) for v in (outline["x"] - frame["x"], outline["y"] - frame["y"], outline["width"], outline["height"]))
    check(got == (10, 30, 20, 10), f"the block is outlined at (10, 30), 20×10: {got}")

    # Edit and reload: a new block colour shows at the same instant.
    before = displayed()
    text = open(scene_path).read()
    started = time.monotonic()
    with open(scene_path, "w") as f:
        f.write(text.replace("#1060C0", "#C01060"))
    shown(4, generation=2)
    reload_ms = (time.monotonic() - started) * 1000
    check(reload_ms < 1000, f"edit shown within 1 s ({reload_ms:.0f} ms)")
    after = displayed()
    check(not same(before, after) and same(after, served(0.4)), "the edit is shown at 0.4 s")

    # A broken edit: its one-line error over the last good picture; the next good save recovers.
    with open(scene_path, "w") as f:
        f.write(text.replace('"alpha": 0,', '"alpha": 7,'))
    page.wait_for_selector("#error:not([hidden])", timeout=5000)
    check(page.text_content("#error") == "slide.json: layers[1].alpha: alpha must be between 0 and 1, got 7.0",
          f"error overlay: {page.text_content('#error')}")
    check(same(displayed(), after), "the last good picture stays under the error")
    with open(scene_path, "w") as f:
        f.write(text)
    page.wait_for_selector("#error", state="hidden", timeout=5000)
    shown(4, generation=3)
    check(same(displayed(), before), "recovered: the original picture again")

    # Another screen: a custom WxH@S keeps the instant.
    page.fill("#custom-device", "30x50@1")
    page.dispatch_event("#custom-device", "change")
    page.wait_for_function("() => document.getElementById('title').textContent === 'slide on 30x50@1'", timeout=5000)
    shown(4, generation=3)
    check(page.locator("#frame").bounding_box()["width"] == 30, "the picture is 30 pt wide")

    # Export through the pipeline (token sent by the page).
    page.click("#export-gif")
    page.wait_for_function("() => document.getElementById('studio').dataset.export === 'done'", timeout=20000)

    # Keyframe and transition steps get lanes with their curves too (after the export, which
    # renders the scene as it was).
    with open(scene_path, "w") as f:
        f.write(text.replace('"curve": "linear"}]}', '"curve": "linear"}, '
                             '{"id": "drop", "at": 0, "animateKeyframes": {"withDuration": 0.4, "keyframes": ['
                             '{"withRelativeStartTime": 0, "relativeDuration": 1, "animations": {"logo": {"alpha": 0.5}}}]}}, '
                             '{"id": "flip", "at": 0.35, "transition": {"with": "block", "duration": 0.2, '
                             '"options": ["transitionFlipFromLeft"], "animations": {"block": {"backgroundColor": "#10C060"}}}}]}'))
    page.wait_for_function("() => document.querySelectorAll('.lane').length === 4", timeout=5000)
    lanes = page.eval_on_selector_all(".lane", "(lanes) => lanes.map((l) => l.dataset.step)")
    check(lanes == ["slide", "fade", "drop", "flip"], f"keyframe and transition lanes: {lanes}")
    check(page.locator(".lane polyline").count() == 4, "the keyframe call's and the transition's curves are drawn")
    title = page.get_attribute('.lane[data-step="flip"] .bar-step', "title")
    check(title == "block.transitionFlipFromLeft: easeInOut", f"the transition's bar names it: {title}")

    off = [r for r in requests if not (r.startswith(origin + "/") or r.startswith("blob:" + origin + "/")
                                       or r.startswith("data:"))]
    check(not off, f"no request off 127.0.0.1: {off}")
    print(f"review_pages: studio checked in {time.monotonic() - started:.1f} s")
    page.close()
    return reload_ms


def check_golden(browser, url, scene_path, console):
    """Golden mode on the sliding scene (40×60 pt @1x, 10 fps), golden recorded from it by `check`."""
    origin = url.split("/?")[0]
    page = browser.new_page(viewport={"width": 1200, "height": 900})
    page.on("console", lambda m: m.type in ("error", "warning") and console.append(f"golden: {m.type}: {m.text}"))
    page.on("pageerror", lambda e: console.append(f"golden: page error: {e}"))
    page.goto(url)
    page.wait_for_selector("html[data-ready=true]", state="attached", timeout=10000)
    studio = page.locator("#studio")

    def compared(state, generation):
        page.wait_for_function(
            """([s, g]) => { const d = document.getElementById("studio").dataset;
                             return d.goldenState === s && d.goldenGeneration === String(g); }""",
            arg=[state, generation], timeout=20000)

    def golden_shown(view, t):
        page.wait_for_function(
            "(want) => document.getElementById('studio').dataset.goldenShown === want", arg=f"{view}:{t}", timeout=5000)

    def served(route):
        return np.asarray(Image.open(io.BytesIO(page.request.get(origin + route).body())).convert("RGB"))

    compared("matches", 1)
    check(page.is_visible("#golden-panel"), "golden panel shown")
    check(page.text_content("#golden-state") == "matches", "golden badge says matches")
    check(page.locator("#golden-failing li").count() == 0, "no failing instants")

    # Side by side: the golden's frame at t = 0 beside the edit, as /golden.png serves it.
    page.click('.golden .views button[data-view="side"]')
    golden_shown("side", 0)
    check(same(image_pixels(page, "#golden-frame"), served("/golden.png?t=0")), "side by side shows the golden's frame")
    check(page.is_visible("#golden-pane") and page.is_visible("#frame"), "both panes visible")

    # The edit stops the logo at x = 20: 4 failing instants; a click on the first jumps to frame 2.
    text = open(scene_path).read()
    with open(scene_path, "w") as f:
        f.write(text.replace('"x": 24', '"x": 20'))
    compared("differs", 2)
    rows = page.locator("#golden-failing li")
    check(rows.count() == 4, f"4 failing instants: {rows.count()}")
    check(rows.nth(0).text_content() == "0.200–0.300 s · frame 2 · 32 px", f"first failing: {rows.nth(0).text_content()}")
    check(page.text_content("#golden-motion") == "motion: logo: x reaches 20 pt instead of 24 pt at 0.4 s",
          f"motion line: {page.text_content('#golden-motion')}")
    page.click("#golden-failing li:nth-child(1) button")
    page.wait_for_function("() => document.getElementById('studio').dataset.frame === '2'", timeout=5000)

    # Diff: the 32 differing pixels red.
    page.click('.golden .views button[data-view="diff"]')
    golden_shown("diff", 0.2)
    red = (image_pixels(page, "#golden-frame") == [255, 0, 0]).all(axis=2).sum()
    check(red == 32, f"the diff view marks 32 pixels red: {red}")

    # Wipe at 25 %: the stage shows the edit left of x = 10 and the golden right of it.
    page.click('.golden .views button[data-view="wipe"]')
    golden_shown("wipe", 0.2)
    page.eval_on_selector("#mix", "(m) => { m.value = '25'; m.dispatchEvent(new Event('input')); }")
    page.wait_for_timeout(100)
    stage = np.asarray(Image.open(io.BytesIO(page.locator("#frame").screenshot())).convert("RGB"))
    edit, golden = served("/frame.png?t=0.2"), served("/golden.png?t=0.2")
    check(same(stage[:, :10], edit[:, :10]) and same(stage[:, 10:], golden[:, 10:]),
          "the wipe shows the edit left of 25 % and the golden right of it")

    # Blend: the golden at the slider's opacity.
    page.click('.golden .views button[data-view="blend"]')
    check(page.eval_on_selector("#golden-pane", "(p) => p.style.opacity") == "0.25", "blend at 25 %")

    # Back to the recorded scene: it matches again.
    with open(scene_path, "w") as f:
        f.write(text)
    compared("matches", 3)
    check(page.locator("#golden-failing li").count() == 0, "matches again after the edit is undone")
    print("review_pages: golden mode checked")
    page.close()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--chromium", default="/usr/bin/chromium")
    for name in ("report", "long", "sizes", "gallery", "motion"):
        parser.add_argument("--" + name, required=True)
    # The studio of `splashreel preview` (its URL with the token) and its scene file.
    parser.add_argument("--studio")
    parser.add_argument("--studio-scene")
    parser.add_argument("--golden-studio")
    parser.add_argument("--golden-scene")
    args = parser.parse_args()
    started = time.monotonic()
    console = []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=args.chromium, headless=True)
        check_review(browser, args.report, "file://" + os.path.join(args.report, "report.html"), console, full=True)
        server = serve(args.report)
        try:
            check_review(browser, args.report, f"http://127.0.0.1:{server.server_port}/report.html", console, full=False)
        finally:
            server.shutdown()
        check_long(browser, args.long, console)
        check_sizes(browser, args.sizes, console)
        check_gallery(browser, args.gallery, console)
        check_motion(browser, args.motion, console)
        if args.studio:
            reload_ms = check_studio(browser, args.studio, args.studio_scene, console)
            print(f"review_pages: studio edit shown after {reload_ms:.0f} ms")
        if args.golden_studio:
            check_golden(browser, args.golden_studio, args.golden_scene, console)
        browser.close()
    for line in console:
        check(False, "console: " + line)
    print(f"review_pages: {time.monotonic() - started:.1f} s in the browser")
    if failures:
        print(f"review_pages: {len(failures)} checks failed")
        sys.exit(1)
    print("review_pages: all checks passed")


if __name__ == "__main__":
    main()
