"""Settings: the one place that reads the environment.

`Settings.from_env()` is the only reader of `os.environ` in the package. Every other module receives a
`Settings` instance (tests build one directly with `Settings(data_dir=tmp_path, ...)`). Invalid values
fail at start-up with a `ConfigError` naming the variable.
"""
from __future__ import annotations

import os
import re
from dataclasses import dataclass, field, fields, replace
from pathlib import Path
from typing import Mapping
from urllib.parse import urlsplit

from . import AGENT_ID_RULE, ID_MAX, is_agent_id  # the agent-id rule (the package's own): AGENT_ID follows it

EMBEDDING_PROVIDERS = ("local", "onnx-dir", "gemini", "fake", "none")
AGENT_SCOPES = ("shared", "isolated")
TOOL_SETS = ("all", "core")
LLM_PROVIDERS = ("none", "gemini")
RELEVANCE_GATES = ("off", "heuristic", "llm")
VECTOR_INDEXES = ("hnsw", "none")


class ConfigError(ValueError):
    """A setting has an invalid value; the message names the variable."""


@dataclass(frozen=True)
class Settings:
    host: str = "127.0.0.1"
    port: int = 3111
    data_dir: Path = field(default_factory=lambda: Path.home() / ".agentmemory")
    database_url: str | None = None  # postgresql://...: PostgreSQL + pgvector; None: the SQLite file in data_dir
    vector_index: str = "hnsw"  # PostgreSQL: hnsw (an HNSW index per model) | none (exact scan in the server)
    secret: str | None = None
    agent_id: str = "default"
    agent_scope: str = "shared"  # "isolated": reads return only the caller's agent's data
    max_obs_per_session: int = 500
    token_budget: int = 2000
    max_body_bytes: int = 10 * 1024 * 1024
    read_timeout_seconds: int = 10  # `serve`: a request head or body silent this long is dropped (a stalled body: 400)
    max_content_chars: int = 200_000
    dedup_window_seconds: int = 300
    search_hops: bool = False  # smart-search's second hop (evidence chains): no gain on the dev sets yet
    event_id_retention_days: int = 30  # idempotency keys (eventId) older than this are forgotten; 0: kept for ever
    disk_warn_mb: int = 256  # health is degraded (a warning) below this much free space where the data dir is; 0: never
    # Embeddings (search/embedders.py, search/onnx_embedder.py)
    embedding_provider: str = "local"
    embedding_model_dir: Path | None = None  # onnx-dir provider
    embedding_pooling: str = "mean"  # onnx-dir: mean | cls
    embedding_query_prefix: str = ""
    embedding_passage_prefix: str = ""
    embedding_threads: int = 2
    embedding_max_tokens: int = 256
    embedding_batch_size: int = 64
    gemini_api_key: str | None = None
    gemini_embedding_model: str = "gemini-embedding-001"
    embedding_dim: int = 768  # gemini output dimensionality
    # The app-wide guard (api/guard.py): browser origins allowed with CORS ("*": any), extra Host names
    tools: str = "all"  # MCP (mcp/): "core" lists only the ops marked core
    allowed_origins: tuple[str, ...] = ()  # origins that get CORS answers; none listed: no CORS headers at all
    allowed_hosts: tuple[str, ...] = ()  # Host names allowed besides loopback ones ("*": any)
    space_host: str | None = None  # SPACE_HOST, set by Hugging Face on a Space: its own host is allowed
    url: str | None = None  # `agentmemory mcp`: forward to this running server instead of opening the DB
    mcp_page_size: int = 50  # tools per tools/list page
    workers: int = 1  # `serve`: gunicorn worker processes; more than one needs PostgreSQL (one writer on SQLite)
    # Backup and restore (sync/): where snapshots go, how often, how many are kept
    backup_target: str | None = None  # "hf://<user>/<dataset>" or "file:///path"
    dataset_repo: str | None = None  # AGENTMEMORY_DATASET_REPO alone means backup_target "hf://<repo>"
    hf_token: str | None = None
    sync_interval: int = 60  # seconds between change checks of the backup loop
    backup_keep: int = 10  # snapshots kept in the target; older ones are deleted
    sync_enabled: bool = False  # run the backup loop inside the server process (start.sh runs its own)
    restore_max_bytes: int = 4 * 1024**3  # a restore refuses a snapshot that decompresses to more (gzip bomb)
    # Encryption at rest (store/db.py): the SQLCipher passphrase of the database and its backups; None: plain
    encryption_key: str | None = field(default=None, repr=False)
    # LLM (llm/): optional; every caller has a heuristic fallback. from_env picks gemini when a key is set.
    llm_provider: str = "none"  # none | gemini
    llm_model: str = "gemini-2.5-flash"
    llm_timeout_seconds: int = 60  # per request
    llm_retries: int = 3  # extra attempts on 429/5xx/timeouts, with exponential backoff
    llm_daily_budget: int = 500  # LLM requests per UTC day (counted in mem:meta); then heuristics
    llm_base_url: str | None = None  # a gateway (or a test stand-in) in front of the Gemini API
    relevance_gate: str = "heuristic"  # recall's gate: off (inject nothing) | heuristic | llm (from_env: llm with an LLM)
    # Consolidation (memory/consolidate.py)
    consolidation_enabled: bool = False  # CONSOLIDATION_ENABLED: the timer; POST /consolidate runs either way
    graph_extraction_enabled: bool = False  # GRAPH_EXTRACTION_ENABLED: the LLM links a crystal's observations
    auto_compress: bool = False  # AGENTMEMORY_AUTO_COMPRESS: an ended session is crystallized by the LLM at once
    consolidation_interval_hours: int = 24  # 0: only on POST /consolidate
    salience_floor: float = 0.2  # memories below it, idle 30+ days, are evicted (with an audit entry)
    audit_retention_days: int = 90  # consolidate.* / decay.* processing logs older than this are trimmed
    episode_retention_days: int | None = None  # episodes and raw turns older than this are pruned (None: kept)
    # Episodes, typed memories, transcripts (memory/distill/episodes.py, records/typed.py, ingest/transcripts.py)
    summary_debounce_seconds: int = 60  # a session idle this long is distilled into an episode
    distill_enabled: bool = True  # episodes/facts/identity distillation (off: turns are only stored)
    typed_dirs: tuple[Path, ...] = ()  # extra directories of typed-memory YAML files (override shipped types)
    transcript_roots: tuple[Path, ...] = field(default_factory=lambda: (
        Path.home() / ".claude" / "projects", Path.home() / ".gemini" / "antigravity" / "brain"))
    # Document folders (memory/sources/): only folders under these roots are read; none: every folder is refused
    source_roots: tuple[Path, ...] = ()
    source_max_file_bytes: int = 1_000_000  # larger files are skipped (generated code, logs, data dumps)
    source_poll_seconds: int = 300  # seconds between re-syncs of every source by the server; 0: only on request

    @property
    def db_path(self) -> Path:
        return Path(self.data_dir) / "agentmemory.db"

    @property
    def backend(self) -> str:
        """"postgresql" when a database URL is set, else "sqlite"."""
        return "postgresql" if self.database_url else "sqlite"

    @property
    def backup_state_path(self) -> Path:
        """The backup loop's status and change marker (read by health())."""
        return Path(self.data_dir) / "backup-state.json"

    def with_(self, **changes) -> "Settings":
        return replace(self, **changes)

    @classmethod
    def from_env(cls, environ: Mapping[str, str] | None = None) -> "Settings":
        env = os.environ if environ is None else environ
        r = _Reader(env)
        gemini_key = r.str("GEMINI_API_KEY") or r.str("GOOGLE_API_KEY")
        s = cls(
            host=r.str("HOST") or cls.host,
            port=r.int("PORT", r.int("III_REST_PORT", cls.port, lo=1, hi=65535), lo=1, hi=65535),
            data_dir=Path(r.str("AGENTMEMORY_DATA_DIR") or Path.home() / ".agentmemory").expanduser(),
            database_url=database_url_of(r.str("AGENTMEMORY_DATABASE_URL")),
            vector_index=r.choice("AGENTMEMORY_VECTOR_INDEX", VECTOR_INDEXES, cls.vector_index),
            secret=r.str("AGENTMEMORY_SECRET") or None,
            agent_id=env["AGENT_ID"] if r.str("AGENT_ID") else cls.agent_id,  # as set: never stripped
            agent_scope=r.choice("AGENTMEMORY_AGENT_SCOPE", AGENT_SCOPES, cls.agent_scope),
            max_obs_per_session=r.int("MAX_OBS_PER_SESSION", cls.max_obs_per_session, lo=1),
            token_budget=r.int("TOKEN_BUDGET", cls.token_budget, lo=50),
            max_body_bytes=r.int("AGENTMEMORY_MAX_BODY_BYTES", cls.max_body_bytes, lo=1024),
            read_timeout_seconds=r.int("AGENTMEMORY_READ_TIMEOUT", cls.read_timeout_seconds, lo=1, hi=3600),
            max_content_chars=r.int("AGENTMEMORY_MAX_CONTENT_CHARS", cls.max_content_chars, lo=100),
            dedup_window_seconds=r.int("AGENTMEMORY_DEDUP_WINDOW_SECONDS", cls.dedup_window_seconds, lo=0),
            search_hops=r.bool("AGENTMEMORY_SEARCH_HOPS", cls.search_hops),
            event_id_retention_days=r.int("AGENTMEMORY_EVENT_ID_RETENTION_DAYS", cls.event_id_retention_days, lo=0),
            disk_warn_mb=r.int("AGENTMEMORY_DISK_WARN_MB", cls.disk_warn_mb, lo=0),
            **_embedding_fields(r, cls, gemini_key),
            tools=r.choice("AGENTMEMORY_TOOLS", TOOL_SETS, cls.tools),
            allowed_origins=r.list("AGENTMEMORY_ALLOWED_ORIGINS"),
            allowed_hosts=r.list("AGENTMEMORY_ALLOWED_HOSTS"),
            space_host=r.str("SPACE_HOST"),
            url=(r.str("AGENTMEMORY_URL") or "").rstrip("/") or None,
            mcp_page_size=r.int("AGENTMEMORY_MCP_PAGE_SIZE", cls.mcp_page_size, lo=1, hi=1000),
            workers=r.int("AGENTMEMORY_WORKERS", cls.workers, lo=1, hi=64),
            backup_target=backup_target_of(r.str("AGENTMEMORY_BACKUP_TARGET"), r.str("AGENTMEMORY_DATASET_REPO")),
            dataset_repo=r.str("AGENTMEMORY_DATASET_REPO"),
            hf_token=r.str("HF_TOKEN") or r.str("HUGGING_FACE_HUB_TOKEN"),
            sync_interval=r.int("SYNC_INTERVAL", cls.sync_interval, lo=1, hi=86400),
            backup_keep=r.int("AGENTMEMORY_BACKUP_KEEP", cls.backup_keep, lo=1, hi=10000),
            sync_enabled=r.bool("AGENTMEMORY_SYNC_ENABLED", cls.sync_enabled),
            restore_max_bytes=r.int("AGENTMEMORY_RESTORE_MAX_BYTES", cls.restore_max_bytes, lo=1024),
            encryption_key=encryption_key_of(r),
            **_distill_fields(r, cls, gemini_key),
        )
        _check(s)
        return s

    def describe(self) -> dict:
        """Settings as JSON-safe values, with the secrets masked."""
        out = {}
        for f in fields(self):
            v = getattr(self, f.name)
            if f.name in ("secret", "gemini_api_key", "hf_token", "encryption_key"):
                v = "***" if v else None
            v = masked_url(v) if f.name == "database_url" and v else v
            if isinstance(v, tuple):  # path lists (typed_dirs, transcript_roots) become lists of strings
                v = [str(x) if isinstance(x, Path) else x for x in v]
            out[f.name] = str(v) if isinstance(v, Path) else v
        return out


