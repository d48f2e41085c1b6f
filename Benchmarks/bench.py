#!/usr/bin/env python3
"""`make bench`: Onboard beside the C floor, in one run, and one table against the targets.

Writes the bench assets (bench_assets.py: the C program's four pages, lists of 1 000 rows), then
on a pseudo-terminal runs the C floor and the release `onboard` through the same script, once
each uncounted and then alternately, RUNS times each (80×24; Onboard also at 200×60); then
writes a Home list of 100 000 rows in a 12 MB file and a 10 MB file of records, times the first
rows of the 100 000-row list, and runs onboard-bench in
process (Down in long tables, headless frames per second, JSON decoding). Prints a Markdown
table with the date, the machine and its load; every figure is a median of RUNS runs.
Then the demo's own pages (ASSETS) with their pictures beside the same pages without them.
Usage: bench.py RELEASE_DIR ASSETS C_FLOOR_BINARY C_FLOOR_SOURCE [RUNS]
"""

import datetime
import json
import os
import platform
import subprocess
import sys
import tempfile

import bench_assets
import pty_bench
from assets_copy import assets_without


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


def write_assets(build, c_source, large=False):
    """The 1 000-row assets, or the 100 000-row list and the 10 MB records file (`large`)."""
    folder = os.path.join(build, "bench-assets-100k" if large else "bench-assets")
    home_rows, row_bytes, json_mb = (100_000, 120, 10) if large else (1000, 80, 0)
    subprocess.run([sys.executable, bench_assets.__file__, c_source, folder, "--rows", "1000",
                    "--home-rows", str(home_rows), "--row-bytes", str(row_bytes), "--json-mb", str(json_mb)],
                   check=True)
    return folder


def in_process(release, assets, records, runs):
    output = subprocess.run([os.path.join(release, "onboard-bench"), assets, "--runs", str(runs), "--json", records],
                            capture_output=True, text=True, check=True).stdout
    return json.loads(output.strip().splitlines()[-1])


def fmt(value, unit, digits=1):
    return "—" if value is None else f"{value:,.{digits}f} {unit}".replace(",", " ").rstrip()


def ratio_of(ours, floor):
    return "—" if ours is None or not floor else f"{ours / floor:.2f}"


