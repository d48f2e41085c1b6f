"""One run of `onboard` under a valgrind tool on a pseudo-terminal, as a person would use it.

For `make link-order` (link_order.py): the first frame, three flips, Enter app, Down three
times, every tab, Down three times and quit, at 80×24 with TERM=xterm-256color, reduced motion
and a fresh state folder. Each answer is read until the program is quiet with its frames whole
(valgrind makes it some fifty times slower, so the quiet windows are long).
"""

import fcntl
import os
import select
import struct
import subprocess
import sys
import tempfile
import termios
import time

SYNC_BEGIN, SYNC_END = b"\x1b[?2026h", b"\x1b[?2026l"
RIGHT, DOWN, ENTER, TAB, QUIT = b"\x1bOC", b"\x1bOB", b"\r", b"\t", b"q"
KEYS = [RIGHT] * 3 + [ENTER] + [DOWN] * 3 + [TAB] * 3 + [DOWN] * 3


def read_until_quiet(master, quiet, limit=300.0):
    """Everything the program writes until it is quiet for `quiet` seconds with its frames whole."""
    data, deadline = b"", time.monotonic() + limit
    while time.monotonic() < deadline:
        ready, _, _ = select.select([master], [], [], quiet)
        if not ready:
            if data and data.count(SYNC_BEGIN) <= data.count(SYNC_END):
                return data
            continue
        try:
            chunk = os.read(master, 65536)
        except OSError:
            return data
        if not chunk:
            return data
        data += chunk
    sys.exit("profile_flow: the program never went quiet under valgrind")


def run(valgrind_options, binary, assets, folder, at_first_frame=None):
    """Runs the flow; `at_first_frame(pid)` is called once the first frame is on the screen."""
    master, slave = os.openpty()
    env = dict(os.environ, TERM="xterm-256color", LANG="C.UTF-8", ONBOARD_ANIMATIONS="none",
               ONBOARD_ASSETS=os.path.abspath(assets))
    for key in ("LINES", "COLUMNS", "NO_COLOR", "TMUX", "COLORTERM", "LC_ALL"):
        env.pop(key, None)
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    state = tempfile.mkdtemp(dir=folder)
    process = subprocess.Popen(["valgrind"] + valgrind_options + [binary, "--state-dir", state], stdin=slave,
                               stdout=slave, stderr=subprocess.DEVNULL, env=env, start_new_session=True)
    os.close(slave)
    screen = read_until_quiet(master, 1.0)
    if at_first_frame:
        at_first_frame(process.pid)
    for key in KEYS:
        os.write(master, key)
        screen += read_until_quiet(master, 0.5)
    os.write(master, QUIT)
    read_until_quiet(master, 0.5)
    process.wait(timeout=300)
    os.close(master)
    if b"Discover" not in screen:
        sys.exit(f"profile_flow: the flow on {assets} never reached the menu's tabs")
