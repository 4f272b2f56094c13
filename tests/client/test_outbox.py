"""The hook's outbox (client/outbox.py) on a disk that fills up or a process that dies mid-write: an event
is queued whole or not at all, and no torn line ever swallows the event after it."""
from __future__ import annotations

import subprocess
import sys
import textwrap

from cli_helpers import ROOT

from agentmemory.client.outbox import Outbox


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
