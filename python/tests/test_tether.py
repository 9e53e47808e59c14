"""The Python binding end to end, over the libTetherC the installed package carries."""
import pytest

import tether


def test_frames():
    interpreter = tether.Interpreter()
    interpreter.run(
        'import "std/controls" as ui\n'
        "view toolbar: ui.toolbar()\n"
        "pin toolbar.leading == root.leading\n"
        "pin toolbar.trailing == root.trailing\n"
        "pin toolbar.bottom == root.bottom\n",
        "screen.layout",
    )
    # UIToolbar's 44 points on the bottom of the screen, full width, at two sizes.
    assert interpreter.layout(320, 568).frame("toolbar") == (0, 524, 320, 44)
    assert interpreter.layout(768, 1024).frame("toolbar") == (0, 980, 768, 44)


def test_errors_and_ambiguity():
    interpreter = tether.Interpreter()
    with pytest.raises(tether.TetherError) as raised:
        interpreter.run("view a\npin a.widht == 10\n", "bad.layout")
    assert "bad.layout:2:7: error: unknown attribute 'widht'" in str(raised.value)
    assert "hint: did you mean 'width'?" in str(raised.value)
    layout = interpreter.layout(320, 568)
    # The frame is free, but the failed statement already says why: no second warning.
    assert layout.isAmbiguous("a")
    assert [d["kind"] for d in layout.diagnostics] == ["name"]


def test_limits_and_bad_sizes():
    interpreter = tether.Interpreter(maxSteps=1000)
    with pytest.raises(tether.TetherError) as raised:
        interpreter.run("for i in range(100000) { let x = i }\n")
    assert "maxSteps" in str(raised.value)
    with pytest.raises(tether.TetherError):
        interpreter.layout(-1, 10)
    assert tether.version() == "0.2.0"


def test_device():
    interpreter = tether.Interpreter()
    interpreter.run(
        "view bar\n"
        "pin bar.leading == root.safeArea.leading\n"
        "pin bar.trailing == root.safeArea.trailing\n"
        "pin bar.bottom == root.safeArea.bottom\n"
        "pin bar.height == 49\n"
    )
    # The iPhone 16 Pro: 402 × 874, home indicator 34: the bar ends at 874 − 34 = 840.
    layout = interpreter.layoutOn("iphone16pro")
    assert layout.frame("bar") == (0, 791, 402, 49)
    assert layout.safeArea["bottom"] == 34
    with pytest.raises(tether.TetherError):
        interpreter.layoutOn("iphone99")


@pytest.mark.parametrize(
    "prelude, condition, regular_device, plain_root",
    [
        # The trait read directly; a plain 800-point root is regular wide too.
        ("", 'traits.horizontal == "regular"', "ipadair11", True),
        # The same through std/devices' isRegular(), as `tether run --device ipad` lays it out.
        ('import "std/devices"\n', "isRegular()", "ipad", False),
    ],
)
def test_device_runs_the_script_again(prelude, condition, regular_device, plain_root):
    # A script that reads its traits is run again for each device, as `tether run --device`
    # runs it: on an iPad (regular × regular) the box takes the regular branch, x 100; on an
    # iPhone (compact width) the other, x 20.
    interpreter = tether.Interpreter()
    interpreter.run(
        prelude + "let side = 20\n"
        "if " + condition + " { side = 100 }\n"
        "view box\n"
        "pin box.left == root.left + side\n"
        "pin box.top == 0\n"
        "pin box.width == 10\n"
        "pin box.height == 10\n"
    )
    assert interpreter.layoutOn(regular_device).frame("box") == (100, 0, 10, 10)
    assert interpreter.layoutOn("iphone16pro").frame("box") == (20, 0, 10, 10)
    if plain_root:
        assert interpreter.layout(800, 600).frame("box") == (100, 0, 10, 10)


def test_device_with_the_keyboard():
    # `:keyboard` shows the docked keyboard: on the iPhone 17 (874 tall) it is 335 points over
    # the root's bottom (its home indicator's 34 included), so a bar pinned to the keyboard
    # guide's top sits at 874 - 335 - 44 = 495; without it the guide's top is the safe area's
    # bottom, 874 - 34, and the bar sits at 796.
    interpreter = tether.Interpreter()
    interpreter.run(
        "view bar\n"
        "pin bar.leading == root.leading\n"
        "pin bar.trailing == root.trailing\n"
        "pin bar.height == 44\n"
        "pin bar.bottom == root.keyboard.top\n"
    )
    assert interpreter.layoutOn("iphone17:keyboard").frame("bar") == (0, 495, 402, 44)
    assert interpreter.layoutOn("iphone17").frame("bar") == (0, 796, 402, 44)
