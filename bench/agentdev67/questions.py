"""The 70 questions about the crumbcast history, asked on Saturday 26 May 2029 (see README.md).

Written blind and committed before the set was first scored; after that one score only three gold lists were
widened by items that plainly answer (README.md), no question was reworded. Each names the markers of the items that
answer it (`gold`) and, for a renamed or reversed thing, the items of the old state (`stale`). Dates in
{day:...}, {mday:...}, {wd:...} are rendered by bench/agent_eval.py.
"""
from __future__ import annotations

from _agentset import by_category  # bench/, on the path of build.py

S1 = ["s1.goal", "s1.rules", "s1.uvinit", "s1.precommit", "s1.gitignore", "s1.sftpls", "s1.pos", "s1.backfill",
      "s1.sample", "s1.load", "s1.memsftp", "s1.commit1"]
S2 = ["s2.features", "s2.prep1", "s2.loadfail", "s2.datewhy", "s2.datefix", "s2.featrun", "s2.mlflowfail", "s2.port",
      "s2.mlflowsrv", "s2.mlrule", "s2.train1", "s2.trainrun1", "s2.commit2"]
S4 = ["s4.oomlog", "s4.polars", "s4.prep2", "s4.loadpl", "s4.polarsfail", "s4.grepcomma", "s4.commawhy", "s4.commafix",
      "s4.featrun2", "s4.lesson1", "s4.memstack", "s4.commit4"]
S5 = ["s5.wape", "s5.wapeedit", "s5.trainhgb2", "s5.lgbm", "s5.train2", "s5.lgbmrun", "s5.lgbmdecide", "s5.rmsklearn",
      "s5.memmodel", "s5.commit5"]
S6 = ["s6.api", "s6.apifile", "s6.dockerfile", "s6.dockerfail", "s6.dockerignore", "s6.dockerfix", "s6.dockerrun",
      "s6.commitapi", "s6.acrtest", "s6.acrbuild", "s6.weather", "s6.grepmake", "s6.weatherpy", "s6.rename",
      "s6.sedrename", "s6.featcount", "s6.train3", "s6.commitrule", "s6.commit6"]
S7 = ["s7.azure", "s7.publish", "s7.publishrun", "s7.cacreate", "s7.smokefail", "s7.calogs", "s7.imagecheck",
      "s7.fix1why", "s7.startupcheck", "s7.deployrule", "s7.workflow", "s7.cayaml", "s7.commit7", "s7.ghrun",
      "s7.smoke2", "s7.lesson2", "s7.memdeploy"]
S9 = ["s9.incident", "s9.flowruns", "s9.flowlogs", "s9.tillstatus", "s9.incwhy", "s9.rerun", "s9.renameflow",
      "s9.gitmvflow", "s9.flowrename", "s9.prefectyaml2", "s9.redeploy", "s9.incnote", "s9.lesson3", "s9.commit9"]
S10 = ["s10.bug2", "s10.flowlogs2", "s10.weathercheck", "s10.bug2why", "s10.onehotfix", "s10.onehottest",
       "s10.testok10", "s10.rerun10", "s10.lesson4", "s10.trays", "s10.trayedit", "s10.waste", "s10.wasteflow",
       "s10.deploywaste", "s10.commit10"]

