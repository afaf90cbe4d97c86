#!/usr/bin/env bash
# A small internet in network namespaces, for the real network test (tests/e2e/network.spec.js;
# docs/multiplayer.md, "What is measured"). Needs root (CI runs as root), iproute2, iptables,
# coturn's turnserver, matchbox_server and node. Every address is a documentation range:
#
#   "public"  NS-pub   203.0.113.10   coturn (3478, TLS on 443), matchbox_server, the test site
#              |  bridge 203.0.113.0/24
#   router 1  NS-r1    203.0.113.21   masquerades 192.0.2.0/24, drops what nobody inside asked for
#              |  home 1's LAN (bridge)
#   phones    NS-h1a   192.0.2.10,  NS-h1b  192.0.2.11
#   router 2  NS-r2    203.0.113.22   masquerades 198.51.100.0/24
#   phone     NS-h2    198.51.100.10
#
# The homes have no route to each other: a browser in home 1 and one in home 2 meet only through
# the TURN relay. Nothing leaves the namespaces; `down` removes all of it (the test calls it also
# when it fails, and `up` clears what an interrupted run left).
#
#   scripts/netns-lab.sh up SITE_DIR STATE_DIR SITE_PORT SIGNAL_PORT
#   scripts/netns-lab.sh strict on|off SITE_PORT SIGNAL_PORT   (home 2 behind a strict firewall)
#   scripts/netns-lab.sh down STATE_DIR
set -euo pipefail

NS=${SCHRAEM_NETNS:-schraem}
PUB=203.0.113.10
TURN_USER=schraem
TURN_PASSWORD=only-in-this-test

in_ns() { local ns=$1; shift; ip netns exec "$NS-$ns" "$@"; }

