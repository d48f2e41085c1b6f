#!/usr/bin/env python3
"""Writes the assets `make bench` runs Onboard with, the same flow as the C floor program.

The C floor (`../shared/bench/c_ncurses/onboard.c`) shows four pages of ten-line ASCII art and
a title, then four tabs of 1 000 one-line rows. This writes the same pages as an Onboard assets
folder (the art is read out of the C source, so the two cannot drift apart; an empty body; the
terminal's own colours, as the C program draws them), and
`menu/*.json` with ROWS records in each list (HOME_ROWS in Home's, posts of about ROW_BYTES bytes
of JSON each). `--json-mb N` also writes `records.json`, an array
of post records of about N MB, for the decoding figure.

Usage: bench_assets.py C_SOURCE OUT_DIR [--rows 1000] [--home-rows N] [--row-bytes 80] [--json-mb 10]
"""

import argparse
import json
import os
import re

TITLES = ["Welcome aboard", "Stay in touch", "Discover more", "Make it yours"]
TABS = ["Home", "Messages", "Discover", "Me"]
TERMINAL_COLOURS = {"background": "terminal", "art": "terminal", "title": "terminal"}


def art_from_c(source):
    """The ART table of the C program: four blocks of ten string literals."""
    with open(source, encoding="utf-8") as f:
        text = f.read()
    table = text[text.index("*ART[NPAGES][ART_H]"):text.index("};", text.index("*ART[NPAGES][ART_H]"))]
    blocks = re.findall(r"\{([^{}]*)\}", table)
    pages = [[bytes(s, "utf-8").decode("unicode_escape") for s in re.findall(r'"((?:[^"\\]|\\.)*)"', b)]
             for b in blocks]
    if len(pages) != 4 or any(len(p) != 10 for p in pages):
        raise SystemExit(f"bench_assets: could not read four ten-line pages of art from {source}")
    return pages


def write_json(path, value):
    with open(path, "w", encoding="utf-8") as f:
        json.dump(value, f, ensure_ascii=False, separators=(", ", ": "))


def posts(rows, width, row_bytes):
    """Posts of about `row_bytes` bytes of JSON each; the text starts with the C program's row."""
    items = []
    for i in range(rows):
        item = {"author": f"user{i % 100:03d}", "time": f"{i % 60}m", "text": f"Home item {i + 1:0{width}d}"}
        filler = row_bytes - len(json.dumps(item)) - 2
        if filler > 1:
            item["text"] += " " + ("lorem ipsum dolor sit amet " * (filler // 27 + 1))[:filler - 1].rstrip()
        items.append(item)
    return items


def menu(folder, rows, home_rows, row_bytes):
    width = max(4, len(str(rows)))
    os.makedirs(folder, exist_ok=True)
    write_json(os.path.join(folder, "posts.json"), posts(home_rows, max(4, len(str(home_rows))), row_bytes))
    write_json(os.path.join(folder, "people.json"),
               {f"user{i:03d}": {"name": f"Person {i:03d}"} for i in range(100)})
    write_json(os.path.join(folder, "conversations.json"), [
        {"with": f"Messages item {i + 1:0{width}d}", "time": "09:41",
         "messages": [{"from": "me", "text": f"Hello {i + 1}"}]} for i in range(rows)])
    write_json(os.path.join(folder, "trending.json"), [
        {"title": {"en": f"Discover item {i + 1:0{width}d}"}, "summary": {"en": "A topic"}, "posts": i}
        for i in range(rows)])
    write_json(os.path.join(folder, "profile.json"), {"name": "Me item 0001", "handle": "me", "bio": "Bench"})


def pages(folder, art):
    os.makedirs(os.path.join(folder, "art"), exist_ok=True)
    manifest = {"appId": "onboard-bench", "version": "1.0.0", "pages": [],
                "labels": {"share": {"en": "Share with everyone"}, "enter": {"en": "Enter app"}}}
    for index, (lines, title) in enumerate(zip(art, TITLES)):
        name = f"art/page{index + 1}.txt"
        with open(os.path.join(folder, name), "w", encoding="utf-8") as f:
            f.write("\n".join(lines) + "\n")
        # The C floor draws its pages in the terminal's own colours (no page background, art and
        # title in the default foreground), so the same pages here ask for exactly that.
        manifest["pages"].append({"art": name, "title": {"en": title}, "body": {"en": ""},
                                  "colors": dict(TERMINAL_COLOURS)})
    write_json(os.path.join(folder, "manifest.json"), manifest)


def records(path, megabytes):
    """An array of post records of about `megabytes` MB (10⁶ bytes)."""
    target, items, size = megabytes * 1_000_000, [], 2
    i = 0
    while size < target:
        item = json.dumps({"author": f"user{i % 100:03d}", "time": f"{i % 60}m",
                           "text": f"Record {i + 1}: a short post of ordinary length, as people write them."},
                          ensure_ascii=False)
        items.append(item)
        size += len(item.encode()) + 2
        i += 1
    with open(path, "w", encoding="utf-8") as f:
        f.write("[" + ",\n".join(items) + "]")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("c_source")
    parser.add_argument("out")
    parser.add_argument("--rows", type=int, default=1000)
    parser.add_argument("--home-rows", type=int, help="rows in Home's list (default: --rows)")
    parser.add_argument("--row-bytes", type=int, default=80, help="JSON bytes per post")
    parser.add_argument("--json-mb", type=float, default=0)
    args = parser.parse_args()
    pages(args.out, art_from_c(args.c_source))
    menu(os.path.join(args.out, "menu"), args.rows, args.home_rows or args.rows, args.row_bytes)
    if args.json_mb:
        records(os.path.join(args.out, "records.json"), args.json_mb)


if __name__ == "__main__":
    main()
