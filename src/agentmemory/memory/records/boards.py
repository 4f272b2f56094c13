"""Shared boards (a blackboard): named, append-only lists of items that several agents read and write.

A board names who may read it and who may post to it (`readers`, `writers`: agent ids, "*" for every
agent; left out: every agent). Its creator always may do both, and so does the admin secret acting as
no particular agent. Anyone else gets 403. Under isolated agent scope, where every other read returns
only the caller's own data, boards are how agents share: a board's items are shown to its readers
whoever posted them.

Items live in a scope per board (`KV.board(name)`), keyed by time-sortable ids, and are kept to the
board's `maxItems` (the oldest go first). They are not in the search index (its results are not filtered
by board rights); instead `relevant` scores a board's items against a query (cosine of the configured
embedder, else the share of the query's content words an item holds) and keeps those at or above a
`similarityThreshold`: smart-search attaches them for the boards a caller names or that ask to be attached.
"""
from __future__ import annotations

import logging
import re

import numpy as np

from ...errors import Conflict, Forbidden, Invalid, NotFound
from ...search.text import content_words
from ...store import KV, Query
from ..base import Service
from ..common import Caller, iso, new_id
from ..privacy import strip_private

NAME_PATTERN = r"^[a-z0-9][a-z0-9_.-]{0,63}$"
DEFAULT_THRESHOLD = 0.35
MAX_SCORED = 200  # newest items scored per board for a query

log = logging.getLogger(__name__)


def may(caller: Caller, board: dict, right: str) -> bool:
    """Whether `caller` may read ("readers") or post to ("writers") `board`."""
    if caller.admin and not caller.fixed:  # the admin secret (or the local CLI), not acting as an agent
        return True
    allowed = board.get(right)
    return board.get("owner") == caller.agent_id or allowed is None or "*" in allowed or caller.agent_id in allowed


def _public(board: dict, count: int | None = None) -> dict:
    out = {k: board.get(k) for k in ("name", "description", "owner", "readers", "writers", "maxItems",
                                      "attach", "similarityThreshold", "createdAt", "updatedAt")}
    if count is not None:
        out["items"] = count
    return out