def empty_secret_warning(environ: Mapping[str, str] | None = None) -> str | None:
    """One line for `serve` when AGENTMEMORY_SECRET is set but blank: read as unset (as every blank setting is),
    so the server runs with no secret, which whoever set it may not expect."""
    env = os.environ if environ is None else environ
    raw = env.get("AGENTMEMORY_SECRET")
    if raw is not None and not raw.strip():
        return "agentmemory: warning: AGENTMEMORY_SECRET is set but empty, so no secret is required (unset it or give it a value)"
    return None


def _is_http_url(url: str) -> bool:
    try:
        parts = urlsplit(url)
        parts.port  # noqa: B018 - raises ValueError for a port that is not a number in range
    except ValueError:
        return False
    return parts.scheme in ("http", "https") and bool(parts.hostname) and not any(c.isspace() for c in url)


def backup_target_of(target: str | None, dataset_repo: str | None) -> str | None:
    """AGENTMEMORY_BACKUP_TARGET, or "hf://<AGENTMEMORY_DATASET_REPO>"; checked here so a typo fails at start."""
    if not target and dataset_repo:
        target = "hf://" + dataset_repo.removeprefix("hf://")
    if not target:
        return None
    if target.startswith("hf://"):
        repo = target[len("hf://"):].removeprefix("datasets/").strip("/")
        if repo.count("/") != 1 or not all(repo.split("/")):
            raise ConfigError(f"AGENTMEMORY_BACKUP_TARGET must look like hf://<user>/<dataset>, got {target!r}")
        return "hf://" + repo
    if target.startswith("file://") and len(target) > len("file://"):
        return target
    raise ConfigError(f"AGENTMEMORY_BACKUP_TARGET must start with hf:// or file://, got {target!r}")

