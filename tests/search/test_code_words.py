"""Identifiers' word parts (text.code_words) as keywords: a question in plain words finds `checkOverlap`,
`SensorHub`, `sensorhub.py`, on either backend, and a database written before the column gets it."""
from __future__ import annotations

import pytest
from helpers import observe_payload

from agentmemory.search.storage import pg_schema, schema, storage_for
from agentmemory.search.text import code_words
from agentmemory.store import open_store
from agentmemory.store.migrations import MIGRATIONS
from agentmemory.store.postgres import migrations as pg_migrations

PREFIX = "/agentmemory"


def test_identifiers_split_into_their_words():
    assert code_words("if checkOverlap(a, b): SensorHub().pull()") == "check overlap sensor hub"
    assert code_words("HTTPServer utf8Decode getURLPath") == "http server utf decode get url path"
    assert code_words("see src/airtrail/sources/sensorhub.py") == "air trail sensor hub"
    assert code_words("see src/airtrail/sources/sensorhub.py", paths=True) == (  # PostgreSQL: a path is one token
        "air trail sensor hub src airtrail sources sensorhub py")
    assert code_words("we ingest readings; the sensorhub hub") == ""  # a joined word is split only in a name
    assert code_words("the payloads were dropped") == ""  # prose: a joined word is split only in a name
    assert code_words("SENSORHUB_TOKEN", "fetch-readings") == "sensor hub"  # FTS5 splits _ and - itself
    assert code_words("commit 3a7ce05f and build 12345678 of PR42") == "pr"  # ids and numbers: no parts
    assert code_words(None, "", "plain words only") == ""
    assert code_words("checkOverlap twice: checkOverlap, CheckOverlap") == "check overlap"  # each once


def observe(client, text):
    r = client.post(PREFIX + "/observe", json=observe_payload(text=text, timestamp="2025-03-03T10:00:00Z"))
    assert r.status_code == 201, r.get_json()
    return r.get_json()["observationId"]


def search(client, query):
    r = client.post(PREFIX + "/smart-search", json={"query": query, "project": "proj", "limit": 5})
    assert r.status_code == 200, r.get_json()
    return r.get_json()["results"]


def test_a_question_in_plain_words_finds_the_identifier(client, drain):
    overlap = observe(client, "def checkOverlap(first, second): return first.end > second.start")
    hub = observe(client, "git mv ingest.py src/airtrail/sources/sensorhub.py")
    observe(client, "The weather report came in late today")
    drain()
    for query, item in (("how do we check for an overlap?", overlap), ("where is the sensor code?", hub)):
        top = search(client, query)[0]
        assert top["obsId"] == item and "bm25" in top["matched"], (query, top)
    assert search(client, "checkOverlap")[0]["obsId"] == overlap  # the exact name still matches


def _old_schema(backend):
    """The migrations of the version before code_words (store's and search's)."""
    store_ms, search_ms = ((MIGRATIONS, schema.SEARCH_MIGRATIONS) if backend == "sqlite"
                           else (pg_migrations.MIGRATIONS, pg_schema.SEARCH_MIGRATIONS))
    return [m for m in search_ms if m[0] != "0009_search_docs_code_words"], store_ms


def test_a_database_written_before_code_words_gets_them(tmp_path, backend, database_url):
    url = database_url()
    path = tmp_path / "db" / "agentmemory.db"
    store = open_store(path, url)
    old, _ = _old_schema(backend)
    store.migrate(old)
    mark = "?" if backend == "sqlite" else "%s"
    with store.write() as tx:
        for i, body in enumerate(("def checkOverlap(a, b): pass", "plain words here")):
            tx.conn.execute(f"INSERT INTO search_docs(kind, item_id, scope, project, ts, body) VALUES "
                            f"('observation', {mark}, 's', 'p', 1, {mark})", (f"o{i}", body))
    store.close()
    store = open_store(path, url)  # the next start: the storage fills code_words, then indexes them
    try:
        storage = storage_for(store, hnsw=False)
        rows = dict(store.read().execute("SELECT item_id, code_words FROM search_docs ORDER BY item_id").fetchall())
        assert rows == {"o0": "check overlap", "o1": ""}
        from agentmemory.search.hybrid import Filters, Searcher
        searcher = Searcher(store, None, storage=storage)
        assert [r[2] for r in searcher._lexical("overlap check", Filters(project="p"), 5)] == ["o0"]
    finally:
        store.close()


@pytest.mark.sqlite_only(reason="PostgreSQL lists mentions by substring of the text columns, never code_words")
def test_a_mention_listing_looks_at_the_text_not_at_code_words(tmp_path, database_url):
    from agentmemory.search.storage import DocListing, SearchDoc
    store = open_store(tmp_path / "db" / "agentmemory.db", database_url())
    try:
        storage = storage_for(store, hnsw=False)
        with store.write() as tx:
            for i, body in enumerate(("edit src/sensorhub.py", "the hub config", "SensorHub.pull()")):
                storage.put(tx, SearchDoc(kind="observation", item_id=f"o{i}", scope="s", project="p", agent_id="a",
                                          session_id="s1", ts=float(i), body=body), enqueue=False)
        listed = storage.listed_refs(DocListing(kinds=("observation",), mentions=("hub",)))
        assert sorted(r[1] for r in listed) == ["o1"]  # "sensorhub" and SensorHub are not "hub"
    finally:
        store.close()
