"""The kind of item a question names as its answer: pure functions, no I/O (a stage after `ranking.rank`).

"What lesson came out of the phone call?", "which commit renamed it?", "which test covers the fix?":
the question says what kind of item answers it, but names it by words the item seldom says ("lesson"
is the item's kind; a commit is a `git commit` run whose message tells what changed; a test is a file
whose name says so). Neither BM25 nor the question's vector sees that, and the items that only share
the question's topic (the bug report, the fix) outrank the one asked for. `asked_kind` reads the kind
from the question ("which/what lesson|commit|test", "the lesson about ..."); `by_asked_kind` lifts the
first `depth` results of that kind by `weight` (`matched` gains "asked-kind"). Questions naming no kind
change nothing, nor do stores without such items (LoCoMo's turns). An evidence chain: the answer may
share no word with the question ("the lesson that came out of Rui's call" names the call, not what
was learnt), so the first item of the asked kind that followed one of the top results (`chained`:
in its session, within CHAIN_SPAN) joins the results just below that result, before the lift.
Measured in docs/ranking.md (hybrid-v9).
"""
from __future__ import annotations

import re
from typing import Mapping

from ..text import SENTENCE_END

_NOT_THE_THING = (r"(?!\s+(?:runner|runners|suite|framework|frameworks|command|commands|coverage|data|message|messages|"
                  r"style|score|scores|set|sets|split|accuracy|loss|results?|metrics?|server|environment|device|phone|"
                  r"account|user|users))")
CHAIN_FROM = 3  # top results whose following item of the asked kind joins the results (`chained`)
CHAIN_SPAN = 2 * 3600.0  # ... when it came within this long after them (and in their session, for observations)
CHAIN_SHARE = 0.9  # ... with this share of its anchor's score (before the lift)
WEIGHT = 0.5  # lift of a result of the asked kind (docs/ranking.md, hybrid-v9)
DEPTH = 30    # ... among this many of the first results
_CODE_NOUN = (r"(?:function|method|helper|class|type|file|module|package|folder|directory|command|subcommand|route|"
              r"endpoint|path|variable|env(?:ironment)?\s+var(?:iable)?|table|column|code|job|task|script|crate|"
              r"binary|constant|macro|setting|option|flag|field|struct|enum|interface|component|model|target|"
              r"env(?:ironment)?|role|mart|view|topic|queue|bucket|collection|service|project|workflow|pipeline|dag|"
              r"hook|provider|widget|screen|resource|seed|schema|record\s+type)")
#: "What's the function that reads X called?", "Which file holds X?", "Where does the code for X live?": a
#: name or place of the code, which a rename or move (`_RENAMES`) gives.
NAME_OR_PLACE = re.compile(
    r"\b(?:what(?:'s|\s+is|\s+are)|which)\b[^?]*\b" + _CODE_NOUN + r"\b[^?]*\b(?:called|named)\b"
    r"|\bwhich\s+(?:file|folder|directory|package|module|crate)\s+(?:holds|has|contains|is)\b"
    r"|\bwhere\s+(?:does|do|is|are)\b[^?]*\b" + _CODE_NOUN + r"\b[^?]*\b(?:live|lives|located|kept)\b"
    r"|\bwhat(?:'s|\s+is)\s+(?:it|that|the\s+\w+)\s+called\s+now\b"
    r"|\bwhat(?:'s|\s+is|\s+are)\s+the\s+(?:current\s+|new\s+)?names?\s+of\s+(?:the|our)\s+(?:[\w-]+\s+)?"
    + _CODE_NOUN + r"s?\b", re.I)
