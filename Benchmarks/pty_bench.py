#!/usr/bin/env python3
"""Measures the release `onboard` on a pseudo-terminal, as a person's terminal would see it.

For each run: spawn on a fresh pty (TERM=xterm-256color, reduced motion, a fresh state folder),
time the first complete frame, idle 2 s while counting CPU time and wake-ups, flip pages and
press Down in the Home list (two-line rows) and in the Me list (one-line rows): latency from
key to the last byte of the answer, and the bytes. The peak RSS is the process's VmHWM.

An answer is complete when the terminal has been quiet for QUIET seconds and every frame that
began (DEC 2026 marker) has ended; its time is that of its last byte, so the quiet window
never adds to a figure. pyte checks that what arrived really is the expected screen.

Prints one JSON object per size on stdout (medians over the runs); bench.py makes the table.
Usage: pty_bench.py BINARY --runs N --size 80x24 [--size 200x60]
"""

import argparse
import fcntl
import glob
import json
import os
import re
import select
import statistics
import struct
import subprocess
import sys
import tempfile
import termios
import time

import pyte

QUIET = 0.12
SYNC_BEGIN, SYNC_END = b"\x1b[?2026h", b"\x1b[?2026l"
# Keypad-mode sequences from the xterm-256color terminfo entry (kcuf1, kcud1, kend).
RIGHT, DOWN, END, ENTER, QUIT = b"\x1bOC", b"\x1bOB", b"\x1bOF", b"\r", b"q"


class Session:
    """One `onboard` process on its own pty, with a pyte screen fed from what it writes."""

    def __init__(self, binary, cols, rows, extra_args=()):
        master, slave = os.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))
        self.state = tempfile.mkdtemp(prefix="onboard-bench-")
        env = {k: v for k, v in os.environ.items() if k not in ("LINES", "COLUMNS", "NO_COLOR", "CI", "TMUX")}
        env.update(TERM="xterm-256color", LANG="C.UTF-8", ONBOARD_ANIMATIONS="none")
        self.started = time.perf_counter()
        self.process = subprocess.Popen(
            [binary, "--state-dir", self.state, "--stats", *extra_args],
            stdin=slave, stdout=slave, stderr=subprocess.PIPE, env=env, start_new_session=True)
        os.close(slave)
        self.master = master
        self.all_framed = True
        self.screen = pyte.Screen(cols, rows)
        self.stream = pyte.ByteStream(self.screen)

    def answer(self, timeout=5.0):
        """Reads until the terminal is quiet with every frame complete; returns (bytes, time of
        the last byte)."""
        data, last = b"", None
        deadline = time.perf_counter() + timeout
        while time.perf_counter() < deadline:
            wait = QUIET if data else deadline - time.perf_counter()
            ready, _, _ = select.select([self.master], [], [], max(0, wait))
            if not ready:
                if data and data.count(SYNC_BEGIN) <= data.count(SYNC_END):
                    break  # quiet, and no frame is half-way (a preempted app can pause mid-frame)
                continue
            try:
                chunk = os.read(self.master, 65536)
            except OSError:
                break
            if not chunk:
                break
            last = time.perf_counter()
            data += chunk
        self.stream.feed(data)
        return data, last

    def press(self, key):
        """Sends a key; returns (latency in seconds or None when nothing changed, bytes)."""
        sent = time.perf_counter()
        os.write(self.master, key)
        data, last = self.answer(timeout=1.0)
        if data and not is_framed(data):
            self.all_framed = False
            print(f"pty_bench: an answer of {len(data)} B is not whole frames: "
                  f"{data[:40]!r} … {data[-40:]!r}", file=sys.stderr)
        return (last - sent if last else None), len(data)

    def text(self):
        return "\n".join(self.screen.display)

    def cpu_and_wakeups(self):
        """CPU time in ns and context switches, summed over every thread of the process."""
        cpu = switches = 0
        for task in glob.glob(f"/proc/{self.process.pid}/task/*"):
            try:
                with open(f"{task}/schedstat") as f:
                    cpu += int(f.read().split()[0])
                with open(f"{task}/status") as f:
                    for line in f:
                        if line.startswith(("voluntary_ctxt_switches", "nonvoluntary_ctxt_switches")):
                            switches += int(line.split()[1])
            except OSError:
                pass
        return cpu, switches

    def peak_rss_kib(self):
        """The high-water mark of the process's own memory map (VmHWM).

        Not wait4's ru_maxrss: Linux carries the peak of the memory map a process had before
        exec into it, and that was the (v)forked Python's, so it would report Python's size.
        """
        with open(f"/proc/{self.process.pid}/status") as f:
            for line in f:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1])
        return 0

    def quit(self):
        """Sends q and waits for the exit; returns the stderr text."""
        os.write(self.master, QUIT)
        self.answer(timeout=2.0)
        self.process.wait()
        stderr = self.process.stderr.read().decode(errors="replace")
        os.close(self.master)
        return stderr


