"""The command started with stdin, stdout or stderr closed (`0<&-`, `1>&-`, `2>&-`).

A descriptor the command opens would otherwise take the lowest free number, 0, 1 or 2, and be
taken for the stream that number stands for: the terminal opened on fd 2 was swapped for a log
file by the stderr capture (the pages never drew), and a warning written to fd 2 could land in
whatever file held it. For each combination:

- on a terminal (tmux): the runner's pages draw, End and Enter finish them, the exit status is
  0, the JSON line reaches stdout when it is open, the state file holds only the state, and
  nothing (no frame, no escape byte) reaches the files standing for the open streams;
- without one: `--check` prints its line with the right status, `--mark-seen` writes a whole
  state file, and a warning about a corrupt state file never lands in stdout or the state.
Usage: python3 closed_fds_test.py PATH/TO/onboard
"""
import json
import os
import re
import subprocess
import sys
import tempfile

from terminal import Tmux, base_environment, report, run_in_shell, wait_until

COMBINATIONS = ["0<&-", "1>&-", "2>&-", "0<&- 1>&-", "0<&- 2>&-", "1>&- 2>&-", "0<&- 1>&- 2>&-",
                "0</dev/null 2>&-", "2>&- 1>{out}", "0</dev/null 1>{out} 2>&-"]


EXIT = re.compile(r"EXIT=(\d+)")


def state_of(folder):
    """The state file's JSON when it holds exactly the app's state (else a description)."""
    path = os.path.join(folder, "state.json")
    if not os.path.exists(path):
        return "missing"
    data = open(path, "rb").read()
    try:
        state = json.loads(data)
    except ValueError:
        return f"not JSON: {data[:60]!r}"
    return state if isinstance(state, dict) and set(state) <= {"lastVersion", "share", "lastOutcome"} else repr(data)


def on_terminal(binary, home, combination, index):
    name = f"tty{index}"
    state = f"{home}/{name}-state"
    os.makedirs(state)
    with open(f"{state}/state.json", "w") as file:
        file.write("{corrupt")  # one warning to print after the pages: where does it go?
    out, err = f"{home}/{name}.out", f"{home}/{name}.err"
    redirect = combination.format(out=out)
    if "2>" not in redirect:
        redirect += f" 2>{err}"  # stderr kept in a file, to see what lands in it
    command = (f"sh -c 'exec {redirect}; exec {binary} --assets {home}/assets --app-id closed --app-version 2.1.0 "
               f"--state-dir {state}'; echo EXIT=$?")
    with Tmux("sh -i", base_environment(home)) as tmux:
        run_in_shell(tmux, command)
        try:
            tmux.wait_for_text("Welcome aboard", timeout=5)
            drew = True
        except Exception:
            drew = False
        if drew:
            tmux.send("End")
            wait_until(lambda: "[ Enter app ]" in tmux.screen(), "the last page", timeout=5)
            tmux.send("Enter")
        try:
            wait_until(lambda: EXIT.search(tmux.screen()), "the command to end", timeout=5)
        except Exception:
            pass
        screen = tmux.screen()
    ended = EXIT.search(screen)
    status = ended.group(1) if ended else "none (still running)"
    stored = state_of(state)
    problems = []
    if not drew:
        problems.append("the pages never drew")
    if status != "0":
        problems.append(f"exit {status}")
    if not isinstance(stored, dict) or stored.get("lastVersion") != "2.1.0":
        problems.append(f"state {stored}")
    if "1>&-" not in combination:
        line = open(out, "rb").read() if os.path.exists(out) else screen.encode()
        if b'{"result":"finished","share":true,"version":"2.1.0"}' not in line or b"warning" in line:
            problems.append(f"stdout {line[:80]!r}")
    if "2>&-" in combination:
        if "warning" in screen:
            problems.append("the warning reached the terminal though stderr was closed")
    else:
        data = open(err, "rb").read() if os.path.exists(err) else b""
        if data.count(b"\n") != 1 or b"is corrupt" not in data or b"\x1b" in data:
            problems.append(f"stderr got {data[:60]!r}, not the one warning")
    return (f"on a terminal, {combination.format(out='FILE')}", "; ".join(problems) or
            "pages drawn, finished, exit 0, state whole, the warning only on an open stderr", not problems)


def shell(binary, redirect, arguments):
    return subprocess.run(["sh", "-c", f'exec {redirect}; exec "$0" "$@"', binary, *arguments],
                          capture_output=True, timeout=30, env=base_environment(os.environ["CLOSED_HOME"]),
                          start_new_session=True)


def without_terminal(binary, home):
    results = []
    check = ["--check", "--assets", f"{home}/assets", "--app-id", "checked", "--app-version", "2.1.0",
             "--state-dir", f"{home}/checked"]
    for redirect in ("0<&-", "0<&- 2>&-", "2>&-"):
        run = shell(binary, redirect, check)
        line = run.stdout.decode(errors="replace")
        ok = run.returncode == 0 and line == '{"pending":true,"pages":4,"stored":null,"running":"2.1.0"}\n'
        results.append((f"--check {redirect}", f"exit {run.returncode}, {line.strip()!r}", ok))
    for redirect in ("0<&- 1>&- 2>&-", "1>&- 2>&-", "1>&-"):
        folder = f"{home}/marked-{len(results)}"
        run = shell(binary, redirect, ["--mark-seen", "--assets", f"{home}/assets", "--app-id", "m",
                                       "--app-version", "2.1.0", "--state-dir", folder])
        stored = state_of(folder)
        ok = run.returncode == 0 and isinstance(stored, dict) and stored.get("lastVersion") == "2.1.0"
        results.append((f"--mark-seen {redirect}", f"exit {run.returncode}, state {stored}", ok))
    folder = f"{home}/corrupt"
    os.makedirs(folder)
    with open(f"{folder}/state.json", "w") as file:
        file.write("{corrupt")
    run = shell(binary, "0<&- 2>&-", ["--headless", "--assets", f"{home}/assets", "--app-id", "c",
                                      "--app-version", "2.1.0", "--state-dir", folder, "--keys", "end enter"])
    stored = state_of(folder)
    last = run.stdout.decode(errors="replace").strip().splitlines()[-1:] or [""]
    ok = run.returncode == 0 and last[0] == '{"result":"finished","share":true,"version":"2.1.0"}' and \
        isinstance(stored, dict) and "warning" not in run.stdout.decode(errors="replace")
    results.append(("corrupt state, headless runner, 0<&- 2>&-: the warning nowhere but a closed stderr",
                    f"exit {run.returncode}, last line {last[0]!r}, state {stored}", ok))
    return results


def main():
    binary = os.path.abspath(sys.argv[1])
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    with tempfile.TemporaryDirectory(prefix="onboard-closed-") as home:
        os.environ["CLOSED_HOME"] = home
        subprocess.run(["cp", "-r", f"{root}/Assets", f"{home}/assets"], check=True)
        results = [on_terminal(binary, home, combination, index) for index, combination in enumerate(COMBINATIONS)]
        results += without_terminal(binary, home)
    return report("closed descriptors", results)


if __name__ == "__main__":
    sys.exit(main())
