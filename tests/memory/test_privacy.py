"""Tests for memory/privacy.py: private spans, secret redaction, no false positives.

Secret-looking strings are assembled at run time so this file never contains a
literal that a secret scanner would flag.
"""
import time

import pytest
from hypothesis import given, settings as hsettings
from hypothesis import strategies as st

from agentmemory.memory.privacy import REDACTED, SECRET_PATTERNS, is_secret_key, strip_private

ALNUM = "A1b2C3d4E5f6G7h8J9k0L1m2N3p4Q5r6S7t8"

# kind -> (text containing the secret, the secret itself)
SECRETS = {
    "openai_key": ("key is sk-" + "proj-" + ALNUM + " ok", "sk-proj-" + ALNUM),
    "openai_key_plain": ("OPENAI=sk-" + ALNUM[:30], "sk-" + ALNUM[:30]),
    "anthropic_key": ("use sk-" + "ant-api03-" + ALNUM + "-x9 now", "sk-ant-api03-" + ALNUM + "-x9"),
    "github_token": ("push with gh" + "p_" + ALNUM, "ghp_" + ALNUM),
    "github_oauth": ("gh" + "o_" + ALNUM + " was used", "gho_" + ALNUM),
    "github_pat": ("token github_" + "pat_11ABC" + ALNUM + "_" + ALNUM, "github_pat_11ABC" + ALNUM + "_" + ALNUM),
    "aws_access_key_id": ("id AKIA" + "Z7QW3ER5TY8UI2OP here", "AKIAZ7QW3ER5TY8UI2OP"),
    "aws_sts_key_id": ("ASIA" + "Z7QW3ER5TY8UI2OP", "ASIAZ7QW3ER5TY8UI2OP"),
    "aws_secret_access_key": ("aws_secret_access_key = " + "wJalrXUtnFEMI/K7MDENG/bPxRfiCY" + "zz99",
                              "wJalrXUtnFEMI/K7MDENG/bPxRfiCYzz99"),
    "google_api_key": ("key=AI" + "za" + ALNUM[:35] + "&q=1", "AIza" + ALNUM[:35]),
    "slack_token": ("xo" + "xb-1234567890-" + ALNUM[:20], "xoxb-1234567890-" + ALNUM[:20]),
    "huggingface_token": ("HF: h" + "f_" + ALNUM[:34], "hf_" + ALNUM[:34]),
    "stripe_key": ("sk" + "_live_" + ALNUM[:24], "sk_live_" + ALNUM[:24]),
    "stripe_restricted": ("rk" + "_live_" + ALNUM[:24], "rk_live_" + ALNUM[:24]),
    "jwt": ("jwt eyJ" + "hbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_X",
            "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_X"),
    "authorization": ('curl -H "Authorization: Bearer opaque-Tok3n-value" https://x', "opaque-Tok3n-value"),
    "bearer_token": ("send Bearer 9f8e7d6c5b4a39f8e7 with it", "9f8e7d6c5b4a39f8e7"),
    "url_password": ("DATABASE_URL=postgres://admin:Hunter2pass@db.internal:5432/app", "Hunter2pass"),
    "password_assignment": ("password=Hunter2!x and more", "Hunter2!x"),
    "secret_yaml": ("client:\n  secret: s3cr3t-v4lue\n", "s3cr3t-v4lue"),
    "api_key_quoted": ('api_key = "two words 99"', "two words 99"),
    "token_env": ("GITHUB_TOKEN=abcdef123456\nOTHER=1", "abcdef123456"),
    "cli_flag": ("mysql --password Sup3rS3cret --user root", "Sup3rS3cret"),
    "cli_flag_equals": ("tool --api-key=k3y-v4lue-xyz run", "k3y-v4lue-xyz"),
    "json_in_text": ('{"password": "correct horse battery", "user": "bob"}', "correct horse battery"),
}


@pytest.mark.parametrize("name", SECRETS)
def test_each_secret_kind_is_redacted(name):
    text, secret = SECRETS[name]
    cleaned, count = strip_private(text)
    assert secret not in cleaned
    assert count >= 1
    assert "[REDACTED" in cleaned


@pytest.mark.parametrize("name", ["anthropic_key", "github_token", "google_api_key", "slack_token",
                                  "huggingface_token", "stripe_key", "stripe_restricted", "openai_key",
                                  "aws_access_key_id"])
