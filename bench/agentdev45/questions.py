"""The 70 questions about the ledger-service history, asked on Thursday 2 December 2027 (see README.md).

Written blind and committed before the set was first scored. Each names the markers of the items that answer it
(`gold`) and, for a renamed or reversed thing, the items of the old state (`stale`). Dates in {day:...},
{mday:...}, {wd:...} are rendered by bench/agent_eval.py.
"""
from __future__ import annotations

from _agentset import by_category, markers  # bench/, on the path of build.py


S1 = markers("s1", "goal rules init buildfile port compose appyml v1 entity compup commit1")
S2 = markers("s2", "consumer relaywhy listener v2 relay it1 dupfail1 grepautocommit dupwhy1 v3 ackfix dupok1 lesson1 "
                   "commit2")
S3 = markers("s3", "tcslow absit ittask itfast colima colimafix lesson4 balance balancectl memconv commit3")
S4 = markers("s4", "helm values1 ci1 crashloop pwfail pwwhy pwfix stgok memdeploy plan4 commit4")
S5 = markers("s5", "loadtest load1 hibstats jdbcwhy nojpa renamesvc gitmvsvc journal greppost listenerfix testok5 "
                   "load2 memwrite commit5")
S6 = markers("s6", "demo gitmvchart grepchart editfail cipath routerename apifail apifix alertplan alert1 oncall "
                   "memoncall commit6")
S7 = markers("s7", "release version100 changelog valuesprd tag100 prod100 smoke100 memrelease plan7")
S8 = markers("s8", "page alert2 alert2b lesson5 demofb debezium connector relayflag connectstg plan8")
S9 = markers("s9", "dupreport dupevents dbcount grepflag dupwhy2 rmrelay dupfix2 dupok2 lesson2 v4plan v4 plan9 "
                   "commit9")
S11 = markers("s11", "postmortem startprobe checkmig checkrun migrule locktimeout version111 stg111 rota2 later "
                     "memretro commit11")

FACT = [
    ("Which port on my machine does the dev database container use, and why not the usual one?",
     ["s1.port", "s1.compose", "s1.appyml"]),
    ("How many bookings per second did we reach once the ORM was gone?", ["s5.load2", "s5.memwrite"]),
    ("What phone number do we fall back to if the paging service itself is down?", ["s6.oncall", "s6.memoncall"]),
    ("How many instances of the service run in prod?", ["s7.valuesprd", "s7.memrelease"]),
    ("Roughly how many rows does the entries table hold in production?",
     ["s9.v4plan", "s10.incident", "s10.memincident"]),
    ("Who started the pipeline job that put the first version live?", ["s7.prod100", "s7.memrelease"]),
    ("Where can I find the on-call runbooks?", ["s6.oncall", "s6.memoncall", "s6.alert1"]),
    ("What is the replication slot of the CDC connector called?", ["s8.connector"]),
    ("At its worst, how many minutes behind were we during the outage?",
     ["s10.lagdrain", "s10.incfix", "s10.memincident"]),
    ("What throughput did the very first load run on staging show?", ["s5.load1", "s5.memwrite"]),
]

DECISION = [
    ("Why did we write our own outbox poller at first instead of change data capture?", ["s2.relaywhy"]),
    ("What made us switch the outbox publishing to Debezium later on?", ["s8.debezium"]),
    ("Why did we get rid of Spring Data JPA?", ["s5.jdbcwhy", "s5.hibstats", "s5.memwrite"]),
    ("Why is the class that books payments named the way it is?", ["s5.renamesvc", "s5.memwrite"]),
    ("Why does the lag page look at seconds behind rather than a count of pending records?",
     ["s8.page", "s8.lesson5", "s8.alert2"]),
    ("Why are schema changes applied by a Kubernetes job rather than when the app boots?",
     ["s10.incfix", "s10.lesson3", "s10.memincident", "s10.migjob", "s10.noflywayboot", "s11.memretro"]),
    ("Why did the chart directory get moved?", ["s6.demo"]),
    ("Why did we delete the poller code outright instead of keeping it behind a config switch?",
     ["s9.dupwhy2", "s9.lesson2"]),
    ("Why do all the container-based tests reuse one Postgres and one broker?", ["s3.tcslow", "s3.absit"]),
    ("Why do migrations now give up on locks after a few seconds?",
     ["s11.migrule", "s11.memretro", "s11.locktimeout"]),
]

