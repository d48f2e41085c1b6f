"""Sixel pictures in a real xterm: screenshots of an X server with no screen (Xvfb).

xterm started as a VT340 (`-ti vt340`) answers the device attributes with a 4 (sixel), and sets
XTERM_VERSION, so onboard asks it and draws the page's picture as sixel pixels. A screenshot
(`xwd -root`, read through netpbm's `xwdtopnm`) must show the ship's orange hull in the picture's
area; after a flip to a page without a picture, and after quitting, not one orange pixel may be
left there (sixel pixels live under the cells: ncurses must rewrite them). The first frame's
title must sit where the headless frame puts it (a sixel reaching the last row would scroll the
screen). The screenshots are kept in .build/sixel-xterm/ as PNG files to look at.

Skips with one line when Xvfb, xterm, xdotool or the netpbm tools are missing (`make deps`
installs them). Every wait is bounded.

Usage: python3 sixel_xterm_test.py PATH/TO/onboard
"""
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time

from terminal import Timeout, base_environment, wait_until

ORANGE = (253, 98, 42)
# xterm's cells: 6×13 pixels (its default font), the grid 3 pixels in from the screen's corner
# (a 1-pixel window border and xterm's 2-pixel internal border).
CELL_WIDTH, CELL_HEIGHT, BORDER = 6, 13, 3
TOOLS = ["Xvfb", "xterm", "xdotool", "xwd", "xwdtopnm", "pnmtopng"]
SHOTS = os.path.join(".build", "sixel-xterm")


class Failure(Exception):
    pass


class NoPicture(Failure):
    """No sixel picture came up: on a loaded machine xterm may answer after the query's 0.2 s,
    and onboard then rightly draws half-blocks, so this one is tried again once."""


def assets(folder):
    """The demo's first two pages: the first with its picture, the second with neither picture
    nor visible art, so no text is written where the picture was and only ncurses rewriting the
    blank cells can wipe its pixels."""
    shutil.copytree("Assets", folder)
    with open(os.path.join(folder, "manifest.json")) as file:
        manifest = json.load(file)
    manifest["pages"] = manifest["pages"][:2]
    manifest["pages"][1].pop("image", None)
    manifest["pages"][1]["art"] = "art/blank.txt"
    with open(os.path.join(folder, "art", "blank.txt"), "w") as file:
        file.write(" \n")
    with open(os.path.join(folder, "manifest.json"), "w") as file:
        json.dump(manifest, file)


def start_display(size=(640, 400)):
    """An X server without a screen (Xvfb) of `size` pixels, and its display name."""
    read, write = os.pipe()
    server = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", f"{size[0]}x{size[1]}x24",
                               "-nolisten", "tcp"],
                              pass_fds=[write], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write)
    number = b""
    end = time.monotonic() + 10
    while not number.endswith(b"\n") and time.monotonic() < end:
        chunk = os.read(read, 16)
        if not chunk:
            break
        number += chunk
    os.close(read)
    if not number.strip():
        server.kill()
        raise RuntimeError("Xvfb did not start")
    return server, ":" + number.decode().strip()


def screenshot(display, name=None):
    """The screen as rows of (r, g, b); saved as a PNG too when named."""
    env = dict(os.environ, DISPLAY=display)
    xwd = subprocess.run(["xwd", "-root", "-silent"], env=env, capture_output=True, timeout=10, check=True).stdout
    ppm = subprocess.run(["xwdtopnm"], input=xwd, capture_output=True, timeout=10, check=True).stdout
    if name:
        os.makedirs(SHOTS, exist_ok=True)
        png = subprocess.run(["pnmtopng"], input=ppm, capture_output=True, timeout=10, check=True).stdout
        with open(os.path.join(SHOTS, name + ".png"), "wb") as file:
            file.write(png)
    return ppm_pixels(ppm)


