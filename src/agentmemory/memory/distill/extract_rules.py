"""Offline typed extraction: what people say about themselves -> typed-memory write operations.

Pure functions over a session's observations (no I/O); used when no LLM is configured (and as
its fallback). Each sentence of a user's (or named speaker's) turn is matched against:

- preferences: "I prefer X over/to Y", "I prefer X", "I like/love/enjoy X", "I hate/dislike/
  don't like X", "my favourite X is Y", "I always/usually use X [for Y]";
- profile: "my name is X", "I work at/for X", "I'm a/an <role>", "I live in / I'm based in / I'm
  from X", "I speak / code in X"; any other "my X is Y" joins the profile's bio;
- decisions: "we decided to X", "we'll use X", "let's go with X", "I chose X" -> an event of the day;
- events: a statement naming a date ("on 21 November", "2026-03-02", "yesterday", "next Friday");
- entities: names said mid-sentence (drafts.entities), typed when a cue says what they are.

An operation is {op: "write", type, fields, evidence (observation id)}: the same shape the LLM
proposes (extraction.py), so both go through one validation against the type schemas.
"""
from __future__ import annotations

import re
from collections import Counter
from datetime import datetime, timedelta, timezone

from ...search.dates import query_dates
from ...search.text import SENTENCES
from . import drafts

MAX_PHRASE_WORDS = 8
MAX_OPS = 60  # per session
DESCRIPTION_CHARS = 300
_STOP = r"(?=\s+(?:because|since|as|when|but|although|though|so|which|while|and i|if|for)\b|[.,;:!?()\n]|$)"
_PHRASE = r"(?P<{}>[^.,;:!?()\n]{{1,80}}?)" + _STOP
_ADV = r"(?:(?:really|much|strongly|generally|usually|definitely|absolutely|just|still|also|totally|actually) )*"


def _p(pattern: str) -> re.Pattern:
    return re.compile(pattern.replace("{X}", _PHRASE.format("x")).replace("{Y}", _PHRASE.format("y")), re.I)


PREFER_OVER = re.compile(r"\bI " + _ADV + r"prefer (?P<x>[^.,;:!?()\n]{1,60}?) (?:over|to|rather than|instead of) "
                         + _PHRASE.format("y"), re.I)
PREFER = _p(r"\bI " + _ADV + r"prefer {X}")
LIKE = _p(r"\bI " + _ADV + r"(?P<verb>like|love|enjoy|adore) {X}")
DISLIKE = _p(r"\bI " + _ADV + r"(?P<verb>hate|dislike|can't stand|cannot stand|don't like|do not like|avoid) {X}")
FAVOURITE = _p(r"\bmy (?:all[- ]time )?favou?rite (?P<topic>[a-z][a-z ]{0,30}?) (?:is|are|was|has to be) {X}")
ALWAYS_USE = _p(r"\bI " + r"(?:always|usually|mostly|normally|only) use (?P<x>[^.,;:!?()\n]{1,60}?)"
                r"(?: for (?P<topic>[^.,;:!?()\n]{1,40}?))?" + _STOP)
NAME = re.compile(r"\b(?:[Mm]y name is|I'm called|I am called|[Cc]all me) (?P<x>[A-Z][\w'-]+(?: [A-Z][\w'-]+){0,2})")
WORK_AT = _p(r"\bI (?:work|am working|'m working) (?:at|for) {X}")
ROLES = ("engineer|developer|designer|manager|scientist|teacher|student|nurse|doctor|writer|researcher|analyst|"
         "consultant|founder|artist|lawyer|architect|programmer|counsel(?:l)?or|therapist|photographer|chef|"
         "musician|accountant|administrator|admin|lead|director|professor|intern")
ROLE = re.compile(r"\bI (?:work as|am|'m) (?:a|an) (?P<x>(?:[\w-]+ ){0,3}(?:" + ROLES + r"))\b", re.I)
LIVE = _p(r"\bI (?:live|am based|'m based|am living|'m living|reside) in {X}")
FROM = _p(r"\bI(?:'m| am) (?:originally )?from {X}")
SPEAK = _p(r"\bI (?:speak|code in|program in|write code in|mostly code in) {X}")
MY_ATTR = _p(r"\bmy (?P<attr>[a-z]+(?: [a-z]+)?) (?:is|are) {X}")
DECISION = _p(r"\b(?:we|I) (?:have )?(?:decided|agreed|chose|settled on|went with|(?:are|'re|will|'ll) go(?:ing)? with)"
              r"(?: to)? {X}")
LETS = _p(r"\b(?:let's|let us|we'll|we will) (?:go with|use|switch to|move to) {X}")
EVENT_CUE = re.compile(r"\b(went|visited|attended|met|meeting|release[ds]?|launch(?:ed)?|ship(?:ped)?|trip|travel"
                       r"(?:led)?|interview|deadline|birthday|wedding|conference|graduat\w+|moved|started|finished|"
                       r"joined|signed|presented|demo|race|concert|party|appointment|ran|took|had|got)\b", re.I)
