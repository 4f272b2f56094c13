"""Isolated agent scope, seen from outside: what agent B learns of, or does to, agent A's data.

Each test is a case an audit of every operation (REST and MCP, as a write and a read token) found:
B must learn nothing of A's rows, whether by id, session, project or through what the server
derives from them (narratives, topics, counts), and change none of them.
"""
import json
import time

import pytest

from agentmemory.api.rest import PREFIX
from helpers import observe_payload

SECRET = "admin-s3cret"
ADMIN = {"Authorization": f"Bearer {SECRET}"}


def bearer(token):
    return {"Authorization": f"Bearer {token}"}


def new_token(client, agent, role="write"):
    r = client.post(PREFIX + "/tokens", json={"agentId": agent, "role": role}, headers=ADMIN)
    assert r.status_code == 201, r.get_data(as_text=True)
    return bearer(r.get_json()["token"])


@pytest.fixture
def two_agents(make_client):
    client, svc = make_client(secret=SECRET, agent_scope="isolated")
    return client, svc, new_token(client, "agent-a"), new_token(client, "agent-b")


def edit(session, path):
    return {"hookType": "post_tool_use", "sessionId": session, "project": "proj", "cwd": "/w/proj",
            "data": {"tool_name": "Edit", "tool_input": {"file_path": path, "old_string": "a", "new_string": "b"}}}


def test_an_identity_narrative_names_no_topic_of_another_agents_episodes(two_agents):
    """The project narrative's "recurring topics" counted every agent's episodes of the project."""
    client, _, a, b = two_agents
    for i in range(3):
        assert client.post(PREFIX + "/observe", json=edit("sess-a", f"/w/proj/zebracorn{i}.py"), headers=a).status_code == 201
    assert client.post(PREFIX + "/observe", json=observe_payload(session="sess-a", text="editing the zebracorn "
                       "modules so the launch pipeline reads its settings from the new file"), headers=a).status_code == 201
    assert client.post(PREFIX + "/sync-now", json={}, headers=a).status_code == 200
    turns = [{"user": "My name is Beeline Bob and I work at Initech on the billing team every day.",
              "assistant": "Noted: you are Beeline Bob from the Initech billing team."}]
    assert client.post(PREFIX + "/memory/ingest", json={"agent_id": "agent-b", "conversation_id": "conv-b",
                                                        "project": "proj", "turns": turns}, headers=b).status_code == 201
    mine = client.get(PREFIX + "/identity", query_string={"project": "proj"}, headers=b).get_json()["identity"]
    assert "Beeline Bob" in mine["narrative"]
    assert "zebracorn" not in mine["narrative"], mine["narrative"]
    context = client.post(PREFIX + "/context", json={"project": "proj"}, headers=b).get_json()["context"]
    assert "Beeline Bob" in context and "zebracorn" not in context


def test_a_revoked_tokens_open_stream_gets_nothing_written_after_the_revocation(two_agents):
    """The stream checked its token only after sending what had arrived: a write committed after the revocation
    answered (here the admin's, as the agent) still reached the revoked token's open dashboard stream."""
    from simple_websocket import ConnectionClosed
    from viewer.viewer_support import WsClient
    from helpers import LiveServer, wait_until
    client, _, a, _ = two_agents
    token_id = next(t["tokenId"] for t in client.get(PREFIX + "/tokens", headers=ADMIN).get_json()["tokens"]
                    if t["agentId"] == "agent-a")
    server = LiveServer(client.application)
    try:
        url = server.url.replace("http://", "ws://") + "/stream/mem-live/viewer"
        ws = WsClient.connect(url + "?token=" + a["Authorization"][7:])
        assert '"hello"' in ws.receive(timeout=10)
        assert client.post(PREFIX + "/remember", json={"content": "before the revocation"}, headers=a).status_code == 201
        got = []
        wait_until(lambda: got.append(ws.receive(timeout=1) or "") or "before the revocation" in got[-1], timeout=10)
        assert client.post(PREFIX + "/tokens/revoke", json={"tokenId": token_id}, headers=ADMIN).status_code == 200
        as_a = {**ADMIN, "X-Agent-Id": "agent-a"}
        assert client.post(PREFIX + "/remember", json={"content": "zebracorn after the revocation"},
                           headers=as_a).status_code == 201
        after = []

        def closed() -> bool:
            try:
                after.append(ws.receive(timeout=1) or "")
            except ConnectionClosed:
                return True
            return not ws.connected
        wait_until(closed, timeout=15, interval=0, message="the stream of a revoked token stayed open")
        assert ws.close_reason == 4401
        assert not any("zebracorn" in m for m in after), after
    finally:
        server.stop()


@pytest.mark.parametrize("agent", ["distiller", "consolidation", "extraction"])
def test_no_token_acts_as_one_of_the_servers_own_writers(two_agents, agent):
    """The distiller, consolidation and typed extraction write (and audit) every agent's derived rows under those
    names: a token for an agent so named saw their audit rows of agent A's work (A's name, projects, session ids)."""
    client = two_agents[0]
    r = client.post(PREFIX + "/tokens", json={"agentId": agent}, headers=ADMIN)
    assert r.status_code == 422 and r.get_json()["field"] == "agentId", r.get_data(as_text=True)
    assert [t["agentId"] for t in client.get(PREFIX + "/tokens", headers=ADMIN).get_json()["tokens"]] \
        == ["agent-a", "agent-b"]


