"""Acronyms a question spells out ("activation by personalization": ABP, "over-the-air activation": OTAA): pure.

A history often names a thing by its acronym where a question spells it out, and neither BM25 nor the local
embedding model relates the two. `spelled(query)` gives the initials of each run of MIN_WORDS to MAX_WORDS words
inside one clause of the question that starts and ends with a content word and has no other word between but
those an acronym spells ("by", "of", "for": not "the", "did", "we"); a hyphenated word gives each of its parts'
initials. `written(acronym, text)` tells whether a text writes one as an acronym (in capitals, a word of its
own), so that initials which happen to be an ordinary word find nothing. hybrid.py lifts the items writing one
below the top result.

`shortened(terms)`: the short forms code and commands write for words a question spells in full
("environment": env, "configuration": config), searched with the question's own keywords (`SHORT`, general
software usage, both ways: a question saying "env" also finds "environment").
"""
from __future__ import annotations

import re

from .. import text

MIN_WORDS, MAX_WORDS = 2, 5
MIN_LETTERS = 3  # two letters ("CI", "ID", "MB") are written for too many other things
MAX_ACRONYMS = 40  # searched for at most (the first runs of the question first)
#: Words an acronym spells between its content words ("activation by personalization", "bill of materials").
INNER = frozenset("by of for and in on to over with at as from".split())
_CLAUSE = re.compile(r"[,.;:?!()\[\]{}\"/]+")
_WORD = re.compile(r"[A-Za-z]+(?:-[A-Za-z]+)*")


def spelled(query: str) -> list[str]:
    """The acronyms (upper case) of the runs of words of each clause of `query` (see the module docstring), in
    question order, without those the question itself names as words."""
    named = set(text.words(query))
    out: dict[str, None] = {}
    for clause in _CLAUSE.split(query or ""):
        words = [w.lower() for w in _WORD.findall(clause)]
        content = [("-" in w or w not in text.STOP_WORDS) for w in words]
        for i in range(len(words)):
            if not content[i]:
                continue
            for j in range(i + 1, min(i + MAX_WORDS, len(words))):
                if not content[j] and words[j] not in INNER:
                    break
                if content[j]:
                    acronym = "".join(p[0] for w in words[i:j + 1] for p in w.split("-"))
                    if len(acronym) >= MIN_LETTERS and acronym not in named:
                        out[acronym.upper()] = None
    return list(out)[:MAX_ACRONYMS]


def written(acronym: str, said: str) -> bool:
    """Whether `said` writes `acronym` in capitals as a word of its own ("ABP", "ABP's", "VMs", "OTAA-joined")."""
    return re.search(rf"(?<![A-Za-z0-9]){re.escape(acronym)}s?(?![A-Za-z0-9])", said or "") is not None


#: Words a question spells in full and the short forms a history writes for them (and the other way round); not
#: short forms that are common directory or tool names ("db/", "docs/", "spec/", "deps/", "bin/", "lib/", "pkg/"):
#: every path under them would match.
SHORT: dict[str, tuple[str, ...]] = {
    "environment": ("env",), "environments": ("envs", "env"), "configuration": ("config", "cfg", "conf"),
    "configurations": ("configs",), "repository": ("repo",), "repositories": ("repos",), "production": ("prod",),
    "authentication": ("auth", "authn"), "authorization": ("authz",), "message": ("msg",), "messages": ("msgs",),
    "parameters": ("params",), "parameter": ("param",), "kubernetes": ("k8s",), "internationalization": ("i18n",),
    "localization": ("l10n",), "certificate": ("cert",), "certificates": ("certs",),
}
_LONG: dict[str, str] = {}
for _full, _shorts in SHORT.items():
    for _short in _shorts:
        _LONG.setdefault(_short, _full)  # "env": "environment", the first that writes it


def shortened(terms: list[str]) -> list[str]:
    """The other forms (`SHORT`) of the query `terms` (lower case) that the terms do not already hold."""
    have = set(terms)
    out = [s for t in terms for s in SHORT.get(t, ()) if s not in have]
    out += [_LONG[t] for t in terms if t in _LONG and _LONG[t] not in have]
    return list(dict.fromkeys(out))
