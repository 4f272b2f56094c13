"""The `code_words` keyword column: the word parts of a document's identifiers (text.code_words), written
with the document and computed once for the rows an older version wrote (NULL)."""
from __future__ import annotations

from typing import Any

from ..text import code_words
from .protocol import SearchDoc

FILL_BATCH = 500  # rows computed per transaction when filling older rows


def doc_code_words(doc: SearchDoc, paths: bool = False) -> str:
    """The code_words of `doc`: the word parts of the identifiers in its title, body and tags (not in its
    context, which often repeats its neighbours' text); `paths`: text.code_words's, for PostgreSQL."""
    return code_words(doc.title, doc.body, doc.tags, paths=paths)


def fill_code_words(store: Any, select: str, update: str, paths: bool = False) -> int:
    """Compute code_words for the rows that have none (`select`: id, title, body, tags of up
    to N such rows; `update`: sets one row's), FILL_BATCH rows per transaction; returns how many."""
    if not store.read().execute(select, (1,)).fetchall():
        return 0  # the usual start: nothing to fill, no write transaction
    done = 0
    while True:
        with store.write() as tx:
            rows = tx.conn.execute(select, (FILL_BATCH,)).fetchall()
            tx.conn.cursor().executemany(update, [(code_words(*r[1:], paths=paths), r[0]) for r in rows])
        done += len(rows)
        if len(rows) < FILL_BATCH:
            return done
