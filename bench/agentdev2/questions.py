"""The questions about the roomly history, asked the Monday morning after the last session
(sessions.ASKED_AT), in a developer's own words. `gold`: the markers of the items that answer
(any one of them in the results is a hit); build.py checks that they exist. Written before the
set was ever scored, and not edited to pass."""
from __future__ import annotations

from _agentset import numbered  # bench/ is on sys.path (build.py, agent_eval.py)

S2 = ["s2.pg", "s2.compose", "s2.localtime", "s2.mig1", "s2.db", "s2.bookwrite", "s2.commit2"]
S3 = ["s3.email", "s3.mailer", "s3.cron", "s3.namedexports", "s3.memstyle", "s3.commit3"]
S4 = ["s4.dst", "s4.dstfail", "s4.utc", "s4.mig2", "s4.timets", "s4.dstpass", "s4.commit4"]
S5 = ["s5.race", "s5.racequery", "s5.racecause", "s5.mig3", "s5.race409", "s5.renameassert", "s5.renamefn",
      "s5.racetest", "s5.commit5", "s5.lessonRace"]
S7 = ["s7.fixdeploy", "s7.hostfix", "s7.deployok", "s7.hostcommit", "s7.dupmail", "s7.dupmaillogs",
      "s7.dupmailcause", "s7.lockfix", "s7.commit7", "s7.lessonLock"]
S9 = ["s9.ical", "s9.icalwrite", "s9.icalfail", "s9.icalfix", "s9.crlf", "s9.commit9a", "s9.slow", "s9.slowlog",
      "s9.availread", "s9.slowfix", "s9.fastrun", "s9.commit9b", "s9.memdeploy"]
S10 = ["s10.dup2", "s10.dup2logs", "s10.dup2cause", "s10.mig5", "s10.dup2fix", "s10.mvjobs", "s10.mvcron",
       "s10.renamejob", "s10.commit10", "s10.lessonWindow"]
S11 = ["s11.ratelimit", "s11.rlwrite", "s11.rlredis", "s11.rlfix", "s11.commit11", "s11.memfrontdesk"]

