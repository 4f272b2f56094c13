"""`agentmemory hook EVENT`: one agent hook event from stdin to the server, in under 2 seconds.

Never blocks, never loses, never duplicates: older events waiting in the outbox go first; an
event the server cannot take now (down, 429, 5xx, too slow) is appended to the outbox and sent by
a later hook, `agentmemory hook flush` or the server at start-up; every event carries an `eventId`
kept through every retry, and the server stores each key once. Only when the outbox cannot be
written either (read-only, full, not a folder) is an event lost, and one line on stderr says so; an
outbox that cannot even be opened does not stop an event the server takes. The exit status is
always 0: a memory problem must never stop the agent.
"""
from __future__ import annotations

import hashlib
import json
import sys
import time
from typing import Any

from ..native_hooks import project_of, whole_characters
from .agents import EVENTS, hook_output, to_native
from .config import ClientConfig
from .outbox import Outbox, Outcome
from .transport import post

BUDGET = 1.8  # seconds for everything: the agent waits for us, the limit is 2 s
REPLAY_SHARE = 0.5  # of the budget, at most, spent on older events before this one
CUT = "\n[... {n} characters cut by the agentmemory hook]"
CUT_ROOM = len(CUT) + 8  # the note's size with its count
KEEP = 1_000  # characters a string keeps at least


def parse_payload(text: str) -> Any:
    """stdin's JSON with every character UTF-8 cannot hold as U+FFFD: a lone surrogate escape ("\\ud83d": an
    emoji cut in two by the agent's truncation) or stdin bytes that were not UTF-8. The server refuses such
    text (400) and it cannot be written to the outbox, so the whole event was lost. Checked on the text
    first: a payload holding neither costs two substring searches and one encode."""
    payload = json.loads(text)
    if "\\ud" in text or "\\uD" in text or not _encodes(text):
        payload = whole_characters(payload)
    return payload


def _encodes(text: str) -> bool:
    try:
        text.encode()
        return True
    except UnicodeEncodeError:
        return False


def fit(payload: Any, limit: int) -> Any:
    """`payload` with its longest strings cut (each keeps its start and says how much went) so its JSON fits
    in `limit` characters: the server refuses a larger event (422, AGENTMEMORY_MAX_CONTENT_CHARS), and
    the whole event was lost for one long tool output. Sizes are of the JSON, escapes included, as the
    server counts them. Strings up to KEEP characters stay whole: an event made of many short ones is
    sent as it is (and refused, as before). A payload that must be cut is redacted first (memory/privacy.py)."""
    size = _size(payload)
    if size <= limit:
        return payload
    # Redacted before any cut, then measured again (the markers change the size): a cut through a secret keeps
    # a part no pattern recognises, which the server's own redaction would then store.
    from ..memory.privacy import strip_private  # only for an event too large to send whole
    payload, _ = strip_private(payload)
    size = _size(payload)
    long_sizes = sorted((_size(s) for s in _strings(payload) if len(s) > KEEP), reverse=True)
    if size <= limit or not long_sizes:
        return payload
    target, out = limit, payload
    for _ in range(3):  # a string's escapes are spread unevenly: aim lower while it does not fit
        out = _cut(payload, max(KEEP, _cap(long_sizes, size - target)))
        if _size(out) <= limit:
            break
        target -= target // 4
    return out


def _size(value: Any) -> int:
    return len(json.dumps(value, ensure_ascii=False))


def _strings(value: Any) -> list[str]:
    if isinstance(value, str):
        return [value]
    items = value.values() if isinstance(value, dict) else value if isinstance(value, list) else ()
    return [s for v in items for s in _strings(v)]


def _cap(sizes: list[int], excess: int) -> int:
    """The JSON size a string may keep so that cutting every larger one (`sizes`, largest first) frees
    `excess` characters, less the note each cut string gains."""
    total = 0
    for i, size in enumerate(sizes):
        total += size
        below = sizes[i + 1] if i + 1 < len(sizes) else 0
        if total - below * (i + 1) >= excess + (i + 1) * CUT_ROOM:  # cutting the i+1 largest to `below` frees enough
            return (total - excess) // (i + 1) - CUT_ROOM
    return 0


