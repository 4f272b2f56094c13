"""The 70 questions about the moorline history, asked on Thursday 3 May 2029 (see README.md).

Written blind and committed before the set was first scored; not edited afterwards. Each names the
markers of the items that answer it (`gold`) and, for a renamed or reversed thing, the items of the
old state (`stale`). Dates in {day:...}, {mday:...}, {wd:...} are rendered by bench/agent_eval.py.
"""
from __future__ import annotations

from _agentset import by_category  # bench/, on the path of build.py

S1 = ["s1.goal", "s1.vaporn", "s1.rules", "s1.package", "s1.berth", "s1.createberth", "s1.composedev", "s1.port",
      "s1.configure1", "s1.migrate1", "s1.sqlitetests", "s1.berthtest", "s1.test1", "s1.commit1"]
S2 = ["s2.rules2", "s2.bookingmodel", "s2.pricing", "s2.controller", "s2.overlapfail", "s2.overlapwhy",
      "s2.overlapfix", "s2.test2", "s2.utcrule", "s2.curlbook", "s2.mempricing", "s2.commit2"]
S3 = ["s3.flyplan", "s3.flylaunch", "s3.flypg", "s3.upstash", "s3.flytoml", "s3.flyfail", "s3.flywhy", "s3.flyfix",
      "s3.flyok", "s3.ci1", "s3.ciok", "s3.commitstyle", "s3.memfly", "s3.commit3"]
S5 = ["s5.exclusionplan", "s5.exclusionmig", "s5.sqlitefail", "s5.pgtests", "s5.pgtestsedit", "s5.cipg", "s5.test5",
      "s5.renameask", "s5.gitmv", "s5.mooringedit", "s5.grepberth", "s5.renamemig", "s5.ci5", "s5.deploy5"]
S6 = ["s6.p8", "s6.p8edit", "s6.p8secrets", "s6.invalidtoken", "s6.invalidwhy", "s6.p8ok", "s6.remindertime",
      "s6.jobrename", "s6.buildfail6", "s6.schedule2", "s6.csvask", "s6.csv", "s6.csvcurl", "s6.mempush",
      "s6.commit6"]
S7 = ["s7.hetzner", "s7.sshbox", "s7.composeprod", "s7.caddy", "s7.migfail", "s7.migwhy", "s7.migfix",
      "s7.composeup", "s7.pgdump", "s7.pgrestore", "s7.dns", "s7.tlsok", "s7.lessonhealth", "s7.flydestroy",
      "s7.memhetzner", "s7.commit7"]
S8 = ["s8.cancel24", "s8.canceledit", "s8.test8", "s8.deployrule", "s8.deployyml", "s8.sshfail", "s8.sshwhy",
      "s8.deployok", "s8.golive", "s8.todo8", "s8.commit8"]
S10 = ["s10.incident", "s10.schedlogs", "s10.grepsched", "s10.readconfigure", "s10.incidentwhy", "s10.incidentfix",
       "s10.sentatmig", "s10.claim", "s10.test10", "s10.tag102", "s10.pushcount", "s10.lessonsched",
       "s10.memincident", "s10.apology"]
S11 = ["s11.reviewask", "s11.stats", "s11.plans", "s11.waitlist", "s11.backup", "s11.cron", "s11.backupok",
       "s11.todo11", "s11.memplans", "s11.commit11"]

FACT = [
    ("What does a visiting yacht over ten metres pay for one night?", ["s2.rules2", "s2.pricing", "s2.mempricing"]),
    ("How many buoys does the club have on the river in total, and how many can outsiders reserve?",
     ["s1.goal", "s1.berth", "s1.createberth"]),
    ("Which port on my Mac does the development Postgres container answer on?",
     ["s1.port", "s1.composedev", "s1.configure1", "s5.pgtests", "s5.pgtestsedit"]),
    ("What's the public IPv4 address of the production machine?",
     ["s7.hetzner", "s7.dns", "s7.tlsok", "s7.memhetzner", "s7.composeprod", "s7.sshbox", "s8.deployyml"]),
    ("What's the identifier of the Apple signing key we use for notifications?",
     ["s6.p8", "s6.p8secrets", "s6.mempush"]),
    ("How many club members was the launch announcement going out to?", ["s8.golive"]),
    ("How many reservations arrived in the first hour after we opened?", ["s9.launched"]),
    ("How long did the very first pipeline run on GitHub take, with nothing cached yet?", ["s3.ciok"]),
    ("How much revenue had the confirmed visitor stays brought in by the first review meeting?",
     ["s11.stats", "s11.memplans"]),
    ("What bundle identifier do notifications get addressed to?",
     ["s4.apnsplan", "s4.pushsender", "s4.p12pem", "s6.mempush"]),
]

