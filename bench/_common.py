"""Shared helpers for the benchmark scripts in bench/.

Nothing here is timed or scored; it is the plumbing the scripts share:

- `Client`: a thin HTTP client over `requests` with the Bearer token header and
  one keep-alive `requests.Session` per thread.
- `percentile` / `latency_summary`: latency statistics in milliseconds.
- `print_table`: a plain fixed-width text table.
- `wait_for_embeddings`: poll GET /agentmemory/health until the embed queue is empty.
- `SyntheticObservations`: seeded, realistic Claude Code PostToolUse payloads and
  queries drawn from the same vocabulary (used by ingest.py and search_latency.py).
- `add_common_args` / `emit_result`: the flags and the final JSON line every script shares.

Only the standard library, `requests` and `numpy` are used.
"""
from __future__ import annotations

import argparse
import http.client
import io
import json
import math
import os
import random
import sys
import threading
import time
import uuid
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any, Iterable, Sequence
from urllib.parse import urlsplit

import numpy as np
import requests

API = "/agentmemory"


class BenchError(RuntimeError):
    """The server answered with an unexpected status or body."""

    def __init__(self, method: str, path: str, status: int, body: Any):
        self.status = status
        self.body = body
        super().__init__(f"{method} {path} -> {status}: {str(body)[:300]}")


class Client:
    """HTTP client for one server; safe to share between threads.

    Each thread gets its own `requests.Session` (keep-alive connection pool),
    because a Session is not guaranteed thread-safe.
    """

    def __init__(self, url: str, token: str | None = None, timeout: float = 60.0):
        self.url = url.rstrip("/")
        self.timeout = timeout
        self.headers = {"Content-Type": "application/json"}
        if token:
            self.headers["Authorization"] = f"Bearer {token}"
        self._local = threading.local()

    @property
    def session(self) -> requests.Session:
        s = getattr(self._local, "session", None)
        if s is None:
            s = requests.Session()
            s.headers.update(self.headers)
            self._local.session = s
        return s

    def request(self, method: str, path: str, body: Any = None,
                ok: Iterable[int] = (200, 201)) -> tuple[int, Any, float]:
        """Send one request; return (status, parsed JSON or text, elapsed ms).

        Raises BenchError when the status is not in `ok`. The elapsed time is
        client-side wall clock around the whole request (connect reuse included).
        """
        full = self.url + path
        t0 = time.perf_counter()
        if method == "GET":
            r = self.session.get(full, timeout=self.timeout)
        else:
            r = self.session.request(method, full, data=json.dumps(body), timeout=self.timeout)
        ms = (time.perf_counter() - t0) * 1000.0
        try:
            data = r.json()
        except ValueError:
            data = r.text
        if r.status_code not in tuple(ok):
            raise BenchError(method, path, r.status_code, data)
        return r.status_code, data, ms

    def post(self, path: str, body: Any, ok: Iterable[int] = (200, 201)) -> tuple[int, Any, float]:
        return self.request("POST", API + path, body, ok)

    def get(self, path: str, ok: Iterable[int] = (200,)) -> tuple[int, Any, float]:
        return self.request("GET", API + path, None, ok)

    def health(self) -> dict:
        return self.get("/health")[1]

    def start_session(self, session_id: str, project: str, cwd: str, title: str | None = None) -> bool:
        """POST /agentmemory/session/start; False (after one warning) if the route is missing.

        Trigger: the server may create sessions implicitly on first observe.
        Why: the scripts should still run against such a server.
        Outcome: a 404/405 is reported once and sessions are not started again.
        """
        if getattr(self, "_no_session_route", False):
            return False
        body = {"sessionId": session_id, "project": project, "cwd": cwd}
        if title:
            body["title"] = title
        try:
            self.post("/session/start", body)
            return True
        except BenchError as e:
            if e.status in (404, 405):
                self._no_session_route = True
                log(f"warning: POST {API}/session/start answered {e.status}; continuing without it")
                return False
            if e.status == 409:  # already started (re-run with the same tag)
                return True
            raise


def connect(args) -> tuple["Client | None", dict]:
    """A client for --url/--token/--timeout and the server's health, or (None, {}) after saying why."""
    client = Client(args.url, args.token, args.timeout)
    try:
        return client, client.health()
    except (BenchError, requests.RequestException, ValueError) as e:
        log(f"{script_name()}: {describe(e)}")
        return None, {}


