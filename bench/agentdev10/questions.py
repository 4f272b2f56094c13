"""The 70 questions about the chanterelle history, asked on Monday 4 October 2027 (see README.md).

Written before the set was first scored; not edited afterwards. Each names the markers of the
items that answer it (`gold`) and, for a renamed or reversed thing, the items of the old state
(`stale`). Dates in {day:...}, {mday:...}, {wd:...} are rendered by bench/agent_eval.py.
"""
from __future__ import annotations

from _agentset import by_category  # bench/, on the path of build.py

S1 = ["s1.goal", "s1.rules", "s1.coredata", "s1.projectyml", "s1.xcodegen", "s1.persistence", "s1.destfail",
      "s1.simctl", "s1.makefile", "s1.buildok1", "s1.noxcodeproj", "s1.commit1"]
S2 = ["s2.capture", "s2.listview", "s2.photo", "s2.plistcrash", "s2.plistfix", "s2.sepref", "s2.testse", "s2.sefix",
      "s2.testseok", "s2.mempeople", "s2.commit2"]
S3 = ["s3.swiftdata", "s3.target17", "s3.rmcoredata", "s3.findingmodel", "s3.listview2", "s3.containerfail",
      "s3.containerwhy", "s3.containerfix", "s3.testok3", "s3.nuke", "s3.spmfail", "s3.spmfix", "s3.spmok",
      "s3.commit3"]
S5 = ["s5.siwa", "s5.authservice", "s5.upload", "s5.syncservice", "s5.atsfail", "s5.noats", "s5.atsfix",
      "s5.appconfig", "s5.uploadok", "s5.commit5"]
S6 = ["s6.nosiwa", "s6.rmsiwa", "s6.invite", "s6.widget", "s6.appgroup", "s6.fastfile", "s6.codesign1",
      "s6.codesign1why", "s6.matchfix", "s6.beta1", "s6.lesson1", "s6.buildnopref", "s6.memrelease1", "s6.commit6"]
S7 = ["s7.crash", "s7.crashlog", "s7.crashwhy", "s7.migration", "s7.habitatdefault", "s7.migtest", "s7.lesson2",
      "s7.launchtime", "s7.launch1", "s7.lazyphotos", "s7.launch2", "s7.commitstyle", "s7.commit7a", "s7.commit7b"]
S9 = ["s9.ci", "s9.workflow", "s9.asckey", "s9.tag1", "s9.codesign2", "s9.codesign2why", "s9.setupci", "s9.tag2",
      "s9.lesson3", "s9.memrelease2", "s9.secretspref", "s9.commit9"]
S10 = ["s10.itms", "s10.reasons", "s10.privacy", "s10.noanalytics", "s10.fuzz", "s10.fuzzedit", "s10.fuzz2",
       "s10.fuzzedit2", "s10.testok10", "s10.tag3", "s10.external", "s10.memfuzz"]

FACT = [
    ("About how many megabytes is one picture after the resize we settled on?", ["s4.sizes1280", "s4.memphoto"]),
    ("Which release of the image-caching library are we building against?", ["s3.spmok", "s3.spmfix", "s3.spmfail"]),
    ("How fast does the app open on the older test phone these days?", ["s7.launch2"]),
    ("What download size did App Store Connect report for the very first beta?", ["s6.beta1"]),
    ("How many people received the build when we opened it to the wider membership?", ["s10.external"]),
    ("What is the shared container identifier that lets the home-screen extension read the database?",
     ["s6.widget", "s6.appgroup"]),
    ("Who is responsible for the visual design of the screens?",
     ["s1.goal", "s2.mempeople", "s2.capture", "s2.sepref"]),
    ("Which required-reason code did we declare for the preferences storage shared with the extension?",
     ["s10.privacy", "s10.reasons"]),
    ("How big was the test suite after the offline upload rework?", ["s8.testok8"]),
    ("How many calls per minute are we allowed to make to the taxonomy service?", ["s4.inat", "s4.memphoto"]),
]