DECISION = [
    ("Why did we give up on Fly for hosting?", ["s7.hetzner", "s7.memhetzner"]),
    ("Why did we swap the yearly Apple certificate for a different way of signing pushes?",
     ["s6.p8", "s6.p8edit", "s6.mempush"]),
    ("Why can't the test suite use a throwaway in-memory database any more?", ["s5.pgtests", "s5.sqlitefail"]),
    ("Why do visitors now get their welcome notification in the morning rather than the night before?",
     ["s6.remindertime"]),
    ("Why did the committee make the no-charge cancellation period shorter?", ["s8.cancel24", "s8.canceledit"]),
    ("Why did we stop using the word berth in the code and the API?", ["s5.renameask", "s5.renamemig"]),
    ("Why did we put a rule in Postgres against two stays on the same buoy when the controller already checks?",
     ["s5.exclusionplan", "s5.exclusionmig"]),
    ("Why does every registered phone remember whether it's a sandbox or a production install?",
     ["s4.baddevwhy1", "s4.lessontoken1", "s4.baddevfix1", "s6.mempush"]),
    ("Why did we pick Swift for the backend in the first place?", ["s1.goal"]),
    ("Why are timed jobs only allowed to run in one container?",
     ["s10.incidentwhy", "s10.lessonsched", "s10.memincident"]),
]

ERROR = [
    ("Why was a boat refused when it arrived on the same day the previous one left?",
     ["s2.overlapfail", "s2.overlapwhy", "s2.overlapfix"]),
    ("Why was the app unreachable after our first Fly deploy even though it had started?",
     ["s3.flyfail", "s3.flywhy", "s3.flyfix"]),
    ("Why did the very first test notification to Ines's phone get bounced by Apple?",
     ["s4.baddev1", "s4.baddevwhy1", "s4.baddevfix1", "s4.lessontoken1"]),
    ("Why did the whole test suite go red as soon as we added the no-overlap rule?",
     ["s5.sqlitefail", "s5.pgtests"]),
    ("Why did Apple refuse our notifications with a forbidden status right after we changed how we sign them?",
     ["s6.invalidtoken", "s6.invalidwhy", "s6.p8ok", "s6.p8secrets"]),
    ("Why didn't the project compile after the reminder job got its new name?", ["s6.buildfail6", "s6.schedule2"]),
    ("Why did the schema setup container die immediately the first time we brought the stack up on the new box?",
     ["s7.migfail", "s7.migwhy", "s7.migfix", "s7.lessonhealth"]),
    ("Why couldn't the Actions workflow get into the server on its first try?", ["s8.sshfail", "s8.sshwhy"]),
    ("Why didn't the App Store version of the app get its test notification on launch day?",
     ["s9.baddev2", "s9.baddev2log", "s9.tokens", "s9.baddevwhy2", "s9.baddevfix2", "s9.lessontoken2",
      "s9.normalize"]),
    ("Why were visitors pinged over and over with the same morning message?",
     ["s10.incident", "s10.schedlogs", "s10.incidentwhy", "s10.lessonsched", "s10.memincident"]),
]

TEMPORAL = [
    ("What did we do on {day:2029-04-06}?", S3),
    ("What did we work on {mday:2029-04-19}?", S7),
    ("What did we get done yesterday?", S11),
    ("What did we do last {wd:2029-04-29}?", S10),
    ("When did reservations open to the club members?", ["s8.golive", "s9.livecheck", "s9.tag", "s9.deploy9"]),
    ("What did we work on two days after we hooked up push notifications?", S5),
    ("What did we do on the Monday after the move to the new server?", S8),
    ("When did Apple first turn down one of our notifications because of the token?",
     ["s4.baddev1", "s4.baddevwhy1", "s4.baddevfix1", "s4.lessontoken1"]),
    ("What did we do on the Wednesday of our first week?", S2),
    ("What happened on {mday:2029-04-16}?", S6),
]

