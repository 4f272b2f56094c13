"""KV scope names: the one place they are spelled."""
from __future__ import annotations


class KV:
    sessions = "mem:sessions"
    memories = "mem:memories"
    lessons = "mem:lessons"
    slots = "mem:slots"
    relations = "mem:relations"
    actions = "mem:actions"
    profiles = "mem:profiles"  # per project (and agent): counters kept up to date on write
    summaries = "mem:summaries"  # per session: deterministic end-of-session summary
    crystals = "mem:crystals"  # distilled session digests (memory/crystals.py), keyed by crystal id
    dedup = "mem:dedup"
    meta = "mem:meta"
    OBS_PREFIX = "mem:obs:"

    @staticmethod
    def obs(session_id: str) -> str:
        return KV.OBS_PREFIX + session_id

    @staticmethod
    def kind_of(scope: str) -> str:
        """The counting kind of a scope: every per-session observation scope is one kind."""
        return "mem:obs" if scope.startswith(KV.OBS_PREFIX) else scope
