"""The 70 questions about the kennelbook history, asked on Monday 4 December 2028 (see README.md).

Written blind and committed before the set was first scored; afterwards only four gold lists were widened by
items that plainly answer (preference-3, superseded-1, -2, -3; see README.md). Each names the markers of the items that
answer it (`gold`) and, for a renamed or reversed thing, the items of the old state (`stale`). Dates in
{day:...}, {mday:...}, {wd:...} are rendered by bench/agent_eval.py.
"""
from __future__ import annotations

from _agentset import by_category  # bench/, on the path of build.py

S1 = ["s1.goal", "s1.rules", "s1.create", "s1.require", "s1.requiredev", "s1.compose1", "s1.dburl1", "s1.salon",
      "s1.client", "s1.pet", "s1.migrate1", "s1.commit1"]
S2 = ["s2.appts", "s2.pricelist", "s2.appointment", "s2.overlapval", "s2.apitest1", "s2.bufferfail", "s2.bufferwhy",
      "s2.bufferfix", "s2.phpunitok", "s2.phonesearch", "s2.phonefilter", "s2.phpstanfail", "s2.phpstanfix",
      "s2.memstack", "s2.commit2"]
S3 = ["s3.reminders", "s3.msgrequire", "s3.notifier", "s3.messenger1", "s3.smsmsg", "s3.smshandler", "s3.quiethours",
      "s3.scheduler1", "s3.twiliofail", "s3.e164why", "s3.e164fix", "s3.consumeok", "s3.lesson1", "s3.commit3"]
S4 = ["s4.postgres", "s4.prerm", "s4.compose2", "s4.dburl2", "s4.connfail1", "s4.composeps", "s4.override",
      "s4.connwhy1", "s4.portfix", "s4.lesson2", "s4.migrate2", "s4.exclmig", "s4.gistfail", "s4.gistfix", "s4.migrate3",
      "s4.migrationrule", "s4.commit4"]
S5 = ["s5.pest", "s5.pestinstall", "s5.pestphp", "s5.pesttest", "s5.pestok", "s5.ownerrename", "s5.gitmvowner",
      "s5.ownermulti", "s5.grepclient", "s5.petmulti", "s5.renamemig", "s5.phpstanrename", "s5.stanfix", "s5.pestok2",
      "s5.memowner", "s5.commit5"]
S6 = ["s6.deadlock", "s6.rabbit", "s6.rabbitcompose", "s6.messenger2", "s6.amqpfail", "s6.amqpext", "s6.setupok",
      "s6.gitmvmsg", "s6.msgrename", "s6.grepsms", "s6.routingedit", "s6.schedmulti", "s6.pestok6", "s6.commit6"]
S8 = ["s8.golive", "s8.import", "s8.tag1", "s8.devprefs", "s8.sortfix", "s8.temperament", "s8.timing", "s8.timingedit",
      "s8.timingtest", "s8.tzfail", "s8.tzfix", "s8.pestok8", "s8.deliverylog", "s8.reminderlog", "s8.storesid",
      "s8.commit8", "s8.deploy8", "s8.memgolive"]
S9 = ["s9.incident", "s9.failedshow", "s9.retrylog", "s9.readhandler", "s9.colcheck", "s9.incidentwhy", "s9.sidmig",
      "s9.idempotent", "s9.pestok9", "s9.lesson4", "s9.idemrule", "s9.prefailedrm", "s9.failedrm", "s9.deploy9",
      "s9.incnote", "s9.memincident"]
S10 = ["s10.slowlist", "s10.nplus1", "s10.nplus1why", "s10.daylistext", "s10.fastlist", "s10.phpstan8", "s10.level8",
       "s10.stanmem", "s10.phpstan8fail", "s10.phpstan8ok", "s10.review", "s10.stats", "s10.commit10"]
S11 = ["s11.outcome", "s11.branchsms", "s11.pestok11", "s11.rolloutdoc", "s11.tag11", "s11.memrollout"]

FACT = [
    ("What name do owners see as the originator of the texts we send them?", ["s3.reminders", "s7.envfile"]),
    ("How much do we charge to fully groom a heavy dog?", ["s2.appts", "s2.pricelist", "s2.memstack"]),
    ("How many people and animals came across from the old desktop software when the first branch switched over?",
     ["s8.import", "s8.memgolive"]),
    ("How many customers were hit when messages went out more than once, and how many copies did each receive?",
     ["s9.incident", "s9.incnote", "s9.memincident", "s9.lesson4"]),
    ("Which local port serves the message broker's web admin page?", ["s6.rabbitcompose"]),
    ("How much free time does a groomer get between one dog and the next?",
     ["s2.appts", "s2.memstack", "s2.bufferwhy", "s2.appointment", "s2.bufferfix"]),
    ("Of the texts sent during the first week in Bristol, how many never arrived?", ["s10.stats", "s11.rolloutdoc"]),
    ("How quickly does the desk's daily schedule load now, and with how many database round trips?",
     ["s10.fastlist", "s10.commit10"]),
    ("What web address will the tablet app talk to in production?",
     ["s7.platform", "s7.domain", "s7.memdeploy", "s8.deploy8", "s11.tag11"]),
    ("Who do I ask to change our DNS records, and where is the domain registered?",
     ["s7.platform", "s7.deployrule", "s7.memdeploy"]),
]

