"""The terminal's cursor sits on the focused control in a real terminal: on the last page's
button, after Tab on the checkbox, and in the menu on the selected row; hidden unless
ONBOARD_CURSOR=visible asks for it.

Usage: python3 cursor_test.py PATH/TO/onboard
"""
import os
import sys
import tempfile

from terminal import Tmux, Timeout, base_environment, flip_to_last_page, wait_until


def cursor(tmux):
    """(x, y, visible) of the pane's cursor, as tmux reports it."""
    text = tmux.run("display", "-p", "-t", "t", "#{cursor_x},#{cursor_y},#{cursor_flag}").strip()
    x, y, flag = text.split(",")
    return int(x), int(y), flag == "1"


def at(tmux, what, expect):
    """Waits until the cell under the cursor and the next read `expect`; returns the problem."""
    def under():
        x, y, _ = cursor(tmux)
        line = tmux.screen().split("\n")[y]
        return line[x:x + len(expect)] == expect
    try:
        wait_until(under, what, timeout=5)
        x, y, visible = cursor(tmux)
        print(f"cursor: {what} at {x},{y} ('{expect}'), {'shown' if visible else 'hidden'}: ok")
        return None
    except Timeout:
        x, y, visible = cursor(tmux)
        line = tmux.screen().split("\n")[y]
        print(f"cursor: {what}: FAIL (at {x},{y} over '{line[x:x + len(expect)]}')")
        return what


def main():
    binary = os.path.abspath(sys.argv[1])
    problems = []
    with tempfile.TemporaryDirectory(prefix="onboard-cursor-") as home:
        command = f"{binary} --state-dir {home}/state --reduced-motion"
        with Tmux(command, base_environment(home)) as tmux:
            tmux.wait_for_text("Welcome aboard")
            flip_to_last_page(tmux)
            problems.append(at(tmux, "on the button", "Enter"))
            hidden = not cursor(tmux)[2]
            print(f"cursor: hidden without ONBOARD_CURSOR: {'ok' if hidden else 'FAIL'}")
            problems.append(None if hidden else "hidden")
            tmux.send("Tab")
            problems.append(at(tmux, "after Tab on the checkbox", "x]"))
            tmux.send("Tab")
            problems.append(at(tmux, "after Tab again on the button", "Enter"))
            tmux.send("Enter")
            tmux.wait_for_text("Home")
            tmux.send("Down")
            problems.append(at(tmux, "on the selected menu row", "›"))
        with Tmux(command, base_environment(home, ONBOARD_CURSOR="visible")) as tmux:
            tmux.wait_for_text("Home")
            try:
                wait_until(lambda: cursor(tmux)[2], "a visible cursor", timeout=5)
                problems.append(at(tmux, "shown under ONBOARD_CURSOR=visible, on the selected menu row", "›"))
            except Timeout:
                print("cursor: shown under ONBOARD_CURSOR=visible: FAIL (hidden)")
                problems.append("visible")
    problems = [problem for problem in problems if problem]
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
