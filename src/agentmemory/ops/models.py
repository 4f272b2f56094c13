"""Input models of the operations (sessions, observations, memories, search, admin, distillation, typed,
transcripts): camelCase field names are the API. Lessons, slots, actions, the composite tools and tokens
are in `models_records.py`."""
from __future__ import annotations

from typing import Any, ClassVar, Literal

from pydantic import Field, model_validator

from .. import native_hooks

from ..memory.records.typed_decl import TYPE_NAME
from .schemas import AgentName, Bool, Empty, Float, Id, Int, Kinds, Model, Name, StrList, Timestamp

MAX_QUERY = 2000
MAX_TEXT = 200_000
MAX_SQL_INT = 2**63 - 1  # SQLite integers are 64-bit: larger ones would fail in the query


class HealthIn(Empty):
    pass


class SessionStartIn(Model):
    sessionId: Id
    project: Name
    cwd: str = Field("", max_length=4096)
    title: str | None = Field(None, max_length=500)
    agentId: AgentName | None = None


class SessionEndIn(Model):
    sessionId: Id


class SessionGetIn(Model):
    sessionId: Id | None = None  # none: the `recent` latest sessions
    recent: Int = Field(10, ge=0, le=200)
    project: Name | None = None  # without sessionId: only this project's sessions


class SessionsIn(Model):
    limit: Int = Field(50, ge=1, le=1000)
    offset: Int = Field(0, ge=0, le=MAX_SQL_INT)
    project: Name | None = None


class ObserveIn(Model):
    hookType: str = Field(min_length=1, max_length=100)
    sessionId: Id
    project: Name
    cwd: str = Field("", max_length=4096)
    timestamp: Timestamp | None = None
    data: Any = None
    agentId: AgentName | None = None
    eventId: Id | None = None  # idempotency key: an event sent again is stored once
    # Sized at the boundary, then cleaned once by Sessions._prepare_observation (strip_private: secrets and
    # private spans in one pass), not twice: the payload is most of an observe's strings. `cwd` is cleaned
    # here (ops.clean) like any limited string, so a redaction that grows it is cut back to its max_length.
    UNSCANNED: ClassVar[frozenset[str]] = frozenset({"data"})

    @model_validator(mode="before")
    @classmethod
    def _native(cls, raw: Any) -> Any:
        # Trigger: an agent's own hook payload (hook_event_name, session_id, ...), e.g. a Claude Code HTTP hook.
        # Why: agents cannot be taught our field names. Outcome: the same observation a hookType would give.
        return native_hooks.from_native(raw) if native_hooks.is_native(raw) else raw

    def unsized(self) -> frozenset[str]:
        # Trigger: an agent's own hook payload over the size limit (Claude Code's Write sends a file's content twice).
        # Why: an HTTP hook has no outbox to keep a refused event. Outcome: not refused here; the service
        # (Sessions._prepare_observation) cuts its longest strings to fit after redaction, as the hook command does.
        return frozenset({"data"}) if native_hooks.native_event({"hookType": self.hookType, "data": self.data}) \
            else frozenset()


class ObserveBatchIn(Model):
    observations: list[Any] = Field(max_length=1000)
    # each is sized and then cleaned as an ObserveIn (registry._observe_batch): scanning the whole list
    # first would cost seconds on a body whose items are refused for their size anyway
    UNSIZED: ClassVar[frozenset[str]] = frozenset({"observations"})
    UNSCANNED: ClassVar[frozenset[str]] = frozenset({"observations"})


class ObservationsIn(Model):
    sessionId: Id
    limit: Int = Field(100, ge=1, le=10_000)
    offset: Int = Field(0, ge=0, le=MAX_SQL_INT)


class RememberIn(Model):
    content: str = Field(min_length=1, max_length=MAX_TEXT)
    type: str = Field("fact", min_length=1, max_length=50)
    title: str | None = Field(None, max_length=500)
    concepts: StrList = []
    files: StrList = []
    project: Name | None = None
    agentId: AgentName | None = None
    ttlDays: Float | None = Field(None, gt=0, le=36_500)
    sourceObservationIds: StrList = []
    importance: Int = Field(5, ge=1, le=10)
    eventId: Id | None = None  # idempotency key: a write sent again is stored once


class MemoriesIn(Model):
    latest: Bool = True
    project: Name | None = None
    limit: Int = Field(50, ge=1, le=1000)
    offset: Int = Field(0, ge=0, le=MAX_SQL_INT)


class MemoryGetIn(Model):
    id: Id


class ForgetIn(Model):
    memoryId: Id | None = None
    sessionId: Id | None = None
    observationIds: StrList | None = None


class SearchIn(Model):
    query: str = Field(min_length=1, max_length=MAX_QUERY)
    limit: Int = Field(10, ge=1, le=100)
    project: Name | None = None
    mode: Literal["keyword", "vector", "hybrid"] = "keyword"
    format: Literal["compact", "full", "narrative"] = "compact"
    token_budget: Int | None = Field(None, ge=1, le=100_000)
    kinds: Kinds | None = None


class SmartSearchIn(Model):
    query: str = Field(min_length=1, max_length=MAX_QUERY)
    project: Name | None = None
    agentId: AgentName | None = None
    kinds: Kinds | None = None
    limit: Int = Field(10, ge=1, le=100)
    includeLessons: Bool = True
    expandIds: StrList | None = Field(None, max_length=100)


class TimelineIn(Model):
    sessionId: Id | None = None
    project: Name | None = None
    before: Timestamp | None = None
    after: Timestamp | None = None
    limit: Int = Field(200, ge=1, le=10_000)


