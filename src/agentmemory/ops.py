"""THE operation registry: every operation is declared here once.

An `Op` names its pydantic input model, the MemoryService method it calls,
its REST route(s), its MCP tool name and a description written for an LLM
reader. The REST blueprint (api/rest.py), MCP tools (mcp/) and the OpenAPI
document are all generated from `OPS`; nothing else declares a route.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any, Callable, ClassVar, Literal

from pydantic import Field, ValidationError, model_validator
from pydantic_core import InitErrorDetails

from . import native_hooks
from .errors import AgentMemoryError, BadRequest, Forbidden, Invalid
from .memory.common import Caller
from .memory.privacy import strip_secrets
from .memory.service import MemoryService
from .schemas import Bool, Empty, Id, Model, Name, StrList

MAX_QUERY = 2000
MAX_TEXT = 200_000
MAX_SQL_INT = 2**63 - 1  # SQLite integers are 64-bit: larger ones would fail in the query


# ---------------------------------------------------------------- input models
class HealthIn(Empty):
    pass


class SessionStartIn(Model):
    sessionId: Id
    project: Name
    cwd: str = Field("", max_length=4096)
    title: str | None = Field(None, max_length=500)
    agentId: Id | None = None


class SessionEndIn(Model):
    sessionId: Id


class SessionGetIn(Model):
    sessionId: Id
    recent: int = Field(10, ge=0, le=200)


class SessionsIn(Model):
    limit: int = Field(50, ge=1, le=1000)
    offset: int = Field(0, ge=0, le=MAX_SQL_INT)
    project: Name | None = None


class ObserveIn(Model):
    hookType: str = Field(min_length=1, max_length=100)
    sessionId: Id
    project: Name
    cwd: str = Field("", max_length=4096)
    timestamp: str | float | None = None
    data: Any = None
    agentId: Id | None = None
    eventId: Id | None = None  # idempotency key: an event sent again is stored once

    @model_validator(mode="before")
    @classmethod
    def _native(cls, raw: Any) -> Any:
        # Trigger: an agent's own hook payload (hook_event_name, session_id, ...), e.g. a Claude Code HTTP hook.
        # Why: agents cannot be taught our field names. Outcome: the same observation a hookType would give.
        return native_hooks.from_native(raw) if native_hooks.is_native(raw) else raw


class ObserveBatchIn(Model):
    observations: list[Any] = Field(max_length=1000)
    UNSIZED: ClassVar[frozenset[str]] = frozenset({"observations"})  # each is sized and cleaned as an ObserveIn


class ObservationsIn(Model):
    sessionId: Id
    limit: int = Field(100, ge=1, le=10_000)
    offset: int = Field(0, ge=0, le=MAX_SQL_INT)


class RememberIn(Model):
    content: str = Field(min_length=1, max_length=MAX_TEXT)
    type: str = Field("fact", min_length=1, max_length=50)
    title: str | None = Field(None, max_length=500)
    concepts: StrList = []
    files: StrList = []
    project: Name | None = None
    agentId: Id | None = None
    ttlDays: float | None = Field(None, gt=0, le=36_500)
    sourceObservationIds: StrList = []
    importance: int = Field(5, ge=1, le=10)
    eventId: Id | None = None  # idempotency key: a write sent again is stored once


class MemoriesIn(Model):
    latest: Bool = True
    project: Name | None = None
    limit: int = Field(50, ge=1, le=1000)
    offset: int = Field(0, ge=0, le=MAX_SQL_INT)


class MemoryGetIn(Model):
    id: Id


class ForgetIn(Model):
    memoryId: Id | None = None
    sessionId: Id | None = None
    observationIds: StrList | None = None


class SearchIn(Model):
    query: str = Field(min_length=1, max_length=MAX_QUERY)
    limit: int = Field(10, ge=1, le=100)
    project: Name | None = None
    mode: Literal["keyword", "vector", "hybrid"] = "keyword"
    format: Literal["compact", "full", "narrative"] = "compact"
    token_budget: int | None = Field(None, ge=1, le=100_000)
    kinds: StrList | None = None


class SmartSearchIn(Model):
    query: str = Field(min_length=1, max_length=MAX_QUERY)
    project: Name | None = None
    agentId: Id | None = None
    kinds: StrList | None = None
    limit: int = Field(10, ge=1, le=100)
    includeLessons: Bool = True
    expandIds: StrList | None = Field(None, max_length=100)


class TimelineIn(Model):
    sessionId: Id | None = None
    project: Name | None = None
    before: str | None = Field(None, max_length=64)
    after: str | None = Field(None, max_length=64)
    limit: int = Field(200, ge=1, le=10_000)


class AuditIn(Model):
    operation: str | None = Field(None, max_length=100)
    limit: int = Field(100, ge=1, le=1000)
    before: int | None = Field(None, ge=1, le=MAX_SQL_INT)


class ActivityIn(Model):
    bucket: Literal["hour", "day"] = "hour"
    project: Name | None = None
    buckets: int | None = Field(None, ge=1, le=400)


class ImportIn(Model):
    exportData: dict
    UNSIZED: ClassVar[frozenset[str]] = frozenset({"exportData"})  # bounded by the body limit, checked row by row
    strategy: Literal["merge", "replace", "skip"] = "merge"


class ReindexIn(Model):
    all: Bool = False


class ContextIn(Model):
    project: Name
    sessionId: Id | None = None
    budget: int | None = Field(None, ge=50, le=100_000)
    query: str | None = Field(None, max_length=MAX_QUERY)


# -- relations, graph, profile, summaries (issue 4)
class RelationCreateIn(Model):
    from_: Id = Field(alias="from")
    to: Id
    type: Literal["supersedes", "contradicts", "relates_to", "derived_from", "mentions"]
    weight: float = Field(1.0, ge=0, le=1)


class RelationsIn(Model):
    id: Id


class GraphIn(Model):
    project: Name | None = None
    limit: int = Field(300, ge=1, le=2000)


class ProfileIn(Model):
    project: Name
    limit: int = Field(20, ge=1, le=200)


class SummarizeIn(Model):
    sessionId: Id


# -- crystals, consolidation, reflect (issue 5)
class CrystallizeIn(Model):
    sessionId: Id


class CrystalsIn(Model):
    project: Name | None = None
    sessionId: Id | None = None
    limit: int = Field(20, ge=1, le=200)


class CrystalsAutoIn(Model):
    project: Name | None = None
    minObservations: int = Field(5, ge=1, le=1_000_000)


class ReflectIn(Model):
    query: str | None = Field(None, min_length=1, max_length=MAX_QUERY)
    sessionId: Id | None = None
    project: Name | None = None
    writeLessons: Bool = False
    limit: int = Field(12, ge=1, le=50)


# -- episodes and identity, typed memories, scoped recall, transcript sync (issue 5)
TYPE_NAME = r"^[a-z0-9_-]{1,64}$"
SOURCE = Literal["claude-code", "antigravity"]


class SyncNowIn(Model):
    sessionId: Id | None = None


class IngestTurnIn(Model):
    user: str | None = Field(None, max_length=MAX_TEXT)
    assistant: str | None = Field(None, max_length=MAX_TEXT)


class IngestIn(Model):
    agent_id: Id
    conversation_id: Id
    turns: list[IngestTurnIn] = Field(min_length=1, max_length=1000)
    UNSIZED: ClassVar[frozenset[str]] = frozenset({"turns"})  # a whole conversation: bounded by the body limit
    session_date: str | None = Field(None, max_length=64)
    skip_extraction: Bool = False
    project: Name | None = None


class EpisodesIn(Model):
    project: Name | None = None
    sessionId: Id | None = None
    limit: int = Field(20, ge=1, le=1000)


class FactsIn(Model):
    project: Name | None = None
    limit: int = Field(100, ge=1, le=1000)


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
    agentId: Id | None = None


class TypedGetIn(Model):
    type: str = Field(pattern=TYPE_NAME)
    key: str | None = Field(None, min_length=1, max_length=500)
    project: Name | None = None
    limit: int = Field(50, ge=1, le=1000)
    agentId: Id | None = None


class TypedDeleteIn(Model):
    type: str = Field(pattern=TYPE_NAME)
    key: str = Field(min_length=1, max_length=500)
    project: Name | None = None
    agentId: Id | None = None


class RecallIn(Model):
    query: str = Field(min_length=1, max_length=MAX_QUERY)
    scope: Literal["auto", "pinned", "episodes", "transcript", "identity"] = "auto"
    budget: int = Field(800, ge=50, le=100_000)
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


def _relation_create(svc: MemoryService, caller: Caller, inp: RelationCreateIn) -> Any:
    return svc.create_relation(caller, src=inp.from_, dst=inp.to, type=inp.type, weight=inp.weight)


# -- lessons, pinned slots, actions (issue 4)
SLOT_LABEL = r"^[a-z0-9_-]{1,64}$"
ACTION_STATUS = Literal["pending", "active", "blocked", "done", "cancelled"]


class LessonSaveIn(Model):
    content: str = Field(min_length=1, max_length=10_000)
    context: str | None = Field(None, max_length=10_000)
    confidence: float = Field(0.5, ge=0, le=1)
    project: Name | None = None
    tags: StrList = []
    decayRate: float = Field(0.05, ge=0, le=1)


class LessonsIn(Model):
    project: Name | None = None
    minConfidence: float = Field(0.0, ge=0, le=1)
    limit: int = Field(50, ge=1, le=1000)


class LessonSearchIn(Model):
    query: str = Field(min_length=1, max_length=MAX_QUERY)
    project: Name | None = None
    limit: int = Field(10, ge=1, le=100)


class LessonIdIn(Model):
    lessonId: Id


class SlotsIn(Model):
    project: Name | None = None


class SlotGetIn(Model):
    label: str = Field(pattern=SLOT_LABEL)
    project: Name | None = None


class SlotCreateIn(Model):
    label: str = Field(pattern=SLOT_LABEL)
    content: str = Field("", max_length=MAX_TEXT)
    pinned: Bool = True
    scope: Literal["global", "project"] | None = None
    project: Name | None = None
    sizeLimit: int = Field(2000, ge=1, le=20_000)
    readOnly: Bool = False


class SlotAppendIn(Model):
    label: str = Field(pattern=SLOT_LABEL)
    text: str = Field(min_length=1, max_length=MAX_TEXT)
    project: Name | None = None


class SlotReplaceIn(Model):
    label: str = Field(pattern=SLOT_LABEL)
    old: str | None = Field(None, min_length=1, max_length=MAX_TEXT)
    new: str | None = Field(None, max_length=MAX_TEXT)
    content: str | None = Field(None, max_length=MAX_TEXT)
    project: Name | None = None


class ActionCreateIn(Model):
    title: str = Field(min_length=1, max_length=500)
    description: str = Field("", max_length=20_000)
    priority: int = Field(3, ge=1, le=5)
    status: ACTION_STATUS = "pending"
    project: Name | None = None
    dependsOn: StrList = Field([], max_length=1000)
    tags: StrList = []


class ActionUpdateIn(Model):
    id: Id
    title: str | None = Field(None, min_length=1, max_length=500)
    description: str | None = Field(None, max_length=20_000)
    priority: int | None = Field(None, ge=1, le=5)
    status: ACTION_STATUS | None = None
    project: Name | None = None
    dependsOn: StrList | None = Field(None, max_length=1000)
    tags: StrList | None = None


class ActionsIn(Model):
    status: ACTION_STATUS | None = None
    project: Name | None = None
    limit: int = Field(100, ge=1, le=1000)


class ActionGetIn(Model):
    id: Id


class ActionEdgeIn(Model):
    from_: Id = Field(alias="from")
    to: Id
    type: Literal["blocks", "relates"] = "blocks"


class FrontierIn(Model):
    project: Name | None = None
    limit: int = Field(50, ge=1, le=1000)


class NextIn(Model):
    project: Name | None = None


def _action_edge(svc: MemoryService, caller: Caller, inp: ActionEdgeIn) -> Any:
    return svc.add_action_edge(caller, from_id=inp.from_, to_id=inp.to, type=inp.type)


# -- composite tools (issue 6): few-tool hosts get the common verbs behind one argument
def _require(model: str, field_name: str, raw: dict) -> ValidationError:
    """A 'missing' error for a field that only some values of `action`/`scope` need."""
    return ValidationError.from_exception_data(model, [InitErrorDetails(type="missing", loc=(field_name,), input=raw)])


class MemoryToolIn(Model):
    action: Literal["search", "remember", "forget", "reflect"]
    query: str | None = Field(None, min_length=1, max_length=MAX_QUERY)
    content: str | None = Field(None, min_length=1, max_length=MAX_TEXT)
    memoryId: Id | None = None
    project: Name | None = None
    title: str | None = Field(None, max_length=500)
    type: str = Field("fact", min_length=1, max_length=50)
    concepts: StrList = []
    limit: int = Field(10, ge=1, le=100)
    agentId: Id | None = None

    @model_validator(mode="after")
    def _fields_for_action(self):
        need = {"search": "query", "reflect": "query", "remember": "content", "forget": "memoryId"}[self.action]
        if getattr(self, need) is None:
            raise _require("MemoryToolIn", need, self.model_dump())
        return self


class SearchMemoryIn(Model):
    scope: Literal["pinned", "episodes", "transcript"]
    query: str = Field(min_length=1, max_length=MAX_QUERY)
    project: Name | None = None
    limit: int = Field(10, ge=1, le=100)


class TokenCreateIn(Model):
    agentId: Id
    role: Literal["read", "write"] = "write"


class TokenRevokeIn(Model):
    tokenId: Id


def _memory_tool_access(inp: MemoryToolIn) -> str:
    """write for remember and forget, else read"""
    return "read" if inp.action in ("search", "reflect") else "write"  # its reflect never writes lessons


def _reflect_access(inp: ReflectIn) -> str:
    """write with writeLessons, else read"""
    return "write" if inp.writeLessons else "read"


# ---------------------------------------------------------------- registry
@dataclass(frozen=True)
class Op:
    name: str
    input: type[Model]
    call: Callable[[MemoryService, Caller, Model], Any]
    rest: tuple[tuple[str, str], ...]
    description: str
    tool: str | None = None
    core: bool = False  # among the few tools exposed with AGENTMEMORY_TOOLS=core
    status: int = 200
    annotations: dict = field(default_factory=dict)
    # read | write | admin, or a function of the validated input giving one of them. A read token may
    # call only "read" ops; "admin" ops need the admin secret. Unmarked ops count as writes.
    access: str | Callable[[Model], str] = "write"


def method(name: str) -> Callable[[MemoryService, Caller, Model], Any]:
    """Call `MemoryService.<name>(caller, **validated_fields)`."""
    def call(svc: MemoryService, caller: Caller, inp: Model) -> Any:
        return getattr(svc, name)(caller, **inp.model_dump())
    call.__name__ = name
    return call


def _observe_batch(svc: MemoryService, caller: Caller, inp: ObserveBatchIn) -> Any:
    items = []
    for i, raw in enumerate(inp.observations):
        try:
            item = parse(ObserveIn, raw, prefix=f"observations[{i}]")
            item = clean(item, svc.settings.max_content_chars, prefix=f"observations[{i}]")
        except AgentMemoryError as exc:
            items.append(exc)
            continue
        caller.for_agent(item.agentId)  # an item naming another agent than a fixed caller: the batch is refused
        items.append(item.model_dump())
    return svc.observe_batch(caller, items)


OPS: list[Op] = [
    Op("health", HealthIn, method("health"), (("GET", "/health"),),
       "Server health: status (ok, or degraded with the problems: a configured LLM or embedder that cannot run), "
       "version, uptime, item counts, DB size, schema version and embedding queue.",
       tool="memory_diagnose", core=True, access="read"),
    Op("session_start", SessionStartIn, method("start_session"), (("POST", "/session/start"),),
       "Start (or resume) a work session for a project. Returns the session and a compiled memory context "
       "to put in front of the agent. Call once at the beginning of a task.", tool="memory_session_start"),
    Op("session_end", SessionEndIn, method("end_session"), (("POST", "/session/end"),),
       "Mark a session as ended and store its summary (returned as `summary`; see memory_summarize).", tool="memory_session_end"),
    Op("sessions", SessionsIn, method("list_sessions"), (("GET", "/sessions"),),
       "List sessions, newest first, optionally for one project.", tool="memory_sessions_list",
       core=True, access="read"),
    Op("session_get", SessionGetIn, method("get_session"), (("GET", "/session"),),
       "One session in detail: its record, its stored summary (if it was ended or summarised) and its "
       "`recent` latest observations. Use it to pick up where a previous session left off.",
       tool="memory_sessions", access="read"),
    Op("observe", ObserveIn, method("observe"), (("POST", "/observe"),),
       "Record one thing that happened while working (a hook payload: tool call, prompt, message, decision, "
       "error). Private spans and secrets are stripped before storage. An exact repeat within 5 minutes in the "
       "same session is deduplicated; with an `eventId` the key decides: one key, one observation, however often "
       "sent. Also accepts an agent's native hook payload (hook_event_name, session_id, cwd, tool_name, ...).", tool="agent_observe", status=201),
    Op("observe_batch", ObserveBatchIn, _observe_batch, (("POST", "/observe/batch"),),
       "Record up to 1000 observations in one transaction; each gets its own result, in order.",
       tool="agent_observe_batch"),
    Op("observations", ObservationsIn, method("list_observations"), (("GET", "/observations"),),
       "List a session's observations in time order.", tool="memory_observations", access="read"),
    Op("remember", RememberIn, method("remember"), (("POST", "/remember"),),
       "Save a durable memory (a fact, decision, preference or pattern worth keeping across sessions). "
       "A near-identical memory in the same project is superseded (versioned); a similar one is reported.",
       tool="memory_save", core=True, status=201),
    Op("agent_remember", RememberIn, method("remember"), (("POST", "/agent/remember"),),
       "Agent-side alias of memory_save for hook and agent integrations: save a durable memory with the same "
       "versioning (a near-identical memory in the project is superseded, a similar one reported).",
       tool="agent_remember", status=201),
    Op("memories", MemoriesIn, method("list_memories"), (("GET", "/memories"),),
       "List memories (latest versions by default), newest first.", tool="memory_list", access="read"),
    Op("memory_get", MemoryGetIn, method("get_memory"), (("GET", "/memories/<id>"),),
       "Fetch one memory by id.", tool="memory_get", access="read"),
    Op("forget", ForgetIn, method("forget"), (("POST", "/forget"),),
       "Delete a memory ({memoryId}) or a session's observations ({sessionId, observationIds?}; without ids "
       "the whole session). Vectors and index rows go with them.", tool="memory_forget", core=True,
       annotations={"destructiveHint": True}),
    Op("search", SearchIn, method("search"), (("POST", "/search"),),
       "Search observations and memories. mode keyword (BM25, default), vector or hybrid; format compact, "
       "full or narrative; token_budget caps the answer size.", tool="memory_recall", core=True,
       annotations={"readOnlyHint": True}, access="read"),
    Op("smart_search", SmartSearchIn, method("smart_search"), (("POST", "/smart-search"),),
       "Best search for agents: hybrid keyword + semantic ranking over observations, memories and lessons. "
       "Returns compact results; pass expandIds to fetch the full items you need.",
       tool="memory_smart_search", core=True, annotations={"readOnlyHint": True}, access="read"),
    Op("timeline", TimelineIn, method("timeline"), (("GET", "/timeline"),),
       "Chronological observations and memories of a session or project, optionally between two times.",
       tool="memory_timeline", core=True, access="read"),
    Op("context", ContextIn, method("compile_context"), (("POST", "/context"),),
       "Compile the memory context for a project within a token budget (what session/start returns).",
       tool="memory_context", core=True, annotations={"readOnlyHint": True}, access="read"),
    Op("audit", AuditIn, method("audit_log"), (("GET", "/audit"),),
       "The audit log of every write, newest first.", tool="memory_audit", access="read"),
    Op("activity", ActivityIn, method("activity"), (("GET", "/activity"),),
       "Observations per hour or per day (UTC buckets, zeros included), optionally for one project: "
       "the dashboard's activity chart.", tool="memory_activity", access="read"),
    Op("export", HealthIn, method("export"), (("GET", "/export"),),
       "Export everything as versioned JSON (import it with /import).", tool="memory_export", access="read"),
    Op("import", ImportIn, method("import_data"), (("POST", "/import"),),
       "Import an export. strategy: merge (overwrite same ids), replace (wipe first) or skip (keep existing).",
       tool="memory_import", annotations={"destructiveHint": True}),
    Op("reindex", ReindexIn, method("reindex"), (("POST", "/reindex"),),
       "Queue items that have no vector for the configured embedding model (all: every item) for the "
       "background embedder; answers {queued, pending, model}. Health shows the queue draining.",
       tool="memory_reindex", access="admin"),
    # -- composite tools (issue 6)
    Op("memory", MemoryToolIn, method("memory_tool"), (("POST", "/memory"),),
       "One tool for the common memory verbs. action search {query} finds memories, lessons and past "
       "observations; remember {content, title?, type?, concepts?} saves a durable memory; forget {memoryId} "
       "deletes one; reflect {query} reflects across stored memories (as memory_reflect). project narrows any "
       "action.",
       tool="memory", status=201, access=_memory_tool_access),
    Op("search_memory", SearchMemoryIn, method("search_memory"), (("POST", "/search-memory"),),
       "Search one layer of memory: scope pinned (the pinned slots such as persona or project_context whose "
       "text shares words with the query), episodes (saved memories and lessons) or transcript (raw observations "
       "and conversation turns).", tool="search_memory", annotations={"readOnlyHint": True}, access="read"),
    # -- lessons (issue 4)
    Op("lesson_save", LessonSaveIn, method("save_lesson"), (("POST", "/lessons"),),
       "Save a lesson learned (a short rule such as 'run the migrations before the tests'), with an optional "
       "context and confidence 0-1 (default 0.5). Saving the same lesson again (same text ignoring case, spacing "
       "and trailing punctuation, same project) strengthens it instead of duplicating it: 201 new, 200 "
       "strengthened. Confidence decays slowly unless the lesson is reinforced.",
       tool="memory_lesson_save", status=201),
    Op("lessons", LessonsIn, method("list_lessons"), (("GET", "/lessons"),),
       "List lessons, most confident first, optionally for one project and above minConfidence.",
       tool="memory_lessons", access="read"),
    Op("lesson_search", LessonSearchIn, method("search_lessons"), (("POST", "/lessons/search"),),
       "Find the lessons relevant to a situation (keyword + semantic). Ranked by confidence x relevance x "
       "recency. Use before starting a task to avoid repeating past mistakes.",
       tool="memory_lesson_search", access="read"),
    Op("lesson_recall", LessonSearchIn, method("search_lessons"), (("POST", "/lessons/recall"),),
       "Recall the lessons relevant to a query (same as memory_lesson_search).",
       tool="memory_lesson_recall", access="read"),
    Op("lesson_strengthen", LessonIdIn, method("strengthen_lesson"), (("POST", "/lessons/strengthen"),),
       "Reinforce a lesson that proved right again: confidence moves 10% of the way to 1 and its decay restarts.",
       tool="memory_lesson_strengthen"),
    Op("lesson_delete", LessonIdIn, method("delete_lesson"), (("POST", "/lessons/delete"),),
       "Delete a lesson that is wrong or no longer applies.", tool="memory_lesson_delete"),
    # -- pinned slots (issue 4)
    Op("slots", SlotsIn, method("list_slots"), (("GET", "/slots"),),
       "List pinned memory slots (small named text blocks such as persona, user_preferences, project_context, "
       "pending_items): the global ones plus the project's when a project is given.",
       tool="memory_slot_list", access="read"),
    Op("slot_get", SlotGetIn, method("get_slot"), (("GET", "/slot"),),
       "Read one slot by label. With a project, that project's slot if it has one, else the global slot.",
       tool="memory_slot_get", access="read"),
    Op("slot_create", SlotCreateIn, method("create_slot"), (("POST", "/slot"),),
       "Create a slot: label of 1-64 characters [a-z0-9_-], content, scope global or project, sizeLimit in "
       "characters (default 2000, at most 20000), readOnly. 409 when the slot already exists.",
       tool="memory_slot_create", status=201),
    Op("slot_append", SlotAppendIn, method("append_slot"), (("POST", "/slot/append"),),
       "Append text on a new line at the end of a slot (e.g. add an item to pending_items). 413 and nothing "
       "written when the slot would exceed its sizeLimit.", tool="memory_slot_append"),
    Op("slot_replace", SlotReplaceIn, method("replace_slot"), (("POST", "/slot/replace"),),
       "Edit a slot: {old, new} replaces the single exact occurrence of old (404 when absent, 409 when it occurs "
       "more than once: include more surrounding text); {content} replaces everything.",
       tool="memory_slot_replace"),
    Op("slot_delete", SlotGetIn, method("delete_slot"), (("DELETE", "/slot"),),
       "Delete a slot (read-only slots refuse with 403).", tool="memory_slot_delete"),
    # -- actions (issue 4)
    Op("action_create", ActionCreateIn, method("create_action"), (("POST", "/actions"),),
       "Create an action (a to-do): title, description, priority 1-5 where 5 is the most important (default 3), "
       "status pending|active|blocked|done|cancelled, project, dependsOn (ids of actions that must be done "
       "first), tags.", tool="memory_action_create", status=201),
    Op("action_update", ActionUpdateIn, method("update_action"), (("POST", "/actions/update"),),
       "Change an action's fields by id, e.g. {id, status: 'done'} when finished. Only the fields given change.",
       tool="memory_action_update"),
    Op("actions", ActionsIn, method("list_actions"), (("GET", "/actions"),),
       "List actions, optionally by status and project; most important (priority 5) first, then oldest.",
       tool="memory_action_list", access="read"),
    Op("action_get", ActionGetIn, method("get_action"), (("GET", "/actions/get"),),
       "Fetch one action with the unfinished actions it waits for.", tool="memory_action_get", access="read"),
    Op("action_edge", ActionEdgeIn, _action_edge, (("POST", "/actions/edges"),),
       "Link two actions: type blocks (to cannot start before from is done or cancelled) or relates "
       "(informational). 409 when the link would create a dependency cycle.", tool="memory_action_edge",
       status=201),
    Op("frontier", FrontierIn, method("frontier"), (("GET", "/frontier"),),
       "The actions ready to work on now: pending or active with every dependency done or cancelled, highest "
       "priority (5) first, then oldest.", tool="memory_frontier", access="read"),
    Op("next", NextIn, method("next_action"), (("GET", "/next"),),
       "The single action to work on next (the head of the frontier), or {action: null}.",
       tool="memory_next", access="read"),
    # -- relations, graph, profile, summaries (issue 4)
    Op("relation_create", RelationCreateIn, _relation_create, (("POST", "/relations"),),
       "Link two stored items (memories, observations, lessons or actions, by id) with a typed relation: "
       "supersedes, contradicts, relates_to, derived_from or mentions; weight 0-1 (default 1). 201 new, 200 when "
       "the same (from, type, to) existed (its weight is updated); 404 when either id is unknown.",
       tool="memory_relation_create", status=201),
    Op("relations", RelationsIn, method("relations"), (("GET", "/relations"),),
       "The relations of one item, both directions (direction out: it is `from`; in: it is `to`), each with "
       "the other item's kind and title.", tool="memory_relations", annotations={"readOnlyHint": True}, access="read"),
    Op("graph", GraphIn, method("graph"), (("GET", "/graph"),),
       "The knowledge graph of a project (or of everything): nodes of type project, folder, file, concept and "
       "memory (plus items named by explicit relations) and edges contains, co_occurs, mentions and the relation "
       "types. At most `limit` (default 300) of the heaviest nodes.", tool="memory_graph",
       annotations={"readOnlyHint": True}, access="read"),
    Op("profile", ProfileIn, method("profile"), (("GET", "/profile"),),
       "What a project is about: top concepts and files, languages, tools used, session count, first and last "
       "activity, recent decisions and errors. Kept up to date as observations arrive. 404 for a project "
       "with no activity.", tool="memory_profile", annotations={"readOnlyHint": True}, access="read"),
    Op("summarize", SummarizeIn, method("summarize"), (("POST", "/summarize"),),
       "Summarise a session (first prompt, counts by type, files touched, decisions, errors, open actions of the "
       "project) and store the summary; ending a session does the same. Later contexts list recent summaries.",
       tool="memory_summarize"),
    # -- crystals, consolidation, reflect (issue 5)
    Op("crystallize", CrystallizeIn, method("crystallize"), (("POST", "/crystallize"),),
       "Distil a session's observations into a crystal: a short narrative plus key outcomes, files, lessons, "
       "decisions and errors, linked to its source observations and searchable (kind crystal). Written by the "
       "configured LLM when there is one (method llm), else extractively (method extractive). Crystallizing "
       "again rewrites the session's crystal.", tool="memory_crystallize", status=201),
    Op("crystals", CrystalsIn, method("list_crystals"), (("GET", "/crystals"),),
       "List crystals (session digests), newest first, optionally for one project or session.",
       tool="memory_crystals", annotations={"readOnlyHint": True}, access="read"),
    Op("crystals_auto", CrystalsAutoIn, method("auto_crystallize"), (("POST", "/crystals/auto"),),
       "Crystallize every ended session (optionally of one project) that has at least minObservations "
       "(default 5) observations and no crystal yet; at most 50 per call (the rest are counted as remaining).",
       tool="memory_crystallize_auto"),
    Op("consolidate", HealthIn, method("consolidate"), (("POST", "/consolidate"),),
       "Run memory consolidation now: decay salience of unused memories, merge near-duplicates (the older is "
       "kept), evict memories whose salience fell below the floor after 30+ idle days, resolve contradictions "
       "when an LLM is configured, and trim old processing logs. Every change is in the audit log with its "
       "reason. Returns counts {decayed, merged, evicted, trimmed, tookMs}; 409 while a run is in progress.",
       tool="memory_consolidate", access="admin"),
    Op("consolidation_status", HealthIn, method("consolidation_status"), (("GET", "/consolidation/status"),),
       "When consolidation last ran, what it did, and when it is next due.", tool="memory_consolidation_status",
       annotations={"readOnlyHint": True}, access="read"),
    Op("reflect", ReflectIn, method("reflect"), (("POST", "/reflect"),),
       "Reflect across stored memories: give a query (a question) or a sessionId (review that session). With an "
       "LLM: a synthesised answer citing the evidence (mode llm); without: the best evidence grouped by theme "
       "(mode evidence). writeLessons true also saves the lessons found and adds new lines to the pending_items "
       "and session_patterns slots.", tool="memory_reflect", access=_reflect_access),
    # -- episodes and identity, typed memories, scoped recall, transcript sync (issue 5)
    Op("sync_now", SyncNowIn, method("sync_now"), (("POST", "/sync-now"),),
       "Distil pending conversation turns into episodes now instead of waiting for the session to go idle "
       "(summary_debounce_seconds): every session with undistilled turns, or one sessionId. Each episode has a "
       "summary, topics, entities, decisions and action items; facts found are promoted to pinned facts and the "
       "identity narrative is updated. Sessions with under 80 characters of new content are skipped.",
       tool="memory_sync_now"),
    Op("ingest", IngestIn, method("ingest"), (("POST", "/memory/ingest"),),
       "Bulk-ingest a conversation: {agent_id, conversation_id, turns: [{user, assistant}], session_date?, "
       "skip_extraction?, project? (default agent_id)}. The turns are stored as message observations of session "
       "conversation_id in one transaction, then distilled into an episode (facts, identity) unless "
       "skip_extraction.", tool="memory_ingest", status=201),
    Op("episodes", EpisodesIn, method("list_episodes"), (("GET", "/episodes"),),
       "List distilled conversation episodes, newest first, optionally for one project or session.",
       tool="memory_episodes", annotations={"readOnlyHint": True}, access="read"),
    Op("facts", FactsIn, method("list_facts"), (("GET", "/facts"),),
       "List pinned facts (standalone statements about the user or project promoted from episodes), most "
       "salient first; seenIn lists the episodes that stated each one.", tool="memory_facts",
       annotations={"readOnlyHint": True}, access="read"),
    Op("identity", IdentityIn, method("get_identity"), (("GET", "/identity"),),
       "The identity narrative: a short text of who the user is and what the project is, built from the pinned "
       "facts. With a project, that project's; without, the one across projects. identity is null until a "
       "distilled episode yields facts.", tool="memory_identity", annotations={"readOnlyHint": True}, access="read"),
    Op("typed_upsert", TypedUpsertIn, method("typed_upsert"), (("POST", "/typed/<type>"),),
       "Create or merge a typed memory (types: profile, preferences, entities, events, cases, patterns, tools, "
       "skills, plus user-defined ones): {type, fields: {...}, project?}. The key comes from the type's key "
       "fields (e.g. entity_name); per-field merge ops: patch replaces, sum adds, avg keeps a running average, "
       "immutable keeps the first value (a different one is reported in conflicts). 201 new, 200 merged, 404 "
       "unknown type, 422 missing key fields. Edit text in place with {key, patch: {field, search, replace}}: "
       "404 when the search text is absent, 409 when it occurs more than once.",
       tool="memory_typed_upsert", status=201),
    Op("typed_get", TypedGetIn, method("typed_get"), (("GET", "/typed/<type>"),),
       "Get one typed memory by key ({item}), or list the type's memories newest first ({type, items, total}); "
       "each has content, a one-line abstract (L0) and an overview (L1).", tool="memory_typed_get",
       annotations={"readOnlyHint": True}, access="read"),
    Op("typed_delete", TypedDeleteIn, method("typed_delete"), (("POST", "/typed/<type>/delete"),),
       "Delete a typed memory by key (404 when there is none).", tool="memory_typed_delete",
       annotations={"destructiveHint": True}),
    Op("recall", RecallIn, method("recall"), (("POST", "/recall"),),
       "Relevance-gated recall: returns ONE compact Markdown block within budget tokens (default 800) from one "
       "memory scope, or nothing when nothing relevant is stored. scope auto (default) picks from the wording: "
       "'verbatim'/'quote' -> transcript (raw turns), 'who am I'/'my name' -> identity, 'we discussed'/'last "
       "time'/pronouns -> episodes, a typed-memory key or pinned fact named in the query -> pinned; or name the "
       "scope: pinned, episodes, transcript, identity. Returns {scope, block, tokens, items}.",
       tool="memory_scoped_recall", annotations={"readOnlyHint": True}, access="read"),
    Op("transcripts_sync", TranscriptSyncIn, method("transcripts_sync"), (("POST", "/transcripts/sync"),),
       "Import agent transcripts as sessions and observations: source claude-code (default; "
       "~/.claude/projects/<project>/<session>.jsonl) or antigravity (~/.gemini/antigravity/brain/<id>/*.md). "
       "path (a file or directory) must be under AGENTMEMORY_TRANSCRIPT_ROOTS (403 otherwise); without it every "
       "root is scanned. Idempotent: items already imported are skipped.",
       tool="memory_transcripts_sync", access="admin"),
    Op("antigravity_sync", AntigravitySyncIn, method("transcripts_sync"), (("POST", "/antigravity/sync"),),
       "Import Antigravity conversations (task.md, implementation_plan.md, walkthrough.md of each "
       "brain/<id> directory) as sessions, one observation per section; as memory_transcripts_sync with source "
       "antigravity by default.",
       tool="memory_antigravity_sync", access="admin"),
    Op("transcripts_sync_all", TranscriptSyncAllIn, method("transcripts_sync_all"),
       (("POST", "/transcripts/sync-all"),),
       "Sync transcripts (Antigravity and Claude Code, or the one source named), then crystallize and reflect "
       "on every session that received new items (lessons and pending items are written). At most 20 sessions "
       "are processed per call; the rest are counted as remaining.",
       tool="memory_antigravity_sync_all", access="admin"),
    # -- agent tokens (memory/tokens.py): admin only
    Op("token_create", TokenCreateIn, method("create_token"), (("POST", "/tokens"),),
       "Create a bearer token bound to one agent (admin only): {agentId, role: read or write (default write)}. "
       "Requests with it act as that agent only; a read token cannot write. The token is shown only in this "
       "answer (only its hash is stored).", tool="memory_token_create", status=201, access="admin"),
    Op("tokens", HealthIn, method("list_tokens"), (("GET", "/tokens"),),
       "List agent tokens without their secrets: tokenId, agentId, role, createdAt, revokedAt (admin only).",
       tool="memory_tokens", access="admin"),
    Op("token_revoke", TokenRevokeIn, method("revoke_token"), (("POST", "/tokens/revoke"),),
       "Revoke an agent token by tokenId (admin only); requests bearing it get 401 from then on.",
       tool="memory_token_revoke", access="admin", annotations={"destructiveHint": True}),
]

OPS_BY_NAME = {op.name: op for op in OPS}


def parse(model: type[Model], raw: Any, prefix: str = "") -> Model:
    """Validate input with the op's model. Missing field -> 400, wrong type/value -> 422; both name the field."""
    if not isinstance(raw, dict):
        raise BadRequest(f"{prefix or 'body'} must be a JSON object", field=prefix or "body")
    try:
        inp = model.model_validate(raw)
    except ValidationError as exc:
        err = exc.errors(include_url=False)[0]
        loc = ".".join(str(p) for p in err["loc"] if p != "function-after")
        name = f"{prefix}.{loc}" if prefix and loc else (prefix or loc)
        if err["type"] == "missing":
            raise BadRequest(f"missing required field: {name}", field=name) from None
        raise Invalid(f"invalid {name}: {err['msg']}", field=name) from None
    return inp


