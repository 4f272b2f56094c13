"""Privacy filter: drop `<private>` spans and redact secrets before anything is stored.

Where it runs. Every write op's validated input is cleaned of secrets once, at the op
boundary (`ops.invoke` calls `strip_secrets` on all of it: every field, dict key, list item
and tag, at any depth), so no field, present or future, reaches a service, an event, an echo
or the database with a secret in it; a field its model lists in `UNSCANNED` (observe's `data`)
is left to its service, which cleans it first thing. The services call `strip_private`
on the text they store (observation data, memory content, ...) to drop `<private>` spans and to count
what was removed (secrets too: one pass for an UNSCANNED field); they also cover what the server reads
itself (transcript files).

`strip_private(value)` walks a JSON-like value (str / dict / list / tuple; other scalars
pass through) and returns `(cleaned, redactions)`:

* `<private>...</private>` spans are removed (case-insensitive, across lines); an
  unclosed `<private>` removes everything to the end of the string, because the
  writer clearly meant the rest to stay out of memory.
* Secrets found in text (and in dict keys) are replaced by `[REDACTED:<kind>]` (URL passwords
  by a bare `[REDACTED]` so the URL still reads as a URL); `secret_patterns.SECRET_PATTERNS`
  is the table of kinds, in the order they are applied.
* A dict value whose key names a secret (`password`, `apiKey`, `Set-Cookie`, ...)
  is replaced wholesale by `[REDACTED]` when it is a non-empty string.
* `redactions` counts the private spans removed plus the redaction markers the cleaned
  value holds, so a value cleaned at the boundary and again by its service reports the same
  count; cleaning twice changes nothing else.

Cost: linear in the text. Each pattern runs only where one of its anchor literals occurs
(found with `str.find`; secret_patterns.py), so text without them costs a few literal scans.
A JSON value is first checked as a whole (`_Survey`: its strings joined once, the anchors
looked up once), and only strings holding an anchor, a `<private` span or a marker are
scanned one by one; a value with none of them comes back as it is.
Callers check size limits before calling this.
"""
from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache
from typing import Any

from .secret_patterns import MARKER_PREFIX, REDACTED, SECRET_PATTERNS, SecretPattern

__all__ = ["REDACTED", "SECRET_PATTERNS", "SecretPattern", "cut_text", "cut_to_fit", "is_secret_key", "redact_text",
           "scan_secrets", "strip_private", "strip_secrets"]

# Sentence punctuation that trails an unquoted value ("token=abc123." / "f(token=x)").
_TRAIL = ",;:.)}]>\\"  # and a backslash: the escape of a closing quote in JSON-escaped text
_PRIVATE_SPAN = re.compile(r"<private(?:\s[^<>]*)?>.*?(?:</private\s*>|\Z)", re.I | re.S)
_MAX_PASSES = 3


def _lower(text: str) -> str:
    """Lower-cased with the same length (str.lower() lengthens a few characters, such as U+0130)."""
    low = text.lower()
    return low if len(low) == len(text) else text.translate(_ASCII_LOWER)


_ASCII_LOWER = str.maketrans("ABCDEFGHIJKLMNOPQRSTUVWXYZ", "abcdefghijklmnopqrstuvwxyz")
# Every anchor in one regex. Trigger: most strings are short and clean (keys, ids, a hook's fields).
# Why: one search answers "no pattern can match" for them in about a microsecond. Outcome: used
# below _SHORT characters; on long text the per-pattern `in` checks are faster than this alternation.
_ANY_ANCHOR = re.compile("|".join(re.escape(a) for sp in SECRET_PATTERNS for a in sp.anchors))
_SHORT = 512


# Several anchors: one alternation, so the search for the next one stays in C.
_ANCHOR_RX = {sp.kind: re.compile("|".join(map(re.escape, sp.anchors))) for sp in SECRET_PATTERNS}
# Every anchor that holds no other anchor: wherever some anchor occurs, one of these occurs; and the
# kinds whose anchors hold each (only those can match where that one is the only anchor found).
_ANCHORS = tuple(dict.fromkeys(a for sp in SECRET_PATTERNS for a in sp.anchors))
_MIN_ANCHORS = tuple(a for a in _ANCHORS if not any(b != a and b in a for b in _ANCHORS))
_PATTERNS_OF = {m: frozenset(sp.kind for sp in SECRET_PATTERNS if any(m in a for a in sp.anchors))
                for m in _MIN_ANCHORS}


