"""`pg_url`: a fresh, migrated PostgreSQL database of the session's server (the root conftest's
`pg_server`, tests/pg_fixtures.py), dropped after the test."""
from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture
def pg_url(pg_server) -> str:
    url = pg_server.fresh()
    yield url
    pg_server.drop(url)


def vector_index() -> str:
    """AGENTMEMORY_VECTOR_INDEX for servers on the test PostgreSQL: HNSW only where the pgserver wheel's
    pgvector kernels can run (AVX-512), as the root conftest's settings do."""
    try:
        return "hnsw" if "avx512f" in Path("/proc/cpuinfo").read_text() else "none"
    except OSError:
        return "none"
