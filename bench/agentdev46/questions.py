"""The 70 questions about the pantryshifts history, asked on Tuesday 31 August 2027 (see README.md).

Written blind and committed before the set was first scored. Each names the markers of the items that
answer it (`gold`) and, for a renamed or reversed thing, the items of the old state (`stale`). Dates in
{day:...}, {mday:...}, {wd:...} are rendered by bench/agent_eval.py.
"""
from __future__ import annotations

from _agentset import by_category  # bench/, on the path of build.py

S1 = ["s1.goal", "s1.rules", "s1.scaffold", "s1.addons", "s1.supastart", "s1.schema", "s1.dbreset", "s1.commit1"]
S2 = ["s2.auth", "s2.hooks", "s2.loginaction", "s2.callback", "s2.rls1", "s2.recursion", "s2.recwhy", "s2.rlsfix",
      "s2.rlsok", "s2.lesson1", "s2.inbucket", "s2.commit2"]
S3 = ["s3.shiftspage", "s3.shiftsload", "s3.shiftcard", "s3.capacity", "s3.timefmt", "s3.fmt", "s3.vitest1",
      "s3.pwconfig", "s3.e2espec", "s3.e2efail", "s3.e2econf", "s3.e2ewhy", "s3.e2efix", "s3.e2eok", "s3.e2erule",
      "s3.commit3"]
S4 = ["s4.csvplan", "s4.csvhead", "s4.papaadd", "s4.gitignore", "s4.csvimport", "s4.importroute", "s4.dupfail",
      "s4.dupcheck", "s4.dupwhy", "s4.dupfix", "s4.importrun", "s4.memroster", "s4.commit4"]
S5 = ["s5.smsplan", "s5.twilioadd", "s5.reminders", "s5.croninit", "s5.sms21211a", "s5.phonesample", "s5.e164why",
      "s5.libphone", "s5.e164fix", "s5.reimport1", "s5.smsok", "s5.lesson2", "s5.commit5"]
S6 = ["s6.flyplan", "s6.adapternode", "s6.flylaunch", "s6.flytoml", "s6.dockerfile", "s6.dbpush", "s6.secrets",
      "s6.predeploy1", "s6.deploy1", "s6.csrf403", "s6.csrfwhy", "s6.originfix", "s6.certs", "s6.deploy2",
      "s6.deployrule", "s6.memdeploy", "s6.commit6"]
S7 = ["s7.undelivered", "s7.err30034", "s7.tollfree", "s7.editfail", "s7.msgsvc", "s7.secretswap", "s7.delivered",
      "s7.renameplan", "s7.gitmvroute", "s7.grepshifts", "s7.multiedit1", "s7.redirect", "s7.e2eok7", "s7.commit7"]
S9 = ["s9.incident", "s9.flylogs", "s9.twiliocount", "s9.dupcause", "s9.pgcron", "s9.cronendpoint", "s9.renamefn",
      "s9.rmcron", "s9.grepsend", "s9.idemtest", "s9.incnote", "s9.lesson3", "s9.deploy4", "s9.v101", "s9.memsched"]
S10 = ["s10.outlook", "s10.authlogs", "s10.otpswitch", "s10.otpverify", "s10.template", "s10.otpexpiry", "s10.e2eotp",
       "s10.memotp", "s10.newcsv", "s10.import2", "s10.sms21211b", "s10.badphones", "s10.sciwhy", "s10.scifix",
       "s10.scitest", "s10.import3", "s10.lesson4", "s10.commit10"]
S11 = ["s11.timing", "s11.timingedit", "s11.timingtest", "s11.renameimport", "s11.gitmvimport", "s11.grepimport",
       "s11.importrename", "s11.test11", "s11.v110", "s11.deploy5", "s11.memtiming", "s11.later", "s11.status11"]

FACT = [
    ("How much per month did the treasurer agree we could spend on text messages?", ["s5.smsplan", "s11.later"]),
    ("Which Fly.io region is the app hosted in, and why that one?",
     ["s6.flyplan", "s6.flylaunch", "s6.memdeploy", "s6.flytoml"]),
    ("How many people came in from Dee's first spreadsheet upload, and how many rows were dropped?",
     ["s4.importrun", "s4.memroster"]),
    ("On which local port can I open the fake mailbox to read login emails while developing?",
     ["s1.supastart", "s2.inbucket"]),
    ("Who do I ask when we need a DNS record changed for the food bank's domain?", ["s6.flyplan", "s6.memdeploy"]),
    ("How many messages did Twilio actually send on the morning everyone got doubled reminders?",
     ["s9.twiliocount", "s9.incnote"]),
    ("What port does the Node server listen on inside the Fly machine?", ["s6.flytoml", "s6.memdeploy", "s6.originfix"]),
    ("What have the texts cost us so far this month?", ["s11.later", "s11.status11"]),
    ("Which release of the twilio npm package are we on?", ["s5.twilioadd"]),
    ("For how long can a volunteer use the code from the sign-in email?",
     ["s10.otpswitch", "s10.otpexpiry", "s10.memotp", "s10.otpverify", "s10.template"]),
]

