#!/usr/bin/env python3
"""environment-report.py TETHER: `tether check --all -o report.html` as a user opens it, in
headless Chromium (Debian's `chromium`, which `make test-deps` installs).

A script whose title is cut short only in landscape on the iPhone SE, from AX3 up
(Tests/Scripts/environments/landscape-row.layout works the numbers out), is checked on four
iPhone screens at every text size in both directions, with the matrix written to a page;
then:
- the page as Chromium lays it out (its DOM after its script ran): one numbered problem per
  finding of the JSON, one matrix per direction with a cell for each of the 96 environments,
  the SE-in-landscape cells from AX3 naming the truncation and the AX2 one not;
- the page opened at a cell (`#environment-N`, what clicking the cell does): the cell's
  environment is shown with its problems, and its picture draws the title red
  (`data-flagged`);
- a screenshot of that view that is not blank.
The PNG is left in PICTURES_DIR (default /tmp/tether-pictures) to look at.

Usage: python3 Tests/environment-report.py .build/debug/tether
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

CHROMIUM = ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--mute-audio",
            "--no-first-run", "--disable-dev-shm-usage"]

SCRIPT = (Path(__file__).resolve().parent / "Scripts" / "environments" / "landscape-row.layout").read_text()
DEVICES = "iphonese3,iphonese3:landscape,iphone17,iphone17:landscape"


def main() -> int:
    tether = str(Path(sys.argv[1]).resolve())
    out = Path(os.environ.get("PICTURES_DIR", "/tmp/tether-pictures"))
    out.mkdir(parents=True, exist_ok=True)
    failures: list[str] = []

    def check(condition: bool, message: str) -> None:
        if not condition:
            failures.append(message)

    with tempfile.TemporaryDirectory() as folder:
        script = Path(folder) / "row.layout"
        script.write_text(SCRIPT)
        page = Path(folder) / "report.html"
        run = subprocess.run([tether, "check", str(script), "--all", "--keyboards", "hidden", "--device", DEVICES, "-o", str(page)],
                             capture_output=True, text=True)
        check(run.returncode == 3, f"check --all exited {run.returncode}: {run.stderr[:300]}")
        report = json.loads(subprocess.run([tether, "check", str(script), "--all", "--keyboards", "hidden", "--device", DEVICES, "--format", "json"],
                                           capture_output=True, text=True).stdout)["files"][0]
        environments = report["environments"]
        findings = [d for d in report["diagnostics"] if "environments" in d]
        truncated = next((number for number, d in enumerate(findings, 1) if d["kind"] == "truncated"), None)
        check(truncated is not None, "the JSON has no truncation")
        smallest = findings[truncated - 1]["smallest"] if truncated else 0

        # The page laid out: the problems, the matrices and their cells.
        dom = subprocess.run(CHROMIUM + ["--dump-dom", "--virtual-time-budget=5000", page.as_uri()],
                             capture_output=True, text=True, timeout=120).stdout
        problems = re.findall(r'<li id="problem-(\d+)"', dom)
        check(len(problems) == len(findings), f"{len(problems)} problems listed, the JSON has {len(findings)}")
        check(dom.count('<table class="matrix">') == 2, "not one matrix per direction")
        cells = dict(re.findall(r'<td class="\w+" id="cell-(\d+)"><button[^>]*>([^<]*)</button>', dom))
        check(len(cells) == len(environments) == 96, f"{len(cells)} cells for {len(environments)} environments")
        for index, environment in enumerate(environments):
            if environment["screen"] != "iphonese3:landscape":
                continue
            names = cells.get(str(index), "").split()
            expected = environment["textSize"] in ("AX3", "AX4", "AX5")
            check((str(truncated) in names) == expected,
                  f"cell {index} ({environment['textSize']}, {environment['direction']}) shows {names}")

        # The page opened at the smallest environment that shows the truncation.
        opened = subprocess.run(CHROMIUM + ["--dump-dom", "--virtual-time-budget=5000", page.as_uri() + f"#environment-{smallest}"],
                                capture_output=True, text=True, timeout=120).stdout
        box = re.search(r'<aside id="environment"( hidden="")?>(.*?)</aside>', opened, re.S)
        check(box is not None and box.group(1) is None, "the environment is not shown")
        shown = box.group(2) if box else ""
        check("iphonese3:landscape (667 × 375), AX3" in shown, "the caption is not the environment's")
        check(re.search(r'data-flagged="true" data-view="title"', shown) is not None, "the title is not drawn red")
        check("cut short" in shown, "the environment's problems are not listed")

        png = out / "environment-report.png"
        subprocess.run(CHROMIUM + [f"--screenshot={png}", "--window-size=1200,1600", page.as_uri() + f"#environment-{smallest}"],
                       capture_output=True, timeout=120)
        check(png.exists() and png.stat().st_size > 10_000, "Chromium wrote no screenshot, or a blank one")

    for failure in failures:
        print("FAIL", failure)
    print(f"environment-report: {len(failures)} problems; the screenshot is in {out}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
