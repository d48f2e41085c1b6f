"""The state file under abuse: kill -9 during writes, 20 concurrent launches, a read-only
folder, a full disk and a corrupt file. Nothing crashes and no valid state is lost.

Usage: python3 state_test.py PATH/TO/onboard [KILLS]
"""
import glob
import json
import os
import random
import shlex
import shutil
import subprocess
import sys
import tempfile
import time

from terminal import PtySession, base_environment

FIELDS = {"lastVersion": str, "share": bool, "lastOutcome": str}


def finish_onboarding(binary, folder, version):
    """The real app, headless, finishing the onboarding of `version` with state in `folder`."""
    return [binary, "--headless", "--state-dir", folder, "--force-onboarding", "--app-version", version,
            "--keys", "right*3 enter"]


def in_shell(binary, folder, version):
    return shlex.join(finish_onboarding(binary, folder, version))


def one_warning(stderr, reason):
    """The single warning line on stderr when it names `reason`, else None."""
    lines = stderr.strip().splitlines()
    return lines[0] if len(lines) == 1 and reason in lines[0] else None


def valid_state(path):
    """The state as a dict when the file is whole and well formed; None when it is missing."""
    if not os.path.exists(path):
        return None
    with open(path, "rb") as file:
        state = json.loads(file.read())
    assert isinstance(state, dict), f"not an object: {state!r}"
    for key, value in state.items():
        assert key in FIELDS and isinstance(value, FIELDS[key]), f"bad field {key}={value!r}"
    return state


