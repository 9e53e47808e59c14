#!/usr/bin/env python3
"""preview.py TETHER: `tether preview` end to end, as a browser and a user meet it.

Starts `TETHER preview screen.layout --port 0` on a script (and a module it imports) in a
temporary folder, reads the address it prints, then:
- HTTP, with a real client: the page, /state (with the settings in the query), the folder's
  files, and the refusals — `..`, `%2e%2e`, a symbolic link out of the folder, a missing
  file, an unknown path, a request addressed to another host — each with its status and a
  message that says why;
- the WebSocket, with a real client (websocket-client): a snapshot at once, a new one after
  a save of the script and of the module, another after a settings message, an error answer
  to a message that is not settings (and the connection still works), and a handshake from a
  page of another origin refused (400);
- the page in headless Chromium, driven over the DevTools protocol: it shows the layout,
  hovering a view shows its frame and the script lines of its constraints, a save changes
  the DOM and the screenshot, an error shows a banner over the last good picture, clicking
  a diagnostic highlights its view and its file:line link shows the line, the landscape
  toggle turns the screen, and a deleted script is an error until it comes back;
- Ctrl-C stops the server with status 0, a page still connected.

The frames asserted are UIKit's for these constraints, worked out by hand next to each.
Screenshots are left in PICTURES_DIR (default /tmp/tether-pictures) to look at.

Usage: python3 Tests/preview.py .build/debug/tether
"""

from __future__ import annotations

import base64
import http.client
import importlib.util
import json
import os
import select
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

import websocket  # websocket-client, installed by `make test-deps`

ROOT = Path(__file__).resolve().parent.parent
PICTURES = Path(os.environ.get("PICTURES_DIR", "/tmp/tether-pictures"))
_spec = importlib.util.spec_from_file_location("render_pictures", ROOT / "Tests" / "render-pictures.py")
render_pictures = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(render_pictures)

# The header is `gap` points in from the root's leading, trailing and top edges, 44 tall: on a
# 320 × 480 root with gap 20, x 20, y 20, width 320 − 2 × 20 = 280 (lines 4 to 7).
SCRIPT = """root 320 x 480
import "parts/metrics"
view header
pin header.leading == root.leading + gap
pin header.trailing == root.trailing - gap
pin header.top == root.top + gap
pin header.height == 44
"""
MODULE = "let gap = 20\n"
# A badge with a size and a vertical position but nothing horizontal: ambiguous (line 8).
AMBIGUOUS = SCRIPT + "view badge in header { intrinsic 20 x 20 }\npin badge.centerY == header.centerY\n"

failures: list[str] = []


def check(condition: bool, message: str) -> None:
    if not condition:
        failures.append(message)
        print(f"FAIL {message}", file=sys.stderr)