def ppm_pixels(ppm):
    """(width, height, RGB bytes) of a binary PPM (P6, 8 bits a channel)."""
    fields, offset = [], 0
    while len(fields) < 4:  # P6, width, height, maximum; then one whitespace byte
        while ppm[offset:offset + 1].isspace():
            offset += 1
        end = offset
        while not ppm[end:end + 1].isspace():
            end += 1
        fields.append(ppm[offset:end])
        offset = end
    return int(fields[1]), int(fields[2]), ppm[offset + 1:]


def orange_pixels(shot, top, bottom):
    """How many pixels of the seed's orange (within a small distance) lie in rows top..<bottom."""
    width, _, pixels = shot
    count = 0
    for y in range(top, bottom):
        row = pixels[y * width * 3:(y + 1) * width * 3]
        for x in range(0, len(row), 3):
            if abs(row[x] - ORANGE[0]) < 24 and abs(row[x + 1] - ORANGE[1]) < 24 and abs(row[x + 2] - ORANGE[2]) < 24:
                count += 1
    return count


def leftmost_orange(shot, bottom):
    """The first column holding an orange pixel above `bottom`, or -1."""
    width, _, pixels = shot
    for x in range(width):
        for y in range(bottom):
            index = (y * width + x) * 3
            if abs(pixels[index] - ORANGE[0]) < 24 and abs(pixels[index + 1] - ORANGE[1]) < 24 \
                    and abs(pixels[index + 2] - ORANGE[2]) < 24:
                return x
    return -1


def row_y(row):
    return BORDER + row * CELL_HEIGHT


def column_x(column):
    return BORDER + column * CELL_WIDTH


def not_background(shot, top, bottom, left, right):
    """How many pixels in the box differ from the page's background (the first cell's corner)."""
    width, _, pixels = shot
    corner = (BORDER * width + BORDER) * 3
    background = pixels[corner:corner + 3]
    return sum(1 for y in range(top, bottom) for x in range(left, right)
               if pixels[(y * width + x) * 3:(y * width + x) * 3 + 3] != background)


def text_rows(shot, top, bottom, left, right):
    """The pixel rows between top and bottom holding pixels darker than the page (text) in
    columns left..<right."""
    width, _, pixels = shot
    rows = []
    for y in range(top, bottom):
        for x in range(left, right):
            index = (y * width + x) * 3
            if max(pixels[index:index + 3]) < 150:
                rows.append(y)
                break
    return rows


def main():
    binary = os.path.abspath(sys.argv[1])
    missing = [tool for tool in TOOLS if shutil.which(tool) is None]
    if missing:
        print(f"sixel in xterm: skipped ({', '.join(missing)} not installed; make deps installs them)")
        return 0
    problems, figures = [], []
    for attempt in range(2):
        try:
            figures = check(binary, problems)
            break
        except NoPicture as error:
            if attempt == 1:
                problems.append(str(error))
        except (Failure, Timeout) as error:
            problems.append(str(error))
            break
    print(f"sixel in xterm (vt340): the picture's pixels shown, gone after a flip and after quitting "
          f"({', '.join(figures)}): {'ok' if not problems else 'FAIL'}")
    for problem in problems:
        print("    " + problem)
    return 1 if problems else 0


