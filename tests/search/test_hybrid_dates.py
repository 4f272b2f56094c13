"""hybrid-v2 through the real app: dates named in a query and the information prior."""
from __future__ import annotations

from helpers import observe_payload

PREFIX = "/agentmemory"


def observe(client, session, text, when):
    r = client.post(PREFIX + "/observe", json=observe_payload(session=session, text=text, timestamp=when))
    assert r.status_code == 201, r.get_json()
    return r.get_json()["observationId"]


def smart(client, query):
    r = client.post(PREFIX + "/smart-search", json={"query": query, "project": "proj", "limit": 5})
    assert r.status_code == 200, r.get_json()
    return r.get_json()["results"]


def test_the_turn_from_the_named_day_comes_first(client, drain):
    march = observe(client, "s-march", "We moved the nightly backup job to the new cluster", "2025-03-03T10:00:00Z")
    may = observe(client, "s-may", "We moved the nightly backup job to the old cluster", "2025-05-08T10:00:00Z")
    for query in ("Where did the nightly backup job go on 8 May 2025?", "nightly backup job in May 2025"):
        for _ in range(2):  # keyword only (before the queue drains), then hybrid
            res = smart(client, query)
            assert [r["obsId"] for r in res][:2] == [may, march]
            assert "date" in res[0]["matched"] and "date" not in res[1]["matched"]
            drain()
    res = smart(client, "Where did the nightly backup job go on 3 March 2025?")
    assert res[0]["obsId"] == march


def test_without_a_date_in_the_query_no_result_matches_by_date(client, drain):
    observe(client, "s1", "The deploy script needs the staging token", "2025-03-03T10:00:00Z")
    observe(client, "s2", "The deploy script needs the staging token", "2025-05-08T10:00:00Z")
    drain()
    res = smart(client, "deploy script staging token")
    assert len(res) == 2 and all("date" not in r["matched"] for r in res)


def test_a_statement_outranks_a_question_with_the_same_words(client, drain):
    asked = observe(client, "s1", "which port does the metrics exporter listen on?", "2025-03-03T10:00:00Z")
    told = observe(client, "s2", "the metrics exporter listens on port 9464 behind the proxy", "2025-03-03T10:00:00Z")
    drain()
    assert [r["obsId"] for r in smart(client, "metrics exporter port")][:2] == [told, asked]
