"""The 70 questions about the dockwise history, asked on Tuesday 5 December 2028 (see README.md).

Written blind and committed before the set was first scored; not edited afterwards, except one gold list
widened for an item that plainly answers (superseded-3 gets `s9.lesson3`; see README.md). Each names the
markers of the items that answer it (`gold`) and, for a renamed or reversed thing, the items of the
old state (`stale`). Dates in {day:...}, {mday:...}, {wd:...} are rendered by bench/agent_eval.py.
"""
from __future__ import annotations

from _agentset import by_category, markers  # bench/, on the path of build.py

S2 = markers("s2", "storage composets v1sql v2hyper migrate2 repo compilefail compilewhy compilefix memstorage commit2")
S4 = markers("s4", "api routes curl4 renameplan premv gitmvroutes renameclass routesrename editfail mainrename "
                   "renamefail consumerrename testok4 commit4")
S5 = markers("s5", "apprunner lagcheck packaging dockerpub ecstf dariorule atlantis tfplan5 memdeploy commit5")
S6 = markers("s6", "staging tag010 rdsfail extcheck partition gitmvv2 readfail v2part partjob composepg lesson2 "
                   "migrateok saslfail saslwhy saslfix memstorage2 commit6")
S7 = markers("s7", "oom oomevents oomwhy oomfix jvmopts dupes gapcheck commitfix commitstream idempotent testok7 "
                   "memconsumer alerts alertstf commit7 deploy7")
S8 = markers("s8", "launch release predeploy deployprod toomany2 conncount toomanywhy2 poolfix applypool lagok8 "
                   "nofriday runbook oncall oncallmd memoncall commit8")
S10 = markers("s10", "rota oncalledit pagerduty battery batteryedit nodata nodatawhy nodatafix lesson4 quiet mute "
                     "v1paths readroutes v1edit testok10 memalerts commit10")
S11 = markers("s11", "plans rdsedit tfplan11 preapply applydenied applywhy pr58 schema schematest loadtest memplans "
                     "commit11")

FACT = [
    ("What's the connection ceiling on the production Postgres instance?",
     ["s8.conncount", "s8.toomanywhy2", "s8.poolfix"]),
    ("If neither of the two people on duty picks up, whose mobile do we ring in the end, and what's the number?",
     ["s8.oncall", "s8.oncallmd", "s8.memoncall"]),
    ("Which registry do our built container images end up in?", ["s5.dockerpub", "s5.packaging", "s5.memdeploy"]),
    ("How far behind did ingestion fall at the worst point of the outage?",
     ["s9.lag9", "s9.incnote", "s9.lesson3"]),
    ("How big is the Valencia network: how many stations and roughly how many docking points?", ["s1.goal"]),
    ("How quick was the station lookup at the 95th percentile when we hammered it with 50 virtual users?",
     ["s11.loadtest", "s11.memplans"]),
    ("On which port can Prometheus scrape the app?",
     ["s5.packaging", "s5.memdeploy", "s1.appconf", "s5.ecstf"]),
    ("How many docks showed outdated info to the dispatchers during last week's outage, and at how many stations?",
     ["s9.incnote"]),
    ("Which billing code do our cloud resources have to be labelled with?",
     ["s5.dariorule", "s5.ecstf", "s11.tfplan11"]),
    ("What Java runtime base image do our Docker builds start from?",
     ["s5.packaging", "s5.dockerpub", "s5.memdeploy"]),
]

DECISION = [
    ("Why aren't we on the push-an-image-and-forget AWS service Dario first suggested?",
     ["s5.apprunner", "s5.memdeploy"]),
    ("Why isn't the readings history using that time-series extension for Postgres anymore?",
     ["s6.partition", "s6.rdsfail", "s6.extcheck", "s6.lesson2", "s6.memstorage2"]),
    ("Why don't we let the Kafka client record our progress on its own timer anymore?",
     ["s7.dupes", "s7.memconsumer", "s7.commitfix", "s7.commitstream"]),
    ("Why do we create and drop the daily slices of the history table with our own code instead of an extension?",
     ["s6.partition"]),
    ("Why did the HTTP endpoint object get a new name and a new package?", ["s4.renameplan"]),
    ("Why was the second schema migration rewritten instead of being followed by a new one?", ["s6.partition"]),
    ("Why do the containers get twice the RAM they started with?",
     ["s7.oomwhy", "s7.oomfix", "s7.oom", "s7.memconsumer"]),
    ("Why does each instance only open a handful of database connections?",
     ["s8.toomanywhy2", "s8.poolfix", "s8.conncount"]),
    ("Why does duty pass to the next person in the middle of the week now instead of at its start?",
     ["s10.rota", "s10.oncalledit", "s10.memalerts"]),
    ("Why do we warn about a dock's power running low earlier than we used to?", ["s10.battery"]),
]

