"""Words, content words, stop words and stemming: the one tokeniser of search and memory.

Words are what SQLite FTS5's ``unicode61`` tokenizer calls tokens (runs of letters and
digits, lower-cased); stems are FTS5's ``porter`` stems (the Snowball "porter" algorithm),
so a Python-side comparison (near-duplicate memories, summary sentences, recall) folds
"tests"/"testing" onto "test" as the keyword index does (SQLite's Porter and Snowball's differ
on a few rare endings: "ecology", "incredibly", "trekked").
"""
from __future__ import annotations

import json
import re
import threading
from functools import lru_cache
from pathlib import Path
from typing import Iterable

import snowballstemmer

#: A word as FTS5's unicode61 sees it: letters and digits; `_` and punctuation separate.
_WORD = re.compile(r"[^\W_]+")
#: Where a sentence ends (the space after its . ! or ?), and where a sentence or a line ends.
SENTENCE_END = re.compile(r"(?<=[.!?])\s+")
SENTENCES = re.compile(r"(?<=[.!?])\s+|\n+")
#: A dotted number: a version ("1.0.0", "v2.9"), an address ("10.40.12.21"), a decimal ("0.35").
DOTTED_NUMBER = re.compile(r"(?<![\w.])v?\d+(?:\.\d+)+(?![\w]|\.\d)", re.I)
#: A word that keeps `_` inside it (`snake_case`), for a query term quoted as one FTS5 phrase.
_IDENT = re.compile(r"\w+")
#: `_WORD` on ASCII text (the same words: there `\w` is `[A-Za-z0-9_]`), a third faster.
_ASCII_WORD = re.compile(r"[0-9A-Za-z]+")

#: English function words plus question words; they carry no topic, and in an OR query they
#: would pull in nearly every row. Short tokens left by apostrophes ("caroline's" -> "caroline",
#: "s") are here too.
STOP_WORDS = frozenset("""
a about above after again against all also am an and any are aren as at be because been before being
below between both but by can cannot could couldn did didn do does doesn doing don down during each
few for from further had hadn has hasn have haven having he her here hers herself him himself his i
if in into is isn it its itself just let ll me might more most mustn my myself no nor not now of off
on once only or other ought our ours ourselves out over own re same shan she should shouldn so some
such than that the their theirs them themselves then there these they this those through to too
under until up upon us ve very was wasn we were weren what when where which while who whom whose why
will with won would wouldn you your yours yourself yourselves s t d m o y
how kind type sort ever likely according based
""".split())

#: For summarising transcripts: the query stop words plus speaker labels and filler that says
#: nothing about a session's topic. Not for queries: "may" and "done" can be what is asked for.
TRANSCRIPT_STOP_WORDS = STOP_WORDS | frozenset(
    "else yes done may must user assistant".split())

#: For the relevance gate (memory/recall/gate.py): the query stop words plus verbs, fillers and the
#: gate's own cue words that appear in almost any message ("use", "should", "remember", "last time"),
#: so a stored turn is never recalled just because it shares one of them with the question.
WEAK_WORDS = STOP_WORDS | frozenset("""
use used uses using get gets got getting make makes made making want wants wanted need needs needed
know knew think thought tell told say says said go goes going went come came take took give gave
see saw look looked like likes liked try tried put keep kept let lets thing things something anything
everything stuff way ways good best better bad new old one ones really actually maybe please ok okay
thanks hi hello yes remember remembered recall discuss discussed discussing talk talked talking
mention mentioned last time times earlier previously before ago again still exactly exact word words
verbatim quote quoted literally precise wording question questions help idea ideas lot lots much many
today yesterday tomorrow now right just also even well sure would could should might must shall may
""".split())

_LOCAL = threading.local()  # a snowball stemmer keeps the word it works on: one per thread


def _stemmer():
    stemmer = getattr(_LOCAL, "stemmer", None)
    if stemmer is None:
        stemmer = _LOCAL.stemmer = snowballstemmer.stemmer("porter")
    return stemmer


def words(text: str | None, *, keep_underscores: bool = False, lower: bool = True) -> list[str]:
    """Lower-cased (unless not `lower`) words of `text` in order (repeats kept).

    `keep_underscores` keeps `snake_case` as one word (a query term quoted as an FTS5
    phrase still matches it as "snake case"); otherwise `_` separates words as in FTS5.
    """
    text = text or ""
    return (_IDENT if keep_underscores else _WORD).findall(text.lower() if lower else text)


#: FTS5's porter tokenizer leaves words shorter than 3 or longer than 64 characters as they are.
_STEM_LENGTHS = range(3, 65)


@lru_cache(maxsize=65536)
def stem(word: str) -> str:
    """FTS5's porter stem of one lower-case word ("passwords" -> "password", "is" stays "is"). Each thread has its
    own stemmer: one shared by a request and the distiller thread mixed their words up (an IndexError, a 500)."""
    return (_stemmer().stemWord(word) or word) if len(word) in _STEM_LENGTHS else word


def stems(text: str | None) -> list[str]:
    """The stems of every word of `text`, in order."""
    return [stem(w) for w in words(text)]


def content_words(text: str | None, stop: frozenset[str] = STOP_WORDS, min_len: int = 2,
                  stemmed: bool = True) -> list[str]:
    """Words that carry meaning (their stems unless not `stemmed`): stop words and words shorter
    than `min_len` dropped."""
    kept = [w for w in words(text) if len(w) >= min_len and w not in stop]
    return [stem(w) for w in kept] if stemmed else kept


def unique(items: Iterable[str]) -> list[str]:
    """`items` without repeats, first occurrence order."""
    return list(dict.fromkeys(items))


