"""Input that must not crash, hang or surprise, typed at the release binary in tmux.

Each case starts the demo on a fresh state folder, waits for its first page and types bytes
(`send-keys -H`: each chunk reaches the app in one write; a pause between chunks splits a
sequence across reads). The screen must then settle on exactly the frame a headless run of
the case's key script prints, with the app still running:

- escape sequences with hostile numbers (a modifier of -2^63, 30 digits, 40 parameters) act
  as nothing, so the keys around them act as they do headless;
- terminal replies that come late (kitty's graphics answer, device attributes, cell size,
  colour and DCS answers, PM and SOS strings), whole or split across reads, act as nothing;
- Esc typed in the same write as the next key is Esc and then that key, as headless;
- paging with Space never unticks "Share with everyone".
Usage: python3 input_decoding_test.py PATH/TO/onboard
"""
import os
import subprocess
import sys
import tempfile
import time

from terminal import DEADLINE, Tmux, base_environment, wait_until

ESC = b"\x1b"
ST = ESC + b"\\"
KEY_BYTES = {"esc": ESC, "tab": b"\t", "enter": b"\r", "space": b" ", "right": ESC + b"OC",
             "left": ESC + b"OD", "up": ESC + b"OA", "down": ESC + b"OB", "end": ESC + b"OF",
             "home": ESC + b"OH"}
HOSTILE_NUMBERS = [ESC + b"[1;-9223372036854775808A", ESC + b"[1;99999999999999999999999999B",
                   ESC + b"[" + b"1;" * 40 + b"5A", ESC + b"[99999999999999999999~", ESC + b"[-1~",
                   ESC + b"[<0;99999999999999999999;5M", ESC + b"[1;-1A" + ESC + b"[" + b"9" * 60 + b"C"]
KITTY = ESC + b"_Gi=31;OK" + ST
LATE_REPLIES = [KITTY, ESC + b"[?62;22c", ESC + b"[6;20;10t", ESC + b"]11;rgb:0000/0000/0000\x07",
                ESC + b"]11;rgb:ffff/ffff/ffff" + ST, ESC + b"P1$r0;1m" + ST, ESC + b"^private 3 1" + ST,
                ESC + b"Xstart of string 2 1" + ST]
# (first part, second part): a pause between them splits the reply across reads.
SPLIT_REPLIES = [(ESC + b"_Gi=3", b"1;OK" + ST), (KITTY[:-1], b"\\"), (ESC + b"[?62;2", b"2c"),
                 (ESC + b"]11;rgb:00", b"00/0000/0000\x07"), (ESC + b"P1$r0", b";1m" + ST)]


def keys(script):
    """The bytes a terminal sends for a key script's words (no repeats)."""
    return b"".join(KEY_BYTES.get(word, word.encode()) for word in script.split())


def headless(binary, script):
    result = subprocess.run([binary, "--headless", "--size", "80x24", "--keys", script], capture_output=True,
                            timeout=30, env=base_environment(tempfile.gettempdir()))
    if result.returncode != 0:
        raise RuntimeError(f"headless '{script}' exited {result.returncode}: {result.stderr.decode()[:200]}")
    return normalized(result.stdout.decode())


def normalized(screen):
    lines = [line.rstrip() for line in screen.split("\n")]
    while lines and not lines[-1]:
        lines.pop()
    return lines


def send_bytes(tmux, data):
    tmux.run("send-keys", "-t", "t", "-H", *(f"{byte:02x}" for byte in data))


def run_case(binary, name, script, chunks, pause=0.15, must_show=None):
    """Types `chunks` (a pause between them) and waits for the headless frame of `script`."""
    expected = headless(binary, script)
    with tempfile.TemporaryDirectory(prefix="onboard-input-") as home:
        env = base_environment(home, term="tmux-256color")
        # The shell keeps the exit status (128 + N for a signal): tmux may take seconds to reap.
        status_file = f"{home}/status"
        command = f"sh -c '{binary} --state-dir {home}/state; echo $? > {status_file}'"
        with Tmux(command, env) as tmux:
            def ended():
                return os.path.exists(status_file) and open(status_file).read().strip()

            wait_until(lambda: "Welcome aboard" in tmux.screen() or ended(), "the first page")
            for index, chunk in enumerate(chunks):
                if index:
                    time.sleep(pause)
                send_bytes(tmux, chunk)
            end = time.monotonic() + DEADLINE
            while True:
                if ended():
                    return f"{name}: the app ended early (exit {ended()})"
                screen = normalized(tmux.screen())
                if screen == expected:
                    break
                if time.monotonic() > end:
                    return f"{name}: the screen is not the headless frame of '{script}':\n" + diff(expected, screen)
                time.sleep(0.02)
            if must_show and not any(must_show in line for line in screen):
                return f"{name}: '{must_show}' is not on screen (headless shows the same)"
            tmux.send("q")
            status = wait_until(ended, "the app to quit after q")
            return None if status == "0" else f"{name}: exit {status} after q"


def diff(expected, screen):
    rows = []
    for row in range(max(len(expected), len(screen))):
        want = expected[row] if row < len(expected) else ""
        got = screen[row] if row < len(screen) else ""
        if want != got:
            rows.append(f"  row {row}: headless {want!r}\n  row {row}: terminal {got!r}")
    return "\n".join(rows[:6])


def main():
    binary = os.path.abspath(sys.argv[1])
    menu = "end enter 2"
    cases = [
        ("hostile numbers", menu + " down", [keys(menu)] + HOSTILE_NUMBERS + [keys("down")], {}),
        ("late replies, whole", menu + " down", [keys(menu)] + LATE_REPLIES + [keys("down")], {}),
        ("late replies, split across reads", menu + " down",
         [keys(menu)] + [part for pair in SPLIT_REPLIES for part in pair] + [keys("down")], {}),
        ("esc tab in one write", "esc tab", [keys("esc tab")], {}),
        ("esc and keys in one write", "right esc 3 down enter", [keys("right esc 3 down enter")], {}),
        ("esc esc 4 in one write", "esc esc 4", [keys("esc esc 4")], {}),
        ("esc right in one write", "end esc right", [keys("end esc right")], {}),
        ("space*4", "space space space space", [keys("space space space space")],
         {"must_show": "[x] Share with everyone"}),
        ("space*6 then tab space", "space space space space space space tab space",
         [keys("space space space space space space tab space")], {"must_show": "[ ] Share with everyone"}),
    ]
    failures = []
    for name, script, chunks, options in cases:
        problem = run_case(binary, name, script, chunks, **options)
        print(f"input decoding: {name}: {'ok' if problem is None else 'FAIL'}")
        if problem:
            print(problem)
            failures.append(name)
    if failures:
        print(f"input decoding: {len(failures)} of {len(cases)} cases failed")
        sys.exit(1)


if __name__ == "__main__":
    main()
