"""The software-concept lexicon (search/lexicon.py): which phrases name a category and which tools it
adds (pure), and through the real app on either backend: a question that names a category reaches the
item that names only the tool, below the item that matches the question's own words."""
from __future__ import annotations

import pytest
from helpers import observe_payload

from agentmemory.search import lexicon

PREFIX = "/agentmemory"


@pytest.mark.parametrize("query,named", [
    ("Which embedded single-file database did we pick?", "sqlite"),
    ("How should I install a new Python library in this repo?", "uv"),  # the package manager by a language's library
    ("Can I add another third-party library to the build?", "npm"),
    ("Could I use an actor-based streaming library for the ingestion side?", "pekko"),
    ("What's expected from us after an outage?", "postmortem"),
    ("When a command fails, who should be able to see the bot's error reply?", "ephemeral"),
    ("How many people can't receive private messages from the bot?", "dms"),
    ("What did we do two days after the trial with the support team began?", "pilot"),
    ("Why do schema changes get applied when the environment starts?", "migrations"),
    ("Roughly what does the image registry cost per month?", "acr"),
    ("How many jobs came across when we copied the old database onto the new host?", "pg_restore"),
    ("What's the name of the function that assembles the model inputs?", "features"),
    ("What kind of index sits on the embedding column?", "hnsw"),  # a vector index by its method
    ("Which bundler builds the packages?", "tsdown"),
    ("What should the CI workflow use to install dependencies?", "pnpm"),  # the package manager by its job
    ("what was the interactive charts app called", "streamlit"),
    ("the HTTP framework we ended up with", "fastify"),
    ("Which IP address does the bare domain resolve to?", "a record"),  # DNS words of an address said in other words
    ("Why did the reservation endpoint get a new name?", "rename"),
    ("Could we show the trips in a rotating slideshow on the front page?", "carousel"),
    ("Should the lock files go into git?", "poetry.lock"),
    ("which test runner does the backend use?", "pytest"),
    ("Where do the background jobs go?", "celery"),
    ("what does our linter complain about", "ruff"),
    ("Why did the import die halfway with an auth error?", "401"),  # what the log prints
    ("When did the API start getting rate limited?", "429"),
    ("When did the app first go live?", "deploy"),  # what the history calls it
    ("Which bundle identifier does the desktop build register?", "appid"),
    ("How do I pull a new library into this repo?", "uv"),  # the package manager by what it does
    ("Why could the new build not talk to the server at all?", "internet"),
    ("Why did reloading the list crash?", "refresh"),
    ("What does the always-on instance cost a month?", "min-instances"),
    ("Which speech-to-text engine makes the transcripts?", "whisper"),
    ("Why could the background job not even be constructed?", "instantiate"),
    ("What do we parse the route files from the GPS devices with?", "gpx"),
    ("What machine does the app run on, and in which data centre?", "falkenstein"),  # a provider's location
    ("In which data-centre region is the app hosted?", "us-east-1"),
    ("When did the alerts first reach the chat group?", "telegram"),
    ("Why was one clinic's tunnel not coming up?", "wireguard"),  # a VPN by what it makes
    ("What machine size is the monitoring server?", "cx22"),  # the sizes providers name
    ("How big is the off-site backup repository by now?", "restic"),
    ("How long did bringing the database back from backup take?", "restore"),
    ("Where does the experiment tracker keep its runs?", "mlflow"),  # machine learning: the tool by its role
    ("Why did the two-GPU launch refuse to start?", "torchrun"),
    ("On which day did we first train across both graphics cards?", "ddp"),
    ("What made us turn on half-precision?", "autocast"),
    ("Why did the learning-rate search fail?", "sweep"),
    ("Which step size did we settle on?", "lr"),
    ("Did more loading processes help?", "num_workers"),
    ("Why did we add the image-blending augmentation?", "mixup"),
    ("Which pretrained network is the classifier built on?", "convnext"),
    ("Which framework keeps the records in on-device storage?", "swiftdata"),  # mobile apps
    ("Which release of the image-caching library do we build against?", "nuke"),
    ("How many external testers got the build?", "testflight"),
    ("How much did the startup time improve?", "launch"),
    ("Why couldn't the app reach the test server?", "staging"),
    ("Why was the main record type given a different name?", "rename"),  # a rename said in other words
    ("How many sightings go into a single upload request?", "batch"),  # how much goes into one call
    ("Can I rebuild the revenue table from scratch?", "full-refresh"),
    ("Who has to sign off if the warehouse bill grows?", "approve"),
    ("Who has to sign off if the warehouse bill grows?", "spend"),
    ("Which release of the SQL toolkit does the Rust side use?", "sqlx"),
    ("How often does the entry form store a draft?", "autosave"),
])
def test_a_category_phrase_adds_its_tools(query, named):
    assert named in lexicon.expansion(query)


