"""The 70 questions about the ledgerbay history, asked on Monday 29 November 2027 (see README.md).

Written blind and committed before the set was first scored; after that score only superseded-3's gold
was widened (s9.incnote, which names the 06:15 import as s9.zerowhy does). Each names the markers of the items that
answer it (`gold`) and, for a renamed or reversed thing, the items of the old state (`stale`). Dates in
{day:...}, {mday:...}, {wd:...} are rendered by bench/agent_eval.py.
"""
from __future__ import annotations

from _agentset import by_category  # bench/, on the path of build.py

S2 = ["s2.camt", "s2.camtsample", "s2.parser", "s2.parsertests", "s2.nsfail", "s2.grepns", "s2.nswhy", "s2.nsfix",
      "s2.testok2", "s2.commitstyle", "s2.memcamt", "s2.commit2"]
S3 = ["s3.hangfire", "s3.addhangfire", "s3.importjob", "s3.hfprogram", "s3.hfrecurring", "s3.matching",
      "s3.matchsvc", "s3.firstrun", "s3.dupreport", "s3.dupcount", "s3.hfstate", "s3.dupwhy1", "s3.dupfix1",
      "s3.retry", "s3.migfail", "s3.dedupe1", "s3.lesson1", "s3.commit3"]
S4 = ["s4.entra", "s4.entraprogram", "s4.redirectfail", "s4.redirectwhy", "s4.signinok", "s4.renameplan",
      "s4.gitmvmatch", "s4.grepmatch", "s4.routerename", "s4.gridtest", "s4.bunitfail", "s4.bunitwhy", "s4.bunitfix",
      "s4.testok4", "s4.commit4"]
S6 = ["s6.demoprep", "s6.tokendump", "s6.overagewhy", "s6.rolesfix", "s6.lesson2", "s6.importlog", "s6.sftpls",
      "s6.cronwhy", "s6.cronedit", "s6.rerun", "s6.memroles", "s6.commit6"]
S7 = ["s7.demoout", "s7.swappkg", "s7.npgsql", "s7.hfpg", "s7.connstr", "s7.rmmigrations", "s7.tzfail", "s7.tzwhy",
      "s7.tzfix", "s7.testok7", "s7.importpg", "s7.memdb", "s7.commit7"]
S9 = ["s9.incident", "s9.hfhistory", "s9.replicas", "s9.zerowhy", "s9.minrep", "s9.backfill", "s9.dupcount2",
      "s9.dupwhy2", "s9.fingerprint", "s9.migration9", "s9.lesson3", "s9.incnote", "s9.deploy9", "s9.commit9"]
S10 = ["s10.wrongmatch", "s10.reconsvc", "s10.exactmatch", "s10.reviewqueue", "s10.ratecheck", "s10.culture",
       "s10.cultureedit", "s10.readerrename", "s10.gitmvparser", "s10.buildfail10", "s10.grepparser",
       "s10.clifixfail", "s10.clifix", "s10.testok10", "s10.commit10"]
S11 = ["s11.release", "s11.audit", "s11.migaudit", "s11.tolerance", "s11.toleranceedit", "s11.testok11",
       "s11.changelog", "s11.tag", "s11.deploy11", "s11.smoke", "s11.memrelease"]

FACT = [
    ("What's the account number of our main euro account at the bank?",
     ["s2.memcamt", "s2.camtsample", "s3.migfail", "s6.sftpls"]),
    ("How many rows did we have to delete after the import ran more than once on the first Friday?",
     ["s3.dedupe1", "s3.lesson1", "s3.dupcount"]),
    ("Roughly what did the web app plan and the managed SQL database cost us per month?", ["s7.demoout", "s7.memdb"]),
    (("Since we dropped typo-tolerant matching, what share of November's incoming payments is paired up "
     "automatically?"), ["s10.ratecheck"]),
    ("Who in IT do I ask when something in the Entra app registration has to change?",
     ["s4.entra", "s4.redirectwhy", "s6.memroles", "s6.overagewhy", "s5.appservice", "s5.oidcwhy",
      "s5.memdeploy1"]),
    ("At what time of the morning does Nordhafen drop the daily files on its server?", ["s6.cronwhy", "s6.sftpls"]),
    ("How many groups is Henrike in, and above what number does Entra stop listing them in the token?",
     ["s6.overagewhy", "s6.lesson2", "s6.memroles"]),
    ("Under which company hostname can finance reach the tool now?", ["s8.dns8", "s8.memdeploy2", "s11.smoke"]),
    ("For how long do the records of manual changes have to be retained?",
     ["s11.release", "s11.audit", "s11.memrelease", "s11.changelog"]),
    ("How much does the bank deduct from some incoming transfers from abroad?", ["s11.tolerance"]),
]