ERROR = [
    ("Why did the integration tests run out of database connections the first time we ran them in containers?",
     ["s3.toomany1", "s3.greptx", "s3.toomanywhy1", "s3.testinfra", "s3.lesson1"]),
    ("Why did production run out of database connections on launch day?",
     ["s8.toomany2", "s8.conncount", "s8.toomanywhy2", "s8.poolfix"]),
    ("Why wouldn't the database access code compile when I first wrote the queries?",
     ["s2.compilefail", "s2.compilewhy", "s2.compilefix"]),
    ("What broke the very first schema setup on the staging database?",
     ["s6.rdsfail", "s6.extcheck", "s6.partition", "s6.lesson2"]),
    ("Why couldn't the staging tasks start reading from Kafka after we scaled them up the first time?",
     ["s6.saslfail", "s6.saslwhy", "s6.saslfix"]),
    ("Why did ECS keep killing our staging containers in the first days?",
     ["s7.oom", "s7.oomevents", "s7.oomwhy", "s7.oomfix"]),
    ("Why did the dispatch screen stop updating on the Monday morning of last week?",
     ["s9.incident", "s9.lag9", "s9.logs9", "s9.events9", "s9.cause", "s9.incnote", "s9.lesson3", "s9.dlq"]),
    ("What stopped compiling after we renamed the persistence class?", ["s4.renamefail", "s4.consumerrename"]),
    ("Why was the alerts channel getting spammed at night about battery levels when nothing was actually wrong?",
     ["s10.nodata", "s10.nodatawhy", "s10.nodatafix", "s10.lesson4"]),
    ("Why did the local database container refuse to start on the very first day?",
     ["s1.portfail", "s1.port", "s1.portfix"]),
]

TEMPORAL = [
    ("What did we do on {day:2028-11-08}?", S2),
    ("What did we work on {mday:2028-11-16}?", S5),
    ("What happened on the day the service went live for real?", S8),
    ("What did we get done last week on {wd:2028-11-29}?", S10),
    ("When did we first put a release on the pre-production environment?",
     ["s6.staging", "s6.tag010", "s6.migrateok"]),
    ("What did we work on the Monday after the Fargate Terraform was written?", S6),
    ("What did we do last Friday?", S11),
    ("What did we do two days before going live in production?", S7),
    ("Which day did the endpoint file get relocated?", ["s4.gitmvroutes", "s4.renameplan", "s4.commit4", "s4.premv"]),
    ("What did we do the Tuesday after the Kafka reader was first written?", S4),
]

MULTIHOP = [
    ("We ran out of Postgres connections twice: what was behind it each time, and how did the two causes differ?",
     ["s3.toomanywhy1", "s8.toomanywhy2", "s3.lesson1", "s3.toomany1", "s8.toomany2", "s8.conncount"]),
    ("The person who owns the duty rota: what did she ask for about warnings during the night?",
     ["s10.quiet", "s10.mute", "s10.memalerts"]),
    ("The dock firmware release that broke ingestion: when does its corrected successor start rolling out?",
     ["s11.plans", "s11.memplans"]),
    ("Which commit moved the routes, and what was that object called before?",
     ["s4.commit4", "s4.gitmvroutes", "s4.renameplan", "s4.routesrename"]),
    ("What level did the low-battery rule start at, and who got us to change it?",
     ["s10.battery", "s10.memalerts", "s7.alerts", "s10.batteryedit"]),
    ("The database instance that ran out of connections on launch day: what is it being upgraded to, and when?",
     ["s11.plans", "s11.rdsedit", "s11.memplans", "s11.tfplan11", "s11.pr58"]),
    ("Who was on duty when the bad telemetry hit, and whose number is the last resort if nobody answers?",
     ["s9.incident", "s9.incnote", "s8.oncallmd", "s8.memoncall", "s8.oncall"]),
    ("Which version was the hotfix for the firmware outage, and when was the backlog back to zero?",
     ["s9.hotfix", "s9.lagdrain", "s9.incnote"]),
    ("The migration file we renamed: which commit renamed it, and what statement failed in it on staging?",
     ["s6.commit6", "s6.gitmvv2", "s6.rdsfail"]),
    ("The product owner who wanted versioned URLs: what had she asked earlier about how times are returned?",
     ["s4.api", "s4.routes", "s10.readroutes", "s10.v1paths"]),
]

