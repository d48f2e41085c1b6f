#!/bin/sh
# A pretend tool in POSIX shell that shows its what's-new pages through `onboard` first.
# onboard draws on the terminal and prints one JSON line; with nothing new it prints at once.
here=$(cd "$(dirname "$0")/.." && pwd)
result=$(onboard --assets "$here/onboarding" --app-id mytool --app-version 1.4.0)
case $result in
*'"result":"finished","share":true'*) echo "Welcome to mytool 1.4.0 (sharing: on)" ;;
*'"result":"finished","share":false'*) echo "Welcome to mytool 1.4.0 (sharing: off)" ;;
esac
echo "mytool: 3 files tidied"
