"""`Op`: one operation's declaration (input model, the method it calls, routes, tool, access, status)."""
from __future__ import annotations

import sys
from dataclasses import dataclass, field
from typing import Any, Callable, Protocol, TypeVar

from ..memory.common import Caller
from ..memory.ingest.sessions import Sessions
from ..memory.records.actions import Actions
from ..memory.records.graph import Graph
from .schemas import Model

S = TypeVar("S")


class Services(Protocol):
    """What the ops need of the composition root's `app.Services` (ops never import app)."""
    settings: Any
    sessions: Sessions
    graph: Graph
    actions: Actions

    def of(self, cls: type[S]) -> S: ...

    def backup_now(self, force: bool = False) -> dict: ...


@dataclass(frozen=True)
class Op:
    name: str
    input: type[Model]
    # A method of a service class (`Memories.remember`: called on the Services' instance of that class with the
    # validated fields as keywords), or an adapter `(services, caller, inp)` where some glue is needed.
    call: Callable[..., Any]
    rest: tuple[tuple[str, str], ...]
    description: str
    tool: str | None = None
    core: bool = False  # among the few tools exposed with AGENTMEMORY_TOOLS=core
    status: int = 200  # the status of a success; with `created`, the status of a created result
    # Which results answer 201 Created (the others 200); None: every success answers `status`.
    created: Callable[[Any], bool] | None = None
    annotations: dict = field(default_factory=dict)
    # read | write | admin, or a function of the validated input giving one of them. A read token may
    # call only "read" ops; "admin" ops need the admin secret. Unmarked ops count as writes.
    access: str | Callable[[Model], str] = "write"
    # Answer fields an Idempotency-Key's kept answer leaves out (null in a replay): a secret shown only once.
    unkept: tuple[str, ...] = ()
    owner: type | None = field(init=False, default=None, compare=False)  # the class `call` is a method of

    def __post_init__(self) -> None:
        object.__setattr__(self, "owner", owner_class(self.call))

    def run(self, services: Services, caller: Caller, inp: Model) -> Any:
        """Call the method on the services' one instance of its class (fields as keywords), or the adapter."""
        if self.owner is None:
            return self.call(services, caller, inp)
        return self.call(services.of(self.owner), caller, **inp.model_dump())

    def status_of(self, result: Any) -> int:
        """The HTTP status of a success, decided here only: `status`, or with a `created` rule 201 for the
        results it accepts and 200 for the others."""
        if self.created is None:
            return self.status
        return 201 if self.created(result) else 200


def owner_class(call: Callable) -> type | None:
    """The class a method reference (`Memories.remember`) belongs to; None for a module-level adapter."""
    path = call.__qualname__.split(".")
    if len(path) == 1:
        return None
    owner: Any = sys.modules[call.__module__]
    for part in path[:-1]:
        owner = getattr(owner, part)
    return owner
