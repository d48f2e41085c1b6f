#ifndef CNCURSES_REFERENCE_H
#define CNCURSES_REFERENCE_H

#include <stddef.h>
#include <wchar.h>

/* ncurses' own answers, for tests that compare the shim's direct paths with them
 * (TparmFastTests, UpdateHelpersTests). Test builds link ncurses as a shared library, unwrapped. */

/* The text ncurses' own _nc_tiparm makes of `format` with two int parameters (the formatter the
 * release link wraps; its static buffer), or NULL: also when the format asks for more
 * parameters than `expected`, or for strings. */
char *cn_reference_nc_tiparm(int expected, const char *format, int first, int second);

/* ncurses' string descriptor, as curses.priv.h of ncurses 6.4 lays it out. */
struct cn_reference_string {
    char *head;
    char *tail;
    size_t size;
    size_t initial;
};

/* Starts `target` on `buffer` of `capacity` bytes (ncurses' _nc_str_init), with a null
 * `buffer` only counting. */
void cn_reference_string_init(struct cn_reference_string *target, char *buffer, size_t capacity);
/* ncurses' _nc_safe_strcat. */
int cn_reference_safe_strcat(struct cn_reference_string *target, const char *text);
/* The shim's __wrap__nc_safe_strcat, which only the release link routes ncurses' calls to. */
int cn_shim_safe_strcat(struct cn_reference_string *target, const char *text);
/* The shim's __wrap__nc_is_charable against wctob(c) == c, ncurses' definition. */
int cn_shim_is_charable(wchar_t character);
int cn_reference_is_charable(wchar_t character);
/* The shim's __wrap_wcwidth, and glibc's wcwidth. */
int cn_shim_wcwidth(wchar_t character);
int cn_reference_wcwidth(wchar_t character);

#endif
