"""Episodes, pinned facts and identity: debounce, novelty gate, restart recovery, ingest, LLM path."""
from __future__ import annotations

import json

import pytest
from helpers import wait_until

from agentmemory.app import build_services, create_app
from agentmemory.llm import LLM
from agentmemory.memory.distill import drafts as distill
from agentmemory.store import KV

API = "/agentmemory"
T0 = 1_800_000_000.0


@pytest.fixture
def clock(services):
    now = [T0]
    services.shared.clock = lambda: now[0]
    return now


def say(client, text, session="s1", project="proj", speaker="user", **extra):
    r = client.post(f"{API}/observe", json={"hookType": "message", "sessionId": session, "project": project,
                                             "data": {"speaker": speaker, "text": text}, **extra})
    assert r.status_code == 201, r.get_json()
    return r.get_json()["observationId"]


def episodes(client, **params):
    return client.get(f"{API}/episodes", query_string=params).get_json()["episodes"]


LONG = "I am a nurse and I live in Lisbon. My dog is called Rex and he loves the beach near Cascais."


def test_observe_only_marks_pending_and_never_distils_on_the_request_path(client, services, clock):
    ids = [say(client, LONG), say(client, "Sounds lovely, tell me more about Rex.", speaker="assistant")]
    assert episodes(client) == []
    pending = services.store.get(KV.pending, "s1")
    assert pending["count"] == 2 and pending["since"] == 0 and pending["lastSeq"] == 1
    assert pending["chars"] == len(LONG) + len("Sounds lovely, tell me more about Rex.")
    assert pending["lastTs"] == T0 and ids


def test_debounce_distils_once_after_the_session_goes_idle(client, services, clock):
    svc = services.episodes
    first = [say(client, LONG), say(client, "We decided to use SQLite for the clinic rota app.")]
    clock[0] += svc.settings.summary_debounce_seconds - 1
    assert svc.distill_due() == []  # still inside the debounce window
    clock[0] += 2
    [result] = svc.distill_due()
    ep = result["episode"]
    assert ep["sessionId"] == "s1" and ep["sourceObservationIds"] == first and ep["method"] == "heuristic"
    assert "nurse" in ep["summary"] and "Rex" in ep["entities"] and ep["decisions"]
    assert services.store.get(KV.pending, "s1") is None
    assert svc.distill_due() == []  # one pass per session: nothing left
    # New turns start a new marker; the next pass covers only them.
    clock[0] += 100
    later = [say(client, "My sister Ana moved to Porto last month and I am visiting her there in June for a week.")]
    assert svc.distill_due() == []
    clock[0] += 61
    [again] = svc.distill_due()
    assert again["episode"]["sourceObservationIds"] == later
    assert len(episodes(client, project="proj")) == 2


def test_novelty_gate_skips_small_talk_but_keeps_counting_it(client, services, clock):
    svc = services.episodes
    small = [say(client, "ok"), say(client, "thanks!", speaker="assistant")]
    clock[0] += 61
    [r] = svc.distill_due()
    assert r["skipped"] == "novelty" and r["chars"] < 80
    clock[0] += 61
    assert svc.distill_due() == []  # checked: not retried until something new arrives
    more = say(client, LONG)
    clock[0] += 61
    [r] = svc.distill_due()
    assert r["episode"]["sourceObservationIds"] == small + [more]


def test_session_end_makes_the_session_due_at_once(client, services, clock):
    say(client, LONG)
    assert services.episodes.distill_due() == []
    assert client.post(f"{API}/session/end", json={"sessionId": "s1"}).status_code == 200
    assert episodes(client) == []  # not on the request path
    [r] = services.episodes.distill_due()  # same clock: due because it ended
    assert r["episode"]["sessionId"] == "s1"


def test_sync_now_distils_everything_pending(client, services, clock):
    say(client, LONG, session="a")
    say(client, "We decided to ship the rota app on Friday, right after the security review is done.", session="b")
    say(client, "hi", session="c")
    body = client.post(f"{API}/sync-now", json={}).get_json()
    assert sorted(e["sessionId"] for e in body["episodes"]) == ["a", "b"]
    assert body["skipped"] == [{"sessionId": "c", "skipped": "novelty", "chars": 2}]
    assert client.post(f"{API}/sync-now", json={"sessionId": "nope"}).status_code == 404


