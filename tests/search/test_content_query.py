"""hybrid-v9: a question that names someone is searched with its content as well (answers.content_query)."""
from __future__ import annotations

from dataclasses import replace

import numpy as np

from helpers import observe_payload

from agentmemory.search import answers, ranking
from agentmemory.search.hybrid import Filters

PREFIX = "/agentmemory"


def test_the_content_of_a_question_is_the_question_without_whom_it_is_about():
    assert answers.content_query("What books has Caroline read?") == "what books has read"
    assert answers.content_query("What is Caroline's identity?") == "what is s identity"
    assert answers.content_query("Which city have both Jean and John visited?") == "which city have both and visited"
    # a topic is no one: products, languages, acronyms, identifiers; nor a question's first word
    for q in ("Why were the Stripe events rejected?", "Which Python versions does the project support?",
              "Which props does BookingForm take?", "What's the command to produce one day's summary?",
              "Caroline?", "what does the LGBTQ group do", ""):
        assert answers.content_query(q) is None


def test_the_search_vector_mixes_the_question_and_its_content_then_normalises():
    q, c = np.array([1.0, 0.0, 0.0]), np.array([0.0, 1.0, 0.0])
    v = answers.query_vector([q, c], 0.5)
    assert np.allclose(v, [2 ** -0.5, 2 ** -0.5, 0.0])
    assert np.allclose(answers.query_vector([q], 0.5), q) and np.allclose(answers.query_vector([q, c], 0.0), q)


def test_the_turn_that_answers_outranks_one_that_only_names_the_person(client, services, drain):
    def say(session, text):
        r = client.post(PREFIX + "/observe", json=observe_payload(session=session, text=text) | {
            "data": {"speaker": "Caroline", "text": text}})
        assert r.status_code == 201, r.get_json()
        return r.get_json()["observationId"]

    named = say("s1", "Caroline, Caroline, Caroline, Caroline, Caroline!")
    answer = say("s2", "I have read many books lately and enjoyed them a lot")
    drain()
    searcher = services.shared.searcher

    def order(params):
        hits = searcher.search("What books has Caroline read?", Filters(project="proj"), mode="vector", params=params)
        return [h.item_id for h in hits]

    assert order(ranking.PARAMS)[:2] == [answer, named]
    assert order(replace(ranking.PARAMS, content_weight=0.0))[:2] == [named, answer]  # the name alone wins


def test_a_second_hop_names_no_word_that_only_opens_a_sentence():
    said = "Nate: Thanks! Wow, I tried the Street Fighter tournament. Fixed SignatureMismatchError in payments/webhooks.py"
    assert ranking.hop_terms("what does Nate play?", [said]) == [
        "Fighter", "SignatureMismatchError", "Street", "payments/webhooks.py"]
