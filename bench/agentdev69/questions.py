"""The 70 questions about the tripstitch history, asked on Friday 30 March 2029 (see README.md).

Written blind and committed before the set was first scored. Each names the markers of the items that
answer it (`gold`) and, for a renamed or reversed thing, the items of the old state (`stale`). Dates in
{day:...}, {mday:...}, {wd:...} are rendered by bench/agent_eval.py.
"""
from __future__ import annotations

from _agentset import by_category  # bench/, on the path of build.py

S1 = ["s1.goal", "s1.rules", "s1.pnpminit", "s1.pkg", "s1.port", "s1.compose", "s1.envts", "s1.schema1", "s1.app1",
      "s1.schemafail", "s1.schemafix", "s1.push1", "s1.testok1", "s1.memstack", "s1.commit1"]
S2 = ["s2.mailplan", "s2.bullmqadd", "s2.queue1", "s2.worker1", "s2.sweep1", "s2.redisfail1", "s2.composeps",
      "s2.rediswhy1", "s2.redisfix1", "s2.lesson1", "s2.sesok", "s2.pii", "s2.redact", "s2.testrule", "s2.memmail",
      "s2.commit2"]
S3 = ["s3.expenses", "s3.fx1", "s3.expschema", "s3.split1", "s3.splittest", "s3.floatfail", "s3.money", "s3.split2",
      "s3.splitok", "s3.splitroute", "s3.splitcurl", "s3.colplan", "s3.commit3"]
S4 = ["s4.colchange", "s4.pushwarn", "s4.nopush", "s4.drizzlecfg", "s4.generate", "s4.migsql", "s4.migratets",
      "s4.migrateok", "s4.inesrename", "s4.grepsplit", "s4.renameroute", "s4.renamefn", "s4.test404", "s4.test404fix",
      "s4.commit4"]
S6 = ["s6.sesaccount", "s6.sesdeny", "s6.postmarkadd", "s6.pmclient", "s6.pmfail", "s6.pmwhy", "s6.pmfix", "s6.pmok",
      "s6.renameworker", "s6.gitmv", "s6.queuerename", "s6.grepworker", "s6.mailerimports", "s6.taskcmd", "s6.devworker",
      "s6.mempostmark", "s6.commit6"]
S7 = ["s7.dario", "s7.dupelog", "s7.dupes", "s7.readsweep", "s7.dupewhy", "s7.sweepv2", "s7.schedstart", "s7.sweeptest",
      "s7.lesson3", "s7.fxreport", "s7.fxfail", "s7.fxswitch", "s7.fx2", "s7.fxok", "s7.commit7"]
S10 = ["s10.incident", "s10.workercrash", "s10.distglob", "s10.stalescript", "s10.incwhy", "s10.scriptfix",
       "s10.scripttest", "s10.evictwarn", "s10.evict", "s10.kvfix", "s10.retention", "s10.resend", "s10.lesson4",
       "s10.incnote", "s10.commit10"]
S11 = ["s11.log11", "s11.handover", "s11.opsdoc", "s11.resendask", "s11.resendroute", "s11.testok11", "s11.pmstats", "s11.plans",
       "s11.tag110", "s11.memplans", "s11.commit11"]

FACT = [
    ("Which port on my laptop does the development Postgres listen on?",
     ["s1.port", "s1.compose", "s1.memstack", "s1.envts", "s2.composeps", "s4.drizzlecfg"]),
    ("How big is the rowing club's group and what are their travel dates?",
     ["s8.golive", "s8.memlaunch", "s11.plans", "s11.memplans"]),
    ("What does our transactional mail plan cost a month, and how many messages does it cover?",
     ["s6.sesdeny", "s6.mempostmark", "s11.opsdoc", "s11.plans", "s11.memplans"]),
    ("How many rows of Ines's sample spending data were in the shared dev database when we changed the money column?",
     ["s4.pushwarn", "s4.nopush", "s4.migrateok"]),
    ("How much CPU and memory did each web container get on Fargate, and how many of them ran?",
     ["s5.aws", "s5.memaws"]),
    ("What monthly bill did Amazon's forecast predict for us?", ["s8.tobias", "s8.costs", "s9.render", "s9.memrender"]),
    ("How many tries does a failing itinerary email job get, and how long is the first wait between them?",
     ["s2.mailplan", "s2.queue1", "s2.memmail", "s10.retention"]),
    ("Which sender address do the trip emails use?", ["s6.pmwhy", "s6.pmfix", "s6.mempostmark", "s11.opsdoc"]),
    ("How many emails went out in the first week after launch, and how many bounced?", ["s11.pmstats", "s11.plans"]),
    ("How many trips, members and expenses did we copy over when we moved the database?", ["s9.restoreok"]),
]

