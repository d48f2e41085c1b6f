"""A PNG that declares a chunk far longer than itself is refused cheaply by the release binary.

The 57-byte file (also Fuzz/regressions/picture/huge-text-chunk.png) holds the signature, a
1×1 header and a tEXt chunk declaring 1 GiB with 16 bytes behind it. Named as a page's picture,
it is refused with one line naming the file, exit 65, within 64 MiB of peak resident memory
(libpng alone allocated and zeroed the 1 GiB before it failed: 1 052 932 KB). A good 128×128
16-bit picture is measured beside it, and must draw. The figures (wait4's ru_maxrss) include
what the child held before exec, this Python process: about 15 MB.

Usage: python3 png_memory_test.py PATH/TO/onboard
"""
import os
import struct
import subprocess
import sys
import tempfile
import zlib

from terminal import base_environment

LIMIT_KB = 64 * 1024
MANIFEST = '{"pages":[{"art":"a.txt","title":"T","body":"B","image":"pic.png"}],"labels":{"share":"S","enter":"E"}}'


def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


def huge_text_chunk():
    header = chunk(b"IHDR", struct.pack(">IIBBBBB", 1, 1, 8, 6, 0, 0, 0))
    return b"\x89PNG\r\n\x1a\n" + header + struct.pack(">I", 1 << 30) + b"tEXtComment\0tiny PNG"


def sixteen_bit(side=128):
    rows = b"".join(b"\0" + bytes((x * 7 + y * 3) & 0xFF for x in range(side * 6)) for y in range(side))
    header = chunk(b"IHDR", struct.pack(">IIBBBBB", side, side, 16, 2, 0, 0, 0))
    return b"\x89PNG\r\n\x1a\n" + header + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b"")


def run(binary, home, picture):
    folder = os.path.join(home, "assets")
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, "manifest.json"), "w") as file:
        file.write(MANIFEST)
    with open(os.path.join(folder, "a.txt"), "w") as file:
        file.write("ART\n")
    with open(os.path.join(folder, "pic.png"), "wb") as file:
        file.write(picture)
    with open(os.path.join(home, "err"), "w+b") as errors, open(os.devnull, "wb") as out:
        child = subprocess.Popen([binary, "--plain", "--assets", folder], env=base_environment(home),
                                 stdin=subprocess.DEVNULL, stdout=out, stderr=errors)
        _, status, usage = os.wait4(child.pid, 0)
        child.returncode = os.waitstatus_to_exitcode(status)
        errors.seek(0)
        return child.returncode, errors.read().decode(), usage.ru_maxrss


def main():
    binary = os.path.abspath(sys.argv[1])
    problems = []
    with tempfile.TemporaryDirectory(prefix="onboard-png-memory-") as home:
        file = huge_text_chunk()
        if len(file) != 57:
            problems.append(f"the file is {len(file)} bytes, not 57")
        status, errors, peak = run(binary, home, file)
        print(f"png memory: 57-byte file declaring a 1 GiB tEXt chunk: exit {status}, peak RSS {peak} KB, "
              f"stderr {errors.strip()!r}")
        if status != 65:
            problems.append(f"exit {status}, not 65")
        if errors.count("\n") != 1 or "pic.png" not in errors or "tEXt" not in errors:
            problems.append(f"not one line naming the file and the chunk: {errors!r}")
        if peak > LIMIT_KB:
            problems.append(f"peak RSS {peak} KB, over {LIMIT_KB} KB")
        status, errors, peak = run(binary, home, sixteen_bit())
        print(f"png memory: a good 128×128 16-bit picture: exit {status}, peak RSS {peak} KB")
        if status != 0 or errors:
            problems.append(f"the good picture: exit {status}, {errors!r}")
    if problems:
        print("png memory: FAILED\n  " + "\n  ".join(problems))
        sys.exit(1)
    print("png memory: ok")


if __name__ == "__main__":
    main()
