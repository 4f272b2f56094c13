"""Context compilation: the few hundred tokens handed to an agent at session start.

Sections, in priority order: pinned slots, the project profile, lessons
(confidence x project match), memories (relevant to `query`, else the newest),
with a `query` the episodes and crystals and the document chunks (with their path
and lines) relevant to it, and recent session summaries. The text is compact Markdown: one `##` heading per section,
one bullet per item. The total never exceeds the budget
(`estimate_tokens` of the whole text, headings and newlines included): an item
that does not fit is trimmed at a sentence boundary or skipped (never cut in
the middle of a sentence), and later, smaller items may still fit. Every read is limited to the
project (plus global slots and lessons) and to the caller's agent when scoped.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...search.hybrid import Filters
from ...search.storage import DocListing
from ...search.text import SENTENCE_END
from ...store import Query
from ..admin.profile import profile_markdown
from ..base import Service, Shared
from ..common import Caller, estimate_tokens, iso
from ..records.memories import memory_visible
from .retrieval import DISTILLED_KINDS
from .gate import shares_topic, topic_words

if TYPE_CHECKING:
    from ..admin.profile import Profiles
    from ..distill.summaries import Summaries
    from ..records.lessons import Lessons
    from ..records.typed import Typed
    from .retrieval import Retrieval

MIN_TRIMMED = 60  # characters: a trimmed item shorter than this says too little to be worth its tokens
ITEM_CHARS = 600  # one memory or lesson is clipped to this before budgeting, so one item cannot starve the rest
LESSONS = 8
CANDIDATES = 4  # lessons read per group, per lesson shown
SEARCH_POOL = 40  # candidates per signal when memories are searched for `query`
MEMORIES = 12
SUMMARIES = 3
DOCS = 3  # document chunks shown when a query is given
DISTILLED = 4  # facts, episodes, crystals and typed records shown
PROJECT_MATCH, GLOBAL_MATCH = 1.0, 0.5  # lesson rank factor: this project's lessons before global ones


def sentence_prefix(text: str, limit: int) -> str:
    """The longest prefix of whole sentences within `limit` characters ("" when the first is longer)."""
    if len(text) <= limit:
        return text
    out = ""
    for sentence in SENTENCE_END.split(text):
        cand = f"{out} {sentence}" if out else sentence
        if len(cand) > limit:
            break
        out = cand
    return out


def trim_to_chars(text: str, limit: int) -> str:
    """Whole sentences within `limit` characters, else whole words plus "…" (quotes of raw turns); a first word
    longer than `limit` (a hash, a minified line) is cut and marked, never left as an empty bullet."""
    out = sentence_prefix(text, limit)
    if out:
        return out
    words: list[str] = []
    size = 2  # the " …" marker
    for w in text.split():
        if size + len(w) + (1 if words else 0) > limit:
            break
        size += len(w) + (1 if words else 0)
        words.append(w)
    if words:
        return " ".join(words) + " …"
    first = text.split(maxsplit=1)[0] if text.strip() and limit > 1 else ""
    return first[:limit - 1] + "…" if first else ""


def clip_sentences(text: str, limit: int) -> str:
    """An item before budgeting: whole sentences within `limit`; a first sentence up to twice as long is
    kept whole (never cut in the middle); only a run-on text longer than that is cut between words."""
    out = sentence_prefix(text, limit)
    if out:
        return out
    first = SENTENCE_END.split(text, 1)[0]
    return first if len(first) <= 2 * limit else trim_to_chars(text, limit)


def trim_to_tokens(text: str, budget: int) -> str:
    """`trim_to_chars` for a token budget (estimate_tokens counts ~4 characters per token)."""
    return trim_to_chars(text, 4 * budget)


def one_line(text: str) -> str:
    return " ".join(str(text or "").split())


class Composer:
    """Appends Markdown lines while the whole text stays within `budget` tokens."""

    def __init__(self, budget: int, title: str):
        self.max_chars = 4 * budget  # estimate_tokens(t) <= budget  <=>  len(t) <= 4 * budget
        self.title = title
        self.lines: list[str] = []
        self.chars = 0
        self.blocks: list[dict] = []
        self.truncated = False
        self._heading: str | None = None

    def section(self, heading: str) -> None:
        """Start a section; its heading is written with its first item, so empty sections cost nothing."""
        self._heading = heading

    def _room(self, extra: list[str]) -> int:
        cost = sum(len(x) + 1 for x in extra) + (1 if self.lines else 0)
        return self.max_chars - self.chars - cost

    def add(self, kind: str, item_id: str | None, body: str, prefix: str = "- ", merge: bool = False) -> bool:
        """Add one bullet (trimmed to fit when needed). False when it could not be added.

        With `merge`, a line of the same (kind, id) as the previous block joins that block.
        """
        pending = []
        if self._heading is not None:
            pending = ([self.title] if not self.lines else []) + [self._heading]
        room = self._room(pending) - len(prefix)
        if len(body) > room:
            # Trigger: the item does not fit. Why: half a sentence misleads. Outcome: whole sentences
            # that fit, or the item is skipped (a later, smaller one may still fit).
            self.truncated = True
            body = sentence_prefix(body, room) if room >= MIN_TRIMMED else ""
            if len(body) < min(MIN_TRIMMED, room) or not body:
                return False
        line = prefix + body
        for text in pending + [line]:
            self.chars += len(text) + (1 if self.lines else 0)
            self.lines.append(text)
        self._heading = None
        last = self.blocks[-1] if self.blocks else None
        if merge and last is not None and (last["kind"], last["id"]) == (kind, item_id):
            last["tokens"] += estimate_tokens(line)
        else:
            self.blocks.append({"kind": kind, "id": item_id, "tokens": estimate_tokens(line)})
        return True

    def result(self) -> dict:
        context = "\n".join(self.lines)
        return {"context": context, "blocks": self.blocks, "tokens": estimate_tokens(context) if context else 0,
                "truncated": self.truncated}


class Context(Service):
    def __init__(self, shared: Shared, *, profiles: Profiles, retrieval: Retrieval, summaries: Summaries, typed: Typed,
                 lessons: Lessons):
        super().__init__(shared)
        self.lessons = lessons
        self.profiles = profiles
        self.retrieval = retrieval
        self.summaries = summaries
        self.typed = typed

    def compile_context(self, caller: Caller, project: str, sessionId: str | None = None,
                        budget: int | None = None, query: str | None = None) -> dict:
        budget = budget or self.settings.token_budget
        c = Composer(budget, f"# Memory context: {project}")

        c.section("## Pinned")
        for slot in self._context_slots(caller, project):
            c.add("slot", slot.get("key") or slot["label"], f"**{slot['label']}**: {one_line(slot['content'])}")

        c.section("## Known entities / profile")  # typed.py: identity narrative, then typed records' L0 lines
        for kind, item_id, line in self.typed.context_profile_lines(caller, project):
            c.add(kind, item_id, clip_sentences(line, ITEM_CHARS))

        profile = self.profiles.project_profile(caller, project)
        if profile is not None:
            c.section("## Project profile")
            for line in profile_markdown(profile):
                c.add("profile", project, line[2:], merge=True)

        c.section("## Lessons")
        for lesson, conf in self._context_lessons(caller, project):
            text = clip_sentences(one_line(lesson.get("content") or lesson.get("text") or ""), ITEM_CHARS)
            c.add("lesson", lesson.get("id"), f"{text} (confidence {conf:.2f})")

        c.section("## Relevant memories" if query else "## Memories")
        for mem in self._context_memories(caller, project, query, MEMORIES):
            content = clip_sentences(one_line(mem.get("content")), ITEM_CHARS)
            title = one_line(mem.get("title"))
            kind = mem.get("type") or "fact"
            if not title or content.startswith(title.rstrip("…").rstrip()):
                c.add("memory", mem["id"], f"[{kind}] {content}")
            else:
                c.add("memory", mem["id"], f"**{title}** [{kind}]: {content}")

        c.section("## Facts and episodes")  # what distillation made: related to `query`, else the salient facts
        for kind, item_id, text in self._context_distilled(caller, project, query):
            c.add(kind, item_id, clip_sentences(one_line(text), ITEM_CHARS))

        if query and query.strip():
            c.section("## Documents")  # chunks of the document folders (memory/sources/) that match the query
            for hit, chunk in self.retrieval.doc_hits(caller, query, project, DOCS):
                where = f"{chunk.get('path')}:{chunk.get('lineStart')}-{chunk.get('lineEnd')}"
                c.add("doc", hit.item_id, f"`{where}`: {clip_sentences(one_line(chunk.get('content')), ITEM_CHARS)}")

        c.section("## Recent sessions")
        for summary in self.summaries.recent_summaries(caller, project, exclude=sessionId, limit=SUMMARIES):
            c.add("summary", summary["sessionId"], one_line(summary.get("text")))
        out = c.result()
        out["budget"] = budget
        self.retrieval.note_shown([b["id"] for b in out["blocks"] if b["id"]])
        return out

    def _context_distilled(self, caller: Caller, project: str, query: str | None) -> list[tuple[str, str, str]]:
        """(kind, id, text) of typed records, facts, episodes and crystals sharing a topic word with `query`
        (none for a query of stop words only); without a query, the project's most salient facts."""
        if query and query.strip():
            words = topic_words(query)
            if not words:
                return []
            hits = self.searcher.search(query, Filters(project=project, agent_id=caller.read_agent,
                                                       kinds=DISTILLED_KINDS), limit=DISTILLED * 3, pool=SEARCH_POOL)
            hits = [h for h in hits if shares_topic(words, f"{h.title}\n{h.body}")]
            return [(h.kind, h.item_id, f"[{h.kind}] [{(iso(h.ts) or '')[:10]}] "
                     + str(item.get("summary") or item.get("narrative") or item.get("overview") or item.get("text") or ""))
                    for h, item in self.retrieval.load_hits(caller, hits, DISTILLED)]
        owner = caller.agent_id if caller.isolated else None
        facts = sorted(self.store.reader().facts.of_owner(owner, project, False),
                       key=lambda f: -float(f.get("salience") or 0))
        return [("fact", f["id"], "[fact] " + str(f.get("text") or "")) for f in facts[:DISTILLED]]

    # -- sources ------------------------------------------------------------------
    def _context_slots(self, caller: Caller, project: str) -> list[dict]:
        """Pinned, non-empty slots: global ones and this project's, of the caller's owner (read defensively)."""
        owner = caller.agent_id if caller.isolated else None
        out = []
        for _, slot in self.store.reader().slots.scan():
            if not isinstance(slot, dict) or not slot.get("pinned") or not str(slot.get("content") or "").strip():
                continue
            if "owner" in slot and slot["owner"] != owner:
                continue
            if "owner" not in slot and not caller.sees(slot):
                continue
            proj = slot.get("project")
            if proj is not None and proj != project:
                continue
            if proj is None and slot.get("scope") not in (None, "global"):
                continue
            slot.setdefault("label", "slot")
            out.append(slot)
        # A project slot shadows the global slot of the same label, as slot reads resolve it.
        by_label: dict[str, dict] = {}
        for slot in sorted(out, key=lambda s: s.get("project") is not None):
            by_label[str(slot["label"])] = slot
        return sorted(by_label.values(), key=lambda s: (s.get("project") is not None, str(s["label"])))

    def _context_lessons(self, caller: Caller, project: str, limit: int = LESSONS) -> list[tuple[dict, float]]:
        """Live lessons of this project or global, best first: confidence x project match.

        The store picks the CANDIDATES most confident lessons of each group by stored confidence
        (decay only lowers it, so the best effective ones are among them); Python then ranks
        those few by their decayed confidence.
        """
        lessons = self.store.reader().lessons
        live = self.lessons.lesson_live  # decayed confidence, from the lessons service
        agent = caller.read_agent
        scored = []
        for group, match in ((project, PROJECT_MATCH), ("", GLOBAL_MATCH)):
            if group is None:
                continue  # Trigger: no project. Why: no lesson's project equals a missing one. Outcome: globals only.
            q = (Query().eq("project", group, default="").not_deleted().eq("agentId", agent)
                 .order("confidence", desc=True, numeric=True).page(CANDIDATES * limit))
            for lesson in lessons.find(q):
                if not isinstance(lesson, dict) or lesson.get("deleted") or not caller.sees(lesson):
                    continue
                try:
                    conf = live(lesson) if live is not None else float(lesson.get("confidence", 0.5))
                except (KeyError, TypeError, ValueError):
                    conf = None
                if conf is not None:
                    scored.append((conf * match, str(lesson.get("id")), lesson, conf))
        scored.sort(key=lambda t: (-t[0], t[1]))
        return [(lesson, conf) for _, _, lesson, conf in scored[:limit]]

    def _context_memories(self, caller: Caller, project: str, query: str | None, limit: int = MEMORIES) -> list[dict]:
        """Latest-version memories of the project: the most relevant to `query`, else the newest."""
        if query and query.strip():
            # A small candidate pool: a dozen memories are shown, so ranking hundreds is wasted time.
            hits = self.searcher.search(query, Filters(project=project, agent_id=caller.read_agent,
                                                       kinds=("memory",)), limit=limit * 2, pool=SEARCH_POOL)
            found = [item for _, item in self.retrieval.load_hits(caller, hits, limit)]
            if found:
                return found
        if project is None:
            return []  # Trigger: no project. Why: no memory's project equals a missing one. Outcome: none listed.
        # Newest first through the (kind, project, ts) index, skipping superseded and expired versions.
        agent = caller.read_agent
        reader, out, page, now = self.store.reader(), [], limit * 3, self.clock()
        for offset in range(0, page * 5, page):
            ids = [r[1] for r in self.searcher.storage.listed_refs(DocListing(
                kinds=("memory",), project=project, agent_id=agent, order="ts_desc", limit=page, offset=offset))]
            found = reader.memories.get_many(ids)
            for i in ids:
                mem = found.get(i)
                if (isinstance(mem, dict) and mem.get("isLatest", True) and caller.sees(mem)
                        and memory_visible(mem, now)):
                    out.append(mem)
                    if len(out) >= limit:
                        return out
            if len(ids) < page:
                break
        return out
