// The studio page of `splashreel preview`: frames come from /frame.png (drawn by the renderer
// at exactly the asked instant), the timeline and layer values from /scene.json, reloads and
// errors from /events. Nothing is loaded from anywhere but this server.
"use strict";

const token = new URLSearchParams(location.search).get("token") || "";
const $ = (id) => document.getElementById(id);
const studio = $("studio");
const state = {
  scene: null,
  device: "",
  scale: 1,
  frame: 0,
  playing: false,
  playFrom: 0,
  playStart: 0,
  speed: 1,
  generation: 0,
  inFlight: false,
  wanted: null,
  shownURL: null,
  selected: null,
  samples: {},
  // Golden mode (`--golden`): the latest comparison, and how the picture compares with it.
  golden: null,
  view: "edit",
};

// The instant of frame n, as FramePlan.time(ofFrame:) computes it.
function timeOf(n) {
  const s = state.scene;
  const exact = Math.abs(s.duration * s.fps - s.frames) < 1e-9;
  return exact ? n / s.fps : (n * s.duration) / s.frames;
}

// The frame showing instant t (the last one starting at or before it).
function frameAt(t) {
  const s = state.scene;
  return Math.max(0, Math.min(s.frames - 1, Math.floor((t / s.duration) * s.frames + 1e-9)));
}

function query(extra) {
  const params = new URLSearchParams({ device: state.device, scale: String(state.scale), ...extra });
  return params.toString();
}

async function loadScene() {
  const response = await fetch("/scene.json?" + query({ g: String(state.generation) }));
  if (!response.ok) {
    showError(await response.text());
    return false;
  }
  const scene = await response.json();
  state.scene = scene;
  state.samples = {};
  for (const layer of scene.track.layers) {
    const samples = [];
    for (const run of layer.samples) for (let k = 0; k < run.count; k++) samples.push(run.sample);
    state.samples[layer.id] = samples;
  }
  state.frame = Math.min(state.frame, scene.frames - 1);
  $("title").textContent = `${scene.name} on ${scene.device.name}`;
  const image = $("frame");
  image.style.width = scene.device.width + "px";
  image.style.height = scene.device.height + "px";
  $("scrub").max = String(scene.frames - 1);
  if (state.selected && !state.samples[state.selected]) state.selected = null;
  drawLanes();
  drawLayers();
  return true;
}

function show(n) {
  state.frame = n;
  state.wanted = n;
  studio.dataset.frame = String(n);
  studio.dataset.t = String(timeOf(n));
  $("scrub").value = String(n);
  $("time").textContent = timeOf(n).toFixed(3) + " s";
  $("frame-number").textContent = `frame ${n} of ${state.scene.frames}`;
  const playhead = (timeOf(n) / state.scene.duration) * 100;
  $("playhead").style.left = playhead + "%";
  drawInspector();
  requestFrame();
  showGolden();
}

// Golden mode: the golden's frame (or the diff picture) at the shown instant, in the view chosen.
function showGolden() {
  if (!state.golden || state.view === "edit") return;
  const t = String(timeOf(state.frame));
  const route = state.view === "diff" ? "/diff.png" : "/golden.png";
  const image = $("golden-frame");
  const url = `${route}?t=${t}&g=${state.golden.generation}`;
  if (image.dataset.url === url) return;
  image.dataset.url = url;
  image.onload = () => {
    studio.dataset.goldenShown = `${state.view}:${t}`;
  };
  image.src = url;
}

function setView(view) {
  state.view = view;
  studio.dataset.view = view;
  $("stage").dataset.view = view;
  for (const button of document.querySelectorAll(".golden .views button")) {
    button.setAttribute("aria-pressed", String(button.dataset.view === view));
  }
  $("golden-pane").hidden = view === "edit";
  $("mix-label").hidden = view !== "wipe" && view !== "blend";
  $("golden-caption").textContent = view === "diff" ? "diff" : "golden";
  applyMix();
  showGolden();
}

// Wipe: the golden right of the mix point; blend: the golden at the mix's opacity.
function applyMix() {
  const pane = $("golden-pane");
  const mix = Number($("mix").value);
  pane.style.clipPath = state.view === "wipe" ? `inset(0 0 0 ${mix}%)` : "";
  pane.style.opacity = state.view === "blend" ? String(mix / 100) : "";
}

