/// The growing tape the scanner writes: 64-bit entries in memory it owns until handed over.
///
/// Not an `Array`: appending to one checks uniqueness and capacity through calls on every
/// value, a tenth of the scan (DECISIONS.md, "JSON at 100 MB/s"). Whoever ends up with the
/// buffer (``JSONDocument``, or the scanner on an error) deallocates it.
struct JSONTapeBuffer {
    private(set) var base: UnsafeMutablePointer<UInt64>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(16, capacity)
        base = .allocate(capacity: self.capacity)
    }

    @inline(__always)
    mutating func append(_ bits: UInt64) {
        if count == capacity { grow() }
        base[count] = bits
        count += 1
    }

    /// Writes an entry appended earlier (a container's, once its end is known).
    @inline(__always)
    func set(_ index: Int, _ bits: UInt64) {
        base[index] = bits
    }

    private mutating func grow() {
        let larger = UnsafeMutablePointer<UInt64>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = larger
        capacity *= 2
    }

    /// The entries written, as a buffer the caller now owns.
    var entries: UnsafeBufferPointer<UInt64> { UnsafeBufferPointer(start: base, count: count) }

    func deallocate() {
        base.deallocate()
    }
}
