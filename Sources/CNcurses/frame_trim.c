/* Trims the bytes ncurses drew for one frame before they are sent (cn_trim_frame).
 *
 * Charset resets: xterm-like entries start `sgr0` and `sgr` with ESC ( B, "G0 is US-ASCII
 * again", the way out of the line-drawing set that the alternate-charset attribute (smacs,
 * ESC ( 0) selects. This app never draws with that attribute (box glyphs are Unicode text), so
 * after the first frame G0 is always US-ASCII and every ESC ( B is three bytes that change
 * nothing: on each page flip, on every attribute change, in the reset that ends each frame.
 *
 * Colour changes that change nothing: ncurses sets a colour pair as a whole, foreground and
 * background, even when only one of them differs from the cell before (a row's grey time after
 * its white name on the same background), and ends every frame with `op` (ESC [ 39;49 m) right
 * before `sgr0` (ESC [ m), which resets the colours itself. Following the SGR sequences from the
 * start of the frame, a sequence that only sets a colour already set is dropped, and so is a
 * sequence of colours only when a reset follows it at once. Nothing is assumed about the
 * terminal's colours before the frame: a colour is known only once this frame has set it, and
 * any sequence this pass does not understand forgets what it knew. */
#include "shim.h"

#include <string.h>

enum { COLOR_TEXT_CAPACITY = 24 };

/* What the terminal's foreground or background is, as far as the frame shows. */
struct color {
    enum { COLOR_UNKNOWN, COLOR_DEFAULT, COLOR_SET } state;
    uint8_t length;
    uint8_t text[COLOR_TEXT_CAPACITY]; /* the parameters that set it, e.g. "5;234" */
};

struct colors {
    struct color foreground, background;
};

/* Whether `a` is known and the same as `b`. */
static int same_color(const struct color *a, const struct color *b) {
    if (a->state == COLOR_UNKNOWN || a->state != b->state) return 0;
    return a->state == COLOR_DEFAULT || (a->length == b->length && memcmp(a->text, b->text, a->length) == 0);
}

static void set_color(struct color *color, const uint8_t *text, size_t length) {
    if (length > COLOR_TEXT_CAPACITY) {
        color->state = COLOR_UNKNOWN;
        return;
    }
    color->state = COLOR_SET;
    color->length = (uint8_t)length;
    memcpy(color->text, text, length);
}

/* One SGR sequence's effect: the colours after it, whether it sets nothing but colours, and
 * whether it starts from a reset (empty or first parameter 0, which also resets the colours). */
struct sgr_effect {
    struct colors after;
    int colors_only;
    int resets;
    int sets_foreground, sets_background;
};

/* The numeric value of parameter text made of digits only, or -1. */
static int parameter_value(const uint8_t *text, size_t length) {
    if (length == 0) return 0;
    if (length > 3) return -1;
    int value = 0;
    for (size_t i = 0; i < length; i++) {
        if (text[i] < '0' || text[i] > '9') return -1;
        value = value * 10 + (text[i] - '0');
    }
    return value;
}

/* Applies the parameters between ESC [ and m to `colors`. Returns 0 (and forgets both colours)
 * for a parameter it does not know. */
static int apply_sgr(const uint8_t *text, size_t length, struct sgr_effect *effect) {
    effect->colors_only = length > 0;
    effect->resets = length == 0;
    if (effect->resets) effect->after.foreground.state = effect->after.background.state = COLOR_DEFAULT;
    size_t start = 0;
    int index = 0;
    while (start < length) {
        size_t end = start;
        while (end < length && text[end] != ';') end++;
        const uint8_t *parameter = text + start;
        size_t size = end - start;
        struct color *target = NULL;
        if (size > 3 && parameter[2] == ':' && (parameter[0] == '3' || parameter[0] == '4') && parameter[1] == '8') {
            target = parameter[0] == '3' ? &effect->after.foreground : &effect->after.background;
            set_color(target, parameter, size); /* 38:2::r:g:b, one parameter */
            *(parameter[0] == '3' ? &effect->sets_foreground : &effect->sets_background) = 1;
            start = end + 1;
            index++;
            continue;
        }
        int value = parameter_value(parameter, size);
        if (value == 38 || value == 48) { /* 38;5;n or 38;2;r;g;b: the next two or four */
            size_t count = 0, wanted = 0, cursor = end;
            if (cursor + 2 < length && text[cursor + 1] == '5' && text[cursor + 2] == ';') wanted = 2;
            if (cursor + 2 < length && text[cursor + 1] == '2' && text[cursor + 2] == ';') wanted = 4;
            while (wanted > 0 && count < wanted && cursor < length) {
                cursor++;
                while (cursor < length && text[cursor] != ';') cursor++;
                count++;
            }
            if (wanted == 0 || count < wanted) goto unknown;
            target = value == 38 ? &effect->after.foreground : &effect->after.background;
            set_color(target, text + end + 1, cursor - end - 1);
            *(value == 38 ? &effect->sets_foreground : &effect->sets_background) = 1;
            end = cursor;
        } else if ((value >= 30 && value <= 37) || (value >= 90 && value <= 97)) {
            set_color(&effect->after.foreground, parameter, size);
            effect->sets_foreground = 1;
        } else if ((value >= 40 && value <= 47) || (value >= 100 && value <= 107)) {
            set_color(&effect->after.background, parameter, size);
            effect->sets_background = 1;
        } else if (value == 39) {
            effect->after.foreground.state = COLOR_DEFAULT;
            effect->sets_foreground = 1;
        } else if (value == 49) {
            effect->after.background.state = COLOR_DEFAULT;
            effect->sets_background = 1;
        } else if (value == 0) {
            effect->after.foreground.state = effect->after.background.state = COLOR_DEFAULT;
            effect->colors_only = 0;
            if (index == 0) effect->resets = 1;
        } else if (value > 0 && value < 30) { /* bold, reverse and the like: no colour */
            effect->colors_only = 0;
        } else {
            goto unknown;
        }
        start = end + 1;
        index++;
    }
    return 1;
unknown:
    effect->after.foreground.state = effect->after.background.state = COLOR_UNKNOWN;
    effect->colors_only = 0;
    effect->resets = 0;
    return 0;
}

