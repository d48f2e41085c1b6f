#include "chunk_walk.h"

#include <stdio.h>
#include <string.h>

static uint32_t big_endian(const uint8_t *bytes) {
    return (uint32_t)bytes[0] << 24 | (uint32_t)bytes[1] << 16 | (uint32_t)bytes[2] << 8 | bytes[3];
}

/* A chunk's type as printable text: ASCII letters as they are, anything else as '?'. */
static void chunk_name(const uint8_t *type, char name[5]) {
    for (int i = 0; i < 4; i++) {
        uint8_t c = type[i];
        name[i] = ((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z')) ? (char)c : '?';
    }
    name[4] = 0;
}

int cpng_walk_chunks(const uint8_t *data, size_t length, cpng_chunk_walk *walk, char *message, size_t message_size) {
    memset(walk, 0, sizeof *walk);
    size_t offset = 8; /* past the signature */
    int first = 1;
    while (offset < length) {
        size_t left = length - offset;
        if (left < 8) {
            snprintf(message, message_size, "a chunk's header runs past the end of the file");
            return 0;
        }
        uint32_t declared = big_endian(data + offset);
        char name[5];
        chunk_name(data + offset + 4, name);
        /* length, type, data and CRC: 12 bytes more than the data */
        if ((uint64_t)declared + 12 > left) {
            snprintf(message, message_size, "its %s chunk declares %u bytes, past the end of the file", name,
                     (unsigned)declared);
            return 0;
        }
        if (first && memcmp(data + offset + 4, "IHDR", 4) == 0 && declared == 13) {
            walk->width = big_endian(data + offset + 8);
            walk->height = big_endian(data + offset + 12);
            walk->has_header = 1;
        }
        first = 0;
        if (memcmp(data + offset + 4, "IEND", 4) == 0) break;
        offset += (size_t)declared + 12;
    }
    return 1;
}
