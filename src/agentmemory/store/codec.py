"""How items are stored: compact, key-sorted JSON (one encoder serves every thread), and read back.

orjson writes what `json.dumps(value, ensure_ascii=False, separators=(",", ":"), sort_keys=True)` writes,
about nine times faster (the observe path encodes each observation several times), except floats spelled
in exponent form (`1e16`, not `1e+16`; `0.00001`, not `1e-05`: the same value read back) and NaN/Infinity
(`null`: SQLite's JSON functions refuse `NaN`). What orjson refuses (an int beyond 64 bits, a lone
surrogate, a non-string key, a subclass of float, nesting deeper than 255) goes through `json` as before.
`loads` reads stored JSON with orjson too (the same values: the text is our own JSON), except what it
would read otherwise (an integer of 19 digits or more becomes a float) or refuses: by `json` as before.
"""
from __future__ import annotations

import json
from typing import Any

import orjson

# What json.dumps(value, ensure_ascii=False, separators=(",", ":"), sort_keys=True) builds on every call
# (an encoder holds no state between calls: one serves every thread).
_ENCODER = json.JSONEncoder(ensure_ascii=False, separators=(",", ":"), sort_keys=True)
# Dataclasses and datetimes are refused (json refuses them too: the fallback raises its TypeError).
_OPTIONS = orjson.OPT_SORT_KEYS | orjson.OPT_PASSTHROUGH_DATACLASS | orjson.OPT_PASSTHROUGH_DATETIME
#: A run of 19 digits: an integer orjson might not read whole (it keeps 64 bits); json reads it whole. Looked for
#: in the text's bytes with every ASCII digit made "0" (one C pass: the regex `[0-9]{19}` cost several times the parse).
_LONG_NUMBER = b"0" * 19
_DIGITS_AS_ZERO = bytes(48 if 48 <= b <= 57 else 32 for b in range(256))


def dumps(value: Any) -> str:
    try:
        return orjson.dumps(value, option=_OPTIONS).decode()
    except orjson.JSONEncodeError:
        return _ENCODER.encode(value)


def loads(text: str | bytes) -> Any:
    """Stored JSON read back (several times faster than json.loads on an observation's row)."""
    if isinstance(text, str):
        raw = text.encode("utf-8", "surrogatepass")
        if _LONG_NUMBER not in raw.translate(_DIGITS_AS_ZERO):
            try:
                return orjson.loads(raw)
            except orjson.JSONDecodeError:
                pass
    return json.loads(text)
