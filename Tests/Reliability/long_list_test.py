"""A list of 100 000 rows (12 MB) in a real terminal: its first rows show, End reaches the
last row, and a file over the 16 MiB limit is one error row naming it, not a crash.

Prints the time from Enter app to the first rows as tmux saw it (a figure, not a check: the
benchmark measures it properly, `make bench`).
Usage: python3 long_list_test.py PATH/TO/onboard
"""
import json
import os
import shutil
import sys
import tempfile
import time

from terminal import Tmux, base_environment, wait_until

ROWS = 100_000
LIMIT = 16 * 1024 * 1024


def write_assets(folder):
    shutil.copytree(os.path.join(os.path.dirname(__file__), "..", "..", "Assets"), folder, dirs_exist_ok=True)
    posts = [{"author": "lina", "time": "1m", "text": f"Home item {i + 1:06d} " + "lorem ipsum dolor sit amet " * 2}
             for i in range(ROWS)]
    with open(os.path.join(folder, "menu", "posts.json"), "w") as file:
        json.dump(posts, file)
    with open(os.path.join(folder, "menu", "conversations.json"), "w") as file:
        file.write("[" + " " * (LIMIT - 1) + "]")
    return os.path.getsize(os.path.join(folder, "menu", "posts.json"))


def main():
    binary = os.path.abspath(sys.argv[1])
    problems = []
    with tempfile.TemporaryDirectory(prefix="onboard-long-") as home:
        assets = os.path.join(home, "assets")
        size = write_assets(assets)
        env = base_environment(home, ONBOARD_ASSETS=assets)
        with Tmux(f"{binary} --force-onboarding --reduced-motion", env, 80, 24) as tmux:
            steps = [("the last page", "End", "Enter app"), ("the first rows", "Enter", "Home item 000001"),
                     ("the last row", "End", "Home item 100000"),
                     ("the error row", "2", "conversations.json: is larger than 16 MiB")]
            first_rows = None
            try:
                wait_until(lambda: tmux.flags()["alternate_on"] == "1" and tmux.screen().strip(), "the first frame")
                for what, key, text in steps:
                    sent = time.monotonic()
                    tmux.send(key)
                    tmux.wait_for_text(text)
                    if what == "the first rows":
                        first_rows = (time.monotonic() - sent) * 1000
                tmux.send("q")
                wait_until(lambda: tmux.flags()["pane_dead"] == "1", "the exit")
                if tmux.flags()["pane_dead_status"] not in ("0", ""):
                    problems.append(f"exit status {tmux.flags()['pane_dead_status']}")
            except Exception as error:
                problems.append(f"{error}\n{tmux.screen()}")
    figure = f"{first_rows:.0f} ms" if first_rows is not None else "never"
    print(f"long list: {ROWS} rows ({size / 1e6:.1f} MB) first rows after Enter in {figure} (tmux polling), "
          f"End reaches the last row, a file over 16 MiB is one error row: {'ok' if not problems else 'FAIL'}")
    for problem in problems:
        print("    " + problem)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
