#!/usr/bin/env python3
"""Run Tether's solver workloads on kiwisolver and print Tether/kiwi ratios.

The workloads W0-W3 are the ones defined in the solver-performance notes (and in
`Sources/tether-bench/Workloads.swift`): the same variables in the same creation order,
the same constraints in the same order with the same term order, the same edit
variables, initial values and cycle values. Before comparing, this script asks
`tether-bench solver --dump` for Tether's definition of each workload and checks that it
is identical, line for line, to the one generated here.

kiwisolver is installed into `Benchmarks/.venv` on first use. Each (workload, N) runs in a
fresh process so that its peak RSS (`ru_maxrss`) belongs to that workload alone.

Standard library only (Python 3.11), apart from kiwisolver inside the child processes.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import resource
import statistics
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

BENCH_DIR = Path(__file__).resolve().parent
REPO_DIR = BENCH_DIR.parent
VENV_DIR = BENCH_DIR / ".venv"
TETHER_BENCH = REPO_DIR / ".build" / "release" / "tether-bench"

WORKLOAD_NAMES = ["enaml", "chain", "grid", "independent"]
DEFAULT_SIZES = [1000, 10000, 100000]

# Relative tolerance of every check; a sum is checked to SUM_TOLERANCE of its magnitude.
TOLERANCE = 1e-6
SUM_TOLERANCE = 1e-9


# MARK: - Workload definitions (identical to Sources/tether-bench/Workloads.swift)


@dataclass
class Workload:
    """One benchmark workload as data: `Σ coef·var + constant OP 0` rows at a strength."""

    name: str
    n: int
    label: str
    names: list[str] = field(default_factory=list)
    # (variable index, initial suggestion or None); every edit variable is strong.
    edits: list[tuple[int, float | None]] = field(default_factory=list)
    # (strength name, op, constant, [(variable index, coefficient), ...])
    constraints: list[tuple[str, str, float, list[tuple[int, float]]]] = field(default_factory=list)
    # cycle k -> one value per edit variable
    cycle_values: Callable[[int], list[float]] = lambda k: []
    # values -> list of failures; cycle checks take the index of the last cycle run.
    check_add: Callable[[list[float]], list[str]] = lambda values: []
    check_cycle: Callable[[list[float], int], list[str]] = lambda values, k: []

    def var(self, name: str) -> int:
        self.names.append(name)
        return len(self.names) - 1

    def add(self, strength: str, op: str, constant: float, *terms: tuple[int, float]) -> None:
        self.constraints.append((strength, op, float(constant), [(v, float(c)) for v, c in terms]))


def close(a: float, b: float, tolerance: float = TOLERANCE) -> bool:
    return abs(a - b) <= tolerance * max(1.0, abs(b))


def expect(failures: list[str], what: str, actual: float, expected: float, tolerance: float = TOLERANCE) -> None:
    if not close(actual, expected, tolerance):
        failures.append(f"{what} = {actual!r}, expected {expected!r}")


def expect_all(failures: list[str], what: str, pairs) -> None:
    """Checks (index, actual, expected) triples; reports the first mismatch and how many."""
    bad = [(i, a, e) for i, a, e in pairs if not close(a, e)]
    if bad:
        i, a, e = bad[0]
        failures.append(f"{what}[{i}] = {a!r}, expected {e!r} ({len(bad)} such)")


def chain(n: int) -> Workload:
    """W1: N views in a row, 8 apart, each wanting width 50 (weak), at least 10, inside cw."""
    w = Workload("chain", n, f"chain {n}")
    cw = w.var("cw")
    lefts, widths = [], []
    for i in range(n):
        lefts.append(w.var(f"left_{i}"))
        widths.append(w.var(f"width_{i}"))
    w.edits = [(cw, 58.0 * n)]
    for i in range(n):
        if i == 0:
            w.add("required", "==", 0, (lefts[0], 1))
        else:
            w.add("required", "==", -8, (lefts[i - 1], -1), (widths[i - 1], -1), (lefts[i], 1))
        w.add("required", ">=", -10, (widths[i], 1))
        w.add("weak", "==", -50, (widths[i], 1))
    w.add("required", "<=", 0, (cw, -1), (lefts[-1], 1), (widths[-1], 1))
    deltas = [40.0, -100.0, 10.0, -30.0]
    w.cycle_values = lambda k: [58.0 * n - 8 + deltas[k % 4]]

    def check_add(values: list[float]) -> list[str]:
        failures: list[str] = []
        expect(failures, "cw", values[cw], 58.0 * n)
        expect_all(failures, "width", ((i, values[v], 50.0) for i, v in enumerate(widths)))
        expect_all(failures, "left", ((i, values[v], 58.0 * i) for i, v in enumerate(lefts)))
        expect(failures, "Σall", math.fsum(values), 58.0 * n + 58.0 * n * (n - 1) / 2 + 50.0 * n, SUM_TOLERANCE)
        return failures

    def check_cycle(values: list[float], k: int) -> list[str]:
        # Which views shrink is not unique, so Σall is not checked; the totals are.
        failures: list[str] = []
        shrink = min(deltas[k % 4], 0.0)
        expect(failures, "cw", values[cw], 58.0 * n - 8 + deltas[k % 4])
        expect(failures, "right edge", values[lefts[-1]] + values[widths[-1]], 58.0 * n - 8 + shrink)
        expect(failures, "Σwidth", math.fsum(values[v] for v in widths), 50.0 * n + shrink, SUM_TOLERANCE)
        small = [i for i, v in enumerate(widths) if values[v] < 10 - TOLERANCE]
        if small:
            failures.append(f"width[{small[0]}] = {values[widths[small[0]]]!r} < 10")
        return failures

    w.check_add, w.check_cycle = check_add, check_cycle
    return w


def grid_side(n: int) -> int:
    """s = round(√N): 32 for 1,000, 100 for 10,000, 316 for 100,000."""
    return int(round(math.sqrt(n)))


def grid(n: int) -> Workload:
    """W2: an s×s grid of cells 8 apart, widths equal per row and heights per column."""
    s = grid_side(n)
    w = Workload("grid", n, f"grid {s}×{s}")
    cw, ch = w.var("cw"), w.var("ch")
    left, top, width, height = {}, {}, {}, {}
    for r in range(s):
        for c in range(s):
            left[r, c] = w.var(f"left_{r}_{c}")
            top[r, c] = w.var(f"top_{r}_{c}")
            width[r, c] = w.var(f"width_{r}_{c}")
            height[r, c] = w.var(f"height_{r}_{c}")
    w.edits = [(cw, 108.0 * s + 20), (ch, 48.0 * s + 20)]
    for r in range(s):
        for c in range(s):
            if c == 0:
                w.add("required", "==", -8, (left[r, c], 1))
            else:
                w.add("required", "==", -8, (left[r, c - 1], -1), (width[r, c - 1], -1), (left[r, c], 1))
            if r == 0:
                w.add("required", "==", -8, (top[r, c], 1))
            else:
                w.add("required", "==", -8, (top[r - 1, c], -1), (height[r - 1, c], -1), (top[r, c], 1))
            if c > 0:
                w.add("required", "==", 0, (width[r, 0], -1), (width[r, c], 1))
            if r > 0:
                w.add("required", "==", 0, (height[0, c], -1), (height[r, c], 1))
            w.add("required", ">=", -10, (width[r, c], 1))
            w.add("required", ">=", -10, (height[r, c], 1))
            w.add("weak", "==", -100, (width[r, c], 1))
            w.add("weak", "==", -40, (height[r, c], 1))
    for r in range(s):
        w.add("required", "<=", 8, (cw, -1), (left[r, s - 1], 1), (width[r, s - 1], 1))
    for c in range(s):
        w.add("required", "<=", 8, (ch, -1), (top[s - 1, c], 1), (height[s - 1, c], 1))
    dw = [40.0, -10.0 * s, 10.0, -30.0 * s]
    dh = [40.0, -5.0 * s, 10.0, -15.0 * s]
    w.cycle_values = lambda k: [108.0 * s + 8 + dw[k % 4], 48.0 * s + 8 + dh[k % 4]]

    def check(values: list[float], cw_value: float, ch_value: float) -> list[str]:
        failures: list[str] = []
        cell_w = min(100.0, (cw_value - 8) / s - 8)
        cell_h = min(40.0, (ch_value - 8) / s - 8)
        expect(failures, "cw", values[cw], cw_value)
        expect(failures, "ch", values[ch], ch_value)
        expect_all(failures, "width", ((k, values[v], cell_w) for k, v in width.items()))
        expect_all(failures, "height", ((k, values[v], cell_h) for k, v in height.items()))
        expect_all(failures, "left", ((k, values[v], 8 + k[1] * (cell_w + 8)) for k, v in left.items()))
        expect_all(failures, "top", ((k, values[v], 8 + k[0] * (cell_h + 8)) for k, v in top.items()))
        ramp = s * (s - 1) / 2
        total = (cw_value + ch_value + s * (8 * s + ramp * (cell_w + 8)) + s * (8 * s + ramp * (cell_h + 8))
                 + s * s * (cell_w + cell_h))
        expect(failures, "Σall", math.fsum(values), total, SUM_TOLERANCE)
        return failures

    w.check_add = lambda values: check(values, 108.0 * s + 20, 48.0 * s + 20)
    w.check_cycle = lambda values, k: check(values, *w.cycle_values(k))
    return w


def independent(n: int) -> Workload:
    """W3: N views, each with left, top, width and height fixed by required constraints."""
    w = Workload("independent", n, f"independent {n}")
    expected: list[float] = []
    for i in range(n):
        for name, value in (("left", 10.0 * (i % 100)), ("top", 10.0 * (i // 100)), ("width", 50.0), ("height", 20.0)):
            w.var(f"{name}_{i}")
            expected.append(value)
    for i in range(n):
        for j in range(4):
            w.add("required", "==", -expected[4 * i + j], (4 * i + j, 1))

    def check(values: list[float]) -> list[str]:
        failures: list[str] = []
        expect_all(failures, "value", ((i, a, e) for i, (a, e) in enumerate(zip(values, expected))))
        q, r = divmod(n, 100)
        total = 10.0 * (q * 4950 + r * (r - 1) / 2) + 10.0 * (100 * q * (q - 1) / 2 + r * q) + 70.0 * n
        expect(failures, "Σall", math.fsum(values), total, SUM_TOLERANCE)
        return failures

    w.check_add = check
    w.check_cycle = lambda values, k: check(values)
    return w


# W0: the constraint list of kiwi's benchmarks/enaml_like_benchmark.cpp, re-expressed as data.
# Columns: strength, relation, constant, terms (`[-][coef*]name`). The C++ benchmark makes
# `width` and `height` first (its edit variables), then the other 35 in the order below;
# terms are sorted by creation index, as kiwi's constraint constructor sorts them.
ENAML_VARIABLES = """
width height left top contents_top contents_bottom contents_left contents_right midline
ctleft ctheight cttop ctwidth lb1left lb1height lb1top lb1width lb2left lb2height lb2top lb2width
lb3left lb3height lb3top lb3width fl1left fl1height fl1top fl1width fl2left fl2height fl2top
fl2width fl3left fl3height fl3top fl3width
"""

ENAML_CONSTRAINTS = """
required >= 0 left
medium == 0 height
required >= 0 top
required >= 0 width
required >= 0 height
required == -10 -top contents_top
strong == -16 lb3height
strong >= -16 lb3height
required >= 0 ctleft
required >= 0 cttop
required >= 0 ctwidth
required >= 0 ctheight
required >= 0 fl3left
smedium >= -24 ctheight
smedium <= -16777200 ctwidth
smedium <= -24 ctheight
required >= 0 fl3top
required >= 0 fl3width
required >= 0 fl3height
weak == -67 lb1width
required >= 0 lb2width
required >= 0 lb2height
required >= 0 fl2height
required >= 0 lb3left
strong >= -125 fl2width
strong == -21 fl2height
strong >= -21 fl2height
required >= 0 lb3top
required >= 0 lb3width
required >= 0 fl1left
required >= 0 fl1width
strong >= -67 lb1width
required >= 0 fl2left
weak == -66 lb2width
strong >= -66 lb2width
strong == -16 lb2height
required >= 0 fl1height
required >= 0 fl1top
required >= 0 lb2top
mmedium == -10 -lb2top lb3top -lb2height
required >= -10 -lb3top -lb3height fl3top
mmedium == -10 -lb3top -lb3height fl3top
mmedium == 0 contents_bottom -fl3height -fl3top
required >= 0 fl1top -contents_top
mmedium == 0 fl1top -contents_top
required >= 0 contents_bottom -fl3height -fl3top
required == 10 -left -width contents_right
required == 10 -top -height contents_bottom
required == -10 -left contents_left
mmedium == 0 lb3left -contents_left
strong == 0 fl1left -midline
strong == 0 fl2left -midline
strong == 0 ctleft -midline
strong == 0 fl1top 0.5*fl1height -lb1top -0.5*lb1height
required >= 0 lb1left -contents_left
mmedium == 0 lb1left -contents_left
required >= -10 -lb1left fl1left -lb1width
mmedium == -10 -lb1left fl1left -lb1width
required >= 0 -fl1left contents_right -fl1width
medium == 0 width
required >= -10 -fl1top fl2top -fl1height
mmedium == -10 -fl1top fl2top -fl1height
required >= -10 cttop -fl2top -fl2height
required >= -10 -ctheight -cttop fl3top
required >= 0 contents_bottom -fl3height -fl3top
mmedium == -10 cttop -fl2top -fl2height
mmedium == 0 -fl1left contents_right -fl1width
strong == 0 -lb2top -0.5*lb2height fl2top 0.5*fl2height
required >= 0 -contents_left lb2left
mmedium == 0 -contents_left lb2left
required >= -10 fl2left -lb2width -lb2left
mmedium == -10 -ctheight -cttop fl3top
mmedium == 0 contents_bottom -fl3height -fl3top
required >= 0 lb1top
required >= 0 lb1width
required >= 0 lb1height
mmedium == -10 fl2left -lb2width -lb2left
mmedium == 0 -fl2left -fl2width contents_right
required >= 0 -fl2left -fl2width contents_right
required >= 0 lb3left -contents_left
required >= 0 lb1left
strong == 0 0.5*ctheight cttop -lb3top -0.5*lb3height
required >= -10 ctleft -lb3left -lb3width
required >= 0 -ctwidth -ctleft contents_right
mmedium == -10 ctleft -lb3left -lb3width
required >= 0 fl3left -contents_left
mmedium == 0 fl3left -contents_left
mmedium == 0 -ctwidth -ctleft contents_right
mmedium == 0 -fl3left contents_right -fl3width
required >= 0 -contents_top lb1top
mmedium == 0 -contents_top lb1top
required >= 0 -fl3left contents_right -fl3width
required >= -10 lb2top -lb1top -lb1height
required >= -10 -lb2top lb3top -lb2height
mmedium == -10 lb2top -lb1top -lb1height
strong == -21 fl1height
strong >= -21 fl1height
required >= 0 lb2left
strong >= -16 lb2height
required >= 0 fl2top
required >= 0 fl2width
strong >= -16 lb1height
strong == -16 lb1height
strong >= -125 fl3width
strong == -21 fl3height
strong >= -21 fl3height
required >= 0 lb3height
smedium >= -119 ctwidth
weak == -24 lb3width
strong >= -24 lb3width
strong >= -125 fl1width
"""

ENAML_SIZES = [(400.0, 600.0), (600.0, 400.0), (800.0, 1200.0), (1200.0, 800.0), (400.0, 800.0), (800.0, 400.0)]


def enaml(n: int = 1) -> Workload:
    """W0: kiwi's enaml-like layout, 37 variables, 111 constraints, width/height edited."""
    w = Workload("enaml", 1, "enaml-like")
    for name in ENAML_VARIABLES.split():
        w.var(name)
    index = {name: i for i, name in enumerate(w.names)}
    w.edits = [(index["width"], None), (index["height"], None)]
    for line in ENAML_CONSTRAINTS.strip().splitlines():
        strength, op, constant, *words = line.split()
        terms = []
        for word in words:
            sign = -1.0 if word.startswith("-") else 1.0
            word = word.lstrip("-")
            coefficient, _, name = word.rpartition("*")
            terms.append((index[name], sign * (float(coefficient) if coefficient else 1.0)))
        w.add(strength, op, float(constant), *sorted(terms))
    w.cycle_values = lambda k: list(ENAML_SIZES[k % len(ENAML_SIZES)])

    def check_cycle(values: list[float], k: int) -> list[str]:
        failures: list[str] = []
        width, height = ENAML_SIZES[k % len(ENAML_SIZES)]
        expect(failures, "width", values[index["width"]], width)
        expect(failures, "height", values[index["height"]], height)
        return failures

    w.check_cycle = check_cycle
    return w


