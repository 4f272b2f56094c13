"""A question asking what is allowed here, and the rules people stated (search/asked/rules.py): pure, and through
the real app on a real SQLite file: a rule stated once among others in the first session comes back above the
later work on the question's topic."""
from __future__ import annotations

import pytest

from agentmemory.search.asked import rules
from agentmemory.search.ranking import Candidate, Scored

PREFIX = "/agentmemory"


@pytest.mark.parametrize("query", [
    "Can I pull in LlamaIndex to simplify the retrieval code?",
    "Could I copy WooCommerce's checkout template into the plugin?",
    "May I allocate memory on the heap in the main loop?",
    "Should I write a client class for the new data source?",
    "Is it fine to use `!` on the URL in the networking code?",
    "Is it OK to keep money in a floating-point field?",
    "Am I allowed to push directly to the main branch?",
    "How should I word my commit messages?",
    "Which package manager do we use?",
])
def test_a_question_asking_what_is_allowed(query):
    assert rules.asks_permission(query)


@pytest.mark.parametrize("query", [
    "Why can't the app reach the test server?",
    "Which commit renamed the task?",
    "How do we deploy?",
    "What did the linter complain about?",
    "Which version of the plugin validator do we run?",
    "When can we expect the release?",
    "What multiplier do we use to turn parts per billion into micrograms?",  # a value, not a rule
])
def test_a_question_about_anything_else(query):
    assert not rules.asks_permission(query)


@pytest.mark.parametrize("kind,said,expected", [
    ("observation", "Prompt: Ground rules for this repo: always go through uv, never pip install anything.", True),
    ("observation", "Prompt: New project: gelenkig. Nx monorepo, NestJS and Angular. pnpm, not npm.", True),
    ("observation", "Prompt: Retrieval stays plain SQL. No LangChain or LlamaIndex in this codebase.", True),
    ("memory", "Commit messages\nImperative mood, and never more than 72 characters in the subject.", True),
    ("observation", "Prompt: The retrieval code grew into a folder of its own; tidy it before deploying.", False),
    ("observation", "Prompt: no slot left on Friday, can you check why the picker shows nothing?", False),
    ("observation", "Run: grep -rn 'always' src/", False),  # a tool's output is no statement
    ("lesson", "Never trust the counter cache: sum the bookings instead.", False),  # learnt, not a house rule
])
def test_what_states_a_rule(kind, said, expected):
    assert rules.states_rule(kind, said) is expected


def _scored(rows):
    return [Scored(Candidate(doc_id=i, kind=kind, item_id=f"o{i}", session_id="s", seq=i, ts=None, bm25=bm25), score)
            for i, (kind, bm25, score) in enumerate(rows, 1)]


def test_a_rule_that_matched_the_keywords_is_raised_towards_the_top_score():
    scored = _scored([("observation", -8.0, 3.0), ("observation", -6.0, 2.5), ("observation", -2.0, 1.0),
                      ("observation", None, 0.9)])
    texts = {1: "Prompt: Tidy the retrieval code", 2: "Run: uv run pytest", 3: "Prompt: Ground rules: never pip. "
             "No LlamaIndex.", 4: "Prompt: always run the eval"}
    out = rules.by_rules(scored, texts, "Can I pull in LlamaIndex for the retrieval code?")
    raised = next(s for s in out if s.candidate.doc_id == 3)
    assert raised.score == pytest.approx(3.0 * (2.0 / 8.0) ** 0.5) and "rule" in raised.matched
    assert [s.candidate.doc_id for s in out] == [1, 2, 3, 4]  # 1.5: above what it scored, below stronger matches
    # no keyword match (doc 4) is never raised; nor is anything for a question of another shape
    assert "rule" not in next(s for s in out if s.candidate.doc_id == 4).matched
    again = _scored([("observation", -8.0, 3.0), ("observation", -2.0, 1.0)])
    assert [s.score for s in rules.by_rules(again, texts, "Why was LlamaIndex dropped?")] == [3.0, 1.0]


def native(client, session, event, when, **fields):
    body = {"hook_event_name": event, "session_id": session, "cwd": "/work/proj", "timestamp": when, **fields}
    r = client.post(PREFIX + "/observe", json=body)
    assert r.status_code == 201, r.get_json()
    return r.get_json()["observationId"]


def test_the_ground_rules_answer_can_i_above_the_work_on_the_topic(client, drain):
    rule = native(client, "s1", "UserPromptSubmit", "2026-03-02T09:00:00Z",
                  prompt="Ground rules for this repo: always go through uv (uv add, uv run), never pip install into "
                         "the venv. No LangChain or LlamaIndex: plain psycopg and SQL, we want to see every query. "
                         "ruff must be clean before a commit.")
    work = [native(client, f"s{i}", "UserPromptSubmit", f"2026-03-{i + 5:02d}T10:00:00Z",
                   prompt=f"The retrieval code needs work: simplify the retrieval code in retrieve.py, step {i}, "
                          f"and keep the retrieval code tests green.") for i in range(2, 7)]
    work += [native(client, f"s{i}", "PostToolUse", f"2026-03-{i + 5:02d}T10:05:00Z", tool_name="Edit",
                    tool_input={"file_path": "/work/proj/src/retrieve.py", "old_string": "def search(q):",
                                "new_string": "def retrieve(q):  # simplify the retrieval code"},
                    tool_response={"filePath": "/work/proj/src/retrieve.py"}) for i in range(2, 7)]
    drain()
    r = client.post(PREFIX + "/smart-search", json={"query": "Can I pull in LlamaIndex to simplify the retrieval code?",
                                                    "project": "proj", "limit": 5})
    assert r.status_code == 200, r.get_json()
    res = r.get_json()["results"]
    ids = [x["id"] for x in res]
    assert set(work) & set(ids)  # the work on the topic is found too
    assert rule in ids[:2] and "rule" in next(x for x in res if x["id"] == rule)["matched"]
