"""A resize draws one frame, at the new size, inside the DEC 2026 markers: nothing before it.

ncurses refreshes the window that input is read through when that window changed or its cursor
moved, and a resize does both to stdscr. While input was read through stdscr, the first read
after a resize sent stdscr's content at the old layout, outside the synchronized-update
markers, before the app's own frame at the new size: a flash of the old screen, and half as
many bytes again (docs/decisions/0093).
Input is now read through a pad, which ncurses never refreshes before a read (docs/decisions/0098).
This runs the binary on a pseudo-terminal (not tmux: the bytes themselves are
checked), resizes it on a page and in the menu, and reads each answer whole.
Usage: python3 resize_frame_test.py PATH/TO/onboard
"""
import fcntl
import os
import struct
import sys
import tempfile
import termios

from terminal import PtySession, base_environment

BEGIN, END = b"\x1b[?2026h", b"\x1b[?2026l"
RIGHT, ENTER = b"\x1bOC", b"\r"
# Each step: a key or a new size (columns, rows), then text its answer must hold (or None).
STEPS = [((120, 40), b"Welcome aboard"), (RIGHT, None), (RIGHT, None), (RIGHT, None), (ENTER, b"Home"),
         ((60, 20), b"Home"), ((200, 60), b"Home"), ((80, 24), b"Home")]


def check(step, text, data):
    """What is wrong with the answer to `step`, or None."""
    frames = data.count(BEGIN)
    if not data.startswith(BEGIN) or not data.endswith(END) or frames != 1 or data.count(END) != 1:
        outside = data.split(BEGIN, 1)[0]
        return f"{frames} frames, {len(outside)} bytes before the first marker (of {len(data)}): {outside[:80]!r}"
    if text is not None and text not in data:
        return f"the frame does not show {text.decode()!r}"
    return None


def main():
    binary = os.path.abspath(sys.argv[1])
    problems = []
    with tempfile.TemporaryDirectory(prefix="onboard-resize-frame-") as home:
        session = PtySession([binary, "--state-dir", os.path.join(home, "state"), "--reduced-motion"],
                             base_environment(home))
        try:
            if BEGIN not in session.answer(0.4):
                problems.append("the first frame has no DEC 2026 markers: nothing to check against")
            for step, text in STEPS:
                if isinstance(step, tuple):  # the kernel sends SIGWINCH to the app
                    fcntl.ioctl(session.fd, termios.TIOCSWINSZ, struct.pack("HHHH", step[1], step[0], 0, 0))
                    name = f"resize to {step[0]}x{step[1]}"
                else:
                    session.send(step)
                    name = f"key {step!r}"
                problem = check(step, text, session.answer(0.4))
                if problem:
                    problems.append(f"{name}: {problem}")
            session.send(b"q")
            status = session.finish()
        finally:
            session.close()
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
