"""The 70 questions about the haulroute history, asked on Friday 8 December 2028 (see README.md).

Written blind and committed before the set was first scored. Each names the markers of the items that
answer it (`gold`) and, for a renamed or reversed thing, the items of the old state (`stale`). Dates in
{day:...}, {mday:...}, {wd:...} are rendered by bench/agent_eval.py.
"""
from __future__ import annotations

from _agentset import by_category, markers  # bench/, on the path of build.py

S1 = markers("s1", "goal rules gomodinit bufgenyaml proto1 buflintfail buflintfix bufgen mainserver grpcurl commit1")
S2 = markers("s2", "dbplan pgup schema1 sqlcyaml1 queries1 sqlcfail sqlcfix sqlcok temporaldev devserver workflow1 "
                   "worker1 wftest1 memstack commit2")
S3 = markers("s3", "crxplan wsdl gowsdl ratesact rankquery timeout1 timeouttime timeoutwhy1 timeoutfix1 probeok lesson1 "
                   "commit3")
S5 = markers("s5", "historysize histcount signals protorespond workflow2 replayfail detrule detfix respondhandler "
                   "replayok histcount2 memworkflow commit5")
S6 = markers("s6", "faultfail faultxml handwritten pregitrm gitmvcrx crxclient crxtest renamewf greptender gitmvcascade "
                   "renamefail renamemulti staleworker renamewhy terminate lesson2 lint6 commit6")
S7 = markers("s7", "gkeplan dockerfile chart cloudbuild cbsubmit sqlforbidden iamcheck sqlwhy wibind podsok lesson4 "
                   "noredis migration2 cachepg redisgone memdeploy commit7")
S9 = markers("s9", "incident wffailed timeout2 crxcheck podcurl natlogs natconfig timeoutwhy2 prenat natfix keepalive "
                   "pagerreverse alertsfix lesson3 incnote commit9")
S10 = markers("s10", "window windowedit replay10 ranking rankedit sqlcgen10 slack notify lint10 nolintwhy memdispatch "
                     "tag10")
S11 = markers("s11", "weekly acceptrate plans wsdlmissing wsdlv3 diffwsdl plandoc oncall lintbump memplans commit11")

FACT = [
    ("What's the phone number of our contact person at the rate-data vendor?", ["s3.timeoutwhy1"]),
    ("Which port does the API process listen on for RPC traffic?",
     ["s1.mainserver", "s1.grpcurl", "s1.commit1", "s2.memstack", "s7.chart"]),
    ("How long did the event log of the eight-carrier dry run get while we were still checking for answers on a "
     "schedule?", ["s5.histcount", "s5.signals", "s5.memworkflow"]),
    ("What is the connection name of the staging database instance?",
     ["s7.gkeplan", "s7.chart", "s7.sqlforbidden", "s7.memdeploy"]),
    ("Since go-live, what share of loads were taken by the very first carrier we asked?",
     ["s11.acceptrate", "s11.memplans", "s11.plandoc"]),
    ("How many lines was the auto-generated rates code that we later deleted?", ["s3.gowsdl", "s6.handwritten"]),
    ("Who backs me up on the pager, and how do I reach him if the paging tool itself is down?",
     ["s8.pdplan", "s8.memrelease", "s11.oncall"]),
    ("Where do our container images get pushed?", ["s7.gkeplan", "s7.chart", "s7.cloudbuild", "s7.memdeploy"]),
    ("How many workflow runs failed during the early-morning outage?",
     ["s9.incident", "s9.wffailed", "s9.incnote", "s9.pagerreverse"]),
    ("Which host port does my local development database container use?", ["s2.dbplan", "s2.pgup", "s2.memstack"]),
]

DECISION = [
    ("Why don't we ask the portal every half minute anymore whether a carrier has answered?",
     ["s5.signals", "s5.historysize", "s5.histcount", "s5.memworkflow"]),
    ("Why did we move the generated query code off the standard library's database interface?", ["s4.pgxswitch"]),
    ("Why aren't lane prices kept in an in-memory key-value store anymore?", ["s7.noredis", "s7.memdeploy"]),
    ("Why did we throw away the code generator for the rate vendor's web service?",
     ["s6.handwritten", "s6.faultfail", "s6.faultxml"]),
    ("Why was the tender workflow given a different name?", ["s6.renamewf"]),
    ("Why does the rates client send a single origin-destination pair per call?",
     ["s3.timeoutwhy1", "s3.lesson1", "s3.timeoutfix1"]),
    ("Why do we hold on to a fetched price for a quarter of an hour?",
     ["s4.redisplan", "s4.ratecache1", "s7.migration2"]),
    ("Why did carriers get less time to respond to an offer?", ["s10.window", "s10.memdispatch"]),
    ("Why are dependable carriers now asked before cheaper ones?",
     ["s10.ranking", "s10.rankedit", "s10.memdispatch"]),
    ("Why doesn't a single failed tender wake anybody up anymore?",
     ["s9.pagerreverse", "s9.alertsfix", "s9.incnote"]),
]

