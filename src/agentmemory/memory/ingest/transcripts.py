"""Transcript sync: Claude Code session logs and Antigravity conversation artifacts become sessions.

Claude Code keeps one JSON object per line in `~/.claude/projects/<project>/
<session>.jsonl` ({type: user|assistant, message: {role, content: string or
blocks text/tool_use/tool_result}, sessionId, cwd, timestamp, uuid}). Each
line's text becomes a message observation; each tool_use, paired with its
tool_result from a later line, becomes one tool observation (a call whose
result is not written yet waits for the next sync). Antigravity keeps markdown
artifacts (task.md, implementation_plan.md, walkthrough.md) in
`~/.gemini/antigravity/brain/<id>/`: one session per <id>, one observation
per file section (a file split at its headings).

Everything goes through the normal observe path (privacy filter, indexing,
profile, episode marker). Re-running adds nothing: each imported item is
recorded in KV.transcripts under the line's uuid (plus the tool call id) or
the section's content hash, and the uuid rides along in the observation's
data so two identical lines ("yes", "yes") are not merged by the observe
dedup. Forgetting a session keeps these records, so a later sync does not
bring forgotten turns back.

Only files under the `transcript_roots` setting are read: the requested path
and every file found are resolved (symlinks, "..") before the check (403).
`sync-all` also crystallizes and reflects on the sessions that got new items.
"""
from __future__ import annotations

import hashlib
import json
import os
import re
from collections import Counter
from pathlib import Path
from typing import TYPE_CHECKING, Any, Iterator

from ...errors import AgentMemoryError, Forbidden, Invalid, NotFound, TooMany
from ...native_hooks import whole_characters
from ...store import KV
from ..base import Service, Shared
from ..common import Caller, parse_time

if TYPE_CHECKING:
    from ..distill.crystals import Crystals
    from ..distill.episodes import Episodes
    from ..distill.reflect import Reflection
    from .sessions import Sessions

SOURCES = ("claude-code", "antigravity")
MAX_FILES = 2000  # files read per call
MAX_FILE_BYTES = 64 * 1024 * 1024
BATCH = 500  # observations per transaction, so a huge transcript never holds the writer long
SYNC_ALL_LIMIT = 20  # sessions crystallized and reflected per sync-all call
_HEADING = re.compile(r"^#{1,6}\s+\S", re.M)


# ---------------------------------------------------------------- Claude Code
def _read_jsonl(path: Path) -> tuple[list[dict], int]:
    records, bad = [], 0
    with path.open(encoding="utf-8", errors="replace") as fh:
        for line in fh:
            if not line.strip():
                continue
            try:
                value = json.loads(line)
            except (ValueError, RecursionError):  # not JSON, or nested too deeply for json: a bad line
                bad += 1
                continue
            if "\\ud" in line or "\\uD" in line:
                value = whole_characters(value)  # a half emoji JSON.stringify wrote: U+FFFD
            if isinstance(value, dict):
                records.append(value)
    return records, bad