DECISION = [
    ("Why did we change database engines a week into the project?", ["s4.postgres", "s4.commit4"]),
    ("What was the reasoning behind the very first choice of database?", ["s1.goal"]),
    ("Why did background jobs move off the database onto a dedicated broker?", ["s6.rabbit", "s6.deadlock"]),
    ("Why was the queued job that nudges owners about their visit given a different name?",
     ["s6.rabbit", "s6.msgrename", "s6.commit6"]),
    ("Why do the nudges now go out in the early evening before the visit?",
     ["s8.timing", "s8.timingedit", "s8.memgolive"]),
    ("Why did we change how our test cases are written?", ["s5.pest", "s5.memowner"]),
    ("Why does the API call the people who bring the dogs what it calls them?",
     ["s5.ownerrename", "s5.memowner", "s5.renamemig"]),
    ("On the hosting platform, why do schema changes get applied when the environment starts instead of while it "
     "is being built?", ["s7.connwhy2", "s7.hookfix", "s7.lesson3"]),
    ("Why do we convert phone numbers to the international +44 form as soon as they're saved?",
     ["s3.e164why", "s3.lesson1", "s3.e164fix"]),
    ("Why did we make the static checker stricter?", ["s10.phpstan8", "s10.level8"]),
]

ERROR = [
    ("Why couldn't the console reach the database right after we swapped engines on my laptop?",
     ["s4.connfail1", "s4.composeps", "s4.override", "s4.connwhy1", "s4.portfix", "s4.lesson2"]),
    ("Why did the very first push to the hosting platform fail?",
     ["s7.connfail2", "s7.connwhy2", "s7.hookfix", "s7.lesson3"]),
    ("Why did booking a dog ten minutes after another one's end time succeed in the test when it should have been "
     "turned away?", ["s2.bufferfail", "s2.bufferwhy", "s2.bufferfix"]),
    ("Why did the text provider reject our first attempts to message an owner?",
     ["s3.twiliofail", "s3.e164why", "s3.e164fix", "s3.lesson1"]),
    ("Why did the migration that stops a groomer being booked twice at once blow up the first time?",
     ["s4.gistfail", "s4.gistfix"]),
    ("Why couldn't we create the queues after bringing in the new broker?", ["s6.amqpfail", "s6.amqpext"]),
    ("What did static analysis complain about right after we renamed the customer class?",
     ["s5.phpstanrename", "s5.stanfix", "s5.pestok2"]),
    ("Why was the summer case of the evening send-time test an hour out?", ["s8.tzfail", "s8.tzfix"]),
    ("Why did owners get the same nudge several times on {mday:2028-11-24}?",
     ["s9.incident", "s9.failedshow", "s9.retrylog", "s9.readhandler", "s9.colcheck", "s9.incidentwhy", "s9.sidmig",
      "s9.idempotent", "s9.lesson4", "s9.incnote", "s9.memincident"]),
    ("Why did a busy Saturday's schedule take several seconds to open on the tablet?",
     ["s10.slowlist", "s10.nplus1", "s10.nplus1why", "s10.daylistext"]),
]

TEMPORAL = [
    ("What did we do on {day:2028-11-08}?", S2),
    ("What did we work on {mday:2028-11-16}?", S5),
    ("What did we get done on {wd:2028-12-01} last week?", S11),
    ("What did we do two days after the first push to the hosting platform?", S8),
    ("What did we do the day after the first salon started using the system?", S9),
    ("When did the first salon start taking bookings in the new system?",
     ["s8.golive", "s8.memgolive", "s8.tag1", "s8.import"]),
    ("What happened on {mday:2028-11-14}?", S4),
    ("What did we do on the Monday of the week we first went to production?", S6),
    ("What did we work on the Wednesday after the incident?", S10),
    ("What did we do on {day:2028-11-10}?", S3),
]

MULTIHOP = [
    ("The database refused our connection twice: what was behind it each time, and how did the two causes differ?",
     ["s4.connwhy1", "s7.connwhy2", "s4.lesson2", "s7.lesson3", "s4.connfail1", "s7.connfail2"]),
    ("The front-desk lead who wanted to look callers up by the end of their number: what did he ask for after the "
     "first morning live?", ["s8.devprefs", "s8.memgolive", "s8.sortfix", "s8.temperament", "s2.phonesearch"]),
    ("The contractor who brought in the new way of writing tests: what did he ask for later about the code checks?",
     ["s5.pest", "s10.phpstan8", "s10.level8"]),
    ("The column behind the repeated texts: in which session was it created, and what was it added for?",
     ["s8.deliverylog", "s8.reminderlog", "s9.incidentwhy", "s9.colcheck"]),
    ("The reminder message we renamed: which queues does it go to now, and what was it called before?",
     ["s6.routingedit", "s6.gitmvmsg", "s6.msgrename", "s6.commit6", "s6.rabbit"]),
    ("How many database queries did the desk's day view make before the fix, and how many after?",
     ["s10.nplus1", "s10.fastlist", "s10.commit10", "s10.nplus1why"]),
    ("Which version did we tag when the first branch went live, and which one after the review?",
     ["s8.tag1", "s11.tag11", "s8.memgolive"]),
    ("The Bath manager: what did she ask for when we moved the job queue, and what did she want after the review?",
     ["s6.rabbit", "s11.outcome"]),
    ("The database feature that justified leaving the first engine: which extension did it need before its migration "
     "would run?", ["s4.postgres", "s4.gistfail", "s4.gistfix"]),
    ("The person who objected to a word on the API docs page: what did she later decide about when texts go out?",
     ["s5.ownerrename", "s8.timing", "s8.timingedit", "s8.memgolive"]),
]

