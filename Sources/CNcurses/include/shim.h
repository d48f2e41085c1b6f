#ifndef CNCURSES_SHIM_H
#define CNCURSES_SHIM_H

/* Must precede <curses.h>: the Swift importer never sees cSettings or pkg-config defines. */
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#include <curses.h>
#include <wchar.h>
#include <stdint.h>

/* glibc hides these without _XOPEN_SOURCE; a test compares our width table with them. */
int wcwidth(wchar_t c);

/* Every ncurses macro or global Swift needs sits behind one of these cn_ functions. */

enum cn_start_status {
    CN_STARTED = 0,
    CN_NO_TERMINAL = 1,         /* neither stdin/stdout nor /dev/tty is a terminal */
    CN_UNKNOWN_TERMINAL = 2,    /* TERM unset or not in terminfo */
    CN_NO_CURSOR_ADDRESSING = 3 /* e.g. TERM=dumb: no cup capability */
};

/* Sets the locale's character type (falling back to C.UTF-8) and reports whether the user
 * asked for UTF-8. */
int cn_setup_locale(void);

/* Whether cn_start would find a terminal (stdin/stdout, else /dev/tty), without starting it. */
int cn_terminal_available(void);
/* Starts ncurses on the terminal (stdin/stdout, else /dev/tty). Returns a cn_start_status.
 * direct_entry (or NULL) names a terminfo entry to use instead of $TERM's when it exists and
 * has RGB colour (xterm-direct for xterm-256color under COLORTERM=truecolor). */
int cn_start(const char *direct_entry);
/* Restores the terminal; safe to call more than once. */
void cn_stop(void);
/* Restarts the program with SWIFT_BACKTRACE=interactive=no when a crash would wait for a key. */
void cn_disable_crash_prompt(char *const argv[]);
/* Installs chaining handlers that restore the terminal on INT TERM HUP QUIT and crashes. */
void cn_install_signal_handlers(void);
/* The termination signal received (INT, TERM, HUP, QUIT), or 0; Ctrl-C typed while the UI is
 * up counts as SIGINT. */
int cn_pending_signal(void);

int cn_rows(void);
int cn_columns(void);

/* Starts colour and returns how many colours there are: 0, 8, 16, 256 or 16777216 (RGB). */
int cn_start_color(void);
/* A colour pair for foreground and background colour numbers (-1 = terminal default). */
int cn_pair(int foreground, int background);

enum cn_attribute { CN_BOLD = 1, CN_DIM = 2, CN_UNDERLINE = 4, CN_REVERSE = 8, CN_ITALIC = 16 };
/* Draws one spacing scalar and up to four zero-width ones after it (NUL-terminated) at a cell
 * with attributes and a pair: a grapheme, or one piece of a grapheme with several spacing scalars. */
void cn_put(int y, int x, const wchar_t *scalars, int attributes, int pair);
/* Draws `count` printable ASCII cells from column x in one style (one ncurses call per 128);
 * any other byte is drawn as a space. */
void cn_put_ascii(int y, int x, const uint8_t *bytes, int count, int attributes, int pair);
/* Sends everything drawn since the last flush to the terminal in one doupdate; when
 * synchronized, between begin/end synchronized-update markers so the frame never tears. */
void cn_flush(int synchronized);
/* cn_flush, then two tails inside the same synchronized-update markers, once doupdate has
 * written the frame: `links` (hyperlinks over linked cells; may be empty) between terminfo's
 * save-cursor and restore-cursor, so ncurses' idea of the cursor and attributes stays true, and
 * `after` (pictures' escape sequences) written straight to the terminal. The whole frame goes
 * out in one write where a memory file can hold it while it is drawn; returns its bytes then,
 * else -1 (the frame went out in ncurses' own writes). */
long long cn_flush_with(
    int synchronized, const char *links, size_t links_length, const uint8_t *after, size_t length);
