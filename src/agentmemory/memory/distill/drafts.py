"""Heuristic episode distillation (pure functions, no I/O): used when no LLM answers.

`heuristic_episode(observations)` turns the new observations of a session into
an episode draft: an extractive summary (extractive.summarise, the crystal
summariser), topics (the most frequent observation concepts), entities
(capitalised names said mid-sentence, and named speakers), decisions
(observations of type decision and decision sentences), action items (pending
work sentences) and candidate facts: short declarative first-person
statements by the user ("I am...", "I have...", "I like...", "my ...") and
the decision lines. `identity_narrative(...)` writes the short "who the user
is / what the project is" text from the pinned facts. The LLM prompts and
reply models used when an LLM is configured live here too.
"""
from __future__ import annotations

import re
from collections import Counter

from pydantic import BaseModel

from ...search.text import SENTENCES

from . import extractive

MAX_TOPICS = 8
MAX_ENTITIES = 10
MAX_FACTS = 12
MAX_ACTIONS = 8
FACT_MIN_CHARS, FACT_MAX_CHARS = 8, 200
SUMMARY_FALLBACK_CHARS = 600
IDENTITY_CHARS = 900
PROMPT_CHARS = 16_000  # turn text sent to the LLM per pass
LINE_CHARS = 500
SYSTEM = ("You distil a conversation between a user and an AI agent into an episodic memory. Be factual and "
          "specific; never invent anything. Reply with JSON only.")

# Speakers whose first-person statements describe the user (not the assistant or a tool).
USER_ROLES = frozenset({"user", "human", "me"})
AGENT_ROLES = frozenset({"assistant", "ai", "model", "bot", "system", "tool", "agent"})
_FIRST_PERSON = re.compile(
    r"(?:^|[\s,;:(\"'])(?:I am|I'm|I have|I've|I like|I love|I prefer|I hate|I enjoy|I work|I live|I use|"
    r"I was born|I grew up|I don't like|I do not like|[Mm]y [a-z]+(?: [a-z]+)? (?:is|are|was|were)\b|My )")
# Short sentences count here ("I'm vegan."): extractive.split_sentences drops them as too short to rank.
_HYPOTHETICAL = re.compile(r"\b(if|whether|would|could|maybe|perhaps|wonder)\b", re.I)
# "I'm getting an error", "I have a failing test", "see src/app.py": the task at hand, not who the user is.
_TRANSIENT = re.compile(
    r"\b(?:I am|I'm|I was)\s+(?:\w+ly\s+)?(?!living\b|studying\b|teaching\b)\w+ing\b"
    r"|\bI (?:have|'ve) (?:got )?(?:a |an |the |this |that |some |two |three )?"
    r"(?:bug|error|issue|problem|question|failing|broken|crash|typo)"
    r"|[`/\\]")
_NAME = re.compile(r"\b[A-Z][a-z]+(?:[ -][A-Z][a-z]+)*\b")
_NOT_NAMES = frozenset(
    "I The A An This That These Those It We You He She They My Our Your His Her Their What When Where Why How "
    "Who Which Yes No Ok Okay Thanks Thank Hi Hello Hey Please Sure Also But And Or So If Then Let Just Maybe "
    "Today Tomorrow Yesterday Monday Tuesday Wednesday Thursday Friday Saturday Sunday User Assistant Error "
    "Note Session Task Prompt Edit Read Write Run Ran Wow Oh Well Great Good Nice Cool Awesome".split())


def speaker_of(obs: dict) -> str:
    """The speaker of a conversation turn ("" for other observations)."""
    data = obs.get("data") if isinstance(obs.get("data"), dict) else {}
    for key in ("speaker", "role", "author", "name"):
        if isinstance(data.get(key), str) and data[key].strip():
            return data[key].strip()
    return ""


def spoken_text(obs: dict) -> str:
    """The observation's prose without the "speaker: " prefix that conversation narratives carry."""
    text = obs.get("narrative") or obs.get("title") or ""
    speaker = speaker_of(obs)
    if speaker and text.startswith(speaker + ":"):
        text = text[len(speaker) + 1:]
    return text.strip()


def content_chars(obs: dict) -> int:
    """New content an observation brings (the novelty gate counts these): prose in full, else its title."""
    if obs.get("type") in extractive.PROSE_TYPES:
        return len(spoken_text(obs))
    return len(obs.get("title") or "") if obs.get("type") != "session_event" else 0


def entities(observations: list[dict]) -> list[str]:
    """Capitalised names said mid-sentence (a sentence's first word proves nothing), plus named speakers."""
    counts: Counter = Counter()
    for obs in observations:
        speaker = speaker_of(obs)
        if speaker and speaker.lower() not in USER_ROLES | AGENT_ROLES:
            counts[speaker] += 1
        if obs.get("type") not in extractive.PROSE_TYPES:
            continue
        text = spoken_text(obs)[:20_000]
        for m in _NAME.finditer(text):
            before = text[:m.start()].rstrip(" \"'(*")
            if not before or before[-1] in ".!?:;\n":
                continue
            words = [w for w in re.split(r"[ -]", m.group(0)) if w not in _NOT_NAMES]
            if words:
                counts[" ".join(words)] += 1
    return [name for name, _ in counts.most_common(MAX_ENTITIES)]


