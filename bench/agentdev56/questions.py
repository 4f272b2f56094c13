"""The 70 questions about the trailcairn history, asked on Thursday 2 March 2028 (see README.md).

Written blind and committed before the set was first scored. Each names the markers of the items
that answer it (`gold`) and, for a renamed or reversed thing, the items of the old state (`stale`).
Dates in {day:...}, {mday:...}, {wd:...} are rendered by bench/agent_eval.py.
"""
from __future__ import annotations

from _agentset import by_category  # bench/, on the path of build.py

S1 = ["s1.goal", "s1.rules", "s1.catalog", "s1.appgradle", "s1.kspfail", "s1.kspfix", "s1.build1", "s1.commit1"]
S2 = ["s2.walksapi", "s2.apidoc", "s2.clubapi", "s2.roomdb", "s2.schemawarn", "s2.schemarule", "s2.schemafix",
      "s2.priheader", "s2.netmodule", "s2.inetfail", "s2.inetfix", "s2.test2", "s2.memapi", "s2.commit2"]
S4 = ["s4.tiles", "s4.maplibre", "s4.tileworker", "s4.tilestore1", "s4.schedule1", "s4.hiltwfail", "s4.hiltwwhy",
      "s4.hiltwfix", "s4.lesson1", "s4.workertest", "s4.tilesize", "s4.alasdairbeta", "s4.memtiles", "s4.commit4"]
S5 = ["s5.detail", "s5.routeentity", "s5.migr12", "s5.repo1", "s5.fkfail1", "s5.fkwhy1", "s5.fkfix1", "s5.lesson2",
      "s5.test5", "s5.rename", "s5.grepclubapi", "s5.editfail", "s5.mvclubapi", "s5.renameapi", "s5.build5",
      "s5.commit5"]
S7 = ["s7.crash", "s7.firebasecat", "s7.crashdebug", "s7.gsfail", "s7.gsfix", "s7.signing", "s7.signcfg",
      "s7.bundle1", "s7.internal", "s7.crashtest", "s7.memrelease", "s7.commit7"]
S8 = ["s8.blankmap", "s8.cacheempty", "s8.mbtiles", "s8.tilestore2", "s8.workermb", "s8.fgadd", "s8.mbsize",
      "s8.lesson3", "s8.gpx", "s8.jpxadd", "s8.gpximporter1", "s8.gpxtest1", "s8.commit8"]
S9 = ["s9.gpxbug", "s9.gpxcrash", "s9.readfail", "s9.readgpx", "s9.pullparser", "s9.rmjpx", "s9.gpxparser",
      "s9.gpxtest2", "s9.fkfail2", "s9.fkwhy2", "s9.fkfix2", "s9.lesson4", "s9.test9", "s9.commit9"]
S11 = ["s11.incident", "s11.stacktrace", "s11.fgswhy", "s11.fgsmanifest", "s11.fgsinfo", "s11.logcattimeout",
       "s11.preverify", "s11.fgsverify", "s11.version101", "s11.bundle101", "s11.rollout5", "s11.incnote",
       "s11.memrollout2", "s11.a14rule", "s11.commit11"]

FACT = [
    ("Which number does the emergency contact button on a walk's page ring?", ["s3.dutyphone", "s3.dialbtn"]),
    ("How much space does the downloaded hill map take on a phone, and how many pieces is it made of?",
     ["s4.tilesize", "s4.memtiles", "s8.mbsize", "s6.datacomplaint", "s8.mbtiles", "s4.tiles"]),
    ("What port is the pre-production API listening on?",
     ["s2.walksapi", "s2.apidoc", "s2.memapi", "s1.appgradle", "s8.n04"]),
    ("How many people are in the closed beta group, and what is the group's email address?",
     ["s7.internal", "s7.memrelease"]),
    ("How bad did stability get for the first store version over the last weekend of February?",
     ["s11.incident", "s11.incnote", "s11.stacktrace"]),
    ("What's the IP address of the machine the club's server code runs on?", ["s2.memapi"]),
    ("Under which project name do our crash reports get collected?", ["s7.crash", "s7.gsfix", "s7.memrelease"]),
    ("How large was the signed upload file of the first public version?",
     ["s10.bundle100", "s10.memrollout1"]),
    ("Which library draws the map, and which version of it did we add?", ["s4.tiles", "s4.maplibre", "s4.memtiles"]),
    ("Which handset do we normally install debug builds on, and what OS version does it run?",
     ["s3.n07", "s11.fgswhy", "s11.incnote", "s11.a14rule"]),
]