Q = [
    # -- fact
    ("fact", "Which web framework is the API built on?", ["s1.goal", "s1.server", "s1.pkg", "s1.commit1"]),
    ("fact", "What library checks the shape of incoming request bodies?", ["s1.goal", "s1.pkg", "s1.commit1"]),
    ("fact", "On which host port can I reach the dev database container?", ["s2.compose"]),
    ("fact", "What are the names of the rooms we can reserve?", ["s2.mig1"]),
    ("fact", "How do I push a new version to production?", ["s9.memdeploy", "s7.deployok"]),
    ("fact", "Who at the coworking space relies most on the daily overview?", ["s11.memfrontdesk", "s4.dst"]),
    ("fact", "How many calls a minute is one client key allowed in total?",
     ["s11.rlfix", "s11.commit11", "s11.rlredis"]),
    ("fact", "In which data-centre region is the app hosted?", ["s6.fly", "s6.launch", "s9.memdeploy"]),
    ("fact", "How long does the availability page take to answer now?", ["s9.fastrun", "s9.commit9b", "s9.slowfix"]),
    # -- decision
    ("decision", "What was the reasoning for not using a full ORM for persistence?", ["s2.pg"]),
    ("decision", "What made us choose the HTTP framework we ended up with?", ["s1.goal"]),
    ("decision", "Why did we stop sending notifications by mail?", ["s8.slack", "s8.commit8"]),
    ("decision", "How do we guarantee two people can't grab one room for overlapping times?",
     ["s5.racecause", "s5.mig3", "s5.race409", "s5.lessonRace", "s5.commit5"]),
    ("decision", "Why does each server instance keep its own request counter?", ["s11.rlredis", "s11.rlfix"]),
    ("decision", "Why are instants stored in UTC?", ["s4.utc", "s4.mig2", "s4.commit4"]),
    ("decision", "How did we make sure just one instance sends out the reminders?",
     ["s7.dupmailcause", "s7.lockfix", "s7.commit7", "s7.lessonLock"]),
    ("decision", "Why is the calendar output produced by our own code rather than a package?", ["s9.ical"]),
    ("decision", "Why did the connection string variable get a new name?", ["s6.envrename", "s6.envedit", "s6.commit6"]),
    ("decision", "Why do we run more than one VM in production?", ["s6.fly"]),
    # -- error
    ("error", "Why did the very first compile check fail?", ["s1.tsfail", "s1.tsfix"]),
    ("error", "Why did the autumn event end up an hour late?",
     ["s4.utc", "s4.dst", "s4.dstfail", "s4.mig2", "s4.commit4"]),
    ("error", "How did two members end up holding the same room at 14:00?",
     ["s5.racecause", "s5.race", "s5.racequery", "s5.commit5", "s5.lessonRace"]),
    ("error", "Why couldn't the first production rollout come up?", ["s6.deployfail", "s7.hostfix", "s7.hostcommit"]),
    ("error", "What caused people to receive each reminder two times right after we went live?",
     ["s7.dupmailcause", "s7.lockfix", "s7.commit7", "s7.lessonLock", "s7.dupmaillogs"]),
    ("error", "What was behind the second round of doubled reminder messages?",
     ["s10.dup2cause", "s10.dup2fix", "s10.commit10", "s10.lessonWindow", "s10.dup2logs"]),
    ("error", "Why wouldn't Google accept the subscription to a room's schedule?",
     ["s9.icalfail", "s9.icalfix", "s9.crlf", "s9.commit9a"]),
    ("error", "Why was the daily overview so sluggish?", ["s9.slowlog", "s9.slowfix", "s9.commit9b", "s9.slow"]),
    # -- temporal
    ("temporal", "What did we do on {day:2026-04-17}?", S5),
    ("temporal", "What happened on {mday:2026-04-09}?", S2),
    ("temporal", "What did we work on the day after the deploy broke?", S7),
    ("temporal", "What did we do last {wd:2026-04-29}?", S10),
    ("temporal", "What did we ship on {wd:2026-05-01}?", S11),
    ("temporal", "What did we work on last week?", S9 + S10 + S11),
    ("temporal", "When did we first put the service online?", ["s6.fly", "s6.launch", "s6.deployfail", "s7.deployok"]),
    ("temporal", "What did we work on two days before we moved the notifications to Slack?", S7),
    ("temporal", "What did we change in the week before the deploy broke?", S3 + S4 + S5),
    ("temporal", "What did we build just before we switched the times to UTC?", S3),
    # -- multi-hop
    ("multi-hop", "The helper that checks whether a room is taken used to have another name: which commit renamed it?",
     ["s5.renamefn", "s5.commit5"]),
    ("multi-hop", "Which test covers the fix for simultaneous reservations?", ["s5.racetest"]),
    ("multi-hop", "Which Postgres error code does the API turn into a 409?", ["s5.race409", "s5.lessonRace"]),
    ("multi-hop", "The job that sent reminders twice the first time: which file is it in now?",
     ["s10.mvcron", "s10.commit10", "s10.renamejob"]),
    ("multi-hop", "The date library we added for the clock-change fix: what does our wrapper around it convert?",
     ["s4.timets", "s4.utc"]),
    ("multi-hop", "What does the throttling count requests by?", ["s11.rlwrite"]),
    ("multi-hop", "How is the member tagged in the message they get after reserving?", ["s8.slackwrite", "s8.slack"]),
    ("multi-hop", "The person who reported the clock-change problem: which features does she use most?",
     ["s11.memfrontdesk"]),
    ("multi-hop", "How many database queries did the old day view run, and why so many?",
     ["s9.slowlog", "s9.slowfix", "s9.availread"]),
    ("multi-hop", "Which migration added the column that stops a reminder from going out again?", ["s10.mig5"]),
    # -- preference
    ("preference", "Which tool should I use to install a new dependency?", ["s1.pnpm", "s3.memstyle"]),
    ("preference", "Can a new module export its main function as the default?", ["s3.namedexports", "s3.memstyle"]),
    ("preference", "How should I word my commit messages?", ["s8.conventional"]),
    ("preference", "Would Jonas be fine with adding Redis for shared state?", ["s11.rlredis"]),
    ("preference", "Should migrations run automatically when the container boots?", ["s9.memdeploy"]),
    ("preference", "Does Jonas want a third-party package to produce calendar files?", ["s9.ical"]),
    ("preference", "How does the front desk usually ask for changes?", ["s11.memfrontdesk"]),
    ("preference", "Which test runner does the project use?", ["s3.memstyle", "s1.pkg"]),
    # -- superseded
    ("superseded", "What's the function called that rejects a slot that's already taken?",
     ["s5.renamefn", "s5.renameassert", "s5.commit5"]),
    ("superseded", "Which file holds the reservation endpoints?", ["s8.mvroutes", "s8.commit8", "s8.rename2"]),
    ("superseded", "Under what URL path do clients create a booking?", ["s8.prefix", "s8.rename2", "s8.commit8"]),
    ("superseded", "How are members told that their booking went through?",
     ["s8.slack", "s8.slackwrite", "s8.usenotify", "s8.commit8"]),
    ("superseded", "What column type holds a booking's start time?", ["s4.mig2", "s4.utc", "s4.commit4"]),
    ("superseded", "Which environment variable holds the database connection string?",
     ["s6.envrename", "s6.envedit", "s6.commit6", "s9.memdeploy"]),
    ("superseded", "Where is the code that schedules reminders?",
     ["s10.mvcron", "s10.renamejob", "s10.commit10", "s10.mvjobs"]),
    ("superseded", "What function kicks off the reminder schedule?", ["s10.renamejob", "s10.mvjobs"]),
    ("superseded", "Is nodemailer still among the dependencies?", ["s8.rmmailer", "s8.slack", "s8.commit8"]),
    ("superseded", "What is the request limit on each machine?", ["s11.rlfix", "s11.rlredis", "s11.commit11"]),
    ("superseded", "Which function sends the booking confirmation?", ["s8.slackwrite", "s8.usenotify"]),
    ("superseded", "Which address does the server bind to?", ["s7.hostfix", "s7.hostcommit"]),
]

#: Items that must NOT outrank the gold of a superseded question (reported, not scored): the old state.
STALE = {
    "What's the function called that rejects a slot that's already taken?": ["s2.bookwrite"],
    "Which file holds the reservation endpoints?": ["s2.bookwrite", "s2.commit2"],
    "How are members told that their booking went through?": ["s3.email", "s3.mailer", "s3.commit3"],
    "What column type holds a booking's start time?": ["s2.mig1", "s2.localtime"],
    "Which environment variable holds the database connection string?": ["s2.db"],
    "Where is the code that schedules reminders?": ["s3.cron", "s7.lockfix"],
    "What function kicks off the reminder schedule?": ["s3.cron"],
    "Is nodemailer still among the dependencies?": ["s3.email"],
    "What is the request limit on each machine?": ["s11.rlwrite"],
    "Which function sends the booking confirmation?": ["s3.mailer"],
    "Which address does the server bind to?": ["s1.server"],
}


def questions() -> list[dict]:
    return numbered(Q, STALE)
