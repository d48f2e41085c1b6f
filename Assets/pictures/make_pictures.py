#!/usr/bin/env python3
"""Draws the demo pages' pictures as PNG files, with nothing but the standard library.

Each picture is a few flat shapes in the seed's colours (orange 253,98,42, grey 189,189,189,
the page's 246,246,246) plus the page's dark text grey, on a transparent background so the
page colour shows through. Shapes are sampled 4×4 times per pixel, so their edges are smooth.
Run from the repository: python3 Assets/pictures/make_pictures.py (rewrites the four PNGs).
"""

import os
import struct
import zlib

WIDTH, HEIGHT, SAMPLES = 96, 48, 4
ORANGE = (253, 98, 42)
GREY = (189, 189, 189)
LIGHT = (246, 246, 246)
DARK = (40, 40, 40)
MID = (120, 120, 120)


def rect(x0, y0, x1, y1, radius=0.0):
    def inside(x, y):
        if not (x0 <= x <= x1 and y0 <= y <= y1):
            return False
        cx = min(max(x, x0 + radius), x1 - radius)
        cy = min(max(y, y0 + radius), y1 - radius)
        return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2
    return inside


def circle(cx, cy, r):
    return lambda x, y: (x - cx) ** 2 + (y - cy) ** 2 <= r * r


def polygon(*points):
    def inside(x, y):
        result = False
        for (ax, ay), (bx, by) in zip(points, points[1:] + points[:1]):
            if (ay > y) != (by > y) and x < (bx - ax) * (y - ay) / (by - ay) + ax:
                result = not result
        return result
    return inside


def render(shapes):
    """shapes: (test, colour) painted in order; returns RGBA rows."""
    rows = []
    for py in range(HEIGHT):
        row = bytearray()
        for px in range(WIDTH):
            r = g = b = a = 0
            for sy in range(SAMPLES):
                for sx in range(SAMPLES):
                    x = px + (sx + 0.5) / SAMPLES
                    y = py + (sy + 0.5) / SAMPLES
                    colour = None
                    for test, fill in shapes:
                        if test(x, y):
                            colour = fill
                    if colour is not None:
                        r, g, b, a = r + colour[0], g + colour[1], b + colour[2], a + 1
            n = SAMPLES * SAMPLES
            if a:
                row += bytes((round(r / a), round(g / a), round(b / a), round(255 * a / n)))
            else:
                row += bytes(4)
        rows.append(bytes(row))
    return rows


def png(rows):
    raw = b"".join(b"\x00" + row for row in rows)

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    header = struct.pack(">IIBBBBB", WIDTH, HEIGHT, 8, 6, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")


def ship():
    shapes = [(rect(0, 38, 96, 48), GREY)]
    for x in range(0, 96, 12):
        shapes.append((circle(x + 6, 39, 6), LIGHT))
    shapes += [
        (polygon((14, 30), (82, 30), (74, 40), (22, 40)), ORANGE),
        (rect(30, 6, 31.5, 30), DARK), (rect(47, 2, 48.5, 30), DARK), (rect(64, 6, 65.5, 30), DARK),
        (polygon((32, 8), (32, 27), (44, 27)), GREY), (polygon((49, 4), (49, 27), (62, 27)), GREY),
        (polygon((66, 8), (66, 27), (77, 27)), GREY),
        (polygon((48.5, 2), (56, 4), (48.5, 6)), ORANGE),
    ]
    return shapes


def arrows():
    shapes = []
    for index, x in enumerate((6, 38, 70)):
        current = index == 1
        shapes.append((rect(x, 8, x + 20, 36, 3), ORANGE if current else GREY))
        shapes.append((rect(x + 2, 10, x + 18, 34, 2), ORANGE if current else LIGHT))
        shapes.append((rect(x + 5, 14, x + 15, 16), LIGHT if current else MID))
        shapes.append((rect(x + 5, 19, x + 13, 21), LIGHT if current else MID))
    shapes += [
        (polygon((28, 22), (33, 17), (33, 27)), DARK), (rect(33, 21, 37, 23), DARK),
        (polygon((68, 22), (63, 17), (63, 27)), DARK), (rect(59, 21, 63, 23), DARK),
    ]
    for index, x in enumerate((40, 48, 56)):
        shapes.append((circle(x, 43, 2.2), ORANGE if index == 1 else GREY))
    return shapes


def tabs():
    shapes = [(rect(26, 1, 70, 47, 5), DARK), (rect(28, 4, 68, 44, 2), LIGHT)]
    for row, y in enumerate((7, 15, 23)):
        shapes += [
            (circle(33, y + 3, 2.6), ORANGE if row == 0 else GREY),
            (rect(38, y + 1, 64 - 6 * row, y + 2.6), MID),
            (rect(38, y + 4, 58, y + 5.2), GREY),
        ]
    shapes.append((rect(28, 34, 68, 35), GREY))
    for index, x in enumerate((33, 43, 53, 63)):
        shapes.append((rect(x - 3, 37, x + 3, 42, 1.5), ORANGE if index == 0 else GREY))
    return shapes


def door():
    shapes = [
        (rect(12, 4, 84, 44, 4), DARK),
        (rect(15, 11, 81, 41, 1), (60, 60, 60)),
        (circle(19, 7.5, 1.6), ORANGE), (circle(24, 7.5, 1.6), GREY), (circle(29, 7.5, 1.6), GREY),
        (polygon((22, 17), (30, 22), (22, 27), (22, 24.5), (26, 22), (22, 19.5)), ORANGE),
        (rect(33, 25, 43, 27), ORANGE),
        (rect(22, 32, 60, 33.5), GREY), (rect(22, 36, 48, 37.5), GREY),
    ]
    return shapes


def main():
    folder = os.path.dirname(os.path.abspath(__file__))
    for name, shapes in (("welcome", ship()), ("arrows", arrows()), ("tabs", tabs()), ("door", door())):
        with open(os.path.join(folder, name + ".png"), "wb") as file:
            file.write(png(render(shapes)))


if __name__ == "__main__":
    main()
