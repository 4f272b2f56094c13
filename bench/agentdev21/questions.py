"""The 70 questions about the fixwell-api history, asked on Tuesday 1 June 2027 (see README.md).

Written before the set was first scored; not edited afterwards. Each names the markers of the
items that answer it (`gold`) and, for a renamed, changed or reversed thing, the items of the old
state (`stale`). Dates in {day:...}, {mday:...}, {wd:...} are rendered by bench/agent_eval.py.
"""
from __future__ import annotations

from _agentset import by_category  # bench/, on the path of build.py

S3 = ["s3.remind", "s3.celeryadd", "s3.tasks", "s3.settings24", "s3.render", "s3.renderyaml", "s3.renderfail",
      "s3.renderfix", "s3.renderok", "s3.memhazel", "s3.memrender", "s3.commit3"]
S4 = ["s4.rename1", "s4.grepticket", "s4.gitmv1", "s4.renamemodel", "s4.renamemig", "s4.renamefail", "s4.readreports",
      "s4.reportsfix", "s4.renameok", "s4.lesson1", "s4.ratelimit", "s4.limit60", "s4.hidedocs", "s4.hidedocsedit",
      "s4.commit4"]
S5 = ["s5.remind48", "s5.settings48", "s5.compose", "s5.composefile", "s5.composefail", "s5.readenv", "s5.composefix",
      "s5.composeok", "s5.tzpref", "s5.greputcnow", "s5.utcfix", "s5.tests5", "s5.commit5"]
S6 = ["s6.nearby", "s6.cafesvc", "s6.cafeschema", "s6.cafefail", "s6.cafefix", "s6.cafeok", "s6.cachebench",
      "s6.migpref", "s6.openinghours", "s6.migroundtrip", "s6.commit6"]
S7 = ["s7.fly", "s7.flylaunch", "s7.flytoml", "s7.flypg", "s7.flyredis", "s7.flyfail1", "s7.flyfix1", "s7.flyfail2",
      "s7.flyfix2", "s7.flyok", "s7.lesson2", "s7.memfly", "s7.commit7"]
S8 = ["s8.limit120", "s8.limitedit", "s8.nocache", "s8.cacheremove", "s8.restructure", "s8.gitmv2", "s8.taskrename",
      "s8.grepsetting", "s8.settingrename", "s8.tests8", "s8.alembicstale", "s8.alembicstalefix", "s8.thin",
      "s8.memconv", "s8.commit8"]
S9 = ["s9.dupes", "s9.dupelogs", "s9.readcelery", "s9.celerydoc", "s9.beat", "s9.remindedat", "s9.beatedit",
      "s9.flybeat", "s9.tests9", "s9.lesson3", "s9.resend", "s9.uvresend", "s9.emailedit", "s9.pydanticbump",
      "s9.commit9"]
S10 = ["s10.release", "s10.locust", "s10.docspublic", "s10.docsedit", "s10.versionbump", "s10.changelog",
       "s10.tests10", "s10.tag", "s10.deploy10", "s10.nofriday"]
S11 = ["s11.oom", "s11.oomlog", "s11.readphotos", "s11.scalemem", "s11.flymem", "s11.concurrency", "s11.draftfix",
       "s11.tests11", "s11.flystatus", "s11.waitmonday", "s11.commit11"]

FACT = [
    ("Which Python and SQLAlchemy versions did the project start out on?", ["s1.uvadd"]),
    ("How many cafés does the network we build this for have?", ["s1.goal", "s3.memhazel", "s10.release",
                                                                       "s6.nearby", "s6.cachebench", "s8.nocache"]),
    ("What was the p95 response time in the load test before go-live?", ["s10.locust"]),
    ("What was the monthly bill on the first hosting provider?", ["s7.fly"]),
    ("How long does a production deploy take since we changed hosts?", ["s7.flyok", "s10.deploy10"]),
    ("How many tests passed when we cut the 1.0 release?", ["s10.tests10"]),
    ("Which database image do the integration tests start in Docker?", ["s2.conftest", "s2.memtests"]),
    ("How much faster was the cached café list than reading it from Postgres?", ["s6.cachebench"]),
    ("Roughly how many emails do we send per month, and how many does the new mail service's free plan include?",
     ["s9.resend"]),
    ("What's the Postgres cluster on the current host called, and how do I get a SQL shell on it?",
     ["s7.memfly", "s7.flypg"]),
]

