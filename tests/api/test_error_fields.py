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


@pytest.mark.parametrize("path, body, field", [
    ("/smart-search", {"query": "deploy", "limit": True}, "limit"),
    ("/remember", {"content": "use uv for every install", "importance": False}, "importance"),
    ("/lessons", {"content": "pin the lockfile before a release", "confidence": True}, "confidence"),
])
def test_a_number_field_refuses_true_and_false(client, path, body, field):
    """JSON's true is no 1: a limit or an importance sent as a boolean is a client's mistake, named, nothing stored."""
    before = client.get(PREFIX + "/health").get_json()["counts"]
    r = client.post(PREFIX + path, json=body)
    assert r.status_code == 422, r.get_json()
    assert r.get_json()["field"] == field and "not true or false" in r.get_json()["error"], r.get_json()
    assert client.get(PREFIX + "/health").get_json()["counts"] == before


def test_a_number_field_still_takes_a_numeric_string(client):
    assert client.post(PREFIX + "/smart-search", json={"query": "deploy", "limit": "3"}).status_code == 200
    assert client.get(PREFIX + "/sessions?limit=5").status_code == 200


TOKEN = "gh" + "p_" + "abcdefghijklmnopqrstuvwxyz0123456789"  # assembled: no literal a scanner would flag


@pytest.mark.parametrize("path, body, field", [
    ("/slot", {"label": TOKEN}, "label"),
    ("/boards", {"name": TOKEN}, "name"),
    (f"/typed/{TOKEN}", {"fields": {"a": "b"}}, "type"),
    ("/observe/batch", {"observations": [observe_payload(), observe_payload(hookType=TOKEN[:100])]}, None),
])
def test_regression_a_name_that_looks_like_a_secret_is_refused_in_those_words(client, path, body, field):
    """A slot label or board name matching its pattern but holding a token was redacted, and the marker then failed the
    pattern: 422 "should match pattern '^[a-z0-9_-]{1,64}$'", for a value the client never sent."""
    before = client.get(PREFIX + "/health").get_json()["counts"]
    r = client.post(PREFIX + path, json=body)
    if field is None:  # a free-form field holds the marker: redacted and stored, as any text is
        assert r.status_code == 200 and all("observationId" in x for x in r.get_json()["results"]), r.get_json()
        return
    assert r.status_code == 422 and r.get_json()["field"] == field, r.get_json()
    assert "looks like a secret" in r.get_json()["error"] and "pattern" not in r.get_json()["error"]
    assert client.get(PREFIX + "/health").get_json()["counts"] == before


@pytest.mark.parametrize("path", ["/search", "/smart-search"])
@pytest.mark.parametrize("kinds", [["memorys"], "memory,lessons", ["observation", "board"]])
def test_a_kind_no_search_row_has_is_a_422_naming_kinds(client, path, kinds):
    """A misspelt kind found nothing and answered 200 with no results: as if the store held nothing of it."""
    r = client.post(PREFIX + path, json={"query": "anything", "kinds": kinds})
    assert r.status_code == 422, r.get_json()
    assert r.get_json()["field"].startswith("kinds"), r.get_json()
    assert "'memory'" in r.get_json()["error"], r.get_json()  # the kinds it takes are listed
    ok = client.post(PREFIX + path, json={"query": "anything", "kinds": "memory,lesson"})
    assert ok.status_code == 200, ok.get_json()


def test_the_declared_kinds_are_the_kinds_search_rows_are_built_with():
    import inspect
    import re
    from agentmemory.memory import indexing
    built = set(re.findall(r'kind="(\w+)"', inspect.getsource(indexing)))
    assert built == set(indexing.DOC_KINDS)