BUILDERS: dict[str, Callable[[int], Workload]] = {
    "enaml": enaml, "chain": chain, "grid": grid, "independent": independent,
}


def constraint_count(workload: str, n: int) -> int:
    """How many constraints a workload adds, without building it."""
    if workload == "enaml":
        return len(ENAML_CONSTRAINTS.strip().splitlines())
    if workload == "chain":
        return 3 * n + 1
    if workload == "grid":
        s = grid_side(n)
        return 8 * s * s
    return 4 * n


def required_failures(w: Workload, values: list[float]) -> list[str]:
    """Every required constraint must hold, whatever the workload."""
    failures = []
    for number, (strength, op, constant, terms) in enumerate(w.constraints):
        if strength != "required":
            continue
        lhs = constant + sum(c * values[v] for v, c in terms)
        scale = max(1.0, abs(constant), *(abs(c * values[v]) for v, c in terms))
        slack = TOLERANCE * scale
        ok = abs(lhs) <= slack if op == "==" else (lhs <= slack if op == "<=" else lhs >= -slack)
        if not ok:
            failures.append(f"required constraint #{number} violated by {lhs!r}")
            break
    return failures


def fmt_number(x: float) -> str:
    """Numbers as `tether-bench --dump` prints them: integers without a point."""
    if x == int(x) and abs(x) < 1e15:
        return str(int(x))
    return repr(x)


