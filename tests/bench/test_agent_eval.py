"""The coding-agent dev sets (bench/agentdev, agentdev2, ...) and bench/agent_eval.py: the scoring (pure), the sets' integrity,
and the loader's settle against the app served in process."""
import importlib
import json
import sys
from datetime import datetime, timezone
from pathlib import Path

BENCH = Path(__file__).resolve().parents[2] / "bench"
sys.path.insert(0, str(BENCH))
import pytest  # noqa: E402
from agent_eval import CATEGORIES, SETS, aggregate, day_shift, parse_ts, ranked_markers, render, score  # noqa: E402

NATIVE_EVENTS = {"SessionStart", "UserPromptSubmit", "PreToolUse", "PostToolUse", "PostToolUseFailure", "Stop", "SessionEnd"}


def _data(name):
    history = json.loads((BENCH / name / "history.json").read_text())
    questions = json.loads((BENCH / name / "questions.json").read_text())
    return history, questions


@pytest.mark.parametrize("name", SETS)
def test_dev_set_is_large_enough_and_every_gold_marker_names_an_item(name):
    history, questions = _data(name)
    markers = {i["marker"] for i in history["items"]}
    assert len(history["items"]) >= 150 and len(markers) == len(history["items"])
    assert len(questions["questions"]) >= 60
    assert {q["category"] for q in questions["questions"]} == set(CATEGORIES)
    for q in questions["questions"]:
        assert q["gold"] and set(q["gold"] + q.get("stale", [])) <= markers, q["id"]


@pytest.mark.parametrize("name", SETS)
def test_hook_items_are_claude_code_payloads_in_time_order(name):
    history, questions = _data(name)
    hooks = [i for i in history["items"] if i["kind"] == "hook"]
    events = {h["payload"]["hook_event_name"] for h in hooks}
    # every payload is a native event; prompts and tool calls in every set (a session closed without SessionEnd,
    # as when the terminal is shut, is real too)
    assert {"UserPromptSubmit", "PostToolUse"} <= events <= NATIVE_EVENTS
    for h in hooks:
        p = h["payload"]
        assert p["session_id"] and p["cwd"] and p["transcript_path"].endswith(".jsonl")
        assert "hookType" not in p
        if p["hook_event_name"] == "PostToolUse":
            assert p["tool_name"] and isinstance(p["tool_input"], dict) and "tool_response" in p
    stamps = [parse_ts(i["timestamp"]) for i in history["items"]]
    assert stamps == sorted(stamps) and max(stamps) < parse_ts(questions["askedAt"])


@pytest.mark.parametrize("name", SETS)
def test_dev_set_files_are_what_build_writes(name):
    folder = str(BENCH / name)
    own = ("build", "sessions", "questions") + tuple(p.stem for p in (BENCH / name).glob("*.py"))
    sys.path.insert(0, folder)
    try:
        for mod in own:  # a set's modules share names with other sets' (files.py): never another set's
            sys.modules.pop(mod, None)
        build = importlib.import_module("build")
        assert build.build() == _data(name)[0]["items"]
        assert build.questions() == _data(name)[1]["questions"]
    finally:
        sys.path.remove(folder)
        for mod in own:
            sys.modules.pop(mod, None)


def test_score_first_gold_rank_and_stale_above_gold():
    ranked = [["s1.a"], [], ["s2.b", "s2.c"], ["s3.d"]]
    s = score(ranked, ["s2.c", "s3.d"], stale=["s1.a"])
    assert (s["rank"], s["hit1"], s["hit5"], s["mrr"], s["staleFirst"]) == (3, 0.0, 1.0, 1 / 3, 1.0)
    miss = score(ranked, ["zz"])
    assert (miss["rank"], miss["mrr"], miss["staleFirst"]) == (None, 0.0, None)
    assert score([[]] * 10 + [["g"]], ["g"])["mrr"] == 0.0  # beyond the top 10


def test_aggregate_per_category_and_overall():
    rows = [{"category": "fact", "hit1": 1.0, "hit5": 1.0, "mrr": 1.0, "staleFirst": None},
            {"category": "temporal", "hit1": 0.0, "hit5": 1.0, "mrr": 0.5, "staleFirst": None}]
    agg = aggregate(rows)
    assert agg["overall"] == {"n": 2, "hit1": 0.5, "hit5": 1.0, "mrr": 0.75, "staleFirst": None}
    assert agg["temporal"]["mrr"] == 0.5 and "decision" not in agg


def test_ranked_markers_maps_ids_and_leaves_foreign_results_empty():
    assert ranked_markers([{"id": "o1"}, {"id": "x"}], {"o1": ["s1.a", "s1.b"]}) == [["s1.a", "s1.b"], []]


def test_render_dates_shifted_by_whole_days():
    assert render("on {day:2026-03-05} or {mday:2026-03-13}, last {wd:2026-03-24}") == \
        "on 5 March or March 13th, last Tuesday"
    assert render("{day:2026-03-05}", shift=2 * 86400) == "7 March"
    asked = datetime(2026, 3, 27, 10, tzinfo=timezone.utc).timestamp()
    today = datetime(2026, 11, 25, 15, 30, tzinfo=timezone.utc).timestamp()
    assert datetime.fromtimestamp(asked + day_shift(asked, today), tz=timezone.utc).date().isoformat() == "2026-11-25"


def test_settle_distils_a_session_at_its_stop_before_the_next_item_arrives():
    """`load(settle=True)` against the real app served in process: the session that stopped is distilled at the
    time of its Stop (the clock the script moves), before the next session's items; so what is distilled does not
    depend on the distiller thread's timing."""
    import os
    import tempfile

    from _common import Client
    from agent_eval import LocalServer, load
    env = dict(os.environ)
    base = {"cwd": "/home/dev/proj", "transcript_path": "/tmp/t.jsonl", "permission_mode": "default"}
    first = [("2029-03-05T09:00:00Z", {"hook_event_name": "UserPromptSubmit", "prompt": (
                 "Set up the nightly export: dump the orders table to CSV at 02:00 and upload it to the bucket, "
                 "then mail Ines the row count. Keep the job idempotent; a rerun must not upload twice.")}),
             ("2029-03-05T09:05:00Z", {"hook_event_name": "Stop", "stop_hook_active": False})]
    second = [("2029-03-09T10:00:00Z", {"hook_event_name": "UserPromptSubmit", "prompt": "Now the weekly report."})]
    items = [{"kind": "hook", "marker": f"m{i}", "timestamp": ts, "payload": {**base, **p, "session_id": sid}}
             for i, (sid, (ts, p)) in enumerate([("s-one", x) for x in first] + [("s-two", x) for x in second])]
    with tempfile.TemporaryDirectory() as tmp:
        server = LocalServer(Path(tmp) / "data", "none")
        try:
            client = Client(server.url, None, 30)
            load(client, items, "proj", "", 0.0, server, settle=True)
            episodes = client.get("/episodes?sessionId=s-one")[1]["episodes"]
        finally:
            server.close()
            os.environ.clear()
            os.environ.update(env)
    assert len(episodes) == 1
    assert episodes[0]["createdTs"] == parse_ts("2029-03-05T09:05:00Z")  # distilled at the Stop, not later
