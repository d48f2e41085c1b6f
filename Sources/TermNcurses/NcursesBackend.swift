import CNcurses
import Glibc
import TermCore

/// The backend for people: draws frames on the real terminal through ncursesw.
///
/// It writes only the cells that changed since its last frame and then calls `doupdate` once.
/// Waiting for input blocks in `poll` on the terminal and a wake-up pipe, so an idle app uses
/// no CPU; ``waker`` and the resize and termination signals interrupt the wait. The terminal
/// is restored by ``stop()`` and by the signal handlers installed at start.
package final class NcursesBackend: Backend {
    package let colorDepth: ColorDepth
    /// Whether the user's locale was UTF-8 (when it was not, glyphs should stay ASCII).
    package let isUnicodeLocale: Bool
    package private(set) var isInputClosed = false
    package let waker: any Waker = PipeWaker()
    /// Whether frames are wrapped in synchronized-update markers (see ``SynchronizedOutput``).
    package let isSynchronized: Bool
    /// Whether linked cells get OSC 8 hyperlinks (``HyperlinkSupport``, ``HyperlinkOverlay``).
    package let supportsHyperlinks: Bool
    /// Counts the bytes each frame writes into ``bytesWritten`` (for `--stats`); off by default
    /// because reading the count costs two small system calls per frame.
    package var countsBytes = false
    /// Bytes written to the terminal by ``present(_:)`` while ``countsBytes`` was on.
    package private(set) var bytesWritten = 0
    private var previous: CellBuffer?
    /// True until the first frame: ncurses starts from a blank screen, so that frame need not
    /// hand it the rows that are blank (most of a page).
    private var screenIsBlank = true
    private var palette: TerminalPalette
    /// One grapheme's scalars for `cn_put`, NUL-terminated; kept so no frame allocates.
    private var scalars = [wchar_t](repeating: 0, count: 6)
    /// One row's bytes for the ASCII runs (``AsciiRun``); kept so no frame allocates.
    private var runBytes: [UInt8] = []
    /// Whether pictures show as real pixels (kitty graphics or sixel); found out the first time
    /// a picture is drawn, so only pages with pictures pay for asking (see ``PictureSupport``).
    package private(set) lazy var showsPictureOverlays = startPictureOverlays()
    private var pictureOverlays = PictureOverlays()
    /// Esc, the sequences terminfo missed and terminals' late answers (see ``InputDecoder``).
    private var decoder = InputDecoder()

    /// Shows the terminal's cursor (hidden unless the person asks: `ONBOARD_CURSOR=visible`).
    package var showsCursor = false {
        didSet { cn_show_cursor(showsCursor ? 1 : 0) }
    }

    /// Starts the terminal, or throws a one-line reason when it cannot.
    ///
    /// - Parameter colorDepth: forces a depth; otherwise `NO_COLOR` or terminfo decide (with
    ///   `COLORTERM=truecolor` or `24bit`, through `TERM`'s direct-colour sibling when installed;
    ///   see ``DirectColorEntry``).
    package init(colorDepth forced: ColorDepth? = nil) throws(TerminalError) {
        isUnicodeLocale = cn_setup_locale() != 0
        let noColor = getenv("NO_COLOR").map { $0.pointee != 0 } ?? false
        let directEntry =
            forced == nil || forced == .trueColor
            ? DirectColorEntry.candidate(
                term: getenv("TERM").map { String(cString: $0) },
                colorTerm: getenv("COLORTERM").map { String(cString: $0) }, noColor: noColor) : nil
        let status = cn_start(directEntry)
        guard status == Int32(CN_STARTED.rawValue) else {
            throw TerminalError(status: status, term: getenv("TERM").map { String(cString: $0) })
        }
        cn_install_signal_handlers()
        let depth = forced ?? (noColor ? .monochrome : TerminalPalette.depth(forColorCount: cn_start_color()))
        if forced != nil, depth != .monochrome { _ = cn_start_color() }
        colorDepth = depth
        palette = TerminalPalette(depth: depth)
        isSynchronized = SynchronizedOutput.isEnabled(
            setting: getenv("ONBOARD_SYNC").map { String(cString: $0) },
            hasSyncCapability: cn_has_sync_capability() != 0, term: getenv("TERM").map { String(cString: $0) })
        var environment: [String: String] = [:]
        for name in HyperlinkSupport.variables {
            if let value = getenv(name) { environment[name] = String(cString: value) }
        }
        supportsHyperlinks = cn_can_save_cursor() != 0 && HyperlinkSupport.isEnabled(environment: environment)
    }

    /// Whether there is a terminal to start on (stdin and stdout, else `/dev/tty`), found
    /// without starting it: nothing is written and no mode changes.
    package static var isTerminalAvailable: Bool { cn_terminal_available() != 0 }

    package var size: Size { Size(width: Int(cn_columns()), height: Int(cn_rows())) }

    /// The termination signal (INT, TERM, HUP, QUIT) that asked the app to quit, or nil.
    ///
    /// Ctrl-C is SIGINT here too: while the UI is up it reaches this process as a character
    /// (the terminal's interrupt character is off), so a tool running this one is not
    /// interrupted with it.
    package var pendingSignal: Int32? {
        let signal = cn_pending_signal()
        return signal == 0 ? nil : signal
    }

    /// The termination signal that ended this process's terminal run, or nil; still there after
    /// ``stop()``, for a full-screen app whose pages finished before the signal came.
    package static var receivedSignal: Int32? {
        let signal = cn_pending_signal()
        return signal == 0 ? nil : signal
    }

    /// Restores the terminal: normal screen, cursor, echo and line mode, mouse off.
    package func stop() {
        pictureOverlays.clearBeforeStop(synchronized: isSynchronized)
        cn_stop()
    }

    /// Gives up the processor for up to a millisecond (less when a key comes): the terminal is
    /// woken by the frame on this core and would otherwise wait for the work after the frame,
    /// such as the state file's write (docs/decisions/0094).
    package func handOverFrame() {
        cn_hand_over_frame()
    }

    package func present(_ frame: CellBuffer) {
        // Locals, not properties, inside the loop: each property access of this class is an
        // exclusivity check, and the loop visits every cell of every frame.
        let earlier = previous?.size == frame.size ? previous?.cells : nil
        // Rows still blank on a blank screen are skipped; a row with anything on it is drawn
        // whole, so its blanks get the pens they borrow (BlankCellStyles) in ncurses' screen too.
        let blankScreen = earlier == nil && screenIsBlank ? [Cell](repeating: .blank, count: frame.cells.count) : nil
        screenIsBlank = false
        var palette = self.palette
        var scalars: [wchar_t] = []
        swap(&scalars, &self.scalars)
        var runBytes: [UInt8] = []
        swap(&runBytes, &self.runBytes)
        if runBytes.count < frame.size.width { runBytes = [UInt8](repeating: 0, count: frame.size.width) }
        let unchanged = UnchangedRows(frame.cells, earlier ?? blankScreen, width: frame.size.width)
        frame.cells.withUnsafeBufferPointer { cells in
            (earlier ?? []).withUnsafeBufferPointer { before in
                runBytes.withUnsafeMutableBufferPointer { buffer in
                    var run = AsciiRun(buffer: buffer)
                    Self.draw(
                        cells, before: earlier == nil ? nil : before, size: frame.size, skipping: unchanged,
                        palette: &palette, run: &run, scalars: &scalars)
                }
            }
        }
        self.palette = palette
        swap(&scalars, &self.scalars)
        swap(&runBytes, &self.runBytes)
        var links = supportsHyperlinks ? HyperlinkOverlay.encode(frame, after: previous, depth: colorDepth) : ""
        cn_place_cursor(Int32(frame.cursor?.y ?? -1), Int32(frame.cursor?.x ?? -1))
        flush(links: &links, then: pictureOverlays.commands(for: frame, repaintAll: previous?.size != frame.size))
        previous = frame
    }

    /// Sends the frame in one `doupdate`, then the hyperlink overlay and the pictures' commands,
    /// counting the bytes when asked to (the shim's count when the frame went out in one write,
    /// else the thread's write counter, read only then: two reads of /proc a frame).
    private func flush(links: inout String, then pictures: [UInt8]) {
        let before = countsBytes && cn_frames_captured() == 0 ? cn_thread_bytes_written() : -1
        let sent = links.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { links in
                cn_flush_with(isSynchronized ? 1 : 0, links.baseAddress, links.count, pictures, pictures.count)
            }
        }
        guard countsBytes else { return }
        if sent >= 0 {
            bytesWritten += Int(sent)
        } else if before >= 0 {
            let after = cn_thread_bytes_written()
            if after >= before { bytesWritten += Int(after - before) }
        }
    }

    private func startPictureOverlays() -> Bool {
        guard let found = PictureSupport.detect(colorDepth: colorDepth, isUnicodeLocale: isUnicodeLocale) else {
            return false
        }
        pictureOverlays.pictureProtocol = found
        pictureOverlays.colorDepth = colorDepth
        return true
    }

    package func nextEvent(timeout: Duration?) -> Event? {
        if let event = readEvent() { return event }
        // Reading just asked the terminal (a poll) and found nothing: with no time to wait
        // there is nothing more to learn now. A wake-up or the end of input is seen by the
        // next wait, which returns at once for either.
        guard !isInputClosed, timeout != .zero else { return nil }
        let milliseconds = timeout.map { Int32(clamping: max(0, $0.wholeMilliseconds)) } ?? -1
        switch cn_wait(milliseconds) {
        case 1:
            return readEvent()
        case 2:
            isInputClosed = true
            return nil
        default:  // the time is up, or a background job woke the loop: no input to read
            return nil
        }
    }

    /// Reads one already-available event without blocking.
    private func readEvent() -> Event? {
        while true {
            let read = decoder.takeHeldRead() ?? readTerminal()
            switch decoder.decode(read, at: .now) {
            case .key(let key):
                return .key(key)
            case .keyCode(let code):
                if let event = event(forKeyCode: code) { return event }
            case .more:
                continue
            case .stop:
                return nil
            }
        }
    }

    /// One input from ncurses, without blocking.
    private func readTerminal() -> InputDecoder.Read {
        var value: UInt32 = 0
        switch cn_read(&value) {
        case Int32(CN_READ_CHAR.rawValue): return .character(value)
        case Int32(CN_READ_KEY.rawValue): return .keyCode(Int32(bitPattern: value))
        case Int32(CN_READ_INTERRUPT.rawValue): return .interrupt
        default: return .nothing
        }
    }

    private func event(forKeyCode code: Int32) -> Event? {
        switch code {
        case KEY_RESIZE:
            previous = nil
            return .resize(size)
        case KEY_MOUSE:
            var x: Int32 = 0
            var y: Int32 = 0
            let position = { Point(x: Int(x), y: Int(y)) }
            switch cn_mouse(&x, &y) {
            case Int32(CN_MOUSE_CLICK.rawValue): return .mouse(MouseEvent(.click, at: position()))
            case Int32(CN_MOUSE_SCROLL_UP.rawValue): return .mouse(MouseEvent(.scrollUp, at: position()))
            case Int32(CN_MOUSE_SCROLL_DOWN.rawValue):
                return .mouse(MouseEvent(.scrollDown, at: position()))
            default: return nil
            }
        default:
            return KeyEvent(ncursesKeyCode: code).map(Event.key)
        }
    }
}

/// Wakes the backend's `poll` through its pipe; async-signal-safe and thread-safe.
struct PipeWaker: Waker {
    func wake() {
        cn_wake()
    }
}

extension Duration {
    /// The duration in whole milliseconds, rounded up so a wait never ends early.
    var wholeMilliseconds: Int {
        let (seconds, attoseconds) = components
        return Int(seconds) * 1000 + Int((attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000)
    }
}
