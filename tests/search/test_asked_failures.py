"""The asked kinds of hybrid-v15 and v16 (search/asked/kinds.py): what failed, what caused it, how to do a thing, why a
name changed, a value a command showed. Read from the question (pure), and through the real app on a real SQLite file: the item of that
kind comes first although the items around it share more of the question's words."""
from __future__ import annotations

import pytest

from agentmemory.search import lexicon
from agentmemory.search.asked import kinds as askedkind

PREFIX = "/agentmemory"


@pytest.mark.parametrize("query,kind", [
    ("What went wrong when I first deployed to the cluster?", "failure"),
    ("What broke in CI after the upgrade?", "failure"),
    ("Why did the nightly backup fail?", "failure"),
    ("Why couldn't the container reach the database?", "failure"),
    ("Why wouldn't the app start after the move?", "failure"),
    ("What made the docs build fail?", "failure"),
    ("What caused the duplicate invoices?", "cause"),
    ("The cache returned stale prices. What was the cause?", "cause"),
    ("What was behind the slow login page?", "cause"),
    ("What made the workers restart every hour?", "cause"),
    ("How did the queue end up with every job twice?", "cause"),
    ("The nightly export suddenly came out empty. Why?", "cause"),
    ("How do I deploy the API?", "procedure"),
    ("How can I run the integration tests locally?", "procedure"),
    ("What are the steps to release a new version?", "procedure"),
    ("Why was the save upgrade code rewritten as a match statement?", "said"),  # a change decided, said in words
    ("Why were the text pieces we index made smaller?", "said"),
    ("Why was the alert threshold lowered?", "said"),
    ("Why did the settings module get a new name?", "rename-reason"),  # the reason, said as it was renamed
    ("Why was the queue given a different name?", "rename-reason"),
    ("The node with the wrong battery reading: what voltage did it show after the fix?", "reading"),
    ("What did the cached count say for the firing?", "reading"),
    ("How strong was the second node's signal on installation day?", "reading"),
    ("How much did the hive weigh before and after the swap?", "reading"),
    ("How long does the import take now that it runs in one transaction?", "reading"),
    ("How many sensor rows did the first pipeline load across the six sondes?", "reading"),  # a count a run printed
    ("How many lab results came down when we pulled the whole history?", "reading"),
    ("How many tests passed when we cut the 1.0 release?", "reading"),
    ("How many records did the replicated subscriptions table hold on day one?", "reading"),
    ("What's the constant for the retry delay called?", "rename"),
    # not these kinds
    ("How many records come back per page from the city's API?", None),  # a property of the API, not a run
    ("How many gunicorn workers does the web process run now?", None),  # a setting
    ("Why didn't we use an ORM?", "said"),                 # a reason for a choice of ours
    ("What made us pick Postgres?", "said"),
    ("How should I word commit messages?", "said"),        # a rule
    ("How do we make sure a job runs once?", None),        # a design, not a procedure
    ("How can the build be faster?", None),                # "build" names the thing, no one does it
    ("Which bug did we chase the day after the package rename?", None),
    ("When did we add retries?", None),
    ("What did Femke say about the prices?", None),        # a person's words
    ("How long before a firing do we send the reminder?", None),  # a setting, not a measurement
])
def test_the_kind_a_question_asks_for(query, kind):
    assert askedkind.asked_kind(query) == kind


@pytest.mark.parametrize("kind,item_kind,title,expected", [
    ("failure", "observation", askedkind.FAILED_TITLE + "Run: npm test", True),
    ("failure", "observation", "Run: npm test", False),
    ("failure", "memory", askedkind.FAILED_TITLE + "deploy notes", False),
    ("cause", "observation", askedkind.PROMPT_TITLE + "Found it: the cron runs on both machines, so each mail goes "
                                                      "out twice.", True),
    ("cause", "lesson", "\nA job in the web process runs once per instance because every machine starts it.", True),
    ("cause", "observation", askedkind.PROMPT_TITLE + "Members get every reminder twice since Monday.", False),
    ("cause", "observation", askedkind.PROMPT_TITLE + "Is it because of the second machine?", False),  # asks
    ("cause", "observation", "Run: grep reminder app.log | sort | uniq -c", False),
    ("procedure", "memory", "Deploying: fly deploy -a app", True),
    ("procedure", "lesson", "", True),
    ("procedure", "observation", "Run: fly deploy", False),
    ("reading", "observation", askedkind.RUN_TITLE + "pio device monitor | grep battery\nbattery=3912 mV", True),
    ("reading", "observation", askedkind.RUN_TITLE + "git commit -m 'battery fix'", False),
    ("reading", "observation", askedkind.PROMPT_TITLE + "the battery reads 2.1 V", False),
])
def test_which_items_are_of_a_kind(kind, item_kind, title, expected):
    assert askedkind.is_kind(kind, item_kind, title) is expected


