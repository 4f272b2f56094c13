"""Which sentences say they reverse an earlier decision, what they name as dropped, what an earlier decision
leads with, which rename a prompt asks for, whether prose names a word as code and whether it asked for a file
to go (pure helpers of `supersede`)."""
from __future__ import annotations

import re
from collections.abc import Iterator

from ...search import text

#: Cues both of a reversal (`REVERSAL`) and of what it drops (`_DROPPING`, the object after them), written once.
_DROP_CUES = (r"ditch(?:ed|ing)?|decid(?:e|ed|ing) against|(?:get|got|getting) rid of|no more(?! than)|"
              r"let(?:'s| us) not|roll(?:ed|ing)? back")
_OVER = r"(?:go(?:ing)? with|prefer|pick|choose|chose|opt(?:ed)? for)\s+[^.,;:!?\n]{1,40}?\s+over"  # "go with Y over X"
#: "we leave Railway", "decided to leave Heroku": leaving a named provider or tool ("leave it", "leave the tests" keep)
_LEAVE = r"(?:(?<=\bwe )|(?<=\bto ))(?:leav(?:e|ing)|left)(?=\s+(?-i:[A-Z]))"
_CHANGE_VERBS = r"raise|raising|lower|increase|decrease|reduce|bump|shorten|lengthen|extend|change|set|cut"
_DROPPING = re.compile(
    r"\b(?:instead of|rather than|no longer(?: use| using| need)?|stop(?:ped)? \w+ing|drop(?:ped|ping)?(?![-‑])|"
    r"switch(?:ed|ing)? (?:away )?from|mov(?:e|ed|ing) (?:away from|off)|migrat(?:e|ed|ing) (?:from|off)|"
    r"replac(?:e|ed|ing)|abandon(?:ed)?|scrap(?:ped)?|(?:not|don't|won't) use|" + _DROP_CUES + "|forget(?: about)?|"
    r"(?:don't|do not) bother with|scratch(?! that)|ignore what (?:i|we) said about|" + _OVER + "|" + _LEAVE + "|" +
    _CHANGE_VERBS +
    r")\s+(?!of plans?\b)([^.,;:!?()\n]+)", re.I)  # "change of plan" is the cue itself, not a change of "plan"
#: where the named object ends: a preposition, or a second verb ("drop X and move to Y")
_OBJECT_END = re.compile(r"\s(?:for|to|in|into|with|because|so|since|from|on|at|by|when|while|once|until|unless|"
                         r"(?:and|or|then) (?:\w+ )?(?:move|switch|use|go|put|keep|run|sum|add|make)\w*)\b", re.I)
_LEAD_MIN = 3  # content stems a sentence needs to state a decision (not "Let's put it online.")
#: "changed our mind", "Teodor changed his mind": a cue of a reversal (`REVERSAL`) and a word of no subject (supersede)
CHANGED_MIND = r"chang(?:e|es|ed|ing) (?:our|my|his|her|their|\w+'s) minds?"
#: "drop the old clicks table", "drop the unused index": dropping a database object is an operation on it, not a
#: reversal of a choice (a multi-topic note that ends "drop the clicks table once the report is out" carries out a plan)
_DB_OBJECT = (r"(?!\s+(?:the\s+|a\s+|an\s+|that\s+|this\s+|our\s+|its\s+)?(?:[\w.`'-]+\s+){0,3}?"
              r"(?:tables?|columns?|indexe?s?|views?|databases?|schemas?|constraints?|partitions?)\b)")
#: the cues of a reversal in prose (`reversal_clauses`)
REVERSAL = re.compile(
    r"\b(instead|no longer|switch(?:ed|ing)? (?:to|from|back)|revert(?:ed|ing)?|replac(?:e|ed|ing)|rather than|"
    r"(?:go|goes|going|went|move|moving|moved) back to(?!\s+(?:being|normal|sleep|work|it)\b)|"
    r"drop(?:ped|ping)?(?![-‑])" + _DB_OBJECT + r"|"  # "drop-off", "drop-down": nouns
    r"abandon(?:ed)?|revers(?:e|ed|ing)|" + CHANGED_MIND + r"|undo|"
    r"stop(?:ped)? (?:using|\w+ing)|mov(?:e|ed|ing) (?:away from|off)|migrat(?:e|ed|ing) (?:to|from|off)|scrap(?:ped)?|"
    r"not use|don't use|won't use|supersed(?:e|es|ed)|change of plan|actually|stay(?:ing)? (?:on|with)|no,? wait|"
    r"on second thoughts?|scratch (?:that|this|it|the)|" + _DROP_CUES + "|"
    r"(?<!don't )(?<!do not )(?<!never )forget (?:about )?(?:the|that|it|this|our|my)|"
    r"(?:don't|do not) bother|ignore what (?:i|we) said|never ?mind|" + _OVER + "|" + _LEAVE + r")\b", re.I)
