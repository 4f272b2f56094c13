"""Strict JSON parsing of client bodies, shared by every transport (REST, MCP HTTP, stdio).

Python's json module accepts things that are not JSON or cannot be stored:
NaN/Infinity and numbers too large for a double such as 1e400 (SQLite's JSON functions
reject them later, or they were stored as null), lone UTF-16 surrogates, escaped or
as raw bytes (they parse, but can never be encoded as UTF-8), and a name twice in one object
(the last one silently won). All become a clean `BadRequest` here instead of an error deep in
a write or a silent change.
`read_body` does the same for a body that cannot be read at all (malformed
chunking, a short body, a timeout, a client that went away).
This module imports nothing of ours but errors.
"""
from __future__ import annotations

import json
import math
import re
from typing import Any

import orjson
from werkzeug.exceptions import ClientDisconnected

from .errors import BadRequest, TooLarge

try:  # gunicorn raises its parser's errors from wsgi.input.read() (bad chunk size, missing CRLF, ...)
    from gunicorn.http.errors import ParseException as _GunicornParseError
except ImportError:  # werkzeug only (Windows): its own errors are covered below
    class _GunicornParseError(Exception):  # type: ignore[no-redef]
        pass

#: What reading a request body raises when the client sent a broken or incomplete one:
#: gunicorn's parse errors, its NoMoreData (an OSError), werkzeug's ClientDisconnected and
#: dechunking errors (OSError / ValueError), socket timeouts and resets (OSError).
BODY_READ_ERRORS: tuple[type[BaseException], ...] = (_GunicornParseError, ClientDisconnected, OSError, ValueError)

_SURROGATE_ESCAPE = re.compile(rb"\\[uU][dD][89a-fA-F][0-9a-fA-F]{2}")


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not valid JSON")


def _finite_float(text: str) -> float:
    # Trigger: 1e400 (valid JSON syntax), which json reads as inf. Why: an observe's data then stored it as null and
    # answered 201; orjson refuses it the same way. Outcome: a 400 naming the number.
    value = float(text)
    if math.isinf(value):
        raise ValueError(f"number {text[:40]} is out of range (infinite as a double)")
    return value


def _unique_names(pairs: list[tuple[str, Any]]) -> dict:
    # Trigger: {"content": "a", "content": "b"}. Why: JSON leaves a repeated name's meaning open (RFC 8259 4); every
    # parser here kept the last, a proxy or another reader may keep the first, so which value the client meant is a
    # guess (as with a field given twice in the URL and the body). Outcome: a 400 naming it, nothing stored.
    obj = dict(pairs)
    if len(obj) != len(pairs):
        seen: set[str] = set()
        for name, _ in pairs:
            if name in seen:
                raise ValueError(f"the name {name[:100]!r} appears twice in one object")
            seen.add(name)
    return obj


# What json.loads(..., parse_constant=..., parse_float=..., object_pairs_hook=...) builds on every call (a decoder
# holds no state between calls: one serves every thread).
_DECODER = json.JSONDecoder(parse_constant=_reject_constant, parse_float=_finite_float,
                            object_pairs_hook=_unique_names)


#: A run of 19 digits: an integer orjson would read as a float (it keeps 64 bits); json reads it whole. Looked for
#: with every ASCII digit made "0" (one C pass; the regex [0-9]{19} took 10-25 us on an observe's body), as in
#: store/codec.py (this module imports nothing of ours but errors).
_LONG_NUMBER = b"0" * 19
_DIGITS_AS_ZERO = bytes(48 if 48 <= b <= 57 else 32 for b in range(256))
#: More brackets than this: `json`, whose recursion limit refuses deep nesting (orjson has none).
_MAX_FAST_BRACKETS = 256


def _names(value: Any) -> int:
    """How many names the objects in `value` hold; nesting is shallow here (at most _MAX_FAST_BRACKETS). A list of
    scalars is passed over in C (`map(type, ...)`): one of numbers in a body was walked item by item, three times
    as long as parsing it."""
    if type(value) is not dict and type(value) is not list:
        return 0  # a body that is a number or a string
    items = value.values() if type(value) is dict else value
    count = len(value) if type(value) is dict else 0
    kinds = set(map(type, items))
    if dict in kinds or list in kinds:
        count += sum(_names(v) for v in items if type(v) is dict or type(v) is list)
    return count


