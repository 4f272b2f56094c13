"""The 70 questions about the chorale history, asked on Friday 28 September 2029 (see README.md).

Written blind and committed before the set was first scored; not edited afterwards. Each names the
markers of the items that answer it (`gold`) and, for a renamed or reversed thing, the items of the
old state (`stale`). Dates in {day:...}, {mday:...}, {wd:...} are rendered by bench/agent_eval.py.
"""
from __future__ import annotations

from _agentset import by_category  # bench/, on the path of build.py

S1 = ["s1.goal", "s1.rules", "s1.svcreate", "s1.pnpmadd", "s1.gomod", "s1.maingo", "s1.initmig", "s1.pbserve",
      "s1.runes", "s1.login1", "s1.checkfail", "s1.loginfix", "s1.commit1"]
S2 = ["s2.regpage", "s2.hooksts", "s2.register", "s2.regload", "s2.sdkfail", "s2.localwhy", "s2.pburl", "s2.curlok",
      "s2.mailrule", "s2.mailpit", "s2.attts", "s2.vitest2", "s2.memdev", "s2.commit2"]
S3 = ["s3.remind", "s3.remindersgo", "s3.hooksgo", "s3.govet", "s3.inttests", "s3.setuppb", "s3.lockfail1",
      "s3.lockwhy1", "s3.lockfix1", "s3.vitest3", "s3.lesson1", "s3.mailpitcheck", "s3.commit3"]
S5 = ["s5.deploy", "s5.hcloud", "s5.caddyfile", "s5.pbservice", "s5.litestream1", "s5.justfile", "s5.firstsetup",
      "s5.tlsfail", "s5.dig", "s5.caawhy", "s5.caddyok", "s5.lesson2", "s5.snapshots", "s5.deployrule",
      "s5.memdeploy", "s5.commit5"]
S6 = ["s6.otp", "s6.otpmig", "s6.migrate6", "s6.otpfail", "s6.otpwhy", "s6.otpfix", "s6.otpok", "s6.loginotp",
      "s6.export", "s6.exportsrv", "s6.bomwhy", "s6.bomfix", "s6.vitest6", "s6.commit6"]
S8 = ["s8.golive", "s8.lockprod", "s8.lockwhy2", "s8.lockfix2", "s8.lesson3", "s8.postmark", "s8.smtpmig",
      "s8.digpm", "s8.deploy8", "s8.testsend", "s8.mememail"]
S9 = ["s9.sectionals", "s9.renamemig", "s9.migrate9", "s9.grepreh", "s9.multievents", "s9.webevents", "s9.pwfail",
      "s9.e2ewhy", "s9.e2efix", "s9.pwok", "s9.imogen2", "s9.sectionfilter", "s9.backupmove", "s9.litestream2",
      "s9.retention", "s9.lsfail", "s9.sigwhy", "s9.sigfix", "s9.lsok", "s9.memevents", "s9.commit9"]
S10 = ["s10.incident", "s10.curl502", "s10.status10", "s10.reboot10", "s10.incidentwhy", "s10.enable10",
       "s10.justenable", "s10.aptreboot", "s10.lsverify", "s10.lesson4", "s10.noteprompt", "s10.incnote",
       "s10.commit10"]

FACT = [
    ("What does the virtual server cost us per month?", ["s5.deploy", "s5.memdeploy", "s11.costs", "s11.memplan"]),
    ("How many singers did we load into the live system before the first night, and how are they split between "
     "the voices?", ["s7.import7", "s7.memgolive"]),
    ("On which port can I open the local catch-all mailbox in the browser?",
     ["s2.mailrule", "s2.mailpit", "s2.memdev"]),
    ("Who should I ask when a DNS entry for the choir's domain needs changing?",
     ["s5.deploy", "s5.caawhy", "s5.memdeploy", "s8.postmark", "s8.mememail"]),
    ("During the trial week, how many people needed their password reset by the membership secretary?",
     ["s6.otp"]),
    ("How long did the reminder run take on the first live Tuesday?",
     ["s8.lockprod", "s8.lockwhy2", "s8.lesson3", "s8.lockfix2"]),
    ("How many choir members turned up on the evening the site went down?", ["s10.noteprompt", "s10.incnote"]),
    ("What is the monthly fee for the email delivery service?",
     ["s8.postmark", "s8.mememail", "s11.costs", "s11.memplan"]),
    ("Roughly what does running the whole thing cost each month, all suppliers together?",
     ["s11.costs", "s11.memplan"]),
    ("How much do members pay per term?", ["s11.committee", "s11.roadmap", "s11.memplan"]),
]

