"""The 70 questions about the hollowtree-churn history, asked on Monday 3 May 2027 (see README.md).

Written blind, before the set was first scored; not edited afterwards. Each names the markers of the
items that answer it (`gold`) and, for a renamed, changed or reversed thing, the items of the old
state (`stale`). Dates in {day:...}, {mday:...}, {wd:...} are rendered by bench/agent_eval.py.
"""
from __future__ import annotations

from _agentset import by_category  # bench/, on the path of build.py

import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from _agentset import build_items  # noqa: E402
from sessions import SESSIONS  # noqa: E402


def _named(sid: str) -> list[str]:
    """Every item of one session that has a marker of its own (the session's work, for the day questions)."""
    items = build_items([s for s in SESSIONS if s[0] == sid], "/x", "/y")
    return [i["marker"] for i in items if not re.search(r"\.n\d\d$", i["marker"])]


S1, S2, S3, S4, S5, S6, S7, S8, S9, S10 = (_named(f"s{n}") for n in range(1, 11))

FACT = [
    ("How many subscriptions were active in the Recharge data when we first counted them?", ["s1.rowcount"]),
    ("Which cloud region does the client's Snowflake account live in?", ["s1.connok", "s1.conncause", "s2.memsnow"]),
    ("How long does building the model inputs take these days?", ["s5.timepolars"]),
    ("What cross-validated AUC did the very first baseline classifier reach?", ["s4.train1"]),
    ("How many customers did the first green CI scoring run cover, and how long did the step take?", ["s6.ghrun3"]),
    ("How many credits per day was the warehouse using before we tuned it?", ["s8.credits", "s8.slowdash"]),
    ("How quick is the dashboard on a cold open versus when the cache is warm?", ["s8.loadtime"]),
    ("What is the owner's monthly budget for Snowflake spend?", ["s8.memppl"]),
    ("Which plotly release does the hosted dashboard pull in?", ["s3.sisfix", "s3.pkgcheck"]),
    ("What overall churn rate did the cohort view report once the inactivity cutoff was widened?", ["s5.churnafter"]),
]

DECISION = [
    ("Why isn't the SQL layer built with dbt?", ["s1.goal"]),
    ("Why does the dashboard live inside Snowflake instead of on separate hosting?", ["s3.dash"]),
    ("Why did we give up on scheduling the refresh inside the warehouse itself?", ["s6.notasks"]),
    ("Why was the code that builds the model inputs rewritten?", ["s5.slow", "s5.timepandas", "s5.timepolars"]),
    ("Why did we go back from the boosted trees to a linear model?", ["s8.backlogreg", "s8.modelback"]),
    ("What made us adopt LightGBM in the first place?", ["s5.lgbm", "s5.train2", "s5.switchlgbm"]),
    ("Why did the churn-by-signup-month view get a different name?", ["s4.rename1"]),
    ("Why doesn't the probability column say 'score' any more?", ["s7.rename2"]),
    ("Why did we drop the spreadsheet that was meant for the owner?", ["s7.noexport"]),
    ("Why was the overnight job moved earlier in the morning?", ["s9.cron430", "s9.cronedit"]),
]

ERROR = [
    ("What went wrong the first time we tried to open a Snowpark session, and how was it solved?",
     ["s1.connfail", "s1.conncause", "s1.connfix"]),
    ("Why did the churn rate come out above 100% in the first test run of the cohort view?",
     ["s2.testfail", "s2.fanoutfix"]),
    ("Why did the deployed dashboard die on an import when it worked fine on my laptop?",
     ["s3.sisfail", "s3.lesson1", "s3.sisfix", "s3.pkgcheck"]),
    ("Which tests failed after the cohort view got its new name, and what fixed them?",
     ["s4.renametestfail", "s4.grepold", "s4.fixrefs"]),
    ("Why was the GitHub job's first sign-in to Snowflake rejected?", ["s6.ghrun1", "s6.jwtfix", "s6.lesson3"]),
    ("The CI run claimed a view didn't exist although it was clearly there. What was actually wrong?",
     ["s6.ghrun2", "s6.grants"]),
    ("What broke the dashboard locally right after the scores table was migrated?", ["s7.dashfail", "s7.grepscore", "s7.dashfix"]),
    ("Why did the revenue test blow up while we were changing the bag price?",
     ["s9.revtestfail", "s9.revcolfix", "s9.lesson2"]),
    ("What dependency conflict did the Snowpark upgrade run into?", ["s10.pipfail", "s10.connpin"]),
    ("What did the formatting check flag on release day?", ["s10.fmtfail"]),
]

TEMPORAL = [
    ("What did we do on {day:2027-04-09}?", S3),
    ("What got done last Tuesday?", S9),
    ("What happened on {mday:2027-04-19}?", S6),
    ("What did we work on two days after the churn view was renamed?", S5),
    ("On which day was the inactivity cutoff for churn extended?", ["s5.window60", "s5.window2", "s5.memlabel",
                                                                   "s5.commit5"]),
    ("What were we doing the Friday before the release?", S8),
    ("What did we build on {wd:2027-04-07}?", S2),
    ("Which day did the overnight scoring first succeed on GitHub?", ["s6.ghrun3", "s6.commit6"]),
    ("What did we do last Friday?", S10),
    ("What did we change on {day:2027-04-21}?", S7),
]

