#!/usr/bin/env python3
"""Reference answers for `tether-bench conformance logs`, computed without Tether.

Reads every *.log of the corpus (default ../shared/conformance/logs), rebuilds each
"Unable to simultaneously satisfy constraints" block with a parser of its own and
kiwisolver (not Tether's solver), and writes Tests/Conformance/logs-reference.json:

    {"FILE.log": {"blocks": [{"constraints": [ADDRESS, ...],   # listed, in order
                              "broken": ADDRESS or null,      # after "Will attempt…"
                              "cut": REASON or null,          # the paste itself lost text
                              "minimal_sets": [[ADDRESS, ...], ...]}],
                  "known_fix": {...}}}                         # the 15 logs SOURCES.md gives a fix for

The model: every view and layout guide has a width and a height >= 0 (UIKit keeps them so
and never lists it); a margin attribute (`leadingMargin`) is the edge and 8 points (UIKit's
default; a log does not give them), with no guide of its own; baselines are the bottom edge (a log gives no fonts);
only required constraints (priority 1000) can conflict. The minimal sets are all the
minimal infeasible subsets of the block's required constraints, found by trying every
subset by increasing size (blocks list at most a dozen), so the answer does not depend on
the order the constraints are added in.

Regenerate after a change to the model or the corpus (pip install kiwisolver):

    python3 Tests/Conformance/log_reference.py [CORPUS] > Tests/Conformance/logs-reference.json
"""

import itertools
import json
import os
import re
import sys

import kiwisolver as kiwi

HEADER = "unable to simultaneously satisfy constraints"
BREAKING = "will attempt to recover by breaking constraint"
NUMBER = r"[+-]?\s*(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?"
MARGIN = 8.0

# What SOURCES.md's fix column says, as the constraints a matching advice changes. `kind`:
# `lower` (an app constraint among `any_of` made optional), `autoresizing` (translation
# turned off on the view `view`), `change` (one of `any_of` changed or removed, whatever the
# way), `uikit` (nothing the app owns takes part: an iOS bug, no app fix).
KNOWN_FIXES = {
    "020-mshrwtnb-ALRT-14.log": {"kind": "uikit", "any_of": []},
    "024-muyexi.im-fix-mysterious-auto-layout-warnings.log": {"kind": "lower", "any_of": ["0x60400028dbb0"]},
    "030-ZionChang-EmptyKit-1.log": {"kind": "change", "any_of": ["0x600000284060", "0x600000283c00", "0x600000284380"]},
    "035-zhengwenming-WMPlayer-39.log": {"kind": "change", "any_of": ["0x7fad86842790", "0x7fad868433a0", "0x7fad86843400"]},
    "039-Ranchero-Software-NetNewsWire-2850.log": {"kind": "change", "any_of": ["0x6000005d0ff0"]},
    "044-OpenIntelWireless-HeliPort-246.log": {"kind": "change", "any_of": ["0x6000031be5d0"]},
    "051-jpdebug.com-3487019.log": {"kind": "uikit", "any_of": []},
    "052-sgigou.github.io-keyboard-extension-height-without-warning.log": {"kind": "autoresizing", "view": "0x105512e80"},
    "059-qiita.com-43c7c5f93de5f41eef01.log": {"kind": "lower", "any_of": ["0x281208910", "0x281208960", "0x2812089b0"]},
    "069-o2.samwize.com-pitfall-nslayoutconstraint-breaking-in-uicollectio.log": {"kind": "autoresizing", "view": "0x7fda6411d500"},
    "076-gemwalletcom-gem-ios-1795.log": {"kind": "uikit", "any_of": []},
    "080-delims.github.io-posts-2019-08-22.log": {"kind": "lower", "any_of": ["0x600000092890", "0x600000092520"]},
    "084-e-learn.cn-q-956468.log": {"kind": "change", "any_of": ["0x62800008cf80"]},
    "088-newbe.dev-uistackview-unable-to-simultaneously-satisfy-const.log": {"kind": "lower", "any_of": ["0x7f7f5be18c80", "0x7f7f5be508d0"]},
    "091-laitimes.com-57tyu_5ob92.log": {"kind": "autoresizing", "view": "0x8c67320"},
}


class Unreadable(Exception):
    pass


def clean(text):
    """The paste without what the page added: Markdown quotes, bold, backslash escapes."""
    lines = []
    for line in text.split("\n"):
        line = re.sub(r"^(\s*>)+ ?", "", line)
        lines.append(line.replace("**", ""))
    text = "\n".join(lines)
    return re.sub(r"\\([<>_*\[\]()|'\"\\-])", r"\1", text)


