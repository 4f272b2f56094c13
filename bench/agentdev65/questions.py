"""The 70 questions about the allotly history, asked on Monday 4 December 2028 (see README.md).

Written blind and committed before the set was first scored. Each names the markers of the items that
answer it (`gold`) and, for a renamed or reversed thing, the items of the old state (`stale`). Dates in
{day:...}, {mday:...}, {wd:...} are rendered by bench/agent_eval.py.
"""
from __future__ import annotations

from _agentset import by_category  # bench/, on the path of build.py

S1 = ["s1.goal", "s1.denover", "s1.freshinit", "s1.rules", "s1.denojson1", "s1.db1", "s1.plots1", "s1.kvfail",
      "s1.kvfix", "s1.port", "s1.portfix", "s1.devok", "s1.styles1", "s1.import", "s1.commit1"]
S3 = ["s3.waitlist", "s3.waitlistts", "s3.orderfail", "s3.orderwhy", "s3.orderfix", "s3.orderok", "s3.wlimport",
      "s3.gmailfail", "s3.resend", "s3.resendmail", "s3.resend403", "s3.dnsverify", "s3.resendok", "s3.memmail",
      "s3.commit3"]
S4 = ["s4.fees", "s4.feests", "s4.stripeadd", "s4.checkout1", "s4.webhook1", "s4.stripelisten", "s4.sigfail1",
      "s4.sigwhy1", "s4.sigfix1", "s4.sigok1", "s4.lesson1", "s4.test4", "s4.commit4"]
S5 = ["s5.nosubs", "s5.paymentmode", "s5.paiduntil", "s5.map", "s5.plotmap", "s5.toolarge", "s5.toolargewhy",
      "s5.toolargefix", "s5.seedok", "s5.atomicrule", "s5.acceptatomic", "s5.test5", "s5.memfees", "s5.commit5"]
S6 = ["s6.codes", "s6.grepmagic", "s6.editfail", "s6.authread", "s6.authcode", "s6.rmmagic", "s6.coderoute",
      "s6.loginisland", "s6.pwplan", "s6.pwinstall", "s6.pwconfig", "s6.e2efail", "s6.e2efix", "s6.e2eok",
      "s6.lesson2", "s6.test6", "s6.commit6"]
S8 = ["s8.committee", "s8.offer14", "s8.offertext", "s8.mvwebhook", "s8.gitmvwebhook", "s8.globapi",
      "s8.grepwebhook", "s8.webhookrefs", "s8.test8", "s8.commit8", "s8.release1", "s8.launch", "s8.mempeople"]
S9 = ["s9.incident", "s9.logs404", "s9.endpointold", "s9.incidentwhy", "s9.preupdate", "s9.endpointfix",
      "s9.resend38", "s9.alias", "s9.paidcheck", "s9.lesson4", "s9.incnote", "s9.commit9", "s9.deploy9"]
S10 = ["s10.print", "s10.printroute", "s10.fontsize", "s10.readfail", "s10.freshgen", "s10.report",
       "s10.reportscript", "s10.occupancy", "s10.wlread", "s10.test10", "s10.commit10"]
S11 = ["s11.plans", "s11.expirecron", "s11.cronflag", "s11.test11", "s11.predeploy", "s11.deploydenied",
       "s11.nofriday", "s11.pr11", "s11.memplans"]

FACT = [
    ("When we loaded the spreadsheet of garden plots at the start, how many came in, and how many were empty?",
     ["s1.import"]),
    ("Which mobile number were members given to ring with questions about paying for next season?",
     ["s8.launch", "s8.mempeople"]),
    ("What does someone on a reduced rate pay per year for a small plot?",
     ["s4.fees", "s4.feests", "s5.memfees", "s4.test4", "s5.test5", "s6.test6", "s8.test8",
      "s10.test10", "s11.test11"]),
    ("Who do we ask when a record for the association's web address needs adding?",
     ["s3.dnsverify", "s3.memmail", "s7.deploy1", "s7.memdeploy"]),
    ("How many of the people queueing for a plot can only be reached by ringing them?",
     ["s3.waitlist", "s3.wlimport", "s3.waitlistts", "s8.launch"]),
    ("Which release of the runtime and which version of the web framework is the app built on?",
     ["s1.denover", "s1.denojson1"]),
    ("Which garden's map was too big for the database to accept, and how big was it?",
     ["s5.toolarge", "s5.toolargewhy", "s5.toolargefix"]),
    ("How long did a first page load take right after we first went live?",
     ["s7.coldstart", "s7.actions", "s7.memdeploy"]),
    ("Who at the city council gets our quarterly plot figures, and how do I contact her?",
     ["s10.report", "s10.reportscript", "s11.plans", "s11.memplans"]),
    ("What sender address do members see on our messages, and where do their answers end up?",
     ["s3.resend", "s3.resendmail", "s3.memmail"]),
]

