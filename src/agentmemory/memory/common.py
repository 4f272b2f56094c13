"""Small shared pieces of the memory layer: caller identity, ids, clocks, time parsing."""
from __future__ import annotations

import os
import re
import threading
import time
from collections import OrderedDict
from dataclasses import dataclass, replace
from datetime import datetime, timezone

from dateutil.parser import isoparse  # strict ISO 8601 only: never dateutil's guessing parser

from .. import AGENT_ID_RULE, ID_MAX, is_agent_id  # the one agent-id rule (the package's own: the client shares it)
from ..errors import Forbidden, Invalid, NotFound

_NUMERIC = re.compile(r"[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?", re.ASCII)  # ASCII digits only: "１７" is not a number here
# The form hooks and our own clients send (2026-01-01T12:00:00.123Z): datetime.fromisoformat reads it as
# isoparse does, about 40 times faster; anything else (or a value it refuses) goes to isoparse.
_PLAIN_ISO = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d{1,6})?(?:Z|[+-]\d\d:\d\d)?")


# The server's own writers: their transactions (and so their audit rows and events) carry these names while they
# work on every agent's rows, so no agent token may be bound to one (admin/tokens.py).
DISTILLER, CONSOLIDATION, EXTRACTION = "distiller", "consolidation", "extraction"
SYSTEM_AGENTS = frozenset({DISTILLER, CONSOLIDATION, EXTRACTION})


@dataclass(frozen=True)
class Caller:
    """Who is calling. With isolated scope, reads are limited to `agent_id`'s data.

    Network transports build callers only through `Tokens.authenticate` (memory/admin/tokens.py);
    the defaults (an admin that may write) are for the server's own work and the local CLI.
    `fixed`: an agent token or an X-Agent-Id header named the agent, so an `agentId` field naming
    another agent is refused instead of switching to it. `admin`: the admin secret (or no secret set).
    `named`: the request named the agent it acts as (a header, an `agentId` field, a batch item's agent).
    """
    agent_id: str
    isolated: bool = False
    admin: bool = True
    role: str = "write"  # "read": write operations are refused (ops/calls.py)
    fixed: bool = False
    named: bool = False

    @property
    def read_agent(self) -> str | None:
        return self.agent_id if self.isolated else None

    @property
    def key_agent(self) -> str | None:
        """The agent an idempotency key (`eventId`) is scoped to: the caller's own whenever a token, a header, a
        named agent or isolated scope says who it is, so agent B reusing agent A's key never gets A's stored answer
        (nor has its own write dropped), and a clear of an agent forgets the keys of the writes made for it; the
        admin naming no agent keeps the shared keys (None), as stored before."""
        return self.agent_id if self.isolated or self.fixed or self.named or not self.admin else None

    def for_agent(self, agent_id: str | None, fix: bool = False, field: str = "agentId") -> "Caller":
        """The same caller acting as `agent_id` (a header, an `agentId` field, a batch item's agent).

        Raises Invalid (naming `field`) for an id `check_agent_id` refuses, and Forbidden when the agent is
        already fixed (by an agent token or the header) to another one: a body field never overrides who the
        caller is."""
        if not agent_id:
            return self
        if agent_id == self.agent_id:
            fixed = self.fixed or fix
            return self if self.named and fixed == self.fixed else replace(self, fixed=fixed, named=True)
        check_agent_id(agent_id, field)
        if self.fixed:
            raise Forbidden(f"this caller acts as agent {self.agent_id!r} and cannot act as {agent_id!r}",
                            agentId=self.agent_id)
        return replace(self, agent_id=agent_id, fixed=fix, named=True)

    def sees(self, item: dict) -> bool:
        return not self.isolated or item.get("agentId") == self.agent_id

    def may_change(self, item: dict) -> bool:
        """Whether this caller may change or delete `item`: in any scope an agent token changes only its own
        agent's rows (shared scope shares reads, not the right to rewrite another agent's knowledge). The
        admin secret (or no secret set) may change any; a row with no agent is nobody's."""
        owner = item.get("agentId") or item.get("owner")
        return self.admin or not owner or owner == self.agent_id

    def check_change(self, item: dict, what: str, item_id: str) -> None:
        """403 unless `may_change(item)`."""
        if not self.may_change(item):
            owner = item.get("agentId") or item.get("owner")
            raise Forbidden(f"{what} {item_id} belongs to agent {owner!r}: an agent token changes or removes only "
                            f"its own agent's rows (the admin secret may change any)", agentId=self.agent_id)

    def check_session(self, sess: dict | None, session_id: str) -> dict:
        """THE rule of an operation that acts on one session (resume, end, observe into, forget, summarize,
        crystallize, sync-now): one the caller cannot see (missing, or another agent's in isolated scope) is
        404, one it sees but may not change (another agent's, for an agent token in shared scope) 403."""
        if sess is None or not self.sees(sess):
            raise NotFound(f"session {session_id} not found", sessionId=session_id)
        self.check_change(sess, "session", session_id)
        return sess

    @property
    def own_view(self) -> bool:
        """An agent token in isolated scope: figures of the whole store (its size, the LLM's counters, the last
        consolidation's report) move with every agent's work, so they are not its to see."""
        return self.isolated and not self.admin

    @property
    def own_agent(self) -> str | None:
        """The agent whose sessions a walk over many of them (sync-now, crystals/auto) acts on: an agent
        token's own (`may_change`), the admin's `read_agent` (None: every agent's)."""
        return self.read_agent if self.admin else self.agent_id


