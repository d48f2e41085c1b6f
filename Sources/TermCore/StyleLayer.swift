/// The style layer printed under a headless frame: which columns of each row have which style.
///
/// Frame text cannot show focus, the current dot or the selected row; this layer can, as plain
/// lines a diff reads. Each line is `ROWS: RUNS`, runs separated by ` | ` and written as
/// `FIRST-LAST fg=… bg=… attributes` in display columns (0-based). Colours are what a terminal
/// of the given depth draws: palette numbers, or `#rrggbb` for truecolor. Rows that use only
/// the terminal's default style are left out, and neighbouring rows with the same runs share
/// one line (`0-3: …`).
///
/// ```
/// ~~~ styles (colour depth 256)
/// 0-21: 0-79 bg=255
/// 22: 0-37 bg=255 | 38 fg=202 bg=255 | 39 bg=255 | 40 fg=250 bg=255 | 41-79 bg=255
/// ```
public enum StyleLayer {
    /// The layer for `frame` at `depth`, starting with its `~~~ styles` header line.
    package static func render(_ frame: CellBuffer, depth: ColorDepth) -> String {
        var lines = ["~~~ styles (colour depth \(depth.rawValue))"]
        var group: (first: Int, last: Int, runs: String)?
        func flush() {
            guard let group else { return }
            let rows = group.first == group.last ? "\(group.first)" : "\(group.first)-\(group.last)"
            lines.append("\(rows): \(group.runs)")
        }
        for y in 0..<frame.size.height {
            let runs = frame.styleRuns(row: y, depth: depth)
            guard !runs.allSatisfy(\.style.isDefault) else {
                flush()
                group = nil
                continue
            }
            let text = runs.map(describe).joined(separator: " | ")
            if let current = group, current.runs == text, current.last == y - 1 {
                group?.last = y
            } else {
                flush()
                group = (y, y, text)
            }
        }
        flush()
        return lines.joined(separator: "\n")
    }

    /// The frame's text, followed by its style layer when `depth` is given.
    ///
    /// This is the one snapshot format: `onboard --frames`, stdout snapshots and the test
    /// helper's `__Snapshots__` files all use it, so a file written by one is read by the others.
    public static func text(of frame: CellBuffer, styles depth: ColorDepth?) -> String {
        guard let depth else { return frame.text }
        return frame.text + "\n" + render(frame, depth: depth)
    }

    private static func describe(_ run: StyleRun) -> String {
        let columns = run.columns
        let span =
            columns.count == 1 ? "\(columns.lowerBound)" : "\(columns.lowerBound)-\(columns.upperBound - 1)"
        return "\(span) \(run.style)"
    }
}
