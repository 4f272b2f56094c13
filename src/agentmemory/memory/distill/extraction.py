"""Automatic typed extraction: after a session is distilled, what it says about the user goes into the
typed memories (preferences, profile, entities, events) through their merge ops.

With an LLM, ONE structured call per session proposes operations against the type schemas and
the records already stored: write {type, fields}, edit {type, key, field, search, replace} (the
typed SEARCH/REPLACE patch) and delete {type, key}, each with an optional L0 `abstract` and L1
`overview`. Without one (or when it fails), extract_rules.py's patterns propose the writes and
L0/L1 are extractive (typed_schema.py). Every operation goes through `Typed`, which validates it
against the type's schema (unknown types and fields, wrong value types are refused, and reported in
`rejected`) and audits it. Preferences and profile are about the person, so they are global; events
and entities keep the session's project. A per-session marker (KV.meta `extracted:<sessionId>`)
remembers the last turn extracted, so consolidation extracts only sessions nothing has covered yet.
"""
from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any, Literal

from pydantic import BaseModel, Field

from ...errors import AgentMemoryError, Invalid, NotFound
from ...store import KV
from ..base import Service, Shared
from ..common import EXTRACTION, Caller, iso
from . import drafts, extract_rules

if TYPE_CHECKING:
    from ..records.typed import Typed
    from .crystals import Crystals

log = logging.getLogger(__name__)

EXTRACT_TYPES = ("preferences", "profile", "entities", "events")
GLOBAL_TYPES = ("preferences", "profile")  # about the person, not the project
PROMPT_CHARS = 12_000
EXISTING = 40  # stored records shown to the LLM so it can edit or delete them
ENDED_PER_RUN = 20  # ended sessions consolidation summarises and extracts per run
BIO_CHARS = 1000
SYSTEM = ("You maintain typed long-term memories about a user from their conversations with an AI agent. "
          "Propose only durable facts the user stated (preferences, who they are, people and things they deal "
          "with, dated events); never invent anything. Reply with JSON only.")


class ExtractOp(BaseModel):
    op: Literal["write", "edit", "delete"]
    type: str
    key: str | None = None
    fields: dict[str, Any] = Field(default_factory=dict)
    field: str | None = None
    search: str | None = None
    replace: str | None = None
    abstract: str | None = None
    overview: str | None = None


class ExtractionDraft(BaseModel):
    operations: list[ExtractOp] = Field(default_factory=list)


def marker_key(session_id: str) -> str:
    return f"extracted:{session_id}"


def extraction_prompt(types: list[dict], existing: list[dict], observations: list[dict]) -> str:
    lines, used = [], 0
    for obs in observations:
        line = f"{drafts.speaker_of(obs) or obs.get('type')}: {' '.join(drafts.spoken_text(obs).split())[:800]}"
        if used + len(line) > PROMPT_CHARS:
            break
        used += len(line)
        lines.append(line)
    stored = "\n".join(f"- {r['type']} key={r['key']!r}: {r.get('content')}" for r in existing) or "(none)"
    schemas = "\n".join(f"- {t['name']}: key {t['key']}; fields " + ", ".join(
        f"{n} ({f['type']}{', required' if f['required'] else ''})" for n, f in t["fields"].items()) for t in types)
    return (f"Memory types:\n{schemas}\n\nStored records:\n{stored}\n\nConversation:\n" + "\n".join(lines)
            + "\n\nPropose operations: {operations: [{op: write, type, fields, abstract, overview} | {op: edit, "
              "type, key, field, search, replace} | {op: delete, type, key}]}. write creates or merges by the key "
              "fields; edit replaces the exact `search` text in one text field of a stored record; delete removes "
              "a stored record the conversation shows is wrong. abstract: one line (L0); overview: a short "
              "paragraph (L1). Use only the types and fields listed.")


