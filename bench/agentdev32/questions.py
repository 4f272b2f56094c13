"""The 70 questions about the cliniq history, asked on Monday 4 October 2027 (see README.md).

Written before the set was first scored; not edited afterwards. Each names the markers of the
items that answer it (`gold`) and, for a renamed or reversed thing, the items of the old state
(`stale`). Dates in {day:...}, {mday:...}, {wd:...} are rendered by bench/agent_eval.py.
"""
from __future__ import annotations

from _agentset import by_category  # bench/, on the path of build.py

S2 = ["s2.slots", "s2.rules", "s2.views", "s2.urls", "s2.slottest", "s2.dupfail1", "s2.dupwhy1", "s2.dupfix1",
      "s2.test2", "s2.commit2"]
S3 = ["s3.auth", "s3.allauth", "s3.allauthcfg", "s3.loginemail", "s3.tasks", "s3.beat", "s3.nosms", "s3.smsbackend",
      "s3.celeryfail", "s3.celerywhy", "s3.celeryfix", "s3.test3", "s3.policy24", "s3.mempolicy", "s3.memproject",
      "s3.commit3"]
S4 = ["s4.render", "s4.renderyaml", "s4.procfile", "s4.buildsh", "s4.renderfail", "s4.renderwhy", "s4.renderfix",
      "s4.renderok", "s4.superuser", "s4.memrender"]
S5 = ["s5.tzreport", "s5.readtasks", "s5.tzcheck", "s5.datefmt", "s5.tzfix", "s5.test5", "s5.lesson1",
      "s5.icsinstall", "s5.ical", "s5.feedtoken", "s5.icalurl", "s5.icalcurl", "s5.commit5"]
S6 = ["s6.incident", "s6.dupfail2", "s6.dupcheck", "s6.dupwhy2", "s6.regtest", "s6.dupfix2", "s6.migrate3",
      "s6.test6", "s6.lesson2", "s6.deploy6", "s6.tellaisling"]
S7 = ["s7.clinician", "s7.grepther", "s7.renamemodel", "s7.renamemig", "s7.renamesed", "s7.urlrename", "s7.urlfail",
      "s7.urlfix", "s7.policy48", "s7.policyedit", "s7.mempolicy2", "s7.emailfallback", "s7.taskrename", "s7.test7",
      "s7.commit7"]
S9 = ["s9.icalbug", "s9.icalcheck", "s9.icalread", "s9.icalwhy", "s9.icalswap", "s9.pinning", "s9.icalmv",
      "s9.icalnew", "s9.feedurl", "s9.icaltestfail", "s9.icaltestfix", "s9.test9", "s9.lesson3", "s9.deploy9",
      "s9.icalok"]
S10 = ["s10.demo", "s10.seed", "s10.csrfbug", "s10.csrffail", "s10.csrfwhy", "s10.csrffix", "s10.csrfok",
       "s10.memdemo", "s10.commit10"]

FACT = [
    ("How many minutes does a single treatment slot last?", ["s1.settings", "s1.models", "s1.goal", "s2.slots"]),
    ("What sender name appears on the reminder text messages?", ["s3.smsbackend", "s3.memproject"]),
    ("How often does the scheduler look for appointments that need a reminder?",
     ["s3.beat", "s3.tasks", "s3.memproject"]),
    ("How many bookings and patients were copied across when we migrated the database to the new host?",
     ["s8.dbmove"]),
    ("Which phone number do patients see when it's too late to cancel on the website?", ["s3.mempolicy"]),
    ("What machine size and how much RAM does the app run on?", ["s8.flytoml", "s8.memfly"]),
    ("Which release of the Tailwind standalone CLI do we download to compile the stylesheet?",
     ["s4.renderfix", "s8.dockerfile"]),
    ("Which major version of Postgres is the database on?", ["s4.renderyaml", "s3.memproject"]),
    ("Who is the sports massage person starting at the practice in October?", ["s7.clinician"]),
    ("How do patients sign in, and do they have to confirm their address first?",
     ["s3.auth", "s3.loginemail", "s3.memproject"]),
]

