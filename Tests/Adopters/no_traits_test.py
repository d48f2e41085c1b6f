"""A tool built the adopter's way with every trait off (Tests/Adopters/no-traits): what it links
and what it shows.

- ldd: ncurses and nothing of libcmark, libpng16, libsixel or libz.
- Headless, on the demo's assets: the first page shows its text art where its picture would be
  (no half-block cell of a picture), and Markdown as the text it was written as (`**...**`).
- Its own main screen (CounterScreen.swift, written with `import OnboardKit` alone) after
  End and Enter, counting the keys it is given.
- On a pty: the pages come up on the alternate screen, q quits them, the terminal is given back,
  and the tool prints its outcome.
Usage: python3 Tests/Adopters/no_traits_test.py BINARY ASSETS
"""
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Reliability"))
from terminal import PtySession, base_environment, report  # noqa: E402

OPTIONAL = ["libcmark", "libpng", "libsixel", "libz."]


def linked(binary):
    """The shared libraries the binary loads, by file name."""
    lines = subprocess.run(["ldd", binary], capture_output=True, text=True, check=True).stdout.splitlines()
    return [line.split()[0] for line in lines if line.strip()]


def headless(binary, assets, keys=None):
    command = [binary, assets, "--headless"] + ([keys] if keys else [])
    env = base_environment(tempfile.gettempdir())
    return subprocess.run(command, capture_output=True, text=True, env=env, timeout=60).stdout


def main(binary, assets):
    results = []
    libraries = linked(binary)
    optional = [name for name in libraries if any(name.startswith(prefix) for prefix in OPTIONAL)]
    results.append(("ldd: none of libcmark, libpng16, libsixel, libz", " ".join(optional) or "none", not optional))
    ncurses = [name for name in libraries if name.startswith("libncursesw")]
    results.append(("ldd: ncurses", " ".join(ncurses) or "missing", bool(ncurses)))
    results.append(("size", f"{os.path.getsize(binary) / 1e6:.1f} MB", True))

    first = headless(binary, assets)
    with open(os.path.join(assets, "art", "welcome.txt"), encoding="utf-8") as art:
        art_line = next(line.strip() for line in art if line.strip())
    results.append(("first page: its text art where the picture would be", art_line, art_line in first))
    results.append(("first page: no picture cells", "▀" in first and "half blocks" or "none", "▀" not in first))
    markdown = "**one page at a time**"
    results.append(("first page: Markdown as written", markdown, markdown in first and "Welcome aboard" in first))
    second = headless(binary, assets, "right")
    item = "- `up` and `down` scroll a long page"
    results.append(("second page: a list item on its own line, as written", item, item in second))
    app = headless(binary, assets, "end enter c c")
    counted = "no-traits-tool: main screen, 2 presses"
    results.append(("its own main screen after Enter app, keys reaching it", counted, counted in app))

    with tempfile.TemporaryDirectory(prefix="onboard-no-traits-") as home:
        session = PtySession([binary, assets], base_environment(home))
        try:
            session.wait_for("Welcome aboard")
            on_alternate = b"\x1b[?1049h" in session.output
            session.send("q")
            status = session.finish()
        finally:
            session.close()
        tail = session.output.decode("utf-8", "replace")
        restored = tail.rfind("\x1b[?1049l") > tail.rfind("\x1b[?1049h")
        results.append(("pty: pages on the alternate screen", "", on_alternate))
        results.append(("pty: q gives the terminal back", f"exit {status}", status == 0 and restored))
        results.append(("pty: the tool prints its outcome", "outcome: quit", "outcome: quit" in tail))
    return report("no-traits adopter", results)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