def claude_items(path: Path, project: str | None) -> Iterator[tuple[str, dict]]:
    """(idempotency key, observe item) for each turn text and each finished tool call of a session log."""
    records, _ = _read_jsonl(path)
    results: dict[str, tuple[object, bool]] = {}
    for r in records:
        content = r.get("message", {}).get("content") if isinstance(r.get("message"), dict) else None
        for b in content if isinstance(content, list) else []:
            if isinstance(b, dict) and b.get("type") == "tool_result" and isinstance(b.get("tool_use_id"), str):
                results[b["tool_use_id"]] = (b.get("content"), bool(b.get("is_error")))
    for n, r in enumerate(records):
        if r.get("type") not in ("user", "assistant") or r.get("isMeta"):
            continue  # summaries, snapshots and injected meta lines are not conversation
        msg = r["message"] if isinstance(r.get("message"), dict) else {}
        uuid = r["uuid"] if isinstance(r.get("uuid"), str) and r["uuid"] else f"{path.name}#{n}"
        cwd = r["cwd"] if isinstance(r.get("cwd"), str) else ""
        sid = r["sessionId"] if isinstance(r.get("sessionId"), str) and r["sessionId"] else path.stem
        base = {"sessionId": sid[:200], "cwd": cwd[:4096],
                "project": (project or Path(cwd).name or path.parent.name or "claude-code")[:500],
                "timestamp": r.get("timestamp") if isinstance(r.get("timestamp"), (str, int, float)) else None}
        content = msg.get("content")
        blocks = [{"type": "text", "text": content}] if isinstance(content, str) else \
            [b for b in content if isinstance(b, dict)] if isinstance(content, list) else []
        text = "\n".join(b["text"] for b in blocks if b.get("type") == "text" and isinstance(b.get("text"), str)
                         and b["text"].strip())
        if text:
            role = msg.get("role") if isinstance(msg.get("role"), str) else r["type"]
            yield uuid, {**base, "hookType": "message",
                         "data": {"role": role, "text": text, "uuid": uuid, "source": "claude-code"}}
        for i, b in enumerate(blocks):
            if b.get("type") != "tool_use":
                continue
            call_id = b["id"] if isinstance(b.get("id"), str) else str(i)
            if call_id not in results:
                continue  # still running when the log was written: imported with its result next time
            output, failed = results[call_id]
            yield f"{uuid}:{call_id}", {**base, "hookType": "post_tool_use", "data": {
                "tool_name": b["name"] if isinstance(b.get("name"), str) else "tool",
                "tool_input": b.get("input") if isinstance(b.get("input"), dict) else {},
                "tool_response": {"content": output, "is_error": failed}, "uuid": uuid, "source": "claude-code"}}


# ---------------------------------------------------------------- Antigravity
def markdown_sections(text: str) -> list[tuple[str, str]]:
    """(heading, section text) at each markdown heading; a file without headings is one section."""
    starts = [m.start() for m in _HEADING.finditer(text)]
    if len(starts) <= 1:
        return [(text.strip().splitlines()[0].lstrip("# ").strip() if text.strip() else "", text.strip())]
    cuts = ([0] if starts[0] > 0 else []) + starts + [len(text)]
    out = []
    for a, b in zip(cuts, cuts[1:]):
        section = text[a:b].strip()
        if section:
            out.append((section.splitlines()[0].lstrip("# ").strip(), section))
    return out


def antigravity_items(conv_dir: Path, files: list[Path], project: str | None) -> Iterator[tuple[str, dict]]:
    """One note per section of each markdown artifact of a conversation (task.md sections are tasks)."""
    sid = f"antigravity-{conv_dir.name}"[:200]
    for path in files:
        mtime = path.stat().st_mtime
        text = path.read_text(encoding="utf-8", errors="replace")
        for i, (heading, section) in enumerate(markdown_sections(text)):
            digest = hashlib.sha256(f"{conv_dir.name}\x1f{path.name}\x1f{section}".encode()).hexdigest()[:32]
            kind = "task" if path.stem.lower() == "task" else "note"
            title = f"{path.stem.replace('_', ' ')}: {heading}" if heading else path.stem.replace("_", " ")
            yield digest, {"sessionId": sid, "project": (project or "antigravity")[:500], "cwd": "",
                           "timestamp": mtime + i / 1000,  # sections keep their order within a file
                           "hookType": "note", "data": {"type": kind, "title": title[:500], "text": section,
                                                        "file": path.name, "source": "antigravity"}}


