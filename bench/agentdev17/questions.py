"""The 70 questions about the slotwall history, asked on Monday 1 March 2027 (see README.md).

Written blind and before the set was first scored. Each names the markers of the items that
answer it (`gold`) and, for a renamed, reversed or changed thing, the items of the old state
(`stale`). Dates in {day:...}, {mday:...}, {wd:...} are rendered by bench/agent_eval.py.
"""
from __future__ import annotations

from _agentset import by_category  # bench/, on the path of build.py

S1 = ["s1.goal", "s1.rules", "s1.breeze", "s1.composerjson", "s1.climbmig", "s1.climbmodel", "s1.migratefail",
      "s1.migratewhy", "s1.migrateok", "s1.sqlitetests", "s1.sqlitewhy", "s1.pest1", "s1.memdev", "s1.commit1"]
S2 = ["s2.booking", "s2.bookingmig", "s2.controller", "s2.bookingtest", "s2.sqlitefail", "s2.nosqlite",
      "s2.mysqltests", "s2.pest2", "s2.pintfail", "s2.commitstyle", "s2.commit2"]
S3 = ["s3.bookpage", "s3.createvue", "s3.fail419a", "s3.envlocal", "s3.cause419a", "s3.fix419a", "s3.ok419a",
      "s3.waitlist", "s3.promote", "s3.mailgun", "s3.reminderjob", "s3.memtom", "s3.pest3", "s3.commit3"]
S5 = ["s5.stripe", "s5.config", "s5.sigfail", "s5.sigcause", "s5.sigfix", "s5.sigok", "s5.slot90", "s5.slotlen",
      "s5.pest5", "s5.forge", "s5.forgedeploy", "s5.memdeploy1", "s5.commit5"]
S6 = ["s6.outlook", "s6.mailgunlog", "s6.postmark", "s6.mailenv", "s6.postmarkok", "s6.mempostmark",
      "s6.jobrename", "s6.jobmv", "s6.horizoninstall", "s6.horizoncfg", "s6.horizon403", "s6.gate", "s6.gatefix",
      "s6.pest6", "s6.commit6"]
S7 = ["s7.wlreverse", "s7.wlnotify", "s7.rmpromote", "s7.hold10", "s7.holdedit", "s7.partysize", "s7.partymig",
      "s7.partyfail", "s7.grepcount", "s7.partyfix", "s7.partyok", "s7.york", "s7.yorkmig", "s7.commit7"]
S9 = ["s9.dupes", "s9.postmarkdupes", "s9.servers", "s9.dupecause", "s9.onone", "s9.retries", "s9.retrywhy",
      "s9.pest9", "s9.price", "s9.priceedit", "s9.pricetest", "s9.memprices", "s9.commit9"]
S10 = ["s10.release", "s10.upgrade", "s10.pest10", "s10.buildfail", "s10.lscomp", "s10.buildcause", "s10.buildfix",
       "s10.buildok", "s10.forcepush", "s10.commit10", "s10.deployok", "s10.smoke"]

FACT = [
    ("How many people can a single booking include at most?", ["s2.booking", "s3.createvue"]),
    ("How long did a deploy take back when Forge ran the deploy script?",
     ["s5.forgedeploy", "s5.memdeploy1", "s8.deploylog"]),
    ("Where is the production droplet hosted and how big is it?", ["s5.forge"]),
    ("How many tests did the suite have in the last full run before launch, and how long did it take?",
     ["s10.pest10"]),
    ("Where can I look at the emails the app sends while developing on my machine?", ["s1.memdev"]),
    ("Who is in charge of the gyms' reception desks?", ["s3.memtom"]),
    ("How quickly did the Kirkstall slot listing respond in the check right after going live?", ["s10.smoke"]),
    ("How many old releases are kept on the server by the current deploy tool?",
     ["s8.envoyerhooks", "s8.memdeploy2"]),
    ("What is the IP address of the second web box?", ["s9.servers"]),
    ("Which release of the queue dashboard package did we install?", ["s6.horizoninstall"]),
]

