"""The 70 questions about the fietsbox-analytics history, asked on Monday 2 August 2027 (see README.md).

Written before the set was first scored; not edited afterwards. Each names the markers of the
items that answer it (`gold`) and, for a renamed or reversed thing, the items of the old state
(`stale`). Dates in {day:...}, {mday:...}, {wd:...} are rendered by bench/agent_eval.py.
"""
from __future__ import annotations

from _agentset import by_category  # bench/, on the path of build.py

S1 = ["s1.goal", "s1.init", "s1.profiles", "s1.dbtproject", "s1.debugfail", "s1.debugwhy", "s1.debugfix", "s1.debugok",
      "s1.sources", "s1.stgsubs", "s1.noselectstar", "s1.run1", "s1.countraw", "s1.memlayout", "s1.commit1"]
S2 = ["s2.tests", "s2.schemayml", "s2.uniq1fail", "s2.uniq1look", "s2.uniq1cause", "s2.uniq1fix", "s2.uniq1ok",
      "s2.dedupeall", "s2.lesson1", "s2.fresh", "s2.viewsdecision", "s2.commit2"]
S3 = ["s3.marts", "s3.citiesseed", "s3.macro1", "s3.fct", "s3.incremental", "s3.fullrun", "s3.incrun", "s3.rows",
      "s3.dimcust", "s3.grainrule", "s3.martsyml", "s3.depsfail", "s3.packages", "s3.depsok", "s3.commit3"]
S5 = ["s5.snapshots", "s5.snapbikes", "s5.snapplans", "s5.snaprun", "s5.dashboard", "s5.metabase", "s5.mempeople",
      "s5.cost", "s5.costnote", "s5.macrouse", "s5.commit5"]
S6 = ["s6.renamedim", "s6.gitmv", "s6.grepcust", "s6.renamecol", "s6.renameyml", "s6.renamebuild", "s6.commitrename",
      "s6.dropsnapplans", "s6.rmsnap", "s6.mbbroken", "s6.mbwhy", "s6.gitlog", "s6.mbfix", "s6.lesson2", "s6.commit6"]
S7 = ["s7.cosmosslow", "s7.timeout", "s7.switchpod", "s7.dockerfile", "s7.image", "s7.dag2", "s7.podfail", "s7.podiam",
      "s7.podok", "s7.memrunbook2", "s7.rmcosmos", "s7.commit7"]
S8 = ["s8.brokemorning", "s8.uniq2fail", "s8.uniq2q", "s8.uniq2look", "s8.gitlogseed", "s8.uniq2cause", "s8.seedrename",
      "s8.seedfix", "s8.seedref", "s8.seedtest", "s8.uniq2ok", "s8.lesson3", "s8.commit8", "s8.commitstyle"]
S9 = ["s9.late", "s9.readfct", "s9.lookback7", "s9.incrun7", "s9.renamemacro", "s9.macromv", "s9.macro2", "s9.macrofail",
      "s9.grepmacro", "s9.macrofix1", "s9.macrofix2", "s9.compileok", "s9.schedule", "s9.sched", "s9.commit9"]
S10 = ["s10.ci", "s10.ciyml", "s10.cifail", "s10.manifestls", "s10.manifestcause", "s10.podupload", "s10.cipass",
       "s10.cibytes", "s10.cleanup", "s10.cicleanup", "s10.memci", "s10.commit10"]

FACT = [
    ("How many rows ended up in the per-day subscription table after it was first built completely?",
     ["s3.fullrun", "s3.rows"]),
    ("How much data does rebuilding the daily revenue fact from nothing read?", ["s3.fullrun", "s4.nofullrefresh"]),
    ("Roughly what did a week of our ad-hoc warehouse querying cost when we checked the job history?",
     ["s5.cost", "s5.costnote"]),
    ("How long does the production build take inside the Kubernetes pod?", ["s7.podok", "s9.schedule"]),
    ("What is the id of the finance team's revenue dashboard in Metabase?", ["s5.metabase", "s5.mempeople"]),
    ("How many repeated keys did the first uniqueness check on subscriptions turn up?", ["s2.uniq1fail"]),
    ("How many records did the replicated subscriptions table hold on day one?", ["s1.countraw"]),
    ("Who needs to sign off if our warehouse bill grows, and above what monthly amount?", ["s5.mempeople"]),
    ("How many gigabytes did the pull-request builds bill altogether?", ["s10.cibytes"]),
    ("How long did Composer take to add the extra Python dependency to the environment?", ["s4.pypi"]),
]

