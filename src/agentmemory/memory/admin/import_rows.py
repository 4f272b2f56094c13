"""Validate an export row by row before an import writes anything.

Every stored row is later read by code that trusts its shape (a slot's `scope` and `label`, an
action's `priority`, a profile's counters...). An imported row is stored as it is, so one
hand-edited or truncated row would turn later reads into 500s. Here each row is checked against the model of its scope: the fields the server itself writes
and its readers rely on, with their JSON types (strict: "5" is not a number) and the same
limits as the API (slot labels, sizes, action statuses and priorities). Fields that are not
listed are kept as they are. The first bad row is a 422 naming its scope, key and field, and
nothing is written. `checked_export` also redacts secrets first, whatever the import's source.
"""
from __future__ import annotations

from typing import Any, Literal, Optional

from pydantic import BaseModel, ConfigDict, Field, StrictBool, StrictInt, StrictStr, ValidationError

from ...errors import Invalid
from ...llm.base import BUDGET_KEY
from ...store import KV
from ..common import iso, parse_time
from ..distill.consolidate import STATUS_KEY
from ..distill.episodes import identity_key
from ..privacy import strip_secrets
from ..records.slots import LABEL_PATTERN, MAX_SIZE_LIMIT, slot_key
from ..records.typed import typed_id
from .profile import profile_key

EXPORT_FORMAT = "agentmemory-export"
EXPORT_VERSION = 1
MAX_SCOPE_CHARS = 1000  # "mem:obs:" + a session id, "mem:board:" + a board name: far shorter

Str = StrictStr
OptStr = Optional[StrictStr]
Num = float  # strict mode: an int or a float, never a string or a boolean
StrList = list[StrictStr]
Counts = dict[StrictStr, Num]


class Row(BaseModel):
    model_config = ConfigDict(extra="allow", strict=True)


class SessionRow(Row):
    id: Str
    sessionId: Str
    project: Str
    cwd: Str = ""
    title: OptStr = None
    agentId: OptStr = None
    startedAt: Str
    startedTs: Num | None = None
    endedAt: OptStr = None
    status: Str
    observationCount: StrictInt = Field(ge=0)
    lastActivity: OptStr = None
    recentTurns: StrList = []


class ObservationRow(Row):
    id: Str
    sessionId: Str
    project: Str
    hookType: Str
    agentId: OptStr = None
    cwd: Str = ""
    timestamp: Str
    ts: Num
    seq: StrictInt = Field(ge=0, le=2**63 - 1)  # the search index's 64-bit column on both backends
    type: Str = "observation"
    title: Str = ""
    narrative: Str
    concepts: StrList = []
    files: StrList = []
    importance: Num = 5
    prevTexts: StrList = []
    redactions: StrictInt = 0


class MemoryRow(Row):
    id: Str
    content: Str
    type: Str
    version: StrictInt = Field(ge=1)
    title: OptStr = None
    project: OptStr = None
    agentId: OptStr = None
    concepts: StrList = []
    files: StrList = []
    isLatest: StrictBool = True
    parentId: OptStr = None
    supersedes: StrList = []
    createdAt: OptStr = None
    createdTs: Num | None = None
    forgetAfter: OptStr = None
    forgetAfterTs: Num | None = None
    importance: Num = 5
    salience: Num = 1.0
    salienceHits: StrictInt = 0
    salienceTs: Num | None = None
    sourceObservationIds: StrList = []


class LessonRow(Row):
    id: Str
    content: Str
    agentId: OptStr = None  # the search index's agent column, as the other items' (a list there was a 500)
    context: Str = ""
    project: OptStr = None
    tags: StrList = []
    confidence: Num = Field(ge=0, le=1)
    decayRate: Num = Field(ge=0, le=1)
    anchorTs: Num
    reinforcements: StrictInt = Field(0, ge=0)
    deleted: StrictBool = False
    createdTs: Num
    createdConfidence: Num | None = None
    lastReinforcedTs: Num | None = None


class SlotRow(Row):
    key: Str
    label: Str = Field(pattern=LABEL_PATTERN)
    content: Str
    pinned: StrictBool = True
    scope: Literal["global", "project"]
    project: OptStr
    sizeLimit: StrictInt = Field(ge=1, le=MAX_SIZE_LIMIT)
    readOnly: StrictBool = False
    owner: OptStr = None
    version: StrictInt = Field(1, ge=1)
    updatedTs: Num | None = None


class ActionRow(Row):
    id: Str
    title: Str
    description: Str = ""
    priority: StrictInt = Field(ge=1, le=5)
    status: Literal["pending", "active", "blocked", "done", "cancelled"]
    project: OptStr
    dependsOn: StrList = []
    blocks: StrList = []
    relatesTo: StrList = []
    tags: StrList = []
    createdTs: Num
    updatedTs: Num | None = None


class RelationRow(Row):
    id: Str
    from_: Str = Field(alias="from")
    to: Str
    type: Str
    weight: Num = Field(1.0, ge=0, le=1)


