"""The shared-board operations (memory/records/boards.py), joined into `registry.OPS` after the slots.

Declared here because registry.py is at its size limit; they are ops like any other (REST, MCP tools,
OpenAPI and README's table are generated from `OPS`). Also the smart-search adapter that attaches
board items to a search's results.
"""
from __future__ import annotations

from typing import Any

from ..memory.common import Caller
from ..memory.recall.retrieval import Retrieval
from ..memory.records.boards import Boards
from .schemas import Empty
from .models_records import BoardCreateIn, BoardDeleteIn, BoardGetIn, BoardPostIn, BoardSmartSearchIn
from .op import Op, Services


def _says_created(result: dict) -> bool:
    return bool(result.get("created"))


def smart_search(s: Services, caller: Caller, inp: BoardSmartSearchIn) -> Any:
    """Retrieval's smart-search; plus `boardItems`: the relevant items of the boards named in `boards`, or
    of every readable board that asks to be attached (none: no key)."""
    fields = inp.model_dump(exclude={"boards", "similarityThreshold"})
    result = s.of(Retrieval).smart_search(caller, **fields)
    attached = s.of(Boards).attach(caller, inp.query, inp.boards, inp.similarityThreshold)
    if attached or inp.boards:
        result["boardItems"] = attached
    return result


BOARD_OPS: list[Op] = [
    Op("board_create", BoardCreateIn, Boards.create_board, (("POST", "/boards"),),
       "Create a shared board (a blackboard several agents read and post to): {name, readers?, writers?} where "
       "readers and writers are agent ids ('*': every agent; left out: every agent). The creator always may "
       "read and post; other agents outside readers get 403 on reading, outside writers 403 on posting. "
       "maxItems keeps the newest items; attach true makes smart-search attach its items relevant to a query "
       "(at or above similarityThreshold) for every reader. 201 new; 200 when the caller's board was updated; "
       "409 when another agent's board has the name.", tool="memory_board_create", status=201,
       created=_says_created),
    Op("board_post", BoardPostIn, Boards.post, (("POST", "/boards/<name>/post"),),
       "Post an item {content, tags?} to a shared board (its writers only: 403 otherwise). Under isolated "
       "agent scope boards are how agents share what they found.", tool="memory_board_post", status=201),
    Op("board_get", BoardGetIn, Boards.get_board, (("GET", "/boards/<name>"),),
       "Read a shared board (its readers only: 403 otherwise): its settings and items, newest first. With a "
       "query, the items most similar to it first, each with its similarity; with similarityThreshold, only "
       "those at or above it.", tool="memory_board_get", annotations={"readOnlyHint": True}, access="read"),
    Op("board_delete", BoardDeleteIn, Boards.delete_board,
       (("DELETE", "/boards/<name>"), ("POST", "/boards/<name>/delete")),
       "Delete a shared board and all its items (its owner or the admin secret only: 403 for anyone else, "
       "writers included; 404 when there is none). Audited.", tool="memory_board_delete",
       annotations={"destructiveHint": True}),
    Op("boards", Empty, Boards.list_boards, (("GET", "/boards"),),
       "List the shared boards the calling agent may read or post to, with their item counts and the "
       "caller's rights (canRead, canPost).", tool="memory_boards", annotations={"readOnlyHint": True},
       access="read"),
]
