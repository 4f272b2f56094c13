"""A field given twice, in the query string or the path and in a JSON body, with different values is a 422
naming it, and changes nothing: a DELETE /slot?label=a with {"label": "b"} deleted `a` while the body said `b`.
The same value twice is fine (as an Idempotency-Key equal to the body's eventId is)."""
from __future__ import annotations

from agentmemory.api.rest import PREFIX


def _slot(client, label: str) -> int:
    return client.get(PREFIX + "/slot", query_string={"label": label}).status_code


def test_a_delete_whose_query_and_body_disagree_is_422_and_deletes_nothing(client):
    for label in ("keep_a", "keep_b"):
        assert client.post(PREFIX + "/slot", json={"label": label, "content": label}).status_code == 201
    r = client.delete(PREFIX + "/slot?label=keep_a", json={"label": "keep_b"})
    assert r.status_code == 422 and r.get_json()["field"] == "label", r.get_json()
    assert (_slot(client, "keep_a"), _slot(client, "keep_b")) == (200, 200)
    assert client.delete(PREFIX + "/slot?label=keep_a", json={"label": "keep_a"}).status_code == 200
    assert _slot(client, "keep_a") == 404


def test_a_path_and_a_body_that_disagree_is_422_and_writes_nothing(client):
    for name in ("alpha", "beta"):
        assert client.post(PREFIX + "/boards", json={"name": name}).status_code == 201
    r = client.post(PREFIX + "/boards/alpha/post", json={"name": "beta", "content": "meant for beta?"})
    assert r.status_code == 422 and r.get_json()["field"] == "name", r.get_json()
    for name in ("alpha", "beta"):
        assert client.get(PREFIX + f"/boards/{name}").get_json()["items"] == []
    r = client.post(PREFIX + "/boards/alpha/post", json={"name": "alpha", "content": "for alpha"})
    assert r.status_code == 201
    r = client.delete(PREFIX + "/boards/alpha", json={"name": "beta"})
    assert r.status_code == 422 and client.get(PREFIX + "/boards/alpha").status_code == 200


def test_the_same_value_in_the_path_and_the_body_agrees(client):
    oid = client.post(PREFIX + "/identity/overrides", json={"text": "I am Terence"}).get_json()["override"]["id"]
    assert client.delete(PREFIX + f"/identity/overrides/{oid}", json={"id": oid}).status_code == 200


def test_a_json_value_agrees_with_the_same_text_in_the_url():
    from agentmemory.api.rest import merged
    assert merged({"limit": 5, "latest": True}, {"limit": "5", "latest": "true"}) == {"limit": "5", "latest": "true"}


def test_a_query_name_repeated_with_different_values_is_422_and_deletes_nothing(client):
    """`DELETE /slot?label=a&label=b` deleted `a` (the first); a proxy taking the last would mean `b`."""
    for label in ("keep_a", "keep_b"):
        assert client.post(PREFIX + "/slot", json={"label": label, "content": label}).status_code == 201
    r = client.delete(PREFIX + "/slot?label=keep_a&label=keep_b")
    assert r.status_code == 422 and r.get_json()["field"] == "label", r.get_json()
    assert (_slot(client, "keep_a"), _slot(client, "keep_b")) == (200, 200)
    r = client.get(PREFIX + "/memories?limit=1&limit=50")
    assert r.status_code == 422 and r.get_json()["field"] == "limit", r.get_json()
    assert client.delete(PREFIX + "/slot?label=keep_a&label=keep_a").status_code == 200  # the same value agrees
    assert _slot(client, "keep_a") == 404


def test_regression_a_read_whose_path_and_query_disagree_is_422(client):
    """GET /boards/alpha?name=beta read alpha, the query's other name dropped without a word (the path won)."""
    for name in ("alpha", "beta"):
        assert client.post(PREFIX + "/boards", json={"name": name}).status_code == 201
    r = client.get(PREFIX + "/boards/alpha?name=beta")
    assert r.status_code == 422 and r.get_json()["field"] == "name", r.get_json()
    assert "path" in r.get_json()["error"] and "query string" in r.get_json()["error"]
    assert client.get(PREFIX + "/boards/alpha?name=alpha").get_json()["board"]["name"] == "alpha"
