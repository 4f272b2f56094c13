"""The 70 questions about the gradebeam history, asked on Friday 30 March 2029 (see README.md).

Written blind and committed before the set was first scored. Each names the markers of the items that
answer it (`gold`) and, for a renamed or reversed thing, the items of the old state (`stale`). Dates in
{day:...}, {mday:...}, {wd:...} are rendered by bench/agent_eval.py.
"""
from __future__ import annotations

from _agentset import by_category, markers  # bench/, on the path of build.py

S2 = markers("s2", "booking lessonrb slotgrid slotpicker bookingspec tzfail tzcheck tzwhy tzconfig tzfix specok2 "
                   "commit2")
S3 = markers("s3", "chromefail cuprite gemcuprite cupriterb drivenby cupriteok reminders mailgems reminderjob "
                   "recurring1 devmail nojs commit3")
S4 = markers("s4", "invoicing stripegems invoicemodel builder weeklyjob recurweekly pdf mailer webmockfail stubfix "
                   "specok4 testkey seedcustomers meminvoice1 commit4")
S5 = markers("s5", "schoolkey nocust1 custcheck custwhy1 resynctask resyncrun lesson1 renamecol renamemig "
                   "grepstripeid renameedits webhooks stripelisten invoiceok commit5")
S6 = markers("s6", "deploy droplet sqlitegems dbsqlite makeinterval endsat endsatfix deployyml hosts setupfail "
                   "blockedhost healthwhy healthfix deployok lesson2 deployrule memprod commit6")
S7 = markers("s7", "harriet gitmv monthlyrun monthlyjob recurmonthly dropprawn grepbuilder editfail gitmvspec "
                   "specrename specok7 cancel48 window48 copy48 meminvoice2 commit7")
S9 = markers("s9", "incident locked jobslog count500 lockwhy hotfix hotfixdeploy verify9 postmortem incnote lesson3 "
                   "revert commit9")
S11 = markers("s11", "dryrun dryrunout harrietnote price priceedit pricefail pricefix specprice yusuf hoursjob "
                     "recurhours backups backupacc plans commit11")

FACT = [
    ("What port do I open in the browser to reach the app when it runs on my laptop?",
     ["s1.port", "s1.procfile", "s1.compose", "s1.memstack", "s3.devmail", "s5.stripelisten"]),
    ("What are we paying DigitalOcean each month for the production server, and which plan is it?",
     ["s6.deploy", "s6.memprod", "s6.droplet"]),
    ("How many families, pupils and tutors did we bring over from the office spreadsheet on launch day?",
     ["s8.import", "s8.memgolive"]),
    ("How many requests errored for parents during the Monday morning outage?",
     ["s9.count500", "s9.incnote", "s9.postmortem"]),
    ("What did the trial run for March say the first monthly billing would come to?",
     ["s11.dryrunout", "s11.harrietnote"]),
    ("How long was the reminder email job taking per run on the morning things broke?",
     ["s9.jobslog", "s9.lockwhy", "s9.incnote", "s9.lesson3", "s9.hotfix"]),
    ("How much did we bill the Patels when they left the school?", ["s10.invoiceagain"]),
    ("How many rows were copied across when the production data went into Postgres?", ["s10.pgloader", "s10.memdb"]),
    ("Which Postgres image tag does the production database container run?",
     ["s10.accessory", "s10.accboot", "s10.memdb"]),
    ("What did the first trial billing against the development data add up to?",
     ["s4.seedcustomers", "s5.invoiceok"]),
]

DECISION = [
    ("Why did we move the browser tests off Selenium?", ["s3.cuprite", "s3.chromefail"]),
    ("What was the reasoning for running production on SQLite in the first place?", ["s6.deploy"]),
    ("Why did we give up on SQLite and go back to Postgres?",
     ["s9.revert", "s9.lockwhy", "s9.lesson3", "s9.incnote", "s10.memdb"]),
    ("Why do parents get one bill a month now rather than one a week?", ["s7.harriet", "s7.meminvoice2"]),
    ("Why did we stop producing our own PDF invoices?", ["s7.harriet", "s7.meminvoice2"]),
    ("Why was the period for cancelling without charge made longer?", ["s7.cancel48"]),
    ("Why does the lessons table keep the end time as a stored column?",
     ["s6.endsat", "s6.endsatfix", "s6.makeinterval"]),
    ("Why was the Stripe reference column on families given a new name?", ["s5.renamecol"]),
    ("Why does Postgres run on our own droplet instead of DigitalOcean's hosted database?",
     ["s9.revert", "s6.deploy"]),
    ("Why doesn't the reminder job wrap its work in a single transaction any more?",
     ["s9.lockwhy", "s9.hotfix", "s9.incnote", "s9.lesson3"]),
]

