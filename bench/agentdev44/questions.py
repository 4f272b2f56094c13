"""The 70 questions about the streakling history, asked on Thursday 3 June 2027 (see README.md).

Written blind and committed before the set was first scored; afterwards only multi-hop-5's gold was widened
(s10.bug2, s10.commit10: an oversight, see README.md). Each names the markers of the items
that answer it (`gold`) and, for a renamed or reversed thing, the items of the old state (`stale`).
Dates in {day:...}, {mday:...}, {wd:...} are rendered by bench/agent_eval.py.
"""
from __future__ import annotations

from _agentset import by_category  # bench/, on the path of build.py

S1 = ["s1.goal", "s1.create", "s1.rules", "s1.pubspec1", "s1.db1", "s1.buildrunner1", "s1.router1", "s1.streak1",
      "s1.memstack", "s1.commit1"]
S3 = ["s3.goldens", "s3.goldentest", "s3.goldgen", "s3.goldenrule", "s3.bug1", "s3.bug1fail", "s3.bug1why",
      "s3.bug1fix", "s3.bug1ok", "s3.lesson1", "s3.commit3"]
S5 = ["s5.ci", "s5.cmyaml", "s5.cigoldfail", "s5.cigoldwhy", "s5.goldtag", "s5.cipass", "s5.memci"]
S6 = ["s6.alchemist", "s6.alchadd", "s6.alchfail", "s6.fvmbump", "s6.bumpok", "s6.bumpedit", "s6.alchconfig",
      "s6.rename", "s6.gitmv", "s6.grepscreen", "s6.routeedit", "s6.testok6", "s6.commit6", "s6.lesson2"]
S7 = ["s7.release1", "s7.version1", "s7.playfail", "s7.playwhy", "s7.buildnum", "s7.itms", "s7.privacy",
      "s7.release1ok", "s7.review1", "s7.memrelease1"]
S8 = ["s8.rejected", "s8.anon", "s8.anonauth", "s8.redirect", "s8.deleteacct", "s8.reauthfail", "s8.reauthwhy",
      "s8.reauthfix", "s8.testok8", "s8.version2", "s8.commit8", "s8.resubmit", "s8.memauth"]
S10 = ["s10.textdates", "s10.buildyaml", "s10.migv3", "s10.bug2", "s10.bug2db", "s10.bug2why", "s10.bug2fix",
       "s10.bug2test", "s10.bug2ok", "s10.lesson4", "s10.prefsql", "s10.commit10"]

FACT = [
    ("Which port does the local Firestore emulator run on?",
     ["s2.emulators", "s2.firebasejson", "s2.memfirebase", "s4.emustart"]),
    ("What phone number did we give Apple for the reviewer to call?", ["s7.review1", "s7.memrelease1"]),
    ("How many people are in the beta testing group on TestFlight?",
     ["s7.release1", "s7.memrelease1", "s9.postmortem"]),
    ("What is the oldest iPhone OS release the app still runs on?", ["s2.podwhy", "s2.podfix", "s2.memfirebase"]),
    ("Which Android version code did the very first internal-track upload end up as?",
     ["s7.release1ok", "s7.memrelease1"]),
    ("Who takes care of the Firebase backend work on the team?",
     ["s4.reminders", "s8.reauthwhy", "s9.localdecision", "s11.plan11", "s11.memrelease2"]),
    ("How many pushes did the worst-hit person get for a single habit during the reminder storm?",
     ["s9.incident", "s9.lesson3"]),
    ("What is the name of the App Store Connect key integration that the pipeline uses?",
     ["s5.ci", "s5.cmyaml", "s5.memci"]),
    ("What kind of build machine produces our iOS release builds?", ["s5.ci", "s5.cmyaml", "s5.memci"]),
    ("At what address is the app's privacy policy published?", ["s7.review1", "s7.memrelease1"]),
]

