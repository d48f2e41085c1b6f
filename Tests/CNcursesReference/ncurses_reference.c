#define _GNU_SOURCE 1 /* wcwidth */
#include "ncurses_reference.h"

#define NCURSES_WIDECHAR 1
#include <curses.h>
#include <term.h>

/* ncurses 6.4's own string helpers (exported by libtinfo, declared in its private headers). */
extern void *_nc_str_init(void *target, char *buffer, size_t capacity);
extern char *_nc_tiparm(int expected, const char *format, ...);
extern NCURSES_BOOL _nc_safe_strcat(void *target, const char *text);
/* The shim's replacements (CNcurses/update_helpers.c). */
extern NCURSES_BOOL __wrap__nc_safe_strcat(void *target, const char *text);
extern NCURSES_BOOL __wrap__nc_is_charable(wchar_t character);
extern int __wrap_wcwidth(wchar_t character);

char *cn_reference_nc_tiparm(int expected, const char *format, int first, int second) {
    return _nc_tiparm(expected, format, first, second);
}

void cn_reference_string_init(struct cn_reference_string *target, char *buffer, size_t capacity) {
    _nc_str_init(target, buffer, capacity);
}

int cn_reference_safe_strcat(struct cn_reference_string *target, const char *text) {
    return _nc_safe_strcat(target, text) ? 1 : 0;
}

int cn_shim_safe_strcat(struct cn_reference_string *target, const char *text) {
    return __wrap__nc_safe_strcat(target, text) ? 1 : 0;
}

int cn_shim_is_charable(wchar_t character) { return __wrap__nc_is_charable(character) ? 1 : 0; }

int cn_reference_is_charable(wchar_t character) { return wctob((wint_t)character) == (int)character; }

int cn_shim_wcwidth(wchar_t character) { return __wrap_wcwidth(character); }

int cn_reference_wcwidth(wchar_t character) { return wcwidth(character); }
