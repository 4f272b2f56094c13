"""Actions over REST: create, update, list, get, edges with cycle checks, frontier and next."""
from __future__ import annotations

import pytest


API = "/agentmemory"


class Clock:
    def __init__(self, t: float = 1_767_225_600.0):
        self.t = t

    def __call__(self) -> float:
        self.t += 1  # every action is a second younger than the previous one
        return self.t


@pytest.fixture(autouse=True)
def clock(services):
    services.shared.clock = Clock()


def create(client, title, **extra):
    r = client.post(f"{API}/actions", json={"title": title, **extra})
    assert r.status_code == 201, r.get_json()
    return r.get_json()["action"]["id"]


def edge(client, a, b, type="blocks"):
    return client.post(f"{API}/actions/edges", json={"from": a, "to": b, "type": type})


def frontier(client, **params):
    return [a["title"] for a in client.get(f"{API}/frontier", query_string=params).get_json()["actions"]]


# ---------------------------------------------------------------- create / get / update / list
def test_create_defaults_and_get(client):
    r = client.post(f"{API}/actions", json={"title": "write tests", "tags": "qa,ci", "project": "p"})
    assert r.status_code == 201
    action = r.get_json()["action"]
    assert (action["priority"], action["status"], action["tags"]) == (3, "pending", ["qa", "ci"])
    got = client.get(f"{API}/actions/get?id={action['id']}").get_json()
    assert got["action"] == action and got["waitingOn"] == [] and got["blockedBy"] == []
    assert client.get(f"{API}/actions/get?id=act_missing").status_code == 404
    assert client.get(f"{API}/actions/get").status_code == 400


def test_create_validation(client):
    assert client.post(f"{API}/actions", json={}).status_code == 400
    assert client.post(f"{API}/actions", json={"title": "x", "priority": 6}).status_code == 422
    assert client.post(f"{API}/actions", json={"title": "x", "priority": 0}).status_code == 422
    assert client.post(f"{API}/actions", json={"title": "x", "status": "later"}).status_code == 422
    r = client.post(f"{API}/actions", json={"title": "x", "dependsOn": ["act_nope"]})
    assert r.status_code == 404 and r.get_json()["missing"] == ["act_nope"]
    assert client.get(f"{API}/actions").get_json()["total"] == 0


def test_update_fields_and_completion(client):
    aid = create(client, "ship it")
    r = client.post(f"{API}/actions/update", json={"id": aid, "status": "done", "priority": 5})
    assert r.status_code == 200
    action = r.get_json()["action"]
    assert action["status"] == "done" and action["priority"] == 5 and action["completedAt"]
    reopened = client.post(f"{API}/actions/update", json={"id": aid, "status": "active"}).get_json()["action"]
    assert reopened["completedAt"] is None
    entry = client.get(f"{API}/audit?operation=action.update").get_json()["entries"][0]
    assert entry["detail"]["previous"] == {"status": "done"}
    assert client.post(f"{API}/actions/update", json={"id": "act_nope", "status": "done"}).status_code == 404
    assert client.post(f"{API}/actions/update", json={"id": aid}).status_code == 400
    assert client.post(f"{API}/actions/update", json={"id": aid, "status": "bogus"}).status_code == 422
    assert client.post(f"{API}/actions/update", json={"id": aid, "dependsOn": ["act_x"]}).status_code == 404


def test_list_filters(client):
    create(client, "a", project="p", priority=1)
    create(client, "b", project="p", priority=5, status="active")
    create(client, "c", project="q")
    assert [a["title"] for a in client.get(f"{API}/actions?project=p").get_json()["actions"]] == ["b", "a"]
    assert [a["title"] for a in client.get(f"{API}/actions?status=active").get_json()["actions"]] == ["b"]
    assert client.get(f"{API}/actions?status=nope").status_code == 422


