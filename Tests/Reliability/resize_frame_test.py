"""A resize draws one frame, at the new size, inside the DEC 2026 markers: nothing before it.

ncurses refreshes the window that input is read through when that window changed or its cursor
moved, and a resize does both to stdscr. While frames were drawn in stdscr, the first read
after a resize sent stdscr's content at the old layout, outside the synchronized-update
markers, before the app's own frame at the new size: a flash of the old screen, and half as
many bytes again (DECISIONS.md, tenth stop, "Frames are drawn in ncurses' virtual screen").
This runs the release binary on a pseudo-terminal (not tmux: the bytes themselves are
checked), resizes it on a page and in the menu, and reads each answer whole.
Usage: python3 resize_frame_test.py PATH/TO/onboard
"""
import fcntl
import os
import select
import signal
import struct
import subprocess
import sys
import tempfile
import termios

BEGIN, END = b"\x1b[?2026h", b"\x1b[?2026l"
RIGHT, ENTER = b"\x1bOC", b"\r"
# Each step: a key or a new size (columns, rows), then text its answer must hold (or None).
STEPS = [((120, 40), b"Welcome aboard"), (RIGHT, None), (RIGHT, None), (RIGHT, None), (ENTER, b"Home"),
         ((60, 20), b"Home"), ((200, 60), b"Home"), ((80, 24), b"Home")]


def answer(master, quiet=0.4):
    """Everything the program writes until it is quiet for `quiet` seconds."""
    data = b""
    while True:
        ready, _, _ = select.select([master], [], [], quiet)
        if not ready:
            return data
        try:
            chunk = os.read(master, 65536)
        except OSError:
            return data
        if not chunk:
            return data
        data += chunk


def main():
    binary = os.path.abspath(sys.argv[1])
    problems = []
    with tempfile.TemporaryDirectory(prefix="onboard-resize-frame-") as home:
        master, slave = os.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
        env = {key: value for key, value in os.environ.items()
               if key not in ("LINES", "COLUMNS", "NO_COLOR", "TMUX", "COLORTERM", "LC_ALL", "CI")}
        env.update(TERM="xterm-256color", LANG="C.UTF-8", HOME=home)
        process = subprocess.Popen([binary, "--state-dir", os.path.join(home, "state"), "--reduced-motion"],
                                   stdin=slave, stdout=slave, stderr=subprocess.DEVNULL, env=env,
                                   start_new_session=True)
        os.close(slave)
        first = answer(master, 1.0)
        if BEGIN not in first:
            problems.append("the first frame has no DEC 2026 markers: nothing to check against")
        for step, text in STEPS:
            if isinstance(step, tuple):
                fcntl.ioctl(master, termios.TIOCSWINSZ, struct.pack("HHHH", step[1], step[0], 0, 0))
                process.send_signal(signal.SIGWINCH)
                name = f"resize to {step[0]}x{step[1]}"
            else:
                os.write(master, step)
                name = f"key {step!r}"
            data = answer(master)
            frames = data.count(BEGIN)
            if not data.startswith(BEGIN) or not data.endswith(END) or frames != 1 or data.count(END) != 1:
                outside = data.split(BEGIN, 1)[0]
                problems.append(f"{name}: {frames} frames, {len(outside)} bytes before the first marker "
                                f"(of {len(data)}): {outside[:80]!r}")
            elif text is not None and text not in data:
                problems.append(f"{name}: the frame does not show {text.decode()!r}")
        os.write(master, b"q")
        try:
            status = process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            status = "killed after 10 s"
        os.close(master)
        if status != 0:
            problems.append(f"quit: status {status}")
    resizes = sum(isinstance(step, tuple) for step, _ in STEPS)
    if problems:
        print("resize frames: FAIL\n  " + "\n  ".join(problems))
        return 1
    print(f"resize frames: {resizes} resizes and {len(STEPS) - resizes} keys, each answered by one synchronized "
          "frame with nothing before it: ok")
    return 0


if __name__ == "__main__":
    sys.exit(main())