DECISION = [
    ("What made us drop the older persistence framework?", ["s3.swiftdata"]),
    ("Why wasn't Apple's newer model framework used from day one?", ["s1.coredata", "s1.persistence"]),
    ("Why do members join with a code from their card instead of their Apple account?", ["s6.nosiwa"]),
    ("Why did we reduce the resolution of pictures before they go up?", ["s4.shrink", "s4.sizes2048"]),
    ("Why was the main record type given a different name?", ["s4.rename1"]),
    ("Why did the background uploader get a new name?", ["s8.queue"]),
    ("Why did we cut the number of records sent per request?", ["s8.batch5"]),
    ("Why don't we keep our own list of mushroom names?", ["s4.species"]),
    ("Why does the release lane authenticate with a key instead of a personal login now?",
     ["s9.ci", "s9.asckey", "s9.memrelease2"]),
    ("Why are the positions other members see made deliberately imprecise?",
     ["s10.fuzz", "s10.fuzz2", "s10.fuzzedit2", "s10.memfuzz"]),
]

ERROR = [
    ("Why couldn't the very first simulator build even start, and what did we change?",
     ["s1.destfail", "s1.simctl", "s1.makefile"]),
    ("Why did the app die as soon as it tried to read the GPS position?", ["s2.plistcrash", "s2.plistfix"]),
    ("What failed the first time the tests ran on the small phone?", ["s2.testse", "s2.sefix"]),
    ("Why did the unit tests blow up right after the storage switch?",
     ["s3.containerfail", "s3.containerwhy", "s3.containerfix"]),
    ("Why couldn't the image-caching dependency be fetched at first?", ["s3.spmfail", "s3.spmfix"]),
    ("Why couldn't the app talk to the test server the first time we sent records?",
     ["s5.atsfail", "s5.noats", "s5.atsfix", "s5.appconfig"]),
    ("Why did signing fail the first time we archived with the home-screen extension in it?",
     ["s6.codesign1", "s6.codesign1why", "s6.matchfix", "s6.lesson1"]),
    ("The beta job in the Actions pipeline couldn't sign the app. What was the cause?",
     ["s9.codesign2", "s9.codesign2why", "s9.setupci", "s9.lesson3", "s9.tag2"]),
    ("Why did testers' phones crash on startup after they updated?",
     ["s7.crash", "s7.crashlog", "s7.crashwhy", "s7.migration", "s7.habitatdefault", "s7.lesson2", "s7.commit7a"]),
    ("What stopped the project compiling right after the model got its new name?",
     ["s4.renamefail", "s4.grepfinding", "s4.renamefix"]),
]

TEMPORAL = [
    ("What did we do on {day:2027-09-13}?", S3),
    ("What got done last Tuesday?", S9),
    ("What happened on {mday:2027-09-23}?", S7),
    ("What did we work on two days before the launch-crash reports came in?", S6),
    ("Which day did we hook up the species name suggestions?", ["s4.species", "s4.inat", "s4.taxonclient",
                                                               "s4.commit4"]),
    ("What did we do last week on {wd:2027-10-01}?", S10),
    ("What did we build on the Thursday of our first week on the app?", S2),
    ("What did we work on two days after the model rename broke the build?", S5),
    ("What did we do on {day:2027-09-07}?", S1),
    ("On which day did betas start being shipped without my laptop?",
     ["s9.ci", "s9.workflow", "s9.tag2", "s9.memrelease2", "s9.commit9"]),
]

