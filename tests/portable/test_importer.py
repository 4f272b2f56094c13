"""Importing conversations through the real REST API of the app (the ops a server runs for import-chat)."""
from __future__ import annotations

import json
from pathlib import Path

from agentmemory.api.rest import PREFIX
from agentmemory.ops import OPS_BY_NAME
from agentmemory.config import Settings
from agentmemory.portable.chats import read_conversations
from agentmemory.portable.importer import BATCH, event_id, import_conversations, session_id

FIXTURES = Path(__file__).parent / "fixtures"
MAX_BYTES = Settings().max_body_bytes  # AGENTMEMORY_MAX_BODY_BYTES' default


def rest_runner(client):
    """`run(op, input)` over the app's REST routes, as the CLI's forwarded runner does; counts the calls."""
    calls: list[str] = []

    def run(op_name: str, raw: dict):
        calls.append(op_name)
        method, path = OPS_BY_NAME[op_name].rest[0]
        if method == "GET":
            resp = client.get(PREFIX + path, query_string=raw)
        else:
            resp = client.open(PREFIX + path, method=method, json=raw)
        assert resp.status_code < 300, (op_name, resp.status_code, resp.get_json())
        return resp.get_json()
    run.calls = calls
    return run


def observations(client, sid: str) -> list[dict]:
    return client.get(f"{PREFIX}/observations", query_string={"sessionId": sid, "limit": 1000}).get_json()["observations"]


def test_each_conversation_becomes_a_session_of_turns_with_their_own_times(client):
    convs = read_conversations("chatgpt", str(FIXTURES / "chatgpt_conversations.json"), MAX_BYTES)
    summary = import_conversations(convs, rest_runner(client), "chatgpt", "chats", progress=False)
    assert summary["turnsStored"] == 6 and summary["sessionsWritten"] == 2 and summary["turnsRefused"] == 0
    sid = session_id("chatgpt", convs[0].id)
    assert sid == "chatgpt-6740a1b2-33c4-8000-9d2e-3b0f8f6e4a11"
    session = client.get(f"{PREFIX}/session", query_string={"sessionId": sid}).get_json()["session"]
    assert session["project"] == "chats" and session["title"] == "Pinning bcrypt" and session["status"] == "ended"
    rows = observations(client, sid)
    assert [r["data"]["speaker"] for r in rows] == ["user", "assistant", "user", "assistant"]
    assert all(r["hookType"] == "message" and r["type"] == "conversation" for r in rows)
    assert rows[0]["timestamp"].startswith("2025-01-01T10:01:00.25")
    assert rows[0]["data"]["eventId"] == event_id("chatgpt", convs[0].id, "u-1")
    # the same text said twice in a conversation is two turns (different eventIds, no false repeat)
    assert len(observations(client, session_id("chatgpt", convs[1].id))) == 2
    hits = client.post(f"{PREFIX}/search", json={"query": "bcrypt salt", "limit": 5}).get_json()
    assert hits["results"], hits


def test_importing_again_stores_nothing_and_writes_nothing(client):
    path = str(FIXTURES / "claude_conversations.json")
    first = import_conversations(read_conversations("claude", path, MAX_BYTES), rest_runner(client), "claude", "claude",
                                 progress=False)
    assert first["turnsStored"] == 3 and first["unchanged"] == 1  # the empty conversation has nothing to store
    audit_before = client.get(f"{PREFIX}/audit", query_string={"limit": 1000}).get_json()
    assert any(e["operation"] == "observe" for e in audit_before["entries"])
    run = rest_runner(client)
    again = import_conversations(read_conversations("claude", path, MAX_BYTES), run, "claude", "claude", progress=False)
    assert again["turnsStored"] == 0 and again["turnsAlreadyStored"] == 3 and again["unchanged"] == 2
    assert set(run.calls) == {"observations"}  # only reads: no session resumed, nothing written
    assert client.get(f"{PREFIX}/audit", query_string={"limit": 1000}).get_json() == audit_before


def test_a_conversation_that_grew_stores_only_its_new_turns(client, tmp_path):
    data = json.loads((FIXTURES / "claude_conversations.json").read_text())
    later = json.loads(json.dumps(data))
    data[0]["chat_messages"] = data[0]["chat_messages"][:2]
    (tmp_path / "early.json").write_text(json.dumps(data))
    (tmp_path / "later.json").write_text(json.dumps(later))
    import_conversations(read_conversations("claude", str(tmp_path / "early.json"), MAX_BYTES), rest_runner(client), "claude",
                         "claude", progress=False)
    summary = import_conversations(read_conversations("claude", str(tmp_path / "later.json"), MAX_BYTES), rest_runner(client),
                                   "claude", "claude", progress=False)
    assert summary["turnsStored"] == 1 and summary["turnsAlreadyStored"] == 2
    sid = session_id("claude", data[0]["uuid"])
    assert [r["data"]["messageId"] for r in observations(client, sid)] == [m["uuid"] for m in later[0]["chat_messages"]]


def test_turns_the_server_refuses_are_counted_and_named(make_client):
    client, _services = make_client(max_obs_per_session=2)
    convs = read_conversations("claude", str(FIXTURES / "claude_conversations.json"), MAX_BYTES)
    summary = import_conversations(convs, rest_runner(client), "claude", "claude", progress=False)
    assert summary["turnsStored"] == 2 and summary["turnsRefused"] == 1
    assert convs[0].id in summary["firstRefusal"] and "MAX_OBS_PER_SESSION" in summary["firstRefusal"]


def test_a_long_conversation_goes_in_batches_of_the_ops_limit(make_client):
    from agentmemory.portable.chats import Conversation, Turn
    client, _services = make_client(max_obs_per_session=BATCH + 10)
    conv = Conversation("long", "long one", None, [Turn(f"m{i}", "user" if i % 2 else "assistant",
                                                        f"turn number {i}", 1735725600.0 + i) for i in range(BATCH + 5)])
    run = rest_runner(client)
    summary = import_conversations([conv], run, "chatgpt", "p", progress=False)
    assert summary["turnsStored"] == BATCH + 5
    assert run.calls.count("observe_batch") == 2
    again = import_conversations([conv], rest_runner(client), "chatgpt", "p", progress=False)
    assert again["turnsStored"] == 0 and again["turnsAlreadyStored"] == BATCH + 5
