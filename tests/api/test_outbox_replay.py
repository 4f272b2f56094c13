"""The server's start-up replay of the hook outbox (api/outbox_replay.py): each token's queue runs as the caller
that token is, so an agent's queued events keep its agent (they were stored as the server's own agent)."""
from __future__ import annotations

from helpers import observe_payload

from agentmemory.api.outbox_replay import replay_outbox
from agentmemory.api.rest import PREFIX
from agentmemory.client.outbox import Outbox

SECRET = "admin-s3cret"
ADMIN = {"Authorization": f"Bearer {SECRET}"}


def test_each_tokens_queue_is_replayed_as_its_own_agent(make_client):
    client, svc = make_client(secret=SECRET, agent_scope="isolated")
    token = client.post(PREFIX + "/tokens", json={"agentId": "agent-a"}, headers=ADMIN).get_json()["token"]
    data_dir = svc.settings.data_dir
    Outbox.for_token(data_dir, token).append({"path": "/observe", "body": observe_payload(session="s-a", text="by a")})
    Outbox.for_token(data_dir, SECRET).append({"path": "/observe", "body": observe_payload(session="s-adm",
                                                                                          text="by admin")})
    stranger = Outbox.for_token(data_dir, "amt_revoked_or_from_another_server")
    stranger.append({"path": "/observe", "body": observe_payload(session="s-x", text="by whom")})
    assert replay_outbox(svc) == (2, 1)
    got = client.get(PREFIX + "/observations", query_string={"sessionId": "s-a"},
                     headers={"Authorization": f"Bearer {token}"}).get_json()["observations"]
    assert [o["agentId"] for o in got] == ["agent-a"]
    assert client.get(PREFIX + "/observations", query_string={"sessionId": "s-adm"},
                      headers=ADMIN).get_json()["observations"]
    assert stranger.pending() == 1  # its own hook replays it (and is told 401)


def test_an_event_of_a_session_at_its_cap_does_not_hold_back_the_queue(make_client):
    """A session at MAX_OBS_PER_SESSION is refused with 429 for good: the replay took it for "later", stopped
    there and left every later event of the queue waiting behind it at each start."""
    client, svc = make_client(max_obs_per_session=1)
    assert client.post(PREFIX + "/observe", json=observe_payload(session="full", text="the first")).status_code == 201
    box = Outbox.for_token(svc.settings.data_dir, None)
    box.append({"path": "/observe", "body": observe_payload(session="full", text="one too many")})
    box.append({"path": "/observe", "body": observe_payload(session="other", text="waits behind it")})
    assert replay_outbox(svc) == (2, 0)
    got = client.get(PREFIX + "/observations", query_string={"sessionId": "other"}).get_json()["observations"]
    assert [o["narrative"] for o in got] == ["user: waits behind it"]
