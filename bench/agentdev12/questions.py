"""The 70 questions about the berthbook history, asked on Monday 24 May 2027 (see README.md).

Written before the set was first scored; not edited afterwards. Each names the markers of the
items that answer it (`gold`) and, for a renamed or reversed thing, the items of the old state
(`stale`). Dates in {day:...}, {mday:...}, {wd:...} are rendered by bench/agent_eval.py.
"""
from __future__ import annotations

from _agentset import by_category  # bench/, on the path of build.py

S1 = ["s1.goal", "s1.dbchoice", "s1.csrules", "s1.newsln", "s1.mediatr", "s1.packagesprops", "s1.nu1008",
      "s1.nu1008fix", "s1.program1", "s1.build1", "s1.commit1"]
S2 = ["s2.entities", "s2.entitiescs", "s2.eftoolfail", "s2.eftoolfix", "s2.migr1", "s2.dbupdate", "s2.seedcs",
      "s2.seedfail", "s2.utcrule", "s2.seedfix", "s2.seedok", "s2.memdevsetup", "s2.commit2"]
S3 = ["s3.nomediatr", "s3.rmmediatr", "s3.holds", "s3.bookingsvc", "s3.availsvc", "s3.endpoints", "s3.fixture",
      "s3.overlapfail", "s3.overlapfix", "s3.tests23", "s3.commit3"]
S4 = ["s4.sweeper", "s4.holdexpiry", "s4.disposed1", "s4.disposed1why", "s4.disposed1fix", "s4.sweepok",
      "s4.lesson1", "s4.renamecalc", "s4.greprename", "s4.gitmvcalc", "s4.serilog", "s4.serilogcfg", "s4.tests26",
      "s4.commit4"]
S5 = ["s5.pricing", "s5.decwarn", "s5.decfix", "s5.hold25", "s5.hold25edit", "s5.perfbefore", "s5.explain",
      "s5.index", "s5.perfafter", "s5.memmirela", "s5.commit5"]
S7 = ["s7.renameproj", "s7.projmv", "s7.sednamespace", "s7.cs0246", "s7.projreffix", "s7.buildpersist", "s7.mail",
      "s7.firenforget", "s7.disposed2", "s7.disposed2why", "s7.mailqueue", "s7.disposed2fix", "s7.lesson2",
      "s7.tests34", "s7.commit7"]
S8 = ["s8.whyaca", "s8.noholdlog", "s8.dockerfile", "s8.dockerfail", "s8.dockerfix", "s8.imagesize1", "s8.chiseled",
      "s8.chiseledit", "s8.imagesize2", "s8.acadeploy", "s8.memdeploy2", "s8.commit8"]
S9 = ["s9.cifail", "s9.pricetest", "s9.cifailwhy", "s9.cifailfix", "s9.tests41", "s9.appinsights", "s9.otelpkg",
      "s9.otelcfg", "s9.outdated", "s9.efbump", "s9.commitstyle", "s9.commit9"]
S10 = ["s10.occupancy", "s10.migrfail", "s10.migrfailwhy", "s10.efscript", "s10.migrok", "s10.report",
       "s10.reportrun", "s10.rate120", "s10.rate120edit", "s10.tests47", "s10.commit10", "s10.release"]

FACT = [
    ("How many berths got imported from the marina spreadsheet, and how do they divide between the three harbours?",
     ["s2.seedok", "s2.memdevsetup", "s2.commit2"]),
    ("Once the index was in, what was the p95 response time of the free-berth lookup under load?", ["s5.perfafter"]),
    ("How large was the API image with the default ASP.NET runtime base?", ["s8.imagesize1"]),
    ("On which host port is the local development database exposed?",
     ["s2.memdevsetup", "s2.n08", "s2.seedok", "s5.explain"]),
    ("What share of berth nights was booked in Split for May?", ["s10.reportrun"]),
    ("How many tests does the suite have after the reporting work?", ["s10.tests47"]),
    ("Which .NET SDK version is on my machine?", ["s1.n07"]),
    ("How many rows did Postgres filter out in the sequential scan before we added the index?", ["s5.explain"]),
    ("What's our Azure container registry called?", ["s8.acadeploy", "s8.memdeploy2"]),
    ("Who builds the Angular front end that sits on top of our API?", ["s1.goal", "s6.ratelimit", "s10.rate120"]),
]

