"""AGENTMEMORY_MAX_CONTENT_CHARS holds a write's text fields too (README: "largest observation payload / memory
text"): a memory, lesson or slot text over a lowered limit is 422 naming the field and writes nothing; text at
the limit is stored."""
from __future__ import annotations

import pytest

from agentmemory.api.rest import PREFIX

LIMIT = 500


@pytest.mark.parametrize("path, body, field", [
    ("/remember", {"content": "m" * (LIMIT + 1)}, "content"),
    ("/agent/remember", {"content": "m" * (LIMIT + 1)}, "content"),
    ("/lessons", {"content": "l" * (LIMIT + 1)}, "content"),
    ("/slot", {"label": "notes", "content": "s" * (LIMIT + 1)}, "content"),
    ("/identity/overrides", {"text": "i" * (LIMIT + 1)}, "text"),
])
def test_a_text_over_a_lowered_limit_is_422_and_writes_nothing(make_client, path, body, field):
    client, _ = make_client(max_content_chars=LIMIT)
    before = client.get(PREFIX + "/audit", query_string={"limit": 100}).get_json()
    r = client.post(PREFIX + path, json=body)
    assert r.status_code == 422, r.get_json()
    assert r.get_json() == {"error": f"{field} is longer than {LIMIT} characters (AGENTMEMORY_MAX_CONTENT_CHARS)",
                            "field": field}
    assert client.get(PREFIX + "/audit", query_string={"limit": 100}).get_json() == before


def test_text_at_the_limit_is_stored(make_client):
    client, _ = make_client(max_content_chars=LIMIT)
    r = client.post(PREFIX + "/remember", json={"content": "k" * LIMIT})
    assert r.status_code == 201 and len(r.get_json()["memory"]["content"]) == LIMIT
    assert client.post(PREFIX + "/smart-search", json={"query": "q" * (LIMIT + 1)}).status_code == 200  # a read
