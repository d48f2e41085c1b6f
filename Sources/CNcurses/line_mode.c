#define _GNU_SOURCE
#include "shim.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

/* The accessible mode's terminal: plain lines out, one key at a time in, nothing else.
 *
 * No curses, no alternate screen, no cursor movement: only the line discipline changes (no
 * canonical input, no echo, no signal keys, so Ctrl-C arrives as a byte, as in full screen) and
 * goes back as it was at the end. INT, TERM, HUP and QUIT from outside are recorded (no
 * SA_RESTART, so a waiting read returns) and the host's dispositions put back at the end. */

static int line_fd = -1;
static int line_owns_fd = 0;
static struct termios line_saved;
static int line_has_saved = 0;
static volatile sig_atomic_t line_signal = 0;
static const int line_signals[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT};
enum { LINE_SIGNALS = sizeof line_signals / sizeof *line_signals };
static struct sigaction line_previous[LINE_SIGNALS];
/* A signal between the check of line_signal and poll would leave poll waiting for a key: the
 * handler also writes to this pipe, which poll watches beside the terminal. */
static int line_wake[2] = {-1, -1};

static void line_record(int signal) {
    line_signal = signal;
    if (line_wake[1] >= 0) {
        int saved = errno;
        (void)!write(line_wake[1], "", 1);
        errno = saved;
    }
}

int cn_line_begin(void) {
    line_signal = 0;
    if (pipe2(line_wake, O_NONBLOCK | O_CLOEXEC) != 0) line_wake[0] = line_wake[1] = -1;
    line_fd = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC);
    line_owns_fd = line_fd >= 0;
    if (line_fd < 0) line_fd = isatty(STDIN_FILENO) ? STDIN_FILENO : -1;
    if (line_fd < 0) return -1;
    if (tcgetattr(line_fd, &line_saved) == 0) {
        line_has_saved = 1;
        struct termios raw = line_saved;
        raw.c_lflag &= ~(ICANON | ECHO | ISIG | IEXTEN);
        raw.c_iflag &= ~(IXON | ICRNL);
        raw.c_cc[VMIN] = 1;
        raw.c_cc[VTIME] = 0;
        tcsetattr(line_fd, TCSAFLUSH, &raw);
    }
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = line_record;
    sigemptyset(&action.sa_mask);
    for (int i = 0; i < LINE_SIGNALS; i++) {
        sigaction(line_signals[i], NULL, &line_previous[i]);
        if (line_previous[i].sa_handler != SIG_IGN) sigaction(line_signals[i], &action, NULL);
    }
    return 0;
}

int cn_line_write(const char *text, size_t length) {
    int fd = line_fd >= 0 ? line_fd : STDOUT_FILENO;
    while (length > 0) {
        ssize_t written = write(fd, text, length);
        if (written < 0) {
            if (errno == EINTR) continue;
            return -1;
        }
        text += written;
        length -= (size_t)written;
    }
    return 0;
}

int cn_line_read(int timeout_ms) {
    if (line_fd < 0) return -2;
    if (line_signal != 0) return -2;
    struct pollfd fds[2] = {{line_fd, POLLIN, 0}, {line_wake[0], POLLIN, 0}};
    int ready = poll(fds, line_wake[0] >= 0 ? 2 : 1, timeout_ms);
    if (line_signal != 0) return -2;
    if (ready > 0 && !(fds[0].revents & (POLLIN | POLLHUP | POLLERR))) return -1;
    if (ready == 0) return -1;
    if (ready < 0) return errno == EINTR ? -1 : -2;
    unsigned char byte;
    ssize_t got = read(line_fd, &byte, 1);
    if (got == 1) return byte;
    if (got < 0 && (errno == EINTR || errno == EAGAIN)) return -1;
    return -2; /* end of input */
}

int cn_line_signal(void) { return line_signal; }

void cn_line_end(void) {
    if (line_fd >= 0 && line_has_saved) tcsetattr(line_fd, TCSAFLUSH, &line_saved);
    line_has_saved = 0;
    for (int i = 0; i < LINE_SIGNALS; i++) {
        if (line_previous[i].sa_handler != SIG_IGN) sigaction(line_signals[i], &line_previous[i], NULL);
    }
    if (line_owns_fd) close(line_fd);
    line_fd = -1;
    for (int i = 0; i < 2; i++) {
        if (line_wake[i] >= 0) close(line_wake[i]);
        line_wake[i] = -1;
    }
    line_owns_fd = 0;
}
