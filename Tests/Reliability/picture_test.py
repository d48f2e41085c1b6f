"""Pictures in a real terminal (tmux): half-block cells where there is colour and UTF-8.

With COLORTERM=truecolor and tmux's usual TERM (tmux-256color) the first page's picture shows
as `▀` cells in exact RGB (the ship's hull is the seed's orange, 253;98;42), through the
tmux-direct entry; without COLORTERM in 256 colours (the orange is 202). Either way the text rows equal the headless frame's, a page flip draws the
next picture, and the terminal gives the first frame promptly (no query waits on tmux). With
NO_COLOR, or a locale that is not UTF-8, the page shows its text art instead.

Usage: python3 picture_test.py PATH/TO/onboard
"""
import os
import subprocess
import sys
import tempfile
import time

from terminal import Tmux, base_environment, cells, wait_until

ART = ")_)  )_)  )_)"
BLOCK = "▀"


def headless(binary, home, keys, language="C.UTF-8"):
    env = base_environment(home, LANG=language)
    result = subprocess.run([binary, "--headless", "--size", "80x24", "--keys", keys], env=env,
                            capture_output=True, text=True, timeout=30, check=True)
    return [line.rstrip() for line in result.stdout.split("\n")][:24]


def run(binary, home, term, colorterm="truecolor", **extra):
    env = base_environment(home, term=term, COLORTERM=colorterm, **extra)
    started = time.monotonic()
    tmux = Tmux(f"{binary} --force-onboarding --reduced-motion", env, 80, 24)
    wait_until(lambda: "Welcome aboard" in tmux.screen(), f"the first page ({term})", timeout=10)
    return tmux, time.monotonic() - started


def text_rows(tmux):
    return [line.rstrip() for line in tmux.screen().split("\n")][:24]


def colours(tmux):
    return {cell[1] for row in cells(tmux.screen(escapes=True)) for cell in row if cell[0] == BLOCK}


def main():
    binary = os.path.abspath(sys.argv[1])
    problems = []
    figures = []
    with tempfile.TemporaryDirectory(prefix="onboard-picture-") as home:
        expected_first = headless(binary, home, "")
        expected_second = headless(binary, home, "right")
        for name, colorterm, orange in [("COLORTERM=truecolor", "truecolor", "38;2;253;98;42"),
                                        ("256 colours", None, "38;5;202")]:
            term = name
            tmux, seconds = run(binary, home, "tmux-256color", colorterm)
            with tmux:
                figures.append(f"{name} first frame {seconds * 1000:.0f} ms")
                screen = text_rows(tmux)
                if BLOCK not in "".join(screen):
                    problems.append(f"{term}: no half-block picture:\n" + "\n".join(screen))
                if screen != expected_first:
                    problems.append(f"{term}: rows differ from the headless frame:\n" + "\n".join(screen))
                found = colours(tmux)
                if orange not in found:
                    problems.append(f"{term}: the orange {orange} is not among the picture's colours {sorted(found)[:8]}")
                wanted = "38;2;" if colorterm else "38;5;"
                if any(colour and not colour.startswith(wanted) for colour in found):
                    problems.append(f"{term}: colours other than {wanted}…: {sorted(found)[:8]}")
                tmux.send("Right")
                try:
                    wait_until(lambda: text_rows(tmux) == expected_second, f"the second page's picture ({term})",
                               timeout=5)
                except Exception as error:
                    problems.append(f"{term}: {error}:\n" + tmux.screen())
                tmux.send("q")
        for name, extra in [("NO_COLOR=1", {"NO_COLOR": "1"}), ("LANG=C", {"LANG": "C"})]:
            tmux, _ = run(binary, home, "tmux-256color", **extra)
            with tmux:
                screen = tmux.screen()
                if ART not in screen or BLOCK in screen:
                    problems.append(f"{name}: expected the text art and no picture:\n{screen}")
                tmux.send("q")
    print(f"pictures in tmux: half-blocks in truecolor (COLORTERM) and 256 colours, art without colour or UTF-8 "
          f"({', '.join(figures)}): {'ok' if not problems else 'FAIL'}")
    for problem in problems:
        print("    " + problem.replace("\n", "\n    "))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
