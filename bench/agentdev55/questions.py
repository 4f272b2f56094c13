"""The 70 questions about the riverbend history, asked on Friday 3 March 2028 (see README.md).

Written blind and committed before the set was first scored. Each names the markers of the items
that answer it (`gold`) and, for a renamed or reversed thing, the items of the old state (`stale`).
Dates in {day:...}, {mday:...}, {wd:...} are rendered by bench/agent_eval.py.
"""
from __future__ import annotations

from _agentset import by_category  # bench/, on the path of build.py

S1 = ["s1.goal", "s1.rules", "s1.envyml", "s1.mambaenv", "s1.pyproject", "s1.gr4jpy", "s1.testgr4j", "s1.pytest1",
      "s1.testrule", "s1.gitignore", "s1.commit1"]
S2 = ["s2.forcing", "s2.lsdata", "s2.ncdump", "s2.iopy", "s2.nanfail1", "s2.nancheck1", "s2.nanwhy1", "s2.gapcheck",
      "s2.gapscan", "s2.run39001", "s2.memforcing", "s2.commit2"]
S3 = ["s3.props", "s3.readconf", "s3.proptest", "s3.deadline", "s3.deadlinewhy", "s3.conftest", "s3.balancefail",
      "s3.exchwhy", "s3.exchfix", "s3.pytest3", "s3.lesson1", "s3.cache", "s3.sedcache", "s3.cachetime",
      "s3.commit3"]
S4 = ["s4.calib", "s4.calibpy", "s4.vector", "s4.prange", "s4.cal39001", "s4.cluster", "s4.sbatch1", "s4.batches",
      "s4.memcluster", "s4.presbatch", "s4.submit1", "s4.squeue1", "s4.commit4"]
S5 = ["s5.docs", "s5.confpy", "s5.rtdyaml", "s5.sphinx1", "s5.renames", "s5.gitmvio", "s5.greprun", "s5.renamesim",
      "s5.renamecli", "s5.sedtests", "s5.pytest5", "s5.pushdocs", "s5.rtdwhy", "s5.nbexec", "s5.rtdok",
      "s5.lesson4"]
S7 = ["s7.reinstated", "s7.testarray1", "s7.cachefail", "s7.cachecount", "s7.cachewhy", "s7.nocache",
      "s7.testarray2", "s7.presbatch2", "s7.fullarray", "s7.sacct2", "s7.failgrep", "s7.nanparams", "s7.nanwhy2",
      "s7.x3bound", "s7.rerun3", "s7.summary1", "s7.lesson3", "s7.memresults1", "s7.commit7"]
S9 = ["s9.review", "s9.readcalib", "s9.metricspy", "s9.kgeswitch", "s9.testmetrics", "s9.pytest9", "s9.kgearray",
      "s9.sacct9", "s9.summary2", "s9.hannaok", "s9.memobjective", "s9.commit9"]
S10 = ["s10.figures", "s10.fig4", "s10.editfail", "s10.readmake", "s10.makefig", "s10.makefigs", "s10.theme",
       "s10.pydata", "s10.docsenv", "s10.sphinx2", "s10.commit10", "s10.rtd10"]
S11 = ["s11.release3", "s11.version3", "s11.changelog3", "s11.pytest11", "s11.tag3", "s11.feedpr", "s11.feedmerge",
       "s11.mambasearch", "s11.citation", "s11.plans", "s11.memplans", "s11.commit11"]

FACT = [
    ("What number do I ring to reach the HPC helpdesk person who locked us out?",
     ["s6.incident", "s6.memincident"]),
    ("Which catchments get turned away because their input series have holes in them?",
     ["s2.gapscan", "s2.memforcing", "s7.failgrep"]),
    ("In the first complete run over all stations, roughly how long did one station take and what did the whole "
     "thing cost in core-hours?", ["s7.summary1", "s7.memresults1"]),
    ("Which pull request did we open to get the package into the community conda channel?",
     ["s8.stagedpr", "s8.memrelease"]),
    ("What parameter values came out of the very first local optimisation test on the Thames?", ["s4.cal39001"]),
    ("What persistent identifier do we cite for the software in the manuscript?", ["s11.citation", "s11.memplans"]),
    ("Which compute nodes were the original eight batch jobs running on?",
     ["s4.squeue1", "s6.incident", "s6.sacct1", "s6.incnote"]),
    ("How many days does each per-station input file hold, and over which years?",
     ["s2.ncdump", "s2.memforcing"]),
    ("After the rerun that followed the co-author's comments, what median skill did we get on the held-out decade?",
     ["s9.summary2", "s9.memobjective"]),
    ("What random seed does the optimiser use so reruns match?", ["s4.calibpy", "s4.cal39001", "s9.readcalib"]),
]

