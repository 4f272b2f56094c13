"""Tests for llm/: the real google-genai client against a local stand-in of generateContent.

No network: the stand-in listens on loopback and the client is pointed at it
with `base_url`. Requests, retries, timeouts, JSON parsing and the daily budget
all run for real.
"""
import pytest
from pydantic import BaseModel

from agentmemory.config import ConfigError, Settings
from agentmemory.llm import (DailyBudget, LLMBudgetExhausted, LLMReplyError, LLMRequestError, LLMUnavailable, NoLLM,
                             make_llm)
from agentmemory.llm.gemini import GeminiLLM
from agentmemory.store import Store
from llm.gemini_standin import GeminiStandIn

pytest.importorskip("google.genai")


class Draft(BaseModel):
    narrative: str
    lessons: list[str] = []


@pytest.fixture
def standin():
    s = GeminiStandIn()
    yield s
    s.close()


class Sleeps(list):
    def __call__(self, seconds):
        self.append(seconds)


def gemini(standin, **kw):
    kw.setdefault("sleep", Sleeps())
    return GeminiLLM("test-key", "gemini-2.5-flash", base_url=standin.url, timeout=kw.pop("timeout", 5), **kw)


def test_text_completion_goes_through_the_real_client(standin):
    standin.text("Hello from the stand-in")
    assert gemini(standin).complete("Say hello", system="Be brief") == "Hello from the stand-in"
    (req,) = standin.requests
    assert req["path"] == "/v1beta/models/gemini-2.5-flash:generateContent"
    assert req["headers"]["x-goog-api-key"] == "test-key"
    assert req["body"]["contents"][0]["parts"][0]["text"] == "Say hello"
    assert req["body"]["systemInstruction"]["parts"][0]["text"] == "Be brief"
    assert "responseMimeType" not in req["body"].get("generationConfig", {})


def test_schema_request_and_a_fenced_reply_with_trailing_commas(standin):
    standin.text('Here you go:\n```json\n{"narrative": "Fixed login.", "lessons": ["Pin node",],}\n```')
    draft = gemini(standin).complete("Summarise", Draft)
    assert draft == Draft(narrative="Fixed login.", lessons=["Pin node"])
    config = standin.requests[0]["body"]["generationConfig"]
    assert config["responseMimeType"] == "application/json"
    assert config["responseJsonSchema"]["properties"]["lessons"]["type"] == "array"


def test_a_truncated_reply_is_repaired(standin):
    standin.text('{"narrative": "Moved the build to pnpm.", "lessons": ["Use pnpm", "Cache the st', finish="MAX_TOKENS")
    assert gemini(standin).complete("x", Draft).lessons == ["Use pnpm", "Cache the st"]


def test_a_malformed_reply_is_a_reply_error(standin):
    standin.text("I am sorry, I cannot produce JSON today.").text("still no json")
    llm = gemini(standin)
    with pytest.raises(LLMReplyError):
        llm.complete("x", Draft)
    assert llm.try_complete("x", Draft) is None  # the caller's heuristic takes over
    assert llm.failures == 2 and "LLMReplyError" in llm.status()["lastError"]


def test_transient_errors_are_retried_with_exponential_backoff(standin):
    standin.error(503).error(429).text("ok at last")
    llm = gemini(standin, retries=3, backoff=1.0)
    assert llm.complete("x") == "ok at last"
    assert len(standin.requests) == 3
    assert 0.5 <= llm.sleep[0] <= 1.0 and 1.0 <= llm.sleep[1] <= 2.0  # 1s then 2s, jittered on the top half


def test_gives_up_after_the_retries(standin):
    for _ in range(3):
        standin.error(500)
    llm = gemini(standin, retries=2)
    with pytest.raises(LLMRequestError, match="500"):
        llm.complete("x")
    assert len(standin.requests) == 3 and len(llm.sleep) == 2


def test_client_errors_are_not_retried(standin):
    standin.error(403, "API key not valid")
    with pytest.raises(LLMRequestError, match="API key not valid"):
        gemini(standin, retries=3).complete("x")
    assert len(standin.requests) == 1


def test_a_rejected_schema_is_retried_in_plain_json_mode(standin):
    standin.error(400, "Invalid JSON payload: unknown schema keyword").json({"narrative": "n"})
    assert gemini(standin).complete("x", Draft).narrative == "n"
    first, second = (r["body"]["generationConfig"] for r in standin.requests)
    assert "responseJsonSchema" in first and "responseJsonSchema" not in second
    assert second["responseMimeType"] == "application/json"


def test_a_timeout_is_retried_then_reported(standin):
    standin.text("too late", delay=2.5).text("too late again", delay=2.5)
    llm = gemini(standin, timeout=1, retries=1)
    with pytest.raises(LLMRequestError):
        llm.complete("x")
    assert len(standin.requests) == 2


