import TermCore

/// What a terminal said back to the picture query, read from the raw bytes.
///
/// Three replies are understood: kitty's graphics answer (`ESC _ G i=31 ; OK ESC \`), the
/// primary device attributes (`ESC [ ? 63 ; 4 ; … c`, where a 4 means sixel) and the cell size
/// in pixels (`ESC [ 6 ; height ; width t`). Everything else (keys typed meanwhile) is kept in
/// ``typed``, in order, to be given back to ncurses.
struct TerminalAnswer: Equatable {
    var saysKittyGraphics = false
    /// The device attributes after `ESC [ ?`; empty when the terminal did not answer.
    var deviceAttributes: [Int] = []
    /// Pixels per cell, when the terminal reported them and they are plausible.
    var cellSize: Size?
    var typed: [UInt8] = []

    /// Whether the device attributes list sixel graphics (4).
    var hasSixel: Bool { deviceAttributes.dropFirst().contains(4) }

    init(_ bytes: [UInt8]) {
        var index = 0
        while index < bytes.count {
            if let end = Self.stringEnd(bytes, at: index) {
                if Array(bytes[index..<end]).starts(with: Array("\u{1B}_Gi=31;OK".utf8)) { saysKittyGraphics = true }
                index = end
            } else if let (parameters, final, end) = Self.reply(bytes, at: index) {
                record(parameters: parameters, final: final)
                index = end
            } else {
                typed.append(bytes[index])
                index += 1
            }
        }
    }

    private mutating func record(parameters: [Int], final: UInt8) {
        if final == UInt8(ascii: "c") {
            deviceAttributes = parameters
        } else if parameters.count == 3, parameters[0] == 6, (1...512).contains(parameters[1]),
            (1...512).contains(parameters[2])
        {
            cellSize = Size(width: parameters[2], height: parameters[1])
        }
    }

    /// The index after an APC string `ESC _ … ESC \` starting at `index`, or nil.
    private static func stringEnd(_ bytes: [UInt8], at index: Int) -> Int? {
        guard index + 1 < bytes.count, bytes[index] == 0x1B, bytes[index + 1] == UInt8(ascii: "_") else { return nil }
        var end = index + 2
        while end + 1 < bytes.count, !(bytes[end] == 0x1B && bytes[end + 1] == UInt8(ascii: "\\")) { end += 1 }
        return min(bytes.count, end + 2)
    }

    /// A reply `ESC [ ? digits;… c` or `ESC [ digits;… t` starting at `index`: its numbers, its
    /// final byte and the index after it; nil for anything else (an arrow key stays typed).
    private static func reply(_ bytes: [UInt8], at index: Int) -> ([Int], UInt8, Int)? {
        guard index + 2 < bytes.count, bytes[index] == 0x1B, bytes[index + 1] == UInt8(ascii: "[") else { return nil }
        let isPrivate = bytes[index + 2] == UInt8(ascii: "?")
        var end = index + (isPrivate ? 3 : 2)
        var numbers: [Int] = [0]
        while end < bytes.count, end - index < 64 {
            let byte = bytes[end]
            if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                numbers[numbers.count - 1] = min(
                    99_999, numbers[numbers.count - 1] * 10 + Int(byte - UInt8(ascii: "0")))
            } else if byte == UInt8(ascii: ";") {
                numbers.append(0)
            } else {
                let wanted = isPrivate ? UInt8(ascii: "c") : UInt8(ascii: "t")
                return byte == wanted && end > index + 2 ? (numbers, byte, end + 1) : nil
            }
            end += 1
        }
        return nil
    }
}
