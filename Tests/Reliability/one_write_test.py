"""Each frame reaches the terminal in one write, whole: begin marker first, end marker last.

ncurses 6.4 flushes after every cursor move; the backend points the terminal's descriptor at a
memory file while ncurses draws and then sends the frame with one sendfile (docs/decisions/0062).
This runs the release binary under strace in tmux, flips three pages, enters
the app and quits, and reads the trace: every frame drawn (a dup2 onto the terminal's
descriptor, ncurses' writes, the dup2 back) must be followed by exactly one sendfile of all its
bytes to the terminal, and nothing else may be written to the terminal while the pages and the
menu show. The run sets ONBOARD_TRIM=0, so every byte ncurses drew is sent and the counts must
add up exactly (frame_trim_test.py checks the trimmed frames). Also: the terminal is restored
and the state written, as always.
Usage: python3 one_write_test.py PATH/TO/onboard
"""
import os
import re
import sys

from terminal import flip_to_last_page, traced_session, wait_until

CALL = re.compile(r"^(?:\d+\s+)?(\w+)\((.*)\)\s+=\s+(-?\d+)")


def frames(trace):
    """(bytes drawn into the memory file, bytes sent) per frame, and writes to the terminal
    between frames, from an `strace -e trace=dup2,write,sendfile` log of the UI thread."""
    # ncurses writes to a duplicate of the terminal of its own, never the host's stdout: the
    # descriptor frames are sent to (stderr's capture also uses dup2, onto 2, and is not a
    # frame). The UI shows from the first frame sent: the start's own bytes come before it, and
    # so does one capture that is never sent (initial_state.c).
    sent_to = [CALL.match(line) for line in trace.splitlines()]
    sent_to = [match.group(2).split(",")[0].strip() for match in sent_to if match and match.group(1) == "sendfile"]
    terminal = sent_to[0] if sent_to else "1"
    drawn, results, stray, pending, capturing, started = 0, [], 0, 0, False, False
    for line in trace.splitlines():
        match = CALL.match(line)
        if not match:
            continue
        name, arguments, result = match.group(1), match.group(2), int(match.group(3))
        fields = [field.strip() for field in arguments.split(",")]
        if name == "dup2" and len(fields) >= 2 and fields[1] == terminal:
            if not capturing:
                capturing, drawn = True, 0
                stray, pending = stray + pending, 0  # writes between two frames count
            else:
                capturing = False
        elif name == "write" and result > 0:
            if capturing and fields[0] == terminal:
                drawn += result
            elif started and fields[0] == terminal:
                pending += 1  # the shut-down sequence after the last frame does not
        elif name == "sendfile" and fields[0] == terminal and not capturing:
            results.append((drawn, result))
            started = True
    return results, stray


def terminal_descriptor(log):
    """The descriptor frames were sent to, from the trace."""
    with open(log) as file:
        for line in file:
            match = CALL.match(line)
            if match and match.group(1) == "sendfile":
                return match.group(2).split(",")[0].strip()
    return None


def main():
    options = "-qq -e trace=dup2,write,sendfile"
    with traced_session(sys.argv[1], "one write", options, ONBOARD_TRIM="0") as (tmux, home, log):
        flip_to_last_page(tmux)  # one key, one frame
        tmux.send("Enter")
        tmux.wait_for_text("› Lina Park")
        tmux.send("Down")
        wait_until(lambda: "› Lina Park" not in tmux.screen(), "the selection moved")
        tmux.send("q")
        tmux.wait_for_text("exit=0")
        flags = tmux.flags()
        with open(log) as file:
            results, stray = frames(file.read())
        problems = []
        if len(results) < 6:
            problems.append(f"only {len(results)} frames sent in one piece (want the first, three flips, "
                            "Enter app and a Down)")
        torn = [(drawn, sent) for drawn, sent in results if sent != drawn or sent == 0]
        if torn:
            problems.append(f"frames not sent whole (drawn, sent): {torn[:3]}")
        if terminal_descriptor(log) in ("0", "1", "2"):
            problems.append("frames were drawn by repointing a standard descriptor of the host")
        if stray:
            problems.append(f"{stray} writes to the terminal outside frames while the UI showed")
        if flags["alternate_on"] != "0" or flags["cursor_flag"] != "1":
            problems.append(f"terminal not restored: {flags}")
        if not os.path.exists(os.path.join(home, "state", "state.json")):
            problems.append("the state was not written")
        sizes = ", ".join(str(sent) for _, sent in results)
        if problems:
            sys.exit("one write per frame: FAIL: " + "; ".join(problems))
        print(f"one write per frame: {len(results)} frames, each one sendfile of all its bytes "
              f"({sizes} B); restored, state written: ok")


if __name__ == "__main__":
    main()
