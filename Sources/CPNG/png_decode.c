#include "cpng.h"
#include "chunk_walk.h"
#include "sample_levels.h"

#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Largest chunk libpng may allocate, and largest text or profile it may inflate one to. */
#define CPNG_CHUNK_MALLOC_MAX (1024 * 1024)
/* Most ancillary chunks (text, sPLT, unknown) libpng keeps from one file. */
#define CPNG_CHUNK_CACHE_MAX 64

/* One decoding: the bytes, where libpng has read to, and what it allocated. Lives in
 * cpng_decode's frame, so nothing that changes under setjmp is a local of the function calling it. */
typedef struct {
    const uint8_t *data;
    size_t length;
    size_t offset;
    png_structp png;
    png_infop info;
    uint8_t *pixels;
    png_bytep *rows;
    cpng_image *image;
} decoding;

static void on_error(png_structp png, png_const_charp message) {
    decoding *d = png_get_error_ptr(png);
    snprintf(d->image->message, sizeof d->image->message, "%s", message);
    png_longjmp(png, 1);
}

static void on_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message; /* ancillary trouble (a bad text chunk, a wrong CRC on one) is not the reader's */
}

static void read_bytes(png_structp png, png_bytep out, size_t count) {
    decoding *d = png_get_io_ptr(png);
    if (count > d->length - d->offset) png_error(png, "read beyond end of data");
    memcpy(out, d->data + d->offset, count);
    d->offset += count;
}

/* The file's gAMA when its samples are not in sRGB's encoding, else CPNG_GAMMA_SRGB: an sRGB
 * chunk, a gAMA within 5% of 1/2.2 (libpng's own threshold), or no tag at all (as browsers do;
 * libpng's simplified API took untagged 16-bit files as linear). */
static uint32_t file_gamma(png_structp png, png_infop info) {
    png_fixed_point gamma = 0;
    if (png_get_valid(png, info, PNG_INFO_sRGB)) return CPNG_GAMMA_SRGB;
    if (!png_get_gAMA_fixed(png, info, &gamma) || gamma <= 0) return CPNG_GAMMA_SRGB;
    if (gamma >= 43182 && gamma <= 47728) return CPNG_GAMMA_SRGB; /* 45455 ± 5% */
    return (uint32_t)gamma;
}

/* libpng's part, under its longjmp: the header, the transforms to RGBA, the rows (all seven
 * Adam7 passes when interlaced), 16-bit samples kept as they are. */
static int read_image(decoding *d, uint32_t *gamma, int *sixteen_bit) {
    if (setjmp(png_jmpbuf(d->png))) return CPNG_NOT_PNG;
    png_set_read_fn(d->png, d, read_bytes);
    png_read_info(d->png, d->info);
    png_uint_32 width = png_get_image_width(d->png, d->info);
    png_uint_32 height = png_get_image_height(d->png, d->info);
    int color_type = png_get_color_type(d->png, d->info);
    d->image->width = width;
    d->image->height = height;
    png_set_expand(d->png); /* palette to RGB, grey below 8 bits to 8, tRNS to alpha */
    if (!(color_type & PNG_COLOR_MASK_COLOR)) png_set_gray_to_rgb(d->png);
    if (!(color_type & PNG_COLOR_MASK_ALPHA) && !png_get_valid(d->png, d->info, PNG_INFO_tRNS))
        png_set_add_alpha(d->png, 0xFFFF, PNG_FILLER_AFTER);
    png_set_interlace_handling(d->png);
    png_read_update_info(d->png, d->info);
    *sixteen_bit = png_get_bit_depth(d->png, d->info) == 16;
    size_t row_bytes = png_get_rowbytes(d->png, d->info);
    if (png_get_channels(d->png, d->info) != 4 || row_bytes != (size_t)width * (*sixteen_bit ? 8 : 4))
        png_error(d->png, "unexpected row layout");
    *gamma = file_gamma(d->png, d->info);
    d->pixels = malloc(row_bytes * height);
    d->rows = malloc(sizeof *d->rows * height);
    if (d->pixels == NULL || d->rows == NULL) return CPNG_NO_MEMORY;
    for (png_uint_32 y = 0; y < height; y++) d->rows[y] = d->pixels + row_bytes * y;
    png_read_image(d->png, d->rows);
    png_read_end(d->png, NULL);
    return CPNG_OK;
}

int cpng_decode(const uint8_t *data, size_t length, uint32_t max_width, uint32_t max_height, cpng_image *image) {
    memset(image, 0, sizeof *image);
    if (length >= 8 && png_sig_cmp(data, 0, 8) == 0) {
        cpng_chunk_walk walk;
        if (!cpng_walk_chunks(data, length, &walk, image->message, sizeof image->message)) return CPNG_NOT_PNG;
        if (walk.has_header && (walk.width > max_width || walk.height > max_height)) {
            image->width = walk.width;
            image->height = walk.height;
            return CPNG_TOO_LARGE;
        }
    }
    decoding d = {.data = data, .length = length, .image = image};
    d.png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &d, on_error, on_warning);
    if (d.png != NULL) d.info = png_create_info_struct(d.png);
    if (d.png == NULL || d.info == NULL) {
        png_destroy_read_struct(&d.png, NULL, NULL);
        return CPNG_NO_MEMORY;
    }
    png_set_user_limits(d.png, max_width, max_height);
    png_set_chunk_malloc_max(d.png, CPNG_CHUNK_MALLOC_MAX);
    png_set_chunk_cache_max(d.png, CPNG_CHUNK_CACHE_MAX);
    uint32_t gamma = CPNG_GAMMA_SRGB;
    int sixteen_bit = 0;
    int status = read_image(&d, &gamma, &sixteen_bit);
    png_destroy_read_struct(&d.png, &d.info, NULL);
    free(d.rows);
    size_t count = (size_t)image->width * image->height;
    if (status == CPNG_OK && !cpng_to_srgb8(d.pixels, count, sixteen_bit, gamma)) status = CPNG_NO_MEMORY;
    if (status != CPNG_OK) {
        free(d.pixels);
        return status;
    }
    if (sixteen_bit) {
        uint8_t *smaller = realloc(d.pixels, count * 4);
        if (smaller != NULL) d.pixels = smaller;
    }
    image->pixels = d.pixels;
    return CPNG_OK;
}

void cpng_free(cpng_image *image) {
    free(image->pixels);
    image->pixels = NULL;
}