def entries(text):
    """Every `<…Constraint…:0x…>` description in `text`, nested `<…>` kept together."""
    found = []
    start = re.compile(r"<\s*<?\s*[A-Za-z_][\w.]*:\s*0x[0-9a-fA-F]+")
    position = 0
    while True:
        match = start.search(text, position)
        if not match:
            return found
        depth, index = 0, match.start()
        while index < len(text):
            following = text[index + 1] if index + 1 < len(text) else ""
            quoted = text[index - 1] == "'" and following == "'"
            if text[index] == "<" and following != "=" and not quoted:
                depth += 1
            elif text[index] == ">" and following != "=" and not quoted:
                depth -= 1
                if depth == 0:
                    break
            elif text[index] == "\n" and depth > 0 and index > match.start():
                # A description never spans lines unless the page wrapped it; stop at a
                # line that starts a new entry or the breaking sentence.
                rest = text[index + 1:].lstrip(" \t\"")
                if rest.startswith("<") or rest.lower().startswith(BREAKING) or rest.startswith(")"):
                    break
            index += 1
        body = text[match.start():index + 1]
        found.append((body, depth == 0))
        position = index + 1


OBJECT = re.compile(r"<?([A-Za-z_][\w.]*):\s*(0x[0-9a-fA-F]+)>?")


def read_objects(body, names):
    """Replaces objects (Class:0xADDR with an optional 'text', or a name from names:) by
    `#address`, so that the relation can be read with plain patterns."""
    out, index = "", 0
    while index < len(body):
        match = OBJECT.match(body, index)
        if match and (index == 0 or not (body[index - 1].isalnum() or body[index - 1] in "_.")):
            out += "#" + match.group(2).lower()
            index = match.end()
            if index < len(body) and body[index] == "'":
                end = index + 1
                while end < len(body):
                    if body[end] == "'" and (end + 1 == len(body) or body[end + 1] in "]( ,>" or
                                             (body[end + 1] == "." and end + 2 < len(body) and body[end + 2].isalpha())):
                        break
                    end += 1
                index = end + 1
            continue
        out += body[index]
        index += 1
    for name, address in sorted(names.items(), key=lambda item: -len(item[0])):
        out = re.sub(r"(?<![\w#])" + re.escape(name) + r"(?=[.\[\](])", "#" + address, out)
    return out


def number(text):
    return float(text.replace(" ", ""))


