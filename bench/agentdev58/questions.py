"""The 70 questions about the clipwright history, asked on Tuesday 5 December 2028 (see README.md).

Written blind and committed before the set was first scored; afterwards only two gold lists were widened
(superseded-6 and superseded-7, by the commit that names the new signing; see README.md). Each names the
markers of the items that answer it (`gold`) and, for a renamed or reversed thing, the items of the old state
(`stale`). Dates in {day:...}, {mday:...}, {wd:...} are rendered by bench/agent_eval.py.
"""
from __future__ import annotations

from _agentset import by_category, markers  # bench/, on the path of build.py

S1 = markers("s1", "goal rules scaffold sqliteinstall db1 walwhy preload mainwin devrun memstack commit1")
S3 = markers("s3", "whisperplan whisperbuild modeldl whisperserver wavfail resample resampleedit transcribe1 wordsmigr "
                   "memtranscribe commit3")
S4 = markers("s4", "inesfile oom wavewhy rmwavesurfer peaks canvas peakstime loudreq loudness loudpass1 testok4 "
                   "commit4")
S5 = markers("s5", "lgpl rmstatic lgplcheck binpath ebyml buildtimeout notarfail notarlog notarwhy binariesedit "
                   "notarok memnotary commit5")
S6 = markers("s6", "renameplan gitmvstore grepdb storerename ipcrename tsfail tsfix editmiss e2eplan e2espec e2efail "
                   "e2ewhy e2efix e2eok e2erule commit6")
S7 = markers("s7", "ciplan releaseyml runfail abifail2 abiwhy2 abifix2 lesson2 winsign ebread winsignedit applekey "
                   "applekeyedit secretsrule rungreen memsigning commit7")
S9 = markers("s9", "incident dropboxls ineslog incwhy walfix recover recovered singlefiletest testok9 lesson3 incnote "
                   "prehotfix hotfix published091")
S10 = markers("s10", "winreports danalog whispercli clibuild whispercliwrite prermserver rmserver binarieswhisper "
                     "lesson4 modelswitch wer smallen modeldefault updatenag updatefix e2eok10 commit10")
S11 = markers("s11", "chapters chapterswrite chapterprobe electron33 testok11 plans memplans release092 draft092 "
                     "handoff")

FACT = [
    ("What bundle identifier does the desktop app register under?",
     ["s1.memstack", "s1.mainwin", "s5.ebyml", "s7.ebread"]),
    ("Which local port did the speech-to-text helper process listen on?",
     ["s3.whisperplan", "s3.whisperserver", "s3.memtranscribe", "s3.transcribe1", "s3.wavfail", "s10.danalog",
      "s10.whispercli"]),
    ("Who should I phone, and on what number, if something breaks while Nadia is on holiday?",
     ["s11.plans", "s11.memplans"]),
    ("How many podcasters were invited when the first public test build went out?", ["s8.beta", "s8.membeta"]),
    ("What is our developer team identifier with Apple?",
     ["s5.memnotary", "s5.notarok", "s7.memsigning", "s7.releaseyml", "s7.applekeyedit"]),
    ("How long did building the drawing data for Ines's long raw recording take, and how big did it come out?",
     ["s4.peakstime"]),
    ("What error rate did the mid-sized English speech model get on the test episodes?",
     ["s10.wer", "s10.smallen", "s10.modeldefault"]),
    ("How much will a licence cost at launch, and who processes the payments?", ["s11.plans", "s11.memplans"]),
    ("Where are beta users supposed to send their bug reports?", ["s8.beta", "s8.membeta"]),
    ("How many edits came back when we rescued the tester's lost work?",
     ["s9.recover", "s9.recovered", "s9.incnote"]),
]

DECISION = [
    ("Why did we stop taking the media executables from an npm package and start fetching our own builds?",
     ["s5.lgpl", "s5.rmstatic"]),
    ("Why did we throw out the third-party audio visualisation library?",
     ["s4.wavewhy", "s4.oom", "s4.commit4", "s4.peaks"]),
    ("Why does the unit test script launch the Electron binary instead of plain node?",
     ["s2.abiwhy1", "s2.abifix1", "s2.lesson1"]),
    ("Why didn't we go with the most accurate English model we benchmarked?", ["s10.smallen", "s10.wer"]),
    ("Why couldn't we use the certificate Rafael ordered for the Windows installer?",
     ["s7.winsign", "s7.memsigning"]),
    ("Why did the Apple approval step stop using my own account?", ["s7.applekey", "s7.memsigning"]),
    ("Why do installers get uploaded to a different GitHub repository than the code?",
     ["s8.updateplan", "s8.publishedit", "s8.membeta"]),
    ("What was the original reasoning for write-ahead logging in the episode files?", ["s1.walwhy", "s1.db1"]),
    ("Why don't we keep the speech model resident in a background process any more?",
     ["s10.whispercli", "s10.lesson4", "s10.winreports", "s10.danalog"]),
    ("Why does a finished build wait for Nadia before it goes public?", ["s8.publishrule", "s8.membeta"]),
]

