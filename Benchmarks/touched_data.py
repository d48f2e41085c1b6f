"""The data symbols of a binary that a run reads or writes, from valgrind's lackey trace.

`lackey --trace-mem=yes` prints every access (` L addr,size`, ` S`, ` M`; `I` for instruction
fetches, skipped). The accesses inside the binary's data (every loaded segment that is not
executable) are mapped to the symbols that hold them (`nm -S`), for link_order.py to place
together as it places the functions.
"""

import bisect
import subprocess


def data_ranges(binary):
    """(start, end) of each loaded segment that is not executable."""
    out = subprocess.run(["readelf", "-lW", binary], capture_output=True, text=True, check=True).stdout
    ranges = []
    for line in out.splitlines():
        parts = line.split()
        if parts[:1] == ["LOAD"] and "E" not in parts[6:-1]:
            start, size = int(parts[2], 16), int(parts[5], 16)
            ranges.append((start, start + size))
    return ranges


def touched_units(trace, ranges, unit=16):
    """The `unit`-byte pieces of the binary's data that the trace reads or writes."""
    touched = set()
    with open(trace, "rb") as f:
        for line in f:
            if line[:2] != b" L" and line[:2] != b" S" and line[:2] != b" M":
                continue
            address = int(line[3:line.index(b",")], 16)
            if any(start <= address < end for start, end in ranges):
                touched.add(address // unit * unit)
    return touched


def symbols_touched(binary, trace, unit=16):
    """The data symbols holding any touched piece, in address order."""
    out = subprocess.run(["nm", "-S", "--defined-only", "-n", binary], capture_output=True, text=True,
                         check=True).stdout
    symbols = []
    for line in out.splitlines():
        parts = line.split()
        if len(parts) == 4 and parts[2] in "bBdDrRvVgGsS" and int(parts[1], 16) > 0:
            symbols.append((int(parts[0], 16), int(parts[1], 16), parts[3]))
    starts = [start for start, _, _ in symbols]
    largest = max(size for _, size, _ in symbols)
    names, seen = [], set()
    for piece in sorted(touched_units(trace, data_ranges(binary), unit)):
        index = bisect.bisect_right(starts, piece + unit - 1) - 1
        while index >= 0 and symbols[index][0] + largest > piece:
            start, size, name = symbols[index]
            if piece < start + size and name not in seen:
                seen.add(name)
                names.append(name)
            index -= 1
    return names
