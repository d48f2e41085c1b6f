/// One instruction of a key script, the line-based language CI drives the UI with.
package enum ScriptStep: Hashable, Sendable {
    case press(KeyEvent)
    case type(String)
    case mouse(MouseEvent)
    case wait(Duration)
    case resize(Size)
    case snapshot(name: String)
    case expect(String)
    case expectNot(String)
}

/// A step and the script line it came from.
package struct ScriptLine: Hashable, Sendable {
    package var line: Int
    package var step: ScriptStep

    package init(line: Int, step: ScriptStep) {
        self.line = line
        self.step = step
    }
}

/// A script line that could not be understood, with where it is.
public struct ScriptError: Error, Hashable, CustomStringConvertible, Sendable {
    public var file: String
    public var line: Int
    public var message: String

    package init(file: String, line: Int, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    public var description: String { "\(file):\(line): \(message)" }
}
