import AutoLayout
import LayoutScript

/// `tether check --all -o report.html`: the environments × problems matrix as one HTML page
/// with no outside resources. The problems are listed once, numbered; then, for each
/// direction, a table of screens (rows) by text sizes (columns) whose cells hold the numbers
/// of the problems that environment shows. A cell opens that environment's layout, drawn as
/// `run --format svg` draws it with the views of its problems red, beside its problems, in a
/// panel beside the matrix that stays in sight as the page scrolls (below it in a narrow window).
/// Environments that lay out alike (the same picture and problems) share one picture.
package enum EnvironmentPage {
    /// At most this many distinct pictures are embedded by default (each tens of kilobytes
    /// for a 50-view screen): the matrix of every environment of a script needs a few hundred
    /// at most; past it, a cell lists its problems without a picture.
    package static let maxPictures = 2_000

    /// The page, with at most `maxPictures` distinct pictures.
    package static func render(_ check: EnvironmentCheck, maxPictures: Int = maxPictures) -> String {
        var html = """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8">
            <title>\(escape(check.file)) in every environment</title>
            <style>
            body { font: 14px -apple-system, Helvetica, Arial, sans-serif; margin: 24px; color: #1C1C1E; }
            h1 { font-size: 20px; } h2 { font-size: 16px; margin-top: 28px; }
            ol.problems li { margin: 4px 0; } .kind { font-weight: 600; }
            .error { color: #FF3B30; } .warning { color: #C93400; }
            table.matrix { border-collapse: collapse; }
            table.matrix th, table.matrix td { border: 1px solid #D1D1D6; padding: 2px 4px; font-size: 12px; }
            table.matrix th { background: #F2F2F7; text-align: left; white-space: nowrap; }
            table.matrix td { text-align: center; min-width: 44px; white-space: nowrap; }
            td.ok { background: #E8F8EC; } td.warn { background: #FFF1DE; } td.bad { background: #FFE0DE; }
            td button { all: unset; cursor: pointer; display: block; width: 100%; }
            .page { display: flex; gap: 24px; align-items: flex-start; } .page > main { flex: 1 1 auto; min-width: 0; overflow-x: auto; }
            #environment { border: 1px solid #8E8E93; border-radius: 8px; padding: 12px; flex: 0 0 40%;
              position: sticky; top: 16px; max-height: calc(100vh - 32px); overflow: auto; box-sizing: border-box; }
            #environment h2 { margin-top: 0; }
            #environment svg { max-width: 100%; height: auto; }
            @media (max-width: 1000px) { .page { display: block; } #environment { position: static; max-height: none; margin-top: 24px; } }
            </style></head><body><div class="page"><main>
            <h1>\(escape(check.file))</h1>
            <p id="summary">\(check.environments.count) environments, \(check.solvedLayouts) distinct layouts, \
            \(check.findings.count) problem\(check.findings.count == 1 ? "" : "s")</p>

            """
        html += "<ol class=\"problems\">\n"
        for (number, finding) in check.findings.enumerated() {
            let place = finding.located.location.map { " <code>\(escape($0.sourceName)):\($0.line):\($0.column)</code>" } ?? ""
            let severity = finding.located.severity == .error ? "error" : "warning"
            html += "<li id=\"problem-\(number + 1)\" class=\"\(severity)\"><span class=\"kind\">\(escape(finding.report.kind.rawValue))</span>\(place): "
                + "\(escape(finding.located.message)) — in \(finding.environments.count) of \(check.environments.count); "
                + "first on \(escape(check.environments[finding.smallest].caption))"
                + finding.located.notes.map { "<br><small>\(escape($0.message))</small>" }.joined()
                + (finding.located.hint.map { "<br><small class=\"fix\">hint: \(escape($0))</small>" } ?? "") + "</li>\n"
        }
        html += "</ol>\n"

        // Which problems each environment shows, by number.
        var shown = [[Int]](repeating: [], count: check.environments.count)
        for (number, finding) in check.findings.enumerated() {
            for index in finding.environments { shown[index].append(number + 1) }
        }
        var pictures: [String] = []
        var pictureIndex: [SizedLayout: Int] = [:]
        var environmentPicture = [Int](repeating: -1, count: check.environments.count)
        for index in check.environments.indices where check.layouts.indices.contains(index) {
            // Without the device's name, environments of one geometry share one layout, drawn
            // once.
            var layout = check.layouts[index]
            layout.deviceName = nil
            if let known = pictureIndex[layout] {
                environmentPicture[index] = known
            } else if pictures.count < maxPictures {
                pictureIndex[layout] = pictures.count
                environmentPicture[index] = pictures.count
                pictures.append(SVGPicture.render(file: check.file, layouts: [layout]))
            }
        }

        let directions = check.environments.reduce(into: [LayoutDirection?]()) { if !$0.contains($1.direction) { $0.append($1.direction) } }
        let textSizes = check.environments.reduce(into: [ContentSizeCategory]()) { if !$0.contains($1.textSize) { $0.append($1.textSize) } }
        for direction in directions {
            html += "<h2>\(direction == .rightToLeft ? "Right to left" : direction == .leftToRight ? "Left to right" : "The script's direction")</h2>\n"
            html += "<table class=\"matrix\"><tr><th>screen</th>" + textSizes.map { "<th>\($0.rawValue)</th>" }.joined() + "</tr>\n"
            var rows: [String] = []
            var cells: [String: [Int: Int]] = [:]
            for (index, environment) in check.environments.enumerated() where environment.direction == direction {
                let label = environment.screen.label
                if cells[label] == nil { rows.append(label) }
                cells[label, default: [:]][textSizes.firstIndex(of: environment.textSize) ?? 0] = index
            }
            for label in rows {
                html += "<tr><th>\(escape(label))</th>"
                for column in textSizes.indices {
                    guard let index = cells[label]?[column] else { html += "<td></td>"; continue }
                    let numbers = shown[index]
                    let bad = numbers.contains { check.findings[$0 - 1].located.severity == .error }
                    let style = numbers.isEmpty ? "ok" : bad ? "bad" : "warn"
                    let text = numbers.isEmpty ? "✓" : numbers.map(String.init).joined(separator: " ")
                    html += "<td class=\"\(style)\" id=\"cell-\(index)\"><button data-environment=\"\(index)\" "
                        + "title=\"\(escape(check.environments[index].caption))\">\(text)</button></td>"
                }
                html += "</tr>\n"
            }
            html += "</table>\n"
        }
        // The environment a cell opens, beside the matrix (below it in a narrow window).
        html += "</main><aside id=\"environment\" hidden><h2 id=\"environment-caption\"></h2><ol id=\"environment-problems\"></ol>"
            + "<div id=\"environment-picture\"></div></aside></div>\n"
        for (index, svg) in pictures.enumerated() { html += "<template id=\"picture-\(index)\">\(svg)</template>\n" }
        let captions = check.environments.map { JSONReport.string($0.caption) }.joined(separator: ",")
        let problems = shown.map { "[" + $0.map(String.init).joined(separator: ",") + "]" }.joined(separator: ",")
        html += """
            <script>
            const captions = [\(captions)];
            const problems = [\(problems)];
            const pictures = [\(environmentPicture.map(String.init).joined(separator: ","))];
            function openEnvironment(index) {
              const box = document.getElementById("environment");
              box.hidden = false;
              document.getElementById("environment-caption").textContent = captions[index];
              const list = document.getElementById("environment-problems");
              list.replaceChildren(...problems[index].map(number => {
                const item = document.createElement("li");
                item.value = number;
                item.className = document.getElementById("problem-" + number).className;
                item.innerHTML = document.getElementById("problem-" + number).innerHTML;
                return item;
              }));
              const picture = document.getElementById("environment-picture");
              const template = document.getElementById("picture-" + pictures[index]);
              picture.replaceChildren(template ? template.content.cloneNode(true) : document.createTextNode("(no picture: too many environments)"));
              // Beside the matrix it is in sight already; below it, scroll to it.
              if (getComputedStyle(box).position !== "sticky") box.scrollIntoView();
            }
            document.querySelectorAll("td button").forEach(button =>
              button.addEventListener("click", () => { location.hash = "environment-" + button.dataset.environment; }));
            function fromHash() {
              const match = /^#environment-(\\d+)$/.exec(location.hash);
              if (match && Number(match[1]) < captions.length) openEnvironment(Number(match[1]));
            }
            window.addEventListener("hashchange", fromHash);
            fromHash();
            </script>
            </body></html>

            """
        return html
    }

    private static func escape(_ text: String) -> String { SVGPicture.escape(text) }
}
