"""The 70 questions about the tablehold history, asked on Monday 4 December 2028 (see README.md).

Written blind and committed before the set was first scored; not edited afterwards. Each names the
markers of the items that answer it (`gold`) and, for a renamed or reversed thing, the items of the
old state (`stale`). Dates in {day:...}, {mday:...}, {wd:...} are rendered by bench/agent_eval.py.
"""
from __future__ import annotations

from _agentset import by_category  # bench/, on the path of build.py

S1 = ["s1.goal", "s1.rules", "s1.pnpmadd", "s1.pkgjson", "s1.env1", "s1.schema1", "s1.migrate1", "s1.schedule1",
      "s1.globalwhy", "s1.globalcmds", "s1.cmds1", "s1.dev1", "s1.commit1"]
S2 = ["s2.rsvpreact", "s2.intents1", "s2.reacthandler", "s2.unk1", "s2.unkreport", "s2.unktiming", "s2.unkwhy1",
      "s2.unkfix1", "s2.lesson1", "s2.testok2", "s2.commit2"]
S3 = ["s3.remind1", "s3.remind1file", "s3.tz", "s3.luxonadd", "s3.parsewhen", "s3.tzfail", "s3.tzwhy", "s3.tzfix",
      "s3.testok3", "s3.colours", "s3.colourmap", "s3.memmods", "s3.commit3"]
S4 = ["s4.buttons", "s4.rmreact", "s4.buttonsfile", "s4.intents2", "s4.renamecard", "s4.grepembed", "s4.card",
      "s4.cardcall", "s4.tscfail", "s4.tscfix", "s4.waitlist", "s4.promote", "s4.testok4", "s4.commit4"]
S5 = ["s5.hosting", "s5.readfail", "s5.dockerfile1", "s5.dockerbuild", "s5.muslfail", "s5.slim", "s5.dockerignore",
      "s5.slimedit", "s5.dockerok", "s5.guildcmds", "s5.guildedit", "s5.railwayup", "s5.missing1", "s5.missing1why",
      "s5.cmdok", "s5.healthz", "s5.memdeploy", "s5.commit5"]
S7 = ["s7.lockreport", "s7.locked", "s7.pgswitch", "s7.localpg", "s7.pgschema", "s7.p3019", "s7.pgmigrate",
      "s7.lesson4", "s7.copyscript", "s7.railwaypg", "s7.precopy", "s7.copyrun", "s7.testok7", "s7.memdb",
      "s7.commit7"]
S9 = ["s9.incident", "s9.duplogs", "s9.deplist", "s9.readworker", "s9.dupwhy", "s9.claimfix", "s9.claimtest",
      "s9.nofriday", "s9.incnote", "s9.lesson3", "s9.commit9", "s9.predeploy9", "s9.deploy9"]
S10 = ["s10.modsmeeting", "s10.nodm", "s10.gitmvtable", "s10.tablecmd", "s10.grepschedule", "s10.footer",
       "s10.watchfail", "s10.testok10", "s10.headcount", "s10.cmds10", "s10.commit10"]
S11 = ["s11.readindex", "s11.backups", "s11.backupyml", "s11.backuprun", "s11.restore", "s11.plans", "s11.roadmap",
       "s11.memplans", "s11.testok11", "s11.commit11"]

FACT = [
    ("On which port and path does the hosting platform check that the bot process is alive?",
     ["s5.memdeploy", "s5.dockerok", "s5.healthz", "s11.readindex", "s5.dockerfile1"]),
    ("How many games, sign-ups and pending nudges did we carry over when we left the single-file database?",
     ["s7.copyrun", "s7.memdb"]),
    ("Who do I phone at the place where the Friday nights happen, and on what number?", ["s3.memmods"]),
    ("Which hex colour do posts for board games get?", ["s3.colours", "s3.colourmap", "s3.memmods", "s4.card"]),
    ("How many people in the club can't receive private messages from the bot?", ["s10.modsmeeting"]),
    (("How do I reach the production database from my laptop, outside Railway's internal network: which host and "
     "port?"), ["s7.railwaypg", "s7.memdb"]),
    ("Where do the nightly copies of the data end up, and for how long are they kept?",
     ["s11.backups", "s11.backupyml", "s11.backuprun"]),
    ("How large did the container image come out once it was built on Debian?", ["s5.dockerok"]),
    ("At most how many players can sit at Lucía's weekend campaign?", ["s3.memmods", "s4.waitlist"]),
    ("What permissions number was in the fresh link Oksana used to re-add the production bot?",
     ["s5.missing1why"]),
]

