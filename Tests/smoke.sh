#!/bin/sh
# CLI smoke tests against the built binary: exit codes, one-line errors, headless frames.
# Usage: sh Tests/smoke.sh PATH/TO/onboard
set -u
# Headless frames draw what the locale would show (● ○ only with UTF-8), and CI may run with no
# LANG at all: every check below runs in C.UTF-8 unless it names its own locale.
unset LC_ALL LC_CTYPE
LANG=C.UTF-8
export LANG
bin=${1:?usage: smoke.sh PATH/TO/onboard}
passed=0
failed=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

check() { # name, expected exit code, command...
  name=$1 want=$2
  shift 2
  "$@" >"$tmp/out" 2>"$tmp/err" </dev/null
  got=$?
  if [ "$got" = "$want" ]; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    echo "FAIL $name: exit $got, expected $want"
    sed 's/^/  out: /' "$tmp/out" | head -5
    sed 's/^/  err: /' "$tmp/err" | head -5
  fi
}
expect_text() { # name, file, text
  if grep -qF -- "$3" "$2"; then passed=$((passed + 1)); else failed=$((failed + 1)); echo "FAIL $1: no '$3' in $2"; fi
}
one_line_error() { # name
  lines=$(wc -l <"$tmp/err")
  if [ "$lines" = 1 ] && [ ! -s "$tmp/out" ]; then passed=$((passed + 1)); else
    failed=$((failed + 1)); echo "FAIL $1: expected one line on stderr and nothing on stdout"; cat "$tmp/err"; fi
}

check "help" 0 "$bin" --help
expect_text "help lists keys" "$tmp/out" "KEYS"
check "version" 0 "$bin" --version
expect_text "version" "$tmp/out" "onboard 2.1.0"
check "bad flag" 64 "$bin" --bogus
one_line_error "bad flag"
check "bad size" 64 "$bin" --headless --size 80by24
one_line_error "bad size"
check "size over the limit" 64 "$bin" --headless --size 10000x10000
expect_text "size limit named" "$tmp/err" "(1 to 1000 each)"
check "value after =" 0 "$bin" --headless --size=60x18 --keys=end
expect_text "value after = sets the size" "$tmp/out" "Enter app"
check "flag with a value" 64 "$bin" --plain=yes
one_line_error "flag with a value"
check "keys without headless" 64 "$bin" --keys right
check "unknown key" 65 "$bin" --headless --keys "rigth"
one_line_error "unknown key"
expect_text "unknown key names it" "$tmp/err" "unknown key 'rigth'"
check "headless first frame" 0 "$bin" --headless --size 80x24 --keys ""
expect_text "first page title" "$tmp/out" "Welcome aboard"
expect_text "four dots, first filled" "$tmp/out" "● ○ ○ ○"
check "headless last page" 0 "$bin" --headless --keys "right*3"
expect_text "share checkbox" "$tmp/out" "[x] Share with everyone"
expect_text "enter button" "$tmp/out" "[ Enter app ]"
check "headless enter" 0 "$bin" --headless --keys "right*3 enter"
expect_text "menu tabs" "$tmp/out" "Home"
expect_text "menu tabs" "$tmp/out" "Messages"
printf '# tour\npress right*3\nsnapshot last\nexpect "Enter app"\n' >"$tmp/tour.keys"
check "script" 0 "$bin" --headless --script "$tmp/tour.keys" --styles
expect_text "snapshot header" "$tmp/out" "--- last"
expect_text "style layer" "$tmp/out" "~~~ styles (colour depth 256)"
check "script and keys" 64 "$bin" --headless --script "$tmp/tour.keys" --keys right
printf 'press right\nresize 80by24\n' >"$tmp/bad.keys"
check "bad script" 65 "$bin" --headless --script "$tmp/bad.keys"
one_line_error "bad script"
expect_text "bad script names FILE:LINE" "$tmp/err" "$tmp/bad.keys:2: expected a size"
check "missing script" 66 "$bin" --headless --script "$tmp/none.keys"
one_line_error "missing script"
check "missing assets" 66 "$bin" --headless --assets "$tmp/nowhere"
one_line_error "missing assets"
expect_text "missing assets names the file" "$tmp/err" "$tmp/nowhere/manifest.json"
mkdir -p "$tmp/broken" && printf '{"pages": [{"art": 3}]}' >"$tmp/broken/manifest.json"
check "broken manifest" 65 "$bin" --headless --assets "$tmp/broken"
one_line_error "broken manifest"
expect_text "broken manifest names the field" "$tmp/err" "pages[0].art"
mkdir -p "$tmp/pictures" && cp Assets/art/door.txt "$tmp/pictures/a.txt"
printf '{"pages": [{"art": "a.txt", "image": "p.png", "title": {"en": "T"}, "body": {"en": "B"}}], "labels": {"share": {"en": "S"}, "enter": {"en": "E"}}}' >"$tmp/pictures/manifest.json"
head -c 300 Assets/pictures/welcome.png >"$tmp/pictures/p.png"
check "truncated picture" 65 "$bin" --headless --assets "$tmp/pictures"
one_line_error "truncated picture"
expect_text "truncated picture names the file" "$tmp/err" "$tmp/pictures/p.png: not a PNG picture"
rm "$tmp/pictures/p.png"
check "missing picture" 66 "$bin" --headless --assets "$tmp/pictures"
expect_text "missing picture names the file" "$tmp/err" "$tmp/pictures/p.png: file not found"
check "no terminal" 69 setsid "$bin"
one_line_error "no terminal"
expect_text "no terminal says why" "$tmp/err" "no terminal"

