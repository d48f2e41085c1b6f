#!/bin/sh
# The Built-Using field: the source packages (and versions) of the static libraries the binary
# embeds, "cmark (= 0.30.2-6), gcc-12 (= …), glibc (= …), …".
# Usage: sh Packaging/deb/built_using.sh
set -eu
for package in $(sh "$(dirname "$0")/static_packages.sh"); do
  dpkg-query -W -f='${source:Package} (= ${source:Version})\n' "$package"
done | sort -u | paste -sd, - | sed 's/,/, /g'
