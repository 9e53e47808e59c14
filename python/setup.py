"""The tether package carries libTetherC, Tether's C API, in its own folder: building the
package (`pip install ./python`, `make wheel`) builds the library with SwiftPM and copies it
in, so the installed package needs no environment variable and no checkout.

The library is built in the checkout this folder belongs to as `make install` builds it:
release, in `.build-static`, with the Swift runtime linked in on Linux (so it runs without the
toolchain). The flags are the Makefile's STATIC_BUILD, so the two share one build and the
second costs seconds. TETHER_LIBRARY, when set at build time, names a built libTetherC to
carry instead (a packager's own build, or the debug one), and no Swift build runs.
"""
import os
import shutil
import subprocess
import sys

from setuptools import setup
from setuptools.command.build_py import build_py
from setuptools.dist import Distribution

try:
    from setuptools.command.bdist_wheel import bdist_wheel
except ImportError:  # setuptools before 70.1 has it in the wheel package
    from wheel.bdist_wheel import bdist_wheel

CHECKOUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LIBRARY = "libTetherC.dylib" if sys.platform == "darwin" else "libTetherC.so"


def swift_build():
    """Builds libTetherC in the checkout and returns its path."""
    if not os.path.exists(os.path.join(CHECKOUT, "Package.swift")):
        sys.exit(f"tether: no Package.swift in {CHECKOUT}: build the package from python/ in a "
                 f"checkout of Tether, or set TETHER_LIBRARY to a built {LIBRARY}")
    scratch = os.path.join(CHECKOUT, ".build-static")
    command = ["swift", "build", "-c", "release", "--package-path", CHECKOUT, "--scratch-path", scratch]
    if sys.platform.startswith("linux"):
        # As STATIC_BUILD in the Makefile: the executable's flag and the library's.
        command += ["--static-swift-stdlib", "-Xswiftc", "-static-stdlib"]
    command += ["--product", "TetherC"]
    print("tether: " + " ".join(command), flush=True)
    try:
        subprocess.run(command, check=True)
    except FileNotFoundError:
        sys.exit("tether: swift is not on the PATH: building the package builds libTetherC with the "
                 "Swift toolchain (swift.org/install), or set TETHER_LIBRARY to a built " + LIBRARY)
    except subprocess.CalledProcessError as failure:
        sys.exit(f"tether: swift build failed (status {failure.returncode}); its output is above")
    return os.path.join(scratch, "release", LIBRARY)


class BuildWithLibrary(build_py):
    """The Python files, then libTetherC beside them in the package folder."""

    def run(self):
        super().run()
        source = os.environ.get("TETHER_LIBRARY") or swift_build()
        if not os.path.isfile(source):
            sys.exit(f"tether: {source} does not exist")
        target = os.path.join(self.build_lib, "tether", LIBRARY)
        self.mkpath(os.path.dirname(target))
        shutil.copyfile(source, target)
        os.chmod(target, 0o755)


class BinaryDistribution(Distribution):
    """A distribution with a native library: its wheel is tagged for the platform."""

    def has_ext_modules(self):
        return True


class PlatformWheel(bdist_wheel):
    """Tagged py3-none-PLATFORM: the library is loaded through ctypes, so any Python 3 will
    do, but only on the platform it was built for."""

    def get_tag(self):
        _, _, platform = super().get_tag()
        return "py3", "none", platform


setup(cmdclass={"build_py": BuildWithLibrary, "bdist_wheel": PlatformWheel}, distclass=BinaryDistribution)
