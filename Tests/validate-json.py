#!/usr/bin/env python3
"""Validates JSON documents against a JSON Schema (docs/schema/*.schema.json).

Usage: Tests/validate-json.py SCHEMA DOCUMENT...
Prints one line per document that does not validate, with the path to the failing value,
and exits 1 if any fails; 0 when all validate.
"""
import json
import sys

import jsonschema


def main(arguments):
    if len(arguments) < 2:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    with open(arguments[0], encoding="utf-8") as handle:
        schema = json.load(handle)
    validator = jsonschema.Draft202012Validator(schema)
    failed = 0
    for path in arguments[1:]:
        with open(path, encoding="utf-8") as handle:
            document = json.load(handle)
        for error in validator.iter_errors(document):
            failed += 1
            where = "/".join(str(part) for part in error.absolute_path)
            print(f"{path}: /{where}: {error.message}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