def dump(w: Workload, cycles: int) -> str:
    """The canonical text of a workload, line for line as `tether-bench solver --dump`."""
    lines = [f"workload {w.name} n={w.n} variables={len(w.names)} constraints={len(w.constraints)}"]
    lines += [f"var {i} {name}" for i, name in enumerate(w.names)]
    for v, init in w.edits:
        lines.append(f"edit {w.names[v]} strong init {'none' if init is None else fmt_number(init)}")
    for strength, op, constant, terms in w.constraints:
        words = " ".join(f"{fmt_number(c)}*{w.names[v]}" for v, c in terms)
        lines.append(f"{strength} {op} {fmt_number(constant)} {words}")
    for k in range(cycles):
        lines.append(f"cycle {k} " + " ".join(fmt_number(x) for x in w.cycle_values(k)))
    return "\n".join(lines) + "\n"


# MARK: - The kiwisolver side (runs inside Benchmarks/.venv, one process per workload and N)


def max_rss_kb() -> int:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss


def emit(event: dict) -> None:
    print(json.dumps(event), flush=True)


def run_kiwi_single(args: argparse.Namespace) -> int:
    """Measures one (workload, N) on kiwisolver; prints one JSON event per line."""
    import kiwisolver as kiwi

    strengths = {
        "required": kiwi.strength.required, "strong": kiwi.strength.strong,
        "smedium": kiwi.strength.create(0, 100, 0), "mmedium": kiwi.strength.create(0, 1, 0, 1.25),
        "medium": kiwi.strength.medium, "weak": kiwi.strength.weak,
    }
    w = BUILDERS[args.workload](args.n)
    budget = args.budget
    add_times: list[float] = []
    cycle_times: list[float] = []   # seconds per cycle, one entry per run
    cycles_done: list[int] = []
    failures: list[str] = []
    checksum_add = checksum_cycles = None
    baseline_kb = peak_after_first_kb = None
    started = time.perf_counter()
    run = 0
    while run < args.runs:
        # Everything before the clock: the solver, the variables and the constraint objects.
        solver = kiwi.Solver()
        variables = [kiwi.Variable(name) for name in w.names]
        constraints = [
            kiwi.Constraint(kiwi.Expression([kiwi.Term(variables[v], c) for v, c in terms], constant), op,
                            strengths[strength])
            for strength, op, constant, terms in w.constraints
        ]
        edits = [(variables[v], init) for v, init in w.edits]
        if baseline_kb is None:
            baseline_kb = max_rss_kb()

        t0 = time.perf_counter()
        for variable, _ in edits:
            solver.addEditVariable(variable, kiwi.strength.strong)
        for variable, init in edits:
            if init is not None:
                solver.suggestValue(variable, init)
        deadline = t0 + budget
        for number, constraint in enumerate(constraints):
            solver.addConstraint(constraint)
            if number & 255 == 255 and time.perf_counter() > deadline:
                elapsed = time.perf_counter() - t0
                done = number + 1
                estimate = elapsed * (len(constraints) / done) ** 2
                emit({"event": "over_budget", "phase": "add", "done": done, "of": len(constraints),
                      "elapsed_s": elapsed, "estimate_s": estimate})
                return 0
        add_times.append(time.perf_counter() - t0)

        solver.updateVariables()
        values = [v.value() for v in variables]
        if run == 0:
            checksum_add = math.fsum(values)
            failures += [f"after add: {f}" for f in w.check_add(values) + required_failures(w, values)]
        emit({"event": "add", "run": run, "ms": add_times[-1] * 1e3})

        if not args.skip_cycles and args.cycles > 0:
            cycle_budget = budget / 10
            done = 0
            t0 = time.perf_counter()
            while done < args.cycles:
                for (variable, _), value in zip(edits, w.cycle_values(done)):
                    solver.suggestValue(variable, value)
                solver.updateVariables()
                done += 1
                if time.perf_counter() - t0 > cycle_budget:
                    break
            cycle_times.append((time.perf_counter() - t0) / done)
            cycles_done.append(done)
            values = [v.value() for v in variables]
            if run == 0:
                checksum_cycles = math.fsum(values)
                failures += [f"after cycle {done - 1}: {f}"
                             for f in w.check_cycle(values, done - 1) + required_failures(w, values)]
            emit({"event": "cycles", "run": run, "cycles": done, "ms_per_cycle": cycle_times[-1] * 1e3})
        if run == 0:
            peak_after_first_kb = max_rss_kb()
        del solver, constraints, variables, edits
        run += 1
        if time.perf_counter() - started > 2 * budget:
            break

    def summary(seconds: list[float]) -> dict | None:
        if not seconds:
            return None
        ms = [s * 1e3 for s in seconds]
        return {"median": statistics.median(ms), "min": min(ms), "max": max(ms)}

    solver_kb = max(0, (peak_after_first_kb or 0) - (baseline_kb or 0))
    emit({
        "event": "result", "workload": w.name, "n": w.n, "label": w.label,
        "variables": len(w.names), "constraints": len(w.constraints), "runs": run,
        "add_ms": summary(add_times), "cycle_ms": summary(cycle_times),
        "cycles": min(cycles_done) if cycles_done else 0,
        "peak_rss_kb": max_rss_kb(), "baseline_rss_kb": baseline_kb,
        "bytes_per_constraint": solver_kb * 1024 / len(w.constraints),
        "checksum_add": checksum_add, "checksum_cycles": checksum_cycles,
        "failures": failures,
    })
    return 0


