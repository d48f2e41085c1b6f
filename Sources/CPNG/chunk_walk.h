#ifndef CPNG_CHUNK_WALK_H
#define CPNG_CHUNK_WALK_H

#include <stddef.h>
#include <stdint.h>

/* What walking a file's chunks found before libpng sees it. */
typedef struct {
    uint32_t width;   /* from IHDR, when it is the first chunk */
    uint32_t height;
    int has_header;   /* IHDR came first and held 13 bytes */
} cpng_chunk_walk;

/* Walks the chunks of a PNG that starts with the PNG signature, up to IEND or the end of the
 * bytes, and refuses any chunk whose declared length (or whose 8-byte header) runs past the end
 * of the file: then returns 0 with a one-line reason in `message`. Otherwise returns 1, with the
 * header's size in `walk`. Reads only the bytes given; allocates nothing. */
int cpng_walk_chunks(const uint8_t *data, size_t length, cpng_chunk_walk *walk, char *message, size_t message_size);

#endif
