"""The 70 questions about the stowly history, asked on Tuesday 30 November 2027 (see README.md).

Written blind and committed before the set was first scored. Each names the markers of the items
that answer it (`gold`) and, for a renamed or reversed thing, the items of the old state (`stale`).
Dates in {day:...}, {mday:...}, {wd:...} are rendered by bench/agent_eval.py.
"""
from __future__ import annotations

from _agentset import by_category, markers  # bench/, on the path of build.py

S1 = markers("s1", "goal rules uvinit pyproject1 configyaml symlinkplan configpy cli1 help1 commit1 repocreate")
S2 = markers("s2", "linker linkerpy exists1 exists1why exists1fix testok2 lesson1 snapcli snapgen memlayout commit2")
S3 = markers("s3", "tuiplan vimkeys tuipy snapsize sizewhy sizefix ciyml cicrlf crlfwhy gitattr cigreen")
S4 = markers("s4", "issue7 copymode grepsymlink copyedit statepy prewin copytests memdario commit4")
S6 = markers("s6", "restructure gitmvtui grepplan renameplan applycmd importfail importfix testok6 docsplan mkdocsyml "
                   "servefail serve8001 ghdeploy commit6")
S8 = markers("s8", "issue23 rule8 regress23 fail23 exists2why exists2fix testok8 lesson2 docsactions docsyml delghpages "
                   "memhannah commit8 docsrun")
S9 = markers("s9", "issue14 py310 py310edit tomliimport matrix310 ci310 changelog9 tag020")
S10 = markers("s10", "incident issue31 wheelmeta pyproject2 incidentwhy tomlimove smokefail smokerun smokejob tag021 "
                     "lesson3 releaserule incnote")
S11 = markers("s11", "textualfail textualwhy lesson4 snapupd11 premerge merge35 plans roadmap memplans doctorpy commit11")

FACT = [
    ("What is the hostname of the Windows laptop our co-maintainer works on?", ["s4.memdario", "s5.exampletoml"]),
    ("How many times had the broken version been downloaded before we pulled it?", ["s10.incnote"]),
    ("At what time did the bad release get withdrawn, and when was its replacement live?",
     ["s10.incnote", "s10.tag021"]),
    ("Which port do I open in the browser for the local preview of the documentation?", ["s6.serve8001"]),
    ("What's the phone number of the person running the event where I'm giving the talk?",
     ["s11.plans", "s11.memplans"]),
    ("When something is already sitting where a dotfile should go, where does the tool move it?",
     ["s2.exists1why", "s2.memlayout"]),
    ("How large were the two distribution files of our first upload?", ["s7.testpypi", "s7.relview"]),
    ("On which of my computers was the first UI screen-capture test recorded?", ["s3.sizewhy"]),
    ("How many test jobs does one CI run spin up these days?", ["s9.py310", "s9.ci310"]),
    ("On Windows, in which folder does the tool keep its record of file hashes?", ["s4.statepy"]),
]

DECISION = [
    ("Why does the tool duplicate files on Windows rather than pointing at the repo?",
     ["s4.copymode", "s4.issue7", "s4.memdario"]),
    ("Why did we abandon the original settings file format?", ["s5.tomlswitch", "s5.issue12", "s5.memconfig"]),
    ("Why don't we upload packages from my laptop with a secret key anymore?", ["s7.trusted", "s7.memrelease"]),
    ("Why did we lower the oldest interpreter version we accept?", ["s9.issue14", "s9.py310"]),
    ("Why did the main subcommand get a new name?", ["s6.restructure"]),
    ("Why is the website built by a workflow instead of being pushed from someone's machine?",
     ["s8.docsactions", "s8.memhannah"]),
    ("What was the original argument for the configuration format we started with?", ["s1.configyaml"]),
    ("Why do the UI screen tests fix the window dimensions?", ["s3.sizewhy", "s3.sizefix"]),
    ("What was the thinking behind one link per file and never duplicating anything?", ["s1.symlinkplan"]),
    ("Why does the publish pipeline first try the built package in an empty environment?",
     ["s10.smokejob", "s10.lesson3", "s10.incnote", "s10.incidentwhy"]),
]