@pytest.mark.parametrize("glue", ["custom_", "my-", "X_"])
def test_a_distinctive_token_glued_into_a_name_is_redacted(name, glue):
    _text, secret = SECRETS[name]
    cleaned, count = strip_private(f"export {glue}{secret} now")
    assert secret not in cleaned and count == 1, cleaned
    assert cleaned.startswith(f"export {glue}[REDACTED")


def test_pem_private_key_block_is_redacted_across_lines():
    body = "MIIEowIBAAKCAQEA" + ALNUM + "\n" + ALNUM + "==\n"
    text = "before\n-----BEGIN RSA PRIVATE KEY-----\n" + body + "-----END RSA PRIVATE KEY-----\nafter"
    cleaned, count = strip_private(text)
    assert cleaned == "before\n[REDACTED:private_key]\nafter"
    assert count == 1


def test_unterminated_pem_block_is_redacted_to_the_end():
    cleaned, _ = strip_private("key:\n-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXk" + ALNUM)
    assert ALNUM not in cleaned and "b3BlbnNz" not in cleaned


def test_bearer_word_and_url_parts_are_kept():
    cleaned, _ = strip_private("Authorization: Bearer abc.def-123456")
    assert cleaned == "Authorization: Bearer [REDACTED:authorization]"
    cleaned, _ = strip_private("redis://default:pa55word@cache.local:6379/0")
    assert cleaned == f"redis://default:{REDACTED}@cache.local:6379/0"


@pytest.mark.parametrize("text,expected", [
    ("a <private>hidden</private> b", "a  b"),
    ("a <PRIVATE>multi\nline\nspan</Private> b", "a  b"),
    ("x <private>one</private> y <private>two</private> z", "x  y  z"),
    ("keep this <private>and drop\neverything after", "keep this "),
    ('a <private reason="pii">555-0100</private>', "a "),
])
def test_private_spans_are_removed(text, expected):
    cleaned, count = strip_private(text)
    assert cleaned == expected
    assert count >= 1


def test_nested_structures_are_cleaned_and_keys_kept():
    gh = "gh" + "p_" + ALNUM
    value = {
        "tool_input": {"command": f"git push https://{gh}@github.com/o/r", "env": ["A=1", f"T={gh}"]},
        "headers": {"Authorization": "Bearer xyz", "X-Api-Key": "k", "Accept": "json"},
        "password": "hunter2",
        "token": 42,  # not a string: kept
        "apiKey": "",  # empty: kept
        "notes": ("tuple <private>p</private>", None, 3.5, True),
        "max_tokens": "256",
        "tokenizer": "bert",
    }
    cleaned, count = strip_private(value)
    flat = repr(cleaned)
    assert gh not in flat and "hunter2" not in flat and "xyz" not in flat
    assert set(cleaned) == set(value)
    assert cleaned["password"] == cleaned["headers"]["Authorization"] == cleaned["headers"]["X-Api-Key"] == REDACTED
    assert cleaned["headers"]["Accept"] == "json"
    assert cleaned["token"] == 42 and cleaned["apiKey"] == ""
    assert cleaned["notes"] == ("tuple ", None, 3.5, True)
    assert cleaned["max_tokens"] == "256" and cleaned["tokenizer"] == "bert"
    assert count == 6  # 2 tokens, 3 secret keys, 1 private span
    assert value["password"] == "hunter2"  # input not modified


@pytest.mark.parametrize("key,secret", [
    ("password", True), ("db_password", True), ("passwd", True), ("clientSecret", True), ("client_secret", True),
    ("access_token", True), ("refreshToken", True), ("api_key", True), ("APIKey", True), ("x-api-key", True),
    ("Authorization", True), ("Cookie", True), ("Set-Cookie", True), ("AWS_SECRET_ACCESS_KEY", True),
    ("private_key", True), ("accessKey", True),
    ("max_tokens", False), ("tokenizer", False), ("token_count", False), ("password_file", False),
    ("sessionId", False), ("keyboard", False), ("secretary", False), ("monkey", False), (3, False),
])
def test_is_secret_key(key, secret):
    assert is_secret_key(key) is secret


