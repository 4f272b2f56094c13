#!/usr/bin/env bash
# Check the MCP endpoint from outside with the official MCP Inspector CLI (v2):
# start `agentmemory serve` on a free loopback port with a scratch database and the fake
# embedder, then list the tools with --strict (exit 6 when a tool schema is not portable),
# call a tool, read a resource and list the prompts. Any non-zero exit fails the run.
# Needs node >= 20 and npm; the Inspector is installed into a scratch directory.
set -euo pipefail
cd "$(dirname "$0")/.."
repo="$PWD"

INSPECTOR_VERSION="${INSPECTOR_VERSION:-2}"
scratch="$(mktemp -d)"
server_pid=""
cleanup() {
    if [ -n "$server_pid" ]; then
        kill "$server_pid" 2>/dev/null || true
        wait "$server_pid" 2>/dev/null || true
    fi
    rm -rf "$scratch"
}
trap cleanup EXIT

echo "mcp-inspector: installing @modelcontextprotocol/inspector@${INSPECTOR_VERSION} into $scratch"
(cd "$scratch" && npm init -y >/dev/null 2>&1 \
    && npm install --silent --no-audit --no-fund "@modelcontextprotocol/inspector@${INSPECTOR_VERSION}" >/dev/null)

port="$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"
AGENTMEMORY_DATA_DIR="$scratch/data" AGENTMEMORY_EMBEDDING_PROVIDER=fake AGENTMEMORY_SECRET= PYTHONPATH=src \
    python3 -m agentmemory serve --host 127.0.0.1 --port "$port" 2>"$scratch/server.log" &
server_pid=$!

url="http://127.0.0.1:${port}"
for _ in $(seq 1 100); do
    if python3 -c "import sys, urllib.request; urllib.request.urlopen(sys.argv[1], timeout=1)" "$url/livez" \
        2>/dev/null; then
        break
    fi
    if ! kill -0 "$server_pid" 2>/dev/null; then
        echo "mcp-inspector: the server exited early:" >&2
        cat "$scratch/server.log" >&2
        exit 1
    fi
    sleep 0.2
done

inspect() {
    echo "mcp-inspector: $*"
    if ! (cd "$scratch" && npx --no-install mcp-inspector --cli "$url/mcp" "$@" \
            >"$scratch/out.json" 2>"$scratch/err.log"); then
        echo "mcp-inspector: FAILED: $*" >&2
        cat "$scratch/out.json" "$scratch/err.log" >&2
        exit 1
    fi
}

inspect --method tools/list --strict
grep -E "[0-9]+ errors?, [0-9]+ warnings?" "$scratch/err.log" | sed "s/^/mcp-inspector: /" || true
python3 - "$scratch/out.json" <<'EOF'
import json, sys
tools = json.load(open(sys.argv[1]))["tools"]
assert len(tools) > 5, tools
print(f"mcp-inspector: {len(tools)} tools listed, schemas portable (--strict)")
EOF
inspect --method tools/call --tool-name memory_save --tool-arg "content=inspector check" --tool-arg project=ci
grep -q '"isError": *false' "$scratch/out.json" || { cat "$scratch/out.json" >&2; exit 1; }
inspect --method tools/call --tool-name memory_smart_search --tool-arg "query=inspector"
inspect --method resources/read --uri agentmemory://status
inspect --method prompts/list

# The same checks over stdio: the Inspector starts `python3 -m agentmemory mcp` itself.
echo "mcp-inspector: stdio --method tools/list --strict"
if ! (cd "$scratch" && npx --no-install mcp-inspector --cli \
        -e AGENTMEMORY_DATA_DIR="$scratch/stdio-data" -e AGENTMEMORY_EMBEDDING_PROVIDER=fake \
        -e PYTHONPATH="$repo/src" python3 -m agentmemory mcp --method tools/list --strict \
        >"$scratch/stdio.json" 2>"$scratch/stdio.err"); then
    echo "mcp-inspector: FAILED over stdio" >&2
    cat "$scratch/stdio.json" "$scratch/stdio.err" >&2
    exit 1
fi
python3 -c "import json, sys; t = json.load(open(sys.argv[1]))['tools']; assert len(t) > 5; \
print(f'mcp-inspector: stdio: {len(t)} tools listed, schemas portable (--strict)')" "$scratch/stdio.json"
echo "mcp-inspector: OK"
