/* Drops the no-op character-set resets from a frame ncurses drew.
 *
 * xterm-like entries start `sgr0` and `sgr` with ESC ( B: "G0 is US-ASCII again", the way out
 * of the line-drawing set that the alternate-charset attribute (smacs, ESC ( 0) selects. This
 * app never draws with that attribute (box glyphs are Unicode text), so after the first frame
 * G0 is always US-ASCII and every ESC ( B is three bytes that change nothing: on each page flip,
 * on every attribute change, in the reset that ends each frame. */
#include "shim.h"

#include <string.h>

size_t cn_drop_charset_resets(uint8_t *bytes, size_t from, size_t to, size_t length) {
    static const uint8_t reset[3] = {0x1B, '(', 'B'};
    if (to > length) to = length;
    if (from >= to) return length;
    size_t read = from, write = from;
    while (read < to) {
        const uint8_t *escape = memchr(bytes + read, 0x1B, to - read);
        size_t next = escape ? (size_t)(escape - bytes) : to;
        if (write != read) memmove(bytes + write, bytes + read, next - read);
        write += next - read;
        read = next;
        if (read == to) break;
        if (read + 3 <= to && memcmp(bytes + read, reset, 3) == 0) {
            read += 3;
        } else {
            bytes[write++] = bytes[read++];
        }
    }
    if (write == read) return length;
    memmove(bytes + write, bytes + to, length - to);
    return length - (to - write);
}
