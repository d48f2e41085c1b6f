#!/usr/bin/env python3
"""Measures a program on a pseudo-terminal through the onboarding flow, as a person would use it.

The same script for the release `onboard` and for the C floor program (../shared/bench), so the
figures compare: spawn on a fresh pty (TERM=xterm-256color, reduced motion; Onboard gets a fresh
state folder and --stats), time the first complete frame, idle 2 s while counting CPU time and
wake-ups, flip three pages, Enter the app (Home with its list), press Down three times, Tab to
Messages, Discover and Me (each first visit timed, each list checked on screen), Down three
times in Me, quit. A key's latency is from writing it to the last byte of its answer; bytes are
what the pty received. Peak RSS is the process's VmHWM; CPU is the whole process's user +
system time from wait4 (every thread, the start-up and the 2 s idle included).

Prints one JSON object per program and size (medians over the runs); bench.py makes the table.
Usage: pty_bench.py BINARY --runs N --size 80x24 [--size 200x60] [--c-floor] [--assets DIR]
"""

import argparse
import atexit
import json
import os
import shutil
import statistics
import sys
import tempfile
import time

from pty_session import DOWN, ENTER, RIGHT, TAB, Session, byte_parts

TAB_CHECKS = (("messages", "Messages item 0001"), ("discover", "Discover item 0001"), ("me", "Me item 0001"))


class Program:
    """How to start one of the two programs: Onboard (framed, with state and --stats) or the C floor."""

    def __init__(self, binary, c_floor=False, assets=None):
        self.binary, self.c_floor, self.assets = binary, c_floor, assets

    def start(self, cols, rows, assets=None):
        if self.c_floor:
            return Session([self.binary], cols, rows, framed=False)
        state = tempfile.mkdtemp(prefix="onboard-bench-")
        atexit.register(shutil.rmtree, state, True)  # the state folder goes when the bench ends
        env = {"ONBOARD_ASSETS": os.path.abspath(assets or self.assets)} if (assets or self.assets) else {}
        return Session([self.binary, "--state-dir", state, "--stats"], cols, rows, env_extra=env)


def expect(session, text, what):
    if text not in session.text():
        sys.exit(f"pty_bench: {what}: '{text}' not on screen:\n{session.text()}")


def one_run(program, cols, rows, idle_seconds):
    session = program.start(cols, rows)
    first, last = session.answer()
    startup = last - session.started
    expect(session, "Welcome aboard", "first frame")

    cpu0, wake0 = session.cpu_and_wakeups()
    time.sleep(idle_seconds)
    cpu1, wake1 = session.cpu_and_wakeups()

    flips = [session.press(RIGHT) for _ in range(3)]
    expect(session, "Enter app", "last page")
    enter = session.press(ENTER)
    expect(session, "Home item 0001", "Home after Enter app")
    downs = [d for d in (session.press(DOWN) for _ in range(3)) if d[0] is not None]
    visits = {}
    for name, text in TAB_CHECKS:
        visits[name] = session.press(TAB)
        expect(session, text, f"first visit of {name}")
    short_downs = [d for d in (session.press(DOWN) for _ in range(3)) if d[0] is not None]

    rss = session.peak_rss_kib()
    stderr = session.quit()
    stats = [line for line in stderr.splitlines() if "stats:" in line]
    return {
        "startup_ms": startup * 1000,
        "first_frame_bytes": len(first),
        "idle_cpu_ms_per_s": (cpu1 - cpu0) / 1e6 / idle_seconds,
        "idle_wakeups": wake1 - wake0,
        "flip_ms": [f[0] * 1000 for f in flips if f[0] is not None],
        "flip_bytes": [f[1] for f in flips],
        "enter_ms": [enter[0] * 1000] if enter[0] is not None else [],
        **{f"visit_{name}_ms": [v[0] * 1000] if v[0] is not None else [] for name, v in visits.items()},
        "down_ms": [d[0] * 1000 for d in downs],
        "down_bytes": [d[1] for d in downs],
        "short_down_ms": [d[0] * 1000 for d in short_downs],
        "short_down_bytes": [d[1] for d in short_downs],
        "rss_mib": rss / 1024,
        "cpu_ms": session.cpu_seconds * 1000,
        "major_faults": session.major_faults,
        "framed": session.all_framed,
        "stats": stats[-1] if stats else None,
    }


