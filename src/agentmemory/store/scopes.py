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
    profile_deltas = "mem:profile-deltas"  # one small row per observation, folded into mem:profiles later
    summaries = "mem:summaries"  # per session: deterministic end-of-session summary
    crystals = "mem:crystals"  # distilled session digests (memory/crystals.py), keyed by crystal id
    pending = "mem:pending"  # per session: observations not yet distilled into an episode (memory/episodes.py)
    episodes = "mem:episodes"  # distilled conversation episodes, keyed by episode id
    facts = "mem:facts"  # pinned facts promoted from episodes (deduplicated by Jaccard)
    overrides = "mem:identity-overrides"  # identity lines the user wrote (memory/records/overrides.py)
    identity = "mem:identity"  # per owner/project: the short "who the user is / what the project is" narrative
    typed = "mem:typed"  # typed memories (memory/typed.py), keyed by a hash of type, owner, project and key
    transcripts = "mem:transcripts"  # imported transcript items -> observation id (memory/transcripts.py)
    sources = "mem:sources"  # document folders (memory/sources/); their files and chunks (kind doc) below
    doc_files = "mem:doc-files"
    docs = "mem:docs"
    dedup = "mem:dedup"
    index_pending = "mem:index-pending"  # stored observations whose index work waits (memory/ingest/behind.py)
    meta = "mem:meta"
    boards = "mem:boards"  # shared boards (memory/records/boards.py), keyed by name; their items below
    OBS_PREFIX = "mem:obs:"
    BOARD_PREFIX = "mem:board:"
    #: The kinds (`kind_of`) whose rows belong to one agent; the others are the server's (document folders,
    #: bookkeeping, caches) or shared (boards). An agent's import under isolated scope writes only these.
    AGENT_KINDS = frozenset((sessions, "mem:obs", memories, lessons, slots, relations, actions, profiles,
                             profile_deltas, summaries, crystals, pending, episodes, facts, overrides, identity,
                             typed, transcripts))
    #: Of those, the kinds read by their `owner` field (per-agent narratives, slots, typed records); the rest by `agentId`.
    OWNER_KINDS = frozenset((identity, facts, slots, typed, overrides))

    @staticmethod
    def obs(session_id: str) -> str:
        return KV.OBS_PREFIX + session_id

    @staticmethod
    def board(name: str) -> str:
        """The scope of a board's items."""
        return KV.BOARD_PREFIX + name

    @staticmethod
    def kind_of(scope: str) -> str:
        """The counting kind of a scope: every per-session observation scope is one kind, so is every board's."""
        if scope.startswith(KV.OBS_PREFIX):
            return "mem:obs"
        return "mem:board" if scope.startswith(KV.BOARD_PREFIX) else scope
