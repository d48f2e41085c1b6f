#define _GNU_SOURCE
#include "shim.h"
#include "internal.h"

#include <errno.h>
#include <fcntl.h>
#include <langinfo.h>
#include <locale.h>
#include <poll.h>
#include <sched.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <term.h>
#include <unistd.h>

static SCREEN *screen;
/* ncurses' own streams on the terminal (one stream for /dev/tty); NULL when stopped. */
static FILE *output_file, *input_file;
static char sync_begin[64], sync_end[64];
static int input_fd = -1;
volatile sig_atomic_t cn_started;
static int wake_pipe[2] = {-1, -1};
static void open_wake_pipe(void);
static void close_wake_pipe(void);
/* Whether ESC ( B is a no-op in frames and whether the terminal speaks ECMA-48 SGR (see
 * cn_trim_frame), and frames sent so far: the first keeps its charset resets, for a terminal
 * left in the line-drawing set before the start. */
static int drops_charset_resets, trims_colors;
static long long frames_flushed;
/* The window input is read through: a pad, which ncurses never refreshes before a read (a
 * window that changed or moved, as a resize changes stdscr, would be written out first,
 * outside the frame's markers). */
static WINDOW *input_window;

/* Whether the locale variables ask for UTF-8, even when that locale is not installed. */
static int environment_asks_for_utf8(void) {
    const char *names[] = {"LC_ALL", "LC_CTYPE", "LANG"};
    for (size_t i = 0; i < sizeof names / sizeof *names; i++) {
        const char *value = getenv(names[i]);
        if (value != NULL && *value != 0) return strcasestr(value, "utf-8") != NULL || strcasestr(value, "utf8") != NULL;
    }
    return 0;
}

/* Only the character type: it is all ncurses and the width tables read, and each other
 * category would be two more files opened at start. */
int cn_setup_locale(void) {
    const char *locale = setlocale(LC_CTYPE, "");
    int utf8 = locale != NULL && strcmp(nl_langinfo(CODESET), "UTF-8") == 0;
    if (!utf8) {
        setlocale(LC_CTYPE, "C.UTF-8");
        utf8 = environment_asks_for_utf8();
    }
    return utf8;
}

/* Whether the terminal's reset is ECMA-48's SGR 0 (ESC [ m, ESC [ 0 m, maybe after ESC ( B) and
 * its colours are set with SGR 3x/4x/38/48: then SGR sequences mean what cn_trim_frame reads. */
static int speaks_ecma_sgr(void) {
    const char *reset = tigetstr("sgr0"), *foreground = tigetstr("setaf"), *background = tigetstr("setab");
    if (reset == NULL || reset == (char *)-1 || foreground == NULL || foreground == (char *)-1
        || background == NULL || background == (char *)-1) {
        return 0;
    }
    if (strncmp(reset, "\033(B", 3) == 0) reset += 3;
    int resets = strcmp(reset, "\033[m") == 0 || strcmp(reset, "\033[0m") == 0;
    return resets && strncmp(foreground, "\033[", 2) == 0 && strncmp(background, "\033[", 2) == 0;
}

static int terminal_usable(int fd) {
    int error = 0;
    if (setupterm(NULL, fd, &error) != OK) return CN_UNKNOWN_TERMINAL;
    const char *cup = tigetstr("cup");
    int usable = cup != NULL && cup != (char *)-1;
    del_curterm(cur_term);
    return usable ? CN_STARTED : CN_NO_CURSOR_ADDRESSING;
}

/* The markers around a frame: terminfo's Sync (begin 1, end 2) when present, else DEC 2026. */
static void choose_sync_markers(void) {
    const char *sync = tigetstr("Sync");
    const char *begin = "\033[?2026h", *end = "\033[?2026l";
    char first[sizeof sync_begin] = "";
    if (sync != NULL && sync != (char *)-1) {
        const char *text = tiparm(sync, 1);
        if (text != NULL) snprintf(first, sizeof first, "%s", text);
        text = tiparm(sync, 2);
        if (text != NULL && *first != 0) {
            snprintf(sync_begin, sizeof sync_begin, "%s", first);
            snprintf(sync_end, sizeof sync_end, "%s", text);
            return;
        }
    }
    snprintf(sync_begin, sizeof sync_begin, "%s", begin);
    snprintf(sync_end, sizeof sync_end, "%s", end);
}