#: "Back to self-hosting: ...", "Back to Postgres.", "Back to the old parser." (a sentence that opens so returns
#: to an earlier choice; "Back to the login bug:" resumes a topic)
_BACK_TO = re.compile(r"\W*back to\s+(?:the\s+(?:old|previous|original|earlier)\b|(?!(?:the|this|that|it|work|you)\b)\w)",
                      re.I)
#: ... but "Back to yesterday's failed deploy", "Back to the flaky test issue" resume a task or a problem
_TOPIC = re.compile(r"\b(?:\w+day|tonight|morning|week|month)'s\b|\b(?:fail\w*|bug|error|issue|problem|crash\w*|broke\w*|"
                    r"question|ticket|task|todo|flaky|outage|incident)\b", re.I)
#: a new value for a setting ("raise the upload limit to 50 MB", "lower the polling to every 30 minutes"): it
#: replaces an earlier decision that gave the same subject a value (a number), not one that gave none
VALUE_CHANGE = re.compile(r"\b(?:" + _CHANGE_VERBS + r")\b[^.;!?\n]{0,80}?\bto\s+(?:every\s+|about\s+|around\s+|only\s+)?\d"
                          # "make the hold 25 minutes", "make it 30 s": a number with its unit
                          r"|\bmake\s+(?:the|it|that|this|our|each|every)\b[^.;!?\n]{0,40}?\s\d+(?:[.,]\d+)?\s*"
                          r"(?:ms|s|secs?|seconds?|mins?|minutes?|h|hours?|days?|weeks?|[kmg]b|px|%|percent)\b", re.I)
#: "rename [the] X [Y] to Z": a rename a prompt asks for (`rename_asked` tells which word is the old name)
RENAME = re.compile(r"\brenam(?:e|ed|ing)\s+(?:(?:the|our|its|this|that)\s+)?`?([\w.-]{3,})`?(?:\s+`?([\w.-]+)`?)?\s+"
                    r"(?:to|into|as)\s+`?([\w.-]{3,})", re.I)
#: "rename the model to Reservation": a kind of code, not the old name (which the prompt gives elsewhere)
_KIND_NOUNS = frozenset("""model class function method table column file folder directory command subcommand
variable module package service component field route endpoint job task test type struct crate app project repo
constant helper hook script view controller page screen key setting option flag tool group schema context product
extension alert macro topic queue bucket dataset workflow pipeline target metric dashboard index namespace branch
image container plugin library bundle channel event enum interface trait protocol entity collection migration
template prompt role policy secret widget""".split())
#: "rename the old parser to X", "rename the edge function to X": a word that says which one, not its name
_WHICH = frozenset("old new current existing main whole entire edge cloud background scheduled".split())
_CODE = re.compile(r"`[^`\n]*`")


def _run(said: str) -> list[str]:
    """Content stems of `said` in order."""
    return [s for s in (text.stem(w) for w in text.words(said, keep_underscores=True)) if s not in text.STOP_WORDS]


def _stems(said: str) -> set[str]:
    return set(_run(said))


def _drops(clauses: list[str]) -> Iterator[tuple[re.Match, str]]:
    """Each drop cue of the reversing sentences (its match) with what it names, up to where that ends."""
    for clause in clauses:
        for m in _DROPPING.finditer(clause):
            yield m, _OBJECT_END.split(" " + m.group(1), maxsplit=1)[0]


def dropped(clauses: list[str]) -> set[str]:
    """Content stems of what the reversing sentences say they drop ("stop trusting X", "drop X and
    move to Y", "instead of X"); empty when they name nothing ("price by cone instead")."""
    return {s for _, obj in _drops(clauses) for s in _run(obj)}


def dropped_phrases(clauses: list[str]) -> list[tuple[str, ...]]:
    """What the reversing sentences drop, as runs of two content stems or more ("we drop the magic link"
    -> (magic, link)): a name of that many words in an earlier decision's lead is the thing reversed."""
    return [tuple(run) for run in (_run(obj) for _, obj in _drops(clauses)) if len(run) >= 2]


#: where a bare name ends ("drop jpx rather than ship woodstox", "drop Seq and keep the logs in App Insights")
_NAME_END = re.compile(r"\s+(?:rather than|instead of|and|but|or|for|to|in|with|because|so|from|on|at|now|too)\b"
                       r"|\s*[,;:]", re.I)
_NAME = re.compile(r"[\w@-][\w.@-]*$")  # a package, tool or product; not a path (a move says so itself)


