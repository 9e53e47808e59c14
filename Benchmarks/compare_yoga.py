#!/usr/bin/env python3
"""Tether against Yoga on LayoutFrameworkBenchmark's feed cell, in one C process.

Yoga (Facebook's flexbox engine, behind React Native, Litho and FlexLayout) comes from PyPI's
`pyyoga` wheel (0.1.0, built from Yoga 3.2.1), which ships Yoga's headers and a release `libyogacore.a`: this script installs
it into a virtual environment (`Benchmarks/.yoga/venv`) when it runs, builds libTetherC in
release mode, and builds `Benchmarks/FeedCell/feed_cell_bench.c` with gcc (-O2), linked by g++
against both. The program lays out the same 21-view cell (Benchmarks/FeedCell/feed-cell.layout
for Tether, the same tree of Yoga nodes) with one text model on both sides, then:

1. checks that both engines give every view of every cell the same frame to 1/1000 of a point
   (N cells built and laid out at 320, 375, 414 and 768, laid out again at the next width, and
   one cell rebound to each item's texts and fitted);
2. times, at N = 1, 100 and 1,000 cells and each width, (a) building the cells and laying them
   out once — Tether both by running the script for each cell and as a host showing many
   cells of one script does, running it once and copying that cell for each (`tether_copy`,
   given item i's texts; the run is timed too) against Yoga's one way, building each cell's
   nodes —, (b) laying them out again at another width, (c) rebinding one cell to item i's
   texts and fitting its height for i in 0..<N — both engines alternately in each run, the
   median of many runs;
3. counts instructions with callgrind (valgrind), when installed, for N = 100 at 375: a phase's
   count is a run of the phases up to it less a run without it (every thread counted: Tether's
   C API works on threads of its own).

It prints a Markdown table: per cell and per view (21 views), Tether ÷ Yoga.

Usage: python3 Benchmarks/compare_yoga.py [--quick] [--runs-scale 1.0] [--no-callgrind]
Needs python3 with venv and pip, gcc and g++, and the Swift toolchain.
"""

from __future__ import annotations

import argparse
import json
import shutil
import statistics
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from compare_kiwisolver import REPO_DIR, log  # noqa: E402

YOGA_DIR = REPO_DIR / "Benchmarks" / ".yoga"
VENV = YOGA_DIR / "venv"
CELL_DIR = REPO_DIR / "Benchmarks" / "FeedCell"
SCRIPT = CELL_DIR / "feed-cell.layout"
PROGRAM = YOGA_DIR / "feed_cell_bench"
LIBRARY_DIR = REPO_DIR / ".build" / "release"
# The wheel that carries Yoga 3.2.1's headers and libyogacore.a.
PYYOGA = "pyyoga==0.1.0"
VIEWS = 21
PHASES = [("build", "build the cells, lay them out once"),
          ("copy", "build the cells, lay them out once; Tether: one run, a copy per cell"),
          ("relayout", "lay them out again at another width"),
          ("rebind", "rebind a cell to item i's texts, fit its height")]


def yoga_prefix() -> Path:
    """The folder of pyyoga's include/yoga and lib64/libyogacore.a, installed on first use."""
    python = VENV / "bin" / "python"
    if not python.exists():
        log(f"creating a virtual environment for {PYYOGA} in {VENV}")
        subprocess.run([sys.executable, "-m", "venv", str(VENV)], check=True)
    found = sorted(VENV.glob("lib/python*/site-packages/lib64/libyogacore.a"))
    if not found:
        log(f"installing {PYYOGA} (pip)")
        subprocess.run([str(python), "-m", "pip", "install", "--quiet", PYYOGA], check=True)
        found = sorted(VENV.glob("lib/python*/site-packages/lib64/libyogacore.a"))
    if not found:
        raise SystemExit(f"{PYYOGA} installed no lib64/libyogacore.a")
    return found[-1].parent.parent


def build() -> Path:
    log("building libTetherC (release)")
    subprocess.run(["swift", "build", "-c", "release", "--product", "TetherC"], cwd=REPO_DIR, check=True)
    prefix = yoga_prefix()
    source = CELL_DIR / "feed_cell_bench.c"
    objects = YOGA_DIR / "feed_cell_bench.o"
    for tool in ("gcc", "g++"):
        if shutil.which(tool) is None:
            raise SystemExit(f"{tool} is needed to build {source.name}")
    log(f"building {source.name} with gcc -O2, linked by g++ against libyogacore.a and libTetherC")
    subprocess.run(["gcc", "-O2", "-g", "-std=c11", "-Wall", "-Wextra", "-Werror", "-c", str(source),
                    "-I", str(prefix / "include"), "-I", str(REPO_DIR / "Sources" / "CTetherAPI" / "include"),
                    "-o", str(objects)], check=True)
    subprocess.run(["g++", str(objects), str(prefix / "lib64" / "libyogacore.a"), "-L", str(LIBRARY_DIR), "-lTetherC",
                    f"-Wl,-rpath,{LIBRARY_DIR}", "-lm", "-o", str(PROGRAM)], check=True)
    return PROGRAM


