"""Privacy filter: drop `<private>` spans and redact secrets before anything is stored.

`strip_private(value)` walks a JSON-like value (str / dict / list / tuple; other
scalars pass through) and returns `(cleaned, redactions)`:

* `<private>...</private>` spans are removed (case-insensitive, across lines); an
  unclosed `<private>` removes everything to the end of the string, because the
  writer clearly meant the rest to stay out of memory.
* Secrets found in text are replaced by `[REDACTED:<kind>]` (URL passwords by a
  bare `[REDACTED]` so the URL still reads as a URL). `SECRET_PATTERNS` is the
  table of kinds, in the order they are applied.
* A dict value whose key names a secret (`password`, `apiKey`, `Set-Cookie`, ...)
  is replaced wholesale by `[REDACTED]` when it is a non-empty string.

Precision matters as much as recall here: conversation turns are stored
verbatim and searched later, so ordinary prose ("a token of thanks", "ask-me",
git SHAs, UUIDs) must come back untouched. Hence the `accept` checks below.
Every pattern starts at a token boundary (a look-behind rather than `\\b`), which
both avoids matches inside words and keeps matching linear on huge strings.
Running the filter twice is a no-op: values that are already `[REDACTED...]` are
skipped and not counted again.
"""
from __future__ import annotations

import re
from typing import Any, Callable, NamedTuple

REDACTED = "[REDACTED]"

# A token may only begin after a character that cannot be part of it.
_TOK = r"(?<![A-Za-z0-9_\-])"
# Sentence punctuation that trails an unquoted value ("token=abc123." / "f(token=x)").
_TRAIL = ",;:.)}]>"
_EOL = re.compile(r"[,;:.)}\]\"'`]*[ \t]*(?:\r?\n|$)")
_ENV_REF = re.compile(r"\$\{?[A-Z_][A-Z0-9_]*\}?")
_DOTTED_NAME = re.compile(r"[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+")
_SMALL_INT = re.compile(r"-?\d{1,3}")
_IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z_]*")  # no digits: secrets almost always have some
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
    accept: Callable[[re.Match[str], str], bool] | None = None
    marker: str | None = None  # default: "[REDACTED:<kind>]"
    trim: bool = False


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


def _is_placeholder(value: str) -> bool:
    """`<token>`, `${{ secrets.X }}`, `$API_KEY`, `%(pw)s`, `****`: not secrets themselves."""
    return (
        value.startswith("[REDACTED")
        or value[0] in "<{%"
        or value.strip("*.") == ""
        or value.lower() in _NOT_A_VALUE
        or _ENV_REF.fullmatch(value) is not None
    )


def _accept_auth(m: re.Match[str], value: str) -> bool:
    if _is_placeholder(value):
        return False
    # With a scheme word the value is a credential; without one, "Authorization: required"
    # is prose and {'Authorization': auth_header} is code.
    return bool(m.group("scheme")) or not (_IDENTIFIER.fullmatch(value) and len(value) < 24)


def _accept_assignment(m: re.Match[str], value: str) -> bool:
    """`key = value` in text: redact values, not code or prose that happens to look alike."""
    if _is_placeholder(value):
        return False
    if m.group("q"):
        return True  # a quoted literal is a value by construction
    if re.search(r"[()\[\]{}]", value) or _DOTTED_NAME.fullmatch(value) or _SMALL_INT.fullmatch(value):
        return False  # code: get_token(), os.environ[...], self.token, token = -1
    end = m.start("secret") + len(value)
    if m.string[end:end + 1] in ("'", '"'):
        return False  # a string prefix: token = f"{x}..."
    squash = lambda s: s.lower().replace("_", "").replace("-", "")  # noqa: E731
    if _IDENTIFIER.fullmatch(value) and ("_" in value or squash(m.group("key")) in squash(value)):
        return False  # a variable: f(password=password, api_key=gemini_key or None)
    if m.group("sep") == ":" and value.isalpha():
        # "Secret: keep it quiet" is prose; "secret: hunter" alone on its line is a value.
        return _EOL.match(m.string, end) is not None
    return True


_KEY_TERMS = (
    r"password|passwd|passphrase|secret|token|api[_\-]?key|access[_\-]?key|"
    r"private[_\-]?key|client[_\-]?secret|auth[_\-]?token"
)
# Quoted values run to the closing quote; unquoted ones to whitespace (or `&` in a query string).
_VALUE = r"(?P<q>[\"'`]?)(?P<secret>(?<=[\"'`])[^\"'`\n]+|(?<![\"'`])[^\s\"'`&]+)"