# MARK: - Orchestration (runs with the system python3)


def log(message: str) -> None:
    print(message, file=sys.stderr, flush=True)


def ensure_venv() -> Path:
    """Creates Benchmarks/.venv and installs kiwisolver into it when missing."""
    python = VENV_DIR / "bin" / "python"
    if not python.exists():
        log(f"creating {VENV_DIR.relative_to(REPO_DIR)}")
        subprocess.run([sys.executable, "-m", "venv", str(VENV_DIR)], check=True)
    probe = subprocess.run([str(python), "-c", "import kiwisolver; print(kiwisolver.__version__)"],
                           capture_output=True, text=True)
    if probe.returncode != 0:
        log("installing kiwisolver into the venv (pip)")
        subprocess.run([str(python), "-m", "pip", "install", "--quiet", "kiwisolver"], check=True)
        probe = subprocess.run([str(python), "-c", "import kiwisolver; print(kiwisolver.__version__)"],
                               capture_output=True, text=True, check=True)
    log(f"kiwisolver {probe.stdout.strip()}")
    return python


def plan(args: argparse.Namespace) -> list[tuple[str, int]]:
    """The (workload, N) pairs to run, smallest first so that estimates can build on them."""
    names = WORKLOAD_NAMES if args.workload == "all" else [args.workload]
    sizes = args.n or ([1000] if args.quick else DEFAULT_SIZES)
    pairs = []
    for name in names:
        if name == "enaml":
            pairs.append((name, 1))
        else:
            pairs += [(name, n) for n in sorted(sizes)]
    return pairs