state="$tmp/state"
check "runner finishes" 0 "$bin" --headless --assets Assets --app-id smoke --state-dir "$state" --keys "end enter"
expect_text "runner JSON" "$tmp/out" '{"result":"finished","share":true,"version":"2.1.0"}'
expect_text "state recorded" "$state/state.json" '"lastVersion" : "2.1.0"'
check "runner second launch" 0 "$bin" --headless --assets Assets --state-dir "$state" --keys ""
expect_text "nothing to show" "$tmp/out" '{"result":"not-shown","share":true,"version":"2.1.0","reason":"up-to-date"}'
check "runner upgrade" 0 "$bin" --headless --assets Assets --state-dir "$state" --app-version 2.2.0 --keys "end tab space esc"
expect_text "upgrade shows, skip recorded" "$tmp/out" '{"result":"skipped","share":false,"version":"2.2.0"}'
check "runner reset" 0 "$bin" --headless --assets Assets --state-dir "$state" --app-version 2.2.0 --reset --keys "q"
expect_text "reset shows again, quit" "$tmp/out" '{"result":"quit","share":false,"version":"2.2.0"}'
marked="$tmp/marked"
check "mark-seen records without a terminal" 0 "$bin" --mark-seen --assets Assets --app-id marked --state-dir "$marked"
expect_text "mark-seen line" "$tmp/out" '{"result":"marked-seen","share":true,"version":"2.1.0"}'
expect_text "mark-seen stored" "$marked/state.json" '"lastVersion" : "2.1.0"'
check "check after mark-seen: nothing pending, exit 1" 1 "$bin" --check --assets Assets --state-dir "$marked"
expect_text "check line" "$tmp/out" '{"pending":false,"pages":0,"stored":"2.1.0","running":"2.1.0","reason":"up-to-date"}'
check "mark-seen never lowers a newer stored version" 0 "$bin" --mark-seen --assets Assets --state-dir "$marked" --app-version 1.0.0
expect_text "higher version kept" "$marked/state.json" '"lastVersion" : "2.1.0"'
check "check and headless do not go together" 64 "$bin" --check --headless
check "check with a broken manifest names it" 66 "$bin" --check --assets "$tmp/nowhere"
check "completions for an unknown shell" 64 "$bin" --completions tcsh
check "opted out, stored choice still read" 0 env ONBOARD_DISABLE=1 "$bin" --headless --state-dir "$state" --keys "4"
expect_text "Me shows the stored share choice" "$tmp/out" "Share with everyone                                                       [ ]"
check "no onboarding" 0 env ONBOARD_DISABLE=1 "$bin" --headless --keys ""
expect_text "straight to menu" "$tmp/out" "Messages"
check "forced" 0 "$bin" --headless --state-dir "$state" --force-onboarding --keys ""
expect_text "forced shows page 1" "$tmp/out" "Welcome aboard"
check "headless stats" 0 "$bin" --headless --keys "right" --stats
expect_text "stats line" "$tmp/err" "onboard: stats: 2 frames, 0 bytes written, render+present median"
check "bad app version" 64 "$bin" --headless --app-version banana
one_line_error "bad app version"
check "ascii dots in the C locale" 0 env LANG=C "$bin" --headless --size 80x24 --keys ""
expect_text "ascii dots" "$tmp/out" "* . . ."
check "chinese headless" 0 env LANG=zh_TW.UTF-8 "$bin" --headless --keys "end"
expect_text "traditional labels" "$tmp/out" "[x] 分享給大家"
expect_text "traditional button" "$tmp/out" "[ 開始使用 ]"

