"""A resize storm under tmux: random sizes from 1×1 to 400×200 thrown at the real binary.

The app must not die, and once the storm is over the pane (text and colours, read with
`capture-pane -e`) must equal a fresh start at the final size that was given the same keys.
Usage: python3 resize_storm.py PATH/TO/onboard [SIZES] [SEED]
"""
import os
import random
import sys
import tempfile
import time

from terminal import Timeout, Tmux, base_environment, cells, wait_until

KEYS = ["Right", "Right", "Right", "Tab", "Space", "Tab"]  # last page, share off, focus on the button


def start(binary, home, width, height):
    env = base_environment(home)
    tmux = Tmux(f"{binary} --force-onboarding --reduced-motion", env, width, height)
    wait_until(lambda: tmux.flags()["alternate_on"] == "1" and tmux.screen().strip(), "the first frame")
    return tmux


def settle(tmux, quiet=0.3):
    """Waits until the pane stops changing for `quiet` seconds."""
    last, since = None, time.monotonic()

    def steady():
        nonlocal last, since
        screen = tmux.screen(escapes=True)
        if screen != last:
            last, since = screen, time.monotonic()
        return time.monotonic() - since >= quiet and last
    return wait_until(steady, "the pane to settle")


def press(tmux, keys):
    for key in keys:
        before = tmux.screen(escapes=True)
        tmux.send(key)
        wait_until(lambda: tmux.screen(escapes=True) != before, f"the app to react to {key}")


def main():
    binary = os.path.abspath(sys.argv[1])
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 1000
    seed = int(sys.argv[3]) if len(sys.argv) > 3 else 1
    generator = random.Random(seed)
    sizes = [(generator.randint(1, 400), generator.randint(1, 200)) for _ in range(count)]
    with tempfile.TemporaryDirectory(prefix="onboard-storm-") as home:
        return storm(binary, count, seed, sizes, home)


def storm(binary, count, seed, sizes, home):
    started = time.monotonic()
    with start(binary, home, 80, 24) as storm:
        press(storm, KEYS)
        for width, height in sizes:  # one tmux client each: about 250 sizes a second
            storm.resize(width, height)
        flags = storm.flags()
        if flags["pane_dead"] != "0":
            print(f"resize storm FAIL: the app died (status {flags['pane_dead_status']})")
            return 1
        stormed = settle(storm)
        storm_seconds = time.monotonic() - started
        width, height = sizes[-1]
        with start(binary, home, width, height) as fresh:
            if not fresh.flags()["alternate_on"] == "1":
                raise Timeout("fresh start")
            if width >= 40 and height >= 12:
                press(fresh, KEYS)
            expected = settle(fresh)
        alive = storm.flags()["pane_dead"] == "0"
    same = cells(stormed) == cells(expected)
    print(f"resize storm (tmux): {count} sizes from 1x1 to 400x200 (seed {seed}) in {storm_seconds:.1f}s, "
          f"final {width}x{height}, app alive: {alive}, frame equals a fresh start: {same}")
    if not same:
        print("--- after the storm\n" + stormed + "\n--- fresh start\n" + expected)
    return 0 if same and alive else 1


if __name__ == "__main__":
    sys.exit(main())