def estimate(history: list[tuple[int, float]], size: int, default_exponent: float = 2.0) -> float | None:
    """Extrapolates seconds at `size` constraints from the measured smaller sizes.

    With two sizes measured the exponent is fitted (clamped to 1…3); with one, kiwi's
    growth is assumed quadratic.
    """
    if not history:
        return None
    (n1, t1) = history[-1]
    exponent = default_exponent
    if len(history) >= 2:
        (n0, t0) = history[-2]
        if n1 > n0 and t0 > 0 and t1 > 0:
            exponent = min(3.0, max(1.0, math.log(t1 / t0) / math.log(n1 / n0)))
    return t1 * (size / n1) ** exponent


def run_kiwi(args: argparse.Namespace, python: Path) -> dict[tuple[str, int], dict]:
    results: dict[tuple[str, int], dict] = {}
    add_history: dict[str, list[tuple[int, float]]] = {}
    cycle_history: dict[str, list[tuple[int, float]]] = {}
    for workload, n in plan(args):
        count = constraint_count(workload, n)
        key = (workload, n)
        est_add = estimate(add_history.get(workload, []), count)
        if est_add is not None and est_add > args.budget:
            results[key] = {"status": "skipped", "reason": f"skipped (over budget: est. {fmt_seconds(est_add)} add)"}
            log(f"kiwi {workload} {n}: {results[key]['reason']}")
            continue
        est_cycle = estimate(cycle_history.get(workload, []), count)
        command = [str(python), __file__, "--kiwi-single", "--workload", workload, "--n", str(n),
                   "--runs", str(runs_for(args, n)), "--cycles", str(args.cycles), "--budget", str(args.budget)]
        cycle_note = None
        if est_cycle is not None and est_cycle > args.budget / 2:
            command.append("--skip-cycles")
            cycle_note = f"skipped (over budget: est. {fmt_seconds(est_cycle)} per cycle)"
        log(f"kiwi {workload} {n}: running ({count:,} constraints)")
        events = run_child(command, timeout=4 * args.budget + 60)
        result = next((e for e in events if e.get("event") == "result"), None)
        over = next((e for e in events if e.get("event") == "over_budget"), None)
        if result is None:
            adds = [e for e in events if e.get("event") == "add"]
            if over is not None:
                reason = (f"skipped (over budget: {over['done']:,}/{over['of']:,} constraints in "
                          f"{fmt_seconds(over['elapsed_s'])}, est. {fmt_seconds(over['estimate_s'])})")
            elif adds:
                reason = f"add {fmt_ms(adds[0]['ms'])}; a cycle did not finish within the hard limit"
            else:
                reason = "no result (killed at the hard limit or crashed)"
            results[key] = {"status": "skipped", "reason": reason}
            if over is not None:
                add_history.setdefault(workload, []).append((count, over["estimate_s"]))
            log(f"kiwi {workload} {n}: {reason}")
            continue
        result["status"] = "failed" if result["failures"] else "ok"
        if cycle_note and result["cycle_ms"] is None:
            result["cycle_note"] = cycle_note
        results[key] = result
        if result["add_ms"]:
            add_history.setdefault(workload, []).append((count, result["add_ms"]["median"] / 1e3))
        if result["cycle_ms"]:
            cycle_history.setdefault(workload, []).append((count, result["cycle_ms"]["median"] / 1e3))
        log(f"kiwi {workload} {n}: add {fmt_ms(result['add_ms']['median'])}"
            + (f", one cycle {fmt_ms(result['cycle_ms']['median'])}" if result["cycle_ms"] else "")
            + ("" if not result["failures"] else f"  FAILED: {result['failures']}"))
    return results


