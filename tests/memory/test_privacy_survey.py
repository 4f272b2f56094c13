"""The whole-value survey in privacy.py (strings joined once, anchors looked up once, only strings with
an anchor, a private span or a marker scanned) gives exactly what scanning every string gives."""
import random

import pytest

from agentmemory.memory import privacy
from agentmemory.memory.privacy import MARKER_PREFIX, redact_text, scan_secrets, strip_private, strip_secrets

FRAGMENTS = [
    "token=abc123def456", "sk-proj-abcdefghij1234567890XYZ", "ghp_" + "a1" * 15, "glpat-" + "x1" * 12,
    "npm_" + "A1" * 20, "AKIAABCDEFGHIJKLMNOP", "aws_secret_access_key = abcdEFGH1234/+==abcd", "AIza" + "b2" * 20,
    "xoxb-1234567890-abc", "hf_" + "c3" * 16, "sk_live_" + "d4" * 10, "whsec_" + "e5" * 10,
    "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.sig", "AccountKey=abcdefgh12345;",
    "Authorization: Bearer abcdEFGH1234", "bearer ABCDEFGH12345678", "--password hunter22", "API_KEY=xyz789",
    "STRIPE_KEY=abc123xyz", "password: hunter2", "https://user:pa55word@host.example.com/x",
    "-----BEGIN RSA PRIVATE KEY-----\nMIIabc\n-----END RSA PRIVATE KEY-----", "<private>hide me</private>",
    "<PRIVATE>x", "[REDACTED]", "[REDACTED:openai_key]", "İstanbul token=q1w2e3r4", "\u212aelvin",
    "to\u212aen=abc12345", "a token of thanks", "secret: keep it quiet", "task-runner", "SECRET=", "x" * 600,
    "sk-<private>a</private>ant-abcdefghijklmnopqrstu1234", "word ", " ", "=", ":", "\n", "\"", "'",
]
KEYS = ["password", "apiKey", "tool_name", "file_path", "token_count", "X-Api-Key", "Set-Cookie", "content",
        "api_key", "sk-abcdefghijklmnopqrstuvw1234", "[REDACTED]"]


def reference_secrets(value):
    return privacy._walk(value, lambda s: scan_secrets(s)[0])


def reference_private(value):
    counts = [0]

    def text(s):
        cleaned, n = redact_text(s)
        counts[0] += n
        return cleaned

    return privacy._walk(value, text), counts[0]


def random_value(rng: random.Random, depth: int = 0):
    r = rng.random()
    if depth > 3 or r < 0.4:
        if rng.random() < 0.1:
            return rng.choice([1, 2.5, None, True])
        return "".join(rng.choice(FRAGMENTS) for _ in range(rng.randint(0, 6)))
    if r < 0.7:
        return {rng.choice(KEYS + [random_value(rng, 9)]): random_value(rng, depth + 1)
                for _ in range(rng.randint(0, 4))}
    return [random_value(rng, depth + 1) for _ in range(rng.randint(0, 4))]


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(4))
def test_survey_redacts_exactly_what_scanning_every_string_redacts(seed):
    rng = random.Random(seed)
    for _ in range(2000):
        value = random_value(rng)
        assert strip_secrets(value) == reference_secrets(value), value
        assert strip_private(value) == reference_private(value), value


def test_clean_value_comes_back_as_it_is_and_a_dirty_one_as_a_copy():
    clean = {"tool_name": "Read", "tool_input": {"file_path": "src/app.py"}, "tool_output": ["ok", 1]}
    assert strip_secrets(clean) is clean
    assert strip_private(clean) == (clean, 0)
    dirty = {"tool_input": {"command": "export API_KEY=xyz789"}}
    cleaned = strip_secrets(dirty)
    assert cleaned is not dirty and dirty["tool_input"]["command"] == "export API_KEY=xyz789"
    assert MARKER_PREFIX in cleaned["tool_input"]["command"]


def test_secret_named_key_is_redacted_and_counted_without_any_anchor_in_the_text():
    assert strip_secrets({"password": "hunter"}) == {"password": "[REDACTED]"}
    assert strip_private({"password": "hunter"}) == ({"password": "[REDACTED]"}, 1)


def test_a_private_span_that_joins_an_anchor_is_still_scanned():
    text = "sk-<private>a</private>ant-abcdefghijklmnopqrstu1234"
    assert strip_private([text]) == reference_private([text])
    assert "abcdefghijklmnopqrstu1234" not in strip_private([text])[0][0]


def test_lower_case_longer_than_the_text_keeps_the_shortcut_exact():
    # U+0130 lower-cases to two characters (_lower falls back to ASCII); U+212A (Kelvin) to a plain k.
    for value in (["İ", "token=q1w2e3r4"], ["İ to\u212aen=abc12345"], {"İ": "to\u212aen=abc12345"}):
        assert strip_secrets(value) == reference_secrets(value)
        assert strip_private(value) == reference_private(value)
