"""`pg_url`: a fresh, migrated PostgreSQL database of the session's server (the root conftest's
`pg_server`, tests/pg_fixtures.py), dropped after the test."""
from __future__ import annotations

import pytest
from pg_fixtures import VECTOR_INDEX


@pytest.fixture
def pg_url(pg_server) -> str:
    url = pg_server.fresh()
    yield url
    pg_server.drop(url)


def vector_index() -> str:
    """AGENTMEMORY_VECTOR_INDEX for servers on the test PostgreSQL, as the root conftest's settings have it."""
    return VECTOR_INDEX