def test_pending_work_survives_a_restart_and_is_drained_at_start(settings):
    first = build_services(settings)
    client = create_app(settings, first).test_client()
    say(client, LONG)
    first.close()  # stopped before any pass ran
    second = build_services(settings)
    try:
        assert second.store.get(KV.pending, "s1") is not None
        second.start()
        wait_until(lambda: second.store.get(KV.pending, "s1") is None, timeout=10,
                   message="the pending session was not distilled after the restart")
        client = create_app(settings, second).test_client()
        [ep] = episodes(client)
        assert ep["sessionId"] == "s1"
    finally:
        second.close()


def test_session_end_wakes_the_background_distiller(settings):
    services = build_services(settings)
    try:
        services.start()
        client = create_app(settings, services).test_client()
        say(client, LONG)
        client.post(f"{API}/session/end", json={"sessionId": "s1"})
        wait_until(lambda: episodes(client), timeout=10, message="session/end did not wake the distiller")
        assert len(episodes(client)) == 1
    finally:
        services.close()


def test_sync_now_without_waiting_hands_the_session_to_the_distiller(settings):
    """What the agent hooks send on PreCompact and Stop: an answer at once, the episode in the background."""
    settings = settings.with_(summary_debounce_seconds=3600)  # only the flush can distil within the test
    services = build_services(settings)
    try:
        client = create_app(settings, services).test_client()
        say(client, LONG, session="early")
        body = client.post(f"{API}/sync-now", json={"sessionId": "early", "wait": False}).get_json()
        assert body["queued"] == [] and episodes(client) == []  # no distiller thread yet: nothing is queued
        services.start()
        wait_until(lambda: episodes(client, sessionId="early"), timeout=10, message="the start-up drain did not run")
        say(client, LONG)
        say(client, "We decided to use SQLite for the clinic rota app and to ship on Friday.")
        body = client.post(f"{API}/sync-now", json={"sessionId": "s1", "wait": False}).get_json()
        assert body == {"episodes": [], "skipped": [], "remaining": 0, "queued": ["s1"]}
        wait_until(lambda: episodes(client, sessionId="s1"), timeout=10, message="the queued session was not distilled")
        [ep] = episodes(client, sessionId="s1")
        assert ep["sessionId"] == "s1" and len(ep["sourceObservationIds"]) == 2
        assert services.store.get(KV.sessions, "s1")["status"] != "ended"  # a flush does not end the session
        assert client.post(f"{API}/sync-now", json={"sessionId": "nope", "wait": False}).status_code == 404
    finally:
        services.close()


def test_facts_are_promoted_and_near_duplicates_bump_instead_of_insert(client, services, clock):
    say(client, "I am a nurse and I live in Lisbon with my partner.", session="a")
    say(client, "Also I really like hiking in the Sintra hills on weekends.", session="a")
    client.post(f"{API}/sync-now", json={})
    facts = client.get(f"{API}/facts?project=proj").get_json()["facts"]
    assert {f["text"] for f in facts} >= {"I am a nurse and I live in Lisbon with my partner."}
    clock[0] += 3600
    say(client, "As I said, I am a nurse and I live in Lisbon with my partner!", session="b")
    say(client, "Today the rota changed again so the night shifts moved to Tuesday.", session="b")
    body = client.post(f"{API}/sync-now", json={}).get_json()
    facts = client.get(f"{API}/facts?project=proj").get_json()["facts"]
    nurse = [f for f in facts if "nurse" in f["text"]]
    assert len(nurse) == 1  # Jaccard >= 0.6: bumped, not inserted
    assert nurse[0]["salience"] == pytest.approx(0.6) and nurse[0]["count"] == 2
    assert nurse[0]["seenIn"] == [e["id"] for e in episodes(client, sessionId="a")] + [body["episodes"][0]["id"]]
    assert facts[0]["id"] == nurse[0]["id"]  # the most salient first
    assert nurse[0]["lastSeenTs"] == T0 + 3600