DECISION = [
    ("Why do people sign up by clicking controls under the post now, instead of reacting to it?",
     ["s4.buttons"]),
    ("Why did we move the bot's data off the file-based database?", ["s7.pgswitch", "s7.memdb"]),
    ("Why are the bot's commands installed only for the club's server rather than for every server?",
     ["s5.guildcmds", "s5.guildedit"]),
    ("What was the reason for making the commands available everywhere at the very start?", ["s1.globalwhy"]),
    ("Why did we stop building the container on the minimal Node base and accept a bigger one?", ["s5.slim", "s5.memdeploy"]),
    ("Why don't we keep the pending pre-game nudges in the process's memory anymore?",
     ["s6.remdb", "s6.memrem", "s6.lostrem"]),
    ("Why don't players get a private message before their game anymore?", ["s10.modsmeeting", "s10.nodm"]),
    ("Why does the reminder job mark its rows as done before it posts anything?",
     ["s9.dupwhy", "s9.claimfix", "s9.lesson3", "s9.incnote"]),
    ("Why is the old container no longer kept running alongside the new one during a release?",
     ["s9.incnote", "s9.dupwhy", "s9.lesson3"]),
    ("Why does running npm install in the repository refuse to work now?",
     ["s8.lockwhy", "s8.onlyallow", "s8.memrelease"]),
]

ERROR = [
    (("Why did posting a game in the test server fail about half the time, with Discord saying the app never "
     "answered?"), ["s2.unk1", "s2.unkreport", "s2.unktiming", "s2.unkwhy1", "s2.unkfix1", "s2.lesson1"]),
    ("Why were we refused when pushing the command definitions to the club's server the first time?",
     ["s5.missing1", "s5.missing1why", "s6.lesson2"]),
    ("Why couldn't the bot post the test nudge into the channel that announces tables about to start?",
     ["s6.missing2", "s6.missing2why", "s6.lesson2"]),
    ("Why did the container die at startup the first time we ran the image on my machine?",
     ["s5.muslfail", "s5.slim"]),
    ("Why was the springtime case in the date-reading test an hour off?", ["s3.tzfail", "s3.tzwhy", "s3.tzfix"]),
    ("What caused the 'Something went wrong' replies during the evening sign-up rush on {mday:2028-11-17}?",
     ["s7.lockreport", "s7.locked", "s7.pgswitch", "s7.memdb"]),
    ("Why did generating the first migration fail right after we changed the datasource?",
     ["s7.p3019", "s7.lesson4", "s7.pgmigrate"]),
    ("Why did the dependency install step of the pipeline fail on the day we set it up?",
     ["s8.lockfail", "s8.pr14", "s8.lockwhy", "s8.lockfix"]),
    ("Why did players get the same pre-game ping several times on {day:2028-11-24}?",
     ["s9.incident", "s9.duplogs", "s9.deplist", "s9.dupwhy", "s9.claimfix", "s9.incnote", "s9.lesson3"]),
    ("Why did nobody on the Wingspan table hear from the bot the day before the game?",
     ["s6.lostrem", "s6.restarts", "s6.remdb", "s6.memrem"]),
]

TEMPORAL = [
    ("What did we do on {day:2028-11-14}?", S5),
    ("What did we work on {mday:2028-11-08}?", S3),
    ("What did we do the morning after game night went wrong with the repeated pings?", S9),
    ("What did we get done last {wd:2028-11-30}?", S11),
    ("What did we work on the Monday after the Friday when sign-ups kept timing out?", S7),
    ("Which day did version one of the bot go out?", ["s8.tag", "s8.release", "s8.memrelease", "s8.releaseplan",
                                                      "s8.deploy8"]),
    ("What happened on {mday:2028-11-10}?", S4),
    ("What did we do two days after the moderators met?", S10),
    ("What did we do on the very first evening of the project?", S1),
    ("What did we do on the first Monday of the project?", S2),
]

MULTIHOP = [
    ("Discord refused the bot access on two different days: what was the cause each time?",
     ["s5.missing1why", "s6.missing2why", "s6.lesson2", "s5.missing1", "s6.missing2"]),
    (("The person who wanted a second nudge shortly before games start: what rule did she later set about "
     "releases?"), ["s6.remdb", "s6.memrem", "s9.nofriday", "s9.incnote"]),
    (("The mod who picked the post colours also sent us a pull request that broke the pipeline: what was wrong with "
     "it?"), ["s3.colours", "s3.memmods", "s8.pr14", "s8.lockwhy", "s8.lockfail"]),
    ("Which commit moved the reminder code to its new folder, and what was the old scheduling function called?",
     ["s6.commit6", "s6.gitmvrem", "s6.importfix", "s6.memrem", "s3.remind1file"]),
    (("How many games were in the old file database when we migrated, and how many were in the dump we restored on "
     "{mday:2028-11-30}?"), ["s7.copyrun", "s7.memdb", "s11.restore"]),
    ("Which image versions were running side by side during the duplicate pings, and which version fixed it?",
     ["s9.deplist", "s9.deploy9", "s9.incnote", "s9.duplogs"]),
    ("The release Oksana announced to the club: what does Railway run since then, and what builds it?",
     ["s8.deploy8", "s8.memrelease", "s8.ciyml", "s8.ci"]),
    ("Callum's request from the Sunday mod meeting: when does it run and where does it post?",
     ["s10.modsmeeting", "s10.headcount"]),
    ("The slow call that made Discord drop our interactions: what was it and how long did it take?",
     ["s2.unktiming", "s2.unkwhy1", "s2.lesson1"]),
    ("The treasurer who pays for our hosting: what does he want the bot to do after the anniversary event?",
     ["s5.hosting", "s5.memdeploy", "s11.plans", "s11.memplans", "s11.roadmap"]),
]