down() {
  local state=$1
  for pidfile in "$state"/*.pid; do
    [ -e "$pidfile" ] || continue
    kill "$(cat "$pidfile")" 2>/dev/null || true
    rm -f "$pidfile"
  done
  for ns in h1a h1b h2 r1 r2 pub; do
    if ip netns list | grep -qw "$NS-$ns"; then
      # A process still in the namespace (a browser of an aborted run) would keep it alive.
      for pid in $(ip netns pids "$NS-$ns" 2>/dev/null); do kill "$pid" 2>/dev/null || true; done
      ip netns del "$NS-$ns"
    fi
  done
}

# A veth pair from namespace $1 (interface $2) to namespace $3 (interface $4).
link() {
  ip link add "$2" netns "$NS-$1" type veth peer name "$4" netns "$NS-$3"
  in_ns "$1" ip link set "$2" up
  in_ns "$3" ip link set "$4" up
}

bridge() { # namespace, bridge name, address/prefix or "-"
  in_ns "$1" ip link add "$2" type bridge
  in_ns "$1" ip link set "$2" up
  [ "$3" = - ] || in_ns "$1" ip addr add "$3" dev "$2"
}

router() { # namespace, WAN address, LAN bridge address
  bridge "$1" lan "$3"
  link pub "$1" "$1" wan
  in_ns pub ip link set "$1" master wan
  in_ns "$1" ip addr add "$2/24" dev wan
  in_ns "$1" sysctl -qw net.ipv4.ip_forward=1
  in_ns "$1" iptables -t nat -A POSTROUTING -o wan -j MASQUERADE
  in_ns "$1" iptables -A FORWARD -i wan -m conntrack --ctstate ESTABLISHED,RELATED -j ACCEPT
  in_ns "$1" iptables -A FORWARD -i wan -j DROP
}

phone() { # namespace, router namespace, address, gateway
  link "$2" "$1" "$1" eth0
  in_ns "$2" ip link set "$1" master lan
  in_ns "$1" ip addr add "$3/24" dev eth0
  in_ns "$1" ip route add default via "$4"
}

# Starts a command in the public namespace, its output in STATE/NAME.log, its pid in STATE/NAME.pid.
serve() {
  local state=$1 name=$2; shift 2
  ip netns exec "$NS-pub" "$@" >"$state/$name.log" 2>&1 &
  echo $! >"$state/$name.pid"
}

# Waits until TCP port $2 answers on the public address (the site, the signalling server).
wait_port() {
  for _ in $(seq 100); do
    if in_ns pub bash -c "exec 3<>/dev/tcp/$PUB/$2" 2>/dev/null; then return; fi
    sleep 0.1
  done
  echo "netns-lab: $1 did not start; its log:" >&2
  cat "$STATE/$1.log" >&2
  exit 1
}

up() {
  local site=$1 state=$2 site_port=$3 signal_port=$4
  mkdir -p "$state"
  down "$state"
  for ns in pub r1 r2 h1a h1b h2; do
    ip netns add "$NS-$ns"
    # No IPv6: its link-local addresses finish duplicate address detection a second or two after a
    # link comes up, and Chromium answers that address change by failing every request in flight
    # with ERR_NETWORK_CHANGED (seen on the first test after 'up': the module's fetch failed).
    # Links made later in the namespace take 'default'.
    in_ns "$ns" sysctl -qw net.ipv6.conf.all.disable_ipv6=1 net.ipv6.conf.default.disable_ipv6=1
    in_ns "$ns" ip link set lo up
  done
  bridge pub wan "$PUB/24"
  router r1 203.0.113.21 192.0.2.1/24
  router r2 203.0.113.22 198.51.100.1/24
  phone h1a r1 192.0.2.10 192.0.2.1
  phone h1b r1 192.0.2.11 192.0.2.1
  phone h2 r2 198.51.100.10 198.51.100.1

  # coturn as docs/multiplayer.md deploys it (static credentials within quotas), with TURN over TLS
  # on 443 for strict firewalls (a certificate made here for the test; the browsers are told to
  # accept it).
  openssl req -x509 -newkey rsa:2048 -nodes -days 2 -subj "/CN=$PUB" \
    -keyout "$state/turn-key.pem" -out "$state/turn-cert.pem" 2>/dev/null
  serve "$state" coturn turnserver -n --listening-ip="$PUB" --relay-ip="$PUB" --listening-port=3478 \
    --tls-listening-port=443 --cert="$state/turn-cert.pem" --pkey="$state/turn-key.pem" \
    --lt-cred-mech --user="$TURN_USER:$TURN_PASSWORD" --realm=schraem.test --fingerprint \
    --user-quota=24 --total-quota=48 --max-bps=32000 --no-dtls --no-cli \
    --no-multicast-peers --min-port=49152 --max-port=49999 --pidfile="$state/turnserver.pid" \
    --userdb="$state/turndb" --log-file=stdout --simple-log
  serve "$state" matchbox matchbox_server "$PUB:$signal_port"
  serve "$state" site node "$(dirname "$0")/static-server.mjs" "$site" "$site_port" "$PUB"
  STATE=$state wait_port site "$site_port"
  STATE=$state wait_port matchbox "$signal_port"
  STATE=$state wait_port coturn 3478

  # Chromium inside a phone's namespace, for Playwright's executablePath.
  for ns in h1a h1b h2; do
    printf '#!/bin/sh\nexec ip netns exec %s chromium "$@"\n' "$NS-$ns" >"$state/chromium-$ns"
    chmod +x "$state/chromium-$ns"
  done
  # The site's config for this little internet: what a deployment's config.json says.
  cat >"$site/config.json" <<JSON
{"signal": "ws://$PUB:$signal_port",
 "iceServers": [{"urls": ["turn:$PUB:3478", "turns:$PUB:443?transport=tcp"],
                 "username": "$TURN_USER", "credential": "$TURN_PASSWORD"}]}
JSON
}

# Home 2's router as a strict company or hotel firewall: only TCP to the public server's 443 and
# to the site's and signalling server's ports leaves; UDP does not (on); or as before (off).
strict() {
  local site_port=$2 signal_port=$3
  in_ns r2 iptables -F FORWARD
  if [ "$1" = on ]; then
    in_ns r2 iptables -A FORWARD -i wan -m conntrack --ctstate ESTABLISHED,RELATED -j ACCEPT
    in_ns r2 iptables -A FORWARD -i lan -p tcp -m multiport --dports "443,$site_port,$signal_port" -j ACCEPT
    in_ns r2 iptables -A FORWARD -j DROP
  else
    in_ns r2 iptables -A FORWARD -i wan -m conntrack --ctstate ESTABLISHED,RELATED -j ACCEPT
    in_ns r2 iptables -A FORWARD -i wan -j DROP
  fi
}

case "${1:-}" in
  up) up "$2" "$3" "$4" "$5" ;;
  strict) strict "$2" "$3" "$4" ;;
  down) down "$2" ;;
  *) echo "usage: $0 up SITE_DIR STATE_DIR SITE_PORT SIGNAL_PORT | down STATE_DIR" >&2; exit 2 ;;
esac
