#!/bin/sh
# The Debian packages whose static libraries the release binary embeds, one a line: each library
# it links (Package.swift's, and the static Swift runtime's own: libc, libm, libstdc++, libgcc)
# found where the C compiler finds it, and named by the package that installed that file.
# Usage: sh Packaging/deb/static_packages.sh
set -eu
compiler=$(command -v cc || command -v clang)
for library in c m stdc++ gcc ncursesw tinfo png16 z cmark sixel; do
  path=$("$compiler" -print-file-name="lib$library.a")
  [ -f "$path" ] || { echo "static_packages: lib$library.a not found" >&2; exit 1; }
  dpkg -S "$(readlink -f "$path")" | cut -d: -f1 | head -n1
done | awk '!seen[$0]++'
