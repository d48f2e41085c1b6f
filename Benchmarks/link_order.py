#!/usr/bin/env python3
"""`make link-order`: the functions a real run of `onboard` executes, for the linker to place together.

Runs the release binary (a copy without debug info, which valgrind cannot read in a static
binary) under callgrind on a pseudo-terminal through the flows a person uses: the demo's pages
with art only (what most apps show), then with their pictures, each through the first frame,
three flips, Enter app, Down, every tab and quit. callgrind dumps once at the first frame. The list
starts with the functions every flow runs at start-up, then the rest every flow runs, then each
flow's own (start-up, then the rest): the common path is densest, the pictures' code after it.
Each group is sorted by name so the file diffs well.

The list is data for lld's --symbol-ordering-file (Makefile, STATIC). A stale list costs
memory, never correctness: a name that no longer exists is skipped, a new function is placed
after the listed ones (Tests/Reliability/link_order_test.py links with a stale list and checks).

Usage: link_order.py RELEASE_BINARY ASSETS OUTPUT [EXTRA_ASSETS...]
"""

import fcntl
import json
import os
import re
import select
import shutil
import struct
import subprocess
import sys
import tempfile
import termios
import time

SYNC_BEGIN, SYNC_END = b"\x1b[?2026h", b"\x1b[?2026l"
RIGHT, DOWN, ENTER, TAB, QUIT = b"\x1bOC", b"\x1bOB", b"\r", b"\t", b"q"
FUNCTION = re.compile(r"^c?fn=\(\d+\) (.+?)(?:'\d+)?$")


def read_until_quiet(master, quiet, limit=120.0):
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
    sys.exit("link_order: the program never went quiet under callgrind")


def profile(binary, assets, folder, name):
    """One flow under callgrind; returns (functions of start-up, functions of the rest)."""
    out = os.path.join(folder, f"{name}.callgrind")
    master, slave = os.openpty()
    env = dict(os.environ, TERM="xterm-256color", LANG="C.UTF-8", ONBOARD_ANIMATIONS="none",
               ONBOARD_ASSETS=os.path.abspath(assets))
    for key in ("LINES", "COLUMNS", "NO_COLOR", "TMUX", "COLORTERM"):
        env.pop(key, None)
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    state = tempfile.mkdtemp(dir=folder)
    process = subprocess.Popen(
        ["valgrind", "--tool=callgrind", "--dump-instr=no", "--demangle=no", f"--callgrind-out-file={out}",
         binary, "--state-dir", state], stdin=slave, stdout=slave, stderr=subprocess.DEVNULL, env=env,
        start_new_session=True)
    os.close(slave)
    screen = read_until_quiet(master, 1.0)
    subprocess.run(["callgrind_control", "--dump=first-frame", str(process.pid)], check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    for key in [RIGHT] * 3 + [ENTER] + [DOWN] * 3 + [TAB] * 3 + [DOWN] * 3:
        os.write(master, key)
        screen += read_until_quiet(master, 0.5)
    os.write(master, QUIT)
    read_until_quiet(master, 0.5)
    process.wait(timeout=120)
    os.close(master)
    if b"Discover" not in screen:
        sys.exit(f"link_order: the flow on {assets} never reached the menu's tabs")
    # callgrind_control's dump is `<out>.1`; the one at exit is `<out>` itself.
    if not os.path.exists(f"{out}.1"):
        sys.exit(f"link_order: callgrind wrote no dump at the first frame of {assets}")
    return functions(f"{out}.1"), functions(out)


def functions(path):
    names = set()
    with open(path, errors="replace") as f:
        for line in f:
            match = FUNCTION.match(line.rstrip("\n"))
            if match and not match.group(1).startswith("0x"):
                names.add(match.group(1))
    return names


def without_pictures(assets, folder):
    """A copy of the assets whose pages have no `image`, so the art path runs too."""
    copy = os.path.join(folder, "art-only")
    shutil.copytree(assets, copy)
    path = os.path.join(copy, "manifest.json")
    with open(path) as f:
        manifest = json.load(f)
    for page in manifest["pages"]:
        page.pop("image", None)
    with open(path, "w") as f:
        json.dump(manifest, f)
    return copy


def main():
    binary, assets, output = sys.argv[1], sys.argv[2], sys.argv[3]
    with tempfile.TemporaryDirectory(prefix="onboard-link-order-") as folder:
        stripped = os.path.join(folder, "onboard")
        subprocess.run(["objcopy", "--strip-debug", binary, stripped], check=True)
        flows = [without_pictures(assets, folder), assets] + sys.argv[4:]
        profiles = [profile(stripped, flow, folder, f"flow{index}") for index, flow in enumerate(flows)]
    startup_everywhere = set.intersection(*(startup for startup, _ in profiles))
    everywhere = set.intersection(*(startup | rest for startup, rest in profiles))
    groups = [startup_everywhere, everywhere] + [group for flow in profiles for group in flow]
    names, listed = [], set()
    for group in groups:
        names += sorted(group - listed)
        listed |= group
    with open(output, "w") as f:
        f.write("".join(name + "\n" for name in names))
    print(f"link order: {len(names)} functions into {output}")


if __name__ == "__main__":
    main()
