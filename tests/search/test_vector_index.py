"""Tests for the in-memory VectorIndex (search/vectors.py) and the SQLite keyword candidates' filtered
read (search/storage/keywords.first_passing): the same answers as computing everything, whatever the
index remembers between searches and however few matches pass a filter."""
import numpy as np
import pytest

from agentmemory.search.storage import DocFilter, SearchDoc, SqliteSearchStorage
from agentmemory.search.vectors import VectorIndex
from agentmemory.store import KV, Store

DIM = 16


def unit(rng) -> np.ndarray:
    v = rng.standard_normal(DIM).astype(np.float32)
    return v / np.linalg.norm(v)


def filled_index(rng, n=200) -> tuple[VectorIndex, dict]:
    index, rows = VectorIndex("m", DIM), {}
    for i in range(n):
        kind, project = ("observation", "memory", "lesson")[i % 3], ("p", "q", None)[i % 4 % 3]
        rows[(kind, f"i{i}")] = (unit(rng), i + 1, project, "a" if i % 5 else "b")
        index.add(kind, f"i{i}", rows[(kind, f"i{i}")][0], i + 1, project, rows[(kind, f"i{i}")][3])
    return index, rows


def expected(rows: dict, q: np.ndarray, k: int, project=None, agent_id=None, kinds=None) -> list:
    """Every passing row's cosine, computed one by one: the best `k`, best first."""
    found = [(float(v @ q), key, doc) for key, (v, doc, p, a) in rows.items()
             if (project is None or p == project) and (agent_id is None or a == agent_id)
             and (not kinds or key[0] in kinds)]
    return [(key, doc) for _, key, doc in sorted(found, key=lambda x: -x[0])[:k]]


def got(hits) -> list:
    return [((h.kind, h.item_id), h.doc_id) for h in hits]


@pytest.mark.parametrize("filters", [{}, {"project": "p"}, {"agent_id": "b"}, {"kinds": ("memory", "lesson")},
                                     {"project": "q", "agent_id": "a", "kinds": ("observation",)}])
def test_search_gives_the_best_passing_rows_best_first(filters):
    rng = np.random.default_rng(7)
    index, rows = filled_index(rng)
    for _ in range(5):
        q = unit(rng)
        hits = index.search(q, 12, **filters)
        assert got(hits) == expected(rows, q, 12, **filters)
        assert all(h.cosine == pytest.approx(float(rows[(h.kind, h.item_id)][0] @ q), abs=1e-6) for h in hits)


def test_filters_nothing_passes_give_no_hits():
    index, _ = filled_index(np.random.default_rng(1))
    q = unit(np.random.default_rng(2))
    assert index.search(q, 10, project="nowhere") == []
    assert index.search(q, 10, kinds=("crystal",)) == []  # a kind no row has
    assert index.search(q, 10, agent_id="a", kinds=("typed", "fact")) == []


def test_the_same_query_sees_every_change_of_the_matrix_between_searches():
    """A search reuses the last query's cosines only while the matrix is unchanged."""
    rng = np.random.default_rng(3)
    index, rows = filled_index(rng, 50)
    q = unit(rng)
    before = index.search(q, 5)
    index.add("memory", "new", q, 999, "p", "a")  # the query itself: the best match there can be
    assert got(index.search(q, 5))[0] == (("memory", "new"), 999)
    index.remove("memory", "new")
    assert got(index.search(q, 5)) == got(before)
    best = before[0]
    index.add(best.kind, best.item_id, -q, best.doc_id, "p", "a")  # a stored vector replaced
    assert (best.kind, best.item_id) not in [k for k, _ in got(index.search(q, 5))]
    assert index.search(q, 5, kinds=("lesson",)) and all(h.kind == "lesson" for h in index.search(q, 5, kinds=("lesson",)))


@pytest.fixture
def storage(tmp_path):
    s = Store(tmp_path / "db" / "agentmemory.db").open()
    yield SqliteSearchStorage(s)
    s.close()


def test_keyword_candidates_when_few_matches_pass_the_filter(storage):
    """Matches are read a slice at a time in score order: a filter that passes one in seven still gets
    exactly the best `limit` of its own, as filtering every match would."""
    with storage.store.write() as tx:
        for i in range(400):
            words = " ".join(["heron"] * (1 + i % 6) + ["filler"] * (i % 11))
            storage.put(tx, SearchDoc(kind="observation", item_id=f"o{i}", scope=KV.obs("s1"),
                                      project="p" if i % 7 == 0 else "q", agent_id="a", session_id="s1",
                                      ts=float(i), title="t", body=words), enqueue=False)
    everything = storage.keyword_candidates(["heron"], '"heron"', DocFilter(), 400)
    assert len(everything) == 400
    for limit in (3, 10, 40, 80):
        rows = storage.keyword_candidates(["heron"], '"heron"', DocFilter(project="p"), limit)
        want = [(r["item_id"], r["bm"]) for r in everything if r["project"] == "p"][:limit]
        assert [(r["item_id"], r["bm"]) for r in rows] == want
        assert len(rows) == min(limit, 58)  # 58 of the 400 are in project p
