"""Newest state wins: which earlier observations a new one makes stale (pure rules + one write step).

An observation of a file or symbol is superseded (kept, searchable, ranked below its successor:
`ranking.rank`) when a later one in the same project
- writes the file whole (every earlier read, write or edit of it),
- edits text an earlier read, write or edit of the file showed,
- renames a symbol (an edit whose only identifier change is one name for another: every earlier
  observation naming the old symbol and not the new one),
- moves or deletes the file (`mv`, `git mv`, `rm`, `git rm` in a command),
and a decision is superseded by a later decision that says it reverses one ("instead", "switch
to", "revert", ...) and shares the most content words with it.
"""
from __future__ import annotations

import re
import shlex
from typing import Any

from ...search import text
from ...search.storage import DocListing
from ...store import Tx
from .. import indexing
from .textscan import first_str, get_first

LOOKBACK = 300  # the project's most recent observations checked per change
FIELDS = ("type", "files", "narrative", "sections", "supersededBy")
_FILE_VIEWS = ("file_read", "file_write", "file_edit")
_IDENT = re.compile(r"\b[A-Za-z_][A-Za-z0-9_]{2,}\b")
_REVERSAL = re.compile(
    r"\b(instead|no longer|switch(?:ed|ing)? (?:to|from|back)|revert(?:ed|ing)?|replac(?:e|ed|ing)|rather than|"
    r"back to|drop(?:ped|ping)?|abandon(?:ed)?|revers(?:e|ed|ing)|chang(?:e|ed) (?:our|my) mind|undo|"
    r"stop(?:ped)? using|mov(?:e|ed|ing) (?:away from|off)|migrat(?:e|ed|ing) (?:to|from|off)|scrap(?:ped)?|"
    r"not use|don't use|won't use|supersed(?:e|es|ed))\b", re.I)
_MIN_SHARED = 2  # content words a reversal must share with the decision it reverses


def _tool_input(obs: dict) -> dict:
    d = obs.get("data") if isinstance(obs.get("data"), dict) else {}
    tin = get_first(d, "tool_input", "toolInput", "input", "arguments")
    return tin if isinstance(tin, dict) else {}


def _edits(obs: dict) -> list[tuple[str, str]]:
    """(old, new) text of each change an edit observation made."""
    tin = _tool_input(obs)
    parts = tin["edits"] if isinstance(tin.get("edits"), list) else [tin]
    return [(first_str(e, "old_string", "old_str"), first_str(e, "new_string", "new_str", "new_source"))
            for e in parts if isinstance(e, dict)]


def renamed(edits: list[tuple[str, str]]) -> tuple[str, str] | None:
    """(old name, new name) when the edits change exactly one identifier into another."""
    old = {w for o, _ in edits for w in _IDENT.findall(o)}
    new = {w for _, n in edits for w in _IDENT.findall(n)}
    gone, came = old - new, new - old
    if len(gone) == 1 and len(came) == 1:
        return next(iter(gone)), next(iter(came))
    return None


def _moved_or_deleted(obs: dict) -> list[str]:
    """Paths a command moved away or deleted."""
    cmd = first_str(_tool_input(obs), "command", "cmd")
    out: list[str] = []
    for part in re.split(r"&&|\|\||;|\n", cmd):
        try:
            args = shlex.split(part)
        except ValueError:
            continue
        if args[:1] == ["git"]:
            args = args[1:]
        if args[:1] in (["rm"], ["mv"]):
            paths = [a for a in args[1:] if not a.startswith("-")]
            out += paths if args[0] == "rm" else paths[:-1]
    return out


def _same_file(a: str, b: str) -> bool:
    return a == b or a.endswith("/" + b.lstrip("./")) or b.endswith("/" + a.lstrip("./"))


def _shown(row: dict) -> str:
    secs = row.get("sections") or []
    return (row.get("narrative") or "") + "\n".join(s.get("text", "") for s in secs if isinstance(s, dict))


def _lines(textblock: str) -> list[str]:
    return [ln.strip() for ln in textblock.splitlines() if len(ln.strip()) >= 8]


def stale(new: dict, row: dict) -> bool:
    """Whether the earlier observation `row` shows a state of a file or symbol `new` changed."""
    kind, files = new.get("type"), new.get("files") or []
    touches = any(_same_file(f, g) for f in files[:1] for g in row.get("files") or [])
    if kind == "file_write" and touches and row.get("type") in _FILE_VIEWS:
        return True
    if kind == "file_edit":
        edits = _edits(new)
        if touches and row.get("type") in _FILE_VIEWS:
            shown = _shown(row)
            if any(ln in shown for old, _ in edits for ln in _lines(old)[:3]):
                return True
        pair = renamed(edits)
        if pair and row.get("type") not in ("conversation", "prompt"):
            words = set(_IDENT.findall(_shown(row)))
            return pair[0] in words and pair[1] not in words
    if kind == "command_run":
        gone = _moved_or_deleted(new)
        return any(_same_file(p, g) for p in gone for g in row.get("files") or [])
    return False


def reversed_decision(new: dict, rows: list[tuple[str, dict]]) -> str | None:
    """The id of the earlier decision a reversing decision replaces (most shared content words)."""
    said = new.get("narrative") or ""
    if new.get("type") != "decision" or not _REVERSAL.search(said):
        return None
    mine = set(text.stems(said))
    best, best_n = None, _MIN_SHARED - 1
    for item_id, row in rows:
        if row.get("type") == "decision" and not row.get("supersededBy"):
            n = len(mine & set(text.stems(row.get("narrative") or "")))
            if n > best_n:
                best, best_n = item_id, n
    return best


def mark_superseded(tx: Tx, searcher: Any, obs: dict) -> list[str]:
    """Mark the earlier observations `obs` makes stale (`supersededBy`), re-index them; their ids."""
    if obs.get("type") not in ("file_write", "file_edit", "command_run", "decision") or not obs.get("project"):
        return []
    if obs["type"] == "command_run" and not _moved_or_deleted(obs):
        return []
    listing = DocListing(kinds=("observation",), project=obs["project"], before_ts=obs.get("ts"),
                         order="ts_desc", limit=LOOKBACK)
    rows = [(item_id, dict(zip(FIELDS, values)))
            for _, item_id, values in searcher.storage.listed_fields(listing, FIELDS, tx)]
    rows = [(i, r) for i, r in rows if i != obs["id"]]
    hits = [i for i, r in rows if not r.get("supersededBy") and stale(obs, r)]
    reversal = reversed_decision(obs, rows)
    if reversal:
        hits.append(reversal)
    scopes = {ref[1]: ref[2] for ref in searcher.storage.listed_refs(
        DocListing(kinds=("observation",), item_ids=tuple(hits)), tx)} if hits else {}
    for item_id in hits:
        scope = scopes.get(item_id)
        old = tx.get(scope, item_id) if scope else None
        if old is None:
            continue
        old["supersededBy"] = obs["id"]
        tx.put(scope, item_id, old)
        indexing.put_observation(searcher, tx, old, embed=False)  # same text: its vectors stay valid
    return hits