def script_name() -> str:
    return Path(sys.argv[0]).name or "bench"


def describe(exc: BaseException) -> str | None:
    """One line for what a user can fix (no server, wrong token, missing file); None for a bug."""
    if isinstance(exc, BenchError) and exc.status == 401:
        return (f"the server refused the token ({exc}); pass its AGENTMEMORY_SECRET with --token "
                "or in $AGENTMEMORY_SECRET")
    if isinstance(exc, BenchError):
        return str(exc)
    if isinstance(exc, requests.ConnectionError):
        url = getattr(exc.request, "url", None) or "the server"
        return f"cannot reach {url}: is `agentmemory serve` running there? (--url sets where)"
    if isinstance(exc, requests.Timeout):
        return f"no answer in time from {getattr(exc.request, 'url', 'the server')} (--timeout)"
    if isinstance(exc, requests.RequestException):
        return f"request failed: {exc}"
    if isinstance(exc, FileNotFoundError):
        return f"no such file: {exc.filename}"
    if isinstance(exc, OSError) and exc.filename:
        return f"{exc.filename}: {exc.strerror}"
    if isinstance(exc, json.JSONDecodeError):
        return f"not valid JSON: {exc}"
    return None


def run_main(main, argv: Sequence[str] | None = None) -> int:
    """A script's main, with what a user can fix ending in one line on stderr and exit 2, not a traceback."""
    try:
        return main(argv)
    except KeyboardInterrupt:
        log(f"{script_name()}: interrupted")
        return 130
    except Exception as exc:  # noqa: BLE001 - only the kinds describe() knows are swallowed
        line = describe(exc)
        if line is None:
            raise
        log(f"{script_name()}: {line}")
        return 2


def log(msg: str) -> None:
    """Progress goes to stderr so stdout stays the tables and the JSON line."""
    print(msg, file=sys.stderr, flush=True)


# ---------------------------------------------------------------- statistics

def percentile(values: Sequence[float], p: float) -> float | None:
    """The p-th percentile (0-100, linear interpolation); None for no values."""
    if len(values) == 0:
        return None
    return float(np.percentile(np.asarray(values, dtype=float), p))


def latency_summary(ms: Sequence[float]) -> dict:
    """n, mean, p50, p95, p99, max of a list of milliseconds (rounded to 0.01 ms)."""
    def r(v):
        return None if v is None else round(float(v), 2)
    if len(ms) == 0:
        return {"n": 0, "mean": None, "p50": None, "p95": None, "p99": None, "max": None}
    arr = np.asarray(ms, dtype=float)
    return {"n": int(arr.size), "mean": r(arr.mean()), "p50": r(percentile(arr, 50)),
            "p95": r(percentile(arr, 95)), "p99": r(percentile(arr, 99)), "max": r(arr.max())}


def goal(value: float | None, limit: float, strict: bool = False) -> str:
    """'PASS' / 'FAIL' for a value that should be <= limit (< with strict); 'n/a' without one."""
    if value is None or (isinstance(value, float) and math.isnan(value)):
        return "n/a"
    return "PASS" if (value < limit if strict else value <= limit) else "FAIL"


# ---------------------------------------------------------------- output

def fmt(v: Any, digits: int = 3) -> str:
    if v is None:
        return "-"
    if isinstance(v, float):
        return f"{v:.{digits}f}"
    return str(v)


def print_table(headers: Sequence[str], rows: Sequence[Sequence[Any]], title: str | None = None,
                digits: int = 3, file=None) -> None:
    """Print a fixed-width table; floats get `digits` decimals, None prints '-'."""
    file = file or sys.stdout
    cells = [[fmt(c, digits) for c in row] for row in rows]
    widths = [max([len(h)] + [len(r[i]) for r in cells]) for i, h in enumerate(headers)]
    if title:
        print(f"\n{title}", file=file)
    line = "  ".join(h.ljust(w) if i == 0 else h.rjust(w) for i, (h, w) in enumerate(zip(headers, widths)))
    print(line, file=file)
    print("-" * len(line), file=file)
    for r in cells:
        print("  ".join(c.ljust(w) if i == 0 else c.rjust(w) for i, (c, w) in enumerate(zip(r, widths))), file=file)
    file.flush()


