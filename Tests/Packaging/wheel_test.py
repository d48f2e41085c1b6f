"""The onboard-pager wheel installed as a Python tool's user would: into a fresh virtual environment,
offline (pip --no-index), then used and uninstalled.

- `onboard` on the environment's PATH is the static binary itself (no Python launcher), at the
  version of the wheel, and finds the demo's pages installed beside it (share/onboard/Assets);
  `man` finds its page from PATH.
- `import onboard`: check, mark_seen and present answer as the command does; a broken call
  raises OnboardError with the exit status and the one-line message.
- Examples/python, which uses the module, driven in tmux by Tests/Reliability/example_test.py:
  the first launch shows the pages, the second prints at once.
- `pip uninstall` removes the module and the binary: the environment's files are the same as
  before the install (pip leaves the folders share/man and share/onboard behind, empty).
Usage: python3 Tests/Packaging/wheel_test.py WHEEL VERSION PIP
  (PIP: a pip that installs into another environment with --python, so the fresh one needs none)
"""
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "Reliability"))
from terminal import report  # noqa: E402

ROOT = os.path.abspath(os.path.join(HERE, "..", ".."))
EXAMPLES = os.path.join(ROOT, "Examples")


def files(folder):
    """Every file under folder (folders left empty are listed by `empty_folders`)."""
    return sorted(os.path.relpath(os.path.join(path, name), folder) for path, _, names in os.walk(folder) for name in names)


def empty_folders(folder):
    return sorted(os.path.relpath(path, folder) for path, folders, names in os.walk(folder) if not folders and not names)


def main():
    wheel, version, pip = sys.argv[1:4]
    results = []
    with tempfile.TemporaryDirectory(prefix="onboard-wheel-") as work:
        venv = os.path.join(work, "venv")
        subprocess.run([sys.executable, "-m", "venv", "--without-pip", venv], check=True)
        python = os.path.join(venv, "bin", "python")
        before = files(venv)
        install = subprocess.run([pip, "--python", python, "install", "-q", "--no-index", "--no-deps",
                                  os.path.abspath(wheel)], capture_output=True, text=True)
        results.append(("pip install --no-index into a fresh environment", f"exit {install.returncode}",
                        install.returncode == 0 and install.stderr.strip() == ""))
        env = {"PATH": os.path.join(venv, "bin") + ":/usr/bin:/bin", "HOME": work, "LANG": "C.UTF-8",
               "XDG_STATE_HOME": os.path.join(work, "state"), "TERM": "xterm-256color"}

        def shell(command):
            return subprocess.run(["sh", "-c", command], env=env, cwd=work, capture_output=True, text=True)

        which = shell("command -v onboard; onboard --version").stdout.split("\n")
        binary = os.path.join(venv, "bin", "onboard")
        elf = open(binary, "rb").read(4) == b"\x7fELF" if os.path.exists(binary) else False
        results.append(("onboard on the environment's PATH is the static binary", repr(which[:2]),
                        which[:2] == [binary, f"onboard {version}"] and elf))
        plain = shell("onboard --plain").stdout
        results.append(("the binary finds share/onboard/Assets installed beside it", f"{len(plain)} bytes",
                        "Welcome aboard" in plain))
        manual = shell("man -w onboard").stdout.strip()
        results.append(("man finds the page from PATH", manual,
                        manual == os.path.join(venv, "share", "man", "man1", "onboard.1")))

        onboarding = os.path.join(EXAMPLES, "onboarding")
        state = os.path.join(work, "calls")
        calls = f"""
import onboard
print(onboard.check({onboarding!r}, app_id="mytool", version="1.4.0", state_dir={state!r}))
print(onboard.mark_seen({onboarding!r}, app_id="mytool", version="1.4.0", state_dir={state!r}))
print(onboard.check({onboarding!r}, app_id="mytool", version="1.4.0", state_dir={state!r}))
print(onboard.present({onboarding!r}, app_id="mytool", version="1.4.0", state_dir={state!r}))
try:
    onboard.check({os.path.join(work, "missing")!r}, app_id="mytool", version="1.4.0")
except onboard.OnboardError as error:
    print(f"OnboardError {{error.status}}: {{error}}")
print(onboard.executable())
"""
        run = subprocess.run([python, "-c", calls], env=env, cwd=work, capture_output=True, text=True)
        lines = run.stdout.splitlines() + [""] * 6
        results.append(("onboard.check: pages due",
                        lines[0], lines[0] == "News(pending=True, pages=2, stored=None, running='1.4.0', reason=None)"))
        results.append(("onboard.mark_seen records the version", lines[1],
                        lines[1] == "Outcome(result='marked-seen', share=True, version='1.4.0', reason=None)"))
        results.append(("onboard.check after it: nothing new", lines[2],
                        lines[2] == "News(pending=False, pages=0, stored='1.4.0', running='1.4.0', reason='up-to-date')"))
        results.append(("onboard.present with nothing new returns at once, no terminal needed", lines[3],
                        lines[3] == "Outcome(result='not-shown', share=True, version='1.4.0', reason='up-to-date')"))
        results.append(("a missing folder raises OnboardError with status 66 and the one-line message", lines[4],
                        lines[4].startswith("OnboardError 66: ") and "missing" in lines[4]))
        results.append(("onboard.executable() is the binary installed with the module", lines[5],
                        lines[5] == binary and run.returncode == 0 and run.stderr == ""))

        # No terminal at all (a new session, stdin not a terminal): a value, as the Swift front door
        # returns one, and onboard's line on stderr passed on; bad usage: an exception with 64.
        detached = f"""
import onboard
print(onboard.present({onboarding!r}, app_id="mytool", version="1.4.0", state_dir={os.path.join(work, "detached")!r}))
try:
    onboard.present({onboarding!r}, app_id="mytool", version="nope")
except onboard.OnboardError as error:
    print(f"OnboardError {{error.status}}: {{error.message}}")
"""
        run = subprocess.run([python, "-c", detached], env=env, cwd=work, capture_output=True, text=True,
                             stdin=subprocess.DEVNULL, start_new_session=True)
        lines = run.stdout.splitlines() + [""] * 2
        results.append(("no terminal: present returns not-shown/no-terminal, onboard's message on stderr",
                        f"{lines[0]} {run.stderr.strip()!r}",
                        lines[0] == "Outcome(result='not-shown', share=True, version='1.4.0', reason='no-terminal')"
                        and run.stderr.startswith("onboard: no terminal")))
        results.append(("bad usage raises OnboardError with status 64", lines[1],
                        lines[1].startswith("OnboardError 64: onboard: --app-version")))

        example = subprocess.run([sys.executable, os.path.join(ROOT, "Tests", "Reliability", "example_test.py"),
                                  "python", os.path.join(venv, "bin"), EXAMPLES, "python3", "python/mytool.py"])
        results.append(("Examples/python in tmux (first launch: pages; second: at once)", f"exit {example.returncode}",
                        example.returncode == 0))

        uninstall = subprocess.run([pip, "--python", python, "uninstall", "-y", "-q", "onboard-pager"],
                                   capture_output=True, text=True)
        left = sorted(set(files(venv)) - set(before))
        gone = subprocess.run([python, "-c", "import onboard"], capture_output=True).returncode != 0
        results.append(("pip uninstall removes the module and the binary: the same files as before the install",
                         f"exit {uninstall.returncode}, files left {left}, empty folders left {empty_folders(venv)}",
                         uninstall.returncode == 0 and left == [] and gone and not os.path.exists(binary)))
    return report("wheel", results)


if __name__ == "__main__":
    sys.exit(main())
