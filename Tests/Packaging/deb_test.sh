#!/bin/sh
# Checks onboard_<version>_<arch>.deb without installing it: its control fields (dpkg-deb --info),
# its files, owners and modes (--contents), lintian (no error, no warning), then the binary run
# from the package's own tree unpacked into a temporary root (dpkg-deb -x): --version, --check
# and a headless page, each from that tree's /usr/share/onboard/Assets.
# Usage: sh Tests/Packaging/deb_test.sh DEB VERSION
deb=$1
version=$2
passed=0
failed=0
check() { # name, condition result (0 ok), detail
  if [ "$2" = 0 ]; then passed=$((passed + 1)); echo "deb: $1: ok"; else
    failed=$((failed + 1)); echo "deb: $1: FAIL $3"; fi
}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

info=$(dpkg-deb --info "$deb")
field() { dpkg-deb --field "$deb" "$1"; }
[ "$(field Package)" = onboard ] && [ "$(field Version)" = "$version" ] \
  && [ "$(field Architecture)" = "$(dpkg --print-architecture)" ] && [ "$(basename "$deb")" = "onboard_${version}_$(dpkg --print-architecture).deb" ]
check "Package onboard, Version $version (as --version), Architecture $(dpkg --print-architecture), in the file name" $? "$info"
# The static binary loads no shared library: Depends names none, only the Essential libc-bin's
# locale files, at least as new as the glibc inside it; Built-Using names what it embeds.
depends=$(field Depends)
case $depends in "libc-bin (>= "*")") r=0 ;; *) r=1 ;; esac
check "Depends: $depends (no shared library for a static binary)" $r "$info"
built_using=$(field Built-Using)
case $built_using in *"glibc (= "*"ncurses (= "*"zlib (= "*) r=0 ;; *) r=1 ;; esac
check "Built-Using names the static libraries: $built_using" $r

contents=$(dpkg-deb --contents "$deb")
missing=""
for path in ./usr/bin/onboard ./usr/share/onboard/Assets/manifest.json ./usr/share/onboard/Assets/pictures/welcome.png \
  ./usr/share/man/man1/onboard.1.gz ./usr/share/bash-completion/completions/onboard \
  ./usr/share/zsh/vendor-completions/_onboard ./usr/share/fish/vendor_completions.d/onboard.fish \
  ./usr/share/doc/onboard/copyright ./usr/share/doc/onboard/changelog.gz; do
  echo "$contents" | grep -q " $path\$" || missing="$missing $path"
done
[ -z "$missing" ]
check "--contents: the binary, Assets, man page, bash/zsh/fish completions, copyright, changelog" $? "missing:$missing"
echo "$contents" | grep -q '^-rwxr-xr-x root/root .* ./usr/bin/onboard$' \
  && [ -z "$(echo "$contents" | grep -v ' root/root ')" ] && [ -z "$(echo "$contents" | grep '\.py$')" ]
check "every file root/root, the binary 0755, no development script" $? "$contents"

if command -v lintian >/dev/null 2>&1; then
  lint=$(lintian "$deb" 2>&1 | grep -v '^running with root privileges')
  [ -z "$(echo "$lint" | grep -E '^[EW]: ')" ]
else
  lint="lintian is not installed (make deps installs it as root; apt-get install lintian)"
  false
fi
check "lintian: no error, no warning" $? "$lint"

dpkg-deb -x "$deb" "$work/root"
cd "$work" || exit 1
bin=$work/root/usr/bin/onboard
run() { env -i PATH=/usr/bin:/bin HOME="$work" LANG=C.UTF-8 TERM=xterm-256color "$@"; }
out=$(run "$bin" --version)
[ "$out" = "onboard $version" ]
check "unpacked: --version says $out" $? "$out"
file "$bin" | grep -q 'statically linked' && ! file "$bin" | grep -q 'not stripped'
check "unpacked: the binary is static and stripped" $? "$(file "$bin")"
out=$(run "$bin" --check --state-dir "$work/state")
status=$?
named=$(run "$bin" --check --state-dir "$work/state" --assets "$work/root/usr/share/onboard/Assets")
case $out in '{"pending":true,"pages":'*',"stored":null,"running":"'"$version"'"}') r=$status ;; *) r=1 ;; esac
[ "$out" = "$named" ] || r=1
check "unpacked: --check finds the tree's Assets by itself: $out" $r "status $status; with --assets: $named"
out=$(run "$bin" --headless --size 60x18 --keys "")
case $out in *"Welcome aboard"*) r=0 ;; *) r=1 ;; esac
check "unpacked: a headless page from the tree's Assets" $r "$out"

echo "deb: $passed passed, $failed failed"
[ "$failed" = 0 ]