DECISION = [
    ("Why can people now use the app without creating an account?", ["s8.rejected", "s8.anon", "s8.memauth"]),
    ("Why did we first plan to send reminders from the server rather than from the phone?", ["s4.reminders"]),
    ("Why were the daily reminders moved onto the device itself?",
     ["s9.localdecision", "s9.postmortem", "s9.incidentwhy"]),
    ("Why did we get rid of golden_toolkit?", ["s6.alchemist", "s6.lesson2"]),
    ("Why did we move to a newer Flutter SDK in the middle of the month?",
     ["s6.alchfail", "s6.fvmbump", "s6.bumpok"]),
    ("Why do we keep timestamps as strings in SQLite these days?", ["s10.textdates", "s10.buildyaml"]),
    ("Why do release builds take their number from the stores rather than from the CI counter?",
     ["s7.playwhy", "s7.buildnum", "s7.playfail", "s7.memrelease1"]),
    ("Why was logging in mandatory in the very first version?", ["s2.firebase", "s2.memfirebase"]),
    ("What was the reason for renaming the home screen and its path?", ["s6.rename"]),
    ("Why did the iOS project get a privacy manifest file?", ["s7.itms", "s7.privacy"]),
]

ERROR = [
    ("Why did CocoaPods refuse to install once Firebase sign-in was added?",
     ["s2.podfail", "s2.podwhy", "s2.podfix"]),
    ("Why did a tester's streak go back to zero after she ticked a habit shortly past midnight?",
     ["s3.bug1", "s3.bug1fail", "s3.bug1why", "s3.bug1fix", "s3.lesson1"]),
    ("Why did the app crash at startup with a missing column when we added reminder times?",
     ["s4.migfail", "s4.migwhy", "s4.migfix"]),
    ("Why did the pixel comparison tests break on the first pipeline runs?",
     ["s5.cigoldfail", "s5.cigoldwhy", "s6.lesson2"]),
    ("Why did Google Play reject the bundle on release day?", ["s7.playfail", "s7.playwhy", "s7.buildnum"]),
    ("What stopped the delete-account integration test from passing?",
     ["s8.reauthfail", "s8.reauthwhy", "s8.reauthfix"]),
    ("Why did testers receive the same notification over and over on {day:2027-05-24}?",
     ["s9.incident", "s9.fnlogs", "s9.tokens", "s9.incidentwhy", "s9.lesson3", "s9.postmortem"]),
    ("Why were all the streaks empty after people installed the 1.1.0 beta?",
     ["s10.bug2", "s10.bug2db", "s10.bug2why", "s10.bug2fix", "s10.lesson4"]),
    ("Why couldn't dependency resolution succeed after the new golden package was added?",
     ["s6.alchfail", "s6.fvmbump"]),
    ("What did Apple's upload complain about regarding required-reason APIs?", ["s7.itms", "s7.privacy"]),
]

TEMPORAL = [
    ("What did we do on {day:2027-05-07}?", S3),
    ("What did we work on {mday:2027-05-13}?", S5),
    ("What did we do two days after the first TestFlight build went out?", S8),
    ("What did we do on the Tuesday of the investor demo week?", S7),
    ("What did we get done last {wd:2027-05-26}?", S10),
    ("When did the first 1.0.0 build land in TestFlight?", ["s7.release1ok", "s7.memrelease1"]),
    ("On which day did Apple turn down our first submission, and what did we change that day?",
     ["s8.rejected", "s8.anon", "s8.memauth", "s8.commit8"]),
    ("What did we do on the first day of the project?", S1),
    ("What did we do on the Friday before the first release?", S6),
    ("When did version 1.0.0 become available to the public in the stores?", ["s9.approved", "s9.storeslive"]),
]

MULTIHOP = [
    ("Streaks dropped to zero twice: what caused each case, and how were the causes different?",
     ["s3.bug1why", "s10.bug2why", "s3.lesson1", "s10.lesson4", "s3.bug1", "s10.bug2"]),
    ("The repeated-push outage: which function caused it, and what did we finally do with that function?",
     ["s9.incidentwhy", "s9.fnlogs", "s11.fndelete", "s11.predelete", "s11.memrelease2"]),
    ("Which build number did App Review reject, and which build did they approve in the end?",
     ["s8.rejected", "s7.release1ok", "s7.memrelease1", "s9.approved", "s8.resubmit"]),
    ("The SDK upgrade forced by the new snapshot library: which Flutter version did we land on, and in which commit?",
     ["s6.fvmbump", "s6.bumpok", "s6.commit6"]),
    ("The schema version that changed how dates are saved: what did it break for testers and how was that fixed?",
     ["s10.bug2why", "s10.bug2fix", "s10.lesson4", "s10.bug2", "s10.commit10"]),  # widened after scoring
    ("Which commit renamed the list screen, and what was the start path before it?",
     ["s6.commit6", "s6.gitmv", "s6.routeedit", "s1.router1", "s1.memstack"]),
    ("Who signed off on the changed snapshots for the 1.1.0 header, and what is her rule about regenerating them?",
     ["s11.release11", "s3.goldenrule"]),
    ("In the push storm, what was wrong with the way device tokens were saved, and where was that code added?",
     ["s4.tokensave", "s9.incidentwhy", "s9.postmortem"]),
    ("What was our first database migration, and which crash made us write it?",
     ["s4.migfail", "s4.migwhy", "s4.migfix"]),
    ("The tester who found the after-midnight streak bug: what did she report after the beta update?",
     ["s3.bug1", "s10.bug2"]),
]

