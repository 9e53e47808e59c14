#!/usr/bin/env python3
"""measure-child.py PEAK_FILE COMMAND [ARG...]: runs COMMAND with this process's standard
streams, writes the peak resident set of the command (ru_maxrss, KiB) to PEAK_FILE, and
exits with the command's status. The Swift tests use it because Linux charges a process that
exec()s with the peak of the image it replaces: a child of the large test process would
report the test's size. This process is small, so its child's figure is the command's own."""
import resource
import subprocess
import sys

completed = subprocess.run(sys.argv[2:])
with open(sys.argv[1], "w") as peak:
    peak.write(f"{resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss}\n")
sys.exit(completed.returncode if completed.returncode >= 0 else 128 - completed.returncode)
