"""The README's example code is the examples' code, letter for letter.

Each fenced block preceded by a line `<!-- same as PATH -->` must equal the file at PATH (from
the repository root), so the code a reader copies is the code `make test` builds and drives; the
block after `<!-- same as onboard --help, OPTIONS -->` must equal that section of `BINARY --help`.
Usage: python3 Tests/readme_examples_test.py README.md BINARY
"""
import os
import re
import subprocess
import sys

HELP = re.compile(r"<!-- same as onboard --help, OPTIONS -->\n```\n(.*?)```\n", re.S)

MARKER = re.compile(r"<!-- same as (\S+) -->\n```[a-z]*\n(.*?)```\n", re.S)


def main():
    readme = sys.argv[1]
    root = os.path.dirname(os.path.abspath(readme))
    text = open(readme, encoding="utf-8").read()
    blocks = [block for block in MARKER.findall(text) if not block[0].startswith("onboard")]
    failures = 0
    for path, code in blocks:
        actual = open(os.path.join(root, path), encoding="utf-8").read()
        same = actual == code
        failures += not same
        print(f"readme example: {path}: {'ok' if same else 'FAIL (the README block differs from the file)'}")
    if not blocks:
        print("readme example: no '<!-- same as PATH -->' block found: FAIL")
        return 1
    help_text = subprocess.run([sys.argv[2], "--help"], capture_output=True, text=True, check=True).stdout
    options = help_text[help_text.index("OPTIONS\n") + 8:help_text.index("\nEXIT CODES")].rstrip("\n") + "\n"
    flags = HELP.findall(text)
    same = flags == [options]
    failures += not same
    print(f"readme flags: --help OPTIONS: {'ok' if same else 'FAIL (the README Flags block differs from --help)'}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