ERROR = [
    ("Why did Stripe claim it didn't know our customers when we billed through the school's own account?",
     ["s5.nocust1", "s5.custcheck", "s5.custwhy1", "s5.lesson1", "s5.resynctask", "s5.resyncrun"]),
    ("Why did the button for billing a departing family throw an error the first time the office used it?",
     ["s10.nocust2report", "s10.nocust2", "s10.deletedevt", "s10.custwhy2", "s10.lesson4", "s10.deletedhook",
      "s10.recreate"]),
    ("Why were the bookable times an hour out in the week view once the clocks went forward?",
     ["s2.tzfail", "s2.tzcheck", "s2.tzwhy", "s2.tzfix", "s2.tzconfig"]),
    ("Why did the very first Kamal setup give up waiting for the app to become ready?",
     ["s6.setupfail", "s6.blockedhost", "s6.healthwhy", "s6.healthfix", "s6.lesson2"]),
    ("Why couldn't parents book or even log in on the Monday morning after launch?",
     ["s9.incident", "s9.locked", "s9.jobslog", "s9.lockwhy", "s9.incnote", "s9.lesson3", "s9.hotfix"]),
    ("Why did none of the browser tests even start that Friday?", ["s3.chromefail", "s3.cuprite"]),
    ("Why did the model spec for double-booked tutors blow up after we changed databases?",
     ["s6.makeinterval", "s6.endsat", "s6.endsatfix"]),
    ("Why did the invoicing spec fail on an outgoing request to Stripe?", ["s4.webmockfail", "s4.stubfix"]),
    ("Why did editing the renamed invoicing spec fail?", ["s7.editfail", "s7.gitmvspec"]),
    ("Why did the test for post-Easter pricing still come out at the old amount at first?",
     ["s11.pricefail", "s11.pricefix"]),
]

TEMPORAL = [
    ("What did we do on {day:2029-03-07}?", S2),
    ("What happened on {mday:2029-03-26}?", S9),
    ("What did we work on the day after the Invoice now button went out?", S11),
    ("What did we get done on the {wd:2029-03-14} of our second week?", S5),
    ("When did the app first get deployed to the droplet?",
     ["s6.deploy", "s6.droplet", "s6.setupfail", "s6.deployok", "s6.commit6"]),
    ("What did we do in the week before launch week?", S4 + S5 + S6),
    ("What did we do on the first Friday of the project?", S3),
    ("When did we first run into Stripe not recognising our customers?",
     ["s5.nocust1", "s5.custcheck", "s5.custwhy1", "s5.lesson1"]),
    ("What did we do on {day:2029-03-19}?", S7),
    ("What is supposed to happen on {day:2029-04-16}?", ["s11.plans"]),
]

MULTIHOP = [
    ("Stripe told us a customer didn't exist on two occasions: what was behind it each time?",
     ["s5.custwhy1", "s10.custwhy2", "s5.lesson1", "s10.lesson4", "s5.nocust1", "s10.nocust2"]),
    ("The person who asked for a way to bill leaving families straight away: what went wrong when they first "
     "used it?", ["s8.callumask", "s8.memgolive", "s10.nocust2report", "s10.custwhy2", "s10.nocust2"]),
    ("The bookkeeper who wanted monthly billing: what did we work out for her before the first monthly run?",
     ["s7.harriet", "s11.dryrun", "s11.harrietnote", "s11.dryrunout"]),
    ("The head tutor whose calendar idea we turned down: what did he ask us for later?",
     ["s3.nojs", "s11.yusuf", "s11.hoursjob", "s11.recurhours"]),
    ("Which release fixed the database-locked outage, and how long had parents been affected by then?",
     ["s9.hotfixdeploy", "s9.incnote", "s9.locked", "s9.incident"]),
    ("Which commit renamed the invoicing service, and what were the service and its job called before?",
     ["s7.commit7", "s7.gitmv", "s7.harriet", "s7.meminvoice2"]),
    ("How long did production actually run on SQLite, from the first deploy to the switch back?",
     ["s6.deploy", "s6.commit6", "s6.memprod", "s10.memdb", "s10.pgplan", "s10.deploy10"]),
    ("The director who made late cancellations cost more: what price change did she announce after that?",
     ["s7.cancel48", "s7.window48", "s11.price", "s11.priceedit"]),
    ("Which family turned out to be in the system twice, and what was the bill we sent them when they left?",
     ["s10.custwhy2", "s10.invoiceagain"]),
    ("Which scheduled jobs fire on the first and second day of each month, and at what times?",
     ["s11.recurhours", "s7.recurmonthly", "s7.meminvoice2", "s11.yusuf", "s11.hoursjob"]),
]

