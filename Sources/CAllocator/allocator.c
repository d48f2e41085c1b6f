#include "callocator.h"

#include <malloc.h>

int cal_keep_heap_buffers(int largest, int kept) {
    int mapped = mallopt(M_MMAP_THRESHOLD, largest);
    int trimmed = mallopt(M_TRIM_THRESHOLD, kept);
    return mapped == 1 && trimmed == 1 ? 0 : -1;
}

int cal_one_arena(void) { return mallopt(M_ARENA_MAX, 1) == 1 ? 0 : -1; }
