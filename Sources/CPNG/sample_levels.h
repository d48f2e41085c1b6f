#ifndef CPNG_SAMPLE_LEVELS_H
#define CPNG_SAMPLE_LEVELS_H

#include <stddef.h>
#include <stdint.h>

/* The gAMA value (times 100 000) of samples already in sRGB's encoding: no conversion. */
#define CPNG_GAMMA_SRGB 0u

/* Turns `count` RGBA pixels as libpng wrote them (8 or 16 bits a sample, 16-bit ones
 * big-endian) into 8-bit sRGB RGBA, in place: the 8-bit pixels end up in the first
 * count * 4 bytes. 16-bit samples are rounded to the nearest of 256 levels. Colour samples of a
 * file whose gAMA is `file_gamma` (not CPNG_GAMMA_SRGB) are raised to 1 / (gAMA × 2.2), libpng's
 * own correction for an sRGB display; alpha is never gamma-corrected. Returns 0 when the table for that
 * conversion could not be allocated (64 KiB for 16-bit samples). */
int cpng_to_srgb8(uint8_t *pixels, size_t count, int sixteen_bit, uint32_t file_gamma);

#endif