PREFERENCE = [
    ("Can I add Devise for the parents' logins?", ["s1.rules", "s1.memstack"]),
    ("Is a decimal column fine for storing what a lesson costs?", ["s1.rules"]),
    ("What has to be green before I commit?", ["s1.rules"]),
    ("Can I call Time.now when working out the next free slot?", ["s2.tzwhy"]),
    ("Is it okay to put a short sleep in a system spec that flakes?", ["s3.cuprite"]),
    ("Could we build the tutors' drag-and-drop availability screen as a React component?", ["s3.nojs"]),
    ("Can I send a test email to my own inbox from my development setup?", ["s3.reminders", "s3.devmail"]),
    ("May a spec talk to Stripe's test mode so the invoice data is realistic?", ["s4.invoicing"]),
    ("Can I correct a family's email address straight in the production console?",
     ["s6.deployrule"]),
    ("Is the office allowed to remove a duplicate customer in the Stripe dashboard?", ["s10.custwhy2"]),
]

SUPERSEDED = [
    ("What database does production run on now?",
     ["s9.revert", "s10.pgplan", "s10.memdb", "s10.accessory", "s10.dbpg", "s10.accboot", "s10.pgloader",
      "s10.counts", "s10.deploy10"],
     ["s6.deploy", "s6.dbsqlite", "s6.memprod", "s6.commit6", "s6.sqlitegems"]),
    ("Which port does the local development database listen on now?",
     ["s9.revert", "s10.dbpg", "s10.memdb", "s1.port", "s1.compose", "s1.memstack"],
     ["s6.deploy", "s6.dbsqlite"]),
    ("How often are parents billed, and when does the billing run happen?",
     ["s7.harriet", "s7.recurmonthly", "s7.meminvoice2", "s7.monthlyjob", "s7.monthlyrun", "s7.commit7",
      "s11.dryrun", "s11.recurhours"],
     ["s4.invoicing", "s4.recurweekly", "s4.meminvoice1", "s4.weeklyjob", "s4.builder"]),
    ("How does an invoice reach the parents, and is there a PDF attached?",
     ["s7.harriet", "s7.meminvoice2", "s7.monthlyrun", "s7.dropprawn", "s7.commit7"],
     ["s4.invoicing", "s4.pdf", "s4.mailer", "s4.meminvoice1", "s4.builder"]),
    ("Which class puts the invoices together, and in which file does it live?",
     ["s7.harriet", "s7.gitmv", "s7.monthlyrun", "s7.meminvoice2", "s7.commit7", "s7.monthlyjob"],
     ["s4.builder", "s4.meminvoice1", "s4.commit4"]),
    ("Which column on families holds the family's Stripe customer?",
     ["s5.renamecol", "s5.renamemig", "s5.renameedits", "s5.commit5", "s7.monthlyrun", "s8.importtask",
      "s10.deletedhook", "s10.recreate"],
     ["s1.models", "s4.meminvoice1", "s5.custcheck", "s4.builder"]),
    ("How late can a parent cancel a lesson without paying for it?",
     ["s7.cancel48", "s7.window48", "s7.copy48", "s7.meminvoice2"],
     ["s2.booking", "s2.lessonrb"]),
    ("Which driver do the browser-level specs run on?",
     ["s3.cuprite", "s3.gemcuprite", "s3.cupriterb", "s3.commit3"],
     ["s1.rspecadd", "s1.gemfile", "s2.bookingspec", "s3.chromefail"]),
    ("Which database adapter gem is in the bundle now?",
     ["s10.pggems", "s1.gemfile"],
     ["s6.sqlitegems"]),
    ("How many days do parents have to pay an invoice?",
     ["s7.harriet", "s7.monthlyrun", "s7.meminvoice2"],
     ["s4.builder", "s4.meminvoice1"]),
]


def questions() -> list[dict]:
    return by_category(FACT, DECISION, ERROR, TEMPORAL, MULTIHOP, PREFERENCE, SUPERSEDED)