ERROR = [
    ("Why did the consumer test in the first week show every payment booked twice?",
     ["s2.dupfail1", "s2.dupwhy1", "s2.grepautocommit", "s2.v3", "s2.ackfix", "s2.lesson1"]),
    ("What made reconciliation receive each booked-entries message two times on staging?",
     ["s9.dupreport", "s9.dupevents", "s9.dupwhy2", "s9.grepflag", "s9.rmrelay", "s9.dupfix2", "s9.lesson2"]),
    ("Why did the pods keep restarting on our very first staging rollout?",
     ["s4.crashloop", "s4.pwfail", "s4.pwwhy", "s4.pwfix"]),
    ("Why couldn't the integration tests find Docker on Owen's Mac?", ["s3.colima", "s3.colimafix", "s3.lesson4"]),
    ("Why did the balance controller tests suddenly get not-found responses?",
     ["s6.apifail", "s6.apifix", "s6.routerename"]),
    ("Why did the 1.1.0 production pipeline run out of time?",
     ["s10.prodfail", "s10.pods110", "s10.locks", "s10.incident", "s10.memincident", "s10.lesson3"]),
    ("What set off the bogus page in the middle of the night after the demo?", ["s8.page", "s8.lesson5"]),
    ("Why were inserts so slow when Hibernate was still in the picture?", ["s5.hibstats", "s5.jdbcwhy"]),
    ("Why did the new pod keep being killed during the rollout on {day:2027-11-25}?",
     ["s10.pods110", "s10.incident", "s10.lesson3", "s10.memincident"]),
    ("Why did the agent's first attempt to fix the chart path in the pipeline file fail?",
     ["s6.editfail", "s6.cipath"]),
]

TEMPORAL = [
    ("What did we do on {day:2027-11-09}?", S4),
    ("What did we work on the day the entries feed on staging started doubling?", S8),
    ("What did we get done two days before the outage?", S9),
    ("What did we do on the Monday of the demo week?", S6),
    ("What happened last {wd:2027-11-29}?", S11),
    ("On which day did postings stall in production?",
     ["s10.incident", "s10.memincident", "s10.prodfail", "s10.locks", "s10.release110"]),
    ("What did we work on the Thursday of the week before the first production release?", S5),
    ("What did we do on the project's first Friday?", S3),
    ("When did the service go to production for the first time?",
     ["s7.prod100", "s7.memrelease", "s7.tag100", "s7.release", "s7.changelog"]),
    ("What did we do on {mday:2027-11-03}?", S2),
]

MULTIHOP = [
    ("We had duplicated data twice: what caused each case, and how did the two causes differ?",
     ["s2.dupwhy1", "s9.dupwhy2", "s2.lesson1", "s9.lesson2", "s2.dupfail1", "s9.dupevents"]),
    ("According to the rota, whose on-call week was it when the release migration stalled the postings?",
     ["s6.oncall", "s6.memoncall", "s10.incident"]),
    ("Which commit first added the index that blocked writes, and what was changed in it afterwards?",
     ["s9.commit9", "s9.v4", "s10.concurrently", "s10.v4conf"]),
    ("How much faster did bookings get after the persistence change compared with before?",
     ["s5.load1", "s5.load2", "s5.memwrite"]),
    ("The alert that paged us during the outage: when had it been changed to its current condition, and why?",
     ["s8.page", "s8.alert2", "s8.lesson5", "s10.incident"]),
    ("Which Helm revision did we roll back to during the incident, and which release was that?",
     ["s10.rollback", "s7.prod100", "s7.memrelease", "s10.memincident"]),
    ("The staging database login failure: which key did the chart need to read, and from which secret?",
     ["s4.pwwhy", "s4.pwfix", "s4.memdeploy"]),
    ("The class we renamed to use finance's vocabulary: which commit did it, and what happens when a posting already "
     "exists?", ["s5.commit5", "s5.gitmvsvc", "s5.journal", "s5.memwrite"]),
    ("Which postmortem action stops a slow-starting pod from being killed, and how is it configured?",
     ["s11.startprobe", "s11.postmortem", "s11.memretro"]),
    ("When did we hear that the Connect clusters were available, and which one got our connector first?",
     ["s7.plan7", "s8.connectstg"]),
]

