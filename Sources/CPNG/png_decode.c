#include "cpng.h"

#include <png.h>
#include <stdlib.h>
#include <string.h>

static void keep_message(cpng_image *image, const png_image *png) {
    strncpy(image->message, png->message, sizeof image->message - 1);
    image->message[sizeof image->message - 1] = 0;
}

int cpng_decode(const uint8_t *data, size_t length, uint32_t max_width, uint32_t max_height, cpng_image *image) {
    memset(image, 0, sizeof *image);
    png_image png;
    memset(&png, 0, sizeof png);
    png.version = PNG_IMAGE_VERSION;
    /* The simplified API catches libpng's longjmp errors itself and reports them in png. */
    if (!png_image_begin_read_from_memory(&png, data, length)) {
        keep_message(image, &png);
        png_image_free(&png);
        return CPNG_NOT_PNG;
    }
    image->width = png.width;
    image->height = png.height;
    if (png.width == 0 || png.height == 0 || png.width > max_width || png.height > max_height) {
        png_image_free(&png);
        return CPNG_TOO_LARGE;
    }
    png.format = PNG_FORMAT_RGBA;
    size_t size = PNG_IMAGE_SIZE(png);
    uint8_t *pixels = malloc(size);
    if (pixels == NULL) {
        png_image_free(&png);
        return CPNG_NO_MEMORY;
    }
    if (!png_image_finish_read(&png, NULL, pixels, 0, NULL)) {
        keep_message(image, &png);
        free(pixels);
        png_image_free(&png);
        return CPNG_NOT_PNG;
    }
    image->pixels = pixels;
    return CPNG_OK;
}

void cpng_free(cpng_image *image) {
    free(image->pixels);
    image->pixels = NULL;
}
