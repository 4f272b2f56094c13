"""The 70 questions about the plotbook history, asked on Friday 3 December 2027 (see README.md).

Written blind and committed before the set was first scored. Each names the markers of the items
that answer it (`gold`) and, for a renamed or reversed thing, the items of the old state (`stale`).
Dates in {day:...}, {mday:...}, {wd:...} are rendered by bench/agent_eval.py.
"""
from __future__ import annotations

from _agentset import by_category  # bench/, on the path of build.py

S2 = ["s2.waitlist", "s2.waitctx", "s2.waitlive", "s2.route1", "s2.posfail", "s2.poswhy", "s2.posfix", "s2.posok",
      "s2.lesson0", "s2.import", "s2.memwait", "s2.commit2"]
S3 = ["s3.inspect", "s3.geninspect", "s3.checkc", "s3.conerr", "s3.confix", "s3.notice1", "s3.mobile", "s3.commit3"]
S4 = ["s4.rent", "s4.deps1", "s4.depsget", "s4.billing1", "s4.rentfail", "s4.rentwhy", "s4.rentfix", "s4.obanconf",
      "s4.pdfworker", "s4.mailer", "s4.memrent", "s4.commit4"]
S6 = ["s6.oomstaging", "s6.nopdf", "s6.rmpdf", "s6.printpage", "s6.renameinv", "s6.gitmvinv", "s6.readold",
      "s6.greprent", "s6.multiinv", "s6.tablemig", "s6.renameroute", "s6.route2", "s6.fnrename", "s6.renamefail",
      "s6.testok6", "s6.commit6"]
S7 = ["s7.deploy", "s7.genrelease", "s7.flylaunch", "s7.flytoml", "s7.predeploy1", "s7.deployfail", "s7.lesson4",
      "s7.attach", "s7.deployok", "s7.mailspam", "s7.postmark", "s7.mailerpm", "s7.mailok", "s7.v03", "s7.deployrule",
      "s7.memdeploy", "s7.commit7", "s7.deploy7"]
S8 = ["s8.demo", "s8.parishdrop", "s8.prices2", "s8.ratingmig", "s8.notice2", "s8.ratingfail", "s8.testok8",
      "s8.memcommittee", "s8.commit8", "s8.deploy8"]
S9 = ["s9.incident", "s9.prepause", "s9.pause", "s9.errlog", "s9.readworker", "s9.counts", "s9.incwhy", "s9.incfix",
      "s9.testok9", "s9.predeploy9", "s9.deploy9", "s9.incnote", "s9.lesson2", "s9.plan9"]
S10 = ["s10.walkround", "s10.gitmvwalk", "s10.grepinsp", "s10.routewalk", "s10.walkfail", "s10.walkok",
       "s10.noticecron", "s10.cronadd", "s10.tzfail", "s10.tzfix", "s10.memwalk", "s10.commit10"]
S11 = ["s11.release", "s11.due28", "s11.runcron", "s11.testok11", "s11.certs", "s11.phxhost", "s11.v100", "s11.pretag",
       "s11.release100", "s11.certok", "s11.memrelease", "s11.lesson3", "s11.next", "s11.changelog"]

FACT = [
    ("Which port does the local development Postgres for this app listen on?",
     ["s1.port", "s1.devport", "s1.compose"]),
    ("How many people did we bring over from the secretary's spreadsheet, and how many were dropped as repeats?",
     ["s2.import", "s2.memwait"]),
    ("What phone number goes at the bottom of the letters warning tenants about neglected plots?",
     ["s3.inspect", "s10.memwalk"]),
    ("How long did it take to render every invoice as a PDF on my laptop?", ["s5.pdftime", "s6.nopdf"]),
    ("What is the database cluster on Fly called, and which region are we hosted in?",
     ["s7.flylaunch", "s7.memdeploy", "s7.deploy", "s7.attach"]),
    ("Which release of Oban did we end up installing?", ["s4.depsget"]),
    ("How many messages actually went out through the mail provider during the botched trial run?",
     ["s9.counts", "s9.incnote"]),
    ("For how long can a member open the link to their printable bill?", ["s6.nopdf", "s6.printpage"]),
    ("Which Elixir and Erlang/OTP versions did we start the project on?", ["s1.versions", "s1.goal"]),
    ("How many plots were in the trial billing group?",
     ["s8.demo", "s8.memcommittee", "s9.incnote", "s9.incwhy", "s9.plan9", "s9.counts"]),
]

