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
          --plain              print the pages as plain text: no terminal, no escape codes,
                               the state file is neither read nor written
          --size WxH           headless screen size (default 80x24)
          --keys "KEYS"        headless: keys to press, canonical names, KEY*N repeats
          --animate            headless: play animations on the virtual clock (see "wait")
          --assets DIR         run another app's pages from DIR/manifest.json and print
                               {"result":"finished|skipped|not-shown|quit","share":…,"version":…}
          --app-id ID          the app's state folder name (default: the manifest's appId)
          --app-version V      the running version (default: the manifest's version)
          --state-dir DIR      keep state in DIR/state.json (default $XDG_STATE_HOME/ID;
                               headless runs keep it in memory unless this is given)
          --no-onboarding      never show the pages (also ONBOARD_DISABLE=1; CI set does too)
          --force-onboarding   show every page whatever the stored version says
          --reset              forget the stored version first
          --reduced-motion     no slide animation (also ONBOARD_ANIMATIONS=none)
          --version            print the version
          -h, --help           print this help

        EXIT CODES
          0 ok, 64 bad usage, 65 bad manifest, 66 missing file, 69 no usable terminal
        """
}