DECISION = [
    ("Why aren't the staging layer's models materialized as tables?", ["s2.viewsdecision"]),
    ("Why do we throw away older change rows in dbt instead of changing how the replication writes them?",
     ["s2.uniq1cause", "s2.lesson1"]),
    ("Why does the per-day revenue model only process recent data on normal runs?", ["s3.incremental"]),
    ("Why did we give up on the Airflow integration that made one task per model?",
     ["s7.cosmosslow", "s7.timeout", "s7.switchpod"]),
    ("Why is there no history table for plan prices?", ["s6.dropsnapplans"]),
    ("Why was the people dimension given a different name?", ["s6.renamedim"]),
    ("Why does the nightly job start earlier than it used to?", ["s9.schedule"]),
    ("Why did the money-conversion helper get a precision parameter?", ["s9.renamemacro"]),
    ("Why does the production job push its manifest file to Cloud Storage?",
     ["s10.manifestcause", "s10.cifail", "s10.memci", "s10.podupload"]),
    ("Why does the city lookup now have a separate column for the official municipality name?",
     ["s8.uniq2cause", "s8.seedfix"]),
]

ERROR = [
    ("Why couldn't dbt connect to the warehouse the very first time we checked the setup?",
     ["s1.debugfail", "s1.debugwhy", "s1.debugfix", "s1.memlayout"]),
    ("What made the key check on the staged subscriptions fail in the first week?",
     ["s2.uniq1fail", "s2.uniq1look", "s2.uniq1cause", "s2.uniq1fix", "s2.lesson1"]),
    ("The scheduled build died on repeated subscription-day rows. Where did those come from?",
     ["s8.uniq2fail", "s8.uniq2look", "s8.gitlogseed", "s8.uniq2cause", "s8.lesson3"]),
    ("What was missing when the build complained that dbt_utils didn't exist?",
     ["s3.depsfail", "s3.packages", "s3.depsok"]),
    ("Why did Airflow refuse to load our DAG file after the first upload?", ["s4.dagimportfail", "s4.pypi"]),
    ("Why did the first test run of the DAG fail saying a file could not be found?",
     ["s4.dagtestfail", "s4.cosmosdocs", "s4.dagfix"]),
    ("Why was the production pod refused when it tried to run queries?", ["s7.podfail", "s7.podiam", "s7.memrunbook2"]),
    ("What happened to the finance dashboard after the dimension got its new name, and how was it repaired?",
     ["s6.mbbroken", "s6.mbwhy", "s6.gitlog", "s6.mbfix", "s6.lesson2"]),
    ("Why did compiling the project fail right after the currency helper was renamed?",
     ["s9.macrofail", "s9.grepmacro", "s9.macrofix1", "s9.macrofix2"]),
    ("What stopped the pull-request workflow from passing on its first attempt?",
     ["s10.cifail", "s10.manifestls", "s10.manifestcause", "s10.podupload"]),
]

TEMPORAL = [
    ("What did we do on {day:2027-07-07}?", S2),
    ("What got done last Tuesday?", S9),
    ("What happened on {mday:2027-07-15}?", S5),
    ("What were we working on in the session before the nightly pipeline broke?", S7),
    ("When did the dbt project first run successfully from Airflow?",
     ["s4.dagtestok", "s4.airflow", "s4.dag1", "s4.commit4"]),
    ("What did we set up on the Friday of our first week?", S3),
    ("What did we build last week on {wd:2027-07-29}?", S10),
    ("What did we work on on {day:2027-07-05}?", S1),
    ("What did we do two days before the DAG was moved onto a single pod?", S6),
    ("What did we fix on the Friday of the week before last?", S8),
]