DECISION = [
    ("Why did we give up on attaching a PDF to each bill?", ["s6.oomstaging", "s6.nopdf"]),
    ("Why did we stop using Mailgun?", ["s7.mailspam", "s7.postmark"]),
    ("Why doesn't living near the gardens get anyone ahead in the queue any more?",
     ["s8.demo", "s8.memcommittee", "s8.parishdrop"]),
    ("Why is the payment deadline four weeks now?", ["s11.release", "s11.due28"]),
    ("Why is Ronnie's scoring screen all large buttons, and why didn't we bother making it work without a signal?",
     ["s3.mobile"]),
    ("Why don't people on a reduced rate get anything off the water part of the bill?",
     ["s4.rentwhy", "s4.rentfix", "s4.memrent"]),
    ("Why did the public address of the queue page get shorter?", ["s6.renameroute"]),
    ("Why did we drop 'rent' from the name of the invoice schema?", ["s6.renameinv"]),
    ("Why did the database table keep its old name when the inspections were renamed?",
     ["s10.walkround", "s10.memwalk"]),
    ("Why is the December billing run started by a scheduled job rather than by clicking in the admin page?",
     ["s11.release", "s11.runcron", "s11.memrelease"]),
]

ERROR = [
    ("Why did two applicants keep trading places in the list test?",
     ["s2.posfail", "s2.poswhy", "s2.posfix", "s2.lesson0"]),
    ("Why did saving an out-of-range score raise instead of giving a validation error?", ["s3.conerr", "s3.confix"]),
    ("What was wrong with the amount charged to a half-plot holder on a reduced rate?",
     ["s4.rentfail", "s4.rentwhy", "s4.rentfix"]),
    ("Why did every tenancy end up billed twice for 2028 on my machine?",
     ["s5.dupseen", "s5.dupwhy1", "s5.dupfix1", "s5.uniqidx", "s5.lesson1"]),
    ("Why did members get the same bill in their inbox three times?",
     ["s9.incident", "s9.errlog", "s9.incwhy", "s9.incfix", "s9.incnote", "s9.lesson2", "s9.readworker"]),
    ("Why was the very first push to production aborted?", ["s7.deployfail", "s7.attach", "s7.lesson4"]),
    ("What kept killing PDF generation on the staging box?", ["s6.oomstaging", "s6.nopdf"]),
    ("Why wouldn't the server start after we scheduled the weekly warning letters?",
     ["s10.tzfail", "s10.tzfix", "s11.lesson3"]),
    ("Why did compilation break right after we renamed the function that gives an applicant's place?",
     ["s6.renamefail", "s6.fnrename"]),
    ("Why did a fixture value make the traffic-light tests crash?", ["s8.ratingfail"]),
]

TEMPORAL = [
    ("What did we do on {day:2027-11-05}?", S3),
    ("What did we work on {mday:2027-11-15}?", S6),
    ("What did we do the day before we showed the app to the committee?", S7),
    ("What did we get done the morning after the trial billing run?", S9),
    ("What did we do last {wd:2027-11-29}?", S11),
    ("When did the app first run on Fly?", ["s7.deployok", "s7.memdeploy", "s7.deploy7", "s7.commit7", "s7.deploy", "s11.changelog"]),
    ("What did we work on the Tuesday of the second week?", S4),
    ("What did we do on the first Wednesday of the project?", S2),
    ("What did we do on the Friday of the week we demoed to the committee?", S8),
    ("What did we do two days after the triple-email mess?", S10),
]