def check_agent_id(agent_id: str, field: str = "agentId") -> str:
    """`agent_id` when it is one (at most ID_MAX characters, AGENT_ID_PATTERN), else a 422 naming `field`:
    the one rule for headers and query parameters, as the models hold fields to it (never cut or stripped)."""
    if len(agent_id) > ID_MAX:
        raise Invalid(f"{field} is longer than {ID_MAX} characters", field=field)
    if not is_agent_id(agent_id):
        raise Invalid(f"invalid {field}: {AGENT_ID_RULE}", field=field)
    return agent_id


_ID_LOCK = threading.Lock()
_ID_RECENT = 256  # milliseconds whose last suffix is kept: ids of any of them keep counting up
_id_suffixes: OrderedDict[int, int] = OrderedDict()  # ms -> the last suffix given in it, this process
_id_latest = [0]  # the latest millisecond an id of now was made in


def new_id(prefix: str, now: float | None = None) -> str:
    """Time-sortable unique id: prefix, 12 hex digits of milliseconds, 8 hex digits of suffix.

    Within one process, ids made in the same millisecond count up from a random start, so their
    order is the order they were made (a board's newest items, "latest first" lists): random
    suffixes let a later write sort before an earlier one. Each of the last _ID_RECENT milliseconds
    keeps its own count, so ids of one millisecond still count up after an id of another was made (a
    service's clock behind another's, a test's clock moved ahead). A clock stepping back keeps the
    latest millisecond for ids of now, so they never sort before ids already given.
    """
    ms = int((time.time() if now is None else now) * 1000)
    with _ID_LOCK:
        if now is None:
            ms = _id_latest[0] = max(ms, _id_latest[0])
        last = _id_suffixes.get(ms)
        if last is not None and last < 0xFFFFFFFF:
            suffix = last + 1
        else:
            suffix = int.from_bytes(os.urandom(4), "big") >> 1  # half the range: room to count up
        _id_suffixes[ms] = suffix
        _id_suffixes.move_to_end(ms)
        if len(_id_suffixes) > _ID_RECENT:
            _id_suffixes.popitem(last=False)
    return f"{prefix}_{ms:012x}{suffix:08x}"


def parse_time(value: str | float | int | None, field: str, default: float | None) -> float | None:
    """A client timestamp -> unix seconds: ISO 8601 (a date or a date-time, with or without a zone;
    naive means UTC) or epoch seconds (a number or a numeric string; values above 1e11 are taken as
    milliseconds, as JavaScript hooks send them). Anything else is 422 naming `field`.

    Trigger: dateutil's general parser read "5" as the 5th of this month and "May" as a date.
    Why: a timestamp the server guesses is stored wrong forever. Outcome: only the strict ISO
    parser runs on text, and digits are always epoch seconds.
    """
    if value is None or value == "":
        return default
    if isinstance(value, str) and _NUMERIC.fullmatch(value.strip()):
        value = float(value)
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        try:
            v = float(value)
            v = v / 1000.0 if v > 1e11 else v  # milliseconds are common from JS hooks
            datetime.fromtimestamp(v, tz=timezone.utc)  # NaN, inf, 1e300: not a time
        except (OverflowError, OSError, ValueError):
            raise Invalid(f"{field} is out of range: {value!r:.80}", field=field) from None
        return v
    if not isinstance(value, str):
        raise Invalid(f"{field} must be an ISO 8601 timestamp or epoch seconds", field=field)
    try:
        text = value.strip()
        dt = _plain_iso(text) if _PLAIN_ISO.fullmatch(text) else None
        dt = dt or isoparse(text)
    except (ValueError, OverflowError):
        raise Invalid(f"{field} is not an ISO 8601 timestamp or epoch seconds: {value[:80]!r}",
                      field=field) from None
    if dt.tzinfo is None:
        dt = dt.replace(tzinfo=timezone.utc)
    try:
        ts = dt.timestamp()
        # Trigger: a zone offset past the calendar's ends ("9999-12-31T23:59:59-01:00"). Why: the time is stored and
        # written back in UTC, years 1 to 9999 only: it was a 500 when written back. Outcome: 422, as for epoch seconds.
        datetime.fromtimestamp(ts, tz=timezone.utc)
    except (OverflowError, OSError, ValueError):
        raise Invalid(f"{field} is out of range: {value[:80]!r}", field=field) from None
    return ts


def _plain_iso(text: str) -> datetime | None:
    try:
        return datetime.fromisoformat(text)
    except ValueError:
        return None  # e.g. 24:00:00, which isoparse reads as the next midnight


def iso(ts: float | None) -> str | None:
    if ts is None:
        return None
    return datetime.fromtimestamp(ts, tz=timezone.utc).isoformat().replace("+00:00", "Z")


def estimate_tokens(text: str) -> int:
    """Cheap token estimate (~4 characters per token for English and code)."""
    return (len(text) + 3) // 4
