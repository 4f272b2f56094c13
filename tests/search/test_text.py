"""search/text.py: words and stems agree with SQLite FTS5 (unicode61, porter), stop words, content words."""
import sqlite3

import pytest

from agentmemory.search import text

SAMPLE = ("Caroline's support groups met on 8 May 2023; the tests were passing, running and failing. "
          "Generalizations: connection, connected, connecting, ponies, caresses, relational, hopeful, "
          "snake_case user_preferences x86_64 ÜNÏCODE café naïve 9464 is as was")


def _fts_terms(tokenize: str, body: str) -> set[str]:
    db = sqlite3.connect(":memory:")
    db.execute(f"CREATE VIRTUAL TABLE t USING fts5(body, tokenize='{tokenize}')")
    db.execute("CREATE VIRTUAL TABLE v USING fts5vocab(t, 'row')")
    db.execute("INSERT INTO t VALUES (?)", (body,))
    return {row[0] for row in db.execute("SELECT term FROM v")}


def test_words_are_fts5_unicode61_tokens():
    assert set(text.words(SAMPLE)) == _fts_terms("unicode61 remove_diacritics 0", SAMPLE)


def test_stems_are_fts5_porter_stems():
    # remove_diacritics only folds accents; the words here that have none stem identically.
    plain = " ".join(w for w in text.words(SAMPLE) if w.isascii())
    assert set(text.stems(plain)) == _fts_terms("porter unicode61", plain)


@pytest.mark.parametrize("word, expected", [
    ("passwords", "password"), ("tests", "test"), ("running", "run"), ("class", "class"), ("is", "is"),
    ("s", "s"), ("x" * 70 + "ing", "x" * 70 + "ing"),
])
def test_stem_folds_inflections_and_is_never_empty(word, expected):
    assert text.stem(word) == expected


def test_words_split_or_keep_underscores_and_case():
    assert text.words("The user_preferences, THE User!") == ["the", "user", "preferences", "the", "user"]
    assert text.words("user_preferences x", keep_underscores=True) == ["user_preferences", "x"]
    assert text.words("NEAR(x", lower=False) == ["NEAR", "x"]
    assert text.words(None) == [] and text.words("?!*") == []


def test_content_words_drop_stop_words_and_short_words():
    assert text.content_words("What did Caroline paint in May?") == ["carolin", "paint", "mai"]
    assert text.content_words("What did Caroline paint in May?", stemmed=False) == ["caroline", "paint", "may"]
    # Summaries also drop speaker labels and filler ("may" is a stop word there, not in queries).
    assert text.content_words("user: yes, the tests may pass", text.TRANSCRIPT_STOP_WORDS) == ["test", "pass"]


def test_transcript_stop_words_extend_the_query_stop_words():
    assert text.STOP_WORDS < text.TRANSCRIPT_STOP_WORDS
    assert "may" not in text.STOP_WORDS and "may" in text.TRANSCRIPT_STOP_WORDS


def test_unique_keeps_first_occurrence_order():
    assert text.unique(["b", "a", "b", "c", "a"]) == ["b", "a", "c"]


def test_stems_taken_in_many_threads_at_once_are_the_stems_taken_alone():
    """A request and the distiller thread stem at the same time; one shared snowball stemmer mixed their words up
    (an IndexError inside it, a 500 from /sync-now). Uncached words, so every call reaches a stemmer."""
    import sys
    import threading
    words = [f"{w}{n}ations" for n in range(400) for w in ("connect", "generaliz", "relat", "hop")]
    alone = [text.stem.__wrapped__(w) for w in words]
    failures: list[BaseException] = []
    results: dict[int, list[str]] = {}
    start = threading.Barrier(6)

    def work(k: int) -> None:
        start.wait()
        try:
            results[k] = [text.stem.__wrapped__(w) for w in words]
        except BaseException as exc:  # noqa: BLE001 - the failure this test looks for
            failures.append(exc)
    interval = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)  # switch threads as often as possible: the race shows within a few words
    try:
        threads = [threading.Thread(target=work, args=(k,)) for k in range(6)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
    finally:
        sys.setswitchinterval(interval)
    assert not failures
    assert all(results[k] == alone for k in range(6))
