"""The keyword search's in-memory rows and match counts (search/storage/rows.py): after every kind of
write, and after a rollback, a search reads exactly what a fresh store on the same file reads, and a
filter (agent, project, kinds, session) never lets another agent's or project's cached row through."""
from __future__ import annotations

import gc

import pytest

from agentmemory.search.hybrid import Filters, Searcher
from agentmemory.search.storage import keywords
from agentmemory.store import Store


@pytest.fixture
def store(tmp_path):
    s = Store(tmp_path / "db" / "agentmemory.db").open()
    yield s
    s.close()


def put(searcher, item_id, body="the heron protocol", **extra):
    fields = dict(kind="observation", item_id=item_id, scope="s", project="p", agent_id="a", session_id="s1",
                  ts=1.0, seq=int(item_id[1:]), body=body)
    fields.update(extra)
    with searcher.store.write() as tx:
        return searcher.put(tx, embed=False, **fields)


def plain(rows) -> list[tuple]:
    return [tuple(r) for r in rows]


def fresh(store, query, filters, limit=20):
    """What a store opened anew on the same file (nothing cached) answers."""
    other = Store(store.path).open()
    try:
        return plain(Searcher(other, None)._lexical(query, filters, limit))
    finally:
        other.close()


FILTERS = [Filters(), Filters(project="p"), Filters(project="q"), Filters(agent_id="a"), Filters(agent_id="b"),
           Filters(kinds=("memory",)), Filters(session_id="s2"), Filters(project="p", agent_id="b")]


def same_as_fresh(store, searcher, query="heron"):
    for f in FILTERS:
        assert plain(searcher._lexical(query, f, 20)) == fresh(store, query, f), f


def test_cached_rows_follow_every_write(store):
    searcher = Searcher(store, None)
    ids = [put(searcher, f"o{i}", body="heron " * (i + 1)) for i in range(6)]
    same_as_fresh(store, searcher)  # fills the cache
    assert len(searcher.storage.rows) == 6
    put(searcher, "o1", body="heron heron", project="q", agent_id="b", session_id="s2", superseded_by="o5")
    put(searcher, "o2", body="heron", kind="memory")  # another row (kind, item_id), the same words
    same_as_fresh(store, searcher)
    with store.write() as tx:
        searcher.set_confidence(tx, "observation", "o3", 0.25)
    assert searcher.storage.candidates(ids)[ids[3]]["confidence"] == 0.25
    same_as_fresh(store, searcher)
    with store.write() as tx:
        searcher.drop(tx, "observation", "o4")
    assert ids[4] not in searcher.storage.candidates(ids)
    same_as_fresh(store, searcher)
    with store.write() as tx:
        searcher.clear(tx)
    assert searcher._lexical("heron", Filters(), 20) == [] and searcher.storage.candidates(ids) == {}
    put(searcher, "o9", body="a heron again")  # may take a freed id: never an old row's values
    same_as_fresh(store, searcher)


def test_rows_of_one_agent_never_reach_another(store):
    searcher = Searcher(store, None)
    for i, (agent, project) in enumerate([("a", "p"), ("b", "p"), ("a", "q"), ("b", "q")]):
        put(searcher, f"o{i}", body=f"shared words heron {i}", agent_id=agent, project=project)
    searcher._lexical("heron", Filters(), 20)  # every row cached
    for agent in ("a", "b"):
        for project in ("p", "q", None):
            rows = searcher._lexical("heron", Filters(agent_id=agent, project=project), 20)
            own = {f"o{i}" for i, (a, p) in enumerate([("a", "p"), ("b", "p"), ("a", "q"), ("b", "q")])
                   if a == agent and project in (None, p)}
            assert {r["item_id"] for r in rows} == own
    ids = [r["id"] for r in searcher._lexical("heron", Filters(), 20)]
    assert all(r["item_id"] for r in searcher.storage.candidates(ids).values())


def test_a_rolled_back_write_changes_nothing(store):
    searcher = Searcher(store, None)
    for i in range(4):
        put(searcher, f"o{i}")
    before = plain(searcher._lexical("heron", Filters(project="p"), 20))
    abandon(store, searcher)
    gc.collect()  # the abandoned transaction is let go: its changes never happened
    assert plain(searcher._lexical("heron", Filters(project="p"), 20)) == before
    rows = searcher.storage.rows
    n = rows.matches(store.read(), keywords._COUNT_MATCHES.format(t="search_fts"), '"heron"')
    assert (n.lo, n.hi) == (4, 4)  # the remembered count is still exact


def test_a_count_range_is_counted_again_when_it_cannot_answer(store, monkeypatch):
    monkeypatch.setattr(keywords, "LEXICAL_SCAN_CAP", 5)
    searcher = Searcher(store, None)
    for i in range(5):
        put(searcher, f"o{i}", body=f"common word {i}", ts=float(i))
    assert len(searcher._lexical("common", Filters(), 50)) == 5  # 5 matches: all scored, the count kept
    for i in range(5, 12):
        put(searcher, f"o{i}", body=f"common word {i}", ts=float(i))
    # 12 matches now (the kept 5 +- 7 changes cannot say "more than 5"): counted again, the newest 5 scored
    got = {r["item_id"] for r in searcher._lexical("common", Filters(), 50)}
    assert got == {f"o{i}" for i in range(7, 12)} and plain(searcher._lexical("common", Filters(), 50)) == fresh(
        store, "common", Filters(), 50)


def abandon(store, searcher):
    try:
        with store.write() as tx:
            searcher.put(tx, kind="observation", item_id="o1", scope="s", project="q", agent_id="a",
                         session_id="s1", ts=1.0, body="heron", embed=False)
            raise RuntimeError("abandoned")
    except RuntimeError:
        pass


class _CommitDuringRead:
    """A reader connection on which another write commits while a read is on its way back (the read's
    snapshot is older than the commit): what it read must not be kept."""

    def __init__(self, conn, commit):
        self.conn, self.commit, self.row_factory = conn, commit, conn.row_factory

    def execute(self, sql, args=()):
        if "d.id IN" not in sql or not self.commit:
            return self.conn.execute(sql, args)
        rows = self.conn.execute(sql, args).fetchall()
        self.commit, commit = None, self.commit
        commit()
        return rows


def test_a_read_that_raced_a_commit_is_not_kept(store):
    searcher = Searcher(store, None)
    ids = [put(searcher, f"o{i}") for i in range(3)]
    rows = searcher.storage.rows
    racing = _CommitDuringRead(store.read(), lambda: put(searcher, "o1", project="q"))
    assert rows.read(racing, ids)[ids[1]][0]["project"] == "p"  # read before the commit
    assert searcher.storage.candidates(ids)[ids[1]]["project"] == "q"
