"""The 70 questions on the marshcount history, 10 per category, asked days later in a developer's words.

Written before anything was scored (blind: without the other sets' questions or the ranking code).
Dates in {day:...} / {mday:...} / {wd:...} are rendered by bench/agent_eval.py.
"""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from _agentset import numbered  # noqa: E402

FACT = [
    ("What's the oldest Android release the app still has to support, and why that one?",
     ["s1.minsdk", "s1.appgradle"]),
    ("Where exactly do the counts get posted to, and how does a phone prove who it is?",
     ["s4.memapi", "s4.api", "s4.apidocs"]),
    ("Where does the list of two dozen everyday birds on the main screen come from?", ["s7.favs", "s7.grid"]),
    ("Where do we keep the key the store builds are signed with?",
     ["s6.memrelease", "s6.keystore", "s10.memrelease2"]),
    ("How many records can go in a single request to the trust's server?",
     ["s4.apidocs", "s4.memapi", "s8.uploadworker"]),
    ("What's in the bird reference file the ecologist gave us?", ["s2.speciescsv", "s2.data"]),
    ("Where does the walk screen get its map from when there's no coverage?", ["s7.maplibre", "s7.mapw"]),
    ("What does the job that runs in the middle of the night do, and what does it wait for?",
     ["s8.nightly", "s8.batch"]),
    ("Which Java version does the GitHub pipeline have to be set up with?",
     ["s10.cifix", "s10.memrelease2", "s10.cierr"]),
    ("How long does the HTTP client wait for the server's answer these days?", ["s9.timeout"]),
]

DECISION = [
    ("Why aren't we using kapt for Room and Hilt?", ["s2.ksp"]),
    ("Why did we throw out the Google map component?", ["s7.maplibre", "s7.feedback"]),
    ("Why does counting happen on big squares now rather than a scrolling list?", ["s7.grid", "s7.feedback"]),
    ("Why don't counts reach Harriet while a volunteer is still out walking?", ["s8.batch"]),
    ("Why did the species column change copy the whole table instead of just renaming the column?",
     ["s8.migmanual", "s8.lesson2"]),
    ("How did we settle on getting the app to people who can't use Google's store?",
     ["s10.ci", "s10.memrelease2"]),
    ("Why does every sighting carry a random id generated on the phone?",
     ["s9.clientid", "s9.lesson3", "s9.mig23"]),
    ("Why did we turn off WorkManager's automatic startup in the manifest?", ["s4.workerfix", "s4.workererr"]),
    ("Why was the server address setting given a new name?", ["s8.cfgkey", "s8.cfgkeyedit"]),
    ("How did we choose to keep logging the route while the phone is in a pocket with the screen off?",
     ["s9.gps", "s9.trackservice"]),
]

ERROR = [
    ("The store build crashed when sending data but the debug one was fine. What was that about?",
     ["s6.r8crash", "s6.r8fix", "s6.r8fetch"]),
    ("What stopped the very first build of the project from compiling?", ["s1.composeerr", "s1.composefix"]),
    ("The app died at launch with a complaint about the application class. How did we fix it?",
     ["s2.hilterr", "s2.hiltfix"]),
    ("Why couldn't the background sender be instantiated at first?", ["s4.workererr", "s4.workerfix"]),
    ("Why did the server end up with each entry two or three times after the first test walk?",
     ["s5.dupfix", "s5.lesson1", "s5.dupread", "s5.dup1"]),
    ("What was behind the second round of doubled records, the ones from Dave's phone?",
     ["s9.lesson3", "s9.dup2log", "s9.priyalog", "s9.clientid"]),
    ("What crashed when we started the location tracking on the Pixel?", ["s9.fgserr", "s9.fgsfix"]),
    ("Why did the pipeline go red on its first run?", ["s10.cierr", "s10.cifix"]),
    ("What was the crash about touching the database from the UI thread, and where did it come from?",
     ["s2.mainthread", "s2.mainfix"]),
    ("Why couldn't Room generate the migration for us when the bird code column got its new name?",
     ["s8.schemaerr", "s8.migmanual", "s8.lesson2"]),
]

TEMPORAL = [
    ("What did we work on {mday:2026-09-15}?",
     ["s4.api", "s4.live", "s4.trustapi", "s4.syncworker", "s4.workerfix", "s4.memapi", "s4.commit4"]),
    ("In the session after the upload to the server was first wired up, what did we add?",
     ["s5.map", "s5.walkmap", "s5.dupfix", "s5.lesson1", "s5.commit5"]),
    ("What did we get done last Monday?", ["s10.ci", "s10.ciw", "s10.cifix", "s10.tag020", "s10.commits"]),
    ("What did we do two days after the tally screen got its new name?",
     ["s8.batch", "s8.uploadworker", "s8.rencol", "s8.migmanual", "s8.finishwalk", "s8.commit8"]),
    ("In the days just before the volunteers' field trial, what did we prepare?",
     ["s6.trial", "s6.signing", "s6.r8fix", "s6.tag010", "s6.memrelease"]),
    ("What did we do on the Monday right after the field trial?",
     ["s7.feedback", "s7.grid", "s7.maplibre", "s7.countw", "s7.commit7"]),
    ("What did we build on the Wednesday of the first week?",
     ["s2.data", "s2.entity", "s2.dao", "s2.db", "s2.commit2"]),
    ("What did we work on the Friday of the first week?",
     ["s3.screen", "s3.tallyw", "s3.gloves", "s3.tallyvm", "s3.commit3"]),
    ("What were we busy with last Friday?",
     ["s9.dup2", "s9.clientid", "s9.gps", "s9.trackservice", "s9.lesson3", "s9.commit9"]),
    ("What got done on {day:2026-09-07}?",
     ["s1.goal", "s1.catalogw", "s1.appgradle", "s1.composefix", "s1.commit1"]),
]

