"""OSC 8 hyperlinks reach the terminal only where it supports them, and never garble the screen.

1. On a raw pty announcing a terminal that supports them (TERM_PROGRAM=WezTerm), the second
   demo page's link arrives as `ESC ] 8 ;; URL ESC \\ all the keys ESC ] 8 ;; ESC \\` between a
   save-cursor and a restore-cursor, and the URL is not printed as text.
2. On a plain xterm-256color pty no OSC 8 byte is sent and the page reads `all the keys (URL)`.
3. In tmux (this one is 3.3a; hyperlinks pass through tmux only from 3.4), with the variables
   tmux sets and an outer VTE terminal's VTE_VERSION inherited, the pane shows `text (url)`.
4. Forced on (ONBOARD_HYPERLINKS=1) inside that tmux, which ignores OSC 8: the pane shows the
   link text where it belongs, and scrolling a long changelog page to its end shifts its rows,
   text and colours, exactly at each step,
   so the overlay left ncurses' idea of the cursor and colours intact.
Usage: python3 hyperlink_test.py PATH/TO/onboard
"""
import os
import re
import subprocess
import sys
import tempfile

from terminal import PtySession, Tmux, base_environment, cells, wait_until

URL = "https://example.org/onboard#keys"
OPEN = b"\x1b]8;;" + URL.encode() + b"\x1b\\"
CLOSE = b"\x1b]8;;\x1b\\"
SGR = re.compile(rb"\x1b\[[0-9;]*m")
RIGHT = "\x1bOC"  # keypad mode


def quiet(session, seconds=0.3):
    """Reads until the app has written nothing for `seconds`."""
    while session.pump(seconds):
        pass


def second_page_bytes(binary, home, **extra):
    env = base_environment(home, **extra)
    session = PtySession([binary, "--force-onboarding", "--reduced-motion"], env)
    try:
        session.wait_for("Welcome aboard")
        quiet(session)
        seen = len(session.output)
        session.send(RIGHT)
        session.wait_for("Flip with the arrow keys")
        quiet(session)
        page = bytes(session.output[seen:])
        session.send("q")
        status = session.finish()
    finally:
        session.close()
    return page, status


def check_supported(binary, home):
    page, status = second_page_bytes(binary, home, TERM_PROGRAM="WezTerm")
    start = page.find(OPEN)
    end = page.find(CLOSE, start)
    text = SGR.sub(b"", page[start + len(OPEN):end]) if start >= 0 and end >= 0 else b""
    saved = page.rfind(b"\x1b7", 0, start)
    restored = page.find(b"\x1b8", end)
    ok = status == 0 and text == b"all the keys" and 0 <= saved < start and restored > end \
        and b"(" + URL.encode() not in page
    print(f"hyperlinks: WezTerm pty: link text {text!r}, sc at {saved}, OSC 8 at {start}, rc at {restored}, "
          f"{len(page)} bytes for the page, exit {status}")
    return ok


def check_unsupported(binary, home):
    page, status = second_page_bytes(binary, home)
    sequences = page.count(b"\x1b]8")
    printed = b"(" + URL.encode() + b")" in SGR.sub(b"", page)
    ok = status == 0 and sequences == 0 and printed
    print(f"hyperlinks: xterm-256color pty: {sequences} OSC 8 sequences, URL printed after the text: {printed}")
    return ok


def tmux_version():
    return subprocess.run(["tmux", "-V"], capture_output=True, text=True).stdout.split()[-1]


def inside_tmux(home, **extra):
    version = tmux_version()
    return base_environment(home, term="tmux-256color", TMUX="/tmp/tmux-0/default,1,0", TERM_PROGRAM="tmux",
                            TERM_PROGRAM_VERSION=version, VTE_VERSION="7600", **extra)


def check_tmux(binary, home):
    command = f"{binary} --force-onboarding --reduced-motion"
    with Tmux(command, inside_tmux(home)) as tmux:
        tmux.wait_for_text("Welcome aboard")
        tmux.send("Right")
        line = wait_until(lambda: next((row for row in tmux.screen().split("\n") if "all the keys" in row), None),
                          "the link's row")
        ok = line.strip() == f"• all the keys ({URL})"
        print(f"hyperlinks: tmux {tmux_version()}: {line.strip()!r}")
        tmux.send("q")
    return ok


def body_rows(screen):
    """The body's rows as cells (text and style) between the title and the more hint."""
    rows = cells(screen)
    hint = next(index for index, row in enumerate(rows) if "more" in "".join(cell[0] for cell in row))
    return rows[2:hint]


def check_forced_in_tmux(binary, home):
    changelog = os.path.join(os.path.dirname(os.path.abspath(binary)), "..", "..", "Assets", "CHANGELOG.md")
    command = f"{binary} --force-onboarding --reduced-motion --app-id changelog-test --changelog {os.path.abspath(changelog)}"
    problems = []
    remaining = 0
    with Tmux(command, inside_tmux(home, ONBOARD_HYPERLINKS="1")) as tmux:
        tmux.wait_for_text("2.1.0")
        screen = wait_until(lambda: (lambda s: s if "more (" in s else None)(tmux.screen()), "the more hint")
        if "(https://example.org/onboard/formatting)" in screen or "and links in page bodies" not in \
                " ".join(screen.split()):
            problems.append("the link is not shown as its text alone")
        remaining = int(re.search(r"more \((\d+) line", screen).group(1))
        screen = tmux.screen(escapes=True)
        for step in range(remaining):
            before = body_rows(screen)
            tmux.send("Down")
            screen = wait_until(lambda: (lambda s: s if s != screen else None)(tmux.screen(escapes=True)),
                                "a scroll")
            after = body_rows(screen)
            if after[:-1] != before[1:]:
                problems.append(f"scroll {step + 1}: rows did not shift by one")
        tmux.send("Right")
        tmux.wait_for_text("2.0.0")
        tmux.send("Left")
        tmux.wait_for_text("2.1.0")
        tmux.send("q")
    print(f"hyperlinks: forced on in tmux {tmux_version()}: "
          f"{f'{remaining} scrolls shift the rows exactly' if not problems else '; '.join(problems)}")
    return not problems


def main():
    binary = os.path.abspath(sys.argv[1])
    with tempfile.TemporaryDirectory(prefix="onboard-links-") as home:
        results = [check(binary, home) for check in
                   (check_supported, check_unsupported, check_tmux, check_forced_in_tmux)]
    if not all(results):
        print("hyperlink test FAILED")
        sys.exit(1)


if __name__ == "__main__":
    main()
