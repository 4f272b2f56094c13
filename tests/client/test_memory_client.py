"""MemoryClient and AsyncMemoryClient against a live server (the app on a loopback port)."""
from __future__ import annotations

import asyncio
import http.server
import json
import threading

import pytest

from agentmemory.client import (
    ApiError,
    AsyncMemoryClient,
    MemoryClient,
    MemoryProvider,
    ServerUnavailable,
)
from agentmemory.client.config import ClientConfig


@pytest.fixture
def memclient(live_server, tmp_path):
    with MemoryClient(live_server.url, config=ClientConfig(data_dir=tmp_path)) as client:
        yield client


def test_core_operations(memclient):
    saved = memclient.remember("The staging database is Postgres 16 on db-stage", project="shop", type="fact")
    mem_id = saved["memory"]["id"]
    assert memclient.observe("s1", "UserPromptSubmit", {"prompt": "how do I reach staging?"}, project="shop")
    hits = memclient.smart_search("staging database", project="shop")
    assert any(mem_id in json.dumps(h) for h in hits["results"])
    assert "Postgres 16" in memclient.context("shop")["context"]
    assert "Postgres 16" in memclient.recall("which database runs staging", project="shop")["block"]
    memclient.save_lesson("Run the migrations before the tests", project="shop", confidence=0.8)
    assert memclient.lessons(project="shop")["lessons"][0]["content"] == "Run the migrations before the tests"
    assert any(s["label"] == "persona" for s in memclient.slots()["slots"])
    memclient.forget(memory_id=mem_id)
    with pytest.raises(ApiError) as err:
        memclient.call("GET", f"/memories/{mem_id}")
    assert err.value.status == 404 and mem_id in err.value.message


def test_errors_carry_the_servers_status_and_message(memclient):
    with pytest.raises(ApiError) as err:
        memclient.remember("", project="shop")
    assert err.value.status == 422 and "content" in err.value.message
    with pytest.raises(ApiError) as err:
        memclient.forget()  # neither a memory nor a session named
    assert err.value.status in (400, 422) and err.value.message


def test_duplicates_by_event_id_are_stored_once(memclient):
    for _ in range(3):
        memclient.remember("Deploys happen on Tuesdays", project="ops", event_id="ev-deploy-1")
        memclient.observe("s2", "PostToolUse", {"tool_name": "Bash", "tool_input": {"command": "make deploy"}},
                    project="ops", event_id="ev-obs-1")
    assert len([m for m in memclient.call("GET", "/memories", query={"project": "ops"})["memories"]]) == 1
    assert memclient.call("GET", "/observations", query={"sessionId": "s2"})["total"] == 1


def test_sync_now_distils_a_session_sync_and_async(memclient, live_server, tmp_path):
    text = "We decided to keep the invoices in S3 with a 90 day lifecycle rule, because audits need three months."
    memclient.observe("s-sync", "UserPromptSubmit", {"prompt": text}, project="billing")
    [episode] = memclient.sync_now("s-sync")["episodes"]
    assert episode["sessionId"] == "s-sync" and "S3" in episode["summary"]
    # wait=False answers at once; this in-process server runs no distiller thread, so nothing is queued
    assert memclient.sync_now("s-sync", wait=False)["queued"] == []

    async def main():
        async with AsyncMemoryClient(live_server.url, config=ClientConfig(data_dir=tmp_path)) as client:
            await client.observe("s-async", "UserPromptSubmit", {"prompt": text}, project="billing")
            return await client.sync_now("s-async")
    assert [e["sessionId"] for e in asyncio.run(main())["episodes"]] == ["s-async"]
    with pytest.raises(ApiError) as err:
        memclient.sync_now("no-such-session")
    assert err.value.status == 404


def test_call_takes_a_route_as_the_readme_table_writes_it(memclient, live_server, tmp_path):
    """`GET /agentmemory/health` copied from the op table reaches the same operation as `/health`."""
    assert memclient.call("GET", "/agentmemory/health")["status"] == memclient.call("GET", "/health")["status"]

    async def main():
        async with AsyncMemoryClient(live_server.url, config=ClientConfig(data_dir=tmp_path)) as client:
            return await client.call("GET", "/agentmemory/sessions")
    assert "sessions" in asyncio.run(main())


