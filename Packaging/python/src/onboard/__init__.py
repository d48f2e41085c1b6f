"""Onboard's what's-new pages from Python: typed calls over the `onboard` command.

`present` shows a tool's pages when they are due (the runner, `onboard --assets DIR ...`, whose
one JSON line comes back as an `Outcome`); `check` answers "anything new?" and `mark_seen`
records the running version, neither touching the terminal. A failure raises `OnboardError`
with the command's exit status and its one-line message. Whatever else the command writes on
stderr (a warning about the state file, say) goes on to this process's stderr.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from dataclasses import dataclass
from typing import Any, Callable, Dict, List, Optional, Union

__all__ = ["Outcome", "News", "OnboardError", "present", "check", "mark_seen", "executable"]

DISTRIBUTION = "onboard-pager"

Path = Union[str, "os.PathLike[str]"]


@dataclass(frozen=True)
class Outcome:
    """How the pages ended.

    `result` is "finished" (Enter app), "skipped" (Esc), "quit" (q, Ctrl-C or a signal: nothing
    recorded, the pages show again next time), "not-shown" (`reason` says why: "up-to-date",
    "downgrade", "no-pages", "disabled", "opted-out", "ci", "state-unwritable", "no-terminal")
    or, from `mark_seen`, "marked-seen". `share` is the "Share with everyone" choice and
    `version` the running version.
    """

    result: str
    share: bool
    version: str
    reason: Optional[str] = None


@dataclass(frozen=True)
class News:
    """The answer of `check`: whether pages are due, how many, the stored and running versions,
    and when nothing is pending the `reason`."""

    pending: bool
    pages: int
    stored: Optional[str]
    running: str
    reason: Optional[str] = None


class OnboardError(Exception):
    """The command failed: `status` is its exit status (sysexits: 64 usage, 65 a broken manifest,
    66 a missing file, 74 a state that cannot be written) and `message` its one-line message."""

    def __init__(self, status: int, message: str) -> None:
        super().__init__(message)
        self.status = status
        self.message = message


def executable() -> str:
    """The onboard binary these calls run: the one installed with this module, else `onboard`
    on PATH."""
    try:
        from importlib import metadata

        for file in metadata.distribution(DISTRIBUTION).files or []:
            if file.name == "onboard" and file.parent.name == "bin":
                path = os.path.realpath(str(file.locate()))
                if os.access(path, os.X_OK):
                    return path
    except Exception:  # not installed as a distribution (a copied module): PATH decides
        pass
    found = shutil.which("onboard")
    if found is None:
        raise OnboardError(127, "onboard: the onboard binary is neither installed with this module nor on PATH")
    return found


def present(
    assets: Path,
    *,
    app_id: Optional[str] = None,
    version: Optional[str] = None,
    state_dir: Optional[Path] = None,
    changelog: Optional[Path] = None,
    force: bool = False,
    reset: bool = False,
    reduced_motion: bool = False,
) -> Outcome:
    """Shows the pages in `assets` (a folder with a manifest.json) on the terminal when they are
    due for `version`, and returns how they ended; with nothing new it returns at once, without
    touching the screen. `force` shows every page whatever the stored version says, `reset`
    forgets the stored version first."""
    arguments = ["--assets", os.fspath(assets)] + _common(app_id, version, state_dir, changelog)
    arguments += [flag for flag, on in (("--force-onboarding", force), ("--reset", reset),
                                        ("--reduced-motion", reduced_motion)) if on]
    return _outcome(_run(arguments, lambda status: True))


def check(
    assets: Path,
    *,
    app_id: Optional[str] = None,
    version: Optional[str] = None,
    state_dir: Optional[Path] = None,
    changelog: Optional[Path] = None,
) -> News:
    """Answers "anything new?" for `version` without writing the state or touching the terminal
    (so it answers the same from a git hook or a cron job)."""
    line = _run(["--check", "--assets", os.fspath(assets)] + _common(app_id, version, state_dir, changelog),
                lambda status: status in (0, 1))
    stored = line.get("stored")
    return News(pending=bool(line["pending"]), pages=int(line["pages"]), stored=None if stored is None else str(stored),
                running=str(line["running"]), reason=line.get("reason"))


def mark_seen(
    assets: Path,
    *,
    app_id: Optional[str] = None,
    version: Optional[str] = None,
    state_dir: Optional[Path] = None,
) -> Outcome:
    """Records `version` as seen without showing the pages (never lowering a newer stored one),
    for a tool that told its news another way."""
    arguments = ["--mark-seen", "--assets", os.fspath(assets)] + _common(app_id, version, state_dir, None)
    return _outcome(_run(arguments, lambda status: status == 0))


def _common(app_id: Optional[str], version: Optional[str], state_dir: Optional[Path],
            changelog: Optional[Path]) -> List[str]:
    arguments: List[str] = []
    if app_id is not None:
        arguments += ["--app-id", app_id]
    if version is not None:
        arguments += ["--app-version", version]
    if state_dir is not None:
        arguments += ["--state-dir", os.fspath(state_dir)]
    if changelog is not None:
        arguments += ["--changelog", os.fspath(changelog)]
    return arguments


def _run(arguments: List[str], answered: Callable[[int], bool]) -> Dict[str, Any]:
    """Runs onboard with stdin inherited (the pages read keys from the terminal; with stdout a
    pipe they draw on /dev/tty) and returns its JSON line when it printed one and `answered`
    accepts its status. Otherwise it raises `OnboardError` with the status and the last line on
    stderr; every other line on stderr goes on to this process's stderr."""
    run = subprocess.run([executable()] + arguments, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    errors = run.stderr.decode("utf-8", "replace").splitlines()
    lines = [text for text in run.stdout.decode("utf-8", "replace").splitlines() if text.strip()]
    line: Optional[Dict[str, Any]] = None
    try:
        parsed = json.loads(lines[-1]) if lines else None
        line = parsed if isinstance(parsed, dict) else None
    except ValueError:
        pass
    failed = line is None or not answered(run.returncode)
    for text in errors[:-1] if failed else errors:
        print(text, file=sys.stderr)
    if line is None or failed:
        message = errors[-1] if errors else f"onboard: exit status {run.returncode} without a message"
        raise OnboardError(run.returncode, message)
    return line


def _outcome(line: Dict[str, Any]) -> Outcome:
    return Outcome(result=str(line["result"]), share=bool(line["share"]), version=str(line["version"]),
                   reason=line.get("reason"))
