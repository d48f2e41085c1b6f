"""Below 40×10 the pages say so; growing back brings back the same screen and state.

Usage: python3 too_small_test.py PATH/TO/onboard
"""
import os
import sys
import tempfile

from resize_storm import KEYS, press, settle, start
from terminal import cells, wait_until


def main():
    binary = os.path.abspath(sys.argv[1])
    problems = []
    with tempfile.TemporaryDirectory(prefix="onboard-small-") as home, start(binary, home, 80, 24) as tmux:
        press(tmux, KEYS)
        before = settle(tmux)
        for width, height in [(39, 10), (40, 9), (30, 8), (1, 1)]:
            tmux.resize(width, height)
            expected = "Terminal too small — need 40×10" if width >= 31 else "Terminal"[:width]
            try:
                wait_until(lambda: expected in tmux.screen(), f"the notice at {width}x{height}", timeout=5)
            except Exception as error:
                problems.append(f"{width}x{height}: {error}\n{tmux.screen()}")
        tmux.resize(80, 24)
        after = settle(tmux)
        if cells(after) != cells(before):
            problems.append("growing back to 80x24 did not restore the screen:\n" + after)
    print(f"too small: notice at 39x10, 40x9, 30x8 and 1x1, restored at 80x24: {'ok' if not problems else 'FAIL'}")
    for problem in problems:
        print("    " + problem)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
