#define _GNU_SOURCE
#include "internal.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

/* While ncurses draws the alternate screen, anything written to stderr (a Swift "Fatal error"
 * line, a runtime warning) would land in it and vanish with it. So stderr goes to an unlinked
 * temporary file meanwhile, and is copied back to the real stderr after the terminal is
 * restored: by cn_stop on a normal exit, by the signal handlers on a crash. */

static volatile int log_fd = -1;
static volatile int saved_stderr = -1;

void cn_stderr_capture(void) {
    if (log_fd >= 0 || !isatty(STDERR_FILENO)) return;
    const char *directory = getenv("TMPDIR");
    if (directory == NULL || *directory == 0) directory = "/tmp";
    char path[4096];
    if (snprintf(path, sizeof path, "%s/onboard-stderr.XXXXXX", directory) >= (int)sizeof path) return;
    int fd = cn_above_stdio(mkostemp(path, O_CLOEXEC | O_APPEND));
    if (fd < 0) return;
    unlink(path);
    int saved = fcntl(STDERR_FILENO, F_DUPFD_CLOEXEC, 3);
    fflush(stderr);
    if (saved < 0 || dup2(fd, STDERR_FILENO) < 0) {
        if (saved >= 0) close(saved);
        close(fd);
        return;
    }
    saved_stderr = saved;
    log_fd = fd;
}

void cn_stderr_release(void) {
    int fd = log_fd;
    if (fd < 0) return;
    log_fd = -1;
    int saved_errno = errno;
    dup2(saved_stderr, STDERR_FILENO);
    close(saved_stderr);
    saved_stderr = -1;
    char buffer[4096];
    off_t offset = 0;
    ssize_t count;
    while ((count = pread(fd, buffer, sizeof buffer, offset)) > 0) {
        cn_write_all(STDERR_FILENO, buffer, (size_t)count);
        offset += count;
    }
    close(fd);
    errno = saved_errno;
}