ERROR = [
    ("What broke the very first test run against the project database?",
     ["s2.abifail1", "s2.abiwhy1", "s2.abifix1", "s2.lesson1"]),
    ("Why did the launch check of the built Mac app blow up the first time the tag pipeline ran?",
     ["s7.abifail2", "s7.abiwhy2", "s7.abifix2", "s7.lesson2", "s7.runfail"]),
    ("What crashed the window when we loaded the three-hour raw recording?", ["s4.oom", "s4.wavewhy"]),
    ("Why did Apple refuse our first Mac bundle?",
     ["s5.notarfail", "s5.notarlog", "s5.notarwhy", "s5.binariesedit"]),
    ("What made the Windows half of the first tagged pipeline run fail?",
     ["s7.abifail2", "s7.abiwhy2", "s7.runfail"]),
    ("Why did the first end-to-end run time out looking for the drawing surface and miss the export handler?",
     ["s6.e2efail", "s6.e2ewhy", "s6.e2efix"]),
    ("What did the compiler complain about right after we relocated the database module?",
     ["s6.tsfail", "s6.tsfix"]),
    ("Why did the speech-to-text helper reject our 30-second test recording?",
     ["s3.wavfail", "s3.resample", "s3.resampleedit"]),
    ("Why did speech recognition get stuck for some Windows users of the beta?",
     ["s10.winreports", "s10.danalog", "s10.whispercli", "s10.lesson4"]),
    ("What made a tester's afternoon of work disappear when she reopened the episode on her other computer?",
     ["s9.incident", "s9.dropboxls", "s9.ineslog", "s9.incwhy", "s9.lesson3", "s9.incnote", "s9.walfix"]),
]

TEMPORAL = [
    ("What did we do on {day:2028-11-16}?", S5),
    ("What did we work on {mday:2028-11-20}?", S6),
    ("What did we do the Monday after the first beta went out?", S9),
    ("What did we do last Wednesday?", S10),
    ("When did the first public beta go out to testers?",
     ["s8.beta", "s8.membeta", "s8.run090", "s8.commit8", "s8.changelog", "s8.draft090"]),
    ("What did we do two days before the first beta release?", S7),
    ("What were we doing on {mday:2028-11-14}?", S4),
    ("Which day did Apple first accept a signed Mac build of ours?",
     ["s5.notarok", "s5.memnotary", "s5.commit5"]),
    ("What did we do last Friday?", S11),
    ("What did we do on the very first day of the project?", S1),
]

MULTIHOP = [
    ("The native-addon ABI mismatch happened twice: what was behind each occurrence, and how did they differ?",
     ["s2.abiwhy1", "s7.abiwhy2", "s2.lesson1", "s7.lesson2", "s2.abifail1", "s7.abifail2"]),
    ("The beta tester who wanted exports at a specific loudness: what feature did she ask for afterwards?",
     ["s4.loudreq", "s11.chapters", "s11.chapterswrite"]),
    ("The tester whose two-window setup broke transcription: what did she also run into with updates?",
     ["s10.winreports", "s10.danalog", "s10.updatenag"]),
    ("Which commit moved the database code, and what was the class called before?",
     ["s6.commit6", "s6.gitmvstore", "s6.renameplan", "s6.storerename"]),
    ("What caused the lost-edits incident, and which release carried the fix and when was it made public?",
     ["s9.incwhy", "s9.incnote", "s9.hotfix", "s9.published091", "s9.lesson3"]),
    ("Who asked for the Apple approval step to move off my account, and what key ID replaced it?",
     ["s7.applekey", "s7.memsigning", "s7.applekeyedit"]),
    ("How much did the word error rate drop from the transcription model we started with to the one we use now?",
     ["s10.wer", "s10.smallen", "s10.modeldefault", "s3.whisperplan", "s3.memtranscribe"]),
    ("Who raised the licensing concern about our media binaries, and what licence do the builds we ship have now?",
     ["s5.lgpl", "s5.lgplcheck", "s5.rmstatic"]),
    ("The Mac executables Apple complained about: which config list fixed it, and which entry changed when we dropped "
     "the server?", ["s5.notarlog", "s5.binariesedit", "s10.binarieswhisper", "s7.ebread", "s5.notarwhy"]),
    ("The loudness level promised in the first beta's release notes: who originally asked for that number?",
     ["s8.changelog", "s4.loudreq", "s4.loudness"]),
]

