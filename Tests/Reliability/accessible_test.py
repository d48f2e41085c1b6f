"""The accessible mode on a raw pty: plain lines and no escape byte anywhere (no alternate
screen, no cursor move, no colour), "page 1 of 4", a picture's alt text, Enter through to the
runner's {"result":"finished",...}; Esc skips and Ctrl-C quits as in full screen.

Usage: python3 accessible_test.py PATH/TO/onboard
"""
import os
import signal
import sys
import tempfile

from terminal import PtySession, Timeout, base_environment


def run(binary, home, keys, extra=None, arguments=("--accessible",)):
    """Runs the runner on the demo's pages, typing `keys` one prompt at a time; returns
    (output, exit status)."""
    assets = os.path.abspath("Assets")
    state = tempfile.mkdtemp(dir=home)
    argv = [binary, "--assets", assets, "--state-dir", state, *arguments]
    session = PtySession(argv, base_environment(home, **(extra or {})))
    try:
        session.wait_for("quit")
        for key in keys:
            seen = len(session.output)
            session.send(key)
            if key != keys[-1]:
                session.wait_for_more(seen)
        status = session.finish()
    finally:
        session.close()
    return bytes(session.output), status


def check(name, condition, problems, detail=""):
    print(f"accessible: {name}: {'ok' if condition else 'FAIL'}")
    if not condition:
        problems.append(f"{name}: {detail}")


def main():
    binary = os.path.abspath(sys.argv[1])
    problems = []
    with tempfile.TemporaryDirectory(prefix="onboard-accessible-") as home:
        try:
            output, status = run(binary, home, ["\r"] * 5)
        except Timeout as error:
            check("the pages as lines", False, problems, str(error))
            output, status = b"", None
        text = output.decode("utf-8", "replace")
        check("no ESC byte anywhere", output and b"\x1b" not in output, problems, repr(output[:200]))
        check("'page 1 of 4'", "What's new in onboard-demo 2.1.0 — page 1 of 4" in text, problems, text[:300])
        check("the alt text", "Picture: A three-masted sailing ship on the waves" in text, problems)
        check("the title stands in without one", "Picture: Flip with the arrow keys" in text, problems)
        check("links as text (url)", "all the keys (https://example.org/onboard#keys)" in text, problems)
        check("the share question", "Share with everyone? [Y/n]" in text, problems)
        result = text.strip().splitlines()[-1] if text.strip() else ""
        check("Enter through to finished", result.startswith('{"result":"finished","share":true')
              and status == 0, problems, f"{result!r}, exit {status}")
        for name, keys, expected, code in [
            ("n then Enter: share false", ["\r", "\r", "\r", "n", "\r"], '{"result":"finished","share":false', 0),
            ("Esc skips", ["\x1b"], '{"result":"skipped","share":true', 0),
            ("Ctrl-C quits with 130", ["\x03"], '{"result":"quit"', 130),
        ]:
            try:
                output, status = run(binary, home, keys, {"ONBOARD_ACCESSIBLE": "1"}, ())
                lines = output.decode("utf-8", "replace").strip().splitlines()
                ok = bool(lines) and lines[-1].startswith(expected) and status == code and b"\x1b" not in output
                check(name, ok, problems, f"{lines[-1:]!r}, exit {status}")
            except Timeout as error:
                check(name, False, problems, str(error))
        # Five times: a signal just before the wait for a key once left that wait hanging.
        results = []
        for _ in range(5):
            session = PtySession([binary, "--assets", os.path.abspath("Assets"), "--state-dir",
                                  tempfile.mkdtemp(dir=home), "--accessible"], base_environment(home))
            try:
                before = session.termios()
                session.wait_for("quit")
                changed = session.termios() != before
                os.kill(session.pid, signal.SIGTERM)
                status = session.finish(timeout=3)
                results.append(changed and status == 143 and session.termios() == before)
            except Timeout:
                results.append(False)
            finally:
                session.close()
        check("SIGTERM: exit 143, the line discipline put back (5 runs)", all(results), problems,
              f"{results.count(False)} of 5 hung or left the terminal changed")
    for problem in problems:
        print("    " + problem)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