MULTIHOP = [
    ("Apple rejected a device token on two occasions: what was behind it each time?",
     ["s4.baddevwhy1", "s9.baddevwhy2", "s4.lessontoken1", "s9.lessontoken2", "s4.baddev1", "s9.baddev2"]),
    ("The person who wanted us to stop saying berth: what did she ask us to change about the notifications "
     "afterwards?", ["s5.renameask", "s6.remindertime"]),
    ("The person who set the visitor prices: what spreadsheet export did he ask for later, and what columns?",
     ["s2.rules2", "s6.csvask", "s6.csv"]),
    ("Which version tag did we launch with, and how many reservations came in during the first hour?",
     ["s9.tag", "s9.launched"]),
    ("Who set up the Hetzner machine for us, and what did he get wrong that broke the first automated deploy?",
     ["s7.hetzner", "s8.sshwhy"]),
    ("What was the old host going to cost us per month, and what does the new box cost?",
     ["s7.hetzner", "s7.memhetzner"]),
    ("In which commit did the reminder get split into arrival and departure messages, and at what hour does the "
     "departure one go out?", ["s6.commit6", "s6.jobrename", "s6.remindertime", "s6.schedule2", "s6.mempush"]),
    ("Which release fixed the repeated reminders, and how many notifications had gone out that morning?",
     ["s10.tag102", "s10.pushcount", "s10.memincident", "s10.lessonsched"]),
    ("The person who generated the new signing key: what did she change in her app that broke registration on "
     "launch day?", ["s6.p8", "s9.baddevwhy2", "s9.baddev2"]),
    ("How long did CI take on its first ever run, and how long once Postgres ran alongside it as a service?",
     ["s3.ciok", "s5.ci5"]),
]

PREFERENCE = [
    ("Can I keep the booking amount in a Double?", ["s1.rules", "s2.mempricing"]),
    ("Is a force unwrap acceptable in a controller when I'm sure the value is there?", ["s1.rules"]),
    ("Which formatter check has to be clean before I commit?", ["s1.rules"]),
    ("How should I word a commit message in this repo?", ["s3.commitstyle"]),
    ("Could the booking JSON include the arrival time in UK local time?", ["s2.utcrule"]),
    ("Can I just correct a mistake inside an old migration file?", ["s5.renameask", "s5.renamemig"]),
    ("Can I push a quick fix to production straight from my machine?", ["s8.deployrule", "s8.deployyml"]),
    ("Could the tests send a real notification to a sandbox phone so they're more realistic?",
     ["s4.apnsplan", "s4.pushsender"]),
    ("Is it OK to write the whole device token into the logs when a send fails?", ["s9.logrule"]),
    ("Should new database code chain futures or use async/await?", ["s1.rules"]),
]

SUPERSEDED = [
    ("Where does the API run these days?",
     ["s7.hetzner", "s7.memhetzner", "s7.composeprod", "s7.tlsok", "s7.flydestroy", "s7.commit7", "s8.deployyml"],
     ["s3.flyplan", "s3.flylaunch", "s3.memfly", "s3.flyok", "s3.flytoml"]),
    ("How does our server prove its identity to Apple when sending notifications?",
     ["s6.p8", "s6.p8edit", "s6.mempush", "s6.commit6", "s6.p8ok"],
     ["s4.apnsplan", "s4.p12pem", "s4.pushsender"]),
    ("At what time does the arrival notification go out?",
     ["s6.remindertime", "s6.schedule2", "s6.jobrename", "s6.mempush", "s6.commit6", "s9.schedlog", "s10.incident",
      "s10.memincident"],
     ["s4.reminderask", "s4.reminderjob", "s4.schedule1"]),
    ("What database engine do the tests run on?",
     ["s5.pgtests", "s5.pgtestsedit", "s5.cipg", "s5.test5"],
     ["s1.sqlitetests", "s1.berthtest", "s1.package"]),
    ("How close to arrival can a visitor still cancel for free?",
     ["s8.cancel24", "s8.canceledit", "s8.test8", "s8.commit8"],
     ["s2.rules2", "s2.pricing", "s2.mempricing"]),
    ("What is the model type for the club's buoys called, and which table stores them?",
     ["s5.renameask", "s5.gitmv", "s5.mooringedit", "s5.renamemig", "s5.ci5"],
     ["s1.berth", "s1.createberth", "s1.commit1"]),
    ("What's the name of the job that sends the arrival notification?",
     ["s6.jobrename", "s6.schedule2", "s6.remindertime", "s6.mempush", "s9.schedlog", "s10.schedlogs",
      "s10.memincident"],
     ["s4.reminderjob", "s4.schedule1", "s6.buildfail6"]),
    ("Where does the Redis for the job queue live?",
     ["s7.composeprod", "s7.hetzner", "s7.memhetzner"],
     ["s3.upstash", "s3.memfly", "s3.flyplan"]),
    ("Which process is meant to run the timed jobs?",
     ["s10.incidentwhy", "s10.incidentfix", "s10.lessonsched", "s10.memincident", "s10.tag102"],
     ["s4.schedule1", "s10.readconfigure"]),
    ("How does a new version get to production now?",
     ["s8.deployrule", "s8.deployyml", "s8.deployok", "s9.tag", "s9.deploy9", "s10.tag102"],
     ["s3.memfly", "s3.flyok", "s7.migfail", "s7.composeup"]),
]


def questions() -> list[dict]:
    return by_category(FACT, DECISION, ERROR, TEMPORAL, MULTIHOP, PREFERENCE, SUPERSEDED)