DECISION = [
    ("Why did we change the JSON library in the first week?", ["s3.kxser", "s3.moshifail"]),
    ("Why does the background map download wait for a home network and a plugged-in phone?",
     ["s6.datacomplaint", "s6.schedule2", "s6.memsync"]),
    ("Why do the offline maps live in a single database file per area now instead of loose files?",
     ["s8.mbtiles", "s8.blankmap", "s8.lesson3", "s8.tilestore2"]),
    ("Why did we throw out the third-party library for reading route files from GPS devices?",
     ["s9.pullparser", "s9.gpxcrash", "s9.gpxparser"]),
    ("Why did we resume the release to a much smaller share of users than the first time?",
     ["s11.rollout5", "s11.memrollout2"]),
    ("Why does every call to the backend carry the app's version string?",
     ["s2.priheader", "s2.netmodule", "s2.memapi", "s10.v2plan"]),
    ("Why do we only collect crash reports and no usage tracking at all?", ["s7.crash", "s7.memrelease"]),
    ("Why did the Retrofit interface for the programme get a new name?", ["s5.rename"]),
    ("Why can't Room just wipe and recreate the local database when the tables change?", ["s5.detail"]),
    ("Why does the map download run as a visible job with a notification?", ["s8.mbtiles", "s8.fgadd"]),
]

ERROR = [
    ("What broke the very first debug build of the project?", ["s1.kspfail", "s1.kspfix"]),
    ("Why could the freshly installed debug app not talk to the server at all?", ["s2.inetfail", "s2.inetfix"]),
    ("Why couldn't the waiting-list reply from the server be decoded in the tests?", ["s3.moshifail", "s3.kxser"]),
    ("Why did the background map job fail to even be constructed the first time it ran?",
     ["s4.hiltwfail", "s4.hiltwwhy", "s4.hiltwfix", "s4.lesson1"]),
    ("Why did storing a walk's track points trip the constraint check in the repository test?",
     ["s5.fkfail1", "s5.fkwhy1", "s5.fkfix1", "s5.lesson2"]),
    ("Why did reloading the programme crash after a leader attached a route from a file?",
     ["s9.fkfail2", "s9.fkwhy2", "s9.fkfix2", "s9.lesson4"]),
    ("Why did the build break right after crash reporting was wired in?", ["s7.gsfail", "s7.gsfix"]),
    ("Why did the app die on a real phone as soon as a route file was picked, with the unit tests green?",
     ["s9.gpxbug", "s9.gpxcrash", "s9.pullparser"]),
    ("Why were members' phones crashing over the last weekend of February?",
     ["s11.incident", "s11.stacktrace", "s11.fgswhy", "s11.fgsmanifest", "s11.fgsinfo", "s11.incnote",
      "s11.memrollout2", "s11.bundle101"]),
    ("Why did the chair see an empty map up in the hills on {day:2028-02-19}?",
     ["s8.blankmap", "s8.cacheempty", "s8.mbtiles", "s8.lesson3"]),
]

TEMPORAL = [
    ("What did we do on {day:2028-02-09}?", S4),
    ("What did we work on {mday:2028-02-17}?", S7),
    ("What did we do two days before we shipped 1.0 to the store?", S9),
    ("What did we get done last {wd:2028-02-28}?", S11),
    ("When did the app first go out to the closed test group?",
     ["s7.internal", "s7.memrelease", "s7.bundle1", "s7.commit7"]),
    ("What did we do on the Monday after the walk where the offline map failed?", S8),
    ("What happened on {mday:2028-02-03}?", S2),
    ("Which day did we first publish a build to production?",
     ["s10.release", "s10.rollout", "s10.memrollout1", "s10.tag100", "s10.bundle100", "s10.version100"]),
    ("What did we do the Friday before the tile downloader was moved to its own package?", S5),
    ("What did we set up on the first day of February?", S1),
]

MULTIHOP = [
    ("The foreign key failure happened twice: what caused it each time, and how were the causes different?",
     ["s5.fkwhy1", "s9.fkwhy2", "s5.lesson2", "s9.lesson4", "s5.fkfail1", "s9.fkfail2"]),
    ("The coordinator who complained about his phone bill: what feature did he ask for afterwards, and which "
     "library did we first reach for to build it?",
     ["s6.datacomplaint", "s8.gpx", "s8.jpxadd", "s8.gpximporter1"]),
    ("The code path that crashed after the release: when was it added and for what reason?",
     ["s8.mbtiles", "s8.fgadd", "s11.fgswhy", "s11.incnote"]),
    ("Which commit moved the tile downloader, and what was the old name of its scheduled job?",
     ["s6.commit6", "s6.gitmvworker", "s6.cancelold", "s6.movepkg", "s6.memsync", "s4.schedule1", "s4.memtiles"]),
    ("The HTTP interface we renamed: what was it called before, and which commit did the rename?",
     ["s5.commit5", "s5.mvclubapi", "s5.rename", "s5.renameapi"]),
    ("Whose phone showed the empty map in the hills, and what happened to that same phone after the release?",
     ["s8.blankmap", "s11.incident"]),
    ("What crash-free level gates each step of the new rollout, and by when must it reach everyone for the "
     "chair's presentation?", ["s11.rollout5", "s11.memrollout2"]),
    ("Who runs the backend, and what does she need from us before the app relies on her next API version?",
     ["s10.v2plan", "s10.memrollout1", "s2.memapi", "s2.walksapi"]),
    ("The serialization library we moved to: whose server already used it, and which field tells the sign-up "
     "outcomes apart?", ["s3.kxser", "s3.kxconv", "s3.signupdto", "s3.signup"]),
    ("What OS version were the beta testers' phones on, and what device check did we add to the release routine "
     "because of it?", ["s11.fgswhy", "s11.a14rule", "s11.incnote"]),
]