_SIZE_ENCODER = json.JSONEncoder(ensure_ascii=False, separators=(",", ":"), default=str)  # stateless: shared


def clean(inp: Model, max_chars: int, prefix: str = "") -> Model:
    """The validated input of a write op, sized and then cleaned of secrets.

    Sizes first: a dict or list field (free-form JSON such as observe's `data`) must serialise
    to at most `max_chars` characters (422 naming it) unless its model lists it in `UNSIZED`;
    strings were bounded by the model. Then `privacy.strip_secrets` redacts secrets in every
    string, dict key and list item, and the model is validated again from the cleaned values.
    Trigger: hookType, keys inside data and tags carried keys into the database because only
    some fields were scanned. Why: one place that sees every field, whatever a model adds later.
    Outcome: no service, event, echo or row ever holds a secret a client sent.
    """
    fields = inp.model_dump(by_alias=True)
    unsized = getattr(type(inp), "UNSIZED", frozenset())
    for name, value in fields.items():
        if isinstance(value, (dict, list)) and name not in unsized:
            if len(_SIZE_ENCODER.encode(value)) > max_chars:
                full = f"{prefix}.{name}" if prefix else name
                raise Invalid(f"{full} is larger than {max_chars} characters", field=full)
    cleaned = strip_secrets(fields)  # `fields` itself when there is nothing to redact
    return inp if cleaned is fields or cleaned == fields else parse(type(inp), cleaned, prefix)  # again if changed