def _apply(sp: SecretPattern, text: str, low: str) -> tuple[str, int, int]:
    """Replace `sp`'s accepted matches: (text, redacted, rejected). Like `regex.sub`, a match
    consumes its characters even when `accept` rejects it (which keeps the scan linear)."""
    if all(lit not in low for lit in sp.anchors):
        return text, 0, 0
    if len(sp.anchors) == 1:
        lit = sp.anchors[0]
        next_at = lambda pos: low.find(lit, pos)  # noqa: E731
    else:
        rx = _ANCHOR_RX[sp.kind]
        next_at = lambda pos: (a.start() if (a := rx.search(low, pos)) else -1)  # noqa: E731
    marker = sp.marker or f"[REDACTED:{sp.kind}]"
    has_secret_group = "secret" in sp.regex.groupindex
    trim_unquoted = sp.trim and "q" in sp.regex.groupindex
    trim_all = sp.trim and not trim_unquoted
    out: list[str] = []
    last = pos = found = rejected = 0
    while (found_at := next_at(max(pos - sp.anchor_offset, 0))) >= 0:
        start = found_at + sp.anchor_offset
        m = sp.regex.match(text, start)
        if m is None:
            pos = start + 1
            continue
        pos = max(m.end(), start + 1)
        whole = m.group(0)
        if not has_secret_group:
            if sp.accept and not sp.accept(m, whole):
                rejected += 1
                continue
            out += (text[last:start], marker)
            last = m.end()
            found += 1
            continue
        value = m.group("secret")
        if trim_all or (trim_unquoted and not m.group("q")):
            value = value.rstrip(_TRAIL)
        if not value or (sp.accept and not sp.accept(m, value)):
            rejected += 1
            continue
        s = m.start("secret")
        out += (text[last:s], marker)
        last = s + len(value)
        found += 1
    if not found:
        return text, 0, rejected
    out.append(text[last:])
    return "".join(out), found, rejected


def scan_secrets(text: str, anchors: tuple[str, ...] | None = None) -> tuple[str, int]:
    """Apply every pattern of `SECRET_PATTERNS` in order: (text, secrets redacted).

    A rejected candidate consumes its characters, which can hide an overlapping secret until
    the text has changed; so a pass that both redacted and rejected something is repeated (at
    most 3 passes in all). `anchors`, when the caller knows them: the `_MIN_ANCHORS` that occur
    in `_lower(text)`; patterns none of whose anchors hold one are skipped (they would find no
    anchor) until a redaction changes the text.
    """
    low = _lower(text)
    if anchors is None:
        if len(text) < _SHORT and _ANY_ANCHOR.search(low) is None:
            return text, 0
        may = None
    elif not anchors:
        return text, 0
    else:
        may = frozenset().union(*(_PATTERNS_OF[a] for a in anchors))
    total = 0
    for _ in range(_MAX_PASSES):
        found = rejected = 0
        for sp in SECRET_PATTERNS:
            if may is not None and sp.kind not in may:
                continue
            text, n, r = _apply(sp, text, low)
            if n:
                low = _lower(text)
                may = None  # the text changed: from here on every pattern looks for itself
            found += n
            rejected += r
        total += found
        if not (found and rejected):
            break
    return text, total


def redact_text(text: str, anchors: tuple[str, ...] | None = None) -> tuple[str, int]:
    """Remove private spans, then redact secrets: (text, spans removed + markers in the text).
    `anchors`: as for `scan_secrets`, of `text` before private spans are removed."""
    spans = 0
    if "<" in text and "<private" in _lower(text):
        text, spans = _PRIVATE_SPAN.subn("", text)
        anchors = None if spans else anchors  # joining what a span separated can make a new anchor
    text, _ = scan_secrets(text, anchors)
    return text, spans + text.count(MARKER_PREFIX)


