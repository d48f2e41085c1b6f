"""The runner (`onboard --assets DIR`) and `--check` on a real terminal, as a wrapper uses them.

- First launch: the pages; End and Enter print the JSON line and give the prompt back.
- Second launch, nothing new: the JSON line at once and the prompt back without any key; tmux
  never reports the alternate screen, and on a raw pty not one escape byte is written.
- `--check` on a terminal for fresh, upgraded, same and downgraded state: its line and status.
Usage: python3 runner_test.py PATH/TO/onboard
"""
import json
import os
import subprocess
import sys
import tempfile

from terminal import PtySession, Tmux, base_environment, report, run_in_shell, wait_sampling_alternate


def runner_launches(binary, home):
    results = []
    command = f"{binary} --assets {home}/assets --app-id wrapped --app-version 2.1.0"
    with Tmux("sh -i", base_environment(home)) as tmux:
        run_in_shell(tmux, f"{command}; echo EXIT=$?")
        tmux.wait_for_text("Welcome aboard")
        tmux.send("End")
        tmux.wait_for_text("[ Enter app ]")
        tmux.send("Enter")
        tmux.wait_for_text("EXIT=0")
        line = '{"result":"finished","share":true,"version":"2.1.0"}'
        results.append(("first launch: pages, then the JSON line", line, line in tmux.screen()))
        run_in_shell(tmux, f"{command}; echo SECOND=$?")
        samples = wait_sampling_alternate(tmux, "SECOND=0", "the second launch to end without a key")
        line = '{"result":"not-shown","share":true,"version":"2.1.0","reason":"up-to-date"}'
        results.append(("second launch: the line at once, no key, never the alternate screen",
                        f"{len(samples)} samples of alternate_on {sorted(set(samples))}",
                        line in tmux.screen() and "1" not in samples))
    session = PtySession([binary, "--assets", f"{home}/assets", "--app-id", "wrapped", "--app-version", "2.1.0"],
                         base_environment(home))
    status = session.finish()
    session.close()
    data = bytes(session.output)
    results.append(("second launch on a pty: no escape byte at all", f"exit {status}, {data!r}",
                    status == 0 and b"\x1b" not in data and b'"not-shown"' in data))
    return results


def checks(binary, home):
    results = []
    state = os.path.join(home, "state", "checked")
    os.makedirs(state, exist_ok=True)
    cases = [("fresh", None, True, 0), ("upgraded", "2.0.0", True, 0), ("same", "2.1.0", False, 1),
             ("downgraded", "3.0.0", False, 1)]
    for name, stored, pending, status in cases:
        path = os.path.join(state, "state.json")
        if stored is None:
            if os.path.exists(path):
                os.remove(path)
        else:
            with open(path, "w") as file:
                file.write(json.dumps({"lastVersion": stored}))
        before = open(path).read() if os.path.exists(path) else None
        session = PtySession([binary, "--check", "--assets", f"{home}/assets", "--app-id", "checked",
                              "--app-version", "2.1.0"], base_environment(home))
        code = session.finish()
        session.close()
        text = bytes(session.output).decode(errors="replace").strip()
        try:
            line = json.loads(text)
        except ValueError:
            line = {}
        after = open(path).read() if os.path.exists(path) else None
        ok = (code == status and line.get("pending") == pending and line.get("stored") == stored
              and line.get("running") == "2.1.0" and "\x1b" not in text and before == after)
        results.append((f"--check, {name} state", f"{text} exit {code}", ok))
    return results


def main():
    binary = os.path.abspath(sys.argv[1])
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    with tempfile.TemporaryDirectory(prefix="onboard-runner-") as home:
        subprocess.run(["cp", "-r", f"{root}/Assets", f"{home}/assets"], check=True)
        results = runner_launches(binary, home) + checks(binary, home)
    return report("runner", results)


if __name__ == "__main__":
    sys.exit(main())
