#!/usr/bin/env python3
"""The release binary's ncurses formats capabilities through the shim's memo (tparm_memo.c), and
its screen update asks the shim's helpers (update_helpers.c).

The Makefile links the command with --wrap=_nc_tiparm, --wrap=_nc_is_charable,
--wrap=_nc_safe_strcat and --wrap=wcwidth; without them every cursor move is priced by
formatting each way to move again and by thousands of libc calls (DECISIONS.md, "Cursor moves
priced once", "Cursor moves formatted directly"). A dropped flag still builds and draws the same frames, so this reads the
machine code: ncurses' move planner (relative_move), run writer (EmitRange) and colour setter
must call the wrappers, and nothing but the wrapper may call ncurses' own formatter.

Usage: tparm_memo_test.py BINARY
"""

import re
import subprocess
import sys


def calls(binary, function):
    listing = subprocess.run(["objdump", "-d", "--no-show-raw-insn", f"--disassemble={function}", binary],
                             capture_output=True, text=True, check=True).stdout
    return re.findall(r"call\s+[0-9a-f]+ <([^>]+)>", listing)


def main():
    binary = sys.argv[1]
    failures = []
    for function in ("relative_move", "onscreen_mvcur", "set_foreground_color"):
        targets = calls(binary, function)
        wrapped = targets.count("__wrap__nc_tiparm")
        direct = targets.count("_nc_tiparm")
        if wrapped == 0 or direct:
            failures.append(f"{function}: {wrapped} calls to the memo, {direct} straight to _nc_tiparm")
    planner = calls(binary, "relative_move")
    for helper in ("_nc_is_charable", "_nc_safe_strcat"):
        if f"__wrap_{helper}" not in planner or helper in planner:
            failures.append(f"relative_move calls {helper} directly, not the shim's __wrap_{helper}")
    writer = calls(binary, "EmitRange")
    if "__wrap_wcwidth" not in writer or "wcwidth" in writer:
        failures.append("EmitRange calls wcwidth directly, not the shim's __wrap_wcwidth")
    listing = subprocess.run(["objdump", "-d", "--no-show-raw-insn", binary], capture_output=True, text=True,
                             check=True).stdout
    callers, current = set(), None
    for line in listing.splitlines():
        header = re.match(r"[0-9a-f]+ <([^>]+)>:", line)
        if header:
            current = header.group(1)
        elif re.search(r"call\s+[0-9a-f]+ <_nc_tiparm>", line):
            callers.add(current)
    if callers - {"__wrap__nc_tiparm", "real_formatter"}:
        failures.append(f"_nc_tiparm called from outside the memo: {sorted(callers)}")
    if failures:
        print("tparm memo: " + "; ".join(failures))
        sys.exit(1)
    print("tparm memo: ncurses' moves and colours are formatted through the memo; its update asks the shim's helpers")


if __name__ == "__main__":
    main()
