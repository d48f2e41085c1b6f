"""Rows a screen leaves blank are cleared with one erase each, in a real terminal's bytes.

Blanks borrow their neighbours' colour pairs (BlankCellStyles), so the blanks of a row that held
a list item keep pairs the empty row's new blanks do not; ncurses then emptied each such row in
pieces: an ECH, a cursor move over the cells it thought unchanged, and an EL. The backend hands
a row left blank over whole (docs/decisions/0083), and each becomes one move and one
EL. This runs the release binary on a pseudo-terminal (80x24, xterm-256color) with the demo's
menu, switches from Home (a list that fills the screen) to Me (four rows), and reads the bytes
of that one answer: every row below Me's list must be cleared by a move straight followed by
`ESC [ K`, and nothing else.
Usage: python3 blank_rows_test.py PATH/TO/onboard
"""
import fcntl
import os
import re
import select
import struct
import subprocess
import sys
import tempfile
import termios
import time

SYNC_END = b"\x1b[?2026l"
# A cursor move to a row: CUP (row;column H) or VPA (row d), the row counted from 1.
MOVE = re.compile(rb"\x1b\[(\d+)(?:;\d+H|d)")


def answer(master, timeout=3.0):
    """Everything written until a frame has ended and the terminal is quiet for 0.2 s."""
    data, deadline = b"", time.monotonic() + timeout
    while time.monotonic() < deadline:
        ready, _, _ = select.select([master], [], [], 0.2)
        if not ready:
            if data.endswith(SYNC_END):
                return data
            continue
        data += os.read(master, 65536)
    sys.exit(f"blank rows: no whole frame within {timeout} s (got {data[-80:]!r})")


def rows_cleared(data):
    """For each row the answer moves to, what it writes there before the next move."""
    pieces = {}
    moves = list(MOVE.finditer(data))
    for index, move in enumerate(moves):
        end = moves[index + 1].start() if index + 1 < len(moves) else len(data)
        body = data[move.end():end]
        if body.startswith(b"\r"):
            body = body[1:]
        pieces.setdefault(int(move.group(1)), []).append(body.replace(b"\r", b""))
    return pieces


def main():
    binary = os.path.abspath(sys.argv[1])
    assets = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Assets")
    with tempfile.TemporaryDirectory(prefix="onboard-blank-rows-") as state:
        master, slave = os.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
        env = {k: v for k, v in os.environ.items() if k not in ("LINES", "COLUMNS", "NO_COLOR", "TMUX", "CI")}
        env.update(TERM="xterm-256color", LANG="C.UTF-8", ONBOARD_ANIMATIONS="none",
                   ONBOARD_ASSETS=os.path.abspath(assets))
        process = subprocess.Popen([binary, "--state-dir", state, "--no-onboarding"], stdin=slave, stdout=slave,
                                   stderr=subprocess.DEVNULL, env=env, start_new_session=True)
        os.close(slave)
        try:
            home = answer(master)
            while b"Lina Park" not in home:  # Home's rows arrive from the background
                home += answer(master)
            os.write(master, b"4")
            me = answer(master)
            os.write(master, b"q")
            process.wait(timeout=5)
        finally:
            if process.poll() is None:
                process.kill()
            os.close(master)
    if b"Share with everyone" not in me:
        sys.exit(f"blank rows: the Me tab never showed: {me!r}")
    pieces = rows_cleared(me)
    # Me's rows end by row 8 (title bar, four rows with room); the tab bar is row 24.
    emptied = {row: bodies for row, bodies in pieces.items() if 9 <= row <= 23}
    if len(emptied) < 10:
        sys.exit(f"blank rows: only rows {sorted(emptied)} of the list's old rows were cleared: {me!r}")
    bad = {row: bodies for row, bodies in emptied.items() if bodies != [b"\x1b[K"]}
    if bad:
        sample = ", ".join(f"row {row}: {bodies!r}" for row, bodies in sorted(bad.items())[:3])
        sys.exit(f"blank rows: {len(bad)} of {len(emptied)} emptied rows were not one move and one EL ({sample})")
    print(f"blank rows: Home to Me empties {len(emptied)} rows, each with one move and one EL ({len(me)} B)")


if __name__ == "__main__":
    main()