MULTIHOP = [
    ("The lesson about keys in GitHub secrets: which failure led to it, and which command fixed it?",
     ["s6.lesson3", "s6.ghrun1", "s6.jwtfix"]),
    ("Which account identifier did the failed first connection use, and which region is the account really in?",
     ["s1.connfail", "s1.conncause", "s1.connok"]),
    ("Who asked for the longer churn window, and what else is that person responsible for?",
     ["s5.window60", "s5.memlabel", "s8.memppl"]),
    ("The person who approves Snowflake spending: how did they first want the at-risk list delivered, and what "
     "replaced that?", ["s8.memppl", "s3.export", "s7.noexport"]),
    ("Which grants was the CI role missing, and which service user signs in with that role?",
     ["s6.grants", "s6.keypair"]),
    ("How many customers landed on the call list after the cutoff was lowered, and how many calls a week can "
     "support handle?", ["s10.countrisk", "s10.threshold"]),
    ("What was the cohort view called before, and which files still referred to the old name?",
     ["s4.grepold", "s4.rename1"]),
    ("The model we ended up keeping: what AUC does it get and which input weighs the most?",
     ["s8.train3", "s8.modelback", "s8.backlogreg"]),
    ("The revenue file that still used the old column name: what bag price does it apply from May?",
     ["s9.revtestfail", "s9.revcolfix", "s9.pricefix"]),
    ("For the package the hosted dashboard was missing: which versions does Snowflake's channel offer, and which "
     "one did we pin?", ["s3.pkgcheck", "s3.sisfix"]),
]

PREFERENCE = [
    ("What maximum line length does our Python follow?", ["s1.rules", "s1.pyproject"]),
    ("How should commit messages be worded in this repo?", ["s1.rules"]),
    ("Is it okay to commit a notebook with its cell outputs still in it?", ["s1.rules", "s1.nbstrip"]),
    ("Which database should the test suite point at?", ["s2.testhabit", "s2.memsnow"]),
    ("What random seed do we use for anything stochastic?", ["s2.testhabit"]),
    ("Should the nightly job post to Slack when it succeeds?", ["s9.slack", "s9.slackstep"]),
    ("Can the CI service account log in with a password?", ["s6.keypair"]),
    ("Should I set up dbt models for the new metrics?", ["s1.goal"]),
    ("What does the subscriptions lead need from the model besides accuracy?", ["s8.backlogreg"]),
    ("When is the weekly demo for the support team?", ["s8.memppl"]),
]

SUPERSEDED = [
    ("What is the churn-by-cohort view called?", ["s4.rename1", "s4.renameedit", "s4.renameview", "s4.applyrename",
                                             "s4.commit4", "s5.memlabel", "s10.readme"],
     ["s2.viewchurn", "s2.churndef"]),
    ("Which table do the nightly scores get written to?", ["s7.rename2", "s7.scorerename", "s7.migrate",
                                                           "s7.commit7", "s10.memrelease", "s10.readme"], ["s6.scorepy"]),
    ("What is the column with each subscriber's churn probability called?",
     ["s7.rename2", "s7.colrename", "s7.migrate", "s7.commit7", "s10.memrelease"], ["s6.scorepy"]),
    ("How many days without a delivery count as churned?", ["s5.window60", "s5.window2", "s5.memlabel",
                                                        "s5.commit5", "s5.train2", "s8.train3"],
     ["s2.churndef", "s2.viewchurn", "s4.train1"]),
    ("What triggers the nightly score refresh?", ["s6.notasks", "s6.nightly", "s6.droptask", "s6.commit6",
                                                  "s10.readme"], ["s3.tasks", "s3.tasksql"]),
    ("At what time does the overnight job kick off?", ["s9.cron430", "s9.cronedit", "s9.commit9", "s10.readme",
                                                 "s10.memrelease"],
     ["s6.nightly", "s6.notasks"]),
    ("Which algorithm produces the churn probabilities?", ["s8.backlogreg", "s8.modelback", "s8.train3",
                                                           "s8.commit8", "s10.memrelease"], ["s5.switchlgbm", "s5.trainedit"]),
    ("How long does the dashboard keep query results cached?", ["s8.ttl", "s8.commit8"], ["s3.dashpy"]),
    ("What price per bag does the revenue-at-risk figure use?", ["s9.price", "s9.pricefix", "s9.commit9"], ["s9.revenue"]),
    ("What risk level puts a subscriber on the call list?", ["s10.threshold", "s10.thresholdedit",
                                                             "s10.countrisk", "s10.commit10", "s10.memrelease"], ["s6.scorepy"]),
]


def questions() -> list[dict]:
    return by_category(FACT, DECISION, ERROR, TEMPORAL, MULTIHOP, PREFERENCE, SUPERSEDED)