ERROR = [
    ("Why did putting my shell config in place on the Arch laptop crash the first time?",
     ["s2.exists1", "s2.exists1why", "s2.exists1fix", "s2.lesson1"]),
    ("A user was told a path was already taken although listing it shows nothing there: what was going on?",
     ["s8.issue23", "s8.fail23", "s8.exists2why", "s8.exists2fix", "s8.lesson2"]),
    ("What caused the permission failure when an ordinary user ran the tool on Windows 11?",
     ["s4.issue7", "s4.copymode"]),
    ("Why did only the Windows runners fail the stored-output tests on the very first pipeline run?",
     ["s3.cicrlf", "s3.crlfwhy", "s3.gitattr", "s11.lesson4"]),
    ("Why did the UI screenshot comparison fail the first time it ran?", ["s3.snapsize", "s3.sizewhy", "s3.sizefix"]),
    ("Why did pytest stop at collection right after the big naming cleanup?", ["s6.importfail", "s6.importfix"]),
    ("Why wouldn't the docs dev server start?", ["s6.servefail", "s6.serve8001"]),
    ("Why did the version we put out on {day:2027-11-22} die immediately for people on the older Python?",
     ["s10.incident", "s10.issue31", "s10.wheelmeta", "s10.incidentwhy", "s10.tomlimove", "s10.lesson3",
      "s10.incnote"]),
    ("Why did my quick install test of the fix complain about two different file locations for the same package?",
     ["s10.smokefail", "s10.smokerun"]),
    ("Why did the bot's upgrade of the TUI framework turn the screen tests red?",
     ["s11.textualfail", "s11.textualwhy", "s11.lesson4", "s11.snapupd11"]),
]

TEMPORAL = [
    ("What did we do on {day:2027-11-03}?", S2),
    ("What did we work on {mday:2027-11-15}?", S6),
    ("What happened the morning after we shipped 0.2.0?", S10),
    ("What did we get done last Friday?", S11),
    ("When did the very first version land on PyPI?",
     ["s7.releaserun", "s7.memrelease", "s7.commit7", "s7.relview", "s7.toolinstall"]),
    ("What did we do the day before the outage with the broken release?", S9),
    ("What happened on {mday:2027-11-05}?", S3),
    ("What did we do on {wd:2027-11-09} the week before the first public release?", S4),
    ("What did we work on {day:2027-11-19}?", S8),
    ("What did we do on the very first day of the project?", S1),
]

MULTIHOP = [
    ("We saw the same 'already exists' crash twice: what was behind each one, and how did they differ?",
     ["s2.exists1why", "s8.exists2why", "s2.lesson1", "s8.lesson2", "s2.exists1", "s8.issue23", "s8.fail23"]),
    ("The person who asked us to support the older Python: what bug had they filed before that, and how was it fixed?",
     ["s9.issue14", "s8.issue23", "s8.exists2why", "s8.exists2fix"]),
    ("The co-maintainer who pushed for no links on Windows: what did he object to on the day of the first release?",
     ["s7.trusted", "s4.memdario", "s4.copymode"]),
    ("Who reported that their notes vanished from the config, and what is their storage box called?",
     ["s5.issue12", "s5.memconfig"]),
    ("Which commit turned the UI module into a package, and what was the planning function called before it?",
     ["s6.commit6", "s6.gitmvtui", "s6.restructure", "s6.renameplan"]),
    ("How many test jobs did the CI matrix run at first, and how many after we added the older interpreter?",
     ["s3.cicrlf", "s3.ciyml", "s9.py310", "s9.ci310"]),
    ("The dependency that broke 0.2.0: where did it end up by mistake, and what change put it in the right place?",
     ["s9.py310edit", "s10.tomlimove", "s10.incidentwhy", "s10.pyproject2"]),
    ("Who writes our guides, and what went wrong when she published the site herself?",
     ["s6.docsplan", "s8.docsactions", "s8.memhannah"]),
    ("What do I owe the meetup organiser, and how many days before the talk is it due?",
     ["s11.plans", "s11.memplans", "s11.roadmap"]),
    ("At what time did 0.2.0 go out, and what rule came out of that?",
     ["s9.tag020", "s10.releaserule", "s10.incnote"]),
]