class Extraction(Service):
    def __init__(self, shared: Shared, *, typed: Typed, crystals: Crystals):
        super().__init__(shared)
        self.typed = typed
        self.crystals = crystals

    def after_distill(self, sess: dict, observations: list[dict], episode: dict) -> None:
        """Episodes' `distilled` listener: extract from the turns the pass covered."""
        try:
            self.extract_session(sess, observations)
        except Exception:  # extraction must never undo or block the episode already stored
            log.exception("typed extraction failed for session %s", sess.get("sessionId"))

    def extract_session(self, sess: dict, observations: list[dict]) -> dict:
        caller = Caller(sess.get("agentId") or "default", isolated=self.settings.agent_scope == "isolated")
        ops, method = self._propose(caller, sess, observations)
        applied, rejected = [], []
        for op in ops:
            try:
                applied.append(self._apply(caller, sess.get("project"), op, method))
            except AgentMemoryError as exc:
                rejected.append({"op": op.op, "type": op.type, "key": op.key, "error": exc.message})
        self._mark(sess, observations, method, len(applied), len(rejected))
        return {"sessionId": sess["sessionId"], "method": method, "applied": applied, "rejected": rejected}

    # -- proposing ------------------------------------------------------------------
    def _propose(self, caller: Caller, sess: dict, observations: list[dict]) -> tuple[list[ExtractOp], str]:
        llm = getattr(self, "llm", None)
        if llm is not None and llm.available:
            types, existing = self._schemas_and_records(caller, sess.get("project"))
            draft = llm.try_complete(extraction_prompt(types, existing, observations), ExtractionDraft,
                                     system=SYSTEM)
            if isinstance(draft, ExtractionDraft):
                return draft.operations, "llm"
        return [ExtractOp(**op) for op in extract_rules.extract(observations)], "extractive"

    def _schemas_and_records(self, caller: Caller, project: str | None) -> tuple[list[dict], list[dict]]:
        types = [self.typed.typed_get(caller, t, limit=1)["type"] for t in EXTRACT_TYPES]
        existing = [r for r in self.typed.typed_items(caller, project, limit=200) if r.get("type") in EXTRACT_TYPES]
        return types, existing[:EXISTING]

    # -- applying ---------------------------------------------------------------------
    def _apply(self, caller: Caller, project: str | None, op: ExtractOp, method: str) -> dict:
        proj = None if op.type in GLOBAL_TYPES else project
        if op.op == "delete":
            if not op.key:
                raise Invalid("delete needs a key", field="key")
            out = self.typed.typed_delete(caller, op.type, op.key, project=proj)
            return {"op": "delete", "type": op.type, "key": out["key"]}
        if op.op == "edit":
            if not (op.key and op.field and op.search):
                raise Invalid("edit needs key, field and search", field="search")
            out = self.typed.typed_upsert(caller, op.type, key=op.key, project=proj, patch={
                "field": op.field, "search": op.search, "replace": op.replace or ""},
                abstract=op.abstract, overview=op.overview)
            return {"op": "edit", "type": op.type, "key": out["item"]["key"]}
        fields = dict(op.fields)
        if op.type == "profile" and isinstance(fields.get("bio"), str):
            fields["bio"] = self._grown_bio(caller, fields, proj)
        out = self.typed.typed_upsert(caller, op.type, fields=fields, project=proj,
                                      abstract=op.abstract if method == "llm" else None,
                                      overview=op.overview if method == "llm" else None)
        return {"op": "write", "type": op.type, "key": out["item"]["key"], "created": out["created"]}

    def _grown_bio(self, caller: Caller, fields: dict, project: str | None) -> str:
        """A profile's bio gathers what was said over sessions (newest kept when it grows too long)."""
        try:
            old = self.typed.typed_get(caller, "profile", key=str(fields.get("subject") or ""), project=project)
        except (NotFound, Invalid):
            return fields["bio"]
        bio = str(old["item"]["fields"].get("bio") or "")
        new = fields["bio"] if fields["bio"] in bio else f"{bio} {fields['bio']}".strip()
        while len(new) > BIO_CHARS and ". " in new:
            new = new.split(". ", 1)[1]
        return new

    def _mark(self, sess: dict, observations: list[dict], method: str, applied: int, rejected: int) -> None:
        last = max((int(o.get("seq") or 0) for o in observations), default=-1)
        with self.store.write(EXTRACTION) as tx:
            key = marker_key(sess["sessionId"])
            prev = tx.get(KV.meta, key) or {}
            tx.put(KV.meta, key, {"sessionId": sess["sessionId"], "lastSeq": max(last, int(prev.get("lastSeq", -1))),
                                  "method": method, "at": iso(self.clock())})
            tx.audit("typed.extract", KV.meta, key, {"sessionId": sess["sessionId"], "method": method,
                                                      "applied": applied, "rejected": rejected})

    # -- consolidation: ended sessions nothing has digested yet ------------------------------
    def digest_ended(self, now: float) -> dict:
        """Crystallize (LLM when configured, else extractive) ended sessions with no summary or crystal,
        and extract typed memories from ended sessions whose turns no extraction has covered."""
        if not self.settings.distill_enabled:
            # Trigger: distillation is off. Why: the operator asked for turns to be only stored. Outcome: nothing.
            return {"sessionsSummarised": 0, "sessionsExtracted": 0, "skipped": "distillation is off"}
        reader = self.store.reader()
        ended = reader.sessions.ended_keys(1, None, None)
        done = reader.crystals.session_ids() | set(reader.summaries.keys())
        summarised = 0
        for sid in [s for s in ended if s not in done][:ENDED_PER_RUN]:
            sess = reader.sessions.get(sid) or {}
            try:
                self.crystals.crystallize(Caller(sess.get("agentId") or "default"), sid)
                summarised += 1
            except (NotFound, Invalid):
                continue  # forgotten or emptied meanwhile
        return {"sessionsSummarised": summarised, "sessionsExtracted": self._extract_ended(ended)}

    def _extract_ended(self, ended: list[str]) -> int:
        reader, extracted = self.store.reader(), 0
        markers = self.store.get_many([(KV.meta, marker_key(sid)) for sid in ended])
        for sid in ended:
            sess = reader.sessions.get(sid)
            last = int((markers.get((KV.meta, marker_key(sid))) or {}).get("lastSeq", -1))
            if not isinstance(sess, dict) or last >= int(sess.get("observationCount") or 0) - 1:
                continue  # every turn already went through an extraction (or the session is empty)
            todo = sorted((o for o in reader.observations(sid).find() if int(o.get("seq") or 0) > last),
                          key=lambda o: int(o.get("seq") or 0))
            if todo:
                self.extract_session({**sess, "sessionId": sid}, todo)
                extracted += 1
                if extracted >= ENDED_PER_RUN:
                    break
        return extracted