def run(*arguments: str) -> str:
    return subprocess.run([str(PROGRAM), str(SCRIPT), *arguments], capture_output=True, text=True, check=True).stdout


def check(n: int) -> None:
    log(f"checking frames: {n} cells at 320, 375, 414 and 768 (build, copy, relayout, rebind)")
    result = subprocess.run([str(PROGRAM), str(SCRIPT), "check", str(n)], capture_output=True, text=True)
    sys.stderr.write(result.stderr)
    print(result.stdout.strip())
    if result.returncode != 0:
        raise SystemExit("the engines' frames differ")


def time(n: int, runs: int) -> list[dict]:
    log(f"timing N = {n}: {runs} runs of each engine at each width")
    return [json.loads(line) for line in run("time", str(n), str(runs)).splitlines()]


def collected(engine: str, upto: str, n: int, width: int) -> int | None:
    """Instructions callgrind counts in a whole run of the program's phases up to `upto`."""
    result = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null",
                             str(PROGRAM), str(SCRIPT), "phase", engine, upto, str(n), str(width)],
                            capture_output=True, text=True)
    for line in result.stderr.splitlines():
        if "Collected :" in line:
            return int(line.split(":")[-1].strip())
    return None


def instructions(engine: str, n: int, width: int) -> dict[str, int] | None:
    """Each phase's instructions for n cells (callgrind; every thread): a run of the phases
    up to it less a run without it."""
    if shutil.which("valgrind") is None:
        return None
    log(f"callgrind: {engine}, N = {n} at {width}")
    phases = ("none", "build", "relayout", "rebind") + (("copy",) if engine == "tether" else ())
    runs = {upto: collected(engine, upto, n, width) for upto in phases}
    if any(count is None for count in runs.values()):
        return None
    return {"build": runs["build"] - runs["none"], "relayout": runs["relayout"] - runs["build"],
            "rebind": runs["rebind"] - runs["build"], "copy": runs.get("copy", runs["build"]) - runs["none"]}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--quick", action="store_true", help="fewer runs, N = 1 and 100, no callgrind")
    parser.add_argument("--runs-scale", type=float, default=1.0, help="multiplies every number of runs")
    parser.add_argument("--no-callgrind", action="store_true")
    args = parser.parse_args()
    build()
    sizes = [1, 100] if args.quick else [1, 100, 1000]
    base_runs = {1: 201, 100: 21, 1000: 5} if not args.quick else {1: 51, 100: 5}
    check(max(sizes))
    rows = []
    for n in sizes:
        rows += time(n, max(1, int(base_runs[n] * args.runs_scale)))
    counts = {}
    if not args.quick and not args.no_callgrind:
        counts = {engine: instructions(engine, 100, 375) for engine in ("tether", "yoga")}
        if None in counts.values():
            counts = {}
    print()
    print("Medians of the four widths' medians (320, 375, 414, 768); per cell = the phase's time / N,"
          f" per view = / (N × {VIEWS}); ratio = Tether ÷ Yoga (the widths' lowest–highest in brackets).")
    print()
    print("| N | measurement | Tether per cell | Yoga per cell | Tether per view | Yoga per view | Tether ÷ Yoga |")
    print("| ---: | --- | ---: | ---: | ---: | ---: | ---: |")
    for n in sizes:
        mine = [row for row in rows if row["n"] == n]
        for phase, what in PHASES:
            tether = statistics.median(row["tether_us"][phase] for row in mine) / n
            yoga = statistics.median(row["yoga_us"][phase] for row in mine) / n
            ratios = [row["tether_us"][phase] / row["yoga_us"][phase] for row in mine]
            print(f"| {n:,} | ({phase}) {what} | {tether:,.1f} µs | {yoga:,.2f} µs | {tether / VIEWS:,.2f} µs |"
                  f" {yoga / VIEWS:,.3f} µs | {statistics.median(ratios):,.1f}× ({min(ratios):,.1f}–{max(ratios):,.1f}) |")
    if counts:
        print()
        print("Instructions per cell (callgrind, every thread; N = 100 at 375, a run with the phase less one without):")
        print()
        print("| measurement | Tether | Yoga | Tether ÷ Yoga |")
        print("| --- | ---: | ---: | ---: |")
        for phase, _ in PHASES:
            tether, yoga = counts["tether"][phase], counts["yoga"][phase]
            print(f"| {phase} | {tether / 100:,.0f} | {yoga / 100:,.0f} | {tether / yoga:,.1f}× |")
    print()
    print("Per width (µs for the whole phase):")
    for row in rows:
        print(json.dumps(row))


if __name__ == "__main__":
    main()