MULTIHOP = [
    ("Who wanted the live feed of counts that we later dropped?", ["s4.live", "s8.batch"]),
    ("The volunteer whose phone couldn't show the Google map: how does she install the app now?",
     ["s10.mempeople", "s10.ci"]),
    ("What did the person who runs the backend change on her side to stop repeated uploads?", ["s9.priyafix"]),
    ("The keys Harriet gives out: where do they go in each request?", ["s4.api", "s4.memapi"]),
    ("The ecologist who supplied the bird list later asked for a rename. What got renamed?",
     ["s8.btocol", "s8.rencol"]),
    ("Why was the server so slow to answer on the walk that produced the second lot of duplicates?",
     ["s9.priyalog"]),
    ("After the trial showed the map failing out of coverage, what did we switch to and who hosts its data?",
     ["s7.maplibre", "s7.mapw"]),
    ("Which file fixed the crash that only happened in the build the trial volunteers got?", ["s6.r8fix"]),
    ("Given the oldest phone Harriet found, what did that mean for how we renamed the column?",
     ["s8.migmanual", "s8.lesson2"]),
    ("Tom wants to see the paths people really walked. What went wrong when we built that?",
     ["s9.fgserr", "s9.fgsfix"]),
]

PREFERENCE = [
    ("Can I drop Crashlytics in so we see crashes from the field?", ["s1.privacy"]),
    ("I'm adding a new library. Where does its version number go?", ["s1.catalog"]),
    ("What sizes do we stick to for buttons and text?", ["s3.gloves"]),
    ("Would a dark theme be welcome?", ["s3.gloves", "s3.lighttheme"]),
    ("How should I write my commit messages here?", ["s10.commits"]),
    ("What must never be checked into the repository?", ["s10.commits", "s10.gitignore"]),
    ("Is it OK for a screen to need a network connection to work?", ["s1.goal", "s7.maplibre"]),
    ("What do the volunteers call the screen where they record birds?", ["s7.rename"]),
    ("Can a new feature rely on Google Play Services?", ["s7.feedback", "s7.maplibre", "s10.ci"]),
    ("Is it fine for the app to upload over mobile data in the background?", ["s8.batch", "s8.nightly"]),
]

SUPERSEDED = [
    ("What's the background upload worker class called these days?", ["s8.uploadworker", "s8.renameworker"]),
    ("What's the sightings table's column for the bird species called?", ["s8.rencol", "s8.btocol", "s8.migmanual"]),
    ("Which mapping library does the walk screen use?", ["s7.maplibre", "s7.mapw", "s7.maplibredep"]),
    ("How does the main counting screen lay out the birds?", ["s7.grid", "s7.countw"]),
    ("When do the sightings actually get sent to the server?", ["s8.batch", "s8.finishwalk"]),
    ("Which local.properties entry holds the server's address?", ["s8.cfgkey", "s8.cfgkeyedit"]),
    ("What are the steps to put out a new version?", ["s10.memrelease2"]),
    ("Which Kotlin file has the composable for the bird counting screen?",
     ["s7.rename", "s7.renamebash", "s7.countw"]),
    ("Which version of the app are the volunteers running?", ["s10.v020", "s10.tag020"]),
    ("How are upload jobs queued so that two of them can't run over each other?", ["s8.finishwalk", "s8.nightly"]),
]

STALE = {
    "What's the background upload worker class called these days?": ["s4.syncworker"],
    "What's the sightings table's column for the bird species called?": ["s2.entity"],
    "Which mapping library does the walk screen use?": ["s5.map", "s5.walkmap", "s5.mapsdep"],
    "How does the main counting screen lay out the birds?": ["s3.screen", "s3.tallyw"],
    "When do the sightings actually get sent to the server?": ["s4.live"],
    "Which local.properties entry holds the server's address?": ["s4.apiurl", "s4.memapi"],
    "What are the steps to put out a new version?": ["s6.memrelease"],
    "Which Kotlin file has the composable for the bird counting screen?": ["s3.tallyw"],
    "Which version of the app are the volunteers running?": ["s6.v010", "s6.tag010"],
    "How are upload jobs queued so that two of them can't run over each other?": ["s5.dupfix"],
}


def questions() -> list[dict]:
    rows = [(cat, text, gold) for cat, qs in (("fact", FACT), ("decision", DECISION), ("error", ERROR),
                                              ("temporal", TEMPORAL), ("multi-hop", MULTIHOP),
                                              ("preference", PREFERENCE), ("superseded", SUPERSEDED))
            for text, gold in qs]
    return numbered(rows, STALE)
