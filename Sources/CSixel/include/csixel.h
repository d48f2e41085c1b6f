#ifndef CSIXEL_H
#define CSIXEL_H

#include <stddef.h>
#include <stdint.h>

/* A picture encoded as a sixel image (ESC P 0;1 q ... ESC \), ready to be written to the terminal. */
typedef struct {
    uint8_t *bytes;  /* free with csixel_free */
    size_t length;
} csixel_image;

enum csixel_status {
    CSIXEL_OK = 0,
    CSIXEL_BAD_SIZE = 1,   /* a side is zero, negative or over CSIXEL_MAX_SIDE */
    CSIXEL_FAILED = 2      /* libsixel or an allocation failed */
};

/* Larger sides are refused: no terminal window is wider or taller than this in pixels. */
#define CSIXEL_MAX_SIDE 4096

/* A picture with at most this many colours (over its background) is drawn in exactly those. */
#define CSIXEL_EXACT_COLORS 255

/* Encodes `rgba` (width * height pixels of four bytes, not premultiplied, top row first) as a
 * sixel image of exactly box_width x box_height pixels: the picture over `background`
 * (0xRRGGBB), scaled with libsixel's bilinear filter to the largest size that keeps its aspect
 * (square pixels), centred, the rest of the box filled with `background`; every pixel painted;
 * at most 256 colours: the picture's own when it has at most CSIXEL_EXACT_COLORS (flat-colour
 * art: each pixel in the nearest of them, no diffusion), else libsixel's median cut with
 * diffusion (photographs); 7-bit controls. Only libsixel's encoder is used: no
 * loader, no terminal access. On CSIXEL_OK the caller owns image->bytes. */
int csixel_encode(const uint8_t *rgba, int width, int height, int box_width, int box_height, uint32_t background,
                  csixel_image *image);

/* Frees what csixel_encode allocated; safe on a failed or zeroed image. */
void csixel_free(csixel_image *image);

#endif
