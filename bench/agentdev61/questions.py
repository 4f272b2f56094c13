"""The 70 questions about the massing-kit history, asked on Thursday 6 July 2028 (see README.md).

Written blind and committed before the set was first scored. Each names the markers of the items that
answer it (`gold`) and, for a renamed or reversed thing, the items of the old state (`stale`). Dates in
{day:...}, {mday:...}, {wd:...} are rendered by bench/agent_eval.py.
"""
from __future__ import annotations

from _agentset import by_category, markers  # bench/, on the path of build.py

S1 = markers("s1", "goal version rules manifest1 init1 ops1 panel1 linkdev testplan blpip runpy test1 commit1")
S2 = markers("s2", "csvspec csvsample csvwc csvreader gnplan geomgn keyerr1 bomcheck bomwhy bomfix test2 lessonbom "
                   "sannepanel panel2 gen1 memcsv commit2")
S4 = markers("s4", "gltfplan export1 export1run flatglb bmeshswitch geombmesh export2run inspect2 dracoyes testexport "
                   "test4 memviewer commit4")
S7 = markers("s7", "farmplan flamver workers farm1 prefarm submit1 jobfail farmpathwhy farmfix submit2 render7 "
                   "callumrules jobname memfarm test7 commit7")
S8 = markers("s8", "autorebuild handlers release bump buildfail taglinefix buildok preprepo scprepo curlindex "
                   "releaserule changelog test8 tag rollout memrelease")
S9 = markers("s9", "incident tasklog incidentwhy handlerfix handlertest test9 commit9 prehotfix hotfix sshfail "
                   "callumupdate resubmit jobdone lessonload memincident")
S10 = markers("s10", "eevee eeveeedit eeveetest workertag tagedit helenprefs clay heightcap heightpanel heightrun "
                     "test10 readfarm commit10")
S11 = markers("s11", "preapp capedit caprun plans memplans bump110 changelog110 readfail test11 commit11 release110")

FARM_URL = markers("s7", "farmplan memfarm flamver workers farm1 jobfail render7") + ["s9.tasklog", "s9.jobdone",
                                                                                    "s10.workertag", "s10.readfarm"]

FACT = [
    ("What's the address of the render manager's API, machine and port?", FARM_URL),
    ("How many building lots did the first spreadsheet from the urban design lead contain, and how many groups "
     "were they in?", ["s2.gen1", "s2.memcsv", "s2.csvwc", "s4.export2run", "s10.heightrun",
                                                  "s11.caprun"]),
    ("What number do I ring if the render machines die in the middle of the night?",
     ["s7.callumrules", "s7.memfarm"]),
    ("Which interpreter version do we need for the pip-installable Blender module?",
     ["s3.bpywhy", "s3.lessonpy", "s3.bpyok", "s3.conftest"]),
    ("How large was the file for the client's browser before and after mesh compression?",
     ["s4.export2run", "s4.memviewer", "s4.dracoyes", "s6.sizecheck"]),
    ("What URL do everyone's Blender installs poll for new versions of our tool?",
     ["s8.rollout", "s8.memrelease", "s8.curlindex", "s11.release110"]),
    ("How long does one 4K frame take now that the farm uses the rasteriser instead of the path tracer?",
     ["s10.eeveetest"]),
    ("Which lots were too tall the first time we checked heights against the limit?", ["s10.heightrun"]),
    ("At what time was the second attempt at the deadline renders finished?", ["s9.jobdone", "s9.memincident"]),
    ("Which outside company builds the web page the client uses to look at our models?",
     ["s4.gltfplan", "s4.memviewer", "s4.export1", "s6.readexport", "s6.dracooff"]),
]

DECISION = [
    ("Why did we stop using a node-based modifier to give the blocks their height?", ["s4.bmeshswitch"]),
    ("Why did we quit running the test suite inside the Blender executable?", ["s3.testslow"]),
    ("Why is mesh compression switched off in the file we hand to the client?",
     ["s6.dracofail", "s6.dracooff", "s6.commit6", "s6.brotliok"]),
    ("Why don't we use one fixed height for every level any more?", ["s5.floors", "s5.flooredit"]),
    ("Why do we publish new builds from our own server instead of the network drive?",
     ["s8.release", "s8.memrelease"]),
    ("Why don't the white-model renders use the path tracer any more?", ["s10.eevee"]),
    ("Why are the quick white-model render jobs kept off one of the four machines?",
     ["s10.eevee", "s10.tagedit", "s10.readfarm"]),
    ("Why was the command that creates the blocks given a new name?", ["s5.restructure"]),
    ("Why does the send-to-render button save a copy of the scene before queueing anything?",
     ["s7.farmplan", "s7.farmpathwhy", "s7.farmfix"]),
    ("Why are we hand-parsing the outline geometry instead of using a GIS library?",
     ["s1.rules", "s2.csvspec", "s2.csvreader"]),
]

