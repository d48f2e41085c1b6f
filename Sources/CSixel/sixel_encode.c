#include "csixel.h"

#include <sixel/sixel.h>
#include <stdlib.h>
#include <string.h>

/* Collects libsixel's output in one growing buffer. */
typedef struct {
    uint8_t *bytes;
    size_t length;
    size_t capacity;
    int failed;
} sink;

static int append(char *data, int size, void *priv) {
    sink *out = priv;
    if (out->failed || size <= 0) return 0;
    if (out->length + (size_t)size > out->capacity) {
        size_t capacity = out->capacity ? out->capacity * 2 : 4096;
        while (capacity < out->length + (size_t)size) capacity *= 2;
        uint8_t *grown = realloc(out->bytes, capacity);
        if (grown == NULL) {
            out->failed = 1;
            return 0;
        }
        out->bytes = grown;
        out->capacity = capacity;
    }
    memcpy(out->bytes + out->length, data, (size_t)size);
    out->length += (size_t)size;
    return size;
}

static int valid_side(int side) { return side > 0 && side <= CSIXEL_MAX_SIDE; }

/* The picture's RGBA pixels over the background colour, as RGB. */
static unsigned char *blend(const uint8_t *rgba, size_t count, uint32_t background) {
    unsigned char *rgb = malloc(count * 3);
    if (rgb == NULL) return NULL;
    const unsigned back[3] = {(background >> 16) & 0xff, (background >> 8) & 0xff, background & 0xff};
    for (size_t i = 0; i < count; i++) {
        unsigned alpha = rgba[i * 4 + 3];
        for (int c = 0; c < 3; c++) {
            rgb[i * 3 + c] = (unsigned char)((rgba[i * 4 + c] * alpha + back[c] * (255 - alpha) + 127) / 255);
        }
    }
    return rgb;
}

/* The picture scaled to fit the box (aspect kept) and centred on the background colour. */
static unsigned char *boxed(const unsigned char *rgb, int width, int height, int box_width, int box_height,
                            uint32_t background) {
    int fit_width = box_width, fit_height = (int)((long long)height * box_width / width);
    if (fit_height > box_height) {
        fit_height = box_height;
        fit_width = (int)((long long)width * box_height / height);
    }
    if (fit_width < 1) fit_width = 1;
    if (fit_height < 1) fit_height = 1;
    unsigned char *box = malloc((size_t)box_width * (size_t)box_height * 3);
    unsigned char *scaled = malloc((size_t)fit_width * (size_t)fit_height * 3);
    if (box == NULL || scaled == NULL ||
        SIXEL_FAILED(sixel_helper_scale_image(scaled, rgb, width, height, SIXEL_PIXELFORMAT_RGB888, fit_width,
                                              fit_height, SIXEL_RES_BILINEAR, NULL))) {
        free(box);
        free(scaled);
        return NULL;
    }
    for (size_t i = 0; i < (size_t)box_width * (size_t)box_height; i++) {
        box[i * 3] = (background >> 16) & 0xff;
        box[i * 3 + 1] = (background >> 8) & 0xff;
        box[i * 3 + 2] = background & 0xff;
    }
    int left = (box_width - fit_width) / 2, top = (box_height - fit_height) / 2;
    for (int y = 0; y < fit_height; y++) {
        memcpy(box + ((size_t)(top + y) * box_width + left) * 3, scaled + (size_t)y * fit_width * 3,
               (size_t)fit_width * 3);
    }
    free(scaled);
    return box;
}

/* The distinct colours of `count` RGB pixels into `palette` (3 bytes each), or 0 when there are
 * more than CSIXEL_EXACT_COLORS: flat-colour art (a few fills and their smoothed edges) keeps
 * every colour it has, exactly. An open-addressing set of 1024 slots; 0xFFFFFFFF marks a free one. */
