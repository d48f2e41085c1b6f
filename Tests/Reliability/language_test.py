"""The locale picks the pages' language in a real terminal: German under LANG=de_DE.UTF-8 and
de_AT (de-AT falls back to de), pt-BR under pt_BR, German for LANGUAGE=fr:de, and the demo's own
German pages and built-in strings.

Usage: python3 language_test.py PATH/TO/onboard
"""
import os
import sys
import tempfile

from terminal import Tmux, Timeout, base_environment

MANIFEST = """{"appId": "lang-check", "version": "1.0.0",
 "pages": [{"art": "a.txt", "title": {"en": "Hello", "de": "Hallo", "pt-BR": "Olá"}, "body": "B"}],
 "labels": {"share": {"en": "Share", "de": "Teilen"}, "enter": {"en": "Enter", "de": "Los"}}}
"""

CASES = [
    ({"LANG": "de_DE.UTF-8"}, "Hallo"),
    ({"LANG": "de_AT.UTF-8"}, "Hallo"),
    ({"LANG": "pt_BR.UTF-8"}, "Olá"),
    ({"LANG": "en_US.UTF-8", "LANGUAGE": "fr:de"}, "Hallo"),
    ({"LANG": "C.UTF-8", "LANGUAGE": "fr:de"}, "Hello"),
]


def shows(binary, home, arguments, env, text):
    """Starts the binary in tmux under `env`; returns the screen once `text` is on it, or the
    problem."""
    command = f"{binary} --state-dir {home}/state --reduced-motion {arguments}"
    with Tmux(command, base_environment(home, **env)) as tmux:
        try:
            tmux.wait_for_text(text, timeout=5)
            return None
        except Timeout as error:
            screen = " | ".join(line.strip() for line in tmux.screen().splitlines() if line.strip())
            return f"{env}: {error}: {screen}"


def main():
    binary = os.path.abspath(sys.argv[1])
    problems = []
    with tempfile.TemporaryDirectory(prefix="onboard-lang-") as home:
        assets = os.path.join(home, "assets")
        os.makedirs(assets)
        with open(os.path.join(assets, "manifest.json"), "w") as file:
            file.write(MANIFEST)
        with open(os.path.join(assets, "a.txt"), "w") as file:
            file.write("*\n")
        for env, title in CASES:
            problem = shows(binary, home, f"--assets {assets}", env, title)
            print(f"language: {env} shows '{title}': {'ok' if problem is None else 'FAIL'}")
            if problem:
                problems.append(problem)
        for size, text in [("80x24", "Willkommen an Bord"), ("39x10", "Terminal zu klein — mindestens 40×10")]:
            width, height = size.split("x")
            command = f"{binary} --state-dir {home}/demo --reduced-motion"
            with Tmux(command, base_environment(home, LANG="de_DE.UTF-8"), int(width), int(height)) as tmux:
                try:
                    tmux.wait_for_text(text, timeout=5)
                    print(f"language: the demo at {size} under de_DE says '{text}': ok")
                except Timeout as error:
                    print(f"language: the demo at {size} under de_DE says '{text}': FAIL")
                    problems.append(f"demo {size}: {error}: {tmux.screen()}")
    for problem in problems:
        print("    " + problem)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