DECISION = [
    ("Why did we give up on the local 937 number for sending the texts?", ["s7.tollfree", "s7.err30034"]),
    ("Why is the check for a full shift done in a database function rather than only in the page?",
     ["s3.shiftspage", "s3.capacity"]),
    ("Why do we keep two machines running in production?",
     ["s8.release", "s8.scale2", "s8.memrelease", "s9.dupcause", "s9.incnote"]),
    ("Why was the volunteers' main page given a new URL, and why does the old address still work?",
     ["s7.renameplan", "s7.redirect"]),
    ("Why does the upload leave out the second and third person of a household?",
     ["s4.dupwhy", "s4.dupfix", "s4.memroster"]),
    ("Why did we stop putting a clickable sign-in link in the email?",
     ["s10.otpswitch", "s10.memotp", "s10.authlogs"]),
    ("Why doesn't the web server itself run the reminder job any more?",
     ["s9.dupcause", "s9.lesson3", "s9.memsched", "s9.incnote"]),
    ("Why did Dee want reminders in the early evening instead of a full day ahead?",
     ["s11.timing", "s11.memtiming"]),
    ("Why don't volunteers have passwords?", ["s2.auth"]),
    ("Why did the import module get a new name?", ["s11.renameimport"]),
]

ERROR = [
    ("What caused the endless-recursion error from Postgres when we first set up access rules?",
     ["s2.recursion", "s2.recwhy", "s2.rlsfix", "s2.lesson1"]),
    ("Why did the browser login test time out the first time instead of reaching the shift list?",
     ["s3.e2efail", "s3.e2ewhy", "s3.e2efix", "s3.e2econf"]),
    ("Why did loading the volunteer spreadsheet fail the first time with a complaint about touching a row twice?",
     ["s4.dupfail", "s4.dupcheck", "s4.dupwhy", "s4.dupfix"]),
    ("Why was every form submit refused with a 403 right after we first went live on Fly?",
     ["s6.csrf403", "s6.csrfwhy", "s6.originfix"]),
    ("Why did four of the five test texts to the coordinators fail the very first time?",
     ["s5.sms21211a", "s5.phonesample", "s5.e164why", "s5.e164fix", "s5.lesson2"]),
    ("Why did only about half of the coordinators' test texts actually reach their phones?",
     ["s7.undelivered", "s7.err30034", "s7.tollfree"]),
    ("Why did people with hospital and county work emails keep getting told their link had expired?",
     ["s10.outlook", "s10.authlogs", "s10.otpswitch", "s10.memotp"]),
    ("Why did eleven of the back-to-school volunteers all end up with the same broken phone number?",
     ["s10.sms21211b", "s10.badphones", "s10.sciwhy", "s10.scifix", "s10.lesson4"]),
    ("Why did everyone on the Saturday shifts get the same reminder text twice?",
     ["s9.incident", "s9.flylogs", "s9.twiliocount", "s9.dupcause", "s9.incnote", "s9.lesson3"]),
    ("Why did the edit that swaps the sender in the reminders code fail on the first try?",
     ["s7.editfail", "s7.msgsvc"]),
]

TEMPORAL = [
    ("What did we do on {day:2027-08-10}?", S4),
    ("What did we work on {mday:2027-08-04}?", S2),
    ("What did we get done last {wd:2027-08-25}?", S10),
    ("What did we do on the Monday after the Saturday with the doubled texts?", S9),
    ("What did we do on the Thursday of the week before v1.0.0 went out?", S5),
    ("When did the site first go live on Fly?",
     ["s6.deploy1", "s6.deploy2", "s6.memdeploy", "s6.commit6", "s6.flylaunch"]),
    ("What did we work on two days before the release?", S7),
    ("What did we do on the very first day of the project?", S1),
    ("What happened on {mday:2027-08-06}?", S3),
    ("What did we do last {wd:2027-08-27}?", S11),
]

