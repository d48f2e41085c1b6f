import TermCore

/// Reads what ncurses hands back one input at a time into keys, after an Esc it matched to no
/// key of terminfo's.
///
/// - Esc then `[` or `O` begins a CSI or SS3 sequence, decoded by ``EscapeSequence`` or dropped
///   whole, however many parameters it has.
/// - Esc then `_` (APC), `P` (DCS), `]` (OSC), `^` (PM) or `X` (SOS), or their C1 forms, begins
///   a string that is dropped up to its end: ST (Esc `\` or U+009C) or BEL; CAN or SUB cancel
///   it. Terminals send these as answers (kitty's `ESC _ G i=31;OK ESC \`); one that comes after
///   the query gave up on it must not read as keys.
/// - Esc then anything else is Esc and then that key: nothing reads Alt, and keys typed in one
///   write (`esc tab`) act as a headless script of the same keys does.
/// - Esc with nothing after it is Esc (ncurses has already waited `ESCDELAY` for more).
///
/// A sequence or string may come across several reads. One still open ``replyTime`` after it
/// began is no answer: it is given up and what follows reads as keys, so a person who typed
/// Alt+Shift+P is not left typing into nothing. A control key typed meanwhile (Enter, Tab,
/// Backspace, an arrow) also ends it and acts.
struct InputDecoder {
    /// One result of ncurses' `wget_wch`.
    enum Read: Equatable {
        case character(UInt32)
        /// A `KEY_*` code (keys, resize, mouse).
        case keyCode(Int32)
        /// Ctrl-C, already recorded as SIGINT.
        case interrupt
        /// Nothing to read now.
        case nothing
    }

    /// What to do with a read.
    enum Output: Equatable {
        case key(KeyEvent)
        /// A `KEY_*` code for the backend (a key, a resize, a mouse report).
        case keyCode(Int32)
        /// Read on.
        case more
        /// Nothing more to hand out now.
        case stop
    }

    private enum State { case ground, escape, sequence, string }

    /// The longest a terminal's answer takes to arrive once it has begun.
    static let replyTime: Duration = .seconds(1)
    /// The most characters of a string dropped; past it the string is given up.
    static let maximumStringLength = 4096

    private var state = State.ground
    /// `[` or `O` for the sequence being read.
    private var introducer: Character = "["
    private var parameters = ""
    /// Whether the sequence grew past ``EscapeSequence/maximumLength`` (it is dropped whole).
    private var isOverlong = false
    /// Whether the string's last character was Esc (ST's first half).
    private var stringSawEscape = false
    private var stringLength = 0
    private var began = ContinuousClock.now
    /// A read that ended an Esc, to be decoded again on its own.
    private var heldRead: Read?

    /// The read to decode before asking ncurses for another, if any.
    mutating func takeHeldRead() -> Read? {
        defer { heldRead = nil }
        return heldRead
    }

    /// Decodes one read, taken at `now`.
    mutating func decode(_ read: Read, at now: ContinuousClock.Instant) -> Output {
        switch state {
        case .ground: return ground(read, at: now)
        case .escape: return afterEscape(read, at: now)
        case .sequence: return inSequence(read, at: now)
        case .string: return inString(read, at: now)
        }
    }

    private mutating func ground(_ read: Read, at now: ContinuousClock.Instant) -> Output {
        switch read {
        case .character(27):
            state = .escape
            return .more
        case .character(let value) where Self.c1StringIntroducers.contains(value):
            beginString(at: now)
            return .more
        case .character(let value):
            return KeyEvent(ncursesCharacter: value).map(Output.key) ?? .more
        case .keyCode(let code):
            return .keyCode(code)
        case .interrupt, .nothing:
            return .stop
        }
    }

    private mutating func afterEscape(_ read: Read, at now: ContinuousClock.Instant) -> Output {
        switch read {
        case .character(let value) where value == 0x5B || value == 0x4F:
            state = .sequence
            introducer = Character(Unicode.Scalar(UInt8(value)))
            parameters = ""
            isOverlong = false
            began = now
            return .more
        case .character(let value) where Self.stringIntroducers.contains(value):
            beginString(at: now)
            return .more
        case .interrupt:
            state = .ground
            return .stop  // Ctrl-C right after Esc: the app quits; the Esc is dropped, not acted on
        case .nothing:
            state = .ground
            return .key(KeyEvent(.escape))
        case .character, .keyCode:
            state = .ground
            heldRead = read
            return .key(KeyEvent(.escape))
        }
    }

    private mutating func inSequence(_ read: Read, at now: ContinuousClock.Instant) -> Output {
        guard case .character(let value) = read else { return endOpen(read) }
        guard now - began <= Self.replyTime else {
            state = .ground
            return ground(read, at: now)
        }
        if value == 27 {
            state = .escape
            return .more
        }
        if introducer == "[", parameters.isEmpty, value == 0x5B {
            parameters = "["  // the Linux console's F1–F5 (`ESC [ [ A`): read whole, then dropped
            return .more
        }
        if EscapeSequence.isFinal(value) {
            state = .ground
            guard !isOverlong, let scalar = Unicode.Scalar(value) else { return .more }
            return EscapeSequence.key(introducer: introducer, parameters: parameters, final: Character(scalar))
                .map(Output.key) ?? .more
        }
        if EscapeSequence.isParameter(value), let scalar = Unicode.Scalar(value) {
            if parameters.utf8.count < EscapeSequence.maximumLength {
                parameters.unicodeScalars.append(scalar)
            } else {
                isOverlong = true
            }
            return .more
        }
        state = .ground
        return Self.isControl(value) ? ground(read, at: now) : .more
    }

    private mutating func inString(_ read: Read, at now: ContinuousClock.Instant) -> Output {
        guard case .character(let value) = read else { return endOpen(read) }
        guard now - began <= Self.replyTime else {
            state = .ground
            return ground(read, at: now)
        }
        if stringSawEscape {
            stringSawEscape = false
            state = .escape
            // ESC \ ends the string; Esc and anything else ends it and begins what follows.
            return value == 0x5C ? endString() : afterEscape(read, at: now)
        }
        switch value {
        case 27:
            stringSawEscape = true
            return .more
        case 0x07, 0x9C, 0x18, 0x1A:  // BEL and ST end it, CAN and SUB cancel it
            return endString()
        case _ where Self.isControl(value):
            state = .ground
            return ground(read, at: now)
        default:
            stringLength += 1
            if stringLength > Self.maximumStringLength { state = .ground }
            return .more
        }
    }

    /// A read that is not a character inside a sequence or string: nothing yet keeps it open
    /// for the rest; a key (the person's) or Ctrl-C ends it and is decoded on its own.
    private mutating func endOpen(_ read: Read) -> Output {
        guard read != .nothing else { return .stop }
        state = .ground
        heldRead = read
        return .more
    }

    private mutating func beginString(at now: ContinuousClock.Instant) {
        state = .string
        stringSawEscape = false
        stringLength = 0
        began = now
    }

    private mutating func endString() -> Output {
        state = .ground
        return .more
    }

    /// `_` APC, `P` DCS, `]` OSC, `^` PM and `X` SOS after Esc.
    private static let stringIntroducers: [UInt32] = [0x5F, 0x50, 0x5D, 0x5E, 0x58]
    /// The same five as C1 characters.
    private static let c1StringIntroducers: [UInt32] = [0x9F, 0x90, 0x9D, 0x9E, 0x98]

    /// C0 controls and DEL: keys a person types, never part of an answer.
    private static func isControl(_ value: UInt32) -> Bool { value < 0x20 || value == 0x7F }
}
