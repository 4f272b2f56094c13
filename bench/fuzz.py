"""Fuzz every operation of /agentmemory/openapi.json with schemathesis: no answer may be a 5xx.

Each operation gets up to --examples generated requests that fit its schema and as many that
do not (schemathesis' positive and negative modes), within a time budget shared fairly
between operations. Reported: operations, examples sent, answers by status, 5xx answers
(with a curl command to reproduce each), answers with a status the document does not
declare, and requests that got no answer at all.

    python bench/fuzz.py --serve --seconds 600            # its own server (fake embedder, temp data dir)
    python bench/fuzz.py --url http://127.0.0.1:3111 --token "$AGENTMEMORY_SECRET"

tests/api/test_fuzz.py runs `fuzz()` on the Flask app in process for 30 s (and through a real server for 12 s) in CI.
Exit status 1 when any answer was a 5xx or no answer came.
"""
from __future__ import annotations

import argparse
import secrets
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import Any, Callable

import requests

from _common import BenchError, add_common_args, emit_result, log, print_table, run_main
from _server import ServerProcess

OPENAPI = "/agentmemory/openapi.json"


def load_wsgi(app, token: str | None = None):
    """The schema of an in-process Flask app; its cases are sent to the app through WSGI."""
    import schemathesis
    return schemathesis.openapi.from_wsgi(OPENAPI, app, headers=_auth(token))


def load_url(url: str, token: str | None = None):
    """The schema of a running server; cases must then be sent with base_url=url. No server, or a token
    it refuses: requests' error or a BenchError first, which `run_main` says in one line."""
    import schemathesis
    r = requests.get(url.rstrip("/") + OPENAPI, headers=_auth(token), timeout=30)
    if r.status_code != 200:
        raise BenchError("GET", OPENAPI, r.status_code, r.text.strip())
    return schemathesis.openapi.from_url(url.rstrip("/") + OPENAPI, headers=_auth(token), timeout=30)


def _auth(token: str | None) -> dict:
    return {"Authorization": f"Bearer {token}"} if token else {}


def fuzz(schema, *, examples: int = 25, seconds: float = 60.0, token: str | None = None,
         base_url: str | None = None, timeout: float = 30.0, seed: int | None = None,
         progress: Callable[[str], None] | None = None, min_examples: int = 1) -> dict:
    """Send generated requests to every operation of `schema`; the numbers, and each 5xx found. Each
    operation sends at least `min_examples` (as many as its strategy makes) however slow the machine."""
    from hypothesis import HealthCheck, Phase, given, settings, Verbosity
    from hypothesis import seed as hyp_seed
    from hypothesis.errors import Unsatisfiable
    from schemathesis import GenerationMode

    operations = [r.ok() for r in schema.get_all_operations()]
    modes = (GenerationMode.POSITIVE, GenerationMode.NEGATIVE)
    statuses: Counter = Counter()
    per_op: dict[str, int] = {}
    server_errors: list[dict] = []
    undeclared: list[dict] = []
    no_answer: list[dict] = []
    session = requests.Session() if base_url else None
    call_kwargs: dict[str, Any] = {"headers": _auth(token)}
    if base_url:
        call_kwargs.update(base_url=base_url.rstrip("/"), session=session, timeout=timeout)
    t0 = time.monotonic()
    end = t0 + seconds

    def send(case, name: str, declared: set, stop_at: float) -> None:
        if time.monotonic() > stop_at and per_op[name] >= min_examples:
            raise OutOfTime  # past its share, once it has sent something (a slow first strategy build must not skip it)
        try:
            resp = case.call(**call_kwargs)
        except Exception as exc:  # noqa: BLE001 - a request without an answer is a finding, not a crash
            finding = {"operation": name, "error": f"{type(exc).__name__}: {exc}"[:300], "curl": _curl(case, token)}
            if base_url:
                no_answer.append(finding)
            else:  # in process, an exception out of the app is what a server turns into a 500
                server_errors.append({"status": 500, **finding})
            return
        per_op[name] += 1
        statuses[resp.status_code] += 1
        if resp.status_code >= 500:
            server_errors.append({"operation": name, "status": resp.status_code,
                                  "body": resp.content[:300].decode("utf-8", "replace"), "curl": _curl(case, token)})
        elif str(resp.status_code) not in declared:
            undeclared.append({"operation": name, "status": resp.status_code, "curl": _curl(case, token)})

    for i, op in enumerate(operations):
        name = f"{op.method.upper()} {op.path}"
        declared = {str(code) for code in op.definition.raw.get("responses", {})}
        # Trigger: a shared time budget. Why: the slow operations must not starve the ones after
        # them. Outcome: each operation may use an equal share of the time that is left.
        stop_at = time.monotonic() + (end - time.monotonic()) / (len(operations) - i)
        per_op[name] = 0

        for mode in modes:
            test = given(op.as_strategy(generation_mode=mode))(_bind(send, name, declared, stop_at))
            test = settings(max_examples=examples, deadline=None, database=None, phases=[Phase.generate],
                            suppress_health_check=list(HealthCheck), verbosity=Verbosity.quiet)(test)
            if seed is not None:
                test = hyp_seed(seed)(test)
            try:
                test()
            except Unsatisfiable:
                pass  # nothing to break: e.g. no negative request exists for an operation without inputs
            except OutOfTime:
                pass  # its share is spent: generating the rest of its examples only to drop them costs minutes
        if progress:
            progress(f"{name}: {per_op[name]} requests [{time.monotonic() - t0:.0f}s]")
    if session is not None:
        session.close()
    return {"operations": len(operations), "examples": sum(per_op.values()),
            "seconds": round(time.monotonic() - t0, 1), "statuses": {str(k): v for k, v in sorted(statuses.items())},
            "server_errors": len(server_errors), "server_error_examples": server_errors[:20],
            "undeclared_statuses": len(undeclared), "undeclared_examples": undeclared[:20],
            "no_answer": len(no_answer), "no_answer_examples": no_answer[:20],
            "operations_without_examples": sorted(n for n, c in per_op.items() if not c)}


