"""The 70 questions about the tallyho history, asked on Monday 22 November 2027 (see README.md).

Written blind and committed before the set was first scored; not edited afterwards. Each names the
markers of the items that answer it (`gold`) and, for a renamed or reversed thing, the items of the old
state (`stale`). Dates in {day:...}, {mday:...}, {wd:...} are rendered by bench/agent_eval.py.
"""
from __future__ import annotations

from _agentset import markers  # bench/, on the path of build.py


S1 = markers("s1", "goal modinit goget errpref root store cfgyaml build1 readgomod memstack commit1")
S2 = markers("s2", "harvest harvestclient testpref goldentest gotest2 rounding pushcmd lockfail lockwhy lockfix "
                   "maxconns pushok lesson1 memround commit2")
S3 = markers("s3", "relsetup golangci lintfail lintfix lintok goreleaser xfail cgolist purego swapdriver driveredit "
                   "driveropen cgo0 xok lesson3 gotest3 commitpref commit3")
S4 = markers("s4", "rename gitmvcmd syncedit flagedit aliasrun toggl gitmvpkg provideriface togglclient toggl401 "
                   "togglauth togglfix togglok gotest4 commit4 commit4b")
S6 = markers("s6", "dstbug dsttest dstfail dstwhy dstfix dstfix2 migrate dstok tzfail tzwhy tzfix tzok lesson4 commit6 "
                   "issuereply")
S8 = markers("s8", "h401 h401fail cfgread cfgshow h401why h401fix h401guard h401ok lesson2 gotest8 outpref reportjson "
                   "commit8")
S9 = markers("s9", "demo lock2 lockfail2 lsof lockwhy2 lockfix2 locktest locktestok nobeta rmbeta skipupload grcheck "
                   "readgomod2 memchannel commit9")
S10 = markers("s10", "v100 prechecks10 tag100 ghrun10 brewup debinstall demoprep rehearse demodoc memv1 commit10")

FACT = [
    ("Which Harvest account do we rehearse against so nobody's real timesheet gets touched?",
     ["s10.demoprep", "s10.rehearse", "s10.demodoc"]),
    ("How often does the Harvest client try again after a failure, and what's the per-request time limit?",
     ["s2.harvest", "s2.harvestclient"]),
    ("What's the id of the Toggl workspace the entries land in?", ["s4.togglok", "s7.cfgtoml"]),
    ("How much bigger does the binary get from bundling the zone database?", ["s6.tzwhy", "s6.lesson4"]),
    ("Which Go toolchain version and module path is the project on?",
     ["s1.modinit", "s1.readgomod", "s1.memstack", "s9.readgomod2", "s5.releaseyml"]),
    ("Under what name is the container image pushed to the registry?", ["s5.dockermove", "s5.dockersedit"]),
    ("Which checks does our golangci config turn on?", ["s3.golangci"]),
    ("Which downloadable files are attached to the 1.0 release on GitHub?", ["s10.ghrun10", "s10.debinstall"]),
    ("What Harvest project number does the brand alias point to?", ["s1.cfgyaml", "s7.cfgtoml", "s8.cfgread", "s7.yamlrepro"]),
    ("Which GitHub issue tracked the hour that went missing when summer time ended?",
     ["s6.issuereply", "s6.commit6"]),
]

DECISION = [
    ("Why did we abandon the C-based SQLite library?", ["s3.purego", "s3.commit3", "s3.lesson3"]),
    ("Why is the settings file written in TOML these days?", ["s7.toml", "s7.memconfig"]),
    ("Why do we now upload the exact number of minutes instead of quarter hours?",
     ["s7.noround", "s7.memconfig", "s7.roundoff"]),
    ("Why did we get rid of the separate beta formula in the tap?", ["s9.nobeta", "s9.memchannel"]),
    ("Why was the main upload command given a different name?", ["s4.rename"]),
    ("Why bundle the zoneinfo data into the executable rather than pick another base image?",
     ["s6.tzwhy", "s6.lesson4"]),
    ("Why had we started out rounding every entry to fifteen minutes?", ["s2.rounding", "s2.memround"]),
    ("Why does the database keep timestamps in UTC now?", ["s6.dstwhy", "s6.dstfix", "s6.commit6"]),
    ("Why was the Harvest code moved into a sub-directory?", ["s4.toggl", "s4.commit4b"]),
    ("Why did we switch the SQLite journal to write-ahead logging?", ["s9.lockwhy2", "s9.lockfix2", "s9.commit9"]),
]

