"""Every operation of the OpenAPI document, fuzzed by schemathesis (bench/fuzz.py) against the real app
with a secret set: no answer is a 5xx, every request is answered, every status is declared."""
import logging
import sys
from pathlib import Path

import pytest

from agentmemory.app import build_services, create_app
from agentmemory.config import Settings

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))
import fuzz  # noqa: E402

SECRET = "fuzz-secret"


@pytest.mark.slow
@pytest.mark.timeout(240)
def test_fuzz_every_openapi_operation_never_answers_5xx(tmp_path, caplog):
    settings = Settings(data_dir=tmp_path / "data", embedding_provider="fake", secret=SECRET,
                        transcript_roots=(tmp_path / "transcripts",))  # never the real ~/.claude
    services = build_services(settings)
    try:
        app = create_app(settings, services)
        with caplog.at_level(logging.CRITICAL):  # the app logs every refused input; keep the report short
            result = fuzz.fuzz(fuzz.load_wsgi(app, SECRET), examples=25, seconds=75, token=SECRET, seed=14)
    finally:
        services.close()
    assert result["operations"] == len(fuzz_ops(app)) and result["operations_without_examples"] == []
    assert result["examples"] > 10 * result["operations"]
    assert result["server_errors"] == 0, result["server_error_examples"]
    assert result["no_answer"] == 0, result["no_answer_examples"]
    assert result["undeclared_statuses"] == 0, result["undeclared_examples"]
    assert set(result["statuses"]) >= {"200", "201", "400", "422"}  # it got past auth and validation


def fuzz_ops(app) -> list[str]:
    doc = app.test_client().get("/agentmemory/openapi.json", headers={"Authorization": f"Bearer {SECRET}"}).get_json()
    return [f"{m} {p}" for p, item in doc["paths"].items() for m in item]
