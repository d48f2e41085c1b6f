#define _GNU_SOURCE
#include "internal.h"
#include "shim.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <sys/mman.h>
#include <sys/sendfile.h>
#include <unistd.h>

/* One write per frame. ncurses 6.4 flushes its output buffer after every cursor move, so a
 * frame reached the terminal as 15 to 45 small writes (strace, docs/decisions/0062). While a frame
 * is
 * drawn, ncurses' descriptor points at a memory file instead (dup2; it is ncurses' own
 * duplicate of the terminal, never the host's stdout, so what another thread prints meanwhile
 * goes to the terminal, not into the frame); the frame, markers and tails included, then goes
 * to the terminal in one sendfile. Without a memory file the
 * frame is written as before. The file's first MAPPED_BYTES are also mapped, so a frame can be
 * trimmed in place before it is sent (cn_trim_frame). */

static int memory_fd = -1;     /* the memory file frames are drawn into */
static int terminal_copy = -1; /* the terminal, kept while its descriptor points elsewhere */
static volatile sig_atomic_t capture_target = -1; /* the descriptor redirected; -1 when none */
static int unavailable;
static uint8_t *mapped; /* the file's first MAPPED_BYTES, or NULL */

/* Frames above this leave the memory file's pages to the kernel afterwards. */
enum { KEPT_BYTES = 1 << 20, MAPPED_BYTES = 1 << 18 };

/* Sizes the memory file to its mapped part (pages come only when written) and maps it. */
static void map_memory_file(void) {
    if (ftruncate(memory_fd, MAPPED_BYTES) != 0) return;
    void *pages = mmap(NULL, MAPPED_BYTES, PROT_READ | PROT_WRITE, MAP_SHARED, memory_fd, 0);
    mapped = pages == MAP_FAILED ? NULL : pages;
}

int cn_frames_captured(void) { return !unavailable; }

int cn_capture_begin(int fd) {
    if (unavailable || fd < 0 || capture_target >= 0) return 0;
    if (memory_fd < 0) {
        memory_fd = cn_above_stdio(memfd_create("onboard-frame", MFD_CLOEXEC));
        terminal_copy = memory_fd < 0 ? -1 : fcntl(fd, F_DUPFD_CLOEXEC, STDERR_FILENO + 1);
        if (terminal_copy < 0) {
            if (memory_fd >= 0) close(memory_fd);
            memory_fd = -1;
            unavailable = 1;
            return 0;
        }
        map_memory_file();
    }
    if (lseek(memory_fd, 0, SEEK_SET) != 0 || dup2(memory_fd, fd) < 0) return 0;
    capture_target = fd;
    return 1;
}

/* Points the descriptor back at the terminal; async-signal-safe (dup2 only). */
void cn_capture_abandon(void) {
    int fd = capture_target;
    if (fd < 0) return;
    while (dup2(terminal_copy, fd) < 0 && errno == EINTR) {}
    capture_target = -1;
}

/* Sends `length` bytes of the memory file from its start to the terminal. */
static void send_frame(int fd, off_t length) {
    off_t offset = 0;
    while (offset < length) {
        ssize_t sent = sendfile(fd, memory_fd, &offset, (size_t)(length - offset));
        if (sent < 0 && errno == EINTR) continue;
        if (sent < 0 && errno == EAGAIN && cn_wait_writable(fd)) continue;
        if (sent <= 0) break;
    }
    char buffer[4096];
    while (offset < length) { /* sendfile refused: copy through a buffer */
        ssize_t count = pread(memory_fd, buffer, sizeof buffer, offset);
        if (count < 0 && errno == EINTR) continue;
        if (count <= 0 || !cn_write_all(fd, buffer, (size_t)count)) return; /* the terminal is gone */
        offset += count;
    }
}

long long cn_capture_offset(void) {
    return capture_target < 0 ? -1 : (long long)lseek(memory_fd, 0, SEEK_CUR);
}

long long cn_capture_end(long long trim_from, long long trim_to, int options) {
    int fd = capture_target;
    if (fd < 0) return -1;
    off_t length = lseek(memory_fd, 0, SEEK_CUR);
    cn_capture_abandon();
    if (length <= 0) return 0;
    if (mapped != NULL && options != 0 && trim_from >= 0 && trim_to > trim_from && length <= MAPPED_BYTES) {
        length = (off_t)cn_trim_frame(mapped, (size_t)trim_from, (size_t)trim_to, (size_t)length, options);
    }
    send_frame(fd, length);
    if (length > KEPT_BYTES && ftruncate(memory_fd, 0) == 0 && mapped != NULL) {
        if (ftruncate(memory_fd, MAPPED_BYTES) != 0) { /* the mapping would now fault: drop it */
            munmap(mapped, MAPPED_BYTES);
            mapped = NULL;
        }
    }
    return (long long)length;
}

void cn_capture_close(void) {
    cn_capture_abandon();
    if (mapped != NULL) munmap(mapped, MAPPED_BYTES);
    mapped = NULL;
    if (memory_fd >= 0) close(memory_fd);
    if (terminal_copy >= 0) close(terminal_copy);
    memory_fd = terminal_copy = -1;
}