def kill_loop(binary, home, kills):
    folder = f"{home}/killed"
    env = base_environment(home)
    timings = []
    for index in range(5):
        started = time.monotonic()
        subprocess.run(finish_onboarding(binary, folder, f"1.0.{index}"), env=env, capture_output=True,
                       check=True)
        timings.append(time.monotonic() - started)
    duration = sorted(timings)[2]
    generator = random.Random(7)
    mid_write = finished = 0
    for index in range(kills):
        process = subprocess.Popen(finish_onboarding(binary, folder, f"1.{index // 100}.{index % 100}"),
                                   env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        time.sleep(generator.uniform(0, duration * 1.2))  # the random point where the kill lands
        if process.poll() is not None:
            finished += 1
        process.kill()
        process.wait()
        if glob.glob(f"{folder}/.state.json.*.tmp"):
            mid_write += 1
        state = valid_state(f"{folder}/state.json")
        assert state is not None, f"kill {index}: the state file vanished"
    result = subprocess.run(finish_onboarding(binary, folder, "9.0.0"), env=env, capture_output=True)
    leftovers = glob.glob(f"{folder}/.state.json.*.tmp")
    ok = result.returncode == 0 and not result.stderr and not leftovers and \
        valid_state(f"{folder}/state.json")["lastVersion"] == "9.0.0"
    return ok, (f"{kills} kill -9 at random points of a {duration * 1000:.0f} ms launch "
                f"({mid_write} left a half-written temporary file, {finished} had finished): state always whole; "
                f"next launch clean, temporary files removed")


def concurrent(binary, home, count=20):
    folder = f"{home}/concurrent"
    env = base_environment(home)
    versions = [f"2.1.{index}" for index in range(count)]
    random.Random(3).shuffle(versions)
    processes = [subprocess.Popen(finish_onboarding(binary, folder, version), env=env,
                                  stdout=subprocess.DEVNULL, stderr=subprocess.PIPE) for version in versions]
    statuses = [process.wait(timeout=60) for process in processes]
    errors = [process.stderr.read() for process in processes]
    state = valid_state(f"{folder}/state.json")
    ok = statuses == [0] * count and not any(errors) and state["lastVersion"] == f"2.1.{count - 1}"
    return ok, f"{count} concurrent launches: exits {sorted(set(statuses))}, stored version {state['lastVersion']} (highest launched: 2.1.{count - 1})"


def in_private_mount(script, env):
    """Runs a shell script in a private mount namespace (root, else a user namespace)."""
    for unshare in (["unshare", "-m"], ["unshare", "-r", "-m"]):
        result = subprocess.run([*unshare, "sh", "-ec", script], env=env, capture_output=True, timeout=60)
        if b"Operation not permitted" not in result.stderr and b"unshare failed" not in result.stderr:
            return result
    return None


def read_only(binary, home):
    folder = f"{home}/readonly"
    env = base_environment(home)
    subprocess.run(finish_onboarding(binary, folder, "2.0.0"), env=env, check=True, capture_output=True)
    before = open(f"{folder}/state.json", "rb").read()
    command = in_shell(binary, folder, "2.1.0")
    result = in_private_mount(f"mount --bind {folder} {folder}; mount -o remount,bind,ro {folder}; {command}", env)
    if result is None:
        return True, "read-only folder: skipped (needs root or user namespaces)"
    after = open(f"{folder}/state.json", "rb").read()
    warning = one_warning(result.stderr.decode(), "Read-only file system")
    ok = result.returncode == 0 and after == before and warning is not None
    return ok, f"read-only folder: exit {result.returncode}, one warning ({warning!r}), old state kept byte for byte"


def full_disk(binary, home):
    folder = f"{home}/full"
    os.makedirs(folder)
    env = base_environment(home)
    script = (f"mount -t tmpfs -o size=16k tmpfs {folder}\n"
              f"{in_shell(binary, folder, '2.0.0')}\n"
              f"cp {folder}/state.json {home}/before.json\n"
              f"dd if=/dev/zero of={folder}/filler bs=1k count=64 2>/dev/null || true\n"
              f"{in_shell(binary, folder, '2.1.0')} 2>{home}/full.err || echo \"exit $?\" >>{home}/full.err\n"
              f"cmp {folder}/state.json {home}/before.json\n"
              f"ls -a {folder} > {home}/full.ls\n")
    result = in_private_mount(script, env)
    if result is None:
        return True, "full disk: skipped (needs root or user namespaces)"
    warning = one_warning(open(f"{home}/full.err").read(), "No space left on device")
    leftovers = [name for name in open(f"{home}/full.ls").read().split() if name.endswith(".tmp")]
    ok = result.returncode == 0 and warning is not None and not leftovers
    return ok, f"full disk (16 KiB tmpfs): exit 0, one warning ({warning!r}), old state kept byte for byte " \
               f"(cmp), {len(leftovers)} temporary files left"


def corrupt(binary, home):
    folder = f"{home}/corrupt"
    os.makedirs(folder)
    env = base_environment(home)
    with open(f"{folder}/state.json", "wb") as file:
        file.write(b'{"lastVersion": "2.0.0", "sha\x00\xff')
    result = subprocess.run(finish_onboarding(binary, folder, "2.1.0"), env=env, capture_output=True)
    state = valid_state(f"{folder}/state.json")
    warning = one_warning(result.stderr.decode(), "is corrupt")
    ok = result.returncode == 0 and warning is not None and state["lastVersion"] == "2.1.0"
    return ok, f"corrupt file: exit 0, one warning, pages shown, file rewritten whole ({state})"


RUNNER_LINE = '{"result":"not-shown","share":true,"version":"2.1.0","reason":"state-unwritable"}'
CHECK_LINE = '{"pending":false,"pages":0,"stored":null,"running":"2.1.0","reason":"state-unwritable"}'


def on_pty(argv, env):
    """Runs argv on a pseudo-terminal with no key pressed: (exit status, every byte written)."""
    session = PtySession(argv, env)
    try:
        status = session.finish(timeout=10)
    except Exception:
        status = None
    session.close()
    return status, bytes(session.output).decode(errors="replace")


def unwritable_launches(binary, home, name, folder, setup):
    """The runner on a terminal, twice, and --check, with the state home `folder` that `setup`
    makes unwritable (a shell snippet run first in a private mount namespace, the folder in
    $STATE): nothing is shown, the JSON line says state-unwritable, and one warning names the
    state file."""
    env = base_environment(home, XDG_STATE_HOME=folder)
    runner = [binary, "--assets", f"{home}/assets", "--app-id", "tool", "--app-version", "2.1.0"]
    script = f"STATE={folder}\n{setup}\nexec \"$@\""
    prefix = None
    for unshare in (["unshare", "-m"], ["unshare", "-r", "-m"]):
        probe = subprocess.run([*unshare, "sh", "-ec", script, "sh", "true"], env=env, capture_output=True, timeout=30)
        if probe.returncode == 0:
            prefix = [shutil.which(unshare[0]), *unshare[1:], "sh", "-ec", script, "sh"]
            break
    if prefix is None:
        return True, f"{name}: skipped (needs root or user namespaces)"
    figures, ok = [], True
    for launch in (1, 2):
        status, output = on_pty(prefix + runner, env)
        lines = [line for line in output.replace("\r", "").splitlines() if line]
        warnings = [line for line in lines if line.startswith("onboard: warning:")]
        good = status == 0 and "\x1b" not in output and RUNNER_LINE in lines and len(warnings) == 1 and \
            f"{folder}/tool/state.json" in warnings[0]
        figures.append(f"launch {launch}: exit {status}, {len(warnings)} warning, "
                       f"{'no escape byte' if chr(27) not in output else 'escape bytes'}")
        ok = ok and good
    check = subprocess.run(prefix + [binary, "--check", *runner[1:]], env=env, capture_output=True, timeout=30)
    ok = ok and check.returncode == 1 and check.stdout.decode() == CHECK_LINE + "\n" and \
        check.stderr.decode().count("\n") == 1
    figures.append(f"--check exit {check.returncode} {check.stdout.decode().strip()!r}")
    return ok, f"{name}, the runner on a pty: " + "; ".join(figures) + " (" + \
        (warnings[0] if warnings else "no warning") + ")"


def unwritable(binary, home):
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    subprocess.run(["cp", "-r", f"{root}/Assets", f"{home}/assets"], check=True)
    with open(f"{home}/a-file", "w") as file:
        file.write("not a folder\n")
    for name in ("read-only", "full"):
        os.makedirs(f"{home}/{name}-home")
    cases = [
        ("state home under a regular file", f"{home}/a-file", ":"),
        ("read-only state home", f"{home}/read-only-home",
         'mount --bind "$STATE" "$STATE"; mount -o remount,bind,ro "$STATE"'),
        ("full disk (16 KiB tmpfs)", f"{home}/full-home",
         'mount -t tmpfs -o size=16k tmpfs "$STATE"; dd if=/dev/zero of="$STATE/filler" bs=1k count=64 2>/dev/null || true'),
    ]
    return [unwritable_launches(binary, home, name, folder, setup) for name, folder, setup in cases]


def main():
    binary = os.path.abspath(sys.argv[1])
    kills = int(sys.argv[2]) if len(sys.argv) > 2 else 200
    home = tempfile.mkdtemp(prefix="onboard-state-")
    failed = 0
    try:
        for check in (lambda: kill_loop(binary, home, kills), lambda: concurrent(binary, home),
                      lambda: read_only(binary, home), lambda: full_disk(binary, home), lambda: corrupt(binary, home),
                      lambda: unwritable(binary, home)):
            try:
                outcomes = check()
            except (AssertionError, ValueError, subprocess.SubprocessError) as error:
                outcomes = (False, f"{type(error).__name__}: {error}")
            for ok, figures in outcomes if isinstance(outcomes, list) else [outcomes]:
                print(f"state: {figures}: {'ok' if ok else 'FAIL'}")
                failed += not ok
    finally:
        subprocess.run(["umount", "-q", f"{home}/full"], capture_output=True)
        shutil.rmtree(home, ignore_errors=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
