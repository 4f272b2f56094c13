"""`agentmemory migrate-db`: copy a store from SQLite to PostgreSQL (`--to postgresql://...`) or back
(`--from postgresql://...`), resumable and verified.

Through the repositories, not table by table, because the backends keep their search index
differently: every KV item is written on the target and re-indexed there as a fresh write would be,
in batches of BATCH items, each batch one transaction. An item already on the target with the same
value is skipped, so running again after a crash continues where it stopped and writes nothing
twice. Agent tokens, idempotency keys and the audit log keep their ids (store/cluster/transfer.py).
The target's embed queue then embeds the items (the same model gives the same vectors); `migrate-db`
works it off itself unless `--no-embed` (the server then does it in the background).

Verified: the number of items of every kind (KV scope), tokens and audit rows is the same on both,
and for a sample of searchable items a hybrid search for the item's own words that finds it on the
source finds it on the target too; how many of those searches return the very same ids is reported
(the backends' keyword scores differ slightly, so the order may).
"""
from __future__ import annotations

import sys
from typing import Any

from ..memory import indexing
from ..ops import OPS_BY_NAME, invoke
from ..store import KV
from ..store.cluster import transfer

BATCH = 500
MARKER = "migrate-db"  # KV.meta key on the target: where its data came from (never counted)
SKIPPED_SCOPES = (KV.dedup,)  # short-lived caches, rebuilt by use (as the JSON export leaves them out)
SAMPLE = 20


class MigrateError(Exception):
    """The copy cannot start or did not verify; the message is one line."""


def _bar(total: int, desc: str, quiet: bool):
    from tqdm import tqdm
    return tqdm(total=total, unit="item", desc=desc, file=sys.stderr, disable=quiet)


def _grouped(services) -> dict[str, dict[str, Any]]:
    rows: dict[str, dict[str, Any]] = {}
    for scope, key, value in services.store.reader().kv.all_rows():
        if scope not in SKIPPED_SCOPES and not (scope == KV.meta and key == MARKER):
            rows.setdefault(scope, {})[key] = value
    return rows


def _claim_target(dst, source_name: str) -> None:
    """Refuse a target holding other data; mark it as this copy's (a re-run continues)."""
    marker = dst.store.get(KV.meta, MARKER)
    if marker is None:
        reader = dst.store.reader()
        if any(True for _ in reader.kv.all_rows()):
            raise MigrateError("the target database already holds data that migrate-db did not copy there: "
                               "copy into an empty database")
        with dst.store.write() as tx:
            tx.put(KV.meta, MARKER, {"from": source_name, "at": dst.shared.clock()})


def copy_items(src, dst, quiet: bool = False) -> dict:
    """Every KV item of `src` onto `dst` (re-indexed there); {"copied", "unchanged"}."""
    data = _grouped(src)
    copied = unchanged = 0
    # Observations go in session order, so each turn is indexed with its predecessors (as import does).
    scopes = sorted(data, key=lambda s: (s.startswith(KV.OBS_PREFIX), s))
    with _bar(sum(len(v) for v in data.values()), "items", quiet) as bar:
        for scope in scopes:
            items = data[scope]
            keys = sorted(items, key=lambda k: (_seq(items[k]), k))
            for i in range(0, len(keys), BATCH):
                batch = keys[i:i + BATCH]
                there = dst.store.get_many([(scope, k) for k in batch])
                todo = [k for k in batch if there.get((scope, k)) != items[k]]
                if todo:
                    with dst.store.write() as tx:
                        for key in todo:
                            tx.put(scope, key, items[key])
                            if isinstance(items[key], dict):
                                indexing.reindex_item(dst.shared.searcher, tx, scope, items[key],
                                                       embed=dst.shared.embedder is not None)
                copied += len(todo)
                unchanged += len(batch) - len(todo)
                bar.update(len(batch))
    return {"copied": copied, "unchanged": unchanged}


def _seq(value: Any) -> int:
    return value.get("seq", 0) if isinstance(value, dict) and isinstance(value.get("seq"), int) else 0


