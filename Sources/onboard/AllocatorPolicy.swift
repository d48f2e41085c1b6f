import CAllocator

/// How this short-lived command's allocator treats big buffers: taken from the heap, and not
/// given back to the system before the process ends.
///
/// The menu lists' JSON tapes (a few hundred KB each, read on a background lane) were each
/// mapped on their own and unmapped when the app closed. With the lane's CPU still holding the
/// process's address space, each such `munmap` by the UI thread waited for a TLB shootdown on
/// that CPU, often idle: 5 % of the scripted run's CPU time by `perf` (docs/decisions/0087). From
/// the
/// heap they are freed without a system call and the process's exit takes everything at once.
///
/// The read-ahead lane allocates from the process's one heap too: its first allocation made it
/// an arena of its own (a 64 MiB reservation, grown a page at a time, none of the heap's freed
/// memory reused), 0.8 ms of the scripted run's 10.7 ms of CPU (docs/decisions/0087).
/// Only the command sets this; a Swift tool using the library keeps its own allocator's policy.
enum AllocatorPolicy {
    /// Buffers up to this size come from the heap (glibc's largest allowed threshold).
    static let largestHeapBuffer: Int32 = 32 << 20
    /// Free memory at the heap's top up to this much stays with the process.
    static let keptFreeMemory: Int32 = 128 << 20

    static func apply() {
        _ = cal_keep_heap_buffers(largestHeapBuffer, keptFreeMemory)
        _ = cal_one_arena()
    }
}
