import Foundation
import TestSupport
import Testing

@Suite("Script errors and exit codes")
struct ScriptErrorTests {
    @Test(
        "A bad script line names FILE:LINE and what was expected, and exits 65",
        arguments: [
            ("press right\njump 3\n", "2: unknown command 'jump' (expected press, type"),
            ("press right\n\npress rigth\n", "3: unknown key 'rigth'"),
            ("# too big\nresize 80by24\n", "2: expected a size WIDTHxHEIGHT (1 to 1000 each), got '80by24'"),
            ("snapshot a\nsnapshot a\n", "2: snapshot 'a' is already taken on line 1"),
        ])
    func badLine(script: String, message: String) throws {
        let directory = try TemporaryFolder(prefix: "script")
        defer { directory.remove() }
        let path = directory.path + "/tour.keys"
        try script.write(toFile: path, atomically: true, encoding: .utf8)
        let result = try OnboardBinary.headless(["--script", path])
        #expect(result.status == 65)
        #expect(result.stdout.isEmpty)
        #expect(result.errorLines.count == 1)
        #expect(result.stderr.hasPrefix("onboard: \(path):\(message)"))
    }

    @Test("A failed expect names the script on stdout too, its controls as stand-ins, never raw")
    func failedExpectPath() throws {
        let directory = try TemporaryFolder(prefix: "script")
        defer { directory.remove() }
        let path = directory.path + "/a\u{1B}[2J\u{9B}2J.keys"
        try "expect \"nowhere\"\n".write(toFile: path, atomically: true, encoding: .utf8)
        let result = try OnboardBinary.headless(["--script", path])
        #expect(result.status == 1)
        #expect(result.stdout.hasPrefix("--- screen at \(directory.path)/a\u{241B}[2J\u{FFFD}2J.keys:1\n"))
        #expect(!(result.stdout + result.stderr).unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x9B })
    }

    /// A device where a script file is expected is refused; a FIFO without a writer is an empty script.
    @Test("A device as --script is one line naming it, exit 66; a FIFO with no writer reads as empty")
    func specialScript() throws {
        let device = try OnboardBinary.headless(["--script", "/dev/zero"])
        #expect(device.status == 66)
        #expect(device.stderr == "onboard: cannot read script '/dev/zero': not a regular file or a pipe\n")
        let directory = try TemporaryFolder(prefix: "script")
        defer { directory.remove() }
        #expect(mkfifo(directory.path + "/fifo.keys", 0o600) == 0)
        let fifo = try Subprocess.run(
            ["/usr/bin/timeout", "10", OnboardBinary.debug, "--headless", "--script", directory.path + "/fifo.keys"],
            environment: OnboardBinary.environment())
        #expect(fifo.status == 0)
    }

    @Test("A missing script file is one line naming the file, exit 66")
    func missingFile() throws {
        let result = try OnboardBinary.headless(["--script", "/nonexistent/tour.keys"])
        #expect(result.status == 66)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "onboard: cannot read script '/nonexistent/tour.keys': No such file or directory\n")
    }

    @Test("A script read from stdin is called <stdin> in errors")
    func stdinName() throws {
        let result = try OnboardBinary.headless(["--script", "-"], stdin: "press right\nwiat 1s\n")
        #expect(result.status == 65)
        #expect(result.stderr.hasPrefix("onboard: <stdin>:2: unknown command 'wiat'"))
    }

    @Test("A failed expect prints the screen, names the line and exits 1")
    func failedExpect() throws {
        let result = try OnboardBinary.headless(
            ["--script", "-"], stdin: "snapshot first\npress right\nexpect \"Welcome aboard\"\n")
        #expect(result.status == 1)
        #expect(result.stdout.hasPrefix("--- first\n"))
        #expect(result.stdout.contains("--- screen at <stdin>:3\n"))
        #expect(result.stdout.contains("Flip with the arrow keys"))
        #expect(result.stderr == "onboard: <stdin>:3: expected \"Welcome aboard\" on screen\n")
    }

    @Test(
        "An output that cannot be written is one line and exit 74",
        arguments: [["--frames"], ["--svg"], ["--cast"]])
    func unwritableOutput(flag: [String]) throws {
        let directory = try TemporaryFolder(prefix: "unwritable")
        defer { directory.remove() }
        let file = directory.path + "/file"
        try "".write(toFile: file, atomically: true, encoding: .utf8)
        let result = try OnboardBinary.headless(["--script", "-"] + flag + [file + "/inside"], stdin: "snapshot a\n")
        #expect(result.status == 74)
        #expect(result.stdout.isEmpty)
        #expect(result.errorLines.count == 1)
        #expect(result.stderr.contains("'\(file)/inside'"))
    }
}
