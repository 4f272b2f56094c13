"""Context compilation: section order, the budget, trimming, project and agent isolation."""
from __future__ import annotations

import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings as hsettings, strategies as st

from agentmemory.app import build_services
from agentmemory.config import Settings
from agentmemory.memory.common import Caller, estimate_tokens
from agentmemory.memory.recall.context import Composer, trim_to_chars

API = "/agentmemory"


def context(client, headers=None, **body):
    r = client.post(f"{API}/context", json=body, headers=headers)
    assert r.status_code == 200, r.get_json()
    return r.get_json()


def observe(client, data, hook="note", session="s1", project="proj", headers=None):
    r = client.post(f"{API}/observe", json={"hookType": hook, "sessionId": session, "project": project,
                                            "cwd": "/w", "data": data}, headers=headers)
    assert r.status_code == 201, r.get_json()


def fill(client, project="proj", tag="", headers=None):
    """A project with one of everything; `tag` marks its texts."""
    h = {"headers": headers}
    slot = {"label": f"notes{tag.lower()}", "content": f"Pinned note {tag} for {project}", "scope": "project",
            "project": project}
    assert client.post(f"{API}/slot", json=slot, **h).status_code == 201
    observe(client, {"type": "decision", "text": f"Chose sqlite{tag} for storage"}, "decision",
            session=f"{project}-s1", project=project, headers=headers)
    client.post(f"{API}/session/end", json={"sessionId": f"{project}-s1"}, **h)
    assert client.post(f"{API}/lessons", json={"content": f"Run the migrations{tag} first", "project": project,
                                               "confidence": 0.9}, **h).status_code == 201
    assert client.post(f"{API}/remember", json={"content": f"The API{tag} is versioned under /v2",
                                                "project": project}, **h).status_code == 201


# ---------------------------------------------------------------- happy path and order
def test_sections_in_priority_order(client):
    client.post(f"{API}/slot/append", json={"label": "persona", "text": "Terse senior engineer."})
    fill(client)
    client.post(f"{API}/lessons", json={"content": "Global lesson about commits", "confidence": 0.9})
    out = context(client, project="proj")
    text = out["context"]
    assert text.startswith("# Memory context: proj\n## Pinned\n")
    heads = [line for line in text.splitlines() if line.startswith("## ")]
    assert heads == ["## Pinned", "## Project profile", "## Lessons", "## Memories", "## Recent sessions"]
    assert "- **persona**: Terse senior engineer." in text and "- **notes**: Pinned note for proj" in text
    assert "Chose sqlite for storage" in text  # profile decision and session summary
    lessons = text.split("## Lessons\n")[1].split("## ")[0]
    assert lessons.index("Run the migrations first") < lessons.index("Global lesson about commits")
    assert "The API is versioned under /v2" in text
    kinds = [b["kind"] for b in out["blocks"]]
    assert kinds == sorted(kinds, key=["slot", "profile", "lesson", "memory", "summary"].index)
    assert {"slot", "profile", "lesson", "memory", "summary"} == set(kinds)
    assert out["tokens"] == estimate_tokens(text) <= out["budget"] and out["truncated"] is False


def test_session_start_returns_the_same_context(client):
    fill(client)
    start = client.post(f"{API}/session/start", json={"sessionId": "new", "project": "proj"}).get_json()
    assert start["context"] == context(client, project="proj", sessionId="new")["context"]
    assert "Session new" not in start["context"]  # the session being started is not a "recent session"


def test_query_picks_relevant_memories(client):
    for i in range(30):
        client.post(f"{API}/remember", json={"content": f"Filler fact number {i} about widgets", "project": "proj"})
    client.post(f"{API}/remember", json={"content": "Kubernetes ingress uses nginx annotations", "project": "proj"})
    client.post(f"{API}/remember", json={"content": "Filler fact number 99 about widgets", "project": "proj"})
    text = context(client, project="proj", query="kubernetes ingress")["context"]
    assert "## Relevant memories" in text and "Kubernetes ingress" in text


def test_deleted_unpinned_and_empty_items_stay_out(client):
    client.post(f"{API}/slot", json={"label": "scratch", "content": "not pinned text", "pinned": False})
    lesson = client.post(f"{API}/lessons", json={"content": "Deleted lesson text", "project": "proj"}).get_json()
    client.post(f"{API}/lessons/delete", json={"lessonId": lesson["lesson"]["id"]})
    text = context(client, project="proj")["context"]
    assert "not pinned text" not in text and "Deleted lesson text" not in text
    assert "## Pinned" not in text  # default slots are empty


def test_context_errors(client):
    assert client.post(f"{API}/context", json={}).status_code == 400
    assert client.post(f"{API}/context", json={"project": "p", "budget": 10}).status_code == 422
    assert client.post(f"{API}/context", json={"project": "p", "budget": "lots"}).status_code == 422
    assert context(client, project="empty") == {"context": "", "blocks": [], "tokens": 0, "truncated": False,
                                                "budget": 2000}