def wait_until(predicate, what: str, seconds: float = 10.0):
    """The first truthy value of `predicate()` within `seconds`; a failure (and None) if none."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        value = predicate()
        if value:
            return value
        time.sleep(0.02)
    check(False, f"timed out waiting for {what}")
    return None


def save(path: Path, text: str) -> None:
    """As an editor saves: a new file renamed over the old one."""
    temporary = path.with_name("." + path.name + ".tmp")
    temporary.write_text(text)
    temporary.rename(path)


def start_server(tether: str, folder: Path) -> tuple[subprocess.Popen, str]:
    # The address is the command's output: on standard output, not standard error.
    server = subprocess.Popen([tether, "preview", "screen.layout", "--port", "0"], cwd=folder,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    ready, _, _ = select.select([server.stdout], [], [], 30)
    line = server.stdout.readline() if ready else ""
    prefix = "previewing screen.layout at "
    if not line.startswith(prefix):
        server.kill()
        raise SystemExit(f"the preview did not start: {line!r} (standard error: {server.stderr.read()!r})")
    return server, line[len(prefix):].split()[0]


def get(base: str, path: str, host: str | None = None) -> tuple[int, str, str]:
    """(status, content type, body) of GET `path`, sent as written (no normalising of `..`)."""
    address = base.split("//")[1].rstrip("/")
    name, port = address.split(":")
    connection = http.client.HTTPConnection(name, int(port), timeout=10)
    headers = {"Host": host} if host else {}
    connection.request("GET", path, headers=headers)
    response = connection.getresponse()
    body = response.read().decode()
    connection.close()
    return response.status, response.getheader("Content-Type", ""), body


def test_http(base: str, folder: Path) -> None:
    status, kind, body = get(base, "/")
    check(status == 200 and kind.startswith("text/html") and "<title>tether preview</title>" in body, "GET / serves the page")
    status, kind, body = get(base, "/state")
    state = json.loads(body)
    check(status == 200 and kind == "application/json", f"GET /state is JSON: {status} {kind}")
    check(state["revision"] == 0 and state.get("errors") is None and not state["stale"], "the first state has no errors")
    check(state["views"]["header"]["frames"] == [[20, 20, 280, 44]], f"header at 20, 20, 280 × 44: {state['views']['header']}")
    lines = sorted(c["location"]["line"] for c in state["views"]["header"]["constraints"])
    check(lines == [4, 5, 6, 7], f"the header's constraints come from lines 4 to 7: {lines}")
    # Turned, the root is 480 × 320 and the header 480 − 40 = 440 wide.
    turned = json.loads(get(base, "/state?rotated=1")[2])
    check(turned["screens"] == ["480 × 320"] and turned["views"]["header"]["frames"] == [[20, 20, 440, 44]],
          f"/state?rotated=1 turns the root: {turned['screens']} {turned['views']['header']['frames']}")
    check(get(base, "/files/screen.layout")[2] == SCRIPT, "GET /files/screen.layout serves the script")
    check(get(base, "/files/parts/metrics.layout")[2] == MODULE, "GET /files/parts/metrics.layout serves the module")
    for path, status, words in [
        ("/files/../secret.layout", 403, "outside the script's folder"),
        ("/files/%2e%2e/secret.layout", 403, "outside the script's folder"),
        ("/files/parts/%2E%2E/%2e%2e/secret.layout", 403, "outside the script's folder"),
        ("/files/link.layout", 403, "leads outside the script's folder"),
        ("/files/missing.layout", 404, "no file 'missing.layout'"),
        ("/files/parts", 404, "not a regular file"),
        ("/nothing/here", 404, "nothing at /nothing/here"),
    ]:
        got, _, body = get(base, path)
        check(got == status and words in body, f"GET {path}: expected {status} with '{words}', got {got} {body!r}")
        check("secret" not in body or "outside" in body, f"GET {path} does not leak the secret")
    got, _, body = get(base, "/state", host="attacker.example:7420")
    check(got == 403 and "only requests to 127.0.0.1 or localhost" in body, f"a request to another host is refused: {got} {body!r}")


def receive(socket: websocket.WebSocket, seconds: float = 10.0) -> dict:
    socket.settimeout(seconds)
    return json.loads(socket.recv())


def test_websocket(base: str, folder: Path) -> None:
    url = base.replace("http://", "ws://") + "updates"
    socket = websocket.create_connection(url, timeout=10)
    first = receive(socket)
    check(first["type"] == "snapshot" and first["snapshot"]["views"]["header"]["frames"] == [[20, 20, 280, 44]],
          "the WebSocket sends a snapshot at once")
    revision = first["snapshot"]["revision"]

    # The module's gap becomes 30: x 30, y 30, width 320 − 60 = 260.
    save(folder / "parts" / "metrics.layout", "let gap = 30\n")
    pushed = receive(socket)
    check(pushed["snapshot"]["revision"] > revision, "a save of the imported module pushes a new revision")
    check(pushed["snapshot"]["views"]["header"]["frames"] == [[30, 30, 260, 44]], f"the module's new gap: {pushed['snapshot']['views']['header']}")
    save(folder / "parts" / "metrics.layout", MODULE)
    check(receive(socket)["snapshot"]["views"]["header"]["frames"] == [[20, 20, 280, 44]], "the module back")

    socket.send(json.dumps({"rotated": True, "constraints": True}))
    turned = receive(socket)["snapshot"]
    check(turned["settings"] == {"rotated": True, "rightToLeft": False, "constraints": True, "textSize": "large", "keyboard": False},
          f"settings echoed: {turned['settings']}")
    check(turned["views"]["header"]["frames"] == [[20, 20, 440, 44]], "settings turn the root")

    socket.send("this is not JSON")
    answer = receive(socket)
    check(answer["type"] == "error" and "not settings" in answer["message"], f"garbage is answered with an error: {answer}")
    socket.send_binary(b"\x00\x01")
    check(receive(socket)["type"] == "error", "a binary message is answered with an error")
    socket.send(json.dumps({"rotated": False}))
    check(receive(socket)["snapshot"]["screens"] == ["320 × 480"], "the connection still works after bad messages")
    socket.close()

    try:
        websocket.create_connection(url, timeout=10, origin="http://attacker.example")
        check(False, "a WebSocket from another origin is refused")
    except websocket.WebSocketBadStatusException as error:
        # Hummingbird answers every refused upgrade with 400 and no body.
        check(error.status_code == 400, f"another origin's handshake is refused: {error.status_code}")


class DevTools:
    """One page of headless Chromium, driven over the DevTools protocol."""

    def __init__(self, profile: Path):
        self.browser = subprocess.Popen(
            render_pictures.CHROMIUM + ["--remote-debugging-port=0", f"--user-data-dir={profile}", "about:blank"],
            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        endpoint = None
        deadline = time.monotonic() + 30
        while endpoint is None and time.monotonic() < deadline:
            ready, _, _ = select.select([self.browser.stderr], [], [], 1)
            if ready:
                line = self.browser.stderr.readline()
                if "DevTools listening on ws://" in line:
                    endpoint = line.split("ws://")[1].split("/")[0]
        if endpoint is None:
            self.browser.kill()
            raise SystemExit("headless Chromium did not start")
        pages = json.load(urllib.request.urlopen(f"http://{endpoint}/json/list", timeout=10))
        page = next(p for p in pages if p["type"] == "page")
        self.socket = websocket.create_connection(page["webSocketDebuggerUrl"], timeout=30, suppress_origin=True)
        self.next_id = 0
        self.call("Emulation.setDeviceMetricsOverride", width=1400, height=900, deviceScaleFactor=1, mobile=False)

    def call(self, method: str, **params) -> dict:
        self.next_id += 1
        self.socket.send(json.dumps({"id": self.next_id, "method": method, "params": params}))
        while True:
            message = json.loads(self.socket.recv())
            if message.get("id") == self.next_id:
                if "error" in message:
                    raise RuntimeError(f"{method}: {message['error']}")
                return message["result"]

    def evaluate(self, expression: str):
        result = self.call("Runtime.evaluate", expression=expression, returnByValue=True, awaitPromise=True)
        return result["result"].get("value")

    def center(self, selector: str) -> tuple[float, float] | None:
        box = self.evaluate(f"(() => {{ const e = document.querySelector({json.dumps(selector)}); if (!e) return null; "
                            "const r = e.getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2]; })()")
        return tuple(box) if box else None

    def hover(self, selector: str) -> None:
        x, y = self.center(selector)
        self.call("Input.dispatchMouseEvent", type="mouseMoved", x=x, y=y)

    def click(self, selector: str) -> None:
        x, y = self.center(selector)
        self.call("Input.dispatchMouseEvent", type="mouseMoved", x=x, y=y)
        for kind in ("mousePressed", "mouseReleased"):
            self.call("Input.dispatchMouseEvent", type=kind, x=x, y=y, button="left", clickCount=1)

    def screenshot(self, name: str) -> bytes:
        png = base64.b64decode(self.call("Page.captureScreenshot", format="png")["data"])
        PICTURES.mkdir(parents=True, exist_ok=True)
        path = PICTURES / name
        path.write_bytes(png)
        width, height, coloured = render_pictures.png_pixels(path)
        check((width, height) == (1400, 900), f"{name} is 1400 × 900: {width} × {height}")
        # The page is pale grey and white; text, borders and the picture's boxes are darker.
        check(coloured > width * height // 500, f"{name} is not blank: {coloured} dark pixels")
        return png

    def close(self) -> None:
        self.socket.close()
        self.browser.terminate()
        try:
            self.browser.wait(10)
        except subprocess.TimeoutExpired:
            self.browser.kill()


def test_page(base: str, folder: Path, profile: Path) -> None:
    page = DevTools(profile)
    try:
        script = folder / "screen.layout"
        text = lambda selector: page.evaluate(f"(document.querySelector({json.dumps(selector)}) || {{}}).textContent || ''")
        revision = lambda: int(page.evaluate("document.body.dataset.revision || -1"))
        page.call("Page.navigate", url=base)
        wait_until(lambda: page.evaluate("document.querySelectorAll('#picture [data-view=\"header\"]').length === 1"),
                   "the page to show the header")
        check("live · revision" in text("#status"), f"the status says live: {text('#status')!r}")
        check(page.evaluate("document.getElementById('banner').hidden"), "no error banner at first")
        before = page.screenshot("preview-1.png")

        # Hover the header: its frame and the lines of the constraints that place it.
        page.hover('#picture [data-view="header"]')
        inspector = wait_until(lambda: "x 20, y 20, 280 × 44" in text("#inspector") and text("#inspector"), "the inspector")
        for line in (4, 5, 6, 7):
            check(f"screen.layout:{line}" in (inspector or ""), f"the inspector links screen.layout:{line}: {inspector!r}")

        # A save: the header is 60 tall and a footer appears; the inspector follows.
        start = revision()
        save(script, SCRIPT.replace("== 44", "== 60") + "view footer\nvfl \"H:|[footer]|\"\nvfl \"V:[footer(44)]|\"\n")
        wait_until(lambda: revision() > start and page.evaluate("!!document.querySelector('#picture [data-view=\"footer\"]')"),
                   "the saved script's footer in the DOM")
        check("280 × 60" in text("#inspector"), f"the inspector shows the new frame: {text('#inspector')!r}")
        after = page.screenshot("preview-2.png")
        check(after != before, "the screenshot changed after the save")

        # An error: the banner names it, the last good picture stays, dimmed.
        start = revision()
        save(script, SCRIPT + "pin header.heigth == 50\n")
        wait_until(lambda: revision() > start and not page.evaluate("document.getElementById('banner').hidden"), "the error banner")
        check("heigth" in text("#errors") and "screen.layout:8" in text("#errors"), f"the banner names the error and its line: {text('#errors')!r}")
        check(page.evaluate("document.getElementById('picture').classList.contains('stale')"), "the picture is marked stale")
        check(page.evaluate("!!document.querySelector('#picture [data-view=\"footer\"]')"), "the last good picture is kept")
        check("last one without errors" in text("#stale-note"), "the banner says the picture is the last good one")
        page.screenshot("preview-error.png")

        # An ambiguous view: click its diagnostic, it is highlighted; its link shows the line.
        start = revision()
        save(script, AMBIGUOUS)
        wait_until(lambda: revision() > start and page.evaluate("!!document.querySelector('#diagnostics li[data-views=\"badge\"]')"),
                   "the badge's diagnostic")
        check(page.evaluate("document.getElementById('banner').hidden"), "the banner goes when the error is fixed")
        page.click('#diagnostics li[data-views="badge"] .message')
        check(wait_until(lambda: page.evaluate("document.querySelector('#picture [data-view=\"badge\"]').classList.contains('highlight')"),
                         "the badge highlighted") is True, "clicking the diagnostic highlights the badge")
        page.click('#diagnostics li[data-views="badge"] a.source')
        line = wait_until(lambda: text("#source span.current"), "the source line")
        check(line == "view badge in header { intrinsic 20 x 20 }", f"the link shows line 8: {line!r}")
        page.screenshot("preview-diagnostic.png")

        # Landscape: the caption and the frames turn.
        start = revision()
        page.click("#rotated")
        wait_until(lambda: "480 × 320" in page.evaluate("document.querySelector('#picture svg').textContent"), "the turned screen")
        check(page.evaluate("document.getElementById('rotated').getAttribute('aria-pressed')") == "true", "the toggle is pressed")

        # The text-size slider: AX3 goes to the server and comes back in the snapshot.
        page.evaluate("(() => { const s = document.getElementById('textSize'); s.value = '9'; s.dispatchEvent(new Event('input')); })()")
        wait_until(lambda: page.evaluate("page.snapshot.settings.textSize") == "AX3", "the snapshot at text size AX3")
        check(page.evaluate("document.getElementById('textSize').value") == "9", "the slider stays at AX3")

        # The keyboard toggle: the turned 480 × 320 root is nearest the iPhone 4s in
        # landscape, whose docked keyboard is 194 tall; the caption says so. Then off again.
        page.click("#keyboard")
        wait_until(lambda: "480 × 320, keyboard 194" in page.evaluate("document.querySelector('#picture svg').textContent"),
                   "the keyboard shown")
        check(page.evaluate("document.getElementById('keyboard').getAttribute('aria-pressed')") == "true", "the keyboard toggle is pressed")
        check(page.evaluate("page.snapshot.settings.keyboard") is True, "the snapshot's settings have the keyboard")
        page.click("#keyboard")
        wait_until(lambda: "keyboard 194" not in page.evaluate("document.querySelector('#picture svg').textContent"),
                   "the keyboard hidden again")

        # Deleted, then back.
        start = revision()
        script.unlink()
        wait_until(lambda: revision() > start and "cannot read the script" in text("#errors"), "the deleted script's error")
        check(page.evaluate("!!document.querySelector('#picture [data-view=\"badge\"]')"), "the picture stays while the file is gone")
        start = revision()
        save(script, SCRIPT)
        wait_until(lambda: revision() > start and page.evaluate("document.getElementById('banner').hidden"), "the script back")
        check(page.evaluate("!document.querySelector('#picture [data-view=\"badge\"]')"), "the script back without the badge")
    finally:
        page.close()


def main() -> int:
    tether = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else ".build/debug/tether")
    if shutil.which("chromium") is None:
        print("preview.py: chromium is not installed (make test-deps installs it)", file=sys.stderr)
        return 1
    with tempfile.TemporaryDirectory(prefix="tether-preview-") as temporary:
        outside = Path(temporary)
        (outside / "secret.layout").write_text("# not to be served\n")
        folder = outside / "project"
        (folder / "parts").mkdir(parents=True)
        (folder / "screen.layout").write_text(SCRIPT)
        (folder / "parts" / "metrics.layout").write_text(MODULE)
        (folder / "link.layout").symlink_to(outside / "secret.layout")
        server, base = start_server(tether, folder)
        try:
            test_http(base, folder)
            test_websocket(base, folder)
            test_page(base, folder, outside / "chromium-profile")
            check(server.poll() is None and get(base, "/")[0] == 200, "the server still serves after all of it")
            # A page still connected does not keep the server from stopping.
            connected = websocket.create_connection(base.replace("http://", "ws://") + "updates", timeout=10)
            connected.recv()
            server.send_signal(signal.SIGINT)
            try:
                check(server.wait(10) == 0, "Ctrl-C stops the server with status 0")
                errors = server.stderr.read()
                check(errors == "", f"nothing on standard error, got {errors!r}")
            except subprocess.TimeoutExpired:
                check(False, "Ctrl-C stops the server while a page is connected")
            connected.close()
        finally:
            if server.poll() is None:
                server.kill()
    if failures:
        print(f"preview.py: {len(failures)} failed", file=sys.stderr)
        return 1
    print("preview.py: the HTTP endpoints, the WebSocket and the page in Chromium behave")
    return 0


if __name__ == "__main__":
    sys.exit(main())
