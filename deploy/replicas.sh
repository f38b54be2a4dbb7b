#!/usr/bin/env bash
# N Streamlit replicas of Private Choices behind Debian's HAProxy, everything on 127.0.0.1.
#
#   deploy/replicas.sh start N   start N replicas (ports REPLICA_PORT, REPLICA_PORT+1, ...) and HAProxy on PORT;
#                                returns once every replica answers /_stcore/health and the proxy does too
#   deploy/replicas.sh stop      stop HAProxy, then the replicas (SIGTERM, SIGKILL after 10 s); nothing is left
#   deploy/replicas.sh run N     start, wait until Ctrl-C / SIGTERM, then stop (what `make replicas N=...` runs)
#   deploy/replicas.sh status    the processes and their health
#   deploy/replicas.sh restart-proxy   stop and start HAProxy alone (open tabs reconnect to their replicas)
#   deploy/replicas.sh config N  print the HAProxy config that `start N` uses (deploy/haproxy.cfg, servers for N)
#
# Environment: PYTHON (default .venv/bin/python, as `make app` makes it), PORT (proxy, 8501), REPLICA_PORT (8601),
# RUN_DIR (pid files, logs, the generated config; default under /tmp, one per PORT), REPLICA_CMD (the command that
# serves one replica, given the script and the --server.* flags; default "$PYTHON -m streamlit run"),
# STREAMLIT_SERVER_COOKIE_SECRET (shared by all replicas; a random one per start when unset).
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
PYTHON=${PYTHON:-$ROOT/.venv/bin/python}
PORT=${PORT:-8501}
REPLICA_PORT=${REPLICA_PORT:-8601}
RUN_DIR=${RUN_DIR:-${TMPDIR:-/tmp}/private-choices-replicas-$(id -u)-$PORT}
HAPROXY=${HAPROXY:-$(command -v haproxy || echo /usr/sbin/haproxy)}
REPLICA_CMD=${REPLICA_CMD:-$PYTHON -m streamlit run}
STARTUP_TIMEOUT=${STARTUP_TIMEOUT:-90}

die() { echo "replicas.sh: $*" >&2; exit 1; }

# deploy/haproxy.cfg with the proxy's port and one server line per replica (the shipped file ends with its
# backend's server lines; for PORT=8501, REPLICA_PORT=8601 and N=2 the output is the shipped file itself).
config() {
    local count=$1 i
    sed -e "s/^    bind 127\.0\.0\.1:8501\$/    bind 127.0.0.1:$PORT/" -e '/^    server r[0-9][0-9]* /d' \
        "$ROOT/deploy/haproxy.cfg"
    for ((i = 1; i <= count; i++)); do
        printf '    server r%d 127.0.0.1:%d check cookie r%d\n' "$i" $((REPLICA_PORT + i - 1)) "$i"
    done
}

healthy() {  # healthy URL: true when URL/_stcore/health answers "ok"
    "$PYTHON" - "$1" <<'PY' >/dev/null 2>&1
import sys, urllib.request
with urllib.request.urlopen(sys.argv[1] + "/_stcore/health", timeout=2) as response:
    sys.exit(0 if response.read().strip() == b"ok" else 1)
PY
}

# The pid in a pid file, if that process is still ours (its command line names what we started).
live_pid() {
    local file=$1 pid
    [ -f "$file" ] || return 1
    pid=$(cat "$file")
    [ -n "$pid" ] && [ -r "/proc/$pid/cmdline" ] || return 1
    tr '\0' ' ' <"/proc/$pid/cmdline" | grep -qE 'haproxy|streamlit|python' || return 1
    echo "$pid"
}

stop_one() {
    local file=$1 pid
    if pid=$(live_pid "$file"); then
        kill -TERM "$pid" 2>/dev/null || true
        for _ in $(seq 100); do [ -d "/proc/$pid" ] || break; sleep 0.1; done
        if [ -d "/proc/$pid" ]; then kill -KILL "$pid" 2>/dev/null || true; sleep 0.2; fi
    fi
    rm -f "$file"
}

stop() {
    [ -d "$RUN_DIR" ] || { echo "nothing to stop ($RUN_DIR does not exist)"; return 0; }
    touch "$RUN_DIR/stopped"
    stop_one "$RUN_DIR/haproxy.pid"
    local file
    for file in "$RUN_DIR"/replica-*.pid; do
        [ -e "$file" ] && stop_one "$file" &
    done
    wait
    echo "stopped (logs in $RUN_DIR)"
}