ERROR = [
    ("What caused the timeout when we first asked for prices on six lanes in one go?",
     ["s3.timeout1", "s3.timeouttime", "s3.timeoutwhy1", "s3.timeoutfix1", "s3.lesson1"]),
    ("Why were price lookups from the production cluster hanging during the outage?",
     ["s9.timeout2", "s9.crxcheck", "s9.podcurl", "s9.natlogs", "s9.natconfig", "s9.timeoutwhy2", "s9.natfix",
      "s9.keepalive", "s9.lesson3", "s9.incnote"]),
    ("Why did the protobuf linter reject the status enum?", ["s1.buflintfail", "s1.buflintfix"]),
    ("Why did generating code from the SQL files complain that a column didn't exist?",
     ["s2.sqlcfail", "s2.sqlcfix"]),
    ("Why did compilation break right after we changed the query generator's driver setting?",
     ["s4.pgxbuildfail", "s4.pgxpool"]),
    ("Why did replaying the saved workflow histories fail with a nondeterminism complaint?",
     ["s5.replayfail", "s5.detrule", "s5.detfix"]),
    ("After the renaming, why did the worker keep rejecting some runs because it didn't know their type?",
     ["s6.staleworker", "s6.renamewhy", "s6.terminate", "s6.lesson2"]),
    ("Why did asking for a price on a lane to Alaska end in an XML decoding error?",
     ["s6.faultfail", "s6.faultxml", "s6.handwritten"]),
    ("Why was the staging database proxy refused access to the instance?",
     ["s7.sqlforbidden", "s7.iamcheck", "s7.sqlwhy", "s7.wibind", "s7.lesson4"]),
    ("Why did the linter fail on the new dispatch-channel notifier?", ["s10.lint10", "s10.nolintwhy"]),
]

TEMPORAL = [
    ("What did we do on {day:2028-11-08}?", S2),
    ("What did we get done on {mday:2028-11-22}?", S7),
    ("What did we work on last {wd:2028-12-05}?", S11),
    ("What happened two days after the first production release?", S9),
    ("What did we do on the Monday of the week before the outage?", S6),
    ("When did haulroute first go live in production?",
     ["s8.release", "s8.tag", "s8.cbrelease", "s8.rollout", "s8.memrelease", "s11.weekly", "s11.plandoc"]),
    ("What happened on {mday:2028-11-10}?", S3),
    ("What did we do two days after moving the query layer to the new Postgres driver?", S5),
    ("What did we do on the very first day of the project?", S1),
    ("What did we do on the Friday after the outage?", S10),
]

MULTIHOP = [
    ("We have seen the same client-timeout message from the rates service twice: what was behind it each time?",
     ["s3.timeoutwhy1", "s9.timeoutwhy2", "s3.lesson1", "s9.lesson3", "s9.incnote", "s3.timeout1", "s9.timeout2"]),
    ("The connection setting that helped cause the outage: when did it get in, and what was the reasoning then?",
     ["s6.crxclient", "s9.timeoutwhy2", "s9.keepalive"]),
    ("The dispatch lead who wanted shorter response windows: what else did she ask for?",
     ["s10.slack", "s10.memdispatch", "s10.window"]),
    ("The platform engineer who vetoed the managed cache: what is his rule about shipping to production?",
     ["s8.cbrule", "s7.noredis", "s8.memrelease"]),
    ("Which commit relocated the SOAP code, and where did that file live before?",
     ["s6.commit6", "s6.gitmvcrx", "s6.handwritten"]),
    ("How many history events did a no-answer run over eight carriers have before and after the redesign?",
     ["s5.histcount", "s5.histcount2", "s5.memworkflow"]),
    ("The vendor rep who explained why multi-lane pricing was slow: what did he send us for the January change?",
     ["s11.plans", "s11.memplans", "s11.plandoc", "s3.timeoutwhy1"]),
    ("The VP who wanted the acceptance numbers on a dashboard: what date did he pick for moving the rest of the "
     "lanes?", ["s11.plans", "s11.memplans", "s11.plandoc", "s8.release"]),
    ("Which tag carried the outage fix, and which release came after it with dispatch's changes?",
     ["s9.commit9", "s9.incnote", "s10.tag10"]),
    ("What did the linter flag in the Slack notifier, and what does our first-day rule require when we silence a "
     "check?", ["s10.lint10", "s10.nolintwhy", "s1.rules"]),
]

