"""How items are stored: compact, key-sorted JSON (one encoder serves every thread).

orjson writes what `json.dumps(value, ensure_ascii=False, separators=(",", ":"), sort_keys=True)` writes,
about nine times faster (the observe path encodes each observation several times), except floats spelled
in exponent form (`1e16`, not `1e+16`; `0.00001`, not `1e-05`: the same value read back) and NaN/Infinity
(`null`: SQLite's JSON functions refuse `NaN`). What orjson refuses (an int beyond 64 bits, a lone
surrogate, a non-string key, a subclass of float, nesting deeper than 255) goes through `json` as before.
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
loads = json.loads


def dumps(value: Any) -> str:
    try:
        return orjson.dumps(value, option=_OPTIONS).decode()
    except orjson.JSONEncodeError:
        return _ENCODER.encode(value)
