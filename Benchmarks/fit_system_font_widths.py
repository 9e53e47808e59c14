#!/usr/bin/env python3
"""Fit San Francisco's advance widths from the IB corpus, by statistics, and judge them.

Reads every Interface Builder document of the shared corpus (default ../shared/conformance/ib,
never copied into the repository), splits it by repository into the two halves the conformance
runner uses (the top bit of FNV-1a 64 of `owner/repo`, from the SOURCES-*.md tables), and:

1. collects every one-line label in the system font below 20 points (no `name=` font; `system`,
   `boldSystem`, a `weight=`, or a text style at its Large size) with plain text, no width
   constraint of its own, not `misplaced`, not shrinking to fit, and its stored width;
2. measures each with Inter and SF's tracking, as Tether measured before the fitted table
   (`tether run --format json` on a generated script with Inter's file as TETHER_FONT, the
   tracking and design scales added here: the table Tether uses now is left out of the fit),
   and keeps the labels IB sized to their text: stored width within 10 % of that measure (with --structural, also none that two
   horizontal constraints, an equal width or a stretching stack may size);
3. fits per-character advances in ems, per weight with at least MIN_LABELS labels, on half-0
   only, by ridge least squares toward Inter's advance: stored width − half a pixel ≈
   size × (Σ advance(c) + kerning) + tracking(size) × n (kerning: Inter's shaped width less its
   characters' own advances, none with --no-kerning; the project's SF tracking table,
   `TextMeasurer.systemTracking`; n characters, as the measurer applies it); characters seen
   fewer than MIN_COUNT times keep Inter's advance; training labels more than TRIM points off
   are dropped and the fit repeated;
4. reports the fit's residuals on half-0 (--by-size: by point size) and the prediction error on
   half-1 (the judge), each beside Inter's, both rounded up to the document's pixel as IB
   stores a width, and each split by era (tools version from 15000, Xcode 11, or before);
5. with --validate, cross-validates the ridge, trim and kerning within half-0 (two folds of its
   repositories), so that they are chosen without half-1;
6. with --swift PATH, writes the fitted table as Swift source for Sources/TextMetrics.

The results are in docs/interop.md ("Fitted advances"); Tether measures with the table this
writes (--ridge 1000 --trim 0.5, the setting cross-validation within half-0 chose).

Usage: python3 Benchmarks/fit_system_font_widths.py [--corpus DIR] [--tether PATH] [--swift OUT]
       [--ridge R] [--trim T] [--validate] [--structural] [--no-kerning] [--by-size]
"""
import argparse, glob, json, os, re, statistics, subprocess, sys, tempfile
import xml.etree.ElementTree as ET

import numpy as np

MIN_COUNT = 3
RIDGE = 100.0  # pt² per em²: a deviation of 0.01 em from Inter costs about one label's residual
# (--validate: 1,000 to 3,000 generalise best within half-0; 100 is the setting judged in docs)
KEEP_WITHIN = 0.10
TRIM = 1.0
MIN_LABELS = 100  # a weight with fewer labels overfits (bold: 22 labels fit half-0, miss half-1)
TRIM_ROUNDS = 2
STRUCTURAL = False  # --structural: leave out labels a constraint or a stack may stretch (stretched_ids)
KERNING = True  # --no-kerning: fit without Inter's kerning (its shaped width less its characters' own advances)

# Text styles at the Large size (Apple's HIG, Typography, "Specifications"): (size, weight).
STYLES = {"Body": (17, "regular"), "Headline": (17, "semibold"), "Callout": (16, "regular"),
          "Subhead": (15, "regular"), "Footnote": (13, "regular"), "Caption1": (12, "regular"),
          "Caption2": (11, "regular"), "Title3": (20, "regular"), "Title2": (22, "regular"),
          "Title1": (28, "regular"), "Title0": (34, "regular")}
# IB's device ids whose screens are 3x (UIScreen.scale); the others in the corpus are 2x.
THREE_X = {"retina5_5", "retina5_9", "retina6_5", "retina6_12", "retina6_72", "retina6_3",
           "retina6_9", "retina5_4", "retina6_0", "retina6_7"}
TRACKING = [41, 34, 26, 19, 12, 6, 0, -6, -11, -16, -20, -26, -25, -24]  # TextMeasurer's, 6…19 pt


