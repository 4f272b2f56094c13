"""The table of secret kinds that `privacy.py` redacts, with the checks that keep prose intact.

Each `SecretPattern` has a `regex` (what a secret looks like) and `anchors`: lower-case
literals, one of which occurs (case-insensitively) wherever a match of `regex` starts (or
`anchor_offset` characters before). The
scanner finds anchors with `str.find` on the lower-cased text and tries `regex` only there, so
clean text costs a few fast literal scans instead of every pattern at every position. Every
quantifier that can scan far is either followed by something that always matches (the match
then consumes what it scanned) or stops at a character the next anchor contains, so a scan is
linear in the text's length.

Precision matters as much as recall: conversation turns are stored verbatim and searched
later, so ordinary prose ("a token of thanks", "ask-me", git SHAs, UUIDs) must come back
untouched. Hence the `accept` checks.
"""
from __future__ import annotations

import re
from typing import Callable, NamedTuple

REDACTED = "[REDACTED]"
MARKER_PREFIX = "[REDACTED"

# A token may only begin after a character that cannot be part of it.
_TOK = r"(?<![A-Za-z0-9_\-])"
# A provider prefix distinctive enough (ghp_, glpat-, AIza, xoxb-, ...) with a long random tail may also
# follow "_" or "-": a token glued into a name ("custom_ghp_...", "key-AIza...") is still a token.
_TOK_GLUED = r"(?<![A-Za-z0-9])"
_EOL = re.compile(r"[,;:.)}\]\"'`]*[ \t]*(?:\r?\n|$)")
_ENV_REF = re.compile(r"\$\{?[A-Z_][A-Z0-9_]*\}?")
_DOTTED_NAME = re.compile(r"[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+")
_SMALL_INT = re.compile(r"-?\d{1,3}")
_IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z_]*")  # no digits: secrets almost always have some
_CODE_CHARS = re.compile(r"[()\[\]{}]")
_STRING_PREFIXES = frozenset({"f", "r", "b", "u", "rb", "br", "fr", "rf"})
# Values that name a type or an absent value rather than being one (code, schemas, YAML).
_NOT_A_VALUE = frozenset(
    "none null nil true false undefined required optional str string int bytes bool "
    "any object secretstr redacted".split()
)


class SecretPattern(NamedTuple):
    """One row of the secret table.

    If `regex` has a group named `secret`, only that span is replaced (so
    `password=` or `Bearer ` stays readable); otherwise the whole match is.
    A group named `q` holds an opening quote: unquoted values lose trailing
    sentence punctuation before redaction when `trim` is set.
    """

    kind: str
    regex: re.Pattern[str]
    description: str
    anchors: tuple[str, ...]  # lower-case literals: a match of `regex` starts where one of them occurs
    accept: Callable[[re.Match[str], str], bool] | None = None
    marker: str | None = None  # default: "[REDACTED:<kind>]"
    trim: bool = False
    anchor_offset: int = 0  # the match starts this many characters after the anchor


def _has_digit(_m: re.Match[str], value: str) -> bool:
    # Real provider keys are random: a digit is all but certain, a hyphenated phrase has none.
    return any(c.isdigit() for c in value)


def _looks_random(_m: re.Match[str], value: str) -> bool:
    """A bare `Bearer xyz` in prose is usually a phrase ("Bearer authentication")."""
    if len(value) < 8:
        return False
    upper = any(c.isupper() for c in value)
    lower = any(c.islower() for c in value)
    return any(c.isdigit() for c in value) or (upper and lower and len(value) >= 12) or len(value) >= 32


def _jwt(_m: re.Match[str], value: str) -> bool:
    """Three base64url segments, the first two of 10+ characters (the regex takes any run, so that
    a long run without dots is consumed once instead of re-scanned from every `eyJ` inside it)."""
    parts = value.split(".")
    return len(parts) >= 3 and len(parts[0]) >= 13 and len(parts[1]) >= 10


def is_placeholder(value: str) -> bool:
    """`<token>`, `${{ secrets.X }}`, `$API_KEY`, `%(pw)s`, `****`: not secrets themselves."""
    return (
        value.startswith(MARKER_PREFIX)
        or value[0] in "<{%"
        or value.strip("*.") == ""
        or value.lower() in _NOT_A_VALUE
        or _ENV_REF.fullmatch(value) is not None
    )


def _not_placeholder(_m: re.Match[str], value: str) -> bool:
    return not is_placeholder(value)


def _accept_auth(m: re.Match[str], value: str) -> bool:
    if is_placeholder(value):
        return False
    # With a scheme word the value is a credential; without one, "Authorization: required"
    # is prose and {'Authorization': auth_header} is code.
    return bool(m.group("scheme")) or not (_IDENTIFIER.fullmatch(value) and len(value) < 24)


_FLAG_START = re.compile(r"(?<![\w-])--?(?:[a-z0-9]+-){0,8}\Z", re.I)


