"""The 70 questions about the tidepool-links history, asked on Friday 4 June 2027 (see README.md).

Written blind and committed before the set was first scored; not edited afterwards. Each names the
markers of the items that answer it (`gold`) and, for a renamed or reversed thing, the items of the
old state (`stale`). Dates in {day:...}, {mday:...}, {wd:...} are rendered by bench/agent_eval.py.
"""
from __future__ import annotations

from _agentset import by_category, markers  # bench/, on the path of build.py

S1 = markers("s1", "goal rules c3 devdeps d1create wrangler1 schema1 migratelocal1 port devrun memproject commit1")
S3 = markers("s3", "slugruth slug2 editfail slugcall kvhot kvcreate kvread ratekv ratekvcode testok3 commit3")
S4 = markers("s4", "qrplan r2create qrts wasmfail wasmwhy qrfix qrok bundlesize loadtest npxno testok4 commit4")
S5 = markers("s5", "doplan dots dotoml rmkvrate noany anyfix testok5a lessonkv memlimiter turnstile admintsx "
                   "gitmvadmin turnstilekeys dupfail dupwhy dupfix testok5b commit5")
S6 = markers("s6", "golive customdomain domainfail domainwhy deploy1 prod500 notablewhy2 migratelist preremote "
                   "notablefix2 lesson2 smoke1 tag1 memdeploy")
S7 = markers("s7", "renameplan gitmvroute greplookup resolvelink gitmvdo dobinding dofail premigv2 migv2 stagingok "
                   "svg qrsvg rmresvg memqr testok7 commit7")
S9 = markers("s9", "incident d1check kvget cachewhy prekvdel kvdel invalidate ttl300 testok9 lesson4 incnote "
                   "increle commit9 memcache")
S10 = markers("s10", "stats clickcount aeswitch aebinding aewrite fallbackqr fallbackedit readtoml aequery weekly "
                     "cron typefail typegen testok10 release3")
S11 = markers("s11", "meeting lsp lspform migratelocal11 testok11 roadmap memplans commit11")

FACT = [
    ("Which port do I open in the browser when I run the worker on my machine?",
     ["s1.port", "s1.devrun", "s1.memproject", "s1.n07"]),
    ("What's the mobile number of the IT guy who controls our domain's records?",
     ["s6.domainwhy", "s6.memdeploy"]),
    ("How many rows had the scan log table piled up before we stopped filling it, and how slow was counting them?",
     ["s10.clickcount", "s10.aeswitch"]),
    ("How large was the upload while we still turned images into bitmaps with WebAssembly, and how large after?",
     ["s4.bundlesize", "s6.deploy1", "s6.domainfail", "s7.svg", "s7.rmresvg", "s7.memqr"]),
    ("Which of the museums had by far the most scans when we first looked at the new numbers?", ["s10.aequery"]),
    ("How many visitor complaints and how many affected scans did the front desk problem at Harbourside cause?",
     ["s9.incnote"]),
    ("What's the code printed on the big panel at the entrance of the new Harbourside show?",
     ["s9.incident", "s9.d1check", "s9.kvget", "s9.prekvdel", "s9.kvdel", "s9.incnote"]),
    ("In which location was our SQL database created?", ["s1.d1create", "s1.memproject"]),
    ("What's the address of the pre-production copy of the worker?", ["s7.stagingok", "s8.audfail"]),
    ("Who handles our DNS and login-gate requests while Teodor is on holiday, and how do I reach her?",
     ["s11.meeting", "s11.roadmap", "s11.memplans"]),
]

DECISION = [
    ("Why did the format of the short codes change after the first version?", ["s3.slugruth", "s3.slug2"]),
    ("Why did per-visitor request limiting move out of the key-value store?",
     ["s4.loadtest", "s4.npxno", "s5.doplan", "s5.lessonkv", "s5.memlimiter"]),
    ("Why do we hand out vector images of the scannable codes rather than bitmaps?",
     ["s7.svg", "s7.memqr", "s7.qrsvg"]),
    ("Why was the shared password for the back office dropped?", ["s8.access", "s8.memaccess"]),
    ("Why was the lifetime of cached redirect entries cut so drastically?",
     ["s9.cachewhy", "s9.memcache", "s9.lesson4", "s9.incnote"]),
    ("Why aren't visits written to the SQL database any more?", ["s10.aeswitch", "s10.clickcount"]),
    ("Why does a code that doesn't exist take people to the museum website instead of a not-found page?",
     ["s2.redirect", "s10.fallbackqr"]),
    ("Why did we put a key-value layer in front of the database on the redirect path?", ["s3.kvhot"]),
    ("Why is the audience tag of the login gate kept in plain config and not stored as a secret?", ["s8.audwhy"]),
    ("Why did we choose a stronger error-correction level for the printed codes?",
     ["s7.svg", "s7.memqr", "s7.qrsvg"]),
]