# ---------------------------------------------------------------- budget and trimming
def test_small_budget_trims_at_a_sentence_and_flags_truncation(client):
    long = " ".join(f"Sentence number {i} explains one more detail of the deployment." for i in range(40))
    client.post(f"{API}/remember", json={"content": long, "project": "proj"})
    out = context(client, project="proj", budget=60)
    assert out["tokens"] <= 60 and out["truncated"] is True
    body = out["context"].split("## Memories\n- ")[1]
    assert body.endswith("deployment.") or body.endswith("…")
    words = set(long.replace(".", " ").split()) | {"[fact]", "…"}
    assert all(w.strip(".") in words or w in words for w in body.split())  # whole words only


def test_trim_to_chars_cuts_between_words():
    text = "Alpha beta gamma. Delta epsilon zeta. Eta theta."
    assert trim_to_chars(text, 40) == "Alpha beta gamma. Delta epsilon zeta."
    assert trim_to_chars(text, 14) == "Alpha beta …"
    assert trim_to_chars("Supercalifragilistic", 5) == "Supe…"  # a first word too long: cut, not an empty bullet
    assert trim_to_chars("Supercalifragilistic expialidocious", 12) == "Supercalifr…"
    assert trim_to_chars("word", 1) == ""
    assert trim_to_chars(text, 1000) == text


def test_composer_never_exceeds_its_budget():
    c = Composer(20, "# T")
    c.section("## S")
    for i in range(50):
        c.add("memory", str(i), f"item {i} " * (i % 7 + 1))
    out = c.result()
    assert out["tokens"] <= 20 and out["truncated"]


_WORDS = st.sampled_from("alpha beta gamma delta deploy cache schema index token session retry error".split())
_TEXT = st.lists(_WORDS, min_size=1, max_size=60).map(lambda ws: " ".join(ws) + ".")


@hsettings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(memories=st.lists(_TEXT, max_size=12), lessons=st.lists(_TEXT, max_size=6),
       slots=st.lists(_TEXT, max_size=3), notes=st.lists(_TEXT, max_size=10),
       budget=st.integers(min_value=50, max_value=800), query=st.one_of(st.none(), _WORDS))
def test_compiled_context_never_exceeds_the_budget(memories, lessons, slots, notes, budget, query):
    with tempfile.TemporaryDirectory() as tmp:
        svc = build_services(Settings(data_dir=Path(tmp), embedding_provider="fake"))
        try:
            me = Caller("default")
            for i, text in enumerate(slots):
                svc.slots.create_slot(me, label=f"slot{i}", content=text, scope="project", project="p")
            for text in lessons:
                svc.lessons.save_lesson(me, content=text, project="p", confidence=0.7)
            for text in memories:
                svc.memories.remember(me, content=text, project="p")
            for i, text in enumerate(notes):
                svc.sessions.observe(me, hookType="note", sessionId=f"s{i % 3}", project="p", cwd="/w",
                                     data={"type": "decision", "text": text})
            if notes:
                svc.sessions.end_session(me, sessionId="s0")
            out = svc.context.compile_context(me, project="p", budget=budget, query=query)
            assert estimate_tokens(out["context"]) <= budget
            assert out["tokens"] == (estimate_tokens(out["context"]) if out["context"] else 0)
            assert sum(b["tokens"] for b in out["blocks"]) <= budget
        finally:
            svc.close()


# ---------------------------------------------------------------- isolation
def test_context_never_includes_another_projects_data(client):
    fill(client, project="alpha", tag="ALPHA")
    fill(client, project="beta", tag="BETA")
    text = context(client, project="alpha")["context"]
    assert "ALPHA" in text and "BETA" not in text and "beta" not in text
    text = context(client, project="beta", query="API versioned migrations sqlite")["context"]
    assert "BETA" in text and "ALPHA" not in text and "alpha" not in text


def test_isolated_agents_get_only_their_own_context(iso_client):
    alice, bob = {"X-Agent-Id": "alice"}, {"X-Agent-Id": "bob"}
    fill(iso_client, tag="ALICE", headers=alice)
    text = context(iso_client, project="proj", headers=alice)["context"]
    assert text.count("ALICE") >= 4
    assert "ALICE" not in context(iso_client, project="proj", headers=bob)["context"]
    fill(iso_client, project="proj2", tag="BOB", headers=bob)
    assert "BOB" not in context(iso_client, project="proj2", headers=alice)["context"]


def test_a_lesson_of_one_word_longer_than_an_item_is_cut_not_an_empty_bullet(client):
    """A lesson that is one long word (a hash, a minified line) had nothing that fit between words, and the
    context showed an empty bullet with only its confidence."""
    blob = "sha256:" + "0123456789abcdef" * 80
    assert client.post(f"{API}/lessons", json={"content": blob, "project": "proj"}).status_code == 201
    text = context(client, project="proj")["context"]
    [line] = [ln for ln in text.split("## Lessons\n")[1].split("\n") if "confidence" in ln]
    assert line.startswith("- sha256:0123456789abcdef") and "…" in line
    assert len(line) < len(blob)
