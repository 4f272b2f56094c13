"""Activity: observations per UTC hour/day, zeros included (GET /agentmemory/activity)."""
from __future__ import annotations

from agentmemory.memory.common import Caller, parse_time

NOW = parse_time("2026-03-10T12:30:00Z", "now", 0)


def observe(services, ts: str, project="p", session="s1", text=None, agent="default"):
    services.sessions.observe(Caller(agent), hookType="message", sessionId=session, project=project, cwd="",
                            timestamp=ts, data={"speaker": "user", "text": text or f"turn at {ts}"})


def test_hourly_buckets_count_by_observation_time(services):
    services.shared.clock = lambda: NOW
    for ts in ("2026-03-10T12:01:00Z", "2026-03-10T12:59:00Z", "2026-03-10T10:15:00Z", "2026-03-08T01:00:00Z"):
        observe(services, ts)
    out = services.activity.activity(Caller("default"), bucket="hour", buckets=3)
    assert out["bucket"] == "hour" and out["bucketSeconds"] == 3600
    assert [s["start"] for s in out["series"]] == ["2026-03-10T10:00:00Z", "2026-03-10T11:00:00Z",
                                                   "2026-03-10T12:00:00Z"]
    assert [s["count"] for s in out["series"]] == [1, 0, 2]
    assert out["total"] == 3 and out["from"] == "2026-03-10T10:00:00Z" and out["to"] == "2026-03-10T13:00:00Z"


def test_daily_buckets_default_to_thirty_days_and_filter_by_project(services):
    services.shared.clock = lambda: NOW
    observe(services, "2026-03-10T01:00:00Z", project="a")
    observe(services, "2026-03-09T01:00:00Z", project="b", session="s2")
    observe(services, "2026-01-01T01:00:00Z", project="a")  # outside the window
    out = services.activity.activity(Caller("default"), bucket="day")
    assert len(out["series"]) == 30 and out["total"] == 2 and out["series"][-1]["start"] == "2026-03-10T00:00:00Z"
    only_a = services.activity.activity(Caller("default"), bucket="day", project="a")
    assert only_a["total"] == 1 and only_a["series"][-1]["count"] == 1


def test_isolated_callers_count_only_their_own(services):
    services.shared.clock = lambda: NOW
    observe(services, "2026-03-10T12:00:00Z", agent="alice", session="sa")
    observe(services, "2026-03-10T12:00:00Z", agent="bob", session="sb")
    assert services.activity.activity(Caller("alice", isolated=True))["total"] == 1
    assert services.activity.activity(Caller("alice"))["total"] == 2


def test_rest_route_validates_the_bucket(client):
    assert client.get("/agentmemory/activity?bucket=day").status_code == 200
    r = client.get("/agentmemory/activity?bucket=week")
    assert r.status_code == 422 and r.get_json()["field"] == "bucket"
    assert client.get("/agentmemory/activity?buckets=0").status_code == 422
