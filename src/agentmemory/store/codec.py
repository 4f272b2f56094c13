"""How items are stored: compact, key-sorted JSON (one encoder serves every thread)."""
from __future__ import annotations

import json
from typing import Any

# What json.dumps(value, ensure_ascii=False, separators=(",", ":"), sort_keys=True) builds on every call
# (an encoder holds no state between calls: one serves every thread).
_ENCODER = json.JSONEncoder(ensure_ascii=False, separators=(",", ":"), sort_keys=True)
loads = json.loads


def dumps(value: Any) -> str:
    return _ENCODER.encode(value)
