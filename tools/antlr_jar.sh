#!/usr/bin/env bash
# Puts the ANTLR 4.13.2 tool jar where antlr4-tools looks for it, without
# downloading from Maven: the npm package antlr4ng-cli ships the same jar.
set -euo pipefail
version=4.13.2
dest="$HOME/.m2/repository/org/antlr/antlr4/$version/antlr4-$version-complete.jar"
if [ -s "$dest" ]; then exit 0; fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
(cd "$tmp" && npm pack --silent antlr4ng-cli@2.0.0 >/dev/null && tar xzf antlr4ng-cli-*.tgz)
jar=$(find "$tmp/package" -name 'antlr4-*-complete.jar' | head -n 1)
[ -n "$jar" ] || { echo "antlr4ng-cli did not contain an ANTLR jar" >&2; exit 1; }
mkdir -p "$(dirname "$dest")"
cp "$jar" "$dest"
echo "installed $dest"