PREFERENCE = [
    ("Can I add Lombok to save writing getters and constructors?", ["s1.rules", "s3.memconv"]),
    ("What Java type should a fee amount have in a new record?", ["s1.rules", "s3.memconv"]),
    ("Is it fine to install Gradle with Homebrew and just run gradle build?", ["s1.rules", "s3.memconv"]),
    ("Can I patch something on the staging cluster directly with kubectl?", ["s4.helm", "s4.memdeploy"]),
    ("Could we push a hotfix to prod on a Friday afternoon?", ["s7.release", "s7.memrelease"]),
    ("Who has to review my pull request if it adds a new table?", ["s11.migrule", "s11.memretro"]),
    ("I need a test that talks to a real Postgres: how should I name it and what should it extend?",
     ["s3.memconv", "s3.colimafix", "s3.tcslow"]),
    ("What do I need to run before committing Java changes?", ["s1.rules", "s3.memconv"]),
    ("After tagging a release, can I start the production deploy job myself?", ["s7.release", "s7.memrelease"]),
    ("How should a migration add an index to one of the big tables?",
     ["s10.lesson3", "s10.incfix", "s11.checkmig", "s11.postmortem", "s11.memretro"]),
]

SUPERSEDED = [
    ("How do outbox rows get onto Kafka now?",
     ["s8.debezium", "s8.connector", "s8.connectstg", "s9.dupwhy2", "s9.rmrelay", "s9.lesson2", "s9.dupok2",
      "s10.tag110"],
     ["s2.relaywhy", "s2.relay", "s2.commit2", "s7.changelog"]),
    ("What do we use to talk to the database these days?",
     ["s5.jdbcwhy", "s5.nojpa", "s5.memwrite", "s5.commit5", "s5.journal"],
     ["s1.goal", "s1.entity", "s1.buildfile"]),
    ("What is the service that books payments called now?",
     ["s5.renamesvc", "s5.gitmvsvc", "s5.journal", "s5.memwrite", "s5.commit5", "s5.listenerfix"],
     ["s2.listener", "s5.greppost"]),
    ("What's the endpoint path for fetching an account's balance now?",
     ["s6.demo", "s6.routerename", "s6.apifix", "s7.changelog", "s7.smoke100"],
     ["s3.balance", "s3.balancectl"]),
    ("Where does the Helm chart live in the repo now?",
     ["s6.demo", "s6.gitmvchart", "s6.cipath", "s6.commit6", "s10.migjob"],
     ["s4.helm", "s4.values1", "s4.ci1", "s4.memdeploy"]),
    ("What condition triggers the consumer lag page now?",
     ["s8.page", "s8.alert2", "s8.alert2b", "s8.lesson5"],
     ["s6.alertplan", "s6.alert1"]),
    ("At what point do Flyway migrations get applied now?",
     ["s10.incfix", "s10.migjob", "s10.noflywayboot", "s10.lesson3", "s10.memincident", "s11.memretro",
      "s11.stg111"],
     ["s4.helm", "s4.memdeploy", "s1.compup"]),
    ("What version number is the build set to at the moment?",
     ["s11.version111", "s11.postmortem", "s11.memretro"],
     ["s10.version110", "s7.version100"]),
    ("Does the consumer still commit offsets automatically?",
     ["s2.ackfix", "s2.dupwhy1", "s2.lesson1"],
     ["s1.appyml"]),
    ("How does the payment-id index migration build the index now?",
     ["s10.concurrently", "s10.v4conf", "s10.lesson3", "s10.memincident"],
     ["s9.v4"]),
]


def questions() -> list[dict]:
    return by_category(FACT, DECISION, ERROR, TEMPORAL, MULTIHOP, PREFERENCE, SUPERSEDED)
