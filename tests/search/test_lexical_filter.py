"""Keyword candidates with filters: the fast path (rank in the FTS index, then filter) must give
exactly what filtering every match would give, including when another project dominates."""
from agentmemory.search.hybrid import Filters, Searcher
from agentmemory.store import Store


def _store(tmp_path):
    store = Store(tmp_path / "x.db").open()
    searcher = Searcher(store, None)
    with store.write() as tx:
        n = 0
        for project, count, text in (("big", 40, "alpha alpha alpha beta"), ("small", 3, "alpha gamma delta epsilon")):
            for i in range(count):
                n += 1
                searcher.put(tx, kind="observation", item_id=f"{project}-{i}", scope="s", project=project, agent_id="a",
                             session_id=f"{project}-s", ts=float(n), seq=i, body=f"{text} {i}", embed=False)
    return store


def test_filtered_keyword_hits_when_another_project_dominates(tmp_path):
    store = _store(tmp_path)
    searcher = Searcher(store, None)
    # pool 2 -> only the 10 best global matches are ranked first, all from "big": the fallback must run
    rows = searcher._lexical("alpha", Filters(project="small"), 2)
    assert [r["item_id"] for r in rows] and all(r["project"] == "small" for r in rows)
    assert len(rows) == 2
    full = store.read().execute(
        "SELECT d.item_id FROM search_fts JOIN search_docs d ON d.id = search_fts.rowid WHERE search_fts MATCH "
        "'\"alpha\"' AND d.project='small' ORDER BY bm25(search_fts, 0.5, 1.0, 0.25, 0.5) LIMIT 2").fetchall()
    assert [r["item_id"] for r in rows] == [r[0] for r in full]


def test_fast_path_equals_the_filtered_ranking(tmp_path):
    store = _store(tmp_path)
    searcher = Searcher(store, None)
    rows = searcher._lexical("alpha", Filters(project="big"), 5)
    full = store.read().execute(
        "SELECT d.item_id FROM search_fts JOIN search_docs d ON d.id = search_fts.rowid WHERE search_fts MATCH "
        "'\"alpha\"' AND d.project='big' ORDER BY bm25(search_fts, 0.5, 1.0, 0.25, 0.5), d.id LIMIT 5").fetchall()
    assert sorted(r["item_id"] for r in rows) == sorted(r[0] for r in full)
    assert searcher._lexical("alpha", Filters(project="nowhere"), 5) == []


# ---------------------------------------------------------------- LEXICAL_SCAN_CAP
def _many(tmp_path, n_old_small=3, n_big=30):
    """Oldest rows: a few of project "small" (one with a rare word), then many newer rows of "big"."""
    store = Store(tmp_path / "cap.db").open()
    searcher = Searcher(store, None)
    with store.write() as tx:
        n = 0
        for project, count in (("small", n_old_small), ("big", n_big)):
            for i in range(count):
                n += 1
                rare = " zeppelin" if project == "small" and i == 0 else ""
                searcher.put(tx, kind="observation", item_id=f"{project}-{i}", scope="s", project=project, agent_id="a",
                             session_id=f"{project}-s", ts=float(n), seq=i, body=f"common word {i}{rare}", embed=False)
    return store


def test_only_the_newest_matches_are_scored_when_a_word_is_too_common(tmp_path, monkeypatch):
    import agentmemory.search.storage.keywords as keywords
    store = _many(tmp_path)
    searcher = Searcher(store, None)
    every = {r["item_id"] for r in searcher._lexical("common", Filters(), 100)}
    assert len(every) == 33  # under the cap: all matches
    monkeypatch.setattr(keywords, "LEXICAL_SCAN_CAP", 10)
    capped = searcher._lexical("common", Filters(), 100)
    assert {r["item_id"] for r in capped} == {f"big-{i}" for i in range(20, 30)}  # the 10 newest
    # with a rarer word in the query the too-common word leaves the keyword query (IDF pruning):
    # the old row with the rare word is found, and nothing is cut off by age
    assert [r["item_id"] for r in searcher._lexical("common zeppelin", Filters(), 100)] == ["small-0"]


def test_with_a_filter_the_cap_counts_the_filtered_matches(tmp_path, monkeypatch):
    import agentmemory.search.storage.keywords as keywords
    store = _many(tmp_path)
    searcher = Searcher(store, None)
    monkeypatch.setattr(keywords, "LEXICAL_SCAN_CAP", 10)
    monkeypatch.setattr(keywords, "GLOBAL_TOP_FACTOR", 1)
    # the 10 newest matches overall are all "big": the filtered path takes the newest of "small" instead
    rows = searcher._lexical("common", Filters(project="small"), 2)
    assert len(rows) == 2 and all(r["project"] == "small" for r in rows)
    assert {r["item_id"] for r in searcher._lexical("common", Filters(project="small"), 5)} == {
        "small-0", "small-1", "small-2"}
