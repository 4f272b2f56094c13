"""The 70 questions about the lanternfold history, asked on Monday 31 May 2027 (see README.md).

Written blind, before the set was first scored. Each names the markers of the items that answer
it (`gold`) and, for a renamed, reversed or changed thing, the items of the old state (`stale`).
Dates in {day:...}, {mday:...}, {wd:...} are rendered by bench/agent_eval.py.
"""
from __future__ import annotations

from _agentset import by_category  # bench/, on the path of build.py

S1 = ["s1.goal", "s1.version", "s1.style", "s1.coreasmdef", "s1.boardgrid", "s1.testhabit", "s1.boardtests",
      "s1.testasmdef", "s1.testfail1", "s1.asmfix", "s1.testok1", "s1.commit1"]
S2 = ["s2.swipe", "s2.swipedet", "s2.inputfail", "s2.grepinput", "s2.inputcause", "s2.overlayfix", "s2.fpsfix",
      "s2.bloom", "s2.volume", "s2.atlas", "s2.meminput", "s2.commit2"]
S3 = ["s3.addr", "s3.loader", "s3.group", "s3.keyfail", "s3.globlevels", "s3.keycause", "s3.addrtool",
      "s3.loaderaddr", "s3.buildcontent", "s3.lesson1", "s3.r2sync", "s3.commit3"]
S5 = ["s5.iap", "s5.iapmanifest", "s5.storeiap", "s5.iapfail", "s5.iapcause", "s5.iapfix", "s5.iapok",
      "s5.memstore", "s5.commit5"]
S6 = ["s6.swipeqa", "s6.swipefix", "s6.rename2", "s6.mvloader", "s6.pmfail", "s6.metastatus", "s6.pmcause",
      "s6.pmfix", "s6.pmok", "s6.lesson2", "s6.ccd", "s6.ccdpath", "s6.groupmv", "s6.labeledit", "s6.commit6"]
S8 = ["s8.rc", "s8.rcimport", "s8.storerc", "s8.dupfail", "s8.dupcause", "s8.dupfix", "s8.dupok", "s8.price",
      "s8.priceedit", "s8.memstore2", "s8.commit8"]
S9 = ["s9.dl", "s9.dlfail", "s9.grepcdn", "s9.profiles", "s9.dlcause", "s9.dlfix", "s9.ccdupload", "s9.dlok",
      "s9.timeout", "s9.timeoutedit", "s9.reportpref", "s9.rcnote", "s9.bumpversion", "s9.commit9"]
S10 = ["s10.upgrade", "s10.veredit", "s10.rgfail", "s10.cscrsp", "s10.rgcause", "s10.rgfix", "s10.testok10",
       "s10.ucbfinal", "s10.commit10"]

FACT = [
    ("Which phone do we treat as the low-end device for performance?", ["s7.perf", "s7.profile1", "s7.memperf"]),
    ("How large was the app bundle from the first Android build that went through in the cloud?", ["s4.ucbok"]),
    ("Which Google account is set up for testing purchases?", ["s5.memstore"]),
    ("What release of the RevenueCat package did we import?", ["s8.rc", "s8.rcimport", "s8.memstore2"]),
    ("How many levels does the first level pack hold, and what is its theme?", ["s3.addr"]),
    ("Once the fix was in, how long did fetching the Harbour pack take on the device?", ["s9.dlok", "s9.rcnote"]),
    ("In which markets is the soft launch happening?", ["s1.goal"]),
    ("Who draws the game's art?", ["s1.goal", "s2.bloom", "s7.nobloom"]),
    ("What strength and cutoff did we give the glow post-effect?", ["s2.bloom", "s2.volume"]),
    ("How much texture memory did the lantern sprites use on the cheap phone before and after the optimisation?",
     ["s7.profile2"]),
]

