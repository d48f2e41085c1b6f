"""The pages in real terminal emulators on an X server without a screen (Xvfb): make terminals.

Each emulator that is installed (xterm as a VT340, kitty on software GL, mlterm, Konsole) runs the
demo's first two pages (the second without a picture) with COLORTERM=truecolor and the TERM it
sets itself. Screenshots (`xwd`, netpbm) are sampled:
- the page background is exactly 246,246,246 (the most common colour in the window);
- the first page's picture (its orange hull) is there at start, after the window is resized,
  and after paging away (l) and back (h);
- no pure white pixel in the picture's part of the window (mlterm paints white what a sixel
  image does not cover or paint);
- the flat orange hull stays flat and exact: at most 2 colours in its middle, the main one within
  3 levels of 253,98,42 (sixel's percent steps), and at most 64 colours in the picture's part of
  the window (libsixel's 5-bit palette and dithering made about 250 of the PNG's 35).
xterm drops COLORTERM from the environment, so the command inside sets it; it starts a second
after the window, so a terminal still drawing its first frame (kitty on software GL) answers
the picture query within its bound.
The screenshots are kept in .build/terminals/<emulator>-<step>.png, each emulator's stderr
beside them. An emulator that is not
installed is skipped with one line; every wait is bounded.

Usage: python3 terminals_test.py PATH/TO/onboard
"""
import collections
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time

from sixel_xterm_test import assets, ppm_pixels, start_display
from terminal import Timeout, base_environment, wait_until

ORANGE = (253, 98, 42)
PAGE = (246, 246, 246)
# welcome.png's colours over the page (flat fills and their smoothed edges), and how many the
# picture's part of the window may show: those, the page, text-free margins and a few rounded ones.
PNG_COLOURS = 35
MOST_COLOURS = 64
SHOTS = os.path.join(".build", "terminals")
SCREEN = (1280, 800)
TOOLS = ["Xvfb", "xdotool", "xwd", "xwdtopnm", "pamdepth", "pnmtopng"]


def emulators(script, binary, folder, status):
    """(name, window class, argv) of each emulator to try, the pages' command inside."""
    inner = ["sh", "-c", script, binary, folder, status]
    return [
        ("xterm -ti vt340", "xterm", ["xterm", "-ti", "vt340", "-geometry", "80x24+0+0", "-e", *inner]),
        ("kitty", "kitty", ["kitty", "--config", "NONE", "-o", "initial_window_width=80c",
                            "-o", "initial_window_height=24c", "-o", "remember_window_size=no", *inner]),
        ("mlterm", "mlterm", ["mlterm", "--geometry=80x24+0+0", "--sbmod=none", "-e", *inner]),
        ("konsole", "konsole", ["konsole", "--separate", "--hide-menubar", "--hide-tabbar", "-p",
                                "TerminalColumns=80", "-p", "TerminalRows=24", "-e", *inner]),
    ]


def screenshot(display, name=None):
    """The screen as (width, height, RGB bytes), saved as a PNG when named. A GL window (kitty,
    Konsole) gives the root a 16-bit dump; pamdepth brings every one to 8 bits a channel."""
    env = dict(os.environ, DISPLAY=display)
    xwd = subprocess.run(["xwd", "-root", "-silent"], env=env, capture_output=True, timeout=10, check=True).stdout
    wide = subprocess.run(["xwdtopnm"], input=xwd, capture_output=True, timeout=10, check=True).stdout
    ppm = subprocess.run(["pamdepth", "255"], input=wide, capture_output=True, timeout=10, check=True).stdout
    if name:
        png = subprocess.run(["pnmtopng"], input=ppm, capture_output=True, timeout=10, check=True).stdout
        with open(os.path.join(SHOTS, name + ".png"), "wb") as file:
            file.write(png)
    return ppm_pixels(ppm)


def pixel(shot, x, y):
    width, _, pixels = shot
    index = (y * width + x) * 3
    return tuple(pixels[index:index + 3])


def window_box(shot):
    """The page's part of the screen: the bounding box of the most common colour that is not the
    root's black (the page's background; a GL window may leave near-black pixels around it)."""
    width, height, _ = shot
    samples = [(x, y, pixel(shot, x, y)) for y in range(0, height, 4) for x in range(0, width, 4)]
    counts = collections.Counter(colour for _, _, colour in samples if max(colour) > 16)
    if not counts:
        return 0, 0, 0, 0
    page = counts.most_common(1)[0][0]
    xs = [x for x, _, colour in samples if colour == page]
    ys = [y for _, y, colour in samples if colour == page]
    return min(xs), min(ys), max(xs) + 1, max(ys) + 1