class Boards(Service):
    def _board(self, name: str, caller: Caller, right: str) -> dict:
        board = self.store.get(KV.boards, name)
        if board is None:
            raise NotFound(f"board {name!r} not found", board=name)
        if not may(caller, board, right):
            what = "read" if right == "readers" else "post to"
            raise Forbidden(f"agent {caller.agent_id!r} may not {what} board {name!r}", board=name)
        return board

    def create_board(self, caller: Caller, name: str, readers: list[str] | None = None,
                     writers: list[str] | None = None, description: str | None = None, maxItems: int = 1000,
                     attach: bool = False, similarityThreshold: float = DEFAULT_THRESHOLD) -> dict:
        """Create a board (201), or change its rights and settings when the caller owns it (200); 409 when
        another agent's board has that name."""
        if not re.fullmatch(NAME_PATTERN, name):
            raise Invalid(f"board name must match {NAME_PATTERN}", field="name")
        now = self.clock()
        fields = {"description": strip_private(description)[0] if description else None,
                  "readers": sorted(set(readers)) if readers is not None else None,
                  "writers": sorted(set(writers)) if writers is not None else None,
                  "maxItems": maxItems, "attach": attach, "similarityThreshold": similarityThreshold,
                  "updatedAt": iso(now)}
        with self.store.write(caller.agent_id) as tx:
            board = tx.get(KV.boards, name)
            created = board is None
            if not created and board.get("owner") != caller.agent_id and not (caller.admin and not caller.fixed):
                raise Conflict(f"board {name!r} exists and belongs to agent {board.get('owner')!r}", board=name)
            board = {**(board or {"name": name, "owner": caller.agent_id, "createdAt": iso(now)}), **fields}
            tx.put(KV.boards, name, board)
            tx.audit("board.create" if created else "board.update", KV.boards, name,
                     {k: board[k] for k in ("readers", "writers", "maxItems")})
            count = tx.items(KV.board(name)).count()
        return {"board": _public(board, count), "created": created}

    def post(self, caller: Caller, name: str, content: str, tags: list[str] | None = None) -> dict:
        """Append an item to a board (its writers only); the oldest items beyond `maxItems` are dropped."""
        self._board(name, caller, "writers")
        now = self.clock()
        item = {"id": new_id("bi", now), "board": name, "agentId": caller.agent_id,
                "content": strip_private(content)[0], "tags": list(tags or []), "createdAt": iso(now), "ts": now}
        with self.store.write(caller.agent_id) as tx:
            board = tx.get(KV.boards, name)
            if board is None:  # deleted meanwhile
                raise NotFound(f"board {name!r} not found", board=name)
            items = tx.items(KV.board(name))
            items.put(item["id"], item)
            extra = items.count() - int(board.get("maxItems") or 1000)
            dropped = items.keys(Query().by_key().page(extra)) if extra > 0 else []
            for key in dropped:
                items.delete(key)
            tx.audit("board.post", KV.board(name), item["id"], {"dropped": len(dropped)})
            tx.emit("board.posted", {"board": name, "id": item["id"], "agentId": caller.agent_id})
        return {"item": item, "dropped": len(dropped)}

    def delete_board(self, caller: Caller, name: str) -> dict:
        """Delete a board and all its items: its owner or the admin only (403 for anyone else, writers too)."""
        with self.store.write(caller.agent_id) as tx:
            board = tx.get(KV.boards, name)
            if board is None:
                raise NotFound(f"board {name!r} not found", board=name)
            if board.get("owner") != caller.agent_id and not (caller.admin and not caller.fixed):
                raise Forbidden(f"agent {caller.agent_id!r} may not delete board {name!r}: only its owner "
                                f"{board.get('owner')!r} may", board=name)
            items = tx.items(KV.board(name)).delete_where(Query())
            tx.delete(KV.boards, name)
            tx.audit("board.delete", KV.boards, name, {"owner": board.get("owner"), "items": items})
            tx.emit("board.deleted", {"board": name})
        return {"deleted": name, "items": items}

    def get_board(self, caller: Caller, name: str, limit: int = 50, offset: int = 0, query: str | None = None,
                  similarityThreshold: float | None = None) -> dict:
        """A board and its items, newest first; with a query, the items scored against it (best first) and,
        with a threshold, only those at or above it."""
        board = self._board(name, caller, "readers")
        repo = self.store.reader().items(KV.board(name))
        if not query:
            items, total = repo.page(Query().by_key(desc=True).page(limit, offset))
            return {"board": _public(board, total), "items": items, "total": total}
        scored = self._relevant(board, query, -1.0 if similarityThreshold is None else similarityThreshold)
        return {"board": _public(board, repo.count()), "items": scored[offset:offset + limit], "total": len(scored)}

    def list_boards(self, caller: Caller) -> dict:
        """The boards the caller may read (or post to), by name."""
        reader = self.store.reader()
        out = []
        for _, board in reader.items(KV.boards).scan():
            if may(caller, board, "readers") or may(caller, board, "writers"):
                out.append({**_public(board, reader.items(KV.board(board["name"])).count()),
                            "canRead": may(caller, board, "readers"), "canPost": may(caller, board, "writers")})
        return {"boards": out}

    def attach(self, caller: Caller, query: str, names: list[str] | None,
               similarityThreshold: float | None = None, limit: int = 5) -> list[dict]:
        """Items of the named boards (none named: every readable board with `attach` on) that reach the
        threshold for `query`, best first; named boards the caller may not read are 403, unknown 404."""
        if names:
            boards = [self._board(n, caller, "readers") for n in dict.fromkeys(names)]
        else:
            boards = [b for _, b in self.store.reader().items(KV.boards).scan()
                      if b.get("attach") and may(caller, b, "readers")]
        found = [hit for b in boards for hit in self._relevant(b, query, similarityThreshold)]
        return sorted(found, key=lambda h: -h["similarity"])[:limit]

    def _relevant(self, board: dict, query: str, threshold: float | None) -> list[dict]:
        items = self.store.reader().items(KV.board(board["name"])).find(Query().by_key(desc=True).page(MAX_SCORED))
        if not items:
            return []
        floor = board.get("similarityThreshold", DEFAULT_THRESHOLD) if threshold is None else threshold
        scores = self._similarities(query, [i["content"] for i in items])
        hits = [{**item, "similarity": round(float(s), 4)} for item, s in zip(items, scores) if s >= floor]
        return sorted(hits, key=lambda h: -h["similarity"])

    def _similarities(self, query: str, texts: list[str]) -> list[float]:
        embedder = self.embedder
        if embedder is not None:
            try:
                q = embedder.embed([query], kind="query")[0]
                return list(np.asarray(embedder.embed(texts, kind="passage")) @ q)
            except Exception:  # noqa: BLE001
                # Trigger: the embedder failed (a remote one unreachable). Why: a board read must not turn into
                # a 500. Outcome: the word-overlap score below, logged.
                log.warning("board similarity: the embedder failed; using word overlap", exc_info=True)
        wanted = set(content_words(query))
        if not wanted:
            return [0.0] * len(texts)
        return [len(wanted & set(content_words(t))) / len(wanted) for t in texts]
