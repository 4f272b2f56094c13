"""The 70 questions about the meterfold history, asked on Tuesday 1 June 2027 (see README.md).

Written blind, before the set was first scored; not edited afterwards. Each names the markers of the
items that answer it (`gold`) and, for a renamed, changed or reversed thing, the items of the old state
(`stale`). Dates in {day:...}, {mday:...}, {wd:...} are rendered by bench/agent_eval.py.
"""
from __future__ import annotations

from _agentset import by_category  # bench/, on the path of build.py

S1 = ["s1.goal", "s1.rules", "s1.buildsbt", "s1.plugins", "s1.rollupv1", "s1.spec1", "s1.test1", "s1.decimal",
      "s1.decimalfix", "s1.test1ok", "s1.asmfail", "s1.asmfix", "s1.asmok", "s1.commit1"]
S2 = ["s2.emrapp", "s2.createapp", "s2.startjob1", "s2.denied1", "s2.denied1probe", "s2.denied1cause",
      "s2.denied1ok", "s2.firstcount", "s2.jobdriver", "s2.fixtures", "s2.memrun1", "s2.commit2"]
S3 = ["s3.dag", "s3.dagstyle", "s3.reqs", "s3.dagv1", "s3.dagimport", "s3.dagimportfix", "s3.checksql", "s3.dagtest",
      "s3.commit3"]
S4 = ["s4.dupes", "s4.dupcount", "s4.dedup1", "s4.rename1", "s4.gitmv1", "s4.dstspec", "s4.dstfail", "s4.dstcause",
      "s4.dstfix", "s4.dstok", "s4.lessontz", "s4.commit4"]
S5 = ["s5.cnf", "s5.cnfcause", "s5.cnffix", "s5.cnfrerun", "s5.rename2", "s5.grepdaily", "s5.rename2job",
      "s5.colrename", "s5.crawler", "s5.crawlercreate", "s5.athena1", "s5.memlucia", "s5.commit5"]
S7 = ["s7.denied2", "s7.denied2q", "s7.rolepolicy", "s7.denied2cause", "s7.denied2fix", "s7.putpolicy",
      "s7.lessoniam", "s7.oom", "s7.oomfix", "s7.sparkconf", "s7.oomok", "s7.commit7"]
S8 = ["s8.late", "s8.rename3", "s8.gitmv3", "s8.dagid", "s8.timeout", "s8.slack", "s8.slackedit", "s8.lintdag",
      "s8.athenawhy", "s8.dagtest2", "s8.pauseold", "s8.prrule", "s8.commit8"]
S10 = ["s10.release", "s10.release72", "s10.delta32", "s10.fmtfail", "s10.smoke", "s10.nooptimize",
       "s10.autocompact", "s10.dropoptimize", "s10.athenafiles", "s10.tag", "s10.memrelease"]

FACT = [
    ("How many distinct meters did Athena find for 12 May, and what was the total energy that day?", ["s5.athena1"]),
    ("Which AWS region does our serverless Spark application run in?",
     ["s2.createapp", "s2.memrun1"]),
    ("How long did the first successful serverless run of a single day take, and how many vCPU-hours did it burn?",
     ["s2.denied1ok", "s2.memrun1"]),
    ("How many doubled interval rows were in the raw export for the day the analysts complained about?",
     ["s4.dupcount"]),
    ("How large was the fat jar the first time sbt managed to build it?", ["s1.asmok"]),
    ("How many rows and partitions came over when the existing output was converted to the new table format?",
     ["s6.convert"]),
    ("What did the April reprocessing cost, and how long did it run in total?", ["s9.backfillok"]),
    ("Which Airflow release runs in the managed environment?", ["s3.dag", "s3.reqs"]),
    ("Which version of the Scala test framework does the build pull in?", ["s1.buildsbt"]),
    ("How much data was the upsert stage shuffling when the executors were killed?", ["s7.oom"]),
]

