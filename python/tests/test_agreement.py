"""The Python binding reports the diagnostics `tether check --format json` reports: for every
example and every test script (Tests/Scripts/diagnostics holds broken and ambiguous cases),
the same kind, severity, place, views, constraints with their places, broken constraint and
fixes. Tests/tetherTests/FrontEndAgreementTests.swift checks the command line against the
language server, the preview and the C API the same way."""
import json
import os
import subprocess
from pathlib import Path

import pytest

import tether

ROOT = Path(__file__).resolve().parents[2]


def _tether_binary():
    """TETHER_BINARY when set; else the checkout's debug build (`make test` builds it), else
    its release build of `make install`."""
    override = os.environ.get("TETHER_BINARY")
    candidates = [Path(override)] if override else [ROOT / ".build/debug/tether", ROOT / ".build-static/release/tether"]
    return next((path for path in candidates if path.is_file() and os.access(path, os.X_OK)), None)


def _scripts():
    """Every example and test script that is UTF-8 text, by absolute path (not a folder whose
    name ends in .layout)."""
    paths = sorted((ROOT / "examples").glob("*.layout")) + sorted((ROOT / "Tests/Scripts").rglob("*.layout"))
    readable = []
    for path in filter(Path.is_file, paths):
        try:
            path.read_text(encoding="utf-8")
        except UnicodeDecodeError:
            continue
        readable.append(str(path))
    return readable


def _place(item):
    if item is None or item.get("file") is None:
        return "-"
    return f'{item["file"]}:{item["line"]}:{item["column"]}'


def _seen(diagnostic):
    """What every front end states of a diagnostic (its message is for people)."""
    broken = diagnostic.get("broken")
    return (diagnostic["severity"], diagnostic["kind"], _place(diagnostic), tuple(diagnostic["views"]),
            tuple(f'{c["text"]} at {_place(c)}' for c in diagnostic["constraints"]),
            None if broken is None else f'{broken["text"]} at {_place(broken)}', tuple(diagnostic["fixes"]))


def test_python_reports_what_check_reports():
    binary = _tether_binary()
    if binary is None:
        pytest.skip("no tether binary in the checkout (.build/debug or .build-static/release) and no TETHER_BINARY")
    files = _scripts()
    check = subprocess.run([str(binary), "check", "--format", "json", *files], capture_output=True, text=True)
    reports = json.loads(check.stdout)["files"]
    assert len(reports) == len(files), check.stderr
    compared = 0
    for file, report in zip(files, reports):
        layout = report["layouts"][0]
        expected = [_seen(d) for d in layout["diagnostics"]]
        interpreter = tether.Interpreter()
        try:
            interpreter.run(Path(file).read_text(encoding="utf-8"), file)
        except tether.TetherError:
            pass  # the diagnostics come with the layout
        if "device" in layout:
            laid_out = interpreter.layoutOn(layout["device"])
        else:
            laid_out = interpreter.layout(layout["root"]["width"], layout["root"]["height"])
        assert [_seen(d) for d in laid_out.diagnostics] == expected, file
        compared += len(expected)
    assert compared > 20
