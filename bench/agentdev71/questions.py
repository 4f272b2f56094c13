"""The 70 questions about the weftline history, asked on Friday 30 March 2029 (see README.md).

Written blind and committed before the set was first scored; not edited afterwards. Each names the
markers of the items that answer it (`gold`) and, for a renamed or reversed thing, the items of the
old state (`stale`). Dates in {day:...}, {mday:...}, {wd:...} are rendered by bench/agent_eval.py.
"""
from __future__ import annotations

from _agentset import by_category  # bench/, on the path of build.py

S1 = ["s1.goal", "s1.rules", "s1.init", "s1.cargotoml", "s1.track", "s1.error", "s1.main1", "s1.build1",
      "s1.privacy", "s1.genfixture", "s1.info1", "s1.commit1"]
S2 = ["s2.clean", "s2.geo", "s2.smooth", "s2.simplify", "s2.geofail", "s2.geowhy", "s2.geofix", "s2.testok2",
      "s2.libclean", "s2.readme", "s2.fixrun", "s2.dervla", "s2.memclean", "s2.commit2"]
S3 = ["s3.aga", "s3.criterionadd", "s3.benchparse", "s3.bench1", "s3.quickxml", "s3.swapdeps", "s3.gpxread",
      "s3.qnamefail", "s3.qnamefix", "s3.bench2", "s3.benchrule", "s3.roundtrip", "s3.memparse", "s3.commit3"]
S4 = ["s4.mergeplan", "s4.merge", "s4.mergecli", "s4.timefail1", "s4.timegrep1", "s4.timewhy1", "s4.timefix1",
      "s4.mergeok", "s4.lesson1", "s4.mergetest", "s4.commit4"]
S5 = ["s5.fitask", "s5.fitadd", "s5.fitread", "s5.fitinfo", "s5.spikes", "s5.capwhy", "s5.capedit", "s5.capok",
      "s5.commit5"]
S6 = ["s6.ciask", "s6.ciyml", "s6.cipr", "s6.msrvfail", "s6.msrvwhy", "s6.msrvfix", "s6.clippytoml", "s6.ciok",
      "s6.renameask", "s6.gitmv", "s6.denoiseedit", "s6.grepsmooth", "s6.renameuses", "s6.mainrename", "s6.testok6",
      "s6.commit6"]
S7 = ["s7.kofi", "s7.wasmtarget", "s7.wasmrs", "s7.wasmbuild1", "s7.sizeask", "s7.profile", "s7.wasmbuild2",
      "s7.indexhtml", "s7.serve", "s7.timepanic", "s7.grepnow", "s7.panicfix", "s7.wasmok", "s7.lesson2",
      "s7.netlify", "s7.memdemo", "s7.commit7"]
S8 = ["s8.bug2", "s8.timefail2", "s8.timegrep2", "s8.timewhy2", "s8.sortfix", "s8.ordertest", "s8.testok8",
      "s8.lesson3", "s8.pagesask", "s8.pagesyml", "s8.pagesrun", "s8.netlifydel", "s8.readmelink", "s8.releaseplan",
      "s8.commit8"]
S9 = ["s9.renamefix", "s9.cliclean", "s9.readmeclean", "s9.distinit", "s9.distconf", "s9.distrule", "s9.doctestfail",
      "s9.nextestdrop", "s9.readmedoc", "s9.cinextest", "s9.testok9", "s9.dryrun1", "s9.metadata", "s9.dryrun2",
      "s9.delay", "s9.memrelease", "s9.commit9"]
S10 = ["s10.golive", "s10.bump", "s10.changelog", "s10.tag", "s10.distrun", "s10.publishrule", "s10.publish",
       "s10.installcheck", "s10.announce", "s10.memlive"]
S11 = ["s11.incident", "s11.incinfo", "s11.fitdump", "s11.incwhy", "s11.incfix", "s11.testok11", "s11.yank",
       "s11.bump021", "s11.release021", "s11.incnote", "s11.lesson4", "s11.plans", "s11.bench60", "s11.roadmap",
       "s11.memplan", "s11.commit11"]

FACT = [
    ("Roughly how many members does the bike club we built this for have?", ["s1.goal"]),
    ("After we wrote our own XML parsing, how long did loading the six-hour audax recording take?",
     ["s3.bench2", "s3.benchrule", "s3.memparse", "s3.commit3"]),
    ("Which localhost port did I use to try out the browser page?", ["s7.serve", "s7.wasmok", "s7.memdemo"]),
    ("Under which license is the crate published?", ["s9.metadata", "s9.memrelease"]),
    ("What would a paid seat on the old static hosting service have cost us each month?", ["s8.pagesask"]),
    ("Where was our co-maintainer away on holiday when the first release got pushed back?",
     ["s9.delay", "s9.memrelease"]),
    ("How long did the GitHub pipeline that builds the release binaries run for the first public version?",
     ["s10.distrun", "s10.memlive"]),
    ("How many readings at the beginning of the treasurer's Garmin file had no coordinates?",
     ["s11.fitdump", "s11.incwhy", "s11.incnote"]),
    ("In the benchmark, how long does it take to join sixty riders' tracks?",
     ["s11.bench60", "s11.roadmap", "s11.commit11"]),
    ("What top speed did Agnieszka hit coming down off the moor, according to the cleaned file?",
     ["s5.capok", "s5.capwhy", "s5.capedit", "s5.commit5"]),
]

