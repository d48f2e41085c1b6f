/// The text of `onboard --help`.
enum HelpText {
    static let version = "2.1.0"

    static let usage = """
        onboard \(version) - the what's-new pager for the terminal

        USAGE
          onboard [options]                      show what's new, then the app
          onboard --headless --size 80x24 --keys "right right enter"

        KEYS
          right l pgdn space   next page          left h pgup   previous page
          home end             first/last page    esc           skip to the app
          tab shift+tab        move focus         space         toggle "Share with everyone"
          enter                enter the app      q ctrl+c      quit

        OPTIONS
          --headless           run without a terminal and print the final frame as text
          --size WxH           headless screen size (default 80x24)
          --keys "KEYS"        headless: keys to press, canonical names, KEY*N repeats
          --assets DIR         read pages from DIR/manifest.json (default: the bundled Assets)
          --reduced-motion     no slide animation (also ONBOARD_ANIMATIONS=none)
          --version            print the version
          -h, --help           print this help

        EXIT CODES
          0 ok, 64 bad usage, 65 bad manifest, 66 missing file, 69 no usable terminal
        """
}