_KEY_WORDS = frozenset("password passwd passphrase secret token apikey authorization cookie cookies".split())
_KEY_PAIRS = frozenset("apikey accesskey privatekey clientsecret secretkey authtoken".split())
# Keys like token_count or password_file describe a secret without holding it.
_KEY_META_SUFFIXES = frozenset(
    "count counts limit limits type types len length size usage used ttl expiry expires expiration "
    "name names url uri endpoint path file env field header policy".split()
)
_KEY_SPLIT = re.compile(r"[A-Z]?[a-z0-9]+|[A-Z]+(?![a-z])")


def is_secret_key(key: Any) -> bool:
    """True for dict keys whose value is a credential: password, apiKey, X-Api-Key, Set-Cookie."""
    return isinstance(key, str) and _is_secret_key(key)


def _is_secret_key(key: str) -> bool:
    # The same few keys (tool_name, file_path, ...) arrive in every payload: short ones are cached
    # (a bounded cache of bounded keys: clients cannot grow it).
    return _secret_key_cached(key) if len(key) <= _CACHED_KEY_CHARS else _secret_key(key)


_CACHED_KEY_CHARS = 64


@lru_cache(maxsize=4096)
def _secret_key_cached(key: str) -> bool:
    return _secret_key(key)


def _secret_key(key: str) -> bool:
    parts = [p.lower() for p in _KEY_SPLIT.findall(key)]
    if not parts or parts[-1] in _KEY_META_SUFFIXES:
        return False
    if any(p in _KEY_WORDS for p in parts):
        return True
    return any(a + b in _KEY_PAIRS for a, b in zip(parts, parts[1:]))


def _walk(value: Any, text_fn) -> Any:
    """`value` with `text_fn` applied to every string in it, dict keys included; secret-named
    keys get their string value replaced by `[REDACTED]`."""
    if isinstance(value, str):
        return text_fn(value)
    if isinstance(value, dict):
        out: dict[Any, Any] = {}
        for key, item in value.items():
            if isinstance(key, str):
                clean_key = text_fn(key)
                while clean_key != key and clean_key in out:  # two keys redacted alike: keep both values
                    clean_key += "'"
            else:
                clean_key = key
            if is_secret_key(key) and isinstance(item, str) and item and not item.startswith(MARKER_PREFIX):
                out[clean_key] = text_fn(REDACTED)  # through text_fn: strip_private counts the marker
            else:
                out[clean_key] = _walk(item, text_fn)
        return out
    if isinstance(value, (list, tuple)):
        cleaned = [_walk(item, text_fn) for item in value]
        return tuple(cleaned) if isinstance(value, tuple) else cleaned
    return value


class _Survey:
    """What one JSON-like value holds, from a single pass over all of its strings.

    Trigger: a payload has dozens of strings (keys, ids, a hook's fields), nearly all clean.
    Why: scanning each one alone cost more than the work it found. Outcome: the strings are
    joined once (NUL between them: no anchor spans two strings) and lower-cased once; `anchors`
    are the `_MIN_ANCHORS` found anywhere in them, `keyed` says whether a secret-named key holds
    a string `_walk` would replace. A string whose lower case holds none of `anchors` cannot
    match any pattern, so `scan_secrets` would return it unchanged.
    """

    __slots__ = ("texts", "keyed", "anchors", "low")

    def __init__(self, value: Any):
        self.texts: list[str] = []
        self.keyed = False
        self._collect(value)
        joined = "\x00".join(self.texts)
        # `_lower(s)` of each string is its part of this (or, for a string whose lower case is longer,
        # its ASCII lower case, whose ASCII letters are the same): an anchor there is an anchor here.
        self.low = joined.lower()
        self.anchors = tuple(a for a in _MIN_ANCHORS if a in self.low)

    def _collect(self, value: Any) -> None:
        if isinstance(value, str):
            self.texts.append(value)
        elif isinstance(value, dict):
            for key, item in value.items():
                if isinstance(key, str):
                    self.texts.append(key)
                    if isinstance(item, str) and item and _is_secret_key(key) and not item.startswith(MARKER_PREFIX):
                        self.keyed = True
                self._collect(item)
        elif isinstance(value, (list, tuple)):
            for item in value:
                self._collect(item)

    def anchors_in(self, text: str) -> tuple[str, ...]:
        """The `_MIN_ANCHORS` in `_lower(text)` (`text`: one of the surveyed strings); a pattern can
        match only where one of its anchors is, so with none `text` has no secret."""
        if not self.anchors:
            return ()
        low = _lower(text)
        return tuple(a for a in self.anchors if a in low)


