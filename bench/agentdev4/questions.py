"""The 70 questions about the shelfsync history, asked on Monday 5 October 2026 (see README.md).

Written before the set was first scored; not edited afterwards. Each names the markers of the
items that answer it (`gold`) and, for a renamed or reversed thing, the items of the old state
(`stale`). Dates in {day:...}, {mday:...}, {wd:...} are rendered by bench/agent_eval.py.
"""
from __future__ import annotations

from _agentset import by_category  # bench/, on the path of build.py

S4 = ["s4.bug1", "s4.bug1psql", "s4.readpush", "s4.bug1log", "s4.bug1cause", "s4.bug1fix", "s4.lesson1", "s4.commit4"]
S5 = ["s5.deploy", "s5.dockerfile", "s5.runfail", "s5.runlog", "s5.runfix", "s5.deployok", "s5.tickerdead",
      "s5.scheduler", "s5.jobsroute", "s5.schedcreate", "s5.commit5", "s5.memdeploy1"]
S7 = ["s7.bug2", "s7.bug2cause", "s7.lstzdoc", "s7.bug2fix", "s7.windowtest", "s7.lesson2", "s7.lowstock",
      "s7.lowstock3", "s7.commit7"]
S8 = ["s8.cost", "s8.neonswitch", "s8.neonerr", "s8.neonwhy", "s8.neondoc", "s8.neonfix", "s8.lesson3",
      "s8.sqldelete", "s8.lowstock2", "s8.lowstockfix", "s8.commit8"]
S9 = ["s9.alerts", "s9.alertgo", "s9.pm422", "s9.pmfix", "s9.pmsender", "s9.alertok", "s9.memrui", "s9.alerthook",
      "s9.commit9"]
S10 = ["s10.ci", "s10.ciyaml", "s10.lintfail", "s10.lintfix", "s10.routerename", "s10.routefix", "s10.schedupdate",
       "s10.commit10", "s10.memdeploy2"]

FACT = [
    ("Local Postgres in docker: which host port is it mapped to, and why isn't it the usual one?",
     ["s1.portfix", "s1.portclash"]),
    ("Which HTTP routing package does the Go service sit on?", ["s1.goal", "s1.main"]),
    ("How long does a Lightspeed access token stay valid before it has to be renewed?",
     ["s2.tokfix", "s2.lsdocs"]),
    ("What's the maximum number of products we can update in a single WooCommerce request?",
     ["s3.woobatch", "s3.push"]),
    ("What's the public URL of the deployed service?", ["s5.deployok", "s5.schedcreate", "s10.schedupdate"]),
    ("Which Google Cloud region does shelfsync run in?",
     ["s5.deploy", "s5.runfail", "s5.deployok", "s5.memdeploy1", "s10.memdeploy2"]),
    ("Which tables did we define in the Postgres schema?", ["s1.schema"]),
    ("How do we find out a book's WooCommerce product id from its SKU?", ["s3.woomap"]),
    ("Who receives the emails when syncing keeps failing?", ["s9.alerts", "s9.alertgo", "s9.alertok"]),
    ("How big was the first complete import from the tills, and how long did it run?", ["s2.pollok"]),
]

DECISION = [
    ("Why is the data layer generated SQL code rather than a library like GORM?", ["s1.nosqlorm", "s6.memconv"]),
    ("Why did we pick Google Cloud Run for hosting in the first place?", ["s5.deploy"]),
    ("What made us give up on Cloud SQL?", ["s8.cost"]),
    ("What was the reasoning behind calling the packages source and sink?", ["s6.renameplan"]),
    ("Why does the 'last few copies' label only show at two?", ["s8.lowstock2", "s8.lowstockfix"]),
    ("Why do sync failure notifications go out by email instead of a chat tool?", ["s9.alerts", "s9.memrui"]),
    ("Why do alert emails come from the bookshop's own domain?", ["s9.pmfix", "s9.pmsender"]),
    ("Why did the sync endpoint get a new path?", ["s10.routerename"]),
    ("Why does the online stock number include the Marvila warehouse?", ["s3.woo", "s1.goal"]),
    ("How do we stop random people from triggering a sync by hitting the endpoint?",
     ["s5.scheduler", "s5.jobsroute", "s5.schedcreate"]),
]

ERROR = [
    ("What went wrong the first time I tried to bring up the database container?", ["s1.portclash", "s1.portfix"]),
    ("Why did the first big import from the till system die halfway with an auth error?",
     ["s2.tok401", "s2.tokfix"]),
    ("What was behind the 'Invalid ID' failure when pushing to the webshop?",
     ["s3.woo400", "s3.woo400why", "s3.woomap"]),
    ("Why were some titles shown online with about twice the copies we actually had?",
     ["s4.bug1cause", "s4.bug1fix", "s4.lesson1", "s4.bug1log"]),
    ("Why did the webshop keep selling a book the shop on the Baixa had already sold?",
     ["s7.bug2cause", "s7.bug2fix", "s7.lesson2", "s7.lstzdoc"]),
    ("Why wouldn't the very first Cloud Run revision start?", ["s5.runfail", "s5.runlog", "s5.runfix"]),
    ("Database writes started failing right after we switched database providers. What was it?",
     ["s8.neonerr", "s8.neonwhy", "s8.neonfix", "s8.lesson3", "s8.neondoc"]),
    ("Why did Postmark reject the test alert?", ["s9.pm422", "s9.pmfix", "s9.pmsender"]),
    ("What did golangci-lint flag in the first CI run, and how was it fixed?", ["s10.lintfail", "s10.lintfix"]),
    ("After the first deploy the sync silently stopped running. Why?", ["s5.tickerdead", "s5.scheduler"]),
]

