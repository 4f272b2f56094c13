"""U+0000 in any string a client sends: PostgreSQL text and JSONB cannot hold it, SQLite can; neither is a 500."""
from __future__ import annotations

from agentmemory.api.rest import PREFIX


def test_nul_in_a_filter_or_a_stored_field_is_never_a_500(client):
    r = client.post(PREFIX + "/session/start", json={"sessionId": "s-nul", "project": "a\x00b"})
    assert r.status_code == 200, r.get_data(as_text=True)
    for path, params in (("/memories", {"project": "a\x00"}), ("/timeline", {"project": "a\x00"}),
                         ("/sessions", {"project": "a\x00b"}), ("/lessons", {"project": "\x00"}),
                         ("/actions", {"project": "\x00", "status": "pending"}), ("/facts", {"project": "\x00"})):
        r = client.get(PREFIX + path, query_string=params)
        assert r.status_code == 200, (path, r.get_data(as_text=True))
    r = client.post(PREFIX + "/smart-search", json={"query": "a", "project": "a\x00b"})
    assert r.status_code == 200, r.get_data(as_text=True)