def runs_for(args: argparse.Namespace, n: int) -> int:
    """Fewer runs at the largest size, as tether-bench does."""
    return min(args.runs, 3) if n >= 100_000 else args.runs


def run_child(command: list[str], timeout: float) -> list[dict]:
    """Runs a child that prints JSON lines; kills it at `timeout` and keeps what it printed."""
    process = subprocess.Popen(command, stdout=subprocess.PIPE, text=True)
    try:
        out, _ = process.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        process.kill()
        out, _ = process.communicate()
    events = []
    for line in out.splitlines():
        line = line.strip()
        if line.startswith("{"):
            try:
                events.append(json.loads(line))
            except json.JSONDecodeError:
                pass
    return events


def build_tether() -> bool:
    log("building tether-bench (swift build -c release)")
    build = subprocess.run(["swift", "build", "-c", "release", "--product", "tether-bench"], cwd=REPO_DIR,
                           stdout=sys.stderr)
    return build.returncode == 0 and TETHER_BENCH.exists()


def check_identical(args: argparse.Namespace) -> list[str]:
    """Compares Tether's definition of each workload (at N = 1,000) with this script's."""
    problems = []
    for workload in (WORKLOAD_NAMES if args.workload == "all" else [args.workload]):
        n = 1 if workload == "enaml" else 1000
        theirs = subprocess.run([str(TETHER_BENCH), "solver", "--dump", "--workload", workload, "--n", str(n),
                                 "--cycles", "8"], capture_output=True, text=True)
        ours = dump(BUILDERS[workload](n), 8)
        if theirs.returncode != 0:
            problems.append(f"{workload}: tether-bench --dump failed: {theirs.stderr.strip()}")
        elif theirs.stdout != ours:
            for number, (a, b) in enumerate(zip(theirs.stdout.splitlines(), ours.splitlines())):
                if a != b:
                    problems.append(f"{workload}: line {number + 1} differs: Tether `{a}` vs kiwi `{b}`")
                    break
            else:
                problems.append(f"{workload}: lengths differ")
    return problems


