"""The hook outbox (client/outbox.py) keeps one queue per token, named by the token's hash: events queued with
token A are never replayed with token B (they would be stored as B's agent), and no token is written down.
On a disk that fills up or a process that dies mid-write, an event is queued whole or not at all, and no
torn line swallows the event after it."""
from __future__ import annotations

import subprocess
import sys
import textwrap

from cli_helpers import ROOT

from agentmemory.client import hook
from agentmemory.client.config import ClientConfig
from agentmemory.client.outbox import Outbox, token_key
from agentmemory.memory.admin.tokens import token_hash

TOKEN_A, TOKEN_B = "amt_tokenOfAgentA_0123456789", "amt_tokenOfAgentB_9876543210"


def _entry(i: int) -> dict:
    return {"path": "/observe", "body": {"hookType": "Stop", "sessionId": "s", "project": "p", "eventId": f"e{i}"}}


def test_a_queue_written_with_one_token_is_not_replayed_with_another(tmp_path):
    Outbox.for_token(tmp_path, TOKEN_A).append(_entry(1))
    Outbox.for_token(tmp_path, None).append(_entry(2))
    sent: list[dict] = []
    b = Outbox.for_token(tmp_path, TOKEN_B)
    assert b.pending() == 0 and b.replay(lambda e: sent.append(e) or "sent") == (0, 0) and sent == []
    a = Outbox.for_token(tmp_path, TOKEN_A)
    assert a.replay(lambda e: sent.append(e) or "sent") == (1, 0) and [e["body"]["eventId"] for e in sent] == ["e1"]
    assert Outbox.for_token(tmp_path, None).pending() == 1


def test_the_token_is_on_disk_only_as_its_hash(tmp_path):
    Outbox.for_token(tmp_path, TOKEN_A).append(_entry(1))
    names = sorted(p.name for p in tmp_path.iterdir())
    assert names == [f"outbox-{token_hash(TOKEN_A)}.jsonl"], names
    for p in tmp_path.iterdir():
        assert TOKEN_A not in p.read_text() and "tokenOfAgentA" not in p.name
    assert [box.key for box in Outbox.every(tmp_path)] == [token_hash(TOKEN_A)]


def test_the_hook_queues_each_tokens_events_apart(tmp_path):
    """Two agents' hooks on one machine (one data dir, a server that is down): each token's events wait in
    its own queue, so the hook of B never sends A's events with B's token."""
    dead = "http://127.0.0.1:9"  # the discard port: refused at once
    for token, prompt in ((TOKEN_A, "from a"), (TOKEN_B, "from b"), (TOKEN_A, "again a")):
        cfg = ClientConfig(url=dead, token=token, data_dir=tmp_path, timeout=0.2)
        hook.run("UserPromptSubmit", "claude-code", f'{{"hook_event_name": "UserPromptSubmit", "session_id": "s",'
                                                     f' "cwd": "/x", "prompt": "{prompt}"}}', cfg)
    queued = {token: Outbox.for_token(tmp_path, token).path.read_text() for token in (TOKEN_A, TOKEN_B)}
    assert queued[TOKEN_A].count('"prompt":"') == 2 and "from b" not in queued[TOKEN_A]
    assert queued[TOKEN_B].count('"prompt":"') == 1 and "from b" in queued[TOKEN_B]


def test_the_queue_key_is_the_servers_token_hash():
    assert token_key(TOKEN_A) == token_hash(TOKEN_A) and token_key("ü\ud800") == token_hash("ü\ud800")



def _queued(box: Outbox) -> list[dict]:
    sent: list[dict] = []
    box.replay(lambda e: sent.append(e) or "sent")
    return sent


def _append_with_room_for(data_dir, room: int, entry: dict) -> subprocess.CompletedProcess:
    """`Outbox(data_dir).append(entry)` in a process that may grow files by `room` bytes only
    (RLIMIT_FSIZE: the kernel writes up to the limit, then refuses, as a full disk does)."""
    code = textwrap.dedent(f"""
        import os, resource, signal
        from pathlib import Path
        from agentmemory.client.outbox import Outbox
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # a refused write is an error, not a killed process
        box = Outbox(Path({str(data_dir)!r}))
        limit = os.path.getsize(box.path) + {room}
        resource.setrlimit(resource.RLIMIT_FSIZE, (limit, resource.getrlimit(resource.RLIMIT_FSIZE)[1]))
        try:
            box.append({entry!r})
        except OSError as exc:
            print("refused", exc.errno)
        else:
            print("appended")
    """)
    return subprocess.run([sys.executable, "-B", "-c", code], capture_output=True, text=True, timeout=60,
                          env={"PYTHONPATH": str(ROOT / "src")})


def test_an_append_the_disk_refuses_part_way_leaves_the_outbox_as_it_was(tmp_path):
    box = Outbox(tmp_path)
    box.append({"path": "/observe", "body": {"n": 1}})
    before = box.path.read_bytes()
    proc = _append_with_room_for(tmp_path, 50, {"path": "/observe", "body": {"n": 2, "text": "x" * 5000}})
    assert proc.stdout.split()[0] == "refused", (proc.stdout, proc.stderr)
    assert box.path.read_bytes() == before  # no half line left behind
    box.append({"path": "/observe", "body": {"n": 3}})  # room again
    assert [e["body"]["n"] for e in _queued(box)] == [1, 3]


def test_a_line_torn_by_a_crash_does_not_swallow_the_next_event(tmp_path):
    box = Outbox(tmp_path)
    box.append({"path": "/observe", "body": {"n": 1}})
    with open(box.path, "ab") as f:
        f.write(b'{"path":"/observe","body":{"n":2,"te')  # a process killed mid-write
    box.append({"path": "/observe", "body": {"n": 3}})
    assert [e["body"]["n"] for e in _queued(box)] == [1, 3]
    assert box.pending() == 0


def test_appends_from_many_processes_stay_whole(tmp_path):
    code = textwrap.dedent(f"""
        import sys
        from pathlib import Path
        from agentmemory.client.outbox import Outbox
        box = Outbox(Path({str(tmp_path)!r}))
        for i in range(40):
            box.append({{"path": "/observe", "body": {{"proc": int(sys.argv[1]), "n": i, "pad": "y" * 3000}}}})
    """)
    procs = [subprocess.Popen([sys.executable, "-B", "-c", code, str(p)], env={"PYTHONPATH": str(ROOT / "src")})
             for p in range(4)]
    assert [p.wait(60) for p in procs] == [0, 0, 0, 0]
    got = _queued(Outbox(tmp_path))
    assert len(got) == 160
    for p in range(4):  # each process's events whole and in its order
        assert [e["body"]["n"] for e in got if e["body"]["proc"] == p] == list(range(40))
