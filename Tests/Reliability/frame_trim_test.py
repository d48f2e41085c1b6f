"""Frames trimmed of sequences that change nothing show exactly what the untrimmed frames show.

The backend leaves out of each frame the ESC ( B resets and the colour changes that change
nothing (`frame_trim.c`; docs/decisions/0089); `ONBOARD_TRIM=0`
sends the frames as ncurses drew them. This runs the release binary in tmux both ways, at 256
colours and in direct colour, through the pages, Enter app, Downs in Home, every tab and a Down
in Me, and compares the screens cell by cell (character, colours, attributes) at each step. The
trimmed run must also write fewer bytes for the same number of frames (`--stats`).
Usage: python3 frame_trim_test.py PATH/TO/onboard
"""
import os
import re
import sys
import tempfile
import time

from terminal import Tmux, base_environment, cells, wait_until

STEPS = [  # keys, then text that shows the answer is on screen
    ("Right", "○ ● ○ ○"), ("Right", "○ ○ ● ○"), ("Right", "○ ○ ○ ●"), ("Enter", "› Lina Park"),
    ("Down", "› 陈伟"), ("Down", "› Sam Okafor"), ("Up", "› 陈伟"), ("Tab", "09:41"),
    ("Tab", "› Terminal apps are back"), ("Tab", "Alex Morgan"), ("Down", "› Share with everyone"),
]
VARIANTS = [("256 colours", None), ("direct colour", "truecolor")]


def settled(tmux):
    """The screen's cells once two captures 50 ms apart agree."""
    previous = None
    end = time.monotonic() + 5
    while time.monotonic() < end:
        screen = cells(tmux.screen(escapes=True))
        if screen == previous:
            return screen
        previous = screen
        time.sleep(0.05)
    return previous


def run(binary, colorterm, trim):
    """Screens after each step, and the `--stats` line, with ONBOARD_TRIM=`trim` (None: unset)."""
    with tempfile.TemporaryDirectory(prefix="onboard-trim-") as home:
        stats = os.path.join(home, "stats")
        command = (f"sh -c '{os.path.abspath(binary)} --state-dir {home}/state --reduced-motion --stats "
                   f"2>{stats}; echo exit=$?; exec cat'")
        env = base_environment(home, COLORTERM=colorterm, ONBOARD_TRIM=trim)
        screens = []
        with Tmux(command, env) as tmux:
            tmux.wait_for_text("Welcome aboard")
            screens.append(settled(tmux))
            for key, text in STEPS:
                tmux.send(key)
                tmux.wait_for_text(text)
                screens.append(settled(tmux))
            tmux.send("q")
            tmux.wait_for_text("exit=0")
            wait_until(lambda: os.path.getsize(stats) > 0, "the --stats line")
            with open(stats) as file:
                line = file.read()
        match = re.search(r"(\d+) frames, (\d+) bytes written", line)
        if not match:
            sys.exit(f"frame trim: FAIL: no --stats line: {line!r}")
        return screens, int(match.group(1)), int(match.group(2))


def main():
    problems, figures = [], []
    for name, colorterm in VARIANTS:
        untrimmed, frames_before, bytes_before = run(sys.argv[1], colorterm, "0")
        trimmed, frames_after, bytes_after = run(sys.argv[1], colorterm, None)
        for index, (before, after) in enumerate(zip(untrimmed, trimmed)):
            if before != after:
                step = "the first page" if index == 0 else f"after {STEPS[index - 1][0]} (step {index})"
                row = next(y for y, (a, b) in enumerate(zip(before, after)) if a != b) if len(before) == len(
                    after) else "count"
                problems.append(f"{name}: screens differ {step}, row {row}")
        if not any(cell[1] or cell[2] for row in trimmed[-1] for cell in row):
            problems.append(f"{name}: no colour on screen: the comparison saw nothing")
        if frames_after != frames_before:
            problems.append(f"{name}: {frames_after} frames trimmed against {frames_before}")
        if bytes_after >= bytes_before:
            problems.append(f"{name}: {bytes_after} bytes trimmed, not fewer than {bytes_before}")
        figures.append(f"{name} {bytes_before} → {bytes_after} B in {frames_after} frames")
    if problems:
        sys.exit("frame trim: FAIL: " + "; ".join(problems))
    print(f"frame trim: {len(STEPS) + 1} screens the same cell by cell, trimmed or not; "
          + ", ".join(figures) + ": ok")


if __name__ == "__main__":
    main()