DECISION = [
    ("Why did we go with Postgres rather than Microsoft's own database?", ["s1.dbchoice"]),
    ("Why did we end up throwing out the mediator library?", ["s3.nomediatr"]),
    ("What made us leave App Service for hosting?", ["s8.whyaca", "s8.noholdlog", "s8.memdeploy2"]),
    ("Why is the runtime stage built on a chiseled image?", ["s8.chiseled", "s8.chiseledit", "s8.n09"]),
    ("Why does a reservation hold last longer than it did at first?", ["s5.hold25", "s5.hold25edit"]),
    ("Why did we loosen the throttling on the public routes?", ["s10.rate120", "s10.rate120edit"]),
    ("What was the reason for retiring Seq?", ["s9.appinsights"]),
    ("Why are the booking confirmation mails sent from a queue instead of inside the request?",
     ["s7.disposed2why", "s7.mail", "s7.lesson2", "s7.mailqueue"]),
    ("Why did the free-berth class get a different name?", ["s4.renamecalc"]),
    ("Why was the EF project given a new name?", ["s7.renameproj"]),
]

ERROR = [
    ("Why did the very first build of the solution fail?", ["s1.nu1008", "s1.nu1008fix"]),
    ("What was the problem when the migrations command didn't exist on my machine?", ["s2.eftoolfail", "s2.eftoolfix"]),
    ("Why did loading the berth CSV blow up on a timestamp?", ["s2.seedfail", "s2.utcrule", "s2.seedfix"]),
    ("Why did the whole host shut down a minute after the cleanup of stale holds was added?",
     ["s4.disposed1", "s4.disposed1why", "s4.disposed1fix", "s4.lesson1"]),
    ("The confirmation mail code failed with the same disposed-context message as the sweeper. What caused it "
     "that time?", ["s7.disposed2", "s7.disposed2why", "s7.disposed2fix", "s7.lesson2"]),
    ("Why did the test for consecutive stays on one berth get a conflict?", ["s3.overlapfail", "s3.overlapfix"]),
    ("Why did the site answer 500 right after it was first put on Azure?",
     ["s6.start500", "s6.appsettings", "s6.start500why", "s6.start500fix"]),
    ("Why couldn't the container build restore the NuGet packages?", ["s8.dockerfail", "s8.dockerfix"]),
    ("Why did a season test pass locally but fail in GitHub Actions?",
     ["s9.cifail", "s9.pricetest", "s9.cifailwhy", "s9.cifailfix"]),
    ("What broke compilation after the data project got its new name, and how was it fixed?",
     ["s7.cs0246", "s7.projreffix", "s7.buildpersist"]),
]

TEMPORAL = [
    ("What did we do on {day:2027-04-28}?", S2),
    ("What got done last Tuesday?", S9),
    ("What happened on {mday:2027-05-06}?", S5),
    ("What did we work on in the session after we took the mediator out?", S4),
    ("Which day did the API first go out to Azure?", ["s6.appsvc", "s6.start500", "s6.start500fix", "s6.commit6"]),
    ("What did we do two days before the move to Container Apps?", S7),
    ("What did we build last week on {wd:2027-05-20}?", S10),
    ("What did we set up on the Friday of our first week on this project?", S3),
    ("What did we start with on the Monday of the first week?", S1),
    ("What were we doing in the session right before the CI tests broke over the time zone?", S8),
]