enum cn_trim_option { CN_TRIM_CHARSET_RESETS = 1, CN_TRIM_COLORS = 2 };
/* Removes sequences that change nothing between `from` and `to` of a frame of `length` bytes
 * (the tail moves up); returns the new length (frame_trim.c). CN_TRIM_CHARSET_RESETS: every
 * ESC ( B, for a terminal whose line-drawing set is ESC ( 0 and an app that never selects it.
 * CN_TRIM_COLORS: SGR sequences that only set colours the frame has already set, or that a
 * reset follows at once, for a terminal that speaks ECMA-48 SGR. */
size_t cn_trim_frame(uint8_t *bytes, size_t from, size_t to, size_t length, int options);
/* Whether terminfo has save-cursor and restore-cursor (sc, rc), which the links tail needs. */
int cn_can_save_cursor(void);
/* Writes bytes straight to the terminal (after whatever stdio holds); no-op when stopped. */
void cn_write(const uint8_t *bytes, size_t length);
/* Writes `query` to the terminal, then reads its answer for at most timeout_ms, stopping early
 * at a primary device attributes reply (ESC [ ? ... c). Returns the bytes read (at most
 * capacity), or -1 when the terminal is not started. Never blocks past the timeout. */
int cn_query(const char *query, uint8_t *answer, int capacity, int timeout_ms);
/* Gives bytes read by cn_query that were not part of the answer back to ncurses' input. */
void cn_unread(const uint8_t *bytes, int length);
/* Makes the next flush rewrite every cell of `count` rows from `top` (sixel pixels under them). */
void cn_repaint_rows(int top, int count);
/* The window's size in pixels as the terminal reports it (TIOCGWINSZ); 0 x 0 when it does not. */
void cn_window_pixels(int *width, int *height);
/* Whether terminfo describes synchronized updates (the extended Sync capability). */
int cn_has_sync_capability(void);
/* Whether frames go out in one write from a memory file (so cn_flush_with returns their
 * length); 0 once that has failed. */
int cn_frames_captured(void);
/* Bytes the calling thread has passed to write(2) so far (/proc/thread-self/io), or -1. */
long long cn_thread_bytes_written(void);
/* Forces the next flush to repaint the whole screen. */
void cn_invalidate(void);
/* The accessible mode's line terminal (line_mode.c): keys one at a time from /dev/tty (else
 * stdin), no echo, Ctrl-C as a byte, termination signals recorded; no curses at all.
 * cn_line_read returns a byte, -1 when `timeout_ms` passed (-1 waits), -2 at the end of input
 * or on a signal (cn_line_signal says which). cn_line_end puts everything back. */
int cn_line_begin(void);
int cn_line_write(const char *text, size_t length);
int cn_line_read(int timeout_ms);
int cn_line_signal(void);
void cn_line_end(void);
/* Where the next flush leaves the terminal's cursor (the focused control); y or x below zero
 * leaves it wherever the update ended. */
void cn_place_cursor(int y, int x);
/* Shows (1) or hides (0) the terminal's cursor; hidden from the start. */
void cn_show_cursor(int visible);

/* Waits up to timeout_ms (-1: forever) for input or a wake-up: 0 nothing, 1 input, 2 input closed. */
int cn_wait(int timeout_ms);
/* Blocks up to a millisecond, or until input arrives, so the terminal can read the frame just
 * sent before the caller's next work (the wake-up pipe is left for cn_wait). */
void cn_hand_over_frame(void);
/* Wakes cn_wait from any thread or signal handler. */
void cn_wake(void);

enum cn_read_kind { CN_READ_NONE = 0, CN_READ_CHAR = 1, CN_READ_KEY = 2, CN_READ_INTERRUPT = 3 };
/* Reads one input without blocking: a character or a KEY_ code in *value; CN_READ_INTERRUPT
 * for Ctrl-C, which is then the pending SIGINT (cn_pending_signal), not a key. */
int cn_read(uint32_t *value);

enum cn_mouse_kind { CN_MOUSE_OTHER = 0, CN_MOUSE_CLICK = 1, CN_MOUSE_SCROLL_UP = 2, CN_MOUSE_SCROLL_DOWN = 3 };
/* After KEY_MOUSE: the event's kind and cell. */
int cn_mouse(int *x, int *y);

#endif
