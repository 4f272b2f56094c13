"""The 70 questions about the perceel history, asked on Monday 6 December 2027 (see README.md).

Written blind, before the set was first scored; not edited afterwards. Each names the markers of the
items that answer it (`gold`) and, for a renamed or reversed thing, the items of the old state
(`stale`). Dates in {day:...}, {mday:...}, {wd:...} are rendered by bench/agent_eval.py.
"""
from __future__ import annotations

from _agentset import by_category  # bench/, on the path of build.py

S1 = ["s1.goal", "s1.rules", "s1.flutterver", "s1.riverpod", "s1.pubspec", "s1.pubfail", "s1.pubfix", "s1.pubok",
      "s1.router", "s1.commit1"]
S2 = ["s2.firebase", "s2.flutterfire", "s2.gitignore", "s2.rules1", "s2.plotsprov", "s2.plotcard", "s2.denied1",
      "s2.grepemu", "s2.mainread", "s2.denied1why", "s2.denied1fix", "s2.denied1ok", "s2.memports", "s2.commit2"]
S3 = ["s3.bookings", "s3.bookprov", "s3.fnts", "s3.tscfail", "s3.tscfix", "s3.idxfail", "s3.indexes", "s3.test1",
      "s3.nomock", "s3.commit3"]
S4 = ["s4.rename", "s4.gitmv", "s4.tilerename", "s4.provrename", "s4.grepplot", "s4.routerfix", "s4.migrate",
      "s4.denied2", "s4.denied2q", "s4.rulesread", "s4.denied2fix", "s4.rulestest", "s4.lesson1", "s4.test2",
      "s4.commit4"]
S5 = ["s5.l10n", "s5.l10nyaml", "s5.arbnl", "s5.genfail", "s5.genfix", "s5.genok", "s5.plural", "s5.untranslated",
      "s5.nofrench", "s5.rmfr", "s5.locales", "s5.test3", "s5.commit5"]
S6 = ["s6.codemagic", "s6.cmyaml", "s6.apksize", "s6.fatapk", "s6.aab", "s6.cmfail", "s6.cmwhy", "s6.aab1",
      "s6.vcfail", "s6.vcfix", "s6.cmok", "s6.commit6"]
S7 = ["s7.jank", "s7.profile1", "s7.painter", "s7.perffix", "s7.repaint", "s7.profile2", "s7.bookrename", "s7.mybook",
      "s7.analyzefail", "s7.analyzefix", "s7.noapp", "s7.noappfix", "s7.test4", "s7.commit7"]
S8 = ["s8.ghaswitch", "s8.ghayaml", "s8.rmcm", "s8.signfail", "s8.fastfile", "s8.signfix", "s8.ghaok", "s8.nojonas",
      "s8.memci", "s8.commit8"]
S9 = ["s9.limit2", "s9.limitedit", "s9.limitarb", "s9.deployfail", "s9.nodefix", "s9.deployok", "s9.race",
      "s9.racelog", "s9.racecause", "s9.racefix", "s9.racetest", "s9.lesson2", "s9.commit9"]
S10 = ["s10.release", "s10.version", "s10.testall", "s10.permios", "s10.permfix", "s10.tag", "s10.aabsize",
       "s10.minsdk", "s10.minsdkedit", "s10.changelogpref", "s10.changelog", "s10.memrelease", "s10.commit10",
       "s10.memlimits"]

FACT = [
    ("Which Flutter and Dart versions is the project on?", ["s1.flutterver", "s6.cmyaml", "s8.ghayaml"]),
    ("How large was the release APK for 64-bit ARM phones only?", ["s6.apksize"]),
    ("How many unit and widget tests passed in the final run before the 1.0 release?", ["s10.testall"]),
    ("What did the profiler say the average raster time on the garden map was before we optimised the painter?",
     ["s7.profile1"]),
    ("On which port does the local auth emulator listen, and what host does the Android emulator use to reach it?",
     ["s2.memports", "s2.denied1fix"]),
    ("Which Google Cloud region do our backend functions run in?", ["s3.bookings", "s3.fnts", "s9.deployok"]),
    ("What line coverage did the test suite reach at release time?", ["s10.coverage"]),
    ("Which build number did version 1.0.0 get in the stores?", ["s10.tag", "s10.memrelease"]),
    ("How many gardens and members does the allotment network have?", ["s1.goal"]),
    ("What's the download size of the arm64 split from the app bundle?", ["s10.aabsize"]),
]

