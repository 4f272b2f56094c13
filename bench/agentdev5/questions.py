"""The 70 questions about the boxround history, asked on Wednesday 11 November 2026 (see README.md).

Written before the set was first scored; not edited afterwards. Each names the markers of the
items that answer it (`gold`) and, for a renamed or reversed thing, the items of the old state
(`stale`). Dates in {day:...}, {mday:...}, {wd:...} are rendered by bench/agent_eval.py.
"""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from _agentset import numbered  # noqa: E402

S1 = ["s1.goal", "s1.nojs", "s1.rules", "s1.phxnew", "s1.compose", "s1.pgauth", "s1.pgfix", "s1.auth", "s1.genauth",
      "s1.locale", "s1.commit1"]
S2 = ["s2.subs", "s2.subsctx", "s2.migskips", "s2.myboxlive", "s2.keyerr", "s2.keyfix", "s2.skiptest", "s2.credo",
      "s2.commit2"]
S4 = ["s4.mollie", "s4.molliedocs", "s4.mollieclient", "s4.mollie422", "s4.mollie422fix", "s4.webhookctl",
      "s4.webhookroute", "s4.paystuck1", "s4.csrf403", "s4.csrffix", "s4.memmollie", "s4.commit4"]
S5 = ["s5.deploy", "s5.prodcompose", "s5.caddy", "s5.relfail", "s5.relask", "s5.relfix", "s5.deployok",
      "s5.memdeploy1", "s5.commit5"]
S6 = ["s6.dstbug", "s6.readsubs", "s6.tzerr", "s6.dstcause", "s6.tzdata", "s6.dstfix", "s6.dsttest", "s6.lesson2",
      "s6.commit6"]
S7 = ["s7.roundmissing", "s7.quantumlog", "s7.obanswitch", "s7.obanmig", "s7.obancfg", "s7.obanworker",
      "s7.rmquantum", "s7.renameplan", "s7.renamemv", "s7.deliveriesctx", "s7.renamemig", "s7.renamecall",
      "s7.renameroute", "s7.memconv", "s7.commit7"]
S9 = ["s9.routemap", "s9.routemapjs", "s9.roundlive", "s9.hookerr", "s9.readappjs", "s9.hookfix", "s9.stoporder",
      "s9.stoporderimpl", "s9.email", "s9.mailworker", "s9.brevocfg", "s9.brevo401", "s9.brevofixwhy", "s9.brevofix",
      "s9.membram", "s9.commit9"]
S10 = ["s10.ci", "s10.ciyaml", "s10.credofail", "s10.credofix", "s10.commitstyle", "s10.commit10", "s10.memdeploy2"]

FACT = [
    ("Roughly how many households is the farm sending vegetables to?", ["s1.goal"]),
    ("Which two weekdays does the van go out with boxes?", ["s1.goal", "s2.subs"]),
    ("How much does a subscriber pay for the mid-sized box?", ["s2.subs", "s2.subsctx", "s6.readsubs"]),
    ("What's the hostname customers open to manage their box?",
     ["s5.caddy", "s5.deployok", "s5.prodcompose", "s5.memdeploy1"]),
    ("What kind of Hetzner server did we rent, and in which datacenter?", ["s5.deploy", "s5.memdeploy1"]),
    ("Where do the nightly database dumps end up?", ["s5.memdeploy1"]),
    ("Which JS library draws the map on the driver's page, and whose tiles does it use?",
     ["s9.routemap", "s9.routemapjs"]),
    ("What phone does the driver have?", ["s9.routemap", "s9.membram"]),
    ("Which Oban queues did we configure?", ["s7.obancfg"]),
    ("What does an egg add-on cost per week?", ["s2.subs", "s2.subsctx", "s6.readsubs"]),
]

