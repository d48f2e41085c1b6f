"""Real-terminal harness for the reliability tests: tmux panes and raw ptys.

Every wait is a poll with a bounded timeout; nothing sleeps for a fixed time to "let things
settle". Each Tmux instance runs its own server on a private socket, removed at the end.
"""
import contextlib
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

DEADLINE = float(os.environ.get("RELIABILITY_TIMEOUT", "10"))


class Timeout(Exception):
    pass


def wait_until(predicate, what, timeout=DEADLINE, interval=0.02):
    """Polls `predicate` until it returns something truthy; raises Timeout naming `what`."""
    end = time.monotonic() + timeout
    while True:
        value = predicate()
        if value:
            return value
        if time.monotonic() > end:
            raise Timeout(f"timed out after {timeout:.0f}s waiting for {what}")
        time.sleep(interval)


def base_environment(home, term="xterm-256color", **extra):
    """A small, explicit environment: no inherited TERM, locale or state folders."""
    env = {
        "PATH": "/usr/local/bin:/usr/bin:/bin",
        "HOME": home,
        "XDG_STATE_HOME": os.path.join(home, "state"),
        "LANG": "C.UTF-8",
        "TMPDIR": home,
    }
    if term is not None:
        env["TERM"] = term
    env.update({key: value for key, value in extra.items() if value is not None})
    return env


@contextlib.contextmanager
def traced_session(binary, name, options, **extra):
    """The release binary in tmux under strace (`options`), its state in a temporary home, on
    its first page, `extra` added to its environment: yields (tmux, home, path of the trace).
    Exits when strace is missing."""
    if shutil.which("strace") is None:
        sys.exit(f"{name}: strace is not installed (make deps installs it)")
    with tempfile.TemporaryDirectory(prefix=f"onboard-{name.replace(' ', '-')}-") as home:
        log = os.path.join(home, "trace")
        command = (f"sh -c 'strace {options} -o {log} {os.path.abspath(binary)} "
                   f"--state-dir {home}/state --reduced-motion; echo exit=$?; exec cat'")
        with Tmux(command, base_environment(home, **extra)) as tmux:
            tmux.wait_for_text("Welcome aboard")
            yield tmux, home, log


def flip_to_last_page(tmux):
    """Right three times on the demo's four pages, each page's dots on screen before the next."""
    for dots in ("○ ● ○ ○", "○ ○ ● ○", "○ ○ ○ ●"):
        tmux.send("Right")
        tmux.wait_for_text(dots)


class Tmux:
    """One tmux server with one window, sized like a terminal a person would have."""

    FLAGS = ("alternate_on", "cursor_flag", "mouse_any_flag", "mouse_standard_flag",
             "mouse_button_flag", "mouse_sgr_flag", "mouse_utf8_flag", "keypad_cursor_flag",
             "keypad_flag", "pane_dead", "pane_dead_status", "pane_tty", "pane_pid")

    def __init__(self, command, env, width=80, height=24):
        if shutil.which("tmux") is None:
            raise RuntimeError("tmux is not installed")
        self.directory = tempfile.mkdtemp(prefix="onboard-tmux-")
        self.socket = os.path.join(self.directory, "socket")
        config = os.path.join(self.directory, "tmux.conf")
        with open(config, "w") as file:
            file.write("set -g remain-on-exit on\nset -sg escape-time 10\nset -g status off\n"
                       "set -g history-limit 2000\nset -g default-terminal tmux-256color\n")
        environment = " ".join(f"{key}={quote(value)}" for key, value in env.items())
        self.run("-f", config, "new-session", "-d", "-s", "t", "-x", str(width), "-y", str(height),
                 f"env -i {environment} {command}", daemon=True)

    def run(self, *arguments, daemon=False):
        command = ["tmux", "-S", self.socket, *arguments]
        if daemon:  # the server inherits our pipes otherwise, and we would wait for it forever
            subprocess.run(command, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                           stderr=subprocess.DEVNULL, check=True, timeout=DEADLINE)
            return ""
        return subprocess.run(command, stdin=subprocess.DEVNULL, capture_output=True, text=True,
                              timeout=DEADLINE).stdout

    def send(self, *keys):
        self.run("send-keys", "-t", "t", *keys)

    def type(self, text):
        self.run("send-keys", "-t", "t", "-l", text)

    def resize(self, width, height):
        self.run("resize-window", "-t", "t", "-x", str(width), "-y", str(height))

    def screen(self, escapes=False):
        return self.run("capture-pane", "-p", "-t", "t", *(["-e"] if escapes else []))

    def history(self):
        """The pane's normal screen including what scrolled off."""
        return self.run("capture-pane", "-p", "-t", "t", "-S", "-2000", "-a") or \
            self.run("capture-pane", "-p", "-t", "t", "-S", "-2000")

    def flags(self):
        names = self.FLAGS
        text = self.run("display", "-p", "-t", "t", "\t".join("#{%s}" % name for name in names))
        return dict(zip(names, text.rstrip("\n").split("\t")))

    def wait_for_text(self, text, timeout=DEADLINE):
        return wait_until(lambda: text in self.screen(), f"'{text}' on screen", timeout)

    def close(self):
        try:
            self.run("kill-server")
        except Exception:
            pass
        shutil.rmtree(self.directory, ignore_errors=True)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