def strip_private(value: Any) -> tuple[Any, int]:
    """Return `(cleaned, redactions)` for any JSON-like value; the input is not modified (a value with
    nothing to remove or count is returned as it is)."""
    survey = _Survey(value)
    private = "<private" in survey.low
    marked = any(MARKER_PREFIX in t for t in survey.texts) if "[redacted" in survey.low else False
    if not (survey.anchors or survey.keyed or private or marked):
        return value, 0
    counts = [0]

    def text(s: str) -> str:
        anchors = survey.anchors_in(s)
        if not anchors and not (private and "<" in s) and MARKER_PREFIX not in s:  # (a secret key's REDACTED too)
            return s  # redact_text would find nothing to remove and no marker to count
        cleaned, n = redact_text(s, anchors)
        counts[0] += n
        return cleaned

    return _walk(value, text), counts[0]


def strip_secrets(value: Any) -> Any:
    """`value` with every secret redacted, in every string, dict key and list item at any depth
    (private spans are left to the services that own the text). Linear in the size of `value`.
    A value with nothing to redact is returned as it is (not copied)."""
    survey = _Survey(value)
    if not survey.anchors and not survey.keyed:
        return value
    return _walk(value, lambda s: scan_secrets(s, anchors)[0] if (anchors := survey.anchors_in(s)) else s)


# ---------------------------------------------------------------- sizes after redaction
# A marker is longer than many secrets ("password=abc" -> "password=[REDACTED:secret_assignment]"), so text
# within its limit as sent can exceed it once redacted: it is cut back, not refused (the client sent a valid size).
def cut_text(text: str, limit: int) -> str:
    """`text` cut to at most `limit` characters, never inside a redaction marker (half a `[REDACTED:kind]`
    would read as words that were there)."""
    if len(text) <= limit:
        return text
    start = text.rfind(MARKER_PREFIX, 0, max(0, limit - 1 + len(MARKER_PREFIX)))
    if start >= 0 and text.find("]", start) + 1 > limit:
        return text[:start]
    return text[:max(0, limit)]


def cut_to_fit(value: Any, limit: int, size: Callable[[Any], int]) -> Any:
    """`value` with its longest strings cut (`cut_text`, all to one length) until `size(value) <= limit`, or as
    small as cutting strings makes it; `value` itself when it fits."""
    for _ in range(4):  # escapes and markers cut whole can leave a few characters over: measure again
        over = size(value) - limit
        lengths: list[int] = []
        _map_strings(value, lambda t: lengths.append(len(t)) or t)
        if over <= 0 or not lengths:
            return value
        lo, hi = 0, max(lengths)  # the longest length every string may keep and still free `over` characters
        while lo < hi:
            mid = (lo + hi + 1) // 2
            lo, hi = (mid, hi) if sum(n - mid for n in lengths if n > mid) >= over else (lo, mid - 1)
        value = _map_strings(value, lambda t, cap=lo: cut_text(t, cap))
    return value


def _map_strings(value: Any, fn: Callable[[str], str]) -> Any:
    """`value` with `fn` applied to every string value (not dict keys), at any depth."""
    if isinstance(value, str):
        return fn(value)
    if isinstance(value, dict):
        return {k: _map_strings(v, fn) for k, v in value.items()}
    if isinstance(value, list):
        return [_map_strings(v, fn) for v in value]
    return value
