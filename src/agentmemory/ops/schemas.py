"""Reusable pydantic field types: forgiving where LLM and hook callers are sloppy.

Lists accept a JSON array or a comma-separated string; booleans accept
"true"/"false"/"1"/"0"; numbers accept numeric strings (pydantic's lax mode).
This module imports nothing of ours.
"""
from __future__ import annotations

from typing import Annotated, Any

from pydantic import BaseModel, BeforeValidator, ConfigDict, Field


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


StrList = Annotated[list[Annotated[str, Field(max_length=2000)]], BeforeValidator(_split_list)]
Bool = Annotated[bool, BeforeValidator(_bool)]
Id = Annotated[str, Field(min_length=1, max_length=200)]
#: The agent a token is bound to: printed in lists, logs and 403s, so no control characters and no
#: surrounding whitespace.
AGENT_NAME_PATTERN = r"^[^\x00-\x20\x7f-\x9f](?:[^\x00-\x1f\x7f-\x9f]*[^\x00-\x20\x7f-\x9f])?$"
AgentName = Annotated[str, Field(min_length=1, max_length=200, pattern=AGENT_NAME_PATTERN)]
#: A pattern's refusal in words (a 422 quoting the regex tells a client nothing).
PATTERN_MESSAGES = {AGENT_NAME_PATTERN: "must not start or end with a space or hold control characters"}
Name = Annotated[str, Field(min_length=1, max_length=500)]


class Model(BaseModel):
    """Base input model: unknown fields are ignored, names are the API's camelCase."""
    model_config = ConfigDict(extra="ignore", str_strip_whitespace=False)


class Empty(Model):
    pass
