"""Tests for the bearer check (api/guard.py) and for the isolated agent scope.

The route list comes from the app's URL map, so a route added without auth
fails here without anyone having to remember this file.
"""
import re

import pytest

from agentmemory.api.rest import PREFIX
from agentmemory.app import build_services, create_app
from agentmemory.config import Settings
from helpers import observe_payload

SECRET = "s3cret"
PUBLIC = {"/livez"}
# Routes that skip the app-wide check, and why; adding one means adding it here on purpose.
EXEMPT = {"/viewer": "public", "/stream/mem-live/viewer": "self"}


@pytest.fixture
def settings(tmp_path):
    return Settings(data_dir=tmp_path / "data", embedding_provider="fake", secret=SECRET)


def audit_rows(services):
    return services.store.read().execute("SELECT count(*) FROM audit_log").fetchone()[0]


def endpoints(app):
    """(path, method) for every route of the app, path arguments filled with a dummy value."""
    out = []
    for rule in app.url_map.iter_rules():
        path = re.sub(r"<[^>]+>", "x", rule.rule)
        for method in sorted(rule.methods - {"HEAD", "OPTIONS"}):
            out.append((rule.rule, path, method))
    return out


def call(client, method, path, headers=None):
    kwargs = {"headers": headers or {}}
    if method in ("POST", "PUT", "PATCH"):
        kwargs["json"] = {}
    return client.open(path, method=method, **kwargs)


def test_exempt_routes_are_exactly_the_known_ones(app):
    exempt = {rule.rule: getattr(app.view_functions[rule.endpoint], "auth_exempt")
              for rule in app.url_map.iter_rules()
              if getattr(app.view_functions[rule.endpoint], "auth_exempt", None)}
    assert exempt == EXEMPT


def test_every_route_needs_the_token(app, client):
    checked = 0
    for rule, path, method in endpoints(app):
        if rule in PUBLIC or rule in EXEMPT:
            continue
        for headers in ({}, {"Authorization": "Bearer wrong"}, {"Authorization": f"Bearer {SECRET}x"},
                        {"Authorization": f"Bearer {SECRET[:-1]}"}, {"Authorization": f"Basic {SECRET}"},
                        {"Authorization": SECRET}, {"Authorization": "Bearer "},
                        {"Authorization": f"Bearer {SECRET.upper()}"}):
            r = call(client, method, path, headers)
            assert r.status_code == 401, (method, path, headers, r.status_code)
            err = r.is_json and r.get_json()["error"]  # the MCP endpoints: a JSON-RPC error object
            assert "token" in (err["message"] if isinstance(err, dict) else err), (method, path)
            assert r.headers["WWW-Authenticate"].startswith("Bearer")
        r = client.open(path + "?token=" + SECRET, method=method)  # a query token is not a header
        assert r.status_code == 401, (method, path)
        r = call(client, method, path, {"Authorization": f"Bearer {SECRET}"})
        assert r.status_code != 401, (method, path, r.get_data(as_text=True)[:200])
        checked += 1
    assert checked >= 20  # the REST ops at least


def test_rejected_requests_write_nothing(client, services):
    before = audit_rows(services)
    r = client.post(PREFIX + "/observe", json=observe_payload(), headers={"Authorization": "Bearer nope"})
    assert r.status_code == 401
    r = client.post(PREFIX + "/remember", json={"content": "x"})
    assert r.status_code == 401
    assert audit_rows(services) == before
    r = client.post(PREFIX + "/observe", json=observe_payload(), headers={"Authorization": f"Bearer {SECRET}"})
    assert r.status_code == 201
    assert audit_rows(services) > before


def test_scheme_is_case_insensitive_and_spaces_are_trimmed(client):
    for header in (f"bearer {SECRET}", f"BEARER {SECRET}", f"Bearer   {SECRET}  "):
        assert client.get(PREFIX + "/health", headers={"Authorization": header}).status_code == 200


def test_non_ascii_token_is_401_not_500(client):
    r = client.get(PREFIX + "/health", headers={"Authorization": "Bearer s3crét"})
    assert r.status_code == 401


