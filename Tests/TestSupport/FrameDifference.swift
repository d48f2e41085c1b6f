import TermCore

/// Where two frames first differ, in a line a person can read; nil when they are equal.
package func firstDifference(_ actual: CellBuffer, _ expected: CellBuffer) -> String? {
    guard actual.size == expected.size else { return "size \(actual.size), expected \(expected.size)" }
    for y in 0..<actual.size.height {
        for x in 0..<actual.size.width where actual[x, y] != expected[x, y] {
            return "cell \(x),\(y): \(actual[x, y]), expected \(expected[x, y])\n--- actual\n\(actual.text)\n"
                + "--- expected\n\(expected.text)"
        }
    }
    return nil
}
