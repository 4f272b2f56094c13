"""The 70 questions about the thermoquay history, asked on Monday 5 June 2028 (see README.md).

Written blind and committed before the set was first scored. Each names the markers of the items that
answer it (`gold`) and, for a renamed or reversed thing, the items of the old state (`stale`). Dates in
{day:...}, {mday:...}, {wd:...} are rendered by bench/agent_eval.py.
"""
from __future__ import annotations

from _agentset import by_category, markers  # bench/, on the path of build.py

S1 = markers("s1", "goal rules fetchapi scaffold manifest1 hacsjson const1 venv labver commit1")
S2 = markers("s2", "cflow bumpdeps apiv0 cfpy cftest cfrun rsync1 handlerfail1 halog1 hacore handlerwhy1 haupdate "
                   "hacsmin lesson1 commit2")
S3 = markers("s3", "coordplan apipy coordpy initpy climatepy sensorpy switchpy blockfail blockwhy editfail3 blockfix "
                   "testok3 rsync3 entities memarch commit3")
S4 = markers("s4", "udpplan readspec localpy bcastfail bcastwhy bcastfix discover coordlocal cflocal testok4 memlocal "
                   "commit4")
S5 = markers("s5", "renameplan premv gitmvapi modcoord sedrename coordtests handlerfail2 halog2 grepapi handlerwhy2 "
                   "handlerfix2 fulltests lesson2 commit5a ciplan manifestit workflow cifail ciwhy manifestfix "
                   "ignorebrands cigreen")
S6 = markers("s6", "releaseplan changelog readme bumpver commit6 pretag tag010 ghrelease forumpost memrelease")
S7 = markers("s7", "forum triage repro215 tenthswhy fwfix fwtest vlanwhy optionsflow rmdiscover testok7 lesson3 "
                   "bump020 release020 anawish")
S8 = markers("s8", "incident halog8 yukilimit ratedecision readfail8 grepinterval intervaledit batchedit coordedit "
                   "ratetest testok8 lesson4 bump021 release021 incnote memrate")
S9 = markers("s9", "driesreview tokenplan constauth cloudtoken reauthpy migrate migtest migfail migwhy migfix testok9 "
                   "migrule labmigrated memauth commit9")
S10 = markers("s10", "iotplan iotedit battery binsensor diagplan diagnostics writefail10 readstrings testok10 "
                     "hassfestlocal driesnotes changelog030 release030")
S11 = markers("s11", "log11 hacsdefault brandspr prehacspr hacspr noyaml readmeyaml plans roadmap memplans commit11")

FACT = [
    ("Which port number do the radiator heads answer on for LAN requests?",
     ["s4.udpplan", "s4.readspec", "s4.memlocal", "s1.const1", "s4.cflocal", "s7.forum"]),
    ("What's the daily cap on calls to the manufacturer's servers for a single user?",
     ["s8.yukilimit", "s8.memrate", "s8.incnote", "s8.lesson4", "s8.halog8", "s8.intervaledit"]),
    ("What number can I ring to reach our contact at the valve maker?", ["s4.udpplan", "s4.memlocal"]),
    ("Which software version are the three radiator heads in my own flat running?",
     ["s4.discover", "s4.memlocal", "s7.tenthswhy"]),
    ("How many radiator heads does our tester in Portugal have?",
     ["s6.forumpost", "s6.memrelease", "s7.forum", "s8.incident", "s8.yukilimit", "s8.incnote"]),
    ("What is the number of the pull request that asks for us to be included in the store's built-in catalogue?",
     ["s11.hacspr", "s11.roadmap", "s11.memplans"]),
    ("How long does the vendor's long-lived sign-in credential stay valid before a user has to log in again?",
     ["s1.fetchapi", "s9.tokenplan", "s9.memauth", "s9.driesreview"]),
    ("At what battery voltage does the charge level read zero percent?",
     ["s10.iotplan", "s10.battery", "s4.readspec"]),
    ("Where's the public discussion where users report problems with the integration? I need the link.",
     ["s6.forumpost", "s6.memrelease", "s7.forum", "s6.readme"]),
    ("Who do users write to if they want a blocked vendor account released sooner?", ["s8.incnote"]),
]

