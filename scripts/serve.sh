#!/usr/bin/env bash
# Set-up command 1: installs what is missing, builds the game and serves it on http://127.0.0.1:8080
source "$(dirname "$0")/setup.sh"
ensure_build_tools
step "building and serving on http://127.0.0.1:8080 (Ctrl-C stops)"
exec trunk serve --release