DECISION = [
    ("Why don't we patch missing rainfall days with estimates?", ["s2.nanwhy1", "s2.gapcheck", "s2.memforcing"]),
    ("Why did we give up on one multi-threaded job per node for the cluster runs?",
     ["s6.threadwhy", "s6.incnote", "s6.memincident", "s6.lesson2"]),
    ("Why did we stop keeping the compiled kernels on disk between processes?",
     ["s7.cachewhy", "s7.cachefail", "s7.commit7"]),
    ("Why did we stop optimising for Nash-Sutcliffe?", ["s9.review", "s9.hannaok", "s9.memobjective"]),
    ("Why doesn't the hosted documentation build run the tutorial anymore?",
     ["s5.rtdwhy", "s5.nbexec", "s5.lesson4"]),
    ("Why did the module that reads the input data get a different name?", ["s5.renames"]),
    ("Why does the fitting window now begin in the mid-nineties?", ["s9.review", "s9.memobjective", "s9.kgeswitch"]),
    ("What was the original argument for using Nash-Sutcliffe as the target?", ["s4.calib"]),
    ("Why did we change the look of the documentation site?", ["s10.theme", "s10.pydata"]),
    ("What was the point of turning on on-disk reuse of the compiled model in the first place?",
     ["s3.cache", "s3.cachetime"]),
]

ERROR = [
    ("Why did the Bewdley simulation start returning not-a-number flows partway through the record?",
     ["s2.nanfail1", "s2.nancheck1", "s2.nanwhy1", "s2.gapcheck"]),
    ("Why did three stations in the big array job end with invalid flows although their inputs were complete?",
     ["s7.failgrep", "s7.nanparams", "s7.nanwhy2", "s7.x3bound", "s7.lesson3"]),
    ("Why did the first property-based test blow its time limit?",
     ["s3.deadline", "s3.deadlinewhy", "s3.conftest", "s3.lesson1"]),
    ("Why did the property tests claim the model was losing water?", ["s3.balancefail", "s3.exchwhy", "s3.exchfix"]),
    ("What broke the first build of the docs on the hosting service?",
     ["s5.pushdocs", "s5.rtdwhy", "s5.nbexec", "s5.lesson4"]),
    ("Why did a few tasks of the small test array crash while unpickling?",
     ["s7.cachefail", "s7.cachecount", "s7.cachewhy"]),
    ("What did the automated style check object to in our conda packaging submission?", ["s8.lintfail", "s8.pythonmin"]),
    ("Why couldn't I get onto the cluster the morning we were locked out?", ["s6.sshfail", "s6.sacct1"]),
    ("Why did adding the figures target to the Makefile fail the first time?",
     ["s10.editfail", "s10.readmake", "s10.makefig"]),
    ("What got our group's HPC account frozen?",
     ["s6.incident", "s6.threadwhy", "s6.seff", "s6.incnote", "s6.memincident", "s6.lesson2"]),
]

TEMPORAL = [
    ("What did we do on {day:2028-02-03}?", S2),
    ("What did we work on {mday:2028-02-16}?", S7),
    ("What did we get done on {wd:2028-02-29} this week?", S11),
    ("What happened on the Friday before the cluster account was frozen?", S5),
    ("When did the first version of the package go out on PyPI?",
     ["s8.ghrun", "s8.memrelease", "s8.changelog2", "s8.tag2", "s8.pretag"]),
    ("What did we do the day the co-author's comments on the draft arrived?", S9),
    ("What happened on {mday:2028-02-07}?", S3),
    ("What did we do the Thursday after the first release?", S10),
    ("Which day did we first send the calibration batches to the cluster?",
     ["s4.submit1", "s4.presbatch", "s4.squeue1", "s4.commit4"]),
    ("What did we do in the week before the account suspension?", S3 + S4 + S5),
]

MULTIHOP = [
    ("The model twice reported not-a-number discharge: what was behind it each time?",
     ["s2.nanwhy1", "s7.nanwhy2", "s7.lesson3", "s2.nanfail1", "s7.failgrep", "s7.nanparams"]),
    ("The support person who froze our account: what did he require for job scripts afterwards?",
     ["s6.callrule", "s6.memincident"]),
    ("How much did the median held-out score move between the first full run and the run after the review?",
     ["s7.summary1", "s9.summary2", "s7.memresults1", "s9.memobjective"]),
    ("The file we moved with git: which commit did it, and what was it called before?",
     ["s5.pushdocs", "s5.gitmvio", "s5.renames"]),
    ("The research software engineer who co-maintains our conda package: what is she doing with the new version "
     "next week?", ["s8.release", "s8.memrelease", "s11.plans", "s11.memplans"]),
    ("The co-author who reviewed the draft: how does he want hydrograph plots drawn, and when does he come to visit?",
     ["s9.review", "s10.figures", "s11.plans", "s11.memplans"]),
    ("How many batches did the node-based design have, and how many stations had they finished when they were "
     "cancelled?", ["s4.batches", "s4.memcluster", "s6.threadwhy", "s6.incnote"]),
    ("For the Ouse at Skelton failure: what did the optimiser propose, and which limit did we change because of it?",
     ["s7.nanparams", "s7.x3bound", "s7.nanwhy2"]),
    ("Which published version first shipped the renamed simulation function, and what was it called before?",
     ["s8.changelog2", "s5.renames", "s5.renamesim"]),
    ("The docs build that got killed: how long had the tutorial taken to execute on my machine?",
     ["s5.sphinx1", "s5.rtdwhy", "s5.pushdocs"]),
]

