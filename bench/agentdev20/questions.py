"""The 70 questions about the crewshift-app history, asked on Monday 3 May 2027 (see README.md).

Written blind, before the set was first scored; not edited afterwards. Each names the markers of the
items that answer it (`gold`) and, for a renamed, reversed or changed thing, the items of the old
state (`stale`). Dates in {day:...}, {mday:...}, {wd:...} are rendered by bench/agent_eval.py.
"""
from __future__ import annotations

from _agentset import by_category  # bench/, on the path of build.py

S1 = ["s1.goal", "s1.rules", "s1.create", "s1.pkg", "s1.sentry1", "s1.install1", "s1.supabasets", "s1.env",
      "s1.prettier", "s1.lint1", "s1.memstack", "s1.commit1"]
S2 = ["s2.auth", "s2.scheme", "s2.callback", "s2.otpfail", "s2.otpwhy", "s2.pkce", "s2.otpok", "s2.securestore",
      "s2.signin", "s2.ratelimit", "s2.smtp", "s2.lint2", "s2.commit2"]
S3 = ["s3.schema", "s3.mig1", "s3.dbpush1", "s3.cap", "s3.rls1fail", "s3.greppolicy", "s3.rls1cause", "s3.rls1fix",
      "s3.rls1ok", "s3.lesson1", "s3.testrules", "s3.jestfail", "s3.jestfix", "s3.jestok", "s3.commit3"]
S4 = ["s4.reminders", "s4.remfn", "s4.cron", "s4.deployfn", "s4.prebuildfail", "s4.sentryswitch", "s4.sentryinstall",
      "s4.sentryinit", "s4.prebuildok", "s4.memfunctions", "s4.test4", "s4.commit4"]
S6 = ["s6.remfail", "s6.fnlogs", "s6.remcause", "s6.remfix", "s6.denocheck", "s6.lesson2", "s6.prefs6", "s6.easjson",
      "s6.easfail", "s6.easok", "s6.detoxfail", "s6.detoxfix", "s6.detoxok", "s6.commit6"]
S7 = ["s7.cap4", "s7.cap4mig", "s7.dbpush7", "s7.userostr", "s7.cursor", "s7.hookrename", "s7.gitmv7", "s7.feedhook",
      "s7.grepuseroster", "s7.testfail7", "s7.testfix7", "s7.test7", "s7.lint7", "s7.commit7"]
S9 = ["s9.crash", "s9.sentryissue", "s9.myclaims", "s9.crashcause", "s9.cascade", "s9.nullguard", "s9.test9",
      "s9.quota", "s9.sample02", "s9.sampleedit", "s9.ota", "s9.update9", "s9.lesson3", "s9.memrelease", "s9.commit9"]
S10 = ["s10.release", "s10.expofix", "s10.doctor", "s10.test10", "s10.prodbuild", "s10.playfail", "s10.playcause",
       "s10.playfix", "s10.iossubmit", "s10.migrule", "s10.changelog", "s10.commit10", "s10.tag"]

FACT = [
    ("Which Supabase project and region is the app wired to?", ["s1.memstack", "s1.env"]),
    ("How long did the iOS test build take in the cloud once it went through?", ["s6.easok"]),
    ("How long did the end-to-end run take the first time all three flows were green?", ["s6.detoxok"]),
    ("Roughly how large is the saved login session?", ["s5.largestore"]),
    ("What build number did the iPhone release build get?", ["s10.prodbuild", "s10.iossubmit"]),
    ("How much of our monthly tracing allowance had the testers already burned through?", ["s9.quota", "s9.sample02"]),
    ("How many users ran into the crash on the list of their own shifts?", ["s9.sentryissue"]),
    ("Who sends the sign-in emails now, and how many per hour are allowed?", ["s2.smtp"]),
    ("How often is the reminder job triggered?", ["s4.cron", "s4.reminders"]),
    ("At which locations does the food bank run volunteer shifts?", ["s1.goal", "s10.changelog"]),
]

DECISION = [
    ("Why do volunteers log in with an emailed link rather than a password?", ["s2.auth"]),
    ("Why did we stop using sentry-expo?", ["s4.prebuildfail", "s4.sentryswitch"]),
    ("Why is the session encrypted into AsyncStorage instead of living entirely in the keychain?",
     ["s5.largestore", "s5.sswarn"]),
    ("Why was the table of volunteers' sign-ups given a new name?", ["s5.renames"]),
    ("Why did we give up live socket updates for the list of open shifts?", ["s7.norealtime"]),
    ("Why did the shift list stop paging by offset?", ["s7.cursor"]),
    ("Why does the waitlist function write the new claim with the service-role key?", ["s8.rls2cause", "s8.rls2fix"]),
    ("Why were the shift reminders moved closer to the start time?", ["s8.lead12"]),
    ("Why can volunteers now take more shifts in a week?", ["s7.cap4"]),
    ("Why are a shift's claims now removed together with the shift?", ["s9.crashcause", "s9.cascade"]),
]

