"""The README's example code is the examples' code, letter for letter.

Each fenced block preceded by a line `<!-- same as PATH -->` must equal the file at PATH (from
the repository root), so the code a reader copies is the code `make test` builds and drives.
Usage: python3 Tests/readme_examples_test.py README.md
"""
import os
import re
import sys

MARKER = re.compile(r"<!-- same as (\S+) -->\n```[a-z]*\n(.*?)```\n", re.S)


def main():
    readme = sys.argv[1]
    root = os.path.dirname(os.path.abspath(readme))
    text = open(readme, encoding="utf-8").read()
    blocks = MARKER.findall(text)
    failures = 0
    for path, code in blocks:
        actual = open(os.path.join(root, path), encoding="utf-8").read()
        same = actual == code
        failures += not same
        print(f"readme example: {path}: {'ok' if same else 'FAIL (the README block differs from the file)'}")
    if not blocks:
        print("readme example: no '<!-- same as PATH -->' block found: FAIL")
        return 1
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