PREFERENCE = [
    ("Where do I write the version number of a dependency I'm adding?", ["s1.rules"]),
    ("Can I wire a new code generator in through the old Java-style annotation processing?", ["s1.rules"]),
    ("What has to be green before I commit?", ["s1.rules"]),
    ("How big do buttons and text need to be in the UI?", ["s3.ui", "s3.walksscreen"]),
    ("Can I add Google Analytics to see which screens people use?", ["s7.crash", "s7.memrelease"]),
    ("Is it OK to check the release signing key into the repo so CI can build?", ["s7.signing", "s7.memrelease"]),
    ("From what state of the repository may a store build be made?", ["s10.release"]),
    ("Can I just switch off the warning the database library prints at compile time?", ["s2.schemarule"]),
    ("What do I have to deliver along with a change to a table in the local database?", ["s5.detail"]),
    ("Which devices must a new version be tried on before it goes out?", ["s11.a14rule"]),
]

SUPERSEDED = [
    ("What do we use to turn server responses into Kotlin objects?",
     ["s3.kxser", "s3.kxcatalog", "s3.kxconv", "s3.signupdto", "s3.commit3"],
     ["s2.walksapi", "s2.netmodule", "s1.catalog"]),
    ("Under what network conditions does the map sync run?",
     ["s6.schedule2", "s6.datacomplaint", "s6.jobsched2", "s6.memsync", "s6.commit6", "s10.whatsnew"],
     ["s4.tiles", "s4.schedule1", "s4.memtiles", "s6.jobsched1"]),
    ("Where on the phone are the offline tiles kept?",
     ["s8.mbtiles", "s8.tilestore2", "s8.lesson3", "s8.commit8", "s8.mbsize"],
     ["s4.tiles", "s4.tilestore1", "s4.memtiles", "s4.tilesize"]),
    ("What do we read imported route files with?",
     ["s9.pullparser", "s9.gpxparser", "s9.rmjpx", "s9.commit9", "s9.gpxtest2"],
     ["s8.gpx", "s8.jpxadd", "s8.gpximporter1", "s8.commit8"]),
    ("What share of users is the production rollout at?",
     ["s11.rollout5", "s11.memrollout2", "s11.incnote"], ["s10.release", "s10.rollout", "s10.memrollout1"]),
    ("What is the class that downloads the map tiles called, and which package is it in?",
     ["s6.movepkg", "s6.gitmvworker", "s6.renameworker", "s6.memsync", "s6.commit6", "s6.cancelold", "s8.workermb",
      "s8.fgadd", "s11.fgsinfo", "s11.stacktrace", "s11.fgswhy", "s11.incnote", "s6.premv", "s6.n11",
      "s11.fgsverify", "s11.preverify", "s11.logcattimeout"],
     ["s4.tileworker", "s4.memtiles", "s4.tiles", "s4.hiltwfail", "s6.grepworker"]),
    ("What is the Retrofit interface for the walks endpoints called?",
     ["s5.rename", "s5.mvclubapi", "s5.renameapi", "s5.commit5", "s5.n17"],
     ["s2.clubapi", "s2.commit2", "s3.signupapi", "s5.grepclubapi"]),
    ("Which app version is being rolled out to members right now?",
     ["s11.version101", "s11.bundle101", "s11.rollout5", "s11.memrollout2", "s11.incnote"],
     ["s10.version100", "s10.memrollout1", "s10.release", "s10.bundle100"]),
    ("How are the walks from the server written into the local database?",
     ["s9.fkfix2", "s9.fkwhy2", "s9.lesson4", "s9.commit9"], ["s2.roomdb"]),
    ("Which version of the symbol-processing plugin does the catalog pin?", ["s1.kspfix"], ["s1.catalog"]),
]


def questions() -> list[dict]:
    return by_category(FACT, DECISION, ERROR, TEMPORAL, MULTIHOP, PREFERENCE, SUPERSEDED)