DECISION = [
    ("Why did we go with Mollie for collecting the monthly payments?", ["s4.mollie"]),
    ("Why isn't the driver's map on Google Maps?", ["s9.routemap"]),
    ("How do we decide the order in which Bram visits the addresses?", ["s9.stoporder", "s9.stoporderimpl"]),
    ("Why is the 'your box is at the door' mail sent from a background job instead of directly?",
     ["s9.email", "s9.mailworker"]),
    ("Why is Postgres running on the same box as the app instead of a managed database?", ["s5.deploy"]),
    ("How do schema migrations get applied on the production server?",
     ["s5.relfix", "s5.relask", "s5.memdeploy1", "s10.memdeploy2"]),
    ("What stops the round generator from producing the same delivery round twice?",
     ["s7.obanworker", "s7.obanswitch"]),
    ("Why does the payment provider's callback have its own router pipeline?", ["s4.csrffix", "s4.memmollie"]),
    ("How did we settle on customer sign-in?", ["s1.auth", "s1.genauth"]),
    ("Why did we stop calling it skipping and rename those functions?", ["s7.renameplan"]),
]

ERROR = [
    ("Mollie refused our very first test charge. What was wrong with the request?",
     ["s4.mollie422", "s4.mollie422fix"]),
    ("The customer's box page blew up with a missing assign right after login. What was the fix?",
     ["s2.keyerr", "s2.keyfix"]),
    ("Why couldn't mix create the development database on day one?", ["s1.pgauth", "s1.pgfix"]),
    ("Why did the app container keep crash-looping on the first server rollout?",
     ["s5.relfail", "s5.relfix", "s5.relask"]),
    ("Why did Lieve's printout show more medium boxes than she actually had to pack?",
     ["s3.dup1fix", "s3.lesson1", "s3.dup1"]),
    ("A test payment succeeded at Mollie but never flipped to paid on our side. What was blocking it?",
     ["s4.csrf403", "s4.csrffix"]),
    ("Why were all of November's direct debits still showing as unpaid in our admin?",
     ["s8.paystuckfix2", "s8.lesson3", "s8.paylog2", "s8.molliedoc2"]),
    ("Why was the map on the round page just a grey rectangle?", ["s9.hookerr", "s9.hookfix", "s9.readappjs"]),
    ("What was wrong with the credentials for the transactional mail service?",
     ["s9.brevo401", "s9.brevofixwhy", "s9.brevofix"]),
    ("How could a customer still pause her box well after the cut-off time?",
     ["s6.dstfix", "s6.lesson2", "s6.dstcause", "s6.dstbug"]),
]

TEMPORAL = [
    ("What did we work on last Wednesday?", S9),
    ("What did we do the day after wiring up the payment provider?", S5),
    ("Which bug were we chasing on {day:2026-10-27}?", ["s6.dstbug", "s6.dstcause", "s6.dstfix", "s6.lesson2",
                                                         "s6.tzerr"]),
    ("At the end of the first week, which screen did we build for Lieve?",
     ["s3.packlist", "s3.packinglive", "s3.packingctx"]),
    ("What did we change the day after fixing the late-pause bug?", S7),
    ("What did we set up last Friday?", S10),
    ("What did we get done on {mday:2026-10-12}?", S1),
    ("What were we doing the day before the first production rollout fell over?", S4),
    ("What did we build on {wd:2026-10-14} {day:2026-10-14}?", S2),
    ("On Monday of last week, what went wrong with the money side?",
     ["s8.paystuck2", "s8.paylog2", "s8.paystuckfix2", "s8.lesson3", "s8.resync", "s8.molliedoc2"]),
]

