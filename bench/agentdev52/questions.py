"""The 70 questions about the tallow-metrics history, asked on Tuesday 5 December 2028 (see README.md).

Written blind and committed before the set was first scored. Each names the markers of the items that
answer it (`gold`) and, for a renamed or reversed thing, the items of the old state (`stale`). Dates in
{day:...}, {mday:...}, {wd:...} are rendered by bench/agent_eval.py.
"""
from __future__ import annotations

from _agentset import by_category  # bench/, on the path of build.py

S1 = ["s1.goal", "s1.rules", "s1.uvinit", "s1.dltinit", "s1.gitignore", "s1.stripepipe", "s1.replacewhy",
      "s1.firstload", "s1.resources1", "s1.dagsterdefs", "s1.dagsterdev", "s1.port", "s1.commit1"]
S2 = ["s2.hubspot", "s2.hubinit", "s2.hubpipe", "s2.hubload", "s2.dbtinit", "s2.profiles1", "s2.stgcharges",
      "s2.sensor1", "s2.lockfail1", "s2.lockps", "s2.lockwhy1", "s2.lockfix1", "s2.lesson1", "s2.dbtok2",
      "s2.commit2"]
S3 = ["s3.oksana", "s3.fxpipe", "s3.fxload", "s3.revenue1", "s3.binderfail", "s3.binderfix", "s3.dbtok3", "s3.gx",
      "s3.gxadd", "s3.gxsuite", "s3.gxrun", "s3.monthrule", "s3.memfinance", "s3.commit3"]
S4 = ["s4.evidence", "s4.evinit", "s4.evsource1", "s4.evindex1", "s4.evsources", "s4.lockfail2", "s4.lockwhy2",
      "s4.lesson2", "s4.mdcreate", "s4.mdcopy", "s4.renameclass", "s4.grepwh", "s4.profiles2", "s4.evsource2",
      "s4.mdok", "s4.memwarehouse", "s4.commit4"]
S6 = ["s6.ci", "s6.ciyml", "s6.ciwatch", "s6.pandasfail", "s6.dropgx", "s6.rmgx", "s6.assetchecks", "s6.cigx",
      "s6.testok6", "s6.cipass", "s6.schedule", "s6.schedule1", "s6.predeploy", "s6.deploybox", "s6.memorch",
      "s6.commit6"]
S8 = ["s8.ines", "s8.attrib", "s8.hub429", "s8.hubwhy", "s8.hubfix", "s8.hubok", "s8.renamejob", "s8.schedule2",
      "s8.grepjob", "s8.validate", "s8.deploy8", "s8.commit8"]
S9 = ["s9.incident", "s9.dupquery", "s9.runlog", "s9.readpipe", "s9.incwhy", "s9.dupfix", "s9.prededupe",
      "s9.dedupe", "s9.uniquecheck", "s9.reconcile", "s9.hourlyoff", "s9.lesson3", "s9.incnote", "s9.commit9"]
S10 = ["s10.nlminutes", "s10.reportsyml", "s10.nltoml2", "s10.rmhook", "s10.reportsok", "s10.lesson4",
       "s10.closeplan", "s10.seedclose", "s10.refunds", "s10.dbtok10", "s10.snapshot", "s10.readclose",
       "s10.closepage", "s10.commit10"]
S11 = ["s11.plans", "s11.cohort", "s11.editfail", "s11.cohorttests", "s11.dbtok11", "s11.fullrefresh",
       "s11.memplans", "s11.commit11"]

FACT = [
    ("How many payment records did the very first pull from the payments provider bring in, and how long did it run?",
     ["s1.firstload"]),
    ("Which machine runs the scheduler in production, and at what address?",
     ["s6.schedule", "s6.memorch", "s6.predeploy", "s6.deploybox", "s8.deploy8", "s9.runlog", "s9.hourlyoff"]),
    ("Who on the marketing side set up the read-only credentials for the CRM?", ["s2.hubspot"]),
    ("Which number do I ring if the data jobs fall over during the holidays?", ["s11.plans", "s11.memplans"]),
    ("How many rows were duplicated by the double load?",
     ["s9.dupquery", "s9.incwhy", "s9.dedupe", "s9.incnote", "s9.runlog"]),
    ("By how much was our October euro total off from what actually reached the bank?",
     ["s7.fxmismatch", "s7.memrelease"]),
    ("What's the web address of the finance dashboard?", ["s7.netlify", "s7.nlok", "s7.memrelease", "s10.reportsok"]),
    ("What monthly spend did the founder sign off for the hosted database once the free period is over?",
     ["s11.plans", "s11.memplans"]),
    ("Which port does the orchestration web UI listen on?",
     ["s1.port", "s1.dagsterdev", "s6.schedule", "s6.memorch", "s2.lockps"]),
    ("How many people records did the first sync from the marketing system bring in?", ["s2.hubload"]),
]