def table(c, onboard, wide, long_list, inproc, runs):
    lines = [
        f"`make bench` — {datetime.date.today().isoformat()} — {machine()} — load {load_average()}",
        f"release build, TERM=xterm-256color, reduced motion, medians of {runs} runs; the C floor and Onboard "
        "alternate on the same pages and 1 000-row lists",
        "",
        "| figure | C + ncurses | Onboard 80×24 | ratio | Onboard 200×60 | target | met |",
        "|---|---|---|---|---|---|---|",
    ]

    def row(name, key, unit, digits, target, limit=None, ratio_limit=None):
        ours, floor = onboard[key], c[key]
        ratio = ours / floor if ours is not None and floor else None
        met = None
        if ratio_limit is not None and ratio is not None:
            met = ratio <= ratio_limit
        elif limit is not None and ours is not None:
            met = ours <= limit
        mark = "—" if met is None else ("yes" if met else "**no**")
        ratio_text = "—" if ratio is None else f"{ratio:.2f}"
        lines.append(f"| {name} | {fmt(floor, unit, digits)} | {fmt(ours, unit, digits)} | {ratio_text} | "
                     f"{fmt(wide[key], unit, digits)} | {target} | {mark} |")

    row("startup to first complete frame", "startup_ms", "ms", 2, "≤ 1.5× C", ratio_limit=1.5)
    row("first frame: bytes", "first_frame_bytes", "B", 0, "")
    row("page flip: key to settled screen", "flip_ms", "ms", 2, "≤ 2 ms", limit=2)
    row("page flip: bytes", "flip_bytes", "B", 0, "≤ C", ratio_limit=1.0)
    row("Enter app (Home, 1 000 rows)", "enter_ms", "ms", 2, "≤ 2× C", ratio_limit=2)
    row("first visit of Messages (1 000 rows)", "visit_messages_ms", "ms", 2, "≤ 2× C", ratio_limit=2)
    row("first visit of Discover (1 000 rows)", "visit_discover_ms", "ms", 2, "≤ 2× C", ratio_limit=2)
    row("first visit of Me", "visit_me_ms", "ms", 2, "≤ 2× C", ratio_limit=2)
    row("Down in the Home list (two-line rows in Onboard)", "down_ms", "ms", 2, "≤ 2 ms", limit=2)
    row("Down in the Home list: bytes", "down_bytes", "B", 0, "≤ 165 B", limit=165)
    row("Down in a one-line list (Me): bytes", "short_down_bytes", "B", 0, "≤ 165 B", limit=165)
    row("CPU for the whole run (start, 2 s idle, every key, quit)", "cpu_ms", "ms", 1, "≤ 2× C", ratio_limit=2)
    row("major page faults in a run (the program read back from disk)", "major_faults", "", 0, "")
    lines.append(f"| CPU for the whole run, only the runs with no major fault | "
                 f"{fmt(c['cpu_ms_no_major'], 'ms', 1)} ({c['runs_no_major']} runs) | "
                 f"{fmt(onboard['cpu_ms_no_major'], 'ms', 1)} ({onboard['runs_no_major']} runs) | "
                 f"{ratio_of(onboard['cpu_ms_no_major'], c['cpu_ms_no_major'])} | "
                 f"{fmt(wide['cpu_ms_no_major'], 'ms', 1)} |  | — |")
    row("peak RSS", "rss_mib", "MiB", 1, "≤ 8 MiB", limit=8)
    idle = lambda r: f"{r['idle_cpu_ms_per_s']:.1f} ms/s, {r['idle_wakeups']:.0f} wake-ups"
    idle_met = onboard["idle_cpu_ms_per_s"] == 0 and onboard["idle_wakeups"] == 0
    lines.append(f"| CPU while idle (2 s) | {idle(c)} | {idle(onboard)} | — | {idle(wide)} | 0 ms/s, no wake-ups | "
                 f"{'yes' if idle_met else '**no**'} |")
    framed = onboard["framed"] and wide["framed"]
    lines.append(f"| every frame between DEC 2026 markers | no (not asked) | {'yes' if onboard['framed'] else 'no'} | — | "
                 f"{'yes' if wide['framed'] else 'no'} | no tearing | {'yes' if framed else '**no**'} |")
    first = long_list["first_rows_ms"]
    lines.append(f"| 100 000-row list (12 MB): Enter app to its first rows | — | {fmt(first, 'ms', 1)} | — | — | ≤ 150 ms | "
                 f"{'yes' if first <= 150 else '**no**'} |")
    lines.append(f"| peak RSS with the 100 000-row list | — | {fmt(long_list['first_rows_rss_mib'], 'MiB')} | — | — |  | — |")
    small_rows, large_rows = inproc.get("down_us_1000"), inproc.get("down_us_1000000")
    ratio = large_rows / small_rows
    lines.append(f"| Down, table of 1 000 rows (in process) | — | {fmt(small_rows, 'µs')} | — | — |  | — |")
    lines.append(f"| Down, table of 1 000 000 rows (in process) | — | {fmt(large_rows, 'µs')} (×{ratio:.2f}) | — | — | "
                 f"within 10 % of 1 000 | {'yes' if ratio <= 1.10 else '**no**'} |")
    fps, fps_wide = inproc.get("fps_80x24"), inproc.get("fps_200x60")
    lines.append(f"| headless render + present (page flips) | — | {fmt(fps, 'frames/s', 0)} | — | "
                 f"{fmt(fps_wide, 'frames/s', 0)} | ≥ 50 000 frames/s | {'yes' if fps >= 50000 else '**no**'} |")
    lines.append(f"| headless key + render + present | — | {fmt(inproc.get('fps_keys_80x24'), 'frames/s', 0)} | — | "
                 f"{fmt(inproc.get('fps_keys_200x60'), 'frames/s', 0)} |  | — |")
    rate = inproc.get("json_mb_per_s")
    lines.append(f"| JSON into `Decodable` records, 10 MB array ({inproc.get('json_records')} records) | — | "
                 f"{fmt(rate, 'MB/s', 0)} | — | — | ≥ 100 MB/s | {'yes' if rate >= 100 else '**no**'} |")
    lines.append("")
    lines.append(f"`--stats` of the last 80×24 run: {onboard['stats']}")
    return "\n".join(lines)


