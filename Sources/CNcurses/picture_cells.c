#include "shim.h"
#include "internal.h"

#include <sys/ioctl.h>

/* wredrawln throws away ncurses' idea of what the rows show, so the next doupdate writes every
 * cell of them again: that is what wipes sixel pixels, which live under the cells. */
void cn_repaint_rows(int top, int count) {
    if (!cn_started || count <= 0) return;
    int rows = cn_rows();
    if (top < 0) {
        count += top;
        top = 0;
    }
    if (top + count > rows) count = rows - top;
    if (count > 0) wredrawln(stdscr, top, count);
}

void cn_window_pixels(int *width, int *height) {
    struct winsize size = {0};
    *width = 0;
    *height = 0;
    int fd = cn_input_fd();
    if (!cn_started || fd < 0 || ioctl(fd, TIOCGWINSZ, &size) != 0) return;
    *width = size.ws_xpixel;
    *height = size.ws_ypixel;
}