MULTIHOP = [
    ("We hit duplicates twice, first bills and later emails: what caused each one, and how did the causes differ?",
     ["s5.dupwhy1", "s9.incwhy", "s5.lesson1", "s9.lesson2", "s5.dupseen", "s9.errlog", "s9.incnote"]),
    ("The repeated-email incident goes back to an earlier switch of mail provider: why did we make that switch?",
     ["s7.postmark", "s7.mailspam", "s9.incwhy", "s9.incnote"]),
    ("Under the new prices, what does a full-plot holder on the reduced rate pay in total?",
     ["s8.demo", "s8.prices2", "s8.memcommittee", "s4.rentfix", "s4.rentwhy", "s4.memrent"]),
    ("Which version did the committee see, and which version did we tag before the December run?",
     ["s7.commit7", "s7.v03", "s11.v100", "s11.release100", "s11.memrelease", "s11.changelog"]),
    ("The bug behind the incident: how was it fixed, and which Fly release carried the fix?",
     ["s9.incfix", "s9.deploy9", "s9.incnote"]),
    ("At the end of the batch-job day I said I'd try the PDF worker on staging: what came of that?",
     ["s5.plan5", "s6.oomstaging", "s6.nopdf"]),
    ("When the scores became colours, who asked for it and how were the old numbers mapped?",
     ["s8.demo", "s8.ratingmig"]),
    ("Which Fly release number is 1.0.0, and on which domain did it go live?",
     ["s11.release100", "s11.memrelease", "s11.certs", "s11.certok"]),
    ("In the billing rename, which file did the schema move out of, and in which commit?",
     ["s6.gitmvinv", "s6.commit6", "s6.renameinv"]),
    ("When does the weekly warning-letter job fire, and whose number ends up on the letters?",
     ["s10.cronadd", "s10.memwalk", "s10.noticecron", "s3.inspect"]),
]

PREFERENCE = [
    ("How should I store a fee in a new database column?", ["s1.rules"]),
    ("Can I bring in React or Alpine for the admin screens?", ["s1.rules"]),
    ("Which checks must pass before I commit?", ["s1.rules"]),
    ("Can the public queue page show applicants' contact details?", ["s2.waitlist", "s2.memwait"]),
    ("Is it fine to write a migration that only runs raw SQL with no way back?", ["s1.rules"]),
    ("How should sums of money be formatted for members?", ["s11.release", "s11.memrelease"]),
    ("Can I correct one wrong bill straight in the production database?", ["s7.deployrule", "s7.memdeploy"]),
    ("Can I deploy my feature branch to production to try something out?", ["s7.deployrule", "s7.memdeploy"]),
    ("What should the plot checks be called in screens and code?", ["s10.walkround", "s10.memwalk"]),
    ("Does the scoring screen need to cope with no mobile reception?", ["s3.mobile"]),
]

SUPERSEDED = [
    ("How is the waiting list sorted now?", ["s8.demo", "s8.parishdrop", "s8.memcommittee"],
     ["s2.waitlist", "s2.memwait", "s2.waitctx", "s2.posfix"]),
    ("What does a half plot cost per year?", ["s8.demo", "s8.prices2", "s8.memcommittee"],
     ["s4.rent", "s4.memrent", "s4.billing1"]),
    ("How does Ronnie grade a plot these days?", ["s8.demo", "s8.ratingmig", "s8.notice2", "s8.memcommittee"],
     ["s3.inspect", "s3.checkc", "s3.notice1", "s3.confix"]),
    ("Which service delivers our outgoing mail?", ["s7.postmark", "s7.mailerpm", "s7.memdeploy", "s7.mailok"],
     ["s4.mailer", "s4.memrent", "s7.mailspam"]),
    ("How does a member get a copy of their bill they can print?", ["s6.nopdf", "s6.printpage", "s6.commit6"],
     ["s4.rent", "s4.pdfworker", "s4.memrent", "s5.pdftime"]),
    ("What is the Ecto schema for bills called now?",
     ["s6.renameinv", "s6.gitmvinv", "s6.multiinv", "s6.tablemig", "s6.commit6"],
     ["s4.billing1", "s6.greprent", "s5.dupseen"]),
    ("Which path serves the public queue page now?", ["s6.renameroute", "s6.route2", "s6.commit6"], ["s2.route1"]),
    ("What are the inspection module and its route called now?",
     ["s10.walkround", "s10.gitmvwalk", "s10.routewalk", "s10.memwalk", "s10.commit10"],
     ["s3.geninspect", "s3.notice1"]),
    ("How many days do members have to pay a bill?", ["s11.release", "s11.due28", "s11.memrelease"],
     ["s4.rent", "s4.memrent", "s4.billing1"]),
    ("Which web address do we hand out to members for the app?",
     ["s11.certs", "s11.phxhost", "s11.release100", "s11.memrelease", "s11.certok"],
     ["s7.deploy", "s7.deployok", "s7.memdeploy", "s7.flytoml"]),
]


def questions() -> list[dict]:
    return by_category(FACT, DECISION, ERROR, TEMPORAL, MULTIHOP, PREFERENCE, SUPERSEDED)