def test_the_admins_bookkeeping_is_no_agents_audit(make_client):
    """Tokens, document folders and consolidation runs were audited as the admin's AGENT_ID ("default"): a token
    bound to an agent of that name saw every token made (the agents' names: the token list is the admin's only), the
    folders' paths and the whole store's consolidation report (which consolidation/status hides from tokens)."""
    client, svc = make_client(secret=SECRET, agent_scope="isolated")
    a, mine = new_token(client, "agent-a"), new_token(client, svc.settings.agent_id)
    assert client.post(PREFIX + "/remember", json={"content": "zebracorn prefers tabs"}, headers=a).status_code == 201
    docs = svc.settings.source_roots[0]
    docs.mkdir(parents=True, exist_ok=True)
    (docs / "plan.md").write_text("# plan\nthe launch plan\n")
    assert client.post(PREFIX + "/sources", json={"path": str(docs)}, headers=ADMIN).status_code == 201
    assert client.post(PREFIX + "/sources/sync", json={}, headers=ADMIN).status_code == 200
    assert client.post(PREFIX + "/consolidate", json={}, headers=ADMIN).status_code == 200
    token_id = next(t["tokenId"] for t in client.get(PREFIX + "/tokens", headers=ADMIN).get_json()["tokens"]
                    if t["agentId"] == "agent-a")
    assert client.post(PREFIX + "/tokens/revoke", json={"tokenId": token_id}, headers=ADMIN).status_code == 200
    seen = client.get(PREFIX + "/audit", query_string={"limit": 500}, headers=mine).get_json()["entries"]
    assert [e["operation"] for e in seen] == [], seen
    every = client.get(PREFIX + "/audit", query_string={"limit": 500}, headers=ADMIN).get_json()["entries"]
    done = {e["operation"] for e in every}
    assert {"token.create", "token.revoke", "source.add", "consolidate.run"} <= done, done  # the admin sees them


def test_a_contradiction_verdict_never_retires_another_agents_memory(make_client):
    """Shared scope: B's memory negating A's makes a `contradicts` edge, and consolidation's LLM judge then marked
    A's memory superseded by B's, a change to A's row that no write of B's may make. Within one agent it still does."""
    from agentmemory.llm import DailyBudget
    from agentmemory.llm.gemini import GeminiLLM
    from llm.gemini_standin import GeminiStandIn
    client, svc = make_client(secret=SECRET)
    a, b = new_token(client, "agent-a"), new_token(client, "agent-b")
    ids = {}
    for who, headers, text in (("a", a, "The billing API listens on port 8080"),
                               ("b", b, "The billing API no longer listens on port 8080"),
                               ("old", a, "The nightly deploy starts at noon"),
                               ("new", a, "Deploys were moved to midnight by the release team")):
        r = client.post(PREFIX + "/remember", json={"content": text, "project": "p"}, headers=headers)
        assert r.status_code == 201, r.get_data(as_text=True)
        ids[who] = r.get_json()["memory"]["id"]
    rels = client.get(PREFIX + "/relations", query_string={"id": ids["a"]}, headers=ADMIN).get_json()["relations"]
    assert [(r["type"], r["other"]["id"]) for r in rels] == [("contradicts", ids["b"])]  # made by B's remember
    assert client.post(PREFIX + "/relations", json={"from": ids["new"], "to": ids["old"], "type": "contradicts"},
                       headers=a).status_code == 201
    standin = GeminiStandIn()
    try:
        svc.shared.llm = GeminiLLM("k", base_url=standin.url, timeout=5, retries=0, budget=DailyBudget(10, svc.store))
        standin.always_text(json.dumps({"contradicts": True, "keep": "a", "reason": "the newer one holds"}))  # `from`
        report = client.post(PREFIX + "/consolidate", json={}, headers=ADMIN).get_json()
    finally:
        standin.close()
    # (the fake embedder may relate "new" to B's memory too: another edge across agents, judged and left alone)
    assert report["contradictionsChecked"] >= 2 and report["contradictionsResolved"] == 1, report["steps"]
    got = {k: client.get(PREFIX + f"/memories/{ids[k]}", headers=ADMIN).get_json()["memory"] for k in ids}
    assert got["a"]["isLatest"] is True and got["b"]["isLatest"] is True and not got["a"].get("supersededBy")
    assert got["old"]["isLatest"] is False and got["old"]["supersededBy"] == ids["new"]  # A's own newer memory


