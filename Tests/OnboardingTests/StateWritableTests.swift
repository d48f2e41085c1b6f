import Glibc
import TestSupport
import Testing

@testable import Onboarding

/// `checkWritable()`: whether the state file could be written now, found without leaving
/// anything behind.
@Suite("State writability")
struct StateWritableTests {
    @Test("The probe's write sees a full disk: /dev/full says ENOSPC, /dev/null takes it")
    func fullDisk() {
        let full = open("/dev/full", O_WRONLY | O_CLOEXEC)
        let null = open("/dev/null", O_WRONLY | O_CLOEXEC)
        defer {
            close(full)
            close(null)
        }
        #expect(full >= 0 && null >= 0)
        #expect(StateFolder.probeWrite(full) == ENOSPC)
        #expect(StateFolder.probeWrite(null) == 0)
    }

    @Test("A writable folder, present or still to be made, passes and is left as it was")
    func writable() throws {
        let home = try TemporaryFolder(prefix: "writable")
        try FileStateStore(directory: home.path + "/a/b/c").checkWritable()
        try FileStateStore(directory: home.path).checkWritable()
        #expect(home.names() == [])
    }

    @Test("Under a regular file, or with a folder in place of state.json: an error naming the file")
    func unwritable() throws {
        let home = try TemporaryFolder(prefix: "unwritable")
        try home.write("x", to: "file")
        #expect {
            try FileStateStore(directory: home.path + "/file/state").checkWritable()
        } throws: { error in
            (error as? StateError)?.description == home.path
                + "/file/state/state.json: cannot be written (Not a directory)"
        }
        #expect(mkdir(home.path + "/folder", 0o700) == 0 && mkdir(home.path + "/folder/state.json", 0o700) == 0)
        #expect(throws: StateError.self) { try FileStateStore(directory: home.path + "/folder").checkWritable() }
        #expect(home.names() == ["file", "folder"])
    }

    @Test(
        "A folder's parent, by bytes",
        arguments: [
            ("/a/b", "/a"), ("/a/b/", "/a"), ("/a", "/"), ("/", nil), ("a", "."), ("a/b", "a"), (".", nil),
            ("x\u{0D4E}/..", "x\u{0D4E}"),
        ] as [(String, String?)])
    func parent(path: String, parent: String?) {
        #expect(StateFolder.parent(of: path) == parent)
    }
}
