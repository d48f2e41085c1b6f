#!/usr/bin/env python3
"""`make bench`: measures the release build and prints one table against the targets.

Runs pty_bench (the real binary on a pseudo-terminal, 80x24 and 200x60) and onboard-bench (in
process: Down latency in long tables, headless frames per second), then prints a Markdown
table with the date and the machine. Every figure is a median of RUNS runs.
Usage: bench.py RELEASE_DIR ASSETS [RUNS]
"""

import datetime
import json
import os
import platform
import shutil
import subprocess
import sys
import tempfile

import pty_bench

SIZES = ("80x24", "200x60")


def machine():
    model = "unknown CPU"
    try:
        for line in subprocess.run(["lscpu"], capture_output=True, text=True).stdout.splitlines():
            if line.startswith("Model name:"):
                model = line.split(":", 1)[1].strip()
    except OSError:
        pass
    return f"{platform.machine()}, {os.cpu_count()} cores, {model}"


def load_average():
    with open("/proc/loadavg") as f:
        return " ".join(f.read().split()[:3])


def in_process(release, assets, runs):
    output = subprocess.run([os.path.join(release, "onboard-bench"), assets, "--runs", str(runs)],
                            capture_output=True, text=True, check=True).stdout
    return json.loads(output.strip().splitlines()[-1])


def row(name, values, target, met):
    cells = [v if v is not None else "pending" for v in values]
    mark = "—" if met is None else ("yes" if met else "**no**")
    return f"| {name} | " + " | ".join(cells) + f" | {target} | {mark} |"


def fmt(value, unit, digits=1):
    return None if value is None else f"{value:,.{digits}f} {unit}".replace(",", " ")


def table(pty, inproc, runs):
    small = pty["80x24"]
    lines = [
        f"`make bench` — {datetime.date.today().isoformat()} — {machine()} — load {load_average()}",
        f"release build, TERM=xterm-256color, reduced motion, medians of {runs} runs",
        "",
        "| figure | 80×24 | 200×60 | target (80×24) | met |",
        "|---|---|---|---|---|",
    ]

    def both(key, unit, digits=1):
        return [fmt(pty[size][key], unit, digits) for size in SIZES]

    def at_most(key, limit):
        return None if small[key] is None else small[key] <= limit

    lines.append(row("startup to first complete frame", both("startup_ms", "ms"), "≤ 10 ms",
                     at_most("startup_ms", 10)))
    lines.append(row("first frame: bytes", both("first_frame_bytes", "B", 0), "", None))
    lines.append(row("page flip: key to settled screen", both("flip_ms", "ms", 2), "≤ 2 ms",
                     at_most("flip_ms", 2)))
    lines.append(row("page flip: bytes", both("flip_bytes", "B", 0), "≤ 440 B", at_most("flip_bytes", 440)))
    lines.append(row("Down in the Home list: key to settled screen", both("down_ms", "ms", 2), "≤ 2 ms",
                     at_most("down_ms", 2)))
    lines.append(row("Down in the Home list: bytes", both("down_bytes", "B", 0), "≤ 165 B",
                     at_most("down_bytes", 165)))
    lines.append(row("Down in a one-line list (Me), for reference: bytes", both("short_down_bytes", "B", 0),
                     "", None))
    lines.append(row("peak RSS", both("rss_mib", "MiB"), "≤ 8 MiB", at_most("rss_mib", 8)))
    idle = [f"{pty[s]['idle_cpu_ms_per_s']:.1f} ms/s, {pty[s]['idle_wakeups']:.0f} wake-ups" for s in SIZES]
    lines.append(row("CPU while idle (2 s)", idle, "0 ms/s, no wake-ups",
                     small["idle_cpu_ms_per_s"] == 0 and small["idle_wakeups"] == 0))
    framed = ["yes" if pty[s]["framed"] else "no" for s in SIZES]
    lines.append(row("every frame between DEC 2026 markers", framed, "no tearing", all(pty[s]["framed"] for s in SIZES)))
    small_rows, large_rows = inproc.get("down_us_1000"), inproc.get("down_us_1000000")
    lines.append(row("Down, table of 1 000 rows (in process)", [fmt(small_rows, "µs"), "—"], "", None))
    ratio = None if not small_rows or large_rows is None else large_rows / small_rows
    lines.append(row("Down, table of 1 000 000 rows (in process)",
                     [fmt(large_rows, "µs") + (f" (×{ratio:.2f})" if ratio else ""), "—"],
                     "within 10 % of 1 000", None if ratio is None else ratio <= 1.10))
    fps = [fmt(inproc.get(f"fps_{s}"), "frames/s", 0) for s in SIZES]
    lines.append(row("headless render + present (page flips)", fps, "≥ 50 000 frames/s",
                     None if inproc.get("fps_80x24") is None else inproc["fps_80x24"] >= 50000))
    with_keys = [fmt(inproc.get(f"fps_keys_{s}"), "frames/s", 0) for s in SIZES]
    lines.append(row("headless key + render + present (builds the next page)", with_keys, "", None))
    lines.append("")
    lines.append(f"`--stats` of the last 80×24 run: {small['stats']}")
    return "\n".join(lines)


