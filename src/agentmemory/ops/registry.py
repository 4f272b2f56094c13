"""THE operation registry: every operation is declared here once (shared boards in board_ops.py, joined in).

An `Op` names its input model, the service method it calls (a method reference such as `Memories.remember`, or
a small adapter taking the Services), its REST route(s), its MCP tool and a description for an LLM reader. REST
(api/rest.py), MCP (mcp/) and the OpenAPI document are generated from `OPS`; nothing else declares a route.
"""
from __future__ import annotations

from typing import Any

from ..errors import AgentMemoryError
from ..memory.admin.activity import Activity
from ..memory.admin.portability import Portability
from ..memory.admin.profile import Profiles
from ..memory.admin.system import System
from ..memory.admin.tokens import Tokens, acting_as
from ..memory.common import Caller
from ..memory.distill.consolidate import Consolidation
from ..memory.distill.crystals import Crystals
from ..memory.distill.episodes import Episodes
from ..memory.distill.reflect import Reflection
from ..memory.distill.summaries import Summaries
from ..memory.ingest.sessions import Sessions
from ..memory.ingest.transcripts import Transcripts
from ..memory.recall.context import Context
from ..memory.recall.recall import Recall
from ..memory.recall.retrieval import Retrieval
from ..memory.recall.tools import Tools
from ..memory.records.actions import Actions
from ..memory.records.graph import Graph
from ..memory.records.lessons import Lessons
from ..memory.records.memories import Memories
from ..memory.records.slots import Slots
from ..memory.records.typed import Typed
from ..memory.sources.service import Sources
from .models import (
    ActivityIn, AntigravitySyncIn, AuditIn, ContextIn, CrystallizeIn, CrystalsAutoIn, CrystalsIn, EpisodesIn,
    FactsIn, ForgetIn, GraphIn, HealthIn, IdentityIn, ImportIn, IngestIn, MemoriesIn, MemoryGetIn, ObservationsIn,
    ObserveBatchIn, ObserveIn, ProfileIn, RecallIn, ReflectIn, ReindexIn, RelationCreateIn, RelationsIn,
    RememberIn, SearchIn, SessionEndIn, SessionGetIn, SessionsIn, SessionStartIn, SummarizeIn,
    SyncNowIn, TimelineIn, TranscriptSyncAllIn, TranscriptSyncIn, TypedDeleteIn, TypedGetIn, TypedUpsertIn)
from .models_records import (
    ActionCreateIn, ActionEdgeIn, ActionGetIn, ActionsIn, ActionUpdateIn, FrontierIn, LessonIdIn, LessonSaveIn,
    LessonSearchIn, LessonsIn, MemoryToolIn, NextIn, SearchMemoryIn, SlotAppendIn, SlotCreateIn, SlotGetIn,
    SlotReplaceIn, SlotsIn, TokenCreateIn, TokenRevokeIn, BoardSmartSearchIn)
from .models_sources import SourceAddIn, SourceRemoveIn, SourcesIn, SourceSyncIn
from .board_ops import BOARD_OPS, smart_search as _smart_search
from .op import Op, Services
from .registry_lifecycle import LIFECYCLE_OPS


def _memory_tool_access(inp: MemoryToolIn) -> str:
    """write for remember and forget, else read"""
    return "read" if inp.action in ("search", "reflect") else "write"  # its reflect never writes lessons


def _reflect_access(inp: ReflectIn) -> str:
    """write with writeLessons, else read"""
    return "write" if inp.writeLessons else "read"


def _says_created(result: dict) -> bool:
    """201 when the call made a new record, 200 when it found and updated (or deduplicated) one."""
    return bool(result.get("created"))


def _observation_created(result: dict) -> bool:
    return not result.get("deduplicated")


def _memory_created(result: dict) -> bool:
    return not result.get("duplicate")  # an eventId seen before: answered again, not stored


def _tool_created(result: dict) -> bool:
    return result.get("action") == "remember"


# -- adapters: ops whose input is not the method's keywords
def _observe_batch(s: Services, caller: Caller, inp: ObserveBatchIn) -> Any:
    from .calls import clean, parse
    items = []
    for i, raw in enumerate(inp.observations):
        try:
            item = parse(ObserveIn, raw, prefix=f"observations[{i}]")
            item = clean(item, s.settings.max_content_chars, prefix=f"observations[{i}]")
        except AgentMemoryError as exc:
            items.append(exc)
            continue
        acting_as(caller, None, [item.agentId])  # an item naming another agent than a fixed caller: the batch is refused
        items.append(item.model_dump())
    return s.sessions.observe_batch(caller, items)


