"""The supersede lookback's `mentions` listing on PostgreSQL (search/storage/listing.py): the rows whose
title, body or tags hold one of the names as a substring, answered by the trigram index
(pg_schema.MENTIONS_INDEX) where pg_trgm can be had, by a scan where it cannot: the same rows either way."""
from __future__ import annotations

import logging
import random
from pathlib import Path

import psycopg
import pytest
from psycopg import sql

from agentmemory.search.storage import DocListing, SearchDoc, listing, storage_for
from agentmemory.store import KV, open_store
from agentmemory.store.postgres import PG

# (title, body, tags) of the observations o0, o1, ...
TEXTS = [
    ("Read /w/app/settings.py", "", ""),
    ("", "edited /w/app/settings.py: DEBUG off", ""),
    ("", "", "config /w/app/settings.py"),
    ("Read /w/app/settings", ".py was next", ""),  # only across a column boundary
    ("Read SETTINGS.PY", "", ""),  # another case
    ("mysettings.py", "", ""),  # a substring, as strpos finds it
    ("100%_done\\x.py", "", ""),
    ("100ab_done", "", "x"),  # % and _ of a name are not wildcards
    ("nothing here", "about settings", "py"),
    ("a\x01b", "", ""),
    ("rename", "charge_card to take_payment", "billing"),
]
MENTIONS = [("settings.py",), ("100%_done",), ("100%_done\\x",), ("_",), ("%",), ("\\",), ("py",), ("a\x01b",),
            ("b\x01",), ("charge_card", "take_payment"), ("settings.py", "billing"), ("ab",), ("nowhere.rs",)]


def expected(mentions: tuple[str, ...], kinds=("observation",)) -> list[str]:
    """What a substring test of each column finds (the lookback's meaning), newest first."""
    rows = [(f"o{i}", "observation", t) for i, t in enumerate(TEXTS)] + [("o0#0", "section", TEXTS[0])]
    hits = [(i, k) for i, k, cols in rows if any(m in c for m in mentions for c in cols)]
    return [i for i, k in sorted(hits, key=lambda h: -ts_of(h[0])) if kinds is None or k in kinds]


def ts_of(item_id: str) -> float:
    return 100.0 + int(item_id.split("#")[0][1:]) + (0.5 if "#" in item_id else 0)


def put_rows(store, storage, rows: list[tuple[str, str, tuple[str, str, str]]]) -> None:
    with store.write() as tx:
        for item_id, kind, (title, body, tags) in rows:
            tx.put(KV.obs("s1"), item_id, {"id": item_id, "type": "note"})
            storage.put(tx, SearchDoc(kind=kind, item_id=item_id, scope=KV.obs("s1"), project="p", agent_id="a",
                                      session_id="s1", ts=ts_of(item_id), title=title, body=body, tags=tags),
                        enqueue=False)


def fill(store, storage) -> None:
    put_rows(store, storage, [(f"o{i}", "observation", t) for i, t in enumerate(TEXTS)] + [("o0#0", "section", TEXTS[0])])


def listed(storage, mentions, kinds=("observation",)) -> list[str]:
    q = DocListing(kinds=kinds, project="p", before_ts=1e9, order="ts_desc", limit=300, mentions=mentions)
    return [r[1] for r in storage.listed_refs(q)]


@pytest.fixture
def pg(pg_server):
    url = pg_server.fresh()
    store = open_store(Path("unused"), url)
    yield store, storage_for(store, hnsw=False)
    store.close()
    pg_server.drop(url)


def test_mentions_are_substrings_of_title_body_or_tags(pg):
    store, storage = pg
    assert storage.mentions_indexed and store.info()["pg_trgm"].startswith("1.")
    fill(store, storage)
    for mentions in MENTIONS:
        assert listed(storage, mentions) == expected(mentions), mentions
        assert listed(storage, mentions, kinds=None) == expected(mentions, kinds=None), mentions
    assert listed(storage, ("settings.py",)) == ["o5", "o2", "o1", "o0"]


