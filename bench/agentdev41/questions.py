"""The 70 questions about the avrt-wq history, asked on Friday 3 December 2027 (see README.md).

Written blind and committed before the set was first scored. Each names the markers of the items that
answer it (`gold`) and, for a renamed or reversed thing, the items of the old state (`stale`). Dates in
{day:...}, {mday:...}, {wd:...} are rendered by bench/agent_eval.py.
"""
from __future__ import annotations

from _agentset import by_category  # bench/, on the path of build.py

S1 = ["s1.goal", "s1.rules", "s1.renvinit", "s1.snapshot1", "s1.csvhead", "s1.readsonde", "s1.targets1",
      "s1.tarmake1", "s1.skelfix", "s1.rawcount", "s1.commit1"]
S2 = ["s2.sites", "s2.sitescsv", "s2.keycheck", "s2.dupfail", "s2.dupgrep", "s2.dupwhy", "s2.dupfix", "s2.tarmake2",
      "s2.lesson1", "s2.memsonde", "s2.commit2"]
S3 = ["s3.lims", "s3.limsdocs", "s3.limsr", "s3.lims429", "s3.throttlewhy", "s3.throttlefix", "s3.limsok",
      "s3.testrule", "s3.limstarget", "s3.memlims", "s3.commit3"]
S4 = ["s4.qc", "s4.qclimits", "s4.cleanr", "s4.tarmake4", "s4.removedcheck", "s4.summarise", "s4.dothresh",
      "s4.commit4", "s4.plan4"]
S5 = ["s5.owenrule", "s5.gitmvqc", "s5.flagfn", "s5.targetrename", "s5.grepclean", "s5.qctestfail", "s5.qctests",
      "s5.lesson2", "s5.memqc", "s5.dash1", "s5.app1", "s5.exportrds", "s5.port", "s5.runapp1", "s5.commit5"]
S7 = ["s7.report", "s7.reportqmd", "s7.texfail", "s7.typst", "s7.typstedit", "s7.renderok", "s7.bslib", "s7.app2",
      "s7.commit7", "s7.plan7"]
S8 = ["s8.join", "s8.joinr", "s8.jointest", "s8.offfail", "s8.offwhy", "s8.offfix", "s8.offok", "s8.lesson4",
      "s8.renamelims", "s8.renamelimsedit", "s8.ecolicard", "s8.commit8"]
S9 = ["s9.incident", "s9.pinmeta", "s9.refreshlog", "s9.pretarmake", "s9.localfail", "s9.incwhy", "s9.fallback",
      "s9.cachedfn", "s9.banner", "s9.rerun", "s9.deploy9", "s9.lesson5", "s9.incnote", "s9.commit9"]
S11 = ["s11.do6", "s11.grepthresh", "s11.do6edit", "s11.do6report", "s11.do6fail", "s11.do6test", "s11.rain",
       "s11.eadocs", "s11.rainr", "s11.tarmake11", "s11.commit11", "s11.plan11"]

FACT = [
    ("What's the phone number of the lab manager at the analytical lab?", ["s3.lims", "s3.memlims"]),
    ("How many sensor rows did the skeleton pipeline load across the six sondes?", ["s1.rawcount", "s4.tarmake4"]),
    ("Which port do I start the Shiny app on locally?", ["s5.port", "s5.runapp1"]),
    ("Until when is the lab's new service token valid?", ["s9.incwhy", "s9.incnote"]),
    ("What's the base address of the lab results API?", ["s3.limsdocs", "s3.limsr", "s3.memlims"]),
    ("Which version of the targets package did we lock in renv?", ["s1.renvinit", "s1.snapshot1"]),
    ("How many lab results came down when we pulled the entire sample history?", ["s3.limsok"]),
    ("Which monitoring site is AV04, and on which stream does it sit?", ["s2.sitescsv", "s2.memsonde"]),
    ("Which Quarto version renders the monthly PDF?", ["s7.renderok"]),
    ("Who chaired the board meeting where we showed the dashboard?", ["s10.demo", "s10.memrelease"]),
]

