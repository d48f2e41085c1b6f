#!/usr/bin/env python3
"""Pages from big changelogs: `onboard --plain --changelog FILE` on 1 000 and 2 000 releases
that each link to their own reference definition, and on a file of 1 MiB (Changelog.maximumBytes)
of such releases; prints the median wall time and the peak RSS of each.

Usage: changelog_bench.py ONBOARD_BINARY [RUNS]
Targets (issue 37): 1 000 releases with references in at most 0.5 s, 1 MiB in at most 1 s,
memory growing with the file, not with releases times references."""
import os
import statistics
import subprocess
import sys
import tempfile
import time

MIB = 1024 * 1024


def changelog(releases, notes_lines=1):
    """`releases` releases, newest first, each with notes and a link to its definition at the end."""
    parts = ["# Changelog\n\n## [Unreleased]\n\n"]
    for index in range(releases, 0, -1):
        parts.append(f"## [1.{index}.0] - 2026-01-01\n### Fixed\n")
        for line in range(notes_lines):
            parts.append(f"- Change {index}.{line}: a fix with `code`, see [the diff][1.{index}.0].\n")
        parts.append("\n")
    for index in range(1, releases + 1):
        parts.append(f"[1.{index}.0]: https://example.org/compare/1.{index - 1}.0...1.{index}.0\n")
    return "".join(parts)


def one_mebibyte():
    """As many releases of four notes lines as fit in 1 MiB."""
    releases = 1000
    while len(changelog(releases * 2, 4).encode()) <= MIB:
        releases *= 2
    low, high = releases, releases * 2
    while low + 1 < high:
        middle = (low + high) // 2
        if len(changelog(middle, 4).encode()) <= MIB:
            low = middle
        else:
            high = middle
    return low, changelog(low, 4)


def run(binary, path):
    """Wall and CPU seconds and peak RSS (KiB) of one plain run, whose output must be pages."""
    with tempfile.TemporaryFile() as errors:
        started = time.perf_counter()
        # GNU time's own child is small before it execs the binary; this process's fork is not,
        # and a child's peak RSS counts what it had before its exec.
        child = subprocess.run(["/usr/bin/time", "-f", "%U %S %M", binary, "--plain", "--changelog", path],
                               stdout=subprocess.PIPE, stderr=errors, env={**os.environ, "LANG": "C.UTF-8"})
        seconds = time.perf_counter() - started
        errors.seek(0)
        lines = errors.read().decode(errors="replace").splitlines()
        if child.returncode != 0 or not child.stdout.startswith(b"--- 1/"):
            sys.exit(f"changelog bench: exit {child.returncode}: {' '.join(lines)[:200]}")
    user, system, peak = lines[-1].split()
    return seconds, float(user) + float(system), int(peak)


def measure(binary, text, runs):
    with tempfile.NamedTemporaryFile("w", suffix=".md", delete=False) as file:
        file.write(text)
    times, cpus, peaks = [], [], []
    try:
        for _ in range(runs):
            seconds, cpu, peak = run(binary, file.name)
            times.append(seconds)
            cpus.append(cpu)
            peaks.append(peak)
    finally:
        os.unlink(file.name)
    return statistics.median(times), statistics.median(cpus), max(peaks) / 1024


def main():
    binary = sys.argv[1]
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 5
    releases, big = one_mebibyte()
    cases = [
        ("1 000 releases, 1 000 references", changelog(1000), 0.5),
        ("2 000 releases, 2 000 references", changelog(2000), None),
        (f"1 MiB: {releases} releases, {releases} references", big, 1.0),
    ]
    load = os.getloadavg()[0]
    print(f"Changelog pages (--plain; wall and CPU: median of {runs}; peak RSS: the largest run's; "
          f"load {load:.1f} on {os.cpu_count()} CPUs)")
    for name, text, target in cases:
        seconds, cpu, rss = measure(binary, text, runs)
        goal = f"  (target <= {target} s)" if target else ""
        print(f"  {name:<40} {len(text.encode()) / 1024:7.0f} KiB  wall {seconds:6.3f} s  CPU {cpu:6.3f} s"
              f"  {rss:6.1f} MiB{goal}")


if __name__ == "__main__":
    main()