@pytest.mark.parametrize("body", [
    b'{"candidates": [{"finishReason": "SAFETY", "index": 0}]}',
    b'{"promptFeedback": {"blockReason": "SAFETY"}}',
])
def test_an_empty_reply_is_a_request_error(standin, body):
    standin.raw(200, body)
    with pytest.raises(LLMRequestError, match="no text"):
        gemini(standin).complete("x")


def test_daily_budget_is_persistent_and_resets_each_utc_day(standin, tmp_path):
    standin.always_text("fine")
    store = Store(tmp_path / "db.sqlite").open()
    now = [1_767_225_600.0 + 3600]  # 2026-01-01 01:00 UTC
    try:
        llm = gemini(standin, budget=DailyBudget(2, store, clock=lambda: now[0]))
        assert llm.complete("1") == "fine" and llm.complete("2") == "fine"
        with pytest.raises(LLMBudgetExhausted):
            llm.complete("3")
        assert len(standin.requests) == 2  # nothing sent once the budget is spent
        assert llm.available is False and llm.try_complete("3") is None
        again = gemini(standin, budget=DailyBudget(2, store, clock=lambda: now[0]))  # a restart
        with pytest.raises(LLMBudgetExhausted):
            again.complete("4")
        now[0] += 23 * 3600  # 2026-01-02 00:00 UTC: a new day
        assert again.available and again.complete("5") == "fine"
        assert again.status()["usedToday"] == 1
    finally:
        store.close()


def test_retries_count_against_the_budget(standin):
    standin.error(503).error(503).text("ok")
    llm = gemini(standin, retries=5, budget=DailyBudget(2))
    with pytest.raises(LLMBudgetExhausted):
        llm.complete("x")
    assert len(standin.requests) == 2


def test_make_llm_from_settings(standin, tmp_path):
    standin.text("via settings")
    s = Settings(data_dir=tmp_path, llm_provider="gemini", gemini_api_key="k", llm_base_url=standin.url,
                 llm_model="gemini-2.5-flash-lite")
    llm = make_llm(s)
    assert isinstance(llm, GeminiLLM) and llm.complete("x") == "via settings"
    assert standin.requests[0]["path"].endswith("/models/gemini-2.5-flash-lite:generateContent")
    assert isinstance(make_llm(Settings(data_dir=tmp_path)), NoLLM)
    assert isinstance(make_llm(s.with_(llm_daily_budget=0)), NoLLM)


def test_llm_settings_from_the_environment():
    assert Settings.from_env({}).llm_provider == "none"
    s = Settings.from_env({"GEMINI_API_KEY": "k"})
    assert (s.llm_provider, s.llm_model, s.llm_daily_budget) == ("gemini", "gemini-2.5-flash", 500)
    assert Settings.from_env({"GOOGLE_API_KEY": "k", "AGENTMEMORY_LLM_PROVIDER": "none"}).llm_provider == "none"
    s = Settings.from_env({"AGENTMEMORY_LLM_DAILY_BUDGET": "7", "AGENTMEMORY_LLM_TIMEOUT": "9",
                           "AGENTMEMORY_LLM_RETRIES": "0", "AGENTMEMORY_CONSOLIDATION_INTERVAL_HOURS": "6",
                           "AGENTMEMORY_SALIENCE_FLOOR": "0.35", "AGENTMEMORY_AUDIT_RETENTION_DAYS": "30"})
    assert (s.llm_daily_budget, s.llm_timeout_seconds, s.llm_retries) == (7, 9, 0)
    assert (s.consolidation_interval_hours, s.salience_floor, s.audit_retention_days) == (6, 0.35, 30)
    for env, name in [({"AGENTMEMORY_LLM_PROVIDER": "gemini"}, "GEMINI_API_KEY"),
                      ({"AGENTMEMORY_LLM_PROVIDER": "openai"}, "AGENTMEMORY_LLM_PROVIDER"),
                      ({"AGENTMEMORY_SALIENCE_FLOOR": "2"}, "AGENTMEMORY_SALIENCE_FLOOR"),
                      ({"AGENTMEMORY_SALIENCE_FLOOR": "nan"}, "AGENTMEMORY_SALIENCE_FLOOR")]:
        with pytest.raises(ConfigError, match=name):
            Settings.from_env(env)


def test_no_llm_never_answers():
    llm = NoLLM()
    assert llm.available is False
    with pytest.raises(LLMUnavailable):
        llm.complete("x")
    assert llm.try_complete("x", Draft) is None
    assert llm.status()["provider"] == "none" and llm.status()["failures"] == 0