DECISION = [
    ("Why did we move off Render?", ["s8.fly", "s8.memfly"]),
    ("Why did we replace the library that produces the calendar subscription?", ["s9.icalwhy", "s9.lesson3"]),
    ("Why was the model for the practice's practitioners renamed?", ["s7.clinician"]),
    ("Why did the practice lengthen the period in which patients can cancel without paying?",
     ["s7.policy48", "s7.mempolicy2"]),
    ("Why does the reminder job have a more general name than before?", ["s7.emailfallback"]),
    ("Why do we compile the stylesheet with a standalone binary instead of installing node on the server?",
     ["s4.renderwhy", "s4.renderfix"]),
    ("Why does the uniqueness rule on bookings now skip some rows?", ["s6.dupwhy2", "s6.dupfix2", "s6.lesson2"]),
    ("Why is there still a Procfile in the repository even though we no longer use that kind of host?",
     ["s8.procmv", "s8.commit8"]),
    ("Why does the old calendar subscription address still answer?", ["s9.feedurl"]),
    ("Why is the site rendered on the server with HTMX instead of a single-page JavaScript app?",
     ["s1.goal", "s2.slots"]),
]

ERROR = [
    ("Why did the free-slot test crash with a duplicate key violation in the first week?",
     ["s2.dupfail1", "s2.dupwhy1", "s2.dupfix1"]),
    ("Why did patients get a 500 when they tried to take back a time they had cancelled?",
     ["s6.incident", "s6.dupfail2", "s6.dupcheck", "s6.dupwhy2", "s6.dupfix2", "s6.lesson2"]),
    ("Why did the reminder tests fail because they couldn't connect to port 6379?",
     ["s3.celeryfail", "s3.celerywhy", "s3.celeryfix"]),
    ("What broke the build the first time we pushed to Render?", ["s4.renderfail", "s4.renderwhy", "s4.renderfix"]),
    ("Why were the text reminders telling people to arrive an hour before their real time?",
     ["s5.tzreport", "s5.tzcheck", "s5.tzfix", "s5.lesson1"]),
    ("Why was the first deployment on Fly aborted during the migrate step?", ["s8.flyfail", "s8.flywhy", "s8.flyfix"]),
    ("Why did a template fail to reverse a URL after we renamed things?", ["s7.urlfail", "s7.urlfix", "s7.urlrename"]),
    ("Why did nothing happen when Aisling picked a time on the practice's own web address?",
     ["s10.csrfbug", "s10.csrffail", "s10.csrfwhy", "s10.csrffix"]),
    ("Why did the appointments in Colm's Outlook show up sixty minutes late?",
     ["s9.icalbug", "s9.icalcheck", "s9.icalwhy", "s9.lesson3"]),
    ("Which test stopped importing when the feed code was relocated, and how was that fixed?",
     ["s9.icaltestfail", "s9.icaltestfix"]),
]

TEMPORAL = [
    ("What did we do on {day:2027-09-14}?", S4),
    ("What happened on {mday:2027-09-20}?", S6),
    ("What did we work on last Wednesday?", S9),
    ("What did we do the day before the staff demo?", S10),
    ("When was the site first reachable on the public internet?", ["s4.renderok", "s4.memrender"]),
    ("What did we do two days after the rebooking incident?", S7),
    ("What did we get done on {wd:2027-09-10} of the first week?", S3),
    ("What did we do on {day:2027-09-08}?", S2),
    ("When did we change hosting providers?", ["s8.fly", "s8.flyok", "s8.memfly", "s8.commit8"]),
    ("What did we work on the Thursday after the first deployment?", S5),
]

