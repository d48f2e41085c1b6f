"""A page taller than the terminal scrolls in a real terminal: keys, PgUp/PgDn and the wheel.

In tmux at 80x24 the bundled CHANGELOG's newest release does not fit: the hint shows the lines
left; the wheel (an X10 mouse report, as tmux-256color's kmous says) scrolls three lines;
PgDn scrolls a screenful and, once at the end ("more above"), turns to the next release;
PgUp turns back; Left/Right turn pages whatever the scroll.
Usage: python3 scroll_test.py PATH/TO/onboard
"""
import os
import re
import sys
import tempfile

from terminal import Tmux, base_environment, wait_until

HINT = re.compile(r"more \((\d+) lines?\)")


def remaining(tmux):
    match = HINT.search(tmux.screen())
    return int(match.group(1)) if match else None


def title(tmux):
    """The first words on screen: the page's title (a short page is centred lower down)."""
    return next((line.strip() for line in tmux.screen().split("\n") if line.strip()), "")


def main():
    binary = os.path.abspath(sys.argv[1])
    changelog = os.path.join(os.path.dirname(binary), "..", "..", "Assets", "CHANGELOG.md")
    problems = []
    with tempfile.TemporaryDirectory(prefix="onboard-scroll-") as home:
        env = base_environment(home, term="tmux-256color")
        command = f"{binary} --force-onboarding --reduced-motion --app-id changelog-test --changelog {os.path.abspath(changelog)}"
        with Tmux(command, env) as tmux:
            start = wait_until(lambda: remaining(tmux), "the more hint")
            tmux.run("send-keys", "-t", "t", "-H", "1b", "5b", "4d", "61", "49", "2b")  # wheel down at 40,10
            wheel = wait_until(lambda: (lambda left: left if left != start else None)(remaining(tmux)), "a wheel scroll")
            if wheel != start - 3:
                problems.append(f"the wheel scrolled {start - wheel} lines, not 3")
            tmux.send("NPage")
            wait_until(lambda: "more above" in tmux.screen(), "the end of the page")
            if title(tmux) != "2.1.0":
                problems.append("PgDn left the page before its end")
            tmux.send("NPage")
            wait_until(lambda: title(tmux) == "2.0.0", "PgDn to the next release")
            tmux.send("PPage")
            wait_until(lambda: title(tmux) == "2.1.0", "PgUp back to the newest release")
            tmux.send("Down")
            tmux.send("Right")
            wait_until(lambda: title(tmux) == "2.0.0", "Right after a scroll")
            tmux.send("q")
    print(f"scroll: {start} lines below the fold, the wheel scrolls {start - wheel}, PgDn to the end then "
          f"the next release, PgUp and Right turn pages{': ' + '; '.join(problems) if problems else ''}")
    if problems:
        sys.exit(1)


if __name__ == "__main__":
    main()