int cn_has_sync_capability(void) {
    const char *sync = tigetstr("Sync");
    return sync != NULL && sync != (char *)-1;
}

int cn_terminal_available(void) {
    if (isatty(STDIN_FILENO) && isatty(STDOUT_FILENO)) return 1;
    int fd = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC);
    if (fd < 0) return 0;
    int available = isatty(fd);
    close(fd);
    return available;
}

/* Whether terminfo has `name` with RGB colour (the RGB flag and 2^24 colours). */
static int entry_has_direct_color(const char *name, int fd) {
    int error = 0;
    if (setupterm(name, fd, &error) != OK) return 0;
    int direct = tigetflag("RGB") > 0 && tigetnum("colors") >= 0x1000000;
    del_curterm(cur_term);
    return direct;
}

/* `screen` on TERM's entry, or on `direct_entry` when that is installed with RGB colour; or why
 * not. Without a direct entry to weigh, terminfo is read once, by newterm, and TERM is judged
 * from what it loaded (a second setupterm first cost 94 000 instructions of every start); only
 * when newterm fails is the entry read again, to say why. Nothing is written before the first
 * refresh, so a screen without cursor addressing is deleted unseen, once the terminal's modes
 * newterm changed are put back. */
static int open_screen(FILE *out, FILE *in, const char *direct_entry) {
    if (direct_entry == NULL) {
        screen = newterm(NULL, out, in);
        if (screen == NULL) {
            int diagnosis = terminal_usable(fileno(out));
            return diagnosis == CN_STARTED ? CN_UNKNOWN_TERMINAL : diagnosis;
        }
        const char *cup = tigetstr("cup");
        if (cup != NULL && cup != (char *)-1) return CN_STARTED;
        reset_shell_mode(); /* newterm put the line discipline in cbreak, no echo, no CR-LF */
        delscreen(screen);
        screen = NULL;
        return CN_NO_CURSOR_ADDRESSING;
    }
    int status = terminal_usable(fileno(out));
    if (status != CN_STARTED) return status;
    const char *name = entry_has_direct_color(direct_entry, fileno(out)) ? direct_entry : NULL;
    screen = newterm(name, out, in);
    if (screen == NULL && name != NULL) screen = newterm(NULL, out, in);
    return screen == NULL ? CN_UNKNOWN_TERMINAL : CN_STARTED;
}

/* A private duplicate of a terminal descriptor, above 0-2, as a stdio stream; NULL when none. */
static FILE *own_stream(int fd, const char *mode) {
    int copy = fcntl(fd, F_DUPFD_CLOEXEC, 3);
    if (copy < 0) return NULL;
    FILE *stream = fdopen(copy, mode);
    if (stream == NULL) close(copy);
    return stream;
}

static void close_streams(void) {
    if (output_file != NULL) fclose(output_file);
    if (input_file != NULL && input_file != output_file) fclose(input_file);
    output_file = input_file = NULL;
}

/* ncurses gets descriptors of its own (duplicates of the terminal's, or /dev/tty): frames are
 * captured by repointing those, never the host's 0-2, so another thread's writes to stdout go
 * to the terminal and never into a frame. */
static int open_terminal_streams(void) {
    if (isatty(STDIN_FILENO) && isatty(STDOUT_FILENO)) {
        fflush(stdout); /* what the host printed before comes before the pages */
        output_file = own_stream(STDOUT_FILENO, "w");
        input_file = own_stream(STDIN_FILENO, "r");
    } else {
        int fd = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC);
        int tty = fd >= 0 && isatty(fd);
        if (tty) output_file = own_stream(fd, "r+");
        if (fd >= 0) close(fd);
        if (!tty) return CN_NO_TERMINAL;
        input_file = output_file;
    }
    if (output_file == NULL || input_file == NULL) {
        close_streams();
        return CN_NO_TERMINAL;
    }
    return CN_STARTED;
}