def quote(text):
    return "'" + text.replace("'", "'\\''") + "'"


def children(pid):
    """The direct children of a process (Linux /proc)."""
    try:
        with open(f"/proc/{pid}/task/{pid}/children") as file:
            return [int(value) for value in file.read().split()]
    except OSError:
        return []


TERMINAL_MODES = re.compile(rb"\x1b\[\?([0-9;]+)([hl])")


class ModeTracker:
    """Follows the DEC private modes (alternate screen, cursor, mouse) a byte stream sets."""

    NAMES = {"1049": "alternate screen", "47": "alternate screen", "1047": "alternate screen",
             "25": "cursor visible", "1000": "mouse", "1002": "mouse", "1003": "mouse",
             "1006": "mouse (SGR)", "1005": "mouse (UTF-8)", "2004": "bracketed paste"}

    def __init__(self):
        self.modes = {}

    def feed(self, data):
        for match in TERMINAL_MODES.finditer(data):
            for number in match.group(1).decode().split(";"):
                self.modes[number] = match.group(2) == b"h"

    def problems(self):
        """Modes left in a state a shell would not expect."""
        found = []
        for number, name in self.NAMES.items():
            on = self.modes.get(number)
            if number == "25":
                if on is False:
                    found.append("cursor left hidden")
            elif on:
                found.append(f"{name} left on (?{number}h)")
        return found


SGR = re.compile(r"\x1b\[([0-9;:]*)m")


def cells(capture):
    """Turns `capture-pane -e` output into rows of (character, style) cells.

    tmux re-encodes colours but places a reset wherever it likes (at the end of a line or at
    the start of the next), so two equal screens can differ as text; as cells they do not.
    The foreground of a blank that is neither reversed nor underlined cannot be seen, and
    neither can its bold, dim or italic, so they are dropped (the ncurses backend draws blanks with
    their neighbour's colours and weight to send fewer colour changes, so a blank's invisible
    pen depends on which cells a frame rewrote). tmux leaves cells cleared by an erase out of
    a capture, background and all, while blanks written as spaces stay in it; so that a row
    compares the same however its end was blanked, blanks at the end of a row are dropped.
    """
    state = {"fg": None, "bg": None, "attributes": frozenset()}
    rows = []
    for line in capture.split("\n"):
        row = []
        position = 0
        for match in list(SGR.finditer(line)) + [None]:
            end = match.start() if match else len(line)
            for character in line[position:end]:
                attributes = state["attributes"]
                fg = state["fg"]
                if character == " " and not attributes & {"7", "4"}:
                    fg = None
                    attributes = attributes - {"1", "2", "3"}
                row.append((character, fg, state["bg"], attributes))
            if match is None:
                break
            apply_sgr(state, match.group(1))
            position = match.end()
        while row and row[-1][0] == " " and not row[-1][3] & {"7", "4"}:
            row.pop()
        rows.append(row)
    while rows and not rows[-1]:
        rows.pop()
    return rows


def apply_sgr(state, parameters):
    values = parameters.replace(":", ";").split(";") if parameters else ["0"]
    index = 0
    while index < len(values):
        value = values[index] or "0"
        if value == "0":
            state.update(fg=None, bg=None, attributes=frozenset())
        elif value in ("38", "48"):
            kind = values[index + 1] if index + 1 < len(values) else ""
            length = 3 if kind == "5" else 5 if kind == "2" else 2
            state["fg" if value == "38" else "bg"] = ";".join(values[index:index + length])
            index += length - 1
        elif value == "39":
            state["fg"] = None
        elif value == "49":
            state["bg"] = None
        elif value == "22":
            state["attributes"] = state["attributes"] - {"1", "2"}
        elif value.startswith("2") and len(value) == 2:
            state["attributes"] = state["attributes"] - {value[1]}
        elif (len(value) == 2 and value[0] in "349") or (len(value) == 3 and value.startswith("10")):
            state["fg" if value[0] in "39" else "bg"] = value
        else:
            state["attributes"] = state["attributes"] | {value}
        index += 1


