"""The hook outbox (client/outbox.py) keeps one queue per token, named by the token's hash: events queued with
token A are never replayed with token B (they would be stored as B's agent), and no token is written down."""
from __future__ import annotations

from agentmemory.client import hook
from agentmemory.client.config import ClientConfig
from agentmemory.client.outbox import Outbox, token_key
from agentmemory.memory.admin.tokens import token_hash

TOKEN_A, TOKEN_B = "amt_tokenOfAgentA_0123456789", "amt_tokenOfAgentB_9876543210"


def _entry(i: int) -> dict:
    return {"path": "/observe", "body": {"hookType": "Stop", "sessionId": "s", "project": "p", "eventId": f"e{i}"}}


def test_a_queue_written_with_one_token_is_not_replayed_with_another(tmp_path):
    Outbox.for_token(tmp_path, TOKEN_A).append(_entry(1))
    Outbox.for_token(tmp_path, None).append(_entry(2))
    sent: list[dict] = []
    b = Outbox.for_token(tmp_path, TOKEN_B)
    assert b.pending() == 0 and b.replay(lambda e: sent.append(e) or "sent") == (0, 0) and sent == []
    a = Outbox.for_token(tmp_path, TOKEN_A)
    assert a.replay(lambda e: sent.append(e) or "sent") == (1, 0) and [e["body"]["eventId"] for e in sent] == ["e1"]
    assert Outbox.for_token(tmp_path, None).pending() == 1


def test_the_token_is_on_disk_only_as_its_hash(tmp_path):
    Outbox.for_token(tmp_path, TOKEN_A).append(_entry(1))
    names = sorted(p.name for p in tmp_path.iterdir())
    assert names == [f"outbox-{token_hash(TOKEN_A)}.jsonl"], names
    for p in tmp_path.iterdir():
        assert TOKEN_A not in p.read_text() and "tokenOfAgentA" not in p.name
    assert [box.key for box in Outbox.every(tmp_path)] == [token_hash(TOKEN_A)]


def test_the_hook_queues_each_tokens_events_apart(tmp_path):
    """Two agents' hooks on one machine (one data dir, a server that is down): each token's events wait in
    its own queue, so the hook of B never sends A's events with B's token."""
    dead = "http://127.0.0.1:9"  # the discard port: refused at once
    for token, prompt in ((TOKEN_A, "from a"), (TOKEN_B, "from b"), (TOKEN_A, "again a")):
        cfg = ClientConfig(url=dead, token=token, data_dir=tmp_path, timeout=0.2)
        hook.run("UserPromptSubmit", "claude-code", f'{{"hook_event_name": "UserPromptSubmit", "session_id": "s",'
                                                     f' "cwd": "/x", "prompt": "{prompt}"}}', cfg)
    queued = {token: Outbox.for_token(tmp_path, token).path.read_text() for token in (TOKEN_A, TOKEN_B)}
    assert queued[TOKEN_A].count('"prompt":"') == 2 and "from b" not in queued[TOKEN_A]
    assert queued[TOKEN_B].count('"prompt":"') == 1 and "from b" in queued[TOKEN_B]


def test_the_queue_key_is_the_servers_token_hash():
    assert token_key(TOKEN_A) == token_hash(TOKEN_A) and token_key("ü\ud800") == token_hash("ü\ud800")