class AuditIn(Model):
    operation: str | None = Field(None, max_length=100)
    limit: Int = Field(100, ge=1, le=1000)
    before: Int | None = Field(None, ge=1, le=MAX_SQL_INT)


class ActivityIn(Model):
    bucket: Literal["hour", "day"] = "hour"
    project: Name | None = None
    buckets: Int | None = Field(None, ge=1, le=400)


class ImportIn(Model):
    exportData: dict
    UNSIZED: ClassVar[frozenset[str]] = frozenset({"exportData"})  # bounded by the body limit, checked row by row
    UNSCANNED: ClassVar[frozenset[str]] = frozenset({"exportData"})  # redacted once its rows are valid (checked_export)
    strategy: Literal["merge", "replace", "skip"] = "merge"


class ReindexIn(Model):
    all: Bool = False


class BackupIn(Model):
    force: Bool = False


class ContextIn(Model):
    project: Name
    sessionId: Id | None = None
    budget: Int | None = Field(None, ge=50, le=100_000)
    query: str | None = Field(None, max_length=MAX_QUERY)


# -- relations, graph, profile, summaries
class RelationCreateIn(Model):
    from_: Id = Field(alias="from")
    to: Id
    type: Literal["supersedes", "contradicts", "relates_to", "derived_from", "mentions"]
    weight: Float = Field(1.0, ge=0, le=1)


class RelationsIn(Model):
    id: Id


class GraphIn(Model):
    project: Name | None = None
    limit: Int = Field(300, ge=1, le=2000)


class ProfileIn(Model):
    project: Name
    limit: Int = Field(20, ge=1, le=200)


class SummarizeIn(Model):
    sessionId: Id


# -- crystals, consolidation, reflect
class CrystallizeIn(Model):
    sessionId: Id


class CrystalsIn(Model):
    project: Name | None = None
    sessionId: Id | None = None
    limit: Int = Field(20, ge=1, le=200)


class CrystalsAutoIn(Model):
    project: Name | None = None
    minObservations: Int = Field(5, ge=1, le=1_000_000)


class ReflectIn(Model):
    query: str | None = Field(None, min_length=1, max_length=MAX_QUERY)
    sessionId: Id | None = None
    project: Name | None = None
    writeLessons: Bool = False
    limit: Int = Field(12, ge=1, le=50)


# -- episodes and identity, typed memories, scoped recall, transcript sync
SOURCE = Literal["claude-code", "antigravity"]


class ClearIn(Model):
    confirm: Literal["CLEAR"]  # typed on purpose: nothing clears memory by accident
    agentId: AgentName | None = None


class SyncNowIn(Model):
    sessionId: Id | None = None
    wait: Bool = True


class IngestTurnIn(Model):
    user: str | None = Field(None, max_length=MAX_TEXT)
    assistant: str | None = Field(None, max_length=MAX_TEXT)


class IngestIn(Model):
    agent_id: AgentName
    conversation_id: Id
    turns: list[IngestTurnIn] = Field(min_length=1, max_length=1000)
    UNSIZED: ClassVar[frozenset[str]] = frozenset({"turns"})  # a whole conversation: bounded by the body limit
    session_date: Timestamp | None = None
    skip_extraction: Bool = False
    project: Name | None = None


class EpisodesIn(Model):
    project: Name | None = None
    sessionId: Id | None = None
    limit: Int = Field(20, ge=1, le=1000)


class FactsIn(Model):
    project: Name | None = None
    limit: Int = Field(100, ge=1, le=1000)


class IdentityIn(Model):
    project: Name | None = None


class TypedPatchIn(Model):
    field: str = Field(min_length=1, max_length=64)
    search: str = Field(min_length=1, max_length=MAX_TEXT)
    replace: str = Field("", max_length=MAX_TEXT)


class TypedUpsertIn(Model):
    type: str = Field(pattern=TYPE_NAME)
    fields: dict[str, Any] | None = Field(None, max_length=200)
    key: str | None = Field(None, min_length=1, max_length=500)
    patch: TypedPatchIn | list[TypedPatchIn] | None = None
    project: Name | None = None
    agentId: AgentName | None = None
    abstract: str | None = Field(None, min_length=1, max_length=1000)  # L0; default: extracted from the content
    overview: str | None = Field(None, min_length=1, max_length=4000)  # L1; default: extracted from the content


class TypedGetIn(Model):
    type: str = Field(pattern=TYPE_NAME)
    key: str | None = Field(None, min_length=1, max_length=500)
    project: Name | None = None
    limit: Int = Field(50, ge=1, le=1000)
    agentId: AgentName | None = None


class TypedDeleteIn(Model):
    type: str = Field(pattern=TYPE_NAME)
    key: str = Field(min_length=1, max_length=500)
    project: Name | None = None
    agentId: AgentName | None = None


class RecallIn(Model):
    query: str = Field(min_length=1, max_length=MAX_QUERY)
    scope: Literal["auto", "pinned", "episodes", "transcript", "identity"] = "auto"
    budget: Int = Field(800, ge=50, le=100_000)
    project: Name | None = None


class TranscriptSyncIn(Model):
    source: SOURCE = "claude-code"
    path: str | None = Field(None, min_length=1, max_length=4096)
    project: Name | None = None


class AntigravitySyncIn(TranscriptSyncIn):
    source: SOURCE = "antigravity"


class TranscriptSyncAllIn(Model):
    source: SOURCE | None = None
    path: str | None = Field(None, min_length=1, max_length=4096)
    project: Name | None = None
