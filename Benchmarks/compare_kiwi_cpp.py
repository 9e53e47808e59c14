#!/usr/bin/env python3
"""Tether's solver against kiwi's own C++ on kiwi's own enaml-like benchmark, in one run.

kiwisolver's source distribution (from PyPI, with `pip download`) carries kiwi's C++ headers
and `benchmarks/enaml_like_benchmark.cpp`, which times "building solver" (adding the 111
constraints of an enaml-like window) and "suggest value WxH" (one resize: suggest the
window's width and height, update the variables). This script builds that file as kiwi's
own `build_and_run_bench.sh` does (`-std=c++11 -O2`), runs it `--runs` times, and runs
`tether-bench solver --workload enaml --repeat-each 100` — the same 111 constraints in the
same order, and the same resizes measured the same way: each size suggested repeatedly, as
kiwi's nanobench loop does (Sources/tether-bench/EnamlLike.swift) — then prints the medians
and the ratios Tether/kiwi.

Usage: python3 Benchmarks/compare_kiwi_cpp.py [--runs 5]
Standard library only; needs pip (for the download) and a C++ compiler (CXX, else c++).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tarfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from compare_kiwisolver import REPO_DIR, TETHER_BENCH, log  # noqa: E402

KIWI_DIR = REPO_DIR / "Benchmarks" / ".kiwi"


def kiwi_sources() -> Path:
    """kiwisolver's unpacked source distribution, downloaded on first use."""
    found = sorted(KIWI_DIR.glob("kiwisolver-*/benchmarks/enaml_like_benchmark.cpp"))
    if found:
        return found[-1].parent.parent
    KIWI_DIR.mkdir(parents=True, exist_ok=True)
    log("downloading kiwisolver's source distribution (pip download)")
    subprocess.run([sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--no-binary", ":all:",
                    "kiwisolver", "-d", str(KIWI_DIR)], check=True)
    archive = sorted(KIWI_DIR.glob("kiwisolver-*.tar.gz"))[-1]
    with tarfile.open(archive) as tar:
        tar.extractall(KIWI_DIR, filter="data")
    return kiwi_sources()


def build(sources: Path) -> Path:
    binary = sources / "benchmarks" / "run_bench"
    if binary.exists():
        return binary
    compiler = os.environ.get("CXX") or shutil.which("c++") or shutil.which("g++") or shutil.which("clang++")
    if compiler is None:
        raise SystemExit("no C++ compiler: set CXX")
    log(f"building kiwi's enaml_like_benchmark.cpp with {compiler} -std=c++11 -O2")
    subprocess.run([compiler, "-std=c++11", "-O2", "-I..", "enaml_like_benchmark.cpp", "-o", "run_bench"],
                   cwd=sources / "benchmarks", check=True)
    return binary


ROW = re.compile(r"^\|\s*([\d,.]+)\s*\|.*?`([^`]+)`")


def kiwi_run(binary: Path) -> tuple[float, float]:
    """One run of kiwi's benchmark: (building solver µs, mean of the suggest-value rows µs)."""
    output = subprocess.run([str(binary)], capture_output=True, text=True, check=True).stdout
    build_ns, suggest_ns = None, []
    for line in output.splitlines():
        match = ROW.match(line)
        if not match:
            continue
        ns = float(match.group(1).replace(",", ""))
        if match.group(2) == "building solver":
            build_ns = ns
        elif match.group(2).startswith("suggest value"):
            suggest_ns.append(ns)
    if build_ns is None or not suggest_ns:
        raise SystemExit(f"could not read kiwi's benchmark output:\n{output}")
    return build_ns / 1000, statistics.mean(suggest_ns) / 1000


def tether_run(runs: int) -> tuple[float, float]:
    if not TETHER_BENCH.exists():
        log("building tether-bench (release)")
        subprocess.run(["swift", "build", "-c", "release", "--product", "tether-bench"], cwd=REPO_DIR, check=True)
    # kiwi measures each of its six sizes over many repeated suggestions (the first moves the
    # solution, the rest suggest the same value): 100 cycles per size does the same.
    output = subprocess.run([str(TETHER_BENCH), "solver", "--workload", "enaml", "--runs", str(runs), "--json",
                             "--cycles", "600", "--repeat-each", "100"],
                            capture_output=True, text=True, check=True).stdout
    row = json.loads(output.splitlines()[0])
    return row["add_ms"]["median"] * 1000, row["cycle_ms"]["median"] * 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    binary = build(kiwi_sources())
    kiwi = [kiwi_run(binary) for _ in range(args.runs)]
    kiwi_build = statistics.median(k[0] for k in kiwi)
    kiwi_resize = statistics.median(k[1] for k in kiwi)
    tether_build, tether_resize = tether_run(max(args.runs, 5))
    print("| enaml-like (kiwi's benchmark) | Tether | kiwi C++ | Tether/kiwi |")
    print("| --- | ---: | ---: | ---: |")
    print(f"| add 111 constraints | {tether_build:.0f} µs | {kiwi_build:.0f} µs | {tether_build / kiwi_build:.2f}× |")
    print(f"| resize (suggest width and height) | {tether_resize:.2f} µs | {kiwi_resize:.2f} µs | {tether_resize / kiwi_resize:.2f}× |")


if __name__ == "__main__":
    main()