TEMPORAL = [
    ("What did we work on on {day:2026-09-15}?", S4),
    ("What got done last Thursday?", S10),
    ("Which bug did we chase the day after the big package rename?",
     ["s7.bug2", "s7.bug2cause", "s7.bug2fix", "s7.lesson2", "s7.lstzdoc", "s7.windowtest"]),
    ("What happened on {mday:2026-09-17}?", S5),
    ("What did we build last week on {wd:2026-09-29}?", S9),
    ("Which bug was fixed just before we first put the service on Cloud Run?",
     ["s4.bug1cause", "s4.bug1fix", "s4.lesson1", "s4.commit4"]),
    ("When did the Cloud SQL instance get deleted?", ["s8.sqldelete", "s8.cost", "s10.memdeploy2"]),
    ("On which day did real stock numbers reach the webshop for the first time?", ["s3.pushok", "s3.commit3"]),
    ("What did we get done in the project's first week?",
     ["s1.goal", "s1.commit1", "s2.commit2", "s3.commit3", "s2.poll", "s3.push", "s2.lsapi", "s3.woo"]),
    ("What did we do on the Friday of the week before last?", S8),
]

MULTIHOP = [
    ("The lesson about the connection pooler: which database were we moving to when we learned it, and why?",
     ["s8.lesson3", "s8.cost"]),
    ("The timezone fix: which package did it land in, and what was that package called originally?",
     ["s7.bug2fix", "s6.renameplan", "s6.renamemv"]),
    ("Who asked for the low-stock label, and how does that person prefer to be contacted?",
     ["s7.lowstock", "s9.memrui"]),
    ("When the database port was taken on my laptop, what was already sitting on it?", ["s1.ssport", "s1.portfix"]),
    ("Which secret did the database move add to the Cloud Run service?",
     ["s8.neonswitch", "s10.memdeploy2"]),
    ("For the book Rui phoned about with the inflated count, how many copies did each shop really have?",
     ["s4.bug1psql"]),
    ("The scheduler job that authenticates with a service account: which URL does it call these days?",
     ["s10.schedupdate", "s10.memdeploy2"]),
    ("Which test covers the bug that the late-afternoon Baixa sale uncovered?", ["s7.windowtest"]),
    ("What fixed the errors that showed up after DATABASE_URL was switched to the new secret?",
     ["s8.neonfix", "s8.lesson3"]),
    ("What lesson came out of Rui's phone call about 'Os Maias'?", ["s4.lesson1"]),
]

PREFERENCE = [
    ("What's my rule for how database access code gets written here?", ["s1.nosqlorm", "s6.memconv"]),
    ("How do I want Go tests laid out?", ["s1.nosqlorm", "s6.memconv"]),
    ("Which logger am I supposed to use in this repo?", ["s6.slog", "s6.memconv", "s6.slogjson"]),
    ("How should errors be passed up and logged in this codebase?", ["s6.slog", "s6.memconv"]),
    ("Is there a naming rule for our environment variables?", ["s6.renameplan", "s6.memconv"]),
    ("In what language should I write to the shop owner?", ["s9.memrui"]),
    ("If the sync is down for hours, how should I get hold of Rui?", ["s9.memrui", "s9.alerts"]),
    ("Who has to approve anything that costs the bookshop money?", ["s9.memrui"]),
    ("Should every product be sent to WooCommerce on each run?", ["s3.woo"]),
    ("Where are the Lightspeed OAuth credentials kept?", ["s2.lsapi", "s5.deployok", "s5.memdeploy1"]),
]

SUPERSEDED = [
    ("What's the function that reads stock levels from Lightspeed called?",
     ["s6.renameplan", "s6.renamesym"], ["s2.poll"]),
    ("Which file holds the code that updates WooCommerce?",
     ["s6.renameplan", "s6.renamemv"], ["s3.push", "s4.readpush"]),
    ("Which environment variable holds the Lightspeed account number?",
     ["s6.renameenv", "s6.renameplan"], ["s2.lsapi", "s2.poll"]),
    ("Where does the production database live?",
     ["s8.cost", "s8.neonswitch", "s10.memdeploy2"], ["s5.deploy", "s5.memdeploy1"]),
    ("Which path does Cloud Scheduler post to for a sync?",
     ["s10.routefix", "s10.schedupdate", "s10.memdeploy2"], ["s5.jobsroute", "s5.schedcreate", "s5.memdeploy1"]),
    ("At how many copies does the 'últimos exemplares' badge kick in?",
     ["s8.lowstockfix", "s8.lowstock2"], ["s7.lowstock", "s7.lowstock3"]),
    ("What kicks off the five-minute sync?",
     ["s5.scheduler", "s5.schedcreate", "s10.memdeploy2"], ["s3.ticker", "s3.tickerimpl"]),
    ("How do we page through the item list from Lightspeed?",
     ["s4.bug1fix", "s4.lesson1"], ["s2.poll"]),
    ("What are the steps to deploy shelfsync?", ["s10.memdeploy2"], ["s5.memdeploy1"]),
    ("What's the function that sends stock to the webshop called?",
     ["s6.renameplan", "s6.renamesym"], ["s3.push", "s4.readpush"]),
]


def questions() -> list[dict]:
    return by_category(FACT, DECISION, ERROR, TEMPORAL, MULTIHOP, PREFERENCE, SUPERSEDED)
