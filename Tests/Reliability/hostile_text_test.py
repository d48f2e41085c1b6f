"""Hostile text in Assets never reaches the terminal as control codes.

A manifest and art files full of escape sequences (CSI, OSC, DCS, APC), C1 controls, bidi
overrides, BEL/DEL and invalid UTF-8 are run through the real binary: on a pty (every byte
it writes is inspected while all four pages and both controls are shown), with --plain, with
--headless, and as a broken manifest whose error quotes the hostile text.
Usage: python3 hostile_text_test.py PATH/TO/onboard
"""
import json
import os
import subprocess
import sys
import tempfile

from terminal import PtySession, base_environment

ESC, BEL = "\x1b", "\x07"
PAYLOADS = {  # marker: hostile text
    "OSC-TITLE": f"{ESC}]0;OSC-TITLE{BEL}",
    "OSC-CLIP": f"{ESC}]52;c;T1NDLUNMSVA={BEL}OSC-CLIP",
    "DCS": f"{ESC}P1$qDCS{ESC}\\",
    "CSI": f"{ESC}[2J{ESC}[31mCSI{ESC}[0m",
    "APC": f"{ESC}_APC{ESC}\\{ESC}^PM{ESC}\\{ESC}XSOS{ESC}\\",
    "C1": "\u009b31mC1\u009d0;C1-OSC\u0007\u0090C1-DCS\u009c\u0085NEL",
    "BIDI": "\u202eBIDI\u202c\u2066ISO\u2069\u200fRLM\u061cALM",
    "C0": "BEL\u0007BS\u0008CR\rDEL\u007fVT\u000bFF\u000cNUL\u0000",
}
ART = {  # raw bytes, not JSON: what a hostile art file can hold
    "art/escape.txt": b"\x1b]0;ART-OSC\x07\n\x1b[2J\x1b[HART-CSI\n",
    "art/c1.txt": b"\x9b31mART-RAW-C1\n\xc2\x9b31mART-UTF8-C1\n\xff\xfeART-INVALID\n",
}
FORBIDDEN = [  # (what, bytes) that must never appear in the pty output
    ("OSC introducer", b"\x1b]"), ("DCS introducer", b"\x1bP"), ("APC introducer", b"\x1b_"),
    ("PM introducer", b"\x1b^"), ("SOS introducer", b"\x1bX"), ("BEL", b"\x07"),
    ("NUL", b"\x00"),
]


def write_assets(directory, version="2.1.0"):
    os.makedirs(f"{directory}/art", exist_ok=True)
    for path, data in ART.items():
        with open(f"{directory}/{path}", "wb") as file:
            file.write(data)
    names = list(PAYLOADS)
    pages = []
    for index in range(4):
        title, body = names[(2 * index) % len(names)], names[(2 * index + 1) % len(names)]
        pages.append({"art": list(ART)[index % 2], "title": {"en": "T " + PAYLOADS[title]},
                      "body": {"en": "B " + PAYLOADS[body]}})
    manifest = {"appId": "hostile", "version": version, "pages": pages,
                "labels": {"share": {"en": "Share " + PAYLOADS["CSI"]}, "enter": {"en": "Go " + PAYLOADS["BIDI"]}}}
    with open(f"{directory}/manifest.json", "w") as file:
        json.dump(manifest, file)


def forbidden_in(data, allow_escapes):
    """What hostile or control content `data` carries."""
    found = [what for what, needle in FORBIDDEN if needle in data]
    if not allow_escapes and b"\x1b" in data:
        found.append("ESC")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:  # a lone 0x80-0x9F byte is a C1 control to many terminals
        found.append(f"invalid UTF-8 at byte {error.start}: {data[error.start:error.start + 4]!r}")
        text = data.decode("utf-8", errors="replace")
    for character in text:
        code = ord(character)
        if 0x80 <= code <= 0x9F:
            found.append(f"C1 U+{code:04X}")
        elif code in (0x200E, 0x200F, 0x061C) or 0x202A <= code <= 0x202E or 0x2066 <= code <= 0x2069:
            found.append(f"bidi control U+{code:04X}")
        elif not allow_escapes and code < 0x20 and character != "\n":
            found.append(f"C0 U+{code:04X}")
    for marker, payload in PAYLOADS.items():
        if payload.encode() in data:
            found.append(f"the raw {marker} payload")
    return sorted(set(found))


def pty_run(binary, assets, home):
    env = base_environment(home)
    session = PtySession([binary, "--assets", assets, "--force-onboarding", "--reduced-motion"], env)
    for needle in ["OSC-TITLE", "P1$qDCS", "_APC", "T \ufffdBIDI"]:  # each page's title, as drawn
        session.wait_for(needle)
        session.send("\x1bOC")  # Right, as xterm sends it in keypad mode
    session.send("\t")
    session.send("q")
    status = session.finish()
    return bytes(session.output), status


def main():
    with tempfile.TemporaryDirectory(prefix="onboard-hostile-") as home:
        return check(os.path.abspath(sys.argv[1]), home)


def check(binary, home):
    assets = f"{home}/assets"
    write_assets(assets)
    failures = []

    output, status = pty_run(binary, assets, home)
    problems = forbidden_in(output, allow_escapes=True)
    text = output.decode("utf-8", errors="replace")
    for visible in ["␛]0;OSC-TITLE␇", "␛P1$qDCS␛\\", "␛[2J␛[31mCSI␛[0m", "�31mC1", "�BIDI�", "BEL␇BS␈CR␍DEL␡",
                    "␛]0;ART-OSC␇", "ART-RAW-C1", "Share ␛[2J␛[31mCSI"]:
        if visible not in text:
            problems.append(f"visible replacement {visible!r} not drawn")
    print(f"hostile text (pty): {len(output)} bytes from 4 pages, checkbox and button; exit {status}; "
          f"{'no control codes from the assets' if not problems else 'FAIL: ' + ', '.join(problems)}")
    failures += problems + ([f"exit {status}"] if status != 0 else [])

    for label, arguments, marker in [("--plain", ["--plain"], b"OSC-TITLE"),
                                     ("--headless", ["--headless", "--keys", "right*3 tab"], b"BIDI")]:
        result = subprocess.run([binary, *arguments, "--assets", assets], capture_output=True, timeout=30,
                                env=base_environment(home))
        problems = forbidden_in(result.stdout, allow_escapes=False) + forbidden_in(result.stderr, False)
        if result.returncode != 0 or marker not in result.stdout:
            problems.append(f"exit {result.returncode}, pages missing")
        print(f"hostile text ({label}): {len(result.stdout)} bytes on stdout; "
              f"{'no control codes' if not problems else 'FAIL: ' + ', '.join(problems)}")
        failures += problems

    broken = f"{home}/broken"
    write_assets(broken, version=PAYLOADS["OSC-TITLE"] + PAYLOADS["CSI"])
    result = subprocess.run([binary, "--plain", "--assets", broken], capture_output=True, timeout=30,
                            env=base_environment(home))
    problems = forbidden_in(result.stderr, allow_escapes=False)
    if result.returncode != 65 or result.stderr.count(b"\n") != 1 or b"OSC-TITLE" not in result.stderr:
        problems.append(f"exit {result.returncode}, stderr {result.stderr!r}")
    print(f"hostile text (manifest error): one line, exit {result.returncode}; "
          f"{'no control codes' if not problems else 'FAIL: ' + ', '.join(problems)}")
    failures += problems
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