def _cut(value: Any, cap: int) -> Any:
    """`value` with every string whose JSON is larger than `cap` cut to about that size (by its share of text)."""
    if isinstance(value, str):
        size = _size(value) if len(value) > KEEP else 0
        if size <= cap:
            return value
        from ..memory.privacy import cut_text  # never inside a redaction marker
        kept = cut_text(value, max(KEEP, len(value) * cap // size))
        return kept + CUT.format(n=len(value) - len(kept))
    if isinstance(value, dict):
        return {k: _cut(v, cap) for k, v in value.items()}
    return [_cut(v, cap) for v in value] if isinstance(value, list) else value


def derive_event_id(event: str, payload: dict) -> str:
    """The agent's own id of the event when it has one, else one derived from the payload and the moment
    the hook received it (identical Stop payloads of two turns are two events); it then travels with the
    event through every retry."""
    session = payload.get("session_id") or ""
    if isinstance(payload.get("tool_use_id"), str):  # the same id the server would derive
        return f"{session}:{event}:{payload['tool_use_id']}"[:200]
    raw = json.dumps(payload, sort_keys=True, ensure_ascii=False, default=str)
    return "hk-" + hashlib.sha256(f"{event}\n{time.time_ns()}\n{raw}".encode()).hexdigest()[:40]


def requests_for(event: str, native: dict) -> list[dict]:
    """The outbox entries (path + body) one event becomes, in the order they must reach the server:
    SessionStart starts the session; every other event is an observation in the agent's native shape,
    which tells the server to flush on PreCompact and Stop (the session's pending turns go to the
    distiller now) and to end the session on SessionEnd (native_hooks.FLUSH_EVENTS, END_EVENTS)."""
    session = native.get("session_id") or ""
    cwd = native["cwd"] if isinstance(native.get("cwd"), str) else ""  # a payload's wrong type: the server's default
    project = native["project"] if isinstance(native.get("project"), str) and native["project"] else project_of(cwd)
    if event == "SessionStart":
        return [{"path": "/session/start", "body": {"sessionId": session, "project": project, "cwd": cwd}}]
    return [{"path": "/observe", "body": {**native, "project": project}}]


def _deliver(cfg: ClientConfig, entry: dict, deadline: float) -> tuple[Outcome, Any]:
    ans = post(cfg, entry["path"], entry["body"], timeout=deadline - time.monotonic())
    if ans.retry:
        return "retry", None
    if ans.status >= 400:
        # Trigger: the server refused the event for good (400/401/403/404/413/422). Why: sending it again
        # cannot help and would hold back every later event. Outcome: dropped, one line on stderr.
        print(f"agentmemory hook: {entry['path']} refused ({ans.status}): "
              f"{(ans.body or {}).get('error', '') if isinstance(ans.body, dict) else ''}", file=sys.stderr)
        return "drop", None
    return "sent", ans.body


def send_or_queue(cfg: ClientConfig, entries: list[dict], started: float) -> Any:
    """Replay the outbox, then send `entries` in order (or queue what cannot go now). Returns the first
    entry's answer body when it was delivered."""
    deadline = started + BUDGET
    box = Outbox.for_token(cfg.data_dir, cfg.token)  # this token's queue only
    try:
        locked = box.lock(wait=max(0.0, started + BUDGET * REPLAY_SHARE - time.monotonic()))
    except OSError as exc:
        # Trigger: the outbox's folder cannot be written (read-only, not a folder, full). Why: no older event
        # can wait in it, and the server may take this one. Outcome: sent straight; else dropped, said on stderr.
        return _send_straight(cfg, entries, deadline, box, exc)
    if not locked:
        _queue(box, entries)  # another hook is replaying: stay behind it in the file
        return None
    try:
        try:
            box.replay(lambda e: _deliver(cfg, e, deadline)[0], deadline=started + BUDGET * REPLAY_SHARE)
            first, queue = None, box.pending() > 0  # older events still wait: ours must not overtake them
        except OSError:  # the offset could not be written: what was sent may be sent again (stored once)
            first, queue = None, True
        for i, e in enumerate(entries):
            if not queue and time.monotonic() < deadline:
                outcome, body = _deliver(cfg, e, deadline)
                if outcome != "retry":
                    first = body if i == 0 else first
                    continue
                queue = True
            _queue(box, entries[i:])
            break
        return first
    finally:
        box.unlock()


def _queue(box: Outbox, entries: list[dict]) -> None:
    """Append `entries` to the outbox in order; from the first that cannot be written on, they are dropped
    (a later one must not overtake it), and one line on stderr says so."""
    for i, e in enumerate(entries):
        try:
            box.append(e)
        except OSError as exc:
            _dropped(entries[i:], box, exc)
            return


def _send_straight(cfg: ClientConfig, entries: list[dict], deadline: float, box: Outbox, exc: OSError) -> Any:
    """`entries` sent in order with no outbox to fall back on; what the server cannot take now is dropped."""
    first = None
    for i, e in enumerate(entries):
        outcome, body = _deliver(cfg, e, deadline) if time.monotonic() < deadline else ("retry", None)
        if outcome == "retry":
            _dropped(entries[i:], box, exc)
            break
        first = body if i == 0 else first
    return first


def _dropped(entries: list[dict], box: Outbox, exc: OSError) -> None:
    print(f"agentmemory hook: event dropped ({', '.join(e['path'] for e in entries)}): the server could not take "
          f"it now and the outbox cannot be written ({exc.strerror or exc}: {exc.filename or box.path})",
          file=sys.stderr)


def run(event: str, agent: str, stdin_text: str, cfg: ClientConfig | None = None) -> str:
    """Handle one hook call; returns what to print on stdout. `event` is ours (the installers' argument) or the
    agent's own name for it (`afterShellExecution` in a hand-written Cursor hooks.json), read as ours."""
    started = time.monotonic()
    event = EVENTS.get(agent, {}).get(event, event)
    cfg = cfg or ClientConfig.from_env()
    try:
        payload = parse_payload(stdin_text) if stdin_text.strip() else {}
    except ValueError:
        print("agentmemory hook: stdin is not JSON; event ignored", file=sys.stderr)
        return hook_output(agent, event, None)
    native = fit(to_native(agent, event, payload), cfg.max_event_chars)
    native.setdefault("eventId", derive_event_id(event, native))
    if cfg.agent_id:
        native.setdefault("agentId", cfg.agent_id)
    answer = send_or_queue(cfg, requests_for(event, native), started)
    context = answer.get("context") if isinstance(answer, dict) and event == "SessionStart" else None
    return hook_output(agent, event, context if isinstance(context, str) else None)


def flush(cfg: ClientConfig | None = None, wait: float = 30.0) -> tuple[int, int]:
    """`agentmemory hook flush`: send everything the outbox holds; (sent or dropped, still waiting)."""
    cfg = cfg or ClientConfig.from_env()
    box = Outbox.for_token(cfg.data_dir, cfg.token)  # this token's queue only
    if not box.lock(wait=wait):
        return 0, box.pending()
    try:
        return box.replay(lambda e: _deliver(cfg, e, time.monotonic() + cfg.timeout)[0])
    finally:
        box.unlock()