def add_common_args(p: argparse.ArgumentParser) -> None:
    p.add_argument("--url", default="http://127.0.0.1:3111", help="server base URL")
    p.add_argument("--token", default=os.environ.get("AGENTMEMORY_SECRET"),
                   help="Bearer token (default: $AGENTMEMORY_SECRET)")
    p.add_argument("--timeout", type=float, default=60.0, help="per-request timeout, seconds")
    p.add_argument("--run-tag", default=None,
                   help="suffix for project/session ids so re-runs do not collide")
    p.add_argument("--json-out", default=None, help="also write the result JSON to this file")


def default_run_tag() -> str:
    return datetime.now().strftime("%Y%m%d%H%M%S") + "-" + uuid.uuid4().hex[:4]


def emit_result(result: dict, json_out: str | None) -> None:
    """Print the result as one final JSON line on stdout and optionally write it to a file."""
    line = json.dumps(result, sort_keys=True, default=str)
    if json_out:
        Path(json_out).parent.mkdir(parents=True, exist_ok=True)
        Path(json_out).write_text(json.dumps(result, indent=2, sort_keys=True, default=str) + "\n")
        log(f"wrote {json_out}")
    print(line, flush=True)


def iso(dt: datetime) -> str:
    """ISO 8601 in UTC with a 'Z' suffix (naive datetimes are taken as UTC)."""
    if dt.tzinfo is None:
        dt = dt.replace(tzinfo=timezone.utc)
    return dt.astimezone(timezone.utc).isoformat(timespec="milliseconds").replace("+00:00", "Z")


def server_info(h: dict) -> dict:
    """The parts of /health worth recording beside a result."""
    return {k: h.get(k) for k in ("version", "schemaVersion", "counts", "dbBytes", "embeddings")}


def serving_pid(pid: int | None) -> int | None:
    """The process that holds the app: `agentmemory serve` runs gunicorn, whose master (`pid`)
    forks one worker; the worker is the one with the model and the database, so use it."""
    if not pid:
        return None
    try:
        children = Path(f"/proc/{pid}/task/{pid}/children").read_text().split()
    except OSError:
        return pid
    return int(children[0]) if len(children) == 1 else pid


def read_rss_kb(pid: int | None) -> dict | None:
    """VmRSS and VmHWM (peak) of a local process in kB, from /proc/PID/status
    (of its one child instead, when it has exactly one: the gunicorn worker)."""
    pid = serving_pid(pid)
    if not pid:
        return None
    out = {}
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            key, _, rest = line.partition(":")
            if key in ("VmRSS", "VmHWM"):
                out[key] = int(rest.split()[0])
    except (OSError, ValueError, IndexError) as e:
        log(f"warning: cannot read /proc/{pid}/status: {e}")
        return None
    return out


def read_cpu_s(pid: int | None) -> float | None:
    """User + system CPU seconds of a local process so far (of the gunicorn worker, as `read_rss_kb`)."""
    pid = serving_pid(pid)
    if not pid:
        return None
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
        fields = stat[stat.rindex(")") + 2:].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError) as e:
        log(f"warning: cannot read /proc/{pid}/stat: {e}")
        return None


# ---------------------------------------------------------------- embeddings

def embeddings_state(h: dict) -> dict | None:
    """health.embeddings, or None when there is nothing to wait for (missing or provider none)."""
    emb = h.get("embeddings") if isinstance(h, dict) else None
    if not isinstance(emb, dict) or emb.get("provider") in (None, "none") or "pending" not in emb:
        return None
    return emb