def candidate_facts(observations: list[dict], decisions: list[str]) -> list[dict]:
    """Short declarative first-person statements of the user (or of a named speaker), then decision lines."""
    out: list[dict] = []
    for obs in observations:
        if obs.get("type") not in ("conversation", "prompt", "note"):
            continue
        speaker = speaker_of(obs)
        role = speaker.lower()
        if role in AGENT_ROLES:
            continue  # "I have updated the file" from the assistant says nothing about the user
        for sentence in SENTENCES.split(spoken_text(obs)[:20_000]):
            s = " ".join(sentence.split())
            if not (FACT_MIN_CHARS <= len(s) <= FACT_MAX_CHARS) or s.endswith("?") or _HYPOTHETICAL.search(s) \
                    or _TRANSIENT.search(s):
                continue
            if not _FIRST_PERSON.search(" " + s):
                continue
            named = speaker and role not in USER_ROLES
            out.append({"text": f"{speaker}: {s}" if named else s, "kind": "personal", "obsId": obs.get("id")})
    out += [{"text": extractive.clip(d, FACT_MAX_CHARS), "kind": "decision", "obsId": None} for d in decisions]
    kept = extractive.dedupe([f["text"] for f in out], MAX_FACTS)
    by_text = {f["text"]: f for f in out}
    return [by_text[t] for t in kept]


def heuristic_episode(observations: list[dict]) -> dict:
    """The episode draft of a run of observations (in session order) without an LLM."""
    digest = extractive.summarise(observations)
    summary = digest["narrative"]
    if not summary:  # too little prose for sentence ranking: the observations themselves, in order
        summary = extractive.clip(" ".join(spoken_text(o) for o in observations
                                           if o.get("type") != "session_event"), SUMMARY_FALLBACK_CHARS)
    topics = Counter(c for o in observations for c in (o.get("concepts") or []) if isinstance(c, str))
    texts = [spoken_text(o) for o in observations if o.get("type") in extractive.PROSE_TYPES]
    decisions = digest["decisions"][:extractive.MAX_KEPT]
    actions = extractive.matching_sentences(texts, extractive.PENDING, MAX_ACTIONS)
    facts = candidate_facts(observations, decisions)
    weights = [float(o.get("importance") or 5) for o in observations] or [5.0]
    salience = 0.3 + 0.1 * min(3, len(decisions)) + 0.05 * min(4, len(facts)) \
        + 0.2 * (sum(weights) / len(weights) - 5) / 5
    return {"summary": summary, "topics": [t for t, _ in topics.most_common(MAX_TOPICS)],
            "entities": entities(observations), "decisions": decisions, "actionItems": actions,
            "facts": facts, "salience": round(min(1.0, max(0.1, salience)), 3), "cited": digest["cited"]}


def identity_narrative(project: str | None, facts: list[dict], topics: list[str]) -> str:
    """"Who the user is / what the project is" from the best pinned facts (best first) and recent topics."""
    personal = [f["text"] for f in facts if f.get("kind") == "personal"][:8]
    decided = [f["text"] for f in facts if f.get("kind") != "personal"][:4]
    parts = []
    if personal:
        parts.append("About the user: " + " ".join(_sentence(t) for t in personal))
    if project and (topics or decided):
        line = f"Project {project}"
        line += f": recurring topics {', '.join(topics[:6])}." if topics else "."
        if decided:
            line += " Decisions: " + " ".join(_sentence(t) for t in decided)
        parts.append(line)
    elif decided:
        parts.append("Decisions: " + " ".join(_sentence(t) for t in decided))
    text = "\n".join(parts)
    return text if len(text) <= IDENTITY_CHARS else extractive.clip(text, IDENTITY_CHARS)


def _sentence(text: str) -> str:
    """A fact that ends like a sentence, so joined facts read as prose."""
    text = text.strip()
    return text if text.endswith((".", "!", "?", "…")) else text + "."


# ---------------------------------------------------------------- LLM prompts and reply shapes
class EpisodeDraft(BaseModel):
    summary: str
    topics: list[str] = []
    entities: list[str] = []
    decisions: list[str] = []
    actionItems: list[str] = []
    facts: list[str] = []
    salience: float = 0.5


class IdentityDraft(BaseModel):
    narrative: str


def episode_prompt(sess: dict, observations: list[dict]) -> str:
    """The turns as numbered lines; when they do not all fit, the most important are kept (in order)."""
    lines = []
    for i, o in enumerate(observations):
        who = speaker_of(o) or o.get("type") or "note"
        text = spoken_text(o) if o.get("type") in extractive.PROSE_TYPES else o.get("title") or ""
        lines.append((i, float(o.get("importance") or 5), f"[{i + 1}] {who}: {extractive.clip(text, LINE_CHARS)}"))
    kept, used = [], 0
    for i, _, line in sorted(lines, key=lambda x: (-x[1], x[0])):
        if used + len(line) <= PROMPT_CHARS:
            kept.append((i, line))
            used += len(line) + 1
    body = "\n".join(line for _, line in sorted(kept))
    return (f"Conversation {sess['sessionId']} (project {sess.get('project')!r}), new turns in order:\n{body}\n\n"
            "Return a JSON object with: summary (2-5 sentences), topics (short lowercase keywords), entities "
            "(people, places, organisations, products named), decisions (choices made), actionItems (things still "
            "to do), facts (short standalone statements that stay true later: who the user is, their "
            "preferences and circumstances, project constraints and decisions; write them so they make sense "
            "without the conversation) and salience (0-1: how much this episode matters later).")


def identity_prompt(project: str | None, facts: list[dict], topics: list[str]) -> str:
    listed = "\n".join(f"- {f['text']}" for f in facts)
    return (f"Facts remembered{' about project ' + repr(project) if project else ''} (most important first):\n"
            f"{listed}\nRecurring topics: {', '.join(topics) or 'none'}\n\nWrite a short narrative (at most 5 "
            "sentences) of who the user is and what the project is, using only these facts. "
            "Return a JSON object {narrative}.")
