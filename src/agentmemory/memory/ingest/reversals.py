"""What a reversal names as dropped, and what an earlier decision leads with (pure helpers of `supersede`)."""
from __future__ import annotations

import re

from ...search import text

_DROPPING = re.compile(
    r"\b(?:instead of|rather than|no longer(?: use| using| need)?|stop(?:ped)? \w+ing|drop(?:ped|ping)?|"
    r"switch(?:ed|ing)? (?:away )?from|mov(?:e|ed|ing) (?:away from|off)|migrat(?:e|ed|ing) (?:from|off)|"
    r"replac(?:e|ed|ing)|abandon(?:ed)?|scrap(?:ped)?|(?:not|don't|won't) use|ditch(?:ed|ing)?|"
    r"decid(?:e|ed|ing) against|(?:get|got|getting) rid of|no more(?! than)|forget(?: about)?|let(?:'s| us) not|"
    r"(?:don't|do not) bother with|roll(?:ed|ing)? back|scratch(?! that)|ignore what (?:i|we) said about|"
    r"(?:go(?:ing)? with|prefer|pick|choose|chose|opt(?:ed)? for)\s+[^.,;:!?\n]{1,40}?\s+over|"
    r"raise|raising|lower|increase|decrease|reduce|bump|shorten|lengthen|extend|change|set|cut)"
    r"\s+([^.,;:!?()\n]+)", re.I)
#: where the named object ends: a preposition, or a second verb ("drop X and move to Y")
_OBJECT_END = re.compile(r"\s(?:for|to|in|into|with|because|so|since|from|on|at|by|when|while|"
                         r"(?:and|or|then) (?:\w+ )?(?:move|switch|use|go|put|keep|run|sum|add|make)\w*)\b", re.I)
_LEAD_MIN = 3  # content stems a sentence needs to state a decision (not "Let's put it online.")
SENTENCE = re.compile(r"(?<=[.!?])\s+|\n+")  # where a sentence ends (supersede reads them too)


def _stems(said: str) -> set[str]:
    return {text.stem(w) for w in text.words(said, keep_underscores=True)} - text.STOP_WORDS


def dropped(clauses: list[str]) -> set[str]:
    """Content stems of what the reversing sentences say they drop ("stop trusting X", "drop X and
    move to Y", "instead of X"); empty when they name nothing ("price by cone instead")."""
    out: set[str] = set()
    for clause in clauses:
        for m in _DROPPING.finditer(clause):
            obj = _OBJECT_END.split(" " + m.group(1), maxsplit=1)[0]
            out |= _stems(obj)
    return out


def names_dropped(drop: set[str], said: str) -> bool:
    """Whether an earlier text names something the reversal drops (always, when it names nothing)."""
    return not drop or bool(drop & _stems(said))


def lead(said: str) -> set[str]:
    """Content stems of the first sentence of `said` that states something (its topic: a prompt
    deciding several things leads with the main one)."""
    for sentence in SENTENCE.split(said):
        stems = set(text.stems(sentence)) - text.STOP_WORDS
        if len(stems) >= _LEAD_MIN:
            return stems
    return set(text.stems(said)) - text.STOP_WORDS
