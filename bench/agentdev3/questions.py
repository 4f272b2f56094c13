"""The questions about the airtrail history, asked the Monday morning after the last session
(sessions.ASKED_AT), in a developer's own words. `gold`: the markers of the items that answer
(any one of them in the results is a hit); build.py checks that they exist. Written before the
set was ever scored, and not edited to pass."""
from __future__ import annotations

from _agentset import numbered  # bench/ is on sys.path (build.py, agent_eval.py)

S2 = ["s2.api", "s2.sample", "s2.ingest", "s2.dbpath", "s2.ratelimit", "s2.backoff", "s2.ingest30", "s2.commit2"]
S3 = ["s3.summary", "s3.summarywrite", "s3.dupes", "s3.dupquery", "s3.dupcause", "s3.pkfix", "s3.dupgone",
      "s3.duptest", "s3.commit3", "s3.lessonIdem"]
S4 = ["s4.slow", "s4.slowrun", "s4.summaryread", "s4.sqlagg", "s4.dailysql", "s4.summarysql", "s4.fastrun",
      "s4.commit4", "s4.memstyle"]
S5 = ["s5.no2high", "s5.no2query", "s5.unitcause", "s5.units", "s5.useunits", "s5.unittest", "s5.no2ok",
      "s5.commit5", "s5.memmarloes"]
S6 = ["s6.restructure", "s6.mvingest", "s6.renamefetch", "s6.knmi", "s6.knmifail", "s6.knmifix", "s6.noclass",
      "s6.commit6"]
S7 = ["s7.deploy", "s7.timer", "s7.service", "s7.dash", "s7.lock1", "s7.lock1pid", "s7.lock1cause", "s7.readonly",
      "s7.lock1ok", "s7.commit7", "s7.lessonReadonly"]
S8 = ["s8.lock2", "s8.lock2logs", "s8.lock2cause", "s8.flock", "s8.lock2ok", "s8.commit8a", "s8.lessonFlock",
      "s8.nostreamlit", "s8.rmdash", "s8.html", "s8.commit8b"]
S9 = ["s9.alert", "s9.alertwrite", "s9.dailyread", "s9.threshold", "s9.threshold15", "s9.minhours", "s9.alertrun",
      "s9.matrixfail", "s9.matrixcause", "s9.matrixfix", "s9.matrixok", "s9.commit9"]
S10 = ["s10.ci", "s10.ciwrite", "s10.cifail", "s10.py312", "s10.requires312", "s10.envrename", "s10.envedit",
       "s10.renamereport", "s10.renamecmd", "s10.commit10", "s10.memdeploy"]

