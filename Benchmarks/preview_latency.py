#!/usr/bin/env python3
"""preview_latency.py [TETHER]: how soon `tether preview` shows a save, and whether its memory
stays flat over many saves.

Writes a 50-view screen (a header, 24 rows of a label and a field, a footer) to a temporary
folder, starts `TETHER preview screen.layout --device iphone16pro --port 0`, connects to its
WebSocket as the page does, then saves the script SAVES times (default 1,000) as an editor
does (a new file renamed over the old one), each save changing the rows' spacing so every
frame below the first row moves. For each save it measures the time from the rename to the
arrival of the new snapshot (inotify → run → lay out → SVG → JSON → WebSocket → client), and
checks that the snapshot has the new frames. It reports the median, 95th percentile and
maximum latency, the server's own run time, and the server's resident memory (VmRSS) after
the first snapshot, after 100 and 1,000 saves and after the last.

Usage: python3 Benchmarks/preview_latency.py .build/release/tether [--saves 1000]
"""

from __future__ import annotations

import argparse
import json
import select
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import websocket  # websocket-client


def script(spacing: int) -> str:
    """50 views: a header, 24 label + field rows `spacing` apart, a footer."""
    lines = ["# 50 views: a header, 24 rows of a label and a field, a footer.", "view header", "vfl \"H:|[header]|\"",
             "pin header.top == root.safeArea.top", "pin header.height == 44"]
    above = "header"
    for row in range(24):
        lines += [f"view label{row} {{ intrinsic 80 x 21 }}", f"view field{row} {{ intrinsic none x 34 }}",
                  f"vfl \"H:|-16-[label{row}(80)]-8-[field{row}]-16-|\"",
                  f"pin label{row}.centerY == field{row}.centerY",
                  f"pin field{row}.top == {above}.bottom + {spacing}"]
        above = f"field{row}"
    lines += ["view footer", "vfl \"H:|[footer]|\"", "pin footer.bottom == root.safeArea.bottom", "pin footer.height == 49"]
    return "\n".join(lines) + "\n"


def rss_kib(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("tether", nargs="?", default=".build/release/tether")
    parser.add_argument("--saves", type=int, default=1000)
    arguments = parser.parse_args()
    tether = str(Path(arguments.tether).resolve())
    with tempfile.TemporaryDirectory(prefix="tether-preview-bench-") as folder:
        path = Path(folder) / "screen.layout"
        path.write_text(script(8))
        server = subprocess.Popen([tether, "preview", "screen.layout", "--device", "iphone16pro", "--port", "0"], cwd=folder,
                                  stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        try:
            ready, _, _ = select.select([server.stdout], [], [], 30)
            line = server.stdout.readline() if ready else ""
            if " at http://" not in line:
                print(f"the preview did not start: {line!r}", file=sys.stderr)
                return 1
            base = line.split(" at ")[1].split()[0]
            # Python's UTF-8 check of a 96 KB frame would cost more than the server's whole run; a
            # browser decodes in native code.
            socket = websocket.create_connection(base.replace("http://", "ws://") + "updates", timeout=30,
                                                 skip_utf8_validation=True)
            first = json.loads(socket.recv())["snapshot"]
            if len(first["views"]) != 51 or first.get("errors"):
                print(f"unexpected first snapshot: {len(first['views'])} views", file=sys.stderr)
                return 1
            memory = {"start": rss_kib(server.pid)}
            latencies, runs = [], []
            for save in range(1, arguments.saves + 1):
                spacing = 8 + save % 5
                temporary = path.with_name(".screen.layout.tmp")
                temporary.write_text(script(spacing))
                start = time.perf_counter()
                temporary.rename(path)
                while True:
                    snapshot = json.loads(socket.recv())["snapshot"]
                    # Field 1 sits one row (34) and one spacing below field 0.
                    frames = snapshot["views"]["field1"]["frames"][0]
                    field0 = snapshot["views"]["field0"]["frames"][0]
                    if abs(frames[1] - (field0[1] + 34 + spacing)) < 1e-9:
                        break
                latencies.append((time.perf_counter() - start) * 1000)
                runs.append(snapshot["milliseconds"])
                if save in (100, 1000, arguments.saves):
                    memory[f"after {save} saves"] = rss_kib(server.pid)
            socket.close()
        finally:
            server.terminate()
            server.wait(10)
    latencies.sort()
    p95 = latencies[int(0.95 * (len(latencies) - 1))]
    print(f"tether preview, 50 views on iphone16pro, {arguments.saves} saves")
    print(f"save → snapshot at the client: median {statistics.median(latencies):.1f} ms, "
          f"p95 {p95:.1f} ms, max {latencies[-1]:.1f} ms")
    print(f"server's run (script → SVG): median {statistics.median(runs):.1f} ms")
    print("server's resident memory: " + ", ".join(f"{name} {kib / 1024:.1f} MiB" for name, kib in memory.items()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
