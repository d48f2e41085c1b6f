"""Real pixels (kitty graphics) on a raw pty that plays the terminal's part.

Three terminals, all announcing kitty (KITTY_WINDOW_ID): one that answers the graphics query
with OK, one that answers only the device attributes (as most terminals do), and one that never
answers anything. The first gets each page's PNG once (a=t, f=100), placed over the picture's
cells (a=p) between save and restore cursor, inside the frame's synchronized-update markers;
a page flip removes the old placement (a=d,d=i) and places the next; a resize removes, sends
the file again (ncurses clears the screen, and kitty frees the data of pictures it clears) and
re-places; every image id is below 2**31 (Konsole ignores larger ones); quitting removes every
picture (d=A). A key typed with the answer still counts. The
other two draw half-blocks and no graphics command, and the silent one still shows its first
frame within the query's bound (0.2 s) plus start-up. Inside tmux the query is never sent.

Usage: python3 kitty_graphics_test.py PATH/TO/onboard
"""
import fcntl
import os
import re
import struct
import sys
import tempfile
import termios
import time

from pixel_terminal import check_fallbacks, check_not_asked, framed, settle, summary
from terminal import PtySession, base_environment

QUERY = b"\x1b_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\x1b\\\x1b[16t\x1b[c"
YES = b"\x1b_Gi=31;OK\x1b\\"
ATTRIBUTES = b"\x1b[?62;22c"
TRANSMIT = re.compile(rb"\x1b_Ga=t,f=100,t=d,i=(\d+),q=2,m=[01];")
PLACE = re.compile(rb"\x1b7\x1b\[(\d+);(\d+)H\x1b_Ga=p,i=(\d+),p=\d+,c=(\d+),r=(\d+),C=1,q=2\x1b\\\x1b8")
REMOVE = re.compile(rb"\x1b_Ga=d,d=i,i=(\d+),p=\d+,q=2\x1b\\")


def start(binary, home, answer, extra_keys=b"", **env_extra):
    env = base_environment(home, KITTY_WINDOW_ID="1", ONBOARD_ANIMATIONS="none", **env_extra)
    session = PtySession([binary, "--force-onboarding"], env)
    started = time.monotonic()
    if answer is not None:
        session.wait_for(QUERY, timeout=5)
        session.send(answer + extra_keys)
    session.wait_for("Welcome aboard" if not extra_keys else "Flip with", timeout=5)
    return session, time.monotonic() - started


def main():
    binary = os.path.abspath(sys.argv[1])
    problems = []
    with tempfile.TemporaryDirectory(prefix="onboard-kitty-") as home:
        # A terminal that speaks kitty graphics.
        session, _ = start(binary, home, YES + ATTRIBUTES)
        settle(session)
        first = bytes(session.output)
        places = list(PLACE.finditer(first))
        sent = TRANSMIT.findall(first)
        if len(places) != 1 or len(sent) != 1:
            problems.append(f"kitty: first page: {len(sent)} pictures sent, {len(places)} placed (want 1 and 1)")
        elif not framed(first, places[0]):
            problems.append("kitty: the placement is outside the frame's synchronized-update markers")
        if "▀".encode() in first:
            problems.append("kitty: half-blocks drawn under a picture shown as pixels")
        seen = len(session.output)
        session.send(b"l")
        settle(session)
        flip = bytes(session.output[seen:])
        removed, placed = REMOVE.findall(flip), PLACE.findall(flip)
        if not places or removed != [places[0].group(3)] or len(placed) != 1 or placed[0][2] == places[0].group(3):
            problems.append(f"kitty: a flip should remove picture {places[0].group(3) if places else '?'} and place "
                            f"the next: removed {removed}, placed {[p[2] for p in placed]}")
        seen = len(session.output)
        session.send(b"h")  # back: the first picture was sent already, so it is only placed
        settle(session)
        back = bytes(session.output[seen:])
        if TRANSMIT.findall(back) or len(PLACE.findall(back)) != 1:
            problems.append("kitty: a picture shown before should be placed again, not sent again")
        seen = len(session.output)
        fcntl.ioctl(session.fd, termios.TIOCSWINSZ, struct.pack("HHHH", 30, 100, 0, 0))  # SIGWINCH
        settle(session)
        resized = bytes(session.output[seen:])
        if len(TRANSMIT.findall(resized)) != 1 or len(PLACE.findall(resized)) != 1:
            problems.append(f"kitty: after a resize the picture should be sent again and placed: "
                            f"{len(TRANSMIT.findall(resized))} sent, {len(PLACE.findall(resized))} placed")
        ids = {int(number) for pattern in (TRANSMIT, REMOVE) for number in pattern.findall(bytes(session.output))}
        ids |= {int(match[2]) for match in PLACE.findall(bytes(session.output))}
        if not ids or max(ids) >= 2 ** 31 or min(ids) < 1:
            problems.append(f"kitty: image ids {sorted(ids)} are not all in 1...2**31-1")
        session.send(b"q")
        status = session.finish()
        if b"\x1b_Ga=d,d=A,q=2\x1b\\" not in session.output:
            problems.append("kitty: quitting did not remove every picture")
        if status != 0:
            problems.append(f"kitty: exit status {status}")
        session.close()

        # A key typed right behind the answer is not lost.
        session, _ = start(binary, home, YES + ATTRIBUTES, extra_keys=b"l")
        session.send(b"q")
        session.finish()
        session.close()

        # Terminals that say no, or nothing at all.
        figures = []
        check_fallbacks(lambda answer: start(binary, home, answer), ATTRIBUTES, b"\x1b_Ga=", "kitty graphics",
                        problems, figures)
        for figure in figures:
            print("    " + figure)

        # Inside tmux the query is never sent.
        env = base_environment(home, KITTY_WINDOW_ID="1", TMUX="/tmp/x,1,0", ONBOARD_ANIMATIONS="none")
        check_not_asked(binary, env, QUERY, "tmux: the graphics query was sent", problems)
    return summary("kitty graphics: sent once and again after a resize, placed, removed on flip and quit, ids "
                   "below 2**31; no query in tmux; none to terminals that say no or nothing", problems)


if __name__ == "__main__":
    sys.exit(main())
