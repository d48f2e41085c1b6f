"""The Swift example (Examples/swift-tool) used as a person would: in tmux, and on a raw pty.

- First launch: the pages on the alternate screen; End and Enter give the shell back with the
  tool's output ("sharing: on") after the pages, the terminal restored and the version stored.
- Second launch, nothing new: the output at once and the prompt back without any key; tmux
  never reports the alternate screen, and the raw bytes hold no escape sequence at all.
Usage: python3 example_test.py PATH/TO/mytool PATH/TO/Examples/swift-tool
"""
import os
import sys
import tempfile

from terminal import PtySession, Tmux, base_environment, wait_until

OUTPUT = "mytool: 3 files tidied"


def first_launch(tool, folder, home):
    results = []
    with Tmux("sh -i", base_environment(home)) as tmux:
        wait_until(lambda: tmux.screen().strip(), "the shell prompt")
        tmux.type(f"cd {folder} && {tool}; echo EXIT=$?")
        tmux.send("Enter")
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


def second_launch(tool, folder, home):
    results = []
    with Tmux("sh -i", base_environment(home)) as tmux:
        wait_until(lambda: tmux.screen().strip(), "the shell prompt")
        tmux.type(f"cd {folder} && {tool}; echo EXIT=$?")
        tmux.send("Enter")
        samples = []

        def done():
            samples.append(tmux.flags()["alternate_on"])
            return "EXIT=0" in tmux.screen()
        wait_until(done, "the second launch to end without a key")
        screen = tmux.screen()
        results.append(("second launch: output at once, no key",
                         f"{len(samples)} samples of alternate_on: {sorted(set(samples))}",
                         OUTPUT in screen and "Welcome to mytool" not in screen and "1" not in samples))
    os.chdir(folder)
    session = PtySession([tool], base_environment(home))
    status = session.finish()
    session.close()
    data = bytes(session.output)
    results.append(("second launch on a pty: no escape byte, the output only",
                    f"exit {status}, {data!r}", status == 0 and b"\x1b" not in data and OUTPUT.encode() in data))
    return results


def main():
    tool = os.path.abspath(sys.argv[1])
    folder = os.path.abspath(sys.argv[2])
    with tempfile.TemporaryDirectory(prefix="onboard-example-") as home:
        results = first_launch(tool, folder, home) + second_launch(tool, folder, home)
    for name, figure, ok in results:
        print(f"swift example: {name} {figure}: {'ok' if ok else 'FAIL'}")
    return 0 if all(ok for _, _, ok in results) else 1


if __name__ == "__main__":
    sys.exit(main())