MULTIHOP = [
    ("The person who runs the replication: what did they want to keep, which is why duplicates get removed in our "
     "models?", ["s2.uniq1cause", "s5.mempeople"]),
    ("The lookup file that caused the fan-out: who had changed it, and what is it called now?",
     ["s8.gitlogseed", "s8.seedrename", "s8.uniq2cause", "s8.commit8"]),
    ("The card that broke after the rename: which dashboard is it on, and who owns that dashboard?",
     ["s6.mbfix", "s5.metabase", "s5.mempeople", "s6.mbbroken"]),
    ("Which identity does the production pod run as, and which role had to be granted to it?",
     ["s7.podiam", "s7.memrunbook2", "s7.podfail"]),
    ("How much more data does a normal run of the revenue fact read since the window was widened, compared to "
     "before?", ["s9.incrun7", "s3.incrun"]),
    ("Which container image does the production job use, and how do we produce it?",
     ["s7.image", "s7.memrunbook2", "s7.dag2", "s7.dockerfile"]),
    ("The check that caught the broken lookup: which columns does it test, and which rule of mine made us add it?",
     ["s3.grainrule", "s3.martsyml", "s8.uniq2fail"]),
    ("The pull-request job compares against a manifest in a bucket: what puts it there, and when?",
     ["s10.podupload", "s10.memci", "s10.manifestcause"]),
    ("Where do my own development builds end up, and what connection setting did they need to work?",
     ["s1.memlayout", "s1.debugfix", "s1.profiles"]),
    ("The lesson about lookup seeds: which city appeared twice, and under what other name?",
     ["s8.lesson3", "s8.gitlogseed", "s8.uniq2cause", "s8.uniq2look"]),
]

PREFERENCE = [
    ("How am I supposed to name a new staging model?", ["s1.goal"]),
    ("Can a mart model just pull every column with a star?", ["s1.noselectstar"]),
    ("What SQL formatting style do I want?", ["s1.noselectstar"]),
    ("How do I like the common table expressions in a model arranged?", ["s3.marts"]),
    ("Which test does every new mart need?", ["s3.grainrule"]),
    ("Am I allowed to rebuild a production incremental table from scratch on my own?", ["s4.nofullrefresh"]),
    ("How should commit messages be written in this repo?", ["s8.commitstyle"]),
    ("How should I let the finance person know about a change to his dashboard?", ["s8.commitstyle", "s5.mempeople"]),
    ("How may the CI workflow authenticate to Google Cloud?", ["s10.ci", "s10.memci"]),
    ("When we rename a mart, do we keep the old name around as a view?", ["s6.renamedim"]),
]

SUPERSEDED = [
    ("What's the name of the mart with one row per person who subscribes?",
     ["s6.renamedim", "s6.gitmv", "s6.renameyml", "s6.commitrename", "s6.gitlog",
      "s6.renamebuild"], ["s3.dimcust", "s3.martsyml"]),
    ("In the staged subscriptions, what's the column that points at the person called?",
     ["s6.renamecol", "s6.renamedim", "s6.commitrename"], ["s1.stgsubs"]),
    ("How many days back does a regular run of the revenue fact reprocess?", ["s9.late", "s9.lookback7", "s9.commit9"],
     ["s3.incremental", "s3.fct"]),
    ("At what time does the daily dbt job start?", ["s9.schedule", "s9.sched", "s9.commit9"],
     ["s4.airflow", "s4.dag1", "s7.dag2", "s4.memrunbook1", "s7.memrunbook2"]),
    ("How is dbt executed in production, task-wise?", ["s7.switchpod", "s7.dag2", "s7.memrunbook2", "s7.commit7"],
     ["s4.airflow", "s4.dag1", "s4.memrunbook1"]),
    ("Which tables do we keep change history for with dbt snapshots?",
     ["s6.dropsnapplans", "s6.rmsnap", "s5.snapbikes"], ["s5.snapshots", "s5.snapplans"]),
    ("What is the macro that turns cents into euros called?",
     ["s9.renamemacro", "s9.macromv", "s9.macro2", "s9.macrofix1", "s9.macrofix2", "s9.commit9"],
     ["s3.macro1", "s5.macrouse"]),
    ("Which seed file holds the city lookup?", ["s8.seedrename", "s8.seedfix", "s8.seedref", "s8.commit8",
                                             "s8.seedtest", "s8.uniq2ok", "s9.readfct"], ["s3.citiesseed"]),
    ("Where does the dbt executable for the production run come from?",
     ["s7.memrunbook2", "s7.dockerfile", "s7.image", "s7.dag2"], ["s4.dagfix", "s4.memrunbook1", "s4.cosmosdocs"]),
    ("To how many decimal places is the daily revenue figure rounded?", ["s9.renamemacro", "s9.macrofix1"],
     ["s3.macro1"]),
]


def questions() -> list[dict]:
    return by_category(FACT, DECISION, ERROR, TEMPORAL, MULTIHOP, PREFERENCE, SUPERSEDED)
