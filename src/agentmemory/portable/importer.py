"""Store imported conversations (chats.py) as sessions of turns, each turn once however often it is imported.

A conversation is the session `<source>-<conversation id>`; each turn an observation (hookType
`message`, speaker user|assistant, the message's own time) carrying `eventId`, a hash of the
conversation and message ids. Before writing, the session's stored observations are read and the
turns whose eventId is there are left out, so a re-import stores nothing (the server's own repeat
check covers five minutes only; a server that honours `eventId` itself refuses repeats too).
Everything goes through `run(op, input)`: session_start, observe_batch (up to BATCH per call),
session_end, as any client would.
"""
from __future__ import annotations

import hashlib
import re
import sys
from collections.abc import Callable
from typing import Any

from .chats import Conversation, Turn

#: Observations per observe_batch call: the op's own limit.
BATCH = 1000
#: Observations read per call when looking for the turns already stored.
PAGE = 10_000
#: Conversation ids used as they are in a session id; any other id is hashed.
_PLAIN_ID = re.compile(r"[A-Za-z0-9_.-]{1,150}")

Run = Callable[[str, dict], Any]


def session_id(source: str, conversation_id: str) -> str:
    """The session a conversation maps to, the same on every import."""
    if _PLAIN_ID.fullmatch(conversation_id):
        return f"{source}-{conversation_id}"
    return f"{source}-{hashlib.sha256(conversation_id.encode()).hexdigest()[:32]}"


def event_id(source: str, conversation_id: str, message_id: str) -> str:
    """A turn's idempotency key: stable across imports, unique per conversation and message."""
    digest = hashlib.sha256(f"{conversation_id}\x00{message_id}".encode()).hexdigest()[:32]
    return f"{source}-{digest}"


def observation(source: str, project: str, sid: str, conv: Conversation, turn: Turn) -> dict:
    eid = event_id(source, conv.id, turn.message_id)
    return {"hookType": "message", "sessionId": sid, "project": project, "timestamp": turn.ts, "eventId": eid,
            "data": {"speaker": turn.speaker, "text": turn.text, "eventId": eid, "source": source,
                     "conversationId": conv.id, "messageId": turn.message_id}}


def stored_event_ids(run: Run, sid: str) -> set[str]:
    """The eventIds of the turns a session already holds (none for a session that does not exist)."""
    seen: set[str] = set()
    offset = 0
    while True:
        page = run("observations", {"sessionId": sid, "limit": PAGE, "offset": offset})
        rows = page.get("observations") or []
        for row in rows:
            data = row.get("data")
            if isinstance(data, dict) and isinstance(data.get("eventId"), str):
                seen.add(data["eventId"])
        offset += len(rows)
        if not rows or offset >= page.get("total", 0):
            return seen


def import_conversations(convs: list[Conversation], run: Run, source: str, project: str,
                         progress: bool = True) -> dict:
    """Import every conversation; a summary of what was stored, skipped and refused."""
    from tqdm import tqdm
    summary = {"conversations": len(convs), "sessionsWritten": 0, "unchanged": 0, "turnsStored": 0,
               "turnsAlreadyStored": 0, "turnsRefused": 0, "firstRefusal": None}
    with tqdm(total=sum(len(c.turns) for c in convs), unit="turn", desc=f"import {source}", file=sys.stderr,
              disable=not progress) as bar:
        for conv in convs:
            _import_one(conv, run, source, project, summary)
            bar.update(len(conv.turns))
    return summary


def _import_one(conv: Conversation, run: Run, source: str, project: str, summary: dict) -> None:
    sid = session_id(source, conv.id)
    items = [observation(source, project, sid, conv, t) for t in conv.turns]
    have = stored_event_ids(run, sid) if items else set()
    new = [o for o in items if o["eventId"] not in have]
    summary["turnsAlreadyStored"] += len(items) - len(new)
    if not new:
        summary["unchanged"] += 1
        return
    run("session_start", {"sessionId": sid, "project": project, "title": conv.title[:500] or None})
    for start in range(0, len(new), BATCH):
        result = run("observe_batch", {"observations": new[start:start + BATCH]})
        summary["turnsStored"] += result.get("stored", 0)
        summary["turnsAlreadyStored"] += result.get("deduplicated", 0)
        refused = [r for r in result.get("results", []) if isinstance(r, dict) and "error" in r]
        summary["turnsRefused"] += len(refused)
        if refused and summary["firstRefusal"] is None:
            summary["firstRefusal"] = f"conversation {conv.id}: {refused[0]['error']}"
    run("session_end", {"sessionId": sid})
    summary["sessionsWritten"] += 1