def test_assistant_first_person_is_not_a_fact_about_the_user():
    obs = [{"id": "o1", "type": "conversation", "narrative": "assistant: I have updated the config file for you.",
            "data": {"speaker": "assistant"}},
           {"id": "o2", "type": "conversation", "narrative": "user: I have two kids. Should I move to Porto?",
            "data": {"speaker": "user"}},
           {"id": "o3", "type": "conversation", "narrative": "Caroline: I am a counselor now.",
            "data": {"speaker": "Caroline"}},
           {"id": "o4", "type": "prompt", "narrative": "I'm getting an error in the login test. I have a failing "
                                                        "build. My config is in src/app.py. I prefer tabs."}]
    facts = [f["text"] for f in distill.candidate_facts(obs, [])]
    assert facts == ["I have two kids.", "Caroline: I am a counselor now.", "I prefer tabs."]


def test_identity_narrative_follows_the_facts(client, clock):
    assert client.get(f"{API}/identity?project=proj").get_json()["identity"] is None
    say(client, "I am a data engineer at a small bank. I prefer Python over Java for the nightly pipelines.")
    client.post(f"{API}/sync-now", json={})
    ident = client.get(f"{API}/identity?project=proj").get_json()["identity"]
    assert "I am a data engineer at a small bank." in ident["narrative"] and ident["project"] == "proj"
    assert ident["narrative"].startswith("About the user:") and "Project proj" in ident["narrative"]
    across = client.get(f"{API}/identity").get_json()["identity"]
    assert across["project"] is None and "data engineer" in across["narrative"]


def test_ingest_stores_turns_in_one_go_and_distils(client, services):
    turns = [{"user": "Hi, I am Maria and I work as a pharmacist in Lisbon.", "assistant": "Nice to meet you, Maria!"},
             {"user": "My favourite food is grilled sardines.", "assistant": "A classic choice."}]
    r = client.post(f"{API}/memory/ingest", json={"agent_id": "bot", "conversation_id": "conv-1",
                                                  "turns": turns, "session_date": "2023-05-08"})
    assert r.status_code == 201
    body = r.get_json()
    assert body["stored"] == 4 and body["episode"]["sessionId"] == "conv-1"
    obs = client.get(f"{API}/observations?sessionId=conv-1").get_json()["observations"]
    assert [o["data"]["speaker"] for o in obs] == ["user", "assistant", "user", "assistant"]
    assert [o["timestamp"] for o in obs][:2] == ["2023-05-08T00:00:00Z", "2023-05-08T00:00:01Z"]
    assert obs[0]["agentId"] == "bot" and obs[0]["project"] == "bot"  # project defaults to the agent
    facts = {f["text"] for f in client.get(f"{API}/facts?project=bot").get_json()["facts"]}
    assert "My favourite food is grilled sardines." in facts
    # skip_extraction: stored, left pending for the background pass
    r = client.post(f"{API}/memory/ingest", json={"agent_id": "bot", "conversation_id": "conv-2",
                                                  "turns": turns[:1], "skip_extraction": True})
    assert r.get_json()["episode"] is None and services.store.get(KV.pending, "conv-2")["count"] == 2
    assert client.post(f"{API}/memory/ingest", json={"agent_id": "bot", "conversation_id": "c",
                                                     "turns": []}).status_code == 422



def test_an_ingest_sent_again_is_a_200_that_stores_nothing(client):
    """As observe answers a deduplicated repeat: 201 said something was stored, and nothing was."""
    body = {"agent_id": "bot", "conversation_id": "again", "skip_extraction": True,
            "turns": [{"user": "The staging box is called brick.", "assistant": "Noted."}]}
    first = client.post(f"{API}/memory/ingest", json=body)
    assert first.status_code == 201 and first.get_json()["stored"] == 2
    again = client.post(f"{API}/memory/ingest", json=body)
    assert again.status_code == 200, again.get_json()
    assert again.get_json()["stored"] == 0 and again.get_json()["deduplicated"] == 2
    assert again.get_json()["observationIds"] == first.get_json()["observationIds"]