class Constraint:
    def __init__(self, body):
        self.complete = True
        head = re.match(r"<\s*<?\s*([A-Za-z_][\w.]*):\s*(0x[0-9a-fA-F]+)(@\S+)?\s*>?", body)
        self.kind, self.address = head.group(1), head.group(2).lower()
        rest = body[head.end():].strip().rstrip(",\"").strip()
        if rest.endswith(">"):
            rest = rest[:-1].rstrip()
        names = {}
        suffix = re.search(r"\s\((?:active|inactive|Names|names)[^()]*(?:\([^()]*\)[^()]*)*\)?$", rest)
        if suffix:
            for name, address in re.findall(r"'?([\w|.]+)'?:\s*(?:[A-Za-z_][\w.]*:\s*)?(0x[0-9a-fA-F]+)",
                                           re.split(r"(?i)names:", suffix.group(0))[-1]):
                names[name] = address.lower()
            rest = rest[:suffix.start()].strip()
        self.identifier = None
        for _ in range(2):
            # An identifier and an autoresizing mask, in either order.
            identifier = re.match(r"'([^']*)'\s*", rest)
            if identifier:
                self.identifier = identifier.group(1)
                rest = rest[identifier.end():]
            mask = re.match(r"h=\S+\s+v=\S+\s+", rest)
            if mask:
                rest = rest[mask.end():]
        self.priority = 1000.0
        self.positioned = None
        superview = names.get("|")
        self.superviews = {}
        text = read_objects(rest, {k: v for k, v in names.items() if k != "|"})
        text = re.sub(r"\s+", " ", text).strip()
        if re.match(r"[HV]\s*:", text):
            self.terms = self.visual_format(text, superview)
        else:
            self.terms = self.equation(text, superview)

    def equation(self, text, superview):
        match = re.match(r"#(0x[0-9a-f]+)\.(\w+) (==|<=|>=)\s*(.*)$", text)
        if not match:
            raise Unreadable("no relation in " + text)
        first, relation, rhs = (match.group(1), match.group(2)), match.group(3), match.group(4)
        priority = re.search(r"\s*@\s*(" + NUMBER + r")$", rhs)
        if priority:
            self.priority = number(priority.group(1))
            rhs = rhs[:priority.start()]
        rhs = rhs.strip()
        if rhs == "":
            # iOS 6-7 print an autoresizing position whose constant is 0 as `midX ==`
            # (and `midY == + 37.5` otherwise).
            rhs = "0"
        constant_only = re.fullmatch(NUMBER, rhs)
        if constant_only:
            second, multiplier, constant = None, 1.0, number(rhs)
        else:
            side = re.fullmatch(r"(?:(" + NUMBER + r")\s*\*\s*)?#(0x[0-9a-f]+)\.(\w+)(?:\s*\*\s*(" + NUMBER + r"))?"
                                r"(?:\s*([+-])\s*(" + NUMBER + r"))?", rhs)
            if not side:
                raise Unreadable("cannot read the right side " + rhs)
            multiplier = number(side.group(1) or side.group(4) or "1")
            second = (side.group(2), side.group(3))
            constant = number(side.group(6)) * (-1 if side.group(5) == "-" else 1) if side.group(6) else 0.0
        if second is None and attribute_axis(first[1])[1] != "size":
            # An autoresizing position (`minX == 0`) is measured from the superview: the
            # '|' of its names, else the one the block's other constraints give (below).
            self.positioned = first[0]
            second = (superview, origin(first[1])) if superview else None
        return (first, relation, second, multiplier, constant)

    def visual_format(self, text, superview):
        text = re.sub(r"\s*\(LTR\)", "", text.replace(" ", ""))
        horizontal = text[0] == "H"
        body = text[2:]
        start, end, size = ("leading", "trailing", "width") if horizontal else ("top", "bottom", "height")
        spacing = r"(?:-\((?P<rel>[<>=]=)?(?:NSSpace\()?(?P<c>" + NUMBER + r")\)?(?:@(?P<p>" + NUMBER + r"))?\)-|-(?P<c2>" + NUMBER + r")-|(?P<dash>-))?"
        item = r"\[#(?P<{0}>0x[0-9a-f]+)\]"

        def gap(match):
            if match.group("p"):
                self.priority = number(match.group("p"))
            relation = match.group("rel") or "=="
            if match.group("c") is not None:
                return relation, number(match.group("c"))
            if match.group("c2") is not None:
                return relation, number(match.group("c2"))
            return relation, 8.0 if match.group("dash") else 0.0

        sized = re.fullmatch(r"\[#(0x[0-9a-f]+)\((?P<rel>[<>=]=)?(?P<c>" + NUMBER + r")(?:@(?P<p>" + NUMBER + r"))?\)\]", body)
        if sized:
            if sized.group("p"):
                self.priority = number(sized.group("p"))
            return ((sized.group(1), size), sized.group("rel") or "==", None, 1.0, number(sized.group("c")))
        leading = re.fullmatch(r"\|" + spacing + item.format("a"), body)
        if leading:
            if not superview:
                raise Unreadable("'|' without its superview")
            self.superviews[leading.group("a")] = superview
            relation, constant = gap(leading)
            return ((leading.group("a"), start), relation, (superview, start), 1.0, constant)
        trailing = re.fullmatch(item.format("a") + spacing + r"\|", body)
        if trailing:
            if not superview:
                raise Unreadable("'|' without its superview")
            self.superviews[trailing.group("a")] = superview
            relation, constant = gap(trailing)
            return ((superview, end), relation, (trailing.group("a"), end), 1.0, constant)
        between = re.fullmatch(item.format("a") + spacing + item.format("b"), body)
        if between:
            relation, constant = gap(between)
            return ((between.group("b"), start), relation, (between.group("a"), end), 1.0, constant)
        raise Unreadable("cannot read the visual format " + text)


def attribute_axis(attribute):
    """(axis, part, margin): part is start, end, center or size."""
    table = {
        "left": ("x", "start", 0), "leading": ("x", "start", 0), "minX": ("x", "start", 0),
        "right": ("x", "end", 0), "trailing": ("x", "end", 0), "maxX": ("x", "end", 0),
        "centerX": ("x", "center", 0), "midX": ("x", "center", 0), "centerXWithinMargins": ("x", "center", 0),
        "width": ("x", "size", 0),
        "top": ("y", "start", 0), "minY": ("y", "start", 0),
        "bottom": ("y", "end", 0), "maxY": ("y", "end", 0), "baseline": ("y", "end", 0),
        "lastBaseline": ("y", "end", 0), "firstBaseline": ("y", "end", 0),
        "centerY": ("y", "center", 0), "midY": ("y", "center", 0), "centerYWithinMargins": ("y", "center", 0),
        "height": ("y", "size", 0),
        "leftMargin": ("x", "start", 1), "leadingMargin": ("x", "start", 1),
        "rightMargin": ("x", "end", 1), "trailingMargin": ("x", "end", 1),
        "topMargin": ("y", "start", 1), "bottomMargin": ("y", "end", 1),
    }
    if attribute not in table:
        raise Unreadable("unknown attribute " + attribute)
    axis, part, margin = table[attribute]
    return axis, part, margin