FACT = [
    ("Which port is the experiment tracking UI on?", ["s2.port", "s2.mlflowsrv", "s2.trainrun1", "s4.memstack"]),
    ("What port and login do we use to fetch the till files from the vendor?", ["s1.sftpls", "s1.pos", "s1.memsftp"]),
    ("How many predictions does one complete run of the plan write?",
     ["s3.flowrun", "s9.rerun", "s9.incnote", "s10.rerun10"]),
    ("Roughly what does the image registry cost per month?", ["s7.azure", "s7.memdeploy"]),
    ("What does it cost us each month to keep the service from going cold?", ["s8.minrep", "s8.memlive"]),
    ("What share of the bake ended up in the bin in the first full week, compared with before?",
     ["s11.review", "s11.wapelive", "s11.reviewdoc", "s11.memplans"]),
    ("What power parameter did we set for the tweedie loss?",
     ["s5.lgbm", "s5.train2", "s5.lgbmrun", "s5.memmodel", "s6.train3"]),
    ("Which of our public addresses is the POS company's file server willing to accept?",
     ["s1.memsftp", "s3.flowplan"]),
    ("How big did the scoring container image come out?", ["s6.dockerrun"]),
    ("What hostname is the forecasting API reachable at?",
     ["s7.cacreate", "s7.memdeploy", "s7.smokefail", "s7.smoke2", "s8.warmcheck"]),
]

DECISION = [
    ("Why did we rewrite the feature code with a different dataframe library?",
     ["s4.polars", "s4.memstack", "s4.commit4", "s5.n02"]),
    ("What made us choose gradient-boosted trees from Microsoft over the scikit-learn regressor?",
     ["s5.lgbm", "s5.lgbmrun", "s5.lgbmdecide", "s5.memmodel"]),
    ("Why don't we lead with the average percentage error per product any more?", ["s5.wape", "s5.memmodel"]),
    ("Why are the orchestration server and worker hosted on the little machine at the bakery instead of a "
     "managed cloud offering?", ["s3.flowplan", "s4.memstack", "s1.memsftp"]),
    ("Why is there always an instance of the service running, even when nobody uses it?",
     ["s8.coldstart", "s8.minrep", "s8.minrepedit", "s8.ghrun2", "s8.memlive"]),
    ("Why does the forecasting job run at night before rather than early in the morning?",
     ["s9.incwhy", "s9.prefectyaml2", "s9.flowrename", "s9.incnote", "s9.lesson3", "s9.commit9"]),
    ("What was the reasoning for letting the container app shut down completely when idle at first?",
     ["s7.azure"]),
    ("Why does the service compare the model's input columns with the code when it boots?",
     ["s7.fix1why", "s7.startupcheck", "s7.lesson2", "s7.commit7"]),
    ("Why were the cloud resources created in a UK region?", ["s7.azure"]),
    ("Why did we give the daily flow a different name?", ["s9.renameflow", "s9.incnote"]),
]

ERROR = [
    ("Why did the very first feature build crash while reading the sales dates?",
     ["s2.loadfail", "s2.datewhy", "s2.datefix"]),
    ("Why did converting the takings column to numbers blow up when we rewrote the data loading?",
     ["s4.polarsfail", "s4.grepcomma", "s4.commawhy", "s4.commafix", "s4.lesson1", "s4.commit4"]),
    ("Why did the forecast endpoint return internal server errors straight after the first cloud deployment?",
     ["s7.smokefail", "s7.calogs", "s7.imagecheck", "s7.fix1why", "s7.lesson2"]),
    ("Why did the planner's spreadsheet keep timing out on the first day of the trial?",
     ["s8.coldstart", "s8.revlogs", "s8.minrep", "s8.minrepedit", "s8.memlive", "s8.ghrun2"]),
    ("Why were the planners looking at out-of-date numbers on {day:2029-05-22}?",
     ["s9.incident", "s9.flowruns", "s9.flowlogs", "s9.tillstatus", "s9.incwhy", "s9.incnote", "s9.lesson3",
      "s9.flowrename", "s9.prefectyaml2"]),
    ("Why did the evening forecast job fall over on Wednesday night when the model and the code matched?",
     ["s10.bug2", "s10.flowlogs2", "s10.weathercheck", "s10.bug2why", "s10.onehotfix", "s10.lesson4"]),
    ("Why couldn't the first deploy of the flow find anything to run it on?", ["s3.deployfail", "s3.poolcreate"]),
    ("Why was the Sunday morning run on the office machine killed halfway through?",
     ["s4.oomlog", "s4.polars", "s4.memstack"]),
    ("Why did the tests fail for me while I had no internet connection?", ["s3.testfail", "s3.testrule"]),
    ("Why did building the container complain that it couldn't find the lock file?",
     ["s6.dockerfail", "s6.dockerignore", "s6.dockerfix"]),
]