DECISION = [
    ("Why did we leave Render?", ["s7.fly"]),
    ("Why is the distance search done in Python rather than with PostGIS?", ["s6.nearby"]),
    ("Why don't the tests run on an in-memory SQLite database?", ["s2.testpref"]),
    ("Why are reminders sent by a periodic job instead of being queued when a fixer signs up?",
     ["s9.beat", "s9.celerydoc", "s9.lesson3", "s9.commit9"]),
    ("Why did we stop using Postmark?", ["s9.resend", "s9.emailedit"]),
    ("Why is the interactive API documentation reachable on production again?", ["s10.docspublic"]),
    ("Why do we call them repair jobs and not tickets?", ["s4.rename1"]),
    ("What made us pick Render for hosting originally?", ["s3.render"]),
    ("Why do fixers get their reminder two days ahead now?", ["s5.remind48"]),
    ("Why did we give up caching the list of cafés?", ["s8.nocache", "s8.cacheremove"]),
]

ERROR = [
    ("What went wrong when we first tried to autogenerate the initial migration, and how did we get past it?",
     ["s1.alembicfail", "s1.alembicfix"]),
    ("Why did the very first test run fail with an event loop error?",
     ["s2.loopfail", "s2.loopfix", "s2.loopfix2", "s2.memtests"]),
    ("Why couldn't the background worker on Render talk to Redis?", ["s3.renderfail", "s3.renderfix"]),
    ("Why did the Celery container in the local compose setup fail to reach Redis?",
     ["s5.composefail", "s5.readenv", "s5.composefix"]),
    ("Which test broke after the tickets rename, and what fixed it?",
     ["s4.renamefail", "s4.readreports", "s4.reportsfix", "s4.lesson1"]),
    ("What was the validation error in the café finder tests about?", ["s6.cafefail", "s6.cafefix"]),
    ("Why did the first deploys on Fly abort at the migration step?",
     ["s7.flyfail1", "s7.flyfix1", "s7.flyfail2", "s7.flyfix2", "s7.lesson2"]),
    ("Why were fixers getting the same reminder email several times?",
     ["s9.dupelogs", "s9.readcelery", "s9.celerydoc", "s9.lesson3"]),
    ("Why did the worker machine keep restarting the day after the release?",
     ["s11.oomlog", "s11.readphotos", "s11.scalemem", "s11.draftfix"]),
    ("Why did Alembic refuse to generate the migration for job photos?", ["s8.alembicstale", "s8.alembicstalefix"]),
]

TEMPORAL = [
    ("What did we do on {day:2027-05-19}?", S7),
    ("What did we work on last Tuesday?", S9),
    ("What happened on {mday:2027-05-11}?", S4),
    ("What did we do the day after the release?", S11),
    ("When did we move the hosting to Fly?", ["s7.fly", "s7.flyok", "s7.commit7", "s7.memfly"]),
    ("What were we doing two days before the move to Fly?", S6),
    ("What did we build on the Friday of our first week?", S3),
    ("What did we do last week on {wd:2027-05-27}?", S10),
    ("On the day the reminder lead time went up to two days, what else did we set up?", S5),
    ("What did we work on the Friday before we fixed the duplicate reminders?", S8),
]