def _names_once(data: bytes, value: Any) -> bool:
    """Whether no object in the text `data` (parsed: `value`) names a member twice, when that is certain cheaply.
    Every name in the text has its own colon, and ends `":` once white space is taken out; a colon (or `":`)
    inside a string only adds to a count. So a count equal to the names the parsed objects kept means none was
    dropped; else (JSON inside a string) `json` looks, name by name."""
    names = _names(value)
    return data.count(b":") == names or data.translate(None, b" \t\r\n").count(b'":') == names


def loads_strict(raw: bytes | str, what: str = "request body") -> Any:
    """Parse `raw` as strict JSON or raise BadRequest saying why.

    orjson first (several times faster on an observe's body): it refuses everything `json` refuses here
    and more (NaN, lone surrogates, UTF-16, a number out of range), and those, like long integers and
    bodies with many brackets (deep nesting), go through `json` as before, so what is accepted, its value
    and every refusal's words are `json`'s."""
    data = raw.encode("utf-8", "surrogatepass") if isinstance(raw, str) else raw
    fast = data.count(b"[") + data.count(b"{") <= _MAX_FAST_BRACKETS
    if fast and _LONG_NUMBER not in data.translate(_DIGITS_AS_ZERO):
        try:
            value = orjson.loads(data)
        except orjson.JSONDecodeError:
            pass
        else:
            if not _names_once(data, value):
                return _parse(data, what)  # json's hook finds the name given twice (or that there is none)
            if _SURROGATE_ESCAPE.search(data):
                return _no_lone_surrogates(value, what)
            return value
    return _parse(data, what)


def _parse(data: bytes, what: str) -> Any:
    """`data` parsed by `json` with every refusal above, as a BadRequest saying why."""
    try:
        # UTF-8, -16 or -32 by their first bytes, as json.loads reads bytes, but strictly: json.loads decodes
        # with "surrogatepass", which lets a surrogate encoded as raw bytes (ED A0 80: not UTF-8) through
        # unescaped, past the escape check below, to fail as a 500 where the value is first encoded.
        value = _DECODER.decode(data.decode(json.detect_encoding(data)))
    except RecursionError:
        raise BadRequest(f"{what} is nested too deeply") from None
    except UnicodeDecodeError as exc:
        raise BadRequest(f"{what} is not valid JSON: not {exc.encoding.upper()} text ({exc.reason} at byte "
                         f"{exc.start})") from None
    except ValueError as exc:
        raise BadRequest(f"{what} is not valid JSON: {exc}") from None
    if _SURROGATE_ESCAPE.search(data):
        return _no_lone_surrogates(value, what)
    return value


def _no_lone_surrogates(value: Any, what: str) -> Any:
    # Trigger: a "\ud800"-style escape. Why: a lone surrogate cannot be stored as UTF-8.
    # Outcome: 400 up front (checked only when such an escape is present: it is rare).
    try:
        json.dumps(value, ensure_ascii=False).encode("utf-8")
    except UnicodeEncodeError:
        raise BadRequest(f"{what} contains a lone UTF-16 surrogate escape (not valid Unicode)") from None
    return value


def read_body(request, cache: bool = True) -> bytes:
    """The body of a werkzeug/Flask `request`, or BadRequest when it cannot be read whole.

    Trigger: malformed chunked framing, fewer bytes than Content-Length before the client
    stopped sending, a read timeout or a disconnect. Why: the server's input stream raises (or,
    for a short body, returns less), and a partial body must never be taken for the whole one.
    Outcome: 400 JSON (gunicorn closes such a connection afterwards).
    """
    try:
        raw = request.get_data(cache=cache)
    except BODY_READ_ERRORS as exc:
        detail = str(exc) or type(exc).__name__
        raise BadRequest(f"could not read the request body: {detail}"[:300]) from None
    expected = request.content_length
    if expected is not None and len(raw) < expected and "chunked" not in request.headers.get("Transfer-Encoding", ""):
        raise BadRequest(f"could not read the request body: got {len(raw)} of {expected} bytes")
    limit = request.max_content_length
    if expected is None and limit is not None and len(raw) >= limit and _more_input(request):
        # Trigger: a chunked body (no Content-Length) past the limit. Why: werkzeug's reader stops at the
        # limit and hands on the first `limit` bytes as if they were the body. Outcome: 413, as with a length.
        raise TooLarge(f"request body is larger than {limit} bytes")
    return raw


def _more_input(request) -> bool:
    """Whether the client sent more than was read (one byte past the limit: the body was cut)."""
    try:
        return bool(request.environ["wsgi.input"].read(1))
    except BODY_READ_ERRORS:
        return True