_NEW_NAME = r"\b(?:new|different|another)\s+(?:[\w-]+\s+){0,2}?name\b"  # "a new name", "a new class name"
#: "What's its new name?", "why was it renamed?": a rename answers it.
NEW_NAME = re.compile(_NEW_NAME + r"|\bwhy\b[^?]*\brenamed\b", re.I)
#: "Why was X given a new name?": the reason, which people state in words (a prompt or a saved memory) as they rename.
WHY_NEW_NAME = re.compile(r"\bwhy\b[^?]*(?:" + _NEW_NAME + r"|\brenamed\b)", re.I)
#: "Which command prints X?", "What type holds X?", "Which source file has X?": the answer is a name of code.
_WHICH_CODE = re.compile(r"\b(?:which|what)\s+(?:[\w-]+\s+)?" + _CODE_NOUN + r"s?\b", re.I)
#: A rename or move said in words or done by a command ("X becomes Y" of names or paths, `git mv`, `gofmt -r`).
_RENAMES = re.compile(r"\b[Rr]enam(?:e|ed|es|ing)\b|\bgit\s+mv\b|(?:^|[\s;&|(])mv\s+\S+\s+\S+|\bgofmt\b[^\n]*\s-r\b|"
                      r"[\w./-]*(?:[/_]|[a-z][A-Z]|\.[A-Za-z])[\w./-]*['\"`]?\s+(?:becomes|->|→)\s+"
                      r"['\"`]?[A-Za-z_./]")
_EDIT = re.compile(r"^--- before\n(?P<old>.*?)\n\+\+\+ after\n(?P<new>.*?)(?=\n--- before\n|\Z)", re.S | re.M)
_IDENT = re.compile(r"\b[A-Za-z_][A-Za-z0-9_]{3,}\b")
#: "Why did we ...?", "why X rather than Y?", "what was the reasoning ...?", "should I ...?", "is it OK to ...?": a
#: reason for a choice or a rule to follow, which people state in words (a prompt, a saved memory), not a tool's
#: output; lifted by `SAID_WEIGHT` (docs/ranking.md, hybrid-v14).
SAID = re.compile(
    r"^(?!\W*how\s+(?:many|much|long|often)\b)(?:"  # a quantity asked is a measurement, not a rule
    r"\W*why\s+(?:do|did|does|are|were|have|had|don't|didn't)(?:n't)?\s+we\b"  # we, the ones who decided
    r"|\W*why\b(?=[^?]*\b(?:rather\s+than|instead\s+of|not)\b)|.*?\b(?:reasons?|reasoning|rationale)\b"
    # "why did the slot length change?", "why was X switched to Y?": a change someone decided, said as they decided it
    r"|\W*why\s+(?:did|does|do|was|were|has|have|is|are)\b(?![^?]*\b(?:fail\w*|br(?:oke|eak\w*)|crash\w*|error\w*)\b)"
    r"[^?]*\b(?:chang(?:e|ed|es)|switch(?:ed|es)?|move[ds]?|"
    r"replaced?|swapped|shortened|lengthened|extended|pushed|postponed|delayed|brought\s+forward|rewritten|rewrote|"
    r"refactored|reworked|redone|redesigned|restructured|simplified|reduced|increased|raised|lowered|tightened|"
    r"relaxed|made\s+(?:smaller|bigger|larger|shorter|longer|stricter|simpler|lower|higher))\b"
    # "how do we format commit messages?": a convention, which someone stated
    r"|\W*how\s+(?:do|should|must|are|am)\s+(?:we|I)\s+(?:supposed\s+to\s+)?(?:format|word|phrase|style|indent|name|"
    r"structure|lay\s+out)\b"
    r"|\W*how\s+(?:am|are|is)\s+(?:[\w-]+\s+){1,3}?(?:supposed|meant)\s+to\b"  # "how are commit messages supposed to be ..."
    r"|.*?\bwhat\s+made\s+(?:us|me)\b|.*?\b(?:should|must|ha(?:s|ve)\s+to(?!\s+do\s+with))\b"
    r"|\W*(?:may|can)\s+(?:I|we)\b|\W*(?:may|can|could)\s+(?:a|an|the|our)\s+(?:[\w-]+\s+){1,3}(?:run|use|do|be|call|"
    r"export|import|send|write|apply|deploy|push|merge|touch|change|skip|access|store|keep)\b"
    r"|.*?\b(?:am\s+I|are\s+we)\s+allowed\b"
    r"|.*?\bis\s+it\s+(?:ok|okay|fine|alright|allowed|safe|acceptable)\b"
    r"|.*?\b(?:does|do)\s+\w+\s+(?:like|prefer|want)\b)",
    re.I | re.S)
