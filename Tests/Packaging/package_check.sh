#!/bin/sh
# The Debian package's round trip on this machine (root; make package-check, not make test):
# apt-get install ./onboard_….deb, then onboard --help from PATH, man onboard, the bash, zsh and
# fish completions found where each shell looks by default, the shell example (a tool that runs
# the runner) driven in tmux against /usr/bin/onboard, then apt-get remove, and what exists of the
# package's paths (each file and folder it lists, dpkg's onboard.* records) compared before and
# after: nothing left behind. Only those paths: other packages may come and go meanwhile.
# Usage: sh Tests/Packaging/package_check.sh DEB
deb=$(readlink -f "$1")
here=$(cd "$(dirname "$0")/../.." && pwd)
passed=0
failed=0
check() { # name, condition result (0 ok), detail
  if [ "$2" = 0 ]; then passed=$((passed + 1)); echo "package: $1: ok"; else
    failed=$((failed + 1)); echo "package: $1: FAIL $3"; fi
}
if [ "$(id -u)" != 0 ]; then echo "package-check installs into this machine: run it as root" >&2; exit 1; fi
if dpkg-query -W -f='${Status}' onboard 2>/dev/null | grep -q 'installed'; then
  echo "package-check: a package named onboard is installed already; remove it first" >&2; exit 1
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
paths=$(dpkg-deb --contents "$deb" | awk '{print $6}' | sed 's|^\./|/|; s|/$||' | grep -v '^$')
listing() {
  for path in $paths; do [ -e "$path" ] && echo "$path"; done
  ls -d /var/lib/dpkg/info/onboard.* 2>/dev/null
  dpkg-query -W -f='${Package} ${Status}\n' onboard 2>/dev/null
}
listing >"$work/before"

out=$(DEBIAN_FRONTEND=noninteractive apt-get install -y -q -o DPkg::Lock::Timeout=600 "$deb" 2>&1)
status=$?
echo "$out" | grep -E '^(Setting up|Unpacking|Selecting|The following NEW)' | sed 's/^/  apt: /'
[ $status = 0 ] && [ "$(command -v onboard)" = /usr/bin/onboard ]
check "apt-get install $(basename "$deb"): /usr/bin/onboard on PATH" $? "$out"

out=$(cd "$work" && env -i PATH=/usr/bin:/bin HOME="$work" onboard --help)
case $out in *USAGE*"--assets DIR"*) r=0 ;; *) r=1 ;; esac
check "onboard --help: $(echo "$out" | head -n1)" $r "$out"
out=$(cd "$work" && env -i PATH=/usr/bin:/bin HOME="$work" LANG=C.UTF-8 onboard --plain)
case $out in *"Welcome aboard"*) r=0 ;; *) r=1 ;; esac
check "onboard --plain from $work: the demo's pages from /usr/share/onboard/Assets" $r "$out"

where=$(man -w onboard 2>&1)
page=$(MANWIDTH=80 man onboard 2>&1)
case $page in *"ONBOARD(1)"*"--app-version"*) r=0 ;; *) r=1 ;; esac
[ "$where" = /usr/share/man/man1/onboard.1.gz ] || r=1
check "man onboard: $where, $(echo "$page" | wc -l) lines" $r "$page"

bash_completion=$(bash -c '. /usr/share/bash-completion/completions/onboard; complete -p onboard' 2>&1)
case $bash_completion in "complete -F _onboard onboard") r=0 ;; *) r=1 ;; esac
check "bash: /usr/share/bash-completion/completions/onboard loads: $bash_completion" $r
zsh_completion=$(zsh -f -c "autoload -U compinit; compinit -u -d '$work/zcompdump'; print \${_comps[onboard]}" 2>&1)
[ "$zsh_completion" = _onboard ]
check "zsh: compinit finds _onboard in /usr/share/zsh/vendor-completions (its default fpath)" $? "$zsh_completion"
fish_completion=$(HOME=$work fish -c 'complete -C "onboard --app-v"' 2>&1 | cut -f1)
[ "$fish_completion" = --app-version ]
check "fish: /usr/share/fish/vendor_completions.d/onboard.fish completes --app-v to $fish_completion" $? "$fish_completion"

python3 "$here/Tests/Reliability/example_test.py" shell /usr/bin "$here/Examples" sh shell/mytool.sh
check "the shell example (the runner) in tmux against /usr/bin/onboard" $?

out=$(DEBIAN_FRONTEND=noninteractive apt-get remove -y -q -o DPkg::Lock::Timeout=600 onboard 2>&1)
status=$?
echo "$out" | grep -E '^(Removing|The following packages will be REMOVED)' | sed 's/^/  apt: /'
[ $status = 0 ] && [ ! -e /usr/bin/onboard ] && ! dpkg-query -W -f='${Status}' onboard 2>/dev/null | grep -q 'installed'
check "apt-get remove onboard" $? "$out"
listing >"$work/after"
difference=$(diff "$work/before" "$work/after")
[ -z "$difference" ]
check "the package's $(echo "$paths" | wc -l) paths and dpkg's records: $(wc -l <"$work/before") existed before, $(wc -l <"$work/after") after, the same" $? \
  "$difference"

echo "package: $passed passed, $failed failed"
[ "$failed" = 0 ]