DECISION = [
    ("Why do we read touches through EnhancedTouch instead of the PlayerInput component?", ["s2.swipe", "s2.swipedet"]),
    ("Why did we bump the lowest supported Android version?", ["s4.mincause", "s4.ucbfail"]),
    ("Why did the downloadable level bundles move off our own storage bucket?", ["s6.ccd"]),
    ("Why had we first put the downloadable levels on Cloudflare?", ["s3.addr"]),
    ("Why did we get rid of Unity's own purchasing package?", ["s8.rc", "s8.dupcause"]),
    ("Why is the glow effect switched off on cheap phones?", ["s7.nobloom", "s7.profile1"]),
    ("Why does the minimum drag length now depend on how wide the screen is?", ["s6.swipeqa", "s6.swipefix"]),
    ("Why did the board model class get a different name?", ["s4.rename1"]),
    ("Why did we move to a newer editor release just before launch?", ["s10.upgrade"]),
    ("When the outline render pass broke, why didn't we just turn on compatibility mode?", ["s10.rgcause"]),
]

ERROR = [
    ("Why didn't the very first unit test run even compile?", ["s1.testfail1", "s1.asmfix"]),
    ("What crashed the first smoke run after the swipe code went in, and how was it fixed?",
     ["s2.inputfail", "s2.grepinput", "s2.inputcause", "s2.overlayfix", "s2.fpsfix"]),
    ("Why couldn't level twelve be found when the game tried to load it?",
     ["s3.keyfail", "s3.globlevels", "s3.keycause", "s3.lesson1"]),
    ("Why did the first Android build in the cloud fail while merging manifests?", ["s4.ucbfail", "s4.mincause"]),
    ("Why did the store come up empty the first time we tried it on a phone?",
     ["s5.iapfail", "s5.iapcause", "s5.iapfix"]),
    ("Why did the boot PlayMode test break after the level-loading script got its new name?",
     ["s6.pmfail", "s6.metastatus", "s6.pmcause", "s6.pmfix", "s6.lesson2"]),
    ("What caused the Gradle failure about classes defined twice?", ["s8.dupfail", "s8.dupcause", "s8.dupfix"]),
    ("Why did the second pack fail to download on the release candidate?",
     ["s9.dlfail", "s9.profiles", "s9.dlcause", "s9.dlfix"]),
    ("What stopped the scripts compiling after the editor upgrade?", ["s10.rgfail", "s10.cscrsp", "s10.rgcause",
                                                                       "s10.rgfix"]),
    ("What was behind the garbage collection hitches on the low-end phone?", ["s7.profile1", "s7.chainread",
                                                                              "s7.chainfix"]),
]

TEMPORAL = [
    ("What did we do on {day:2027-05-07}?", S3),
    ("What did we work on last Tuesday?", S9),
    ("What happened on {mday:2027-05-13}?", S5),
    ("What did we do on {day:2027-05-03}?", S1),
    ("When did purchases move over to RevenueCat?", ["s8.rc", "s8.storerc", "s8.commit8", "s8.memstore2"]),
    ("What had we worked on two days before the profiling session on the A14?", S6),
    ("What did we get done last {wd:2027-05-27}?", S10),
    ("On which day did the first Android cloud build succeed?", ["s4.ucbok", "s4.minsdk", "s4.mincause"]),
    ("What did we set up on the Wednesday of our first week?", S2),
    ("What happened two days after we turned the glow effect off for low-end devices?", S8),
]