PREFERENCE = [
    ("Can I put a quick SELECT in a Go string for a one-off report?", ["s1.rules"]),
    ("The generated stub has a small bug: can I just patch the .pb.go file?", ["s1.rules"]),
    ("How should commit messages be formatted in this repo?", ["s1.rules"]),
    ("Is it fine to read the system clock inside the tender workflow code?", ["s5.detrule"]),
    ("Can I push a hotfix to the prod cluster from my own machine with helm?", ["s8.cbrule", "s8.memrelease"]),
    ("How does dispatch want to hear about a load that nobody took?", ["s10.slack", "s10.memdispatch"]),
    ("Can a carrier with a poor punctuality record be offered an urgent same-day load?",
     ["s10.ranking", "s10.memdispatch", "s10.rankedit"]),
    ("Where should I keep the rate vendor's login for local testing?", ["s3.crxplan"]),
    ("Can I ship a new release to production on December 27th?", ["s11.plans", "s11.memplans", "s11.plandoc"]),
    ("What kind of test has to exist for a workflow before I change it?", ["s5.detrule", "s5.memworkflow"]),
]

SUPERSEDED = [
    ("How do carrier answers get into a running cascade?",
     ["s5.signals", "s5.respondhandler", "s5.workflow2", "s5.memworkflow", "s5.commit5", "s5.protorespond"],
     ["s2.temporaldev", "s2.workflow1", "s2.memstack", "s2.commit2"]),
    ("Which database driver sits under our generated queries?",
     ["s4.pgxswitch", "s4.sqlcpgx", "s4.pgxpool", "s4.pgxtest", "s4.commit4"],
     ["s2.dbplan", "s2.sqlcyaml1", "s2.memstack"]),
    ("Where are lane prices cached?",
     ["s7.noredis", "s7.migration2", "s7.cachepg", "s7.memdeploy", "s7.commit7", "s7.redisgone"],
     ["s4.redisplan", "s4.ratecache1", "s4.cachetest", "s4.commit4"]),
    ("How is the client for the rate vendor's web service built now?",
     ["s6.handwritten", "s6.crxclient", "s6.commit6", "s6.crxtest"],
     ["s3.crxplan", "s3.gowsdl", "s3.ratesact", "s3.commit3"]),
    ("Under what name do I register the tender workflow on the worker?",
     ["s6.renamewf", "s6.renamemulti", "s6.commit6", "s6.lesson2", "s6.staleworker", "s6.renamewhy"],
     ["s2.workflow1", "s2.worker1", "s2.memstack", "s5.workflow2", "s5.memworkflow"]),
    ("Where in the repo is the code that talks to the rate vendor?",
     ["s6.handwritten", "s6.gitmvcrx", "s6.crxclient", "s6.commit6", "s9.keepalive"],
     ["s3.ratesact", "s3.timeoutfix1"]),
    ("What situations page the on-call person now?",
     ["s9.pagerreverse", "s9.alertsfix", "s9.incnote"],
     ["s8.pdplan", "s8.alertpolicy", "s8.memrelease"]),
    ("How long does a carrier have to answer an offer these days?",
     ["s10.window", "s10.windowedit", "s10.memdispatch"],
     ["s2.temporaldev", "s2.memstack", "s5.memworkflow", "s2.workflow1"]),
    ("In what order are carriers offered a load?",
     ["s10.ranking", "s10.rankedit", "s10.memdispatch"],
     ["s3.crxplan", "s3.rankquery"]),
    ("Which version of the Go linter does CI run?",
     ["s11.lintbump", "s11.commit11"],
     ["s4.golangci", "s7.cloudbuild"]),
]


def questions() -> list[dict]:
    return by_category(FACT, DECISION, ERROR, TEMPORAL, MULTIHOP, PREFERENCE, SUPERSEDED)