DECISION = [
    ("What was the justification for the original refresh rate against the vendor's web service?",
     ["s3.coordplan", "s3.memarch", "s1.fetchapi", "s1.const1"]),
    ("Why does setup now ask people to type in addresses instead of locating the valves by itself?",
     ["s7.vlanwhy", "s7.lesson3", "s7.rmdiscover", "s7.bump020"]),
    ("Why did the saved sign-in details shrink to a single token?",
     ["s9.driesreview", "s9.tokenplan", "s9.memauth"]),
    ("Why does the integration page now present it as talking to devices on the home network rather than over "
     "the internet?", ["s10.iotplan", "s10.changelog030"]),
    ("Why was the file with the web service client given a different name?", ["s5.renameplan"]),
    ("Why do measured values come straight from the valves while setpoint changes still go through the vendor?",
     ["s4.udpplan", "s4.readspec", "s4.memlocal", "s4.coordlocal"]),
    ("Why did we tell the store's validation job in the pipeline to skip one of its checks?",
     ["s5.ciwhy", "s5.ignorebrands", "s5.cifail"]),
    ("Why can't someone still on April's Home Assistant release install this?",
     ["s2.handlerwhy1", "s2.hacsmin", "s2.lesson1"]),
    ("Why was the first beta only installable by adding the repository by hand?",
     ["s6.releaseplan", "s6.memrelease"]),
    ("Why do we now fetch the state of the whole home in a single call?",
     ["s8.ratedecision", "s8.yukilimit", "s8.memrate", "s8.incnote", "s8.lesson4", "s8.batchedit"]),
]

ERROR = [
    ("The first time I tried to add the integration on the lab machine, the setup dialog wouldn't even open. Why?",
     ["s2.handlerfail1", "s2.halog1", "s2.hacore", "s2.handlerwhy1", "s2.lesson1"]),
    ("Why did adding a second home on the lab instance break right after the client file was moved?",
     ["s5.handlerfail2", "s5.halog2", "s5.grepapi", "s5.handlerwhy2", "s5.handlerfix2", "s5.lesson2"]),
    ("Why did the test that sets up an entry die with an error about loading trusted certificates inside the "
     "async loop?", ["s3.blockfail", "s3.blockwhy", "s3.blockfix"]),
    ("Why did the operating system refuse to send our 'who is out there' packet?",
     ["s4.bcastfail", "s4.bcastwhy", "s4.bcastfix"]),
    ("Why were some people seeing absurd room readings, ten times what the thermometer said?",
     ["s7.tenthswhy", "s7.repro215", "s7.fwfix", "s7.forum", "s7.fwtest"]),
    ("Why did everyone's entities go unavailable and the vendor's own app refuse people that Saturday?",
     ["s8.incident", "s8.halog8", "s8.yukilimit", "s8.incnote", "s8.lesson4", "s8.memrate"]),
    ("Why did the test for upgrading old stored entries fail?", ["s9.migfail", "s9.migwhy", "s9.migfix"]),
    ("What did Home Assistant's own validator reject in our metadata file on the first pipeline run?",
     ["s5.cifail", "s5.ciwhy", "s5.manifestfix"]),
    ("Why did the UniFi user's install never see a single radiator head?",
     ["s7.forum", "s7.triage", "s7.vlanwhy", "s7.lesson3"]),
    ("Why was the write to the translations file refused while we were adding the support download?",
     ["s10.writefail10", "s10.readstrings"]),
]

TEMPORAL = [
    ("What did we do on {day:2028-05-09}?", S4),
    ("What did we work on {mday:2028-05-15}?", S6),
    ("What did we get done last Wednesday?", S11),
    ("What did we work on the first working day after the vendor started enforcing its quota?", S8),
    ("On which day did the first public beta go out?",
     ["s6.tag010", "s6.ghrelease", "s6.commit6", "s6.memrelease", "s6.changelog", "s6.releaseplan"]),
    ("What did we do three days after the first beta was published?", S7),
    ("What did we do last Monday?", S10),
    ("What did we do on the Thursday of the project's second week?", S5),
    ("What did we work on the first Friday of the project?", S3),
    ("What happened on {day:2028-05-03}?", S2),
]

MULTIHOP = [
    ("The add-integration dialog failed twice: what caused it each time, and how did the causes differ?",
     ["s2.handlerwhy1", "s5.handlerwhy2", "s2.lesson1", "s5.lesson2", "s2.halog1", "s5.halog2"]),
    ("The tester whose valves sit on a separate network segment: which subnet is it, and which version fixed "
     "his problem?", ["s7.forum", "s7.lesson3", "s7.bump020", "s7.release020"]),
    ("The person who sent us the LAN protocol document: what daily limit did she tell us about later?",
     ["s8.yukilimit", "s8.memrate", "s4.udpplan", "s4.memlocal", "s8.incnote"]),
    ("The tester who asked for the charge level in percent: at what level did she want a warning, and which "
     "release delivered it?", ["s7.anawish", "s10.changelog030", "s10.binsensor", "s10.iotplan", "s10.release030"]),
    ("Which commit moved the web service client, and what is its class called now?",
     ["s5.commit5a", "s5.gitmvapi", "s5.renameplan", "s5.sedrename"]),
    ("The co-maintainer who objected to keeping passwords: what does he want to do before changes to the setup "
     "flow are merged?", ["s10.driesnotes", "s9.driesreview", "s9.tokenplan"]),
    ("How many requests a day did the biggest tester's home generate under the old polling, and how many does any "
     "home make now?", ["s8.yukilimit", "s8.incnote", "s8.lesson4", "s8.ratedecision"]),
    ("What kind of encryption will the next valve software bring, and by when must our version that handles it be "
     "out?", ["s11.plans", "s11.roadmap", "s11.memplans", "s4.readspec", "s4.memlocal"]),
    ("The readings that were ten times too high: which firmware caused them, and why were my own valves fine?",
     ["s7.tenthswhy", "s7.repro215", "s4.discover", "s4.memlocal", "s7.forum"]),
    ("Which Home Assistant version was the lab VM on when we started, and what did we move it to?",
     ["s2.hacore", "s2.haupdate", "s1.labver", "s2.handlerwhy1"]),
]