#: "Who reads the reports?", "the person who asked for X: ...?": people are described in words (a saved memory,
#: a prompt), not in tool output.
PERSON = re.compile(r"\bwho(?:m)?\b(?!\s+(?:else\s+)?(?:runs?|calls?|owns?)\b)", re.I)
SAID_WEIGHT = 0.4
#: "What went wrong when ...?", "What broke in CI?", "Why did the build fail?", "Why couldn't I install ...?", "What
#: made X fail?": the answer is a call that failed (its title starts with FAILED_TITLE), which the question describes
#: by what was being done, in other words than the error's.
FAILURE = re.compile(
    r"\bwhat\s+(?:went\s+wrong|broke|failed|was\s+failing|blew\s+up|crashed)\b"
    r"|\bwhy\b[^?]*\b(?:fail|fails|failed|failing|break|broke|broken|crash|crashed|crashing|die|died|error(?:ed)?|"
    r"complain(?:ed|s)?|refus(?:e|ed|es|ing)|reject(?:ed|s)?|hang|hangs|hung|stuck|stall(?:ed|s)?|timed\s+out)\b"
    r"|\bwhat\s+did\b[^?]*\bcomplain(?:ed)?\s+about\b"
    r"|\bwhy\s+(?:couldn't|could\s+not|wouldn't|would\s+not|didn't|did\s+not|won't|can't|cannot|doesn't|wasn't)\b"
    r"(?!\s+we\b)"
    r"|\bwhat\s+made\b(?!\s+(?:us|me)\b)[^?]*\b(?:fail|break|crash|die|error)\b"
    r"|\bwhat\s+(?:stopped|kept|prevented|blocked)\s+(?!(?:us|me|you|them)\b)[^?]*\bfrom\s+\w+ing\b"  # the build passing
    r"|\bwhat\s+was\s+(?:the\s+)?(?:problem|issue|trouble)\s+with\b", re.I)
#: "What caused X?", "What was the cause?", "What was behind X?", "What made X happen?", "How come X?", "How did X end
#: up Y?", "X happened. Why?": the answer
#: explains it, which people do in words (a prompt, a saved memory, a lesson) with a cause or a consequence ("so",
#: "because", "due to", "found it"); the report of the symptom shares more of the question's words.
CAUSE = re.compile(
    r"\bwhat\s+(?:caused|causes|was\s+the\s+cause|is\s+the\s+cause|was\s+behind|is\s+behind|led\s+to|triggered)\b"
    r"|\bwhat\s+made\b(?!\s+(?:us|me)\b)|\bhow\s+come\b|\b(?:the\s+)?(?:root\s+)?cause\s+of\b"
    r"|\bhow\s+did\b[^?]*\bend\s+up\b|[.!]\s+why\s*\?\s*$", re.I)  # "X went wrong. Why?"
#: Words that explain: a cause or a consequence.
EXPLAINS = re.compile(r"\b(?:so|because|caus(?:e|ed|es|ing)|due\s+to|turns?\s+out|found\s+it|I\s+see|got\s+it|"
                      r"that's\s+why|which\s+is\s+why|the\s+(?:problem|issue|culprit|bug|reason)\s+(?:is|was)|"
                      r"means)\b", re.I)
#: "What voltage did it show after the fix?", "What did the cached count say?", "How strong was the signal?", "How
#: much did it weigh before and after?": a value seen, which a command's output shows (a run just after the event
#: the question names), while the prompts and edits around it share the question's words.
#: What a run measures and prints: a score, a metric, a time or a size ("what test score did it get?"), or a count
#: of what it loaded, fetched or passed ("how many rows did the pipeline load?", "how many tests passed?").
_MEASURE = (r"(?:[\w-]*score|accuracy|[\w-]*f1|loss|latency|throughput|speed|size|metric|results?|auc|precision|"
            r"recall|error\s+rate|perplexity|p50|p95|p99)s?")
