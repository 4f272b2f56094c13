"""The 70 questions about the deskmate history, asked on Friday 3 March 2028 (see README.md).

Written blind and committed before the set was first scored; not edited afterwards. Each names the
markers of the items that answer it (`gold`) and, for a renamed or reversed thing, the items of the
old state (`stale`). Dates in {day:...}, {mday:...}, {wd:...} are rendered by bench/agent_eval.py.
"""
from __future__ import annotations

from _agentset import by_category  # bench/, on the path of build.py

S1 = ["s1.goal", "s1.rules", "s1.uvinit", "s1.pyproject", "s1.config", "s1.compose1", "s1.port", "s1.composeup",
      "s1.graph1", "s1.test1", "s1.commit1"]
S2 = ["s2.toolsplan", "s2.zendesk", "s2.zd401", "s2.zdauthwhy", "s2.zdauthfix", "s2.zdok", "s2.stripetools",
      "s2.stripekey", "s2.refundrule", "s2.toolstest", "s2.memtools", "s2.commit2"]
S4 = ["s4.templates", "s4.systemj2", "s4.promptspy", "s4.undeffail", "s4.undeffix", "s4.budgetask", "s4.costgpt41",
      "s4.costmini", "s4.modelswitch", "s4.modeledit", "s4.budgetpy", "s4.budgetwire", "s4.memmodel", "s4.commit4"]
S5 = ["s5.otel", "s5.otelswap", "s5.telemetry", "s5.envotel", "s5.hcyrun", "s5.renameplan", "s5.greplookup",
      "s5.toolrename", "s5.recfail2", "s5.toolerr2", "s5.recwhy2", "s5.recfix2", "s5.templatetest", "s5.lesson2",
      "s5.eval5", "s5.commit5"]
S6 = ["s6.deployplan", "s6.dockerfile", "s6.dockerbuild", "s6.memorystore", "s6.vpcconn", "s6.predeploy",
      "s6.deploy1", "s6.curl500", "s6.tnflog", "s6.tnfwhy", "s6.gitmvprompts", "s6.loaderfix", "s6.lesson3",
      "s6.deploy2", "s6.curlok", "s6.zdtrigger", "s6.webhook", "s6.memdeploy", "s6.commit6"]
S7 = ["s7.convstate", "s7.addcheckpoint", "s7.ftfail", "s7.ftwhy", "s7.convstore", "s7.readfail", "s7.storetest",
      "s7.mayafeedback", "s7.toneedit", "s7.eval7", "s7.fridayrule", "s7.commit7", "s7.deploy7"]
S9 = ["s9.incident", "s9.dupnotes", "s9.zdactivity", "s9.coldstart", "s9.incwhy", "s9.idempotency", "s9.minscale",
      "s9.hcycost", "s9.incnote", "s9.lesson4", "s9.testok9", "s9.commit9", "s9.deploy9"]
S10 = ["s10.pilotstats", "s10.tagstats", "s10.handoff", "s10.handoffedit", "s10.handoffroute", "s10.autosend",
       "s10.editfail", "s10.publicreply", "s10.golden120", "s10.eval10", "s10.membudget", "s10.commit10"]
S11 = ["s11.review", "s11.tests11", "s11.weekly", "s11.scheduler", "s11.runbook", "s11.pretag", "s11.tag050",
       "s11.deploy11", "s11.memrollout", "s11.commit11"]

FACT = [
    ("On my laptop, which port do I point at to reach the local cache container?",
     ["s1.port", "s1.compose1", "s1.composeup", "s1.config", "s8.memredis"]),
    ("When we compared the two OpenAI models, what did the smaller one cost on average for one ticket?",
     ["s4.costmini", "s4.memmodel"]),
    ("How many support requests ended up with repeated bot comments during the outage, and how much spend was "
     "wasted?", ["s9.dupnotes", "s9.incnote", "s9.hcycost"]),
    ("Whom do I phone, and on what number, if the bot goes haywire in the middle of the night?",
     ["s11.review", "s11.runbook", "s11.memrollout"]),
    ("What is the hostname of our cache at the new provider?",
     ["s8.upstashcreate", "s8.memredis", "s8.secretredis", "s8.resetfail", "s8.rediss"]),
    ("How many seconds does the helpdesk give our endpoint before it treats a call as failed and sends it again?",
     ["s9.zdactivity", "s9.incwhy", "s9.incnote", "s9.lesson4"]),
    ("What is the limited payments key allowed to see?", ["s2.stripekey", "s2.memtools"]),
    ("Which timed GCP job posts the weekly numbers to the support leads, and when does it fire?",
     ["s11.scheduler", "s11.memrollout"]),
    ("How many drafts did the reviewers flag as poor in the first week of the trial?", ["s10.tagstats"]),
    ("Which dated release of the payment provider's API is the client locked to?", ["s1.config", "s2.memtools"]),
]