class PtySession:
    """The binary on a raw pseudo-terminal, with every byte it writes kept for inspection.

    The test keeps its own descriptor for the terminal side, so it can read the line
    discipline's settings (`termios`) after the app has gone.
    """

    def __init__(self, argv, env, width=80, height=24):
        import fcntl
        import struct
        import termios
        self.output = bytearray()
        self.status = None
        self.fd, self.terminal = os.openpty()
        fcntl.ioctl(self.terminal, termios.TIOCSWINSZ, struct.pack("HHHH", height, width, 0, 0))
        self.pid = os.fork()
        if self.pid == 0:
            try:
                os.close(self.fd)
                os.login_tty(self.terminal)
                os.execve(argv[0], argv, env)
            finally:
                os._exit(127)
        os.set_blocking(self.fd, False)

    def pump(self, timeout=0.05):
        """Reads whatever the app wrote within `timeout`; returns whether anything came."""
        import select
        ready, _, _ = select.select([self.fd], [], [], timeout)
        if not ready:
            return False
        try:
            data = os.read(self.fd, 65536)
        except (BlockingIOError, OSError):
            return False
        self.output += data
        return bool(data)

    def wait_for(self, needle, timeout=DEADLINE):
        needle = needle.encode() if isinstance(needle, str) else needle
        end = time.monotonic() + timeout
        while needle not in self.output:
            if time.monotonic() > end:
                raise Timeout(f"timed out waiting for {needle!r} from the app")
            self.pump()

    def wait_for_more(self, seen, timeout=DEADLINE):
        """Waits until the app has written more than `seen` bytes in all."""
        end = time.monotonic() + timeout
        while len(self.output) <= seen:
            if time.monotonic() > end:
                raise Timeout("timed out waiting for the app to draw")
            self.pump()

    def answer(self, quiet):
        """What the app writes from now (within 5 s) until it is quiet for `quiet` seconds."""
        start = len(self.output)
        try:
            self.wait_for_more(start, timeout=5)
        except Timeout:
            return b""
        while self.pump(quiet):
            pass
        return bytes(self.output[start:])

    def send(self, data, timeout=DEADLINE):
        """Types `data`, reading the app's output meanwhile so neither side blocks."""
        data = data.encode() if isinstance(data, str) else data
        end = time.monotonic() + timeout
        while data:
            try:
                data = data[os.write(self.fd, data):]
            except BlockingIOError:
                if time.monotonic() > end:
                    raise Timeout("timed out typing: the app stopped reading")
                self.pump(0.01)

    def termios(self):
        import termios
        return termios.tcgetattr(self.terminal)

    def finish(self, timeout=DEADLINE):
        """Reads until the app exits; returns its exit status (128+N for a signal)."""
        end = time.monotonic() + timeout
        while self.status is None:
            self.pump()
            pid, status = os.waitpid(self.pid, os.WNOHANG)
            if pid:
                while self.pump(0.05):
                    pass
                self.status = os.waitstatus_to_exitcode(status)
                if self.status < 0:
                    self.status = 128 - self.status
            elif time.monotonic() > end:
                os.kill(self.pid, 9)
                os.waitpid(self.pid, 0)
                raise Timeout("timed out waiting for the app to exit")
        return self.status

    def close(self):
        for fd in (self.fd, self.terminal):
            try:
                os.close(fd)
            except OSError:
                pass


def run_in_shell(tmux, command):
    """Types `command` at the pane's shell prompt (waiting for the prompt first) and runs it."""
    wait_until(lambda: tmux.screen().strip(), "the shell prompt")
    tmux.type(command)
    tmux.send("Enter")


def wait_sampling_alternate(tmux, marker, what):
    """Waits for `marker` on screen without pressing a key; returns every `alternate_on` seen."""
    samples = []

    def done():
        samples.append(tmux.flags()["alternate_on"])
        return marker in tmux.screen()
    wait_until(done, what)
    return samples


def report(label, results):
    """Prints one line per (name, figure, ok) result; the exit status for the test script."""
    for name, figure, ok in results:
        print(f"{label}: {name}: {figure}: {'ok' if ok else 'FAIL'}")
    return 0 if all(ok for _, _, ok in results) else 1