int cn_start(const char *direct_entry) {
    int opened = open_terminal_streams();
    if (opened != CN_STARTED) return opened;
    FILE *out = output_file, *in = input_file;
    cn_save_signal_dispositions(); /* before newterm, which adds ncurses' handlers */
    const char *term = getenv("TERM");
    int status = (term == NULL || *term == 0) ? CN_UNKNOWN_TERMINAL : open_screen(out, in, direct_entry);
    if (status != CN_STARTED) {
        close_streams();
        cn_restore_signal_dispositions(); /* a screen opened and deleted left ncurses' handlers */
        return status;
    }
    set_term(screen);
    input_fd = fileno(in);
    choose_sync_markers();
    const char *line_drawing = tigetstr("smacs");
    drops_charset_resets = line_drawing != NULL && line_drawing != (char *)-1 && strcmp(line_drawing, "\033(0") == 0;
    const char *trim_setting = getenv("ONBOARD_TRIM"); /* "0": frames exactly as ncurses drew them */
    int trims = trim_setting == NULL || strcmp(trim_setting, "0") != 0;
    drops_charset_resets = drops_charset_resets && trims;
    trims_colors = trims && speaks_ecma_sgr();
    frames_flushed = 0;
    open_wake_pipe();
    cbreak();
    noecho();
    nonl();
    intrflush(stdscr, FALSE);
    cn_interrupt_as_key(input_fd);
    nodelay(stdscr, TRUE);
    /* ncurses cuts a refresh short when input is waiting and expects another refresh later;
     * this loop only refreshes after a change, so a burst of keys could leave half a frame. */
    typeahead(-1);
    if (getenv("ESCDELAY") == NULL) set_escdelay(25);
    /* Hiding the cursor writes the start's bytes (alternate screen, hidden cursor) out; only
     * then may the start state be left (its bytes are thrown away). */
#if CN_NCURSES_INTERNALS
    if (curs_set(0) != ERR) cn_leave_initial_state(out);
#else
    curs_set(0);
#endif
    input_window = newpad(1, 1);
    if (input_window != NULL) {
        keypad(input_window, TRUE);
        nodelay(input_window, TRUE);
    }
    leaveok(stdscr, TRUE); /* until a frame names a focused control (cn_place_cursor) */
    untouchwin(stdscr);
    mouseinterval(0);
    mousemask(BUTTON1_PRESSED | BUTTON4_PRESSED | BUTTON5_PRESSED, NULL);
    cn_stderr_capture();
    cn_started = 1;
    return CN_STARTED;
}

void cn_stop(void) {
    if (screen == NULL) return;
    cn_capture_close();
    if (cn_started) { /* else a second termination signal already ended the screen */
        cn_started = 0;
        mousemask(0, NULL);
        curs_set(1);
        endwin();
    }
    delscreen(screen); /* the input pad with it */
    screen = NULL;
    input_window = NULL;
    close_streams();
    input_fd = -1;
    close_wake_pipe();
    cn_stderr_release();
    cn_restore_signal_dispositions();
}

int cn_rows(void) { return getmaxy(stdscr); }
int cn_columns(void) { return getmaxx(stdscr); }

int cn_start_color(void) {
    if (!has_colors()) return 0;
    start_color();
    use_default_colors();
    if (tigetflag("RGB") > 0 && COLORS >= 0x1000000) return 0x1000000;
    return COLORS >= 256 ? 256 : (COLORS >= 16 ? 16 : (COLORS >= 8 ? 8 : 0));
}

int cn_pair(int foreground, int background) {
    int pair = alloc_pair(foreground, background);
    return pair < 0 ? 0 : pair;
}

static attr_t curses_attributes(int attributes) {
    attr_t attrs = A_NORMAL;
    if (attributes & CN_BOLD) attrs |= A_BOLD;
    if (attributes & CN_DIM) attrs |= A_DIM;
    if (attributes & CN_UNDERLINE) attrs |= A_UNDERLINE;
    if (attributes & CN_REVERSE) attrs |= A_REVERSE;
    if (attributes & CN_ITALIC) attrs |= A_ITALIC;
    return attrs;
}

void cn_put(int y, int x, const wchar_t *scalars, int attributes, int pair) {
    cchar_t cell;
    const wchar_t base[2] = {scalars[0], 0};
    if (setcchar(&cell, base, curses_attributes(attributes), 0, &pair) != OK) return;
    /* The zero-width scalars go in by hand: setcchar stops at the first one glibc's wcwidth does
     * not call zero-width, and the caller has already split the grapheme by the project's table. */
    for (int i = 1; i < CCHARW_MAX && scalars[i] != 0; i++) cell.chars[i] = scalars[i];
    mvwadd_wch(stdscr, y, x, &cell);
}