class _Explained:
    """A connection whose `execute` answers the plan of the statement instead of running it."""

    def __init__(self, conn):
        self.conn, self.plans, self.statements = conn, [], []

    def execute(self, stmt, args):
        self.statements.append((stmt, list(args)))
        self.plans.append(str(self.conn.execute("EXPLAIN (FORMAT JSON) " + stmt, args).fetchone()[0]))
        return []


def _generic_plan(conn, stmt: str, args: list) -> str:
    """The plan of `stmt` prepared once for any arguments (as a statement psycopg prepares)."""
    parts = stmt.split("%s")
    conn.execute("PREPARE lookback AS " + "".join(p + (f"${i + 1}" if i < len(args) else "") for i, p in enumerate(parts)))
    conn.execute("SET plan_cache_mode = force_generic_plan")
    try:
        return str(conn.execute(sql.SQL("EXPLAIN (FORMAT JSON) EXECUTE lookback ({})").format(
            sql.SQL(", ").join(map(sql.Literal, args)))).fetchone()[0])
    finally:
        conn.execute("DEALLOCATE lookback")
        conn.execute("RESET plan_cache_mode")


def test_the_lookback_reads_the_trigram_index(pg):
    store, storage = pg
    rng = random.Random(7)
    words = [f"w{n}" for n in range(400)]
    filler = [(f"f{i}", "observation", (f"Edit /w/src/{rng.choice(words)}_{rng.choice(words)}.py",
                                        " ".join(rng.choices(words, k=12)), "")) for i in range(3000)]
    put_rows(store, storage, filler)
    fill(store, storage)
    with store.session() as conn:
        conn.execute("ANALYZE search_docs")
        explained = _Explained(conn)
        q = DocListing(kinds=("observation",), project="p", before_ts=1e9, order="ts_desc", limit=300,
                       mentions=("settings.py", "charge_card"))
        listing.listed_fields(explained, q, ("type", "files"), PG)
        assert "search_docs_mentions" in explained.plans[0]
        assert "search_docs_mentions" in _generic_plan(conn, *explained.statements[0])
    assert listed(storage, ("settings.py", "charge_card")) == ["o10", "o5", "o2", "o1", "o0"]


def test_a_dropped_index_is_made_again_on_the_next_start(pg):
    store, _ = pg
    with store.session() as conn:
        conn.execute("DROP INDEX search_docs_mentions")
    assert storage_for(store, hnsw=False).mentions_indexed
    with store.session() as conn:
        assert conn.execute("SELECT to_regclass('search_docs_mentions')").fetchone()[0] is not None


@pytest.fixture
def no_trgm_url(pg_server):
    """A database whose agentmemory role may not create extensions: pgvector is there, pg_trgm is not."""
    url = pg_server.database("am_no_trgm")
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute("CREATE EXTENSION vector")
        conn.execute("DROP ROLE IF EXISTS am_plain")
        conn.execute("CREATE ROLE am_plain LOGIN")
        conn.execute("GRANT USAGE, CREATE ON SCHEMA public TO am_plain")
        user = conn.info.user
    yield url.replace(f"//{user}", "//am_plain", 1) if f"//{user}" in url else url + "&user=am_plain"
    pg_server.drop(url)
    with psycopg.connect(pg_server.url("postgres"), autocommit=True) as conn:
        conn.execute("DROP ROLE IF EXISTS am_plain")


def test_without_pg_trgm_the_lookback_scans_and_finds_the_same_rows(no_trgm_url, caplog):
    with caplog.at_level(logging.WARNING):
        store = open_store(Path("unused"), no_trgm_url)
    try:
        storage = storage_for(store, hnsw=False)
        assert not storage.mentions_indexed and store.info()["pg_trgm"] is None
        assert "no pg_trgm extension" in caplog.text and "permission denied" in caplog.text
        fill(store, storage)
        for mentions in MENTIONS:
            assert listed(storage, mentions) == expected(mentions), mentions
        with store.session() as conn:
            assert conn.execute("SELECT count(*) FROM pg_extension WHERE extname = 'pg_trgm'").fetchone()[0] == 0
    finally:
        store.close()
