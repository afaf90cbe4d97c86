#!/usr/bin/env bash
# Starts the signalling server through which phones join a table in one tap (matchbox_server,
# from the matchbox project), installing it first if needed. It listens on every address of this
# machine, port 3536 (or the address given: `./scripts/signal-server.sh 127.0.0.1:4000`); set
# ws://<this machine's address>:3536 under Settings on the host's phone. See docs/multiplayer.md.
source "$(dirname "$0")/setup.sh"
ensure_matchbox_server
step "matchbox_server on ${1:-0.0.0.0:3536} (Ctrl+C stops it)"
exec matchbox_server "${1:-0.0.0.0:3536}"