def test_livez_never_needs_auth(client):
    for headers in ({}, {"Authorization": "Bearer wrong"}, {"Authorization": f"Bearer {SECRET}"}):
        r = client.get("/livez", headers=headers)
        assert r.status_code == 200 and r.get_json() == {"status": "ok"}


def test_preflight_is_not_blocked(client):
    assert client.options(PREFIX + "/observe").status_code != 401


def test_without_a_secret_no_token_is_needed(tmp_path):
    s = Settings(data_dir=tmp_path / "open", embedding_provider="fake")
    svc = build_services(s)
    try:
        assert create_app(s, svc).test_client().get(PREFIX + "/health").status_code == 200
    finally:
        svc.close()


# ------------------------------------------------------------------ isolated agent scope
@pytest.fixture
def isolated(make_client):
    return make_client(agent_scope="isolated")


def get(client, path, agent, how, **params):
    """GET as `agent`, named by the X-Agent-Id header or by the agentId parameter."""
    if how == "header":
        return client.get(PREFIX + path, query_string=params, headers={"X-Agent-Id": agent})
    return client.get(PREFIX + path, query_string={**params, "agentId": agent})


def post(client, path, agent, how, body):
    if how == "header":
        return client.post(PREFIX + path, json=body, headers={"X-Agent-Id": agent})
    return client.post(PREFIX + path, json={**body, "agentId": agent})


def seed_agent_a(client, how):
    obs = post(client, "/observe", "agent-a", how, observe_payload(session="sess-a", project="shared-proj",
                                                                    text="zebracorn launch codes"))
    assert obs.status_code == 201
    mem = post(client, "/remember", "agent-a", how, {"content": "zebracorn prefers tabs", "project": "shared-proj"})
    assert mem.status_code == 201
    return obs.get_json()["observationId"], mem.get_json()["memory"]["id"]


@pytest.mark.parametrize("how", ["header", "field"])
def test_isolated_agents_cannot_see_each_other(isolated, how):
    client, svc = isolated
    obs_id, mem_id = seed_agent_a(client, how)
    for agent, visible in (("agent-a", True), ("agent-b", False)):  # agent-a is the positive control
        sessions = get(client, "/sessions", agent, how).get_json()
        assert (sessions["total"] == 1) is visible
        observations = get(client, "/observations", agent, how, sessionId="sess-a").get_json()
        assert [o["id"] for o in observations["observations"]] == ([obs_id] if visible else [])
        memories = get(client, "/memories", agent, how).get_json()
        assert [m["id"] for m in memories["memories"]] == ([mem_id] if visible else [])
        assert get(client, f"/memories/{mem_id}", agent, how).status_code == (200 if visible else 404)
        for mode in ("keyword", "vector", "hybrid"):
            svc.shared.searcher.queue.drain()
            found = post(client, "/search", agent, how, {"query": "zebracorn launch codes", "mode": mode}).get_json()
            assert bool(found["results"]) is visible, (agent, mode)
            assert {r["id"] for r in found["results"]} <= {obs_id, mem_id}
        found = post(client, "/smart-search", agent, how, {"query": "zebracorn"}).get_json()
        assert {r["id"] for r in found["results"]} == ({obs_id, mem_id} if visible else set())
        expanded = post(client, "/smart-search", agent, how, {"query": "x", "expandIds": [obs_id, mem_id]})
        assert len(expanded.get_json()["results"]) == (2 if visible else 0)
        timeline = get(client, "/timeline", agent, how, project="shared-proj").get_json()
        assert bool(timeline["events"]) is visible
        timeline = get(client, "/timeline", agent, how, sessionId="sess-a").get_json()
        assert bool(timeline["events"]) is visible
        context = post(client, "/context", agent, how, {"project": "shared-proj"}).get_json()
        assert ("zebracorn" in context["context"]) is visible
        export = get(client, "/export", agent, how).get_json()
        assert ("zebracorn" in str(export["data"])) is visible
        assert (mem_id in str(export["data"])) is visible