MULTIHOP = [
    ("The person who signs off on prices: on which evenings may we release to production?", ["s5.memmirela"]),
    ("Which commit renamed the free-berth class, and what else went in with it?", ["s4.commit4"]),
    ("The lesson about worker singletons: what exception led to it and in which class?",
     ["s4.lesson1", "s4.disposed1"]),
    ("After the data project was renamed, why did adding a migration fail without extra flags, and what did we "
     "add so it doesn't happen again?", ["s10.migrfail", "s10.migrfailwhy", "s10.efscript"]),
    ("How much did the index speed up the free-berth endpoint, before versus after?",
     ["s5.perfbefore", "s5.perfafter"]),
    ("The marina with the most berths: what was its occupancy in May?", ["s2.seedok", "s10.reportrun"]),
    ("Which revision of the container app did the last release produce, and from which tag?", ["s10.release"]),
    ("What did the expired-hold counts in the logs show about the night the cleanup stopped?", ["s8.noholdlog"]),
    ("The testers who kept getting 429s: whose team are they, and what are they building?",
     ["s10.rate120", "s1.goal"]),
    ("Which pull request carried the fake-clock test fix, and did its checks pass?", ["s9.n16", "s9.commit9"]),
]

PREFERENCE = [
    ("Can an endpoint return the EF entity directly?", ["s1.csrules"]),
    ("Is it OK to call DateTime.UtcNow in a new service?", ["s2.utcrule", "s9.cifailwhy"]),
    ("Which numeric type should I use for amounts of money?", ["s5.pricing"]),
    ("Where should the database password go when running locally?", ["s2.memdevsetup"]),
    ("How should commit messages be written here?", ["s9.commitstyle"]),
    ("Can I push a quick fix straight to main?", ["s9.commitstyle"]),
    ("When are we allowed to roll out to production?", ["s5.memmirela"]),
    ("Should I add a mapping library to turn entities into DTOs?", ["s1.csrules"]),
    ("How should values be put into log messages?", ["s4.serilog"]),
    ("Can I kick off slow work with Task.Run from an endpoint and return right away?",
     ["s7.disposed2why", "s7.lesson2"]),
]

SUPERSEDED = [
    ("Where in Azure is the API hosted now?",
     ["s8.whyaca", "s8.acadeploy", "s8.memdeploy2", "s8.commit8", "s10.release"], ["s6.appsvc", "s6.memdeploy1"]),
    ("How long is a berth held before it's released?", ["s5.hold25", "s5.hold25edit", "s5.commit5"],
     ["s3.holds", "s3.bookingsvc"]),
    ("Do our endpoints go through MediatR handlers?", ["s3.nomediatr", "s3.rmmediatr", "s3.commit3"],
     ["s1.mediatr"]),
    ("What's the class that works out which berths are free called?", ["s4.renamecalc", "s4.gitmvcalc", "s4.commit4"],
     ["s3.availsvc"]),
    ("What's the project with the DbContext and the migrations called?",
     ["s7.renameproj", "s7.projmv", "s7.commit7", "s7.buildpersist", "s9.n02", "s10.efscript"],
     ["s1.goal", "s1.newsln"]),
    ("How do I ship a new version to production?", ["s8.memdeploy2", "s10.release"], ["s6.memdeploy1"]),
    ("Where do the application's logs end up?", ["s9.appinsights", "s9.otelcfg", "s9.otelpkg", "s9.commit9"],
     ["s4.serilog", "s4.serilogcfg"]),
    ("How many requests a minute may one client IP send to the public API?",
     ["s10.rate120", "s10.rate120edit", "s10.commit10"], ["s6.ratelimit", "s6.ratelimitcfg", "s6.commit6"]),
    ("Which Entity Framework Core version are we on?", ["s9.efbump", "s9.outdated", "s9.commit9", "s9.n13"],
     ["s1.packagesprops", "s2.eftoolfix"]),
    ("How big is the API's container image?", ["s8.imagesize2", "s8.commit8", "s9.n02"], ["s8.imagesize1"]),
]


def questions() -> list[dict]:
    return by_category(FACT, DECISION, ERROR, TEMPORAL, MULTIHOP, PREFERENCE, SUPERSEDED)