def encryption_key_of(r: "_Reader") -> str | None:
    """AGENTMEMORY_ENCRYPTION_KEY, or the first line of the file AGENTMEMORY_ENCRYPTION_KEY_FILE names."""
    key, path = r.str("AGENTMEMORY_ENCRYPTION_KEY"), r.str("AGENTMEMORY_ENCRYPTION_KEY_FILE")
    if key and path:
        raise ConfigError("set AGENTMEMORY_ENCRYPTION_KEY or AGENTMEMORY_ENCRYPTION_KEY_FILE, not both")
    if path:
        try:
            key = Path(path).expanduser().read_text(encoding="utf-8").strip()
        except (OSError, UnicodeDecodeError) as exc:
            raise ConfigError(f"AGENTMEMORY_ENCRYPTION_KEY_FILE: cannot read {path}: "
                              f"{getattr(exc, 'strerror', None) or exc}") from None
        if not key:
            raise ConfigError(f"AGENTMEMORY_ENCRYPTION_KEY_FILE: {path} is empty")
    return check_encryption_key(key, "AGENTMEMORY_ENCRYPTION_KEY") if key else None


def check_encryption_key(key: str, name: str) -> str:
    """A passphrase SQLCipher can take: no NUL or line breaks, at least 8 characters."""
    if any(c in key for c in "\x00\r\n") or len(key) < 8:
        raise ConfigError(f"{name} must be at least 8 characters on one line")
    return key