DECISION = [
    ("Why did we give up on the larger OpenAI model?", ["s4.modelswitch", "s4.memmodel", "s4.costgpt41"]),
    ("Why did we stop sending runs to the LangChain company's hosted observability tool?",
     ["s5.otel", "s5.commit5"]),
    ("Why did the cache move off Google's managed offering?", ["s8.upstash", "s8.memredis"]),
    ("Why do we keep each ticket's thread with a small class of our own instead of the library's persistence "
     "add-on?", ["s7.ftwhy", "s7.ftfail", "s7.convstore"]),
    ("Why was the billing lookup tool given a different name?", ["s5.renameplan", "s5.toolrename"]),
    ("Why do the prompt files now sit under src?", ["s6.tnfwhy", "s6.lesson3", "s6.gitmvprompts", "s6.commit6"]),
    ("Why do we keep a container running all the time even with no traffic?",
     ["s9.incwhy", "s9.minscale", "s9.incnote"]),
    ("Why can anyone on the internet call the service without a Google identity token?", ["s6.zdtrigger"]),
    ("Why is the bot allowed to write straight to customers who are locked out of their account?",
     ["s10.autosend", "s10.tagstats", "s10.membudget"]),
    ("Why does a ticket's stored history disappear after two weeks?", ["s7.convstate", "s7.convstore"]),
]

ERROR = [
    ("Why did the very first run over the labelled tickets blow through the step limit?",
     ["s3.recfail1", "s3.toolcalls1", "s3.recwhy1", "s3.recfix1", "s3.lesson1"]),
    ("Why did the agent go round in circles again right after we renamed the billing lookup?",
     ["s5.recfail2", "s5.toolerr2", "s5.recwhy2", "s5.recfix2", "s5.lesson2"]),
    ("Why did the helpdesk API refuse our credentials on the first try?",
     ["s2.zd401", "s2.zdauthwhy", "s2.zdauthfix"]),
    ("Why did every request fail with a server error right after the first cloud rollout?",
     ["s6.curl500", "s6.tnflog", "s6.tnfwhy", "s6.lesson3", "s6.gitmvprompts", "s6.loaderfix"]),
    ("What made building the agent's instructions crash on a ticket's opening turn?",
     ["s4.undeffail", "s4.undeffix"]),
    ("Why couldn't my laptop talk to the new hosted cache at first?", ["s8.resetfail", "s8.resetwhy", "s8.rediss"]),
    ("What broke when we tried the ready-made state saver against our cache?", ["s7.ftfail", "s7.ftwhy"]),
    ("Why did customers' tickets get the same draft three or four times over?",
     ["s9.incident", "s9.dupnotes", "s9.zdactivity", "s9.coldstart", "s9.incwhy", "s9.idempotency", "s9.incnote",
      "s9.lesson4"]),
    ("What happened when we tried to remove the network bridge that led to the old cache?", ["s8.connfail"]),
    ("Why did my change to the helpdesk tools module fail to apply while adding the customer-facing answers?",
     ["s10.editfail", "s10.publicreply"]),
]

TEMPORAL = [
    ("What did we do on {day:2028-02-03}?", S2),
    ("What did we work on {mday:2028-02-15}?", S6),
    ("What did we do two days after the trial with the support team began?", S9),
    ("What did we get done this {wd:2028-02-29}?", S11),
    ("When did Maya's people start getting bot drafts on real tickets?", ["s8.pilot", "s8.tag040"]),
    ("What did we do on the Thursday of the week before the duplicate-notes outage?", S7),
    ("What happened on {mday:2028-02-09}?", S4),
    ("On which day did the service first go up on Google's cloud?",
     ["s6.deploy1", "s6.predeploy", "s6.deployplan", "s6.memdeploy", "s6.commit6"]),
    ("What did we do on the Friday before the first cloud rollout?", S5),
    ("What did we do the day before the meeting where the trial was reviewed?", S10),
]

MULTIHOP = [
    ("We hit the step-limit error twice: what was behind it each time, and how did the two causes differ?",
     ["s3.recwhy1", "s5.recwhy2", "s3.lesson1", "s5.lesson2", "s3.toolcalls1", "s5.toolerr2"]),
    ("The person who asked for a spending cap per ticket: what did they later accept about going past it?",
     ["s4.budgetask", "s10.handoff", "s10.handoffedit", "s10.membudget"]),
    ("The finance colleague who limited what the bot may offer back to customers: which session does he want to "
     "sit in before the full launch?", ["s2.refundrule", "s11.review", "s11.memrollout", "s11.runbook"]),
    ("Which commit moved the templates, and what error in the cloud made us do it?",
     ["s6.commit6", "s6.gitmvprompts", "s6.tnflog", "s6.tnfwhy"]),
    ("How far did the share of correctly classified tickets move between the first labelled run and the run on "
     "the enlarged set?", ["s3.eval1", "s10.eval10", "s10.membudget"]),
    ("The managed cache we created on deploy day: what internal address did it have, and when did we get rid of "
     "it?", ["s6.memorystore", "s6.memdeploy", "s8.delmemorystore", "s8.memredis"]),
    ("The always-on instance we added after the outage: what does it cost a month, and how slow were the starts "
     "it avoids?", ["s9.incnote", "s9.coldstart", "s9.incwhy"]),
    ("Which reviewer from the support team is on the trial, and how many copies did the worst ticket she found "
     "have?", ["s8.pilot", "s9.incident", "s9.dupnotes"]),
    ("Which kind of ticket got the best reviewer verdicts in the trial, and what was the bot allowed to do for it "
     "afterwards?", ["s10.tagstats", "s10.autosend", "s10.publicreply", "s10.membudget"]),
    ("Maya's style rules for drafts: which did she give at the start, and which did she add after reading the "
     "first twenty?", ["s4.templates", "s4.systemj2", "s7.mayafeedback", "s7.toneedit"]),
]

