// The gallery of rendered previews: one card per scene × device with its figures. A card shows
// the GIF's first frame and plays the GIF while the pointer (or the keyboard focus) is on it.
"use strict";

(() => {
  const entries = JSON.parse(document.getElementById("page-data").textContent);
  const gallery = document.getElementById("gallery");
  const template = document.getElementById("card");

  /** "999 B", "812.3 KB", "4.91 MB" (powers of 1000, as the markdown snippet writes them). */
  function formatBytes(bytes) {
    if (bytes < 1000) return `${bytes} B`;
    if (bytes < 1000000) return `${(bytes / 1000).toFixed(1)} KB`;
    return `${(bytes / 1000000).toFixed(2)} MB`;
  }

  const link = (href, text) => Object.assign(document.createElement("a"), { href, textContent: text });

  // Posters are drawn when a card comes near the screen, so a large gallery opens at once.
  const posters = new IntersectionObserver((seen) => {
    for (const item of seen) {
      if (!item.isIntersecting) continue;
      posters.unobserve(item.target);
      drawPoster(item.target);
    }
  }, { rootMargin: "200px" });

  function drawPoster(card) {
    const entry = entries[Number(card.dataset.index)];
    const canvas = card.querySelector(".poster");
    const image = new Image();
    image.onload = () => {
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      canvas.getContext("2d").drawImage(image, 0, 0);
      card.dataset.poster = "drawn";
    };
    image.onerror = () => (card.dataset.poster = "missing");
    image.src = entry.gif;
  }

  let plays = 0;
  function play(card) {
    const entry = entries[Number(card.dataset.index)];
    if (entry.status === "failed" || card.querySelector(".preview img")) return;
    const image = document.createElement("img");
    image.alt = `${entry.scene} on ${entry.device}`;
    // A new address each time, so the GIF starts from its first frame.
    image.src = `${entry.gif}?play=${++plays}`;
    card.querySelector(".preview").append(image);
    card.dataset.playing = "true";
  }

  function stop(card) {
    card.querySelector(".preview img")?.remove();
    card.dataset.playing = "false";
  }

  let total = 0;
  entries.forEach((entry, index) => {
    const card = template.content.firstElementChild.cloneNode(true);
    card.dataset.index = index;
    card.dataset.id = entry.id;
    const canvas = card.querySelector(".poster");
    canvas.width = entry.width || 1;
    canvas.height = entry.height || 1;
    const name = card.querySelector(".name");
    name.textContent = entry.id;
    name.href = entry.gif;
    card.querySelector(".device").textContent = `${entry.scene} on ${entry.models} (${entry.device})`;
    card.querySelector(".size").textContent = `${entry.width}×${entry.height} @${entry.scale}x`;
    card.querySelector(".duration").textContent = `${entry.duration.toFixed(2)} s`;
    card.querySelector(".frames").textContent = `${entry.frames} at ${entry.fps} fps`;
    card.querySelector(".bytes").textContent = formatBytes(entry.bytes);
    if (entry.reduced.length) card.querySelector(".reduced").textContent = `budget lowered ${entry.reduced.join(", ")}`;
    const links = card.querySelector(".links");
    links.append(link(entry.gif, "GIF"));
    if (entry.sheet) links.append(link(entry.sheet, "key frames"));
    if (entry.status === "failed") {
      card.classList.add("failed");
      const error = document.createElement("p");
      error.className = "error";
      error.textContent = `failed: ${entry.error || "unknown error"}`;
      card.append(error);
    } else {
      total += entry.bytes;
      posters.observe(card);
    }
    card.addEventListener("mouseenter", () => play(card));
    card.addEventListener("mouseleave", () => stop(card));
    card.addEventListener("focus", () => play(card));
    card.addEventListener("blur", () => stop(card));
    gallery.append(card);
  });

  const failed = entries.filter((entry) => entry.status === "failed").length;
  document.getElementById("totals").textContent = `${entries.length} preview${entries.length === 1 ? "" : "s"}`
    + ` · ${formatBytes(total)} in all` + (failed ? ` · ${failed} failed` : "");

  document.getElementById("filter").addEventListener("input", (event) => {
    const words = event.target.value.toLowerCase().split(/\s+/).filter(Boolean);
    for (const card of gallery.children) {
      const text = `${card.dataset.id} ${card.querySelector(".device").textContent}`.toLowerCase();
      card.hidden = !words.every((word) => text.includes(word));
    }
  });
  document.documentElement.dataset.ready = "true";
})();
