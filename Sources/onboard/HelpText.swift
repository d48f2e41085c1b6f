/// The text of `onboard --help`; its options come from the ``OptionTable``.
enum HelpText {
    static let version = "2.1.0"

    /// The options, two columns: the synopsis padded to 21, then the help lines.
    static var options: String {
        OptionTable.all.map { spec in
            let left = "  " + spec.synopsis
            let pad = String(repeating: " ", count: max(1, 23 - left.count))
            let rest = spec.help.dropFirst().map { String(repeating: " ", count: 23) + $0 }
            return ([left + pad + spec.help[0]] + rest).joined(separator: "\n")
        }.joined(separator: "\n")
    }

    static let usage = """
        onboard \(version) - the what's-new pager for the terminal

        USAGE
          onboard [options]                      show what's new, then the app
          onboard --headless --size 80x24 --keys "right right enter"
          onboard --headless --script tour.keys [--styles] [--frames DIR] [--svg DIR] [--cast FILE]
          onboard --assets DIR --app-id ID --app-version V     another app's pages, no menu; one JSON line
          ONBOARD_ASSETS=DIR onboard             the demo (pages, then its menu) from DIR
          onboard --check --assets DIR ...       is anything new? exit 0 yes, 1 no

        KEYS
          right l pgdn space   next page          left h pgup   previous page
          up down j k          scroll a long page (pgup pgdn: a screenful, then the page)
          home end             first/last page    esc           skip to the app
          tab shift+tab        move focus         space         toggle "Share with everyone"
          enter                enter the app      q ctrl+c      quit

        MAIN MENU
          tab shift+tab 1-4    switch tabs        up down j k   move the selection
          pgup pgdn home end   page, first/last   enter         open the row
          esc backspace left   go back            space         flip the share switch (Me)

        OPTIONS
        \(options)

        EXIT CODES
          0 ok, 1 an expect failed (or --check: nothing pending), 64 bad usage,
          65 bad manifest or script, 66 missing file, 69 no usable terminal,
          74 cannot write an output file; 128+N after signal N

        ENVIRONMENT
          ONBOARD_ASSETS=DIR   the demo app's folder: its pages from DIR/manifest.json, then its
                               menu from DIR/menu (--assets DIR runs the runner instead: the
                               pages alone, then one JSON line, no menu)
          ONBOARD_DISABLE=1    never show the pages (CI set does too)
          ONBOARD_ACCESSIBLE=1 the pages as plain lines for a screen reader (--accessible)
          ONBOARD_CURSOR=visible  show the cursor on the focused control (hidden otherwise)
          LANGUAGE, LC_ALL, LC_MESSAGES, LANG: the pages' language (LANGUAGE=fr:de, a list)
          ONBOARD_ANIMATIONS=none, ONBOARD_PICTURES=cells|kitty|sixel, ONBOARD_SYNC=0|1,
          ONBOARD_TRIM=0, ONBOARD_HYPERLINKS=0|1, NO_COLOR, XDG_STATE_HOME: see man onboard
        """
}