check "menu home" 0 "$bin" --headless --keys "right*3 enter"
expect_text "home timeline, first row selected" "$tmp/out" "› Lina Park @lina"
check "menu tabs walk" 0 "$bin" --headless --keys "right*3 enter tab*3"
expect_text "me tab" "$tmp/out" "Show what's new again"
check "menu detail" 0 "$bin" --headless --keys "right*3 enter down*5 enter"
expect_text "back hint" "$tmp/out" "‹ Home"
expect_text "post text" "$tmp/out" "Reading list for the weekend"
check "menu pop" 0 "$bin" --headless --keys "right*3 enter down*5 enter esc"
expect_text "selection kept after pop" "$tmp/out" "› Ana Ruiz @ana"
menu="$tmp/menu-state"
check "menu share switch" 0 "$bin" --headless --state-dir "$menu" --keys "right*3 enter 4 down enter"
expect_text "switch off" "$tmp/out" "[ ]"
expect_text "choice stored" "$menu/state.json" '"share" : false'
check "menu what's new again" 0 "$bin" --headless --keys "right*3 enter 4 down*2 enter"
expect_text "onboarding page 1" "$tmp/out" "Welcome aboard"
check "menu in chinese" 0 env LANG=zh_CN.UTF-8 "$bin" --headless --keys "right*3 enter 3"
expect_text "discover in chinese" "$tmp/out" "终端应用回来了"

log="$tmp/log-state"
check "changelog pages" 0 "$bin" --headless --changelog Assets/CHANGELOG.md --assets Assets --state-dir "$log" --keys ""
expect_text "newest release first" "$tmp/out" "2.1.0"
expect_text "one page per release" "$tmp/out" "● ○ ○"
expect_text "more hint" "$tmp/out" "↓ more ("
expect_text "version from the changelog" "$tmp/out" '"version":"2.1.0"'
check "changelog, seen up to 2.0.0" 0 "$bin" --headless --changelog Assets/CHANGELOG.md --assets Assets \
  --state-dir "$log" --app-version 2.0.0 --keys "end enter"
check "changelog upgrade" 0 "$bin" --headless --changelog Assets/CHANGELOG.md --assets Assets --state-dir "$log" --keys "pgdn"
expect_text "scrolled to the end of 2.1.0" "$tmp/out" "↑ more above"
if grep -q "○" "$tmp/out"; then failed=$((failed + 1)); echo "FAIL only 2.1.0 is newer than 2.0.0"; else passed=$((passed + 1)); fi
check "changelog plain" 0 "$bin" --plain --changelog Assets/CHANGELOG.md
expect_text "plain link" "$tmp/out" "links (https://example.org/onboard/formatting)"
expect_text "plain list" "$tmp/out" "1. A headless renderer for CI"
printf '# Changelog\n\n## Version two\n- x\n' >"$tmp/bad-log.md"
check "malformed changelog" 65 "$bin" --headless --changelog "$tmp/bad-log.md"
one_line_error "malformed changelog"
expect_text "malformed changelog names the line" "$tmp/err" "$tmp/bad-log.md:3: '## Version two' is not a release heading"
check "missing changelog" 66 "$bin" --headless --changelog "$tmp/none.md"
one_line_error "missing changelog"
check "changelog needs a value" 64 "$bin" --changelog

crowd="$tmp/crowd"
i=0
while [ $i -lt 20 ]; do
  "$bin" --headless --assets Assets --state-dir "$crowd" --app-version "2.$i.0" --keys "end enter" >/dev/null 2>&1 &
  i=$((i + 1))
done
wait
if python3 -c 'import json,sys; s=json.load(open(sys.argv[1])); assert s["lastVersion"].startswith("2.")' "$crowd/state.json" 2>/dev/null \
  && [ "$(ls -A "$crowd" | wc -l)" = 1 ]; then passed=$((passed + 1)); else failed=$((failed + 1)); echo "FAIL 20 concurrent launches left $(ls -A "$crowd")"; fi

echo "smoke: $passed passed, $failed failed"
[ "$failed" = 0 ]