def test_no_get_route_shows_another_agents_data(isolated):
    """Every GET route of the app, called as agent B with A's ids as parameters, never shows A's text or ids."""
    client, svc = isolated
    obs_id, mem_id = seed_agent_a(client, "header")
    svc.shared.searcher.queue.drain()
    params = {"sessionId": "sess-a", "project": "shared-proj", "id": mem_id, "query": "launch codes",
              "label": "persona"}
    checked, shown_to_a = 0, 0
    for rule in client.application.url_map.iter_rules():
        if "GET" not in rule.methods or rule.rule in PUBLIC or rule.rule in EXEMPT or "static" in rule.rule:
            continue
        path = re.sub(r"<[^>]+>", mem_id, rule.rule)
        r = client.get(path, query_string=params, headers={"X-Agent-Id": "agent-a"})
        shown_to_a += "zebracorn" in r.get_data(as_text=True)
        r = client.get(path, query_string=params, headers={"X-Agent-Id": "agent-b"})
        text = r.get_data(as_text=True)
        assert "zebracorn" not in text, (rule.rule, text[:300])
        if r.status_code != 404:  # a 404 may echo the id it was asked for
            assert obs_id not in text and mem_id not in text, (rule.rule, text[:300])
        checked += 1
    assert checked >= 10
    assert shown_to_a >= 5  # the same calls do show A its own data: the check above is not vacuous


def test_isolated_agent_cannot_write_into_or_forget_anothers_items(isolated):
    client, svc = isolated
    obs_id, mem_id = seed_agent_a(client, "header")
    b = {"X-Agent-Id": "agent-b"}
    # regression: an identical repeat by another agent used to be "deduplicated" with A's observation id
    r = client.post(PREFIX + "/observe", json=observe_payload(session="sess-a", project="shared-proj",
                                                              text="zebracorn launch codes"), headers=b)
    assert r.status_code == 404 and obs_id not in r.get_data(as_text=True)
    r = client.post(PREFIX + "/forget", json={"memoryId": mem_id}, headers=b)
    assert r.get_json()["deleted"] == []
    r = client.post(PREFIX + "/forget", json={"sessionId": "sess-a"}, headers=b)
    assert r.status_code == 404
    r = client.post(PREFIX + "/session/end", json={"sessionId": "sess-a"}, headers=b)
    assert r.status_code == 404
    a = {"X-Agent-Id": "agent-a"}
    assert client.get(PREFIX + f"/memories/{mem_id}", headers=a).status_code == 200
    assert client.get(PREFIX + "/observations", query_string={"sessionId": "sess-a"},
                      headers=a).get_json()["total"] == 1


def test_shared_scope_everyone_sees_everything(client):
    r = client.post(PREFIX + "/remember", json={"content": "zebracorn shared"},
                    headers={"X-Agent-Id": "agent-a", "Authorization": f"Bearer {SECRET}"})
    mem_id = r.get_json()["memory"]["id"]
    r = client.get(PREFIX + f"/memories/{mem_id}", headers={"X-Agent-Id": "agent-b",
                                                           "Authorization": f"Bearer {SECRET}"})
    assert r.status_code == 200 and r.get_json()["memory"]["agentId"] == "agent-a"


@pytest.mark.parametrize("how", ["header", "query"])
def test_an_agent_id_longer_than_a_field_may_be_is_refused_not_cut(isolated, how):
    """A header or query agentId over 200 characters was cut to its first 200 (a field that long is 422):
    two names sharing those 200 characters acted as one agent."""
    from agentmemory.memory.common import ID_MAX
    from agentmemory.ops.schemas import Id
    assert Id.__metadata__[0].metadata[1].max_length == ID_MAX  # one limit for fields, headers and parameters
    client, _ = isolated
    name = "a" * ID_MAX
    for agent, status in ((name + "b", 422), (name, 201)):
        body = {"content": "zebracorn prefers tabs", "project": "p"}
        if how == "header":
            answer = client.post(PREFIX + "/remember", json=body, headers={"X-Agent-Id": agent})
        else:
            answer = client.post(PREFIX + "/remember", json=body, query_string={"agentId": agent})
        assert answer.status_code == status, answer.get_json()
        if status == 422:
            assert answer.get_json()["field"] == ("X-Agent-Id" if how == "header" else "agentId")
            assert get(client, "/memories", name, "header").get_json()["memories"] == []  # nothing written
    assert len(get(client, "/memories", name, "header").get_json()["memories"]) == 1
