"""The 70 questions about the papertrail-ap history, asked on Tuesday 30 November 2027 (see README.md).

Written blind and committed before the set was first scored. Each names the markers of the items that
answer it (`gold`) and, for a renamed or reversed thing, the items of the old state (`stale`). Dates in
{day:...}, {mday:...}, {wd:...} are rendered by bench/agent_eval.py.
"""
from __future__ import annotations

from _agentset import by_category, markers  # bench/, on the path of build.py

S1 = markers("s1", "goal rules cdkinit uvinit cdkjson stack1 intake1 synth1 deployfail accounts bootstrap deploy1 "
                   "memaccounts commit1")
S2 = markers("s2", "extractplan ddb extract1 compose lsup stubwhy fixtures genfix deploy2 s3fail s3why s3fix lesson1 "
                   "testok2 memtable commit2")
S3 = markers("s3", "flowplan flow1 validate1 emailappr floatfail cents centsfix testok3 deploy3 commit3")
S5 = markers("s5", "slack danaprefs gitrm slackfn notify httpapi deploy5 sigfail sigwhy sigfix testok5 clickok "
                   "memdana commit5")
S6 = markers("s6", "reviewapi cognito renameplan gitmv grepold renameuse sedrename importfail editfail conftestfix "
                   "testok6 deploy6 jwtwhy jwtfix lesson4 curlok commit6")
S7 = markers("s7", "security readstack kms ibanmask deploy7 kmsfail headobj kmswhy kmsfix lesson2 omar alarms tags "
                   "deploy7b commit7")
S8 = markers("s8", "release deployrule makefile tag diffprod predeploy deployprod smoke relnotes memrelease commit8")
S10 = markers("s10", "dupes dedupe dupefail dupefix testok10 threshold thresholdfix readflow stats deploy10")

FACT = [
    ("What's the account ID of the live environment, and who administers it?",
     ["s1.accounts", "s1.memaccounts", "s8.release", "s8.memrelease", "s8.relnotes"]),
    ("What number does the on-call text message go to when something breaks?", ["s7.omar", "s7.alarms"]),
    ("How many document pages were analysed in the first week after go-live, and what was the estimated OCR bill?",
     ["s10.stats"]),
    ("Which version of the local AWS emulator container do we pin for integration tests, and on what port does it "
     "listen?", ["s2.compose", "s2.lsup"]),
    ("What's the identifier of the sign-in directory the clerks' review screen authenticates against?",
     ["s6.deploy6", "s6.jwtwhy", "s8.deployprod", "s8.relnotes", "s8.memrelease"]),
    ("What's the public address of the review API in the live account?",
     ["s8.deployprod", "s8.relnotes", "s8.memrelease"]),
    ("What rate limit does the live account have for kicking off the OCR jobs?",
     ["s9.quota", "s9.incwhy", "s9.lesson3"]),
    ("Which finance code do we stamp on every AWS resource?", ["s7.omar", "s7.tags"]),
    ("Where do sign-off requests land in our chat tool, and what is the bot integration called?",
     ["s5.slack", "s5.memdana", "s5.notify", "s8.smoke", "s8.relnotes", "s8.memrelease"]),
    ("Which copier model feeds the paper documents into the system, and in which office does it stand?",
     ["s8.release", "s8.relnotes"]),
]

DECISION = [
    ("Why do we kick off the OCR as a background job and wait for a notification instead of one blocking call?",
     ["s4.multipage", "s4.pagesfail", "s4.asyncwhy", "s4.memflow"]),
    ("Why did we give up on the cheaper, short-lived flavour of the workflow service?",
     ["s4.expressfail", "s4.standard", "s4.memflow"]),
    ("Why did sign-off requests stop going out by mail?", ["s5.slack", "s5.memdana"]),
    ("Why do we store amounts as whole numbers of the minor unit rather than decimals?",
     ["s3.floatfail", "s3.cents", "s3.centsfix"]),
    ("Why do uploads get queued first now instead of triggering the function directly?",
     ["s9.incwhy", "s9.sqs", "s9.lesson3", "s9.incnote"]),
    ("Why are the uploaded PDFs encrypted with a key we manage rather than Amazon's default?",
     ["s7.security", "s7.kms"]),
    ("Why did we get stricter about when an extracted field goes to a human for checking?",
     ["s10.threshold", "s10.thresholdfix"]),
    ("Why do the tests fake the OCR service by hand instead of using the emulator container?",
     ["s2.stubwhy", "s2.compose"]),
    ("Why did the database helper module get a new name?", ["s6.renameplan"]),
    ("Why is the button-click callback route left open while the review routes require a login?",
     ["s6.reviewapi", "s5.slackfn"]),
]