class Transcripts(Service):
    def __init__(self, shared: Shared, *, crystals: Crystals, episodes: Episodes, reflection: Reflection,
                 sessions: Sessions):
        super().__init__(shared)
        self.crystals = crystals
        self.episodes = episodes
        self.reflection = reflection
        self.sessions = sessions

    # -- paths ----------------------------------------------------------------------
    def _transcript_roots(self) -> list[Path]:
        return [Path(r).expanduser().resolve() for r in self.settings.transcript_roots]

    def _inside_roots(self, path: Path, roots: list[Path]) -> bool:
        return any(path == r or path.is_relative_to(r) for r in roots)

    def _resolve_transcript_path(self, path: str, roots: list[Path]) -> Path:
        """The real path (symlinks and ".." resolved) of a requested file or directory under a root."""
        try:
            p = Path(path).expanduser()
            if not p.is_absolute():  # relative to the first root that has it
                p = next((r / p for r in roots if (r / p).exists()), (roots[0] if roots else Path.cwd()) / p)
            real = p.resolve()
            exists = real.exists()
        except (OSError, ValueError, RuntimeError) as exc:  # NUL bytes, loops, names too long
            raise Invalid(f"path is not usable: {type(exc).__name__}", field="path") from None
        if not self._inside_roots(real, roots):  # before the existence check: say nothing about outside files
            raise Forbidden("path is outside the configured transcript roots (AGENTMEMORY_TRANSCRIPT_ROOTS)",
                            field="path", roots=[str(r) for r in roots])
        if not exists:
            raise NotFound(f"no such file or directory: {path}", field="path")
        return real

    def _walk(self, top: Path, roots: list[Path], suffix: str, refused: list[str]) -> list[Path]:
        """Files ending in `suffix` under `top` (symlinked directories are not followed; every file's real
        path must stay under a root: a link pointing outside is refused)."""
        out: list[Path] = []
        for dirpath, dirnames, filenames in os.walk(top, followlinks=False):
            dirnames.sort()
            for name in sorted(filenames):
                if not name.endswith(suffix):
                    continue
                real = (Path(dirpath) / name).resolve()
                if not self._inside_roots(real, roots):
                    refused.append(str(Path(dirpath) / name))
                elif real.is_file():
                    out.append(real)
                if len(out) >= MAX_FILES:
                    return out
        return out

    def _transcript_units(self, source: str, path: str | None, roots: list[Path],
                          refused: list[str]) -> list[tuple[Path, list[Path]]]:
        """(unit, files): a Claude Code log is its own unit; an Antigravity unit is a conversation directory."""
        tops = [self._resolve_transcript_path(path, roots)] if path else [r for r in roots if r.is_dir()]
        if source == "claude-code":
            files = [t for t in tops if t.is_file() and t.suffix == ".jsonl"]
            for t in tops:
                if t.is_dir():
                    files += self._walk(t, roots, ".jsonl", refused)
            return [(f, [f]) for f in dict.fromkeys(files)][:MAX_FILES]
        units: dict[Path, list[Path]] = {}
        for t in tops:
            if t.is_file():
                if t.suffix == ".md":
                    units.setdefault(t.parent, []).append(t)
                continue
            direct = [t] if any(t.glob("*.md")) else sorted(d for d in t.iterdir() if d.is_dir())
            for conv in direct:
                files = [f for f in self._walk(conv, roots, ".md", refused) if f.parent == conv.resolve()]
                if files:
                    units.setdefault(conv.resolve(), []).extend(files)
        return list(units.items())[:MAX_FILES]

    # -- sync -----------------------------------------------------------------------
    def transcripts_sync(self, caller: Caller, source: str = "claude-code", path: str | None = None,
                         project: str | None = None) -> dict:
        roots = self._transcript_roots()
        refused: list[str] = []
        try:
            units = self._transcript_units(source, path, roots, refused)
        except OSError as exc:  # e.g. a directory we may not list
            raise Forbidden(f"cannot read the transcripts: {type(exc).__name__}", field="path") from None
        added: Counter = Counter()
        skipped = truncated = 0
        errors: list[dict] = []
        for unit, files in units:
            try:
                big = [f for f in files if f.stat().st_size > MAX_FILE_BYTES]
                if big:
                    errors.append({"file": str(big[0]), "error": f"larger than {MAX_FILE_BYTES} bytes"})
                    continue
                items = list(claude_items(unit, project) if source == "claude-code"
                             else antigravity_items(unit, files, project))
            except OSError as exc:
                errors.append({"file": str(unit), "error": f"{type(exc).__name__}: {exc}"[:300]})
                continue
            for i in range(0, len(items), BATCH):
                s, t, errs = self._import_batch(caller, source, items[i:i + BATCH], added)
                skipped, truncated = skipped + s, truncated + t
                errors += [{"file": str(unit), **e} for e in errs][:100 - len(errors)]
        return {"source": source, "files": sum(len(f) for _, f in units), "units": len(units),
                "imported": sum(added.values()), "alreadyImported": skipped, "truncated": truncated,
                "sessions": [{"sessionId": sid, "added": n} for sid, n in added.items()],
                "refused": refused[:100], "errors": errors}

    def _import_batch(self, caller: Caller, source: str, items: list[tuple[str, dict]],
                      added: Counter) -> tuple[int, int, list[dict]]:
        """Observe the items not imported yet, in one transaction; (already imported, over the cap, errors)."""
        skipped = truncated = 0
        errors: list[dict] = []
        with self.store.write(caller.agent_id) as tx:
            for key, item in items:
                mark = f"{source}:{key}"[:1000]
                if tx.get(KV.transcripts, mark) is not None:
                    skipped += 1
                    continue
                try:
                    r = self.sessions.observe_one(tx, caller, item)
                except TooMany:
                    truncated += 1  # not recorded: raising MAX_OBS_PER_SESSION and syncing again imports it
                    continue
                except AgentMemoryError as exc:  # bad timestamp, oversized item, another agent's session
                    errors.append({"item": key, "error": exc.message, "status": exc.status})
                    continue
                tx.put(KV.transcripts, mark, {"observationId": r["observationId"], "sessionId": item["sessionId"],
                                              "at": self.clock()})
                added[item["sessionId"]] += 1
        return skipped, truncated, errors

    def transcripts_sync_all(self, caller: Caller, source: str | None = None, path: str | None = None,
                             project: str | None = None) -> dict:
        """Sync (both sources unless one is named), then crystallize and reflect the sessions that grew."""
        synced = [self.transcripts_sync(caller, s, path, project) for s in ([source] if source else SOURCES)]
        todo = list(dict.fromkeys(x["sessionId"] for r in synced for x in r["sessions"]))
        crystals, reflections = [], []
        for sid in todo[:SYNC_ALL_LIMIT]:
            try:
                c = self.crystals.crystallize(caller, sid)["crystal"]
                crystals.append({"sessionId": sid, "id": c["id"], "method": c["method"]})
                r = self.reflection.reflect(caller, sessionId=sid, writeLessons=True)
                reflections.append({"sessionId": sid, "mode": r["mode"],
                                    "lessons": len((r.get("written") or {}).get("lessons") or [])})
            except AgentMemoryError as exc:
                reflections.append({"sessionId": sid, "error": exc.message})
        return {"synced": synced, "crystals": crystals, "reflections": reflections,
                "remaining": max(0, len(todo) - SYNC_ALL_LIMIT)}

    # -- conversation turns (the `ingest` op) ----------------------------------------
    def ingest(self, caller: Caller, agent_id: str, conversation_id: str, turns: list[dict],
               session_date: str | float | None = None, skip_extraction: bool = False,
               project: str | None = None) -> dict:
        """Bulk-ingest {user, assistant} turns as message observations (one transaction), then distil."""
        caller = caller.for_agent(agent_id)
        base = parse_time(session_date, "session_date", None)
        ids, dedup, n = [], 0, 0
        with self.store.write(caller.agent_id) as tx:
            for turn in turns:
                for role in ("user", "assistant"):
                    text = turn.get(role)
                    if not isinstance(text, str) or not text.strip():
                        continue
                    item = {"hookType": "message", "sessionId": conversation_id, "project": project or agent_id,
                            "cwd": "", "timestamp": None if base is None else base + n,  # one second apart: in order
                            "data": {"speaker": role, "text": text}}
                    n += 1
                    r = self.sessions.observe_one(tx, caller, item)
                    dedup += bool(r.get("deduplicated"))
                    ids.append(r["observationId"])
        out: dict[str, Any] = {"conversationId": conversation_id, "stored": len(ids) - dedup, "deduplicated": dedup,
                               "observationIds": ids, "episode": None}
        if not skip_extraction:
            result = self.episodes.distill_session(conversation_id)
            out["episode"] = result.get("episode")
            if "skipped" in result:
                out["skipped"] = result["skipped"]
        return out
