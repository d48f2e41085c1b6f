"""Each frame reaches the terminal in one write, whole: begin marker first, end marker last.

ncurses 6.4 flushes after every cursor move; the backend points the terminal's descriptor at a
memory file while ncurses draws and then sends the frame with one sendfile (DECISIONS.md, "One
write per frame"). This runs the release binary under strace in tmux, flips three pages, enters
the app and quits, and reads the trace: every frame drawn (a dup2 onto the terminal's
descriptor, ncurses' writes, the dup2 back) must be followed by exactly one sendfile of all its
bytes to the terminal, and nothing else may be written to the terminal while the pages and the
menu show. All its bytes, less three for each ESC ( B that ncurses drew after the first frame:
those no-op charset resets are dropped before sending (DECISIONS.md, "Frames without ESC ( B"),
so later frames must show some dropped and the counts must add up. Also: the terminal is
restored and the state written, as always.
Usage: python3 one_write_test.py PATH/TO/onboard
"""
import os
import re
import sys

from terminal import flip_to_last_page, traced_session, wait_until

CALL = re.compile(r"^(?:\d+\s+)?(\w+)\((.*)\)\s+=\s+(-?\d+)")


def frames(trace):
    """(bytes drawn into the memory file, ESC ( B drawn, bytes sent) per frame, and writes to
    the terminal between frames, from an `strace -s 65536 -e trace=dup2,write,sendfile` log of
    the UI thread (strace shows ESC as \\33)."""
    # The app runs with stdout on the terminal, so that is descriptor 1 (stderr's capture also
    # uses dup2, onto 2, and is not a frame). The UI shows from the first frame sent: the start's
    # own bytes come before it, and so does one capture that is never sent (initial_state.c).
    terminal = "1"
    drawn, resets, results, stray, pending, capturing, started = 0, 0, [], 0, 0, False, False
    for line in trace.splitlines():
        match = CALL.match(line)
        if not match:
            continue
        name, arguments, result = match.group(1), match.group(2), int(match.group(3))
        fields = [field.strip() for field in arguments.split(",")]
        if name == "dup2" and len(fields) >= 2 and fields[1] == terminal:
            if not capturing:
                capturing, drawn, resets = True, 0, 0
                stray, pending = stray + pending, 0  # writes between two frames count
            else:
                capturing = False
        elif name == "write" and result > 0:
            if capturing and fields[0] == terminal:
                drawn += result
                resets += line.count("\\33(B")
            elif started and fields[0] == terminal:
                pending += 1  # the shut-down sequence after the last frame does not
        elif name == "sendfile" and fields[0] == terminal and not capturing:
            results.append((drawn, resets, result))
            started = True
    return results, stray


def main():
    options = "-qq -s 65536 -e trace=dup2,write,sendfile"
    with traced_session(sys.argv[1], "one write", options) as (tmux, home, log):
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
        expected = [drawn - (3 * resets if index > 0 else 0) for index, (drawn, resets, _) in enumerate(results)]
        torn = [(drawn, resets, sent) for (drawn, resets, sent), want in zip(results, expected)
                if sent != want or sent == 0]
        if torn:
            problems.append(f"frames not sent whole (drawn, ESC ( B drawn, sent): {torn[:3]}")
        dropped = sum(resets for _, resets, _ in results[1:])
        if dropped == 0:
            problems.append("no frame after the first had an ESC ( B to drop: the check saw nothing")
        if stray:
            problems.append(f"{stray} writes to the terminal outside frames while the UI showed")
        if flags["alternate_on"] != "0" or flags["cursor_flag"] != "1":
            problems.append(f"terminal not restored: {flags}")
        if not os.path.exists(os.path.join(home, "state", "state.json")):
            problems.append("the state was not written")
        sizes = ", ".join(str(sent) for _, _, sent in results)
        if problems:
            sys.exit("one write per frame: FAIL: " + "; ".join(problems))
        print(f"one write per frame: {len(results)} frames, each one sendfile of all its bytes less "
              f"{dropped} no-op ESC ( B ({sizes} B); "
              f"restored, state written: ok")


if __name__ == "__main__":
    main()