TEMPORAL = [
    ("What did we do on {day:2029-05-02}?", S2),
    ("What did we work on {mday:2029-05-16}?", S7),
    ("What happened this week on {wd:2029-05-22}?", S9),
    ("From which day did every shop start getting the plan?", ["s8.golive", "s8.shopsall", "s8.memlive"]),
    ("What did we do on the first Monday of the project?", S1),
    ("What did we do on the Thursday of the week before the trial with three shops started?", S5),
    ("When did the forecasting API first go up on Azure?",
     ["s7.azure", "s7.cacreate", "s7.memdeploy", "s7.ghrun", "s7.smoke2"]),
    ("What did we get done the day after the early May bank holiday?", S4),
    ("What did we work on the day before the review meeting with Gwen?", S10),
    ("What did we do on the Monday after we adopted LightGBM?", S6),
]

MULTIHOP = [
    ("We ran into the feature-count mismatch from LightGBM twice: what was behind it each time?",
     ["s7.calogs", "s7.fix1why", "s7.lesson2", "s10.flowlogs2", "s10.bug2why", "s10.lesson4"]),
    ("The person who wanted the quantities rounded to full trays: which extra model inputs had they suggested "
     "before that?", ["s10.trays", "s6.weather"]),
    ("The finance colleague who objected to how we measured accuracy: what did she ask us to build later, and "
     "when does it go out?", ["s5.wape", "s10.waste", "s10.deploywaste"]),
    ("The shop whose till writes numbers with commas: was it one of the trial shops?",
     ["s4.commawhy", "s4.commafix", "s4.lesson1", "s4.commit4", "s7.azure", "s7.memdeploy", "s8.memlive",
      "s8.shopsall"]),
    ("How far did the weighted error drop between the first LightGBM model and the live figure at the review?",
     ["s5.lgbmrun", "s5.lgbmdecide", "s5.memmodel", "s5.commit5", "s11.review", "s11.wapelive", "s11.reviewdoc",
      "s11.memplans"]),
    ("Which commit moved the flow's source file, and on what schedule has the flow run since?",
     ["s9.commit9", "s9.gitmvflow", "s9.prefectyaml2", "s9.redeploy"]),
    ("The contractor who built our Azure setup: what is she due to do in June?",
     ["s7.azure", "s7.memdeploy", "s11.review", "s11.reviewdoc", "s11.plans", "s11.memplans"]),
    ("How long did the first request take after the app had scaled to nothing, and how long will the planning "
     "sheet wait?", ["s8.revlogs", "s8.coldstart", "s8.minrep", "s8.memlive", "s8.ghrun2"]),
    ("Which tag marked going live for everyone, and which later release brought rounding to tray sizes?",
     ["s8.commit8", "s8.golive", "s8.memlive", "s11.tag11"]),
    ("Which model version was the champion when the first cloud deploy broke, and what had that version added "
     "over the one before?", ["s7.fix1why", "s7.publishrun", "s7.calogs", "s6.weather", "s6.featcount",
                                   "s6.train3", "s7.lesson2"]),
]

PREFERENCE = [
    ("How am I supposed to add a new dependency here?", ["s1.rules"]),
    ("Could I commit a few genuine till files to use as test data?",
     ["s1.rules", "s1.gitignore", "s1.precommit", "s1.memsftp", "s3.testrule"]),
    ("What has to be captured whenever I train a model?", ["s2.mlrule"]),
    ("Is a unit test allowed to open a connection to the POS vendor?", ["s3.testrule"]),
    ("What timezone should stored timestamps be in?", ["s3.utcrule"]),
    ("What format do our commit messages follow?", ["s6.commitrule"]),
    ("For a quick fix, can I build the image on my machine and point the app at it?",
     ["s7.deployrule", "s7.memdeploy", "s7.lesson2"]),
    ("Is it OK to roll out an API change just after lunch on a weekday?", ["s8.golive", "s8.memlive"]),
    ("When I quote an accuracy number, what needs to go alongside it?", ["s5.lgbmdecide", "s5.memmodel"]),
    ("Can the quantities we send to the shops have fractions in them?", ["s10.trays"]),
]