function drawGolden(comparison) {
  state.golden = comparison;
  const golden = $("golden-frame");
  golden.style.width = comparison.width / comparison.scale + "px";
  golden.style.height = comparison.height / comparison.scale + "px";
  delete golden.dataset.url;
  studio.dataset.goldenState = comparison.state;
  studio.dataset.goldenGeneration = String(comparison.generation);
  const badge = $("golden-state");
  badge.textContent = comparison.state;
  badge.className = "badge " + ({ matches: "live", differs: "differs", error: "broken" }[comparison.state] || "");
  const where = `${comparison.golden} (${comparison.device}, scale ${comparison.scale}, ${comparison.fps} fps)`;
  $("golden-summary").textContent = comparison.summary ? `${where}: ${comparison.summary}` : where;
  const failing = $("golden-failing");
  failing.replaceChildren();
  for (const sample of comparison.failing) {
    const item = document.createElement("li");
    const button = document.createElement("button");
    button.textContent = `${sample.start.toFixed(3)}–${sample.end.toFixed(3)} s · frame ${sample.frame} · ${sample.pixels} px`;
    button.dataset.start = String(sample.start);
    button.addEventListener("click", () => {
      setPlaying(false);
      show(frameAt(sample.start));
    });
    item.append(button);
    failing.append(item);
  }
  const motion = $("golden-motion");
  motion.replaceChildren();
  for (const line of comparison.motion) {
    const item = document.createElement("li");
    item.textContent = line;
    motion.append(item);
  }
  showGolden();
}

async function startGolden(status) {
  if (!status.golden) return; // no --golden
  const response = await fetch("/golden.json");
  $("golden-panel").hidden = false;
  for (const button of document.querySelectorAll(".golden .views button")) {
    button.addEventListener("click", () => setView(button.dataset.view));
  }
  $("mix").addEventListener("input", applyMix);
  drawGolden(await response.json());
  setView("edit");
}

async function requestFrame() {
  if (state.inFlight || state.wanted === null) return;
  const n = state.wanted;
  state.wanted = null;
  state.inFlight = true;
  const key = `${state.generation}:${state.device}:${state.scale}:${n}`;
  try {
    const response = await fetch("/frame.png?" + query({ t: String(timeOf(n)), g: String(state.generation) }));
    if (response.ok) {
      const url = URL.createObjectURL(await response.blob());
      const image = $("frame");
      await new Promise((resolve) => {
        image.onload = resolve;
        image.onerror = resolve;
        image.src = url;
      });
      if (state.shownURL) URL.revokeObjectURL(state.shownURL);
      state.shownURL = url;
      studio.dataset.shown = key;
      studio.dataset.shownGeneration = response.headers.get("X-Splashreel-Generation") || "";
    } else {
      showError(await response.text());
    }
  } catch (error) {
    // The server stopped: the last picture stays.
  }
  state.inFlight = false;
  if (state.wanted !== null) requestFrame();
}

function showError(message) {
  const box = $("error");
  box.textContent = message.trim();
  box.hidden = false;
  studio.dataset.error = message.trim();
  $("state").textContent = "error";
  $("state").className = "badge broken";
}

function clearError() {
  $("error").hidden = true;
  $("error").textContent = "";
  delete studio.dataset.error;
  $("state").textContent = "live";
  $("state").className = "badge live";
}

// Playback: the frame whose instant the clock has reached, at the chosen speed.
function tick(now) {
  if (!state.playing) return;
  const s = state.scene;
  let t = state.playFrom + ((now - state.playStart) / 1000) * state.speed;
  if (t >= s.duration) {
    if ($("loop").checked) {
      state.playFrom = 0;
      state.playStart = now;
      t = 0;
    } else {
      setPlaying(false);
      show(s.frames - 1);
      return;
    }
  }
  const n = frameAt(t);
  if (n !== state.frame) show(n);
  requestAnimationFrame(tick);
}

function setPlaying(playing) {
  state.playing = playing;
  studio.dataset.playing = String(playing);
  $("play").textContent = playing ? "❚❚" : "▶";
  $("play").setAttribute("aria-label", playing ? "pause" : "play");
  if (playing) {
    if (state.frame >= state.scene.frames - 1) state.frame = 0;
    state.playFrom = timeOf(state.frame);
    state.playStart = performance.now();
    requestAnimationFrame(tick);
  }
}

function svg(name, attributes) {
  const element = document.createElementNS("http://www.w3.org/2000/svg", name);
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, value);
  return element;
}