MULTIHOP = [
    ("The tester whose phone crashed at launch: what model was it and which build was she running?",
     ["s7.crash", "s7.crashlog", "s7.lesson2"]),
    ("The person who runs the society's server: which host did he give us for testing?",
     ["s2.mempeople", "s5.upload", "s5.noats"]),
    ("Which lesson came out of the extension's signing failure, and what command fixed it?",
     ["s6.lesson1", "s6.matchfix"]),
    ("What was the record type called before, and which files still used the old name when compiling failed?",
     ["s4.grepfinding", "s4.renamefail", "s4.rename1"]),
    ("When is the first big outing of the season, and what had to be fixed before it?",
     ["s2.mempeople", "s10.itms"]),
    ("Which commit took out the Apple account sign-in?", ["s6.commit6"]),
    ("How much did startup time improve once photos were loaded lazily?", ["s7.launch1", "s7.launch2"]),
    ("How did the beta download size change between the laptop build and the first one from CI?",
     ["s6.beta1", "s9.tag2"]),
    ("Which method replaced the old send-everything call, and which file holds it now?",
     ["s8.queue", "s8.renamefile", "s8.commit8"]),
    ("How long did one photo take on a slow connection before and after the resize?",
     ["s4.sizes2048", "s4.sizes1280", "s4.memphoto"]),
]

PREFERENCE = [
    ("Can I wire the location updates up with a Combine publisher?", ["s1.rules"]),
    ("Is it fine to use `!` on the URL in the networking code?", ["s1.rules", "s8.swiftlintyml", "s8.lintfail"]),
    ("Should the generated Xcode project be checked in?", ["s1.noxcodeproj"]),
    ("Which devices should the test suite be run on?", ["s2.sepref", "s9.workflow", "s9.ci"]),
    ("Can we allow plain HTTP for a developer server just for a while?", ["s5.noats"]),
    ("Where do I change the build number before shipping a beta?", ["s6.buildnopref", "s6.fastfile", "s6.memrelease1"]),
    ("How should I word commit messages here?", ["s7.commitstyle"]),
    ("Can I keep the signing key in the repository if it's base64-encoded?", ["s9.secretspref"]),
    ("Could we add Firebase Crashlytics to catch crashes?", ["s10.noanalytics", "s10.memfuzz"]),
    ("May I build the settings screen in Interface Builder with a view controller?", ["s1.rules"]),
]

SUPERSEDED = [
    ("Which framework stores the sightings on the phone?",
     ["s3.swiftdata", "s3.findingmodel", "s3.commit3", "s3.rmcoredata"],
     ["s1.coredata", "s1.persistence"]),
    ("What is the oldest iOS version the app still runs on?", ["s3.swiftdata", "s3.target17", "s3.commit3"],
     ["s1.coredata", "s1.projectyml"]),
    ("How do members log in to the app?", ["s6.nosiwa", "s6.invite", "s6.commit6"],
     ["s5.siwa", "s5.authservice", "s5.commit5"]),
    ("What is the Swift type for one logged mushroom called?", ["s4.rename1", "s4.gitmv1", "s4.renamefix",
                                                               "s4.commit4", "s10.n06"],
     ["s3.findingmodel", "s2.listview"]),
    ("What pixel size and compression do photos get before they're saved?",
     ["s4.shrink", "s4.photoedit", "s4.memphoto", "s4.commit4", "s4.sizes1280"],
     ["s2.photo", "s4.sizes2048"]),
    ("How many sightings go into a single upload request?", ["s8.batch5", "s8.backoff", "s8.commit8"],
     ["s5.upload", "s5.syncservice"]),
    ("Which type sends the pending records, and what is its sending method called?",
     ["s8.queue", "s8.renamefile", "s8.renamefix2", "s8.commit8"], ["s5.syncservice", "s5.upload"]),
    ("How do we get a new beta out to testers?", ["s9.memrelease2", "s9.ci", "s9.workflow", "s9.commit9"],
     ["s6.memrelease1"]),
    ("How does fastlane sign in to App Store Connect?", ["s9.ci", "s9.asckey", "s9.memrelease2", "s9.commit9"],
     ["s6.memrelease1"]),
    ("How precise are the coordinates that other members get to see?", ["s10.fuzz2", "s10.fuzzedit2", "s10.memfuzz"],
     ["s10.fuzz", "s10.fuzzedit"]),
]


def questions() -> list[dict]:
    return by_category(FACT, DECISION, ERROR, TEMPORAL, MULTIHOP, PREFERENCE, SUPERSEDED)