ERROR = [
    ("On the first end-to-end test in dev, the OCR call said it couldn't read the uploaded object's details. What "
     "was wrong?", ["s2.s3fail", "s2.s3why", "s2.s3fix", "s2.lesson1"]),
    ("Right after the security changes to the bucket, extraction broke with a can't-access-the-file error. What was "
     "missing?", ["s7.kmsfail", "s7.headobj", "s7.kmswhy", "s7.kmsfix", "s7.lesson2"]),
    ("Why did the freight company's invoice never reach anyone for sign-off?",
     ["s4.multipage", "s4.pagesfail", "s4.asyncwhy", "s4.pdfinfo"]),
    ("What broke when the test tried to save an invoice total to the table?",
     ["s3.floatfail", "s3.cents", "s3.centsfix"]),
    ("Why did CloudFormation roll the stack back when we added the wait-for-callback step?",
     ["s4.expressfail", "s4.standard"]),
    ("Why was every button press in the chat channel rejected as unverified at first?",
     ["s5.sigfail", "s5.sigwhy", "s5.sigfix"]),
    ("Why did the review endpoint answer 401 even with a freshly issued login token?",
     ["s6.deploy6", "s6.jwtwhy", "s6.jwtfix", "s6.lesson4"]),
    ("After we moved the module, why did some tests error out during setup?",
     ["s6.importfail", "s6.conftestfix", "s6.editfail"]),
    ("Why did the very first attempt to push the stack to the dev account fail?",
     ["s1.deployfail", "s1.accounts", "s1.bootstrap"]),
    ("What made hundreds of workflow runs die on the morning the AP team pushed their old paper pile through?",
     ["s9.incident", "s9.execlist", "s9.failcause", "s9.quota", "s9.incwhy", "s9.incnote", "s9.lesson3"]),
]

TEMPORAL = [
    ("What did we do on {day:2027-11-03}?", S2),
    ("What did we work on {mday:2027-11-17}?", S7),
    ("What did we do on the day of the first production release?", S8),
    ("What did we get done last {wd:2027-11-24}?", S10),
    ("When did the AP team start using the system for real?",
     ["s8.release", "s8.relnotes", "s8.memrelease", "s9.incnote"]),
    ("What did we do two days after switching the OCR to the job-based API?", S5),
    ("What happened on {mday:2027-11-05}?", S3),
    ("On which day did clicking the buttons in the chat first work end to end?",
     ["s5.clickok", "s5.sigfix", "s5.commit5", "s5.memdana"]),
    ("What did we do on the Monday of the week we released?", S6),
    ("What did we do on the very first day of the project?", S1),
]

MULTIHOP = [
    ("We got the 'can't read the object from the bucket' error from the OCR service twice: what caused it each time?",
     ["s2.s3why", "s7.kmswhy", "s2.lesson1", "s7.lesson2", "s2.s3fail", "s7.kmsfail"]),
    ("Who insisted on a second sign-off for large invoices, and what is that person's chat handle?",
     ["s3.flowplan", "s5.danaprefs", "s5.memdana"]),
    ("The colleague who required bank account numbers to be hidden: what is she going to do to the API next month?",
     ["s7.security", "s11.plans", "s11.memplans"]),
    ("The helper module we renamed: which commit did it, and what was its old path?",
     ["s6.commit6", "s6.gitmv", "s6.renameplan"]),
    ("After the throttling fix, how many broken runs did we restart, and under which version tag did the fix go out?",
     ["s9.redrive", "s9.hotfix", "s9.prehotfix", "s9.commit9", "s9.incnote"]),
    ("The supplier whose invoice first broke the single-page extraction: which of its invoices was later signed off "
     "twice?", ["s4.multipage", "s4.pagesfail", "s10.dupes"]),
    ("The platform colleague who gets paged by text: which of our AWS environments does he look after, and what is "
     "its account number?", ["s7.omar", "s1.accounts", "s1.memaccounts", "s8.release"]),
    ("What did we estimate the long-running workflow would cost per month, and what did the first live week actually "
     "use in state transitions?", ["s4.standard", "s10.stats"]),
    ("Which of our generated test documents reproduced the many-page failure, and how many pages does it have?",
     ["s4.pdfinfo", "s2.genfix", "s4.pagesfail"]),
    ("The invoice whose total was misread before we tightened the review rule: which supplier sent it, and what VAT "
     "number does that supplier have in our synthetic fixtures?", ["s10.threshold", "s2.fixtures"]),
]