DECISION = [
    ("Why did we stop reloading all the payments data from scratch every night?",
     ["s5.incremental", "s5.ratelimit", "s5.stripepipe2"]),
    ("Why did we give up the database file on disk for a hosted service?",
     ["s4.lockwhy2", "s4.memwarehouse", "s4.lesson2"]),
    ("Why did we throw out the validation framework Oksana's old team used?", ["s6.dropgx", "s6.pandasfail"]),
    ("Why don't the euro figures use the central bank's daily reference rates any more?",
     ["s7.fxmismatch", "s7.memrelease", "s7.fxfix"]),
    ("Why are the report pages compiled in our own pipeline now instead of by the host?",
     ["s10.nlminutes", "s10.lesson4", "s10.reportsyml", "s10.nltoml2"]),
    ("What was the reasoning for wiping and reloading the whole payment history on every run at the start?",
     ["s1.replacewhy", "s1.stripepipe"]),
    ("Why did the CRM sync stop asking for how contact fields changed over time?",
     ["s8.hubwhy", "s8.hubfix", "s8.hub429"]),
    ("Why did the early job get a new name?", ["s8.renamejob"]),
    ("Why does the raw table of settled amounts upsert by key now instead of just adding rows?",
     ["s9.incwhy", "s9.dupfix", "s9.lesson3", "s9.incnote"]),
    ("Why does the daily run kick off at half past five?", ["s6.schedule"]),
]

ERROR = [
    ("The first time the model build couldn't get exclusive access to the database file, what was holding it?",
     ["s2.lockfail1", "s2.lockps", "s2.lockwhy1", "s2.lockfix1", "s2.lesson1"]),
    ("When the payments load couldn't open the database file a week later, which process had it?",
     ["s4.lockfail2", "s4.lockwhy2", "s4.lesson2"]),
    ("Why did the complete reload of the payments data start dying near the end?",
     ["s5.ratelimit", "s5.incremental"]),
    ("Why did the weekly model stop compiling after the revenue SQL file was moved?",
     ["s5.refail", "s5.grepref", "s5.reffix", "s5.mvplan"]),
    ("Why couldn't uv resolve when I tried to add the dataframe integration for the orchestrator?",
     ["s6.pandasfail", "s6.dropgx", "s6.rmgx"]),
    ("Why did the first build on the hosting platform fail while fetching the data?",
     ["s7.nlfail", "s7.nlwhy", "s7.nlok", "s7.prenetlify"]),
    ("What was wrong the first time the revenue model summed the refunded amount?",
     ["s3.binderfail", "s3.binderfix"]),
    ("Why did the marketing-system sync blow up on the morning of the big sale?",
     ["s8.hub429", "s8.hubwhy", "s8.hubfix"]),
    ("Why did the weekly finance report show the sale day at twice its real takings?",
     ["s9.incident", "s9.dupquery", "s9.runlog", "s9.incwhy", "s9.dupfix", "s9.dedupe", "s9.lesson3", "s9.incnote"]),
    ("Why did the host stop building our site at the end of November?", ["s10.nlminutes", "s10.lesson4"]),
]

TEMPORAL = [
    ("What did we do on {day:2028-11-14}?", S4),
    ("What did we work on {mday:2028-11-08}?", S2),
    ("What did we do last Friday?", S11),
    ("What did we get done on {wd:2028-11-20}, {day:2028-11-20}?", S6),
    ("When did the dashboard first go live for finance?", ["s7.nlok", "s7.release", "s7.memrelease"]),
    ("What did we work on the Friday before the warehouse moved to the cloud?", S3),
    ("What happened on {mday:2028-11-27}?", S9),
    ("What did we do two days after the reports were first published?", S8),
    ("What did we do on the first day of the project?", S1),
    ("What did we do last Wednesday?", S10),
]

MULTIHOP = [
    ("We ran into the database file lock error twice: what held the lock each time?",
     ["s2.lockwhy1", "s4.lockwhy2", "s2.lesson1", "s4.lesson2", "s2.lockps", "s2.lockfail1", "s4.lockfail2"]),
    ("Both of our source APIs throttled us at some point: what set it off in each case?",
     ["s5.ratelimit", "s5.incremental", "s8.hub429", "s8.hubwhy"]),
    ("The person who asked for orders by acquisition channel: what did she also want from the scheduling?",
     ["s8.ines", "s8.renamejob", "s8.schedule2"]),
    ("Who asked for the one-month reconciliation rule, and what did her October reconciliation turn up?",
     ["s3.monthrule", "s7.fxmismatch", "s3.memfinance"]),
    ("Which commit moved the revenue model into its own folder, and what was the file called before?",
     ["s5.commit5", "s5.gitmv", "s5.mvplan"]),
    ("The warehouse resource class we renamed: what was its old name, and which commit changed it?",
     ["s4.renameclass", "s4.commit4", "s4.memwarehouse"]),
    ("How long did the original full payments load take, and how long does a run take since we went incremental?",
     ["s1.firstload", "s5.incrok"]),
    ("The hourly schedule for the sale weekend: when was it meant to end, and when did we actually switch it off?",
     ["s8.renamejob", "s8.schedule2", "s9.hourlyoff"]),
    ("What did the founder ask to see on the dashboard, and what does he want for his board meeting?",
     ["s7.declanpref", "s7.bigvalue", "s11.plans", "s11.memplans", "s11.cohort"]),
    ("Which schedule's run got retried into the double load, and what did those frequent runs do to our site builds?",
     ["s9.runlog", "s9.incwhy", "s9.incnote", "s10.nlminutes", "s10.lesson4"]),
]