PREFERENCE = [
    ("How should I add a new library to the project?", ["s1.rules"]),
    ("Is it OK for a test to create files in my actual home folder?", ["s1.rules", "s2.memlayout"]),
    ("What should my commit subjects look like?", ["s1.rules"]),
    ("Can I use the os.path helpers in new platform-specific code?", ["s4.copymode", "s4.memdario", "s8.exists2why"]),
    ("Who needs to look at a pull request that changes behaviour on Windows?",
     ["s4.copymode", "s4.memdario", "s4.commit4"]),
    ("Can CI just regenerate the stored expected outputs when they differ?", ["s5.snaprule"]),
    ("What's the first thing to write when I fix a bug a user filed?", ["s8.rule8"]),
    ("Can we cut a release this Friday afternoon?", ["s10.releaserule", "s11.plans"]),
    ("What writing style do the documentation pages follow?", ["s6.docsplan", "s8.memhannah"]),
    ("How does Maren like to move around lists in the terminal interface?", ["s3.vimkeys"]),
]

SUPERSEDED = [
    ("What format is the dotfiles repo's settings file in?",
     ["s5.tomlswitch", "s5.configtoml", "s5.memconfig", "s5.commit5", "s5.exampletoml", "s5.changelog5",
      "s5.gitmvexample", "s7.toolinstall"],
     ["s1.configyaml", "s1.configpy", "s1.cli1", "s1.commit1", "s1.help1", "s1.uvinit"]),
    ("What is the oldest Python we support?",
     ["s9.py310", "s9.py310edit", "s9.ci310", "s9.changelog9", "s9.matrix310", "s10.pyproject2"],
     ["s1.configyaml", "s1.pyproject1"]),
    ("How are dotfiles put in place on a Windows machine?",
     ["s4.copymode", "s4.copyedit", "s4.statepy", "s4.memdario", "s4.commit4", "s5.exampletoml"],
     ["s1.symlinkplan"]),
    ("How do new versions get uploaded to the package index?",
     ["s7.trusted", "s7.releaseyml", "s7.memrelease", "s7.releaserun", "s10.tag021"],
     ["s7.releaseplan", "s7.testpypi", "s7.prepublish"]),
    ("How is the documentation website deployed?",
     ["s8.docsactions", "s8.docsyml", "s8.memhannah", "s8.docsrun", "s8.delghpages"],
     ["s6.docsplan", "s6.ghdeploy"]),
    ("What's the function that works out what needs to change in the home directory called?",
     ["s6.restructure", "s6.renameplan", "s6.importfix", "s8.regress23"],
     ["s2.linker", "s2.linkerpy", "s2.memlayout", "s6.importfail", "s3.tuipy"]),
    ("Which subcommand do users run to install their dotfiles?",
     ["s6.restructure", "s6.applycmd", "s6.commit6", "s7.toolinstall", "s8.issue23"],
     ["s1.cli1", "s1.help1", "s2.linker", "s2.exists1", "s4.issue7"]),
    ("Where does the terminal UI's code live?",
     ["s6.restructure", "s6.gitmvtui", "s6.commit6", "s6.importfail", "s6.importfix"], ["s3.tuipy"]),
    ("Which minimum version of the TUI framework do we require?",
     ["s11.textualwhy", "s11.merge35", "s11.snapupd11"], ["s10.pyproject2", "s1.pyproject1", "s1.uvinit"]),
    ("Where is the TOML backport for 3.10 declared in the project file?",
     ["s10.tomlimove", "s10.incidentwhy", "s10.incnote"], ["s9.py310edit", "s10.pyproject2"]),
]


def questions() -> list[dict]:
    return by_category(FACT, DECISION, ERROR, TEMPORAL, MULTIHOP, PREFERENCE, SUPERSEDED)