Q = [
    # -- fact
    ("fact", "Which endpoint do we pull the measurements from, and how do we authenticate to it?", ["s2.api"]),
    ("fact", "How many records come back per page from the city's API?", ["s2.api"]),
    ("fact", "Which weather station does the wind data come from?", ["s6.knmi"]),
    ("fact", "What machine does the production job run on?", ["s7.deploy", "s10.memdeploy"]),
    ("fact", "How long does a month of summaries take now that the maths happens in the database?",
     ["s4.fastrun", "s4.commit4"]),
    ("fact", "Who actually reads what we produce, and what does she care about?", ["s5.memmarloes"]),
    ("fact", "At what minute past the hour does the scheduled pull fire?", ["s7.timer", "s10.memdeploy"]),
    ("fact", "How many monitoring stations are in the network?",
     ["s2.ingest30", "s7.lock1ok", "s8.lock2ok", "s8.html"]),
    ("fact", "Which chat room do the pollution warnings get posted in?", ["s9.alert", "s9.alertwrite", "s9.matrixok"]),
    ("fact", "What multiplier do we use to turn nitrogen dioxide parts per billion into mass concentration?",
     ["s5.unitcause", "s5.units"]),
    # -- decision
    ("decision", "Why did we go with an embedded single-file database rather than running a database server?",
     ["s1.goal"]),
    ("decision", "Why is the measurements table one row per value instead of a column for each pollutant?",
     ["s2.api"]),
    ("decision", "Why do the scheduled jobs run under systemd and not crontab?", ["s7.deploy"]),
    ("decision", "Why did we get rid of the interactive charts app?", ["s8.nostreamlit", "s8.commit8b"]),
    ("decision", "Why was the alert threshold lowered?", ["s9.threshold", "s9.threshold15", "s9.commit9"]),
    ("decision", "Why did we drop the older interpreter instead of adding a backport?",
     ["s10.py312", "s10.requires312", "s10.commit10"]),
    ("decision", "Why don't warnings go out for days where a sensor was offline half the time?",
     ["s9.threshold", "s9.minhours"]),
    ("decision", "Why does the nightly job re-download a whole week?", ["s8.lock2cause", "s10.memdeploy"]),
    ("decision", "How do we make sure loading the same hours twice doesn't double count anything?",
     ["s3.dupcause", "s3.pkfix", "s3.lessonIdem", "s3.commit3"]),
    ("decision", "Why did the subcommand for per-day numbers get a new name?",
     ["s10.renamereport", "s10.renamecmd", "s10.commit10"]),
    # -- error
    ("error", "Why couldn't the tests even import our package on the first day?", ["s1.importfail", "s1.importfix"]),
    ("error", "What went wrong when I pulled a month of history for the first time?",
     ["s2.ratelimit", "s2.backoff"]),
    ("error", "Why did some stations show 48 hourly values for a single day?",
     ["s3.dupcause", "s3.dupquery", "s3.pkfix", "s3.lessonIdem", "s3.dupes"]),
    ("error", "Why did two stations look way more polluted than the ones around them?",
     ["s5.unitcause", "s5.no2query", "s5.units", "s5.commit5", "s5.no2high"]),
    ("error", "Why couldn't pandas parse the wind file?", ["s6.knmifail", "s6.knmifix"]),
    ("error", "Why did the hourly job on the box keep failing right after we went live?",
     ["s7.lock1cause", "s7.lock1", "s7.lock1pid", "s7.readonly", "s7.lessonReadonly", "s7.commit7"]),
    ("error", "What caused the database lock failures that came back on some nights later on?",
     ["s8.lock2cause", "s8.lock2logs", "s8.flock", "s8.lessonFlock", "s8.commit8a"]),
    ("error", "Why did sending to the chat room get a 403?", ["s9.matrixfail", "s9.matrixcause", "s9.matrixfix"]),
    ("error", "What broke in CI on the older Python?", ["s10.cifail", "s10.py312"]),
    ("error", "Why was the month-long summary run eating all the RAM?",
     ["s4.slowrun", "s4.sqlagg", "s4.summaryread", "s4.slow"]),
    # -- temporal
    ("temporal", "What did we do on {day:2026-06-12}?", S5),
    ("temporal", "What happened on {mday:2026-06-04}?", S2),
    ("temporal", "What did we work on two days after we moved the aggregation into SQL?", S5),
    ("temporal", "What did we do last {wd:2026-06-24}?", S9),
    ("temporal", "What did we get done on {wd:2026-06-26}?", S10),
    ("temporal", "What did we work on last week?", S8 + S9 + S10),
    ("temporal", "When did we first set up the hourly schedule on the server?", ["s7.deploy", "s7.timer", "s7.service"]),
    ("temporal", "What did we do in the week before we deployed?", S3 + S4 + S5 + S6),
    ("temporal", "What did we build just before we dropped the charts app?", S7),
    ("temporal", "What were we doing a week ago today?", S8),
    # -- multi-hop
    ("multi-hop", "The function that fetches one station's day from the city API used to be called something else: "
     "which commit changed that?", ["s6.renamefetch", "s6.commit6"]),
    ("multi-hop", "Which test guards against duplicate rows when the import runs twice?", ["s3.duptest"]),
    ("multi-hop", "Which two stations had the unit mix-up?", ["s5.no2query", "s5.no2ok", "s5.no2high"]),
    ("multi-hop", "The process that held the database lock the first time: what was it running?", ["s7.lock1pid"]),
    ("multi-hop", "The job that collided with the hourly pull at night: when does it start and how far back does "
     "it go?", ["s8.lock2cause", "s8.lock2logs", "s10.memdeploy"]),
    ("multi-hop", "Where does the weekly page that replaced the charts app get published?",
     ["s8.nostreamlit", "s10.memdeploy", "s8.html"]),
    ("multi-hop", "What does the alerting code have to do with the room's alias before it can send anything?",
     ["s9.matrixcause", "s9.matrixfix"]),
    ("multi-hop", "The person who complained about the NO2 numbers: how often does she want a summary?",
     ["s5.memmarloes"]),
    ("multi-hop", "Which file holds the query the daily numbers come from now?",
     ["s4.dailysql", "s4.summarysql", "s4.commit4"]),
    ("multi-hop", "The lock that keeps the two writer jobs apart: which path is it at?", ["s8.flock"]),
    # -- preference
    ("preference", "Can I just pip install a package into the virtualenv?", ["s1.uv", "s4.memstyle"]),
    ("preference", "Should I write a client class for the new data source?", ["s6.noclass", "s4.memstyle"]),
    ("preference", "Where should heavy number crunching go: dataframes or the database?",
     ["s4.memstyle", "s4.sqlagg"]),
    ("preference", "In what unit should numbers be shown to the residents' group?", ["s5.memmarloes", "s5.unitcause"]),
    ("preference", "Would Priya want a compatibility shim so older interpreters keep working?", ["s10.py312"]),
    ("preference", "What should the code do when a row arrives with a unit it doesn't recognise?",
     ["s5.unitcause", "s5.units"]),
    ("preference", "Does Priya want type annotations on functions?", ["s4.memstyle"]),
    ("preference", "What should I run before committing?", ["s4.memstyle"]),
    ("preference", "Is it OK to leave the lock file out of git?", ["s1.uv", "s4.memstyle"]),
    ("preference", "Which health guideline should the warning levels follow, according to the residents' group?",
     ["s9.threshold"]),
    # -- superseded
    ("superseded", "Where does the code that talks to the sensor API live?",
     ["s6.mvingest", "s6.commit6", "s6.restructure"]),
    ("superseded", "What's the function called that pulls one station's measurements?",
     ["s6.renamefetch", "s6.restructure", "s6.commit6"]),
    ("superseded", "Is the daily average computed with pandas or in SQL?",
     ["s4.sqlagg", "s4.dailysql", "s4.summarysql", "s4.commit4"]),
    ("superseded", "How can Marloes look at the station data?",
     ["s8.nostreamlit", "s8.html", "s8.commit8b", "s10.memdeploy"]),
    ("superseded", "What PM2.5 level sets off a warning?", ["s9.threshold", "s9.threshold15", "s9.commit9"]),
    ("superseded", "Which environment variable points at the database file?",
     ["s10.envrename", "s10.envedit", "s10.commit10"]),
    ("superseded", "What's the command to produce one day's summary?",
     ["s10.renamecmd", "s10.renamereport", "s10.commit10"]),
    ("superseded", "Which Python versions does the project support?", ["s10.py312", "s10.requires312", "s10.commit10"]),
    ("superseded", "Is Streamlit still a dependency?", ["s8.rmdash", "s8.nostreamlit", "s8.commit8b"]),
    ("superseded", "Which Python versions does CI run on?", ["s10.py312", "s10.commit10"]),
]

#: Items that must NOT outrank the gold of a superseded question (reported, not scored): the old state.
STALE = {
    "Where does the code that talks to the sensor API live?": ["s2.ingest", "s2.commit2"],
    "What's the function called that pulls one station's measurements?": ["s2.ingest"],
    "Is the daily average computed with pandas or in SQL?": ["s3.summary", "s3.summarywrite", "s4.summaryread"],
    "How can Marloes look at the station data?": ["s7.deploy", "s7.dash"],
    "What PM2.5 level sets off a warning?": ["s9.alert", "s9.alertwrite"],
    "Which environment variable points at the database file?": ["s2.dbpath", "s7.service", "s7.readonly"],
    "What's the command to produce one day's summary?": ["s1.cli"],
    "Which Python versions does the project support?": ["s1.pyproject", "s10.ci"],
    "Is Streamlit still a dependency?": ["s7.dash", "s7.deploy"],
    "Which Python versions does CI run on?": ["s10.ci", "s10.ciwrite"],
}


def questions() -> list[dict]:
    return numbered(Q, STALE)