static int exact_palette(const unsigned char *rgb, size_t count, unsigned char *palette) {
    uint32_t slots[1024];
    memset(slots, 0xFF, sizeof slots);
    int colors = 0;
    for (size_t i = 0; i < count; i++) {
        uint32_t color = (uint32_t)rgb[i * 3] << 16 | (uint32_t)rgb[i * 3 + 1] << 8 | rgb[i * 3 + 2];
        uint32_t slot = (color * 2654435761u) >> 22;
        while (slots[slot] != 0xFFFFFFFF && slots[slot] != color) slot = (slot + 1) & 1023;
        if (slots[slot] == color) continue;
        if (colors == CSIXEL_EXACT_COLORS) return 0;
        slots[slot] = color;
        memcpy(palette + colors * 3, rgb + i * 3, 3);
        colors++;
    }
    return colors;
}

/* libsixel writes the image from its `q`; the envelope around it is ours, so that P2 = 1 can say
 * "pixels the image does not paint stay as they are" (every pixel is painted: a terminal that
 * ignores P2, such as mlterm, fills unpainted ones with white).
 * The palette: the picture's own colours when it has few (`palette`, `colors` > 0), each box
 * pixel drawn in the nearest of them with no diffusion, so flat areas stay one exact colour;
 * else libsixel's median cut of 256 colours (its high quality, not its high-colour mode, which
 * leaves the last column of wide images unpainted) with its default diffusion, for photographs. */
static const char dcs_begin[] = "\033P0;1";
static const char dcs_end[] = "\033\\";

static int encode(unsigned char *pixels, int width, int height, unsigned char *palette, int colors, sink *out) {
    sixel_output_t *output = NULL;
    sixel_dither_t *dither = NULL;
    append((char *)dcs_begin, (int)sizeof dcs_begin - 1, out);
    int ok = SIXEL_SUCCEEDED(sixel_output_new(&output, append, out, NULL)) &&
             (sixel_output_set_skip_dcs_envelope(output, 1), 1) &&
             SIXEL_SUCCEEDED(sixel_dither_new(&dither, colors > 0 ? colors : 256, NULL));
    if (ok && colors > 0) {
        sixel_dither_set_palette(dither, palette);
        sixel_dither_set_diffusion_type(dither, SIXEL_DIFFUSE_NONE);
    } else if (ok) {
        ok = SIXEL_SUCCEEDED(sixel_dither_initialize(dither, pixels, width, height, SIXEL_PIXELFORMAT_RGB888,
                                                     SIXEL_LARGE_AUTO, SIXEL_REP_AUTO, SIXEL_QUALITY_HIGH));
    }
    ok = ok && SIXEL_SUCCEEDED(sixel_encode(pixels, width, height, 3, dither, output));
    if (dither) sixel_dither_unref(dither);
    if (output) sixel_output_unref(output);
    append((char *)dcs_end, (int)sizeof dcs_end - 1, out);
    return ok && !out->failed && out->length > sizeof dcs_begin && out->bytes[sizeof dcs_begin - 1] == 'q';
}

int csixel_encode(const uint8_t *rgba, int width, int height, int box_width, int box_height, uint32_t background,
                  csixel_image *image) {
    image->bytes = NULL;
    image->length = 0;
    if (rgba == NULL || !valid_side(width) || !valid_side(height) || !valid_side(box_width) ||
        !valid_side(box_height)) {
        return CSIXEL_BAD_SIZE;
    }
    unsigned char *rgb = blend(rgba, (size_t)width * (size_t)height, background);
    unsigned char *box = rgb ? boxed(rgb, width, height, box_width, box_height, background) : NULL;
    unsigned char palette[(CSIXEL_EXACT_COLORS + 1) * 3];
    const unsigned char back[3] = {(background >> 16) & 0xff, (background >> 8) & 0xff, background & 0xff};
    memcpy(palette, back, 3); /* the box around the picture */
    int colors = rgb ? exact_palette(rgb, (size_t)width * (size_t)height, palette + 3) : 0;
    if (colors > 0) colors++;
    free(rgb);
    if (box == NULL) return CSIXEL_FAILED;
    sink out = {0};
    int ok = encode(box, box_width, box_height, palette, colors, &out);
    free(box);
    if (!ok) {
        free(out.bytes);
        return CSIXEL_FAILED;
    }
    image->bytes = out.bytes;
    image->length = out.length;
    return CSIXEL_OK;
}

void csixel_free(csixel_image *image) {
    free(image->bytes);
    image->bytes = NULL;
    image->length = 0;
}
