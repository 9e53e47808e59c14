#!/usr/bin/env python3
"""The package's targets depend on one another as docs/architecture.md draws them, read from
`swift package describe --type json`: every dependency points down the layers, LayoutScript
(and HostMeasuringTests, a host that measures text itself) reach neither TextMetrics nor
HarfBuzz, and only `tether` reaches libedit. Prints each breach and exits 1 when there is any.

Usage: Tests/check-layering.py [DESCRIBE_JSON]  (without it, runs `swift package describe`)
"""
import json
import os
import subprocess
import sys

# Each target of ours and its layer: a target may depend only on targets of lower layers.
LAYERS = {
    "ConstraintSolver": 0, "CHarfBuzz": 0, "CEditLine": 0, "CTetherAPI": 0,
    "AutoLayout": 1,
    "LayoutScript": 2, "TextMetrics": 2,
    "Interop": 3, "TetherOutput": 3,
    "LanguageServer": 4, "Preview": 4, "TetherC": 4,
    "tether": 5, "tether-bench": 5,
}
# Targets that must not reach a library, directly or through others.
FORBIDDEN = {
    "LayoutScript": {"TextMetrics", "CHarfBuzz", "CEditLine"},
    "HostMeasuringTests": {"TextMetrics", "CHarfBuzz", "CEditLine"},
    "AutoLayout": {"TextMetrics", "CHarfBuzz", "CEditLine"},
    "TetherC": {"CEditLine"},
    "Interop": {"CEditLine"},
    "LanguageServer": {"CEditLine"},
    "Preview": {"CEditLine"},
}


def describe(arguments):
    if arguments:
        with open(arguments[0], encoding="utf-8") as file:
            return json.load(file)
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
    output = subprocess.run(["swift", "package", "describe", "--type", "json"], cwd=root,
                            check=True, capture_output=True, text=True).stdout
    return json.loads(output)


def closure(name, dependencies):
    """Every target `name` reaches, itself excluded."""
    seen, stack = set(), list(dependencies.get(name, []))
    while stack:
        target = stack.pop()
        if target not in seen:
            seen.add(target)
            stack.extend(dependencies.get(target, []))
    return seen


def breaches(package):
    dependencies = {target["name"]: target.get("target_dependencies") or [] for target in package["targets"]}
    problems = []
    for name in sorted(dependencies):
        if name in LAYERS:
            for dependency in dependencies[name]:
                if dependency in LAYERS and LAYERS[dependency] >= LAYERS[name]:
                    problems.append(f"{name} (layer {LAYERS[name]}) depends on {dependency} (layer {LAYERS[dependency]})")
        elif not name.endswith("Tests") and name != "TestSupport":
            problems.append(f"{name} is in no layer of Tests/check-layering.py (add it, and to docs/architecture.md)")
    for name, forbidden in sorted(FORBIDDEN.items()):
        if name not in dependencies:
            problems.append(f"{name} is not a target any more")
            continue
        for reached in sorted(closure(name, dependencies) & forbidden):
            problems.append(f"{name} reaches {reached}")
    return problems


def main(arguments):
    problems = breaches(describe(arguments))
    for problem in problems:
        print(problem)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