def embed_all(dst, quiet: bool = False) -> int:
    """Work off the target's embed queue here; how many items it embedded."""
    queue = dst.shared.searcher.queue
    if queue is None:
        return 0
    total = queue.pending()
    with _bar(total, "embeddings", quiet) as bar:
        left = total
        while left and queue.run_once():
            now_left = queue.pending()
            bar.update(max(left - now_left, 0))
            left = now_left
    return total - queue.pending()


# ------------------------------------------------------------------ verification
def counts(services) -> dict[str, int]:
    """Items per kind (KV scope; every session's observations together), tokens and audit rows."""
    out: dict[str, int] = {}
    for scope, items in _grouped(services).items():
        kind = "observations" if scope.startswith(KV.OBS_PREFIX) else scope
        out[kind] = out.get(kind, 0) + len(items)
    for table in transfer.TABLES:
        out[table] = transfer.count(services.store, table)
    return out


def _sample(services, n: int) -> list[tuple[str, str]]:
    """(item id, query) for up to `n` searchable items spread over the store: the item's title or first words."""
    found = []
    for scope, items in sorted(_grouped(services).items()):
        for matches, build in indexing.INDEXERS:
            if matches(scope):
                for value in items.values():
                    doc = build(value) if isinstance(value, dict) else None
                    words = " ".join(((doc or {}).get("title") or (doc or {}).get("body") or "").split()[:8])
                    if words:
                        found.append((doc["item_id"], words))
                break
    step = max(len(found) // n, 1) if n else len(found) + 1
    return found[::step][:n]


def _search(services, query: str) -> list[str]:
    caller = services.tokens.local_caller()
    result = invoke(OPS_BY_NAME["search"], services, caller, {"query": query, "limit": 10, "mode": "hybrid"})[0]
    return [r["id"] for r in result["results"]]


def verify(src, dst, sample: int = SAMPLE) -> dict:
    """Counts per kind on both sides, and a sample of searches; `ok` when nothing is missing."""
    before, after = counts(src), counts(dst)
    differ = {k: [before.get(k, 0), after.get(k, 0)] for k in sorted(set(before) | set(after))
              if before.get(k, 0) != after.get(k, 0)}
    searches = same = found = 0
    missing: list[str] = []
    for item_id, query in _sample(src, sample):
        a, b = _search(src, query), _search(dst, query)
        searches += 1
        same += a == b
        if item_id in a:
            found += 1
            if item_id not in b:
                missing.append(item_id)
    return {"ok": not differ and not missing, "counts": after, "countsDiffer": differ,
            "searches": searches, "sameIds": same, "foundOnSource": found, "missingOnTarget": missing}


def migrate(src, dst, source_name: str, *, embed: bool = True, sample: int = SAMPLE, quiet: bool = False) -> dict:
    """Copy `src` (Services) onto `dst` (Services), then verify; MigrateError when it does not verify."""
    _claim_target(dst, source_name)
    result = copy_items(src, dst, quiet)
    for table in transfer.TABLES:
        result[table] = transfer.copy_table(src.store, dst.store, table)
    result["embedded"] = embed_all(dst, quiet) if embed else 0
    result["verify"] = verify(src, dst, sample if embed else 0)
    return result


def run(settings, running, *, to_url: str | None = None, from_url: str | None = None, embed: bool = True,
        sample: int = SAMPLE, quiet: bool = False) -> dict:
    """The command: the data dir's SQLite store -> `to_url`, or `from_url` -> the data dir's SQLite store,
    holding the data dir's lock (no server may write the SQLite file meanwhile). `running` is app.running."""
    from ..config import database_url_of
    from ..datadir import DataDirLock
    url = database_url_of(to_url or from_url)
    here, there = settings.with_(database_url=None), settings.with_(database_url=url)
    src_settings, dst_settings = (here, there) if to_url else (there, here)
    name = str(settings.db_path) if to_url else masked(url)
    with DataDirLock(settings.data_dir, "migrate-db"), running(src_settings) as src, \
            running(dst_settings, embedder=src.shared.embedder) as dst:
        return migrate(src, dst, name, embed=embed, sample=sample, quiet=quiet)


def masked(url: str) -> str:
    from ..config import masked_url
    return masked_url(url)
