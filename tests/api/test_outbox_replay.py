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