DECISION = [
    ("Why did we go with Riverpod instead of Bloc?", ["s1.riverpod"]),
    ("Why do members sign in with a magic link instead of a password?", ["s2.firebase"]),
    ("Why did we give up on Codemagic?", ["s8.ghaswitch"]),
    ("Why was the French translation dropped from the first release?", ["s5.nofrench"]),
    ("Why did the booking limit go down?", ["s9.limit2", "s10.memlimits"]),
    ("Why does the booking check use a transaction on the member document now?",
     ["s9.racecause", "s9.racefix", "s9.lesson2", "s9.commit9"]),
    ("Why did we rename everything called plot in the app?", ["s4.rename"]),
    ("Why don't we ship a universal APK to the Play Store?", ["s6.aab", "s6.fatapk"]),
    ("Why did the bookings provider become a class with methods?", ["s7.bookrename", "s7.mybook"]),
    ("Why was the minimum Android version raised?", ["s10.minsdk"]),
]

ERROR = [
    ("What caused the first Firestore permission error, when the app couldn't list anything right after we set "
     "Firebase up?", ["s2.denied1", "s2.denied1why", "s2.denied1fix", "s2.memports"]),
    ("Why did Firestore refuse reads again after the collection rename, even though we were signed in?",
     ["s4.denied2", "s4.denied2q", "s4.denied2fix", "s4.lesson1"]),
    ("How did we fix the dependency resolution failure between the code generators?", ["s1.pubfail", "s1.pubfix",
                                                                                         "s1.pubok"]),
    ("What was wrong with the ARB placeholder for the garden-day date?", ["s5.genfail", "s5.genfix"]),
    ("Why did the iOS archive in CI fail with no provisioning profiles found?", ["s8.signfail", "s8.signfix",
                                                                                  "s8.fastfile"]),
    ("How did a member end up with more bookings than allowed?", ["s9.race", "s9.racelog", "s9.racecause",
                                                                  "s9.racefix", "s9.lesson2"]),
    ("What broke the functions deploy to production and how was it fixed?", ["s9.deployfail", "s9.nodefix",
                                                                            "s9.deployok"]),
    ("Why did the Play upload say the version code was already used?", ["s6.vcfail", "s6.vcfix"]),
    ("Why did the map integration test complain there was no default Firebase app?", ["s7.noapp", "s7.noappfix"]),
    ("What did Xcode reject when we first built the release IPA for 1.0?", ["s10.permios", "s10.permfix"]),
]

TEMPORAL = [
    ("What did we do on {day:2027-11-10}?", S2),
    ("What got done last Tuesday?", S9),
    ("What did we work on on {mday:2027-11-18}?", S5),
    ("What did we do on the very first day of the project?", S1),
    ("When did the members' booking limit change from three to two?", ["s9.limit2", "s9.limitedit", "s9.limitarb", "s9.commit9"]),
    ("What did we do two days after the Codemagic pipeline first published to Play?", S7),
    ("What happened on {wd:2027-11-26} the week before the release?", S8),
    ("What was done in the last session before we renamed plots to parcels?", S3),
    ("What did we do on the Monday of the third week?", S6),
    ("Which day was the app first uploaded to TestFlight?", ["s8.ghaok", "s8.commit8", "s8.memci"]),
]