def dropped_names(clauses: list[str]) -> set[str]:
    """The bare names a reversal drops ("drop jpx", "switch from Codemagic to ...", "ditch Mailgun"): one
    word after the cue that is no English word (or is capitalised mid-sentence, or has the shape of code).
    The earlier decision that chose it may share nothing else with the reversal."""
    out: set[str] = set()
    for m, _ in _drops(clauses):
        if re.match(_CHANGE_VERBS + r"\b", m.group(0), re.I):
            continue  # "bump Vite to 6", "set workers to 4": a new value, not a dropped choice
        bare = _NAME_END.split(m.group(1).strip(), maxsplit=1)[0].strip("`'\" ")
        if _NAME.match(bare) and not bare.isdigit() and bare.lower() not in text.STOP_WORDS and (
                bare[0].isupper() or not bare.isalpha() or not text.is_word(bare.lower())):
            out.add(bare.lower())
    return out


def leads_with(phrases: list[tuple[str, ...]], said: str) -> bool:
    """Whether the lead sentence of `said` names one of `phrases` word for word ("Magic link only, ...")."""
    run = _run(_lead_sentence(said))
    return any(run[i:i + len(p)] == list(p) for p in phrases for i in range(len(run) - len(p) + 1))


def names_dropped(drop: set[str], said: str) -> bool:
    """Whether an earlier text names something the reversal drops (always, when it names nothing)."""
    return not drop or bool(drop & _stems(said))


def lead(said: str) -> set[str]:
    """Content stems of the first sentence of `said` that states something (its topic: a prompt
    deciding several things leads with the main one)."""
    return set(text.stems(_lead_sentence(said))) - text.STOP_WORDS


def _lead_sentence(said: str) -> str:
    for sentence in text.SENTENCES.split(said):
        if len(set(text.stems(sentence)) - text.STOP_WORDS) >= _LEAD_MIN:
            return sentence
    return said


def reversal_clauses(said: str) -> list[str]:
    """The sentences of `said` that say it reverses something, each with the sentence after it (what
    replaces it, or why): a cue in prose, not in code (a cue in backticks or in capitals, as SQL's
    `INSERT OR REPLACE`, is a word of the code). [] when it reverses nothing."""
    sentences = text.SENTENCES.split(_CODE.sub(" ", said))
    return [" ".join(sentences[i:i + 2]) for i, s in enumerate(sentences)
            if any(not m.group(0).isupper() for m in REVERSAL.finditer(s)) or VALUE_CHANGE.search(s)
            or _BACK_TO.match(s) and not _TOPIC.search(s)]


def rename_asked(said: str) -> tuple[str, str] | None:
    """The old and new name of the rename a prompt asks for, when it names the old one: "rename the report
    command to summary", "rename the group RemoteLevels to LevelPacks"; not "rename the model to X" (the
    kind of thing renamed), nor "rename the Stripe tool to find_stripe_customer" (which tool, kept in the
    new name: the old one is given elsewhere)."""
    m = RENAME.search(said)
    if m is None:
        return None
    first, second, new = m.groups()
    if second is None:
        return None if _kind(first) else (first, new)
    if _kind(first):  # "the group RemoteLevels"
        return None if _kind(second) else (second, new)
    if not _kind(second) or first.lower() in _WHICH or first.lower() in text.words(new):
        return None
    return first, new


def _kind(word: str) -> bool:
    return word.lower() in _KIND_NOUNS or word.lower().removesuffix("s") in _KIND_NOUNS


def as_code(name: str, said: str) -> bool:
    """Whether prose names `name` as code: a name no plain English word ("useRoster", "jpx"), or one set off as
    code ("`report`", "/appointments", "'report'"). "patient appointments" in a kickoff prompt is not the route
    an edit renames."""
    if name != name.lower() or not text.is_word(name):
        return True
    return bool(re.search(rf"(?:[`'\"/.:]|--){re.escape(name)}\b|\b{re.escape(name)}(?:[`'\"(/]|\.\w)", said))


_GONE_CUES = r"\b(?:no|never|not|without|remove|delete|drop|rm|ditch|get\s+rid\s+of|stop\s+using)\b"


def wants_gone(said: str, gone: list[str]) -> bool:
    """Whether a prompt asks for a deleted file to go or rules it out ("Remove netlify.toml", "no package-lock.json"):
    the deletion carries it out and leaves it true."""
    return any(re.search(_GONE_CUES + r"(?:\W+[\w.-]+){0,3}?\W+" + re.escape(p.rstrip("/").rsplit("/", 1)[-1]) +
                         r"(?![\w-]|\.\w)", said, re.I) for p in gone if p.strip("/."))