def database_url_of(url: str | None) -> str | None:
    """AGENTMEMORY_DATABASE_URL: a postgresql:// (or postgres://) URL, checked here so a typo fails at start."""
    if not url:
        return None
    try:
        parts = urlsplit(url)
        parts.port  # noqa: B018 - raises ValueError for a port that is not a number in range
    except ValueError:
        raise ConfigError(f"AGENTMEMORY_DATABASE_URL is not a valid URL: {masked_url(url)!r}") from None
    if parts.scheme not in ("postgresql", "postgres") or any(c.isspace() for c in url):
        raise ConfigError("AGENTMEMORY_DATABASE_URL must start with postgresql:// or postgres:// "
                          f"(unset: the SQLite file in the data dir), got {masked_url(url)!r}")
    return url


def masked_url(url: str) -> str:
    """The URL with its password replaced by ***."""
    try:
        password = urlsplit(url).password
    except ValueError:
        return url
    return url.replace(":" + password + "@", ":***@", 1) if password else url


def _embedding_fields(r: "_Reader", cls: type, gemini_key: str | None) -> dict:
    """The embedding settings of `Settings.from_env` (its reader `r`)."""
    return dict(
        embedding_provider=r.choice("AGENTMEMORY_EMBEDDING_PROVIDER", EMBEDDING_PROVIDERS, cls.embedding_provider),
        embedding_model_dir=(Path(r.str("AGENTMEMORY_EMBEDDING_MODEL_DIR")).expanduser()
                             if r.str("AGENTMEMORY_EMBEDDING_MODEL_DIR") else None),
        embedding_pooling=r.choice("AGENTMEMORY_EMBEDDING_POOLING", ("mean", "cls"), cls.embedding_pooling),
        embedding_query_prefix=r.str("AGENTMEMORY_EMBEDDING_QUERY_PREFIX") or "",
        embedding_passage_prefix=r.str("AGENTMEMORY_EMBEDDING_PASSAGE_PREFIX") or "",
        embedding_threads=r.int("AGENTMEMORY_EMBEDDING_THREADS", cls.embedding_threads, lo=1, hi=64),
        embedding_max_tokens=r.int("AGENTMEMORY_EMBEDDING_MAX_TOKENS", cls.embedding_max_tokens, lo=8, hi=8192),
        embedding_batch_size=r.int("AGENTMEMORY_EMBEDDING_BATCH_SIZE", cls.embedding_batch_size, lo=1, hi=4096),
        gemini_api_key=gemini_key or None,
        gemini_embedding_model=r.str("AGENTMEMORY_GEMINI_EMBEDDING_MODEL") or cls.gemini_embedding_model,
        embedding_dim=r.int("AGENTMEMORY_EMBEDDING_DIM", cls.embedding_dim, lo=8, hi=8192),
    )


