#include "shim.h"

#include <stddef.h>
#include <wchar.h>

/* Three helpers ncurses' screen update calls thousands of times a frame (its cursor planner,
 * relative_move, and its run writer, EmitRange), answered directly (DECISIONS.md, "Cursor moves
 * formatted directly"). Only the release command routes ncurses' calls here (the linker's --wrap
 * in the Makefile); elsewhere the weak references stay null and ncurses' own answer is made
 * here. UpdateHelpersTests compare each with ncurses' or glibc's. */

/* Whether a cell's character is one byte in the locale (wctob(c) == c): asked for every cell a
 * move could write over, 3 500 times for the frame that first shows the main menu. glibc
 * answers c for every ASCII character in every locale; the rest goes to ncurses. */
extern NCURSES_BOOL __real__nc_is_charable(wchar_t character) __attribute__((weak));

NCURSES_BOOL __wrap__nc_is_charable(wchar_t character);
NCURSES_BOOL __wrap__nc_is_charable(wchar_t character) {
    if (character >= 0 && character < 0x80) return TRUE;
    if (__real__nc_is_charable != NULL) return __real__nc_is_charable(character);
    return wctob((wint_t)character) == (int)character; /* ncurses' definition, unwrapped links */
}

/* ncurses' string descriptor (curses.priv.h of ncurses 6.4, the version linked): the string's
 * start, its end, the room left, the room it began with. */
struct cn_string_desc {
    char *head;
    char *tail;
    size_t size;
    size_t initial;
};

/* Appends `text` when it fits (strlen(text) < room), as ncurses' _nc_safe_strcat does; with a
 * null tail only the room is counted. The planner appends a move's pieces one by one (a
 * cursor-right per column): 1 600 calls for that frame, each a strlen and a memcpy in ncurses,
 * whose texts are a few bytes. Absent (null) and cancelled ((char *)-1) texts fail. */
NCURSES_BOOL __wrap__nc_safe_strcat(struct cn_string_desc *target, const char *text);
NCURSES_BOOL __wrap__nc_safe_strcat(struct cn_string_desc *target, const char *text) {
    if (text == NULL || text == (const char *)-1) return FALSE;
    size_t length = 0; /* up to the room only: a text that long fails */
    while (length < target->size && text[length] != '\0') length++;
    if (length == target->size) return FALSE;
    if (target->tail != NULL) {
#pragma clang loop unroll(disable) vectorize(disable)
        for (size_t i = 0; i <= length; i++) target->tail[i] = text[i];
        target->tail += length;
    }
    target->size -= length;
    return TRUE;
}

/* A character's width in columns (glibc's wcwidth), asked by ncurses for every cell of a run
 * it writes: 700 calls for that frame, each a walk of glibc's width tables. Every glibc
 * locale gives 0 for NUL, -1 for the other C0 controls and DEL, 1 for printable ASCII; the rest
 * goes to glibc. */
extern int __real_wcwidth(wchar_t character) __attribute__((weak));

int __wrap_wcwidth(wchar_t character);
int __wrap_wcwidth(wchar_t character) {
    if (character >= 0x20 && character < 0x7F) return 1;
    if (character == 0) return 0;
    if (character > 0 && character < 0x20) return -1;
    return __real_wcwidth != NULL ? __real_wcwidth(character) : wcwidth(character);
}