DECISION = [
    ("Why did we stop relying on the ready-made GPX parsing crate?",
     ["s3.aga", "s3.quickxml", "s3.memparse", "s3.commit3"]),
    ("Why does the module that strips out GPS noise have a different name now?",
     ["s6.renameask", "s6.commit6"]),
    ("Why did we loosen the speed limit the spike detector uses?", ["s5.capwhy", "s5.capedit", "s5.commit5"]),
    ("Why did we take the browser demo off Netlify?", ["s8.pagesask"]),
    ("What made us go back to the standard test command in the CI pipeline?",
     ["s9.nextestdrop", "s9.cinextest", "s9.memrelease", "s9.commit9"]),
    ("Why wasn't the first public version shipped on the day we originally planned?", ["s9.delay", "s9.memrelease"]),
    ("Why does joining recordings now reorder the inputs itself instead of trusting the order they come in?",
     ["s8.timewhy2", "s8.sortfix", "s8.lesson3", "s8.commit8"]),
    ("Why did the command for tidying a single track get renamed?", ["s9.renamefix"]),
    ("Why did we switch the release build to optimise for size?", ["s7.sizeask"]),
    ("Why is there a config file telling clippy which Rust version we target?", ["s6.msrvwhy", "s6.clippytoml"]),
]

ERROR = [
    ("Why did stitching together Dervla's two recordings from the early-March ride refuse, saying time was running "
     "in reverse?",
     ["s4.timefail1", "s4.timegrep1", "s4.timewhy1", "s4.timefix1", "s4.lesson1", "s4.commit4"]),
    ("Hannah's two files wouldn't combine on the web page and complained the clock went backwards: what was the "
     "problem that time?",
     ["s8.bug2", "s8.timefail2", "s8.timegrep2", "s8.timewhy2", "s8.sortfix", "s8.lesson3", "s8.commit8"]),
    ("Why did the distance unit test claim one degree of latitude was thousands of kilometres?",
     ["s2.geofail", "s2.geowhy", "s2.geofix"]),
    ("Why wouldn't the hand-written XML reader build the first time?", ["s3.qnamefail", "s3.qnamefix"]),
    ("Why did the job on the older Rust toolchain go red on the first pull request?",
     ["s6.msrvfail", "s6.msrvwhy", "s6.msrvfix"]),
    ("Why did pressing the button on the browser page do nothing at first?",
     ["s7.timepanic", "s7.grepnow", "s7.panicfix", "s7.lesson2"]),
    ("Why did the code example in the README break when we ran the documentation tests before releasing?",
     ["s9.doctestfail", "s9.nextestdrop", "s9.readmedoc"]),
    ("Why did the trial run of publishing to the registry refuse to go through?", ["s9.dryrun1", "s9.metadata"]),
    ("How did a line off the coast of West Africa end up on the club's ride map?",
     ["s11.incident", "s11.incinfo", "s11.fitdump", "s11.incwhy", "s11.incfix", "s11.incnote", "s11.lesson4",
      "s11.release021"]),
    ("Why did the cleaned version of Agnieszka's ride have a straight shortcut across a fast downhill?",
     ["s5.spikes", "s5.capwhy", "s5.capedit", "s5.commit5"]),
]

TEMPORAL = [
    ("What did we do on {day:2029-03-09}?", S3),
    ("What did we work on {mday:2029-03-19}?", S7),
    ("What did we do the day after the browser demo moved to GitHub Pages?", S9),
    ("What did we get done on {wd:2029-03-26} this week?", S10),
    ("When did we first set up automated checks on GitHub?",
     ["s6.ciask", "s6.ciyml", "s6.cipr", "s6.msrvfail", "s6.ciok"]),
    ("What did we do two days after the first attempt at merging Dervla's files?", S5),
    ("What did we work on the day before the release date got pushed back?", S8),
    ("Which day did the crate first appear on crates.io?",
     ["s10.golive", "s10.tag", "s10.publish", "s10.memlive", "s10.changelog"]),
    ("What did we do on the first Wednesday of the project?", S2),
    ("What did we do yesterday?", S11),
]

