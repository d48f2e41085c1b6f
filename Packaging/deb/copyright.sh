#!/bin/sh
# The package's copyright file: the project's notice, then the licence of the Swift runtime and
# the Debian copyright file of each library the static binary embeds, from this machine.
# Usage: sh Packaging/deb/copyright.sh
set -eu
swift_license=$(dirname "$(readlink -f "$(command -v swift)")")/../share/swift/LICENSE.txt
cat "$(dirname "$0")/copyright.head"
echo
echo "The Swift runtime and standard library (statically linked): Copyright (c) Apple Inc. and the"
echo "Swift project authors, under the Apache License 2.0 (/usr/share/common-licenses/Apache-2.0)"
echo "with the Runtime Library Exception, from $swift_license:"
echo
sed -n '/^## Runtime Library Exception/,$p' "$swift_license" | sed 's/^/  /'
seen=""
for package in $(sh "$(dirname "$0")/static_packages.sh"); do
  file=$(readlink -f "/usr/share/doc/$package/copyright")
  case " $seen " in *" $file "*) continue ;; esac
  seen="$seen $file"
  source=$(dpkg-query -W -f='${source:Package} ${source:Version}' "$package")
  echo
  echo "$source (statically linked), from its Debian copyright file:"
  echo
  sed 's/^/  /' "$file"
done
