"""Search with time as a filter: the window a query names (search/timeframe.py) decides what is
searched, before the ranking orders it.

- No time phrase: the plain hybrid search.
- A phrase anchored to an event ("the day after we integrated payments", "before the deploy
  broke"): a first search for the event's words dates it (`event_time`), then the
  window is placed next to it; an event nothing matches leaves the plain search.
- The query asks for nothing but the time ("what did we do on 5 March?"): the window's items
  in time order (`listing`; session start/stop records only when nothing else is there); an
  empty window leaves the search below.
- "The project's first week" (`asked/weeks.py`): the window counted from the day of the first item.
- A window holding none of the items searched ("last week" asked of a conversation from 2023)
  is not about this memory's time: the plain search, with the whole query. "Last Wednesday" asked on a
  Thursday, whose nearest Wednesday (yesterday) holds nothing, is the Wednesday a week before.
- Otherwise the rest of the query (without the time words, which would only match items that
  mention them; a named date is kept, as turns carry their date as words) is searched with the
  window: its items join the candidates and rank up by their time (`Searcher.search(window=)`).

Every hit inside the window names it in `matched` ("time:2026-03-05").
"""
from __future__ import annotations

import re
from dataclasses import replace
from datetime import datetime, timezone

from . import ranking, timeframe
from .text import WEAK_WORDS, content_words
from .asked import kinds as asked_kinds
from .asked import rules as asked_rules
from .asked.events import names_change, planned_day
from .dates import TimeWindow
from .hybrid import WINDOW_POOL, Filters, Hit, Searcher
from .storage import DocListing

_WENT_WRONG = re.compile(r"\b(?:broke|break|breaks|broken|fail\w*|errors?|fix\w*|crash\w*|wrong|stopp?\w*|happened)\b",
                         re.I)  # a question about what went wrong after an event: its window stays strict
OWN_WORDS = 3  # content words (not weak ones) that make a question about more than the time
ANCHOR_HITS = 5  # hits of the first search that may date the event
ANNOUNCE_CHARS = 40  # "tomorrow" this early in the hit that dated an event announces it (`announced`)
_TOMORROW = re.compile(r"\btomorrow\b", re.I)
_CAUSE = re.compile(r"\W*(?:why\b|what\s+(?:caused|made|was\s+behind|went\s+wrong)\b|how\s+come\b)", re.I)
_QUOTED = re.compile(r"(?:^|\s)['\"‘“`][^'\"’”`]*\s[^'\"’”`]*['\"’”`](?=\W|$)")  # a quoted phrase
#: "notes from Sunday's mod meeting", "yesterday's broken deploy": the hit reports a thing of an earlier day
_REPORTED = re.compile(r"\b(?:(?P<back>yesterday|last\s+night)|(?P<wd>" + "|".join(timeframe.WEEKDAYS) + r"))['’]s\b",
                       re.I)
LATEST_SHARE = 0.9  # a change is dated from the latest hit scoring this share of the best (`event_time`)
# The event a question names happened when it happened: its search ranks no later state above it.
AS_HAPPENED = replace(ranking.PARAMS, superseded_penalty=0.0, successors=False)
HAPPENED = ("observation", "section")  # the kinds that date an event (`_happened`)
DAY = 86400.0
LISTING_FLOOR = 2  # in a listing, items of this importance or less (session start/stop) only when nothing else is there
LISTING_FIRST = 6  # ... items of this importance or more (prompts, edits, failures, decisions) before the others