class OutOfTime(Exception):
    """An operation's share of the time is spent: ends hypothesis' generation for it (no shrink phase)."""


def _bind(send: Callable, *args: Any) -> Callable:
    """`send(case, *args)` as a one-argument function (hypothesis' @given refuses default arguments)."""
    def test(case) -> None:
        send(case, *args)
    return test


def _curl(case, token: str | None) -> str:
    try:
        return case.as_curl_command(headers=_auth(token))[:1000]
    except Exception as exc:  # noqa: BLE001 - a case schemathesis cannot print is still reported
        return f"(no curl: {exc})"


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    add_common_args(p)
    p.add_argument("--serve", action="store_true",
                   help="start `agentmemory serve` (fake embedder, a new temp data dir, a secret) on a free port")
    p.add_argument("--server", default=None, metavar="NAME",
                   help="with --serve: `agentmemory serve --server` (default: serve's own default)")
    p.add_argument("--examples", type=int, default=200, help="generated requests per operation and mode")
    p.add_argument("--seconds", type=float, default=600.0, help="time budget for the whole run")
    p.add_argument("--seed", type=int, default=None)
    args = p.parse_args(argv)
    srv = None
    if args.serve:
        args.token = args.token or secrets.token_urlsafe(16)
        srv = ServerProcess(Path(tempfile.mkdtemp(prefix="agentmemory-fuzz-")) / "data", server=args.server,
                            secret=args.token)
        srv.start()
        args.url = srv.url
        log(f"fuzz: serving on {srv.url} (data {srv.data_dir}, log {srv.log_path})")
    try:
        schema = load_url(args.url, args.token)
        result = fuzz(schema, examples=args.examples, seconds=args.seconds, token=args.token, base_url=args.url,
                      timeout=args.timeout, seed=args.seed, progress=log)
    finally:
        if srv is not None:
            srv.stop()
    result = {"bench": "fuzz", "url": args.url, "server": (args.server or "default") if srv else None, **result}
    print_table(["measure", "value"], [["operations", result["operations"]], ["examples", result["examples"]],
                                       ["5xx", result["server_errors"]], ["no answer", result["no_answer"]],
                                       ["undeclared status", result["undeclared_statuses"]],
                                       ["seconds", result["seconds"]]], title="fuzz")
    for e in result["server_error_examples"][:5] + result["no_answer_examples"][:5]:
        log(f"{e['operation']}: {e.get('status') or e.get('error')}\n  {e['curl']}")
    emit_result(result, args.json_out)
    return 1 if result["server_errors"] or result["no_answer"] else 0


if __name__ == "__main__":
    sys.exit(run_main(main))
