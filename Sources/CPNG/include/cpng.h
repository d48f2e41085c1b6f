#ifndef CPNG_H
#define CPNG_H

#include <stddef.h>
#include <stdint.h>

/* A PNG decoded by libpng into 8-bit sRGB RGBA rows, top row first (16-bit samples read as
 * 16 bits and rounded here; untagged files taken as sRGB). */
typedef struct {
    uint32_t width;
    uint32_t height;
    uint8_t *pixels;   /* width * height * 4 bytes; free with cpng_free */
    char message[128]; /* the reason (libpng's, or the chunk walk's) when decoding failed, NUL-terminated */
} cpng_image;

enum cpng_status {
    CPNG_OK = 0,
    CPNG_NOT_PNG = 1,     /* libpng refused the header or the data */
    CPNG_TOO_LARGE = 2,   /* wider or taller than the limits given */
    CPNG_NO_MEMORY = 3
};

/* Decodes `length` bytes of PNG. Before libpng sees them, refuses a chunk whose declared length
 * runs past the end of the bytes (CPNG_NOT_PNG), and images wider than max_width or taller than
 * max_height (also libpng's user limits); libpng's chunk allocations are capped at 1 MiB. Never
 * aborts: libpng's errors come back as CPNG_NOT_PNG with its message. On CPNG_OK the caller owns
 * image->pixels. */
int cpng_decode(const uint8_t *data, size_t length, uint32_t max_width, uint32_t max_height, cpng_image *image);

/* Frees what cpng_decode allocated; safe on a failed or zeroed image. */
void cpng_free(cpng_image *image);

#endif