def page_colour(shot, box):
    left, top, right, bottom = box
    counts = collections.Counter(pixel(shot, x, y) for y in range(top, bottom, 3) for x in range(left, right, 3))
    return counts.most_common(1)[0][0] if counts else None


def picture_area(box):
    """The part of the window above the first page's title (rows 0-15 of 24)."""
    left, top, right, bottom = box
    return left, top, right, top + (bottom - top) * 15 // 24


def count(shot, area, test):
    left, top, right, bottom = area
    return sum(1 for y in range(top, bottom) for x in range(left, right) if test(pixel(shot, x, y)))


def orange(colour):
    return all(abs(colour[k] - ORANGE[k]) < 24 for k in range(3))


def white(colour):
    return min(colour) >= 253


def orange_box(shot, area):
    """The bounding box of the orange pixels in `area` (the hull and flag), or None."""
    left, top, right, bottom = area
    points = [(x, y) for y in range(top, bottom) for x in range(left, right) if orange(pixel(shot, x, y))]
    if not points:
        return None
    return min(p[0] for p in points), min(p[1] for p in points), max(p[0] for p in points), max(p[1] for p in points)


def hull_colours(shot, area):
    """The colours in the middle of the hull (flat orange in the PNG): 5 pixel rows around the
    middle of the rows whose orange run is at least 80% of the widest (the hull's upper half), over
    the middle half of that row's run; None without orange."""
    left, top, right, bottom = area
    runs = {y: [x for x in range(left, right) if orange(pixel(shot, x, y))] for y in range(top, bottom)}
    widest = max(len(xs) for xs in runs.values())
    if widest == 0:
        return None
    rows = [y for y, xs in runs.items() if len(xs) >= widest * 4 // 5]
    y = rows[len(rows) // 2]
    xs = runs[y]
    start, end = xs[0] + len(xs) // 4, xs[-1] - len(xs) // 4
    return collections.Counter(pixel(shot, x, row) for row in range(y - 2, y + 3) for x in range(start, end))


def run_emulator(name, window_class, argv, env, display, status_file, problems, figures):
    with open(os.path.join(SHOTS, f"{name.split()[0]}-stderr.txt"), "w") as log:
        run_logged(name, window_class, argv, env, display, status_file, problems, figures, log)


def run_logged(name, window_class, argv, env, display, status_file, problems, figures, log):
    terminal = subprocess.Popen(argv, env=env, stdout=subprocess.DEVNULL, stderr=log,
                                start_new_session=True)
    try:
        shots = {}

        def shot(step=None):
            taken = screenshot(display, f"{name.split()[0]}-{step}" if step else None)
            if step:
                shots[step] = taken
            return taken

        def picture_count():
            taken = shot()
            return count(taken, picture_area(window_box(taken)), orange)

        started = time.monotonic()
        try:
            wait_until(lambda: picture_count() > 500, "the picture", timeout=30, interval=0.3)
        except Timeout:
            shot("0-no-picture")
            problems.append(f"{name}: no picture within 30 s")
            return
        time.sleep(0.5)
        first = shot("1-start")
        box = window_box(first)
        area = picture_area(box)
        figures.append(f"{name}: picture after {time.monotonic() - started:.1f} s, "
                       f"{count(first, area, orange)} orange pixels")
        background = page_colour(first, box)
        if background != PAGE:
            problems.append(f"{name}: page background {background}, not {PAGE}")
        whites = count(first, area, white)
        if whites:
            problems.append(f"{name}: {whites} white pixels by the picture (a line at its edge?)")
        colours = hull_colours(first, area)
        hull = colours.most_common(1)[0][0] if colours else None
        if colours is not None and (len(colours) > 2 or any(abs(hull[k] - ORANGE[k]) > 3 for k in range(3))):
            problems.append(f"{name}: the flat orange hull shows {colours.most_common(3)}, not {ORANGE} alone")
        shown = len({pixel(first, x, y) for y in range(area[1], area[3]) for x in range(area[0], area[2])})
        if shown > MOST_COLOURS:
            problems.append(f"{name}: {shown} colours where the picture is (the PNG has {PNG_COLOURS}): dithered?")
        figures.append(f"{name}: page {background}, {whites} white pixels, hull {hull} in "
                       f"{len(colours) if colours else 0} colour(s), {shown} colours in the picture's part")

        window = wait_until(lambda: subprocess.run(["xdotool", "search", "--class", window_class], env=env,
                                                   capture_output=True, text=True).stdout.split(),
                            f"the {name} window", timeout=5)[-1]
        subprocess.run(["xdotool", "windowfocus", "--sync", window], env=env, timeout=10)
        width, height = box[2] - box[0], box[3] - box[1]
        subprocess.run(["xdotool", "windowsize", window, str(width * 5 // 4), str(height)], env=env, timeout=10)
        time.sleep(1.5)
        try:
            wait_until(lambda: picture_count() > 500, "the picture after a resize", timeout=10, interval=0.3)
            resized = shot("2-resized")
            whites = count(resized, picture_area(window_box(resized)), white)
            if whites:
                problems.append(f"{name}: after a resize {whites} white pixels by the picture")
        except Timeout:
            shot("2-resized")
            problems.append(f"{name}: the picture is gone after a resize")

        subprocess.run(["xdotool", "key", "--window", window, "l"], env=env, timeout=10)
        try:
            wait_until(lambda: picture_count() == 0, "the picture to go after paging away", timeout=10, interval=0.3)
        except Timeout:
            problems.append(f"{name}: the picture stayed after paging away")
        shot("3-away")
        subprocess.run(["xdotool", "key", "--window", window, "h"], env=env, timeout=10)
        try:
            wait_until(lambda: picture_count() > 500, "the picture after paging back", timeout=10, interval=0.3)
        except Timeout:
            problems.append(f"{name}: the picture is gone after paging away and back")
        shot("4-back")
        subprocess.run(["xdotool", "key", "--window", window, "q"], env=env, timeout=10)
        try:
            wait_until(lambda: os.path.exists(status_file) and open(status_file).read().strip(), "onboard to quit",
                       timeout=10)
            with open(status_file) as file:
                if file.read().strip() != "0":
                    problems.append(f"{name}: onboard's exit status was not 0")
        except Timeout:
            problems.append(f"{name}: onboard did not quit on q")
    finally:
        try:
            os.killpg(terminal.pid, signal.SIGTERM)
        except ProcessLookupError:
            pass
        try:
            terminal.wait(timeout=10)
        except subprocess.TimeoutExpired:
            os.killpg(terminal.pid, signal.SIGKILL)
            terminal.wait(timeout=10)


def main():
    binary = os.path.abspath(sys.argv[1])
    missing = [tool for tool in TOOLS if shutil.which(tool) is None]
    if missing:
        print(f"terminals: skipped ({', '.join(missing)} not installed; make terminals installs them)")
        return 0
    os.makedirs(SHOTS, exist_ok=True)
    failed = 0
    with tempfile.TemporaryDirectory(prefix="onboard-terminals-") as home:
        folder = os.path.join(home, "assets")
        assets(folder)
        status_file = os.path.join(home, "status")
        script = 'sleep 1; COLORTERM=truecolor "$0" --assets "$1" --force-onboarding; echo "$?" > "$2"; exec sleep 60'
        for name, window_class, argv in emulators(script, binary, folder, status_file):
            if shutil.which(argv[0]) is None:
                print(f"{name}: skipped (not installed)")
                continue
            if os.path.exists(status_file):
                os.remove(status_file)
            server, display = start_display(SCREEN)
            problems, figures = [], []
            try:
                env = base_environment(home, term=None, DISPLAY=display, COLORTERM="truecolor",
                                       LIBGL_ALWAYS_SOFTWARE="1", ONBOARD_ANIMATIONS="none")
                run_emulator(name, window_class, argv, env, display, status_file, problems, figures)
            except (Timeout, subprocess.SubprocessError, OSError) as error:
                problems.append(f"{name}: {error}")
            finally:
                server.terminate()
                server.wait(timeout=10)
            print(f"{name}: page 246,246,246, picture at start, after a resize and after paging away and back, "
                  f"no white line: {'ok' if not problems else 'FAIL'}")
            for line in figures + problems:
                print("    " + line)
            failed += bool(problems)
    print(f"screenshots in {SHOTS}/")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