def breakdown(program):
    """The parts of each answer of one 80x24 run: three flips, a Down in Home and one in Me."""
    session = program.start(80, 24)
    session.answer()
    answers = []
    for name in ("flip 1→2", "flip 2→3", "flip 3→4"):
        os.write(session.master, RIGHT)
        answers.append((name, session.answer(timeout=1.0)[0]))
    session.press(ENTER)
    os.write(session.master, DOWN)
    answers.append(("Down, Home list", session.answer(timeout=1.0)[0]))
    for _ in TAB_CHECKS:
        session.press(TAB)
    os.write(session.master, DOWN)
    answers.append(("Down, Me list", session.answer(timeout=1.0)[0]))
    session.quit()
    return [(name, byte_parts(data)) for name, data in answers]


def first_rows(program, assets, runs):
    """Milliseconds from Enter app to the first rows of a long Home list on screen (median), and
    the peak RSS of the last run."""
    times, rss = [], 0
    for _ in range(runs):
        session = program.start(80, 24, assets=assets)
        session.answer()
        for _ in range(3):
            session.press(RIGHT)
        seconds = session.press_until(ENTER, "Home item 000001", timeout=10.0)
        if seconds is None:
            sys.exit(f"pty_bench: the long list never showed its first row:\n{session.text()}")
        times.append(seconds * 1000)
        rss = session.peak_rss_kib()
        session.quit()
    return {"first_rows_ms": statistics.median(times), "first_rows_rss_mib": rss / 1024}


def pages_only(program, runs):
    """Startup, peak RSS, first-frame bytes and three flips of any pages (medians of `runs`)."""
    results = []
    for _ in range(runs):
        session = program.start(80, 24)
        first, last = session.answer()
        flips = [session.press(RIGHT) for _ in range(3)]
        results.append({"startup_ms": (last - session.started) * 1000, "first_frame_bytes": len(first),
                        "rss_mib": session.peak_rss_kib() / 1024,
                        "flip_ms": [f[0] * 1000 for f in flips if f[0] is not None],
                        "flip_bytes": [f[1] for f in flips]})
        session.quit()
    summary = {key: median([r[key] for r in results]) for key in ("startup_ms", "first_frame_bytes", "rss_mib")}
    for key in ("flip_ms", "flip_bytes"):
        summary[key] = median([v for r in results for v in r[key]])
    return summary


def median(values):
    return statistics.median(values) if values else None


def measure(program, size, runs, idle_seconds):
    cols, rows = (int(n) for n in size.split("x"))
    return summarize([one_run(program, cols, rows, idle_seconds) for _ in range(runs)], size)


def summarize(results, size):
    """The medians of some runs' figures."""
    runs = len(results)
    flat = lambda key: [v for r in results for v in r[key]]
    summary = {"size": size, "runs": runs, "framed": all(r["framed"] for r in results),
               "stats": results[-1]["stats"]}
    for key in ("startup_ms", "first_frame_bytes", "rss_mib", "cpu_ms", "idle_cpu_ms_per_s", "idle_wakeups",
                "major_faults"):
        summary[key] = median([r[key] for r in results])
    # The runs in which nothing of the program had to be read back from disk.
    summary["cpu_ms_no_major"] = median([r["cpu_ms"] for r in results if r["major_faults"] == 0])
    summary["runs_no_major"] = sum(1 for r in results if r["major_faults"] == 0)
    for key in ("flip_ms", "flip_bytes", "enter_ms", "visit_messages_ms", "visit_discover_ms", "visit_me_ms",
                "down_ms", "down_bytes", "short_down_ms", "short_down_bytes"):
        summary[key] = median(flat(key))
    return summary


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("binary")
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--size", action="append", default=[])
    parser.add_argument("--idle", type=float, default=2.0)
    parser.add_argument("--c-floor", action="store_true", help="the binary is the C floor program")
    parser.add_argument("--assets", help="Onboard's assets folder (bench_assets.py writes one)")
    args = parser.parse_args()
    program = Program(args.binary, c_floor=args.c_floor, assets=args.assets)
    for size in args.size or ["80x24"]:
        print(json.dumps(measure(program, size, args.runs, args.idle)), flush=True)


if __name__ == "__main__":
    main()
