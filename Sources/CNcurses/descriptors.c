#include "internal.h"

#include <fcntl.h>
#include <unistd.h>

int cn_above_stdio(int fd) {
    if (fd < 0 || fd > STDERR_FILENO) return fd;
    int moved = fcntl(fd, F_DUPFD_CLOEXEC, STDERR_FILENO + 1);
    close(fd);
    return moved;
}