class SummaryRow(Row):
    sessionId: Str
    observationCount: StrictInt = 0


class CrystalRow(Row):
    id: Str
    sessionId: Str
    agentId: OptStr = None
    project: OptStr = None
    title: Str = ""
    narrative: Str
    version: StrictInt = Field(1, ge=1)
    createdAt: Str
    createdTs: Num
    decisions: list = []
    errors: list = []
    files: StrList = []
    keyOutcomes: list = []
    lessons: list = []
    sourceObservationIds: StrList = []


class EpisodeRow(Row):
    id: Str
    sessionId: Str
    project: OptStr = None
    summary: Str
    topics: StrList = []
    entities: list = []
    decisions: list = []
    actionItems: list = []
    factIds: StrList = []
    salience: Num = 0.5
    createdTs: Num
    sourceObservationIds: StrList = []


class FactRow(Row):
    id: Str
    text: Str
    kind: Str = "fact"
    count: StrictInt = Field(1, ge=0)
    order: StrictInt = 0
    salience: Num = 0.5
    lastSeenTs: Num
    createdTs: Num | None = None
    seenIn: StrList = []
    owner: OptStr = None
    project: OptStr = None


class IdentityRow(Row):
    key: Str
    narrative: Str
    factIds: StrList = []
    owner: OptStr = None
    project: OptStr = None
    updatedTs: Num | None = None


class PendingRow(Row):
    sessionId: Str
    project: OptStr = None
    count: StrictInt = Field(ge=0)
    chars: StrictInt = Field(ge=0)
    lastSeq: StrictInt
    since: StrictInt = 0


class ProfileRow(Row):
    project: Str
    agentId: OptStr
    concepts: Counts
    files: Counts
    languages: Counts
    tools: Counts
    types: Counts
    decisions: list = []
    errors: list = []
    firstTs: Num | None
    lastTs: Num | None
    observationCount: StrictInt = Field(ge=0)
    sessionCount: StrictInt = Field(0, ge=0)


class TypedRow(Row):
    id: Str
    type: Str
    key: Str
    fields: dict[StrictStr, Any]
    version: StrictInt = Field(1, ge=1)
    content: Str = ""
    abstract: Str = ""
    overview: Str = ""
    owner: OptStr = None
    project: OptStr = None


class ConsolidationStatusRow(Row):  # mem:meta consolidation.status
    lastRunTs: Num | None = None
    lastRunAt: OptStr = None
    lastReport: dict | None = None


class LlmBudgetRow(Row):  # mem:meta llm.budget
    day: Str
    calls: StrictInt = Field(ge=0)


class OverrideRow(Row):
    id: Str
    text: Str
    createdTs: Num
    owner: OptStr = None
    project: OptStr = None


class LinkRow(Row):  # dedup and transcript markers: which observation a repeat or a transcript item became
    observationId: Str
    at: Num


ROW_MODELS: dict[str, type[Row]] = {
    KV.sessions: SessionRow, "mem:obs": ObservationRow, KV.memories: MemoryRow, KV.lessons: LessonRow,
    KV.slots: SlotRow, KV.actions: ActionRow, KV.relations: RelationRow, KV.summaries: SummaryRow,
    KV.crystals: CrystalRow, KV.episodes: EpisodeRow, KV.facts: FactRow, KV.identity: IdentityRow,
    KV.pending: PendingRow, KV.profiles: ProfileRow, KV.typed: TypedRow, KV.dedup: LinkRow,
    KV.transcripts: LinkRow, KV.overrides: OverrideRow,
}
META_MODELS: dict[str, type[Row]] = {STATUS_KEY: ConsolidationStatusRow, BUDGET_KEY: LlmBudgetRow}
NOT_IMPORTED = (KV.profile_deltas,)  # pending profile increments: folded into mem:profiles before any export
ID_IS_KEY = (KV.sessions, KV.memories, KV.lessons, KV.actions, KV.relations, KV.crystals, KV.episodes, KV.facts,
             KV.typed, "mem:obs", KV.overrides)


def _bad(scope: str, key: str, what: str, loc: str = "") -> Invalid:
    where = f"exportData.data.{scope}.{key[:80]}" + (f".{loc}" if loc else "")
    return Invalid(f"item {scope}/{key[:80]} {what}"[:400], field=where, scope=scope, key=key[:200])


def checked_export(export: Any) -> dict:
    """The export validated row by row (`validate_export`; first: a bad 10 MB import is a 422 before any
    scanning), then with secrets redacted (it may come from a file), validated again if that changed it."""
    validate_export(export)
    cleaned = strip_secrets(export)
    if cleaned is not export:
        validate_export(cleaned)
    return cleaned