// One lane per step: a bar from its start to its end with each animation's curve drawn in it,
// a mark for what it sets at once; a click jumps to the step's first frame.
function drawLanes() {
  const lanes = $("lanes");
  for (const lane of [...lanes.querySelectorAll(".lane")]) lane.remove();
  const s = state.scene;
  const percent = (t) => (Math.min(t, s.duration) / s.duration) * 100;
  for (const step of s.steps) {
    const lane = document.createElement("div");
    lane.className = "lane";
    lane.dataset.step = step.id;
    const name = document.createElement("span");
    name.className = "name";
    name.textContent = `${step.id} · ${step.start.toFixed(2)}–${step.end.toFixed(2)} s`;
    lane.append(name);
    const jump = () => {
      setPlaying(false);
      show(Math.min(s.frames - 1, Math.ceil((step.start / s.duration) * s.frames - 1e-9)));
    };
    if (step.end > step.start) {
      const bar = document.createElement("div");
      bar.className = "bar-step";
      bar.style.left = percent(step.start) + "%";
      bar.style.width = percent(step.end) - percent(step.start) + "%";
      bar.title = step.animations.map((a) => `${a.layer}.${a.property}: ${a.curve}`).join("\n");
      const span = step.end - step.start;
      const picture = svg("svg", { viewBox: `0 -0.15 ${span} 1.3`, preserveAspectRatio: "none" });
      for (const animation of step.animations) {
        const points = animation.progress.map((p, k) => {
          const x = animation.begin - step.start + ((animation.end - animation.begin) * k) / (animation.progress.length - 1);
          return `${x},${1 - p}`;
        });
        picture.append(svg("polyline", { points: points.join(" ") }));
      }
      bar.append(picture);
      bar.addEventListener("click", jump);
      lane.append(bar);
    } else {
      const mark = document.createElement("div");
      mark.className = "mark";
      mark.style.left = percent(step.start) + "%";
      mark.title = step.sets.map((x) => `${x.layer}.${x.property}`).join("\n");
      mark.addEventListener("click", jump);
      lane.append(mark);
    }
    lanes.append(lane);
  }
}

function drawLayers() {
  const list = $("layers");
  list.replaceChildren();
  for (const layer of state.scene.layers) {
    const item = document.createElement("li");
    const button = document.createElement("button");
    button.dataset.layer = layer.id;
    button.style.paddingLeft = 6 + layer.depth * 14 + "px";
    button.setAttribute("aria-pressed", String(layer.id === state.selected));
    const type = document.createElement("span");
    type.className = "type";
    type.textContent = " " + layer.type;
    button.append(layer.id, type);
    button.addEventListener("click", () => {
      state.selected = state.selected === layer.id ? null : layer.id;
      for (const b of list.querySelectorAll("button")) {
        b.setAttribute("aria-pressed", String(b.dataset.layer === state.selected));
      }
      drawInspector();
    });
    item.append(button);
    list.append(item);
  }
}

function written(value) {
  if (Array.isArray(value)) {
    if (value.length === 4) return "rgba(" + value.map((v, k) => (k < 3 ? Math.round(v * 255) : +v.toFixed(3))).join(", ") + ")";
    return "[" + value.map((v) => +v.toFixed(3)).join(", ") + "]";
  }
  if (typeof value === "number") return String(+value.toFixed(3));
  return String(value);
}

// The step whose set or animation last moved `key` of `layer` at or before t.
function driver(layer, key, t) {
  const properties = state.scene.channels[key] || [];
  let best = null;
  for (const step of state.scene.steps) {
    for (const a of step.animations) {
      if (a.layer === layer && properties.includes(a.property) && a.begin <= t + 1e-9) {
        if (!best || a.begin >= best.at) best = { at: a.begin, text: t < a.end ? `${step.id} (animating, ${a.curve})` : step.id, animating: t < a.end };
      }
    }
    for (const set of step.sets) {
      if (set.layer === layer && properties.includes(set.property) && step.start <= t + 1e-9) {
        if (!best || step.start >= best.at) best = { at: step.start, text: step.id, animating: false };
      }
    }
  }
  return best;
}

function drawInspector() {
  const body = $("properties").querySelector("tbody");
  body.replaceChildren();
  const outline = $("outline");
  const samples = state.selected && state.samples[state.selected];
  if (!samples) {
    outline.hidden = true;
    return;
  }
  const sample = samples[state.frame];
  const t = timeOf(state.frame);
  for (const [key, value] of Object.entries(sample)) {
    if (key === "screen") continue;
    const row = document.createElement("tr");
    row.dataset.key = key;
    const by = key === "drawn" ? null : driver(state.selected, key, t);
    if (by && by.animating) row.className = "animating";
    for (const text of [key, written(value), by ? by.text : "—"]) {
      const cell = document.createElement("td");
      cell.textContent = text;
      row.append(cell);
    }
    body.append(row);
  }
  if (sample.screen) {
    const [x, y, w, h] = sample.screen;
    Object.assign(outline.style, { left: x + "px", top: y + "px", width: w + "px", height: h + "px" });
    outline.hidden = false;
  } else {
    outline.hidden = true;
  }
}