def access_of(op: Op, inp: Model) -> str:
    return op.access(inp) if callable(op.access) else op.access


def authorize(op: Op, caller: Caller, inp: Model, raw: Any = None) -> Caller:
    """Refuse what the caller may not do (403) and return the caller acting as the agent the input names.

    A read token may only run read ops; admin ops need the admin. An `agentId` in the input (a body, query
    or MCP arguments, whether or not the op's model declares it), an op's own `agent_id` field, or a batch
    item's agentId picks the agent only when no token or header has fixed it; naming another agent than a
    fixed one is refused (Caller.for_agent). Admin ops name a target agent there, not the caller.
    """
    access = access_of(op, inp)
    permit(op, caller, access)
    if access == "admin":
        return caller
    named = raw.get("agentId") if isinstance(raw, dict) else None
    caller = caller.for_agent(named if isinstance(named, str) else None)
    for name in AGENT_FIELDS:
        caller = caller.for_agent(getattr(inp, name, None))
    return caller


AGENT_FIELDS = ("agentId", "agent_id")  # model fields that name the agent a call acts as


def permit(op: Op, caller: Caller, access: str) -> None:
    if access == "admin" and not caller.admin:
        raise Forbidden(f"{op.name} needs the admin secret")
    if access != "read" and caller.role == "read":
        raise Forbidden(f"{op.name} writes: this token is read-only", role=caller.role)


def invoke(op: Op, svc: MemoryService, caller: Caller, raw: Any, inp: Model | None = None) -> tuple[Any, int]:
    """Validate `raw` with the op's model, check the caller may run it, and run it: (result, status).
    `inp`: `raw` already validated by `parse` (MCP's tools/call checks the arguments first), so it is
    not parsed twice."""
    if isinstance(op.access, str):
        permit(op, caller, op.access)  # before validation: a refused caller learns nothing about the fields
    inp = parse(op.input, raw) if inp is None else inp
    caller = authorize(op, caller, inp, raw)
    if access_of(op, inp) == "write":  # admin ops carry ids and paths, not content (import cleans its rows itself)
        inp = clean(inp, svc.settings.max_content_chars)
    result = op.call(svc, caller, inp)
    if isinstance(result, tuple):
        return result
    return result, op.status if op.status != 201 else 200