ERROR = [
    ("Why did the very first redirect tests say the table was missing?",
     ["s2.notable1", "s2.notablewhy1", "s2.notablefix1", "s2.n13", "s2.lesson1"]),
    ("Why did creating a link on the live site blow up with a 500 right after launch?",
     ["s6.prod500", "s6.notablewhy2", "s6.migratelist", "s6.preremote", "s6.notablefix2", "s6.lesson2"]),
    ("Why couldn't the first release attach itself to our own hostname?", ["s6.domainfail", "s6.domainwhy"]),
    ("Why did asking the dev server for a code's picture return a 500?",
     ["s4.wasmfail", "s4.wasmwhy", "s4.qrfix"]),
    ("What broke when we hammered a short code with a benchmarking tool?",
     ["s4.loadtest", "s4.npxno", "s5.lessonkv"]),
    ("Why did the form submission test come back forbidden even with a valid challenge token?",
     ["s5.dupfail", "s5.dupwhy", "s5.dupfix"]),
    ("Why was the pre-production upload refused after we renamed the per-IP limiter?",
     ["s7.dofail", "s7.premigv2", "s7.migv2"]),
    ("Why did opening the back office through the new sign-in on staging end in a server error?",
     ["s8.audfail", "s8.audwhy", "s8.audfix"]),
    ("Why did the compiler complain when we started sending visits to the analytics store?",
     ["s10.typefail", "s10.typegen"]),
    ("Why did people scanning the entrance text of the new exhibition land on a dead page?",
     ["s9.incident", "s9.d1check", "s9.kvget", "s9.cachewhy", "s9.incnote", "s9.lesson4", "s9.memcache"]),
]

TEMPORAL = [
    ("What did we do on {day:2027-05-13}?", S5),
    ("What did we work on {mday:2027-05-19}?", S7),
    ("What went wrong last Wednesday?", S9),
    ("What did we do on the Friday after the outage?", S10),
    ("When did the service first go live for the public?",
     ["s6.golive", "s6.deploy1", "s6.smoke1", "s6.tag1", "s6.memdeploy"]),
    ("What did we do on the Tuesday of our second week on the project?", S4),
    ("What did we get done in the week before the incident?", S6 + S7),
    ("What did we do on the very first day of the project?", S1),
    ("What did we do on {wd:2027-06-01} this week?", S11),
    ("What happened on {mday:2027-05-07}?", S3),
]

MULTIHOP = [
    ("We hit the missing-table error twice: what was behind it each time, and how did the causes differ?",
     ["s2.notablewhy1", "s6.notablewhy2", "s2.lesson1", "s6.lesson2", "s2.notable1", "s6.prod500"]),
    ("The colleague who complained that codes were hard to type: what did she ask for later about the pictures?",
     ["s3.slugruth", "s7.svg", "s7.memqr"]),
    ("Which commit moved the redirect route to its new file, and which version tag went out with it?",
     ["s7.commit7", "s7.gitmvroute"]),
    ("The IT person who put the back office behind the sign-in gate: what other rule did he bring in that day?",
     ["s8.access", "s8.cirule"]),
    ("Which migration tag created the per-IP limiter class, and which one did its rename need?",
     ["s5.dotoml", "s5.memlimiter", "s7.migv2", "s7.premigv2", "s10.readtoml"]),
    ("How many scans happened while the entrance label was wrong, and what cache lifetime did we set afterwards?",
     ["s9.incnote", "s9.cachewhy", "s9.memcache", "s9.ttl300"]),
    ("The product owner of the project: in what form and when does she want the visit numbers?",
     ["s1.goal", "s1.memproject", "s10.stats", "s10.cron", "s10.weekly"]),
    ("After the opening-day problem, which admin feature did Ines ask for, and by when is it planned?",
     ["s9.incnote", "s11.meeting", "s11.roadmap", "s11.memplans"]),
    ("Which dependency did we drop when we changed the image format, and what did that do to the upload?",
     ["s7.rmresvg", "s7.svg", "s7.memqr"]),
    ("The Monday report: at what time does the scheduled trigger fire, and which dataset does it read?",
     ["s10.cron", "s10.weekly", "s10.aebinding", "s10.aeswitch"]),
]

