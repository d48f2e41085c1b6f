"""Two builds of onboard write the same bytes for every key and resize: the public-ncurses path
against the one that leans on ncurses 6.4's inside (docs/decisions/0098).

The shim takes ncurses' start state out (initial_state.c) only where the headers say 6.4; a
build with -DONBOARD_PUBLIC_NCURSES, or against another ncurses, keeps it. Both must draw the
same frames. This runs both binaries on raw pseudo-terminals through the same steps (pages,
Enter app, lists, tabs, a detail screen, resizes to 120x40, 60x20 and 200x60) under several
terminal types and languages, and on pages whose wide glyphs are overwritten by ASCII from the
second half of a glyph and the other way round, and compares every answer byte for byte.
Usage: python3 same_frames_test.py PATH/TO/onboard PATH/TO/other-onboard [--quick]
"""
import fcntl
import json
import os
import struct
import sys
import tempfile
import termios

from terminal import PtySession, base_environment

RIGHT, LEFT, DOWN, UP, ENTER, TAB, ESC = b"\x1bOC", b"\x1bOD", b"\x1bOB", b"\x1bOA", b"\r", b"\t", b"\x1b"
MENU_FLOW = [RIGHT, RIGHT, RIGHT, ENTER, DOWN, DOWN, DOWN, TAB, DOWN, (120, 40), TAB, ENTER, ESC, TAB, DOWN, UP,
             (60, 20), b"1", DOWN, (200, 60), b"2", (80, 24)]
WIDE_FLOW = [RIGHT, RIGHT, LEFT, LEFT, RIGHT, RIGHT, (81, 24), LEFT, LEFT]
# (name, TERM, extra environment, size, assets or None for the demo's, steps)
CASES = [
    ("xterm-256color 80x24", "xterm-256color", {}, (80, 24), None, MENU_FLOW),
    ("xterm 100x30", "xterm", {}, (100, 30), None, MENU_FLOW),
    ("xterm-direct 80x24", "xterm-direct", {"COLORTERM": "truecolor"}, (80, 24), None, MENU_FLOW),
    ("Chinese, tmux-256color 80x24", "tmux-256color", {"LANG": "zh_CN.UTF-8"}, (80, 24), None, MENU_FLOW),
    ("wide glyphs cut by ASCII", "xterm-256color", {}, (80, 24), "wide", WIDE_FLOW),
]
QUICK = {"xterm-256color 80x24", "wide glyphs cut by ASCII"}
# Lines whose wide glyphs move by one column from page to page, and ASCII that starts on the
# second half of a glyph drawn there before.
WIDE_ART = [["中文中文中文中文 end", "ab中文中文中文 x", "中文 mixed 中文"],
            [" abcdefghijklmnop end", "a中文中文中文中 x", "x中文 mixed 中文"],
            ["中a文b中c文d中e文f end", " 中文中文中文中 x", "中文中文 mixed"]]


def wide_assets(folder):
    """Three pages of wide glyphs and ASCII in each other's cells."""
    os.makedirs(os.path.join(folder, "art"), exist_ok=True)
    pages = []
    for index, lines in enumerate(WIDE_ART):
        with open(os.path.join(folder, "art", f"page{index}.txt"), "w") as file:
            file.write("\n".join(lines) + "\n")
        pages.append({"art": f"art/page{index}.txt", "title": lines[index % 3], "body": lines[(index + 1) % 3]})
    with open(os.path.join(folder, "manifest.json"), "w") as file:
        json.dump({"pages": pages, "labels": {"share": "S", "enter": "E"}}, file, ensure_ascii=False)
    return folder


def run(binary, case, home):
    """Every answer of `binary` through the case's steps: the first frame, then one per step."""
    name, term, extra, (width, height), assets, steps = case
    env = base_environment(home, term=term, **extra)
    if assets == "wide":
        env["ONBOARD_ASSETS"] = wide_assets(os.path.join(home, "wide"))
    state = tempfile.mkdtemp(dir=home)
    session = PtySession([binary, "--state-dir", state, "--reduced-motion"], env, width, height)
    answers = []
    try:
        answers.append(session.answer(0.3))
        for step in steps:
            if isinstance(step, tuple):
                fcntl.ioctl(session.fd, termios.TIOCSWINSZ, struct.pack("HHHH", step[1], step[0], 0, 0))
            else:
                session.send(step)
            answers.append(session.answer(0.3))
        session.send(b"q")
        status = session.finish()
    finally:
        session.close()
    return answers, status


def describe(step):
    return f"resize to {step[0]}x{step[1]}" if isinstance(step, tuple) else f"key {step!r}"


def main():
    first, second = (os.path.abspath(path) for path in sys.argv[1:3])
    cases = [case for case in CASES if "--quick" not in sys.argv or case[0] in QUICK]
    problems, answers_compared, total = [], 0, 0
    with tempfile.TemporaryDirectory(prefix="onboard-same-frames-") as home:
        for case in cases:
            ours, status_a = run(first, case, home)
            theirs, status_b = run(second, case, home)
            steps = ["first frame"] + [describe(step) for step in case[5]]
            if status_a != 0 or status_b != 0:
                problems.append(f"{case[0]}: exit {status_a} and {status_b}")
            for step, a, b in zip(steps, ours, theirs):
                if not a:
                    problems.append(f"{case[0]}, {step}: no answer")
                elif a != b:
                    at = next((i for i, (x, y) in enumerate(zip(a, b)) if x != y), min(len(a), len(b)))
                    problems.append(f"{case[0]}, {step}: {len(a)} B against {len(b)} B, first difference at "
                                    f"{at}: {a[at:at + 24]!r} / {b[at:at + 24]!r}")
                else:
                    answers_compared += 1
                    total += len(a)
    if problems:
        print("same frames: FAIL\n  " + "\n  ".join(problems))
        return 1
    print(f"same frames: {len(cases)} cases, {answers_compared} answers ({total} B) byte for byte the same "
          "in both builds: ok")
    return 0


if __name__ == "__main__":
    sys.exit(main())
