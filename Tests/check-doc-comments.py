#!/usr/bin/env python3
"""Every public declaration of the libraries has a doc comment (`///` on the line before,
after any attributes), operators and protocol witnesses included. Prints each missing one
as `file:line: declaration` and exits 1 when there is any.

Usage: Tests/check-doc-comments.py [SOURCES_DIR]
"""
import glob
import os
import re
import sys

MODULES = ["ConstraintSolver", "AutoLayout", "LayoutScript", "TextMetrics", "Interop"]
DECLARATION = re.compile(r"^(@\w+(\([^)]*\))?\s+)*(public|open)\s+(?!extension)")


def missing_in(path):
    lines = open(path, encoding="utf-8").read().split("\n")
    for index, line in enumerate(lines):
        text = line.strip()
        if not DECLARATION.match(text):
            continue
        previous = index - 1
        while previous >= 0 and lines[previous].strip().startswith("@"):
            previous -= 1
        above = lines[previous].strip() if previous >= 0 else ""
        if not (above.startswith("///") or above.endswith("*/")):
            yield index + 1, text


def main(arguments):
    root = arguments[0] if arguments else os.path.join(os.path.dirname(__file__), "..", "Sources")
    missing = []
    for module in MODULES:
        for path in sorted(glob.glob(os.path.join(root, module, "**", "*.swift"), recursive=True)):
            for line, text in missing_in(path):
                missing.append(f"{os.path.relpath(path, root)}:{line}: {text}")
    for entry in missing:
        print(entry)
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