def tracking(size):
    """TextMeasurer.systemTracking(size:): points added after each character."""
    if size >= 20:
        return 0.0
    position = min(max(size, 6), 19) - 6
    lower = int(position)
    upper = min(lower + 1, len(TRACKING) - 1)
    return (TRACKING[lower] + (TRACKING[upper] - TRACKING[lower]) * (position - lower)) / 1000 * size


def fnv(repo):
    h = 0xcbf29ce484222325
    for b in repo.encode():
        h ^= b
        h = (h * 0x100000001b3) & 0xffffffffffffffff
    return h


def halves(corpus):
    result = {}
    for table in glob.glob(os.path.join(corpus, "SOURCES-*.md")):
        for line in open(table):
            match = re.match(r"^\| ([abnc]-\d+[^ |]*) \| ([^ |]+) \|", line)
            if match:
                result[match.group(1)] = fnv(match.group(2))
    return result


def labels(path):
    """(text, size, weight, stored width, scale) of each candidate label of a document."""
    try:
        root = ET.parse(path).getroot()
    except ET.ParseError:
        return []
    era = "Xcode 11+" if float((root.get("toolsVersion") or "0").split(".")[0] or 0) >= 15000 else "before Xcode 11"
    device = root.find(".//device")
    scale = 3 if device is not None and device.get("id") in THREE_X else 2
    stretched = stretched_ids(root) if STRUCTURAL else set()
    found = []
    for label in root.iter("label"):
        if label.get("id") in stretched:
            continue
        if label.get("misplaced") == "YES" or label.get("adjustsFontSizeToFit") == "YES":
            continue
        if label.get("numberOfLines", "1") != "1":
            continue
        text = label.get("text")
        if text is None:
            string = label.find("string[@key='text']")
            text = string.text if string is not None else None
        if not text or any(c in text for c in "\n\r\t") or label.find("attributedString") is not None:
            continue
        font = label.find("fontDescription[@key='fontDescription']")
        if font is None or font.get("name"):
            continue
        if font.get("style"):
            style = font.get("style").replace("UICTFontTextStyle", "")
            if style not in STYLES:
                continue
            size, weight = STYLES[style]
        elif font.get("type") in ("system", "boldSystem"):
            size = float(font.get("pointSize", "0"))
            weight = "bold" if font.get("type") == "boldSystem" else font.get("weight", "regular")
        else:
            continue
        if not 0 < size < 20:
            continue
        frame = label.find("rect[@key='frame']")
        if frame is None or float(frame.get("width", "0")) <= 0:
            continue
        constraints = label.find("constraints")
        if constraints is not None and any(c.get("firstAttribute") == "width" for c in constraints):
            continue
        found.append((text, size, weight, float(frame.get("width")), scale, era))
    return found


def stretched_ids(root):
    """Ids of views whose width something other than their text may set: a constraint at
    both horizontal edges (or centre and an edge), a width equal to another view's, or an
    arranged view of a vertical stack that fills its width or of a horizontal stack whose
    distribution stretches its views."""
    edges = {}
    result = set()
    parents = {child: parent for parent in root.iter() for child in parent}
    for owner in root.iter():
        constraints = owner.find("constraints")
        if constraints is None or owner.get("id") is None:
            continue
        for c in constraints.findall("constraint"):
            if c.get("placeholder") == "YES":
                continue
            first = c.get("firstItem", owner.get("id"))
            second = c.get("secondItem") or (owner.get("id") if c.get("secondAttribute") else None)
            for item, attribute in ((first, c.get("firstAttribute")), (second, c.get("secondAttribute"))):
                if item is None or attribute is None:
                    continue
                side = {"leading": "l", "left": "l", "leadingMargin": "l", "leftMargin": "l",
                        "trailing": "t", "right": "t", "trailingMargin": "t", "rightMargin": "t",
                        "centerX": "c", "centerXWithinMargins": "c"}.get(attribute)
                if side and c.get("relation") is None:
                    edges.setdefault(item, set()).add(side)
            if c.get("firstAttribute") == "width" and second is not None:
                result.update({first, second})
    result.update(item for item, sides in edges.items() if len(sides) >= 2)
    for stack in root.iter("stackView"):
        vertical = stack.get("axis") == "vertical"
        fills = (stack.get("alignment") in (None, "fill") if vertical
                 else stack.get("distribution") in (None, "fill", "fillEqually", "fillProportionally"))
        arranged = stack.find("subviews")
        if fills and arranged is not None:
            result.update(view.get("id") for view in arranged)
    return result