DECISION = [
    ("Why do we keep sensor values that fail the checks instead of throwing them out?", ["s5.owenrule", "s5.memqc"]),
    ("Why does renv install from Posit's package manager rather than CRAN?", ["s6.arrowwhy", "s6.p3m", "s6.lesson3"]),
    ("Why is the monthly PDF produced without LaTeX?", ["s7.typst", "s7.texfail", "s7.typstedit"]),
    ("Why did we abandon shinydashboard for the app layout?", ["s7.bslib"]),
    ("Why does the app load its numbers from a pin and not from a file on the office server?",
     ["s6.pinsdecision", "s6.sharefail", "s6.memdeploy"]),
    ("Why did we fix the doubled hour by changing the portal's export setting instead of de-duplicating in R?",
     ["s2.dupwhy", "s2.lesson1"]),
    ("Why do we hold the lab client to 50 calls a minute?", ["s3.throttlewhy", "s3.throttlefix", "s3.lims429"]),
    ("Why was the low-oxygen line moved up?", ["s11.do6"]),
    ("Why does the pipeline keep going now when the lab system can't be reached?",
     ["s9.incwhy", "s9.cachedfn", "s9.lesson5", "s9.incnote"]),
    ("Why did the lab download function get renamed?", ["s8.renamelims"]),
]

ERROR = [
    ("What caused the repeated site and time rows in the sensor data early on?",
     ["s2.dupfail", "s2.dupgrep", "s2.dupwhy", "s2.dupfix", "s2.lesson1"]),
    ("Why were lab samples lined up with the wrong probe readings?",
     ["s8.offfail", "s8.offwhy", "s8.offfix", "s8.lesson4"]),
    ("What made the download of the full lab history fail?", ["s3.lims429", "s3.throttlewhy", "s3.throttlefix"]),
    ("Why did the first publish to Connect die while setting up the R packages?",
     ["s6.arrowfail", "s6.arrowwhy", "s6.p3m", "s6.lesson3"]),
    ("Why did the app fail to start after the package problem on Connect was sorted?",
     ["s6.sharefail", "s6.pinsdecision"]),
    ("Why wouldn't the October report render the first time?", ["s7.texfail", "s7.typst"]),
    ("Why did the QC tests error out right after the file was moved?", ["s5.qctestfail", "s5.qctests"]),
    ("Why was the dashboard frozen on Friday's data over that weekend?",
     ["s9.incident", "s9.pinmeta", "s9.refreshlog", "s9.localfail", "s9.incwhy", "s9.incnote", "s9.lesson5"]),
    ("Which test broke when we changed the oxygen limit, and what did we do about it?",
     ["s11.do6fail", "s11.do6test"]),
    ("Why did the very first tar_make of the skeleton stop?", ["s1.tarmake1", "s1.skelfix"]),
]

TEMPORAL = [
    ("What did we do on {day:2027-11-03}?", S2),
    ("What happened on {mday:2027-11-18}?", S8),
    ("What did we work on the Tuesday after we first published to Connect?", S7),
    ("What did we do on the Monday of the demo week?", S9),
    ("When did we tag the 1.0.0 release?", ["s10.release", "s10.memrelease", "s10.demo"]),
    ("What did we get done this past Monday?", S11),
    ("What did we work on the Monday after the lab API client was written?", S4),
    ("On which day did the dashboard first go up on Connect?", ["s6.deployok", "s6.commit6", "s6.memdeploy"]),
    ("What did we do two days after the first version of the QC code?", S5),
    ("What did we do on {mday:2027-11-05}?", S3),
]