MULTIHOP = [
    ("The duplicate key error behind the production incident: when had we hit the same message before, and what "
     "caused it that time?", ["s6.dupfail2", "s6.lesson2", "s2.dupfail1", "s2.dupwhy1"]),
    ("The lesson about local time in reminders: which file was changed and how is the time formatted now?",
     ["s5.lesson1", "s5.tzfix", "s5.readtasks"]),
    ("Which migration let cancelled bookings release their slot, and what was the constraint called before it?",
     ["s6.migrate3", "s6.dupfix2", "s1.models", "s1.migrate1"]),
    ("Render created some secret values for us automatically: which ones, and how are they provided on the new "
     "host?", ["s4.renderyaml", "s8.flywhy", "s8.flyfix", "s8.memfly"]),
    ("The extensionless file we relocated during the hosting switch: what processes did it originally declare?",
     ["s8.procmv", "s4.procfile", "s8.commit8"]),
    ("Which commit renamed the practitioner model, and what number did the migration for it get?",
     ["s7.commit7", "s7.renamemig"]),
    ("How many gunicorn workers does the web process run now, compared with the first hosting setup?",
     ["s4.renderyaml", "s4.memrender", "s8.flytoml", "s8.memfly"]),
    ("In the rebooking incident, who was the patient seeing, and which database row was in the way?",
     ["s6.incident", "s6.dupcheck"]),
    ("What did an event's start line look like in the calendar feed before and after we changed the library?",
     ["s9.icalcheck", "s9.icalok", "s5.icalcurl"]),
    ("The demo data command builds its records with which helpers, and what keeps each fake appointment in a slot "
     "of its own?", ["s10.seed", "s2.dupfix1", "s1.factories"]),
]

PREFERENCE = [
    ("Can I write the new tests as a TestCase class that loads a JSON fixture?", ["s1.rules"]),
    ("Where should a new HTMX fragment go, and how do I name the file?", ["s2.slots"]),
    ("Is it fine to let my local server text my own phone so I can check the wording?",
     ["s3.nosms", "s3.smsbackend"]),
    ("How should I write the appointment time in an email to a patient?", ["s5.datefmt", "s5.lesson1"]),
    ("Can I push a quick fix to production on a Friday evening?", ["s4.render", "s10.demo"]),
    ("May I put the Twilio auth token in fly.toml so it's all in one place?", ["s1.rules", "s8.flywhy", "s8.memfly"]),
    ("What has to pass before I make a commit?", ["s1.rules", "s1.makefile"]),
    ("Can I squash the booking app's migrations into one to tidy up?", ["s7.clinician"]),
    ("A bug was reported from production: what do I do before touching the code?", ["s6.dupwhy2"]),
    ("Should I add the new dependency to requirements.txt as a >= range?", ["s9.pinning"]),
]

SUPERSEDED = [
    ("Where is the app hosted?", ["s8.fly", "s8.memfly", "s8.flyok", "s8.flytoml", "s8.flylaunch", "s8.commit8"],
     ["s4.render", "s4.memrender", "s4.renderyaml", "s4.renderok"]),
    ("Up to how long before an appointment can a patient still cancel free of charge?",
     ["s7.policy48", "s7.mempolicy2", "s7.policyedit"], ["s3.policy24", "s3.mempolicy", "s1.models"]),
    ("What is the model for the people patients book with called now?",
     ["s7.renamemodel", "s7.renamemig", "s7.clinician", "s7.commit7"], ["s1.models", "s1.migrate1", "s1.commit1"]),
    ("Which Python package generates the calendar feed?", ["s9.icalswap", "s9.icalnew", "s9.icalwhy"],
     ["s5.icsinstall", "s5.ical"]),
    ("What is the Celery task that sends a reminder called?", ["s7.taskrename", "s7.emailfallback"],
     ["s3.tasks", "s5.readtasks"]),
    ("What is the route name of the endpoint that creates a booking?", ["s7.urlrename", "s7.urlfix"],
     ["s2.urls", "s2.views"]),
    ("Where does the Procfile live now?", ["s8.procmv", "s8.commit8"], ["s4.procfile"]),
    ("Which module holds the calendar feed view now?", ["s9.icalmv", "s9.icalnew", "s9.icaltestfix"],
     ["s5.ical", "s5.icalurl", "s9.icalread"]),
    ("How much can the practice charge for a late cancellation?", ["s7.policy48", "s7.mempolicy2"],
     ["s3.policy24", "s3.mempolicy"]),
    ("Where does the Redis broker run?", ["s8.flyredis", "s8.memfly", "s8.flyfix"],
     ["s4.renderyaml", "s4.memrender"]),
]


def questions() -> list[dict]:
    return by_category(FACT, DECISION, ERROR, TEMPORAL, MULTIHOP, PREFERENCE, SUPERSEDED)