READING = re.compile(
    r"\bwhat\b[^?]*\bdid\s+(?:it|they|the\s+[^?]+?)\s+(?:show|say|read|report|print|display|log|return|output|"
    r"measure|give)\b"
    r"|\bhow\s+(?:strong|fast|slow|big|large|heavy|loud|hot|cold|high|low)\s+(?:was|were)\b"
    r"|\bhow\s+(?:big|large|full)\s+(?:is|are)\s+(?:the|our|my)\b|\bhow\s+much\s+(?:disk|storage)\b"
    r"|\bhow\s+much\s+did\b[^?]*\b(?:weigh|measure|read|draw|pull)\b"
    r"|\bwhat\s+(?:readings?|values?)\s+did\b"
    r"|\bwhat\s+(?!did\b)\w+(?:\s+\w+)?\s+did\s+(?:we|you|I)\s+(?:measure|clock|record|benchmark|observe)\b"
    r"|\bhow\s+long\s+(?:does|do|did)\b[^?]*\b(?:take|run)\b"
    r"|\bwhat\s+(?:[\w-]+\s+){0,2}" + _MEASURE + r"\s+did\s+(?:it|they|we|the\s+[^?]+?)\s+"
    r"(?:get|reach|achieve|hit|score|attain|land\s+at|end\s+up\s+with)\b"
    r"|\bwhat(?:'s|\s+is|\s+was|\s+are|\s+were)\s+(?:the|our|its|their)\s+(?:best|final|current|latest|top|peak|"
    r"highest|lowest|new)\s+(?:[\w-]+\s+){0,2}?" + _MEASURE + r"\b"
    r"|\bhow\s+much\s+(?:faster|slower|quicker|smaller|bigger|larger|lighter|heavier|better|worse|lower|higher|"
    r"shorter|longer)\b"
    r"|\bhow\s+much\s+did\b[^?]*\b(?:improve|drop|grow|shrink|change|increase|decrease|fall|rise)\b"
    r"|\bhow\s+(?:fast|slow|quick(?:ly)?)\s+(?:does|do|is|are|did)\b"
    r"|\bhow\s+many\s+(?:[\w-]+\s+){1,3}(?:did|does|do)\s+(?:it|they|we|the\s+(?:[\w-]+\s+){0,3}?[\w-]+)\s+(?:load|import|ingest|return|fetch|"
    r"pull|download|find|insert|upsert|skip|flag|match|parse|export|upload|index|embed|scan)\b"  # a count printed
    r"|\bhow\s+many\s+(?:[\w-]+\s+){1,3}came\s+(?:down|back|in|through)\b"
    r"|\bhow\s+many\s+(?:[\w-]+\s+){0,2}(?:tests|checks|specs|cases)\s+(?:passed|failed|ran)\b"
    r"|\bhow\s+many\b[^?]*\b(?:does|do|did)\s+(?:the|our|its|their)\s+(?:[\w-]+\s+){0,2}(?:dataset|database|db|table|bucket|repository|"
    r"repo|index|queue|cache|disk|volume|folder|directory|archive|backup|store)s?\s+(?:hold|have|contain|store|keep)\b"
    r"|\bhow\s+many\s+[\w-]+\s+per\s+(?:second|sec|minute|hour|step|epoch|request)\b"
    r"(?![^?]*\b(?:allowed|may|can|should|must|limit|limited|quota)\b)", re.I)  # a limit is a rule someone set
#: "How do I deploy X?", "How can I run the tests?", "What's the command to release?": the answer is a procedure
#: someone wrote down (a saved memory, a lesson), not each run of it.
PROCEDURE = re.compile(
    r"\bhow\s+(?:(?:do|can|would|should)\s+(?:I|we|you|one)|to)\s+(?:\w+\s+)?"
    r"(?:run|deploy|release|ship|push|publish|install|flash|put|build|start|launch|set\s+up|upgrade|update|"
    r"restore|back\s+up|migrate|roll\s+back|upload|bring\s+up|roll\s+out|redeploy|rebuild|restart|reset|"
    r"rotate|provision|seed|cut|tag)\b"
    r"|\bwhat(?:'s|\s+is|\s+are)\s+the\s+(?:steps|procedure|command|commands|way)\s+(?:to|for)\b", re.I)
