import TermCore

/// Where the headless run's steps come from: `--script FILE`, `--script -` or `--keys`.
///
/// A script file that cannot be read is one line naming it (exit 66); a script that cannot be
/// understood is `FILE:LINE: what was expected` (exit 65), with `<stdin>` as the name for `-`.
enum ScriptSource {
    static func lines(for options: Options) throws(ExitError) -> [ScriptLine] {
        guard let path = options.scriptPath else {
            do {
                return try KeyScript.parseKeys(options.keys ?? "", file: "--keys")
            } catch {
                throw ExitError(code: ExitStatus.dataError, description: error.description)
            }
        }
        let source: String
        do {
            source = try TextFile.read(path)
        } catch {
            throw ExitError(
                code: ExitStatus.noInput, description: "cannot read script '\(error.path)': \(error.reason)")
        }
        do {
            return try KeyScript.parse(source, file: name(for: options))
        } catch {
            throw ExitError(code: ExitStatus.dataError, description: error.description)
        }
    }

    /// What errors call the script: its path, `<stdin>` for `-`, or `--keys`.
    static func name(for options: Options) -> String {
        guard let path = options.scriptPath else { return "--keys" }
        return path == "-" ? "<stdin>" : path
    }
}
