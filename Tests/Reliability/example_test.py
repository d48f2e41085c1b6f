"""An example tool (Examples/: Swift, shell, Python) used as a person would: tmux and a raw pty.

- First launch: the pages on the alternate screen; End and Enter give the shell back with the
  tool's output ("sharing: on") after the pages, the terminal restored and the version stored.
- Ctrl-C on the pages first: only onboard sees it (it is a key while the UI is up, not SIGINT
  to the tool's whole process group), so the tool carries on with its output and exit 0, the
  terminal is restored and nothing is stored. Before, Python's subprocess.run caught the
  interrupt and killed onboard, leaving the alternate screen up; a shell script died with it.
- Second launch, nothing new: the output at once and the prompt back without any key; tmux
  never reports the alternate screen, and the raw bytes hold no escape sequence at all.
Usage: python3 example_test.py LABEL BIN_DIR WORKDIR COMMAND...
  (BIN_DIR goes first on PATH, so `onboard` is the one under test; COMMAND runs in WORKDIR)
"""
import os
import shutil
import sys
import tempfile

from terminal import (PtySession, Timeout, Tmux, base_environment, report, run_in_shell, wait_sampling_alternate,
                      wait_until)

OUTPUT = "mytool: 3 files tidied"


def environment(home, bin_dir):
    env = base_environment(home)
    env["PATH"] = bin_dir + ":" + env["PATH"]
    return env


def first_launch(command, folder, home, bin_dir):
    results = []
    with Tmux("sh -i", environment(home, bin_dir)) as tmux:
        run_in_shell(tmux, f"cd {folder} && {' '.join(command)}; echo EXIT=$?")
        tmux.wait_for_text("Tidier than ever")
        results.append(("first launch: pages on the alternate screen", "", tmux.flags()["alternate_on"] == "1"))
        tmux.send("End")
        tmux.wait_for_text("[ Enter app ]")
        tmux.send("Enter")
        tmux.wait_for_text("EXIT=0")
        screen = tmux.screen()
        flags = tmux.flags()
        results.append(("first launch: Enter gives the shell back with the output",
                        repr([line for line in screen.splitlines() if "mytool" in line]),
                        "Welcome to mytool 1.4.0 (sharing: on)" in screen and OUTPUT in screen))
        results.append(("first launch: terminal restored",
                        f"alternate_on={flags['alternate_on']} cursor_flag={flags['cursor_flag']}",
                        flags["alternate_on"] == "0" and flags["cursor_flag"] == "1"))
    state = os.path.join(home, "state", "mytool", "state.json")
    stored = open(state).read() if os.path.exists(state) else ""
    results.append(("first launch: version stored", state, '"1.4.0"' in stored))
    return results


def interrupted_launch(command, folder, home, bin_dir):
    results = []
    with Tmux("sh -i", environment(home, bin_dir)) as tmux:
        run_in_shell(tmux, f"cd {folder} && {' '.join(command)}; echo EXIT=$?")
        tmux.wait_for_text("Tidier than ever")
        tmux.send("C-c")
        try:  # a line of its own: the typed command holds "EXIT=" too
            wait_until(lambda: any(line.startswith("EXIT=") for line in tmux.screen().splitlines()), "EXIT=")
        except Timeout:
            pass  # the tool died or hangs: the checks below fail and show the screen
        screen = tmux.screen()
        flags = tmux.flags()
        results.append(("Ctrl-C on the pages: the tool carries on and exits 0",
                        repr([line for line in screen.splitlines() if line.strip()][-6:]),
                        OUTPUT in screen and "EXIT=0" in screen and "Welcome to mytool" not in screen))
        results.append(("Ctrl-C on the pages: terminal restored",
                        f"alternate_on={flags['alternate_on']} cursor_flag={flags['cursor_flag']} "
                        f"mouse_any_flag={flags['mouse_any_flag']}",
                        flags["alternate_on"] == "0" and flags["cursor_flag"] == "1" and flags["mouse_any_flag"] == "0"))
    state = os.path.join(home, "state", "mytool", "state.json")
    results.append(("Ctrl-C on the pages: nothing stored", state, not os.path.exists(state)))
    return results


def second_launch(command, folder, home, bin_dir):
    results = []
    with Tmux("sh -i", environment(home, bin_dir)) as tmux:
        run_in_shell(tmux, f"cd {folder} && {' '.join(command)}; echo EXIT=$?")
        samples = wait_sampling_alternate(tmux, "EXIT=0", "the second launch to end without a key")
        screen = tmux.screen()
        results.append(("second launch: output at once, no key",
                         f"{len(samples)} samples of alternate_on: {sorted(set(samples))}",
                         OUTPUT in screen and "Welcome to mytool" not in screen and "1" not in samples))
    os.chdir(folder)
    env = environment(home, bin_dir)
    executable = shutil.which(command[0], path=env["PATH"]) or os.path.abspath(command[0])
    session = PtySession([executable, *command[1:]], env)
    status = session.finish()
    session.close()
    data = bytes(session.output)
    results.append(("second launch on a pty: no escape byte, the output only",
                    f"exit {status}, {data!r}", status == 0 and b"\x1b" not in data and OUTPUT.encode() in data))
    return results


def main():
    label, bin_dir, folder, *command = sys.argv[1:]
    bin_dir, folder = os.path.abspath(bin_dir), os.path.abspath(folder)
    with tempfile.TemporaryDirectory(prefix="onboard-example-") as home:
        results = (interrupted_launch(command, folder, home, bin_dir) + first_launch(command, folder, home, bin_dir)
                   + second_launch(command, folder, home, bin_dir))
    return report(f"{label} example", results)


if __name__ == "__main__":
    sys.exit(main())