def parts_table(parts):
    """Where the bytes of one 80×24 run's answers go."""
    keys = list(parts[0][1].keys())
    lines = ["", "What the bytes of one 80×24 run go to:", "",
             "| answer | " + " | ".join(keys) + " |", "|---" * (len(keys) + 1) + "|"]
    for name, values in parts:
        lines.append(f"| {name} | " + " | ".join(f"{values[k]} B" for k in keys) + " |")
    return "\n".join(lines)


def without_pictures(assets, folder):
    """A copy of the assets whose pages have no `image`: what an app without pictures runs."""
    copy = os.path.join(folder, "assets")
    shutil.copytree(assets, copy)
    path = os.path.join(copy, "manifest.json")
    with open(path) as f:
        manifest = json.load(f)
    for page in manifest["pages"]:
        page.pop("image", None)
    with open(path, "w") as f:
        json.dump(manifest, f)
    return copy


def pictures_table(binary, assets, with_pictures, runs):
    """80×24 with the demo's pictures (the main table's run) beside the same pages without them."""
    with tempfile.TemporaryDirectory(prefix="onboard-bench-") as folder:
        os.environ["ONBOARD_ASSETS"] = without_pictures(assets, folder)
        try:
            plain = pty_bench.measure(binary, "80x24", runs, 0.5)
        finally:
            os.environ["ONBOARD_ASSETS"] = os.path.abspath(assets)
    lines = ["", "Pictures (80×24): the demo's pages, and the same pages with no `image` (art only):", "",
             "| figure | pages without pictures | pages with pictures |", "|---|---|---|"]
    for name, key, unit, digits in [("startup to first complete frame", "startup_ms", "ms", 1),
                                    ("peak RSS", "rss_mib", "MiB", 1),
                                    ("first frame: bytes", "first_frame_bytes", "B", 0),
                                    ("page flip: key to settled screen", "flip_ms", "ms", 2),
                                    ("page flip: bytes", "flip_bytes", "B", 0)]:
        lines.append(f"| {name} | {fmt(plain[key], unit, digits)} | {fmt(with_pictures[key], unit, digits)} |")
    return "\n".join(lines)


def main():
    release, assets = sys.argv[1], sys.argv[2]
    runs = int(sys.argv[3]) if len(sys.argv) > 3 else 7
    os.environ["ONBOARD_ASSETS"] = os.path.abspath(assets)
    binary = os.path.join(release, "onboard")
    pty = {size: pty_bench.measure(binary, size, runs, 2.0) for size in SIZES}
    inproc = in_process(release, assets, runs)
    print(table(pty, inproc, runs))
    print(parts_table(pty_bench.breakdown(binary)))
    print(pictures_table(binary, assets, pty["80x24"], runs))


if __name__ == "__main__":
    main()
