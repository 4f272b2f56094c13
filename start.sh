#!/usr/bin/env bash
# Start agentmemory the way a Hugging Face Space (or any container) runs it:
#   1. restore the database from the backup target, when one is configured
#      (AGENTMEMORY_BACKUP_TARGET, or AGENTMEMORY_DATASET_REPO + HF_TOKEN);
#   2. serve it with `agentmemory serve` (gunicorn's gthread worker: one process, threads) on $HOST:$PORT;
#   3. run the backup loop beside it (every SYNC_INTERVAL seconds, when changed).
# SIGTERM/SIGINT stop the server first, then the loop, which backs up one last
# time. If the server or the loop dies on its own, the other is stopped and the
# script exits non-zero, so the platform restarts the container.
set -uo pipefail
cd "$(dirname "$0")"

export PYTHONPATH="$PWD/src${PYTHONPATH:+:$PYTHONPATH}"
export PYTHONUNBUFFERED=1
export TOKENIZERS_PARALLELISM=false
# The loop below does the backups; the server process must not run a second one.
export AGENTMEMORY_SYNC_ENABLED=false
HOST="${HOST:-0.0.0.0}"
PORT="${PORT:-7860}"
PYTHON="${PYTHON:-python3}"

log() { echo "start.sh: $*" >&2; }

have_target=""
if [ -n "${AGENTMEMORY_BACKUP_TARGET:-}${AGENTMEMORY_DATASET_REPO:-}" ]; then
    have_target=1
    "$PYTHON" sync.py restore
    rc=$?
    case "$rc" in
        0) ;;
        4) log "no backup yet: starting with the local database" ;;
        3) log "restore refused (see above): starting with the local database" ;;
        *) log "restore failed (exit $rc): not starting, so an empty database cannot overwrite the backup"
           exit "$rc" ;;
    esac
else
    log "no backup target configured (AGENTMEMORY_BACKUP_TARGET / AGENTMEMORY_DATASET_REPO): backups are off"
fi

stopping=""
trap 'stopping=1' TERM INT

# gunicorn's gthread worker: one process (the store has one writer), 16 request threads;
# SIGTERM lets requests in flight finish, then closes the services. On a Space, Hugging Face's
# own proxy stands in front; elsewhere, when exposed, put a buffering proxy in front (deploy/).
"$PYTHON" -m agentmemory serve --host "$HOST" --port "$PORT" &
server_pid=$!

sync_pid=""
if [ -n "$have_target" ]; then
    "$PYTHON" sync.py loop &
    sync_pid=$!
fi

# Never leave a child behind, whatever happens below.
trap 'kill -TERM $server_pid $sync_pid 2>/dev/null' EXIT

# Sleep until a signal arrives (wait returns early, the trap sets $stopping) or a child exits.
server_rc=""
sync_rc=""
while [ -z "$stopping" ]; do
    finished=""
    wait -n -p finished
    rc=$?
    finished="${finished:-}"  # unset when a signal interrupted the wait
    if [ "$finished" = "$server_pid" ]; then server_rc=$rc; break; fi
    if [ -n "$sync_pid" ] && [ "$finished" = "$sync_pid" ]; then sync_rc=$rc; break; fi
done

# SIGTERM a child and wait for it to exit, even if more signals interrupt the wait.
stop_child() {
    local pid=$1 rc
    kill -TERM "$pid" 2>/dev/null
    while :; do
        wait "$pid"
        rc=$?
        kill -0 "$pid" 2>/dev/null || return "$rc"
    done
}

# The server first (no more writes), then the loop: its final backup holds everything.
if [ -z "$server_rc" ]; then stop_child "$server_pid"; server_rc=$?; fi
if [ -n "$sync_pid" ] && [ -z "$sync_rc" ]; then stop_child "$sync_pid"; sync_rc=$?; fi
sync_rc="${sync_rc:-0}"

if [ -n "$stopping" ]; then
    log "stopped (server exit $server_rc, backup loop exit $sync_rc)"
    exit "$sync_rc"
fi
log "a process died on its own (server exit $server_rc, backup loop exit $sync_rc): exiting"
if [ "$server_rc" -ne 0 ]; then exit "$server_rc"; fi
exit 1