void cn_put_ascii(int y, int x, const uint8_t *bytes, int count, int attributes, int pair) {
    enum { CHUNK = 128 };
    if (count <= 0) return;
    if (pair >= 0 && pair < 256) {
        /* A pair that fits a chtype: waddchnstr copies each cell as it is, without the width
         * lookup and background rendering wadd_wch does per cell (ASCII needs neither; the
         * window's background is the default). It leaves the cells around the run alone: a
         * wide character it cuts is in cells the frame changed too, drawn in their turn. */
        chtype narrow[CHUNK];
        chtype pen = curses_attributes(attributes) | COLOR_PAIR(pair);
        for (int done = 0; done < count; done += CHUNK) {
            int length = count - done < CHUNK ? count - done : CHUNK;
            for (int i = 0; i < length; i++) {
                uint8_t byte = bytes[done + i];
                narrow[i] = (byte >= 0x20 && byte < 0x7f ? (chtype)byte : (chtype)' ') | pen;
            }
            if (wmove(stdscr, y, x + done) == OK) waddchnstr(stdscr, narrow, length);
        }
        return;
    }
    /* A pair beyond a chtype's (rare: after 255 pairs): one cell at a time. wadd_wchnstr would
     * blank the whole wide character whose second half it starts on, which may by now be the
     * left neighbour just drawn in its place, and telling that half apart takes ncurses' own
     * cell marks. */
    cchar_t cell;
    const wchar_t space[2] = {L' ', 0};
    if (setcchar(&cell, space, curses_attributes(attributes), 0, &pair) != OK) return;
    for (int i = 0; i < count; i++) {
        cell.chars[0] = bytes[i] >= 0x20 && bytes[i] < 0x7f ? (wchar_t)bytes[i] : L' ';
        mvwadd_wch(stdscr, y, x + i, &cell);
    }
}

/* Writes bytes straight to the terminal, after whatever stdio still holds. */
static void write_bytes(const char *bytes, size_t length) {
    fflush(output_file);
    cn_write_all(fileno(output_file), bytes, length);
}

static void write_marker(const char *marker) { write_bytes(marker, strlen(marker)); }

/* terminfo's save-cursor and restore-cursor, or NULL (plain strings without padding only). */
static const char *capability(const char *name) {
    const char *text = tigetstr(name);
    if (text == NULL || text == (char *)-1 || *text == 0 || strstr(text, "$<") != NULL) return NULL;
    return text;
}

int cn_can_save_cursor(void) { return capability("sc") != NULL && capability("rc") != NULL; }

/* doupdate writes through ncurses' own buffer and flushes it before returning (ncurses 6.4
 * writes it with write(2); older versions fflush the FILE), while putp would go to stdio and
 * land after the frame. So the markers are written with write(2) on either side of doupdate:
 * begin, every byte of this doupdate, end - checked with strace in docs/decisions/0030. */
void cn_flush(int synchronized) { cn_flush_with(synchronized, NULL, 0, NULL, 0); }

long long cn_flush_with(
    int synchronized, const char *links, size_t links_length, const uint8_t *after, size_t length) {
    if (output_file) fflush(output_file);
    int captured = output_file && cn_capture_begin(fileno(output_file));
    if (synchronized && output_file) write_marker(sync_begin);
    int trim = (drops_charset_resets && frames_flushed > 0 ? CN_TRIM_CHARSET_RESETS : 0)
        | (trims_colors ? CN_TRIM_COLORS : 0);
    long long drawn_from = captured && trim != 0 ? cn_capture_offset() : -1;
    wnoutrefresh(stdscr); /* the cells drawn since the last frame, into ncurses' virtual screen */
    doupdate();
    long long drawn_to = drawn_from >= 0 ? cn_capture_offset() : -1;
    frames_flushed++;
    const char *save = capability("sc"), *restore = capability("rc");
    if (links != NULL && links_length > 0 && output_file && save && restore) {
        write_marker(save);
        write_bytes(links, links_length);
        write_marker(restore);
    }
    if (after != NULL && length > 0) cn_write(after, length);
    if (synchronized && output_file) write_marker(sync_end);
    return captured ? cn_capture_end(drawn_from, drawn_to, trim) : -1;
}

FILE *cn_output_file(void) { return output_file; }
int cn_input_fd(void) { return input_fd; }

long long cn_thread_bytes_written(void) {
    int fd = open("/proc/thread-self/io", O_RDONLY | O_CLOEXEC);
    if (fd < 0) return -1;
    char text[512];
    ssize_t length = pread(fd, text, sizeof text - 1, 0);
    close(fd);
    if (length <= 0) return -1;
    text[length] = 0;
    const char *field = strstr(text, "wchar:");
    return field ? strtoll(field + 6, NULL, 10) : -1;
}

