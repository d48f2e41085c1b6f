"""One program on its own pseudo-terminal, as a person's terminal would see it (for the benches).

Used by pty_bench.py for both Onboard and the C floor program: the same pty, the same TERM,
the same way of deciding that an answer is complete, so their figures compare.

An answer is complete when the terminal has been quiet for QUIET seconds and every frame that
began (DEC 2026 marker) has ended; its time is that of its last byte, so the quiet window never
adds to a figure. pyte keeps the screen, so a flow can check it shows what it should.
"""

import fcntl
import glob
import os
import re
import select
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
RIGHT, DOWN, END, ENTER, TAB, QUIT = b"\x1bOC", b"\x1bOB", b"\x1bOF", b"\r", b"\t", b"q"


class Session:
    """One process on its own pty, with a pyte screen fed from what it writes.

    `framed` says the program wraps every frame in DEC 2026 markers (Onboard does, the C floor
    does not), so an answer that is not whole frames is reported.
    """

    def __init__(self, argv, cols, rows, env_extra=None, framed=True):
        master, slave = os.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))
        env = {k: v for k, v in os.environ.items() if k not in ("LINES", "COLUMNS", "NO_COLOR", "CI", "TMUX")}
        env.update(TERM="xterm-256color", LANG="C.UTF-8", ONBOARD_ANIMATIONS="none", **(env_extra or {}))
        self.started = time.perf_counter()
        self.process = subprocess.Popen(argv, stdin=slave, stdout=slave, stderr=subprocess.PIPE, env=env,
                                        start_new_session=True)
        os.close(slave)
        self.master = master
        self.framed = framed
        self.all_framed = True
        self.screen = pyte.Screen(cols, rows)
        self.stream = pyte.ByteStream(self.screen)
        self.cpu_seconds = None
        self.major_faults = None  # pages read back from disk during the run (wait4's rusage)

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
        if self.framed and data and not is_framed(data):
            self.all_framed = False
            print(f"pty_bench: an answer of {len(data)} B is not whole frames: "
                  f"{data[:40]!r} … {data[-40:]!r}", file=sys.stderr)
        return (last - sent if last else None), len(data)

    def press_until(self, key, text, timeout=5.0):
        """Sends a key; returns the seconds until `text` is first on the screen (None if never),
        then reads the rest of the answer."""
        sent = time.perf_counter()
        os.write(self.master, key)
        deadline = sent + timeout
        while time.perf_counter() < deadline:
            ready, _, _ = select.select([self.master], [], [], max(0, deadline - time.perf_counter()))
            if not ready:
                break
            chunk = os.read(self.master, 65536)
            if not chunk:
                break
            arrived = time.perf_counter()
            self.stream.feed(chunk)
            if text in self.text():
                self.answer(timeout=timeout)
                return arrived - sent
        return None

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
        """Sends q and waits for the exit; returns the stderr text. `cpu_seconds` is then the
        user + system time of the whole process, every thread included (wait4's rusage)."""
        os.write(self.master, QUIT)
        self.answer(timeout=2.0)
        _, _, usage = os.wait4(self.process.pid, 0)
        self.process.returncode = 0
        self.cpu_seconds = usage.ru_utime + usage.ru_stime
        self.major_faults = usage.ru_majflt
        stderr = self.process.stderr.read().decode(errors="replace")
        os.close(self.master)
        return stderr


def is_framed(data):
    """Whether an answer is whole frames, each between synchronized-update markers."""
    return (data.startswith(SYNC_BEGIN) and data.endswith(SYNC_END)
            and data.count(SYNC_BEGIN) == data.count(SYNC_END))


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
