"""What /context shows: no system or dependency paths as hot files, no field names as concepts, whole
sentences only, items that follow the query; and project-scoped slot writes that stay in their project."""
from __future__ import annotations

import re

import pytest

from agentmemory.memory.ingest.textscan import concepts_in, noise_path
from agentmemory.memory.recall.context import Composer, clip_sentences

API = "/agentmemory"


def context(client, **body):
    r = client.post(f"{API}/context", json=body)
    assert r.status_code == 200, r.get_json()
    return r.get_json()


def tool(client, name, tool_input, response, project="proj"):
    r = client.post(f"{API}/observe", json={"hookType": "post_tool_use", "sessionId": "s1", "project": project,
                                            "cwd": "/w", "data": {"tool_name": name, "tool_input": tool_input,
                                                                  "tool_response": response}})
    assert r.status_code == 201, r.get_json()


def section(text: str, heading: str) -> str:
    return text.split(f"## {heading}\n", 1)[1].split("\n## ", 1)[0] if f"## {heading}\n" in text else ""


@pytest.mark.parametrize("path, noise", [
    ("/var/lib/apt/lists/", True), ("/usr/lib/python3/dist-packages/yaml/__init__.py", True),
    ("/home/me/proj/.venv/lib/python3.11/site-packages/flask/app.py", True),
    ("web/node_modules/react/index.js", True), ("package-lock.json", True), ("poetry.lock", True),
    ("/etc/hosts", True), ("src/app.py", False), ("/home/me/proj/src/main.rs", False), ("docs/README.md", False),
])
def test_noise_paths(path, noise):
    assert noise_path(path) is noise


def test_field_labels_are_not_concepts():
    assert concepts_in("Chose Postgres.\nReason: Flask needs JSONB\n- Status: fine on Kubernetes") == [
        "postgres", "flask", "jsonb", "kubernetes"]


def test_hot_files_and_concepts_leave_out_noise(client):
    for i in range(3):
        tool(client, "Read", {"file_path": "/var/lib/apt/lists/deb.debian.org_dists_Release"}, f"r{i}")
        tool(client, "Read", {"file_path": "/srv/proj/.venv/lib/python3.11/site-packages/flask/app.py"}, f"r{i}")
        tool(client, "Edit", {"file_path": "web/node_modules/left-pad/index.js"}, f"r{i}")
        tool(client, "Edit", {"file_path": "package-lock.json"}, f"r{i}")
    tool(client, "Edit", {"file_path": "src/billing/invoice.py"}, "ok")
    for i in range(3):
        r = client.post(f"{API}/observe", json={"hookType": "decision", "sessionId": "s1", "project": "proj",
                                                "cwd": "/w", "data": {"type": "decision", "text": f"Use Stripe {i}",
                                                                      "reason": "Invoices need SCA support."}})
        assert r.status_code == 201
    profile = context(client, project="proj")["context"]
    assert "- Hot files: src/billing/invoice.py" in profile
    concepts = re.search(r"- Key concepts: (.*)", profile).group(1).split(", ")
    assert "reason" not in concepts and "stripe" in concepts
    prof = client.get(f"{API}/profile", query_string={"project": "proj"}).get_json()["profile"]
    assert [f["path"] for f in prof["topFiles"]] == ["src/billing/invoice.py"]


def test_no_item_is_cut_in_the_middle_of_a_sentence(client):
    long_fact = ("The billing service retries a failed charge three times with exponential backoff. "
                 "After the third failure it marks the invoice overdue and emails the account owner. "
                 "Refunds are never retried automatically because a double refund cannot be undone.")
    client.post(f"{API}/remember", json={"content": long_fact, "project": "proj"})
    client.post(f"{API}/remember", json={"content": "The staging database is refreshed from production every "
                                                    "Sunday night, with personal data masked", "project": "proj"})
    for budget in (50, 60, 70, 80, 90, 120, 400):
        out = context(client, project="proj", budget=budget)
        for line in out["context"].splitlines():
            if line.startswith("- [fact]"):
                assert line.endswith((".", "masked")), (budget, line)  # whole sentences or the whole item
                assert "…" not in line


def test_composer_skips_a_sentence_that_does_not_fit():
    first = "The first sentence is long enough to be worth its tokens in a block."
    c = Composer(30, "# T")
    assert c.add("memory", "m1", f"{first} " + "x" * 200) is True
    assert c.lines[-1] == f"- {first}"
    assert c.add("memory", "m2", "One very long sentence " * 10) is False  # never "One very long …"
    assert clip_sentences("word " * 300, 100).endswith("…")  # a run-on text with no sentence end is cut


def test_the_query_changes_what_context_shows(client):
    for cid, text in (("c1", "We moved the nightly models to dbt and scheduled them with Airflow tonight."),
                      ("c2", "We decided to use SQLite for the clinic rota app because the hosting is tiny.")):
        r = client.post(f"{API}/memory/ingest", json={"agent_id": "bot", "conversation_id": cid, "project": "proj",
                                                      "turns": [{"user": text, "assistant": "Noted, sounds right."}]})
        assert r.status_code == 201
    dbt = section(context(client, project="proj", query="dbt models")["context"], "Facts and episodes")
    rota = section(context(client, project="proj", query="rota app hosting")["context"], "Facts and episodes")
    assert "dbt" in dbt and "SQLite" not in dbt
    assert "SQLite" in rota and "dbt" not in rota
    assert section(context(client, project="proj", query="What should I use?")["context"], "Facts and episodes") == ""


def test_a_project_slot_write_stays_in_that_project(client):
    client.post(f"{API}/slot/append", json={"label": "persona", "text": "Terse senior engineer."})
    r = client.post(f"{API}/slot/append", json={"label": "persona", "text": "Writes Go here.", "project": "alpha"})
    assert r.status_code == 200 and r.get_json()["slot"]["project"] == "alpha"
    glob = client.get(f"{API}/slot", query_string={"label": "persona"}).get_json()["slot"]
    assert glob["content"] == "Terse senior engineer."
    alpha = client.get(f"{API}/slot", query_string={"label": "persona", "project": "alpha"}).get_json()["slot"]
    assert alpha["content"] == "Terse senior engineer.\nWrites Go here." and alpha["scope"] == "project"
    assert "Writes Go here" not in context(client, project="beta")["context"]
    assert "Writes Go here" in context(client, project="alpha")["context"]
    r = client.post(f"{API}/slot/replace", json={"label": "persona", "old": "Terse", "new": "Kind",
                                                 "project": "beta"})
    assert r.status_code == 200 and r.get_json()["slot"]["project"] == "beta"
    assert client.get(f"{API}/slot", query_string={"label": "persona"}).get_json()["slot"]["content"] == glob["content"]