def is_framed(data):
    """Whether an answer is whole frames, each between synchronized-update markers."""
    return (data.startswith(SYNC_BEGIN) and data.endswith(SYNC_END)
            and data.count(SYNC_BEGIN) == data.count(SYNC_END))


def expect(session, text, what):
    if text not in session.text():
        sys.exit(f"pty_bench: {what}: '{text}' not on screen:\n{session.text()}")


def one_run(binary, cols, rows, idle_seconds):
    session = Session(binary, cols, rows)
    first, last = session.answer()
    startup = last - session.started
    expect(session, "Welcome aboard", "first frame")

    cpu0, wake0 = session.cpu_and_wakeups()
    time.sleep(idle_seconds)
    cpu1, wake1 = session.cpu_and_wakeups()

    flips = []
    for _ in range(3):
        flips.append(session.press(RIGHT))
    expect(session, "Enter app", "last page")

    session.press(END)
    session.press(ENTER)
    session.answer(timeout=0.5)
    expect(session, "Home", "main menu")
    downs = [session.press(DOWN) for _ in range(3)]
    downs = [d for d in downs if d[0] is not None]
    session.press(b"4")
    session.answer(timeout=0.5)
    expect(session, "Show what's new again", "the Me tab")
    short_downs = [session.press(DOWN) for _ in range(3)]
    short_downs = [d for d in short_downs if d[0] is not None]

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
        "down_ms": [d[0] * 1000 for d in downs],
        "down_bytes": [d[1] for d in downs],
        "short_down_ms": [d[0] * 1000 for d in short_downs],
        "short_down_bytes": [d[1] for d in short_downs],
        "rss_mib": rss / 1024,
        "framed": session.all_framed,
        "stats": stats[-1] if stats else None,
    }


ESCAPE = re.compile(rb"\x1b\(B|\x1b\[[0-9;?]*[a-zA-Z]|\r|\x08")
RESET = b"\x1b[39;49m\x1b(B\x1b[m"


def byte_parts(data):
    """What an answer's bytes go to: markers, ncurses' closing reset, colours, moves, text."""
    markers = data.count(SYNC_BEGIN) * len(SYNC_BEGIN) + data.count(SYNC_END) * len(SYNC_END)
    body = data.replace(SYNC_BEGIN, b"").replace(SYNC_END, b"")
    reset = len(RESET) if body.endswith(RESET) else 0
    body = body[:len(body) - reset]
    sgr = moves = 0
    for match in ESCAPE.finditer(body):
        code = match.group(0)
        if code.endswith(b"m") or code == b"\x1b(B":
            sgr += len(code)
        else:
            moves += len(code)
    text = len(ESCAPE.sub(b"", body))
    return {"total": len(data), "text": text, "colour and attributes": sgr, "cursor moves and erases": moves,
            "DEC 2026 markers": markers, "closing reset": reset}


def breakdown(binary):
    """The parts of each answer of one 80x24 run: three flips, a Down in Home and one in Me."""
    session = Session(binary, 80, 24)
    session.answer()
    answers = []
    for name in ("flip 1→2", "flip 2→3", "flip 3→4"):
        os.write(session.master, RIGHT)
        answers.append((name, session.answer(timeout=1.0)[0]))
    session.press(END)
    session.press(ENTER)
    session.answer(timeout=0.5)
    os.write(session.master, DOWN)
    answers.append(("Down, Home list", session.answer(timeout=1.0)[0]))
    session.press(b"4")
    session.answer(timeout=0.5)
    os.write(session.master, DOWN)
    answers.append(("Down, Me list", session.answer(timeout=1.0)[0]))
    session.quit()
    return [(name, byte_parts(data)) for name, data in answers]


def median(values):
    return statistics.median(values) if values else None


def measure(binary, size, runs, idle_seconds):
    cols, rows = (int(n) for n in size.split("x"))
    results = [one_run(binary, cols, rows, idle_seconds) for _ in range(runs)]
    flat = lambda key: [v for r in results for v in r[key]]
    return {
        "size": size,
        "runs": runs,
        "startup_ms": median([r["startup_ms"] for r in results]),
        "first_frame_bytes": median([r["first_frame_bytes"] for r in results]),
        "flip_ms": median(flat("flip_ms")),
        "flip_bytes": median(flat("flip_bytes")),
        "down_ms": median(flat("down_ms")),
        "down_bytes": median(flat("down_bytes")),
        "short_down_ms": median(flat("short_down_ms")),
        "short_down_bytes": median(flat("short_down_bytes")),
        "rss_mib": median([r["rss_mib"] for r in results]),
        "idle_cpu_ms_per_s": median([r["idle_cpu_ms_per_s"] for r in results]),
        "idle_wakeups": median([r["idle_wakeups"] for r in results]),
        "framed": all(r["framed"] for r in results),
        "stats": results[-1]["stats"],
    }


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("binary")
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--size", action="append", default=[])
    parser.add_argument("--idle", type=float, default=2.0)
    args = parser.parse_args()
    for size in args.size or ["80x24"]:
        print(json.dumps(measure(args.binary, size, args.runs, args.idle)), flush=True)


if __name__ == "__main__":
    main()