MULTIHOP = [
    ("The lesson about hand-written SQL after a rename: which function triggered it, and what replaced its query?",
     ["s4.lesson1", "s4.readreports", "s4.reportsfix"]),
    ("The person who must approve anything emailing volunteers: did she sign off on changing the mail provider, and "
     "to which provider?", ["s3.memhazel", "s9.resend"]),
    ("Which café's kiosk kept running into the rate limit, and what was the limit it hit?",
     ["s8.limit120", "s4.ratelimit", "s4.limit60"]),
    ("The task that was being OOM-killed: what does it process, and how large are its inputs?",
     ["s11.oomlog", "s11.readphotos"]),
    ("Which migration revision comes right before the reminded_at column, and what does it add?",
     ["s9.remindedat", "s8.alembicstalefix"]),
    ("The café whose opening hours showed stale on the site: how long did the cache keep the old data?",
     ["s8.nocache", "s6.cafesvc", "s6.nearby"]),
    ("Which repair session's fixers got duplicate reminders, and at what time were those reminders due?",
     ["s9.dupes", "s9.dupelogs"]),
    ("The client who asked for longer notice for fixers: on which day and at what time is her weekly call?",
     ["s5.remind48", "s3.memhazel"]),
    ("How much was the Redis on the first host costing per month, and which service there had been missing its URL?",
     ["s7.fly", "s3.renderfix", "s3.renderfail"]),
    ("Who builds the site that loads the café list on every page view, and with which framework?",
     ["s1.goal", "s6.nearby"]),
]

PREFERENCE = [
    ("What line length does our formatter use?", ["s1.style", "s1.ruffcfg", "s8.memconv"]),
    ("How should commit messages be written?", ["s1.style"]),
    ("Can I just pip install a package into the virtualenv?", ["s2.uvonly"]),
    ("Is it OK to push a production deploy on a Friday afternoon?", ["s10.nofriday", "s11.waitmonday"]),
    ("How should dates and times be handled in the code?", ["s5.tzpref"]),
    ("Can I fix a mistake in a migration that has already been applied?", ["s6.migpref", "s8.memconv"]),
    ("Should business logic go in the route functions?", ["s8.thin", "s8.memconv"]),
    ("What do the tests for a new endpoint need to cover?", ["s2.testpref", "s8.memconv"]),
    ("How should release notes for the client be written?", ["s3.memhazel"]),
    ("How should a new Alembic revision be named?", ["s6.migpref"]),
]

SUPERSEDED = [
    ("Where is the API hosted?", ["s7.fly", "s7.memfly", "s7.flyok", "s7.commit7", "s10.changelog"],
     ["s3.render", "s3.memrender", "s3.renderyaml"]),
    ("How many hours before a session do fixers get their reminder?",
     ["s5.remind48", "s5.settings48", "s8.settingrename", "s10.changelog"], ["s3.remind", "s3.settings24"]),
    ("What is the per-IP request limit on the public endpoints?", ["s8.limit120", "s8.limitedit", "s8.commit8"],
     ["s4.ratelimit", "s4.limit60"]),
    ("What's the setting for how far ahead reminders go out called?",
     ["s8.restructure", "s8.settingrename", "s8.commit8", "s9.beatedit"], ["s3.settings24", "s5.settings48"]),
    ("Which path does the front end call to book an item in for repair?",
     ["s4.rename1", "s4.commit4", "s10.changelog", "s10.locust"], ["s2.tickets", "s2.router"]),
    ("Which module holds the reminder task, and what is the task called?",
     ["s8.restructure", "s8.gitmv2", "s8.taskrename", "s8.commit8"], ["s3.tasks"]),
    ("How are the reminder emails triggered now?", ["s9.beat", "s9.beatedit", "s9.flybeat", "s9.commit9"],
     ["s3.remind", "s3.tasks"]),
    ("Which service sends our emails?", ["s9.resend", "s9.uvresend", "s9.emailedit", "s9.commit9"],
     ["s3.remind", "s3.celeryadd"]),
    ("How much memory does the worker machine have?", ["s11.scalemem", "s11.flymem", "s11.commit11"],
     ["s7.flytoml"]),
    ("Is the café list served from a cache?", ["s8.nocache", "s8.cacheremove", "s8.commit8"],
     ["s6.nearby", "s6.cafesvc"]),
]


def questions() -> list[dict]:
    return by_category(FACT, DECISION, ERROR, TEMPORAL, MULTIHOP, PREFERENCE, SUPERSEDED)
