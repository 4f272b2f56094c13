import pytest
"""Retrieval reinforcement: a memory found by smart-search gains trust, written off the search path."""
import helpers

from agentmemory.memory.admin.trust import TRUST_BUMP, TRUST_DEFAULT, bumped


def test_bumped_approaches_one_and_never_passes():
    assert bumped(0.5, 1) == 0.5 + TRUST_BUMP * 0.5
    assert bumped(0.5, 0) == 0.5
    assert 0.99 < bumped(0.5, 1000) <= 1.0


@pytest.mark.sqlite_only("checks the tables with SQLite SQL (the file, FTS5, float32 BLOBs)")
def test_smart_search_hit_bumps_trust_after_flush(client, services):
    mem = client.post("/agentmemory/remember", json={"content": "Deploys go through the staging cluster first",
                                                     "project": "p"}).json["memory"]
    other = client.post("/agentmemory/remember", json={"content": "Lunch is at noon", "project": "p"}).json["memory"]
    r = client.post("/agentmemory/smart-search", json={"query": "staging cluster deploys", "project": "p"})
    assert [x["id"] for x in r.json["results"]][:1] == [mem["id"]]
    # nothing is written on the search path
    assert "trust" not in client.get(f"/agentmemory/memories/{mem['id']}").json["memory"]
    assert services.trust.flush_hits() >= 1
    after = client.get(f"/agentmemory/memories/{mem['id']}").json["memory"]
    assert after["trust"] > TRUST_DEFAULT and after["hits"] == 1
    assert "trust" not in client.get(f"/agentmemory/memories/{other['id']}").json["memory"]
    row = helpers.sql(services.store, "SELECT confidence FROM search_docs WHERE item_id=?", (mem["id"],)).fetchone()
    assert row[0] == after["trust"]
    # the keyword index is untouched by the trust update
    r = client.post("/agentmemory/search", json={"query": "staging", "project": "p"})
    assert r.json["results"][0]["id"] == mem["id"]
