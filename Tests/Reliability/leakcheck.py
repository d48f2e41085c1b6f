"""Scripted sessions under valgrind: 0 bytes definitely (or indirectly) lost, no invalid access.

Two runs of the debug binary (a copy without DWARF debug info, which valgrind 3.19 cannot
read; not the release binary, which is static, so valgrind could not replace its malloc and
would see no heap at all): a headless session that pages, toggles, moves focus, enters the app and switches tabs
hundreds of times; and an interactive session on a pty through the ncurses backend, with
keys, a resize and q.

It fails on any byte definitely or indirectly lost and on any invalid read, write or free.
Reports of conditional jumps on uninitialised bytes are counted and named but do not fail:
Swift copies enums with uninitialised padding and spare bits, which memcheck cannot tell from
a real bug, so each one printed here is a place to look at, not a verdict.
Usage: python3 leakcheck.py PATH/TO/onboard
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile

from terminal import PtySession, base_environment

VALGRIND = ["valgrind", "--leak-check=full", "--errors-for-leak-kinds=definite,indirect"]
ROUND = "right right right tab space shift+tab space left left left end home "


def summary(log):
    figures = {}
    for name in ("definitely lost", "indirectly lost", "possibly lost", "still reachable"):
        match = re.search(name + r": ([\d,]+) bytes in ([\d,]+) blocks", log)
        figures[name] = int(match.group(1).replace(",", "")) if match else 0
    heap = re.search(r"total heap usage: ([\d,]+) allocs, ([\d,]+) frees, ([\d,]+) bytes allocated", log)
    figures["allocations"] = heap.group(1) if heap else "?"
    errors = re.search(r"ERROR SUMMARY: (\d+) errors", log)
    figures["errors"] = int(errors.group(1)) if errors else -1
    figures["invalid"] = len(re.findall(r"== (Invalid (read|write|free)|Mismatched free|Source and destination overlap)",
                                        log))
    uninitialised = re.findall(r"== (?:Conditional jump or move|Use of uninitialised value).*\n==\d+==    at [^:]*: (\S+)",
                               log)
    figures["uninitialised"] = len(uninitialised)
    figures["uninitialised at"] = sorted(set(uninitialised))
    return figures


def demangled(symbol):
    if shutil.which("swift") is None:
        return symbol
    result = subprocess.run(["swift", "demangle", "--compact", "--simplified", symbol], capture_output=True, text=True)
    return result.stdout.strip() or symbol


def headless(binary, home):
    keys = ROUND * 40 + "end enter " + "2 3 4 1 tab shift+tab " * 40 + "q"
    log = f"{home}/headless.log"
    result = subprocess.run([*VALGRIND, f"--log-file={log}", binary, "--headless", "--keys", keys],
                            env=base_environment(home, SWIFT_BACKTRACE="enable=no"), capture_output=True,
                            timeout=300)
    return result.returncode, summary(open(log).read()), f"headless, {len(keys.split())} keys"


def interactive(binary, home):
    import fcntl
    import struct
    import termios
    log = f"{home}/interactive.log"
    env = base_environment(home, SWIFT_BACKTRACE="enable=no")
    session = PtySession([shutil.which("valgrind"), *VALGRIND[1:], f"--log-file={log}", binary,
                          "--force-onboarding", "--reduced-motion"], env)
    session.wait_for(b"Welcome aboard", timeout=60)
    # last page (focus on the button), to the checkbox, share off, back to the button, away and
    # back, Enter; a resize; a tab
    for key in [b"\x1bOC", b"\x1bOC", b"\x1bOC", b"\t", b" ", b"\t", b"\x1bOD", b"\x1bOC"]:
        drawn = len(session.output)
        session.send(key)
        session.wait_for_more(drawn, timeout=60)  # each of these keys changes the screen
    fcntl.ioctl(session.terminal, termios.TIOCSWINSZ, struct.pack("HHHH", 30, 100, 0, 0))
    drawn = len(session.output)
    session.send(b"\r")
    session.wait_for_more(drawn, timeout=60)
    session.wait_for(b"Messages", timeout=60)
    session.send(b"2")
    session.send(b"q")
    status = session.finish(timeout=120)
    session.close()
    return status, summary(open(log).read()), "interactive on a pty (ncurses), 11 keys and a resize"


def main():
    binary = os.path.abspath(sys.argv[1])
    failed = 0
    with tempfile.TemporaryDirectory(prefix="onboard-leaks-") as home:
        stripped = f"{home}/onboard"
        subprocess.run(["objcopy", "--strip-debug", binary, stripped], check=True)
        os.environ["ONBOARD_ASSETS"] = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(
            os.path.abspath(__file__)))), "Assets")
        for run in (headless, interactive):
            status, figures, what = run(stripped, home)
            ok = status == 0 and figures["definitely lost"] == figures["indirectly lost"] == figures["invalid"] == 0
            if figures["allocations"] in ("0", "?"):  # a static binary: valgrind saw no heap, so proved nothing
                ok = False
                print(f"leakcheck {what}: valgrind saw no allocations; is {binary} statically linked?")
            print(f"leakcheck {what}: exit {status}, definitely lost {figures['definitely lost']} bytes, "
                  f"indirectly {figures['indirectly lost']}, possibly {figures['possibly lost']}, "
                  f"still reachable {figures['still reachable']}, {figures['allocations']} allocations, "
                  f"{figures['invalid']} invalid accesses, {figures['uninitialised']} uninitialised-value reports: "
                  f"{'ok' if ok else 'FAIL'}")
            for place in figures["uninitialised at"]:
                print(f"    uninitialised value used in {demangled(place)}")
            failed += not ok
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
