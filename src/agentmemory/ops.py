"""THE operation registry: every operation is declared here once.

An `Op` names its pydantic input model, the MemoryService method it calls,
its REST route(s), its MCP tool name and a description written for an LLM
reader. The REST blueprint (api/rest.py), MCP tools (mcp/) and the OpenAPI
document are all generated from `OPS`; nothing else declares a route.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Literal

from pydantic import Field, ValidationError, model_validator

from .errors import AgentMemoryError, BadRequest, Invalid
from .memory.common import Caller
from .memory.service import MemoryService
from .schemas import Bool, Empty, Id, Model, Name, StrList

MAX_QUERY = 2000
MAX_TEXT = 200_000


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


class SessionsIn(Model):
    limit: int = Field(50, ge=1, le=1000)
    offset: int = Field(0, ge=0)
    project: Name | None = None


class ObserveIn(Model):
    hookType: str = Field(min_length=1, max_length=100)
    sessionId: Id
    project: Name
    cwd: str = Field("", max_length=4096)
    timestamp: str | float | None = None
    data: Any = None
    agentId: Id | None = None


class ObserveBatchIn(Model):
    observations: list[Any] = Field(max_length=1000)


class ObservationsIn(Model):
    sessionId: Id
    limit: int = Field(100, ge=1, le=10_000)
    offset: int = Field(0, ge=0)


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


class MemoriesIn(Model):
    latest: Bool = True
    project: Name | None = None
    limit: int = Field(50, ge=1, le=1000)
    offset: int = Field(0, ge=0)


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
    before: int | None = Field(None, ge=1)


class ImportIn(Model):
    exportData: dict
    strategy: Literal["merge", "replace", "skip"] = "merge"


class ContextIn(Model):
    project: Name
    sessionId: Id | None = None
    budget: int | None = Field(None, ge=50, le=100_000)
    query: str | None = Field(None, max_length=MAX_QUERY)


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
            items.append(parse(ObserveIn, raw, prefix=f"observations[{i}]").model_dump())
        except AgentMemoryError as exc:
            items.append(exc)
    return svc.observe_batch(caller, items)


OPS: list[Op] = [
    Op("health", HealthIn, method("health"), (("GET", "/health"),),
       "Server health: version, uptime, item counts, DB size, schema version and embedding queue.",
       tool="memory_diagnose"),
    Op("session_start", SessionStartIn, method("start_session"), (("POST", "/session/start"),),
       "Start (or resume) a work session for a project. Returns the session and a compiled memory context "
       "to put in front of the agent. Call once at the beginning of a task.", tool="memory_session_start"),
    Op("session_end", SessionEndIn, method("end_session"), (("POST", "/session/end"),),
       "Mark a session as ended.", tool="memory_session_end"),
    Op("sessions", SessionsIn, method("list_sessions"), (("GET", "/sessions"),),
       "List sessions, newest first, optionally for one project.", tool="memory_sessions_list"),
    Op("observe", ObserveIn, method("observe"), (("POST", "/observe"),),
       "Record one thing that happened while working (a hook payload: tool call, prompt, message, decision, "
       "error). Private spans and secrets are stripped before storage. An exact repeat within 5 minutes in the "
       "same session is deduplicated.", tool="agent_observe", status=201),
    Op("observe_batch", ObserveBatchIn, _observe_batch, (("POST", "/observe/batch"),),
       "Record up to 1000 observations in one transaction; each gets its own result, in order.",
       tool="agent_observe_batch"),
    Op("observations", ObservationsIn, method("list_observations"), (("GET", "/observations"),),
       "List a session's observations in time order.", tool="memory_observations"),
    Op("remember", RememberIn, method("remember"), (("POST", "/remember"),),
       "Save a durable memory (a fact, decision, preference or pattern worth keeping across sessions). "
       "A near-identical memory in the same project is superseded (versioned); a similar one is reported.",
       tool="memory_save", core=True, status=201),
    Op("memories", MemoriesIn, method("list_memories"), (("GET", "/memories"),),
       "List memories (latest versions by default), newest first.", tool="memory_list"),
    Op("memory_get", MemoryGetIn, method("get_memory"), (("GET", "/memories/<id>"),),
       "Fetch one memory by id.", tool="memory_get"),
    Op("forget", ForgetIn, method("forget"), (("POST", "/forget"),),
       "Delete a memory ({memoryId}) or a session's observations ({sessionId, observationIds?}; without ids "
       "the whole session). Vectors and index rows go with them.", tool="memory_forget", core=True),
    Op("search", SearchIn, method("search"), (("POST", "/search"),),
       "Search observations and memories. mode keyword (BM25, default), vector or hybrid; format compact, "
       "full or narrative; token_budget caps the answer size.", tool="memory_recall", core=True),
    Op("smart_search", SmartSearchIn, method("smart_search"), (("POST", "/smart-search"),),
       "Best search for agents: hybrid keyword + semantic ranking over observations, memories and lessons. "
       "Returns compact results; pass expandIds to fetch the full items you need.",
       tool="memory_smart_search", core=True),
    Op("timeline", TimelineIn, method("timeline"), (("GET", "/timeline"),),
       "Chronological observations and memories of a session or project, optionally between two times.",
       tool="memory_timeline"),
    Op("context", ContextIn, method("compile_context"), (("POST", "/context"),),
       "Compile the memory context for a project within a token budget (what session/start returns).",
       tool="memory_context", core=True),
    Op("audit", AuditIn, method("audit_log"), (("GET", "/audit"),),
       "The audit log of every write, newest first.", tool="memory_audit"),
    Op("export", HealthIn, method("export"), (("GET", "/export"),),
       "Export everything as versioned JSON (import it with /import).", tool="memory_export"),
    Op("import", ImportIn, method("import_data"), (("POST", "/import"),),
       "Import an export. strategy: merge (overwrite same ids), replace (wipe first) or skip (keep existing).",
       tool="memory_import"),
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


def invoke(op: Op, svc: MemoryService, caller: Caller, raw: Any) -> tuple[Any, int]:
    """Validate `raw` with the op's model and run it: (result, status)."""
    inp = parse(op.input, raw)
    result = op.call(svc, caller, inp)
    if isinstance(result, tuple):
        return result
    return result, op.status if op.status != 201 else 200