DECISION = [
    ("Why did we get rid of the UI component kit?", ["s4.skeleton"]),
    ("Why don't the singers have passwords any more?", ["s6.otp"]),
    ("Why does the reminder no longer go out at the start of the week?", ["s7.time"]),
    ("Why did we change who delivers our mail?", ["s8.golive", "s8.postmark", "s8.smtpmig", "s8.mememail"]),
    ("Why did the database replica leave Backblaze?", ["s9.backupmove"]),
    ("What made us choose Brevo in the first place?", ["s3.remind"]),
    ("Why do sectionals and the concert live in the same collection as ordinary rehearsals instead of their own?",
     ["s9.sectionals"]),
    ("Why is the reminder schedule set to 11 o'clock when Ruth asked for noon?",
     ["s7.time", "s7.cronedit", "s7.memgolive"]),
    ("Why was the 'Register' naming dropped?", ["s4.ruth"]),
    ("Why doesn't the server binary update the schema by itself on startup?", ["s1.maingo", "s5.deployrule"]),
]

ERROR = [
    ("The first time the backend integration tests ran, most of them failed because SQLite was busy. What was "
     "going on?", ["s3.lockfail1", "s3.lockwhy1", "s3.lockfix1", "s3.lesson1"]),
    ("Why couldn't singers send their apologies around midday on the first live rehearsal day?",
     ["s8.golive", "s8.lockprod", "s8.lockwhy2", "s8.lockfix2", "s8.lesson3"]),
    ("Why did the register page give a 500 in dev when it tried to fetch data from the backend?",
     ["s2.sdkfail", "s2.localwhy", "s2.pburl"]),
    ("Why wouldn't the web server get a TLS certificate when we first deployed?",
     ["s5.tlsfail", "s5.dig", "s5.caawhy", "s5.lesson2"]),
    ("Asking for an email login code was rejected even though the migration claimed it had run. Why?",
     ["s6.otpfail", "s6.otpwhy", "s6.otpfix"]),
    ("Why were names with accents mangled when Dev opened the export in his spreadsheet program?",
     ["s6.bomwhy", "s6.bomfix"]),
    ("Why did the type checker reject the sign-in page on the first day?", ["s1.checkfail", "s1.loginfix"]),
    ("After the collection rename, the browser tests wouldn't even start. What was wrong?",
     ["s9.pwfail", "s9.e2ewhy", "s9.e2efix"]),
    ("Why was the backup upload refused with the freshly created storage keys?",
     ["s9.lsfail", "s9.sigwhy", "s9.sigfix"]),
    ("Why was the website unreachable for most of rehearsal on {day:2029-09-25}?",
     ["s10.incident", "s10.curl502", "s10.status10", "s10.reboot10", "s10.incidentwhy", "s10.enable10",
      "s10.lesson4", "s10.incnote", "s10.justenable", "s10.aptreboot"]),
]

TEMPORAL = [
    ("What did we do on {day:2029-09-05}?", S2),
    ("What did we work on {mday:2029-09-12}?", S5),
    ("What did we do the day after the choir started using the app for real?", S8),
    ("What happened last {wd:2029-09-25} evening?", S10),
    ("When did the app first go onto the Hetzner machine?",
     ["s5.deploy", "s5.hcloud", "s5.firstsetup", "s5.memdeploy", "s5.commit5"]),
    ("When did we first run into the SQLite lock error?", ["s3.lockfail1", "s3.lockwhy1", "s3.lesson1", "s8.lockwhy2"]),
    ("What did we do two days after we switched mail providers?", S9),
    ("What did we do on the Friday before go-live?", S6),
    ("What did we get done in the very first session on this project?", S1),
    ("On which day did we cut the first release?", ["s7.release", "s7.tag1", "s7.memgolive"]),
]

MULTIHOP = [
    ("We got the same SQLite lock error in two different sessions: what caused it each time?",
     ["s3.lockwhy1", "s8.lockwhy2", "s3.lesson1", "s8.lesson3", "s3.lockfail1", "s8.lockprod"]),
    ("The section leader who wanted sectional rehearsals: what did she ask for after that?",
     ["s9.sectionals", "s9.imogen2", "s9.sectionfilter", "s9.memevents"]),
    ("Who pushed for getting rid of passwords, and what else did that person want the same day?",
     ["s6.otp", "s6.export", "s6.exportsrv"]),
    ("Which version was running at the first live rehearsal, and how many singers were ticked as there that night?",
     ["s7.release", "s7.tag1", "s7.memgolive", "s8.golive"]),
    ("The storage we moved the backups to: what does it cost, and which setting did we get wrong at first?",
     ["s9.backupmove", "s9.sigwhy", "s9.sigfix", "s9.memevents", "s11.costs"]),
    ("Since the outage fix, at what time may the server restart itself, and when did the unplanned restart happen?",
     ["s10.aptreboot", "s10.incidentwhy", "s10.reboot10", "s10.incnote"]),
    ("What monthly budget did the treasurer first approve, and what do we actually spend now?",
     ["s5.deploy", "s11.costs", "s11.memplan", "s8.postmark"]),
    ("The attendance component Ruth wanted renamed: which commit renamed it, and what was the page's old path?",
     ["s4.ruth", "s4.gitmv", "s4.commit4", "s4.e2e4"]),
    ("What did Hamish have to fix for the first deploy, and which DNS records did he add later for mail?",
     ["s5.caawhy", "s8.postmark", "s8.digpm", "s8.mememail"]),
    ("How much stylesheet weight did we lose by dropping the component kit?", ["s4.skeleton", "s4.build4"]),
]