DECISION = [
    ("Why did we stop running the tests against an in-memory database?",
     ["s2.nosqlite", "s2.sqlitefail", "s2.commit2"]),
    ("Why did the model for a bookable climbing time get a different name?", ["s4.rename", "s4.commit4"]),
    ("Why did outgoing transactional mail move to another provider?",
     ["s6.postmark", "s6.mailgunlog", "s6.commit6"]),
    ("What made us change the way releases get shipped to the server?",
     ["s8.downtime", "s8.envoyer", "s8.deploylog"]),
    ("Why don't people on the waiting list get freed-up places automatically any more?", ["s7.wlreverse"]),
    ("Why do we release unpaid reservations sooner now?", ["s7.hold10"]),
    ("Why did the length of a climbing slot change?", ["s5.slot90"]),
    ("What's the reason the code that takes places locks the database row?", ["s2.booking", "s2.controller"]),
    ("Why does the bookings table count people under a new column name?", ["s7.partysize"]),
    ("Why did the day-before notification job get a new class name?", ["s6.jobrename"]),
]

ERROR = [
    ("Why did the very first migration blow up on my laptop?", ["s1.migratefail", "s1.migratewhy", "s1.migrateok"]),
    ("What made the test for filtering by tag crash?", ["s2.sqlitefail", "s2.nosqlite"]),
    ("Why did submitting the booking form locally come back with Page Expired?",
     ["s3.fail419a", "s3.envlocal", "s3.cause419a", "s3.fix419a"]),
    ("After the first zero-downtime release the front desk got Page Expired: what caused it that time?",
     ["s8.fail419b", "s8.sessdir", "s8.cause419b", "s8.fix419b", "s8.lesson2"]),
    ("Which tests broke after the table was renamed, and what fixed them?",
     ["s4.renamefail", "s4.grepclimb", "s4.renamefix"]),
    ("Why was a gym's page empty in the browser although the front-end build succeeded?",
     ["s4.ziggy", "s4.slotsindex", "s4.lesson1"]),
    ("Why were payment events refused by our endpoint when testing locally?",
     ["s5.sigfail", "s5.sigcause", "s5.sigfix"]),
    ("Why weren't Hotmail and Outlook customers receiving their confirmations?",
     ["s6.mailgunlog", "s6.outlook", "s6.postmark"]),
    ("Why did the launch deploy fail while compiling the front end?",
     ["s10.buildfail", "s10.lscomp", "s10.buildcause", "s10.buildfix"]),
    ("Why did climbers receive each reminder twice?",
     ["s9.dupes", "s9.postmarkdupes", "s9.servers", "s9.dupecause", "s9.onone"]),
]

TEMPORAL = [
    ("What did we do on {day:2027-02-04}?", S3),
    ("What did we work on last Wednesday?", S10),
    ("What happened on {mday:2027-02-16}?", S7),
    ("What were we fixing on {wd:2027-02-22} last week?", S9),
    ("What did we work on two days after the model was renamed?", S5),
    ("When did deployments switch to the zero-downtime tool?",
     ["s8.envoyer", "s8.envoyer1", "s8.commit8", "s8.memdeploy2"]),
    ("On which day did the app first go onto a production server?",
     ["s5.forge", "s5.forgedeploy", "s5.memdeploy1", "s5.commit5"]),
    ("What were we doing on the Friday before the waiting-list change?", S6),
    ("What did we set up on the very first day of the project?", S1),
    ("What did we do on the Tuesday of the first week?", S2),
]