async function onReload(status) {
  state.generation = status.generation;
  if (state.golden && state.golden.generation < status.generation) {
    // The check of this edit runs now; its `golden` event follows.
    drawGolden({ ...state.golden, generation: status.generation, state: "comparing", summary: null, failing: [], motion: [] });
  }
  studio.dataset.generation = String(status.generation);
  if (await loadScene()) {
    clearError();
    show(state.frame);
  }
}

function listen() {
  const events = new EventSource("/events");
  events.addEventListener("status", (event) => {
    const status = JSON.parse(event.data);
    if (status.error) showError(status.error);
  });
  events.addEventListener("reload", (event) => onReload(JSON.parse(event.data)));
  events.addEventListener("golden", (event) => drawGolden(JSON.parse(event.data)));
  events.addEventListener("error", (event) => {
    if (!event.data) return; // the connection's own error event (the server stopped)
    showError(JSON.parse(event.data).error);
  });
  events.addEventListener("export", (event) => {
    const report = JSON.parse(event.data);
    $("export-line").textContent = report.state === "progress" || report.state === "line" ? report.line : `${report.state}: ${report.line}`;
    studio.dataset.export = report.state;
  });
}

async function exportAs(format) {
  const response = await fetch("/export?" + query({ format }), {
    method: "POST",
    headers: { "X-Splashreel-Token": token },
  });
  $("export-line").textContent = response.ok ? "exporting…" : await response.text();
}

async function start() {
  const status = await (await fetch("/status.json")).json();
  state.generation = status.generation;
  studio.dataset.generation = String(status.generation);
  const devices = await (await fetch("/devices.json")).json();
  const first = await (await fetch("/scene.json")).json();
  state.device = first.device.name;
  state.scale = first.scale;
  const select = $("device");
  for (const device of devices) {
    const option = document.createElement("option");
    option.value = device.name;
    option.textContent = `${device.name} (${device.width}×${device.height} @${device.scale}x)`;
    select.append(option);
  }
  if (!devices.some((d) => d.name === state.device)) {
    const option = document.createElement("option");
    option.value = option.textContent = state.device;
    select.append(option);
  }
  select.value = state.device;
  $("scale").value = String(state.scale);
  await loadScene();
  if (status.error) showError(status.error);
  else clearError();
  await startGolden(status);
  listen();

  $("play").addEventListener("click", () => setPlaying(!state.playing));
  $("step-back").addEventListener("click", () => step(-1));
  $("step-forward").addEventListener("click", () => step(1));
  $("scrub").addEventListener("input", () => {
    setPlaying(false);
    show(Number($("scrub").value));
  });
  $("speed").addEventListener("input", () => {
    const now = performance.now();
    if (state.playing) {
      state.playFrom = state.playFrom + ((now - state.playStart) / 1000) * state.speed;
      state.playStart = now;
    }
    state.speed = Number($("speed").value);
    $("speed-value").textContent = state.speed + "×";
  });
  select.addEventListener("change", () => switchDevice(select.value));
  $("custom-device").addEventListener("change", () => switchDevice($("custom-device").value.trim()));
  $("scale").addEventListener("change", () => {
    state.scale = Number($("scale").value);
    switchDevice(state.device);
  });
  for (const button of document.querySelectorAll(".exports button")) {
    button.addEventListener("click", () => exportAs(button.dataset.format));
  }
  document.addEventListener("keydown", (event) => {
    if (event.target instanceof HTMLInputElement && event.target.type !== "range") return;
    if (event.key === " ") {
      event.preventDefault();
      setPlaying(!state.playing);
    } else if (event.key === "ArrowRight" || event.key === ".") step(1);
    else if (event.key === "ArrowLeft" || event.key === ",") step(-1);
  });
  show(0);
  studio.dataset.ready = "true";
  document.documentElement.dataset.ready = "true";
}

function step(delta) {
  setPlaying(false);
  const s = state.scene;
  show((state.frame + delta + s.frames) % s.frames);
}

async function switchDevice(name) {
  if (!name) return;
  const previous = state.device;
  const t = timeOf(state.frame);
  state.device = name;
  if (await loadScene()) {
    clearError();
    show(frameAt(t));
  } else {
    state.device = previous;
  }
}

start();