SECRET_PATTERNS: tuple[SecretPattern, ...] = (
    SecretPattern(
        "private_key",
        re.compile(
            r"-----BEGIN[A-Z0-9 ]{0,40}PRIVATE KEY(?: BLOCK)?-----.*?"
            r"(?:-----END[A-Z0-9 ]{0,40}PRIVATE KEY(?: BLOCK)?-----|\Z)",
            re.S,
        ),
        "PEM / OpenSSH / PGP private key block, BEGIN through END (or the end of the text)",
    ),
    SecretPattern(
        "url_password",
        re.compile(r"(?<![A-Za-z0-9+.\-])[A-Za-z][A-Za-z0-9+.\-]{0,30}://[^\s:/@?#\[\]]*:"
                   r"(?P<secret>(?!\[REDACTED)[^\s@/]+)@"),
        "password in scheme://user:password@host (user and host kept)",
        marker=REDACTED,
    ),
    SecretPattern("anthropic_key", re.compile(_TOK + r"sk-ant-[A-Za-z0-9_\-]{20,}"),
                  "Anthropic API key sk-ant-..."),
    SecretPattern("openai_key", re.compile(_TOK + r"sk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_\-]{20,}"),
                  "OpenAI-style key sk-..., sk-proj-... (must contain a digit)", _has_digit),
    SecretPattern("github_token",
                  re.compile(_TOK + r"(?:gh[pousr]_[A-Za-z0-9]{20,}|github_pat_[A-Za-z0-9_]{20,})"),
                  "GitHub token ghp_/gho_/ghu_/ghs_/ghr_/github_pat_"),
    SecretPattern("aws_access_key_id", re.compile(_TOK + r"(?:AKIA|ASIA)[A-Z0-9]{16}(?![A-Za-z0-9])"),
                  "AWS access key id AKIA/ASIA + 16 upper-case alphanumerics"),
    SecretPattern(
        "aws_secret_access_key",
        re.compile(r"(?i)aws_?secret_?access_?key[\"']?[ \t]*[:=][ \t]*(?P<q>[\"']?)"
                   r"(?P<secret>[A-Za-z0-9/+=]{16,})"),
        "AWS secret key in an aws_secret_access_key = ... assignment",
    ),
    SecretPattern("google_api_key", re.compile(_TOK + r"AIza[0-9A-Za-z_\-]{30,}"), "Google API key AIza..."),
    SecretPattern("slack_token", re.compile(_TOK + r"xox[abprs]-[A-Za-z0-9\-]{10,}"), "Slack token xox[abprs]-..."),
    SecretPattern("huggingface_token", re.compile(_TOK + r"hf_[A-Za-z0-9]{30,}"), "Hugging Face token hf_..."),
    SecretPattern("stripe_key", re.compile(_TOK + r"(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{16,}"),
                  "Stripe secret / restricted key sk_live_, rk_live_ (and _test_)"),
    SecretPattern("jwt", re.compile(_TOK + r"eyJ[A-Za-z0-9_\-]{10,}\.[A-Za-z0-9_\-]{10,}\.[A-Za-z0-9_\-]*"),
                  "JSON Web Token: three base64url segments, the first starting eyJ"),
    SecretPattern(
        "authorization",
        re.compile(r"(?i)(?<![A-Za-z0-9_\-])(?:proxy-)?authorization[\"']?[ \t]*[:=][ \t]*[\"']?"
                   r"(?:(?P<scheme>bearer|basic|token|digest)[ \t]+)?(?P<secret>[^\s\"',;]+)"),
        "Authorization header value (the scheme word is kept)",
        _accept_auth, trim=True,
    ),
    SecretPattern("bearer_token",
                  re.compile(r"(?i)(?<![A-Za-z0-9_\-])bearer[ \t]+(?P<secret>[A-Za-z0-9\-._~+/]{8,}=*)"),
                  "Bearer <token> anywhere (the word Bearer is kept; token must look random)",
                  _looks_random, trim=True),
    SecretPattern(
        "cli_secret",
        re.compile(r"(?i)(?<![\w-])--?(?:[a-z0-9]+-)*(?:password|passwd|passphrase|secret|token|api-?key|"
                   r"access-?key|private-?key|client-?secret|auth-?token)[ \t]+(?P<q>[\"']?)"
                   r"(?P<secret>(?<=[\"'])[^\"'\n]+|(?<![\"'])(?!-)[^\s\"']+)"),
        "CLI flag followed by its value: --password foo, --api-key 'x'",
        lambda _m, v: not _is_placeholder(v), trim=True,
    ),
    SecretPattern(
        "secret_assignment",
        re.compile(r"(?i)(?P<key>" + _KEY_TERMS + r")[\"']?[ \t]*(?P<sep>:=|=>|=(?!=)|:(?![/\\]))[ \t]*"
                   + _VALUE),
        "password=..., secret: ..., api_key=\"...\", TOKEN=... (env files, YAML, JSON, kwargs)",
        _accept_assignment, trim=True,
    ),
)

