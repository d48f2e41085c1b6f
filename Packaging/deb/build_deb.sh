#!/bin/sh
# Builds onboard_<version>_<arch>.deb from the release binary, with dpkg-deb alone (no source
# package, no debhelper): the binary stripped of its symbols and debug sections, the demo's
# Assets where the binary finds them (/usr/share/onboard/Assets beside /usr/bin), the man page
# and the bash, zsh and fish completions in Debian's folders, written by the binary itself, the
# copyright file and a native changelog. Why each control field says what it says:
# docs/decisions/0106-a-debian-package-and-a-python-wheel.md.
# Usage: sh Packaging/deb/build_deb.sh BINARY VERSION OUT_DIR   (from the repository root)
set -eu
binary=$1
version=$2
out=$3
arch=$(dpkg --print-architecture)
here=$(dirname "$0")
root=$out/onboard-deb
deb=$out/onboard_${version}_${arch}.deb
rm -rf "$root"
mkdir -p "$root/DEBIAN" "$root/usr/bin" "$root/usr/share/onboard" "$root/usr/share/man/man1" \
  "$root/usr/share/bash-completion/completions" "$root/usr/share/zsh/vendor-completions" \
  "$root/usr/share/fish/vendor_completions.d" "$root/usr/share/doc/onboard" "$root/usr/share/lintian/overrides"

# The binary: Debian ships executables without symbols or debug sections (dh_strip's options).
cp "$binary" "$root/usr/bin/onboard"
strip --remove-section=.comment --remove-section=.note "$root/usr/bin/onboard"
# The pages only: make_pictures.py draws the PNG files at development time.
cp -R Assets "$root/usr/share/onboard/Assets"
find "$root/usr/share/onboard/Assets" -name '*.py' -delete

"$binary" --man | gzip -9n >"$root/usr/share/man/man1/onboard.1.gz"
"$binary" --completions bash >"$root/usr/share/bash-completion/completions/onboard"
"$binary" --completions zsh >"$root/usr/share/zsh/vendor-completions/_onboard"
"$binary" --completions fish >"$root/usr/share/fish/vendor_completions.d/onboard.fish"

# Copyright: the project's notice, then the Swift runtime's licence and each statically linked
# library's Debian copyright file, as installed on the building machine.
sh "$here/copyright.sh" >"$root/usr/share/doc/onboard/copyright"
maintainer=$(git log -1 --format='%an <%ae>')
date=$(git log -1 --format=%cD)
printf 'onboard (%s) unstable; urgency=medium\n\n  * Onboard %s, packaged from the release binary by make deb.\n\n -- %s  %s\n' \
  "$version" "$version" "$maintainer" "$date" | gzip -9n >"$root/usr/share/doc/onboard/changelog.gz"
cp "$here/lintian-overrides" "$root/usr/share/lintian/overrides/onboard"

find "$root" -type d -exec chmod 755 {} +
find "$root" -type f -exec chmod 644 {} +
chmod 755 "$root/usr/bin/onboard"

# The static binary reads terminfo entries (ncurses-base, Essential) and, under a UTF-8 locale,
# libc-bin's locale files, which its own glibc reads only when they hold at least its version's
# items; the static libraries it embeds are named in Built-Using.
glibc=$(dpkg-query -W -f='${Version}' libc6 | sed 's/-.*//')
size=$(du -sk --exclude=DEBIAN "$root" | cut -f1)
{
  echo "Package: onboard"
  echo "Version: $version"
  echo "Architecture: $arch"
  echo "Maintainer: $maintainer"
  echo "Installed-Size: $size"
  echo "Depends: libc-bin (>= $glibc)"
  echo "Recommends: ncurses-term"
  echo "Built-Using: $(sh "$here/built_using.sh")"
  echo "Section: utils"
  echo "Priority: optional"
  cat "$here/description"
} >"$root/DEBIAN/control"
(cd "$root" && find usr -type f -exec md5sum {} + | sort -k2) >"$root/DEBIAN/md5sums"
chmod 644 "$root/DEBIAN/control" "$root/DEBIAN/md5sums"

rm -f "$deb"
dpkg-deb --root-owner-group -Zxz -z1 --build "$root" "$deb" >/dev/null
rm -rf "$root"
echo "$deb"
