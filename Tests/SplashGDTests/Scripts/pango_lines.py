#!/usr/bin/python3
"""Reference line breaking for LabelLayoutTests: Pango (through Debian's PyGObject, PangoFT2 at
72 dpi, so one pixel per point) lays out each case and prints the lines it shows, as JSON.

Input (argv[1], JSON): {"family": ..., "pixels": em size in pixels, "cases": [{"text", "width"
(pixels), "wrap" ("word" or "char"), "lines" (0: no limit), "ellipsize" ("none", "end",
"start", "middle")}]}. Output: a list per case of the lines' texts, trailing spaces dropped,
with "…" where Pango put its ellipsis.
"""
import json
import sys
import warnings

import gi

gi.require_version("Pango", "1.0")
gi.require_version("PangoFT2", "1.0")
from gi.repository import Pango, PangoFT2  # noqa: E402

warnings.simplefilter("ignore", DeprecationWarning)

ELLIPSIS = "\u2026"


def shown_lines(layout, text):
    data = text.encode("utf-8")
    count = layout.get_line_count()
    ellipsized = layout.is_ellipsized()
    lines = []
    it = layout.get_iter()
    current = ""
    while True:
        run = it.get_run_readonly()
        if run is None:
            lines.append(current.rstrip(" "))
            current = ""
        else:
            # Pango's ellipsis, on an ellipsized layout's last line, is a run of fewer glyphs ("…",
            # or "..." in a font without it) than the characters it hides (GI cannot read glyph
            # ids, so a gap of one character is not told apart).
            last = len(lines) == count - 1
            if ellipsized and last and run.glyphs.num_glyphs in (1, 3) and run.item.num_chars > run.glyphs.num_glyphs:
                current += ELLIPSIS
            else:
                current += data[run.item.offset:run.item.offset + run.item.length].decode("utf-8")
        if not it.next_run():
            if run is not None:
                lines.append(current.rstrip(" "))
            break
    return lines


def main():
    request = json.loads(sys.argv[1])
    fontmap = PangoFT2.FontMap.new()
    fontmap.set_resolution(72, 72)
    context = fontmap.create_context()
    description = Pango.FontDescription.from_string(request["family"])
    description.set_absolute_size(request["pixels"] * Pango.SCALE)
    results = []
    for case in request["cases"]:
        layout = Pango.Layout.new(context)
        layout.set_font_description(description)
        layout.set_text(case["text"], -1)
        # No hyphen where a word is cut (Pango adds one by default; UILabel does not).
        attributes = Pango.AttrList()
        attributes.insert(Pango.attr_insert_hyphens_new(False))
        layout.set_attributes(attributes)
        layout.set_width(case["width"] * Pango.SCALE)
        layout.set_wrap(Pango.WrapMode.CHAR if case["wrap"] == "char" else Pango.WrapMode.WORD)
        if case["lines"] > 0:
            layout.set_height(-case["lines"])
        layout.set_ellipsize({
            "none": Pango.EllipsizeMode.NONE, "end": Pango.EllipsizeMode.END,
            "start": Pango.EllipsizeMode.START, "middle": Pango.EllipsizeMode.MIDDLE,
        }[case["ellipsize"]])
        lines = shown_lines(layout, case["text"])
        if case["lines"] > 0 and case["ellipsize"] == "none":
            lines = lines[:case["lines"]]
        results.append(lines)
    print(json.dumps(results, ensure_ascii=False))


main()
