"""Input models of the record operations: lessons, pinned slots, actions, the composite tools
(`memory`, `search_memory`) and agent tokens."""
from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BeforeValidator, Field, ValidationError, model_validator
from pydantic_core import InitErrorDetails

from .schemas import AgentName, Bool, Float, Id, Int, Model, Name, StrList, _split_list
from .models import MAX_QUERY, MAX_SQL_INT, MAX_TEXT, SmartSearchIn

# -- lessons, pinned slots, actions
SLOT_LABEL = r"^[a-z0-9_-]{1,64}$"
ACTION_STATUS = Literal["pending", "active", "blocked", "done", "cancelled"]


class LessonSaveIn(Model):
    content: str = Field(min_length=1, max_length=10_000)
    context: str | None = Field(None, max_length=10_000)
    confidence: Float = Field(0.5, ge=0, le=1)
    project: Name | None = None
    tags: StrList = []
    decayRate: Float = Field(0.05, ge=0, le=1)


class LessonsIn(Model):
    project: Name | None = None
    minConfidence: Float = Field(0.0, ge=0, le=1)
    limit: Int = Field(50, ge=1, le=1000)


class LessonSearchIn(Model):
    query: str = Field(min_length=1, max_length=MAX_QUERY)
    project: Name | None = None
    limit: Int = Field(10, ge=1, le=100)


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
    sizeLimit: Int = Field(2000, ge=1, le=20_000)
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
    priority: Int = Field(3, ge=1, le=5)
    status: ACTION_STATUS = "pending"
    project: Name | None = None
    dependsOn: StrList = Field([], max_length=1000)
    tags: StrList = []


class ActionUpdateIn(Model):
    id: Id
    title: str | None = Field(None, min_length=1, max_length=500)
    description: str | None = Field(None, max_length=20_000)
    priority: Int | None = Field(None, ge=1, le=5)
    status: ACTION_STATUS | None = None
    project: Name | None = None
    dependsOn: StrList | None = Field(None, max_length=1000)
    tags: StrList | None = None


class ActionsIn(Model):
    status: ACTION_STATUS | None = None
    project: Name | None = None
    limit: Int = Field(100, ge=1, le=1000)


class ActionGetIn(Model):
    id: Id


class ActionEdgeIn(Model):
    from_: Id = Field(alias="from")
    to: Id
    type: Literal["blocks", "relates"] = "blocks"


class FrontierIn(Model):
    project: Name | None = None
    limit: Int = Field(50, ge=1, le=1000)


class NextIn(Model):
    project: Name | None = None


# -- composite tools: few-tool hosts get the common verbs behind one argument
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
    limit: Int = Field(10, ge=1, le=100)
    agentId: AgentName | None = None

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
    limit: Int = Field(10, ge=1, le=100)


class TokenCreateIn(Model):
    agentId: AgentName
    role: Literal["read", "write"] = "write"


class TokenRevokeIn(Model):
    tokenId: Id


# -- identity overrides and restoring a consolidation change
class OverrideAddIn(Model):
    text: str = Field(min_length=1, max_length=1000)
    project: Name | None = None


class OverridesIn(Model):
    project: Name | None = None


class OverrideDeleteIn(Model):
    id: Id


class FactPinIn(Model):
    id: Id
    pinned: Bool = True


class RestoreIn(Model):
    auditId: Int = Field(ge=1, le=MAX_SQL_INT - 1)  # the audit query asks for ids below auditId + 1


# -- shared boards (memory/records/boards.py)
BOARD_NAME = r"^[a-z0-9][a-z0-9_.-]{0,63}$"
AgentList = Annotated[list[Annotated[str, Field(min_length=1, max_length=200)]], Field(max_length=1000),
                      BeforeValidator(_split_list)]


class BoardCreateIn(Model):
    name: str = Field(pattern=BOARD_NAME)
    readers: AgentList | None = None  # agent ids ("*": every agent); left out: every agent may read
    writers: AgentList | None = None  # the same for posting
    description: str | None = Field(None, max_length=2000)
    maxItems: Int = Field(1000, ge=1, le=100_000)
    attach: Bool = False  # smart-search attaches its relevant items for every reader without naming it
    similarityThreshold: Float = Field(0.35, ge=-1, le=1)


class BoardPostIn(Model):
    name: str = Field(pattern=BOARD_NAME)
    content: str = Field(min_length=1, max_length=MAX_TEXT)
    tags: StrList = []


class BoardDeleteIn(Model):
    name: str = Field(pattern=BOARD_NAME)


class BoardGetIn(Model):
    name: str = Field(pattern=BOARD_NAME)
    limit: Int = Field(50, ge=1, le=1000)
    offset: Int = Field(0, ge=0, le=1_000_000)
    query: str | None = Field(None, max_length=MAX_QUERY)
    similarityThreshold: Float | None = Field(None, ge=-1, le=1)


class BoardSmartSearchIn(SmartSearchIn):
    boards: Annotated[list[Annotated[str, Field(pattern=BOARD_NAME)]], Field(max_length=20),
                      BeforeValidator(_split_list)] | None = None
    similarityThreshold: Float | None = Field(None, ge=-1, le=1)
