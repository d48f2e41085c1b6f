import Testing

@testable import TermCore

@Suite("Key scripts")
struct KeyScriptTests {
    @Test("Commands, repeats and comments parse into steps with their lines")
    func parses() throws {
        let script = """
            # a tour
            press right right*2 enter   # go
            type hi
            click 40 22
            scroll down 3 4
            wait 300ms
            resize 100x30
            snapshot after-enter
            expect "Home # not a comment"
            expect-not "Loading"
            """
        let lines = try KeyScript.parse(script, file: "tour.keys")
        #expect(
            lines.map(\.step) == [
                .press(KeyEvent(.right)), .press(KeyEvent(.right)), .press(KeyEvent(.right)), .press(KeyEvent(.enter)),
                .type("hi"), .mouse(MouseEvent(.click, at: Point(x: 40, y: 22))),
                .mouse(MouseEvent(.scrollDown, at: Point(x: 3, y: 4))), .wait(.milliseconds(300)),
                .resize(Size(width: 100, height: 30)), .snapshot(name: "after-enter"), .expect("Home # not a comment"),
                .expectNot("Loading"),
            ])
        #expect(lines.first?.line == 2)
        #expect(lines.last?.line == 10)
    }

    @Test(
        "Errors name the file and line and say what was expected",
        arguments: [
            ("press rigth", "s.keys:1: unknown key 'rigth'"),
            ("\n\njump 3", "s.keys:3: unknown command 'jump'"),
            ("resize 80by24", "s.keys:1: expected a size WIDTHxHEIGHT"),
            ("press right*0", "s.keys:1: bad repeat 'right*0'"),
            ("wait soon", "s.keys:1: expected a duration like 300ms or 2s"),
            ("click 1", "s.keys:1: expected 'click COL ROW'"),
            ("expect \"open", "s.keys:1: unterminated quote"),
            ("snapshot a\npress right\nsnapshot a", "s.keys:3: snapshot 'a' is already taken on line 1"),
        ])
    func errors(source: String, prefix: String) {
        #expect {
            _ = try KeyScript.parse(source, file: "s.keys")
        } throws: { error in
            (error as? ScriptError)?.description.hasPrefix(prefix) == true
        }
    }

    @Test("A script saved with Windows line endings has the same steps and lines")
    func windowsLineEndings() throws {
        let script = "press right\r\n\r\nsnapshot a\r\n"
        let lines = try KeyScript.parse(script, file: "tour.keys")
        #expect(
            lines == [
                ScriptLine(line: 1, step: .press(KeyEvent(.right))), ScriptLine(line: 3, step: .snapshot(name: "a")),
            ])
    }

    @Test("--keys takes names separated by spaces")
    func keys() throws {
        let lines = try KeyScript.parseKeys("right*2 shift+tab")
        #expect(
            lines.map(\.step) == [
                .press(KeyEvent(.right)), .press(KeyEvent(.right)), .press(KeyEvent(.tab, modifiers: .shift)),
            ])
    }
}
