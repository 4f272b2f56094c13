"""Tests for memory/portability.py: export -> import round trips, strategies, bad input, CLI."""
import json

import pytest

from agentmemory.__main__ import main
from agentmemory.api.rest import PREFIX
from agentmemory.app import build_services, create_app
from agentmemory.config import Settings
from helpers import observe_payload

TABLES = ("kv_store", "audit_log", "search_docs", "embed_queue", "vectors")


class Server:
    """A fresh server on its own data dir."""

    def __init__(self, path):
        self.settings = Settings(data_dir=path, embedding_provider="fake")
        self.services = build_services(self.settings)
        self.client = create_app(self.settings, self.services).test_client()

    def post(self, path, body, status=None):
        r = self.client.post(PREFIX + path, json=body)
        if status is not None:
            assert r.status_code == status, r.get_json()
        return r

    def export(self):
        r = self.client.get(PREFIX + "/export")
        assert r.status_code == 200
        return r.get_json()

    def search(self, query, mode="keyword"):
        return [h["id"] for h in self.post("/search", {"query": query, "mode": mode}, 200).get_json()["results"]]

    def counts(self):
        conn = self.services.store.read()
        return {t: conn.execute(f"SELECT count(*) FROM {t}").fetchone()[0] for t in TABLES}

    def docs(self):
        return [tuple(r) for r in self.services.store.read().execute(
            "SELECT kind, item_id, scope, project, agent_id, session_id, ts, seq, importance, title, body, context,"
            " tags FROM search_docs ORDER BY kind, item_id")]

    def close(self):
        self.services.close()


@pytest.fixture
def servers(tmp_path):
    made = []

    def make(name):
        s = Server(tmp_path / name)
        made.append(s)
        return s
    yield make
    for s in made:
        s.close()


def populate(s: Server):
    for i, text in enumerate(["we chose postgres for the ledger", "the ledger needs daily snapshots",
                              "snapshots go to the eu bucket"]):
        s.post("/observe", observe_payload(session="s1", project="bank", text=text,
                                           timestamp=f"2026-01-02T03:0{i}:00Z"), 201)
    s.post("/observe", {"hookType": "post_tool_use", "sessionId": "s2", "project": "bank",
                        "data": {"tool_name": "Bash", "tool_input": {"command": "pytest -q tests/ledger"},
                                 "tool_response": {"stdout": "3 failed: ledger rounding"}}}, 201)
    s.post("/session/end", {"sessionId": "s2"}, 200)
    for content in ("Ledger amounts are stored in cents as integers",
                    "Ledger amounts are stored in cents as bigint integers",
                    "Ledger amounts are stored in cents as bigint integers always"):
        s.post("/remember", {"content": content, "project": "bank"}, 201)
    s.post("/remember", {"content": "Deploys happen on tuesdays", "project": "bank", "type": "decision"}, 201)


def test_round_trip_gives_identical_data_and_search(servers):
    src = servers("src")
    populate(src)
    exported = src.export()
    assert exported["format"] == "agentmemory-export" and exported["version"] == 1
    data = exported["data"]
    assert len(data["mem:memories"]) == 4 and len(data["mem:sessions"]) == 2
    assert len(data["mem:obs:s1"]) == 3 and len(data["mem:obs:s2"]) == 1
    assert "mem:dedup" not in data

    dst = servers("dst")
    r = dst.post("/import", {"exportData": exported, "strategy": "merge"}, 200).get_json()
    assert r["added"] == sum(len(v) for v in data.values()) and r["replaced"] == r["skipped"] == 0
    assert dst.export()["data"] == data
    # indexed exactly like a fresh write: same search rows, same keyword answers
    assert dst.docs() == src.docs()
    for q in ("ledger snapshots", "postgres", "cents integers", "rounding", "tuesdays"):
        # the same hits (near-ties may order differently: row ids differ after an import)
        assert sorted(dst.search(q)) == sorted(src.search(q)) != [], q
    # versions survive: only the newest is latest
    latest = dst.client.get(PREFIX + "/memories").get_json()["memories"]
    assert sorted(m["version"] for m in latest) == [1, 3]
    # vectors are rebuilt by the queue in the new server
    assert dst.search("ledger cents", "vector") == []
    dst.services.shared.searcher.queue.drain()
    assert dst.search("ledger cents", "vector") != []
    # the imported sessions carry on: the next observation continues the sequence
    dst.post("/observe", observe_payload(session="s1", project="bank", text="a fourth turn"), 201)
    seqs = [o["seq"] for o in dst.client.get(PREFIX + "/observations",
                                              query_string={"sessionId": "s1"}).get_json()["observations"]]
    assert seqs == [0, 1, 2, 3]


def test_import_twice_with_merge_is_idempotent(servers):
    src, dst = servers("src"), servers("dst")
    populate(src)
    exported = src.export()
    dst.post("/import", {"exportData": exported}, 200)
    docs = dst.docs()
    r = dst.post("/import", {"exportData": exported}, 200).get_json()
    assert r["added"] == 0 and r["replaced"] == sum(len(v) for v in exported["data"].values())
    assert dst.export()["data"] == exported["data"] and dst.docs() == docs


