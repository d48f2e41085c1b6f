#define _GNU_SOURCE
#include "shim.h"
#include "internal.h"

#include <curses.h>
#include <signal.h>
#include <string.h>
#include <termios.h>

/* Termination signals (INT TERM HUP QUIT) ask the loop to quit; it restores the terminal and
 * exits with 128 + signal. A second one restores here and dies by the default action, so a
 * stuck app can always be killed. Faults restore here and chain to the previous handler (the
 * Swift backtracer), which then prints on the normal screen. */

static volatile sig_atomic_t pending_signal;
static struct sigaction previous[NSIG];

void cn_restore_in_handler(void) {
    cn_capture_abandon(); /* a frame being drawn: the terminal gets its descriptor back first */
    if (cn_started) {
        cn_started = 0;
        endwin();
    }
    cn_stderr_release();
}

static void on_terminate(int sig) {
    if (pending_signal) {
        cn_restore_in_handler();
        signal(sig, SIG_DFL);
        raise(sig);
        return;
    }
    pending_signal = sig;
    cn_wake();
}

static void on_fatal(int sig) {
    cn_restore_in_handler();
    sigaction(sig, &previous[sig], NULL);
    if (sig == SIGSEGV || sig == SIGBUS || sig == SIGILL || sig == SIGFPE || sig == SIGTRAP) {
        return; /* the fault happens again, now under the previous handler */
    }
    raise(sig);
}

static void on_resize(int sig) {
    struct sigaction *old = &previous[sig];
    if (!(old->sa_flags & SA_SIGINFO) && old->sa_handler != SIG_DFL && old->sa_handler != SIG_IGN) {
        old->sa_handler(sig);
    }
    cn_wake();
}

static void install(int sig, void (*handler)(int), int flags) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = handler;
    action.sa_flags = flags;
    sigemptyset(&action.sa_mask);
    sigaction(sig, &action, &previous[sig]);
}

void cn_install_signal_handlers(void) {
    const int terminate[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT};
    const int fatal[] = {SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE};
    for (size_t i = 0; i < sizeof terminate / sizeof *terminate; i++) install(terminate[i], on_terminate, 0);
    for (size_t i = 0; i < sizeof fatal / sizeof *fatal; i++) install(fatal[i], on_fatal, SA_NODEFER);
    install(SIGWINCH, on_resize, 0);
}

int cn_pending_signal(void) { return pending_signal; }

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
