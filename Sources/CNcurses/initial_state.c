#include "internal.h"

#include <curses.h>

/* ncurses 6.4 (and every later release read) flushes its output buffer after each cursor move
 * while the screen is in its "initial" state (`_endwin == ewInitial` in lib_mvcur.c: meant for
 * programs that use terminfo without curses), and only the return from endwin moves a screen
 * out of it. A full-screen program that never suspends therefore makes one write(2) per cursor
 * move for its whole life: about 300 per bench run, 20 to 45 per frame.
 *
 * One endwin and doupdate at start, both into the frame capture's memory file and thrown away,
 * leave the initial state: ncurses then buffers a whole frame and writes it once. Nothing of
 * it reaches the terminal: the capture holds the bytes (leaving and re-entering the alternate
 * screen, a blank screen), and the mode changes in between fail on the memory file instead of
 * reaching the terminal, which keeps the program's mode. Afterwards: the next frame clears the
 * screen as a first frame does, and the keypad mode ncurses believes endwin reset is sent
 * again. Without a memory file nothing changes (frames are then flushed per move, as before). */
void cn_leave_initial_state(FILE *out) {
    if (out == NULL || !cn_capture_begin(fileno(out))) return;
    endwin();
    doupdate();
    cn_capture_abandon();
    clearok(curscr, TRUE);
}