def test_a_go_live_question_searches_for_the_deploy():
    terms, phrase = lexicon.terms("When did the app first go live?")
    assert "deploy" in terms and "release" in terms and phrase
    assert "deploy" in lexicon.terms("How do I push a new version to production?")[0]
    assert lexicon.terms("What has to pass before I ship a release?") == ([], False)  # it names the release


def native(client, session, event, when, **fields):
    body = {"hook_event_name": event, "session_id": session, "cwd": "/work/proj", "timestamp": when, **fields}
    r = client.post(PREFIX + "/observe", json=body)
    assert r.status_code == 201, r.get_json()
    return r.get_json()["observationId"]


def bash(client, session, when, command, stdout="", stderr="", code=0):
    return native(client, session, "PostToolUse", when, tool_name="Bash", tool_input={"command": command},
                  tool_response={"stdout": stdout, "stderr": stderr, "exit_code": code})


def prompt(client, session, when, text):
    return native(client, session, "UserPromptSubmit", when, prompt=text)


def smart(client, query):
    r = client.post(PREFIX + "/smart-search", json={"query": query, "project": "proj", "limit": 10})
    assert r.status_code == 200, r.get_json()
    return r.get_json()["results"]


def test_the_failed_call_comes_before_the_work_around_it(client, drain):
    for i, cmd in enumerate(["docker compose pull db", "docker compose config", "docker compose ps"]):
        bash(client, "s1", f"2026-05-04T09:0{i}:00Z", cmd, stdout="database container db: image postgres:16")
    failed = bash(client, "s1", "2026-05-04T09:05:00Z", "docker compose up -d db",
                  stderr="Error: bind: address already in use 0.0.0.0:5432", code=1)
    bash(client, "s1", "2026-05-04T09:09:00Z", "docker compose up -d db", stdout="Container db started")
    drain()
    res = smart(client, "What went wrong the first time I brought up the database container?")
    assert res[0]["id"] == failed and "asked-kind" in res[0]["matched"]
    assert res[0]["title"].startswith(askedkind.FAILED_TITLE)


def test_the_explanation_comes_before_the_report_of_the_symptom(client, drain):
    prompt(client, "s4", "2026-05-06T14:00:00Z",
           "Members get every reminder email twice since the deploy. The reminder job sends each reminder "
           "email twice to every member.")
    bash(client, "s4", "2026-05-06T14:03:00Z", "fly logs | grep 'reminder email sent'",
         stdout="reminder email sent booking=12 machine=a\nreminder email sent booking=12 machine=b")
    cause = prompt(client, "s4", "2026-05-06T14:06:00Z",
                   "Right, two machines, and each runs its own cron, so every one goes out once per machine. Take "
                   "a lock first.")
    drain()
    res = smart(client, "What caused the reminder emails to reach members twice?")
    ids = [r["id"] for r in res]
    assert ids[0] == cause and "asked-kind" in res[0]["matched"]


def test_the_written_down_procedure_comes_before_the_runs(client, drain):
    for i in range(3):
        bash(client, f"s{i + 2}", f"2026-05-0{i + 2}T10:00:00Z", "fly deploy --app roomly",
             stdout="==> Building image\n--> deploy to app roomly: release v%d succeeded" % (i + 3))
    r = client.post(PREFIX + "/remember", json={"title": "Deploying roomly", "project": "proj",
                                                "content": "To deploy the app roomly: fly deploy --app roomly, then "
                                                           "run the migrations by hand with fly ssh console."})
    assert r.status_code in (200, 201), r.get_json()
    memory = (r.get_json().get("memory") or r.get_json())["id"]
    drain()
    res = smart(client, "How do I deploy the app roomly?")
    ids = [r["id"] for r in res]
    assert ids[0] == memory and "asked-kind" in res[0]["matched"]


def test_the_output_after_the_fix_comes_before_the_talk_about_it(client, drain):
    prompt(client, "s9", "2026-05-07T10:00:00Z", "hive-04 reports a wrong battery voltage: 2.1 V, the multimeter "
                                                "says 3.9 V. The battery reading is wrong.")
    prompt(client, "s9", "2026-05-07T10:10:00Z", "The ADC clips at 750 mV: use 12 dB attenuation for the battery.")
    native(client, "s9", "PostToolUse", "2026-05-07T10:12:00Z", tool_name="Edit",
           tool_input={"file_path": "/work/proj/src/battery.c", "old_string": "ADC_ATTEN_DB_0",
                       "new_string": "ADC_ATTEN_DB_12"}, tool_response={})
    shown = bash(client, "s9", "2026-05-07T10:15:00Z", "pio run -t upload && pio device monitor | grep bat",
                 stdout="I (802) bat: 3912 mV")
    drain()
    res = smart(client, "The hive with the wrong battery reading: what voltage did it show after the fix?")
    ids = [r["id"] for r in res]
    assert shown in ids[:2] and "asked-kind" in res[ids.index(shown)]["matched"]
