"""Without a terminal on stdout the app still behaves, and a pipe never gets escape codes.

- stdout piped, a terminal on /dev/tty (tmux): the UI runs on the terminal; the pipe gets
  nothing (demo) or only the runner's JSON line.
- no terminal at all (a new session, stdin from /dev/null): one line on stderr and exit 69,
  the runner's JSON line, or with --plain the pages as plain text.
Usage: python3 not_a_terminal_test.py PATH/TO/onboard
"""
import json
import os
import subprocess
import sys
import tempfile

from terminal import Tmux, base_environment, wait_until


def piped(binary, home):
    results = []
    with Tmux("sh -i", base_environment(home)) as tmux:
        wait_until(lambda: tmux.screen().strip(), "the shell prompt")
        tmux.type(f"{binary} --force-onboarding | cat > {home}/demo.out; touch {home}/demo.done")
        tmux.send("Enter")
        tmux.wait_for_text("Welcome aboard")
        tmux.send("q")
        wait_until(lambda: os.path.exists(f"{home}/demo.done"), "the demo to exit")
        data = open(f"{home}/demo.out", "rb").read()
        results.append(("demo | cat: UI on /dev/tty, pipe gets", f"{len(data)} bytes", data == b""))

        tmux.type(f"{binary} --assets {home}/assets --force-onboarding > {home}/runner.out; touch {home}/runner.done")
        tmux.send("Enter")
        tmux.wait_for_text("Welcome aboard")
        for _ in range(3):
            tmux.send("Right")
        tmux.wait_for_text("[ Enter app ]")
        tmux.send("Enter")
        wait_until(lambda: os.path.exists(f"{home}/runner.done"), "the runner to exit")
        data = open(f"{home}/runner.out", "rb").read()
        try:
            result = json.loads(data)["result"]
        except (ValueError, KeyError):
            result = None
        results.append(("runner > file: pipe gets", f"{data!r}", result == "finished" and b"\x1b" not in data))
    return results


def detached(binary, home, *arguments):
    return subprocess.run([binary, *arguments], stdin=subprocess.DEVNULL, capture_output=True, timeout=30,
                          env=base_environment(home), start_new_session=True)


def no_terminal(binary, home):
    results = []
    run = detached(binary, home)
    results.append(("no terminal: demo", f"exit {run.returncode}, stderr {run.stderr.decode().strip()!r}",
                    run.returncode == 69 and run.stderr.count(b"\n") == 1 and run.stdout == b""))
    run = detached(binary, home, "--assets", f"{home}/assets", "--app-id", "never-shown")
    results.append(("no terminal: runner", f"exit {run.returncode}, stdout {run.stdout.decode().strip()}",
                    json.loads(run.stdout) == {"result": "not-shown", "share": True, "version": "2.1.0",
                                                 "reason": "no-terminal"}))
    run = detached(binary, home, "--assets", f"{home}/assets")
    results.append(("no terminal, nothing new: runner", f"exit {run.returncode}, stdout {run.stdout.decode().strip()}",
                    run.returncode == 0 and json.loads(run.stdout).get("reason") == "up-to-date"))
    for label, arguments in [("--plain", ["--plain"]), ("--plain --assets", ["--plain", "--assets", f"{home}/assets"])]:
        run = detached(binary, home, *arguments)
        clean = b"\x1b" not in run.stdout and all(b >= 0x20 or b == 0x0A for b in run.stdout)
        results.append((f"no terminal: {label}", f"exit {run.returncode}, {len(run.stdout)} "
                         f"bytes of plain text", run.returncode == 0 and clean and b"Welcome aboard" in run.stdout))
    return results


def main():
    binary = os.path.abspath(sys.argv[1])
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    with tempfile.TemporaryDirectory(prefix="onboard-notty-") as home:
        subprocess.run(["cp", "-r", f"{root}/Assets", f"{home}/assets"], check=True)
        results = piped(binary, home) + no_terminal(binary, home)
    for name, figure, ok in results:
        print(f"not a terminal: {name} {figure}: {'ok' if ok else 'FAIL'}")
    return 0 if all(ok for _, _, ok in results) else 1


if __name__ == "__main__":
    sys.exit(main())
