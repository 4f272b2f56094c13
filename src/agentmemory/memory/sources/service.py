"""Sources: document folders the admin registers, kept as searchable `doc` chunks (a read-only knowledge base).

A sync walks the folder (scan.py: allowed roots, no symlink out, text files only), reads only the
files whose size or mtime changed, re-chunks (chunking.py) only those whose content hash changed,
and removes the chunks of files that vanished. Chunks, their file rows and their search rows are
written together, a batch of files per transaction, so a big first index never holds the writer
for long. A poll thread re-syncs every source every `source_poll_seconds` while the server runs.
Agents read chunks through search and context; only syncing or removing the source changes them.
Its writes are no agent's (`store.write()`): their audit rows name folder paths, which only the admin may list.
"""
from __future__ import annotations

import hashlib
import logging
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

from ...errors import Forbidden, NotFound
from ...store import KV, Tx
from ...threads import stopped_by
from ..base import Service
from ..common import Caller, iso, new_id
from ..indexing import doc_chunk_doc
from ..privacy import redact_text
from . import DOC_ID_PREFIX
from .chunking import chunk_text
from .scan import MARKDOWN, allowed_roots, read_text, resolve_folder, walk

log = logging.getLogger(__name__)

FILES_PER_TX = 100  # files written per transaction during a sync
LISTED = 50  # refused/skipped paths named in an answer (the counts are whole)


@dataclass
class _Change:
    rel: str
    row: dict  # the file row to store
    chunks: list[dict] | None = None  # None: only the row's size/mtime changed


@dataclass
class _Plan:
    changes: list[_Change] = field(default_factory=list)
    vanished: list[str] = field(default_factory=list)
    unchanged: int = 0
    skipped: list[str] = field(default_factory=list)
    refused: list[str] = field(default_factory=list)


def chunk_id(source_id: str, rel: str, index: int) -> str:
    return DOC_ID_PREFIX + hashlib.sha256(f"{source_id}/{rel}#{index}".encode()).hexdigest()[:24]