def run_tether(args: argparse.Namespace) -> dict[tuple[str, int], dict]:
    names = WORKLOAD_NAMES if args.workload == "all" else [args.workload]
    command = [str(TETHER_BENCH), "solver", "--json", "--runs", str(args.runs), "--cycles", str(args.cycles),
               "--budget", str(args.budget)]
    for name in names:
        command += ["--workload", name]
    for n in sorted(args.n or ([1000] if args.quick else DEFAULT_SIZES)):
        command += ["--n", str(n)]
    log("running " + " ".join(command[1:]))
    process = subprocess.run(command, stdout=subprocess.PIPE, text=True)
    results = {}
    for line in process.stdout.splitlines():
        if line.startswith("{"):
            record = json.loads(line)
            results[(record["workload"], record["n"])] = record
    if process.returncode != 0:
        log(f"tether-bench exited with {process.returncode}")
    return results


# MARK: - Output


def fmt_ms(ms: float | None) -> str:
    if ms is None:
        return "–"
    if ms >= 1000:
        return f"{ms / 1e3:.3g} s" if ms < 1e5 else f"{ms / 1e3:,.0f} s"
    if ms >= 1:
        return f"{ms:.3g} ms"
    if ms >= 1e-3:
        return f"{ms * 1e3:.3g} µs"
    return f"{ms * 1e6:.3g} ns"


def fmt_seconds(seconds: float) -> str:
    return fmt_ms(seconds * 1e3)


def fmt_ratio(kiwi_ms: float | None, tether_ms: float | None) -> str:
    if not kiwi_ms or not tether_ms:
        return "–"
    ratio = kiwi_ms / tether_ms
    if ratio >= 1:
        return f"**{ratio:.3g}× faster**" if ratio < 1000 else f"**{ratio:,.0f}× faster**"
    return f"{1 / ratio:.3g}× slower"


def median(record: dict | None, key: str) -> float | None:
    if not record or record.get(key) is None:
        return None
    return record[key]["median"]


def cell_time(record: dict | None, key: str) -> str:
    if record is None:
        return "–"
    if record.get("status") == "skipped":
        return record.get("reason", "skipped")
    value = median(record, key)
    if value is None:
        return record.get("cycle_note", "–") if key == "cycle_ms" else "–"
    text = fmt_ms(value)
    if record.get("status") == "failed":
        text += " (WRONG)"
    return text


def cell_bytes(record: dict | None) -> str:
    if not record or record.get("status") == "skipped" or record.get("bytes_per_constraint") is None:
        return "–"
    if record.get("constraints", 0) < 1000:
        return "n/a (too few)"
    return f"{record['bytes_per_constraint']:,.0f} B"


def size_label(workload: str, n: int) -> str:
    if workload == "enaml":
        return "37 vars, 111 constraints"
    if workload == "grid":
        s = grid_side(n)
        return f"{n:,} ({s}×{s})"
    return f"{n:,}"