def test_episodes_are_searchable_and_forgotten_with_their_session(client, services):
    say(client, "We decided to move the clinic rota app from MySQL to SQLite because the hosting is tiny.")
    say(client, "I am the only developer on the rota app, so simple operations matter most.")
    client.post(f"{API}/sync-now", json={})
    [ep] = episodes(client)
    hits = client.post(f"{API}/smart-search", json={"query": "rota app SQLite", "kinds": ["episode"]}).get_json()
    assert [h["id"] for h in hits["results"]] == [ep["id"]]
    assert client.get(f"{API}/facts").get_json()["total"] >= 1
    assert client.post(f"{API}/forget", json={"sessionId": "s1"}).status_code == 200
    assert episodes(client) == [] and client.get(f"{API}/facts").get_json()["total"] == 0
    assert client.get(f"{API}/identity?project=proj").get_json()["identity"] is None
    hits = client.post(f"{API}/smart-search", json={"query": "rota app SQLite", "kinds": ["episode"]}).get_json()
    assert hits["results"] == []


class ScriptedLLM(LLM):
    provider, model = "scripted", "scripted-1"

    def __init__(self, replies):
        super().__init__()
        self.replies = list(replies)
        self.prompts = []

    def _generate(self, prompt, *, system, json_schema):
        self.prompts.append(prompt)
        return self.replies.pop(0) if self.replies else "not json"


def test_llm_writes_the_episode_and_the_narrative_when_configured(client, services):
    services.shared.llm = ScriptedLLM([
        json.dumps({"summary": "Maria introduced herself and her job.", "topics": ["intro"], "entities": ["Maria"],
                    "decisions": [], "actionItems": ["send the rota"], "facts": ["Maria is a pharmacist in Lisbon"],
                    "salience": 0.8}),
        json.dumps({"narrative": "The user, Maria, is a pharmacist in Lisbon."})])
    say(client, "Hi, I am Maria and I work as a pharmacist in Lisbon. Please send me the rota later.")
    [ep] = client.post(f"{API}/sync-now", json={}).get_json()["episodes"]
    assert ep["method"] == "llm" and ep["summary"] == "Maria introduced herself and her job."
    assert ep["salience"] == 0.8 and ep["actionItems"] == ["send the rota"]
    assert client.get(f"{API}/facts").get_json()["facts"][0]["text"] == "Maria is a pharmacist in Lisbon"
    ident = client.get(f"{API}/identity?project=proj").get_json()["identity"]
    assert ident["method"] == "llm" and ident["narrative"] == "The user, Maria, is a pharmacist in Lisbon."
    # The replies ran out: the narrative across projects fell back to the heuristic, nothing failed.
    assert client.get(f"{API}/identity").get_json()["identity"]["method"] == "heuristic"


def test_distillation_can_be_turned_off(tmp_path):
    """AGENTMEMORY_DISTILL_ENABLED=false: observe marks nothing pending and no episode is written."""
    from agentmemory.app import build_services, create_app
    from agentmemory.config import Settings
    settings = Settings(data_dir=tmp_path / "d", embedding_provider="fake", distill_enabled=False)
    services = build_services(settings)
    try:
        client = create_app(settings, services).test_client()
        for i in range(5):
            client.post("/agentmemory/observe", json={
                "hookType": "message", "sessionId": "s1", "project": "p",
                "data": {"speaker": "user", "text": f"I am a Rust developer and I like long walks number {i}."}})
        client.post("/agentmemory/session/end", json={"sessionId": "s1"})
        services.episodes.distill_due()
        assert services.store.read().execute("SELECT count(*) FROM kv_store WHERE scope='mem:pending'").fetchone()[0] == 0
        assert client.get("/agentmemory/episodes").get_json()["episodes"] == []
    finally:
        services.close()


def test_the_start_up_drain_leaves_a_session_written_after_it_began_to_its_debounce(client, services, clock):
    """The drain takes what was pending when the server stopped; a turn that lands while it runs (here: stamped
    after the drain's start) belongs to a live session, which waits for its debounce like any other."""
    svc = services.episodes
    say(client, LONG, session="old")
    clock[0] += 20
    say(client, "We decided to use SQLite for the clinic rota app.", session="live")
    clock[0] -= 10  # the drain began before the live session's turn
    assert [r["sessionId"] for r in svc.drain_pending()] == ["old"]
    assert services.store.get(KV.pending, "live") is not None and episodes(client, sessionId="live") == []