class Sources(Service):
    def __init__(self, shared):
        super().__init__(shared)
        self._sync_lock = threading.Lock()  # one sync at a time (the poll thread and requests)

    # -- operations ---------------------------------------------------------------
    def add_source(self, caller: Caller, path: str, glob: str | None = None, project: str | None = None) -> dict:
        """Register a folder (or update the glob/project of the one already registered there), then sync it."""
        real = resolve_folder(path, self._roots())
        with self.store.write() as tx:
            source = tx.sources.with_path(str(real))
            created = source is None
            if created:
                now = self.clock()
                source = {"id": new_id("src", now), "path": str(real), "createdTs": now, "createdAt": iso(now)}
            source.update(glob=glob, project=project)
            tx.sources.put(source["id"], source)
            tx.audit("source.add" if created else "source.update", KV.sources, source["id"], detail={"path": str(real)})
        report = self._sync(source["id"])
        return {"created": created, "source": self._public(self.store.reader().sources.get(source["id"])),
                "sync": report}

    def list_sources(self, caller: Caller) -> dict:
        return {"sources": [self._public(s) for s in self.store.reader().sources.all_sources()]}

    def sync_sources(self, caller: Caller, sourceId: str | None = None, path: str | None = None) -> dict:
        """Sync one source (by id or folder) or, naming none, every source."""
        ids = [self._find(sourceId, path)["id"]] if sourceId or path else \
            [s["id"] for s in self.store.reader().sources.all_sources()]
        return {"synced": [self._sync(i) for i in ids]}

    def remove_source(self, caller: Caller, sourceId: str | None = None, path: str | None = None) -> dict:
        """Forget a source: its chunks, their vectors and index rows, its file rows. The folder is untouched."""
        source = self._find(sourceId, path)
        with self._sync_lock:
            files = self.store.reader().doc_files.of_source(source["id"])
            with self.store.write() as tx:
                chunks = sum(self._drop_file(tx, source["id"], rel, row) for rel, row in files.items())
                tx.sources.delete(source["id"])
                tx.audit("source.remove", KV.sources, source["id"], detail={"path": source["path"], "chunks": chunks})
        return {"removed": source["id"], "path": source["path"], "files": len(files), "chunks": chunks}

    # -- the poll loop ----------------------------------------------------------------
    def start_polling(self) -> None:
        """Re-sync every source every `source_poll_seconds` (0: never) until the services stop."""
        if self.settings.source_poll_seconds <= 0:
            return
        t = threading.Thread(target=self._poll, name="sources", daemon=True)
        t.start()
        self.shared.threads.append(t)  # joined by System.stop, which sets shared.stop

    def _poll(self) -> None:
        while not self.shared.stop.wait(self.settings.source_poll_seconds):
            if not self.shared.leader.is_leader():
                continue  # another worker process polls the folders
            try:
                sources = self.store.reader().sources.all_sources()
            except Exception as exc:  # the database unreadable: the next poll retries, unless it is damaged
                if stopped_by(self.store, exc, "source polling"):
                    return
                log.warning("sources: cannot list them: %s", exc)
                continue
            for source in sources:
                if self.shared.stop.is_set():
                    return
                try:
                    self._sync(source["id"])
                except Exception as exc:  # a folder gone or no longer allowed: recorded, the next poll retries
                    if stopped_by(self.store, exc, "source polling"):
                        return
                    log.warning("source %s: sync failed: %s", source.get("path"), exc)

    # -- syncing ------------------------------------------------------------------------
    def _roots(self) -> list[Path]:
        return allowed_roots(self.settings.source_roots)

    def _find(self, source_id: str | None, path: str | None) -> dict:
        reader = self.store.reader().sources
        source = reader.get(source_id) if source_id else None
        if source is None and path and not source_id:
            try:
                source = reader.with_path(str(Path(path).expanduser().resolve()))
            except (OSError, RuntimeError, ValueError):
                source = None
        if source is None:
            raise NotFound("no such source (see GET /agentmemory/sources)", field="sourceId" if source_id else "path")
        return source

    def _sync(self, source_id: str) -> dict:
        started = time.monotonic()
        with self._sync_lock:
            source = self.store.reader().sources.get(source_id)
            if source is None:
                raise NotFound("no such source", field="sourceId")
            try:
                top = resolve_folder(source["path"], self._roots())
            except (Forbidden, NotFound) as exc:
                self._record(source, {"lastError": exc.message})
                raise
            plan = self._plan(source, top)
            stats = self._apply(source, plan)
        report = {"sourceId": source_id, "path": source["path"], **stats, "unchanged": plan.unchanged,
                  "refused": plan.refused[:LISTED], "refusedCount": len(plan.refused),
                  "skipped": plan.skipped[:LISTED], "skippedCount": len(plan.skipped),
                  "seconds": round(time.monotonic() - started, 3)}
        return report

    def _plan(self, source: dict, top: Path) -> _Plan:
        """What changed on disk since the last sync (files are read only when their size or mtime moved)."""
        known = self.store.reader().doc_files.of_source(source["id"])
        listing = walk(top, self._roots(), source.get("glob"))
        plan = _Plan(refused=listing.refused, skipped=listing.skipped)
        seen = set()
        for rel, real in listing.files:
            try:
                st = real.stat()
            except OSError:
                plan.skipped.append(rel)
                continue
            old = known.get(rel)
            if old is not None and old.get("size") == st.st_size and old.get("mtimeNs") == st.st_mtime_ns:
                seen.add(rel)
                plan.unchanged += 1
                continue
            read = read_text(real, self.settings.source_max_file_bytes)
            if read is None:
                plan.skipped.append(rel)
                continue
            seen.add(rel)
            text, digest = read
            row = {"sourceId": source["id"], "relPath": rel, "hash": digest, "size": st.st_size,
                   "mtimeNs": st.st_mtime_ns, "chunkIds": (old or {}).get("chunkIds", [])}
            if old is not None and old.get("hash") == digest:
                plan.changes.append(_Change(rel, row))  # touched, same content: not re-chunked
            else:
                plan.changes.append(_Change(rel, row, self._chunks(source, top, rel, text, st.st_mtime)))
        plan.vanished = [rel for rel in known if rel not in seen]
        return plan

    def _chunks(self, source: dict, top: Path, rel: str, text: str, mtime: float) -> list[dict]:
        """The chunk items of one file's text (secrets redacted, as everything stored is)."""
        out = []
        for i, c in enumerate(chunk_text(text, markdown=rel.lower().endswith(MARKDOWN))):
            content, _ = redact_text(c.text)
            title = f"{rel} › {c.heading}" if c.heading else rel
            out.append({"id": chunk_id(source["id"], rel, i), "kind": "doc", "sourceId": source["id"],
                        "path": str(top / rel), "relPath": rel, "lineStart": c.line_start, "lineEnd": c.line_end,
                        "heading": c.heading, "title": title[:300], "content": content,
                        "project": source.get("project"), "mtime": mtime})
        return out

    def _apply(self, source: dict, plan: _Plan) -> dict:
        """Write the plan, FILES_PER_TX files per transaction; the source row gets the totals last."""
        added = updated = removed = 0
        work: list = [("gone", rel) for rel in plan.vanished] + [("put", ch) for ch in plan.changes]
        for i in range(0, len(work), FILES_PER_TX):
            if self.shared.stop.is_set():  # closing: each batch is whole; the next sync finishes the rest
                break
            with self.store.write() as tx:
                for what, item in work[i:i + FILES_PER_TX]:
                    if what == "gone":
                        self._drop_file(tx, source["id"], item, tx.doc_files.get_file(source["id"], item))
                        removed += 1
                    elif item.chunks is None:
                        tx.doc_files.put_file(source["id"], item.rel, item.row)
                    else:
                        old = tx.doc_files.get_file(source["id"], item.rel)
                        added, updated = (added + 1, updated) if old is None else (added, updated + 1)
                        self._put_file(tx, source["id"], item, old)
        files = self.store.reader().doc_files.of_source(source["id"])
        totals = {"files": len(files), "chunks": sum(len(r.get("chunkIds") or []) for r in files.values())}
        now = self.clock()
        self._record(source, {**totals, "lastSyncTs": now, "lastSyncAt": iso(now), "lastError": None,
                                      "refused": len(plan.refused), "skipped": len(plan.skipped)},
                     audit={"added": added, "updated": updated, "removed": removed} if added or updated or removed
                     else None)
        return {"added": added, "updated": updated, "removed": removed, **totals}

    def _put_file(self, tx: Tx, source_id: str, change: _Change, old: dict | None) -> None:
        new_ids = [c["id"] for c in change.chunks]
        stale = [i for i in (old or {}).get("chunkIds", []) if i not in set(new_ids)]
        tx.doc_chunks.delete_many(stale)
        for i in stale:
            self.searcher.drop(tx, "doc", i)
        for chunk in change.chunks:
            tx.doc_chunks.put(chunk["id"], chunk)
            self.searcher.put(tx, **doc_chunk_doc(chunk), embed=self.embeds)
        tx.doc_files.put_file(source_id, change.rel, {**change.row, "chunkIds": new_ids})

    def _drop_file(self, tx: Tx, source_id: str, rel: str, row: dict | None) -> int:
        ids = list((row or {}).get("chunkIds") or [])
        tx.doc_chunks.delete_many(ids)
        for i in ids:
            self.searcher.drop(tx, "doc", i)
        tx.doc_files.delete_file(source_id, rel)
        return len(ids)

    def _record(self, source: dict, fields: dict, audit: dict | None = None) -> None:
        with self.store.write() as tx:
            current = tx.sources.get(source["id"])
            if current is None:  # removed meanwhile
                return
            current.update(fields)
            tx.sources.put(source["id"], current)
            if audit is not None:
                tx.audit("source.sync", KV.sources, source["id"], detail=audit)

    @staticmethod
    def _public(source: dict | None) -> dict | None:
        if source is None:
            return None
        return {k: source.get(k) for k in ("id", "path", "glob", "project", "createdAt", "lastSyncAt", "files",
                                           "chunks", "refused", "skipped", "lastError")}