ERROR = [
    ("Why couldn't the reader find the ID column in the very first spreadsheet from the urban designer?",
     ["s2.keyerr1", "s2.bomcheck", "s2.bomwhy", "s2.bomfix", "s2.lessonbom", "s6.lessonsemi"]),
    ("What went wrong when we loaded the other office's file for the second scheme?",
     ["s6.csvfail2", "s6.keyerr2", "s6.headcheck2", "s6.semiwhy", "s6.snifffix", "s6.lessonsemi"]),
    ("Why did pip refuse to install the Blender module into the first virtualenv?",
     ["s3.bpyfail", "s3.pyver", "s3.bpywhy", "s3.lessonpy"]),
    ("Why did a geometry test complain that the context was wrong?", ["s3.modefail", "s3.modewhy", "s3.modefix"]),
    ("Why were all the buildings flat in the first file we exported for the viewer?",
     ["s4.flatglb", "s4.bmeshswitch"]),
    ("Why did the client's web page show an empty scene for the Friday delivery?",
     ["s6.dracofail", "s6.dracooff", "s6.commit6"]),
    ("Why did every task of the first render job fail on the workers?",
     ["s7.jobfail", "s7.farmpathwhy", "s7.farmfix"]),
    ("Why did Blender refuse to package the add-on on release day?", ["s8.buildfail", "s8.taglinefix"]),
    ("Why did the big batch of stills rendered during the night before the deadline show no buildings?",
     ["s9.incident", "s9.tasklog", "s9.incidentwhy", "s9.handlerfix", "s9.lessonload", "s9.memincident"]),
    ("Why did test collection break right after the files were reorganised?",
     ["s5.importfail", "s5.testimp", "s5.testimp2"]),
]

TEMPORAL = [
    ("What did we do on {day:2028-06-07}?", S2),
    ("What did we work on {mday:2028-06-21}?", S7),
    ("What did we do two days after we discovered the renders without buildings?", S10),
    ("What did we get done on the Friday before the farm incident?", S8),
    ("When did the first studio-wide release go out?",
     ["s8.tag", "s8.memrelease", "s8.buildok", "s8.release", "s8.curlindex", "s8.changelog", "s8.scprepo"]),
    ("What happened on {mday:2028-06-27}?", S9),
    ("What did we do two days before we moved the readers and writers into their own subfolder?", S4),
    ("What did we do on the project's very first day?", S1),
    ("What did we work on last Monday?", S11),
    ("What's on the calendar for {mday:2028-07-13}?", ["s11.plans", "s11.memplans"]),
]

MULTIHOP = [
    ("The missing-column error when reading a schedule happened twice: what caused it each time?",
     ["s2.bomwhy", "s6.semiwhy", "s2.lessonbom", "s6.lessonsemi", "s2.keyerr1", "s6.keyerr2"]),
    ("The colleague who asked for a taller ground floor: what did she ask us to flag later on?",
     ["s5.floors", "s10.heightcap", "s10.heightpanel", "s10.heightrun"]),
    ("Which release first put our add-on on the render machines, and what broke because of it?",
     ["s8.rollout", "s8.memrelease", "s9.incidentwhy", "s9.memincident", "s9.lessonload"]),
    ("Who builds the client's web viewer, and what error did her page throw?",
     ["s4.gltfplan", "s4.memviewer", "s6.dracofail", "s6.dracooff"]),
    ("Which commit moved the exporter into the subpackage, and what is its file called now?",
     ["s5.commit5", "s5.gitmv"]),
    ("How long did the deadline batch take with the path tracer, and how long does a single frame take now?",
     ["s10.eevee", "s10.eeveetest"]),
    ("How much bigger is the client download now that compression is off, compared with the compressed file?",
     ["s4.export2run", "s4.memviewer", "s4.dracoyes", "s6.sizecheck", "s6.brotliok"]),
    ("Who approved the higher priority for the rerun, and what's the normal priority?",
     ["s9.callumupdate", "s9.memincident", "s7.callumrules", "s7.memfarm", "s9.resubmit", "s7.jobname",
      "s10.readfarm"]),
    ("The render box that lacks a graphics card: when is it getting fixed, and what will it do afterwards?",
     ["s11.plans", "s11.memplans", "s10.eevee", "s7.memfarm"]),
    ("The IT person who set the rules for job names: what did I say when you tried to log into one of his "
     "machines during the outage?", ["s7.callumrules", "s9.callumupdate", "s9.sshfail"]),
]

