"""OnboardKit as a guest in another tool's process, driven in tmux as a person would.

The host tool (Tests/Adopters/no-traits, built with plain `swift build` against this package by path)
presents the pages through the front door and then does its own work. After the pages:
- Ctrl-C ends it at once with exit 130 (no handler of ours is left to swallow it);
- a SIGINT handler it set before the pages still runs;
- presented twice, then resized, then Ctrl-C, it still ends at once (no handler of ours calls
  itself through a saved copy of itself);
- a Ctrl-C that ended the first presentation does not end the second at once;
- a fault during the second presentation restores the terminal and ends the host (no handler
  of ours hands the fault back to itself);
- every signal disposition, descriptor and terminal mode is as it found them ("left as found");
- a thread printing to stdout every 5 ms while the pages show never lands inside a frame (the
  pane's raw output, kept by `pipe-pane`, has no tick between the synchronized-update markers),
  and its lines still reach the terminal.
Usage: python3 host_tool_test.py PATH/TO/host-tool ASSETS_DIR
"""
import os
import re
import signal
import sys
import tempfile
import time

from terminal import Timeout, Tmux, base_environment, children, wait_until

BEGIN, END = b"\x1b[?2026h", b"\x1b[?2026l"
STATUS = re.compile(r"status:(\d+)")


def status(tmux):
    """The host's exit status once the shell has printed it, else None."""
    found = STATUS.search(tmux.screen())
    return int(found.group(1)) if found else None


def start(tmux, home, host, assets, *options):
    wait_until(lambda: tmux.screen().strip(), "the shell prompt")
    # The shell's own SIGINT is caught (a trap, which the host does not inherit as an ignore), so
    # it outlives the host and prints how the host ended.
    tmux.type(f"sh -c 'trap : INT; {host} {assets} {home}/state {' '.join(options)}; echo status:$?'")
    tmux.send("Enter")
    tmux.wait_for_text("Tidier than ever")


def finish_pages(tmux, then="host: working"):
    """Right to the last page, then Enter app; waits for `then`."""
    tmux.send("Right")
    tmux.wait_for_text("Twice as fast")
    tmux.send("Enter")
    if then:
        tmux.wait_for_text(then)


def interrupt_at_once(tmux, expected_line=None):
    """Ctrl-C once while the host works; its exit status within a second, else why not."""
    tmux.wait_for_text("host: working")
    tmux.send("C-c")
    try:
        wait_until(lambda: status(tmux) is not None, "the host's exit after one Ctrl-C", timeout=1.5)
    except Timeout:
        return "one Ctrl-C did not end the host (still working)"
    screen = tmux.screen()
    problems = []
    if status(tmux) != 130:
        problems.append(f"exit status {status(tmux)}, not 130")
    if expected_line and expected_line not in screen:
        problems.append(f"'{expected_line}' missing")
    return "; ".join(problems)


def left_as_found(tmux):
    screen = tmux.screen().replace("\n", "")  # long lines wrap
    if "host: left as found" in screen:
        return ""
    changed = re.search(r"host: changed: .*?(?=host: working|$)", screen)
    return changed.group(0) if changed else "the host's own check did not run"


def case_interrupt(host, assets, home):
    with Tmux("sh -i", base_environment(home)) as tmux:
        start(tmux, home, host, assets)
        finish_pages(tmux)
        return [p for p in (left_as_found(tmux), interrupt_at_once(tmux)) if p]


def case_handler(host, assets, home):
    with Tmux("sh -i", base_environment(home)) as tmux:
        start(tmux, home, host, assets, "--handler")
        finish_pages(tmux)
        return [p for p in (left_as_found(tmux), interrupt_at_once(tmux, "host: SIGINT handler ran")) if p]


def case_twice_resized(host, assets, home):
    # The host's own disposition for SIGSEGV is the default (no Swift backtracer, which would
    # take its time symbolicating): what it must get back.
    with Tmux("sh -i", base_environment(home, SWIFT_BACKTRACE="enable=no")) as tmux:
        start(tmux, home, host, assets, "--times", "2")
        finish_pages(tmux, then="Tidier than ever")  # the second presentation's first page
        finish_pages(tmux)
        tmux.resize(100, 30)
        tmux.resize(70, 20)
        time.sleep(0.3)  # a resize handler calling itself would have crashed the host by now
        problems = [p for p in (left_as_found(tmux),) if p]
        if status(tmux) is not None:
            return problems + ["the host died on a resize after two presentations"]
        return problems + [p for p in (interrupt_at_once(tmux),) if p]