_ENTITY = re.compile(r"[\w./-]*[A-Za-z][\w./-]*")


_OPENERS = frozenset(".!?:;\n\"'“‘([*-#>")  # after one of these (and spaces), a capital starts a sentence or item


def _sentence_start(text: str, at: int) -> bool:
    """The word at `at` opens the text, a sentence, a line or a quote: its capital says nothing."""
    i = at - 1
    while i >= 0 and text[i] in " \t":
        i -= 1
    return i < 0 or text[i] in _OPENERS


def entities(texts: Iterable[str], exclude: set[str], limit: int) -> list[str]:
    """Names in `texts`: file paths and names, identifiers (snake_case, camelCase, dotted), error
    and capitalised words inside a sentence ("Thanks" or "Fixed" opening one is no name); lower-cased
    `exclude` and stop words left out;
    most frequent first."""
    counts: dict[str, int] = {}
    for t in texts:
        for m in _ENTITY.finditer(t or ""):
            w = m.group().strip("./-")
            named = "_" in w or "/" in w or "." in w or any(c.isupper() for c in w[1:]) or (
                w[:1].isupper() and not _sentence_start(t, m.start()))
            if named and 3 <= len(w) <= 60 and w.lower() not in exclude and w.lower() not in STOP_WORDS:
                counts[w] = counts.get(w, 0) + 1
    return sorted(counts, key=lambda w: (-counts[w], w))[:limit]


#: An identifier's word parts: an upper-case run before a capitalised word ("HTTPServer" -> "HTTP"),
#: a lower-case run with its capital, an upper-case run, digits.
_PART = re.compile(r"[A-Z]+(?=[A-Z][a-z])|[A-Z]?[a-z]+|[A-Z]+|[0-9]+")
_HEX_ID = re.compile(r"(?=[a-f]*[0-9])[0-9a-f]{7,}|[0-9a-f-]{32,}")  # commit hashes, ids: no parts
_CODE_SPAN = re.compile(r"(?<![^\W_])[^\W_]+(?:[._/-]+[^\W_]+)+")  # a path, dotted, snake_case or kebab-case name
_VOCABULARY_FILE = Path(__file__).with_name("minilm_tokenizer.json")


@lru_cache(maxsize=1)
def _vocabulary() -> frozenset[str]:
    """Whole English words (3+ ASCII letters) of the bundled WordPiece vocabulary."""
    vocab = json.loads(_VOCABULARY_FILE.read_text(encoding="utf-8"))["model"]["vocab"]
    return frozenset(w for w in vocab if len(w) >= 3 and w.isascii() and w.isalpha())


def is_word(word: str) -> bool:
    """Whether a lower-case word (or its stem) is a whole English word of the bundled vocabulary."""
    return word in _vocabulary() or stem(word) in _vocabulary()


def _compound(word: str) -> list[str]:
    """A lower-case word that is neither a vocabulary word nor an inflected one, but two joined ones
    ("sensorhub" -> "sensor", "hub"), the most even split first; [] otherwise."""
    vocab = _vocabulary()
    if not 8 <= len(word) <= 30 or is_word(word):
        return []
    cuts = sorted(range(3, len(word) - 2), key=lambda i: -min(i, len(word) - i))
    return next(([word[:i], word[i:]] for i in cuts if word[:i] in vocab and word[i:] in vocab), [])


@lru_cache(maxsize=65536)
def _code_parts(token: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The word parts of one FTS5 token in its original case: (its camelCase, PascalCase and digit
    parts, the two words a part joins that count only inside a name); ((), ()) when it has none."""
    if _HEX_ID.fullmatch(token.lower()):
        return (), ()
    parts = [p.lower() for p in _PART.findall(token)]
    split = [p for p in parts if len(p) >= 2 and not p.isdigit()] if len(parts) > 1 else []
    joined = [w for p in parts if p.isalpha() for w in _compound(p)]
    return tuple(p for p in split if p not in STOP_WORDS), tuple(p for p in joined if p not in STOP_WORDS)


def code_words(*texts: str | None, paths: bool = False) -> str:
    """The word parts of the identifiers in `texts` that FTS5's unicode61 keeps as one token, each once
    ("checkOverlap sensorhub.py" -> "check overlap sensor hub"): camelCase, PascalCase and digit
    boundaries, and two vocabulary words run together inside a path, dotted, snake_case or kebab-case
    name (prose keeps "payloads"). `paths`: also the names inside paths and dotted names, which
    PostgreSQL's parser keeps whole (`a/b.py` is one token there). Linear in the text."""
    found: dict[str, None] = {}
    done: set[str] = set()  # tokens without joined words, already added (a title is repeated in its body)
    for text in texts:
        text = text or ""
        spans: list[str] | None = _CODE_SPAN.findall(text) if paths else None
        named: set[str] | None = None
        for token in dict.fromkeys((_ASCII_WORD if text.isascii() else _WORD).findall(text)):
            if token in done:
                continue
            split, joined = _code_parts(token)
            if split:
                found.update(dict.fromkeys(split))
            if not joined:
                done.add(token)
            else:  # rare: the names are found only when a token needs them
                spans = _CODE_SPAN.findall(text) if spans is None else spans
                named = set(_WORD.findall(" ".join(spans))) if named is None else named
                if token in named:
                    found.update(dict.fromkeys(joined))
        dotted = _WORD.findall(" ".join(s for s in spans or () if "." in s or "/" in s).lower()) if paths else ()
        found.update(dict.fromkeys(w for w in dotted if len(w) >= 2 and w not in STOP_WORDS
                                   and not w.isdigit() and not _HEX_ID.fullmatch(w)))
    return " ".join(found)