PREFERENCE = [
    ("Can I silence a compiler warning with an annotation to get a commit through?", ["s1.rules"]),
    ("Could I use an actor-based streaming library for the ingestion side?", ["s1.rules"]),
    ("Can I just ALTER a table directly on staging to try something out?", ["s1.rules"]),
    ("How should commit messages be written here?", ["s1.rules"]),
    ("Is it okay to point one spec at the shared broker while I'm debugging?", ["s3.tcrule"]),
    ("Can I push an infrastructure change straight from my machine if it's urgent?",
     ["s5.dariorule", "s11.applywhy"]),
    ("Is it fine to ship a production release on a Friday afternoon?", ["s8.nofriday", "s8.memoncall"]),
    ("What does every new Grafana rule need to carry in its annotations?",
     ["s8.nofriday", "s8.memoncall", "s8.runbook", "s7.alerts"]),
    ("In what zone and format should the API return times?", ["s4.api", "s4.routes"]),
    ("How far in advance should we tell the dock firmware people about a change to the message fields?",
     ["s9.tobias", "s11.schema"]),
]

SUPERSEDED = [
    ("What AWS compute service hosts the app these days?",
     ["s5.apprunner", "s5.memdeploy", "s5.ecstf", "s5.tfplan5", "s8.deployprod", "s8.predeploy"], ["s1.goal"]),
    ("How is the readings history table organised now?",
     ["s6.partition", "s6.v2part", "s6.partjob", "s6.memstorage2", "s6.commit6", "s6.gitmvv2", "s7.testok7"],
     ["s2.storage", "s2.v2hyper", "s2.memstorage", "s2.commit2", "s2.composets"]),
    ("At what point does ingestion mark Kafka records as processed?",
     ["s7.dupes", "s7.commitfix", "s7.commitstream", "s7.memconsumer", "s7.commit7", "s7.testok7",
      "s9.lesson3"],  # widened after the first score: the lesson states "offsets committed after the DB write"
     ["s3.consumer", "s3.consumerwrite"]),
    ("What size are the ECS tasks right now?",
     ["s7.oomwhy", "s7.oomfix", "s7.memconsumer", "s7.commit7"], ["s5.ecstf", "s5.memdeploy", "s7.oom"]),
    ("What's the per-instance connection pool size in prod?",
     ["s8.toomanywhy2", "s8.poolfix", "s8.commit8"], ["s1.appconf", "s8.toomany2"]),
    ("When does on-call duty pass to the next person?",
     ["s10.rota", "s10.oncalledit", "s10.memalerts", "s11.plans", "s11.memplans"],
     ["s8.oncall", "s8.oncallmd", "s8.memoncall"]),
    ("How does a critical alert reach whoever is on duty?",
     ["s10.rota", "s10.pagerduty", "s10.oncalledit", "s10.memalerts", "s10.commit10"],
     ["s8.oncall", "s8.oncallmd", "s8.memoncall"]),
    ("At what voltage do we warn that a dock is running out of juice?",
     ["s10.battery", "s10.batteryedit", "s10.memalerts", "s10.commit10"], ["s7.alerts", "s7.alertstf"]),
    ("Which path does the dashboard call to get one dock?",
     ["s10.v1paths", "s10.v1edit", "s10.memalerts", "s10.testok10"],
     ["s4.api", "s4.routes", "s4.testok4", "s10.readroutes"]),
    ("What's the storage class for dock data called these days, and which file holds it?",
     ["s4.renameplan", "s4.gitmvroutes", "s4.renameclass", "s4.commit4", "s4.mainrename", "s4.consumerrename"],
     ["s2.repo", "s2.commit2", "s3.mainwrite", "s3.spec3"]),
]


def questions() -> list[dict]:
    return by_category(FACT, DECISION, ERROR, TEMPORAL, MULTIHOP, PREFERENCE, SUPERSEDED)
