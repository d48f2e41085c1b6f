#ifndef CNCURSES_INTERNAL_H
#define CNCURSES_INTERNAL_H

#include <signal.h>
#include <stddef.h>
#include <stdio.h>

#include "shim.h" /* curses.h, wide characters on */

/* Shared between the shim's C files; never seen by Swift. */

/* Whether the shim may lean on how ncurses behaves inside, beyond what its manual pages promise
 * (docs/decisions/0098): only where the headers say 6.4, the version read, tested and
 * measured, and not in a build with -DONBOARD_PUBLIC_NCURSES (debug builds: Package.swift, so
 * the tests run both paths). Any other version takes the public path, which draws the same
 * frames. One use is left: leaving ncurses' start state (initial_state.c). */
#if !defined(ONBOARD_PUBLIC_NCURSES) && NCURSES_VERSION_MAJOR == 6 && NCURSES_VERSION_MINOR == 4
#define CN_NCURSES_INTERNALS 1
#else
#define CN_NCURSES_INTERNALS 0
#endif

/* 1 while ncurses owns the terminal. */
extern volatile sig_atomic_t cn_started;

/* Sends stderr to an unlinked temporary file while the UI is up (only when it is a terminal). */
void cn_stderr_capture(void);
/* Puts stderr back and copies what was written meanwhile to it; async-signal-safe. */
void cn_stderr_release(void);

/* Takes the host's signal dispositions (before newterm, which adds ncurses' handlers) and puts
 * them back (after delscreen); installing our handlers takes them first if not yet taken. */
void cn_save_signal_dispositions(void);
void cn_restore_signal_dispositions(void);
/* After a SIGWINCH: resizes ncurses' screens to the terminal's size and returns 1 (the caller
 * reports KEY_RESIZE); 0 when no resize is pending. */
int cn_take_resize(void);

/* `fd` moved above 0-2 (closed on the way) when it landed there, because the host had closed a
 * standard descriptor: the stderr capture repoints 2, and a host's later open of 0-2 must not
 * find ours. Returns the descriptor to use (-1 when it cannot be moved). */
int cn_above_stdio(int fd);

/* Restores the terminal from inside a signal handler: endwin, then stderr back with its log. */
void cn_restore_in_handler(void);

/* Ctrl-C as a key while the UI is up: turns the terminal's interrupt character off, so the
 * kernel no longer sends SIGINT to the whole foreground process group. A tool running onboard
 * (a shell script, Python's subprocess.run) was interrupted too and could kill onboard before
 * it restored the terminal. Ctrl-\ (SIGQUIT) and Ctrl-Z stay signals; endwin puts the
 * character back with the rest of the shell's modes. */
void cn_interrupt_as_key(int fd);
/* Whether `value`, a character read, is that Ctrl-C: then it is recorded as a pending SIGINT,
 * the same ending the handler records, and is not a key. */
int cn_interrupt_key(unsigned int value);

/* Writes all of `bytes` to `fd`, retrying after signals and waiting while a non-blocking
 * terminal is full, as a blocking descriptor would: giving up in the middle would leave the
 * terminal inside a sequence, and the rest of the frame shows as text (`8:2::246:246:246m`,
 * frame_path_stress.py). Returns 0 only when the terminal is gone (an error other than EAGAIN).
 * Async-signal-safe (write(2) and poll(2)), so the signal handlers use it too. */
int cn_write_all(int fd, const void *bytes, size_t length);
/* Waits for a descriptor left non-blocking (by another tool on a shared terminal) to take more
 * bytes, however long the terminal takes; 0 when it never will (hung up). Async-signal-safe. */
int cn_wait_writable(int fd);

/* Points `fd` (the terminal) at a memory file until cn_capture_end, which sends what was
 * written meanwhile to the terminal in one go and returns its length (-1: nothing captured).
 * cn_capture_begin returns 0 when it cannot capture (the frame is then written directly). */
int cn_capture_begin(int fd);
/* Where the next byte drawn goes in the memory file (-1 when not capturing). */
long long cn_capture_offset(void);
/* cn_capture_end trims the frame between the offsets `trim_from` and `trim_to` first, with
 * cn_trim_frame's `options` (nothing when either offset is -1). */
long long cn_capture_end(long long trim_from, long long trim_to, int options);
/* Gives `fd` back to the terminal without sending (signal handlers, stop); async-signal-safe. */
void cn_capture_abandon(void);
/* Lets go of the memory file and the terminal's copy (stop: the next start may have another
 * terminal). */
void cn_capture_close(void);

#if CN_NCURSES_INTERNALS
/* Takes ncurses out of its flush-after-every-cursor-move start state without writing to the
 * terminal (initial_state.c). Only once ncurses has flushed the start's bytes (curs_set did),
 * and before keypad, which it sends again. */
void cn_leave_initial_state(FILE *out);
#endif

/* The terminal ncurses writes to and the descriptor it reads (NULL / -1 when stopped). */
FILE *cn_output_file(void);
int cn_input_fd(void);

#endif