def validate_export(export: Any) -> dict[str, dict[str, Any]]:
    """Check the envelope and every row; return `export["data"]`. Raises Invalid (422) on the first bad row."""
    if not isinstance(export, dict) or export.get("format") != EXPORT_FORMAT:
        raise Invalid(f"exportData.format must be {EXPORT_FORMAT!r}", field="exportData.format")
    if type(export.get("version")) is not int or export.get("version") != EXPORT_VERSION:
        # type first: `true` and `1.0` equal 1 in Python but are not the version an export writes
        raise Invalid(f"exportData.version {export.get('version')!r} is not supported "
                      f"(this server reads version {EXPORT_VERSION})", field="exportData.version")
    data = export.get("data")
    if not isinstance(data, dict) or not all(isinstance(v, dict) for v in data.values()):
        raise Invalid("exportData.data must map scopes to objects of items", field="exportData.data")
    for scope, items in data.items():
        if not scope.startswith("mem:") or len(scope) > MAX_SCOPE_CHARS:
            raise Invalid(f"unknown scope {scope[:80]!r}", field="exportData.data")
        if scope in NOT_IMPORTED:
            raise Invalid(f"scope {scope} is the server's own bookkeeping (an export never holds it)",
                          field=f"exportData.data.{scope}")
        for key, row in items.items():
            validate_row(scope, key, row)
    return data


#: Top-level row fields that hold a time as text (ISO 8601, what the server writes); any `...At` field too.
TEXT_TIMES = frozenset({"timestamp", "lastActivity", "firstActivity", "forgetAfter"})
#: ... and as epoch seconds; any `...Ts` field too (and `at` of the dedup and transcript links).
NUMBER_TIMES = frozenset({"ts"})


def check_times(scope: str, key: str, row: dict) -> None:
    """Every time field of a row is ISO 8601 or epoch seconds (a number or a numeric string), else 422 naming it. A time
    in the other form is rewritten to the form the server writes (text ISO 8601, `...Ts` seconds) for every reader."""
    kind = KV.kind_of(scope)
    for name, value in list(row.items()):
        text = name.endswith("At") or name in TEXT_TIMES
        number = name.endswith("Ts") or name in NUMBER_TIMES or (name == "at" and kind in (KV.dedup, KV.transcripts))
        if value is None or not (text or number):
            continue
        try:
            secs = parse_time(value, name, 0.0) if value != "" else None
        except Invalid as exc:
            raise _bad(scope, key, f"field {name}: {exc.message}", name) from None
        if secs is None:
            raise _bad(scope, key, f"field {name}: an empty string is not a time", name)
        if text and (not isinstance(value, str) or value != value.strip() or _numeric(value)):
            row[name] = iso(secs)
        elif number and (isinstance(value, str) or secs != value):
            row[name] = secs


def _numeric(text: str) -> bool:
    try:
        float(text)
    except ValueError:
        return False
    return True


def validate_row(scope: str, key: str, row: Any) -> None:
    """One row against its scope's model, plus the links between its key and its fields."""
    kind = KV.kind_of(scope)
    model = META_MODELS.get(key) if kind == KV.meta else ROW_MODELS.get(kind)
    if not isinstance(row, dict):
        raise _bad(scope, key, "must be a JSON object")
    check_times(scope, key, row)
    if model is None:
        return  # a row this version does not read field by field (newer scopes are kept as is)
    try:
        model.model_validate(row)
    except ValidationError as exc:
        err = exc.errors(include_url=False)[0]
        loc = ".".join(str(p) for p in err["loc"])
        raise _bad(scope, key, f"field {loc}: {err['msg']}", loc) from None
    if kind in ID_IS_KEY and row["id"] != key:
        raise _bad(scope, key, "has an id that does not match its key", "id")
    if kind == "mem:obs" and row["sessionId"] != scope[len(KV.OBS_PREFIX):]:
        raise _bad(scope, key, "has a sessionId that does not match its scope", "sessionId")
    if kind in (KV.sessions, KV.summaries, KV.pending) and row["sessionId"] != key:
        raise _bad(scope, key, "has a sessionId that does not match its key", "sessionId")
    if kind in (KV.identity, KV.slots) and row["key"] != key:
        raise _bad(scope, key, "has a key field that does not match its key", "key")
    # Keys readers compute from a row's owner (identity_of, Typed.typed_upsert): a row under a key that is not
    # its own would be read as, or block the writes of, the owner the key names.
    if kind == KV.identity and identity_key(row.get("owner"), row.get("project")) != key:
        raise _bad(scope, key, "has a key that does not match its owner and project", "key")
    if kind == KV.typed and typed_id(row.get("owner"), row["type"], row.get("project"), row["key"]) != key:
        raise _bad(scope, key, "has an id that does not match its owner, type, project and key", "id")
    if kind == KV.profiles and profile_key(row["project"], row["agentId"]) != key:
        raise _bad(scope, key, "has a key that does not match its project and agentId", "key")
    if kind == KV.slots:
        if (row["scope"] == "project") != (row["project"] is not None):
            raise _bad(scope, key, "has a scope that does not match its project", "scope")
        if slot_key(row["label"], row["project"], row.get("owner")) != key or row["key"] != key:
            raise _bad(scope, key, "has a key that does not match its label, project and owner", "key")