def search(searcher: Searcher, query: str, filters: Filters, limit: int, now: float,
           mode: str = "hybrid", **extra) -> list[Hit]:
    """Hits for `query` as of `now`, the time it names (if any) applied. `extra`: Searcher.search's
    `extra` and `extra_limit` (none with a time listing: its answer is the window in time order)."""
    phrase = timeframe.find(query)
    # "Is it OK to ship a fix this Friday afternoon?": a day the question asks permission for is when it would be
    # done, not a day of the history (a rule stated weeks before answers it)
    if phrase is None or not phrase.event and asked_rules.asks_permission(query):
        return searcher.search(query, filters, limit=limit, mode=mode, now=now, **extra)
    window = phrase.window(now)
    if _this_weeks(phrase, window, now) and not _holds_items(searcher, filters, window):
        # "last Wednesday" asked on a Thursday: yesterday, or the Wednesday of the week before; a day that holds
        # nothing of ours was not the one meant
        window = replace(window, start=window.start - 7 * DAY, end=window.end - 7 * DAY)
    if window is None and phrase.start_days:  # "the project's first week": from its first item's day
        first = first_time(searcher, filters)
        window = phrase.from_start(first) if first is not None else None
        if window is None:
            return searcher.search(query, filters, limit=limit, mode=mode, now=now, **extra)
    if window is None and not phrase.event:  # a phrase whose day does not exist ("on the 31st" of a short month)
        return searcher.search(query, filters, limit=limit, mode=mode, now=now, **extra)
    if window is None:
        anchor = searcher.search(phrase.event_query, replace(filters, kinds=_happened(filters.kinds)),
                                 limit=ANCHOR_HITS, mode=mode, now=now, params=AS_HAPPENED)
        dated = scheduled(anchor, phrase.event, announced(anchor, event_time(
            _dating(anchor), first=phrase.first, latest=names_change(phrase.event))), now)
        when = _event_window(searcher, filters, phrase, anchor, dated, now)
        if when is None:
            return searcher.search(query, filters, limit=limit, mode=mode, now=now, **extra)
        # The items that name the event as strongly as the one that dated it are not lifted by its window
        # (they tell the event again), but a failure after it is what it caused: "what broke right after we
        # renamed X" is answered by the failed plan that names X.
        # "How long does X take since we changed Y": the state since Y, which the items naming Y may tell.
        after = phrase.relation == "after"
        worded = len(content_words(phrase.rest, WEAK_WORDS)) >= OWN_WORDS  # the question has words of its own
        state = phrase.relation == "before" and not phrase.listing and worded
        if state:  # "how large was the DB before we moved the photos out?": measured as the event began, that day
            when = replace(when, end=max(when.end, (when.end // DAY + 1) * DAY))
        named = frozenset() if phrase.relation == "since" or state else frozenset(
            h.doc_id for h in anchor if h.score >= timeframe.EVENT_SHARE * anchor[0].score
            and not (after and when.holds(h.ts) and asked_kinds.is_kind("failure", h.kind, h.title)))
        # An event dated by a first search may be the wrong one: a question with words of its own is raised by
        # the window, not confined to it, unless it asks what went wrong then (what broke is what came next) and
        # the item that dated the event shares a word with it (not one only like it in meaning).
        sure = _WENT_WRONG.search(phrase.rest) and any("bm25" in h.matched for h in anchor if h.ts == dated)
        window = replace(when, skip=named, strict=when.strict and not (worded and not sure))
    # "the 'Something went wrong' replies on 17 November", "why did owners get the same text four times on 24
    # November?": what the day saw may be told days later, so the day raises its items, not confines the answer to them
    if phrase.dates and (_QUOTED.search(phrase.rest) or _CAUSE.match(phrase.rest)):
        window = replace(window, strict=False)
    if not _holds_items(searcher, filters, window):
        return searcher.search(query, filters, limit=limit, mode=mode, now=now, **extra)  # not a time of ours
    if phrase.listing:
        hits = listing(searcher, window, filters, limit, newest_first=phrase.relation == "before")
        if hits:
            return hits
    text = query if phrase.dates or not phrase.rest else phrase.rest
    return searcher.search(text, filters, limit=limit, mode=mode, now=now, window=window, **extra)


def _event_window(searcher: Searcher, filters: Filters, phrase: timeframe.TimePhrase, anchor: list[Hit],
                  when: float | None, now: float) -> TimeWindow | None:
    """The window next to the event the first search found: at `when` (its `event_time`), else (when
    that window holds nothing: "two days after X" asks what was done then) by the next best hit's time
    that gives one; "just before X" widens to the bare phrase when nothing is that close. None: no hit."""
    if when is None:
        return None
    first = None
    for ts in dict.fromkeys([when] + [h.ts for h in anchor if h.ts is not None]):
        for p in (phrase, replace(phrase, close=False)) if phrase.close else (phrase,):
            window = (_session_day(searcher, filters, p, ts) if p.unit == "session" else None) or p.around(ts, now)
            first = first or window
            if _holds_items(searcher, filters, window):
                return window
    return first


def _session_day(searcher: Searcher, filters: Filters, phrase: timeframe.TimePhrase,
                 event_ts: float) -> TimeWindow | None:
    """ "The session before (after) X": the last (first) day with items before (after) the day of X, so a
    weekend or a day off between two sessions is skipped; None when there is no such day."""
    days = _days_worked(searcher, filters)
    day = int(event_ts // DAY)
    near = [d for d in days if (d < day if phrase.relation == "before" else d > day)]
    if not near:
        return None
    d = max(near) if phrase.relation == "before" else min(near)
    return TimeWindow(d * DAY, (d + 1) * DAY, phrase.text)


def event_time(hits: list[tuple[float, float]], share: float = timeframe.EVENT_SHARE,
               lead_days: float = 7.0, first: bool = False, latest: bool = False) -> float | None:
    """When the event a first search found (hits as (score, ts), best first) happened: the best
    hit's time, or an earlier hit's scoring at least `share` of the best up to `lead_days` before
    it (an event is talked about after it happens: "yesterday's broken release" outranks the
    failure itself). `first` ("the site first went online", "the first deploy"): the earliest time
    such a hit names, however long before the best (a later repeat of the event matches as well). `latest` (a
    change: "switching the build tool"): counted back (a day at most) from the latest hit scoring LATEST_SHARE of
    the best, not the best one (the first setup of the thing changed matches the change's words as well, and came
    before it; a weaker later hit is a later mention of the change)."""
    if not hits:
        return None
    best_score, best_ts = max(hits, key=lambda h: h[0])
    if latest and not first:  # reached back from by a day at most (a strong hit days before is the thing's setup)
        best_ts, lead_days = max(ts for s, ts in hits if s >= LATEST_SHARE * best_score), min(lead_days, 1.0)
    lead = float("inf") if first else lead_days * DAY
    near = [ts for s, ts in hits if s >= share * best_score and best_ts - lead <= ts <= best_ts]
    return min(near, default=best_ts)


def _dating(anchor: list[Hit]) -> list[tuple[float, float]]:
    """(score, time) of the anchor hits that may date the event: when the best one shares a word with the event, only
    those that do too (one alike only in meaning is another event: "the outage" is not the alerting set up before it)."""
    worded = bool(anchor) and "bm25" in anchor[0].matched
    return [(h.score, h.ts) for h in anchor if not worded or "bm25" in h.matched]


def announced(anchor: list[Hit], when: float | None) -> float | None:
    """The time of an event the hit that dated it announces or reports: it opens with "tomorrow" ("Tomorrow at 8am
    Maeve shows the site to the staff"), a day later; with an earlier day's thing ("notes from Sunday's mod
    meeting", "yesterday's failed deploy"), that day (the last such weekday before the hit's); else `when` as it is."""
    hit = next((h for h in anchor if h.ts == when), None)
    head = hit.body[:ANNOUNCE_CHARS] if hit is not None else ""
    if _TOMORROW.search(head):
        return when + DAY
    told = _REPORTED.search(head)
    if told is None:
        return when
    wd = datetime.fromtimestamp(when, tz=timezone.utc).weekday()
    return when - (1 if told["back"] else (wd - timeframe.WEEKDAYS[told["wd"].lower()]) % 7 or 7) * DAY


def scheduled(anchor: list[Hit], event: str, when: float | None, now: float) -> float | None:
    """The day an event was planned for, when a hit naming it as strongly as the best says it with a later date right
    after the event's name ("the site test in hall B is on 16 and 17 November"): what names an event before it
    happens is its planning and preparation, which would date it days early. Else `when` as it is (also when it is
    on or after that day: the event itself was found)."""
    for h in anchor if when is not None else ():
        day = planned_day(h.body, event, h.ts) if h.score >= timeframe.EVENT_SHARE * anchor[0].score else None
        if day is not None and when < day <= now:
            return day
    return when


def _happened(kinds: tuple[str, ...] | None) -> tuple[str, ...] | None:
    """The kinds that date an event: what was seen as it happened; a saved memory or lesson is written
    after it, so it dates the event only where nothing else is searched."""
    if not kinds:  # every kind is searched: observations and sections among them
        return HAPPENED
    return tuple(k for k in kinds if k in HAPPENED) or kinds


def first_time(searcher: Searcher, filters: Filters) -> float | None:
    """The time of the first item searched (its day's start: by day buckets), None when there is none."""
    days = _days_worked(searcher, filters)
    return min(days) * DAY if days else None


def _days_worked(searcher: Searcher, filters: Filters) -> dict[int, int]:
    """Item counts per UTC day number (ts // DAY) of the kinds that date an event, within `filters`."""
    return searcher.storage.buckets(DocListing(kinds=_happened(filters.kinds), project=filters.project,
                                               agent_id=filters.agent_id, session_id=filters.session_id), 0.0, DAY)


def _this_weeks(phrase: timeframe.TimePhrase, window: TimeWindow | None, now: float) -> bool:
    """"Last Wednesday" whose nearest Wednesday is in the calendar week of `now` (asked on a Thursday): it may mean
    the week before's; not a bare "on Wednesday", nor "last Wednesday" asked on a Monday."""
    if phrase.resolver != "weekday" or window is None or (dict(phrase.groups).get("last") or "").lower() != "last":
        return False
    return window.start >= now // DAY * DAY - datetime.fromtimestamp(now, tz=timezone.utc).weekday() * DAY


def _holds_items(searcher: Searcher, filters: Filters, window: TimeWindow) -> bool:
    return bool(searcher.storage.listed_refs(DocListing(
        kinds=filters.kinds, project=filters.project, limit=1, agent_id=filters.agent_id,
        session_id=filters.session_id, since_ts=window.start, before_ts=window.end)))


def listing(searcher: Searcher, window: TimeWindow, filters: Filters, limit: int,
            newest_first: bool = False) -> list[Hit]:
    """The window's first `limit` items in time order (`newest_first`: its last ones, latest first,
    for "before X"); scores fall with the order, so a caller that merges by score keeps it."""
    rows = searcher.storage.candidates_between(filters, window.start, window.end, WINDOW_POOL)
    if any(r[7] > LISTING_FLOOR for r in rows):
        rows = [r for r in rows if r[7] > LISTING_FLOOR]
    rows = sorted(rows, key=lambda r: (r[5], r[0]), reverse=newest_first)
    rows = sorted(rows, key=lambda r: r[7] < LISTING_FIRST)[:limit]
    texts = searcher.storage.texts([r[0] for r in rows])
    out = []
    for i, r in enumerate(rows):
        title, body = texts.get(r[0], ("", ""))
        out.append(Hit(kind=r[1], item_id=r[2], doc_id=r[0], session_id=r[3], project=r[4], ts=r[5],
                       score=round(1.0 - i / (len(rows) + 1), 6), matched=[window.label], title=title, body=body))
    return out