DECISION = [
    ("Why did we switch to a different database engine after the CFO demo?", ["s7.demoout", "s7.memdb"]),
    (("Why are permissions checked through roles on the app registration instead of membership in the finance "
     "group?"), ["s6.overagewhy", "s6.lesson2", "s6.memroles", "s6.tokendump"]),
    ("Why does the nightly job fire at quarter past six and not in the middle of the night?",
     ["s6.cronwhy", "s6.sftpls", "s6.importlog", "s6.commit6"]),
    ("Why doesn't the automatic matcher accept invoice numbers with a typo any more?",
     ["s10.wrongmatch", "s10.exactmatch"]),
    ("Why did we pick SQL Server at the very start?", ["s1.goal"]),
    ("What was the reasoning for taking the app off the App Service plan?", ["s7.demoout", "s8.aca", "s7.memdb"]),
    ("Why do screens show amounts the German way while the ERP file doesn't?", ["s10.culture", "s10.cultureedit"]),
    ("Why are the bank's booking and value dates stored without a time of day?",
     ["s7.tzwhy", "s7.tzfix", "s7.tzfail"]),
    ("Why did we give the statement-reading class a more specific name?", ["s10.readerrename"]),
    ("Why does the container app always keep at least one instance running?",
     ["s9.zerowhy", "s9.minrep", "s9.incnote", "s9.commit9"]),
]

ERROR = [
    ("Why did the very first unit test against the bank's example file fail?",
     ["s2.nsfail", "s2.grepns", "s2.nswhy", "s2.nsfix"]),
    ("Why was every payment from Thursday listed two or three times in the test UI?",
     ["s3.dupreport", "s3.dupcount", "s3.hfstate", "s3.dupwhy1", "s3.lesson1", "s3.dupfix1", "s3.retry"]),
    ("Why couldn't the migration adding the uniqueness constraint be applied at first?", ["s3.migfail", "s3.dedupe1"]),
    ("Why did signing in on my dev machine come back with a redirect mismatch?",
     ["s4.redirectfail", "s4.redirectwhy"]),
    ("Why did the component test of the reconciliation table crash after we added login?",
     ["s4.bunitfail", "s4.bunitwhy", "s4.bunitfix"]),
    ("Why couldn't the pipeline's deploy job authenticate against Azure the first time?", ["s5.ghrun1", "s5.oidcwhy"]),
    ("Why did Henrike keep getting the 'reconnecting' banner on the first hosted version?",
     ["s5.wsfail", "s5.wswhy", "s5.wsfix", "s5.memdeploy1"]),
    ("Why did storing imported entries blow up right after we moved to Postgres?",
     ["s7.tzfail", "s7.tzwhy", "s7.tzfix"]),
    ("Why were people signed out and hitting token decryption errors after the move to containers?",
     ["s8.antiforgery", "s8.dpwhy", "s8.dpfix", "s8.lesson4", "s8.sticky", "s8.memdeploy2"]),
    ("Why didn't any statements come in over the weekend of {day:2027-11-20}?",
     ["s9.incident", "s9.hfhistory", "s9.replicas", "s9.zerowhy", "s9.minrep", "s9.incnote", "s9.commit9"]),
]

TEMPORAL = [
    ("What did we do on {day:2027-11-03}?", S2),
    ("What did we get done last Thursday?", S11),
    ("What happened on {mday:2027-11-09}?", S4),
    ("What did we work on the day after the demo for the CFO?", S7),
    ("What did we do the day before Annika saw the tool?", S6),
    ("When did the app first go up on Azure?",
     ["s5.appservice", "s5.azcreate", "s5.ghrun2", "s5.memdeploy1", "s5.commit5"]),
    ("What did we do on the first Friday of the project?", S3),
    ("What did we do on the Monday after the weekend the imports stopped?", S9),
    ("What did we work on last Wednesday?", S10),
    ("Which day did production move to Container Apps?",
     ["s8.aca", "s8.acadeploy", "s8.redeploy8", "s8.memdeploy2", "s8.commit8"]),
]

MULTIHOP = [
    ("We ended up with doubled bank transactions twice: what caused each one, and how did the causes differ?",
     ["s3.dupwhy1", "s9.dupwhy2", "s3.lesson1", "s9.lesson3", "s3.hfstate", "s9.dupcount2"]),
    ("What did our external auditor ask for, and in which release did it ship?",
     ["s11.release", "s11.audit", "s11.memrelease", "s11.tag", "s11.changelog"]),
    ("Which commit renamed the matching service, and which script outside the app was calling the old endpoint?",
     ["s4.commit4", "s4.grepmatch", "s4.renameplan"]),
    (("During the weekend outage, when did the app go to zero instances, and how many entries did the catch-up run "
     "add?"), ["s9.replicas", "s9.incnote", "s9.backfill"]),
    (("The wrong automatic match Henrike spotted: which invoice was wrongly closed, and how far did the automatic "
     "rate drop after the fix?"), ["s10.wrongmatch", "s10.ratecheck"]),
    (("Which migration comes first since the database switch, and what was the connection string key called "
     "before?"), ["s7.rmmigrations", "s7.memdb", "s7.connstr"]),
    ("Who showed the tool to the CFO, and what deadline came out of that meeting?", ["s6.demoprep", "s7.demoout"]),
    ("We read two versions of the statement XML: which bank sends which?", ["s2.nswhy", "s2.memcamt", "s2.grepns"]),
    ("What is the hostname of the bank's file server, and when do the day's files show up there?",
     ["s2.memcamt", "s1.appsettings1", "s6.sftpls", "s6.cronwhy"]),
    ("Where is the shared key ring stored, and which vault key encrypts it?",
     ["s8.dpfix", "s8.dpwhy", "s8.memdeploy2"]),
]

