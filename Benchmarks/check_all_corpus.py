#!/usr/bin/env python3
"""Times `tether check --all` as whole processes on every imported screen of a corpus.

Imports every Interface Builder document of the corpus (default ../shared/conformance/ib, read
where it is, never copied into the repository) with `tether import DOC -o DIR` into a temporary
folder, counts each script's views (the views of its first layout in `tether run --format
json`), and times `tether check --all --format json` (best of --runs) on every script with at
most --max-views views. Prints the slowest, how many take over --goal seconds, and a line per
script with --verbose.

`--tether PATH` times another build (the one before a change); `--save DIR` keeps each
script's JSON and text output under DIR (the text output is then run too, untimed), so two builds can be diffed byte for byte
(`diff -r before/ after/`). A benchmark, never a test: the figures depend on the machine.
"""

import argparse
import json
import os
import pathlib
import subprocess
import sys
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent


def views_of(tether, script):
    """How many views the script's first layout has; None if it does not run."""
    done = subprocess.run([tether, "run", "--format", "json", str(script)], capture_output=True, text=True)
    try:
        return len(json.loads(done.stdout)["layouts"][0]["views"])
    except (ValueError, KeyError, IndexError):
        return None


def timed(command, runs):
    """The best wall time of `runs` runs of `command`, and the last run's output."""
    best, done = None, None
    for _ in range(runs):
        start = time.perf_counter()
        done = subprocess.run(command, capture_output=True)
        elapsed = time.perf_counter() - start
        best = elapsed if best is None else min(best, elapsed)
    return best, done


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--corpus", default=str(ROOT.parent / "shared" / "conformance" / "ib"))
    parser.add_argument("--tether", default=str(ROOT / ".build" / "release" / "tether"))
    parser.add_argument("--min-views", type=int, default=0)
    parser.add_argument("--max-views", type=int, default=60)
    parser.add_argument("--runs", type=int, default=1)
    parser.add_argument("--goal", type=float, default=1.0, help="seconds (default 1)")
    parser.add_argument("--examples", action="store_true", help="time examples/*.layout as well")
    parser.add_argument("--save", help="keep each script's outputs under this folder")
    parser.add_argument("--verbose", action="store_true")
    args = parser.parse_args()

    tether = args.tether
    if not os.access(tether, os.X_OK):
        sys.exit(f"no tether at {tether}: swift build -c release --product tether")
    scripts = []
    with tempfile.TemporaryDirectory() as folder:
        imported = pathlib.Path(folder)
        for document in sorted(pathlib.Path(args.corpus).iterdir()):
            if document.suffix not in (".storyboard", ".xib"):
                continue
            out = imported / document.name
            out.mkdir()
            subprocess.run([tether, "import", str(document), "-o", str(out) + "/"], capture_output=True)
            for script in sorted(out.glob("*.layout")):
                count = views_of(tether, script)
                if count is not None and args.min_views <= count <= args.max_views:
                    scripts.append((f"{document.name}/{script.name}", script, count))
        if args.examples:
            for script in sorted((ROOT / "examples").glob("*.layout")):
                scripts.append((f"examples/{script.name}", script, views_of(tether, script) or 0))

        results = []
        for name, script, count in scripts:
            outputs = {}
            best = 0.0
            for form in ("json", "text") if args.save else ("json",):
                seconds, done = timed([tether, "check", "--all", "--format", form, str(script)], args.runs)
                if form == "json":
                    best = seconds
                outputs[form] = done.stdout + b"\n--- stderr ---\n" + done.stderr + f"\n--- exit {done.returncode}\n".encode()
            results.append((best, name, count))
            if args.verbose:
                print(f"{best:7.3f} s  {count:3d} views  {name}", flush=True)
            if args.save:
                for form, data in outputs.items():
                    target = pathlib.Path(args.save) / f"{name.replace('/', '__')}.{form}"
                    target.parent.mkdir(parents=True, exist_ok=True)
                    target.write_bytes(data.replace(str(imported).encode(), b"CORPUS"))

    results.sort(reverse=True)
    over = [r for r in results if r[0] > args.goal]
    total = sum(r[0] for r in results)
    print(f"{len(results)} scripts with {args.min_views}–{args.max_views} views; "
          f"{len(over)} over {args.goal:g} s; total {total:.1f} s")
    for seconds, name, count in results[:10]:
        print(f"  {seconds:6.3f} s  {count:3d} views  {name}")


if __name__ == "__main__":
    main()
