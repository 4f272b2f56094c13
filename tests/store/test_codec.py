"""store/codec.py: stored JSON is read back by `loads` as json.loads reads it, whichever parser ran."""
from __future__ import annotations

import json
import math
import random

from agentmemory.store.codec import dumps, loads


def corpus() -> list:
    rng = random.Random(7)
    values: list = [
        {"n": 2**63 - 1, "m": -2**63, "under": -2**63 - 1, "big": 2**64, "bigger": 10**30, "neg": -10**25},  # 64 bits and beyond
        {"digits": 1234567890123456789, "text": "1234567890123456789012"},  # 19 digits, in a number and a string
        {"f": 1e16, "g": 1e-05, "h": 0.1, "i": -0.0, "j": 5e-324, "k": 1.7976931348623157e308},
        {"ü": "naïve café ✓ 😀", "tab": "a\tb\n\"q\"\\", "nul": "\x00"},
        {"deep": [[[[[[[[[[{"x": [1, 2, {"y": None}]}]]]]]]]]]]},
        [True, False, None, "", [], {}],
    ]
    values += [{"f": rng.uniform(-1e6, 1e6), "e": rng.random() * 10 ** rng.randint(-300, 300),
                "i": rng.randint(-10**20, 10**20), "s": "".join(chr(rng.randint(32, 0x2FFF)) for _ in range(20))}
               for _ in range(2000)]
    return values


def same(a, b) -> bool:
    """Equal, types included (1 and 1.0 differ here), -0.0 and 0.0 told apart."""
    if type(a) is not type(b):
        return False
    if isinstance(a, dict):
        return list(a) == list(b) and all(same(a[k], b[k]) for k in a)
    if isinstance(a, list):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b))
    if isinstance(a, float):
        return a == b and math.copysign(1, a) == math.copysign(1, b)
    return a == b


def test_loads_reads_every_stored_value_as_json_loads_does():
    for value in corpus():
        text = dumps(value)
        assert same(loads(text), json.loads(text)), text


def test_loads_reads_what_only_json_accepts_as_json_does():
    for text in ('{"x": Infinity}', '{"x": NaN}', '[1e400]', '{"a": 1, "a": 2}', '"\\ud800"', '"\ud800 raw"', b'{"b": [1]}'):
        assert repr(loads(text)) == repr(json.loads(text))