DECISION = [
    ("Why did we move the curated output off plain Parquet folders?", ["s6.delta"]),
    ("Why did we stop letting Glue discover the schema on its own?", ["s6.nocrawler", "s6.crawlermess"]),
    ("Why aren't the Spark libraries bundled into our assembly?", ["s1.rules", "s2.emrapp"]),
    ("Why was the main job object given a different name?", ["s4.rename1"]),
    ("Why was the output table renamed?", ["s5.rename2"]),
    ("Why was the nightly start pushed later in the night?", ["s8.late"]),
    ("Why don't failures arrive by e-mail any more?", ["s8.slack"]),
    ("Why did the Sunday compaction task go away?", ["s10.nooptimize"]),
    ("Why did we make the completeness check in Athena less strict?", ["s9.threshold"]),
    ("Why do we now prefer the most recent copy of a re-sent interval over the first one?", ["s9.dedup2"]),
]

ERROR = [
    ("Why couldn't the very first serverless run open the head-end files?",
     ["s2.denied1", "s2.denied1probe", "s2.denied1cause"]),
    ("Writing the transaction log got refused with a 403. What caused it that time?",
     ["s7.denied2", "s7.rolepolicy", "s7.denied2cause", "s7.denied2fix", "s7.lessoniam"]),
    ("What stopped sbt from producing the uber jar the first time?", ["s1.asmfail", "s1.asmfix"]),
    ("Why did Airflow fail to load the pipeline file on the first try?", ["s3.dagimport", "s3.dagimportfix"]),
    ("Which test caught the day-boundary bug, and what was the job getting wrong?",
     ["s4.dstfail", "s4.dstspec", "s4.dstcause", "s4.dstfix", "s4.lessontz"]),
    ("Why did a scheduled run crash complaining it couldn't find a class?", ["s5.cnf", "s5.cnfcause", "s5.cnffix"]),
    ("What did the first upsert into the new table format fail with on EMR, and what fixed it?",
     ["s6.deltafail", "s6.deltafix"]),
    ("Why were executors disappearing with exit status 137?", ["s7.oom", "s7.oomfix", "s7.sparkconf"]),
    ("Why did some April days fail while we were reprocessing the month?",
     ["s9.concurrent", "s9.concause", "s9.confix", "s9.lessonconc"]),
    ("Why did the very first unit test fail on a sum that looked right?", ["s1.test1", "s1.decimal", "s1.decimalfix"]),
]

TEMPORAL = [
    ("What did we do on {day:2027-05-11}?", S4),
    ("What happened on {mday:2027-05-19}?", S7),
    ("What did we work on last Thursday?", S10),
    ("What did we do on {day:2027-05-05}?", S2),
    ("When did the curated table switch to Delta Lake?", ["s6.delta", "s6.deltadep", "s6.deltamerge", "s6.convert", "s6.deltaok",
                                                          "s6.memdelta", "s6.commit6"]),
    ("What were we doing two days after the move to Delta?", S7),
    ("What did we work on the Friday before the April backfill?", S8),
    ("Which day did the Spark job first finish successfully on EMR Serverless?", ["s2.denied1ok", "s2.firstcount"]),
    ("What did we set up on the Friday of our first week on this project?", S3),
    ("What did we work on the Thursday two weeks before we tagged 1.0.0?", S5),
]

MULTIHOP = [
    ("After the job's entry class got its new name, which piece still pointed at the old one, and what did that "
     "break?", ["s4.rename1", "s5.cnfcause", "s5.cnf", "s5.cnffix"]),
    ("The lesson about checking IAM after a rename: which rename caused the trouble, and which part of the role "
     "policy was wrong?", ["s7.lessoniam", "s5.rename2", "s7.denied2cause", "s7.rolepolicy"]),
    ("Who owns the AWS account, and what did he have to change before the first run could read the raw data?",
     ["s1.goal", "s2.denied1cause"]),
    ("The billing analyst who reads our table every morning: by when does she need the data, and when does the DAG "
     "start now?", ["s5.memlucia", "s8.late", "s8.dagid", "s9.memrun2"]),
    ("Which pull request carried the schedule change, and who had to approve it?",
     ["s8.commit8", "s8.prrule", "s1.goal"]),
    ("Which KMS key protects the raw bucket, and whose key is it?",
     ["s2.denied1cause", "s2.denied1probe", "s7.rolepolicy"]),
    ("How many 15-minute intervals does the autumn clock-change day have, and in which zone is the billing day "
     "cut?", ["s4.dstspec", "s4.dstcause", "s4.lessontz"]),
    ("Which partition did the parallel upserts collide on, and what was added to the merge condition to stop it?",
     ["s9.concurrent", "s9.confix", "s9.concause", "s9.lessonconc"]),
    ("The Spark settings file introduced after the out-of-memory failures: what executor size and shuffle "
     "parallelism does it set, and where does it get uploaded?", ["s7.sparkconf", "s7.oomok", "s9.memrun2"]),
    ("Which DAG did we pause when the renamed one went live, and why did it get a new id?",
     ["s8.pauseold", "s8.rename3"]),
]

