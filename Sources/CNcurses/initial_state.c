#include "internal.h"

#include <curses.h>

/* ncurses 6.4 flushes its output buffer after each cursor move while the screen is in its
 * "initial" state (`_endwin == ewInitial` in lib_mvcur.c: meant for programs that use terminfo
 * without curses), and only the return from endwin moves a screen out of it. A full-screen
 * program that never suspends therefore makes one write(2) per cursor move for its whole life:
 * 20 to 45 per frame, into the frame capture's memory file (the terminal still gets one).
 *
 * One endwin and doupdate at start, both into the frame capture's memory file and thrown away,
 * leave the initial state: ncurses then buffers a whole frame and writes it once. Nothing of
 * it reaches the terminal: the capture holds the bytes (leaving and re-entering the alternate
 * screen, a blank screen), and the mode changes in between fail on the memory file instead of
 * reaching the terminal, which keeps the program's mode. Afterwards: the next frame clears the
 * screen as a first frame does, and the keypad mode ncurses believes endwin reset is sent
 * again. Without a memory file nothing changes (frames are then flushed per move, as before).
 *
 * That state is ncurses' inside, not its promise: only with CN_NCURSES_INTERNALS (internal.h).
 * Elsewhere the start state stays, and frames cost the writes above (docs/decisions/0098). */
#if CN_NCURSES_INTERNALS
void cn_leave_initial_state(FILE *out) {
    if (out == NULL || !cn_capture_begin(fileno(out))) return;
    endwin();
    doupdate();
    cn_capture_abandon();
    clearok(curscr, TRUE);
}
#endif
