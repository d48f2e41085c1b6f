"""The documentation's example code is the examples' code, letter for letter.

Each fenced block preceded by a line `<!-- same as PATH -->` must equal the file at PATH (from
the repository root), so the code a reader copies is the code `make test` builds and drives; the
block after `<!-- same as onboard --help, OPTIONS -->` must equal that section of `BINARY --help`
and appear exactly once across the files given.
Usage: python3 Tests/readme_examples_test.py README.md [docs/GUIDE.md ...] BINARY
"""
import os
import re
import subprocess
import sys

HELP = re.compile(r"<!-- same as onboard --help, OPTIONS -->\n```\n(.*?)```\n", re.S)

MARKER = re.compile(r"<!-- same as (\S+) -->\n```[a-z]*\n(.*?)```\n", re.S)


def main():
    documents, binary = sys.argv[1:-1], sys.argv[-1]
    root = os.path.dirname(os.path.abspath(documents[0]))
    failures = 0
    found = 0
    flags = []
    for document in documents:
        text = open(document, encoding="utf-8").read()
        blocks = [block for block in MARKER.findall(text) if not block[0].startswith("onboard")]
        found += len(blocks)
        for path, code in blocks:
            actual = open(os.path.join(root, path), encoding="utf-8").read()
            same = actual == code
            failures += not same
            print(f"readme example: {document}: {path}: {'ok' if same else 'FAIL (the block differs from the file)'}")
        flags += [(document, block) for block in HELP.findall(text)]
    if not found:
        print("readme example: no '<!-- same as PATH -->' block found: FAIL")
        return 1
    help_text = subprocess.run([binary, "--help"], capture_output=True, text=True, check=True).stdout
    options = help_text[help_text.index("OPTIONS\n") + 8:help_text.index("\nEXIT CODES")].rstrip("\n") + "\n"
    same = [block for _, block in flags] == [options]
    failures += not same
    where = ", ".join(document for document, _ in flags) or "no file"
    print(f"readme flags: --help OPTIONS in {where}: {'ok' if same else 'FAIL (the Flags block differs from --help, or is not there exactly once)'}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