ERROR = [
    ("Why did the very first upload attempt die with a locked database?",
     ["s2.lockfail", "s2.lockwhy", "s2.lockfix", "s2.maxconns", "s2.lesson1"]),
    ("Why couldn't Marta sync while the menu-bar timer was running?",
     ["s9.lock2", "s9.lockfail2", "s9.lockwhy2", "s9.lockfix2", "s9.lsof"]),
    ("Why did Toggl refuse our credentials the first time we tried it?",
     ["s4.toggl401", "s4.togglauth", "s4.togglfix"]),
    ("Why did every Harvest user suddenly get rejected as unauthorized although their tokens were fine?",
     ["s8.h401", "s8.h401fail", "s8.h401why", "s8.cfgshow", "s8.cfgread", "s8.h401fix", "s8.h401guard",
      "s8.lesson2"]),
    ("What broke the snapshot build for the Apple Silicon Macs?",
     ["s3.xfail", "s3.cgolist", "s3.purego", "s3.lesson3"]),
    ("What did the linter complain about the first time we ran it?", ["s3.lintfail", "s3.lintfix"]),
    ("Why did the container refuse to do a dry-run sync right after the UTC change?",
     ["s6.tzfail", "s6.tzwhy", "s6.tzfix", "s6.lesson4"]),
    ("Why was an overnight shift uploaded one hour short?",
     ["s6.dstbug", "s6.dstfail", "s6.dstwhy", "s6.dstfix", "s6.dstfix2"]),
    ("Why did the hours for the Norwegian customer get booked to the wrong project?",
     ["s7.toml", "s7.yamlrepro", "s7.memconfig"]),
    ("Which test reproduced the clock-change problem, and what did it report?", ["s6.dsttest", "s6.dstfail"]),
]

TEMPORAL = [
    ("What did we do on {day:2027-10-29}?", S3),
    ("What got done last Tuesday?", S9),
    ("What did we work on {mday:2027-11-12}?", S8),
    ("When did the first version become installable through Homebrew?",
     ["s5.tag010", "s5.brewinstall", "s5.memrelease", "s5.ghrun5", "s5.v010"]),
    ("What did we do the day after Priya announced her all-hands demo?", S10),
    ("What did we do on the Monday after the first release went out?", S6),
    ("What did we work on two days before the first release?", S4),
    ("What did we do on the Wednesday of our first week?", S2),
    ("When did we move the settings file from YAML to TOML?", ["s7.toml", "s7.tomledit", "s7.memconfig",
                                                               "s7.commit7", "s7.cfgtoml", "s7.legacyyaml"]),
    ("What did we do on {mday:2027-10-25}?", S1),
]

MULTIHOP = [
    ("We saw the locked-database error twice: what was the cause the first time and what was it the second time?",
     ["s2.lockwhy", "s9.lockwhy2", "s2.lesson1", "s2.lockfail", "s9.lockfail2"]),
    ("Both time trackers answered with unauthorized at some point: what was behind each of those?",
     ["s4.togglauth", "s4.togglfix", "s4.toggl401", "s8.h401why", "s8.lesson2", "s8.h401fail"]),
    ("Tomasz's missing-hour fix: in which release did it first ship, and on what date?",
     ["s6.commit6", "s6.issuereply", "s10.tag100", "s10.memv1", "s10.v100"]),
    ("The driver we adopted to get rid of cgo: how do we hand it the busy timeout?",
     ["s3.swapdriver", "s3.driveredit", "s9.lockwhy2", "s9.lockfix2"]),
    ("Which part of the YAML-to-TOML move later made Harvest reject every sync?",
     ["s8.h401why", "s8.cfgread", "s8.cfgshow", "s7.legacyyaml", "s7.toml"]),
    ("How many hours did the first successful Toggl sync send, and which way of authenticating made it work?",
     ["s4.togglok", "s4.togglfix", "s4.togglauth"]),
    ("Which version did brew upgrade from when 1.0 came out, and when had that one been released?",
     ["s10.brewup", "s5.tag010", "s5.memrelease", "s5.brewinstall"]),
    ("Does the old upload command still work in 1.0, and what does it print when you use it?",
     ["s4.aliasrun", "s4.syncedit", "s10.v100", "s4.rename"]),
    ("Where did the Dockerfile move, and why did the image built from it fail on time zones?",
     ["s5.gitmvdocker", "s6.tzfail", "s6.tzwhy", "s6.tzfix"]),
    ("Who asked for the 1.0 release and for what occasion, and what did the rehearsal of her script run?",
     ["s9.demo", "s10.demoprep", "s10.rehearse"]),
]

