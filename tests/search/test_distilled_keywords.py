"""Distilled kinds (typed records, facts, episodes, crystals) keep their own keyword statistics, on
either backend: adding, changing or removing them never moves a raw observation's BM25 score, and
they are still found by keyword, alone or beside the raw kinds."""
from __future__ import annotations

import sqlite3

import pytest

from agentmemory.search.hybrid import Filters, Searcher
from agentmemory.search.storage import DocListing, SqliteSearchStorage, storage_for
from agentmemory.search.storage.protocol import DISTILLED_KINDS
from agentmemory.search.storage.schema import SEARCH_MIGRATIONS
from agentmemory.store import Store, open_store

RAW = ("observation", "section", "memory", "lesson")
TURNS = ["Caroline went to the pottery class on Saturday", "Melanie painted a sunrise over the lake",
         "The pottery class made a bowl and a mug", "We talked about the lake trip and the camping gear",
         "Caroline adopted a dog named Oscar"]
FACTS = ["Caroline likes pottery", "pottery pottery pottery class class", "Melanie paints lakes",
         "Caroline has a dog called Oscar who likes the lake"]


@pytest.fixture
def searcher(tmp_path, database_url):
    store = open_store(tmp_path / "db" / "agentmemory.db", database_url())
    yield Searcher(store, None, storage=storage_for(store, hnsw=False))
    store.close()


def put(searcher, kind, i, body):
    with searcher.store.write() as tx:
        searcher.put(tx, kind=kind, item_id=f"{kind}-{i}", scope="s", project="p", agent_id="a",
                     session_id="s1" if kind == "observation" else None, ts=float(i), seq=i, body=body, embed=False)


def scores(searcher, query, kinds=RAW):
    rows = searcher._lexical(query, Filters(project="p", kinds=kinds), 50)
    return {r[2]: round(float(r[-1]), 9) for r in rows}


def test_distilled_rows_leave_raw_scores_alone_and_are_found(searcher):
    for i, body in enumerate(TURNS):
        put(searcher, "observation", i, body)
    before = scores(searcher, "pottery class lake Caroline")
    assert len(before) == 5
    for i, body in enumerate(FACTS):
        put(searcher, ("fact", "typed", "episode", "crystal")[i], i, body)
    assert scores(searcher, "pottery class lake Caroline") == before
    found = scores(searcher, "pottery", DISTILLED_KINDS)
    assert set(found) == {"fact-0", "typed-1"} and found["typed-1"] < found["fact-0"]  # more matches: better
    both = searcher._lexical("pottery", Filters(project="p"), 3)  # no kinds: both indexes, best first
    assert len(both) == 3 and [r[-1] for r in both] == sorted(r[-1] for r in both)
    assert {"fact-0", "typed-1"} <= {r[2] for r in searcher._lexical("pottery", Filters(project="p"), 10)}
    put(searcher, "fact", 0, "Caroline now prefers weaving")  # an update moves the fact's words
    assert "fact-0" not in scores(searcher, "pottery", DISTILLED_KINDS)
    assert "fact-0" in scores(searcher, "weaving", DISTILLED_KINDS)
    with searcher.store.write() as tx:
        searcher.drop(tx, "fact", "fact-0")
    assert scores(searcher, "weaving", DISTILLED_KINDS) == {}
    assert scores(searcher, "pottery class lake Caroline") == before
    mentions = searcher.storage.listed_refs(DocListing(kinds=("episode",), mentions=("Melanie",)))
    assert [r[1] for r in mentions] == ["episode-2"]


def test_the_migration_moves_existing_distilled_rows(tmp_path):
    path = tmp_path / "old.db"
    old = Store(path).open()
    # a database of the previous version (with the code_words column, which today's put writes)
    old.migrate([m for m in SEARCH_MIGRATIONS if m[0] < "0007" or m[0] == "0009_search_docs_code_words"])
    searcher = Searcher(old, None, storage=_NoMigrate(old))
    put(searcher, "observation", 1, "the pottery class")
    put(searcher, "fact", 2, "Caroline likes pottery")
    old.close()
    store = Store(path).open()
    searcher = Searcher(store, None)  # applies 0007
    assert set(scores(searcher, "pottery")) == {"observation-1"}
    assert set(scores(searcher, "pottery", DISTILLED_KINDS)) == {"fact-2"}
    conn = sqlite3.connect(str(path))
    for table in ("search_fts", "search_fts_distilled"):
        conn.execute(f"INSERT INTO {table}({table}, rank) VALUES ('integrity-check', 0)")  # raises when corrupt
    store.close()


class _NoMigrate(SqliteSearchStorage):
    """The storage without its own migrations (the old database keeps what it had)."""

    def __init__(self, store):
        self.store = store