def test_async_client(live_server, tmp_path):
    async def main():
        async with AsyncMemoryClient(live_server.url, config=ClientConfig(data_dir=tmp_path)) as memclient:
            await memclient.remember("The async client shares the typed methods", project="a")
            hits, ctx = await asyncio.gather(memclient.smart_search("async client", project="a"), memclient.context("a"))
            with pytest.raises(ApiError):
                await memclient.recall("")
            return hits, ctx
    hits, ctx = asyncio.run(main())
    assert hits["results"] and "async client" in ctx["context"]


def test_bearer_token_auth(make_client, tmp_path):
    from helpers import LiveServer
    client, _ = make_client(secret="s3cret")
    srv = LiveServer(client.application)
    try:
        with pytest.raises(ApiError) as err:
            MemoryClient(srv.url, config=ClientConfig(data_dir=tmp_path)).health()
        assert err.value.status == 401
        assert MemoryClient(srv.url, token="s3cret", config=ClientConfig(data_dir=tmp_path)).health()["status"]
    finally:
        srv.stop()


class Flaky(http.server.BaseHTTPRequestHandler):
    """Answers 503, then 429, then 200: the client must retry through both."""
    answers = [503, 429, 200]
    seen: list[int] = []

    def do_POST(self):
        self.rfile.read(int(self.headers.get("Content-Length", 0)))
        status = self.answers[min(len(self.seen), 2)]
        self.seen.append(status)
        body = json.dumps({"error": "busy"} if status != 200 else {"results": []}).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):
        pass


def test_retries_with_backoff_on_429_and_5xx_and_says_when_nobody_answers(tmp_path):
    srv = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Flaky)
    threading.Thread(target=srv.serve_forever, daemon=True).start()
    try:
        client = MemoryClient(f"http://127.0.0.1:{srv.server_port}", config=ClientConfig(data_dir=tmp_path))
        assert client.smart_search("x") == {"results": []}
        assert Flaky.seen == [503, 429, 200]
    finally:
        srv.shutdown()
    with pytest.raises(ServerUnavailable):
        MemoryClient(f"http://127.0.0.1:{srv.server_port}", retries=1, config=ClientConfig(data_dir=tmp_path)).health()


def test_provider_lifecycle_hooks(live_server, tmp_path):
    client = MemoryClient(live_server.url, config=ClientConfig(data_dir=tmp_path))
    provider = MemoryProvider(client, project="agent")
    client.remember("The user prefers answers in British English", project="agent")
    provider.queue_prefetch("what spelling does the user prefer", "sess-p")
    block = provider.prefetch("what spelling does the user prefer", "sess-p")
    assert block.startswith("## Recalled Memory") and "British English" in block
    assert provider.prefetch("zzqx unrelated nothing", "sess-p") == ""
    provider.on_turn_complete("hello there", "hi, how can I help?", "sess-p")
    provider.on_turn_complete("hello there", "hi, how can I help?", "sess-p")  # a second turn, same words
    provider.on_pre_compact([{"role": "user", "content": "remember the API key rotates monthly"}], "sess-p")
    provider.on_memory_write("add", "memory", "The API key rotates monthly")
    provider.on_memory_write("add", "memory", "The API key rotates monthly")  # mirrored twice: stored once
    provider.on_memory_write("replace", "user_preferences", "Short answers, British spelling")
    slot = client.call("GET", "/slot", query={"label": "user_preferences", "project": "agent"})["slot"]
    assert "British spelling" in slot["content"] and slot["project"] == "agent"  # the provider's project's slot
    provider.on_session_end([{"role": "assistant", "content": "done for today"}], "sess-p")
    obs = client.call("GET", "/observations", query={"sessionId": "sess-p"})["observations"]
    texts = [o["narrative"] for o in obs]
    assert texts.count("hello there") == 2 and any("API key rotates" in t for t in texts)
    mems = client.smart_search("API key rotates monthly", project="agent", kinds=["memory"])["results"]
    assert len([m for m in mems if "rotates monthly" in json.dumps(m)]) == 1
    session = client.call("GET", "/session", query={"sessionId": "sess-p"})["session"]
    assert session["status"] == "ended"
    provider.shutdown()