void cn_invalidate(void) { clearok(curscr, TRUE); }

void cn_place_cursor(int y, int x) {
    if (screen == NULL) return;
    if (y < 0 || x < 0) {
        leaveok(stdscr, TRUE);
        return;
    }
    leaveok(stdscr, FALSE); /* wnoutrefresh then takes stdscr's cursor for the screen's */
    wmove(stdscr, y, x);
}

void cn_show_cursor(int visible) {
    if (screen != NULL) curs_set(visible ? 1 : 0);
}

int cn_wait(int timeout_ms) {
    struct pollfd fds[2] = {{input_fd, POLLIN, 0}, {wake_pipe[0], POLLIN, 0}};
    int ready = poll(fds, wake_pipe[0] >= 0 ? 2 : 1, timeout_ms);
    if (ready > 0 && (fds[1].revents & POLLIN)) {
        char drain[64];
        while (read(wake_pipe[0], drain, sizeof drain) > 0) {}
    }
    if (ready <= 0) return 0;
    if (fds[0].revents & POLLIN) {
        int available = 0;
        if (ioctl(input_fd, FIONREAD, &available) == 0 && available == 0) return 2;
        return 1;
    }
    if (fds[0].revents & (POLLHUP | POLLERR | POLLNVAL)) return 2;
    return 0;
}

void cn_hand_over_frame(void) {
    /* The terminal is woken through a kernel worker queued on this core, then is often queued
     * here itself: yielding once is not enough for both, a short block is. */
    struct pollfd input = {input_fd, POLLIN, 0};
    (void)poll(&input, 1, 1);
}

/* The wake-up pipe lives from start to stop. Threads of the host or of the background lanes
 * may still wake the loop after a stop: each wake counts itself in while it writes, and the
 * stop closes the pipe only once none is writing, so a byte never lands in a descriptor the
 * host has opened since. Signal handlers on the stopping thread finish before it goes on. */
static atomic_int wake_fd = -1;
static atomic_int wakes_in_flight;

static void open_wake_pipe(void) {
    if (pipe2(wake_pipe, O_NONBLOCK | O_CLOEXEC) != 0) {
        wake_pipe[0] = wake_pipe[1] = -1;
        return;
    }
    wake_pipe[0] = cn_above_stdio(wake_pipe[0]);
    wake_pipe[1] = cn_above_stdio(wake_pipe[1]);
    atomic_store(&wake_fd, wake_pipe[1]);
}

static void close_wake_pipe(void) {
    atomic_store(&wake_fd, -1);
    while (atomic_load(&wakes_in_flight) > 0) sched_yield();
    for (int i = 0; i < 2; i++) {
        if (wake_pipe[i] >= 0) close(wake_pipe[i]);
        wake_pipe[i] = -1;
    }
}

void cn_wake(void) {
    atomic_fetch_add(&wakes_in_flight, 1);
    int fd = atomic_load(&wake_fd);
    if (fd >= 0) {
        int saved = errno;
        ssize_t ignored = write(fd, "w", 1);
        (void)ignored;
        errno = saved;
    }
    atomic_fetch_sub(&wakes_in_flight, 1);
}

int cn_read(uint32_t *value) {
    wint_t input = 0;
    if (!cn_started || input_window == NULL) return CN_READ_NONE;
    if (cn_take_resize()) {
        *value = KEY_RESIZE;
        return CN_READ_KEY;
    }
    int result = wget_wch(input_window, &input);
    *value = (uint32_t)input;
    if (result == KEY_CODE_YES) return CN_READ_KEY;
    if (result == OK) return cn_interrupt_key(input) ? CN_READ_INTERRUPT : CN_READ_CHAR;
    return CN_READ_NONE;
}

int cn_mouse(int *x, int *y) {
    MEVENT event;
    if (getmouse(&event) != OK) return CN_MOUSE_OTHER;
    *x = event.x;
    *y = event.y;
    if (event.bstate & BUTTON1_PRESSED) return CN_MOUSE_CLICK;
    if (event.bstate & BUTTON4_PRESSED) return CN_MOUSE_SCROLL_UP;
    if (event.bstate & BUTTON5_PRESSED) return CN_MOUSE_SCROLL_DOWN;
    return CN_MOUSE_OTHER;
}
