#!/usr/bin/env python3
"""editor-grammar.py: tokenizes scripts with editors/tether.tmLanguage.json as an editor does
and fails on text that no rule of the grammar covers.

vscode-textmate (npm) is not reachable from this project's machines, so this is a small
TextMate engine of its own: line by line, a stack of begin/end rules; at each position the
earliest match among the current rule's patterns and its `end` wins (`end` first on a tie),
with `include` (`#name`, `$self`), `captures`, `beginCaptures`, `endCaptures`, `name` and
`contentName`. The grammar uses only the regular-expression syntax that Oniguruma and
Python's `re` read alike (no \\p{…}, no \\G, fixed-width look-around).

Checks, each a failure with the file, line and column:
- every example and standard library module: each character that is not white space is in
  a token with a scope of its own (not only source.tether), and none is `invalid`;
- every reserved word of grammar.md's Lexical structure is a keyword, constant or operator,
  never a plain name;
- a VFL string after `vfl` is tokenized as VFL (orientation, edges, views, predicates).

Usage: python3 Tests/editor-grammar.py [FILES…]   (default: examples/ and stdlib/std/)
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GRAMMAR = json.loads((ROOT / "editors" / "tether.tmLanguage.json").read_text())


class Rule:
    """A grammar rule with its regular expressions compiled."""

    def __init__(self, raw: dict):
        self.raw = raw
        self.match = re.compile(raw["match"]) if "match" in raw else None
        self.begin = re.compile(raw["begin"]) if "begin" in raw else None
        self.end = raw.get("end")
        self.name = raw.get("name")
        self.content_name = raw.get("contentName")
        self.patterns = raw.get("patterns", [])


def resolve(patterns: list[dict]) -> list[Rule]:
    """The patterns with every include replaced by what it names, in order."""
    result: list[Rule] = []
    for pattern in patterns:
        include = pattern.get("include")
        if include == "$self":
            result += resolve(GRAMMAR["patterns"])
        elif include:
            target = GRAMMAR["repository"][include.lstrip("#")]
            if "match" in target or "begin" in target:
                result.append(Rule(target))
            else:
                result += resolve(target.get("patterns", []))
        else:
            result.append(Rule(pattern))
    return result


def capture_scopes(captures: dict, match: re.Match, scopes: list[str], tokens: list) -> None:
    for group, capture in captures.items():
        index = int(group)
        if match.group(index) is None:
            continue
        tokens.append((match.start(index), match.end(index), scopes + [capture["name"]]))


def tokenize(text: str) -> list[tuple[int, int, int, list[str]]]:
    """(line, start, end, scopes) for every token the grammar makes, line by line."""
    # The open begin/end rules: the rule, its end, the scopes inside it, where it began.
    stack: list[tuple[Rule, re.Pattern, list[str], int, int]] = []
    top = resolve(GRAMMAR["patterns"])
    out = []
    for number, line in enumerate(text.split("\n"), start=1):
        stack = [(rule, end, inner, 0, 0) for rule, end, inner, _, _ in stack]
        position = 0
        tokens: list = []
        while position <= len(line):
            base = [GRAMMAR["scopeName"]] + (stack[-1][2] if stack else [])
            patterns = resolve(stack[-1][0].patterns) if stack else top
            best = None
            if stack:
                end = stack[-1][1].search(line, position)
                if end:
                    best = (end.start(), -1, end, None)
            for order, rule in enumerate(patterns):
                regex = rule.match or rule.begin
                found = regex.search(line, position)
                if found and (best is None or found.start() < best[0]):
                    best = (found.start(), order, found, rule)
            if best is None:
                break
            start, _, found, rule = best
            if rule is None:  # the end of the innermost begin/end rule
                opened, _, inner, began, content = stack.pop()
                outer = [GRAMMAR["scopeName"]] + (stack[-1][2] if stack else [])
                if opened.name:
                    tokens.append((began, found.end(), outer + [opened.name]))
                if opened.content_name:
                    tokens.append((content, found.start(), outer + [s for s in (opened.name, opened.content_name) if s]))
                capture_scopes(opened.raw.get("endCaptures", {}), found, outer + ([opened.name] if opened.name else []), tokens)
            elif rule.match:
                scopes = base + ([rule.name] if rule.name else [])
                if rule.name:
                    tokens.append((found.start(), found.end(), scopes))
                capture_scopes(rule.raw.get("captures", {}), found, scopes, tokens)
            else:
                scopes = base + ([rule.name] if rule.name else [])
                capture_scopes(rule.raw.get("beginCaptures", {}), found, scopes, tokens)
                inner = (stack[-1][2] if stack else []) + [s for s in (rule.name, rule.content_name) if s]
                stack.append((rule, re.compile(rule.end), inner, found.start(), found.end()))
            if found.end() == position:
                if found.end() >= len(line):
                    break
                position += 1  # an empty match: move on
            else:
                position = found.end()
        # Text inside a rule still open at the end of the line is covered by its scopes.
        for _, _, inner, _, content in stack:
            if inner:
                tokens.append((content, len(line), [GRAMMAR["scopeName"]] + inner))
        out += [(number, s, e, scopes) for s, e, scopes in tokens]
    return out


def uncovered(text: str) -> list[str]:
    """Where a character that is not white space has no scope of its own, or an invalid one."""
    lines = text.split("\n")
    covered = [[False] * len(line) for line in lines]
    problems = []
    for number, start, end, scopes in tokenize(text):
        if any(scope.startswith("invalid") for scope in scopes):
            problems.append(f"{number}:{start + 1}: invalid {lines[number - 1][start:end]!r}")
        if len(scopes) > 1:
            for column in range(start, min(end, len(covered[number - 1]))):
                covered[number - 1][column] = True
    for number, line in enumerate(lines, start=1):
        for column, character in enumerate(line):
            if not character.isspace() and not covered[number - 1][column]:
                problems.append(f"{number}:{column + 1}: untokenized {line[column:column + 20]!r}")
                break
    return problems


def scopes_at(text: str, needle: str) -> list[str]:
    """The innermost scopes of the token that covers the first `needle` in a one-line text."""
    column = text.index(needle)
    found = [scopes for _, s, e, scopes in tokenize(text) if s <= column < e]
    return max(found, key=len) if found else []


def main() -> int:
    files = [Path(p) for p in sys.argv[1:]] or sorted((ROOT / "examples").glob("*.layout")) + sorted((ROOT / "stdlib" / "std").glob("*.layout"))
    failures = []
    for path in files:
        for problem in uncovered(path.read_text()):
            failures.append(f"{path}:{problem}")

    grammar_md = (ROOT / "grammar.md").read_text()
    reserved = re.search(r"Reserved words: `([^`]*)`", grammar_md.replace("\n  ", " "))
    words = reserved.group(1).split() if reserved else []
    if len(words) < 25:
        failures.append(f"grammar.md: found only {len(words)} reserved words")
    for word in words:
        scopes = scopes_at(f"{word} ", word)
        if not scopes or not re.match(r"(keyword|storage|constant\.language|variable\.language)", scopes[-1]):
            failures.append(f"reserved word {word!r} is {scopes[-1:] or 'untokenized'}")

    expectations = [
        ('vfl "H:|-[a(>=40@750)]-8-|"', "H:", "keyword.other.orientation.vfl"),
        ('vfl "H:|-[a(>=40@750)]-8-|"', "|", "keyword.operator.edge.vfl"),
        ('vfl "H:|-[a(>=40@750)]-8-|"', "a(", "variable.other.view.vfl"),
        ('vfl "H:|-[a(>=40@750)]-8-|"', ">=", "keyword.operator.relation.vfl"),
        ('vfl "H:|-[a(>=40@750)]-8-|"', "@", "keyword.operator.priority.vfl"),
        ('vfl "V:[a]-gap-[b]"', "gap", "variable.other.metric.vfl"),
        ('let s = "H:|[a]|"', "H:", "string.quoted.double.tether"),
        ("pin a.left == b.right + 8 @ 250  # x", "left", "variable.other.property.tether"),
        ("pin a.left == b.right + 8 @ 250  # x", "# x", "comment.line.number-sign.tether"),
        ("def center(v, dx = 0) { pin v.centerX == v.superview.centerX + dx }", "center", "entity.name.function.tether"),
        ("view t { intrinsic textWidth(\"Hi\") x 21 }", "intrinsic", "support.type.property-name.tether"),
        ("view t { intrinsic textWidth(\"Hi\") x 21 }", "textWidth", "support.function.builtin.tether"),
        ("let n = 1_000.5e3", "1_000.5e3", "constant.numeric.tether"),
    ]
    for text, needle, scope in expectations:
        found = scopes_at(text, needle)
        if not found or found[-1] != scope:
            failures.append(f"{text!r}: {needle!r} is {found[-1:] or 'untokenized'}, expected {scope}")

    for failure in failures:
        print(failure)
    print(f"editor grammar: {len(files)} files, {len(words)} reserved words, {len(expectations)} scopes; "
          f"{len(failures)} problems")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
