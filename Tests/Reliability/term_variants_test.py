"""The UI under each TERM a person may have, colour or not; dumb and unknown TERMs refused.

For each variant, in tmux: the current dot is in the accent colour (bold where there is no
colour), the focused control (checkbox, then the
button after Tab) is in reverse video, the selected tab of the main menu is in reverse video,
colour appears only where the terminal has it, and q leaves the terminal restored.
On a pty, each terminal that says COLORTERM=truecolor gets the exact page background
(48;2;246;246;246, or 48:2:246:246:246 as kitty-direct and xterm-direct write it) through its
direct-colour entry, kitty's xterm-kitty too (kitty-direct).
Usage: python3 term_variants_test.py PATH/TO/onboard
"""
import os
import re
import subprocess
import sys
import tempfile

from terminal import PtySession, Tmux, base_environment, cells, wait_until

VARIANTS = [  # TERM, NO_COLOR, colours expected
    ("xterm", None, True), ("xterm-256color", None, True), ("screen-256color", None, True),
    ("tmux-256color", None, True), ("linux", None, True), ("vt100", None, False),
    ("xterm-256color", "1", False),
]


def styled(screen, text):
    """The attribute sets of the cells where `text` is drawn (first occurrence), or None."""
    for row in cells(screen):
        line = "".join(cell[0] for cell in row)
        at = line.find(text)
        if at >= 0:
            return row[at:at + len(text)]
    return None


def all_have(screen, text, attribute):
    run = styled(screen, text)
    return run is not None and all(attribute in cell[3] for cell in run if cell[0] != " ")


def none_have(screen, text, attribute):
    run = styled(screen, text)
    return run is not None and not any(attribute in cell[3] for cell in run if cell[0] != " ")


def accented(screen):
    """Whether the current dot has a colour of its own: set, and not that of the other dots."""
    current, other = styled(screen, "●"), styled(screen, "○")
    return current is not None and other is not None and current[0][1] and current[0][1] != other[0][1]


def coloured(screen):
    return any(cell[1] or cell[2] for row in cells(screen) for cell in row)


def check_variant(binary, term, no_color, expects_colour, home):
    problems = []
    env = base_environment(home, term=term, NO_COLOR=no_color)
    command = f"sh -c '{binary} --force-onboarding --reduced-motion; echo exit=$?; exec cat'"
    with Tmux(command, env) as tmux:
        tmux.wait_for_text("Welcome aboard")
        screen = tmux.screen(escapes=True)
        if expects_colour and not accented(screen):
            problems.append("current dot not in the accent colour")
        if not expects_colour and not all_have(screen, "●", "1"):
            problems.append("current dot not bold without colour")
        if coloured(screen) != expects_colour:
            problems.append(f"colour {'missing' if expects_colour else 'present'}")
        for _ in range(3):
            tmux.send("Right")
        tmux.wait_for_text("[ Enter app ]")
        wait_until(lambda: "○ ○ ○ ●" in tmux.screen(), "the last dot")
        screen = tmux.screen(escapes=True)
        if not all_have(screen, "[ Enter app ]", "7") or not none_have(screen, "[x] Share with everyone", "7"):
            problems.append("button focus not shown in reverse video")
        tmux.send("Tab")
        wait_until(lambda: all_have(tmux.screen(escapes=True), "[x] Share with everyone", "7"), "checkbox focus",
                   timeout=5)
        if not none_have(tmux.screen(escapes=True), "[ Enter app ]", "7"):
            problems.append("button still reversed after Tab")
        tmux.send("Enter")
        tmux.wait_for_text("Messages")
        if not all_have(tmux.screen(escapes=True), " Home ", "7"):
            problems.append("selected tab not in reverse video")
        tmux.send("q")
        tmux.wait_for_text("exit=")
        flags = tmux.flags()
        status = tmux.screen().split("exit=")[1].split()[0]
        if (status, flags["alternate_on"], flags["cursor_flag"], flags["keypad_cursor_flag"]) != ("0", "0", "1", "0"):
            problems.append(f"exit {status}, alternate screen {flags['alternate_on']}, "
                            f"cursor {flags['cursor_flag']}, keypad {flags['keypad_cursor_flag']}")
    return problems


def check_refused(binary, term, home):
    env = base_environment(home, term=term)
    session = PtySession([binary, "--force-onboarding"], env)
    before = session.termios()
    status = session.finish()
    after = session.termios()
    text = bytes(session.output).decode(errors="replace")
    # The line discipline as it was: ncurses may have been started to judge TERM's entry.
    ok = status == 69 and text.count("\n") == 1 and "\x1b" not in text and f"TERM={term}" in text and after == before
    return ok, status, text.strip() + ("" if after == before else f" (terminal modes changed: {before} -> {after})")


TRUECOLOR = [  # TERM as the terminal sets it; its direct-colour entry
    ("xterm-kitty", "kitty-direct"), ("xterm-256color", "xterm-direct"), ("tmux-256color", "tmux-direct"),
]
PAGE = re.compile(rb"48(?P<sep>[;:])2(?P=sep):?246(?P=sep)246(?P=sep)246m")


def check_truecolor(binary, term, home):
    """Whether the pages come in the exact page background under COLORTERM=truecolor; None
    when TERM's own entry is not installed here."""
    if subprocess.run(["infocmp", term], capture_output=True).returncode != 0:
        return None
    env = base_environment(home, term=term, COLORTERM="truecolor", ONBOARD_PICTURES="cells")
    session = PtySession([binary, "--force-onboarding", "--reduced-motion"], env)
    try:
        session.wait_for("Welcome aboard", timeout=5)
        while session.pump(0.1):  # the rest of the first frame, if it came in pieces
            pass
        exact = PAGE.search(session.output) is not None
        session.send(b"q")
        session.finish()
    finally:
        session.close()
    return exact


def main():
    binary = os.path.abspath(sys.argv[1])
    failed = 0
    with tempfile.TemporaryDirectory(prefix="onboard-term-") as home:
        for term, no_color, colour in VARIANTS:
            problems = check_variant(binary, term, no_color, colour, home)
            name = term + (" NO_COLOR=1" if no_color else "")
            print(f"TERM {name:26} {'ok  ' if not problems else 'FAIL'} dot accented or bold, focus and selected tab reversed, "
                  f"colour {'yes' if colour else 'none'}, restored")
            for problem in problems:
                print(f"    {problem}")
            failed += bool(problems)
        for term, entry in TRUECOLOR:
            exact = check_truecolor(binary, term, home)
            if exact is None:
                print(f"TERM {term:26} skipped: its terminfo entry is not installed (make deps installs it)")
                continue
            print(f"TERM {term:26} {'ok  ' if exact else 'FAIL'} COLORTERM=truecolor: page background "
                  f"246,246,246 ({entry})")
            failed += not exact
        for term in ["dumb", "glasstty", "no-such-terminal"]:
            ok, status, text = check_refused(binary, term, home)
            print(f"TERM {term:26} {'ok  ' if ok else 'FAIL'} refused: exit {status}, {text!r}")
            failed += not ok
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