start() {
    local count=${1:-2} i port pid deadline
    [[ "$count" =~ ^[1-9][0-9]*$ ]] || die "N must be a positive number, not '$count'"
    [ -x "$PYTHON" ] || die "no $PYTHON: run 'make app' once (it makes .venv), or set PYTHON"
    [ -x "$HAPROXY" ] || die "no haproxy: apt-get install haproxy (or 'make haproxy')"
    if live_pid "$RUN_DIR/haproxy.pid" >/dev/null; then die "already running (deploy/replicas.sh stop first)"; fi
    mkdir -p "$RUN_DIR"
    rm -f "$RUN_DIR"/replica-*.pid "$RUN_DIR"/replica-*.log "$RUN_DIR/stopped"
    if [ -z "${STREAMLIT_SERVER_COOKIE_SECRET:-}" ]; then
        STREAMLIT_SERVER_COOKIE_SECRET=$("$PYTHON" -c 'import secrets; print(secrets.token_hex(32))')
    fi
    export STREAMLIT_SERVER_COOKIE_SECRET
    config "$count" >"$RUN_DIR/haproxy.cfg"
    "$HAPROXY" -c -q -f "$RUN_DIR/haproxy.cfg" || die "invalid config $RUN_DIR/haproxy.cfg"

    cd "$ROOT"  # the replicas read .streamlit/config.toml from the working directory
    for ((i = 1; i <= count; i++)); do
        port=$((REPLICA_PORT + i - 1))
        # shellcheck disable=SC2086 # REPLICA_CMD is a command with its arguments
        REPLICA_INDEX=$i setsid $REPLICA_CMD app.py --server.address=127.0.0.1 --server.port="$port" \
            --server.headless=true </dev/null >"$RUN_DIR/replica-$i.log" 2>&1 &
        echo $! >"$RUN_DIR/replica-$i.pid"
    done
    deadline=$((SECONDS + STARTUP_TIMEOUT))
    for ((i = 1; i <= count; i++)); do
        port=$((REPLICA_PORT + i - 1))
        until healthy "http://127.0.0.1:$port"; do
            if ! live_pid "$RUN_DIR/replica-$i.pid" >/dev/null || ((SECONDS > deadline)); then
                tail -20 "$RUN_DIR/replica-$i.log" >&2 || true
                stop
                die "replica $i (port $port) did not become healthy"
            fi
            sleep 0.2
        done
    done
    # Every replica answers now, so HAProxy starts with all of them up; its checks take over from here.
    start_proxy
    echo "$count replicas on 127.0.0.1:$REPLICA_PORT..$((REPLICA_PORT + count - 1)) behind HAProxy:" \
        "http://127.0.0.1:$PORT (logs and pids in $RUN_DIR)"
}

start_proxy() {
    local pid deadline=$((SECONDS + STARTUP_TIMEOUT))
    setsid "$HAPROXY" -db -f "$RUN_DIR/haproxy.cfg" </dev/null >>"$RUN_DIR/haproxy.log" 2>&1 &
    pid=$!
    echo "$pid" >"$RUN_DIR/haproxy.pid"
    until healthy "http://127.0.0.1:$PORT"; do
        if ! [ -d "/proc/$pid" ] || ((SECONDS > deadline)); then
            cat "$RUN_DIR/haproxy.log" >&2 || true
            stop
            die "haproxy did not start"
        fi
        sleep 0.1
    done
}

# Stop HAProxy and start it again: every open WebSocket drops, and each tab reconnects, by its cookie, to the
# replica that holds its session (the replicas keep running).
restart_proxy() {
    live_pid "$RUN_DIR/haproxy.pid" >/dev/null || die "not running"
    stop_one "$RUN_DIR/haproxy.pid"
    start_proxy
    echo "HAProxy restarted on http://127.0.0.1:$PORT"
}

status() {
    local file pid name
    for file in "$RUN_DIR"/haproxy.pid "$RUN_DIR"/replica-*.pid; do
        [ -e "$file" ] || continue
        name=$(basename "$file" .pid)
        if pid=$(live_pid "$file"); then echo "$name: running (pid $pid)"; else echo "$name: not running"; fi
    done
    if healthy "http://127.0.0.1:$PORT"; then echo "proxy http://127.0.0.1:$PORT: healthy"; else echo "proxy: not answering"; fi
}

case "${1:-}" in
    start) start "${2:-2}" ;;
    stop) stop ;;
    status) status ;;
    restart-proxy) restart_proxy ;;
    config) config "${2:-2}" ;;
    run)
        start "${2:-2}"
        # A Ctrl-C also ends whatever reads our output (a pipe): then writing must not kill us before stop ran.
        trap '' PIPE
        trap 'trap - INT TERM HUP; { echo; } 2>/dev/null || true; stop 2>/dev/null || stop >/dev/null 2>&1 || true; exit 0' INT TERM HUP
        echo "Ctrl-C stops them."
        # Until a signal, or until `deploy/replicas.sh stop` from elsewhere (it leaves the file "stopped").
        while [ ! -e "$RUN_DIR/stopped" ]; do sleep 1 & wait $! || true; done
        stop
        ;;
    *) sed -n '2,17p' "$0" | sed 's/^# \{0,1\}//'; exit 2 ;;
esac