PREFERENCE = [
    ("Can I use npm to add a package to the front end?", ["s1.rules"]),
    ("How should a Svelte component declare the values passed into it?", ["s1.rules", "s1.runes"]),
    ("In what format should dates appear in anything the singers see?", ["s1.rules"]),
    ("Is it fine to send a test reminder to my own inbox from my laptop?", ["s2.mailrule", "s2.memdev"]),
    ("Can I copy a few real members into the test fixtures to make them realistic?", ["s2.mailrule"]),
    ("Can I add a field quickly through the PocketBase admin screen on the live server?", ["s5.deployrule"]),
    ("Is it OK to patch a file directly on the box over ssh when something's urgent?",
     ["s5.deployrule", "s5.memdeploy", "s5.justfile"]),
    ("How do I reach the PocketBase admin dashboard on the production server?",
     ["s5.deploy", "s5.caddyfile", "s5.memdeploy"]),
    ("How do commit messages have to be written?", ["s7.release", "s7.memgolive"]),
    ("Is an HTML-only email fine for a new kind of notification?", ["s7.plainrule"]),
]

SUPERSEDED = [
    ("How is the front end styled these days?",
     ["s4.skeleton", "s4.pnpmrm", "s4.sheet", "s4.commit4"],
     ["s1.goal", "s1.pnpmadd", "s2.register", "s1.login1"]),
    ("How do choir members log in now?",
     ["s6.otp", "s6.otpmig", "s6.otpfix", "s6.otpok", "s6.loginotp", "s6.commit6"],
     ["s1.goal", "s1.initmig", "s1.login1", "s4.e2e4"]),
    ("At what time does the rehearsal reminder go out?",
     ["s7.time", "s7.cronedit", "s7.memgolive", "s7.commit7", "s11.roadmap", "s11.memplan"],
     ["s3.remind", "s3.remindersgo", "s3.commit3", "s7.readrem"]),
    ("Which service delivers our emails?",
     ["s8.postmark", "s8.smtpmig", "s8.deploy8", "s8.testsend", "s8.mememail", "s11.costs", "s11.changelog",
      "s11.memplan"],
     ["s3.remind", "s8.lockwhy2"]),
    ("Where is the SQLite database continuously backed up to?",
     ["s9.backupmove", "s9.litestream2", "s9.sigfix", "s9.lsok", "s9.memevents", "s10.lsverify", "s10.incnote",
      "s11.committee", "s11.costs", "s11.roadmap", "s11.memplan", "s11.changelog"],
     ["s5.deploy", "s5.litestream1", "s5.snapshots", "s5.memdeploy", "s5.commit5"]),
    ("How far back can we restore the database from the backups?",
     ["s9.backupmove", "s9.retention", "s9.memevents", "s9.lsfail", "s11.changelog"],
     ["s5.deploy", "s5.litestream1", "s5.memdeploy"]),
    ("Which file has the component for ticking off who came?",
     ["s4.ruth", "s4.gitmv", "s4.multireg", "s4.sheet", "s4.commit4"],
     ["s2.regpage", "s2.register"]),
    ("What's the PocketBase collection that holds rehearsal dates called?",
     ["s9.sectionals", "s9.renamemig", "s9.migrate9", "s9.webevents", "s9.e2efix", "s9.memevents", "s9.commit9",
      "s11.changelog"],
     ["s1.initmig", "s2.regload", "s3.remindersgo"]),
    ("What is the Go function that mails out reminders called?",
     ["s9.multievents", "s9.memevents"],
     ["s3.remindersgo", "s7.readrem", "s8.lockwhy2", "s9.grepreh"]),
    ("What's our most recent release tag?",
     ["s11.pretag", "s11.tag2", "s11.changelog", "s11.commit11", "s11.memplan"],
     ["s7.tag1", "s7.memgolive", "s7.release"]),
]


def questions() -> list[dict]:
    return by_category(FACT, DECISION, ERROR, TEMPORAL, MULTIHOP, PREFERENCE, SUPERSEDED)
