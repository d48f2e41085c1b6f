/// The manual page `onboard.1` in roff (man macros), written from the ``OptionTable``.
///
/// `onboard --man` prints it; `make install` stores it. Text is escaped for roff: backslashes
/// doubled, and a line never starts with a dot or an apostrophe.
enum ManualPage {
    static var text: String {
        var lines = [
            ".TH ONBOARD 1 \"2026-12-01\" \"onboard \(HelpText.version)\" \"User Commands\"",
            ".ad l",  // ragged right: the JSON lines in the help leave too few spaces to justify
            ".SH NAME", "onboard \\- the what's\\-new pager for the terminal",
            ".SH SYNOPSIS", ".B onboard", "[\\fIoptions\\fR]",
            ".br", ".B onboard \\-\\-assets",
            "\\fIDIR\\fR \\fB\\-\\-app\\-id\\fR \\fIID\\fR \\fB\\-\\-app\\-version\\fR \\fIV\\fR",
            ".br", ".B onboard \\-\\-check", "\\fB\\-\\-assets\\fR \\fIDIR\\fR ...",
            ".br", ".B onboard \\-\\-headless", "[\\fB\\-\\-keys\\fR \\fIKEYS\\fR | \\fB\\-\\-script\\fR \\fIFILE\\fR]",
            ".SH DESCRIPTION",
            escaped(
                "On the first launch of a new app version, onboard shows full-screen feature pages with a "
                    + "row of dots that marks the page. Left and Right page through them; the last page has a "
                    + "\"Share with everyone\" checkbox and an \"Enter app\" button. The version is compared with "
                    + "the one stored in $XDG_STATE_HOME/ID/state.json, so the pages show once per new version."),
            ".PP",
            escaped(
                "With --assets, onboard shows another app's pages and prints one JSON line on stdout: "
                    + "{\"result\":\"finished\",\"share\":true,\"version\":\"1.4.0\"}, where result is finished, "
                    + "skipped, quit or not-shown (with a reason). When nothing is new, it prints the line at "
                    + "once and never touches the terminal."),
            ".SH OPTIONS",
        ]
        for spec in OptionTable.all {
            let names = spec.names.map { "\\fB" + escaped($0) + "\\fR" }.joined(separator: ", ")
            lines += [".TP", names + (spec.placeholder.map { " \\fI" + escaped($0) + "\\fR" } ?? "")]
            lines.append(escaped(spec.help.joined(separator: " ")))
        }
        lines += [
            ".SH ENVIRONMENT",
            ".TP", "\\fBCI\\fR", "set: the pages do not show (headless runs are not affected).",
            ".TP", "\\fBONBOARD_ASSETS\\fR",
            escaped(
                "the demo app's folder, instead of the bundled one: its pages from ONBOARD_ASSETS/manifest.json, "
                    + "then its main menu from ONBOARD_ASSETS/menu. This is the only way to run the demo's menu "
                    + "with other pages; --assets DIR runs the runner instead, which shows the pages alone, "
                    + "prints one JSON line and has no menu."),
            ".TP", "\\fBONBOARD_DISABLE\\fR", "set to anything but 0: the pages do not show.",
            ".TP", "\\fBONBOARD_ANIMATIONS\\fR", "none: no slide animation.",
            ".TP", "\\fBONBOARD_ACCESSIBLE\\fR", escaped("1: the pages as plain lines for a screen reader, as --accessible."),
            ".TP", "\\fBONBOARD_CURSOR\\fR",
            "visible: show the terminal's cursor, which sits on the focused control (hidden otherwise).",
            ".TP", "\\fBLANGUAGE\\fR, \\fBLC_ALL\\fR, \\fBLC_MESSAGES\\fR, \\fBLANG\\fR",
            escaped(
                "the pages' language: LANGUAGE's colon list first (not under the C locale), then the first "
                    + "locale set; de_AT falls back to de, then the manifest's defaultLanguage, then English."),
            ".TP", "\\fBONBOARD_PICTURES\\fR",
            "cells: pictures as half-block cells only; kitty or sixel: real pixels in that protocol, without asking.",
            ".TP", "\\fBONBOARD_SYNC\\fR", "0: no synchronized-output markers around frames; 1: always.",
            ".TP", "\\fBONBOARD_TRIM\\fR", "0: send frames exactly as ncurses drew them.",
            ".TP", "\\fBONBOARD_HYPERLINKS\\fR", "1 or 0: send OSC 8 hyperlinks, or not, whatever the terminal.",
            ".TP", "\\fBNO_COLOR\\fR", "set: no colour; focus and selection stay visible.",
            ".TP", "\\fBXDG_STATE_HOME\\fR", "where state folders live (default ~/.local/state).",
            ".SH EXIT STATUS",
            escaped(
                "0 ok; 1 an expect failed, or --check found nothing pending; 64 bad usage; 65 bad manifest "
                    + "or script; 66 missing file; 69 no usable terminal; 74 cannot write an output file; "
                    + "128+N after signal N."),
            ".SH FILES",
            ".TP", "\\fI$XDG_STATE_HOME/ID/state.json\\fR",
            escaped(
                "the last version shown and the share choice. When it cannot be written (a read-only home, "
                    + "a full disk), no pages show (reason state-unwritable) and one warning names it."),
            ".TP", "\\fIPREFIX/share/onboard/Assets\\fR", "the demo app's pages, found by the installed binary.",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// Text safe in a roff line: backslashes doubled, hyphens and leading dots escaped, and
    /// the help's few non-ASCII glyphs spelled in ASCII (`man` under `LC_ALL=C` warned "can't
    /// find special character" and dropped the `…` of `{"pending":…}`); a comma may end a line
    /// (`\:`), so the runner's JSON line can be broken.
    static func escaped(_ text: String) -> String {
        var result = CharacterEscaping.escape(
            text, ["\\": "\\e", "-": "\\-", "…": "...", "—": "\\-\\-", "×": "x", "→": "\\->", ",": ",\\:"])
        if result.hasPrefix(".") || result.hasPrefix("'") { result = "\\&" + result }
        return result
    }
}