def test_skip_keeps_existing_items(servers):
    src, dst = servers("src"), servers("dst")
    populate(src)
    exported = src.export()
    dst.post("/import", {"exportData": exported}, 200)
    dst.post("/session/start", {"sessionId": "s2", "project": "bank", "title": "changed here"}, 200)
    r = dst.post("/import", {"exportData": exported, "strategy": "skip"}, 200).get_json()
    assert r["added"] == 0 and r["skipped"] == sum(len(v) for v in exported["data"].values())
    sess = {s["sessionId"]: s for s in dst.client.get(PREFIX + "/sessions").get_json()["sessions"]}
    assert (sess["s2"]["title"], sess["s2"]["status"]) == ("changed here", "active")
    r = dst.post("/import", {"exportData": exported, "strategy": "merge"}, 200).get_json()
    sess = {s["sessionId"]: s for s in dst.client.get(PREFIX + "/sessions").get_json()["sessions"]}
    assert (sess["s2"]["title"], sess["s2"]["status"]) == (None, "ended")  # merge overwrites


def test_replace_wipes_everything_first(servers):
    src, dst = servers("src"), servers("dst")
    populate(src)
    exported = src.export()
    local = dst.post("/remember", {"content": "Only the destination knows about quetzals"}, 201).get_json()
    dst.post("/observe", observe_payload(session="local", text="quetzal sighting"), 201)
    dst.services.shared.searcher.queue.drain()
    assert dst.search("quetzals") and dst.search("quetzals", "vector")
    dst.post("/import", {"exportData": exported, "strategy": "replace"}, 200)
    assert dst.export()["data"] == exported["data"]
    assert dst.search("quetzals") == [] and dst.search("quetzals", "vector") == []
    assert dst.client.get(PREFIX + f"/memories/{local['memory']['id']}").status_code == 404
    conn = dst.services.store.read()
    assert conn.execute("SELECT count(*) FROM vectors WHERE item_id=?", (local["memory"]["id"],)).fetchone()[0] == 0
    assert dst.docs() == src.docs()
    assert conn.execute("SELECT count(*) FROM audit_log WHERE operation='import'").fetchone()[0] == 1


def envelope(data, **kw):
    return {"format": "agentmemory-export", "version": 1, "data": data, **kw}


@pytest.mark.parametrize("export_data, field", [
    ({"format": "something-else", "version": 1, "data": {}}, "exportData.format"),
    ({"format": "agentmemory-export", "version": 99, "data": {}}, "exportData.version"),
    (envelope([1, 2]), "exportData.data"),
    (envelope({"mem:memories": [1]}), "exportData.data"),
    (envelope({"not-a-scope": {}}), "exportData.data"),
    (envelope({"mem:memories": {"m1": "a string"}}), "exportData.data"),
    (envelope({"mem:memories": {"m1": {"id": "m2", "content": "x", "type": "fact", "version": 1}}}),
     "exportData.data"),
    (envelope({"mem:memories": {"m1": {"id": "m1", "content": 5, "type": "fact", "version": 1}}}),
     "exportData.data"),
    (envelope({"mem:memories": {"m1": {"id": "m1", "content": "x", "type": "fact", "version": 1,
                                       "importance": "high"}}}), "exportData.data"),
    (envelope({"mem:obs:s1": {"o1": {"id": "o1", "hookType": "message"}}}), "exportData.data"),
    (envelope({"mem:obs:s1": {"o1": {"id": "o1", "sessionId": "s2", "hookType": "message"}}}), "exportData.data"),
    (envelope({"mem:sessions": {"s1": {"id": "s1", "sessionId": "s1", "project": "p"}}}), "exportData.data"),
])
def test_bad_export_data_is_422_and_writes_nothing(servers, export_data, field):
    dst = servers("dst")
    populate(dst)
    before, data = dst.counts(), dst.export()["data"]
    # a valid item first: the bad one must roll it back too
    good = {"mem:memories": {"mem_ok": {"id": "mem_ok", "content": "fine", "type": "fact", "version": 1}}}
    if isinstance(export_data.get("data"), dict):
        export_data = {**export_data, "data": {**good, **export_data["data"]}}
    r = dst.post("/import", {"exportData": export_data, "strategy": "replace"})
    assert r.status_code == 422, r.get_json()
    assert r.get_json()["field"].startswith(field)  # rows are named further: exportData.data.<scope>.<key>.<field>
    assert dst.counts() == before and dst.export()["data"] == data


def test_export_and_import_from_the_command_line(tmp_path, monkeypatch, capsys):
    src = Server(tmp_path / "cli-src")
    populate(src)
    expected = src.export()["data"]
    src.close()
    out = tmp_path / "dump.json"
    monkeypatch.setenv("AGENTMEMORY_DATA_DIR", str(tmp_path / "cli-src"))
    monkeypatch.setenv("AGENTMEMORY_EMBEDDING_PROVIDER", "fake")
    assert main(["export", "-o", str(out)]) == 0
    assert json.loads(out.read_text())["data"] == expected
    monkeypatch.setenv("AGENTMEMORY_DATA_DIR", str(tmp_path / "cli-dst"))
    assert main(["import", str(out), "--strategy", "merge"]) == 0
    assert json.loads(capsys.readouterr().out.strip().splitlines()[-1])["added"] > 0
    dst = Server(tmp_path / "cli-dst")
    try:
        assert dst.export()["data"] == expected
    finally:
        dst.close()