PROCEDURE_KINDS = ("memory", "lesson")  # where a procedure is written down
#: The lift of each asked kind where it is not WEIGHT (docs/ranking.md, hybrid-v14 and hybrid-v15).
WEIGHTS = {"said": SAID_WEIGHT, "cause": 0.4, "failure": 0.3, "procedure": 0.5, "reading": 0.3}
#: How a user prompt's observation title starts (memory/ingest/observe.py writes it): "said" lifts prompts.
PROMPT_TITLE = "Prompt: "
#: How a shell command's observation title starts (memory/ingest/observe.py writes it): "reading" lifts them.
RUN_TITLE = "Run: "
#: How a failed tool call's observation title starts (memory/ingest/observe.py writes it): "failure" lifts them.
FAILED_TITLE = "Failed: "
#: question pattern -> the kind it asks for.
ASKS = (
    (re.compile(r"\b(?:which|what)\s+lessons?\b|^\W*the\s+lessons?\s+(?:about|on|from|we)\b|\blessons?\s+"
                r"(?:came|come|did\s+we\s+(?:learn|draw|take))\b", re.I), "lesson"),
    (re.compile(r"\b(?:which|what)\s+commits?\b" + _NOT_THE_THING, re.I), "commit"),
    (NAME_OR_PLACE, "rename"),
    (WHY_NEW_NAME, "rename-reason"),
    (NEW_NAME, "rename"),
    (re.compile(r"\b(?:which|what)\s+(?:unit\s+|regression\s+)?tests?\b" + _NOT_THE_THING
                + r"(?!\s+(?:run|runs|ran|failed|fails))", re.I), "test"),
    (READING, "reading"),  # before SAID: "what did the count say?" asks for a value, not a person's words
    (SAID, "said"),
    (PERSON, "said"),
    (FAILURE, "failure"),  # before CAUSE: "what made the build fail?" asks for the failure
    (CAUSE, "cause"),
    (PROCEDURE, "procedure"),
)
CHAINED = ("lesson", "commit", "test", "cause", "failure", "reading")  # kinds whose first item after a top result joins it (`chained`)
_COMMIT = re.compile(r"\bgit\s+commit\b")
_TEST_PATH = re.compile(r"(?:^|[\s/])(?:test_[\w.-]+|[\w.-]+_test\.\w+|[\w.-]+\.(?:test|spec)\.\w+|[\w.-]+Test\.\w+)"
                        r"(?:\s|$)"
                        r"|/(?:tests?|__tests__|spec)/[\w./-]+")
_FILE_VIEW = re.compile(r"^\s*(?:Read|Write|Edit|MultiEdit|Created|Updated)\b")


def asked_kind(query: str) -> str | None:
    """"lesson", "commit", "rename" (a name or place of code), "rename-reason" (why a rename: said in words),
    "test", "said" (what a person stated), "cause" (an explanation), "failure" (a failed call), "procedure" (a
    written-down how-to) or "reading" (a command's output) when the question asks for that kind of item, else None."""
    for pattern, kind in ASKS:
        if pattern.search(query or ""):
            return kind
    return None


def asks_name(query: str) -> bool:
    """Whether the answer is a name or place of code (a rename or move answers it): `NAME_OR_PLACE`,
    "which/what (source) file / command / type ... ?", or a question about a new name (`NEW_NAME`)."""
    q = query or ""
    return bool(NAME_OR_PLACE.search(q) or _WHICH_CODE.search(q) or NEW_NAME.search(q))


