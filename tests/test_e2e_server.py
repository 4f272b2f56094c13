"""End to end: `python -m agentmemory serve` as a real process on a free loopback port."""
import json
import signal
import socket
import sqlite3
import subprocess
import sys
import time

import pytest
import requests
from cli_helpers import serve_env, start_serve
from helpers import observe_payload, wait_until
from pg_fixtures import VECTOR_INDEX
from viewer.viewer_support import WsClient  # simple-websocket's client without its hello race


#: `serve` with no --server runs gunicorn (POSIX); --server werkzeug is the fallback elsewhere.
@pytest.fixture(params=[(), ("--server", "werkzeug")], ids=["default-gunicorn", "werkzeug"])
def server(tmp_path, request, database_url):
    url_of_db = database_url()  # None: the SQLite file in the data dir
    proc, url = start_serve(tmp_path, *request.param, env={"AGENTMEMORY_DATABASE_URL": url_of_db,
                                                           "AGENTMEMORY_VECTOR_INDEX": VECTOR_INDEX} if url_of_db else None)
    proc.database_url = url_of_db
    yield proc, url, tmp_path / "data"
    if proc.poll() is None:
        proc.kill()
        proc.communicate()


@pytest.mark.slow
def test_serve_answers_observes_searches_and_stops_on_sigterm(server):
    proc, url, data_dir = server
    assert requests.get(url + "/livez", timeout=5).json() == {"status": "ok"}
    # every answer, through this server too, carries nosniff, no-referrer and no-store (api/guard.py)
    for path in ("/livez", "/agentmemory/health", "/agentmemory/no-such-route", "/agentmemory/openapi.json"):
        answer = requests.get(url + path, timeout=10)
        assert (answer.headers.get("X-Content-Type-Options"), answer.headers.get("Referrer-Policy"),
                answer.headers.get("Cache-Control")) == ("nosniff", "no-referrer", "no-store"), (path, answer.headers)
    # the dashboard's live stream works under this server too (gunicorn gthread or werkzeug)
    ws = WsClient.connect(url.replace("http://", "ws://") + "/stream/mem-live/viewer")
    # the server subscribes the viewer, then says hello: an observe sent before that would not reach it
    hello = ws.receive(timeout=10)
    assert hello and json.loads(hello)["event"] == "hello", hello
    with requests.Session() as http:
        r = http.post(url + "/agentmemory/observe", json=observe_payload(text="the e2e capybara test"), timeout=10)
        assert r.status_code == 201
        obs_id = r.json()["observationId"]
        events = []

        def observation_arrived() -> bool:
            message = ws.receive(timeout=1)
            if message:
                events.append(json.loads(message)["event"])
            return "observation" in events
        wait_until(observation_arrived, timeout=10, interval=0,
                   message=lambda: f"no observation event on the websocket; got {events}")
        ws.close()
        hits = http.post(url + "/agentmemory/search", json={"query": "capybara"}, timeout=10).json()["results"]
        assert [h["id"] for h in hits] == [obs_id]
        health = http.get(url + "/agentmemory/health", timeout=10).json()
        assert health["status"] == "ok" and health["counts"]["observations"] == 1
        assert health["embeddings"]["provider"] == "fake"
        # the background queue is started by `serve`: the vector appears without anyone draining
        wait_until(lambda: http.get(url + "/agentmemory/health", timeout=10).json()["embeddings"]["pending"] == 0,
                   timeout=15, interval=0.1, message="the embedding queue did not run")
        hits = http.post(url + "/agentmemory/search", json={"query": "the e2e capybara test", "mode": "vector"},
                         timeout=10).json()["results"]
        assert obs_id in [h["id"] for h in hits]

    proc.send_signal(signal.SIGTERM)
    try:
        rc = proc.wait(timeout=15)
    except subprocess.TimeoutExpired:
        pytest.fail("server ignored SIGTERM")
    assert rc == 0, proc.stderr.read()[-2000:]
    with pytest.raises(requests.ConnectionError):
        requests.get(url + "/livez", timeout=2)
    expected = proc.args[-1] if proc.args[-2] == "--server" else "gunicorn"
    stderr = proc.stderr.read()
    assert f"server: {expected}" in stderr and stderr.count("listening on") == 1
    if proc.database_url:  # PostgreSQL: the write is committed, readable by another connection
        import psycopg
        with psycopg.connect(proc.database_url) as conn:
            assert conn.execute("SELECT count(*) FROM search_docs WHERE item_id=%s", (obs_id,)).fetchone()[0] == 1
        return
    # the services were closed on the way out: the last connection checkpointed and removed the WAL
    assert not (data_dir / "agentmemory.db-wal").exists()
    # the write is on disk, readable by anyone
    conn = sqlite3.connect(str(data_dir / "agentmemory.db"))
    assert conn.execute("SELECT count(*) FROM search_docs WHERE item_id=?", (obs_id,)).fetchone()[0] == 1
    conn.close()


def test_gunicorn_trusts_no_forwarding_header():
    """No X-Forwarded-* header can change the scheme or the script path, whoever sends it; so
    `forwarded_allow_ips="*"` (which spares parsing the peer's address per request) grants nothing."""
    from gunicorn.config import Config

    from agentmemory.config import Settings
    from agentmemory.wsgi import gunicorn_options
    cfg = Config()
    for key, value in gunicorn_options(Settings.from_env({})).items():
        if key in cfg.settings:
            cfg.set(key, value)
    assert cfg.forwarded_allow_ips == ["*"]
    assert cfg.secure_scheme_headers == {} and cfg.forwarder_headers == []


@pytest.mark.slow
@pytest.mark.parametrize("server_args", [(), ("--server", "werkzeug")], ids=["default-gunicorn", "werkzeug"])
def test_port_in_use_fails_fast_with_one_line(tmp_path, server_args):
    """A port already in use printed "listening on ..." and then a traceback: now one line naming
    the address and the problem, exit 1, before any model or database is loaded."""
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen(1)
        port = taken.getsockname()[1]
        started = time.monotonic()
        proc = subprocess.run([sys.executable, "-m", "agentmemory", "serve", *server_args],
                              env=serve_env(tmp_path, port), cwd=tmp_path, capture_output=True, text=True,
                              timeout=60)
    assert proc.returncode == 1
    lines = proc.stderr.strip().splitlines()
    assert lines == [f"agentmemory: cannot listen on 127.0.0.1:{port}: Address already in use "
                     f"(another process is listening there: stop it or choose --port)"], proc.stderr
    assert time.monotonic() - started < 20  # gunicorn alone would retry for 5 s; we never get that far
    assert not (tmp_path / "data" / "agentmemory.db").exists()


@pytest.mark.slow
def test_python_src_app_py_starts_the_same_server(tmp_path):
    """The design card's way to run it: `python src/app.py` is `agentmemory serve` (arguments passed on)."""
    from cli_helpers import ROOT
    proc, url = start_serve(tmp_path, "--server", "werkzeug", command=(sys.executable, str(ROOT / "src" / "app.py")))
    try:
        r = requests.post(url + "/agentmemory/remember", json={"content": "started from src/app.py"}, timeout=10)
        assert r.status_code == 201
        assert requests.get(url + "/agentmemory/health", timeout=10).json()["counts"]["memories"] == 1
    finally:
        proc.terminate()
        _, err = proc.communicate(timeout=30)
    assert "listening on" in err and "Traceback" not in err
