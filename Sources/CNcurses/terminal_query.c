#define _GNU_SOURCE
#include "shim.h"
#include "internal.h"

#include <errno.h>
#include <poll.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static long long now_ms(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (long long)now.tv_sec * 1000 + now.tv_nsec / 1000000;
}

int cn_wait_writable(int fd) {
    struct pollfd out = {fd, POLLOUT, 0};
    int ready;
    do {
        ready = poll(&out, 1, -1);
    } while (ready < 0 && errno == EINTR);
    return ready > 0 && (out.revents & POLLOUT);
}

int cn_write_all(int fd, const void *bytes, size_t length) {
    const uint8_t *next = bytes;
    size_t done = 0;
    while (done < length) {
        ssize_t count = write(fd, next + done, length - done);
        if (count < 0 && errno == EINTR) continue;
        if (count < 0 && errno == EAGAIN && cn_wait_writable(fd)) continue;
        if (count <= 0) return 0;
        done += (size_t)count;
    }
    return 1;
}

void cn_write(const uint8_t *bytes, size_t length) {
    if (!cn_started || cn_output_file() == NULL || length == 0) return;
    fflush(cn_output_file());
    cn_write_all(fileno(cn_output_file()), bytes, length);
}

/* Whether `bytes` holds a complete primary device attributes reply: ESC [ ? digits;... c */
static int has_device_attributes(const uint8_t *bytes, int length) {
    for (int start = 0; start + 3 < length; start++) {
        if (bytes[start] != 0x1b || bytes[start + 1] != '[' || bytes[start + 2] != '?') continue;
        int i = start + 3;
        while (i < length && ((bytes[i] >= '0' && bytes[i] <= '9') || bytes[i] == ';')) i++;
        if (i < length && bytes[i] == 'c') return 1;
    }
    return 0;
}

int cn_query(const char *query, uint8_t *answer, int capacity, int timeout_ms) {
    if (!cn_started || cn_output_file() == NULL) return -1;
    cn_write((const uint8_t *)query, strlen(query));
    int fd = cn_input_fd();
    int length = 0;
    long long deadline = now_ms() + timeout_ms;
    while (length < capacity && !has_device_attributes(answer, length)) {
        long long left = deadline - now_ms();
        if (left <= 0) break;
        struct pollfd input = {fd, POLLIN, 0};
        int ready = poll(&input, 1, (int)left);
        if (ready < 0 && errno == EINTR) continue;
        if (ready <= 0 || !(input.revents & POLLIN)) break;
        ssize_t count = read(fd, answer + length, (size_t)(capacity - length));
        if (count < 0 && errno == EINTR) continue;
        if (count <= 0) break;
        length += (int)count;
    }
    return length;
}

void cn_unread(const uint8_t *bytes, int length) {
    /* ncurses' ungetch pushes onto the front of its queue, so the last byte goes first. */
    for (int i = length - 1; i >= 0; i--) ungetch(bytes[i]);
}
