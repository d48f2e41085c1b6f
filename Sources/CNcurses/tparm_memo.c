#include "shim.h"

#include <stdarg.h>
#include <stdint.h>
#include <string.h>

/* Remembers ncurses' formatted capability strings (DECISIONS.md, "Cursor moves priced once").
 *
 * ncurses prices every cursor move it makes by formatting each way it could move (cup, hpa,
 * vpa, cuf, cub, ...) with _nc_tiparm and measuring the text: about 1 800 instructions a
 * format, 13 000 a move, a fifth of the instructions of a whole run. The same moves and colours
 * come back frame after frame, and a format with only numeric parameters and no %P/%g
 * variables is a pure function of its text and parameters, so its text is kept here.
 *
 * Only the release command routes ncurses' own calls through __wrap__nc_tiparm (the linker's
 * --wrap=_nc_tiparm in the Makefile; static ncurses calls it across object files). Elsewhere
 * __real__nc_tiparm stays a null weak reference and nothing here runs. */

enum { MEMO_SLOTS = 256, MEMO_TEXT = 47 }; /* 64 bytes a slot */

struct memo_entry {
    const char *format; /* NULL while empty or being written */
    int first;
    int second;
    signed char expected;
    char text[MEMO_TEXT];
};

static struct memo_entry memo[MEMO_SLOTS];
static unsigned long memo_hits;

/* Whether `format` may be remembered: no string parameters (%s, %l) and no variables (%P, %g),
 * whose values outlive a call. */
static int memo_pure(const char *format) {
    for (const char *p = format; (p = strchr(p, '%')) != NULL; p += 2) {
        char next = p[1];
        if (next == '\0') return 1;
        if (next == 's' || next == 'l' || next == 'P' || next == 'g') return 0;
    }
    return 1;
}

static struct memo_entry *memo_slot(const char *format, int first, int second) {
    uint32_t hash = (uint32_t)((uintptr_t)format >> 3) * 0x9E3779B1u;
    hash ^= (uint32_t)first * 0x85EBCA6Bu;
    hash ^= (uint32_t)second * 0xC2B2AE35u;
    return &memo[(hash ^ (hash >> 15)) & (MEMO_SLOTS - 1)];
}

char *cn_tparm_memo(int expected, const char *format, int first, int second, cn_tparm_formatter formatter) {
    if (format == NULL) return formatter(expected, format, first, second);
    struct memo_entry *entry = memo_slot(format, first, second);
    if (entry->format == format && entry->first == first && entry->second == second && entry->expected == expected) {
        memo_hits++;
        return entry->text;
    }
    char *text = formatter(expected, format, first, second);
    if (text == NULL || !memo_pure(format)) return text;
    size_t length = strlen(text);
    if (length >= MEMO_TEXT) return text;
    /* Emptied first and keyed last: a signal handler formatting meanwhile sees a miss. */
    entry->format = NULL;
    __atomic_signal_fence(__ATOMIC_SEQ_CST);
    entry->first = first;
    entry->second = second;
    entry->expected = (signed char)expected;
    memcpy(entry->text, text, length + 1);
    __atomic_signal_fence(__ATOMIC_SEQ_CST);
    entry->format = format;
    return entry->text;
}

void cn_tparm_memo_reset(void) {
    for (int i = 0; i < MEMO_SLOTS; i++) memo[i].format = NULL;
    memo_hits = 0;
}

unsigned long cn_tparm_memo_hits(void) { return memo_hits; }

/* ncurses' own formatter, when the link wraps it. */
extern char *__real__nc_tiparm(int expected, const char *format, ...) __attribute__((weak));

/* The formats of moves are made here (tparm_fast.c), the rest by ncurses. */
static char *real_formatter(int expected, const char *format, int first, int second) {
    char *text = cn_tparm_fast(expected, format, first, second);
    return text != NULL ? text : __real__nc_tiparm(expected, format, first, second);
}

char *__wrap__nc_tiparm(int expected, const char *format, ...);
char *__wrap__nc_tiparm(int expected, const char *format, ...) {
    /* ncurses passes exactly `expected` int parameters (its TIPARM_n macros) and reads them as
     * int (tparm_copy_valist with use_TPARM_ARG false). */
    int parameters[9] = {0};
    int count = expected < 0 ? 0 : expected > 9 ? 9 : expected;
    va_list list;
    va_start(list, format);
    for (int i = 0; i < count; i++) parameters[i] = va_arg(list, int);
    va_end(list);
    if (count <= 2) return cn_tparm_memo(expected, format, parameters[0], parameters[1], real_formatter);
    return __real__nc_tiparm(expected, format, parameters[0], parameters[1], parameters[2], parameters[3],
                             parameters[4], parameters[5], parameters[6], parameters[7], parameters[8]);
}
