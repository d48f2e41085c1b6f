import Glibc

/// A fresh folder under `$TMPDIR` (or /tmp), removed with its contents by ``remove()``.
struct TemporaryFolder {
    let path: String

    init() throws {
        let base = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
        var template = Array("\(base)/onboard-state-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw Failure(errno: errno) }
        path = String(cString: made)
    }

    func write(_ text: String, to name: String) throws {
        let file = fopen(path + "/" + name, "w")
        guard let file else { throw Failure(errno: errno) }
        fputs(text, file)
        fclose(file)
    }

    func read(_ name: String) -> String? {
        guard let file = fopen(path + "/" + name, "r") else { return nil }
        defer { fclose(file) }
        var result = ""
        var buffer = [CChar](repeating: 0, count: 4096)
        while fgets(&buffer, Int32(buffer.count), file) != nil {
            let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
            result += String(decoding: bytes, as: UTF8.self)
        }
        return result
    }

    func names() -> [String] {
        guard let directory = opendir(path) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) {
                String(cString: $0.bindMemory(to: CChar.self).baseAddress!)
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    func remove() {
        for name in names() { unlink(path + "/" + name) }
        rmdir(path)
    }

    struct Failure: Error {
        let errno: Int32
    }
}