ERROR = [
    ("Why did opening the sign-in link from the email fail at first, and what fixed it?",
     ["s2.otpfail", "s2.otpwhy", "s2.pkce"]),
    ("Why couldn't the second test account get its login email?", ["s2.ratelimit", "s2.smtp"]),
    ("Why did the database refuse the very first attempt to take a shift?",
     ["s3.rls1fail", "s3.rls1cause", "s3.rls1fix", "s3.lesson1"]),
    ("The waitlist promotion hit a permission error although the policy was fine. What was wrong?",
     ["s8.rls2fail", "s8.rls2cause", "s8.rls2fix"]),
    ("Why wouldn't Jest even start once the first component test was added?", ["s3.jestfail", "s3.jestfix"]),
    ("What made generating the native projects fail in the second week?", ["s4.prebuildfail", "s4.sentryswitch"]),
    ("Why did the cloud build of the preview app die while installing packages?", ["s6.easfail", "s6.nodefix"]),
    ("Why couldn't Detox build the app for the simulator?", ["s6.detoxfail", "s6.detoxfix"]),
    ("What caused the crash Sentry reported on the my-claims screen?",
     ["s9.sentryissue", "s9.crashcause", "s9.lesson3"]),
    ("Why was the Android upload to Google Play rejected on release day, and how did we get past it?",
     ["s10.playfail", "s10.playcause", "s10.playfix"]),
]

TEMPORAL = [
    ("What did we do on {day:2027-04-09}?", S3),
    ("What got done last Tuesday?", S9),
    ("What happened on {mday:2027-04-13}?", S4),
    ("What did we do last week on {wd:2027-04-30}?", S10),
    ("When did the sign-ups table get its new name?", ["s5.renames", "s5.renamemig", "s5.commit5"]),
    ("What broke the day after we renamed the table?", ["s6.fnlogs", "s6.remcause"]),
    ("What did we work on the Monday after the big naming cleanup?", S6),
    ("Which day was the waitlist built?", ["s8.waitlist", "s8.promotefn", "s8.rls2ok", "s8.commit8"]),
    ("What did we do two days before the waitlist went in?", S7),
    ("What did we set up on the Monday of the very first week?", S1),
]

MULTIHOP = [
    ("The lesson about renames and the Deno functions: which function was failing, and since when?",
     ["s6.lesson2", "s6.fnlogs"]),
    ("The coordinator's rule about night-time notifications: how did the reminder function implement it?",
     ["s8.memlise", "s8.quiet"]),
    ("The trigger that enforces the weekly limit: which table is it on now, and what limit does it enforce?",
     ["s5.renamemig", "s7.cap4mig"]),
    ("The site that was short on drivers: what did that change in the app, and in which migration?",
     ["s7.cap4", "s7.cap4mig"]),
    ("Who deleted the shifts that led to the crash, and what is her job at the food bank?",
     ["s9.crashcause", "s1.goal", "s1.memstack", "s8.memlise"]),
    ("Which Sentry plan are we on, and what sampling did its quota lead us to?",
     ["s9.quota", "s9.sample02", "s9.sampleedit"]),
    ("The hook test that failed after the hook rename: what is the file called now, and how does the new hook page?",
     ["s7.testfail7", "s7.testfix7", "s7.feedhook"]),
    ("Which Node version does the preview build profile pin, and what requirement forced it?",
     ["s6.easfail", "s6.nodefix"]),
    ("The person who helps with the database: what rule did I set after his near-miss?",
     ["s1.memstack", "s10.migrule"]),
    ("Which runtime version did the over-the-air crash fix target, and when does the runbook forbid such updates?",
     ["s9.update9", "s9.memrelease"]),
]

PREFERENCE = [
    ("How should commit messages be written in this repo?", ["s1.rules"]),
    ("What code formatting do we use: semicolons, quotes, line length?", ["s1.rules", "s1.prettier"]),
    ("Can I type something as any to get past the compiler?", ["s1.rules"]),
    ("In component tests, may I find elements by their test id?", ["s3.testrules"]),
    ("Where should the database client be mocked in unit tests?", ["s3.testrules"]),
    ("What has to pass before I make a commit?", ["s6.prefs6"]),
    ("Which user flows should the end-to-end tests cover?", ["s6.prefs6"]),
    ("Can I push an over-the-air fix to production on a Friday afternoon?", ["s9.ota", "s9.memrelease"]),
    ("Is it OK to correct a typo in a migration that's already been applied?", ["s10.migrule"]),
    ("Who has to approve the wording of push notifications before they ship?", ["s8.memlise", "s9.memrelease"]),
]

SUPERSEDED = [
    ("What is the route file of the main shift list tab?", ["s5.renames", "s5.gitmv"], ["s2.callback"]),
    ("What is the table of volunteers' claimed shifts called?", ["s5.renames", "s5.renamemig"],
     ["s3.mig1", "s3.schema"]),
    ("What is the hook that loads the list of open shifts called?", ["s7.hookrename", "s7.gitmv7", "s7.feedhook"],
     ["s7.userostr"]),
    ("How many shifts per week may one volunteer take?", ["s7.cap4", "s7.cap4mig"], ["s3.schema", "s3.cap"]),
    ("How many hours before a shift does the reminder go out?", ["s8.lead12", "s8.lead12edit"],
     ["s4.reminders", "s4.remfn"]),
    ("What fraction of performance traces do we send to Sentry?", ["s9.sample02", "s9.sampleedit"],
     ["s4.sentryswitch", "s4.sentryinit"]),
    ("Where on the phone is the login session kept?", ["s5.largestore", "s5.largestorefile", "s5.storageedit"],
     ["s2.securestore", "s1.supabasets"]),
    ("How does the list of open shifts pick up spots taken by others?", ["s7.norealtime", "s7.feedhook"],
     ["s5.realtime"]),
    ("How many shifts does one page of the list load, and how is it paged?", ["s7.cursor", "s7.feedhook"],
     ["s3.schema", "s7.userostr"]),
    ("Which Expo SDK patch release is the app on?", ["s10.expofix", "s10.commit10"], ["s1.pkg"]),
]


def questions() -> list[dict]:
    return by_category(FACT, DECISION, ERROR, TEMPORAL, MULTIHOP, PREFERENCE, SUPERSEDED)
