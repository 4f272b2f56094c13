"""What `agentmemory serve` says on stderr when it runs on PostgreSQL."""
from __future__ import annotations

import pytest

from .worker_helpers import PgServe

pytestmark = pytest.mark.slow


def test_each_worker_names_the_database_it_uses_with_its_password_hidden(tmp_path, pg_url):
    url = pg_url.replace("postgres:@", "postgres:pw-not-shown@", 1)  # a socket login ignores the password
    srv = PgServe(tmp_path / "s", url, workers=2)
    srv.proc.terminate()
    err = srv.proc.communicate(timeout=60)[1].decode("utf-8", "replace")
    ready = [line for line in err.splitlines() if "agentmemory ready" in line]
    assert len(ready) == 2, err[-2000:]
    for line in ready:
        assert "data: postgresql://postgres:***@" in line and "agentmemory.db" not in line, line
    assert "pw-not-shown" not in err
