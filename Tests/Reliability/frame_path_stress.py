"""The frame path under stress: no screen may ever show a piece of an escape sequence as text.

Fragments such as `8:2::221:221:221m` on screen mean bytes of a frame were lost in the middle of
a sequence. This drives the release binary through page flips (pictures and direct colour at
100x30) while the terminal is made hard to write to:
- the terminal's descriptor is non-blocking (as a tool sharing the terminal may leave it), and
  the reader stops reading for 4.5 s at a time, so the pty's buffer fills and stays full;
- SIGWINCH arrives in the middle of sends (the pty is resized while frames are read);
- two busy processes load both cores.
`--quick` (make test, which builds on the other core meanwhile): two rounds of each, one busy
process; make stress runs the whole.
Every byte the app wrote is read and parsed as a terminal would (ECMA-48: CSI, OSC, DCS, APC
and the rest), and the text outside sequences must hold no piece of one. The same then runs in
tmux with its server stopped for 4.5 s at a time, and each screen captured is checked.
Usage: python3 frame_path_stress.py PATH/TO/onboard ASSETS_DIR [--quick]
"""
import fcntl
import os
import re
import signal
import struct
import sys
import tempfile
import termios
import time

from terminal import PtySession, Tmux, base_environment, wait_until

# Parameters and a final byte, as text: the tail of a colour, a move or an erase.
FRAGMENT = re.compile(r"\d+(?:[;:]\d*){1,}[mHJKf]|[34]8[;:]2[;:]|\[\??\d+[;:]\d")


def text_outside_sequences(stream):
    """The text a terminal would print from `stream`: every escape sequence and control removed."""
    out = bytearray()
    i, n = 0, len(stream)
    while i < n:
        byte = stream[i]
        if byte == 0x1B and i + 1 < n:
            kind = stream[i + 1]
            if kind == ord("["):  # CSI: parameters and intermediates, then a final byte
                j = i + 2
                while j < n and not 0x40 <= stream[j] <= 0x7E:
                    j += 1
                i = j + 1
            elif kind in b"]P_^X":  # OSC, DCS, APC, PM, SOS: up to ST (or BEL for OSC)
                j = i + 2
                while j < n and stream[j] != 0x07 and not (stream[j] == 0x1B and j + 1 < n and stream[j + 1] == ord("\\")):
                    j += 1
                i = j + (1 if j < n and stream[j] == 0x07 else 2)
            elif kind in b"()*+#":  # designations and DEC line attributes: one more byte
                i += 3
            else:
                i += 2
        elif byte < 0x20 or byte == 0x7F:
            out.append(0x0A if byte == 0x0A else 0x20)
            i += 1
        else:
            out.append(byte)
            i += 1
    return out.decode("utf-8", "replace")


def busy_processes(count=2):
    pids = []
    for _ in range(count):
        pid = os.fork()
        if pid == 0:
            end = time.monotonic() + 60
            while time.monotonic() < end:
                pass
            os._exit(0)
        pids.append(pid)
    return pids


def stop_all(pids):
    for pid in pids:
        try:
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
        except OSError:
            pass


def pty_stress(binary, assets, home, rounds, busy):
    env = base_environment(home, COLORTERM="truecolor")
    session = PtySession([binary, "--assets", assets, "--state-dir", f"{home}/state", "--force-onboarding"],
                         env, width=100, height=30)
    load = busy_processes(busy)
    try:
        session.wait_for("\x1b[?2026l")
        flags = fcntl.fcntl(session.terminal, fcntl.F_GETFL)
        fcntl.fcntl(session.terminal, fcntl.F_SETFL, flags | os.O_NONBLOCK)  # shared with the app
        sizes = [(100, 30), (90, 28), (100, 30), (80, 24), (100, 30)]
        for round in range(rounds):
            for key in ("\x1b[C", "\x1b[C", "\x1b[D", "\x1b[C", "\x1b[D", "\x1b[D") * 3:
                os.write(session.fd, key.encode())
            # Stop reading while the app writes: the buffer fills, writes meet EAGAIN.
            pause_end = time.monotonic() + 4.5
            while time.monotonic() < pause_end:
                time.sleep(0.1)
            width, height = sizes[round % len(sizes)]
            fcntl.ioctl(session.fd, termios.TIOCSWINSZ, struct.pack("HHHH", height, width, 0, 0))
            for _ in range(20):  # read a little, resize again in the middle of a send
                session.pump(0.02)
            fcntl.ioctl(session.fd, termios.TIOCSWINSZ, struct.pack("HHHH", 30, 100, 0, 0))
            end = time.monotonic() + 3
            while time.monotonic() < end:
                session.pump(0.05)
        os.write(session.fd, b"q")
        status = session.finish(timeout=20)
    finally:
        stop_all(load)
        session.close()
    text = text_outside_sequences(bytes(session.output))
    fragments = sorted(set(FRAGMENT.findall(text)))
    problems = []
    if status != 0:
        problems.append(f"exit {status}")
    if fragments:
        problems.append(f"escape fragments shown as text: {fragments[:5]}")
    return problems, f"{len(session.output)} bytes read"


def tmux_stress(binary, assets, home, rounds, busy):
    env = base_environment(home, COLORTERM="truecolor")
    # The pane's terminal left non-blocking by a tool before this one (the description is shared).
    nonblocking = ("python3 -c 'import fcntl, os, sys; fcntl.fcntl(1, fcntl.F_SETFL, "
                   "fcntl.fcntl(1, fcntl.F_GETFL) | os.O_NONBLOCK); os.execv(sys.argv[1], sys.argv[1:])'")
    command = (f"{nonblocking} {binary} --assets {assets} --state-dir {home}/state --force-onboarding; "
               "echo status:$?; exec cat")
    problems, screens = [], 0
    load = busy_processes(busy)
    try:
        with Tmux(command, env, width=100, height=30) as tmux:
            tmux.wait_for_text("○ ○ ○")
            server = int(tmux.run("display", "-p", "#{pid}").strip())
            for round in range(rounds):
                tmux.send(*(("Right", "Right", "Left", "Right", "Left", "Left") * 10))
                os.kill(server, signal.SIGSTOP)  # a terminal that stops reading for a while
                time.sleep(4.5)
                os.kill(server, signal.SIGCONT)
                for resize in (False, True):  # the screen as the frames left it, then repainted
                    if resize:
                        tmux.resize(90 + 10 * (round % 2), 30)
                    end = time.monotonic() + 1.5
                    while time.monotonic() < end and not problems:
                        screen = tmux.screen()
                        screens += 1
                        found = FRAGMENT.findall(screen)
                        if found:
                            problems.append(f"screen {screens} shows {sorted(set(found))[:3]}")
                        time.sleep(0.05)
            tmux.send("q")
            wait_until(lambda: "status:" in tmux.screen(), "the app's exit")
    finally:
        stop_all(load)
    return problems, f"{screens} screens captured"


def main():
    binary, assets = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    quick = "--quick" in sys.argv[3:]
    failures = 0
    for name, case, rounds in (("pty", pty_stress, 4), ("tmux", tmux_stress, 3)):
        with tempfile.TemporaryDirectory(prefix="onboard-stress-") as home:
            problems, detail = case(binary, assets, home, 2 if quick else rounds, 1 if quick else 2)
        failures += bool(problems)
        print(f"frame path stress ({name}): {'FAIL: ' + '; '.join(problems) if problems else 'ok'} ({detail})")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