PREFERENCE = [
    ("Is it okay to call Blender's operators from the code that builds the blocks?", ["s1.rules", "s3.modewhy"]),
    ("How should a third-party package be added if the add-on ever needs one?", ["s1.rules"]),
    ("How should I word a commit subject in this repo?", ["s1.rules"]),
    ("What should I call a job I send to the render manager?", ["s7.callumrules", "s7.memfarm", "s10.readfarm"]),
    ("Can I reboot a render node myself if it hangs?", ["s7.callumrules", "s7.memfarm", "s9.callumupdate"]),
    ("How does the urban design lead want the tool's sidebar arranged?", ["s2.sannepanel"]),
    ("What look does the partner want for the white-model pictures?", ["s10.helenprefs", "s10.clay"]),
    ("What naming does the viewer developer expect for the files we hand over?",
     ["s4.gltfplan", "s4.memviewer", "s4.export1", "s4.testexport", "s6.readexport"]),
    ("What do I need to do every time I publish a new version?", ["s8.releaserule", "s8.memrelease"]),
    ("What units and vertical axis does the geometry assume?", ["s1.rules"]),
]

TEST_RUNS = ["s3.test3", "s4.test4", "s5.test5", "s6.test6", "s7.test7", "s8.test8", "s9.test9", "s10.test10",
             "s11.test11"]

SUPERSEDED = [
    ("How do we run the tests these days?",
     ["s3.testslow", "s3.bpyok", "s3.lessonpy", "s3.conftest", "s3.commit3"] + TEST_RUNS,
     ["s1.testplan", "s1.blpip", "s1.runpy", "s1.test1", "s2.keyerr1", "s2.test2"]),
    ("How does the add-on construct the 3D blocks now?", ["s4.bmeshswitch", "s4.geombmesh", "s4.commit4"],
     ["s2.gnplan", "s2.geomgn", "s2.commit2"]),
    ("Is the file for the client's viewer compressed?",
     ["s6.dracofail", "s6.dracooff", "s6.brotliok", "s6.commit6", "s6.sizecheck", "s8.changelog"],
     ["s4.dracoyes", "s4.memviewer", "s4.export1", "s4.export2run", "s4.inspect2", "s4.commit4"]),
    ("How tall is each level when storey counts are turned into building heights?",
     ["s5.floors", "s5.flooredit", "s5.floortest", "s5.commit5", "s8.changelog"],
     ["s2.csvspec", "s2.memcsv", "s2.geomgn", "s4.geombmesh"]),
    ("How do colleagues install our tool and get updates?",
     ["s8.release", "s8.rollout", "s8.memrelease", "s8.curlindex", "s8.scprepo"], ["s1.goal"]),
    ("Which engine does the farm use for our block-study pictures now?",
     ["s10.eevee", "s10.eeveeedit", "s10.commit10", "s11.changelog110", "s10.readfarm"],
     ["s7.farmplan", "s7.memfarm", "s7.farm1"]),
    ("Where does the code that writes the viewer file live now?",
     ["s5.gitmv", "s5.restructure", "s5.commit5", "s6.readexport", "s6.dracooff", "s5.globio", "s5.initimports",
      "s5.testimp2"],
     ["s4.export1", "s4.testexport"]),
    ("What do I call from a script to create the blocks now?",
     ["s5.restructure", "s5.oprename", "s5.panelrename", "s5.commit5", "s6.keyerr2", "s6.sizecheck", "s10.heightrun",
      "s11.caprun"],
     ["s1.ops1", "s1.panel1", "s2.gen1", "s4.export2run", "s5.grepgen"]),
    ("What's the latest version we've shipped?",
     ["s11.bump110", "s11.release110", "s11.changelog110", "s11.commit11"],
     ["s8.bump", "s8.tag", "s8.memrelease", "s9.hotfix", "s8.buildok", "s8.curlindex"]),
    ("What's the maximum building height the tool flags against now?",
     ["s11.preapp", "s11.capedit", "s11.caprun", "s11.memplans", "s11.changelog110"],
     ["s10.heightcap", "s10.heightrun", "s10.heightpanel", "s10.commit10"]),
]


def questions() -> list[dict]:
    return by_category(FACT, DECISION, ERROR, TEMPORAL, MULTIHOP, PREFERENCE, SUPERSEDED)
