"""deploy/docker-compose.yml: the PostgreSQL deployment README.md describes (parsed, not run: no Docker in tests)."""
from pathlib import Path

import yaml

COMPOSE = Path(__file__).resolve().parents[1] / "deploy" / "docker-compose.yml"


def test_compose_runs_workers_on_pgvector_behind_one_port_with_health_checks():
    spec = yaml.safe_load(COMPOSE.read_text(encoding="utf-8"))
    services = spec["services"]
    pg, app, proxy = services["postgres"], services["agentmemory"], services["nginx"]
    assert pg["image"].startswith("pgvector/pgvector:") and "healthcheck" in pg
    assert any(v.startswith("postgres-data:") for v in pg["volumes"]) and "postgres-data" in spec["volumes"]
    env = app["environment"]
    assert env["AGENTMEMORY_DATABASE_URL"].startswith("postgresql://") and "AGENTMEMORY_WORKERS" in env
    # secrets only from the environment: required variables, no literal values
    assert env["AGENTMEMORY_SECRET"].startswith("${AGENTMEMORY_SECRET:?")
    assert pg["environment"]["POSTGRES_PASSWORD"].startswith("${POSTGRES_PASSWORD:?")
    assert app["depends_on"]["postgres"]["condition"] == "service_healthy" and "healthcheck" in app
    assert "ports" not in app and "ports" not in pg and len(proxy["ports"]) == 1  # one published port