PREFERENCE = [
    ("Which package manager am I allowed to use in this repo?", ["s1.rules"]),
    ("Can I loosen a type to get past a compiler error in a quick fix?", ["s1.rules"]),
    ("Can a UI component read a file from disk by itself?", ["s1.rules", "s1.mainwin", "s1.preload"]),
    ("Is it OK for an export to replace the user's source recording in place?", ["s2.importplan"]),
    ("Should removing a segment pop up an 'are you sure' box?", ["s2.nadiaprefs", "s2.keymap"]),
    ("What colour scheme does our designer want the editor to open in?", ["s2.nadiaprefs", "s2.keymap"]),
    ("Can I produce a signed build on my own machine to hand a tester a quick fix?",
     ["s7.ciplan", "s7.secretsrule", "s7.memsigning"]),
    ("Can I make the release public myself once CI is green?", ["s8.publishrule", "s8.membeta"]),
    ("What has to pass before a branch can land on main?", ["s6.e2erule"]),
    ("How should commit messages be worded here?", ["s1.rules"]),
]

SUPERSEDED = [
    ("Where do our media-processing executables come from these days?",
     ["s5.lgpl", "s5.rmstatic", "s5.binpath", "s5.ebyml", "s5.commit5", "s5.lgplcheck"],
     ["s2.importplan", "s2.ffstatic", "s2.probe"]),
    ("How does the editor draw the audio shape at the moment?",
     ["s4.wavewhy", "s4.peaks", "s4.canvas", "s4.commit4", "s4.peakstime", "s4.rmwavesurfer"],
     ["s2.wavesurfer", "s2.importplan", "s2.commit2"]),
    ("Which SQLite logging mode do the episode files use today?",
     ["s9.walfix", "s9.incwhy", "s9.lesson3", "s9.incnote", "s9.hotfix", "s9.prehotfix", "s9.singlefiletest"],
     ["s1.walwhy", "s1.db1", "s1.memstack"]),
    ("How does the app invoke the speech recognizer at present?",
     ["s10.whispercli", "s10.whispercliwrite", "s10.lesson4", "s10.commit10", "s10.clibuild", "s10.rmserver",
      "s10.prermserver", "s10.binarieswhisper"],
     ["s3.whisperplan", "s3.whisperserver", "s3.memtranscribe", "s3.transcribe1", "s3.commit3"]),
    ("Which recognition model does a fresh install fetch by default now?",
     ["s10.smallen", "s10.modeldefault", "s10.commit10"],
     ["s3.whisperplan", "s3.memtranscribe", "s3.modeldl"]),
    ("What gives the Windows .exe its publisher identity today?",
     ["s7.winsign", "s7.winsignedit", "s7.memsigning", "s7.applekeyedit",
      "s7.rungreen", "s7.commit7"],  # widened after the first score: the commit message names the new signing
     ["s7.ciplan", "s7.releaseyml"]),
    ("How does CI log in to Apple to get the Mac build approved now?",
     ["s7.applekey", "s7.applekeyedit", "s7.memsigning",
      "s7.rungreen", "s7.commit7"],  # widened after the first score: the commit message says 'notarize with api key'
     ["s5.memnotary", "s5.ebyml", "s7.releaseyml"]),
    ("Which GitHub repository do installed copies poll for new versions?",
     ["s8.updateplan", "s8.publishedit", "s8.membeta", "s8.draft090", "s8.updater", "s11.draft092"],
     ["s5.ebyml", "s5.memnotary", "s7.ebread"]),
    ("What's the class that wraps the episode database called, and which file is it in?",
     ["s6.renameplan", "s6.gitmvstore", "s6.storerename", "s6.commit6", "s9.walfix", "s9.singlefiletest"],
     ["s1.db1", "s6.grepdb"]),
    ("What does the app do once it has fetched a newer version in the background?",
     ["s10.updatenag", "s10.updatefix", "s10.e2eok10"],
     ["s8.updateplan", "s8.updater", "s8.membeta"]),
]


def questions() -> list[dict]:
    return by_category(FACT, DECISION, ERROR, TEMPORAL, MULTIHOP, PREFERENCE, SUPERSEDED)
