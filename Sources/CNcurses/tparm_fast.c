#include "shim.h"

/* ncurses' formatter without its set-up, for the formats cursor moves are made of
 * (DECISIONS.md, "Cursor moves formatted directly").
 *
 * ncurses' _nc_tiparm analyses the whole format, copies its parameters and prints numbers with
 * sprintf: about 1 800 instructions a format. The formats a move is priced and made with (cup,
 * hpa, vpa, cuf, cub, cud, cuu, ech on xterm and its kin) are literal text, at most one %i and
 * %pN%d pairs, whose text is plain to make. Anything else (conditions, arithmetic, %c, %s,
 * widths, variables, a %d with no %pN right before it, a parameter beyond `expected`) answers
 * NULL and the caller asks ncurses. For what it answers, the text is ncurses' own: TparmFast
 * tests compare the two over every format of a set of terminfo entries. */

enum { FAST_TEXT = 128 };

static char fast_text[FAST_TEXT];

/* Writes `value` in decimal at `out` (room permitting); returns the end, or NULL. */
static char *put_decimal(char *out, const char *end, int value) {
    char digits[12];
    int count = 0;
    unsigned magnitude = value < 0 ? 0u - (unsigned)value : (unsigned)value;
    do {
        digits[count++] = (char)('0' + magnitude % 10);
        magnitude /= 10;
    } while (magnitude != 0);
    if (end - out < count + 1) return NULL;
    if (value < 0) *out++ = '-';
    while (count > 0) *out++ = digits[--count];
    return out;
}

char *cn_tparm_fast(int expected, const char *format, int first, int second) {
    if (format == NULL) return NULL;
    int parameters[2] = {first, second};
    int incremented = 0;
    char *out = fast_text;
    const char *end = fast_text + FAST_TEXT - 1;
    for (const char *p = format; *p != '\0'; p++) {
        if (*p != '%') {
            if (out == end) return NULL;
            *out++ = *p;
            continue;
        }
        char kind = p[1];
        if (kind == '%') {
            if (out == end) return NULL;
            *out++ = '%';
            p++;
        } else if (kind == 'i' && !incremented) {
            incremented = 1;
            parameters[0] = (int)((unsigned)parameters[0] + 1u); /* wraps, as ncurses' int does */
            parameters[1] = (int)((unsigned)parameters[1] + 1u);
            p++;
        } else if (kind == 'p' && (p[2] == '1' || p[2] == '2') && p[3] == '%' && p[4] == 'd') {
            int number = p[2] - '0';
            if (number > expected) return NULL;
            out = put_decimal(out, end, parameters[number - 1]);
            if (out == NULL) return NULL;
            p += 4;
        } else {
            return NULL;
        }
    }
    *out = '\0';
    return fast_text;
}
