import TermCore
import Testing

@testable import TermNcurses

@Suite("Kitty graphics")
struct KittyGraphicsTests {
    static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    @Test("Base64 pads like RFC 4648")
    func base64() {
        #expect(Self.text(Base64.encode(Array("f".utf8))) == "Zg==")
        #expect(Self.text(Base64.encode(Array("fo".utf8))) == "Zm8=")
        #expect(Self.text(Base64.encode(Array("foobar".utf8))) == "Zm9vYmFy")
    }

    @Test("A picture goes in chunks of 4096 base64 bytes; only the first carries the keys")
    func chunks() {
        let text = Self.text(KittyGraphics.transmit(id: 7, png: [UInt8](repeating: 1, count: 4000)))
        let commands = text.split(separator: "\u{1B}\\")
        #expect(commands.count == 2)
        #expect(commands[0].hasPrefix("\u{1B}_Ga=t,f=100,t=d,i=7,q=2,m=1;"))
        #expect(commands[1].hasPrefix("\u{1B}_Gm=0;"))
    }

    @Test("A placement saves the cursor, moves, places without moving it, and restores it")
    func place() {
        #expect(
            Self.text(KittyGraphics.place(id: 9, placement: 1, rect: Rect(x: 4, y: 2, width: 30, height: 8)))
                == "\u{1B}7\u{1B}[3;5H\u{1B}_Ga=p,i=9,p=1,c=30,r=8,C=1,q=2\u{1B}\\\u{1B}8")
    }

    @Test("The answer says yes only with the graphics reply; typed keys are kept in order")
    func answers() {
        let yes = TerminalAnswer(Array("a\u{1B}_Gi=31;OK\u{1B}\\b\u{1B}[?62;22cc".utf8))
        #expect(yes.saysKittyGraphics)
        #expect(Self.text(yes.typed) == "abc")
        #expect(!TerminalAnswer(Array("\u{1B}[?62;4c".utf8)).saysKittyGraphics)
        #expect(!TerminalAnswer(Array("\u{1B}_Gi=31;ENOTSUPPORTED\u{1B}\\".utf8)).saysKittyGraphics)
    }

    @Test("A picture is sent once, placed when it appears or moves, removed when it goes")
    func overlays() {
        var state = PictureOverlays()
        let first = PictureOverlay(id: 1, rect: Rect(x: 0, y: 0, width: 4, height: 2), png: [1, 2, 3])
        let second = PictureOverlay(id: 2, rect: Rect(x: 0, y: 0, width: 4, height: 2), png: [4, 5, 6])
        #expect(Self.text(state.commands(for: [first], repaintAll: false)).contains("a=t,f=100,t=d,i=1"))
        #expect(state.commands(for: [first], repaintAll: false).isEmpty)
        let flip = Self.text(state.commands(for: [second], repaintAll: false))
        #expect(flip.contains("a=d,d=i,i=1,p=1") && flip.contains("a=t,f=100,t=d,i=2") && flip.contains("a=p,i=2"))
        let back = Self.text(state.commands(for: [first], repaintAll: false))
        #expect(!back.contains("a=t") && back.contains("a=p,i=1") && back.contains("a=d,d=i,i=2"))
        let resize = Self.text(state.commands(for: [first], repaintAll: true))
        #expect(resize.contains("a=d,d=i,i=1") && resize.contains("a=p,i=1"))
        let twice = Self.text(state.commands(for: [first, first], repaintAll: false))
        #expect(twice.contains("a=p,i=1,p=2") && !twice.contains("a=p,i=1,p=1") && !twice.contains("a=d"))
        #expect(Self.text(state.commands(for: [second], repaintAll: false)).contains("a=d,d=i,i=1,p=2"))
        #expect(Self.text(state.clearAll().bytes) == "\u{1B}_Ga=d,d=A,q=2\u{1B}\\")
        #expect(state.clearAll() == PictureOverlays.Update())
    }

    @Test("After a resize (ncurses clears the screen, kitty frees what it cleared) the data is sent again")
    func resendAfterResize() {
        var state = PictureOverlays()
        let picture = PictureOverlay(id: 1, rect: Rect(x: 0, y: 0, width: 4, height: 2), png: [1, 2, 3])
        #expect(Self.text(state.commands(for: [picture], repaintAll: false)).contains("a=t,f=100,t=d,i=1"))
        let resize = Self.text(state.commands(for: [picture], repaintAll: true))
        #expect(resize.contains("a=t,f=100,t=d,i=1,") && resize.contains("a=p,i=1"))
        let later = Self.text(
            state.commands(for: [], repaintAll: false) + state.commands(for: [picture], repaintAll: false))
        #expect(!later.contains("a=t") && later.contains("a=p,i=1"), "sent again once, not on every placement")
    }

    @Test("Image ids stay in 1...2^31-1: Konsole ignores larger ones")
    func idRange() {
        let rect = Rect(x: 0, y: 0, width: 4, height: 2)
        #expect(PictureOverlay(id: 2_817_381_674, rect: rect, png: []).id == 669_898_026)
        #expect(PictureOverlay(id: UInt32.max, rect: rect, png: []).id == 2_147_483_647)
        #expect(PictureOverlay(id: 0x8000_0000, rect: rect, png: []).id == 1)
        #expect(PictureOverlay(id: 0, rect: rect, png: []).id == 1)
        #expect(PictureOverlay(id: 1000, rect: rect, png: []).id == 1000)
        var state = PictureOverlays()
        let text = Self.text(
            state.commands(for: [PictureOverlay(id: 2_817_381_674, rect: rect, png: [1])], repaintAll: false))
        #expect(text.contains("i=669898026,") && !text.contains("2817381674"))
    }

    @Test("Only announced terminals are asked; never inside tmux; the setting overrides")
    func decision() {
        func decide(_ values: [String: String]) -> PictureSupport.Decision {
            PictureSupport.decision(environment: { values[$0] })
        }
        #expect(decide(["TERM": "xterm-256color"]) == .cells)
        #expect(decide(["TERM": "xterm-kitty"]) == .ask(kitty: true))
        #expect(decide(["TERM": "xterm-256color", "TERM_PROGRAM": "WezTerm"]) == .ask(kitty: true))
        #expect(decide(["TERM": "xterm-kitty", "TMUX": "/tmp/tmux,1,0"]) == .cells)
        #expect(decide(["TERM": "tmux-256color", "KITTY_WINDOW_ID": "1"]) == .cells)
        #expect(decide(["TERM": "xterm-kitty", "ONBOARD_PICTURES": "cells"]) == .cells)
        #expect(decide(["TERM": "xterm", "ONBOARD_PICTURES": "kitty"]) == .kitty)
    }
}