/* Whether a control sequence with this final byte leaves the colours alone: cursor moves,
 * erases, scrolling, modes. */
static int keeps_colors(uint8_t final) {
    switch (final) {
    case '@': case 'A': case 'B': case 'C': case 'D': case 'E': case 'F': case 'G': case 'H': case 'J':
    case 'K': case 'L': case 'M': case 'P': case 'S': case 'T': case 'X': case 'Z': case 'd': case 'f':
    case 'h': case 'l': case 'r':
        return 1;
    default:
        return 0;
    }
}

size_t cn_trim_frame(uint8_t *bytes, size_t from, size_t to, size_t length, int options) {
    static const uint8_t charset_reset[3] = {0x1B, '(', 'B'};
    if (to > length) to = length;
    if (from >= to) return length;
    struct colors colors = {{COLOR_UNKNOWN, 0, {0}}, {COLOR_UNKNOWN, 0, {0}}};
    size_t read = from, write = from;
    long long colors_only_at = -1; /* where the last kept sequence of colours only starts, while
                                      nothing has been written after it */
    while (read < to) {
        const uint8_t *escape = memchr(bytes + read, 0x1B, to - read);
        size_t next = escape ? (size_t)(escape - bytes) : to;
        if (next > read) {
            if (write != read) memmove(bytes + write, bytes + read, next - read);
            write += next - read;
            read = next;
            colors_only_at = -1;
        }
        if (read == to) break;
        if ((options & CN_TRIM_CHARSET_RESETS) && read + 3 <= to && memcmp(bytes + read, charset_reset, 3) == 0) {
            read += 3;
            continue;
        }
        size_t end = read + 1; /* one past the sequence */
        int csi = end < to && bytes[end] == '[';
        int designation = end + 1 < to && bytes[end] == '('; /* ESC ( x: a character set */
        if (designation) {
            end += 2;
        } else if (csi) {
            end++;
            while (end < to && (bytes[end] < 0x40 || bytes[end] > 0x7E)) end++;
            if (end == to) { /* cut by the range's edge: keep the rest as it is */
                if (write != read) memmove(bytes + write, bytes + read, to - read);
                write += to - read;
                read = to;
                break;
            }
            end++;
        } else if (end < to) {
            end++;
        }
        uint8_t final = bytes[end - 1];
        int kept = 1;
        if (csi && final == 'm' && (options & CN_TRIM_COLORS)) {
            struct sgr_effect effect = {colors, 0, 0, 0, 0};
            int known = apply_sgr(bytes + read + 2, end - read - 3, &effect);
            if (known && effect.resets && colors_only_at >= 0) write = (size_t)colors_only_at;
            if (known && effect.colors_only
                && (!effect.sets_foreground || same_color(&colors.foreground, &effect.after.foreground))
                && (!effect.sets_background || same_color(&colors.background, &effect.after.background))) {
                kept = 0;
            }
            colors = effect.after;
            if (kept) colors_only_at = known && effect.colors_only ? (long long)write : -1;
        } else {
            if (!designation && !(csi && keeps_colors(final))) colors.foreground.state = colors.background.state = COLOR_UNKNOWN;
            colors_only_at = -1;
        }
        if (kept) {
            if (write != read) memmove(bytes + write, bytes + read, end - read);
            write += end - read;
        }
        read = end;
    }
    if (write == read) return length;
    memmove(bytes + write, bytes + to, length - to);
    return length - (to - write);
}