def wait_for_embeddings(client: Client, timeout: float, poll: float = 2.0) -> dict:
    """Poll GET /health until embeddings.pending == 0, printing progress to stderr.

    Returns {waited, seconds, timed_out, pending, indexed, provider, model}.
    Does not wait when the server reports no embeddings block or provider "none".
    """
    t0 = time.perf_counter()
    emb = embeddings_state(client.health())
    if emb is None:
        log("embeddings: none reported by /health; not waiting")
        return {"waited": False, "seconds": 0.0, "timed_out": False}
    first_pending, last_print = emb.get("pending") or 0, None
    while True:
        pending = emb.get("pending") or 0
        elapsed = time.perf_counter() - t0
        if pending == 0:
            break
        if elapsed >= timeout:
            log(f"embeddings: gave up after {elapsed:.0f}s with {pending} pending")
            break
        if last_print is None or elapsed - last_print >= 10:
            done = first_pending - pending
            rate = done / elapsed if elapsed > 0 and done > 0 else 0.0
            eta = f", eta {pending / rate:.0f}s" if rate > 0 else ""
            log(f"embeddings: {pending} pending, {emb.get('indexed')} indexed "
                f"({rate:.1f}/s{eta}) [{elapsed:.0f}s]")
            last_print = elapsed
        time.sleep(poll)
        emb = embeddings_state(client.health()) or {"pending": 0}
    seconds = round(time.perf_counter() - t0, 2)
    if emb.get("pending", 0) == 0:
        log(f"embeddings: done ({emb.get('indexed')} indexed) after {seconds:.1f}s")
    return {"waited": True, "seconds": seconds, "timed_out": (emb.get("pending") or 0) > 0,
            "pending": emb.get("pending"), "indexed": emb.get("indexed"),
            "provider": emb.get("provider"), "model": emb.get("model")}


# ---------------------------------------------------------------- synthetic data

WORDS = (
    "authentication token refresh session cookie middleware router handler endpoint "
    "migration schema index query transaction rollback deadlock cache eviction ttl "
    "websocket reconnect heartbeat backoff retry timeout queue worker scheduler cron "
    "parser tokenizer lexer grammar serializer json yaml config environment secret "
    "docker container image registry kubernetes deployment ingress helm rollout "
    "pagination cursor offset filter sort aggregate histogram metrics tracing logging "
    "upload download stream chunk buffer compression gzip checksum signature "
    "payment invoice subscription webhook stripe billing refund currency tax "
    "dashboard chart table modal tooltip dropdown keyboard accessibility theme "
    "embedding vector similarity ranking fusion recall precision benchmark latency "
    "regression flaky snapshot fixture mock coverage lint typecheck bundle minify "
    "permission role tenant quota ratelimit audit encryption certificate tls oauth"
).split()
VERBS = ("fix", "add", "refactor", "rename", "remove", "debug", "optimize", "document",
         "test", "migrate", "validate", "cache", "retry", "log", "parse")
DIRS = ("src/api", "src/auth", "src/db", "src/jobs", "src/ui/components", "src/utils",
        "lib/core", "services/billing", "services/search", "tests/unit", "tests/integration",
        "scripts", "config", "docs")
EXTS = (".py", ".ts", ".tsx", ".go", ".rs", ".sql", ".yaml", ".md", ".json", ".sh")
TOOLS = ("Read", "Edit", "Write", "MultiEdit", "Bash", "Grep", "Glob", "WebFetch", "Task")
COMMANDS = ("pytest -x {f}", "npm test -- {w}", "git diff {f}", "ruff check {f}",
            "go test ./... -run {W}", "cargo build", "rg -n {w} src", "make lint", "ls {d}")


class SyntheticObservations:
    """Seeded generator of Claude Code PostToolUse payloads and matching queries.

    Payloads are `data` objects for hookType "post_tool_use" shaped like Claude
    Code's hook input: {tool_name, tool_input, tool_output}. Every payload carries
    its sequence number so no two are identical (the server deduplicates repeats).
    """

    def __init__(self, seed: int = 42):
        self.rng = random.Random(seed)

    def words(self, lo: int, hi: int) -> list[str]:
        return self.rng.sample(WORDS, self.rng.randint(lo, hi))

    def path(self) -> str:
        r = self.rng
        stem = "_".join(r.sample(WORDS, r.randint(1, 2)))
        return f"{r.choice(DIRS)}/{stem}{r.choice(EXTS)}"

    def data(self, i: int) -> dict:
        r = self.rng
        tool, f = r.choice(TOOLS), self.path()
        w = self.words(2, 4)
        sentence = f"{r.choice(VERBS)} {' '.join(w)} in {f} (step {i})"
        body = " ".join(self.words(6, 14))
        if tool in ("Read",):
            inp, out = {"file_path": f}, f"# {sentence}\n{body}\n"
        elif tool in ("Edit", "MultiEdit"):
            inp = {"file_path": f, "old_string": " ".join(self.words(2, 5)),
                   "new_string": " ".join(self.words(2, 5))}
            out = f"Updated {f}: {sentence}"
        elif tool == "Write":
            inp, out = {"file_path": f, "content": f"{sentence}\n{body}"}, f"File created: {f}"
        elif tool == "Bash":
            cmd = r.choice(COMMANDS).format(f=f, d=f.rsplit("/", 1)[0], w=w[0], W=w[0].title())
            inp = {"command": cmd, "description": sentence}
            out = f"{r.randint(1, 200)} passed, {r.randint(0, 3)} failed: {body}"
        elif tool in ("Grep", "Glob"):
            inp = {"pattern": w[0], "path": f.rsplit("/", 1)[0]}
            out = "\n".join(f"{self.path()}:{r.randint(1, 400)}: {w[0]} {x}" for x in self.words(1, 3))
        elif tool == "WebFetch":
            inp = {"url": f"https://docs.example.com/{w[0]}/{w[1]}", "prompt": sentence}
            out = body
        else:  # Task
            inp = {"description": sentence, "prompt": body}
            out = f"Subagent finished: {sentence}. {body}"
        return {"tool_name": tool, "tool_input": inp, "tool_output": out}

    def query(self) -> str:
        """A 1-3 word query from the same vocabulary."""
        return " ".join(self.words(1, 3))