PROSE = """\
The session keeps a task-list and asks the skill registry before it runs; ask-me mode
is off. Commit 3f2a1b4c5d6e7f8091a2b3c4d5e6f708192a3b4c fixed it (short hash 3f2a1b4),
request 123e4567-e89b-12d3-a456-426614174000 timed out after 30s at 12:45:03.
We use a Bearer token compared with hmac; Bearer authentication is documented. The
tokenizer splits text into tokens, max_tokens=256 bounds it, and a token of thanks
went to the team. Secret: we never log them. The password field is validated and
the password reset flow emails a link. See https://docs.python.org/3/library/re.html
and src/agentmemory/memory/privacy.py. Skills, tasks, risk-free, disk-based, AKIA is
a prefix, sk- is another, eyJ starts JWTs. Version 1.2.3 of ghp-tools shipped.
"""

CODE = """\
def login(user: str, password: str, token: str | None = None) -> Session:
    api_key: Optional[str] = None
    secret = os.environ["APP_SECRET"]
    token = get_token(user)
    client = Client(password=password, api_key=api_key, token=self.token)
    masked_token = f"{token[:3]}***"
    if token == expected or token != other:
        return session
export OPENAI_API_KEY=${OPENAI_API_KEY}
password: <your password here>
token: ${{ secrets.GITHUB_TOKEN }}
"""


def test_no_false_positives_on_ordinary_prose():
    assert strip_private(PROSE) == (PROSE, 0)


def test_no_false_positives_on_code_idioms_and_placeholders():
    assert strip_private(CODE) == (CODE, 0)


def test_prose_after_secret_label_is_kept_but_a_lone_value_is_not():
    assert strip_private("Secret: keep it between us.")[1] == 0
    cleaned, count = strip_private("secret: letmein\n")
    assert "letmein" not in cleaned and count == 1


def test_running_twice_changes_nothing_and_counts_the_same_markers():
    # The op boundary cleans input and the service cleans it again: the count must not drop to 0.
    text = " ".join(t for t, _ in SECRETS.values())
    once, n = strip_private(text)
    assert n >= len(SECRETS)
    assert strip_private(once) == (once, n)
    with_span, m = strip_private(text + " <private>x</private>")
    assert m == n + 1 and strip_private(with_span) == (with_span, n)
    nested, k = strip_private({"password": "x", "v": [text]})
    assert k == n + 1 and strip_private(nested) == (nested, k)


def test_token_in_url_userinfo_is_not_redacted_twice():
    # Regression: the url_password rule read "[REDACTED:github_token]@" as user:password@.
    text = "git push https://gh" + "p_" + ALNUM + "@github.com/o/r"
    assert strip_private(text) == ("git push https://[REDACTED:github_token]@github.com/o/r", 1)


def test_secret_patterns_table_is_documented():
    kinds = [p.kind for p in SECRET_PATTERNS]
    assert len(kinds) == len(set(kinds))
    assert all(p.description and p.regex.pattern for p in SECRET_PATTERNS)


@pytest.mark.parametrize("unit,times", [
    ("a.", 200_000), ("a-", 200_000), ("eyJ-", 100_000), (")", 300_000), ("x", 1_000_000), ("http://", 50_000),
    ("<private>", 50_000), ("password: x\n", 30_000), (" ", 500_000), ("x://a:", 50_000), ("token=a ", 20_000),
])
def test_pathological_input_stays_fast(unit, times):
    # Every pattern starts at a token boundary; without that some of these take minutes.
    started = time.thread_time()  # CPU time: a loaded machine slows the wall clock, not this
    strip_private("token=" + unit * times)
    assert time.thread_time() - started < 3.0


def test_scalars_pass_through():
    for value in (None, 0, 1.5, True, b"bytes"):
        assert strip_private(value) == (value, 0)


FRAGMENTS = ["password", "=", ": ", "Bearer ", "sk-proj-" + ALNUM, "https://", "u:", "@", "@host", "<private>",
             "</private>", "Authorization: ", "--token ", '"', "\n", " ", "gh" + "p_" + ALNUM, "hf_" + ALNUM,
             "-----BEGIN PRIVATE KEY-----", "-----END PRIVATE KEY-----", "abc123", "secret", "api_key", "x", ":", "/",
             "[REDACTED]", "[REDACTED:jwt]"]


