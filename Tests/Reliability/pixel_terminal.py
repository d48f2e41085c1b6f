"""Shared by the real-pixel tests (kitty graphics, sixel) on a raw pty that plays the terminal.

`settle` reads until the app has been quiet for a moment (bounded); `framed` tells whether a
command sits inside a frame's synchronized-update markers; `check_fallbacks` runs a terminal that
answers without the protocol and one that never answers, and checks both draw half-blocks, no
command of the protocol, and a first frame within the query's bound; `check_not_asked` runs
one where the query must never be sent; `summary` prints the script's one line and its problems.
"""
import time

from terminal import PtySession

SYNC_BEGIN, SYNC_END = b"\x1b[?2026h", b"\x1b[?2026l"


def settle(session, quiet=0.3):
    end = time.monotonic() + 5
    while time.monotonic() < end and session.pump(quiet):
        pass


def framed(data, match):
    """Whether a command sits inside a frame's synchronized-update markers."""
    begin = data.rfind(SYNC_BEGIN, 0, match.start())
    end = data.rfind(SYNC_END, 0, match.start())
    return begin > end


def check_fallbacks(start, refusal, protocol_bytes, what, problems, figures):
    """`start(answer)` returns (session, seconds to the first frame); `refusal` is the answer of
    a terminal without the protocol, and `protocol_bytes` what may never reach it."""
    for name, answer in [(f"no {what}", refusal), ("silent", None)]:
        session, seconds = start(answer)
        settle(session)
        output = bytes(session.output)
        if protocol_bytes in output:
            problems.append(f"{name}: {what} sent to a terminal that did not offer it")
        if "▀".encode() not in output:
            problems.append(f"{name}: no half-block picture")
        if seconds > 2:
            problems.append(f"{name}: first frame after {seconds:.2f} s")
        figures.append(f"{name}: first frame {seconds * 1000:.0f} ms")
        session.send(b"q")
        session.finish()
        session.close()


def check_not_asked(binary, env, query, problem, problems):
    """Starts the pages under `env` and records `problem` when `query` reached the terminal."""
    session = PtySession([binary, "--force-onboarding"], env)
    session.wait_for("Welcome", timeout=5)
    if query in session.output:
        problems.append(problem)
    session.send(b"q")
    session.finish()
    session.close()


def summary(line, problems):
    """Prints the test's line with ok or FAIL, then each problem; returns the exit status."""
    print(f"{line}: {'ok' if not problems else 'FAIL'}")
    for problem in problems:
        print("    " + problem)
    return 1 if problems else 0