MULTIHOP = [
    ("We had timestamps an hour out twice: what was behind each case?",
     ["s2.dupwhy", "s8.offwhy", "s2.lesson1", "s8.lesson4", "s2.dupfail", "s8.offfail"]),
    ("The credential that broke the refresh: when did we first get it, and what did we note about it at the time?",
     ["s3.lims", "s3.memlims", "s9.incwhy", "s9.incnote"]),
    ("Which commit moved the QC file, and what was its main function called before?",
     ["s5.commit5", "s5.gitmvqc", "s5.flagfn", "s5.owenrule"]),
    ("The storm readings we first removed: which site and day were they, and what rule came out of it?",
     ["s4.removedcheck", "s5.owenrule", "s5.memqc"]),
    ("The version we showed the trustees: at which address did it go live, and what address did it replace?",
     ["s10.release", "s10.vanity", "s10.memrelease", "s10.demo", "s10.oldurl"]),
    ("The package that wouldn't compile on Connect: how long had it taken to build from source on my laptop?",
     ["s6.arrowfail", "s1.renvinit"]),
    ("Which sample do the tests use to check the lab join, and at which site was it taken?",
     ["s8.jointest", "s8.lesson4", "s2.sitescsv", "s2.memsonde"]),
    ("What runs the pipeline on Connect, and at what time did it fail during the outage?",
     ["s6.pinsdecision", "s6.refreshqmd", "s6.memdeploy", "s9.refreshlog", "s9.incnote"]),
    ("Which lab parameters do we receive, and which one got its own card on the dashboard?",
     ["s3.lims", "s3.limsok", "s8.join", "s8.ecolicard"]),
    ("At the site with the trout redds, how many low-oxygen days did October have under the new limit versus the old one?",
     ["s11.do6fail", "s11.do6test", "s11.do6"]),
]

PREFERENCE = [
    ("How should I add a new R package to the project?", ["s1.rules"]),
    ("Is the magrittr pipe okay in this codebase?", ["s1.rules"]),
    ("Can I hand-correct a bad line in one of the sensor export files?", ["s2.memsonde"]),
    ("Can I push the dashboard out with the publish button in RStudio?", ["s6.deploy", "s6.memdeploy", "s6.deployr"]),
    ("May I strip out sensor readings that are obviously wrong?", ["s5.owenrule", "s5.memqc"]),
    ("Where does the lab API key live?", ["s3.lims", "s3.memlims", "s3.limsr"]),
    ("Can the test suite talk to the lab's live API?", ["s3.testrule"]),
    ("Which colours are allowed in the monthly report's charts?", ["s7.report"]),
    ("Can I write a unit like NTU in the members' report without explaining it?", ["s7.report"]),
    ("What do I have to run before committing?", ["s1.rules"]),
]

SUPERSEDED = [
    ("What is the QC function called now, and which file holds it?",
     ["s5.gitmvqc", "s5.flagfn", "s5.memqc", "s5.commit5", "s5.owenrule"], ["s4.cleanr", "s4.qc"]),
    ("What happens to readings that fail quality control now?",
     ["s5.owenrule", "s5.memqc", "s5.flagfn", "s5.qctests"], ["s4.qc", "s4.cleanr", "s4.tarmake4"]),
    ("Which UI toolkit does the dashboard layout use now?", ["s7.bslib", "s7.app2", "s7.commit7"],
     ["s5.dash1", "s5.app1"]),
    ("Where does the dashboard get its data from these days?",
     ["s6.pinsdecision", "s6.apppin", "s6.pintarget", "s6.memdeploy"], ["s5.dash1", "s5.exportrds", "s5.app1"]),
    ("What's the dashboard's web address now?",
     ["s10.vanity", "s10.release", "s10.memrelease", "s10.demo", "s10.oldurl"],
     ["s6.deployok", "s6.sharefail", "s9.deploy9"]),
    ("What dissolved oxygen level counts as low now?", ["s11.do6", "s11.do6edit", "s11.do6report", "s11.commit11"],
     ["s4.dothresh", "s4.summarise", "s7.reportqmd"]),
    ("What is the function that pulls lab results called now?",
     ["s8.renamelims", "s8.renamelimsedit", "s8.commit8", "s9.cachedfn", "s9.fallback"],
     ["s3.limsr", "s3.lims429", "s3.limsok"]),
    ("Which output format does the monthly report use now?",
     ["s7.typst", "s7.typstedit", "s7.renderok", "s10.publishreport"], ["s7.reportqmd", "s7.texfail"]),
    ("Which lab token does the scheduled pipeline use now?", ["s9.incwhy", "s9.incnote"], ["s3.lims", "s3.memlims"]),
    ("What is the target holding the checked sensor data called now?",
     ["s5.targetrename", "s5.lesson2"], ["s4.tarmake4", "s1.targets1", "s1.tarmake1"]),
]


def questions() -> list[dict]:
    return by_category(FACT, DECISION, ERROR, TEMPORAL, MULTIHOP, PREFERENCE, SUPERSEDED)