RELATIVE = {"today": 0, "yesterday": -1, "tomorrow": 1, "last night": -1, "this morning": 0, "tonight": 0}
_RELATIVE = re.compile(r"\b(today|yesterday|tomorrow|last night|this morning|tonight)\b", re.I)
_WEEKDAY = re.compile(r"\b(last|next|this|on) (monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b", re.I)
_WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
_RELATION = re.compile(r"\bmy (?P<rel>friend|colleague|boss|manager|wife|husband|partner|sister|brother|mom|mum|dad|"
                       r"mother|father|son|daughter|cousin|aunt|uncle|grandma|grandpa|teacher|mentor|dog|cat) "
                       r"(?P<name>[A-Z][\w'-]+)")
_ORG = re.compile(r"\b(?:Inc|Corp|Ltd|LLC|GmbH|University|College|Labs?|Company|Group|Foundation|Bank)\b")
_NOT_TOPIC = frozenset({"it", "that", "this", "them", "to", "you", "the idea", "something", "one", "both", "either"})
_PRONOUN_LED = frozenset("it that this them you him her those these what how when where who why there here all "
                         "everything anything nothing so".split())


_LATELY = re.compile(r"\s+(?:these days|nowadays|now|lately|at the moment|right now|anyway|honestly|too)$", re.I)


def _clean(phrase: str | None) -> str:
    words = _LATELY.sub("", " ".join((phrase or "").split())).strip(" '\"").split()
    while words and words[0].lower() in ("the", "a", "an", "to", "using", "my"):
        words = words[1:]
    if not words or len(words) > MAX_PHRASE_WORDS or words[0].lower() in _PRONOUN_LED:
        return ""  # "I love it and ..." names no topic
    return " ".join(words)


def _sentence(text: str) -> str:
    """A whole statement for a description: within DESCRIPTION_CHARS, never cut."""
    s = " ".join(text.split())
    return s if len(s) <= DESCRIPTION_CHARS else ""


def day_of(ts: float) -> datetime:
    return datetime.fromtimestamp(ts or 0, tz=timezone.utc)


def date_named(sentence: str, ts: float) -> str | None:
    """The ISO day (or month) a statement names, resolved against when it was said."""
    said = day_of(ts)
    rel = _RELATIVE.search(sentence)
    if rel:
        return (said + timedelta(days=RELATIVE[rel.group(1).lower()])).date().isoformat()
    wd = _WEEKDAY.search(sentence)
    if wd:
        target, which = _WEEKDAYS.index(wd.group(2).lower()), wd.group(1).lower()
        delta = target - said.weekday()
        if which == "last" or (which == "on" and delta > 0 and EVENT_CUE.search(sentence)
                               and re.search(r"\b(went|was|had|did|met|got|took)\b", sentence, re.I)):
            delta = delta - 7 if delta >= 0 else delta
        elif which == "next" and delta <= 0:
            delta += 7
        return (said + timedelta(days=delta)).date().isoformat()
    for r in query_dates(sentence):
        if r.month is None:
            continue  # a bare year is too vague for an event
        year = r.year or said.year
        return f"{year:04d}-{r.month:02d}" + (f"-{r.day:02d}" if r.day else "")
    return None


def _user_sentences(observations: list[dict]) -> list[tuple[str, str, dict]]:
    """(subject, sentence, observation) for every statement of a user or named speaker (never the agent)."""
    out = []
    for obs in observations:
        if obs.get("type") not in ("conversation", "prompt", "note"):
            continue
        speaker = drafts.speaker_of(obs)
        role = speaker.lower()
        if role in drafts.AGENT_ROLES:
            continue
        subject = speaker if speaker and role not in drafts.USER_ROLES else "user"
        for s in SENTENCES.split(drafts.spoken_text(obs)[:20_000]):
            s = " ".join(s.split())
            if 8 <= len(s) <= 600 and not s.endswith("?"):
                out.append((subject, s, obs))
    return out


def _topic(subject: str, topic: str) -> str:
    return topic if subject == "user" else f"{subject}: {topic}"