def _relation_create(s: Services, caller: Caller, inp: RelationCreateIn) -> Any:
    return s.graph.create_relation(caller, src=inp.from_, dst=inp.to, type=inp.type, weight=inp.weight)


def _action_edge(s: Services, caller: Caller, inp: ActionEdgeIn) -> Any:
    return s.actions.add_action_edge(caller, from_id=inp.from_, to_id=inp.to, type=inp.type)


OPS: list[Op] = [
    Op("health", HealthIn, System.health, (("GET", "/health"),),
       "Server health: status (ok, or degraded with the problems: a configured LLM or embedder that cannot run, "
       "the database file deleted, replaced or found damaged under the server, little free disk space), "
       "version, uptime, item counts, DB size, free disk space, schema version and embedding queue.",
       tool="memory_diagnose", core=True, access="read"),
    Op("session_start", SessionStartIn, Sessions.start_session, (("POST", "/session/start"),),
       "Start (or resume) a work session for a project. Returns the session and a compiled memory context "
       "to put in front of the agent. Call once at the beginning of a task.", tool="memory_session_start"),
    Op("session_end", SessionEndIn, Sessions.end_session, (("POST", "/session/end"),),
       "Mark a session as ended and store its summary (returned as `summary`; see memory_summarize).", tool="memory_session_end"),
    Op("sessions", SessionsIn, Sessions.list_sessions, (("GET", "/sessions"),),
       "List sessions, newest first, optionally for one project.", tool="memory_sessions_list",
       core=True, access="read"),
    Op("session_get", SessionGetIn, Sessions.get_session, (("GET", "/session"),),
       "One session in detail: its record, its stored summary (if it was ended or summarised) and its "
       "`recent` latest observations. Use it to pick up where a previous session left off. Without "
       "`sessionId`: the `recent` latest sessions (of `project` when given), newest first.",
       tool="memory_sessions", access="read"),
    Op("observe", ObserveIn, Sessions.observe, (("POST", "/observe"),),
       "Record one thing that happened while working (a hook payload: tool call, prompt, message, decision, "
       "error). Private spans and secrets are stripped before storage. An exact repeat within 5 minutes in the "
       "same session is deduplicated; with an `eventId` the key decides: one key, one observation, however often "
       "sent. Also accepts an agent's native hook payload (hook_event_name, session_id, cwd, tool_name, ...): a native "
       "PreCompact or Stop also hands the session to the background distiller (as sync-now with wait false), a "
       "native SessionEnd also ends the session.",
       tool="agent_observe", status=201, created=_observation_created),
    Op("observe_batch", ObserveBatchIn, _observe_batch, (("POST", "/observe/batch"),),
       "Record up to 1000 observations in one transaction; each gets its own result, in order.",
       tool="agent_observe_batch"),
    Op("observations", ObservationsIn, Sessions.list_observations, (("GET", "/observations"),),
       "List a session's observations in time order.", tool="memory_observations", access="read"),
    Op("remember", RememberIn, Memories.remember, (("POST", "/remember"),),
       "Save a durable memory (a fact, decision, preference or pattern worth keeping across sessions). "
       "A near-identical memory in the same project is superseded (versioned); a similar one is reported.",
       tool="memory_save", core=True, status=201, created=_memory_created),
    Op("agent_remember", RememberIn, Memories.remember, (("POST", "/agent/remember"),),
       "Agent-side alias of memory_save for hook and agent integrations: save a durable memory with the same "
       "versioning (a near-identical memory in the project is superseded, a similar one reported).",
       tool="agent_remember", status=201, created=_memory_created),
    Op("memories", MemoriesIn, Memories.list_memories, (("GET", "/memories"),),
       "List memories (latest versions by default), newest first.", tool="memory_list", access="read"),
    Op("memory_get", MemoryGetIn, Memories.get_memory, (("GET", "/memories/<id>"),),
       "Fetch one memory by id.", tool="memory_get", access="read"),
    Op("forget", ForgetIn, Memories.forget, (("POST", "/forget"),),
       "Delete a memory ({memoryId}) or a session's observations ({sessionId, observationIds?}; without ids "
       "the whole session). Vectors and index rows go with them.", tool="memory_forget", core=True,
       annotations={"destructiveHint": True}),
    Op("search", SearchIn, Retrieval.search, (("POST", "/search"),),
       "Search observations and memories. mode keyword (BM25, default), vector or hybrid; format compact, "
       "full or narrative; token_budget caps the answer size.", tool="memory_recall", core=True,
       annotations={"readOnlyHint": True}, access="read"),
    Op("smart_search", BoardSmartSearchIn, _smart_search, (("POST", "/smart-search"),),
       "Best search for agents: hybrid keyword + semantic ranking over observations, memories and lessons. Returns "
       "compact results; pass expandIds to fetch the full items you need. boards: attach those shared boards' "
       "items at or above similarityThreshold (as boardItems).",
       tool="memory_smart_search", core=True, annotations={"readOnlyHint": True}, access="read"),
    Op("timeline", TimelineIn, Sessions.timeline, (("GET", "/timeline"),),
       "Chronological observations and memories of a session or project: the latest `limit` (before `before` when given), or the first `limit` after `after`.",
       tool="memory_timeline", core=True, access="read"),
    Op("context", ContextIn, Context.compile_context, (("POST", "/context"),),
       "Compile the memory context for a project within a token budget (what session/start returns).",
       tool="memory_context", core=True, annotations={"readOnlyHint": True}, access="read"),
    Op("audit", AuditIn, Portability.audit_log, (("GET", "/audit"),),
       "The audit log of every write, newest first.", tool="memory_audit", access="read"),
    Op("activity", ActivityIn, Activity.activity, (("GET", "/activity"),),
       "Observations per hour or per day (UTC buckets, zeros included), optionally for one project: "
       "the dashboard's activity chart.", tool="memory_activity", access="read"),
    Op("export", HealthIn, Portability.export, (("GET", "/export"),),
       "Export everything as versioned JSON (import it with /import).", tool="memory_export", access="read"),
    Op("import", ImportIn, Portability.import_data, (("POST", "/import"),),
       "Import an export. strategy: merge (overwrite same ids), replace (wipe first) or skip (keep existing).",
       tool="memory_import", annotations={"destructiveHint": True}),
    Op("reindex", ReindexIn, System.reindex, (("POST", "/reindex"),),
       "Queue items that have no vector for the configured embedding model (all: every item) for the "
       "background embedder; answers {queued, pending, model}. Health shows the queue draining.",
       tool="memory_reindex", access="admin"),
    # -- composite tools
    Op("memory", MemoryToolIn, Tools.memory_tool, (("POST", "/memory"),),
       "One tool for the common memory verbs. action search {query} finds memories, lessons and past "
       "observations; remember {content, title?, type?, concepts?} saves a durable memory; forget {memoryId} "
       "deletes one; reflect {query} reflects across stored memories (as memory_reflect). project narrows any "
       "action.",
       tool="memory", status=201, created=_tool_created, access=_memory_tool_access),
    Op("search_memory", SearchMemoryIn, Tools.search_memory, (("POST", "/search-memory"),), "Search one layer: "
       "pinned (pinned facts, identity, slots), episodes (episodes, crystals) or transcript (raw turns); results "
       "share a topic word with the query.", tool="search_memory", annotations={"readOnlyHint": True}, access="read"),
    Op("lesson_save", LessonSaveIn, Lessons.save_lesson, (("POST", "/lessons"),),
       "Save a lesson learned (a short rule such as 'run the migrations before the tests'), with an optional "
       "context and confidence 0-1 (default 0.5). Saving the same lesson again (same text ignoring case, spacing "
       "and trailing punctuation, same project) strengthens it instead of duplicating it: 201 new, 200 "
       "strengthened. Confidence decays slowly unless the lesson is reinforced.",
       tool="memory_lesson_save", status=201, created=_says_created),
    Op("lessons", LessonsIn, Lessons.list_lessons, (("GET", "/lessons"),),
       "List lessons, most confident first, optionally for one project and above minConfidence.",
       tool="memory_lessons", access="read"),
    Op("lesson_search", LessonSearchIn, Lessons.search_lessons, (("POST", "/lessons/search"),),
       "Find the lessons relevant to a situation (keyword + semantic). Ranked by confidence x relevance x "
       "recency. Use before starting a task to avoid repeating past mistakes.",
       tool="memory_lesson_search", access="read"),
    Op("lesson_recall", LessonSearchIn, Lessons.search_lessons, (("POST", "/lessons/recall"),),
       "Recall the lessons relevant to a query (same as memory_lesson_search).",
       tool="memory_lesson_recall", access="read"),
    Op("lesson_strengthen", LessonIdIn, Lessons.strengthen_lesson, (("POST", "/lessons/strengthen"),),
       "Reinforce a lesson that proved right again: confidence moves 10% of the way to 1 and its decay restarts.",
       tool="memory_lesson_strengthen"),
    Op("lesson_delete", LessonIdIn, Lessons.delete_lesson, (("POST", "/lessons/delete"),),
       "Delete a lesson that is wrong or no longer applies.", tool="memory_lesson_delete"),
    # -- pinned slots
    Op("slots", SlotsIn, Slots.list_slots, (("GET", "/slots"),),
       "List pinned memory slots (small named text blocks such as persona, user_preferences, project_context, "
       "pending_items): the global ones plus the project's when a project is given.",
       tool="memory_slot_list", access="read"),
    Op("slot_get", SlotGetIn, Slots.get_slot, (("GET", "/slot"),),
       "Read one slot by label. With a project, that project's slot if it has one, else the global slot.",
       tool="memory_slot_get", access="read"),
    Op("slot_create", SlotCreateIn, Slots.create_slot, (("POST", "/slot"),),
       "Create a slot: label of 1-64 characters [a-z0-9_-], content, scope global or project, sizeLimit in "
       "characters (default 2000, at most 20000), readOnly. 409 when the slot already exists.",
       tool="memory_slot_create", status=201),
    Op("slot_append", SlotAppendIn, Slots.append_slot, (("POST", "/slot/append"),),
       "Append text on a new line at the end of a slot (e.g. add an item to pending_items). 413 and nothing "
       "written when the slot would exceed its sizeLimit.", tool="memory_slot_append"),
    Op("slot_replace", SlotReplaceIn, Slots.replace_slot, (("POST", "/slot/replace"),),
       "Edit a slot: {old, new} replaces the single exact occurrence of old (404 when absent, 409 when it occurs "
       "more than once: include more surrounding text); {content} replaces everything.",
       tool="memory_slot_replace"),
    Op("slot_delete", SlotGetIn, Slots.delete_slot, (("DELETE", "/slot"),),
       "Delete a slot (read-only slots refuse with 403).", tool="memory_slot_delete"),
    *BOARD_OPS,  # -- shared boards (board_ops.py); then actions
    Op("action_create", ActionCreateIn, Actions.create_action, (("POST", "/actions"),),
       "Create an action (a to-do): title, description, priority 1-5 where 5 is the most important (default 3), "
       "status pending|active|blocked|done|cancelled, project, dependsOn (ids of actions that must be done "
       "first), tags.", tool="memory_action_create", status=201),
    Op("action_update", ActionUpdateIn, Actions.update_action, (("POST", "/actions/update"),),
       "Change an action's fields by id, e.g. {id, status: 'done'} when finished. Only the fields given change.",
       tool="memory_action_update"),
    Op("actions", ActionsIn, Actions.list_actions, (("GET", "/actions"),),
       "List actions, optionally by status and project; most important (priority 5) first, then oldest.",
       tool="memory_action_list", access="read"),
    Op("action_get", ActionGetIn, Actions.get_action, (("GET", "/actions/get"),),
       "Fetch one action with the unfinished actions it waits for.", tool="memory_action_get", access="read"),
    Op("action_edge", ActionEdgeIn, _action_edge, (("POST", "/actions/edges"),),
       "Link two actions: type blocks (to cannot start before from is done or cancelled) or relates "
       "(informational). 409 when the link would create a dependency cycle.", tool="memory_action_edge",
       status=201, created=_says_created),
    Op("frontier", FrontierIn, Actions.frontier, (("GET", "/frontier"),),
       "The actions ready to work on now: pending or active with every dependency done or cancelled, highest "
       "priority (5) first, then oldest.", tool="memory_frontier", access="read"),
    Op("next", NextIn, Actions.next_action, (("GET", "/next"),),
       "The single action to work on next (the head of the frontier), or {action: null}.",
       tool="memory_next", access="read"),
    # -- relations, graph, profile, summaries
    Op("relation_create", RelationCreateIn, _relation_create, (("POST", "/relations"),),
       "Link two stored items (memories, observations, lessons or actions, by id) with a typed relation: "
       "supersedes, contradicts, relates_to, derived_from or mentions; weight 0-1 (default 1). 201 new, 200 when "
       "the same (from, type, to) existed (its weight is updated); 404 when either id is unknown.",
       tool="memory_relation_create", status=201, created=_says_created),
    Op("relations", RelationsIn, Graph.relations, (("GET", "/relations"),),
       "The relations of one item, both directions (direction out: it is `from`; in: it is `to`), each with "
       "the other item's kind and title.", tool="memory_relations", annotations={"readOnlyHint": True}, access="read"),
    Op("graph", GraphIn, Graph.graph, (("GET", "/graph"),),
       "The knowledge graph of a project (or of everything): nodes of type project, folder, file, concept and "
       "memory (plus items named by explicit relations) and edges contains, co_occurs, mentions and the relation "
       "types. At most `limit` (default 300) of the heaviest nodes.", tool="memory_graph",
       annotations={"readOnlyHint": True}, access="read"),
    Op("profile", ProfileIn, Profiles.profile, (("GET", "/profile"),),
       "What a project is about: top concepts and files, languages, tools used, session count, first and last "
       "activity, recent decisions and errors. Kept up to date as observations arrive. 404 for a project "
       "with no activity.", tool="memory_profile", annotations={"readOnlyHint": True}, access="read"),
    Op("summarize", SummarizeIn, Summaries.summarize, (("POST", "/summarize"),),
       "Summarise a session (first prompt, counts by type, files touched, decisions, errors, open actions of the "
       "project) and store the summary; ending a session does the same. Later contexts list recent summaries.",
       tool="memory_summarize"),
    # -- crystals, consolidation, reflect
    Op("crystallize", CrystallizeIn, Crystals.crystallize, (("POST", "/crystallize"),),
       "Distil a session's observations into a crystal: a short narrative plus key outcomes, files, lessons, "
       "decisions and errors, linked to its source observations and searchable (kind crystal). Written by the "
       "configured LLM when there is one (method llm), else extractively (method extractive). Crystallizing "
       "again rewrites the session's crystal.", tool="memory_crystallize", status=201),
    Op("crystals", CrystalsIn, Crystals.list_crystals, (("GET", "/crystals"),),
       "List crystals (session digests), newest first, optionally for one project or session.",
       tool="memory_crystals", annotations={"readOnlyHint": True}, access="read"),
    Op("crystals_auto", CrystalsAutoIn, Crystals.auto_crystallize, (("POST", "/crystals/auto"),),
       "Crystallize every ended session (optionally of one project) that has at least minObservations "
       "(default 5) observations and no crystal yet; at most 50 per call (the rest are counted as remaining).",
       tool="memory_crystallize_auto"),
    Op("consolidate", HealthIn, Consolidation.consolidate, (("POST", "/consolidate"),),
       "Run memory consolidation now: crystallize and extract ended sessions nothing digested yet; for memories, "
       "pinned facts and episodes decay salience since last use, promote facts stated in 3+ recent episodes, merge "
       "near-duplicates (the older is kept), evict below the floor after 30+ idle days (never pinned facts), prune "
       "past the episode retention; resolve contradictions within one agent's memories with an LLM; trim old "
       "processing logs. Every change is audited and restorable (consolidation_restore). Returns counts and per-step "
       "reports; 409 while running.",
       tool="memory_consolidate", access="admin"),
    Op("consolidation_status", HealthIn, Consolidation.consolidation_status, (("GET", "/consolidation/status"),),
       "When consolidation last ran, what it did, and when it is next due.", tool="memory_consolidation_status",
       annotations={"readOnlyHint": True}, access="read"),
    Op("reflect", ReflectIn, Reflection.reflect, (("POST", "/reflect"),),
       "Reflect across stored memories: give a query (a question) or a sessionId (review that session). With an "
       "LLM: a synthesised answer citing the evidence (mode llm); without: the best evidence grouped by theme "
       "(mode evidence). writeLessons true also saves the lessons found and adds new lines to the pending_items "
       "and session_patterns slots.", tool="memory_reflect", access=_reflect_access),
    # -- episodes and identity, typed memories, scoped recall, transcript sync
    Op("sync_now", SyncNowIn, Episodes.sync_now, (("POST", "/sync-now"),),
       "Distil pending conversation turns into episodes now instead of waiting for the session to go idle "
       "(summary_debounce_seconds): every session with undistilled turns, or one sessionId. Each episode has a "
       "summary, topics, entities, decisions and action items; facts found are promoted to pinned facts and the "
       "identity narrative is updated. Sessions with under 80 characters of new content are skipped. "
       "wait false (what a native PreCompact or Stop observation does) hands the sessions to the background "
       "distiller and answers at once with the ids it `queued` (none when distillation is off).",
       tool="memory_sync_now"),
    Op("ingest", IngestIn, Transcripts.ingest, (("POST", "/memory/ingest"),),
       "Bulk-ingest a conversation: {agent_id, conversation_id, turns: [{user, assistant}], session_date?, "
       "skip_extraction?, project? (default agent_id)}. The turns are stored as message observations of session "
       "conversation_id in one transaction, then distilled into an episode (facts, identity) unless "
       "skip_extraction; 200 when every turn was stored before.", tool="memory_ingest", status=201,
       created=lambda r: r["stored"] > 0),  # an ingest repeated: answered as observe answers a deduplicated one
    Op("episodes", EpisodesIn, Episodes.list_episodes, (("GET", "/episodes"),),
       "List distilled conversation episodes, newest first, optionally for one project or session.",
       tool="memory_episodes", annotations={"readOnlyHint": True}, access="read"),
    Op("facts", FactsIn, Episodes.list_facts, (("GET", "/facts"),),
       "List pinned facts (standalone statements about the user or project promoted from episodes), most "
       "salient first; seenIn lists the episodes that stated each one.", tool="memory_facts",
       annotations={"readOnlyHint": True}, access="read"),
    Op("identity", IdentityIn, Episodes.get_identity, (("GET", "/identity"),),
       "The identity narrative: a short text of who the user is and what the project is, built from the pinned "
       "facts. With a project, that project's; without, the one across projects. identity is null until a "
       "distilled episode yields facts.", tool="memory_identity", annotations={"readOnlyHint": True}, access="read"),
    Op("typed_upsert", TypedUpsertIn, Typed.typed_upsert, (("POST", "/typed/<type>"),),
       "Create or merge a typed memory (types: profile, preferences, entities, events, cases, patterns, tools, "
       "skills, plus user-defined ones): {type, fields: {...}, project?}. The key comes from the type's key "
       "fields (e.g. entity_name); per-field merge ops: patch replaces, sum adds, avg keeps a running average, "
       "immutable keeps the first value (a different one is reported in conflicts). 201 new, 200 merged, 404 "
       "unknown type, 422 missing key fields. Edit text in place with {key, patch: {field, search, replace}}: "
       "404 when the search text is absent, 409 when it occurs more than once.",
       tool="memory_typed_upsert", status=201, created=_says_created),
    Op("typed_get", TypedGetIn, Typed.typed_get, (("GET", "/typed/<type>"),),
       "Get one typed memory by key ({item}), or list the type's memories newest first ({type, items, total}); "
       "each has content, a one-line abstract (L0) and an overview (L1).", tool="memory_typed_get",
       annotations={"readOnlyHint": True}, access="read"),
    Op("typed_delete", TypedDeleteIn, Typed.typed_delete, (("POST", "/typed/<type>/delete"),),
       "Delete a typed memory by key (404 when there is none).", tool="memory_typed_delete",
       annotations={"destructiveHint": True}),
    Op("recall", RecallIn, Recall.recall, (("POST", "/recall"),), "Relevance-gated recall: ONE Markdown block "
       "within budget tokens from one scope, or nothing. auto routes by wording: who am I -> identity; my preferences "
       "-> pinned; past work -> episodes; 'verbatim'/'quote' -> transcript; else none. Or name the scope.",
       tool="memory_scoped_recall", annotations={"readOnlyHint": True}, access="read"),
    Op("transcripts_sync", TranscriptSyncIn, Transcripts.transcripts_sync, (("POST", "/transcripts/sync"),),
       "Import agent transcripts as sessions and observations: source claude-code (default; "
       "~/.claude/projects/<project>/<session>.jsonl) or antigravity (~/.gemini/antigravity/brain/<id>/*.md). "
       "path (a file or directory) must be under AGENTMEMORY_TRANSCRIPT_ROOTS (403 otherwise); without it every "
       "root is scanned. Idempotent: items already imported are skipped.",
       tool="memory_transcripts_sync", access="admin"),
    Op("antigravity_sync", AntigravitySyncIn, Transcripts.transcripts_sync, (("POST", "/antigravity/sync"),),
       "Import Antigravity conversations (task.md, implementation_plan.md, walkthrough.md of each "
       "brain/<id> directory) as sessions, one observation per section; as memory_transcripts_sync with source "
       "antigravity by default.",
       tool="memory_antigravity_sync", access="admin"),
    Op("transcripts_sync_all", TranscriptSyncAllIn, Transcripts.transcripts_sync_all,
       (("POST", "/transcripts/sync-all"),),
       "Sync transcripts (Antigravity and Claude Code, or the one source named), then crystallize and reflect "
       "on every session that received new items (lessons and pending items are written). At most 20 sessions "
       "are processed per call; the rest are counted as remaining.",
       tool="memory_antigravity_sync_all", access="admin"),
    # -- document folders (memory/sources/): the admin decides what the server reads; anyone may list them
    Op("source_add", SourceAddIn, Sources.add_source, (("POST", "/sources"),),
       "Register a folder of documents as a read-only knowledge base (admin only) and index it now: Markdown, "
       "text and code files (glob: an fnmatch pattern over the relative path, e.g. '*.md') as chunks of about "
       "500 characters with their file path and line range, found by smart-search and context as kind doc. "
       "path must be under AGENTMEMORY_SOURCE_ROOTS (403 otherwise, as for a symlink leading out). 201 new, 200 "
       "when the folder was registered already (its glob and project are updated).",
       tool="memory_source_add", status=201, created=_says_created, access="admin"),
    Op("sources", SourcesIn, Sources.list_sources, (("GET", "/sources"),),
       "List the registered document folders: path, glob, project, files and chunks indexed, last sync, last "
       "error.", tool="memory_sources", annotations={"readOnlyHint": True}, access="read"),
    Op("source_sync", SourceSyncIn, Sources.sync_sources, (("POST", "/sources/sync"),),
       "Re-index one document folder ({sourceId} or {path}) or every one now (admin only): only files whose "
       "content changed are re-chunked, vanished files are removed. The server also does this every "
       "AGENTMEMORY_SOURCE_POLL_SECONDS.", tool="memory_source_sync", access="admin"),
    Op("source_remove", SourceRemoveIn, Sources.remove_source, (("DELETE", "/sources"),),
       "Remove a document folder ({sourceId} or {path}) and all its chunks, vectors and index rows (admin only); "
       "the files themselves are untouched.", tool="memory_source_remove", access="admin",
       annotations={"destructiveHint": True}),
    # -- agent tokens (memory/tokens.py): admin only
    Op("token_create", TokenCreateIn, Tokens.create_token, (("POST", "/tokens"),),
       "Create a bearer token bound to one agent (admin only): {agentId, role: read or write (default write)}. "
       "Requests with it act as that agent only; a read token cannot write. The token is shown only in this "
       "answer (only its hash is stored).", tool="memory_token_create", status=201, access="admin", unkept=("token",)),
    Op("tokens", HealthIn, Tokens.list_tokens, (("GET", "/tokens"),),
       "List agent tokens without their secrets: tokenId, agentId, role, createdAt, revokedAt (admin only).",
       tool="memory_tokens", access="admin"),
    Op("token_revoke", TokenRevokeIn, Tokens.revoke_token, (("POST", "/tokens/revoke"),),
       "Revoke an agent token by tokenId (admin only); requests bearing it get 401 from then on.",
       tool="memory_token_revoke", access="admin", annotations={"destructiveHint": True}),
] + LIFECYCLE_OPS

OPS_BY_NAME = {op.name: op for op in OPS}
