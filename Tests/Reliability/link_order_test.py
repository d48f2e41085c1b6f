"""A stale link order costs memory, never correctness.

The release binary is linked with Benchmarks/onboard.order (lld's --symbol-ordering-file), a
list made from a profile (make link-order) that goes stale as the code changes. This relinks
`onboard` with SwiftPM's own link command (from .build/release.yaml) and a stale list: the
committed one reversed, every third name dropped, and names no binary has. The two binaries
must differ in layout, and both must answer the same: a headless script through the pages and
every tab of the menu, byte for byte, and the stale one in tmux through the pages, Enter app and
a tab. Prints how much of the committed list the release binary still has (a low share means
`make link-order` is due).
Usage: python3 link_order_test.py PATH/TO/onboard ORDER_FILE .build/release.yaml
"""
import json
import os
import subprocess
import sys
import tempfile

from terminal import Tmux, base_environment

SCRIPT = """press right*3
snapshot last-page
press enter
expect "Home"
snapshot home
press down*3 tab
snapshot messages
press tab
snapshot discover
press tab down*2
snapshot me
"""


def link_command(manifest):
    """SwiftPM's link command for `onboard`, from its build manifest."""
    with open(manifest) as f:
        lines = f.read().splitlines()
    for index, line in enumerate(lines):
        if line.strip().startswith('"C.onboard-') and line.strip().endswith('-release.exe":'):
            fields = dict(following.strip().split(": ", 1) for following in lines[index + 1:index + 8]
                          if ": " in following)
            outputs = json.loads(fields.get("outputs", "[]"))
            if outputs and outputs[-1].endswith("/onboard"):
                return json.loads(fields["args"])
    sys.exit(f"link_order_test: no link command for onboard in {manifest}")


def stale_list(order_file, path):
    with open(order_file) as f:
        names = [line.strip() for line in f if line.strip()]
    kept = [name for index, name in enumerate(reversed(names)) if index % 3 != 2]
    with open(path, "w") as f:
        f.write("$s7onboard19FunctionLongRemovedyyF\nno_such_c_function\n")
        f.write("".join(name + "\n" for name in kept))
    return len(names)


def relink(command, output, order):
    args = list(command)
    args[args.index("-o") + 1] = output
    args = [f"--symbol-ordering-file={order}" if arg.startswith("--symbol-ordering-file=") else arg
            for arg in args]
    if f"--symbol-ordering-file={order}" not in args:
        sys.exit("link_order_test: the release link has no --symbol-ordering-file (Makefile, STATIC)")
    subprocess.run(args, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def text_section(binary):
    """The bytes of .text: different when the layout differs."""
    out = subprocess.run(["readelf", "-SW", binary], capture_output=True, text=True, check=True).stdout
    for line in out.splitlines():
        parts = line.replace("[ ", "[").split()
        if len(parts) > 5 and parts[1] == ".text":
            offset, size = int(parts[4], 16), int(parts[5], 16)
            with open(binary, "rb") as f:
                f.seek(offset)
                return f.read(size)
    sys.exit(f"link_order_test: {binary} has no .text")


def headless(binary, folder, assets):
    script = os.path.join(folder, "flow.keys")
    with open(script, "w") as f:
        f.write(SCRIPT)
    env = base_environment(folder, ONBOARD_ASSETS=assets)
    run = subprocess.run([binary, "--headless", "--size", "80x24", "--styles", "--script", script],
                         capture_output=True, env=env)
    if run.returncode != 0:
        sys.exit(f"link_order_test: FAIL, {binary} exited {run.returncode}: {run.stderr.decode(errors='replace')}")
    return run.stdout


def interactive(binary, home, assets):
    with Tmux(f"{binary} --force-onboarding", base_environment(home, ONBOARD_ASSETS=assets)) as tmux:
        tmux.wait_for_text("Welcome aboard")
        tmux.send("Right", "Right", "Right")
        tmux.wait_for_text("Enter app")
        tmux.send("Enter")
        tmux.wait_for_text("Messages")
        tmux.send("Tab")
        tmux.wait_for_text("Discover")
        tmux.send("q")


def main():
    binary, order_file, manifest = os.path.abspath(sys.argv[1]), sys.argv[2], sys.argv[3]
    assets = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Assets")
    with tempfile.TemporaryDirectory(prefix="onboard-link-order-") as folder:
        stale_order, stale_binary = os.path.join(folder, "stale.order"), os.path.join(folder, "onboard")
        listed = stale_list(order_file, stale_order)
        relink(link_command(manifest), stale_binary, stale_order)
        if text_section(stale_binary) == text_section(binary):
            sys.exit("link_order_test: FAIL, the stale list did not change the layout (is the order file used?)")
        same = headless(stale_binary, folder, assets) == headless(binary, folder, assets)
        if not same:
            sys.exit("link_order_test: FAIL, the stale-ordered binary's headless frames differ from the release binary's")
        interactive(stale_binary, folder, assets)
    present = set(subprocess.run(["nm", "--defined-only", "-j", binary], capture_output=True, text=True,
                                 check=True).stdout.split())
    with open(order_file) as f:
        found = sum(1 for line in f if line.strip() in present)
    print(f"link order: a stale list (reversed, a third dropped, unknown names) links a binary with another "
          f"layout and the same frames, headless and in tmux; {found} of {listed} listed symbols are in "
          f"the release binary")


if __name__ == "__main__":
    main()