PREFERENCE = [
    ("To debug auth, can I show the first few characters of the token when --verbose is on?", ["s1.errpref", "s1.root"]),
    ("How should a helper function hand an error back to its caller?", ["s1.errpref"]),
    ("Is it okay for a new test to call the real Harvest API?", ["s2.testpref"]),
    ("The request body changed; how do I update the expected output files?", ["s2.testpref", "s7.goldenupd"]),
    ("How do I word the commit message for a change in the store package?", ["s3.commitpref"]),
    ("Can I delete the old date flag now that it has a replacement?", ["s4.rename"]),
    ("What has to be true before I push a version tag?", ["s5.releasepref", "s5.prechecks", "s10.prechecks10"]),
    ("Should progress messages be printed on standard output?", ["s8.outpref"]),
    ("When new code handles times, should it work in local time or UTC?", ["s6.dstwhy"]),
    ("Can I build the release archives on my laptop and upload them myself?", ["s5.releasepref"]),
]

SUPERSEDED = [
    ("Which SQLite driver does tallyho use?",
     ["s3.purego", "s3.swapdriver", "s3.driveredit", "s3.driveropen", "s3.commit3", "s3.lesson3", "s9.readgomod2",
      "s9.lockwhy2"],
     ["s1.goal", "s1.goget", "s1.memstack", "s1.store", "s1.readgomod"]),
    ("What format is the configuration file in?",
     ["s7.toml", "s7.tomledit", "s7.cfgtoml", "s7.memconfig", "s7.commit7", "s7.legacyyaml", "s7.tomlhelp"],
     ["s1.goal", "s1.cfgyaml", "s1.memstack", "s1.root", "s1.commit1"]),
    ("Do entries get rounded before they are sent, and to how many minutes?",
     ["s7.noround", "s7.roundoff", "s7.memconfig", "s7.roundflag"],
     ["s2.rounding", "s2.memround", "s2.pushcmd"]),
    ("How are pre-release builds distributed to people?",
     ["s9.nobeta", "s9.memchannel", "s9.rmbeta", "s9.commit9", "s9.skipupload"],
     ["s5.v010", "s5.memrelease", "s5.grpackages"]),
    ("What command do I run to upload my hours?", ["s4.rename", "s4.syncedit", "s4.commit4", "s4.aliasrun", "s4.gitmvcmd",
                                                   "s10.v100", "s10.demodoc"],
     ["s2.pushcmd", "s1.goal", "s2.pushok"]),
    ("Which option sets the first day of a sync?", ["s4.flagedit", "s4.rename", "s4.aliasrun"], ["s2.pushcmd"]),
    ("Where does the Harvest client's source code live?", ["s4.gitmvpkg", "s4.commit4b", "s4.toggl", "s8.h401guard"],
     ["s2.harvestclient", "s2.goldentest", "s2.commit2"]),
    ("Where is the Dockerfile kept in the repository?",
     ["s5.gitmvdocker", "s5.dockersedit", "s5.dockermove", "s5.commit5", "s6.tzfail"], []),
    ("In what form are start and stop times saved in the database?",
     ["s6.dstwhy", "s6.dstfix", "s6.dstfix2", "s6.commit6", "s6.migrate", "s6.issuereply", "s10.v100"],
     ["s1.store"]),
    ("What is the latest released version of tallyho?",
     ["s10.tag100", "s10.memv1", "s10.brewup", "s10.ghrun10", "s10.debinstall", "s10.v100"],
     ["s5.tag010", "s5.memrelease", "s5.brewinstall"]),
]


def questions() -> list[dict]:
    out = []
    for cat, rows in (("fact", FACT), ("decision", DECISION), ("error", ERROR), ("temporal", TEMPORAL),
                      ("multi-hop", MULTIHOP), ("preference", PREFERENCE)):
        out += [{"id": f"{cat}-{n}", "category": cat, "question": q, "gold": gold}
                for n, (q, gold) in enumerate(rows, 1)]
    out += [{"id": f"superseded-{n}", "category": "superseded", "question": q, "gold": gold,
             **({"stale": stale} if stale else {})}
            for n, (q, gold, stale) in enumerate(SUPERSEDED, 1)]
    return out
