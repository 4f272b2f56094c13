"""Input models of the document-folder operations (memory/sources/)."""
from __future__ import annotations

from pydantic import Field, ValidationError, model_validator
from pydantic_core import InitErrorDetails

from .schemas import Empty, Id, Model, Name

MAX_PATH = 4096


class SourceAddIn(Model):
    path: str = Field(min_length=1, max_length=MAX_PATH)
    glob: str | None = Field(None, min_length=1, max_length=200)
    project: Name | None = None


class SourcesIn(Empty):
    pass


class SourceSyncIn(Model):
    """No sourceId and no path: every source."""
    sourceId: Id | None = None
    path: str | None = Field(None, min_length=1, max_length=MAX_PATH)


class SourceRemoveIn(SourceSyncIn):
    @model_validator(mode="after")
    def _one(self) -> "SourceRemoveIn":
        if not self.sourceId and not self.path:
            raise ValidationError.from_exception_data(  # a missing field, as for any other model
                "SourceRemoveIn", [InitErrorDetails(type="missing", loc=("sourceId",), input=self.model_dump())])
        return self
