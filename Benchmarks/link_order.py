#!/usr/bin/env python3
"""`make link-order`: the functions and data a real run of `onboard` touches, for the linker to place together.

Runs the release binary (a copy without debug info, which valgrind cannot read in a static
binary) on a pseudo-terminal through the flows a person uses (profile_flow.py): the demo's
pages with art only (what most apps show), then with their pictures. Functions come from
callgrind, which dumps once at the first frame: the list starts with the functions every flow
runs at start-up, then the rest every flow runs, then each flow's own (start-up, then the rest),
so the common path is densest and the pictures' code after it. Data comes from lackey's trace
of the same flows (touched_data.py), in the same order of flows. Each group is sorted by name
so the file diffs well.

The list is data for lld's --symbol-ordering-file (Makefile, STATIC). A stale list costs
memory, never correctness: a name that no longer exists is skipped, a new function is placed
after the listed ones (Tests/Reliability/link_order_test.py links with a stale list and checks).

Usage: link_order.py RELEASE_BINARY ASSETS OUTPUT
"""

import os
import re
import subprocess
import sys
import tempfile

import profile_flow
import touched_data
from assets_copy import assets_without

FUNCTION = re.compile(r"^c?fn=\(\d+\) (.+?)(?:'\d+)?$")


def functions(path):
    """The named functions a callgrind dump has costs or calls for."""
    names = set()
    with open(path, errors="replace") as f:
        for line in f:
            match = FUNCTION.match(line.rstrip("\n"))
            if match and not match.group(1).startswith("0x"):
                names.add(match.group(1))
    return names


def called(binary, assets, folder, name):
    """(functions of start-up, functions of the rest) of one flow, from callgrind."""
    out = os.path.join(folder, f"{name}.callgrind")

    def dump(pid):
        subprocess.run(["callgrind_control", "--dump=first-frame", str(pid)], check=True,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

    options = ["--tool=callgrind", "--dump-instr=no", "--demangle=no", f"--callgrind-out-file={out}"]
    profile_flow.run(options, binary, assets, folder, at_first_frame=dump)
    # callgrind_control's dump is `<out>.1`; the one at exit is `<out>` itself.
    if not os.path.exists(f"{out}.1"):
        sys.exit(f"link_order: callgrind wrote no dump at the first frame of {assets}")
    return functions(f"{out}.1"), functions(out)


def touched(binary, assets, folder, name):
    """The data symbols one flow reads or writes, from lackey (the trace is deleted after)."""
    trace = os.path.join(folder, f"{name}.lackey")
    profile_flow.run(["--tool=lackey", "--trace-mem=yes", f"--log-file={trace}"], binary, assets, folder)
    names = touched_data.symbols_touched(binary, trace)
    os.remove(trace)
    return set(names)


def main():
    binary, assets, output = sys.argv[1], sys.argv[2], sys.argv[3]
    with tempfile.TemporaryDirectory(prefix="onboard-link-order-") as folder:
        stripped = os.path.join(folder, "onboard")
        subprocess.run(["objcopy", "--strip-debug", binary, stripped], check=True)
        flows = [assets_without(assets, folder, "image", "art-only"), assets]
        profiles = [called(stripped, flow, folder, f"flow{index}") for index, flow in enumerate(flows)]
        data = [touched(stripped, flow, folder, f"flow{index}") for index, flow in enumerate(flows)]
    startup_everywhere = set.intersection(*(startup for startup, _ in profiles))
    everywhere = set.intersection(*(startup | rest for startup, rest in profiles))
    groups = [startup_everywhere, everywhere] + [group for flow in profiles for group in flow] + data
    names, listed = [], set()
    for group in groups:
        names += sorted(group - listed)
        listed |= group
    with open(output, "w") as f:
        f.write("".join(name + "\n" for name in names))
    print(f"link order: {len(listed - set().union(*data))} functions and {len(set().union(*data))} data "
          f"symbols into {output}")


if __name__ == "__main__":
    main()