MULTIHOP = [
    ("We ran into the backwards-time error on two different occasions: what caused it each time?",
     ["s4.timewhy1", "s8.timewhy2", "s4.lesson1", "s8.lesson3", "s4.timefail1", "s8.timefail2"]),
    ("The club treasurer who wanted her heart rate kept: what was the next thing she asked us for?",
     ["s3.aga", "s5.fitask"]),
    ("Which commit renamed the noise-removal module, and who asked for it?",
     ["s6.commit6", "s6.renameask", "s6.gitmv"]),
    ("By how much did the wasm file shrink between the first build and the size-optimised one?",
     ["s7.wasmbuild1", "s7.wasmbuild2", "s7.memdemo", "s7.commit7"]),
    ("Who put the broken map online, and which version replaced the one we pulled from crates.io?",
     ["s11.incident", "s11.incnote", "s11.release021", "s11.memplan"]),
    ("The club web volunteer who wanted the browser tool: where does his page live now, and why did it move?",
     ["s7.kofi", "s8.pagesask", "s8.pagesrun", "s10.memlive"]),
    ("On the big audax file, how long did the old parser take compared with ours?",
     ["s3.bench1", "s3.bench2", "s3.memparse", "s3.commit3", "s3.benchrule"]),
    ("The minimum Rust version we promise: whose machine is it for, and which newer API did CI catch us using?",
     ["s1.goal", "s6.msrvwhy", "s6.msrvfail", "s6.msrvfix"]),
    ("For the April sportive, how many riders are expected, and how long would combining that many tracks take?",
     ["s11.plans", "s11.bench60", "s11.roadmap", "s11.memplan"]),
    ("Once Ruairi signed off on the release setup, how long did the binary build take and for how many platforms?",
     ["s10.golive", "s10.distrun", "s10.memlive"]),
]

PREFERENCE = [
    ("Can I call .unwrap() in the parser when I'm sure the value is there?", ["s1.rules"]),
    ("What has to pass before I commit in this repo?", ["s1.rules"]),
    ("Could the web page send the files to a server to do the processing there?",
     ["s7.kofi", "s7.memdemo", "s7.indexhtml", "s7.wasmrs"]),
    ("Is it fine to check in one of Dervla's real rides as a test fixture?",
     ["s1.privacy", "s4.mergetest", "s4.mergeplan", "s3.benchparse"]),
    ("Can I bring in tokio to read several files concurrently?", ["s1.rules"]),
    ("I made merging faster: what do I need to show to get it in?", ["s3.benchrule"]),
    ("Am I allowed to use a standard-library method that was stabilised in Rust 1.82?",
     ["s6.msrvwhy", "s6.clippytoml", "s1.goal"]),
    ("I need to change something in the release workflow YAML: how should I do that?", ["s9.distrule"]),
    ("When is it okay to run cargo publish?", ["s10.publishrule"]),
    ("Which time zone should timestamps be kept in inside the library?",
     ["s4.timewhy1", "s4.lesson1", "s1.track"]),
]

SUPERSEDED = [
    ("What do we use to read GPX files these days?",
     ["s3.quickxml", "s3.swapdeps", "s3.gpxread", "s3.memparse", "s3.commit3", "s10.changelog"],
     ["s1.goal", "s1.init", "s1.cargotoml", "s1.build1", "s1.commit1"]),
    ("Which file and which function do the spike and duplicate removal now?",
     ["s6.renameask", "s6.gitmv", "s6.denoiseedit", "s6.renameuses", "s6.mainrename", "s6.commit6", "s9.readmedoc"],
     ["s2.clean", "s2.smooth", "s2.memclean", "s2.readme", "s2.libclean"]),
    ("What subcommand does a member run to tidy up a single ride?",
     ["s9.renamefix", "s9.cliclean", "s9.readmeclean", "s9.memrelease", "s9.commit9", "s10.changelog"],
     ["s1.goal", "s1.main1", "s2.clean", "s2.readme", "s2.fixrun", "s5.spikes", "s5.capok"]),
    ("Above what speed does the cleaner treat a point as a GPS glitch?",
     ["s5.capwhy", "s5.capedit", "s5.commit5", "s10.changelog"],
     ["s2.clean", "s2.smooth", "s2.memclean"]),
    ("Where is the browser demo hosted now, and at which address?",
     ["s8.pagesask", "s8.pagesyml", "s8.pagesrun", "s8.netlifydel", "s8.readmelink", "s10.memlive", "s10.changelog",
      "s9.metadata"],
     ["s7.kofi", "s7.netlify", "s7.memdemo"]),
    ("Which test runner does CI use?",
     ["s9.nextestdrop", "s9.cinextest", "s9.memrelease", "s9.commit9"],
     ["s6.ciask", "s6.ciyml", "s6.cipr", "s6.testok6"]),
    ("What date did 0.2.0 actually go out?",
     ["s9.delay", "s9.memrelease", "s10.golive", "s10.tag", "s10.publish", "s10.memlive", "s10.changelog"],
     ["s8.releaseplan"]),
    ("Which weftline version should club members install right now?",
     ["s11.release021", "s11.yank", "s11.memplan", "s11.incnote", "s11.bump021"],
     ["s10.publish", "s10.memlive", "s10.installcheck", "s10.changelog", "s10.bump"]),
    ("Does the order I pass the files to merge in make a difference?",
     ["s8.timewhy2", "s8.sortfix", "s8.ordertest", "s8.lesson3", "s8.commit8", "s10.changelog"],
     ["s4.mergeplan", "s4.merge"]),
    ("How big is the WebAssembly file the page downloads?",
     ["s7.wasmbuild2", "s7.memdemo", "s7.commit7", "s7.wasmok"],
     ["s7.wasmbuild1"]),
]


def questions() -> list[dict]:
    return by_category(FACT, DECISION, ERROR, TEMPORAL, MULTIHOP, PREFERENCE, SUPERSEDED)