def print_tables(pairs, tether: dict, kiwi: dict) -> None:
    print("| workload | N | Tether add | kiwi add | add: kiwi/Tether | Tether one resize | kiwi one resize "
          "| resize: kiwi/Tether | Tether B/constraint | kiwi B/constraint |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |")
    for workload, n in pairs:
        t, k = tether.get((workload, n)), kiwi.get((workload, n))
        print(f"| {workload} | {size_label(workload, n)} | {cell_time(t, 'add_ms')} | {cell_time(k, 'add_ms')} "
              f"| {fmt_ratio(median(k, 'add_ms'), median(t, 'add_ms'))} "
              f"| {cell_time(t, 'cycle_ms')} | {cell_time(k, 'cycle_ms')} "
              f"| {fmt_ratio(median(k, 'cycle_ms'), median(t, 'cycle_ms'))} | {cell_bytes(t)} | {cell_bytes(k)} |")
    print()
    for side, results in (("Tether", tether), ("kiwi", kiwi)):
        if not results:
            continue
        print(f"**{side} detail** (median [min–max]; runs; cycles per run; peak RSS; checksums Σall)")
        print()
        print("| workload | N | add | one resize | runs | cycles | peak RSS | Σ after add | Σ after cycles |")
        print("| --- | --- | --- | --- | --- | --- | --- | --- | --- |")
        for workload, n in pairs:
            r = results.get((workload, n))
            if r is None:
                continue
            if r.get("status") == "skipped":
                print(f"| {workload} | {size_label(workload, n)} | {r.get('reason')} | | | | | | |")
                continue

            def spread(key: str) -> str:
                if r.get(key) is None:
                    return r.get("cycle_note", "–") if key == "cycle_ms" else "–"
                s = r[key]
                return f"{fmt_ms(s['median'])} [{fmt_ms(s['min'])}–{fmt_ms(s['max'])}]"

            def checksum(key: str) -> str:
                value = r.get(key)
                if value is None:
                    return "–"
                return f"{round(value):,}" if close(value, round(value), 1e-12) else f"{value:,.3f}"

            peak = r.get("peak_rss_kb")
            print(f"| {workload} | {size_label(workload, n)} | {spread('add_ms')} | {spread('cycle_ms')} "
                  f"| {r.get('runs', '–')} | {r.get('cycles', '–')} | {'–' if peak is None else f'{peak / 1024:,.1f} MB'} "
                  f"| {checksum('checksum_add')} | {checksum('checksum_cycles')} |")
        print()
    print("Legend: *add* = addEditVariable for each edit variable (strong), suggestValue of its initial "
          "value, then addConstraint for every constraint, in the order of the solver-performance notes; "
          "*one resize* = one cycle of suggestValue on the container size + updateVariables() (for "
          "independent: updateVariables() only), averaged over the cycles of a run; ratios are "
          "kiwi time / Tether time. Strengths: kiwi required ↔ Tether required (1000), strong (1e6) ↔ 750, "
          "smedium (1e5) ↔ 700, mmedium (1250) ↔ 550, medium (1e3) ↔ 500, weak (1) ↔ 250; Tether's "
          "priorities are strictly lexicographic, so only their order matters (kiwi sums weighted errors). "
          "B/constraint = growth of peak RSS from just before the first add to the end of the first run "
          "(solver state only: the constraint values are built before), divided by the constraint count.")


# MARK: - Main


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--workload", choices=WORKLOAD_NAMES + ["all"], default="all")
    parser.add_argument("--n", type=int, action="append", help="a size (repeatable); default 1000, 10000, 100000")
    parser.add_argument("--runs", type=int, default=5, help="runs per (workload, N); at most 3 at N ≥ 100,000")
    parser.add_argument("--cycles", type=int, default=100, help="resize cycles per run (fewer if over budget)")
    parser.add_argument("--budget", type=float, default=60.0,
                        help="seconds one run's add may take; cycles get a tenth of it per run, "
                             "all runs of one size twice it")
    parser.add_argument("--quick", action="store_true", help="N = 1,000 only")
    parser.add_argument("--tether-only", action="store_true")
    parser.add_argument("--kiwi-only", action="store_true")
    parser.add_argument("--no-build", action="store_true", help="use the existing .build/release/tether-bench")
    parser.add_argument("--json-out", type=Path, help="also write every result as JSON to this file")
    parser.add_argument("--dump", action="store_true", help="print the workload definition (as tether-bench --dump)")
    parser.add_argument("--kiwi-single", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--skip-cycles", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.kiwi_single and args.n:
        args.n = args.n[0]
    return args


def main(argv: list[str]) -> int:
    args = parse_args(argv)
    if args.kiwi_single:
        return run_kiwi_single(args)
    if args.dump:
        for workload, n in plan(args):
            sys.stdout.write(dump(BUILDERS[workload](n), min(args.cycles, 8)))
        return 0
    if args.quick:
        args.runs = min(args.runs, 3)
    pairs = plan(args)
    tether: dict = {}
    kiwi: dict = {}
    problems: list[str] = []
    if not args.kiwi_only:
        if args.no_build or build_tether():
            problems += check_identical(args)
            if problems:
                for problem in problems:
                    log(f"WORKLOADS DIFFER: {problem}")
            else:
                log("workload definitions identical in tether-bench and this script (checked at N = 1,000)")
            tether = run_tether(args)
        else:
            problems.append("tether-bench did not build")
    if not args.tether_only:
        kiwi = run_kiwi(args, ensure_venv())
    print_tables(pairs, tether, kiwi)
    failed = [f"{side} {w} {n}: {r['failures']}" for side, res in (("Tether", tether), ("kiwi", kiwi))
              for (w, n), r in res.items() if r.get("failures")]
    for failure in failed:
        log(f"FAILED CHECK: {failure}")
    if args.json_out:
        args.json_out.write_text(json.dumps({
            "tether": [dict(r, workload=w, n=n) for (w, n), r in tether.items()],
            "kiwi": [dict(r, workload=w, n=n) for (w, n), r in kiwi.items()],
        }, indent=1))
    return 1 if failed or problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