MULTIHOP = [
    ("After renaming the head-count column, which file still used the old name and broke the tests?",
     ["s7.partysize", "s7.partyfail", "s7.grepcount"]),
    ("What went wrong because of the second web server, and how was it fixed?",
     ["s9.servers", "s9.dupecause", "s9.onone"]),
    ("The person who decides what climbers pay: what did he approve for the adult day pass from launch?",
     ["s3.memtom", "s9.price", "s9.memprices"]),
    ("The mail provider we left: what block-list code did Microsoft return, and which provider replaced it?",
     ["s6.mailgunlog", "s6.postmark"]),
    ("Which commit removed the automatic waiting-list promotion, and what else went into it?",
     ["s7.commit7", "s7.wlreverse"]),
    ("The lesson about renaming models: which route name did the front end still call?",
     ["s4.lesson1", "s4.ziggy"]),
    ("Which step of the old deploy was running when the site threw errors, and what replaced that deploy?",
     ["s8.deploylog", "s8.envoyer"]),
    ("The job that sends the day-before reminders: what is it called now, and how many attempts does its "
     "queue supervisor allow?", ["s6.jobrename", "s6.jobmv", "s9.retries", "s9.retrywhy"]),
    ("The folder we link between releases: which problem made us add it?", ["s8.fix419b", "s8.cause419b"]),
    ("Which failing test made us give up SQLite, and what is the test database called now?",
     ["s2.sqlitefail", "s2.nosqlite", "s2.mysqltests"]),
]

PREFERENCE = [
    ("Can I write a new test as a PHPUnit class?", ["s1.rules"]),
    ("How should commit messages be written in this repo?", ["s2.commitstyle"]),
    ("Is it OK to fill the database with the seeders inside a test?", ["s1.rules"]),
    ("Which way of writing Vue components do we use?", ["s1.rules"]),
    ("What formatting check has to pass before PHP code is committed?", ["s1.rules"]),
    ("How should I run artisan and composer in this project?", ["s1.migratewhy", "s1.memdev"]),
    ("Can I force-push a quick fix to main?", ["s10.forcepush"]),
    ("Is it fine to send the confirmation email directly in the controller?", ["s3.mailgun"]),
    ("How does Tom like to be kept up to date?", ["s3.memtom"]),
    ("In what unit should money amounts be kept in the config?", ["s5.stripe", "s5.config", "s9.memprices"]),
]

SUPERSEDED = [
    ("What is the model for a bookable climbing time called?", ["s4.rename", "s4.gitmv", "s4.commit4"],
     ["s1.climbmodel", "s1.climbmig"]),
    ("What's the route name of a gym's listing page?", ["s4.routes", "s4.slotsindex", "s4.commit4"],
     ["s4.ziggy"]),
    ("Which database do the tests run against?", ["s2.nosqlite", "s2.mysqltests", "s2.commit2"],
     ["s1.sqlitetests", "s1.sqlitewhy"]),
    ("Which service delivers our transactional email?", ["s6.postmark", "s6.mempostmark", "s6.mailenv", "s6.commit6"],
     ["s3.mailgun"]),
    ("What happens to people on the waiting list when places free up?", ["s7.wlreverse", "s7.wlnotify", "s7.commit7"],
     ["s3.waitlist", "s3.promote"]),
    ("How long is an unpaid booking held?", ["s7.hold10", "s7.holdedit", "s7.commit7"],
     ["s5.stripe", "s5.config", "s3.bookpage"]),
    ("How long does a climbing slot last?", ["s5.slot90", "s5.slotlen", "s5.commit5"], ["s1.climbmig", "s5.config"]),
    ("What does an adult day pass cost?", ["s9.price", "s9.priceedit", "s9.memprices", "s9.commit9",
     "s9.pricetest"], ["s5.stripe", "s5.config"]),
    ("How do I deploy slotwall?", ["s8.memdeploy2", "s8.envoyer", "s8.commit8", "s10.deployok"],
     ["s5.memdeploy1", "s5.forge"]),
    ("How many climbers can the York gym take per slot?", ["s7.york", "s7.yorkmig", "s7.commit7"], ["s3.memtom"]),
]


def questions() -> list[dict]:
    return by_category(FACT, DECISION, ERROR, TEMPORAL, MULTIHOP, PREFERENCE, SUPERSEDED)