def is_kind(kind: str, item_kind: str, title: str) -> bool:
    """Whether an item (its kind and title) is of the asked `kind`."""
    if kind == "lesson":
        return item_kind == "lesson"
    if kind == "said":  # a prompt (not one asking a question) or a saved memory; `title`: title and body start
        return item_kind == "memory" or (item_kind == "observation" and (title or "").startswith(PROMPT_TITLE)
                                         and not (title or "").rstrip().endswith("?"))
    if kind == "cause":  # what was said or learnt, in words that explain
        return (is_kind("said", item_kind, title) or item_kind == "lesson") and bool(EXPLAINS.search(title or ""))
    if kind == "failure":
        return item_kind == "observation" and (title or "").startswith(FAILED_TITLE)
    if kind == "procedure":
        return item_kind in PROCEDURE_KINDS
    if kind == "reading":  # a command's output, not a commit
        return item_kind == "observation" and (title or "").startswith(RUN_TITLE) and not _COMMIT.search(
            (title or "").split("\n", 1)[0])
    if kind == "rename-reason":  # said in words, and a rename
        return is_kind("said", item_kind, title) and is_kind("rename", item_kind, title)
    if kind == "rename":  # `title`: the title and the start of the body
        return item_kind in ("observation", "section", "memory") and (bool(_RENAMES.search(title or ""))
                                                                       or renames_identifier(title or ""))
    first = (title or "").split("\n", 1)[0]
    if kind == "commit":
        return item_kind == "observation" and bool(_COMMIT.search(first))
    return item_kind in ("observation", "section") and bool(_FILE_VIEW.match(first) and _TEST_PATH.search(first))


def only_renames(item_kind: str, said: str) -> bool:
    """A rename and nothing else: a prompt that asks for one in its first sentence, or an edit or command that
    does one; not a prompt that decides something else first and renames on the way ("Actually let's not
    keep the CDN on R2 ... While we're at it, rename the group")."""
    if not is_kind("rename", item_kind, said):
        return False
    if not said.startswith(PROMPT_TITLE):
        return True
    body = said.split("\n", 1)[-1] or said
    return bool(_RENAMES.search(SENTENCE_END.split(body, maxsplit=1)[0]))


def renames_identifier(said: str) -> bool:
    """An edit's text ("--- before ... +++ after ...") that changes exactly one name (4+ characters) into another."""
    m = _EDIT.search(said)
    if m is None:
        return False
    old, new = set(_IDENT.findall(m.group("old"))), set(_IDENT.findall(m.group("new")))
    return len(old - new) == 1 and len(new - old) == 1


def by_asked_kind(scored: list, titles: Mapping[int, str], query: str, weight: float, depth: int) -> list:
    """`scored` (ranking.Scored, best first) with those of the first `depth` of the kind `query` asks for
    multiplied by 1 + `weight` and re-sorted; unchanged when it names no kind or `weight` is 0."""
    kind = asked_kind(query) if weight else None
    if kind is None or not scored:
        return scored
    head = scored[:depth]
    for s in head:
        if is_kind(kind, s.candidate.kind, titles.get(s.candidate.doc_id) or ""):
            s.score *= 1.0 + weight
            s.matched.append("asked-kind")
    return sorted(head, key=lambda s: (-s.score, s.candidate.doc_id)) + list(scored[depth:])


def chained(anchors: list[tuple[int, str | None, float]], rows: list[tuple[int, str, str | None, float]],
            titles: Mapping[int, str], kind: str) -> dict[int, int]:
    """For each anchor (doc id, session, ts), the first row (doc id, kind, session, ts) after it of the asked
    `kind` within CHAIN_SPAN (an observation: in the anchor's session; a lesson has none): doc id -> the anchor's
    doc id (the best anchor first wins)."""
    out: dict[int, int] = {}
    for doc, session, ts in anchors:
        after = sorted((r for r in rows if ts <= r[3] <= ts + CHAIN_SPAN and r[0] != doc
                        and (r[1] not in ("observation", "section") or r[2] == session)
                        and is_kind(kind, r[1], titles.get(r[0]) or "")), key=lambda r: (r[3], r[0]))
        if after and after[0][0] not in out:
            out[after[0][0]] = doc
    return out
