#!/usr/bin/env bash
# The README's two commands as a new user meets them: in a fresh clone of this commit, with nothing of this machine's
# set-up: `env -i PATH=/usr/bin:/bin HOME=<empty>` (no global pnpm, no npm cache, no pnpm store). Runs `npm test`, then
# `npm start` until http://localhost:$PORT/api/health answers and / serves the app, then stops it.
# Usage: .ci/fresh-machine.sh [test|start|both]   (default both)
set -Eeuo pipefail
REPO="$(cd "$(dirname "$0")/.." && pwd)"
WHAT="${1:-both}"

WORK="$(mktemp -d /tmp/pocket-fresh.XXXXXX)"
HOME_DIR="$(mktemp -d /tmp/pocket-home.XXXXXX)"
SERVER_PID=""
cleanup() {
  if [ -n "$SERVER_PID" ]; then kill -- -"$SERVER_PID" 2>/dev/null || kill "$SERVER_PID" 2>/dev/null || true; fi
  rm -rf "$WORK" "$HOME_DIR"
}
trap cleanup EXIT

# The system PATH only. Node 20 lives in /usr/bin on these machines; elsewhere its own folder is the one addition.
SYS_PATH="/usr/bin:/bin"
if [ ! -x /usr/bin/node ]; then SYS_PATH="$(dirname "$(command -v node)"):$SYS_PATH"; fi
stripped() { env -i PATH="$SYS_PATH" HOME="$HOME_DIR" "$@"; }

git clone -q "$REPO" "$WORK/pocket"
cd "$WORK/pocket"
echo "fresh clone of $(git rev-parse --short HEAD) in $WORK/pocket; HOME=$HOME_DIR; PATH=$SYS_PATH"
if stripped sh -c 'command -v pnpm' >/dev/null 2>&1; then echo "(a pnpm is on the system PATH: $(stripped sh -c 'command -v pnpm'))"; fi

if [ "$WHAT" = test ] || [ "$WHAT" = both ]; then
  echo "--- env -i ... npm test"
  stripped npm test
fi

if [ "$WHAT" = start ] || [ "$WHAT" = both ]; then
  PORT="$(node -e 'const s=require("net").createServer().listen(0,()=>{console.log(s.address().port);s.close()})')"
  echo "--- env -i ... PORT=$PORT npm start"
  STARTED=$(date +%s)
  setsid env -i PATH="$SYS_PATH" HOME="$HOME_DIR" PORT="$PORT" npm start >"$WORK/start.log" 2>&1 &
  SERVER_PID=$!
  for _ in $(seq 1 600); do
    if curl -fsS "http://127.0.0.1:$PORT/api/health" >/dev/null 2>&1; then break; fi
    if ! kill -0 "$SERVER_PID" 2>/dev/null; then echo "npm start exited:"; cat "$WORK/start.log"; exit 1; fi
    sleep 1
  done
  if ! curl -fsS "http://127.0.0.1:$PORT/api/health"; then echo; echo "npm start never became healthy:"; cat "$WORK/start.log"; exit 1; fi
  echo
  curl -fsS "http://127.0.0.1:$PORT/" | grep -q '<div id="root">' || { echo "/ does not serve the app"; exit 1; }
  echo "npm start: healthy and serving the app $(( $(date +%s) - STARTED ))s after the command (install and build included)"
fi