def synthetic_observation(gen: SyntheticObservations, i: int, session_id: str, project: str,
                          base: datetime, hook_type: str = "post_tool_use") -> dict:
    """One observe item for the REST contract; timestamps advance one second per item."""
    return {"hookType": hook_type, "sessionId": session_id, "project": project,
            "cwd": f"/bench/{project}", "timestamp": iso(base + timedelta(seconds=i)),
            "data": gen.data(i)}


# ---------------------------------------------------------------- query timing

def measure_queries(client: Client, path: str, bodies: Sequence[dict], warmup: int = 0) -> dict:
    """POST each body to `path` one after another and time it on the client.

    The first `warmup` bodies are sent but not counted (their latencies are kept
    apart as `warmup_ms`, the first one being the cold query). Returns the latency
    summary plus how many queries returned at least one result and how many failed.
    As ingest.py's observes: one keep-alive `http.client` connection, every body encoded
    before the clock starts and each answer parsed after it stops, so the time is the
    server's and the wire's, not `requests`' own (about 3 ms a request on a busy machine).
    """
    u = urlsplit(client.url)
    conn = http.client.HTTPConnection(u.hostname, u.port or 80, timeout=client.timeout)
    full = (u.path.rstrip("/") or "") + API + path
    warm, ms, found, errors = [], [], 0, []
    for i, data in enumerate([json.dumps(b).encode() for b in bodies]):
        t0 = time.perf_counter()
        try:
            conn.request("POST", full, data, client.headers)
            resp = conn.getresponse()
            raw = resp.read()
        except Exception as e:  # counted and reported; reconnect and go on
            errors.append(repr(e))
            conn.close()
            continue
        t = (time.perf_counter() - t0) * 1000.0
        if resp.status != 200:
            errors.append(str(BenchError("POST", path, resp.status, raw[:300])))
            continue
        if i < warmup:
            warm.append(round(t, 2))
            continue
        ms.append(t)
        answer = json.loads(raw)
        found += bool(isinstance(answer, dict) and answer.get("results"))
    conn.close()
    if errors:
        log(f"{path}: {len(errors)} queries failed, e.g. {errors[0]}")
    return {"latency_ms": latency_summary(ms), "warmup_ms": warm,
            "with_results": found, "errors": len(errors)}


def wsgi_environ(path: str, body: bytes) -> dict:
    """A WSGI environ like the one gunicorn builds for a bench POST (the in-process CPU benches)."""
    return {"REQUEST_METHOD": "POST", "PATH_INFO": path, "SCRIPT_NAME": "", "QUERY_STRING": "",
            "SERVER_NAME": "127.0.0.1", "SERVER_PORT": "3111", "SERVER_PROTOCOL": "HTTP/1.1",
            "REMOTE_ADDR": "127.0.0.1", "HTTP_HOST": "127.0.0.1:3111", "CONTENT_TYPE": "application/json",
            "CONTENT_LENGTH": str(len(body)), "HTTP_ACCEPT_ENCODING": "identity",
            "HTTP_CONNECTION": "keep-alive", "wsgi.input": io.BytesIO(body), "wsgi.url_scheme": "http",
            "wsgi.errors": sys.stderr, "wsgi.version": (1, 0), "wsgi.multithread": True,
            "wsgi.multiprocess": False, "wsgi.run_once": False}