def parts_table(parts):
    """Where the bytes of one 80×24 run's answers go, for each program."""
    keys = list(parts[0][2].keys())
    lines = ["", "What the bytes of one 80×24 run go to:", "",
             "| program | answer | " + " | ".join(keys) + " |", "|---" * (len(keys) + 2) + "|"]
    for program, name, values in parts:
        lines.append(f"| {program} | {name} | " + " | ".join(f"{values[k]} B" for k in keys) + " |")
    return "\n".join(lines)


def without_pictures(assets, folder):
    """A copy of the assets whose pages have no `image`: what an app without pictures runs."""
    return assets_without(assets, folder, "image", "assets")


def seed_theme(assets, folder):
    """A copy of the bench pages in the seed's default theme (grey page, grey art, dark title)
    instead of the terminal's own colours: what the flip costs with a painted page."""
    return assets_without(assets, folder, "colors", "seed-theme")


def seed_theme_row(binary, assets, runs):
    """One row: the page flip's bytes on the same pages in the seed's theme."""
    with tempfile.TemporaryDirectory(prefix="onboard-bench-") as folder:
        painted = pty_bench.pages_only(pty_bench.Program(binary, assets=seed_theme(assets, folder)), runs)
    return (f"\nThe same pages in the seed's painted theme (RGB(246,246,246) page, grey art, dark title) "
            f"instead of the terminal's colours: a page flip writes {fmt(painted['flip_bytes'], 'B', 0)}.")


def pictures_table(binary, assets, runs):
    """80×24, the demo's pages with their pictures beside the same pages without them."""
    with tempfile.TemporaryDirectory(prefix="onboard-bench-") as folder:
        plain = pty_bench.pages_only(pty_bench.Program(binary, assets=without_pictures(assets, folder)), runs)
        with_pictures = pty_bench.pages_only(pty_bench.Program(binary, assets=assets), runs)
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
    release, assets, c_binary, c_source = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4]
    runs = int(sys.argv[5]) if len(sys.argv) > 5 else 7
    build = os.path.dirname(os.path.abspath(release))
    small = write_assets(build, c_source)
    onboard = pty_bench.Program(os.path.join(release, "onboard"), assets=small)
    floor = pty_bench.Program(c_binary, c_floor=True)
    # One run of each first, not counted: the build and the assets just written may have pushed
    # either program out of the page cache, and the first run would read it back from disk.
    pty_bench.one_run(floor, 80, 24, 0.2)
    pty_bench.one_run(onboard, 80, 24, 0.2)
    c_runs, onboard_runs = [], []
    for _ in range(runs):  # alternate, so a change in the machine's load falls on both
        c_runs.append(pty_bench.one_run(floor, 80, 24, 2.0))
        onboard_runs.append(pty_bench.one_run(onboard, 80, 24, 2.0))
    c = pty_bench.summarize(c_runs, "80x24")
    ours = pty_bench.summarize(onboard_runs, "80x24")
    wide = pty_bench.measure(onboard, "200x60", runs, 2.0)
    large = write_assets(build, c_source, large=True)  # after the runs above: 23 MB of new files
    long_list = pty_bench.first_rows(onboard, large, runs)
    inproc = in_process(release, small, os.path.join(large, "records.json"), runs)
    print(table(c, ours, wide, long_list, inproc, runs))
    parts = [("C", name, values) for name, values in pty_bench.breakdown(floor)]
    parts += [("Onboard", name, values) for name, values in pty_bench.breakdown(onboard)]
    print(parts_table(parts))
    print(seed_theme_row(os.path.join(release, "onboard"), small, runs))
    print(pictures_table(os.path.join(release, "onboard"), assets, runs))


if __name__ == "__main__":
    main()
