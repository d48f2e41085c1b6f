"""Every way out of the UI leaves the terminal as it was: q, Ctrl-C, SIGTERM, SIGHUP, SIGQUIT
and a crash, each run in a tmux pane under an interactive shell, as a person would.

After each exit: the alternate screen is off, the cursor visible, mouse and keypad modes off,
and `stty -a` in the shell is exactly what it was before the app started. After the crash the
Swift "Fatal error" line is on the normal screen and no "Press space to interact" prompt waits.
Usage: python3 restore_test.py PATH/TO/onboard
"""
import os
import signal
import sys
import tempfile

from terminal import Timeout, Tmux, base_environment, children, wait_until

CASES = [  # name, how to leave, expected exit status
    ("q", ("key", "q"), 0),
    ("ctrl+c", ("key", "C-c"), 130),
    ("SIGTERM", ("signal", signal.SIGTERM), 143),
    ("SIGHUP", ("signal", signal.SIGHUP), 129),
    ("SIGQUIT", ("signal", signal.SIGQUIT), 131),
    ("crash", ("key", "!"), 132),
    # The same from the main menu, after Enter app: the pages finished, the signal still counts.
    ("menu ctrl+c", ("key", "C-c", "menu"), 130),
    ("menu SIGTERM", ("signal", signal.SIGTERM, "menu"), 143),
    ("menu SIGHUP", ("signal", signal.SIGHUP, "menu"), 129),
]


def is_static(binary):
    """Whether an ELF executable has no program interpreter (PT_INTERP): statically linked."""
    with open(binary, "rb") as file:
        header = file.read(64)
        offset, size, count = (int.from_bytes(header[a:b], "little") for a, b in ((32, 40), (54, 56), (56, 58)))
        for index in range(count):
            file.seek(offset + index * size)
            if int.from_bytes(file.read(4), "little") == 3:
                return False
    return True


def run_case(binary, name, action, expected):
    with tempfile.TemporaryDirectory(prefix="onboard-restore-") as home:
        return check_case(binary, name, action, expected, home)


def check_case(binary, name, action, expected, home):
    env = base_environment(home, ONBOARD_TEST_CRASH="1")
    problems = []
    with Tmux("sh -i", env) as tmux:
        wait_until(lambda: tmux.screen().strip(), "the shell prompt")
        tmux.type(f"stty -a > {home}/before; {binary} --force-onboarding; echo exit=$?; "
                  f"stty -a > {home}/after.tmp; mv {home}/after.tmp {home}/after")
        tmux.send("Enter")
        tmux.wait_for_text("Welcome aboard")
        wait_until(lambda: tmux.flags()["alternate_on"] == "1", "the alternate screen")
        shell = int(tmux.flags()["pane_pid"])
        app = wait_until(lambda: children(shell), "the app process")[0]
        process_name = open(f"/proc/{app}/comm").read().strip()
        if process_name != "onboard":  # the crash-prompt restart must keep the name ps and pkill see
            problems.append(f"process name {process_name!r} after the restart")
        environment = open(f"/proc/{app}/environ", "rb").read().split(b"\0")
        restarted = b"SWIFT_BACKTRACE=interactive=no" in environment
        if restarted == is_static(binary):  # a static binary's backtracer is off: no prompt, no restart
            problems.append("restarted with SWIFT_BACKTRACE=interactive=no although the binary is static"
                            if restarted else "not restarted with SWIFT_BACKTRACE=interactive=no")
        if action[2:] == ("menu",):
            tmux.send("End")
            tmux.wait_for_text("[ Enter app ]")
            tmux.send("Enter")
            tmux.wait_for_text("Discover")
        if action[0] == "key":
            tmux.send(action[1])
        else:
            os.kill(app, action[1])
        wait_until(lambda: os.path.exists(f"{home}/after"), "the shell after the app exited")
        flags = tmux.flags()
        history = tmux.history()
        status = next((line[5:] for line in history.splitlines() if line.startswith("exit=")), "?")
        if status != str(expected):
            problems.append(f"exit status {status}, expected {expected}")
        for flag in ("alternate_on", "mouse_any_flag", "mouse_standard_flag", "mouse_button_flag",
                     "mouse_sgr_flag", "keypad_cursor_flag", "keypad_flag"):
            if flags[flag] != "0":
                problems.append(f"{flag}={flags[flag]}")
        if flags["cursor_flag"] != "1":
            problems.append("cursor hidden")
        before, after = (open(f"{home}/{file}").read() for file in ("before", "after"))
        if before != after:
            problems.append("stty -a differs:\n  before: " + " ".join(before.split()) +
                            "\n  after:  " + " ".join(after.split()))
        if name == "crash":
            if "Fatal error: deliberate crash" not in history:
                problems.append("the crash message is not on the normal screen")
            if "Press space to interact" in history:
                problems.append("the backtracer asked for a key")
    return problems, flags, status


def main():
    binary = os.path.abspath(sys.argv[1])
    failed = 0
    for name, action, expected in CASES:
        try:
            problems, flags, status = run_case(binary, name, action, expected)
        except Timeout as error:
            problems, flags, status = [str(error)], {key: "?" for key in Tmux.FLAGS}, "?"
        summary = (f"exit {status}, alternate screen {flags['alternate_on']}, cursor {flags['cursor_flag']}, "
                   f"mouse {flags['mouse_any_flag']}, keypad {flags['keypad_flag']}, stty "
                   f"{'unchanged' if not any(p.startswith('stty') for p in problems) else 'CHANGED'}")
        print(f"restore {name:12} {'ok  ' if not problems else 'FAIL'} {summary}")
        for problem in problems:
            print(f"    {problem}")
        failed += bool(problems)
    print(f"restore: {len(CASES) - failed} of {len(CASES)} exit paths restore the terminal")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