# ---------------------------------------------------------------- edges and cycles
def test_edges_created_idempotent_and_validated(client):
    a, b = create(client, "a"), create(client, "b")
    assert edge(client, a, b).status_code == 201
    r = edge(client, a, b)
    assert r.status_code == 200 and r.get_json()["created"] is False
    assert edge(client, a, b, "relates").status_code == 201
    assert edge(client, a, a).status_code == 409
    assert edge(client, a, a, "relates").status_code == 409
    assert edge(client, a, "act_nope").status_code == 404
    assert edge(client, a, b, "owns").status_code == 422
    assert client.post(f"{API}/actions/edges", json={"to": b}).status_code == 400
    got = client.get(f"{API}/actions/get?id={b}").get_json()
    assert got["blockedBy"] == [a] and got["waitingOn"] == [a]


def test_dependency_cycle_is_refused(client):
    a = create(client, "a")
    b = create(client, "b", dependsOn=[a])      # b waits for a
    c = create(client, "c")
    assert edge(client, b, c).status_code == 201  # c waits for b (and so for a)
    r = edge(client, c, a)                        # a would wait for c: a -> c -> b -> a
    assert r.status_code == 409 and "cycle" in r.get_json()["error"]
    r = client.post(f"{API}/actions/update", json={"id": a, "dependsOn": [c]})
    assert r.status_code == 409
    assert client.post(f"{API}/actions/update", json={"id": a, "dependsOn": [a]}).status_code == 409
    # relates edges never form dependency cycles
    assert edge(client, c, a, "relates").status_code == 201
    assert client.get(f"{API}/actions/get?id={a}").get_json()["action"]["dependsOn"] == []


# ---------------------------------------------------------------- frontier / next
def test_frontier_order_and_blocking(client):
    setup = create(client, "set up db", priority=2)
    create(client, "migrate", priority=4, dependsOn=[setup])
    create(client, "old low", priority=1)
    create(client, "urgent", priority=5)
    blocker = create(client, "approve design", priority=3, status="active")
    build = create(client, "build ui", priority=5)
    edge(client, blocker, build)
    create(client, "parked", priority=5, status="blocked")
    create(client, "finished", priority=5, status="done")
    create(client, "second urgent", priority=5)
    assert frontier(client) == ["urgent", "second urgent", "approve design", "set up db", "old low"]
    client.post(f"{API}/actions/update", json={"id": setup, "status": "done"})
    client.post(f"{API}/actions/update", json={"id": blocker, "status": "cancelled"})
    assert frontier(client) == ["urgent", "build ui", "second urgent", "migrate", "old low"]  # age breaks ties


def test_frontier_and_next_by_project(client):
    assert client.get(f"{API}/next").get_json() == {"action": None}
    create(client, "p task", project="p", priority=2)
    create(client, "q task", project="q", priority=5)
    assert frontier(client, project="p") == ["p task"]
    assert client.get(f"{API}/next?project=p").get_json()["action"]["title"] == "p task"
    assert client.get(f"{API}/next").get_json()["action"]["title"] == "q task"


def test_action_events(client, services):
    seen = []
    services.store.on_commit(lambda events: seen.extend(n for n, _ in events if n.startswith("action.")))
    aid = create(client, "x")
    client.post(f"{API}/actions/update", json={"id": aid, "status": "active"})
    assert seen == ["action.created", "action.updated"]


# ---------------------------------------------------------------- isolated agents
def test_isolated_agents_see_only_their_actions(iso_client):
    c = iso_client
    a, b = {"X-Agent-Id": "alice"}, {"X-Agent-Id": "bob"}
    aid = c.post(f"{API}/actions", json={"title": "alice task"}, headers=a).get_json()["action"]["id"]
    assert c.get(f"{API}/actions", headers=b).get_json()["actions"] == []
    assert c.get(f"{API}/next", headers=b).get_json() == {"action": None}
    assert c.get(f"{API}/next", headers=a).get_json()["action"]["id"] == aid
    assert c.get(f"{API}/actions/get?id={aid}", headers=b).status_code == 404
    assert c.post(f"{API}/actions/update", json={"id": aid, "status": "done"}, headers=b).status_code == 404
    r = c.post(f"{API}/actions", json={"title": "bob task", "dependsOn": [aid]}, headers=b)
    assert r.status_code == 404
    bid = c.post(f"{API}/actions", json={"title": "bob task"}, headers=b).get_json()["action"]["id"]
    assert c.post(f"{API}/actions/edges", json={"from": bid, "to": aid}, headers=b).status_code == 404
