"""Sixel pictures on a raw pty that plays the terminal's part.

The terminals announce xterm (XTERM_VERSION), so onboard asks for the cell size and the device
attributes (`ESC [ 16 t ESC [ c`, no kitty query). One answers with a 4 among the attributes
(sixel) and a cell size: each page's picture comes as a sixel image exactly its cells wide and
tall, to the pixel (mlterm paints what an image leaves of a cell white), drawn between save and restore cursor inside the frame's
synchronized-update markers, never reaching the last row (which would scroll the screen), with
no half-blocks under it; a flip draws the next picture, flipping back draws the same bytes again
(kept, not encoded again), a key typed with the answer still counts, and at the smallest page
size the image still ends above the last row. One answers without a cell size (the window's
pixel size is 0 here): the VT340's 10×20 cells are assumed; with the window's size in pixels
filled in, its cells are used, and read again after a resize (a new font: 6×13 to 10×20). One answers without a 4, one never
answers, and one announces kitty too and says yes to it: half-blocks for the first two (the
silent one within the query's 0.2 s bound), kitty graphics for the last. With
ONBOARD_PICTURES=cells nothing is asked.

Usage: python3 sixel_test.py PATH/TO/onboard
"""
import os
import re
import sys
import tempfile
import time

from pixel_terminal import check_fallbacks, check_not_asked, framed, settle, summary
from terminal import PtySession, base_environment

QUERY = b"\x1b[16t\x1b[c"
KITTY_QUERY = b"\x1b_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\x1b\\"
SIXEL = re.compile(rb"\x1b7\x1b\[(\d+);(\d+)H(\x1bP0;1q\"1;1;(\d+);(\d+)[^\x1b]*\x1b\\)\x1b8")
ATTRIBUTES_SIXEL = b"\x1b[?63;1;2;4;6;9;15;16;22;28c"
ATTRIBUTES_PLAIN = b"\x1b[?62;22c"


def start(binary, home, answer, size=(80, 24), typed=b"", **env_extra):
    env = base_environment(home, XTERM_VERSION="XTerm(379)", ONBOARD_ANIMATIONS="none", **env_extra)
    session = PtySession([binary, "--force-onboarding"], env, width=size[0], height=size[1])
    started = time.monotonic()
    if answer is not None:
        session.wait_for(QUERY, timeout=5)
        session.send(answer + typed)
    session.wait_for("Flip with" if typed else ("Welcome" if size[0] >= 80 else "Wel"), timeout=5)
    return session, time.monotonic() - started


def window_size(session, rows, columns, width, height):
    """Sets the pty's size in cells and pixels; the kernel sends the app SIGWINCH."""
    import fcntl
    import struct
    import termios
    fcntl.ioctl(session.terminal, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, width, height))


def resized_image(binary, home, cell, problems):
    """The last image drawn after a resize from 80×24 in 6×13 cells to 100×30 in `cell`."""
    env = base_environment(home, XTERM_VERSION="XTerm(379)", ONBOARD_ANIMATIONS="none")
    session = PtySession([binary, "--force-onboarding"], env)
    session.wait_for(QUERY, timeout=5)
    window_size(session, 24, 80, 80 * 6, 24 * 13)
    session.send(ATTRIBUTES_SIXEL)
    session.wait_for("Welcome", timeout=5)
    settle(session)
    check_images("window cell", bytes(session.output), (6, 13), 24, problems)
    seen = len(session.output)
    window_size(session, 30, 100, 100 * cell[0], 30 * cell[1])
    settle(session)
    images = check_images(f"window cell {cell}", bytes(session.output[seen:]), cell, 30, problems)
    session.send(b"q")
    session.finish()
    session.close()
    return images[-1] if images else None


def check_images(name, data, cell, rows, problems):
    """Every sixel image: a whole number of cells wide and tall, to the pixel, above the last row."""
    images = list(SIXEL.finditer(data))
    for image in images:
        row, width, height = int(image.group(1)) - 1, int(image.group(4)), int(image.group(5))
        if height % cell[1] or width % cell[0]:
            problems.append(f"{name}: a {width}×{height} image is not whole cells ({cell[0]}×{cell[1]})")
        last_row = row + (height - 1) // cell[1]
        if last_row >= rows - 1:
            problems.append(f"{name}: an image from row {row} {height} px tall reaches row {last_row} of {rows}")
        if not framed(data, image):
            problems.append(f"{name}: an image outside the frame's synchronized-update markers")
    return images


