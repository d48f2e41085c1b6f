/// The text of `onboard --help`.
enum HelpText {
    static let version = "2.1.0"

    static let usage = """
        onboard \(version) - the what's-new pager for the terminal

        USAGE
          onboard [options]                      show what's new, then the app
          onboard --headless --size 80x24 --keys "right right enter"
          onboard --headless --script tour.keys [--styles] [--frames DIR] [--svg DIR] [--cast FILE]

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
          --headless           run without a terminal on a virtual clock; print frames as text
          --plain              print the pages as plain text: no terminal, no escape codes,
                               the state file is neither read nor written
          --size WxH           headless screen size (default 80x24)
          --keys "KEYS"        headless: keys to press (canonical names, KEY*N), then print the frame
          --script FILE        headless: play a script (- reads stdin) and print each snapshot:
                               press KEYS, type TEXT, click COL ROW, scroll up|down COL ROW,
                               wait 300ms, resize WxH, snapshot NAME, expect "T", expect-not "T"
          --frames DIR         headless: write snapshots to DIR/NAME.txt instead of stdout
          --styles             headless: add the style layer (fg/bg/attribute runs) under frames
          --color-depth D      none, 8, 16, 256 or truecolor; forces the colour mapping
                               (headless exports default to 256, whatever the machine)
          --cast FILE          headless: record an asciicast v2 file (virtual timestamps)
          --svg DIR            headless: write each snapshot as DIR/NAME.svg
          --animate            headless: play animations on the virtual clock (see "wait")
          --assets DIR         run another app's pages from DIR/manifest.json and print
                               {"result":"finished|skipped|not-shown|quit","share":…,"version":…}
          --changelog FILE     one page per release of a Keep a Changelog file newer than the
                               stored version, newest first (labels still from the manifest)
          --app-id ID          the app's state folder name (default: the manifest's appId)
          --app-version V      the running version (default: the manifest's version, or
                               with --changelog the newest release in the file)
          --state-dir DIR      keep state in DIR/state.json (default $XDG_STATE_HOME/ID;
                               headless runs keep it in memory unless this is given)
          --no-onboarding      never show the pages (also ONBOARD_DISABLE=1; CI set does too)
          --force-onboarding   show every page whatever the stored version says
          --reset              forget the stored version first
          --reduced-motion     no slide animation (also ONBOARD_ANIMATIONS=none)
          --stats              on exit, print frames drawn, bytes written and the median
                               and worst render+present time per frame to stderr
          --version            print the version
          -h, --help           print this help

        EXIT CODES
          0 ok, 1 an expect failed, 64 bad usage, 65 bad manifest or script, 66 missing file,
          69 no usable terminal, 74 cannot write an output file
        """
}