DECISION = [
    ("Why did we stop syncing the schema straight into the database?", ["s4.nopush", "s4.pushwarn"]),
    ("Why don't we send mail through Amazon any more?", ["s6.sesdeny", "s6.sesaccount", "s6.mempostmark"]),
    ("Why does the trip summary email arrive the night before instead of that morning?", ["s7.dario"]),
    ("What made us leave AWS?", ["s9.render", "s9.memrender", "s8.tobias", "s8.costs"]),
    ("Why did we change where currency conversion rates come from?", ["s7.fxswitch", "s7.fxfail", "s7.fxreport"]),
    ("Why was the who-owes-whom endpoint given a different name?", ["s4.inesrename"]),
    ("Why did the mail-sending worker get a new file name?", ["s6.renameworker"]),
    ("Why does the server bind to every interface instead of loopback?", ["s5.hostfix"]),
    ("Why does the periodic check for due digests run in the worker and not in the web process?",
     ["s7.dupewhy", "s7.lesson3", "s7.sweepv2"]),
    ("Why do the database and Redis connection settings have no fallback values any more?",
     ["s5.rediswhy2", "s5.envstrict", "s5.lesson2"]),
]

ERROR = [
    ("The first time I started the mail worker on my machine it kept printing connection refused. What was wrong?",
     ["s2.redisfail1", "s2.composeps", "s2.rediswhy1", "s2.redisfix1", "s2.lesson1"]),
    ("After the first cloud deploy the background job container couldn't reach the queue store. Why?",
     ["s5.redisfail2", "s5.rediswhy2", "s5.workertaskfix", "s5.envstrict", "s5.lesson2"]),
    ("Why did the cost-sharing unit test come out a hair short of a hundred?",
     ["s3.floatfail", "s3.money", "s3.split2"]),
    ("On the very first day the server died at boot because it couldn't build a request validator. What fixed it?",
     ["s1.schemafail", "s1.schemafix"]),
    ("Why did the load balancer keep reporting our containers as failing on the first deploy?",
     ["s5.unhealthy", "s5.listenlog", "s5.hostfix", "s5.deploy1"]),
    ("Why did the new email provider reject the very first message we tried to send?",
     ["s6.pmfail", "s6.pmwhy", "s6.pmfix"]),
    ("Why did everybody on Dario's test trip get the morning email twice?",
     ["s7.dupes", "s7.dupelog", "s7.dupewhy", "s7.sweepv2", "s7.lesson3"]),
    ("Why did saving an expense in Norwegian kroner come back with a bad gateway error?",
     ["s7.fxreport", "s7.fxfail", "s7.fxswitch"]),
    ("Why did loading the database backup into the new host complain about roles that don't exist?",
     ["s9.restorefail", "s9.restoreok"]),
    ("Why did the ski club get no evening itinerary email right after we changed hosting?",
     ["s10.incident", "s10.workercrash", "s10.stalescript", "s10.incwhy", "s10.scriptfix", "s10.lesson4",
      "s10.incnote"]),
]

TEMPORAL = [
    ("What did we do on {day:2029-03-09}?", S3),
    ("What did we work on {mday:2029-03-19}?", S6),
    ("What did we do the day after moving to the new hosting provider?", S10),
    ("What did we get done yesterday?", S11),
    ("When did the API first run on AWS?",
     ["s5.aws", "s5.deploy1", "s5.deployok", "s5.memaws", "s5.commit5", "s5.listenlog"]),
    ("On which day did version 1.0 go live?", ["s8.golive", "s8.tag100", "s8.memlaunch"]),
    ("What did we do the day before launch?", S7),
    ("What did we do on the very first day of the project?", S1),
    ("What did we do on the {wd:2029-03-07} of our first week?", S2),
    ("What did we work on {day:2029-03-13}?", S4),
]

MULTIHOP = [
    ("We hit the same Redis connection refused error twice. What was behind it each time?",
     ["s2.rediswhy1", "s5.rediswhy2", "s2.lesson1", "s5.lesson2", "s2.redisfail1", "s5.redisfail2"]),
    ("The colleague who wanted the settle-up endpoint renamed: what did she ask for after that?",
     ["s4.inesrename", "s8.etagask"]),
    ("How much less per month do we pay on the new host than AWS was forecast to cost?",
     ["s8.costs", "s8.tobias", "s9.render", "s9.memrender"]),
    ("Which file did we forget when renaming the mail worker, and what went wrong because of it?",
     ["s6.grepworker", "s6.gitmv", "s10.incwhy", "s10.stalescript", "s10.incnote", "s10.lesson4"]),
    ("The group that missed their evening email: who organises it, and how long is their trip?",
     ["s9.render", "s10.incident", "s10.incnote"]),
    ("The exchange-rate service that broke: what did it answer, and what do we use instead?",
     ["s7.fxfail", "s7.fxswitch", "s7.fx2"]),
    ("The person leaving us at the end of the month: when is he gone, and what happens to the old cloud account after?",
     ["s8.tobias", "s11.handover", "s11.memplans", "s9.memrender", "s11.opsdoc"]),
    ("The migration that turned expense amounts into cents: what is its file called and how many rows did it touch?",
     ["s4.generate", "s4.migsql", "s4.migrateok", "s4.commit4"]),
    ("How many emails did we send in the first week, and by when do we have to upgrade the mail plan?",
     ["s11.pmstats", "s11.plans", "s11.memplans"]),
    ("Our first customer: when do we rehearse their trip emails, and how many will go out?",
     ["s8.golive", "s8.memlaunch", "s11.plans", "s11.memplans"]),
]