def _accept_cli(m: re.Match[str], value: str) -> bool:
    """The term ends a whole flag (`--db-password`, `-token`), not a hyphenated phrase."""
    start = m.start()
    return not is_placeholder(value) and _FLAG_START.search(m.string, max(0, start - 80), start) is not None


def _squash(s: str) -> str:
    return s.lower().replace("_", "").replace("-", "")


def _accept_assignment(m: re.Match[str], value: str) -> bool:
    """`key = value` in text: redact values, not code or prose that happens to look alike."""
    if is_placeholder(value):
        return False
    if m.group("q"):
        return True  # a quoted literal is a value by construction
    if _CODE_CHARS.search(value) or _DOTTED_NAME.fullmatch(value) or _SMALL_INT.fullmatch(value):
        return False  # code: get_token(), os.environ[...], self.token, token = -1
    end = m.start("secret") + len(value)
    if m.string[end:end + 1] in ("'", '"') and value.lower() in _STRING_PREFIXES:
        return False  # a string prefix: token = f"{x}..." (but "API_TOKEN=abc123" in quotes is a value)
    if _IDENTIFIER.fullmatch(value) and ("_" in value or _squash(m.group("key")) in _squash(value)):
        return False  # a variable: f(password=password, api_key=gemini_key or None)
    if m.group("sep") == ":" and value.isalpha():
        # "Secret: keep it quiet" is prose; "secret: hunter" alone on its line is a value.
        return _EOL.match(m.string, end) is not None
    return True


def _p(src: str, flags: int = 0) -> re.Pattern[str]:
    return re.compile(src, flags)


_TERMS = ("password", "passwd", "passphrase", "secret", "token") + tuple(
    a + sep + b for a, b in (("api", "key"), ("access", "key"), ("private", "key"), ("client", "secret"),
                             ("auth", "token")) for sep in ("", "_", "-"))
_KEY_TERMS = (
    r"password|passwd|passphrase|secret|token|api[_\-]?key|access[_\-]?key|"
    r"private[_\-]?key|client[_\-]?secret|auth[_\-]?token"
)
# "=" and ";" percent-encoded once (%3D), twice (%253D: a URL inside a URL's query) or three times; deeper
# nesting is not what tools produce. A bounded repeat: the scan stays linear.
_PCT = r"%(?:25){0,2}"
_SEP = r"[\"']?[ \t]*(?P<sep>:=|=>|=(?!=)|" + _PCT + r"3[Dd]|:(?![/\\]))[ \t]*"
# Quoted values run to the closing quote; unquoted ones to whitespace (or `&` in a query string).
_VALUE = r"(?P<q>[\"'`]?)(?P<secret>(?<=[\"'`])[^\"'`\n]+|(?<![\"'`])[^\s\"'`&]+)"