PREFERENCE = [
    ("How should I install a new Python library in this repo?", ["s1.rules"]),
    ("Can I keep refund amounts as decimal euros in a staging model?", ["s1.rules", "s3.binderfix"]),
    ("Where do API keys for the loaders go?", ["s1.rules", "s2.hubspot", "s1.gitignore", "s1.dltinit"]),
    ("What tests does a new dbt model need at the very least?", ["s1.rules"]),
    ("Can I use a circular share-of-total chart for the currency split on the finance page?",
     ["s3.oksana", "s3.memfinance"]),
    ("How does the finance analyst want weeks to be counted?", ["s3.oksana", "s3.memfinance"]),
    ("What has to go into the pull request text when I change a finance model?", ["s3.monthrule", "s3.memfinance"]),
    ("How does the founder like to look at the numbers?", ["s7.declanpref", "s7.bigvalue"]),
    ("In marketing's channel numbers, which interaction should get the credit for an order?",
     ["s8.ines", "s8.attrib"]),
    ("Can I rebuild all the models from zero on production to fix a bad number?",
     ["s11.fullrefresh", "s11.memplans"]),
]

SUPERSEDED = [
    ("Where does the warehouse data live now?",
     ["s4.lockwhy2", "s4.mdcreate", "s4.mdcopy", "s4.renameclass", "s4.profiles2", "s4.evsource2", "s4.memwarehouse",
      "s4.commit4", "s4.mdok", "s5.stripepipe2", "s5.incrok", "s9.readpipe", "s7.fxdiff",
      "s9.dupquery"],
     ["s1.goal", "s2.profiles1", "s4.evsource1", "s1.resources1", "s1.firstload", "s2.hubpipe"]),
    ("How does each run load the payments data these days?",
     ["s5.incremental", "s5.stripepipe2", "s5.incrok", "s5.commit5", "s9.dupfix", "s9.readpipe", "s9.incwhy"],
     ["s1.replacewhy", "s1.stripepipe", "s1.commit1"]),
    ("What runs our data quality checks now?",
     ["s6.dropgx", "s6.assetchecks", "s6.commit6", "s6.rmgx", "s9.uniquecheck"],
     ["s3.gx", "s3.gxsuite", "s3.gxrun", "s3.commit3", "s6.ciyml"]),
    ("Which exchange rates go into the euro figures now?",
     ["s7.fxmismatch", "s7.fxfix", "s7.fxok", "s7.memrelease", "s7.rmfx", "s7.release"],
     ["s3.oksana", "s3.fxpipe", "s3.fxload", "s3.revenue1", "s3.memfinance", "s3.commit3"]),
    ("Where does the reports site get built?",
     ["s10.nlminutes", "s10.reportsyml", "s10.nltoml2", "s10.reportsok", "s10.lesson4", "s10.commit10",
      "s10.rmhook"],
     ["s7.netlify", "s7.netlifytoml", "s7.nlfail", "s7.nlok", "s7.memrelease"]),
    ("What is the per-day revenue model called, and where is its SQL file?",
     ["s5.mvplan", "s5.gitmv", "s5.header", "s5.reffix", "s5.evref", "s5.commit5", "s7.fxfix", "s7.fxok",
      "s7.rmfx", "s9.reconcile", "s10.closepage"],
     ["s3.revenue1", "s3.binderfail", "s3.commit3"]),
    ("What's the Dagster resource class for the warehouse connection called?",
     ["s4.renameclass", "s4.memwarehouse", "s4.commit4", "s6.assetchecks", "s9.uniquecheck"],
     ["s1.resources1", "s1.dagsterdefs", "s2.lockfix1", "s4.grepwh"]),
    ("What's the name of the early-day job that refreshes the accounting numbers?",
     ["s8.renamejob", "s8.schedule2", "s8.commit8", "s8.deploy8", "s9.hourlyoff", "s10.rmhook", "s10.reportsyml"],
     ["s6.schedule", "s6.schedule1", "s6.memorch", "s6.commit6", "s8.grepjob"]),
    ("Does the CRM sync still pull the change history of contact properties?",
     ["s8.hubwhy", "s8.hubfix", "s8.hubok", "s8.commit8"],
     ["s2.hubpipe", "s2.hubload", "s8.hub429"]),
    ("Is the every-hour refresh from the sale weekend still on?",
     ["s9.hourlyoff"],
     ["s8.schedule2", "s8.deploy8", "s8.ines", "s8.renamejob"]),
]


def questions() -> list[dict]:
    return by_category(FACT, DECISION, ERROR, TEMPORAL, MULTIHOP, PREFERENCE, SUPERSEDED)