def check(binary, problems):
    figures = []
    with tempfile.TemporaryDirectory(prefix="onboard-sixel-") as home:
        folder = os.path.join(home, "assets")
        assets(folder)
        status_file = os.path.join(home, "status")
        server, display = start_display()
        terminal = None
        try:
            env = base_environment(home, term=None, DISPLAY=display)
            script = f'"$0" --assets "$1" --force-onboarding; echo "$?" > "$2"; exec sleep 60'
            terminal = subprocess.Popen(
                ["xterm", "-ti", "vt340", "-geometry", "80x24+0+0", "-e", "sh", "-c", script, binary, folder,
                 status_file], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            started = time.monotonic()
            try:
                wait_until(lambda: orange_pixels(screenshot(display), 0, 200) > 500, "the sixel picture in xterm",
                           timeout=15, interval=0.1)
            except Timeout as error:
                screenshot(display, "0-no-picture")
                raise NoPicture(f"{error} (see {SHOTS}/0-no-picture.png)")
            figures.append(f"picture after {(time.monotonic() - started) * 1000:.0f} ms")
            first = screenshot(display, "1-picture")
            window = wait_until(lambda: subprocess.run(["xdotool", "search", "--class", "xterm"], env=env,
                                                       capture_output=True, text=True).stdout.split(),
                                "the xterm window", timeout=5)[0]
            subprocess.run(["xdotool", "windowfocus", "--sync", window], env=env, timeout=10, check=True)
            hull = orange_pixels(first, 0, 200)
            figures.append(f"{hull} orange pixels")
            # The headless frame puts the first page's title on row 16 (0-based) at 80x24; a
            # screen scrolled by the image would show it higher.
            title = text_rows(first, row_y(16), row_y(17), column_x(0), column_x(80))
            if not title:
                problems.append("the first page's title is not on row 16: did the screen scroll?")

            # A wider window: the picture moves to the new centre and nothing stays at the old place.
            subprocess.run(["xdotool", "windowsize", window, str(4 + 100 * CELL_WIDTH), str(4 + 24 * CELL_HEIGHT)], env=env,
                           timeout=10, check=True)
            try:
                wait_until(lambda: leftmost_orange(screenshot(display), 200) > leftmost_orange(first, 200) + 30,
                           "the picture at the wider window's centre", timeout=5, interval=0.1)
            except Timeout as error:
                problems.append(str(error))
            resized = screenshot(display, "2-resized")
            if orange_pixels(resized, 0, 200) > hull * 1.2:
                problems.append(f"after a resize {orange_pixels(resized, 0, 200)} orange pixels: the old picture stayed")
            subprocess.run(["xdotool", "windowsize", window, str(4 + 80 * CELL_WIDTH), str(4 + 24 * CELL_HEIGHT)], env=env,
                           timeout=10, check=True)
            wait_until(lambda: leftmost_orange(screenshot(display), 200) == leftmost_orange(first, 200),
                       "the picture back in place after the window's size came back", timeout=5, interval=0.1)

            subprocess.run(["xdotool", "key", "l"], env=env, timeout=10, check=True)
            # The slide shows half-blocks; once it rests, the blank page has nothing where the
            # picture was (rows 0-4: its title starts on row 5): only the page's background.
            area = (row_y(0), row_y(5), column_x(0), column_x(80))
            try:
                wait_until(lambda: not_background(screenshot(display), *area) == 0,
                           "the picture to go after a flip", timeout=5, interval=0.1)
            except Timeout as error:
                flipped = screenshot(display, "3-flipped")
                problems.append(f"{error}: {not_background(flipped, *area)} pixels left, "
                                f"{orange_pixels(flipped, 0, 200)} of them orange")
            flipped = screenshot(display, "3-flipped")
            if not text_rows(flipped, row_y(0), row_y(24), column_x(0), column_x(80)):
                problems.append("the second page shows no text")

            subprocess.run(["xdotool", "key", "h"], env=env, timeout=10, check=True)
            wait_until(lambda: orange_pixels(screenshot(display), 0, 200) > 500, "the picture back after flipping back",
                       timeout=5, interval=0.1)
            subprocess.run(["xdotool", "key", "q"], env=env, timeout=10, check=True)
            wait_until(lambda: os.path.exists(status_file) and open(status_file).read().strip(), "onboard to quit",
                       timeout=10)
            with open(status_file) as file:
                if file.read().strip() != "0":
                    problems.append("onboard's exit status was not 0")
            left = orange_pixels(screenshot(display, "4-quit"), 0, 400)
            if left:
                problems.append(f"{left} orange pixels left after quitting")
        finally:
            if terminal is not None:
                terminal.send_signal(signal.SIGTERM)
                terminal.wait(timeout=10)
            server.terminate()
            server.wait(timeout=10)
    return figures


if __name__ == "__main__":
    sys.exit(main())