_PRIVATE_SPAN = re.compile(r"<private(?:\s[^<>]*)?>.*?(?:</private\s*>|\Z)", re.I | re.S)


def _apply(sp: SecretPattern, text: str) -> tuple[str, int]:
    marker = sp.marker or f"[REDACTED:{sp.kind}]"
    has_secret_group = "secret" in sp.regex.groupindex
    count = 0

    def replace(m: re.Match[str]) -> str:
        nonlocal count
        whole = m.group(0)
        if not has_secret_group:
            if sp.accept and not sp.accept(m, whole):
                return whole
            count += 1
            return marker
        value = m.group("secret")
        if sp.trim and not m.groupdict().get("q"):
            value = value.rstrip(_TRAIL)
        if not value or (sp.accept and not sp.accept(m, value)):
            return whole
        count += 1
        start = m.start("secret") - m.start()
        return whole[:start] + marker + whole[start + len(value):]

    return sp.regex.sub(replace, text), count


def _any_pattern(patterns: tuple[SecretPattern, ...]) -> re.Pattern[str]:
    """One regex that matches wherever at least one of `patterns` matches: each pattern's source,
    its named groups made plain (names may not repeat in one regex) and its flags scoped to it."""
    parts = []
    for sp in patterns:
        src = re.sub(r"\(\?P<\w+>", "(?:", sp.regex.pattern)
        src = re.sub(r"^\(\?[aiLmsux]+\)", "", src)  # leading global flags: taken from .flags below
        flags = "".join(c for f, c in ((re.I, "i"), (re.M, "m"), (re.S, "s"), (re.X, "x")) if sp.regex.flags & f)
        parts.append(f"(?{flags}:{src})" if flags else f"(?:{src})")
    return re.compile("|".join(parts))


# Trigger: almost every text has no secret. Why: 17 substitutions per string were a tenth of the
# cost of `observe`. Outcome: one combined search first; the patterns run only where it matches.
_ANY_SECRET = _any_pattern(SECRET_PATTERNS)


def redact_text(text: str) -> tuple[str, int]:
    """Remove private spans, then apply `SECRET_PATTERNS` in order. Returns (text, redactions).

    A rejected candidate still consumes its characters, which can hide an overlapping
    secret until the text is scanned again; so passes repeat (at most 3) until one
    finds nothing. Clean text costs one pass; the result is stable under re-stripping.
    """
    text, total = _PRIVATE_SPAN.subn("", text) if "<" in text else (text, 0)
    if not _ANY_SECRET.search(text):
        return text, total
    text, found = scan_secrets(text)
    return text, total + found


def scan_secrets(text: str) -> tuple[str, int]:
    """Apply every pattern of `SECRET_PATTERNS`, repeating passes (at most 3) until one finds nothing."""
    total = 0
    for _ in range(3):
        found = 0
        for sp in SECRET_PATTERNS:
            text, n = _apply(sp, text)
            found += n
        total += found
        if not found:
            break
    return text, total


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
    if not isinstance(key, str):
        return False
    parts = [p.lower() for p in _KEY_SPLIT.findall(key)]
    if not parts or parts[-1] in _KEY_META_SUFFIXES:
        return False
    if any(p in _KEY_WORDS for p in parts):
        return True
    return any(a + b in _KEY_PAIRS for a, b in zip(parts, parts[1:]))


def strip_private(value: Any) -> tuple[Any, int]:
    """Return `(cleaned, redactions)` for any JSON-like value; the input is not modified."""
    if isinstance(value, str):
        return redact_text(value)
    if isinstance(value, dict):
        out: dict[Any, Any] = {}
        total = 0
        for key, item in value.items():
            if is_secret_key(key) and isinstance(item, str) and item and not item.startswith("[REDACTED"):
                out[key] = REDACTED
                total += 1
                continue
            out[key], n = strip_private(item)
            total += n
        return out, total
    if isinstance(value, (list, tuple)):
        cleaned = []
        total = 0
        for item in value:
            c, n = strip_private(item)
            cleaned.append(c)
            total += n
        return (tuple(cleaned) if isinstance(value, tuple) else cleaned), total
    return value, 0