MULTIHOP = [
    ("The library that forced a higher minimum Android version: whose is it, and who signed off on dropping the "
     "older phones?", ["s4.ucbfail", "s4.mincause"]),
    ("Which two scripts were still polling the legacy input class, and which keys do they watch now?",
     ["s2.grepinput", "s2.overlayfix", "s2.fpsfix"]),
    ("The QA tester who reported the swipe trouble: which account does she use for test purchases?",
     ["s6.swipeqa", "s5.memstore"]),
    ("The script whose .meta file went missing: which label does it preload the first pack with now?",
     ["s6.mvloader", "s6.pmcause", "s6.labeledit"]),
    ("Which method allocated the most memory each frame, and what replaced the LINQ chain in it?",
     ["s7.profile1", "s7.chainfix"]),
    ("What size did the lantern atlas go down to, and how much texture memory did that save?",
     ["s7.atlas1024", "s7.profile2"]),
    ("The Addressables profile that still pointed at the old bucket: when had we pointed the other profile at CCD?",
     ["s9.dlcause", "s6.ccdpath"]),
    ("Which Play Billing version came with the purchasing package we removed, and which version of that package "
     "had we installed?", ["s8.dupfail", "s8.dupcause", "s5.iapmanifest"]),
    ("On which tablet did short swipes fail, and what threshold replaced the fixed pixel one?",
     ["s6.swipeqa", "s6.swipefix"]),
    ("The render pass that broke with the new editor: which compiler setting made the warning fatal, and which "
     "API does the pass use now?", ["s10.rgfail", "s10.cscrsp", "s10.rgfix"]),
]

PREFERENCE = [
    ("How should private fields be declared in our C# scripts?", ["s1.style"]),
    ("Can I use FindObjectOfType to get hold of the board view?", ["s1.style"]),
    ("How do commit messages have to look in this repo?", ["s1.style"]),
    ("Where do tests for plain logic go, and how are they written?", ["s1.testhabit"]),
    ("What should I run before I commit?", ["s1.testhabit"]),
    ("Is LINQ fine in code that runs every frame?", ["s7.nolinq", "s7.memperf"]),
    ("Where should performance numbers be taken from?", ["s7.perf", "s7.memperf"]),
    ("What's the safe way to rename a script file?", ["s6.pmcause", "s6.lesson2"]),
    ("How should the status note for the publisher's producer be written and delivered?", ["s9.reportpref"]),
    ("Can I adjust a product's price on my own?", ["s5.iap", "s5.memstore", "s8.memstore2"]),
]

SUPERSEDED = [
    ("What is the board model class called?", ["s4.rename1", "s4.gitmv1", "s4.renameedit"],
     ["s1.boardgrid", "s1.boardtests"]),
    ("What is the class that fetches levels called now?",
     ["s6.rename2", "s6.mvloader", "s6.pmfix", "s6.pmcause", "s6.labeledit"], ["s3.loader"]),
    ("What's the name of the Addressables group with the downloadable packs?",
     ["s6.ccd", "s6.groupmv", "s9.timeout", "s9.timeoutedit"],
     ["s3.addr", "s3.group"]),
    ("Where are the downloadable level bundles hosted?", ["s6.ccd", "s6.ccdpath", "s9.ccdupload", "s9.dlfix"],
     ["s3.addr", "s3.r2sync"]),
    ("Which purchases SDK does the game use?", ["s8.rc", "s8.storerc", "s8.memstore2", "s8.dupfix", "s9.rcnote"],
     ["s5.iap", "s5.storeiap", "s5.memstore"]),
    ("How many hints are in the big hint pack and what does it cost?", ["s8.price", "s8.priceedit", "s8.memstore2"],
     ["s5.iap", "s5.memstore"]),
    ("What's the lowest Android API level we support?", ["s4.mincause", "s4.minsdk"],
     ["s4.ucb", "s4.ucbfail", "s2.n04"]),
    ("How far does a finger have to move before it counts as a slide?", ["s6.swipeqa", "s6.swipefix"],
     ["s2.swipe", "s2.swipedet", "s2.meminput"]),
    ("Which Unity editor version is the project on?", ["s10.upgrade", "s10.veredit", "s10.ucbfinal"],
     ["s1.version", "s1.goal", "s4.ucbok", "s8.dupok"]),
    ("How long does a pack download wait before it gives up?", ["s9.timeout", "s9.timeoutedit", "s9.rcnote"],
     ["s3.group"]),
]


def questions() -> list[dict]:
    return by_category(FACT, DECISION, ERROR, TEMPORAL, MULTIHOP, PREFERENCE, SUPERSEDED)
