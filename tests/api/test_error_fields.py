"""A 422 names the field the client sent, never pydantic's internal names for a union's branches."""
from __future__ import annotations

import pytest

from agentmemory.api.rest import PREFIX
from helpers import observe_payload


@pytest.mark.parametrize("path, body, field", [
    ("/observe", observe_payload(timestamp=True), "timestamp"),
    ("/observe", observe_payload(timestamp=[1]), "timestamp"),
    ("/typed/preferences", {"fields": {"topic": "x"}, "patch": 5}, "patch"),
    ("/typed/preferences", {"key": "k", "patch": {"field": "", "search": "a"}}, "patch.field"),
    ("/typed/preferences", {"key": "k", "patch": [{"field": "topic"}]}, "patch.0.search"),
])
def test_a_union_field_is_named_as_sent(client, path, body, field):
    r = client.post(PREFIX + path, json=body)
    assert r.status_code in (400, 422), r.get_json()
    got = r.get_json()
    assert got["field"] == field, got
    assert f" {field}" in got["error"], got


@pytest.mark.parametrize("agent", ["bad id\n", " padded", "tab\tin"])
def test_an_agent_name_refused_says_why_in_words(client, agent):
    r = client.post(PREFIX + "/tokens", json={"agentId": agent})
    assert r.status_code == 422 and r.get_json()["field"] == "agentId"
    assert "control characters" in r.get_json()["error"] and "\\x00" not in r.get_json()["error"]


def test_a_batch_item_error_names_the_item_whoever_found_it(client):
    items = [observe_payload(session="bt1"), {"hookType": "message", "project": "p"},
             observe_payload(session="bt1", timestamp="not a time")]
    r = client.post(PREFIX + "/observe/batch", json={"observations": items})
    assert r.status_code == 200, r.get_json()
    fields = [res.get("field") for res in r.get_json()["results"]]
    assert fields == [None, "observations[1].sessionId", "observations[2].timestamp"]