def origin(attribute):
    """The superview's edge an autoresizing position is measured from: its bounds' origin."""
    return "minX" if attribute_axis(attribute)[0] == "x" else "minY"


class Model:
    """Each object's origin and size on both axes, as kiwi variables."""

    def __init__(self):
        self.variables = {}

    def of(self, address, axis):
        key = (address, axis)
        if key not in self.variables:
            self.variables[key] = (kiwi.Variable(address + axis), kiwi.Variable(address + axis + "size"))
        return self.variables[key]

    def expression(self, side):
        address, attribute = side
        axis, part, margin = attribute_axis(attribute)
        origin, size = self.of(address, axis)
        if part == "size":
            return 1.0 * size
        inset = MARGIN * margin
        if part == "start":
            return origin + inset
        if part == "end":
            return origin + size - inset
        return origin + 0.5 * size

    def constraint(self, terms):
        first, relation, second, multiplier, constant = terms
        left = self.expression(first)
        right = multiplier * self.expression(second) + constant if second else kiwi.Expression([], constant)
        if relation == "==":
            return left == right
        if relation == "<=":
            return left <= right
        return left >= right

    def restrictions(self):
        made = []
        for (address, axis), (_, size) in self.variables.items():
            made.append(size >= 0)
        return made


def feasible(constraints):
    model = Model()
    made = [model.constraint(c.terms) for c in constraints]
    solver = kiwi.Solver()
    try:
        for constraint in model.restrictions() + made:
            solver.addConstraint(constraint)
    except kiwi.UnsatisfiableConstraint:
        return False
    return True


def minimal_sets(required):
    found = []
    if feasible(required):
        return found
    for size in range(1, len(required) + 1):
        for subset in itertools.combinations(range(len(required)), size):
            if any(set(known) <= set(subset) for known in found):
                continue
            if not feasible([required[i] for i in subset]):
                found.append(subset)
    return [[required[i].address for i in subset] for subset in found]


def blocks(text):
    """Each block's list text and broken-constraint text. A block runs from its header (or
    from the paste's start when the header was not pasted) to the entry after "Will attempt"."""
    text = clean(text)
    lower = text.lower()
    result = []
    position = 0
    while True:
        breaking = lower.find(BREAKING, position)
        if breaking < 0:
            return result
        header = lower.rfind(HEADER, position, breaking)
        start = header if header >= 0 else position
        after = breaking + len(BREAKING)
        following = entries(text[after:])
        broken = following[0] if following else None
        end = after + (text.find(broken[0], after) - after + len(broken[0]) if broken else 0)
        result.append((text[start:breaking], broken, "<private>" in text[start:end]))
        position = end


def reference(text):
    answers = []
    for listed, broken, redacted in blocks(text):
        block = {"constraints": [], "broken": None, "cut": None, "minimal_sets": []}
        if redacted:
            block["cut"] = "the log is redacted (<private>)"
        readable = []
        for body, closed in entries(listed):
            try:
                constraint = Constraint(body)
                if not closed:
                    raise Unreadable("the description is cut before its '>'")
                readable.append(constraint)
                block["constraints"].append(constraint.address)
            except Unreadable as error:
                block["cut"] = block["cut"] or str(error)
        if re.search(r"^\s*\.\.\.\s*$", listed, re.MULTILINE):
            block["cut"] = block["cut"] or "the paste elides constraints (...)"
        if not readable and not block["cut"]:
            block["cut"] = "the paste has no list of constraints"
        if broken:
            address = re.match(r"<\s*<?\s*[A-Za-z_][\w.]*:\s*(0x[0-9a-fA-F]+)", broken[0])
            block["broken"] = address.group(1).lower()
        superviews = {}
        for constraint in readable:
            superviews.update(constraint.superviews)
        for constraint in readable:
            first, relation, second, multiplier, constant = constraint.terms
            if constraint.positioned and second is None and constraint.positioned in superviews:
                constraint.terms = (first, relation, (superviews[constraint.positioned], origin(first[1])), multiplier, constant)
        required = [c for c in readable if c.priority >= 1000]
        block["minimal_sets"] = minimal_sets(required)
        answers.append(block)
    return answers


def main():
    corpus = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..", "..", "..", "shared", "conformance", "logs")
    answers = {}
    for name in sorted(os.listdir(corpus)):
        if not name.endswith(".log"):
            continue
        with open(os.path.join(corpus, name), encoding="utf-8") as handle:
            text = handle.read()
        answer = {"blocks": reference(text)}
        if name in KNOWN_FIXES:
            answer["known_fix"] = KNOWN_FIXES[name]
        answers[name] = answer
    json.dump(answers, sys.stdout, indent=1, sort_keys=True)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
