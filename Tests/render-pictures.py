#!/usr/bin/env python3
"""render-pictures.py TETHER: the pictures of every example as a user sees them, in headless
Chromium (Debian's `chromium`, which `make test-deps` installs).

For each example, `tether run EXAMPLE --device DEVICES --constraints -o NAME.svg` (the devices
of the example's own `tether run` comment line, else its root), then:
- a screenshot of the SVG at its own size: the PNG has that size and is not blank (at least 2 %
  of its pixels are not white, decoded here with zlib);
- the page's DOM after Chromium laid it out, with a script that measures every text element
  (getBBox): each view's name is in the DOM (the title of its box), every caption and the
  legend lie inside the picture, and the script reports back in the DOM.
The PNGs are left in PICTURES_DIR (default /tmp/tether-pictures) to look at.

Usage: python3 Tests/render-pictures.py .build/debug/tether
"""

from __future__ import annotations

import html
import json
import os
import re
import struct
import subprocess
import sys
import zlib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CHROMIUM = ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--mute-audio",
            "--no-first-run", "--disable-dev-shm-usage"]


def png_pixels(path: Path) -> tuple[int, int, int]:
    """(width, height, pixels that are not white) of an 8-bit RGB or RGBA PNG."""
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    position, idat, width = 8, b"", 0
    while position < len(data):
        length, kind = struct.unpack(">I4s", data[position:position + 8])
        body = data[position + 8:position + 8 + length]
        if kind == b"IHDR":
            width, height, depth, colour = struct.unpack(">IIBB", body[:10])
            assert depth == 8 and colour in (2, 6), f"unexpected PNG format {depth}/{colour}"
            channels = 3 if colour == 2 else 4
        elif kind == b"IDAT":
            idat += body
        position += 12 + length
    raw = zlib.decompress(idat)
    stride = width * channels
    previous = bytearray(stride)
    coloured = 0
    for row in range(height):
        start = row * (stride + 1)
        kind, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up = previous[i]
            up_left = previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + left) & 255
            elif kind == 2:
                line[i] = (line[i] + up) & 255
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 255
            elif kind == 4:
                p = left + up - up_left
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - up_left)
                line[i] = (line[i] + (left if pa <= pb and pa <= pc else up if pb <= pc else up_left)) & 255
        for x in range(width):
            pixel = line[x * channels:x * channels + 3]
            if min(pixel) < 235:
                coloured += 1
        previous = line
    return width, height, coloured


MEASURE = """<!doctype html><html><body style="margin:0">%s
<pre id="report"></pre>
<script>
const reports = {};
for (const holder of document.querySelectorAll("div[data-example]")) {
  const svg = holder.querySelector("svg");
  const width = svg.width.baseVal.value, height = svg.height.baseVal.value;
  const outside = [];
  for (const text of svg.querySelectorAll(":scope > text")) {
    const box = text.getBBox();
    if (box.x < -0.5 || box.y < -0.5 || box.x + box.width > width + 0.5 || box.y + box.height > height + 0.5)
      outside.push(text.textContent + " at " + [box.x, box.y, box.width, box.height].map(Math.round).join(","));
  }
  const titles = [...svg.querySelectorAll("rect > title")].map(t => t.textContent.split(" ")[0]);
  reports[holder.dataset.example] = {width, height, outside, titles,
    texts: svg.querySelectorAll("text").length, constraints: svg.querySelectorAll("g.constraint").length};
}
document.getElementById("report").textContent = JSON.stringify(reports);
</script></body></html>"""


def devices_of(example: Path) -> list[str]:
    found = re.search(r"tether run examples/\S+ --device (\S+)", example.read_text())
    return ["--device", found.group(1)] if found else []


def main() -> int:
    tether = Path(sys.argv[1]).resolve()
    out = Path(os.environ.get("PICTURES_DIR", "/tmp/tether-pictures"))
    out.mkdir(parents=True, exist_ok=True)
    failures = []
    examples = sorted((ROOT / "examples").glob("*.layout"))
    pictures, views = {}, {}
    for example in examples:
        svg = out / (example.stem + ".svg")
        arguments = [str(tether), "run", str(example.relative_to(ROOT)), *devices_of(example)]
        run = subprocess.run(arguments + ["--constraints", "-o", str(svg)], cwd=ROOT, capture_output=True, text=True)
        if run.returncode not in (0, 1) or not svg.exists():
            failures.append(f"{example.name}: tether run exited {run.returncode}: {run.stderr[:300]}")
            continue
        pictures[example.name] = svg.read_text()
        layouts = json.loads(subprocess.run(arguments + ["--format", "json"], cwd=ROOT, capture_output=True, text=True).stdout)["layouts"]
        views[example.name] = {view["name"] for layout in layouts for view in layout["views"]}

        # What a user sees: a screenshot of the picture at its own size.
        width, height = (round(float(v)) for v in re.search(r'width="([\d.]+)" height="([\d.]+)"', pictures[example.name][:400]).groups())
        png = out / (example.stem + ".png")
        subprocess.run(CHROMIUM + [f"--screenshot={png}", f"--window-size={width},{height}", svg.as_uri()],
                       capture_output=True, timeout=120)
        if not png.exists():
            failures.append(f"{example.name}: Chromium wrote no screenshot")
            continue
        shot_width, shot_height, coloured = png_pixels(png)
        if (shot_width, shot_height) != (width, height):
            failures.append(f"{example.name}: screenshot {shot_width}×{shot_height}, picture {width}×{height}")
        if coloured < 0.005 * width * height:
            failures.append(f"{example.name}: the screenshot is blank ({coloured} coloured pixels)")
        print(f"{example.name}: {width}×{height}, {coloured} coloured pixels ({100 * coloured / (width * height):.1f} %)")

    # Every picture in one page, measured by Chromium's layout.
    page = out / "pictures.html"
    page.write_text(MEASURE % "\n".join(f'<div data-example="{html.escape(name)}">{svg}</div>' for name, svg in pictures.items()))
    dom = subprocess.run(CHROMIUM + ["--dump-dom", "--virtual-time-budget=10000", page.as_uri()],
                         capture_output=True, text=True, timeout=180).stdout
    found = re.search(r'<pre id="report">(.*?)</pre>', dom, re.S)
    reports = json.loads(html.unescape(found.group(1))) if found and found.group(1).strip() else {}
    if not reports:
        failures.append("the page's script reported nothing")
    for name, report in reports.items():
        missing = sorted(views[name] - set(report["titles"]))
        if missing:
            failures.append(f"{name}: views not in the DOM: {missing[:5]}")
        if report["outside"]:
            failures.append(f"{name}: text outside the picture: {report['outside'][:3]}")
        if report["constraints"] == 0:
            failures.append(f"{name}: no constraint drawn")
        print(f"{name}: {report['texts']} texts, {report['constraints']} constraints, {len(views[name])} views in the DOM")
    for failure in failures:
        print("FAIL", failure)
    print(f"render-pictures: {len(examples)} examples in Chromium, {len(failures)} problems; PNGs in {out}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