def host_pid(tmux):
    """The host tool's process: the pane's shell, then `sh -c`, then the tool."""
    shell = int(tmux.flags()["pane_pid"])
    wrapper = wait_until(lambda: children(shell), "the wrapper shell")[0]
    return wait_until(lambda: children(wrapper), "the host tool")[0]


def case_interrupted_then_again(host, assets, home):
    """Ctrl-C ends the first presentation; the second must still show (no stale signal)."""
    with Tmux("sh -i", base_environment(home)) as tmux:
        start(tmux, home, host, assets, "--times", "2", "--seconds", "1")
        tmux.send("Right")
        tmux.wait_for_text("Twice as fast")
        tmux.send("C-c")  # on the second page: the next presentation opens on the first
        try:
            wait_until(lambda: "Tidier than ever" in tmux.screen(), "the second presentation", timeout=3)
        except Timeout:
            return ["the second presentation quit at once: " + tmux.screen().replace("\n", " ")[-80:].strip()]
        finish_pages(tmux, then="host: done")
        return [] if status(tmux) == 0 or wait_until(lambda: status(tmux) == 0, "exit 0") else ["exit not 0"]


def case_fault_in_second(host, assets, home):
    """A fault during the second presentation restores the terminal and ends the host at once."""
    # The host's own disposition for SIGSEGV is the default (no Swift backtracer, which would
    # take its time symbolicating): what it must get back.
    with Tmux("sh -i", base_environment(home, SWIFT_BACKTRACE="enable=no")) as tmux:
        start(tmux, home, host, assets, "--times", "2")
        finish_pages(tmux, then="Tidier than ever")
        os.kill(host_pid(tmux), signal.SIGSEGV)
        try:
            wait_until(lambda: status(tmux) is not None, "the host's end after SIGSEGV", timeout=3)
        except Timeout:
            return ["the host did not end after a fault in its second presentation"]
        problems = []
        if status(tmux) != 128 + signal.SIGSEGV:
            problems.append(f"exit status {status(tmux)}, not {128 + signal.SIGSEGV}")
        if tmux.flags()["alternate_on"] != "0":
            problems.append("the terminal was left on the alternate screen")
        return problems


def case_ticker(host, assets, home):
    raw = os.path.join(home, "raw")
    with Tmux("sh -i", base_environment(home)) as tmux:
        wait_until(lambda: tmux.screen().strip(), "the shell prompt")
        tmux.run("pipe-pane", "-t", "t", "-o", f"cat >> {raw}")
        start(tmux, home, host, assets, "--ticker", "--seconds", "1")
        for _ in range(60):  # many frames, each a chance for a tick to land inside one
            tmux.send("Right")
            time.sleep(0.01)
            tmux.send("Left")
            time.sleep(0.01)
        finish_pages(tmux, then=None)
        wait_until(lambda: status(tmux) == 0, "the host's exit 0", timeout=15)
    with open(raw, "rb") as file:
        stream = file.read()
    inside, frames = 0, 0
    for piece in stream.split(BEGIN)[1:]:
        frames += 1
        inside += piece.split(END)[0].count(b"host-tick")
    outside = stream.count(b"host-tick") - inside
    problems = []
    if frames < 20:
        problems.append(f"only {frames} synchronized frames seen")
    if inside:
        problems.append(f"{inside} of the host's lines landed inside frames")
    if outside == 0:
        problems.append("none of the host's lines reached the terminal")
    return problems, f"{frames} frames, {outside} host lines between them, {inside} inside"


def main():
    host, assets = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    failures = 0
    for name, case in (("ctrl-c after the pages", case_interrupt), ("host's SIGINT handler", case_handler),
                       ("twice, resized, ctrl-c", case_twice_resized),
                       ("ctrl-c, then shown again", case_interrupted_then_again),
                       ("fault in the second", case_fault_in_second), ("thread printing", case_ticker)):
        with tempfile.TemporaryDirectory(prefix="onboard-host-") as home:
            try:
                result = case(host, assets, home)
            except Timeout as error:
                result = [str(error)]
        detail = ""
        if isinstance(result, tuple):
            result, detail = result
        failures += bool(result)
        print(f"host tool {name:26} {'FAIL: ' + '; '.join(result) if result else 'ok'}"
              f"{'  (' + detail + ')' if detail else ''}")
    print(f"host tool: {6 - failures} of 6 guest checks hold")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
