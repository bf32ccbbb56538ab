// The review page of a splashreel comparison: plays expected and actual in sync at the
// comparison's timing and shows each compared sample's pictures, which are lossless PNG files in
// samples/ beside the page, loaded only when shown (and a few ahead while playing).
"use strict";

(() => {
  const report = JSON.parse(document.getElementById("page-data").textContent);
  const samples = report.samples;
  const width = report.expected.width;
  const height = report.expected.height;
  const $ = (id) => document.getElementById(id);

  // ---- Formatting, as summary.md writes it ----

  /** "0.267 s": to the millisecond, trailing zeros dropped ("0.26 s", "2 s"), as the terminal writes times. */
  function formatTime(seconds) {
    const text = (Math.round(seconds * 1000) / 1000).toFixed(3).replace(/0+$/, "").replace(/\.$/, "");
    return (text === "-0" ? "0" : text) + " s";
  }

  const formatPercent = (ratio) => (ratio * 100).toFixed(2) + " %";
  const formatBox = (box) => (box ? `${box.width}×${box.height} at (${box.x}, ${box.y})` : "–");

  function describeSide(side) {
    const kind = side.rendered ? "rendered" : "stored";
    const frames = `${side.frames} ${kind} frame${side.frames === 1 ? "" : "s"}`;
    const length = side.duration === 0 && side.frames === 1 ? "still" : formatTime(side.duration);
    return `${side.width}×${side.height}, ${frames}, ${length}`;
  }

  /** The sample pictures' file names (see SampleFrameStore). */
  const pictureName = (kind, number) => `samples/${kind}-${String(number).padStart(4, "0")}.png`;
  const urls = (sample) => ({
    expected: pictureName("expected", sample.expectedFrame),
    actual: pictureName("actual", sample.actualFrame),
    diff: pictureName("diff", sample.index),
  });

  // ---- Header ----

  const failing = samples.filter((s) => !s.passed);
  const outcome = report.structureFailures.length > 0
    ? "structure differs"
    : failing.length > 0 ? "pixels differ" : "same";
  $("verdict").textContent = outcome;
  $("verdict").classList.toggle("fail", outcome !== "same");
  for (const [label, side, name] of [
    ["expected", report.expected, report.settings.expected],
    ["actual", report.actual, report.settings.actual],
  ]) {
    const item = document.createElement("li");
    item.textContent = `${label} ${name}: ${describeSide(side)}`;
    $("sides").append(item);
  }
  const tolerance = [];
  if (report.settings.maxDiffPixels != null) tolerance.push(`${report.settings.maxDiffPixels} pixels`);
  if (report.settings.maxDiffRatio != null) tolerance.push(formatPercent(report.settings.maxDiffRatio));
  const settings = document.createElement("li");
  // The colour difference and the backdrop of translucent pixels, when not the defaults (YIQ, checkerboard).
  const metric = report.settings.metric === "oklab" ? ", colour difference OKLab HyAB (pixelmatch main, July 2026)" : "";
  const backdrop = report.settings.checkerboard === false ? ", translucency over white" : "";
  settings.textContent = `threshold ${report.settings.threshold}${metric}${backdrop}, anti-aliasing `
    + `${report.settings.includeAntiAliased ? "counted" : "excused"}, `
    + (tolerance.length ? `at most ${tolerance.join(" and ")} differing per frame` : "no differing pixel allowed")
    + ` · ${failing.length} of ${samples.length} samples fail`;
  $("sides").append(settings);
  for (const failure of [report.goldenMismatch].filter(Boolean).concat(report.structureFailures.map((f) => f.message))) {
    const item = document.createElement("li");
    item.textContent = failure;
    $("structure").append(item);
  }

  // ---- What moved differently (both sides scenes): the terminal's motion lines ----

  const motion = report.motion;
  const motionLines = [];
  if (motion && (motion.changes.length > 0 || outcome !== "same")) {
    $("motion").hidden = false;
    if (motion.changes.length === 0) {
      $("motion-same").hidden = false;
      $("motion-same").textContent = `motion: same (within ${motion.tolerance.points} pt and `
        + `${motion.tolerance.seconds} s) between ${motion.expected} and ${motion.actual}`;
    }
    motion.changes.forEach((change, index) => {
      const item = document.createElement("li");
      const button = document.createElement("button");
      button.type = "button";
      button.dataset.index = index;
      button.setAttribute("aria-pressed", "false");
      button.textContent = `motion: ${change.line}`;
      item.append(button);
      $("motion-lines").append(item);
      motionLines.push(button);
    });
  }

  if (samples.length === 0) {
    $("no-samples").hidden = false;
    document.documentElement.dataset.ready = "true";
    return;
  }
  $("review").hidden = false;

  // ---- State ----

  const last = samples[samples.length - 1];
  const duration = Math.max(last.end, last.start);
  const state = {
    index: -1,
    time: 0,
    playing: false,
    speed: 1,
    loop: true,
    view: "side",
    wipeColumn: Math.round(width / 2),
    blend: 0.5,
    toggleShowsActual: false,
    zoom: { x: Math.floor(width / 2), y: Math.floor(height / 2) },
  };
  const zoomRegion = 21;
  const zoomFactor = 8;

  const review = $("review");
  const stage = $("stage");
  stage.style.setProperty("--w", width);
  stage.style.setProperty("--h", height);

  /** The sample on screen at `time`: the last one starting at or before it. */
  function sampleAt(time) {
    let low = 0;
    let high = samples.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (samples[middle].start <= time + 1e-9) low = middle;
      else high = middle - 1;
    }
    return low;
  }

  // ---- Pictures ----

  const pictures = {
    expected: ["side-expected", "wipe-expected", "blend-expected"].map($),
    actual: ["side-actual", "wipe-actual", "blend-actual"].map($),
    diff: ["side-diff", "diff-picture"].map($),
  };
  const preloaded = new Map();

  /** Starts loading the pictures of the next few samples, so playback does not wait for them. */
  function preload(from, count) {
    for (let i = from; i < Math.min(samples.length, from + count); i++) {
      for (const url of Object.values(urls(samples[i]))) {
        if (preloaded.has(url)) continue;
        const image = new Image();
        image.src = url;
        preloaded.set(url, image);
      }
    }
    while (preloaded.size > 96) preloaded.delete(preloaded.keys().next().value);
  }

  function setSource(image, url) {
    if (image.getAttribute("src") !== url) image.setAttribute("src", url);
  }

  function showPictures(sample) {
    const shown = urls(sample);
    for (const kind of ["expected", "actual", "diff"]) {
      for (const image of pictures[kind]) setSource(image, shown[kind]);
    }
    setSource($("toggle-picture"), state.toggleShowsActual ? shown.actual : shown.expected);
    for (const box of document.querySelectorAll(".box")) {
      box.classList.toggle("on", sample.bounds != null);
      if (sample.bounds) {
        box.style.left = `calc(${sample.bounds.x} * var(--scale) * 1px)`;
        box.style.top = `calc(${sample.bounds.y} * var(--scale) * 1px)`;
        box.style.width = `calc(${sample.bounds.width} * var(--scale) * 1px)`;
        box.style.height = `calc(${sample.bounds.height} * var(--scale) * 1px)`;
      }
    }
    drawZoom();
  }

  // ---- Numbers and timeline ----

  function showNumbers(sample) {
    $("n-sample").textContent = `${sample.index + 1} of ${samples.length}`;
    $("n-time").textContent = `${formatTime(sample.start)} – ${formatTime(sample.end)}`;
    $("n-expected").textContent = sample.expectedFrame;
    $("n-actual").textContent = sample.actualFrame;
    $("n-pixels").textContent = sample.differentPixels;
    $("n-ratio").textContent = formatPercent(sample.differentRatio);
    $("n-aa").textContent = sample.antialiasedPixels;
    $("n-box").textContent = formatBox(sample.bounds);
    const side = report.settings.densityWindow;
    $("n-densest").textContent = sample.densestWindow
      ? `${sample.densestCount} in ${side}×${side} at (${sample.densestWindow.x}, ${sample.densestWindow.y})`
      : "–";
    $("n-result").textContent = sample.passed ? "passes" : "fails";
    $("n-result").className = sample.passed ? "" : "fail";
  }

  const track = $("track");
  const marks = samples.map((sample) => {
    const mark = document.createElement("div");
    mark.className = sample.passed ? "sample" : "sample fail";
    mark.dataset.index = sample.index;
    mark.dataset.start = sample.start;
    if (duration > 0) {
      mark.style.left = `${(sample.start / duration) * 100}%`;
      mark.style.width = `${((sample.end - sample.start) / duration) * 100}%`;
    } else {
      mark.style.left = `${(sample.index / samples.length) * 100}%`;
      mark.style.width = `${100 / samples.length}%`;
    }
    mark.title = `${formatTime(sample.start)}: ${sample.differentPixels} pixels differ`;
    return mark;
  });
  track.append(...marks);
  $("duration").textContent = formatTime(duration);

  function showTime() {
    const fraction = duration > 0 ? state.time / duration : (state.index + 0.5) / samples.length;
    $("playhead").style.left = `${Math.min(1, fraction) * 100}%`;
    $("clock").textContent = `${formatTime(state.time)} / ${formatTime(duration)} · sample ${state.index + 1} of ${samples.length}`;
  }

  /** Moves to `time`, showing the sample on screen then. */
  function seek(time) {
    state.time = Math.max(0, Math.min(duration, time));
    const index = sampleAt(state.time);
    if (index !== state.index) {
      if (state.index >= 0) marks[state.index].classList.remove("current");
      state.index = index;
      marks[index].classList.add("current");
      review.dataset.sample = index;
      showPictures(samples[index]);
      showNumbers(samples[index]);
    }
    showTime();
  }

  const goTo = (index) => seek(samples[Math.max(0, Math.min(samples.length - 1, index))].start);

  // ---- Motion lines: a click goes to where the difference begins and outlines the layer ----

  /** Outlines the layer of motion line `index` (-1: none) at its bounds, rounded outward to whole pixels. */
  function showOutline(index) {
    const change = index >= 0 ? motion.changes[index] : null;
    review.dataset.motion = index;
    motionLines.forEach((button, k) => button.setAttribute("aria-pressed", String(k === index)));
    const scale = motion && motion.pixelsPerPoint;
    const box = change && change.bounds && scale ? {
      x: Math.floor(change.bounds[0] * scale + 1e-6),
      y: Math.floor(change.bounds[1] * scale + 1e-6),
      right: Math.ceil((change.bounds[0] + change.bounds[2]) * scale - 1e-6),
      bottom: Math.ceil((change.bounds[1] + change.bounds[3]) * scale - 1e-6),
    } : null;
    for (const outline of document.querySelectorAll(".outline")) {
      outline.classList.toggle("on", box != null);
      if (!box) continue;
      outline.style.left = `calc(${box.x} * var(--scale) * 1px)`;
      outline.style.top = `calc(${box.y} * var(--scale) * 1px)`;
      outline.style.width = `calc(${box.right - box.x} * var(--scale) * 1px)`;
      outline.style.height = `calc(${box.bottom - box.y} * var(--scale) * 1px)`;
    }
  }

  motionLines.forEach((button, index) => {
    button.addEventListener("click", () => {
      const change = motion.changes[index];
      setPlaying(false);
      if (change.start != null) seek(change.start);
      showOutline(index);
    });
  });

  // ---- Playback ----

  let lastFrame = 0;
  function tick(now) {
    if (!state.playing) return;
    state.time += ((now - lastFrame) / 1000) * state.speed;
    lastFrame = now;
    if (state.time >= duration) {
      if (state.loop && duration > 0) {
        state.time %= duration;
      } else {
        seek(duration);
        setPlaying(false);
        return;
      }
    }
    seek(state.time);
    preload(state.index + 1, 6);
    requestAnimationFrame(tick);
  }

  function setPlaying(playing) {
    state.playing = playing && duration > 0;
    review.dataset.playing = state.playing;
    $("play").textContent = state.playing ? "❚❚ Pause" : "▶ Play";
    if (state.playing) {
      if (state.time >= duration) seek(0);
      lastFrame = performance.now();
      requestAnimationFrame(tick);
    }
  }

  // ---- Views ----

  function fitScale(view) {
    const panels = Number(view.dataset.panels);
    const available = stage.clientWidth - 16 * (panels - 1) - 4;
    const scale = Math.min(available / (panels * width), (window.innerHeight * 0.75) / height);
    // Small pictures are enlarged by a whole factor (crisp pixels), large ones shrunk to fit.
    // Within 5 % of 1:1, keep 1:1 (exact pixels; the stage scrolls the few pixels that do not fit).
    return scale >= 2 ? Math.min(4, Math.floor(scale)) : scale >= 0.95 ? 1 : scale;
  }

  function applyScale() {
    const choice = $("scale").value;
    const view = $(`view-${state.view}`);
    const scale = choice === "fit" ? fitScale(view) : Number(choice);
    stage.style.setProperty("--scale", scale);
    stage.classList.toggle("pixelated", scale >= 1);
    placeDivider();
  }

  function setView(name) {
    state.view = name;
    review.dataset.view = name;
    for (const view of document.querySelectorAll(".view")) view.classList.toggle("active", view.id === `view-${name}`);
    for (const button of document.querySelectorAll("#views button")) {
      button.setAttribute("aria-pressed", String(button.dataset.view === name));
    }
    applyScale();
    drawZoom();
  }

  function currentScale() {
    return Number(getComputedStyle(stage).getPropertyValue("--scale")) || 1;
  }

  /** The picture pixel under a pointer event on a frame. */
  function pixelAt(event, element) {
    const rect = element.getBoundingClientRect();
    const scale = rect.width / width;
    return {
      x: Math.max(0, Math.min(width - 1, Math.floor((event.clientX - rect.left) / scale))),
      y: Math.max(0, Math.min(height - 1, Math.floor((event.clientY - rect.top) / scale))),
    };
  }

  // Wipe: expected left of the divider, actual right of it; the divider sits on a pixel boundary.
  function placeDivider() {
    const scale = currentScale();
    $("wipe-expected").style.clipPath = `inset(0 ${(width - state.wipeColumn) * scale}px 0 0)`;
    $("wipe-divider").style.left = `${state.wipeColumn * scale}px`;
    $("wipe-divider").setAttribute("aria-valuenow", state.wipeColumn);
    review.dataset.wipe = state.wipeColumn;
  }

  function wipeTo(event) {
    const rect = $("wipe-frame").getBoundingClientRect();
    const column = Math.round(((event.clientX - rect.left) / rect.width) * width);
    state.wipeColumn = Math.max(0, Math.min(width, column));
    placeDivider();
  }

  let wiping = false;
  $("wipe-frame").addEventListener("pointerdown", (event) => {
    wiping = true;
    $("wipe-frame").setPointerCapture(event.pointerId);
    wipeTo(event);
  });
  $("wipe-frame").addEventListener("pointermove", (event) => wiping && wipeTo(event));
  $("wipe-frame").addEventListener("pointerup", () => (wiping = false));
  $("wipe-divider").addEventListener("keydown", (event) => {
    const step = event.shiftKey ? 10 : 1;
    if (event.key === "ArrowLeft" || event.key === "ArrowRight") {
      state.wipeColumn = Math.max(0, Math.min(width, state.wipeColumn + (event.key === "ArrowLeft" ? -step : step)));
      placeDivider();
      event.preventDefault();
      event.stopPropagation();
    }
  });

  // Blend: actual over expected at the slider's opacity.
  function setBlend(percent) {
    state.blend = percent / 100;
    $("blend").value = percent;
    $("blend-actual").style.opacity = state.blend;
    $("blend-value").textContent = `${percent} %`;
    review.dataset.blend = percent;
  }
  $("blend").addEventListener("input", () => setBlend(Number($("blend").value)));

  // Toggle: expected and actual in turn, twice a second, or by hand (T).
  function showToggle(actual) {
    state.toggleShowsActual = actual;
    $("toggle-side").textContent = actual ? "actual" : "expected";
    review.dataset.toggle = actual ? "actual" : "expected";
    if (state.index >= 0) {
      const shown = urls(samples[state.index]);
      setSource($("toggle-picture"), actual ? shown.actual : shown.expected);
    }
  }
  setInterval(() => {
    if (state.view === "toggle" && $("blink").checked) showToggle(!state.toggleShowsActual);
  }, 500);

  // Zoom: nearest-neighbour magnification of the pixels around the chosen point.
  function drawZoom() {
    if (state.view !== "zoom" || state.index < 0) return;
    const regionWidth = Math.min(zoomRegion, width);
    const regionHeight = Math.min(zoomRegion, height);
    const left = Math.max(0, Math.min(width - regionWidth, state.zoom.x - (regionWidth >> 1)));
    const top = Math.max(0, Math.min(height - regionHeight, state.zoom.y - (regionHeight >> 1)));
    state.zoomOrigin = { x: left, y: top };
    review.dataset.zoom = `${state.zoom.x},${state.zoom.y}`;
    document.querySelector(".zoom-point").textContent =
      `Around (${state.zoom.x}, ${state.zoom.y}): ${regionWidth}×${regionHeight} px at ${zoomFactor}×, nearest neighbour`;
    for (const [canvasId, imageId] of [
      ["zoom-expected", "side-expected"],
      ["zoom-actual", "side-actual"],
      ["zoom-diff", "side-diff"],
    ]) {
      const canvas = $(canvasId);
      const image = $(imageId);
      canvas.width = regionWidth * zoomFactor;
      canvas.height = regionHeight * zoomFactor;
      if (!image.complete || image.naturalWidth === 0) continue;
      const context = canvas.getContext("2d");
      context.imageSmoothingEnabled = false;
      context.drawImage(image, left, top, regionWidth, regionHeight, 0, 0, canvas.width, canvas.height);
    }
  }
  for (const kind of ["expected", "actual", "diff"]) $(`side-${kind}`).addEventListener("load", drawZoom);

  function zoomAt(point) {
    state.zoom = point;
    setView("zoom");
  }
  for (const image of [...pictures.expected, ...pictures.actual, ...pictures.diff, $("toggle-picture")]) {
    if (image.id.startsWith("wipe-")) continue;
    image.parentElement.addEventListener("click", (event) => zoomAt(pixelAt(event, image.parentElement)));
  }
  for (const id of ["zoom-expected", "zoom-actual", "zoom-diff"]) {
    $(id).addEventListener("click", (event) => {
      const rect = $(id).getBoundingClientRect();
      const origin = state.zoomOrigin || { x: 0, y: 0 };
      zoomAt({
        x: Math.min(width - 1, origin.x + Math.floor((event.clientX - rect.left) / zoomFactor)),
        y: Math.min(height - 1, origin.y + Math.floor((event.clientY - rect.top) / zoomFactor)),
      });
    });
  }

  // ---- Controls ----

  function setShowBox(on) {
    $("show-box").checked = on;
    stage.classList.toggle("show-box", on);
  }

  const firstFailure = failing.length ? failing[0].index : -1;
  $("first-failure").disabled = firstFailure < 0;
  function nextFailure() {
    const next = failing.find((s) => s.index > state.index) || failing[0];
    if (next) goTo(next.index);
  }

  $("play").addEventListener("click", () => setPlaying(!state.playing));
  $("previous").addEventListener("click", () => goTo(state.index - 1));
  $("next").addEventListener("click", () => goTo(state.index + 1));
  $("first-failure").addEventListener("click", () => goTo(firstFailure));
  $("speed").addEventListener("change", () => (state.speed = Number($("speed").value)));
  $("loop").addEventListener("change", () => (state.loop = $("loop").checked));
  $("scale").addEventListener("change", applyScale);
  $("show-box").addEventListener("change", () => setShowBox($("show-box").checked));
  for (const button of document.querySelectorAll("#views button")) {
    button.addEventListener("click", () => setView(button.dataset.view));
  }
  // Buttons give the focus back, so that space and arrows keep driving the player.
  for (const button of document.querySelectorAll("button")) button.addEventListener("click", () => button.blur());
  $("timeline").addEventListener("click", (event) => {
    const rect = $("timeline").getBoundingClientRect();
    const fraction = (event.clientX - rect.left) / rect.width;
    if (duration > 0) seek(fraction * duration);
    else goTo(Math.floor(fraction * samples.length));
  });
  window.addEventListener("resize", applyScale);

  const views = ["side", "wipe", "blend", "toggle", "diff", "zoom"];
  document.addEventListener("keydown", (event) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const target = event.target;
    const editing = target instanceof HTMLSelectElement
      || (target instanceof HTMLInputElement && target.type === "range");
    switch (event.key) {
      case "Escape":
        showOutline(-1);
        break;
      case " ":
        setPlaying(!state.playing);
        break;
      case "ArrowLeft":
      case "ArrowRight":
        if (editing) return;
        setPlaying(false);
        goTo(state.index + (event.key === "ArrowLeft" ? -1 : 1));
        break;
      case "Home":
        goTo(0);
        break;
      case "End":
        goTo(samples.length - 1);
        break;
      case "f":
      case "F":
        if (firstFailure >= 0) goTo(firstFailure);
        break;
      case "n":
      case "N":
        nextFailure();
        break;
      case "t":
      case "T":
        $("blink").checked = false;
        if (state.view !== "toggle") setView("toggle");
        else showToggle(!state.toggleShowsActual);
        break;
      case "b":
      case "B":
        setShowBox(!$("show-box").checked);
        break;
      case "l":
      case "L":
        $("loop").checked = !$("loop").checked;
        state.loop = $("loop").checked;
        break;
      default:
        if (event.key >= "1" && event.key <= "6") {
          setView(views[Number(event.key) - 1]);
          break;
        }
        return;
    }
    event.preventDefault();
  });

  // ---- Start: at the first failure, if any ----

  setShowBox(true);
  setBlend(50);
  showToggle(false);
  setView("side");
  goTo(Math.max(0, firstFailure));
  preload(state.index + 1, 3);
  const first = pictures.expected.concat(pictures.actual, pictures.diff).filter((image) => image.id.startsWith("side-"));
  Promise.all(first.map((image) => image.decode().catch(() => undefined))).then(() => {
    performance.mark("splashreel-ready");
    document.documentElement.dataset.ready = "true";
  });
})();