def test_the_admins_bookkeeping_reaches_the_admins_stream_only(two_agents):
    """Written as no agent's, a token's creation reaches the admin's dashboard stream (as its audit lists it), never
    an agent token's stream (nor a token bound to the admin's own AGENT_ID)."""
    from viewer.viewer_support import WsClient
    from helpers import LiveServer
    client, svc, a, _ = two_agents
    mine = new_token(client, svc.settings.agent_id)
    server = LiveServer(client.application)
    try:
        url = server.url.replace("http://", "ws://") + "/stream/mem-live/viewer?token="
        streams = {who: WsClient.connect(url + token) for who, token in
                   (("admin", SECRET), ("a", a["Authorization"][7:]), ("mine", mine["Authorization"][7:]))}
        for ws in streams.values():
            assert '"hello"' in ws.receive(timeout=10)
        created = client.post(PREFIX + "/tokens", json={"agentId": "zebracorn-agent"}, headers=ADMIN).get_json()
        got = {who: [] for who in streams}
        deadline = time.monotonic() + 5
        while time.monotonic() < deadline and not any(created["tokenId"] in m for m in got["admin"]):
            got["admin"].append(streams["admin"].receive(timeout=1) or "")
        assert any(created["tokenId"] in m for m in got["admin"]), got["admin"]
        for who in ("a", "mine"):  # the same commit's events went to every stream at once
            got[who] = [streams[who].receive(timeout=0.5) or "" for _ in range(3)]
            assert not any("tok_" in m or "zebracorn" in m for m in got[who]), (who, got[who])
        for ws in streams.values():
            ws.close()
    finally:
        server.stop()


#: Every op whose input names one session, with a valid input for it: B's answer for A's session must be the
#: answer for a session that does not exist (a 404, or an empty list), so B cannot probe A's session ids.
SESSION_INPUTS = {
    "session_end": lambda s: {"sessionId": s}, "session_get": lambda s: {"sessionId": s},
    "observations": lambda s: {"sessionId": s}, "timeline": lambda s: {"sessionId": s},
    "context": lambda s: {"sessionId": s, "project": "proj"}, "summarize": lambda s: {"sessionId": s},
    "crystallize": lambda s: {"sessionId": s}, "crystals": lambda s: {"sessionId": s},
    "reflect": lambda s: {"sessionId": s}, "sync_now": lambda s: {"sessionId": s},
    "episodes": lambda s: {"sessionId": s}, "forget": lambda s: {"sessionId": s},
    "session_start": lambda s: {"sessionId": s, "project": "proj"},
    "observe": lambda s: observe_payload(session=s, project="proj", text="probe"),
}
#: These create the session when it does not exist: session ids are one namespace, so another agent's id is a
#: 404 there (nothing written), as it is for every op that reads or acts on a session.
CREATING = {"session_start", "observe"}


def _rest(client, op, raw, headers):
    method, path = op.rest[0]
    if method == "GET":
        r = client.get(PREFIX + path, query_string=raw, headers=headers)
    else:
        r = client.open(PREFIX + path, method=method, json=raw, headers=headers)
    return r.status_code, r.get_data(as_text=True)


def _mcp(client, op, raw, headers):
    msg = {"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": {"name": op.tool, "arguments": raw}}
    r = client.post("/mcp", json=msg, headers=headers)
    return r.status_code, json.dumps(r.get_json()["result"], sort_keys=True)


def test_another_agents_session_answers_as_a_missing_one_on_every_session_op(two_agents):
    """B (its token, or the admin acting as B) probing A's session id gets, on every op that takes a sessionId,
    over REST and MCP, exactly the answer for an id nobody uses; the admin acting as A still reaches it."""
    from agentmemory.ops import OPS, OPS_BY_NAME
    client, svc, a, b = two_agents
    assert {op.name for op in OPS if "sessionId" in op.input.model_fields} == set(SESSION_INPUTS)
    for text in ("zebracorn export written", "zebracorn load test ran"):
        assert client.post(PREFIX + "/observe", json=observe_payload(session="sess-a", project="proj", text=text),
                           headers=a).status_code == 201
    before = client.get(PREFIX + "/observations", query_string={"sessionId": "sess-a"}, headers=a).get_json()
    as_b = {**ADMIN, "X-Agent-Id": "agent-b"}
    for n, (name, make) in enumerate(sorted(SESSION_INPUTS.items())):
        op = OPS_BY_NAME[name]
        for who, headers in (("token", b), ("admin", as_b)):
            for transport, call in (("rest", _rest), ("mcp", _mcp)):
                missing = f"sess-none-{n}-{who}-{transport}"
                theirs = call(client, op, make("sess-a"), headers)
                if name in CREATING:  # a missing id would be created: A's is refused as not found, nothing written
                    assert theirs[0] == 404 or '"status": 404' in theirs[1], (name, who, transport, theirs)
                    continue
                nobodys = call(client, op, make(missing), headers)
                assert (theirs[0], theirs[1].replace("sess-a", "ID")) == \
                       (nobodys[0], nobodys[1].replace(missing, "ID")), (name, who, transport, theirs, nobodys)
    after = client.get(PREFIX + "/observations", query_string={"sessionId": "sess-a"}, headers=a).get_json()
    assert after == before
    as_a = client.get(PREFIX + "/session", query_string={"sessionId": "sess-a"},
                      headers={**ADMIN, "X-Agent-Id": "agent-a"})
    assert as_a.status_code == 200 and as_a.get_json()["session"]["observationCount"] == 2
