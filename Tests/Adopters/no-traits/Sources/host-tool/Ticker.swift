import Glibc
import Synchronization

/// Another thread of the host, writing a line to stdout every few milliseconds, as a tool's
/// progress output or logging would while the pages show.
final class Ticker: Sendable {
    private let running = Atomic<Bool>(true)
    private let interval: useconds_t

    init(everyMicroseconds interval: useconds_t) {
        self.interval = interval
    }

    /// Starts the thread; `stop()` ends it.
    func start() {
        var thread = pthread_t()
        let context = Unmanaged.passRetained(self).toOpaque()
        let started = pthread_create(&thread, nil, { context in
            guard let context else { return nil }
            Unmanaged<Ticker>.fromOpaque(context).takeRetainedValue().tick()
            return nil
        }, context)
        guard started == 0 else { fatalError("host-tool: no thread for the ticker") }
        pthread_detach(thread)
    }

    func stop() {
        running.store(false, ordering: .sequentiallyConsistent)
        usleep(interval * 2)
    }

    private func tick() {
        var count = 0
        while running.load(ordering: .sequentiallyConsistent) {
            count += 1
            let line = Array("host-tick \(count)\n".utf8)
            _ = line.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
            usleep(interval)
        }
    }
}
