/// The one page the preview serves: it opens the WebSocket, draws each snapshot, and lets the
/// reader turn the screens, flip the direction, draw the constraints, hover a view for its
/// frame and constraints, click a diagnostic to highlight its views and a `file:line` to read
/// the line. Self-contained (no script or style from elsewhere), so it works offline.
enum PreviewPage {
    static let html = #"""
<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>tether preview</title>
<style>
  :root { --text: #1C1C1E; --secondary: #636366; --line: #D1D1D6; --error: #FF3B30; --warning: #FF9500; --accent: #007AFF; }
  * { box-sizing: border-box; }
  body { margin: 0; font: 14px/1.4 -apple-system, "Inter", "Helvetica Neue", Arial, sans-serif; color: var(--text); background: #F2F2F7; }
  header { display: flex; align-items: center; gap: 16px; padding: 10px 16px; background: #FFFFFF; border-bottom: 1px solid var(--line); position: sticky; top: 0; z-index: 2; }
  header h1 { font-size: 15px; margin: 0; font-weight: 600; }
  header h1 span { font-weight: 400; color: var(--secondary); }
  .toggles { display: flex; gap: 6px; }
  .toggles button { font: inherit; padding: 4px 10px; border: 1px solid var(--line); border-radius: 6px; background: #FFFFFF; cursor: pointer; }
  .toggles button[aria-pressed="true"] { background: var(--accent); border-color: var(--accent); color: #FFFFFF; }
  .toggles .slider { display: flex; align-items: center; gap: 6px; margin-left: 6px; }
  .toggles .slider output { min-width: 5.5em; }
  #status { margin-left: auto; color: var(--secondary); font-size: 12px; white-space: nowrap; }
  #status.offline { color: var(--error); }
  #banner { margin: 12px 16px 0; padding: 10px 12px; border: 1px solid var(--error); border-radius: 8px; background: #FFF1F0; }
  #banner[hidden] { display: none; }
  #banner pre { margin: 0; font: 12px/1.45 ui-monospace, "DejaVu Sans Mono", Menlo, monospace; white-space: pre-wrap; color: #8A1A12; }
  #banner p { margin: 8px 0 0; color: var(--secondary); font-size: 12px; }
  main { display: flex; gap: 16px; padding: 16px; align-items: flex-start; }
  #picture { flex: 1 1 auto; min-width: 0; background: #FFFFFF; border: 1px solid var(--line); border-radius: 8px; padding: 8px; overflow: auto; }
  #picture.stale svg { opacity: 0.55; }
  /* The whole picture in view: scaled down to the panel's width and the window's height. */
  #picture svg { display: block; max-width: 100%; max-height: calc(100vh - 100px); width: auto; height: auto; }
  #picture svg text { pointer-events: none; }
  #picture [data-view]:hover { stroke-width: 3; }
  #picture [data-view].highlight { stroke: #FF2D55; stroke-width: 4; stroke-dasharray: none; fill: #FF2D55; fill-opacity: 0.15; }
  #picture [data-view].inspected { stroke: var(--accent); stroke-width: 3; }
  aside { flex: 0 0 360px; max-width: 360px; min-width: 0; display: flex; flex-direction: column; gap: 12px; }
  aside section { background: #FFFFFF; border: 1px solid var(--line); border-radius: 8px; padding: 10px 12px; }
  aside h2 { font-size: 12px; text-transform: uppercase; letter-spacing: 0.04em; color: var(--secondary); margin: 0 0 8px; }
  #diagnostics { list-style: none; margin: 0; padding: 0; }
  #diagnostics li { padding: 6px 8px; border-radius: 6px; cursor: pointer; border-left: 3px solid var(--warning); margin-bottom: 4px; background: #FAFAFA; }
  #diagnostics li.error { border-left-color: var(--error); }
  #diagnostics li.selected { background: #FFE5EA; }
  #diagnostics li .message { white-space: pre-wrap; font-size: 13px; }
  #diagnostics li .where { font-size: 12px; color: var(--secondary); }
  .empty { color: var(--secondary); font-size: 13px; }
  a.source { color: var(--accent); text-decoration: none; font-family: ui-monospace, "DejaVu Sans Mono", Menlo, monospace; font-size: 12px; }
  a.source:hover { text-decoration: underline; }
  #inspector dl { margin: 0; display: grid; grid-template-columns: auto 1fr; gap: 2px 10px; font-size: 13px; }
  #inspector dt { color: var(--secondary); }
  #inspector dd { margin: 0; font-variant-numeric: tabular-nums; }
  #inspector ul { list-style: none; padding: 0; margin: 8px 0 0; }
  #inspector li { font-size: 12px; padding: 3px 0; border-top: 1px solid #F2F2F7; }
  #inspector li code { font: 12px ui-monospace, "DejaVu Sans Mono", Menlo, monospace; }
  #inspector li.broken code { color: var(--error); text-decoration: line-through; }
  #inspector .meta { color: var(--secondary); }
  #source { margin: 0; max-height: 320px; overflow: auto; font: 12px/1.5 ui-monospace, "DejaVu Sans Mono", Menlo, monospace; }
  #source span { display: block; white-space: pre; padding: 0 4px; }
  #source span::before { content: attr(data-line); display: inline-block; width: 3.2em; color: #AEAEB2; text-align: right; margin-right: 10px; }
  #source span.current { background: #FFF4CC; }
</style>
</head>
<body>
<header>
  <h1>tether preview <span id="file"></span></h1>
  <div class="toggles">
    <button type="button" id="rotated" aria-pressed="false" title="Turn every screen a quarter">Landscape</button>
    <button type="button" id="rightToLeft" aria-pressed="false" title="Lay out right to left, as in Arabic or Hebrew">Right to left</button>
    <button type="button" id="constraints" aria-pressed="false" title="Draw the constraints as Interface Builder does">Constraints</button>
    <button type="button" id="keyboard" aria-pressed="false" title="Show the docked keyboard (each device's height): root.keyboard rises to it">Keyboard</button>
    <label class="slider" title="The reader's text size, which text styles follow (Dynamic Type)">Text size
      <input type="range" id="textSize" min="0" max="11" step="1" value="3"><output id="textSizeName">large</output></label>
  </div>
  <div id="status">connecting…</div>
</header>
<div id="banner" hidden><pre id="errors"></pre><p id="stale-note"></p></div>
<main>
  <div id="picture"></div>
  <aside>
    <section><h2>Diagnostics <span id="count"></span></h2><ul id="diagnostics"></ul></section>
    <section><h2>View</h2><div id="inspector"><p class="empty">Hover a view for its frame and the constraints that place it.</p></div></section>
    <section id="source-section" hidden><h2 id="source-title">Source</h2><pre id="source"></pre></section>
  </aside>
</main>
<script>
"use strict";
const page = {
  snapshot: null,
  settings: { rotated: false, rightToLeft: false, constraints: false, textSize: "large", keyboard: false },
  socket: null,
  selected: null,
  inspected: null,
};
const $ = (id) => document.getElementById(id);

function element(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function sourceLink(location) {
  const label = `${location.file}:${location.line}`;
  if (!location.path) return element("span", "meta", label);
  const link = element("a", "source", label);
  link.href = "/files/" + location.path.split("/").map(encodeURIComponent).join("/") + "#L" + location.line;
  link.addEventListener("click", (event) => {
    event.preventDefault();
    event.stopPropagation();
    showSource(location);
  });
  return link;
}

async function showSource(location) {
  const section = $("source-section");
  const pre = $("source");
  section.hidden = false;
  $("source-title").textContent = `${location.file}:${location.line}`;
  const response = await fetch("/files/" + location.path.split("/").map(encodeURIComponent).join("/"));
  const text = await response.text();
  pre.replaceChildren();
  if (!response.ok) {
    pre.append(element("span", "", text));
    return;
  }
  text.split("\n").forEach((line, index) => {
    const row = element("span", index + 1 === location.line ? "current" : "", line);
    row.dataset.line = index + 1;
    pre.append(row);
  });
  const current = pre.querySelector("span.current");
  if (current) current.scrollIntoView({ block: "center" });
}

function viewBoxes(name) {
  return document.querySelectorAll(`#picture [data-view="${CSS.escape(name)}"]`);
}

function applyHighlight() {
  document.querySelectorAll("#picture .highlight").forEach((node) => node.classList.remove("highlight"));
  const item = page.selected === null || !page.snapshot ? null : page.snapshot.diagnostics[page.selected];
  if (!item) return;
  for (const name of item.views) viewBoxes(name).forEach((node) => node.classList.add("highlight"));
}

function showDiagnostics(snapshot) {
  const list = $("diagnostics");
  list.replaceChildren();
  $("count").textContent = snapshot.diagnostics.length ? `(${snapshot.diagnostics.length})` : "";
  if (page.selected !== null && page.selected >= snapshot.diagnostics.length) page.selected = null;
  if (!snapshot.diagnostics.length) {
    list.append(element("li", "empty", "No problems: every view is placed exactly once."));
    list.lastChild.style.borderLeftColor = "#34C759";
    return;
  }
  snapshot.diagnostics.forEach((item, index) => {
    const row = element("li", item.severity);
    row.dataset.index = index;
    row.dataset.views = item.views.join(" ");
    if (index === page.selected) row.classList.add("selected");
    row.append(element("div", "message", `${item.severity}: ${item.message}`));
    const where = element("div", "where");
    if (item.location) where.append(sourceLink(item.location));
    if (item.screens.length) where.append(` on ${item.screens.join(", ")}`);
    if (item.views.length) where.append(` · ${item.views.join(", ")}`);
    row.append(where);
    row.addEventListener("click", () => {
      page.selected = page.selected === index ? null : index;
      list.querySelectorAll("li").forEach((node) => node.classList.toggle("selected", Number(node.dataset.index) === page.selected));
      applyHighlight();
    });
    list.append(row);
  });
}

function number(value) {
  return Number.isInteger(value) ? String(value) : value.toFixed(2).replace(/0+$/, "").replace(/\.$/, "");
}

function inspect(name, panel) {
  const snapshot = page.snapshot;
  const view = snapshot && snapshot.views[name];
  if (!view) return;
  page.inspected = { name, panel };
  document.querySelectorAll("#picture .inspected").forEach((node) => node.classList.remove("inspected"));
  const box = document.querySelector(`#picture [data-view="${CSS.escape(name)}"][data-panel="${panel}"]`);
  if (box) box.classList.add("inspected");
  const inspector = $("inspector");
  inspector.replaceChildren();
  inspector.dataset.view = name;
  const facts = element("dl");
  const add = (term, value) => { facts.append(element("dt", "", term), element("dd", "", value)); };
  add("view", name);
  if (view.superview) add("in", view.superview);
  const frame = view.frames[panel];
  add("on", snapshot.screens[panel] || "");
  add("frame", frame ? `x ${number(frame[0])}, y ${number(frame[1])}, ${number(frame[2])} × ${number(frame[3])}` : "not finite");
  if (view.ambiguous[panel] && view.ambiguous[panel].length) add("ambiguous", view.ambiguous[panel].join(", "));
  inspector.append(facts);
  const list = element("ul");
  if (!view.constraints.length) list.append(element("li", "meta", "No constraint names this view."));
  for (const constraint of view.constraints) {
    const row = element("li", constraint.state);
    row.append(element("code", "", constraint.text));
    // The text carries the priority when it is not required (`@250`), as the script writes it.
    const meta = element("span", "meta", ` ${constraint.state === "active" ? "" : constraint.state + " "}`);
    row.append(meta);
    if (constraint.location) row.append(sourceLink(constraint.location));
    list.append(row);
  }
  inspector.append(list);
}

function show(snapshot) {
  page.snapshot = snapshot;
  page.settings = snapshot.settings;
  document.body.dataset.revision = snapshot.revision;
  $("file").textContent = "— " + snapshot.file;
  document.title = `${snapshot.file} — tether preview`;
  for (const key of ["rotated", "rightToLeft", "constraints", "keyboard"]) $(key).setAttribute("aria-pressed", String(!!snapshot.settings[key]));
  $("textSize").value = String(Math.max(0, textSizes.indexOf(snapshot.settings.textSize)));
  $("textSizeName").textContent = snapshot.settings.textSize;
  const picture = $("picture");
  // The server's own SVG: every name and caption in it is escaped.
  picture.innerHTML = snapshot.svg;
  picture.classList.toggle("stale", snapshot.stale);
  const banner = $("banner");
  banner.hidden = !snapshot.errors;
  $("errors").textContent = snapshot.errors || "";
  $("stale-note").textContent = snapshot.stale ? "The picture is the last one without errors." : (snapshot.svg ? "" : "Nothing to show until the script runs.");
  showDiagnostics(snapshot);
  applyHighlight();
  if (page.inspected && snapshot.views[page.inspected.name] && page.inspected.panel < snapshot.screens.length) {
    inspect(page.inspected.name, page.inspected.panel);
  }
  $("status").classList.remove("offline");
  $("status").textContent = `live · revision ${snapshot.revision} · ${number(snapshot.milliseconds)} ms`;
}

function send(settings) {
  if (page.socket && page.socket.readyState === WebSocket.OPEN) page.socket.send(JSON.stringify(settings));
}

function connect() {
  const socket = new WebSocket(`ws://${location.host}/updates`);
  page.socket = socket;
  // After a reconnection the page asks again for what it showed; at first, the server's.
  socket.addEventListener("open", () => { if (page.snapshot) send(page.settings); });
  socket.addEventListener("message", (event) => {
    const message = JSON.parse(event.data);
    if (message.type === "snapshot") show(message.snapshot);
    else $("status").textContent = message.message;
  });
  socket.addEventListener("close", () => {
    $("status").classList.add("offline");
    $("status").textContent = "disconnected: is tether preview still running? Retrying…";
    setTimeout(connect, 1000);
  });
}

for (const key of ["rotated", "rightToLeft", "constraints", "keyboard"]) {
  $(key).addEventListener("click", () => {
    page.settings = { ...page.settings, [key]: !page.settings[key] };
    $(key).setAttribute("aria-pressed", String(page.settings[key]));
    send(page.settings);
  });
}

// UIContentSizeCategory, smallest first: the slider's positions.
const textSizes = ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge", "AX1", "AX2", "AX3", "AX4", "AX5"];
$("textSize").addEventListener("input", () => {
  const name = textSizes[Number($("textSize").value)];
  $("textSizeName").textContent = name;
  page.settings = { ...page.settings, textSize: name };
  send(page.settings);
});

$("picture").addEventListener("mouseover", (event) => {
  const box = event.target.closest("[data-view]");
  if (box) inspect(box.dataset.view, Number(box.dataset.panel));
});

connect();
</script>
</body>
</html>
"""#
}
