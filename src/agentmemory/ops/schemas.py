"""Reusable pydantic field types: forgiving where LLM and hook callers are sloppy.

Lists accept a JSON array or a comma-separated string; booleans accept
"true"/"false"/"1"/"0"; numbers accept numeric strings (pydantic's lax mode), never true/false (`Int`, `Float`:
a limit of `true` is a mistake to name, not a 1).
It imports only the agent-id rule (the package's own: one rule for fields, headers, parameters and the
AGENT_ID setting).
"""
from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, BeforeValidator, ConfigDict, Field, StrictFloat, StrictInt, StrictStr

from .. import AGENT_ID_PATTERN, AGENT_ID_RULE, ID_MAX
from ..memory.indexing import DOC_KINDS


def _split_list(v: Any) -> Any:
    if v is None:
        return []
    if isinstance(v, str):
        return [p.strip() for p in v.split(",") if p.strip()]
    return v


def _bool(v: Any) -> Any:
    if isinstance(v, str):
        low = v.strip().lower()
        if low in ("true", "1", "yes", "on"):
            return True
        if low in ("false", "0", "no", "off", ""):
            return False
    return v


def _number(v: Any) -> Any:
    if isinstance(v, bool):
        raise ValueError("must be a number, not true or false")
    return v


Int = Annotated[int, BeforeValidator(_number)]
Float = Annotated[float, BeforeValidator(_number)]
StrList = Annotated[list[Annotated[str, Field(max_length=2000)]], BeforeValidator(_split_list)]
Kinds = Annotated[list[Literal[DOC_KINDS]], BeforeValidator(_split_list)]  # search rows' kinds, "a,b" or a list
Bool = Annotated[bool, BeforeValidator(_bool)]
Id = Annotated[str, Field(min_length=1, max_length=ID_MAX)]
#: Every field naming an agent (`agentId`, ingest's `agent_id`, a token's agent): memory/common's rule.
AgentName = Annotated[str, Field(min_length=1, max_length=ID_MAX, pattern=AGENT_ID_PATTERN)]
#: A pattern's refusal in words (a 422 quoting the regex tells a client nothing).
PATTERN_MESSAGES = {AGENT_ID_PATTERN: AGENT_ID_RULE}
Name = Annotated[str, Field(min_length=1, max_length=500)]
#: A client time, read by memory/common.parse_time where it is used: ISO 8601 text or epoch seconds, a number or a
#: numeric string (anything else is its 422 naming the field). Strict, so true/false never pass as 1 and 0.
Timestamp = Annotated[StrictStr, Field(max_length=64)] | StrictInt | StrictFloat


class Model(BaseModel):
    """Base input model: unknown fields are ignored, names are the API's camelCase."""
    model_config = ConfigDict(extra="ignore", str_strip_whitespace=False)

    def unsized(self) -> frozenset[str]:
        """The fields `calls.clean` does not size: the model's `UNSIZED` (a model may add some for this input)."""
        return getattr(type(self), "UNSIZED", frozenset())


class Empty(Model):
    pass