PREFERENCE = [
    ("How should I pull a new library into this project?", ["s1.rules"]),
    ("Can a unit test call the real helpdesk and payments APIs?", ["s1.rules"]),
    ("Is it fine to ship a release late on Friday?", ["s7.fridayrule", "s11.runbook"]),
    ("What do I need to run before committing a change to the instruction wording, and what goes in the "
     "message?", ["s3.evalrule"]),
    ("How does the head of support want the drafts to end?", ["s4.templates", "s4.systemj2"]),
    ("Which stock phrase must the drafts never contain?", ["s7.mayafeedback", "s7.toneedit"]),
    ("What word should the drafts use for the weekly staff timetable?", ["s7.mayafeedback", "s7.toneedit"]),
    ("A customer wants 120 euros back: what may the draft say?", ["s2.refundrule", "s2.memtools", "s4.systemj2"]),
    ("Can I add the requester's address to a span so debugging gets easier?", ["s5.otel", "s5.telemetry"]),
    ("If a customer asks, can the bot change their plan in the payments system?",
     ["s1.rules", "s2.stripekey", "s2.memtools"]),
]

SUPERSEDED = [
    ("Which language model does the graph run on now?",
     ["s4.modelswitch", "s4.modeledit", "s4.memmodel", "s4.costmini", "s4.commit4", "s5.eval5", "s7.eval7",
      "s10.eval10"],
     ["s1.goal", "s1.config"]),
    ("Where do our traces end up these days?",
     ["s5.otel", "s5.otelswap", "s5.telemetry", "s5.envotel", "s5.hcyrun", "s5.commit5", "s11.runbook"],
     ["s3.langsmith", "s3.langsmithenv"]),
    ("Who hosts the production cache now?",
     ["s8.upstash", "s8.upstashcreate", "s8.memredis", "s8.commit8", "s8.rediss", "s8.secretredis"],
     ["s6.deployplan", "s6.memorystore", "s6.memdeploy", "s6.deploy1"]),
    ("What happens now when a ticket uses up its spending allowance?",
     ["s10.handoff", "s10.handoffedit", "s10.handoffroute", "s10.membudget", "s10.commit10"],
     ["s4.budgetwire", "s4.memmodel", "s4.budgetpy"]),
    ("Does the bot ever answer a customer by itself?",
     ["s10.autosend", "s10.publicreply", "s10.membudget", "s10.commit10"],
     ["s1.rules", "s2.memtools", "s2.zendesk", "s8.pilot"]),
    ("In which folder are the model's instruction templates kept?",
     ["s6.gitmvprompts", "s6.tnfwhy", "s6.loaderfix", "s6.commit6", "s6.lesson3", "s7.toneedit"],
     ["s4.templates", "s4.systemj2", "s4.promptspy", "s5.recfix2"]),
    ("What is the tool that fetches the paying account called?",
     ["s5.renameplan", "s5.toolrename", "s5.commit5", "s5.recfix2", "s5.toolerr2", "s5.lesson2"],
     ["s2.toolsplan", "s2.stripetools", "s2.memtools", "s3.toolcalls1", "s3.lesson1"]),
    ("How many tickets does our labelled evaluation collection hold?",
     ["s10.golden120", "s10.eval10", "s10.membudget"],
     ["s3.evalplan", "s3.eval1", "s4.costgpt41", "s7.eval7"]),
    ("Where does the running service get its cache connection string from?",
     ["s8.deploy8", "s8.secretredis", "s8.rediss", "s8.memredis"],
     ["s6.deploy1"]),
    ("What share of tickets does the classifier get right on the labelled set now?",
     ["s10.eval10", "s10.membudget", "s10.commit10"],
     ["s3.eval1", "s5.eval5", "s7.eval7", "s3.commit3", "s5.commit5", "s7.commit7"]),
]


def questions() -> list[dict]:
    return by_category(FACT, DECISION, ERROR, TEMPORAL, MULTIHOP, PREFERENCE, SUPERSEDED)
