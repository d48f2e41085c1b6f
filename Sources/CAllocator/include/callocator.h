#ifndef CALLOCATOR_H
#define CALLOCATOR_H

/* The C library allocator's settings for the `onboard` command (AllocatorPolicy.swift). */

/* Buffers up to `largest` bytes come from the heap, and up to `kept` bytes free at its top stay
 * with the process: big buffers are freed without unmapping memory. 0 when both were set. */
int cal_keep_heap_buffers(int largest, int kept);

/* Every thread allocates from the process's one heap (glibc's main arena) instead of a thread
 * making an arena of its own at its first allocation. 0 when set. */
int cal_one_arena(void);

#endif