PREFERENCE = [
    ("Can I use the requests library for a quick call to the vendor's web service?", ["s1.rules"]),
    ("Is it OK to print the user's email address in a debug message when sign-in fails?",
     ["s1.rules", "s10.diagplan"]),
    ("Where should the wording of a new error shown to users live?", ["s1.rules"]),
    ("How does our contact at the manufacturer prefer to be reached?", ["s4.udpplan", "s4.memlocal"]),
    ("Which convention does the release history file have to follow?",
     ["s6.releaseplan", "s6.memrelease", "s6.changelog"]),
    ("A tag I pushed points at a broken build. Can I delete it and push it again?",
     ["s6.releaseplan", "s6.memrelease"]),
    ("Should users be able to set the integration up from their YAML files?", ["s11.noyaml", "s11.readmeyaml"]),
    ("I'm changing what gets saved for each configured home. What else do I need to do?", ["s9.migrule"]),
    ("I just renamed a module. What do I have to check before committing?", ["s5.handlerwhy2", "s5.lesson2"]),
    ("How does my co-maintainer want pull requests merged and the notes on GitHub written?", ["s10.driesnotes"]),
]

SUPERSEDED = [
    ("How often do we contact the vendor's servers now?",
     ["s8.ratedecision", "s8.intervaledit", "s8.memrate", "s8.incnote", "s8.bump021", "s8.release021", "s10.iotplan"],
     ["s3.coordplan", "s3.memarch", "s1.const1", "s3.commit3", "s6.changelog"]),
    ("How does the integration find the valves on the home network now?",
     ["s7.vlanwhy", "s7.optionsflow", "s7.rmdiscover", "s7.bump020", "s7.lesson3"],
     ["s4.udpplan", "s4.cflocal", "s4.localpy", "s4.discover", "s4.memlocal", "s4.commit4", "s6.changelog"]),
    ("What do we keep in a configured entry to be able to sign in?",
     ["s9.tokenplan", "s9.memauth", "s9.labmigrated", "s9.migrate", "s9.reauthpy"],
     ["s2.cflow", "s2.cfpy", "s3.apipy", "s3.initpy"]),
    ("In our metadata file, how do we currently classify the way the integration reaches the devices?", ["s10.iotplan", "s10.iotedit", "s10.changelog030"],
     ["s1.manifest1", "s5.manifestfix"]),
    ("Which file and class hold the client for the vendor's web service?",
     ["s5.renameplan", "s5.gitmvapi", "s5.sedrename", "s5.commit5a", "s5.handlerfix2"],
     ["s2.apiv0", "s3.apipy", "s3.memarch", "s2.cfpy"]),
    ("What's the constant for how often the vendor's servers are polled called?",
     ["s8.ratedecision", "s8.intervaledit", "s8.memrate", "s8.ratetest"],
     ["s1.const1", "s3.memarch", "s8.grepinterval", "s3.coordpy"]),
    ("Which Home Assistant release does the lab VM run?",
     ["s2.haupdate", "s2.handlerwhy1", "s5.handlerfail2"], ["s1.labver", "s2.hacore"]),
    ("How is the charge of the valves' batteries shown to users?",
     ["s10.iotplan", "s10.battery", "s10.changelog030", "s10.binsensor"],
     ["s3.sensorpy", "s3.memarch", "s3.entities", "s6.readme"]),
    ("What's our newest published version?",
     ["s10.release030", "s10.changelog030", "s11.log11", "s11.hacsdefault"],
     ["s6.ghrelease", "s6.tag010", "s7.release020", "s8.release021"]),
    ("What's the oldest Home Assistant version we support?",
     ["s2.hacsmin", "s2.handlerwhy1", "s6.readme", "s11.readmeyaml"], ["s1.hacsjson"]),
]


def questions() -> list[dict]:
    return by_category(FACT, DECISION, ERROR, TEMPORAL, MULTIHOP, PREFERENCE, SUPERSEDED)