SECRET_PATTERNS: tuple[SecretPattern, ...] = (
    SecretPattern(
        "private_key",
        _p(r"-----BEGIN[A-Z0-9 ]{0,40}PRIVATE KEY(?: BLOCK)?-----.*?"
           r"(?:-----END[A-Z0-9 ]{0,40}PRIVATE KEY(?: BLOCK)?-----|\Z)", re.S),
        "PEM / OpenSSH / PGP private key block, BEGIN through END (or the end of the text)",
        ("-----begin",)),
    SecretPattern(
        "url_password",
        _p(r"(?<=[A-Za-z0-9+.\-])://[^\s:/@?#\[\]]{0,256}:(?P<secret>(?!\[REDACTED)[^\s@/]+)@"),
        "password in scheme://user:password@host (user and host kept)",
        ("://",), marker=REDACTED),
    SecretPattern("anthropic_key", _p(_TOK_GLUED + r"sk-ant-[A-Za-z0-9_\-]{20,}"), "Anthropic API key sk-ant-...",
                  ("sk-ant-",)),
    SecretPattern("openai_key", _p(r"(?:" + _TOK + r"sk-|" + _TOK_GLUED + r"sk-(?=proj-|svcacct-|admin-))"
                                   r"(?:proj-|svcacct-|admin-)?[A-Za-z0-9_\-]{20,}"),
                  "OpenAI-style key sk-..., sk-proj-... (must contain a digit)", ("sk-",), _has_digit),
    SecretPattern("github_token", _p(_TOK_GLUED + r"(?:gh[pousr]_[A-Za-z0-9]{20,}|github_pat_[A-Za-z0-9_]{20,})"),
                  "GitHub token ghp_/gho_/ghu_/ghs_/ghr_/github_pat_", ("ghp_", "gho_", "ghu_", "ghs_", "ghr_", "github_pat_")),
    SecretPattern("gitlab_token", _p(_TOK_GLUED + r"gl(?:pat|ptt|dt|rt|cbt|soat)-[A-Za-z0-9_\-]{20,}"),
                  "GitLab token glpat- (and glptt-, gldt-, glrt-, glcbt-, glsoat-)", ("glpat-", "glptt-", "gldt-", "glrt-", "glcbt-", "glsoat-")),
    SecretPattern("npm_token", _p(_TOK_GLUED + r"npm_[A-Za-z0-9]{36,}"), "npm access token npm_ + 36 characters",
                  ("npm_",)),
    SecretPattern("aws_access_key_id", _p(r"(?:" + _TOK_GLUED + r"AKIA|" + _TOK + r"ASIA)[A-Z0-9]{16}(?![A-Za-z0-9])"),
                  "AWS access key id AKIA/ASIA + 16 upper-case alphanumerics", ("akia", "asia")),
    SecretPattern(
        "aws_secret_access_key",
        _p(r"(?i)aws_?secret_?access_?key[\"']?[ \t]*[:=][ \t]*(?P<q>[\"']?)(?P<secret>[A-Za-z0-9/+=]{16,})"),
        "AWS secret key in an aws_secret_access_key = ... assignment", ("aws",)),
    SecretPattern("google_api_key", _p(_TOK_GLUED + r"AIza[0-9A-Za-z_\-]{35,}"), "Google API key AIza + 35 characters",
                  ("aiza",)),
    SecretPattern("slack_token", _p(_TOK_GLUED + r"xox[abprs]-[A-Za-z0-9\-]{10,}"), "Slack token xox[abprs]-...",
                  ("xox",)),
    SecretPattern("agentmemory_token", _p(_TOK_GLUED + r"amt_[A-Za-z0-9_\-]{40,}"),
                  "this server's own agent token amt_ + 43 base64url characters (what `tokens create` prints)",
                  ("amt_",)),
    SecretPattern("huggingface_token", _p(_TOK_GLUED + r"hf_[A-Za-z0-9]{30,}"), "Hugging Face token hf_...", ("hf_",)),
    SecretPattern("stripe_key", _p(_TOK_GLUED + r"(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{16,}"),
                  "Stripe secret / restricted key sk_live_, rk_live_, sk_test_, rk_test_", ("sk_", "rk_")),
    SecretPattern("stripe_webhook_secret", _p(_TOK_GLUED + r"whsec_[A-Za-z0-9+/=]{16,}"),
                  "Stripe webhook signing secret whsec_...", ("whsec_",)),
    SecretPattern("jwt", _p(_TOK + r"eyJ[A-Za-z0-9_\-]*(?:\.[A-Za-z0-9_\-]*){0,2}"),
                  "JSON Web Token: three base64url segments, the first starting eyJ", ("eyj",), _jwt),
    SecretPattern(
        "azure_key",
        _p(r"(?i)(?:(?<![A-Za-z0-9])|(?<=%3B)|(?<=%253B)|(?<=%25253B))"
           r"(?:AccountKey|SharedAccessKey|SharedAccessSignature)[ \t]*(?:=|" + _PCT + r"3[Dd])[ \t]*"
           r"(?P<secret>[^;\s\"'<>]{8,})"),
        "Azure connection string AccountKey=, SharedAccessKey=, SharedAccessSignature= (up to the next ;)",
        ("accountkey", "sharedaccess"), _not_placeholder),
    SecretPattern(
        "authorization",
        _p(r"(?i)(?<![A-Za-z0-9_\-])(?:proxy-)?authorization[\"']?[ \t]*[:=][ \t]*[\"']?"
           r"(?:(?P<scheme>bearer|basic|token|digest)[ \t]+)?(?P<secret>[^\s\"',;]+)"),
        "Authorization header value (the scheme word is kept)",
        ("proxy-authorization", "authorization"), _accept_auth, trim=True),
    SecretPattern("bearer_token",
                  _p(r"(?i)(?<![A-Za-z0-9_\-])bearer[ \t]+(?P<secret>[A-Za-z0-9\-._~+/]{8,}=*)"),
                  "Bearer <token> anywhere (the word Bearer is kept; token must look random)",
                  ("bearer",), _looks_random, trim=True),
    SecretPattern(
        "cli_secret",
        _p(r"(?i)(?<=-)(?:password|passwd|passphrase|secret|token|api-?key|access-?key|private-?key|"
           r"client-?secret|auth-?token)[ \t]+(?P<q>[\"']?)(?P<secret>(?<=[\"'])[^\"'\n]+|(?<![\"'])(?!-)[^\s\"']+)"),
        "CLI flag followed by its value: --password foo, --api-key 'x'",
        tuple("-" + t for t in _TERMS if "_" not in t), _accept_cli, trim=True, anchor_offset=1),
    SecretPattern(
        "secret_assignment",
        _p(r"(?i)(?P<key>" + _KEY_TERMS + r")" + _SEP + _VALUE),
        "password=..., secret: ..., api_key=\"...\", NAME_TOKEN=..., NAME_SECRET=... (env files, YAML, JSON, kwargs)",
        _TERMS, _accept_assignment, trim=True),
    SecretPattern(
        "key_assignment",
        _p(r"(?<=[A-Z0-9])(?P<key>_KEY)(?![A-Za-z0-9_])" + _SEP + _VALUE),
        "NAME_KEY=... in upper-case (environment) style: STRIPE_KEY=..., \"SENDGRID_KEY\": \"...\"",
        ("_key",), _accept_assignment, trim=True),
)
