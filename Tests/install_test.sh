#!/bin/sh
# Checks a `make install PREFIX=…` tree from another folder, as a person would use it:
# the binary finds its demo Assets, the man page renders without warnings, and the bash, zsh and
# fish completions load and offer exactly the options `--help` lists.
# Usage: sh Tests/install_test.sh PREFIX
prefix=$1
passed=0
failed=0
check() { # name, condition result (0 ok), detail
  if [ "$2" = 0 ]; then passed=$((passed + 1)); echo "install: $1: ok"; else
    failed=$((failed + 1)); echo "install: $1: FAIL $3"; fi
}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work" || exit 1
bin=$prefix/bin/onboard

out=$(env -i PATH=/usr/bin:/bin HOME="$work" LANG=C.UTF-8 "$bin" --plain 2>&1)
case $out in *"Welcome aboard"*) r=0 ;; *) r=1 ;; esac
check "the binary finds share/onboard/Assets from $work" $r "$out"

page=$prefix/share/man/man1/onboard.1
warnings=$(MANWIDTH=80 man --warnings -E UTF-8 -l "$page" 2>&1 >/dev/null)
rendered=$(MANWIDTH=80 man -E UTF-8 -l "$page" 2>/dev/null)
case $rendered in *"ONBOARD(1)"*"--app-version"*) r=0 ;; *) r=1 ;; esac
[ -z "$warnings" ] || r=1
check "man -l renders onboard.1 without warnings" $r "$warnings"
# Under the C locale too (a plain server, cron): the page is ASCII, so nothing is dropped.
warnings=$(LC_ALL=C MANWIDTH=80 man --warnings -l "$page" 2>&1 >/dev/null)
rendered=$(LC_ALL=C MANWIDTH=80 man -l "$page" 2>/dev/null)
case $rendered in *'{"pending":...,"pages":...'*) r=0 ;; *) r=1 ;; esac
[ -z "$warnings" ] || r=1
check "man -l renders onboard.1 in the C locale without warnings or lost characters" $r "$warnings"
# ONBOARD_ASSETS is the only way to run the demo's menu with other pages; --assets runs the
# runner, which has no menu. Both --help and the man page say so.
help=$("$bin" --help)
case $help in *"ONBOARD_ASSETS=DIR"*"no menu"*) r=0 ;; *) r=1 ;; esac
check "--help names ONBOARD_ASSETS and says --assets has no menu" $r
flat=$(echo "$rendered" | tr -s ' \n' '  ')
case $flat in *ONBOARD_ASSETS*"has no menu"*) r=0 ;; *) r=1 ;; esac
check "the man page names ONBOARD_ASSETS and says --assets has no menu" $r

help_options=$("$bin" --help | sed -n 's/^  \(-h, \)\{0,1\}\(--[a-z-]*\).*/\2/p' | sort)
bash_options=$(bash -c ". '$prefix/share/bash-completion/completions/onboard'; COMP_WORDS=(onboard --); COMP_CWORD=1; _onboard; printf '%s\n' \"\${COMPREPLY[@]}\"" | grep '^--' | sort)
[ -n "$help_options" ] && [ "$help_options" = "$bash_options" ]
check "bash completes every option of --help, and no other" $? "$(echo "$help_options" | diff - /dev/stdin <<X
$bash_options
X
)"
choice=$(bash -c ". '$prefix/share/bash-completion/completions/onboard'; COMP_WORDS=(onboard --color-depth tr); COMP_CWORD=2; _onboard; echo \"\${COMPREPLY[*]}\"")
[ "$choice" = truecolor ]
check "bash completes --color-depth tr to truecolor" $? "$choice"

if command -v zsh >/dev/null 2>&1; then
  zsh -f -c "fpath=('$prefix/share/zsh/site-functions' \$fpath); autoload -U compinit; compinit -u -d '$work/zcompdump'; [[ \${_comps[onboard]} == _onboard ]]"
  check "zsh's compinit picks up _onboard" $?
  zsh_options=$(sed -n "s/^    '([^)]*)'{\([^,]*\),\(--[a-z-]*\)}.*/\2/p; s/^    \(--[a-z-]*\)'\[.*/\1/p" "$prefix/share/zsh/site-functions/_onboard" | sort)
  [ "$help_options" = "$zsh_options" ]
  check "zsh completes every option of --help" $?
else
  check "zsh is installed (make deps)" 1 "zsh not found"
fi
if command -v fish >/dev/null 2>&1; then
  fish_options=$(fish -c "source '$prefix/share/fish/vendor_completions.d/onboard.fish'; complete -C 'onboard --'" | cut -f1 | sort)
  [ "$help_options" = "$fish_options" ]
  check "fish completes every option of --help" $? "$fish_options"
else
  check "fish is installed (make deps)" 1 "fish not found"
fi

echo "install: $passed passed, $failed failed"
[ "$failed" = 0 ]