def _distill_fields(r: "_Reader", cls: type, gemini_key: str | None) -> dict:
    """The LLM, consolidation, distillation, typed-memory, transcript and source settings of `Settings.from_env`."""
    return dict(
        llm_provider=r.choice("AGENTMEMORY_LLM_PROVIDER", LLM_PROVIDERS, "gemini" if gemini_key else "none"),
        llm_model=r.str("AGENTMEMORY_LLM_MODEL") or cls.llm_model,
        llm_timeout_seconds=r.int("AGENTMEMORY_LLM_TIMEOUT", cls.llm_timeout_seconds, lo=1, hi=3600),
        llm_retries=r.int("AGENTMEMORY_LLM_RETRIES", cls.llm_retries, lo=0, hi=10),
        llm_daily_budget=r.int("AGENTMEMORY_LLM_DAILY_BUDGET", cls.llm_daily_budget, lo=0),
        llm_base_url=(r.str("AGENTMEMORY_LLM_BASE_URL") or "").rstrip("/") or None,
        relevance_gate=r.choice("AGENTMEMORY_RELEVANCE_GATE", RELEVANCE_GATES,
                                "llm" if (r.str("AGENTMEMORY_LLM_PROVIDER") or ("gemini" if gemini_key else "none")).lower()
                                == "gemini" else "heuristic"),
        consolidation_enabled=r.bool("CONSOLIDATION_ENABLED", cls.consolidation_enabled),
        graph_extraction_enabled=r.bool("GRAPH_EXTRACTION_ENABLED", cls.graph_extraction_enabled),
        auto_compress=r.bool("AGENTMEMORY_AUTO_COMPRESS", cls.auto_compress),
        consolidation_interval_hours=r.int("AGENTMEMORY_CONSOLIDATION_INTERVAL_HOURS",
                                           cls.consolidation_interval_hours, lo=0, hi=24 * 365),
        salience_floor=r.float("AGENTMEMORY_SALIENCE_FLOOR", cls.salience_floor, lo=0.0, hi=1.0),
        audit_retention_days=r.int("AGENTMEMORY_AUDIT_RETENTION_DAYS", cls.audit_retention_days, lo=1),
        episode_retention_days=r.int("AGENTMEMORY_EPISODE_RETENTION_DAYS", 0, lo=0) or None,
        summary_debounce_seconds=r.int("AGENTMEMORY_SUMMARY_DEBOUNCE_SECONDS", cls.summary_debounce_seconds,
                                       lo=0, hi=7 * 86400),
        distill_enabled=r.bool("AGENTMEMORY_DISTILL_ENABLED", cls.distill_enabled),
        typed_dirs=r.paths("AGENTMEMORY_TYPED_DIRS") or (),
        transcript_roots=r.paths("AGENTMEMORY_TRANSCRIPT_ROOTS") or cls().transcript_roots,
        source_roots=r.paths("AGENTMEMORY_SOURCE_ROOTS"),
        source_max_file_bytes=r.int("AGENTMEMORY_SOURCE_MAX_FILE_BYTES", cls.source_max_file_bytes, lo=1),
        source_poll_seconds=r.int("AGENTMEMORY_SOURCE_POLL_SECONDS", cls.source_poll_seconds, lo=0, hi=86400),
    )