SUPERSEDED = [
    ("Which dataframe library does the feature pipeline use?",
     ["s4.polars", "s4.prep2", "s4.loadpl", "s4.memstack", "s4.commit4", "s4.lesson1", "s5.n02"],
     ["s1.goal", "s1.uvinit", "s1.load", "s2.prep1", "s2.commit2"]),
    ("Which library trains the demand model?",
     ["s5.lgbm", "s5.train2", "s5.lgbmrun", "s5.lgbmdecide", "s5.rmsklearn", "s5.memmodel", "s5.commit5", "s6.train3",
      "s8.commit8"],
     ["s1.goal", "s1.uvinit", "s2.train1", "s2.trainrun1", "s2.commit2", "s4.memstack", "s5.trainhgb2"]),
    ("What is our main accuracy metric?",
     ["s5.wape", "s5.wapeedit", "s5.train2", "s5.lgbmdecide", "s5.memmodel", "s5.commit5", "s11.review",
      "s11.wapelive", "s11.reviewdoc", "s11.memplans", "s11.retrainflow"],
     ["s2.features", "s2.train1", "s2.trainrun1", "s2.commit2"]),
    ("At what time of day does the scheduled forecast run?",
     ["s9.incwhy", "s9.flowrename", "s9.prefectyaml2", "s9.redeploy", "s9.incnote", "s9.commit9", "s10.bug2",
      "s11.reviewdoc"],
     ["s3.flowplan", "s3.prefectyaml", "s3.poolcreate", "s3.utcrule", "s3.commit3", "s4.memstack"]),
    ("What's the lowest number of instances the API container is allowed to run?",
     ["s8.minrep", "s8.minrepedit", "s8.ghrun2", "s8.memlive", "s8.commit8"],
     ["s7.azure", "s7.cacreate", "s7.cayaml", "s7.memdeploy"]),
    ("What's the name of the function that assembles the model inputs?",
     ["s6.weather", "s6.rename", "s6.sedrename", "s6.commit6", "s7.imagecheck"],
     ["s2.prep1", "s2.train1", "s3.flow1", "s4.prep2", "s4.polars", "s6.grepmake", "s6.apifile"]),
    ("Which file contains the daily forecast flow?",
     ["s9.renameflow", "s9.gitmvflow", "s9.flowrename", "s9.prefectyaml2", "s9.incnote", "s9.commit9",
      "s10.flowlogs2", "s10.trayedit"],
     ["s3.flow1", "s3.prefectyaml", "s6.grepmake"]),
    ("Which deployment do I trigger to produce the plan by hand?",
     ["s9.renameflow", "s9.redeploy", "s9.incnote", "s10.rerun10", "s10.flowlogs2"],
     ["s3.poolcreate", "s3.flowrun", "s3.commit3", "s9.rerun", "s9.flowruns", "s4.memstack"]),
    ("Which shops get the bake plan today?",
     ["s8.golive", "s8.shopsall", "s8.commit8", "s8.memlive", "s11.review", "s11.reviewdoc", "s11.memplans"],
     ["s7.azure", "s7.memdeploy"]),
    ("How many times does downloading the exports retry, and with what pause in between?",
     ["s9.incwhy", "s9.flowrename", "s9.incnote", "s9.lesson3", "s9.commit9"],
     ["s3.flow1", "s9.flowlogs"]),
]


def questions() -> list[dict]:
    return by_category(FACT, DECISION, ERROR, TEMPORAL, MULTIHOP, PREFERENCE, SUPERSEDED)
