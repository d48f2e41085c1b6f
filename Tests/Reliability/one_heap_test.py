"""The command's threads share one heap: the read-ahead lane makes no malloc arena of its own.

glibc gives a thread its own arena at its first allocation: a 64 MiB reservation (mapped at
twice that size and trimmed to its alignment, then opened a page range at a time), none of the
heap's freed memory reused, and unmaps that wait on the UI thread's CPU. `onboard` asks for one
arena at start (`AllocatorPolicy`, docs/decisions/0087 "One heap"). This runs the release binary
under
strace in tmux, flips the pages (the menu's content is read on the lane meanwhile), enters the
app, visits every tab and quits, and reads the trace: a thread must have been started (or the
check saw nothing) and no reservation of 64 MiB or more may be mapped with MAP_NORESERVE.
Usage: python3 one_heap_test.py PATH/TO/onboard
"""
import re
import sys

from terminal import flip_to_last_page, traced_session

MMAP = re.compile(r"^\d+\s+mmap\(NULL, (\d+), PROT_NONE, ([A-Z_|]+)")


def main():
    with traced_session(sys.argv[1], "one heap", "-f -qq -e trace=mmap,clone,clone3") as (tmux, _, log):
        flip_to_last_page(tmux)
        tmux.send("Enter")
        tmux.wait_for_text("› Lina Park")
        for tab, text in (("2", "Messages"), ("3", "Terminal apps are back"), ("4", "Alex Morgan")):
            tmux.send(tab)
            tmux.wait_for_text(text)
        tmux.send("q")
        tmux.wait_for_text("exit=0")
        with open(log) as file:
            trace = file.read()
        threads = len(re.findall(r"^\d+\s+clone3?\(", trace, re.MULTILINE))
        arenas = [line for line in trace.splitlines()
                  if (match := MMAP.match(line)) and int(match.group(1)) >= 64 << 20 and "MAP_NORESERVE" in match.group(2)]
        problems = []
        if threads == 0:
            problems.append("no thread was started: the read-ahead lane never ran, so the check saw nothing")
        if arenas:
            problems.append(f"{len(arenas)} arena reservations: {arenas[0]}")
        if problems:
            sys.exit("one heap: FAIL: " + "; ".join(problems))
        print(f"one heap: {threads} thread(s) started, no arena of their own: ok")


if __name__ == "__main__":
    main()