def quoted(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


INTER = "/usr/share/fonts/opentype/inter/Inter-{}.otf"
INTER_STYLES = {"ultraLight": "Thin", "thin": "ExtraLight", "light": "Light", "regular": "Regular",
                "medium": "Medium", "semibold": "SemiBold", "bold": "Bold", "heavy": "ExtraBold", "black": "Black"}
# TextMeasurer.textDesignScales and displayDesignScale.
TEXT_DESIGN_SCALES = {"semibold": 1.010, "bold": 1.022}
DISPLAY_DESIGN_SCALE = 0.924


def tether_widths(tether, items):
    """Inter's measure of each (text, size, weight) as Tether made it before the fitted table:
    Inter's file of the weight shaped by `tether run --format json` as a font of the host's own
    (TETHER_FONT: no tracking, no scale, no fitted advances, which would make the fit
    circular), then San Francisco's tracking and the design scales added here as
    TextMeasurer.width(of:size:) adds them."""
    widths = [0.0] * len(items)
    for weight in sorted({item[2] for item in items}):
        indices = [i for i, item in enumerate(items) if item[2] == weight]
        lines = []
        for index in indices:
            text, size, _ = items[index]
            lines.append(f"view v{index} {{ text {quoted(text)}, {size:g} }}")
            lines.append(f"pin v{index}.left == root.left")
            lines.append(f"pin v{index}.top == root.top + {index * 30}")
        with tempfile.NamedTemporaryFile("w", suffix=".layout", delete=False) as script:
            script.write("\n".join(lines) + "\n")
        environment = dict(os.environ, TETHER_FONT=INTER.format(INTER_STYLES.get(weight, "Regular")))
        try:
            out = subprocess.run([tether, "run", script.name, "--format", "json", "--size",
                                  f"20000x{len(items) * 30 + 100}"], capture_output=True, text=True, check=True,
                                 env=environment).stdout
        finally:
            os.unlink(script.name)
        views = {view["name"]: view["frame"]["width"] for view in json.loads(out)["layouts"][0]["views"]}
        for index in indices:
            text, size, _ = items[index]
            inter = views[f"v{index}"]
            if size < 20:
                widths[index] = inter * TEXT_DESIGN_SCALES.get(weight, 1.0) + tracking(size) * len(text)
            else:
                widths[index] = inter * DISPLAY_DESIGN_SCALE
    return widths


def pixel_ceil(value, scale):
    return np.ceil(value * scale - 1e-9) / scale


def summary(errors):
    errors = sorted(abs(e) for e in errors)
    if not errors:
        return "none"
    p90 = errors[min(len(errors) - 1, int(0.9 * len(errors)))]
    within = sum(e <= 0.5 for e in errors)
    return (f"n {len(errors)}, median {statistics.median(errors):.3f} pt, p90 {p90:.3f} pt, "
            f"within 0.5 pt {within} ({100 * within / len(errors):.1f} %)")


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    parser = argparse.ArgumentParser()
    parser.add_argument("--corpus", default=os.path.join(here, "..", "..", "shared", "conformance", "ib"))
    parser.add_argument("--tether", default=os.path.join(here, "..", ".build", "debug", "tether"))
    parser.add_argument("--swift", help="write the fitted table as Swift source here")
    parser.add_argument("--structural", action="store_true", help="leave out labels a constraint or stack may stretch")
    parser.add_argument("--by-size", action="store_true", help="half-0's residuals by point size")
    parser.add_argument("--ridge", type=float, default=RIDGE, help="the ridge toward Inter's advances, pt² per em²")
    parser.add_argument("--trim", type=float, default=TRIM, help="points off beyond which a training label is dropped")
    parser.add_argument("--validate", action="store_true",
                        help="choose the ridge, trim and kerning by two-fold cross-validation within half-0")
    parser.add_argument("--no-kerning", action="store_true", help="fit without Inter's kerning")
    args = parser.parse_args()
    global STRUCTURAL, KERNING
    STRUCTURAL, KERNING = args.structural, not args.no_kerning

    hashes = halves(args.corpus)
    # A document's fold within half-0 for --validate: the hash's next bit, by repository too.
    fold = {document: (h >> 62) & 1 for document, h in hashes.items()}
    rows = []  # (half, document, text, size, weight, stored, scale, era)
    for document, which in sorted((d, h >> 63) for d, h in hashes.items()):
        for text, size, weight, stored, scale, era in labels(os.path.join(args.corpus, document)):
            rows.append((which, document, text, size, weight, stored, scale, era))
    measured = tether_widths(args.tether, [(r[2], r[3], r[4]) for r in rows])
    kept = [r + (m,) for r, m in zip(rows, measured) if abs(m - r[5]) <= KEEP_WITHIN * r[5]]
    print(f"candidates {len(rows)}, sized to their text {len(kept)} "
          f"(half-0 {sum(r[0] == 0 for r in kept)}, half-1 {sum(r[0] == 1 for r in kept)})")

    characters = sorted({c for r in kept for c in r[2]})
    tables = {}
    for weight in sorted({r[4] for r in kept}):
        train = [r for r in kept if r[0] == 0 and r[4] == weight]
        documents = len({r[1] for r in train})
        if len(train) < MIN_LABELS:
            print(f"{weight}: {len(train)} labels in {documents} documents of half-0, too few to fit")
            continue
        own = dict(zip(characters, (w / 12 for w in tether_widths(args.tether, [(c, 12, weight) for c in characters]))))
        sample = [r for r in kept if r[4] == weight]
        shaped = tether_widths(args.tether, [(r[2], 12, weight) for r in sample])
        inter_kerning = {(r[1], r[2]): w / 12 - sum(own[c] for c in r[2]) for r, w in zip(sample, shaped)}
        kerning = inter_kerning if KERNING else dict.fromkeys(inter_kerning, 0.0)
        if args.validate:
            validate(train, fold, own, inter_kerning)
        table, counts = fit(train, own, kerning, args.ridge, args.trim)
        tables[weight] = (table, len(train), documents, counts)

        def predict(r):
            return prediction(r, table, own, kerning)

        for which, name in ((0, "half-0 (fit)"), (1, "half-1 (judge)")):
            sample = [r for r in kept if r[0] == which and r[4] == weight]
            fitted = [float(pixel_ceil(predict(r), r[6]) - r[5]) for r in sample]
            today = [float(pixel_ceil(r[8], r[6]) - r[5]) for r in sample]
            print(f"{weight} {name}: table  {summary(fitted)}")
            print(f"{weight} {name}: Inter  {summary(today)}")
            print(f"    signed median: table {statistics.median(fitted):+.3f}, Inter {statistics.median(today):+.3f}")
            if which == 0 and args.by_size:
                for band in sorted({r[3] for r in sample}):
                    part = [fitted[i] for i, r in enumerate(sample) if r[3] == band]
                    print(f"    {band:g} pt: {summary(part)}, signed mean {statistics.mean(part):+.3f}")
            for era in ("Xcode 11+", "before Xcode 11"):
                part = [i for i, r in enumerate(sample) if r[7] == era]
                print(f"    {era}: table {summary([fitted[i] for i in part])}; Inter {summary([today[i] for i in part])}")
        print(f"{weight}: {len(table)} characters fitted from {len(train)} labels in {documents} documents")

    if args.swift:
        write_swift(args.swift, tables, args)


def fit(train, own, kerning, ridge, trim):
    """The fitted advances (character → ems) of the characters seen MIN_COUNT times in
    `train`, and their counts: ridge least squares toward `own` (Inter's advances); labels
    more than `trim` points off dropped and the fit repeated TRIM_ROUNDS times."""
    counts = {}
    for r in train:
        for c in r[2]:
            counts[c] = counts.get(c, 0) + 1
    fitted = sorted(c for c, n in counts.items() if n >= MIN_COUNT)
    index = {c: i for i, c in enumerate(fitted)}
    a = np.zeros((len(train), len(fitted)))
    b = np.zeros(len(train))
    for row, r in enumerate(train):
        text, size, stored, scale = r[2], r[3], r[5], r[6]
        b[row] = stored - 0.5 / scale - tracking(size) * len(text) - size * kerning[(r[1], text)]
        for c in text:
            if c in index:
                a[row, index[c]] += size
            else:
                b[row] -= size * own[c]
    prior = np.array([own[c] for c in fitted])
    # Labels a constraint stretched (within 10 % of the measure, not at it) would pull a
    # squared fit: fit, drop the training labels more than `trim` points off, fit again.
    use = np.ones(len(train), dtype=bool)
    for _ in range(TRIM_ROUNDS + 1):
        lhs = a[use].T @ a[use] + ridge * np.eye(len(fitted))
        rhs = a[use].T @ b[use] + ridge * prior
        solution = np.linalg.solve(lhs, rhs)
        use = np.abs(a @ solution - b) <= trim
    return dict(zip(fitted, solution)), {c: counts[c] for c in fitted}


def prediction(r, table, own, kerning):
    """A label's width from a table: its characters' advances and kerning, and SF's tracking."""
    text, size = r[2], r[3]
    return size * (sum(table.get(c, own[c]) for c in text) + kerning[(r[1], text)]) + tracking(size) * len(text)


def validate(train, fold, own, inter_kerning):
    """Two-fold cross-validation within half-0, by repository: each setting fitted on one
    fold and counted on the other (labels within 0.5 pt), both ways."""
    none = dict.fromkeys(inter_kerning, 0.0)
    print(f"    cross-validation within half-0 (folds of {sum(fold[r[1]] == 0 for r in train)} and "
          f"{sum(fold[r[1]] == 1 for r in train)} labels): held-out labels within 0.5 pt")
    inter = sum(abs(float(pixel_ceil(r[8], r[6]) - r[5])) <= 0.5 for r in train)
    print(f"      Inter: {inter} of {len(train)}")
    for kerning, name in ((inter_kerning, "kerning"), (none, "no kerning")):
        for ridge in (30, 100, 300, 1000, 3000, 10000):
            for trim in (0.5, 1.0, 2.0):
                within = 0
                for held in (0, 1):
                    table, _ = fit([r for r in train if fold[r[1]] != held], own, kerning, ridge, trim)
                    within += sum(abs(float(pixel_ceil(prediction(r, table, own, kerning), r[6]) - r[5])) <= 0.5
                                  for r in train if fold[r[1]] == held)
                print(f"      {name}, ridge {ridge}, trim {trim}: {within} of {len(train)}")


def write_swift(path, tables, args):
    settings = f"--ridge {args.ridge:g} --trim {args.trim:g}" + (" --no-kerning" if not KERNING else "")
    lines = [
        f"// Generated by Benchmarks/fit_system_font_widths.py {settings}: do not edit by hand.",
        "//",
        "// San Francisco's advance widths (text design, below 20 points), in ems, per weight: a",
        "// statistic, not Apple's font data. Fitted by ridge least squares toward Inter's advances",
        "// over the one-line system-font labels of the IB corpus's half-0 that Interface Builder",
        "// sized to their text (stored width within 10 % of Inter's measure, no width constraint):",
        "// stored width − half a pixel ≈ size × (Σ advance + Inter's kerning) + SF's tracking ×",
        "// characters (kerning: Inter's shaped width less its characters' own advances, unless",
        "// fitted with --no-kerning). A character seen fewer than three times keeps Inter's advance.",
        "// TextMeasurer.width(of:size:) sets the regular system font's characters in them below 20",
        "// points; docs/interop.md (\"Fitted advances\") has the fit's error on the other half.",
    ]
    for weight, (table, labels, documents, _) in sorted(tables.items()):
        lines.append(f"// {weight}: {labels} labels in {documents} documents, {len(table)} characters.")
    lines += ["", "import AutoLayout", "", "extension TextMeasurer {",
              "    /// San Francisco's fitted advances in ems by weight and character (see the header).",
              "    static let fittedSystemAdvances: [FontWeight: [Character: Double]] = ["]
    for weight, (table, _, _, counts) in sorted(tables.items()):
        lines.append(f"        .{weight}: [")
        for c, value in sorted(table.items()):
            literal = c.replace("\\", "\\\\").replace('"', '\\"')
            lines.append(f'            "{literal}": {value:.5f},  // {counts[c]}')
        lines.append("        ],")
    lines += ["    ]", "}", ""]
    with open(path, "w") as out:
        out.write("\n".join(lines))


if __name__ == "__main__":
    sys.exit(main())
