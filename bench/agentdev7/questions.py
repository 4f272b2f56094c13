"""The 70 questions about the kilnlog history, asked on Monday 30 November 2026 (see README.md).

Written before the set was first scored; not edited afterwards. Each names the markers of the
items that answer it (`gold`) and, for a renamed or reversed thing, the items of the old state
(`stale`). Dates in {day:...}, {mday:...}, {wd:...} are rendered by bench/agent_eval.py.
"""
from __future__ import annotations

from _agentset import by_category  # bench/, on the path of build.py

S3 = ["s3.reminders", "s3.sidekiqcfg", "s3.reminderjob", "s3.smtp", "s3.smtp535", "s3.mgdocs", "s3.smtpfix",
      "s3.mailtext", "s3.commit3"]
S4 = ["s4.over1", "s4.over1sql", "s4.over1cause", "s4.over1fix", "s4.over1spec", "s4.lesson1", "s4.commit4"]
S5 = ["s5.deploy", "s5.kamalcfg", "s5.healthfail", "s5.healthwhy", "s5.healthfix", "s5.deployok", "s5.memdeploy1",
      "s5.commit5"]
S7 = ["s7.over2", "s7.over2sql", "s7.over2cause", "s7.over2fix", "s7.over2fix2", "s7.over2mig", "s7.over2spec",
      "s7.lesson2", "s7.price", "s7.price4", "s7.commitstyle", "s7.commit7"]
S9 = ["s9.pricecone", "s9.pricefix", "s9.slowcal", "s9.slowlog", "s9.calfix", "s9.calcache", "s9.calok",
      "s9.renamemodel", "s9.renamemig", "s9.renamemodelmv", "s9.renameroutes", "s9.commit9"]
S10 = ["s10.ci", "s10.ruby34", "s10.ciyaml", "s10.rubocopfail", "s10.rubocopfix", "s10.brakeman", "s10.cigreen",
       "s10.deploy10", "s10.memdeploy2", "s10.commit10"]

FACT = [
    ("How much space does the large kiln have in total?", ["s2.booking"]),
    ("At which cone are the first, unglazed firings done?", ["s2.booking", "s9.pricecone"]),
    ("What machine does the app run on, and in which data centre?",
     ["s5.deploy", "s5.memdeploy1", "s10.memdeploy2", "s5.kamalcfg"]),
    ("What's the web address where members make their bookings?",
     ["s5.deploy", "s5.deployok", "s5.memdeploy1", "s10.memdeploy2", "s5.kamalcfg"]),
    ("Which mail server do our outgoing emails go through?", ["s3.smtpfix", "s3.mgdocs"]),
    ("How long does the calendar page take to load since we sped it up?", ["s9.calok"]),
    ("What does the reminder email ask members to do?", ["s3.mailtext"]),
    ("How often does the reminder job run?", ["s3.sidekiqcfg", "s6.recurring", "s3.reminderjob"]),
    ("Which gem do we use to talk to the payment provider?", ["s8.molliegem", "s8.molliepay"]),
    ("Which security scanner runs in CI, and did it report anything?", ["s10.brakeman", "s10.ciyaml"]),
]

DECISION = [
    ("Why didn't we build the front end as a single-page app?", ["s1.hotwire"]),
    ("Why do we rent a small VM instead of using a platform like Heroku?", ["s5.deploy"]),
    ("What was the reasoning for getting rid of Redis?", ["s6.solidqueue"]),
    ("Why did we go with the Dutch payment company instead of the big American one?", ["s8.mollie"]),
    ("Why don't glaze and bisque firings cost the same any more?", ["s9.pricecone"]),
    ("Why is the health endpoint exempt from the HTTPS redirect?", ["s5.healthwhy", "s5.healthfix"]),
    ("Why do the job queue tables live in the main database rather than their own?", ["s6.sqwhy", "s6.sqfix"]),
    ("Why did the mail password variable lose its provider prefix?", ["s6.renameplan"]),
    ("Why is it safe that the payment callback skips the CSRF check?", ["s8.webhookwhy", "s8.webhookfix"]),
    ("Why was the booking model given a new name?", ["s9.renamemodel"]),
]

ERROR = [
    ("Why couldn't I install the gems on the first day?", ["s1.pgfail", "s1.pgfix"]),
    ("What was wrong when the mail server refused our login?", ["s3.smtp535", "s3.mgdocs", "s3.smtpfix"]),
    ("How did the big kiln end up with more bookings than space when two people booked almost at the same moment?",
     ["s4.over1cause", "s4.over1fix", "s4.lesson1"]),
    ("The test kiln showed more space taken than it has, though nobody booked at the same time. What caused that?",
     ["s7.over2cause", "s7.over2fix", "s7.lesson2", "s7.over2sql"]),
    ("Why did the first Kamal rollout never become healthy?", ["s5.healthfail", "s5.healthwhy", "s5.healthfix"]),
    ("What broke when the worker was started after the queue switch?", ["s6.sqerr", "s6.sqwhy", "s6.sqfix"]),
    ("Why did bookings stay unpaid after people had paid?", ["s8.webhook422", "s8.webhookwhy", "s8.webhookfix"]),
    ("What made the lint step fail in CI, and how was it solved?", ["s10.rubocopfail", "s10.rubocopfix"]),
    ("The home page was loading each kiln with its own query. How was that fixed?", ["s2.nplus1", "s2.nplus1fix"]),
    ("Why was the calendar so slow to render?", ["s9.slowlog", "s9.calfix", "s9.calcache", "s9.slowcal"]),
]