@pytest.mark.parametrize("query", [
    "what is the latest version?",  # "test" inside "latest" is no trigger
    "did the tests pass?",  # "test" alone names no category
    "What did Caroline say about her sign language class?",  # a conversation, no software category
    "What did Caroline make for a local church?",  # "local" is no "localization" (no stemming)
    "When is Nate hosting a gaming party?",  # "hosting" alone names no hosting provider
    "Which HTTP framework did we pick over Fastify?",  # names a tool of the category already
    "Which address does the Bodø router have?",  # a network router is no routing library
    "How long did the app launch take?",  # names the tool word of the category already
    "What did John do in his first week on the job?",  # a job is no software category
    "",
])
def test_no_expansion_without_an_unnamed_category(query):
    assert lexicon.expansion(query) == []


def test_the_rate_limit_feature_is_no_rate_limit_error():
    assert "429" not in lexicon.expansion("What does the throttling count requests by?")
    assert "slowapi" in lexicon.expansion("What does the throttling count requests by?")


def test_the_longer_phrase_wins_and_the_list_is_capped():
    # "embedded database" holds "database": only the embedded kind is added, not every database
    tools = lexicon.expansion("which embedded database do we ship?")
    assert "sqlite" in tools and "postgres" not in tools
    assert lexicon.concepts("database") and lexicon.concepts("a caching layer for the database")
    assert len(lexicon.expansion("database cache queue web framework linter formatter logging auth email")) \
        == lexicon.MAX_TERMS


def test_a_phrase_names_a_category_more_surely_than_one_word():
    tools, phrase = lexicon.terms("Which HTTP framework handles the database calls?")
    assert phrase and "fastify" in tools and "postgres" not in tools  # the phrase's concept only
    tools, phrase = lexicon.terms("Which database holds the orders?")
    assert not phrase and "postgres" in tools
    assert lexicon.terms("what did we change yesterday?") == ([], False)


@pytest.mark.parametrize("query,times", [
    ("Why does the daily run kick off at half past five?", ["05:30", "5:30", "17:30"]),
    ("Why does the job fire at quarter past six?", ["06:15", "6:15", "18:15"]),
    ("what runs at quarter to seven?", ["06:45", "6:45", "18:45"]),
    ("is anything scheduled at nine o'clock?", ["09:00", "9:00", "21:00"]),
])
def test_a_time_of_day_in_words_is_searched_as_histories_write_it(query, times):
    assert lexicon.clock_times(query) == times
    tools, phrase = lexicon.terms(query)
    assert phrase and tools[:3] == times
    assert lexicon.clock_times("Which half of the team was past the deadline?") == []


def test_every_concept_has_triggers_and_tools_none_repeating_a_trigger():
    assert 60 <= len(lexicon.CONCEPTS) <= 160
    for triggers, names, stems in lexicon._compiled():
        assert triggers and names and not set(stems) & set(triggers)


def observe(client, text):
    r = client.post(PREFIX + "/observe", json=observe_payload(text=text, timestamp="2025-03-03T10:00:00Z"))
    assert r.status_code == 201, r.get_json()
    return r.get_json()["observationId"]


def test_a_category_question_reaches_the_item_naming_the_tool(client, drain):
    tool = observe(client, "Readings are written to data/readings.sqlite3, opened with sqlite3.connect")
    direct = observe(client, "The single-file database question came up at standup again")
    observe(client, "The weather report came in late today")
    drain()
    r = client.post(PREFIX + "/smart-search", json={"query": "which single-file database did we go with?",
                                                     "project": "proj", "limit": 5})
    assert r.status_code == 200, r.get_json()
    res = r.get_json()["results"]
    ids = [x["obsId"] for x in res]
    assert ids[0] == direct and tool in ids, res  # found, below the direct match
    assert "concept" in res[ids.index(tool)]["matched"]