PREFERENCE = [
    ("Can I add a package with npm install?", ["s1.rules"]),
    ("Is it okay to type a request payload as any for now?", ["s1.rules"]),
    ("How should I word the commit message for a new endpoint?", ["s1.rules"]),
    ("Can a route handler call the email provider directly?", ["s2.mailplan", "s2.memmail"]),
    ("How should I store the price of a museum ticket in the database?", ["s3.money", "s3.split2"]),
    ("When a bill doesn't divide evenly, who gets the extra cent?", ["s3.money", "s3.split2"]),
    ("Can I put the recipient's address in the log when a send fails?", ["s2.pii", "s2.redact"]),
    ("Should the worker tests use a mocked Redis?", ["s2.testrule"]),
    ("Can I ship a quick hotfix to production straight from my laptop?",
     ["s9.deployrule", "s11.opsdoc", "s9.memrender"]),
    ("Should the API send amounts already formatted for display, like a euro sign and decimals?", ["s8.etagask"]),
]

SUPERSEDED = [
    ("How do schema changes get applied to the database now?",
     ["s4.nopush", "s4.drizzlecfg", "s4.generate", "s4.migratets", "s4.commit4", "s9.render", "s9.renderyaml",
      "s9.memrender", "s11.opsdoc", "s8.migrateprod", "s4.migrateok", "s10.stalescript"],
     ["s1.push1", "s1.pkg", "s4.pushwarn"]),
    ("Where do our exchange rates come from?", ["s7.fxswitch", "s7.fx2", "s7.fxok", "s7.commit7"],
     ["s3.expenses", "s3.fx1", "s7.fxfail"]),
    ("Which service delivers the itinerary emails?",
     ["s6.sesdeny", "s6.postmarkadd", "s6.pmclient", "s6.mempostmark", "s6.commit6", "s6.pmok", "s11.opsdoc",
      "s11.pmstats", "s11.plans", "s11.memplans"],
     ["s2.mailplan", "s2.bullmqadd", "s2.worker1", "s2.memmail", "s2.sesok", "s2.commit2"]),
    ("At what time does the daily trip email go out?",
     ["s7.dario", "s7.dupewhy", "s7.sweepv2", "s7.commit7", "s10.incident", "s10.incwhy", "s10.lesson4", "s10.incnote"],
     ["s2.mailplan", "s2.sweep1", "s2.memmail", "s7.readsweep"]),
    ("Where does the API run in production now?",
     ["s9.render", "s9.renderyaml", "s9.renderlive", "s9.smoke9", "s9.memrender", "s9.commit9", "s11.opsdoc",
      "s11.memplans"],
     ["s5.aws", "s5.memaws", "s5.deployok", "s8.deploy8"]),
    ("What's the file name of the worker that sends the itinerary emails?",
     ["s6.renameworker", "s6.gitmv", "s6.commit6", "s6.mempostmark", "s6.taskcmd", "s6.mailerimports", "s6.devworker",
      "s7.schedstart", "s10.scriptfix", "s10.distglob", "s10.evictwarn", "s10.incnote", "s11.log11"],
     ["s2.worker1", "s2.memmail", "s2.redisfix1", "s10.workercrash", "s10.stalescript"]),
    ("What is the job queue for the emails called?",
     ["s6.renameworker", "s6.queuerename", "s6.mempostmark", "s6.commit6", "s10.evictwarn"],
     ["s2.queue1", "s2.memmail", "s2.sesok"]),
    ("Which endpoint does the app call to show who owes whom?",
     ["s4.inesrename", "s4.renameroute", "s4.test404fix", "s4.commit4"],
     ["s3.expenses", "s3.splitroute", "s3.splitcurl", "s4.test404"]),
    ("How do I deploy a new version now?",
     ["s9.deployrule", "s9.render", "s9.memrender", "s11.opsdoc", "s9.renderyaml"],
     ["s5.deployscript", "s5.memaws", "s5.deployclean", "s8.deploy8"]),
    ("Where does the Redis behind the job queue run now?",
     ["s9.render", "s9.renderyaml", "s9.memrender", "s11.opsdoc", "s10.kvfix", "s10.evict", "s10.incnote",
      "s10.commit10", "s11.log11"],
     ["s5.aws", "s5.memaws", "s5.rediswhy2"]),
]


def questions() -> list[dict]:
    return by_category(FACT, DECISION, ERROR, TEMPORAL, MULTIHOP, PREFERENCE, SUPERSEDED)
