#include "sample_levels.h"

#include <math.h>
#include <stdlib.h>

/* The nearest 8-bit level to a 16-bit one: round(v * 255 / 65535), exactly, for every v. */
static uint8_t nearest_level(uint32_t sample) {
    return (uint8_t)((sample * 255 + 32895) >> 16);
}

/* A sample of `levels` levels, encoded with `file_gamma`, for a display of gamma 2.2 (sRGB as
 * libpng approximates it, so a gamma-tagged file draws as it did through its simplified API). */
static uint8_t srgb_level(uint32_t sample, uint32_t levels, uint32_t file_gamma) {
    return (uint8_t)lround(255 * pow((double)sample / (double)(levels - 1), 100000.0 / (2.2 * file_gamma)));
}

int cpng_to_srgb8(uint8_t *pixels, size_t count, int sixteen_bit, uint32_t file_gamma) {
    uint32_t levels = sixteen_bit ? 65536 : 256;
    uint8_t *table = NULL;
    if (file_gamma != CPNG_GAMMA_SRGB) {
        table = malloc(levels);
        if (table == NULL) return 0;
        for (uint32_t sample = 0; sample < levels; sample++) table[sample] = srgb_level(sample, levels, file_gamma);
    }
    size_t samples = count * 4;
    for (size_t i = 0; i < samples; i++) {
        /* Forward and in place: sample i is written at i after being read at i or 2i. */
        uint32_t sample = sixteen_bit ? (uint32_t)pixels[2 * i] << 8 | pixels[2 * i + 1] : pixels[i];
        int is_alpha = i % 4 == 3;
        if (table != NULL && !is_alpha) pixels[i] = table[sample];
        else pixels[i] = sixteen_bit ? nearest_level(sample) : (uint8_t)sample;
    }
    free(table);
    return 1;
}