@hsettings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(FRAGMENTS), max_size=20).map("".join))
def test_stripping_is_stable_and_never_mangles_markers(text):
    once, n = strip_private(text)
    assert strip_private(once) == (once, once.count("[REDACTED"))
    assert "[REDACTED:[" not in once and "[REDACTED[" not in once


# ---------------------------------------------------------------- anchors
_FRAGMENTS = ["sk-", "ghp_", "AKIA", "Bearer ", "bearer", "password=", "token: ", "--api-key ", "https://u:p@h/",
              "-----BEGIN RSA PRIVATE KEY-----", "eyJ", "xoxb-", "hf_", "AIza", "secret", "=", ":", "'", '"', " ",
              "\n", "abcdefghij0123456789", "ABCDEFGHIJKLMNOP", "_", "-", ".", "/", "glpat-", "npm_", "whsec_",
              "sk_live_", "AccountKey=", "SharedAccessSignature=", "STRIPE_KEY", "_KEY=", "Authorization:", "--",
              "-token ", "auth_token", "PROXY-", "İ"]


def _reference_apply(sp, text):
    """The pattern tried at every position (what `regex.sub` does), for comparison with the anchored scan."""
    from agentmemory.memory.privacy import _TRAIL
    marker = sp.marker or f"[REDACTED:{sp.kind}]"

    def replace(m):
        if "secret" not in sp.regex.groupindex:
            return m.group(0) if sp.accept and not sp.accept(m, m.group(0)) else marker
        value = m.group("secret")
        if sp.trim and not m.groupdict().get("q"):
            value = value.rstrip(_TRAIL)
        if not value or (sp.accept and not sp.accept(m, value)):
            return m.group(0)
        s = m.start("secret") - m.start()
        return m.group(0)[:s] + marker + m.group(0)[s + len(value):]
    return sp.regex.sub(replace, text)


@hsettings(max_examples=400, deadline=None)
@given(st.lists(st.sampled_from(_FRAGMENTS) | st.text(max_size=12), max_size=14).map("".join))
def test_anchored_scan_equals_trying_every_position(text):
    """Every pattern's anchor finds every place its regex can start: skipping the rest loses nothing."""
    from agentmemory.memory.privacy import _apply, _lower
    for sp in SECRET_PATTERNS:
        assert _apply(sp, text, _lower(text))[0] == _reference_apply(sp, text), sp.kind


@pytest.mark.parametrize("text,value", [
    ('"MYAPP_SECRET=Zq8rT2mN5vB7xK3pL9wE"', "Zq8rT2mN5vB7xK3pL9wE"),  # a compose/YAML environment entry
    ("environment: ['GH_TOKEN=Zq8rT2mN5vB7xK3pL9wE', 'B=1']", "Zq8rT2mN5vB7xK3pL9wE"),
    ("'STRIPE_KEY=Zq8rT2mN5vB7xK3pL9wE'", "Zq8rT2mN5vB7xK3pL9wE"),
    ('{\\"k\\": \\"password=Zq8rT2mN5vB7xK3pL9wE\\"}', "Zq8rT2mN5vB7xK3pL9wE"),  # JSON-escaped
    ("https://x.example/?a=1&MYAPP_SECRET%3DZq8rT2mN5vB7xK3pL9wE", "Zq8rT2mN5vB7xK3pL9wE"),  # URL-encoded
    ("DefaultEndpointsProtocol%3Dhttps%3BAccountName%3Dacct%3BAccountKey%3DZm9vYmFyYmF6cXV4MTIzNDU2Nzg5MDEy%3D%3D",
     "Zm9vYmFyYmF6cXV4MTIz"),
])
def test_an_assignment_in_quotes_escaped_or_url_encoded_is_redacted(text, value):
    """A quote right after the value was read as a string prefix (token = f"..."), so a whole quoted
    `NAME_SECRET=value` was kept; `%3D` was no separator and `%3B` hid AccountKey."""
    out, n = strip_private(text)
    assert value not in out and n >= 1, out


@pytest.mark.parametrize("text", ['token = f"{x}abc"', "secret = r'raw'", 'key = b"bytes"'])
def test_a_string_prefix_after_an_assignment_is_still_code(text):
    assert strip_private(text) == (text, 0)