PREFERENCE = [
    ("Can I pip install an extra library into the project environment?", ["s1.rules"]),
    ("How does the PI like public functions to be named?", ["s5.renames"]),
    ("Should the package return discharge in cubic metres per second?", ["s1.rules"]),
    ("Can I check a couple of station files into the repo as test fixtures?", ["s1.rules", "s1.gitignore"]),
    ("I have a test that runs for two minutes, what should I do with it?", ["s1.testrule"]),
    ("Can I try a quick optimisation directly on the login machine?", ["s4.cluster", "s4.memcluster"]),
    ("Is it fine to fill a two-day rainfall gap by linear interpolation?", ["s2.nanwhy1", "s2.memforcing"]),
    ("Can I produce figure 3 from a Jupyter notebook?", ["s10.figures"]),
    ("Which colour scheme should the paper's plots use?", ["s9.review", "s10.figures"]),
    ("I wrote a new batch script for 300 tasks, can I just submit it?", ["s6.callrule", "s6.memincident"]),
]

SUPERSEDED = [
    ("What goodness-of-fit measure do we optimise the parameters against now?",
     ["s9.review", "s9.kgeswitch", "s9.hannaok", "s9.memobjective", "s9.commit9", "s9.summary2", "s11.changelog3",
      "s11.release3"],
     ["s4.calib", "s4.calibpy", "s4.cal39001", "s4.commit4", "s7.memresults1", "s7.summary1", "s8.changelog2"]),
    ("Which years do we fit the model on?",
     ["s9.review", "s9.kgeswitch", "s9.memobjective", "s9.commit9", "s11.changelog3"],
     ["s4.calib", "s4.calibpy", "s4.commit4", "s7.memresults1", "s9.readcalib"]),
    ("How is the calibration work spread over the cluster these days?",
     ["s6.threadwhy", "s6.sbatcharray", "s6.memincident", "s6.incnote", "s6.commit6", "s6.lesson2", "s7.fullarray",
      "s7.presbatch2", "s8.changelog2", "s9.kgearray"],
     ["s4.cluster", "s4.sbatch1", "s4.memcluster", "s4.batches", "s4.submit1", "s4.presbatch", "s4.vector"]),
    ("Do the compiled kernels get cached on disk?", ["s7.cachewhy", "s7.nocache", "s7.commit7"],
     ["s3.cache", "s3.sedcache", "s3.cachetime", "s3.commit3"]),
    ("How does the package open the NetCDF inputs now?", ["s6.mfwhy", "s6.opends", "s6.commit6"],
     ["s2.forcing", "s2.iopy", "s2.memforcing", "s2.commit2", "s2.gapscan"]),
    ("Which theme does the documentation use?",
     ["s10.theme", "s10.pydata", "s10.docsenv", "s10.commit10", "s11.changelog3"], ["s5.docs", "s5.confpy"]),
    ("What is the module that loads a station's inputs called?",
     ["s5.renames", "s5.gitmvio", "s5.renamecli", "s5.pushdocs", "s6.opends", "s8.changelog2"],
     ["s2.iopy", "s2.memforcing", "s2.gapscan", "s5.greprun"]),
    ("What's the function that runs the model over one series called?",
     ["s5.renames", "s5.renamesim", "s5.renamecli", "s8.changelog2"],
     ["s1.gr4jpy", "s1.testgr4j", "s2.nanfail1", "s2.run39001", "s5.greprun"]),
    ("What range may the optimiser pick for the routing store capacity?",
     ["s7.x3bound", "s7.nanwhy2", "s7.lesson3", "s8.changelog2", "s9.readcalib"], ["s4.calibpy"]),
    ("Which release can people install with mamba from the community channel right now?",
     ["s11.feedmerge", "s11.mambasearch", "s11.feedpr", "s11.release3"],
     ["s8.stagedpr", "s8.memrelease", "s8.metayaml", "s8.pythonmin"]),
]


def questions() -> list[dict]:
    return by_category(FACT, DECISION, ERROR, TEMPORAL, MULTIHOP, PREFERENCE, SUPERSEDED)
