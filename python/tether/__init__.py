"""Tether's Auto Layout scripts from Python, over the C API of libTetherC (tether.h).

    import tether
    interpreter = tether.Interpreter()
    interpreter.run("view box\\npin box.left == 20\\n...")
    layout = interpreter.layout(320, 568)
    layout.frame("box")  # (x, y, width, height)
"""
import ctypes
import json
import os
import sys

__all__ = ["Interpreter", "Layout", "TetherError", "version"]


class TetherError(Exception):
    """A script that could not run, or a size that cannot be laid out."""


_LIBRARY = "libTetherC.dylib" if sys.platform == "darwin" else "libTetherC.so"


def _library_path():
    """TETHER_LIBRARY when set; else the library the installed package carries (building the
    package builds it); else, imported from python/ in a checkout, the checkout's debug build."""
    override = os.environ.get("TETHER_LIBRARY")
    if override:
        return override
    here = os.path.dirname(os.path.abspath(__file__))
    carried = os.path.join(here, _LIBRARY)
    checkout = os.path.join(here, "..", "..", ".build", "debug", _LIBRARY)
    for path in (carried, checkout):
        if os.path.exists(path):
            return path
    raise OSError(f"{_LIBRARY} is not in {here}: install the package with `pip install ./python` "
                  f"from a checkout of Tether (which builds the library), or set TETHER_LIBRARY")


def _load():
    library = ctypes.CDLL(_library_path())
    library.tether_create.restype = ctypes.c_void_p
    library.tether_create.argtypes = [ctypes.c_void_p]
    library.tether_destroy.argtypes = [ctypes.c_void_p]
    library.tether_run.restype = ctypes.c_int32
    library.tether_run.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_char_p]
    library.tether_layout_json.restype = ctypes.c_void_p
    library.tether_layout_json.argtypes = [ctypes.c_void_p, ctypes.c_double, ctypes.c_double]
    library.tether_layout_device_json.restype = ctypes.c_void_p
    library.tether_layout_device_json.argtypes = [ctypes.c_void_p, ctypes.c_char_p]
    library.tether_diagnostics_text.restype = ctypes.c_void_p
    library.tether_diagnostics_text.argtypes = [ctypes.c_void_p]
    library.tether_version.restype = ctypes.c_char_p
    library.tether_free_string.argtypes = [ctypes.c_void_p]
    return library


_library = None


def _lib():
    global _library
    if _library is None:
        _library = _load()
    return _library


def _take(pointer):
    """A string the library returned, copied and freed."""
    if not pointer:
        return None
    try:
        return ctypes.string_at(pointer).decode("utf-8")
    finally:
        _lib().tether_free_string(pointer)


def version():
    """The library's version, "0.2.0"."""
    return _lib().tether_version().decode("utf-8")


class _Limits(ctypes.Structure):
    _fields_ = [("max_steps", ctypes.c_int64), ("max_call_depth", ctypes.c_int64),
                ("max_constraints", ctypes.c_int64), ("max_views", ctypes.c_int64)]


class Layout:
    """One laid-out size: frames by view name, and the diagnostics, as `tether run --format json`."""

    def __init__(self, document):
        self._layout = document["layouts"][0]
        self.views = self._layout["views"]
        self.diagnostics = self._layout["diagnostics"]
        self.safeArea = self._layout.get("safeArea", {"top": 0, "left": 0, "bottom": 0, "right": 0})

    def frame(self, name):
        """The view's frame relative to its superview: (x, y, width, height)."""
        for view in self.views:
            if view["name"] == name:
                frame = view["frame"]
                return (frame["x"], frame["y"], frame["width"], frame["height"])
        raise KeyError(name)

    def isAmbiguous(self, name):
        """Whether part of the view's frame is not determined."""
        return any(view["name"] == name and view["ambiguous"] for view in self.views)


class Interpreter:
    """A script session (kiwisolver's Solver plays this part there): run text, then lay out."""

    def __init__(self, maxSteps=0, maxCallDepth=0, maxConstraints=0, maxViews=0):
        limits = _Limits(maxSteps, maxCallDepth, maxConstraints, maxViews)
        self._handle = _lib().tether_create(ctypes.byref(limits))

    def __del__(self):
        handle = getattr(self, "_handle", None)
        if handle and _library is not None:
            _library.tether_destroy(handle)
            self._handle = None

    def run(self, source, name="<script>"):
        """Runs script text; raises TetherError with the rendered diagnostics if it had errors."""
        errors = _lib().tether_run(self._handle, source.encode("utf-8"), name.encode("utf-8"))
        if errors < 0:
            raise TetherError("the script could not be read")
        if errors > 0:
            raise TetherError(self.diagnostics())

    def layout(self, width, height):
        """The layout at width × height (kiwisolver's updateVariables)."""
        text = _take(_lib().tether_layout_json(self._handle, float(width), float(height)))
        if text is None:
            raise TetherError(f"cannot lay out at {width} × {height}")
        return Layout(json.loads(text))

    def layoutOn(self, device):
        """The layout on a device of Tether's catalogue ("iphone16pro", "ipadair11:landscape")."""
        text = _take(_lib().tether_layout_device_json(self._handle, device.encode("utf-8")))
        if text is None:
            raise TetherError(f"unknown device '{device}'")
        return Layout(json.loads(text))

    def diagnostics(self):
        """Every diagnostic so far, rendered as the command line renders them."""
        return _take(_lib().tether_diagnostics_text(self._handle)) or ""