PREFERENCE = [
    ("How do we format commit messages here?", ["s1.rules"]),
    ("What has to pass locally before anything gets committed?", ["s1.rules"]),
    ("Can I copy a few real head-end files into the test resources as fixtures?", ["s2.fixtures"]),
    ("What formatter and line length do we use for the Airflow Python?", ["s3.dagstyle"]),
    ("Is it fine to fetch an Airflow Variable at the top of a DAG module?", ["s3.dagstyle"]),
    ("Where should Spark tuning like executor memory be configured?", ["s7.oomfix", "s7.sparkconf", "s9.memrun2"]),
    ("Am I allowed to push directly to the main branch?", ["s8.prrule"]),
    ("Which time zone should the Spark session use?", ["s4.dstcause", "s4.lessontz", "s7.sparkconf"]),
    ("Which numeric type and precision do we use for energy values?", ["s1.decimal", "s1.decimalfix"]),
    ("Is there a naming rule for DAG ids?", ["s8.rename3"]),
]

SUPERSEDED = [
    ("What is the Scala entry point of the job called?", ["s4.rename1", "s4.gitmv1", "s4.commit4", "s5.cnffix"],
     ["s1.rollupv1", "s1.spec1"]),
    ("What's the name of our curated table in the Glue catalog?",
     ["s5.rename2", "s5.rename2job", "s5.commit5", "s5.memlucia", "s5.athena1", "s6.ddl", "s6.memdelta",
      "s6.deltaok", "s10.athenafiles"], ["s1.rollupv1", "s2.firstcount", "s3.checksql"]),
    ("Which column holds a meter's energy for the day?", ["s5.colrename", "s5.rename2", "s5.memlucia", "s5.athena1", "s5.commit5"],
     ["s1.decimalfix", "s1.rollupv1"]),
    ("What is our Airflow DAG called?", ["s8.rename3", "s8.gitmv3", "s8.dagid", "s8.dagtest2", "s8.commit8", "s9.memrun2"],
     ["s3.dagv1", "s3.dagtest"]),
    ("At what time does the scheduled run kick off?", ["s8.late", "s8.dagid", "s8.commit8", "s9.memrun2"], ["s3.dag", "s3.dagv1"]),
    ("How long may a job run before EMR gives up on it?", ["s8.late", "s8.timeout", "s8.commit8", "s9.memrun2"],
     ["s2.memrun1", "s2.startjob1"]),
    ("How much memory does each executor get?", ["s7.oomfix", "s7.sparkconf", "s7.commit7"], ["s2.startjob1", "s2.jobdriver"]),
    ("What's the capacity ceiling of the EMR application at the moment?", ["s9.capacityback", "s9.memrun2"],
     ["s2.createapp", "s2.memrun1", "s9.capacity"]),
    ("Which EMR release and which Delta version are we running?",
     ["s10.release", "s10.release72", "s10.delta32", "s10.tag", "s10.memrelease"], ["s2.emrapp", "s6.deltadep", "s6.memdelta"]),
    ("When the same reading arrives twice, which one do we keep?", ["s9.dedup2", "s9.dedup2fix", "s9.n11", "s9.commit9"],
     ["s4.dupes", "s4.dedup1"]),
]


def questions() -> list[dict]:
    return by_category(FACT, DECISION, ERROR, TEMPORAL, MULTIHOP, PREFERENCE, SUPERSEDED)