def preference_ops(subject: str, s: str) -> list[dict]:
    m = PREFER_OVER.search(s)
    if m and _clean(m.group("x")) and _clean(m.group("y")):
        x, y = _clean(m.group("x")), _clean(m.group("y"))
        return [{"type": "preferences", "fields": {"topic": _topic(subject, " vs ".join(sorted((x, y), key=str.casefold))),
                                                   "preference": f"{x} over {y}", "strength": 0.8, "times_stated": 1}}]
    m = FAVOURITE.search(s)
    if m and _clean(m.group("x")):
        return [{"type": "preferences", "fields": {"topic": _topic(subject, f"favourite {_clean(m.group('topic'))}"),
                                                   "preference": _clean(m.group("x")), "strength": 0.9,
                                                   "times_stated": 1}}]
    m = ALWAYS_USE.search(s)
    if m and _clean(m.group("x")):
        topic = _clean(m.group("topic")) or _clean(m.group("x"))
        return [{"type": "preferences", "fields": {"topic": _topic(subject, topic), "times_stated": 1,
                                                   "preference": f"uses {_clean(m.group('x'))}", "strength": 0.7}}]
    for pattern, verb, strength in ((DISLIKE, "dislikes", 0.8), (PREFER, "prefers", 0.7), (LIKE, "likes", 0.6)):
        m = pattern.search(s)
        x = _clean(m.group("x")) if m else ""
        if x and x.lower() not in _NOT_TOPIC:
            if verb == "likes" and m.group("verb").lower() == "love":
                verb, strength = "loves", 0.8
            return [{"type": "preferences", "fields": {"topic": _topic(subject, x), "preference": f"{verb} {x}",
                                                       "strength": strength, "times_stated": 1}}]
    return []


def profile_fields(s: str) -> dict:
    """Profile fields a statement gives (name, organisation, role, location, languages) or a bio line."""
    fields: dict = {}
    if (m := NAME.search(s)) is not None:
        fields["name"] = m.group("x")
    if (m := WORK_AT.search(s)) is not None and _clean(m.group("x")):
        fields["organisation"] = _clean(m.group("x"))
    if (m := ROLE.search(s)) is not None:
        fields["role"] = _clean(m.group("x"))
    for pattern in (LIVE, FROM):
        if (m := pattern.search(s)) is not None and _clean(m.group("x")) and "location" not in fields:
            fields["location"] = _clean(m.group("x"))
    if (m := SPEAK.search(s)) is not None:
        langs = [_clean(x) for x in re.split(r",|\band\b|&", m.group("x"))]
        fields["languages"] = [x for x in langs if x]
    m = MY_ATTR.search(s)
    if not fields and m and not m.group("attr").lower().startswith(("name", "favourite", "favorite")) \
            and _sentence(s):
        fields["bio"] = _sentence(s)
    return {k: v for k, v in fields.items() if v}


def event_ops(subject: str, s: str, ts: float) -> list[dict]:
    m = DECISION.search(s) or LETS.search(s)
    if m and _clean(m.group("x")):
        return [{"type": "events", "fields": {"title": f"Decided: {_clean(m.group('x'))}",
                                              "date": day_of(ts).date().isoformat(),
                                              "description": _sentence(s) or None}}]
    when = date_named(s, ts)
    if when and EVENT_CUE.search(s) and _sentence(s):
        # the statement's head names the event: up to its first clause break or conjunction
        clause = re.split(r"[,;:]\s|\s(?:and|but|so|because|which|where|when)\s", s.rstrip(".!"), maxsplit=1)[0]
        title = " ".join(clause.split()[:12])
        parts = [] if subject == "user" else [subject]
        return [{"type": "events", "fields": {"title": title, "date": when, "description": _sentence(s),
                                              **({"participants": parts} if parts else {})}}]
    return []


def entity_ops(observations: list[dict], sentences: list[tuple[str, str, dict]]) -> list[dict]:
    """Names said mid-sentence, with a type and the user's relation to them when a cue says so."""
    names = drafts.entities(observations)
    counts = Counter(n for _, s, _ in sentences for n in names if n in s)
    relations = {m.group("name"): m.group("rel") for _, s, _ in sentences for m in _RELATION.finditer(s)}
    speakers = {drafts.speaker_of(o) for o in observations}
    ops = []
    for name in names:
        fields: dict = {"entity_name": name, "mentions": max(1, counts[name])}
        if name in relations:
            kind = "pet" if relations[name] in ("dog", "cat") else "person"
            fields.update(entity_type=kind, relationship=f"the user's {relations[name]}")
        elif name in speakers:
            fields["entity_type"] = "person"
        elif _ORG.search(name):
            fields["entity_type"] = "organisation"
        first = next((s for _, s, _ in sentences if name in s and _sentence(s)), None)
        if first:
            fields["description"] = first
        ops.append({"type": "entities", "fields": fields})
    return ops


def extract(observations: list[dict]) -> list[dict]:
    """Write operations for the typed memories, in the order said (at most MAX_OPS)."""
    sentences = _user_sentences(observations)
    ops: list[dict] = []
    profiles: dict[str, dict] = {}
    for subject, s, obs in sentences:
        for op in preference_ops(subject, s) + event_ops(subject, s, float(obs.get("ts") or 0)):
            ops.append({**op, "evidence": obs.get("id")})
        fields = profile_fields(s)
        if fields:
            prof = profiles.setdefault(subject, {"subject": subject})
            bio = fields.pop("bio", None)
            if bio:
                prof["bio"] = f"{prof['bio']} {bio}" if prof.get("bio") else bio
            prof.update(fields)
    ops += [{"type": "profile", "fields": p} for p in profiles.values()]
    ops += entity_ops(observations, sentences)
    return [{"op": "write", **op} for op in ops][:MAX_OPS]
