#!/usr/bin/env python3
"""A tool built the adopter's way beside the `onboard` binary, on the same pages.

Benchmarks/adopter is a package that takes OnboardKit by path with its default traits and shows
every page of an assets folder through the front door; `make adopter-builds` builds it with
plain `swift build -c release` and again with `--static-swift-stdlib`; the fourth program is
Tests/Adopters/no-traits (`traits: []`, ncurses alone) built with `--static-swift-stdlib`. Each
program starts on a pseudo-terminal at 80×24, shows its first page, flips three pages and
quits, RUNS times, alternately (so a change in the machine's load falls on all of them). Prints a
Markdown table of medians: startup to the first complete frame, peak RSS, CPU from start to
quit, a page flip, the binary's size and the shared libraries it loads.

Usage: adopter_bench.py ONBOARD_BINARY DYNAMIC_TOOL STATIC_TOOL NO_TRAITS_STATIC_TOOL ASSETS [RUNS]
"""
import atexit
import os
import shutil
import statistics
import subprocess
import sys
import tempfile

import pty_bench
from pty_session import RIGHT, Session


class Tool(pty_bench.Program):
    """A tool calling the front door: its assets folder as its argument, its state in a
    temporary folder (the onboard binary gets the same pages through ONBOARD_ASSETS)."""

    def start(self, cols, rows, assets=None):
        state = tempfile.mkdtemp(prefix="onboard-bench-tool-")
        atexit.register(shutil.rmtree, state, True)
        return Session([self.binary, os.path.abspath(assets or self.assets)], cols, rows,
                       env_extra={"XDG_STATE_HOME": state})


def one_run(program):
    session = program.start(80, 24)
    _, last = session.answer()
    startup = last - session.started
    pty_bench.expect(session, "Welcome aboard", "first frame")
    flips = [session.press(RIGHT) for _ in range(3)]
    rss = session.peak_rss_kib()
    session.quit()
    return {"startup_ms": startup * 1000, "rss_mib": rss / 1024, "cpu_ms": session.cpu_seconds * 1000,
            "flip_ms": statistics.median([f[0] * 1000 for f in flips if f[0] is not None] or [0])}


def libraries(binary):
    """The shared libraries the binary loads (ldd), without the loader and the vDSO."""
    output = subprocess.run(["ldd", binary], capture_output=True, text=True).stdout
    names = [line.split()[0] for line in output.splitlines() if "=>" in line]
    return names


def describe_libraries(names):
    if not names:
        return "none (static)"
    swift = [n for n in names if n.startswith("libswift") or n in ("libdispatch.so", "libBlocksRuntime.so")]
    others = [n.split(".so")[0] for n in names if n not in swift]
    return f"{len(names)}: {len(swift)} of the Swift runtime, " + ", ".join(others)


def main():
    onboard, dynamic, static, no_traits, assets = sys.argv[1:6]
    runs = int(sys.argv[6]) if len(sys.argv) > 6 else 7
    programs = [("`onboard` (make release)", pty_bench.Program(onboard, assets=assets)),
                ("tool, `swift build -c release`", Tool(dynamic, assets=assets)),
                ("tool, `… --static-swift-stdlib`", Tool(static, assets=assets)),
                ("tool, `traits: []`, `--static-swift-stdlib`", Tool(no_traits, assets=assets))]
    for _, program in programs:  # once each, not counted: the page cache
        one_run(program)
    results = {name: [] for name, _ in programs}
    for _ in range(runs):
        for name, program in programs:
            results[name].append(one_run(program))
    with open("/proc/loadavg") as f:
        load = " ".join(f.read().split()[:3])
    lines = [f"Adopter builds, 80×24, the bench pages, medians of {runs} alternating runs (load average {load}):",
             "", "| figure | " + " | ".join(name for name, _ in programs) + " |", "|---" * (len(programs) + 1) + "|"]
    for label, key, unit, digits in [("startup to first complete frame", "startup_ms", "ms", 2),
                                     ("peak RSS", "rss_mib", "MiB", 1),
                                     ("CPU, start to quit (three flips)", "cpu_ms", "ms", 1),
                                     ("page flip: key to settled screen", "flip_ms", "ms", 2)]:
        cells = [f"{statistics.median(r[key] for r in results[name]):.{digits}f} {unit}" for name, _ in programs]
        lines.append(f"| {label} | " + " | ".join(cells) + " |")
    sizes = [f"{os.path.getsize(program.binary) / 1e6:.1f} MB" for _, program in programs]
    lines.append("| binary size | " + " | ".join(sizes) + " |")
    lines.append("| shared libraries (ldd) | " + " | ".join(describe_libraries(libraries(program.binary))
                                                          for _, program in programs) + " |")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