PREFERENCE = [
    ("How am I supposed to run flutter and dart commands in this repo?", ["s1.rules"]),
    ("Can I use setState in a feature screen for a quick toggle?", ["s1.rules"]),
    ("How should commit messages be written here?", ["s1.rules"]),
    ("A snapshot test fails on my branch: can I just regenerate the image?", ["s3.goldenrule"]),
    ("Is it fine to let the pipeline refresh the reference images automatically?", ["s3.goldenrule"]),
    ("What testing does a migration that rewrites existing rows need?", ["s10.prefsql", "s10.lesson4"]),
    ("Can I send the next build to Apple for review myself once CI is green?", ["s11.prefreview"]),
    ("What must the notes for the App Store reviewer always say?", ["s11.prefreview", "s8.resubmit"]),
    ("Which port should I configure for the Firestore emulator given Mara's machine?",
     ["s2.emulators", "s2.memfirebase", "s2.firebasejson"]),
    ("Which checks must be clean before committing?", ["s1.rules"]),
]

SUPERSEDED = [
    ("How do the daily habit reminders get delivered now?",
     ["s9.localdecision", "s9.localrem", "s9.postmortem", "s9.commit9", "s11.memrelease2", "s11.release11"],
     ["s4.reminders", "s4.fnreminders", "s4.fndeploy1", "s4.commit4"]),
    ("Which library do our golden tests use now?",
     ["s6.alchemist", "s6.alchadd", "s6.alchconfig", "s6.lesson2", "s6.commit6"],
     ["s3.goldens", "s3.goldentest", "s1.pubspec1"]),
    ("Which Flutter version is the project pinned to now?",
     ["s6.fvmbump", "s6.bumpok", "s6.bumpedit", "s6.commit6"],
     ["s1.create", "s1.memstack", "s1.pubspec1", "s5.cmyaml"]),
    ("What is the main screen's widget called now, and in which folder is it?",
     ["s6.rename", "s6.gitmv", "s6.routeedit", "s6.commit6"], ["s1.router1", "s1.memstack"]),
    ("Which path does the app open on at launch now?",
     ["s6.rename", "s6.routeedit", "s8.redirect", "s6.commit6"], ["s1.router1", "s1.memstack"]),
    ("Do people have to sign in before they can use the app now?",
     ["s8.anon", "s8.anonauth", "s8.memauth", "s8.redirect", "s8.commit8", "s8.rejected"],
     ["s2.firebase", "s2.memfirebase", "s2.signin"]),
    ("How are dates kept in the local database now?",
     ["s10.textdates", "s10.buildyaml", "s10.migv3", "s10.commit10", "s11.memrelease2"], ["s1.db1"]),
    ("Where does the release pipeline get the build number from now?",
     ["s7.playwhy", "s7.buildnum", "s7.memrelease1", "s7.release1ok"], ["s5.cmyaml", "s7.playfail"]),
    ("Are the golden tests still left out of the CI run?",
     ["s6.alchemist", "s6.bumpedit", "s6.lesson2"], ["s5.cigoldwhy", "s5.goldtag", "s5.memci"]),
    ("What is the app's current version and build number?",
     ["s11.version3", "s11.release11ok", "s11.memrelease2", "s11.tag11"],
     ["s7.version1", "s8.version2", "s7.memrelease1"]),
]


def questions() -> list[dict]:
    return by_category(FACT, DECISION, ERROR, TEMPORAL, MULTIHOP, PREFERENCE, SUPERSEDED)