def _check(s: Settings) -> None:
    """Settings that cannot work together: one line naming the variable to set."""
    if s.url and not _is_http_url(s.url):
        raise ConfigError(f"AGENTMEMORY_URL must be an http:// or https:// URL such as http://127.0.0.1:3111, "
                          f"got {s.url!r}")
    if s.llm_provider == "gemini" and not s.gemini_api_key:
        raise ConfigError("GEMINI_API_KEY (or GOOGLE_API_KEY) must be set when AGENTMEMORY_LLM_PROVIDER=gemini")
    if s.embedding_provider == "onnx-dir" and s.embedding_model_dir is None:
        raise ConfigError("AGENTMEMORY_EMBEDDING_MODEL_DIR must be set when AGENTMEMORY_EMBEDDING_PROVIDER=onnx-dir")
    if s.embedding_provider == "gemini" and not s.gemini_api_key:
        raise ConfigError("GEMINI_API_KEY (or GOOGLE_API_KEY) must be set when AGENTMEMORY_EMBEDDING_PROVIDER=gemini")
    check_workers(s)
    if not is_agent_id(s.agent_id):  # a request naming it would be refused (422), so the server's own id may not be it
        raise ConfigError(f"AGENT_ID {AGENT_ID_RULE} or be over {ID_MAX} characters, got {s.agent_id[:80]!r}")
    for origin in (o for o in s.allowed_origins if o != "*" and not _ORIGIN.fullmatch(o)):
        raise ConfigError(f"AGENTMEMORY_ALLOWED_ORIGINS: {origin!r} is not an origin such as "
                          f"http://localhost:6274 (scheme://host[:port], no path; or *)")
    for host in (h for h in s.allowed_hosts if h != "*" and not _HOST.fullmatch(h)):
        raise ConfigError(f"AGENTMEMORY_ALLOWED_HOSTS: {host!r} is not a Host such as agentmemory or "
                          f"memory.example.org:8080 (no scheme, no path; or *)")


_ORIGIN = re.compile(r"[a-zA-Z][a-zA-Z0-9+.-]*://[^/?#@\s]+/?")  # what a browser sends as Origin
_HOST = re.compile(r"(?:[^/?#@\s:\[\]]+|\[[0-9a-fA-F:.]+\])(?::\d{1,5})?")  # a Host header's value


def check_workers(s: Settings) -> None:
    """More than one worker process needs PostgreSQL: SQLite has one writer, held by one process."""
    if s.workers > 1 and not s.database_url:
        raise ConfigError(f"{s.workers} workers need PostgreSQL (set AGENTMEMORY_DATABASE_URL=postgresql://...): "
                          f"on SQLite the server runs one process (AGENTMEMORY_WORKERS=1, no --workers)")


class _Reader:
    def __init__(self, env: Mapping[str, str]):
        self.env = env

    def str(self, name: str) -> str | None:
        v = self.env.get(name)
        return v.strip() if isinstance(v, str) and v.strip() else None

    def int(self, name: str, default: int, lo: int | None = None, hi: int | None = None) -> int:
        raw = self.str(name)
        if raw is None:
            return default
        try:
            v = int(raw)
        except ValueError:
            raise ConfigError(f"{name} must be an integer, got {raw!r}") from None
        if (lo is not None and v < lo) or (hi is not None and v > hi):
            raise ConfigError(f"{name} must be between {lo} and {hi if hi is not None else 'infinity'}, got {v}")
        return v

    def float(self, name: str, default: float, lo: float | None = None, hi: float | None = None) -> float:
        raw = self.str(name)
        if raw is None:
            return default
        try:
            v = float(raw)
        except ValueError:
            raise ConfigError(f"{name} must be a number, got {raw!r}") from None
        if v != v or (lo is not None and v < lo) or (hi is not None and v > hi):
            raise ConfigError(f"{name} must be between {lo} and {hi if hi is not None else 'infinity'}, got {raw}")
        return v

    def bool(self, name: str, default: bool) -> bool:
        raw = self.str(name)
        if raw is None:
            return default
        if raw.lower() in ("1", "true", "yes", "on"):
            return True
        if raw.lower() in ("0", "false", "no", "off"):
            return False
        raise ConfigError(f"{name} must be true or false, got {raw!r}")

    def list(self, name: str) -> tuple[str, ...]:
        """A comma-separated list (blank items dropped)."""
        return tuple(p.strip() for p in (self.str(name) or "").split(",") if p.strip())

    def paths(self, name: str) -> tuple[Path, ...]:
        """A path list: separated by os.pathsep (":" / ";") or commas, "~" expanded, blanks dropped."""
        raw = (self.str(name) or "").replace(",", os.pathsep)
        return tuple(Path(p.strip()).expanduser() for p in raw.split(os.pathsep) if p.strip())

    def choice(self, name: str, options: tuple[str, ...], default: str) -> str:
        raw = self.str(name)
        if raw is None:
            return default
        if raw.lower() not in options:
            raise ConfigError(f"{name} must be one of {', '.join(options)}, got {raw!r}")
        return raw.lower()