PREFERENCE = [
    ("Can I quickly create a test notification topic by hand in the web console?", ["s1.rules"]),
    ("Can I drop a real supplier PDF into the test fixtures to reproduce a bug?", ["s1.rules", "s2.fixtures"]),
    ("How should money amounts be shown in the chat sign-off message?",
     ["s5.danaprefs", "s5.memdana", "s5.notify"]),
    ("Which alarms are allowed to page the on-call person on his phone?", ["s7.omar", "s7.alarms"]),
    ("Can I log a supplier's full bank account number while debugging?", ["s7.security", "s7.ibanmask"]),
    ("How am I supposed to ship a change to the live account?",
     ["s8.deployrule", "s8.makefile", "s8.memrelease"]),
    ("Is it OK to ship something to production tomorrow morning?", ["s11.plans", "s11.memplans"]),
    ("How should the ERP integration find the supplier record for an invoice?",
     ["s11.rui", "s11.erpstub", "s11.memplans"]),
    ("Which AWS region may I create a new resource in?", ["s1.rules", "s1.memaccounts"]),
    ("Which CPU architecture and package tool should a new function use?", ["s1.rules"]),
]

SUPERSEDED = [
    ("Which Textract operation does extraction call these days?",
     ["s4.asyncwhy", "s4.startfn", "s4.completefn", "s4.memflow", "s4.commit4", "s9.failcause", "s9.quota",
      "s7.kmsfail", "s8.relnotes", "s7.lesson2", "s9.lesson3", "s9.incnote", "s9.incwhy", "s4.e2e4", "s7.kmswhy",
      "s7.deploy7b"],
     ["s2.extractplan", "s2.extract1", "s2.commit2", "s2.s3fail", "s2.lesson1"]),
    ("Which flavour of orchestration is the invoice pipeline running on?",
     ["s4.standard", "s4.workflow2", "s4.memflow", "s4.commit4", "s8.relnotes", "s10.readflow"],
     ["s3.flowplan", "s3.flow1", "s3.deploy3", "s3.commit3"]),
    ("How do approvers get asked to sign off on an invoice?",
     ["s5.slack", "s5.notify", "s5.slackfn", "s5.memdana", "s5.commit5", "s8.smoke", "s8.relnotes"],
     ["s3.flowplan", "s3.emailappr", "s3.commit3"]),
    ("How are the invoice files protected at rest in the bucket?",
     ["s7.security", "s7.kms", "s7.headobj", "s7.commit7", "s7.lesson2", "s7.deploy7", "s7.kmswhy"],
     ["s1.stack1", "s7.readstack"]),
    ("How does a newly dropped PDF reach the first function now?",
     ["s9.incwhy", "s9.sqs", "s9.incnote", "s9.lesson3", "s9.hotfix", "s9.prehotfix", "s9.testfix9",
      "s11.gitlog11"],
     ["s1.stack1", "s7.readstack"]),
    ("Below what score does an extracted field get sent for a human check?",
     ["s10.threshold", "s10.thresholdfix", "s10.deploy10"], ["s3.validate1"]),
    ("Which Python file holds the database helper functions now?",
     ["s6.renameplan", "s6.gitmv", "s6.commit6", "s6.conftestfix", "s10.dedupe", "s10.dupefail", "s10.dupefix",
      "s6.sedrename", "s6.renameuse"], ["s2.ddb", "s4.startfn", "s4.completefn", "s6.importfail"]),
    ("What is the helper that turns the OCR summary fields into our invoice fields called now?",
     ["s6.renameplan", "s6.renameuse", "s6.commit6", "s6.sedrename"],
     ["s2.extract1", "s4.completefn", "s6.grepold"]),
    ("What version of the infrastructure-as-code library is the infra package on?",
     ["s11.bump", "s11.commit11"], ["s1.cdkinit"]),
    ("Which version tag is currently running in the live account?",
     ["s10.deploy10"], ["s8.tag", "s8.relnotes", "s8.memrelease", "s9.hotfix", "s9.prehotfix", "s9.commit9"]),
]


def questions() -> list[dict]:
    return by_category(FACT, DECISION, ERROR, TEMPORAL, MULTIHOP, PREFERENCE, SUPERSEDED)
