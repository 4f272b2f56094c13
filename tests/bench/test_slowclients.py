"""bench/slowclients.py against a real server on a free loopback port: a short, small run."""
import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))
import slowclients  # noqa: E402


@pytest.mark.slow
@pytest.mark.parametrize("mode", ["headers", "bodies"])
def test_the_probe_reports_the_normal_clients_answers(live_server, capsys, mode):
    """werkzeug's threaded server starts a thread per connection, so a few slow ones leave room."""
    rc = slowclients.main(["--url", live_server.url, "--mode", mode, "--connections", "5", "--interval", "0.3",
                           "--duration", "2", "--request-timeout", "5"])
    assert rc == 0
    result = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert result["slow"]["opened"] >= 5
    assert result["normal"]["answered"] >= 3 and result["normal"]["failed"] == 0
    assert result["normal"]["latency_ms"]["p50"] is not None


def test_the_probe_refuses_a_host_that_is_not_loopback(capsys):
    assert slowclients.main(["--url", "http://192.0.2.1:8080"]) == 2
    assert "not a loopback address" in capsys.readouterr().err
