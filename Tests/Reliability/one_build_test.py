"""The binary people run is the program the tests run (docs/decisions/0098).

Reads the built binary itself:
- its link replaced nothing: no `__wrap_` function of ours (the release link once wrapped
  ncurses' `_nc_tiparm`, `_nc_is_charable`, `_nc_safe_strcat` and glibc's `wcwidth`; glibc's own
  static libm defines `__wrap_scalbn*` internally, which are not ours);
- Swift's exclusivity checks are compiled in: our code calls `swift_beginAccess` (the release
  build once turned them off with -enforce-exclusivity=unchecked: 9 calls were left, all in
  the standard library's key paths and Dispatch);
- the ncurses path it took: the one that leans on ncurses 6.4's inside (initial_state.c, with
  `cn_leave_initial_state`) only when the headers it was built against say 6.4 and the build
  did not ask for the public path; `--public` says it did (-DONBOARD_PUBLIC_NCURSES, which
  Package.swift sets for debug builds).
Usage: python3 one_build_test.py PATH/TO/onboard [--public]
"""
import re
import subprocess
import sys

LIBM_OWN = {"__wrap_scalbn", "__wrap_scalbnf", "__wrap_scalbnl"}
MINIMUM_ACCESS_CALLS = 100


def symbols(binary):
    output = subprocess.run(["nm", binary], capture_output=True, text=True, check=True).stdout
    return {line.split()[-1] for line in output.splitlines() if line.strip()}


def access_calls(binary):
    """Calls to swift_beginAccess (direct, or through the PLT of a dynamic build)."""
    disassembly = subprocess.Popen(["objdump", "-d", "--no-show-raw-insn", binary], stdout=subprocess.PIPE,
                                   text=True)
    pattern = re.compile(r"\bcall\w*\s+[0-9a-f]+ <swift_beginAccess(@plt)?>")
    count = sum(1 for line in disassembly.stdout if pattern.search(line))
    disassembly.wait()
    return count


def headers_version():
    """(major, minor) of the ncurses headers the package builds against."""
    folder = subprocess.run(["pkg-config", "--variable=includedir", "ncursesw"], capture_output=True,
                            text=True).stdout.strip() or "/usr/include"
    text = open(f"{folder}/curses.h").read()
    numbers = [re.search(rf"#define NCURSES_VERSION_{part}\s+(\d+)", text) for part in ("MAJOR", "MINOR")]
    return tuple(int(number.group(1)) for number in numbers)


def main():
    binary = sys.argv[1]
    public = "--public" in sys.argv[2:]
    names = symbols(binary)
    problems = []
    wrapped = sorted(name for name in names if name.startswith(("__wrap_", "__real_")) and name not in LIBM_OWN)
    if wrapped:
        problems.append(f"the link wraps functions: {', '.join(wrapped)}")
    calls = access_calls(binary)
    if calls < MINIMUM_ACCESS_CALLS:
        problems.append(f"exclusivity checks off: {calls} calls to swift_beginAccess (want {MINIMUM_ACCESS_CALLS}+)")
    version = headers_version()
    internal = "cn_leave_initial_state" in names
    expected = not public and version == (6, 4)
    path = "ncurses 6.4's inside" if internal else "the public path"
    if internal != expected:
        why = "a build that asked for the public path" if public else f"ncurses {version[0]}.{version[1]} headers"
        problems.append(f"{path} taken in {why}")
    if problems:
        print("one build: FAIL: " + "; ".join(problems))
        return 1
    print(f"one build: nothing wrapped, {calls} exclusivity checks, {path} (ncurses {version[0]}.{version[1]} "
          f"headers{', public asked for' if public else ''}): ok")
    return 0


if __name__ == "__main__":
    sys.exit(main())