PREFERENCE = [
    ("Can I add a dependency with npm install?", ["s1.rules", "s4.npxno"]),
    ("Is it fine to type a handler argument loosely just to get it compiling?", ["s1.rules", "s5.noany"]),
    ("Can I fix a column on the production database with a quick SQL statement?", ["s1.rules", "s6.notablewhy2"]),
    ("Can I fake the database with a small in-memory object in the tests?", ["s1.rules"]),
    ("Where does the captcha's private key go?", ["s5.turnstile", "s5.turnstilekeys"]),
    ("Can I ship a hotfix to production straight from my laptop?", ["s8.cirule"]),
    ("What does Ines want a visitor to see when a code doesn't lead anywhere?", ["s2.redirect", "s10.fallbackqr"]),
    ("What does the labels team want from the scannable images for printing?", ["s7.svg", "s7.memqr", "s3.slugruth"]),
    ("How am I supposed to get a DNS record changed?",
     ["s6.domainwhy", "s6.memdeploy", "s11.meeting", "s11.memplans", "s11.roadmap"]),
    ("What's expected from us after an outage?", ["s9.increle"]),
]

SUPERSEDED = [
    ("What do newly created short codes look like?",
     ["s3.slugruth", "s3.slug2", "s3.slugcall", "s3.commit3"],
     ["s2.redirect", "s2.slug1", "s2.curl2"]),
    ("How is the per-visitor request limit implemented?",
     ["s5.doplan", "s5.dots", "s5.memlimiter", "s5.commit5", "s5.lessonkv", "s7.renameplan", "s7.gitmvdo"],
     ["s3.ratekv", "s3.ratekvcode", "s3.commit3"]),
    ("In which format do we serve the scannable code images?",
     ["s7.svg", "s7.qrsvg", "s7.memqr", "s7.rmresvg", "s7.commit7"],
     ["s4.qrplan", "s4.qrts", "s4.qrfix", "s4.qrok", "s4.commit4"]),
    ("How do staff sign in to the back office?",
     ["s8.access", "s8.accessts", "s8.rmbasic", "s8.rmsecret", "s8.memaccess", "s8.commit8"],
     ["s2.redirect", "s2.adminapi", "s2.secret1", "s2.curl2", "s5.admintsx"]),
    ("How long does a redirect target stay in the hot cache?",
     ["s9.cachewhy", "s9.ttl300", "s9.memcache", "s9.incnote", "s9.commit9", "s10.readtoml"],
     ["s3.kvhot", "s3.kvread"]),
    ("Where do we record each visit?",
     ["s10.aeswitch", "s10.aewrite", "s10.aebinding", "s10.release3", "s10.readtoml"],
     ["s2.redirect", "s2.gots", "s1.schema1"]),
    ("Which file holds the redirect handler, and what is the function that looks up a code called?",
     ["s7.renameplan", "s7.gitmvroute", "s7.resolvelink", "s7.commit7"],
     ["s2.gots", "s7.greplookup"]),
    ("What's the per-IP limiter's class called, and under which binding name?",
     ["s7.renameplan", "s7.gitmvdo", "s7.dobinding", "s7.migv2", "s7.stagingok", "s7.commit7", "s10.readtoml",
      "s10.typegen"],
     ["s5.dots", "s5.dotoml", "s5.memlimiter", "s6.deploy1"]),
    ("Where does a dead or expired code send people now?",
     ["s10.fallbackqr", "s10.fallbackedit", "s10.readtoml", "s10.typegen"],
     ["s1.wrangler1", "s1.devrun"]),
    ("How do changes get to production now?",
     ["s8.cirule", "s8.deployyml", "s8.commit8", "s8.ci8", "s9.commit9", "s9.increle"],
     ["s6.deploy1", "s6.domainfail", "s7.commit7"]),
]


def questions() -> list[dict]:
    return by_category(FACT, DECISION, ERROR, TEMPORAL, MULTIHOP, PREFERENCE, SUPERSEDED)
