#!/usr/bin/env bash
# Both servers a group needs beyond the static site, for a try on one machine (a laptop on the pub's
# Wi-Fi, a home server): the signalling server (matchbox_server, port 3536) and a TURN relay
# (Debian's coturn, port 3478, UDP and TCP), installed first if needed, and the site's config.json
# that names them, written into dist/ (or printed when there is no dist/). Ctrl+C stops both.
#
#   ./scripts/group-servers.sh              # this machine's first address
#   ./scripts/group-servers.sh 192.168.1.20 # the address the phones reach it by
#
# No TLS here: serve dist/ over plain http from the same machine (./scripts/serve.sh, or
# `node scripts/static-server.mjs dist 8080 0.0.0.0`). For a real group on a server with TLS
# (wss: and turns: on 443), see README, "A server for a group", and docs/multiplayer.md.
source "$(dirname "$0")/setup.sh"
ensure_matchbox_server
ensure_network_lab

ADDRESS=${1:-$(hostname -I 2>/dev/null | awk '{print $1}')}
ADDRESS=${ADDRESS:-127.0.0.1}
# A fresh password per run: it is public (every visitor's page holds it), the quotas below limit
# what anyone can do with it, and the next run makes it worthless.
PASSWORD=$(head -c 12 /dev/urandom | base64 | tr -d '/+=')
RUN=$(mktemp -d)
CONFIG="{\"signal\": \"ws://$ADDRESS:3536\",
 \"iceServers\": [{\"urls\": [\"stun:$ADDRESS:3478\"]},
                 {\"urls\": [\"turn:$ADDRESS:3478?transport=udp\", \"turn:$ADDRESS:3478?transport=tcp\"],
                  \"username\": \"schraem\", \"credential\": \"$PASSWORD\"}]}"

stop() {
  kill "$(cat "$RUN/turn.pid" 2>/dev/null)" "$(cat "$RUN/signal.pid" 2>/dev/null)" 2>/dev/null || true
  rm -rf "$RUN"
}
trap stop EXIT INT TERM

turnserver -n --listening-ip="$ADDRESS" --listening-port=3478 --realm=schraem \
  --lt-cred-mech --user="schraem:$PASSWORD" --fingerprint \
  --user-quota=24 --total-quota=48 --max-bps=32000 \
  --no-tls --no-dtls --no-cli --no-multicast-peers --min-port=49152 --max-port=65535 \
  --userdb="$RUN/turndb" --pidfile="$RUN/turnserver.pid" --log-file=stdout --simple-log \
  >"$RUN/turn.log" 2>&1 &
echo $! >"$RUN/turn.pid"
matchbox_server "$ADDRESS:3536" >"$RUN/signal.log" 2>&1 &
echo $! >"$RUN/signal.pid"

if [ -d dist ]; then
  printf '%s\n' "$CONFIG" >dist/config.json
  step "dist/config.json now names both servers (an open page takes it at its next start)"
else
  step "no dist/ here: put this into config.json beside the site's index.html"
fi
printf '%s\n' "$CONFIG"
step "matchbox_server on ws://$ADDRESS:3536 and coturn on $ADDRESS:3478 (logs in $RUN; Ctrl+C stops both)"
wait