MULTIHOP = [
    ("Twilio rejected numbers as invalid on two occasions: what was behind it each time, and how did the causes "
     "differ?", ["s5.e164why", "s10.sciwhy", "s5.lesson2", "s10.lesson4", "s5.sms21211a", "s10.sms21211b"]),
    ("The duplicate-texts incident: which change made on release day set it up, and what replaced the scheduler?",
     ["s8.scale2", "s8.release", "s9.dupcause", "s9.pgcron", "s9.memsched", "s9.incnote"]),
    ("Which version tag shipped the fix for the doubled reminders, and which table makes a repeated run harmless?",
     ["s9.v101", "s9.pgcron", "s9.memsched", "s9.cronendpoint", "s9.incnote"]),
    ("The Microsoft link-scanning problem: what did it make us change, and how long does the replacement stay valid?",
     ["s10.otpswitch", "s10.otpexpiry", "s10.memotp"]),
    ("The volunteer who texted STOP during the incident: what did her line in the first roster file say about her?",
     ["s9.incnote", "s4.csvhead"]),
    ("Which commit renamed the shifts page, and where does the QR code on the warehouse door send people now?",
     ["s7.commit7", "s7.gitmvroute", "s7.redirect", "s7.renameplan"]),
    ("How many volunteers have we loaded in total, counting the first list and the back-to-school list?",
     ["s4.importrun", "s4.memroster", "s10.import2", "s10.newcsv"]),
    ("The sender number we dropped for the toll-free one: when had we bought it, and for what?",
     ["s5.smsplan", "s7.tollfree", "s5.reminders"]),
    ("How much of Ravi's monthly texting cap did August use, and where does he want to see that number?",
     ["s11.later", "s11.status11", "s5.smsplan"]),
    ("The helper function we wrote to stop the policy recursion: where else in the app do we call it?",
     ["s2.recwhy", "s2.rlsfix", "s4.importroute", "s2.lesson1"]),
]

PREFERENCE = [
    ("Can I use npm to add a package to this project?", ["s1.rules"]),
    ("How should shift times be displayed to volunteers?", ["s3.timefmt"]),
    ("Is it OK to push a quick fix to production on a Saturday morning?", ["s6.deployrule", "s6.memdeploy"]),
    ("Can the end-to-end tests send a real SMS to check delivery works?", ["s3.e2erule"]),
    ("What kind of email addresses should fake volunteers in the test suite have?", ["s3.e2erule"]),
    ("Can I check Dee's volunteer export into git as a test fixture?", ["s4.csvplan", "s4.gitignore", "s4.memroster"]),
    ("A migration that's already applied in production has a mistake: can I just fix it in place?", ["s1.rules"]),
    ("What must every reminder text contain, and how long may it be?", ["s5.smsplan"]),
    ("Should I bring in Prisma or Drizzle for the database queries?", ["s1.rules"]),
    ("Where should a new recurring background job go, say a nightly cleanup?",
     ["s9.dupcause", "s9.lesson3", "s9.incnote", "s9.memsched"]),
]

SUPERSEDED = [
    ("When do volunteers get their reminder text now?",
     ["s11.timing", "s11.timingedit", "s11.memtiming", "s11.v110"],
     ["s5.smsplan", "s5.reminders", "s8.changelog", "s8.memrelease", "s9.renamefn", "s5.commit5"]),
    ("Which number do volunteers see our texts coming from?",
     ["s7.tollfree", "s7.delivered", "s7.msgsvc", "s8.changelog", "s8.memrelease"],
     ["s5.smsplan", "s5.reminders", "s6.secrets", "s5.smsok"]),
    ("How do volunteers sign in these days?",
     ["s10.otpswitch", "s10.otpverify", "s10.template", "s10.memotp", "s10.otpexpiry"],
     ["s2.auth", "s2.loginaction", "s2.callback", "s2.inbucket", "s8.changelog"]),
    ("What kicks off the reminder run every fifteen minutes?",
     ["s9.dupcause", "s9.pgcron", "s9.memsched", "s9.cronendpoint", "s11.memtiming"],
     ["s5.smsplan", "s5.croninit", "s5.reminders", "s8.memrelease"]),
    ("What's the path of the volunteers' sign-up page now?",
     ["s7.renameplan", "s7.gitmvroute", "s7.redirect", "s7.commit7", "s7.multiedit1"],
     ["s3.shiftspage", "s3.shiftsload", "s2.callback"]),
    ("What is the Svelte component that renders a single shift called now?",
     ["s7.renameplan", "s7.gitmvroute", "s7.multiedit1", "s7.commit7"], ["s3.shiftcard"]),
    ("What's the function that hands a reminder over to Twilio called now?",
     ["s9.dupcause", "s9.renamefn", "s9.memsched", "s9.cronendpoint"], ["s5.reminders", "s9.grepsend"]),
    ("Which file holds the volunteer list import now, and what is its entry function called?",
     ["s11.renameimport", "s11.gitmvimport", "s11.importrename", "s11.memtiming"],
     ["s4.csvimport", "s4.importroute", "s4.memroster", "s11.grepimport"]),
    ("Which secret tells the app what Twilio sender to use?",
     ["s7.tollfree", "s7.secretswap", "s7.msgsvc"], ["s6.secrets", "s5.reminders"]),
    ("What's the latest version we've tagged?", ["s11.v110", "s11.memtiming"],
     ["s8.version", "s8.memrelease", "s9.v101", "s8.changelog"]),
]


def questions() -> list[dict]:
    return by_category(FACT, DECISION, ERROR, TEMPORAL, MULTIHOP, PREFERENCE, SUPERSEDED)
