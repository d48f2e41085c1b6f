import TermCore

/// The kitty graphics protocol's escape sequences for showing PNG files over cells.
///
/// Pure functions, so the bytes are tested without a terminal. Every command asks for no reply
/// (`q=2`), so nothing comes back into the key input. A picture is sent once per id (`a=t`,
/// the PNG itself, `f=100`, in base64 chunks of 4096) and then placed (`a=p`) at the cursor,
/// scaled by the terminal to `c` × `r` cells, without moving the cursor (`C=1`). The cursor
/// move is wrapped in save/restore (DECSC/DECRC), so ncurses' idea of the cursor and the pen
/// stays true.
enum KittyGraphics {
    /// Asks whether the protocol is understood (a 1×1 RGB query); ``PictureSupport`` sends the
    /// primary device attributes request after it, which every terminal answers: an answer to
    /// that without one to this means no (``TerminalAnswer``).
    static let query = "\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\"

    static func transmit(id: UInt32, png: [UInt8]) -> [UInt8] {
        let payload = Base64.encode(png)
        var bytes: [UInt8] = []
        var offset = 0
        repeat {
            let end = min(payload.count, offset + 4096)
            let more = end < payload.count ? 1 : 0
            let keys = offset == 0 ? "a=t,f=100,t=d,i=\(id),q=2,m=\(more)" : "m=\(more)"
            bytes += command(keys, payload: payload[offset..<end])
            offset = end
        } while offset < payload.count
        return bytes
    }

    /// Shows picture `id` over `rect` (frame cells) as its placement number `placement`, so the
    /// same picture can show in two places at once.
    static func place(id: UInt32, placement: Int, rect: Rect) -> [UInt8] {
        Array("\u{1B}7\u{1B}[\(rect.minY + 1);\(rect.minX + 1)H".utf8)
            + command("a=p,i=\(id),p=\(placement),c=\(rect.width),r=\(rect.height),C=1,q=2")
            + Array("\u{1B}8".utf8)
    }

    /// Removes one placement of picture `id` and keeps its data for the next time it shows.
    static func remove(id: UInt32, placement: Int) -> [UInt8] {
        command("a=d,d=i,i=\(id),p=\(placement),q=2")
    }

    /// Removes every placement and frees every picture (when the app leaves the screen).
    static let removeAll = command("a=d,d=A,q=2")

    private static func command(_ keys: String, payload: ArraySlice<UInt8> = []) -> [UInt8] {
        Array("\u{1B}_G\(keys)".utf8) + (payload.isEmpty ? [] : [UInt8(ascii: ";")] + payload)
            + Array("\u{1B}\\".utf8)
    }
}

/// Standard base64 (RFC 4648) with padding, for the picture payloads.
enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    static func encode(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index < bytes.count {
            let count = min(3, bytes.count - index)
            let b0 = UInt32(bytes[index])
            let b1 = count > 1 ? UInt32(bytes[index + 1]) : 0
            let b2 = count > 2 ? UInt32(bytes[index + 2]) : 0
            let group = b0 << 16 | b1 << 8 | b2
            out.append(alphabet[Int(group >> 18 & 63)])
            out.append(alphabet[Int(group >> 12 & 63)])
            out.append(count > 1 ? alphabet[Int(group >> 6 & 63)] : UInt8(ascii: "="))
            out.append(count > 2 ? alphabet[Int(group & 63)] : UInt8(ascii: "="))
            index += 3
        }
        return out
    }
}