PREFERENCE = [
    ("How am I supposed to add a new third-party library?", ["s1.rules"]),
    ("Can I tweak something on the live environment through a remote shell?", ["s7.deployrule", "s7.memdeploy"]),
    ("How should I store the price of a new treatment?", ["s1.rules", "s2.memstack", "s2.appointment", "s2.pricelist"]),
    ("What format should my commit messages follow?", ["s1.rules"]),
    ("Can I just sync the tables straight from the entities while developing locally?", ["s4.migrationrule"]),
    ("Is it OK to ship a fix this Friday afternoon?", ["s9.idemrule", "s9.memincident", "s9.incnote"]),
    ("What word should the new screen use for the people who bring dogs in?", ["s5.ownerrename", "s5.memowner"]),
    ("In what order does the front desk want the day's bookings listed?",
     ["s8.devprefs", "s8.sortfix", "s8.memgolive"]),
    ("What style should a new test be written in?", ["s5.pest", "s5.memowner", "s5.pestphp"]),
    ("If a job isn't sure whether an owner already got their text, should it send it again?",
     ["s9.idemrule", "s9.memincident"]),
]

SUPERSEDED = [
    ("Which database engine does the app run on?",
     ["s4.postgres", "s4.compose2", "s4.dburl2", "s4.commit4", "s7.servicesyaml", "s7.platform", "s7.memdeploy",
      "s7.deployok"],
     ["s1.goal", "s1.compose1", "s1.dburl1", "s1.commit1", "s2.memstack"]),
    ("What do we write our tests with?",
     ["s5.pest", "s5.pestinstall", "s5.pestphp", "s5.pesttest", "s5.commit5", "s5.memowner", "s5.pestok"],
     ["s1.goal", "s1.requiredev", "s2.apitest1", "s2.memstack", "s2.phpunitok"]),
    ("What carries queued jobs from the app to the worker?",
     ["s6.rabbit", "s6.messenger2", "s6.rabbitcompose", "s6.commit6", "s6.setupok", "s7.servicesyaml", "s7.envfile",
      "s7.memdeploy", "s7.platform"], ["s3.reminders", "s3.messenger1", "s3.commit3"]),
    ("When does an owner get the text about an upcoming appointment?",
     ["s8.timing", "s8.timingedit", "s8.tzfix", "s8.timingtest", "s8.memgolive", "s8.commit8", "s9.incnote",
      "s9.memincident"], ["s3.reminders", "s3.scheduler1", "s3.quiethours", "s3.commit3", "s6.pestok6"]),
    ("What is the resource for the people who bring dogs in called, and at which path is it served?",
     ["s5.ownerrename", "s5.gitmvowner", "s5.ownermulti", "s5.memowner", "s5.commit5", "s5.renamemig"],
     ["s1.client", "s1.goal", "s1.commit1"]),
    ("What's the class name of the queued reminder message?",
     ["s6.gitmvmsg", "s6.msgrename", "s6.routingedit", "s6.commit6", "s6.rabbit", "s9.failedshow", "s9.readhandler",
      "s9.retrylog"], ["s3.smsmsg", "s3.messenger1", "s3.smshandler", "s3.twiliofail", "s6.deadlock"]),
    ("At which strictness does the static checker run?", ["s10.phpstan8", "s10.level8", "s10.commit10"],
     ["s1.rules", "s2.memstack", "s1.commit1"]),
    ("Which host port does the local development database listen on?",
     ["s4.connwhy1", "s4.portfix"],
     ["s1.compose1", "s1.dburl1", "s2.memstack", "s4.composeps", "s4.dburl2"]),
    ("At which stage of a hosting platform deploy do the schema migrations run?",
     ["s7.connwhy2", "s7.hookfix", "s7.lesson3", "s7.deployok", "s7.memdeploy"], ["s7.appyaml"]),
    ("How long may the text provider's message id be in our delivery log table?",
     ["s9.incidentwhy", "s9.sidmig", "s9.memincident", "s9.incnote"], ["s8.reminderlog", "s9.colcheck"]),
]


def questions() -> list[dict]:
    return by_category(FACT, DECISION, ERROR, TEMPORAL, MULTIHOP, PREFERENCE, SUPERSEDED)