DECISION = [
    ("Why can't members just click something in their inbox to log in any more?",
     ["s6.codes", "s6.lesson2", "s6.authcode"]),
    ("Why don't we charge people's cards automatically each spring?", ["s5.nosubs", "s5.memfees", "s5.paymentmode"]),
    ("Why did we stop sending messages through the Google account?", ["s3.resend", "s3.memmail", "s3.gmailfail"]),
    ("Why did we disconnect the hosting platform's own repository link and ship from a workflow instead?",
     ["s7.actions", "s7.memdeploy", "s7.commit7"]),
    ("Why do people on the list now get a fortnight to say yes to a plot?",
     ["s8.committee", "s8.offer14", "s8.mempeople", "s10.wlread"]),
    ("Why is each garden's drawing saved as many small entries instead of one?",
     ["s5.toolargewhy", "s5.toolargefix", "s5.toolarge"]),
    ("Why is there still a file at the previous payment-callback location after we moved it?",
     ["s9.incidentwhy", "s9.alias", "s9.lesson4", "s9.incnote"]),
    ("Why does the browser test suite also run with a phone-sized screen profile?",
     ["s6.pwplan", "s6.pwconfig", "s8.mempeople"]),
    ("Why are queue entries ordered by a generated id rather than the day someone signed up?",
     ["s3.orderwhy", "s3.orderfix"]),
    ("Why does the payment callback read the incoming request as plain text before checking it?",
     ["s4.sigwhy1", "s4.sigfix1", "s4.lesson1"]),
]

ERROR = [
    ("The dev server wouldn't even start on the first evening, complaining the database opener was missing: what "
     "fixed it?", ["s1.kvfail", "s1.kvfix"]),
    ("Why did the first sign-in unit test fail even though the token logic was right?",
     ["s2.leakfail", "s2.leakfix"]),
    ("Why did the test that checks who is first in the queue pick the newer applicant?",
     ["s3.orderfail", "s3.orderwhy", "s3.orderfix"]),
    ("What blocked the very first message through the new mail API, and how was it resolved?",
     ["s3.resend403", "s3.dnsverify", "s3.resendok"]),
    ("Why did our handler bounce the payment provider's test events when running locally?",
     ["s4.sigfail1", "s4.sigwhy1", "s4.sigfix1", "s4.lesson1"]),
    ("Why did the live site reject the payment provider's events right after the first deploy?",
     ["s7.sigfail2", "s7.sigwhy2", "s7.sigok2", "s7.lesson3"]),
    ("Why did loading the garden maps into the store crash?", ["s5.toolarge", "s5.toolargewhy", "s5.toolargefix"]),
    ("Why did the log-in browser test hang until it timed out?", ["s6.e2efail", "s6.e2efix"]),
    ("Why did the browser tests fail on the CI runner when they passed on my machine?",
     ["s7.pwcifail", "s7.pwcifix"]),
    ("Why did the trial bulk send stop partway through?", ["s3.gmailfail", "s3.resend"]),
]

TEMPORAL = [
    ("What did we do on {day:2028-11-07}?", S3),
    ("What did we work on {mday:2028-11-13}?", S5),
    ("What did we do two days after the renewal-day outage?", S10),
    ("What did we get done last {wd:2028-12-01}?", S11),
    ("When did the app first go live for real, and what did that involve?",
     ["s7.deploy1", "s7.prepush", "s7.push7", "s7.memdeploy", "s7.coldstart"]),
    ("What did we work on two days before we first went live?", S6),
    ("What did we build on the same day the committee voted down automatic card renewals?", S4),
    ("What happened on {mday:2028-11-27}?", S9),
    ("What did we do on the Tuesday of the week before the payments outage?", S8),
    ("What did we do on the very first evening of the project?", S1),
]

MULTIHOP = [
    ("The payment callback failed its check twice with the same message: what was behind it each time?",
     ["s4.sigwhy1", "s7.sigwhy2", "s4.lesson1", "s7.lesson3", "s4.sigfail1", "s7.sigfail2"]),
    ("Which commit moved the payment callback, and what did that cost us a week later?",
     ["s8.commit8", "s8.gitmvwebhook", "s9.incidentwhy", "s9.incnote", "s9.lesson4"]),
    ("The site rep who wanted water points on the map: what did they ask for when it came to testing?",
     ["s6.pwplan", "s6.pwconfig", "s8.mempeople"]),
    ("How much faster was the first hit on production once the islands were bundled in CI?",
     ["s7.coldstart", "s7.coldok", "s7.actions"]),
    ("The person who runs our domain: what did they set up for the mail and for the website?",
     ["s3.dnsverify", "s7.deploy1", "s7.memdeploy", "s3.memmail"]),
    ("How many card payments went unrecorded during the outage, and did all of them get marked paid afterwards?",
     ["s9.logs404", "s9.resend38", "s9.paidcheck", "s9.incnote"]),
    ("Dot asked for something that changed the look of every page: what was it, and what was it before?",
     ["s10.fontsize", "s10.print", "s1.styles1"]),
    ("Who is bringing the paper list for the garden that isn't in the system yet, and how many entries did that "
     "garden get in our import?", ["s11.plans", "s11.memplans", "s3.wlimport"]),
    ("The treasurer's rule about which days we may ship: when did it stop a deploy, and what did we do instead?",
     ["s11.deploydenied", "s11.nofriday", "s11.pr11", "s8.committee"]),
    ("How long can an offer stay open now, and which scheduled job enforces that, at what hour?",
     ["s11.expirecron", "s11.memplans", "s11.plans", "s8.offer14", "s8.committee"]),
]

