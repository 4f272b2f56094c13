"""HotRoutes (api/rest.py): POST /observe answered before Flask, with Flask's answers.

Every case is sent twice, to two servers built alike: once through the app as served
(HotRoutes first) and once straight to Flask (`HotRoutes.next`); status, content type,
the WWW-Authenticate header and the JSON body must be the same (ids aside).
"""
import json

import pytest

from agentmemory.api.rest import PREFIX, HotRoutes
from conftest import observe_payload

SECRET = "hot-secret"
AUTH = {"Authorization": f"Bearer {SECRET}"}


def norm(resp) -> tuple:
    body = resp.get_json()
    if isinstance(body, dict) and "observationId" in body:
        body = {**body, "observationId": body["observationId"][:4]}  # "obs_" + time and randomness
    return resp.status_code, resp.mimetype, resp.headers.get("WWW-Authenticate"), body


CASES = [
    ("stored", dict(json=observe_payload(text="first"), headers=AUTH)),
    ("deduplicated", dict(json=observe_payload(text="first"), headers=AUTH)),
    ("agent header", dict(json=observe_payload(text="by header"), headers={**AUTH, "X-Agent-Id": "a2"})),
    ("agent query", dict(json=observe_payload(session="s9", text="by query"), headers=AUTH, query_string={"agentId": "a3"})),
    ("no token", dict(json=observe_payload(text="x"))),
    ("wrong token", dict(json=observe_payload(text="x"), headers={"Authorization": "Bearer nope"})),
    ("bad json", dict(data=b'{"hookType": ', headers={**AUTH, "Content-Type": "application/json"})),
    ("not an object", dict(data=b"[1, 2]", headers={**AUTH, "Content-Type": "application/json"})),
    ("NaN", dict(data=b'{"x": NaN}', headers={**AUTH, "Content-Type": "application/json"})),
    ("empty body", dict(data=b"", headers={**AUTH, "Content-Type": "application/json"})),
    ("missing field", dict(json={k: v for k, v in observe_payload().items() if k != "sessionId"}, headers=AUTH)),
    ("wrong type", dict(json=observe_payload(hookType=7), headers=AUTH)),
    ("too big", dict(data=b'{"a": "' + b"x" * 5000 + b'"}', headers={**AUTH, "Content-Type": "application/json"})),
    ("other session's agent", dict(json=observe_payload(session="s9", text="intruder"),
                                   headers={**AUTH, "X-Agent-Id": "a4"})),
]


@pytest.mark.parametrize("isolated", [False, True])
def test_hot_observe_answers_exactly_as_flask_does(make_client, isolated):
    scope = "isolated" if isolated else "shared"
    hot_client, hot_svc = make_client(secret=SECRET, max_body_bytes=4096, agent_scope=scope)
    flask_client, _ = make_client(secret=SECRET, max_body_bytes=4096, agent_scope=scope)
    served = flask_client.application
    guard = served.wsgi_app  # api/guard.py stays in front of both
    assert isinstance(guard.next, HotRoutes)
    guard.next = guard.next.next  # this one is Flask alone
    for name, kwargs in CASES:
        got = hot_client.post(PREFIX + "/observe", **kwargs)
        want = flask_client.post(PREFIX + "/observe", **kwargs)
        assert norm(got) == norm(want), name
    rows = hot_svc.store.read().execute("SELECT count(*) FROM search_docs WHERE kind='observation'").fetchone()[0]
    # first and by query; in shared scope also by header and the other agent's (isolated: 404 for both)
    assert rows == (2 if isolated else 4)


def test_a_plain_observe_never_reaches_flask(client):
    hot = client.application.wsgi_app.next  # behind the guard
    calls = []
    flask_app = hot.next
    hot.next = lambda environ, start_response: calls.append(environ["PATH_INFO"]) or flask_app(environ, start_response)
    assert client.post(PREFIX + "/observe", json=observe_payload(text="fast")).status_code == 201
    assert calls == []
    assert client.get(PREFIX + "/observations", query_string={"sessionId": "s1"}).status_code == 200
    assert client.post(PREFIX + "/observe", data=b"{", content_type="application/json").status_code == 400
    assert calls == [PREFIX + "/observations", PREFIX + "/observe"]  # other routes and bad bodies go to Flask
    hits = client.post(PREFIX + "/search", json={"query": "fast"}).get_json()["results"]
    assert len(hits) == 1 and json.loads(json.dumps(hits))[0]["kind"] == "observation"