def main():
    binary = os.path.abspath(sys.argv[1])
    problems, figures = [], []
    with tempfile.TemporaryDirectory(prefix="onboard-sixel-") as home:
        # A sixel terminal with 9×18 cells.
        session, seconds = start(binary, home, b"\x1b[6;18;9t" + ATTRIBUTES_SIXEL)
        settle(session)
        first = bytes(session.output)
        if KITTY_QUERY in first:
            problems.append("sixel: the kitty query went to a terminal that announces only xterm")
        images = check_images("sixel", first, (9, 18), 24, problems)
        if len(images) != 1:
            problems.append(f"sixel: first page: {len(images)} images (want 1)")
        if "▀".encode() in first:
            problems.append("sixel: half-blocks drawn under a picture shown as pixels")
        figures.append(f"first frame {seconds * 1000:.0f} ms, image {len(images[0].group(3)) if images else 0} B")
        seen = len(session.output)
        session.send(b"l")
        settle(session)
        flip = bytes(session.output[seen:])
        placed = check_images("sixel flip", flip, (9, 18), 24, problems)
        if len(placed) != 1 or (images and placed[0].group(3) == images[0].group(3)):
            problems.append(f"sixel: a flip should draw the next page's picture: {len(placed)} images")
        seen = len(session.output)
        session.send(b"h")
        settle(session)
        back = check_images("sixel back", bytes(session.output[seen:]), (9, 18), 24, problems)
        if len(back) != 1 or (images and back[0].group(3) != images[0].group(3)):
            problems.append("sixel: flipping back should draw the first picture's same image again")
        session.send(b"q")
        if session.finish() != 0:
            problems.append("sixel: exit status not 0")
        session.close()

        # No cell size told and none in the window's size: the VT340's 10×20; a typed key counts.
        session, _ = start(binary, home, ATTRIBUTES_SIXEL, typed=b"l")
        settle(session)
        images = check_images("fallback cell", bytes(session.output), (10, 20), 24, problems)
        if not images or int(images[-1].group(4)) % 10:
            problems.append("fallback cell: no image 10 pixels per cell wide")
        session.send(b"q")
        session.finish()
        session.close()

        # No cell size told, but the window's size in pixels: 6×13 cells; a resize that brings
        # another font (10×20) draws the picture over the same cells at the new cell size.
        kept = resized_image(binary, home, (6, 13), problems)
        zoomed = resized_image(binary, home, (10, 20), problems)
        if not kept or not zoomed or int(kept.group(4)) // 6 != int(zoomed.group(4)) // 10:
            problems.append("window cell: the picture was not drawn at the new cell size after a resize")

        # A small window: the image still ends above the last row.
        session, _ = start(binary, home, b"\x1b[6;20;10t" + ATTRIBUTES_SIXEL, size=(40, 12))
        settle(session)
        if not check_images("40x12", bytes(session.output), (10, 20), 12, problems):
            problems.append("40x12: no image")
        session.send(b"q")
        session.finish()
        session.close()

        # Terminals that say no, or nothing at all.
        check_fallbacks(lambda answer: start(binary, home, answer), ATTRIBUTES_PLAIN, b"\x1bP", "sixel",
                        problems, figures)

        # Kitty is preferred where both are offered.
        env = base_environment(home, XTERM_VERSION="XTerm(379)", KITTY_WINDOW_ID="1", ONBOARD_ANIMATIONS="none")
        session = PtySession([binary, "--force-onboarding"], env)
        session.wait_for(KITTY_QUERY + QUERY, timeout=5)
        session.send(b"\x1b_Gi=31;OK\x1b\\" + ATTRIBUTES_SIXEL)
        session.wait_for("Welcome", timeout=5)
        settle(session)
        if b"\x1b_Ga=t" not in session.output or b"\x1bP0;1q" in session.output:
            problems.append("kitty and sixel: kitty graphics should be chosen")
        session.send(b"q")
        session.finish()
        session.close()

        # Pixels turned off: nothing is asked.
        env = base_environment(home, XTERM_VERSION="XTerm(379)", ONBOARD_PICTURES="cells", ONBOARD_ANIMATIONS="none")
        check_not_asked(binary, env, QUERY, "ONBOARD_PICTURES=cells: the terminal was asked", problems)
    return summary("sixel on a pty: images in whole cells above the last row, redrawn on flips; half-blocks where "
                   f"sixel is not listed or nothing answers; kitty preferred ({'; '.join(figures)})", problems)


if __name__ == "__main__":
    sys.exit(main())