PREFERENCE = [
    ("Where does the version go when I add a NuGet package?", ["s1.rules"]),
    ("Can I use a double for amounts in a quick test helper?", ["s1.money"]),
    ("Is it OK to bring in MediatR for the request handlers?", ["s1.rules"]),
    ("How should I word my commit messages in this repo?", ["s2.commitstyle"]),
    ("Can I push a fix to production straight from my machine?", ["s5.deployrule"]),
    ("Can the app apply pending migrations itself when it boots?", ["s5.deployrule"]),
    ("May a test connect to the bank's real SFTP server to get realistic files?", ["s4.bunitwhy"]),
    ("Can I add another redirect URL to our app registration myself?", ["s4.redirectwhy", "s6.memroles"]),
    ("What has to pass before I commit?", ["s1.rules"]),
    ("Which number and date format should the export for the ERP use?", ["s10.culture", "s10.cultureedit"]),
]

SUPERSEDED = [
    ("Which database does ledgerbay run on now?",
     ["s7.demoout", "s7.swappkg", "s7.npgsql", "s7.hfpg", "s7.memdb", "s7.commit7", "s7.rmmigrations", "s7.connstr",
      "s7.tzfail", "s8.aca", "s8.memdeploy2", "s9.dupwhy2", "s9.lesson3"],
     ["s1.goal", "s1.sqlcontainer", "s1.program1", "s1.commit1", "s1.appsettings1", "s3.hangfire", "s3.hfprogram",
      "s3.migfail", "s5.appservice", "s5.azcreate", "s5.memdeploy1"]),
    ("Where is production hosted these days?",
     ["s8.aca", "s8.bicep", "s8.acadeploy", "s8.memdeploy2", "s8.commit8", "s8.deloldrg", "s8.redeploy8", "s8.dns8",
      "s9.replicas", "s9.minrep", "s9.deploy9", "s11.deploy11"],
     ["s5.appservice", "s5.azcreate", "s5.memdeploy1", "s5.workflow1", "s5.ghrun2", "s5.commit5", "s5.wsfix"]),
    ("At what time does the scheduled bank import run?",
     ["s6.cronwhy", "s6.cronedit", "s6.commit6", "s11.memrelease", "s11.changelog", "s9.zerowhy", "s9.incnote"],
     ["s3.hangfire", "s3.hfrecurring", "s1.appsettings1"]),
    ("What does a user need in order to be allowed to approve matches?",
     ["s6.overagewhy", "s6.rolesfix", "s6.memroles", "s6.commit6", "s11.changelog"],
     ["s4.entra", "s4.entraprogram", "s4.commit4"]),
    ("What is the class that reads the bank's XML statements called?",
     ["s10.readerrename", "s10.gitmvparser", "s10.commit10", "s10.clifix"],
     ["s2.parser", "s2.parsertests", "s2.nsfix", "s2.nsfail"]),
    ("What are the class and the method that pair payments with invoices called now?",
     ["s4.renameplan", "s4.gitmvmatch", "s4.commit4", "s10.reconsvc"],
     ["s3.matchsvc", "s3.matching", "s4.grepmatch", "s3.importjob"]),
    ("How does the import tell that it already has an entry?",
     ["s9.dupwhy2", "s9.fingerprint", "s9.lesson3", "s9.commit9", "s9.incnote"],
     ["s3.dupwhy1", "s3.dupfix1", "s3.lesson1", "s3.commit3"]),
    ("Can the app scale down to no running instances?",
     ["s9.zerowhy", "s9.minrep", "s9.incnote", "s9.deploy9", "s11.deploy11"], ["s8.aca", "s8.bicep"]),
    ("Which workflow file in the repo handles deployment?",
     ["s8.aca", "s8.gitmvwf", "s8.memdeploy2", "s8.commit8", "s8.wfedit"], ["s5.workflow1", "s5.memdeploy1"]),
    ("How far may the amount be off for a payment to be matched automatically?",
     ["s11.tolerance", "s11.toleranceedit", "s11.memrelease", "s11.changelog"],
     ["s3.matching", "s10.wrongmatch", "s1.appsettings1"]),
]


def questions() -> list[dict]:
    return by_category(FACT, DECISION, ERROR, TEMPORAL, MULTIHOP, PREFERENCE, SUPERSEDED)