MULTIHOP = [
    ("The page whose box totals were inflated in the first week: what's its module and path called today?",
     ["s7.renameroute", "s7.renameplan", "s7.renamemv"]),
    ("Which environment variable holds the key for the service that mails customers when a box is dropped off?",
     ["s9.brevocfg", "s10.memdeploy2"]),
    ("For the customer who paused too late on a Sunday night: which function did we change, and what dependency "
     "did the fix need?", ["s6.dstfix", "s6.tzdata", "s6.lesson2"]),
    ("Which worker took over from the scheduled task that got lost during the server reboot?",
     ["s7.obanworker", "s7.obancfg"]),
    ("On which day of the month are subscribers charged, and did that work the first time it ran?",
     ["s8.paystuck2", "s4.memmollie"]),
    ("How does the monthly price of our server compare to the limit Lieve gave us?",
     ["s5.memdeploy1", "s5.deploy"]),
    ("The first webhook fix only covered part of the payments. What did the second fix change?",
     ["s8.paystuckfix2", "s8.lesson3"]),
    ("Paused weeks: which table holds them now, and which migration moved them there?", ["s7.renamemig"]),
    ("The job that builds the delivery round: what cron schedule does it use, and in which time zone is it read?",
     ["s7.obancfg", "s7.obanswitch", "s10.memdeploy2"]),
    ("Who handles the customer mailbox, and what had she started doing when November's payments looked unpaid?",
     ["s8.paystuck2", "s9.membram"]),
]

PREFERENCE = [
    ("Can I pull in a frontend framework like React for the admin screens?", ["s1.nojs", "s7.memconv"]),
    ("How should amounts of money be typed in an Ecto schema?", ["s1.rules", "s7.memconv"]),
    ("Which language should new UI strings be written in first?", ["s1.rules", "s7.memconv", "s1.locale"]),
    ("Anything I must run before committing?", ["s2.credo", "s7.memconv"]),
    ("What's the best way to reach Bram?", ["s9.membram"]),
    ("What's the most Lieve is willing to spend on hosting each month?", ["s5.deploy"]),
    ("Are we allowed to host customer data outside Europe?", ["s5.deploy"]),
    ("What are the rules for writing commit messages here?", ["s10.commitstyle"]),
    ("Should I add end-to-end browser tests for the LiveViews?", ["s2.credo", "s7.memconv"]),
    ("Who has the final say on box prices and what goes in the boxes?", ["s9.membram"]),
]

SUPERSEDED = [
    ("Until when can a subscriber pause next week's box?", ["s8.cutoffsat", "s8.cutofffix"]),
    ("What triggers the twice-weekly round generation?", ["s7.obanswitch", "s7.obancfg", "s7.obanworker"]),
    ("What's the name of the function that pauses a delivery week now?",
     ["s7.renameplan", "s7.deliveriesctx", "s7.renamecall"]),
    ("What's the URL of the page Lieve prints to pack the boxes?", ["s7.renameroute", "s7.renameplan"]),
    ("Which environment variable does the Mollie API key come from?", ["s8.envfix", "s8.envrename"]),
    ("Which database table records paused weeks?", ["s7.renamemig", "s7.renameplan"]),
    ("How does the webhook find the payment row it should update?", ["s8.paystuckfix2", "s8.lesson3"]),
    ("What's our current procedure for shipping a new version to the server?", ["s10.memdeploy2"]),
    ("What does the box page tell customers about the pause deadline?", ["s8.cutofftext"]),
    ("Under which route and pipeline does Mollie's callback arrive?", ["s4.csrffix", "s4.memmollie"]),
]

STALE = {
    SUPERSEDED[0][0]: ["s2.subs", "s6.dstfix"],
    SUPERSEDED[1][0]: ["s3.quantum", "s3.quantumcfg"],
    SUPERSEDED[2][0]: ["s2.subsctx", "s2.skiptest"],
    SUPERSEDED[3][0]: ["s3.packlist", "s3.packinglive"],
    SUPERSEDED[4][0]: ["s4.mollie", "s4.memmollie"],
    SUPERSEDED[5][0]: ["s2.migskips"],
    SUPERSEDED[6][0]: ["s4.webhookctl"],
    SUPERSEDED[7][0]: ["s5.memdeploy1"],
    SUPERSEDED[8][0]: ["s2.myboxlive"],
    SUPERSEDED[9][0]: ["s4.webhookroute"],
}


def questions() -> list[dict]:
    rows = [(cat, text, gold) for cat, block in (
        ("fact", FACT), ("decision", DECISION), ("error", ERROR), ("temporal", TEMPORAL),
        ("multi-hop", MULTIHOP), ("preference", PREFERENCE), ("superseded", SUPERSEDED)) for text, gold in block]
    return numbered(rows, STALE)