MULTIHOP = [
    ("The collection rename broke something that the earlier permission error had also shown; what were the two "
     "different causes?", ["s2.denied1why", "s2.denied1fix", "s4.denied2fix", "s4.lesson1"]),
    ("Which file holds the rule for how many bookings a member can have, and what does it allow now?",
     ["s3.fnts", "s9.limitedit", "s10.memlimits"]),
    ("How much faster did the map's raster time get after removing the blur and fixing shouldRepaint?",
     ["s7.profile1", "s7.profile2", "s7.perffix", "s7.repaint"]),
    ("The widget that shows one parcel in the list: what's it called now and what did it replace?",
     ["s4.tilerename", "s2.plotcard", "s4.commit4"]),
    ("How does the Android build number get set now, compared to how Codemagic did it?",
     ["s8.ghayaml", "s8.memci", "s6.vcfix"]),
    ("Who is Jonas and what access is he allowed in the store consoles?", ["s6.codemagic", "s8.nojonas"]),
    ("Which languages does 1.0 ship, and how are the plural forms written?", ["s5.nofrench", "s5.plural",
                                                                             "s5.arbnl", "s10.memlimits"]),
    ("How many tests did we have when bookings landed and how many at release?", ["s3.test1", "s10.testall"]),
    ("Which Firestore index did the bookings query need and what query uses it?", ["s3.idxfail", "s3.indexes",
                                                                                  "s3.bookprov", "s7.mybook"]),
    ("Which secrets does the pipeline need for the two store uploads?", ["s8.ghayaml", "s8.memci"]),
]

PREFERENCE = [
    ("What do I have to run before committing?", ["s1.rules"]),
    ("Can I commit the Firebase platform config files?", ["s1.rules", "s2.gitignore"]),
    ("How should commit messages be written?", ["s1.rules"]),
    ("Is it OK to point my debug build at the production Firebase project?", ["s2.firebase", "s2.memports"]),
    ("How should Firestore be faked in unit tests?", ["s3.nomock"]),
    ("Where do user-visible texts go?", ["s5.l10n"]),
    ("How should pluralised messages be handled?", ["s5.plural"]),
    ("What role can the volunteer nephew get in App Store Connect?", ["s8.nojonas"]),
    ("What's expected for release notes?", ["s10.changelogpref", "s10.changelog", "s10.memrelease"]),
    ("Which state management library should new screens use?", ["s1.riverpod"]),
]

SUPERSEDED = [
    ("How many future bookings may a member hold at once?", ["s9.limit2", "s9.limitedit", "s9.limitarb", "s9.commit9",
                                                    "s10.memlimits", "s10.changelog"],
     ["s3.bookings", "s3.fnts", "s3.commit3"]),
    ("What runs our builds and store uploads?", ["s8.ghaswitch", "s8.ghayaml", "s8.rmcm", "s8.memci", "s8.commit8"],
     ["s6.codemagic", "s6.cmyaml", "s6.commit6"]),
    ("Which languages does the app support?", ["s5.nofrench", "s5.rmfr", "s5.commit5", "s10.memlimits",
                                                    "s10.changelog"], ["s5.l10n", "s5.genok"]),
    ("What is the Firestore collection of shareable garden plots called?", ["s4.rename", "s4.provrename", "s4.migrate",
                                                                            "s4.denied2fix", "s4.commit4"], ["s2.firebase",
                                                                                            "s2.plotsprov"]),
    ("What's the name of the provider that streams the list of parcels?", ["s4.rename", "s4.provrename", "s4.commit4"],
     ["s2.plotsprov"]),
    ("What's the provider for the signed-in member's own bookings called?", ["s7.bookrename", "s7.mybook",
                                                                           "s7.analyzefix", "s7.commit7"], ["s3.bookprov"]),
    ("Does the garden map painter still draw the parcel outlines blurred, and when does it repaint?",
     ["s7.perffix", "s7.repaint", "s7.commit7"], ["s7.painter"]),
    ("Which screen does the app open on after sign-in?", ["s4.routerfix", "s4.rename"], ["s1.router"]),
    ("What version is in pubspec.yaml now?", ["s10.version"], ["s1.pubspec"]),
    ("What does the firestore rules file match for the parcel documents?", ["s4.denied2fix"], ["s2.rules1",
                                                                                             "s4.rulesread"]),
]


def questions() -> list[dict]:
    return by_category(FACT, DECISION, ERROR, TEMPORAL, MULTIHOP, PREFERENCE, SUPERSEDED)