PREFERENCE = [
    ("What's the right way to add a library to this project?", ["s1.rules", "s8.lockwhy", "s8.onlyallow"]),
    ("Can I loosen a type with an escape hatch just to get the interaction payload compiling?", ["s1.rules"]),
    ("When a command fails for someone, who should be able to see the bot's error reply?", ["s1.rules"]),
    ("Is it alright to ship a quick fix on a Friday evening?", ["s9.nofriday", "s9.incnote"]),
    ("May a unit test connect to the test server with the development bot's token?",
     ["s8.mockrule", "s8.mockfix"]),
    ("Can the bot notify the entire server whenever a new game is posted?", ["s3.memmods"]),
    ("I need to do some date arithmetic: which library do we use for that here?", ["s3.tz"]),
    ("How should a game's start time be written in a message so that members abroad read it correctly?",
     ["s3.tz"]),
    ("Can I put a dice symbol at the start of each table post's heading?", ["s3.colours", "s3.memmods"]),
    ("How should I word my commit messages?", ["s1.rules"]),
]

SUPERSEDED = [
    ("How do members claim a seat at a table now?",
     ["s4.buttons", "s4.buttonsfile", "s4.card", "s4.commit4", "s4.intents2"],
     ["s2.rsvpreact", "s2.reacthandler", "s2.intents1", "s2.commit2"]),
    ("What database engine holds the bot's data now?",
     ["s7.pgswitch", "s7.memdb", "s7.railwaypg", "s7.commit7", "s7.pgschema", "s7.pgmigrate", "s11.backups",
      "s11.backupyml"],
     ["s1.goal", "s1.schema1", "s5.hosting", "s5.railwayup", "s5.memdeploy", "s7.locked"]),
    ("What triggers the pre-game nudges these days?",
     ["s6.remdb", "s6.worker", "s6.memrem", "s6.commit6", "s9.claimfix", "s9.readworker"],
     ["s3.remind1", "s3.remind1file", "s3.commit3"]),
    ("Where do players receive the heads-up before their game now?",
     ["s10.modsmeeting", "s10.nodm", "s10.commit10"],
     ["s3.remind1", "s3.remind1file", "s6.memrem", "s6.worker", "s6.channelping"]),
    ("Which file holds the code that sends the pre-game nudges?",
     ["s6.gitmvrem", "s6.remdb", "s6.memrem", "s6.commit6", "s6.worker", "s9.readworker", "s9.claimfix",
      "s10.nodm"],
     ["s3.remind1file", "s3.commit3"]),
    ("What is the helper that builds a table's message called now?",
     ["s4.renamecard", "s4.card", "s4.cardcall", "s4.tscfix", "s4.commit4", "s4.buttonsfile"],
     ["s4.grepembed", "s3.colourmap", "s1.schedule1"]),
    ("Which command do mods type to put up a new game?",
     ["s10.modsmeeting", "s10.tablecmd", "s10.gitmvtable", "s10.footer", "s10.commit10", "s11.plans",
      "s11.roadmap", "s11.memplans"],
     ["s1.schedule1", "s2.unkreport", "s4.card", "s4.waitlist"]),
    ("Which base image does the Dockerfile start from?",
     ["s5.slim", "s5.slimedit", "s5.memdeploy", "s5.commit5"],
     ["s5.hosting", "s5.dockerfile1"]),
    ("In which scope do we register the bot's commands with Discord?",
     ["s5.guildcmds", "s5.guildedit", "s5.cmdok", "s5.memdeploy", "s10.cmds10", "s5.commit5"],
     ["s1.globalwhy", "s1.globalcmds", "s1.cmds1"]),
    ("What does the hosting platform deploy from these days: our source or a prebuilt image?",
     ["s8.ci", "s8.deploy8", "s8.memrelease", "s8.ciyml"],
     ["s5.railwayup", "s5.memdeploy"]),
]


def questions() -> list[dict]:
    return by_category(FACT, DECISION, ERROR, TEMPORAL, MULTIHOP, PREFERENCE, SUPERSEDED)
