"""Input fuzz: at least a million hostile bytes typed at the real binary on a pty.

Random bytes mixed with truncated escape sequences, invalid UTF-8, bracketed pastes, X10 and
SGR mouse reports (coordinates far off screen too) and real keys. The app must never die or
stop reading; at the end `q` must quit it with status 0 and the terminal must be restored:
every mode it turned on (alternate screen, mouse, keypad) off again, the cursor visible, and
the line discipline back to echo and canonical mode.
The bytes that would end the run on purpose are replaced: `q`, and the ones the terminal
itself turns into signals or flow control (^C ^\\ ^Z ^S).
Usage: python3 input_fuzz.py PATH/TO/onboard [BYTES] [SEED]
"""
import os
import random
import select
import sys
import tempfile
import termios
import time

from terminal import ModeTracker, PtySession, base_environment

QUIT_BYTES = {ord("q"), 0x03, 0x1C, 0x1A, 0x13}
KEYS = [b"\x1bOC", b"\x1bOD", b"\x1bOA", b"\x1bOB", b"\t", b"\x1b[Z", b"\r", b" ", b"\x1b", b"\x1b[5~",
        b"\x1b[6~", b"\x1bOH", b"\x1bOF", b"1", b"2", b"3", b"4", "分享".encode()]
TRUNCATED = [b"\x1b[", b"\x1bO", b"\x1b[1;", b"\x1b[<0;12", b"\x1b[M", b"\x1b]0;title", b"\x1bP1$q", b"\x1b[20",
             b"\x1b[200", b"\x1b[?1049", b"\x1b[<64;", b"\x1b_", b"\x1b["]
INVALID_UTF8 = [b"\xc3", b"\xe4\xb8", b"\xf0\x9f\x98", b"\xff", b"\xfe", b"\xc0\x80", b"\xed\xa0\x80",
                b"\xf4\x90\x80\x80", b"\x80", b"\xbf\xbf", b"\xf8\x88\x80\x80\x80"]


def random_bytes(generator, count):
    return bytes(byte if byte not in QUIT_BYTES else 0x78 for byte in generator.randbytes(count))


def chunk(generator):
    """One piece of hostile input and its kind."""
    kind = generator.choices(["random", "key", "truncated", "utf8", "paste", "x10", "sgr"],
                             weights=[40, 15, 12, 10, 5, 9, 9])[0]
    if kind == "random":
        data = random_bytes(generator, generator.randint(1, 64))
    elif kind == "key":
        data = generator.choice(KEYS)
    elif kind == "truncated":
        data = generator.choice(TRUNCATED)
    elif kind == "utf8":
        data = generator.choice(INVALID_UTF8)
    elif kind == "paste":
        data = b"\x1b[200~" + random_bytes(generator, generator.randint(0, 200)) + b"\x1b[201~"[:generator.randint(0, 6)]
    elif kind == "x10":
        data = b"\x1b[M" + generator.randbytes(3)
    else:
        numbers = [generator.choice([0, 1, 2, 3, 32, 35, 64, 65, 66, 67, generator.randint(0, 2**31)]),
                   generator.randint(0, 500), generator.choice([generator.randint(0, 300), 99999999])]
        data = b"\x1b[<" + ";".join(map(str, numbers)).encode() + generator.choice([b"M", b"m", b""])
    return kind, bytes(byte if byte not in QUIT_BYTES else 0x78 for byte in data)


def main():
    binary = os.path.abspath(sys.argv[1])
    total = int(sys.argv[2]) if len(sys.argv) > 2 else 1_000_000
    seed = int(sys.argv[3]) if len(sys.argv) > 3 else 1
    generator = random.Random(seed)
    with tempfile.TemporaryDirectory(prefix="onboard-fuzz-") as home:
        return fuzz(binary, total, seed, generator, home)


def fuzz(binary, total, seed, generator, home):
    session = PtySession([binary, "--force-onboarding"], base_environment(home))
    session.wait_for(b"Welcome aboard")
    fed, kinds, started, stalled = 0, {}, time.monotonic(), 0.0
    pending = b""
    while fed < total:
        while len(pending) < 4096:
            kind, data = chunk(generator)
            kinds[kind] = kinds.get(kind, 0) + len(data)
            pending += data
        _, writable, _ = select.select([], [session.fd], [], 0.05)
        while session.pump(0):
            pass
        pid, status = os.waitpid(session.pid, os.WNOHANG)
        if pid:
            tail = bytes(session.output[-300:])
            print(f"input fuzz FAIL: the app exited (status {os.waitstatus_to_exitcode(status)}) after {fed} bytes "
                  f"(seed {seed}); last output {tail!r}")
            return 1
        if not writable:
            stalled += 0.05
            if stalled > 10:
                print(f"input fuzz FAIL: the app stopped reading after {fed} bytes (seed {seed})")
                return 1
            continue
        stalled = 0.0
        try:
            written = os.write(session.fd, pending)
        except BlockingIOError:
            continue
        fed += written
        pending = pending[written:]
    seconds = time.monotonic() - started
    # The last piece of garbage may be an unfinished escape sequence or mouse report that
    # swallows the next key, so q is repeated (a hung app would never leave).
    presses, status = 0, None
    deadline = time.monotonic() + 10
    while status is None and time.monotonic() < deadline:
        session.send(b"q")
        presses += 1
        end = time.monotonic() + 0.2
        while time.monotonic() < end and status is None:
            session.pump(0.02)
            pid, code = os.waitpid(session.pid, os.WNOHANG)
            if pid:
                status = os.waitstatus_to_exitcode(code)
    if status is None:
        os.kill(session.pid, 9)
        print(f"input fuzz FAIL: {presses} q did not quit the app after {fed} bytes (seed {seed})")
        return 1
    while session.pump(0.05):
        pass
    kinds["q to quit"] = presses
    return report(session, status, fed, kinds, seconds, seed)


def report(session, status, fed, kinds, seconds, seed):
    modes = ModeTracker()
    modes.feed(bytes(session.output))
    problems = modes.problems()
    local_modes = session.termios()[3]
    session.close()
    if not local_modes & termios.ECHO or not local_modes & termios.ICANON:
        problems.append("echo or canonical mode left off")
    if status != 0:
        problems.append(f"exit status {status}")
    mix = ", ".join(f"{kind} {count}" for kind, count in sorted(kinds.items()))
    print(f"input fuzz: {fed} bytes fed in {seconds:.1f}s ({mix}; seed {seed}), {len(session.output)} bytes drawn, "
          f"exit {status}, terminal {'restored' if not problems else 'NOT restored: ' + ', '.join(problems)}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