TEMPORAL = [
    ("What did we work on on {day:2026-11-10}?", S4),
    ("What got done last Thursday?", S10),
    ("What happened on {mday:2026-11-12}?", S5),
    ("Which problem did we chase right before the site first went online?",
     ["s4.over1", "s4.over1cause", "s4.over1fix", "s4.lesson1", "s4.commit4"]),
    ("What did we do two days after moving the jobs off Redis?", S7),
    ("When did the app first go live?", ["s5.deployok", "s5.deploy", "s5.commit5"]),
    ("What did we build last week on {wd:2026-11-24}?", S9),
    ("When did we start taking payments online?", ["s8.mollie", "s8.commit8", "s8.webhookok", "s8.molliegem"]),
    ("What were we doing on the Friday before the first overbooking was fixed?", S3),
    ("Which day did Femke ask for the reminders to go out earlier?", ["s8.reminder48", "s8.reminder48fix"]),
]

MULTIHOP = [
    ("The lesson about row locks: which problem taught it, and what exactly changed in the controller?",
     ["s4.lesson1", "s4.over1fix"]),
    ("What was the class in load_planner.rb called before, and why was it renamed?",
     ["s6.renameplan", "s6.renamemv"]),
    ("The person who must approve fee changes: what did she approve last week?", ["s9.pricecone", "s8.memfemke"]),
    ("When the health check failed on deploy, which address was it being redirected to?", ["s5.healthfail"]),
    ("Which migration removed the column behind the second overbooking bug?", ["s7.over2mig"]),
    ("The callbacks that were rejected with 422: which IP address were they coming from?", ["s8.webhook422"]),
    ("How many database queries did the calendar make before the fix, and how many after?",
     ["s9.slowlog", "s9.calok"]),
    ("In the moved-booking incident, what did the cached count say for Thursday's firing against the real total?",
     ["s7.over2sql"]),
    ("Which spec covers two members grabbing the last space at once?", ["s4.over1spec"]),
    ("The mail provider whose EU region tripped us up: what is its password variable called in production now?",
     ["s6.renameenv", "s6.renameplan", "s10.memdeploy2"]),
]

PREFERENCE = [
    ("Which test framework should new tests be written in?", ["s1.hotwire"]),
    ("How should I write commit messages in this repo?", ["s7.commitstyle"]),
    ("In what language should the texts that members see be written?", ["s8.memfemke"]),
    ("What's the best way to get in touch with the studio owner?", ["s8.memfemke"]),
    ("Can I pull in a JavaScript framework for the calendar widget?", ["s1.hotwire"]),
    ("Do I need anyone's go-ahead before changing what a booking costs?", ["s8.memfemke", "s9.pricecone"]),
    ("Is there a limit on what hosting may cost?", ["s5.deploy"]),
    ("Is it fine to add a second database on the server for the job queue?", ["s6.sqwhy"]),
    ("What has to pass before I ship a release?", ["s10.memdeploy2", "s10.ci"]),
    ("Which style guide does the Ruby linter follow here?", ["s10.ci"]),
]

SUPERSEDED = [
    ("What runs our background jobs?", ["s6.solidqueue", "s6.kamalsq", "s10.memdeploy2"],
     ["s3.reminders", "s3.sidekiqcfg", "s5.memdeploy1", "s5.kamalcfg"]),
    ("What's the class that figures out what fits in a kiln load called?", ["s6.renameplan", "s6.renamemv"],
     ["s2.scheduler"]),
    ("What's the model for a member's reserved space on a kiln shelf called?",
     ["s9.renamemodel", "s9.renamemodelmv", "s9.renamemig"], ["s2.countercache", "s2.booking"]),
    ("How much does a member pay per half-shelf in a glaze firing?", ["s9.pricecone", "s9.pricefix"],
     ["s7.price", "s7.price4"]),
    ("Which Ruby version is the project on?", ["s10.ruby34", "s10.ci"], ["s1.rubyver"]),
    ("How do I deploy the app?", ["s10.memdeploy2"], ["s5.memdeploy1"]),
    ("How is the free room in a firing worked out?", ["s7.over2cause", "s7.over2fix"],
     ["s2.countercache", "s2.booking"]),
    ("Which environment variable holds the mail password?", ["s6.renameenv", "s6.renameplan"], ["s3.smtp"]),
    ("How long before a firing do members get their reminder?", ["s8.reminder48", "s8.reminder48fix"],
     ["s3.reminders", "s3.reminderjob"]),
    ("Which containers run next to the app on the server?", ["s6.noredis", "s10.memdeploy2", "s6.solidqueue"],
     ["s5.kamalcfg", "s5.memdeploy1", "s5.deploy"]),
]


def questions() -> list[dict]:
    return by_category(FACT, DECISION, ERROR, TEMPORAL, MULTIHOP, PREFERENCE, SUPERSEDED)
