"""At start-up, deliver what the agent hooks queued while the server was down.

The hook command (client/hook.py) keeps undeliverable events in `<data dir>/outbox.jsonl`; a server
on the same data dir replays them in order through the op registry, before it answers anyone, so
an agent's first events after a restart land behind the older ones. Each event carries its
eventId, so one a hook also sent is still stored once.
"""
from __future__ import annotations

import logging

from ..client.outbox import Outbox, Outcome
from ..errors import AgentMemoryError
from ..ops import OPS, invoke
from ..store import unreachable

log = logging.getLogger(__name__)
LOCK_WAIT = 2.0  # a hook replaying right now finishes within its own 2 s


def replay_outbox(services) -> tuple[int, int]:
    """(delivered or dropped, still waiting); nothing happens without an outbox file."""
    box = Outbox(services.settings.data_dir)
    if not box.path.exists() or box.pending() == 0:
        return 0, 0
    routes = {path: op for op in OPS for method, path in op.rest if method == "POST"}
    caller = services.tokens.local_caller()

    def deliver(entry: dict) -> Outcome:
        op = routes.get(entry.get("path")) if isinstance(entry, dict) else None
        if op is None:
            return "drop"
        try:
            invoke(op, services, caller, entry.get("body"))
        except AgentMemoryError as exc:
            if exc.status == 429 or exc.status >= 500:
                return "retry"
            log.warning("outbox: %s refused (%s): %s", entry.get("path"), exc.status, exc)
            return "drop"
        except Exception as exc:
            if unreachable(exc):  # a full disk, a lost file: the event waits, start-up goes on
                log.warning("outbox: %s not delivered now (%s); it waits", entry.get("path"), exc)
                return "retry"
            raise
        return "sent"

    if not box.lock(wait=LOCK_WAIT):
        return 0, box.pending()
    try:
        done, left = box.replay(deliver)
    except OSError as exc:  # the outbox's own files (its offset) on a full disk: what is left waits
        log.warning("outbox: replay stopped: %s", exc)
        return 0, box.pending()
    finally:
        box.unlock()
    log.info("outbox: %d queued hook events delivered, %d waiting", done, left)
    return done, left