PREFERENCE = [
    ("Is it fine to commit the payment provider's API key in the project config for now?", ["s1.rules"]),
    ("Can I keep amounts like 48.5 as a decimal number in the fee code?", ["s1.rules", "s4.feests"]),
    ("Which package registry should a new dependency come from?", ["s1.rules"]),
    ("Can we add a visitor statistics script to see which pages get used?", ["s8.committee", "s8.mempeople"]),
    ("Can I push a small fix to production at the end of the week?",
     ["s8.committee", "s8.mempeople", "s11.nofriday", "s11.memplans"]),
    ("Could our messages to members use a nicely designed template with the association's logo?",
     ["s3.resend", "s3.memmail", "s8.mempeople", "s3.resendmail"]),
    ("What may appear on the copy of the queue that gets pinned up in the shed?", ["s10.print", "s10.printroute"]),
    ("Can I update a plot and then remove the applicant's entry as two separate writes?",
     ["s5.atomicrule", "s5.acceptatomic"]),
    ("Can I run the deploy tool from my laptop to get a hotfix out quickly?", ["s11.nofriday"]),
    ("Should the app contact the applicants who have no email address, or is someone doing that by hand?",
     ["s3.waitlist", "s8.mempeople", "s8.launch"]),
]

SUPERSEDED = [
    ("How does a member prove who they are when logging on these days?",
     ["s6.codes", "s6.authcode", "s6.coderoute", "s6.commit6", "s6.loginisland", "s6.e2efix", "s6.lesson2"],
     ["s2.login", "s2.magic", "s2.magicroute", "s2.memauth", "s2.loginform"]),
    ("How many days does someone have to answer when a plot is offered to them?",
     ["s8.committee", "s8.offer14", "s8.offertext", "s8.mempeople", "s11.expirecron", "s11.plans", "s10.wlread",
      "s8.commit8", "s8.test8"],
     ["s3.waitlist", "s3.waitlistts"]),
    ("Which service delivers our outgoing messages now?",
     ["s3.resend", "s3.resendmail", "s3.memmail", "s3.resendok", "s3.commit3"],
     ["s2.login", "s2.smtp", "s2.memauth", "s2.smtptest", "s3.gmailfail"]),
    ("How do members pay for their plot each year?",
     ["s5.nosubs", "s5.paymentmode", "s5.memfees", "s5.commit5", "s5.paiduntil"],
     ["s4.fees", "s4.checkout1", "s4.commit4"]),
    ("How does a change end up on the live site?",
     ["s7.actions", "s7.workflow", "s7.commit7", "s7.deployok", "s7.memdeploy", "s11.nofriday"],
     ["s7.deploy1", "s7.push7", "s7.prepush"]),
    ("Which file holds the handler for payment notifications?",
     ["s8.mvwebhook", "s8.gitmvwebhook", "s8.globapi", "s8.commit8", "s8.webhookrefs", "s9.incidentwhy", "s9.alias",
      "s9.incnote"],
     ["s4.webhook1", "s4.sigfix1", "s5.paiduntil"]),
    ("Which address does the card processor post its events to in production?",
     ["s9.endpointfix", "s9.preupdate", "s9.incidentwhy", "s9.incnote", "s9.resend38"],
     ["s7.sigwhy2", "s9.endpointold", "s9.logs404"]),
    ("What is the helper that emails someone their log-on called now?",
     ["s6.codes", "s6.authcode", "s6.commit6"],
     ["s2.magic", "s2.memauth", "s6.grepmagic"]),
    ("What's the default text size in the stylesheet?", ["s10.fontsize", "s10.print", "s10.commit10"],
     ["s1.styles1"]),
    ("What do the entries of a garden's queue get sorted by in the store?",
     ["s3.orderwhy", "s3.orderfix", "s10.wlread", "s3.commit3"],
     ["s3.waitlistts"]),
]


def questions() -> list[dict]:
    return by_category(FACT, DECISION, ERROR, TEMPORAL, MULTIHOP, PREFERENCE, SUPERSEDED)
