#define _GNU_SOURCE
#include "shim.h"
#include "internal.h"

#include <curses.h>
#include <signal.h>
#include <string.h>
#include <sys/ioctl.h>
#include <termios.h>

/* A guest in the host's process: every disposition changed here goes back as it was found.
 *
 * cn_save_signal_dispositions runs before newterm, because newterm installs ncurses' own
 * handlers for INT, TERM, TSTP and WINCH (where they were the default) and never removes them;
 * cn_restore_signal_dispositions puts back that snapshot once the screen is deleted. In
 * between, cn_install_signal_handlers adds ours on top:
 * - termination (INT TERM HUP QUIT) asks the loop to quit; it restores the terminal and the
 *   outcome carries the signal. A second one restores here, puts the host's disposition back
 *   and raises it again, so a stuck run can always be killed. A signal the host ignored stays
 *   ignored (as a shell leaves INT and QUIT for a background job).
 * - faults restore the terminal, put the host's disposition back and let the fault happen again
 *   under it (the Swift backtracer, then prints on the normal screen).
 * - WINCH calls the host's handler, if it had one, and marks a resize for cn_take_resize, which
 *   resizes ncurses' screens itself: ncurses' own WINCH handler is installed only by the first
 *   newterm of a process, so a second presentation could not rely on it. */

enum { TERMINATE = 1, FATAL = 2, RESIZE = 4, SUSPEND = 8 };

struct disposition {
    int signal;
    int role;
};

static const struct disposition dispositions[] = {
    {SIGINT, TERMINATE}, {SIGTERM, TERMINATE}, {SIGHUP, TERMINATE}, {SIGQUIT, TERMINATE},
    {SIGSEGV, FATAL},    {SIGBUS, FATAL},      {SIGILL, FATAL},     {SIGTRAP, FATAL},
    {SIGABRT, FATAL},    {SIGFPE, FATAL},      {SIGWINCH, RESIZE},  {SIGTSTP, SUSPEND},
};
enum { DISPOSITIONS = sizeof dispositions / sizeof *dispositions };

static volatile sig_atomic_t pending_signal;
static volatile sig_atomic_t resize_pending;
/* The host's dispositions, taken before newterm; saved is 1 from then until restored. */
static struct sigaction host[NSIG];
static int saved;
static int installed;

void cn_restore_in_handler(void) {
    cn_capture_abandon(); /* a frame being drawn: ncurses' descriptor back on the terminal first */
    if (cn_started) {
        cn_started = 0;
        endwin();
    }
    cn_stderr_release();
}

/* The host's disposition for `sig`, back in place (from a handler too: sigaction is safe). */
static void give_back(int sig) {
    if (saved) sigaction(sig, &host[sig], NULL);
    else signal(sig, SIG_DFL);
}

static void on_terminate(int sig) {
    if (pending_signal) {
        cn_restore_in_handler();
        give_back(sig);
        raise(sig);
        return;
    }
    pending_signal = sig;
    cn_wake();
}

static void on_fatal(int sig, siginfo_t *info, void *context) {
    (void)context;
    cn_restore_in_handler();
    give_back(sig);
    /* A fault the processor raised (si_code > 0) happens again when this returns, now under
     * the host's disposition with its real context. A trap instruction does not repeat, and a
     * signal sent by kill or raise has no instruction to repeat: those are raised again. */
    if (sig != SIGTRAP && sig != SIGABRT && info != NULL && info->si_code > 0) return;
    raise(sig);
}

static void on_resize(int sig, siginfo_t *info, void *context) {
    const struct sigaction *previous = &host[sig];
    if (previous->sa_flags & SA_SIGINFO) {
        if (previous->sa_sigaction != NULL) previous->sa_sigaction(sig, info, context);
    } else if (previous->sa_handler != SIG_DFL && previous->sa_handler != SIG_IGN) {
        previous->sa_handler(sig);
    }
    resize_pending = 1;
    cn_wake();
}

static int ignored_by_host(int sig) {
    return !(host[sig].sa_flags & SA_SIGINFO) && host[sig].sa_handler == SIG_IGN;
}

void cn_save_signal_dispositions(void) {
    if (saved) return;
    for (size_t i = 0; i < DISPOSITIONS; i++) sigaction(dispositions[i].signal, NULL, &host[dispositions[i].signal]);
    saved = 1;
}

void cn_install_signal_handlers(void) {
    if (installed) return;
    cn_save_signal_dispositions();
    pending_signal = 0; /* an earlier run's ending is not this run's */
    resize_pending = 0;
    for (size_t i = 0; i < DISPOSITIONS; i++) {
        int sig = dispositions[i].signal, role = dispositions[i].role;
        struct sigaction action;
        memset(&action, 0, sizeof action);
        sigemptyset(&action.sa_mask);
        if (role == TERMINATE) {
            if (ignored_by_host(sig)) continue;
            action.sa_handler = on_terminate;
        } else if (role == FATAL) {
            action.sa_sigaction = on_fatal;
            action.sa_flags = SA_SIGINFO | SA_NODEFER;
        } else if (role == RESIZE) {
            action.sa_sigaction = on_resize;
            action.sa_flags = SA_SIGINFO | SA_RESTART;
        } else {
            continue; /* Ctrl-Z: ncurses' handler (when the host had none) suspends politely */
        }
        sigaction(sig, &action, NULL);
    }
    installed = 1;
}

void cn_restore_signal_dispositions(void) {
    if (!saved) return;
    for (size_t i = 0; i < DISPOSITIONS; i++) sigaction(dispositions[i].signal, &host[dispositions[i].signal], NULL);
    saved = 0;
    installed = 0;
}

int cn_pending_signal(void) { return pending_signal; }

int cn_take_resize(void) {
    if (!resize_pending || !cn_started) return 0;
    resize_pending = 0;
    struct winsize size;
    int fd = cn_input_fd();
    if (fd < 0 || ioctl(fd, TIOCGWINSZ, &size) != 0 || size.ws_row == 0 || size.ws_col == 0) return 0;
    resize_term(size.ws_row, size.ws_col);
    clearok(curscr, TRUE); /* what the terminal shows after a resize is unknown */
    return 1;
}

/* Whether the terminal's interrupt character is off while the UI is up (cn_interrupt_as_key). */
static int interrupt_is_key;

void cn_interrupt_as_key(int fd) {
    struct termios modes;
    interrupt_is_key = 0;
    if (tcgetattr(fd, &modes) != 0) return;
    modes.c_cc[VINTR] = _POSIX_VDISABLE;
    if (tcsetattr(fd, TCSANOW, &modes) != 0) return;
    def_prog_mode(); /* ncurses puts this mode back after a suspend (Ctrl-Z, then fg) */
    interrupt_is_key = 1;
}

int cn_interrupt_key(unsigned int value) {
    if (!interrupt_is_key || value != 3) return 0;
    if (!pending_signal) pending_signal = SIGINT;
    cn_wake(); /* the loop's next wait returns at once and sees it */
    return 1;
}
