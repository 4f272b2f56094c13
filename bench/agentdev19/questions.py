"""The 70 questions about the driftwood history, asked on Monday 8 March 2027 (see README.md).

Written blind, before the set was first scored; not edited afterwards. Each names the markers of
the items that answer it (`gold`) and, for a renamed, reversed or changed thing, the items of the
old state (`stale`). Dates in {day:...}, {mday:...}, {wd:...} are rendered by bench/agent_eval.py.
"""
from __future__ import annotations

from _agentset import by_category  # bench/, on the path of build.py

S1 = ["s1.goal", "s1.cpm", "s1.cmakelists", "s1.cfgfail", "s1.cfgfix", "s1.cfgok", "s1.processor", "s1.params",
      "s1.build1", "s1.style", "s1.clangformat", "s1.commit1"]
S2 = ["s2.tests", "s2.delayline", "s2.testcmake", "s2.delaytest", "s2.testfail", "s2.offbyone", "s2.offbyonefix",
      "s2.testok", "s2.testhabit", "s2.commitstyle", "s2.memrunbook1", "s2.commit2"]
S3 = ["s3.pluginval", "s3.pv1", "s3.stateread", "s3.statecause", "s3.statefix", "s3.pv2", "s3.lesson1",
      "s3.statetest", "s3.auval1", "s3.commit3"]
S4 = ["s4.ci", "s4.buildyml", "s4.winsign1", "s4.push1", "s4.bigobj", "s4.bigobjfix", "s4.ci2", "s4.ccachestats",
      "s4.commit4"]
S5 = ["s5.grains", "s5.graincloud", "s5.cpuspike", "s5.bench1", "s5.denormcause", "s5.denormfix", "s5.bench2",
      "s5.simd", "s5.simdrev", "s5.simdimpl", "s5.bench3", "s5.rename1", "s5.gitmvgrain", "s5.grepgrain",
      "s5.renameedit", "s5.renamefail", "s5.renametestfix", "s5.memperf", "s5.commit5"]
S6 = ["s6.sign", "s6.signscript", "s6.notary1", "s6.notarylog1", "s6.notarycause1", "s6.notaryfix1", "s6.notaryok1",
      "s6.lesson2", "s6.secrets", "s6.memsign", "s6.price1", "s6.relnotes09", "s6.commit6"]
S7 = ["s7.azure", "s7.signwin", "s7.azfail", "s7.azrole", "s7.azok", "s7.maxdelay", "s7.maxdelayedit",
      "s7.maxdelayconst", "s7.paramids", "s7.grepfb", "s7.paramidsrev", "s7.spray", "s7.sprayedit", "s7.commit7"]
S9 = ["s9.beta2", "s9.notary2", "s9.notarylog2", "s9.notaryq2", "s9.pkgcheck", "s9.signread", "s9.notarycause2",
      "s9.notaryfix2", "s9.notaryok2", "s9.lesson3", "s9.oversample", "s9.hqedit", "s9.osdefault", "s9.bench4",
      "s9.price2", "s9.relnotes", "s9.commit9"]
S10 = ["s10.bump", "s10.jucebump", "s10.bumpfail", "s10.fontfix", "s10.bumpok", "s10.pvfinal", "s10.citimeout",
       "s10.timeout", "s10.timeoutedit", "s10.cigreen", "s10.tagrule", "s10.commit10", "s10.tag", "s10.memrunbook2"]

FACT = [
    ("What is our Apple developer team identifier?", ["s6.sign", "s6.memsign", "s6.signscript", "s9.pkgcheck", "s9.signread",
                                                       "s9.notaryok2"]),
    ("How much of a core did the plugin burn on the decaying tail before we fixed the denormals?",
     ["s5.bench1", "s5.memperf"]),
    ("How many grains can sound at the same time?", ["s5.grains", "s5.graincloud", "s6.relnotes09", "s9.relnotes"]),
    ("How long does a warm Windows CI run take since we changed the compiler cache?", ["s8.sccachestats"]),
    ("Which company owns the trademark that made us change the product's name?", ["s8.rename2", "s8.memrename"]),
    ("What are the manufacturer and plugin four-character codes hosts see?",
     ["s1.cmakelists", "s8.rename2", "s8.memrename", "s8.renamecmake", "s3.auval1", "s8.auvalfail", "s8.auvalfix"]),
    ("How many checks does the validator run at its strictest setting, and how long did that take?",
     ["s8.pv10fail", "s8.pv10ok"]),
    ("How long does Apple's notary service usually need for a submission?", ["s6.memsign"]),
    ("Which version of the plugin validator tool do we run?", ["s3.pluginval"]),
    ("How much memory does one instance's delay buffer take at 192 kHz with the longer maximum?", ["s7.maxdelay"]),
]

DECISION = [
    ("Why do the framework and test library come in through a CMake package script rather than git submodules?",
     ["s1.cpm"]),
    ("Why didn't we bring in a dedicated vector-math library for the grain mixing?", ["s5.simdrev"]),
    ("Why does the grain class have a different name now?", ["s5.rename1"]),
    ("Why did Windows code signing stop depending on Teodor?", ["s7.azure"]),
    ("Why may parameter identifiers never be renamed?", ["s7.paramidsrev"]),
    ("Why did we keep the old four-letter plugin codes when the product was renamed?", ["s8.rename2", "s8.memrename"]),
    ("Why did we drop ccache from the workflow?", ["s8.sccache"]),
    ("Why is high-quality oversampling something the user now has to switch on?", ["s9.oversample"]),
    ("Why did the delay time range get longer?", ["s7.maxdelay"]),
    ("Why does the Mac installer delete things before it installs?", ["s8.preinstall", "s8.auvalcause"]),
]

ERROR = [
    ("Why did the very first configure of the project fail, and what fixed it?", ["s1.cfgfail", "s1.cfgfix"]),
    ("Why did the echo come out one sample late in the delay tests?",
     ["s2.testfail", "s2.offbyone", "s2.offbyonefix"]),
    ("What made the validator report that saved settings were not restored?",
     ["s3.pv1", "s3.statecause", "s3.stateread", "s3.statefix", "s3.lesson1"]),
    ("Why did the first Windows build on CI break?", ["s4.bigobj", "s4.bigobjfix"]),
    ("Why did Apple reject the first beta installer?",
     ["s6.notarylog1", "s6.notarycause1", "s6.notaryfix1", "s6.lesson2"]),
    ("Beta 2 was rejected by notarization even though the bundles were signed properly. Why?",
     ["s9.notarycause2", "s9.pkgcheck", "s9.notarylog2", "s9.notaryfix2", "s9.lesson3"]),
    ("What was the permission error in the Windows signing step about?", ["s7.azfail", "s7.azrole"]),
    ("What produced NaNs when the validator fuzzed the parameters?",
     ["s8.pv10fail", "s8.nancause", "s8.nanfix", "s8.grainlen"]),
    ("Why did the Audio Unit validation fail right after the product rename?",
     ["s8.auvalfail", "s8.auvalcause", "s8.auvalfix"]),
    ("What broke the compile when we upgraded JUCE?", ["s10.bumpfail", "s10.fontfix"]),
]

TEMPORAL = [
    ("What did we do on {day:2027-02-12}?", S3),
    ("What were we doing the Tuesday before the 1.0.0 release?", S9),
    ("What happened on {mday:2027-02-18}?", S5),
    ("What did we work on last Thursday?", S10),
    ("When did the plugin get its new product name?", ["s8.rename2", "s8.memrename", "s8.renamecmake", "s8.commit8"]),
    ("What were we doing the Monday before the product was renamed?", S6),
    ("What did we set up on {wd:2027-02-16} three weeks ago?", S4),
    ("On which day were Windows builds first signed by CI?", ["s7.azure", "s7.signwin", "s7.azok", "s7.commit7"]),
    ("What did we do on {mday:2027-02-10}?", S2),
    ("What did we work on the Wednesday after the first notarized beta?", S7),
]

MULTIHOP = [
    ("The lesson about the installer package's certificate: which beta was it learned on, and what change fixed "
     "it?", ["s9.lesson3", "s9.notaryfix2"]),
    ("Which commit merged the two signing identities into one, and what else went into that commit?",
     ["s9.notarycause2", "s8.commit8"]),
    ("The customer who wanted longer delays: which studio is she with, and what is the new maximum?",
     ["s1.goal", "s7.maxdelay"]),
    ("The complaint about 40 instances in a scoring template: what does one instance cost now, with and without "
     "the quality switch?", ["s9.oversample", "s9.bench4"]),
    ("The test file that stopped compiling after the grain class rename: what did it include, and what alias does "
     "it use now?", ["s5.renamefail", "s5.renametestfix"]),
    ("What did flushing denormals bring the silent tail down to, and what rule applies to performance "
     "regressions?", ["s5.bench2", "s5.memperf"]),
    ("Which Azure role was missing for the CI identity, and on which certificate profile was it granted?",
     ["s7.azrole", "s7.azfail"]),
    ("The deprecation that failed the upgraded build: in which file was it, and which constructor is used now?",
     ["s10.bumpfail", "s10.fontfix"]),
    ("Where does CI get the macOS signing certificate from, and what is our rule about keeping such secrets?",
     ["s6.memsign", "s6.secrets"]),
    ("The other company with the old product name: since when have they sold their plugin, and what is still "
     "called by the old name on our side?", ["s8.rename2", "s8.memrename"]),
]

PREFERENCE = [
    ("What line length does our code formatter enforce?", ["s1.style", "s1.clangformat"]),
    ("Can I print a debug message from inside the audio callback?", ["s1.style"]),
    ("How should I word a commit message in this repo?", ["s2.commitstyle"]),
    ("Is it fine to tag a flaky test so that it may fail?", ["s2.testhabit"]),
    ("What should a new unit test for a DSP class check, and how should it be named?", ["s2.tests"]),
    ("Can I commit the signing certificate if it is encrypted?", ["s6.secrets"]),
    ("Can I cut a release tag from a feature branch?", ["s10.tagrule"]),
    ("What do I need to run before every commit?", ["s2.testhabit", "s1.style"]),
    ("Can I add another third-party library to the build?", ["s5.simdrev"]),
    ("What do I have to do before merging a change to the signal processing?", ["s5.memperf"]),
]

SUPERSEDED = [
    ("What is the product called?", ["s8.rename2", "s8.memrename", "s8.renamecmake", "s8.preinstall", "s9.relnotes",
                                     "s10.memrunbook2"], ["s1.goal", "s1.cmakelists", "s6.relnotes09"]),
    ("What's the name of the class that runs the grains?", ["s5.rename1", "s5.gitmvgrain", "s5.renameedit",
                                                          "s5.commit5", "s5.renametestfix", "s8.grainlen"],
     ["s5.grains", "s5.graincloud"]),
    ("How do Windows builds get signed?", ["s7.azure", "s7.signwin", "s7.azok", "s10.memrunbook2"], ["s4.winsign1"]),
    ("Which compiler cache does CI use?", ["s8.sccache", "s8.sccacheedit", "s8.sccachelauncher", "s8.sccachestats"],
     ["s4.ci", "s4.buildyml", "s4.ccachestats"]),
    ("At which strictness level does the plugin validator run?", ["s8.strict10", "s8.strictedit", "s10.memrunbook2",
                                                                "s8.pv10fail", "s8.pv10ok", "s10.pvfinal"],
     ["s3.pluginval", "s3.pv1", "s3.pv2", "s4.ci", "s4.buildyml", "s2.memrunbook1"]),
    ("What's the longest delay time the plugin offers?", ["s7.maxdelay", "s7.maxdelayedit", "s7.maxdelayconst",
                                                         "s9.relnotes"], ["s1.params", "s6.relnotes09"]),
    ("What does the plugin cost at launch?", ["s9.price2", "s9.relnotes"], ["s6.price1", "s6.relnotes09"]),
    ("Which JUCE release are we building against?", ["s10.bump", "s10.jucebump", "s10.commit10"],
     ["s1.cmakelists", "s1.cfgok", "s1.commit1"]),
    ("Is oversampling on by default?", ["s9.oversample", "s9.hqedit", "s9.osdefault", "s9.relnotes"], ["s5.grains", "s5.graincloud"]),
    ("How long may a CI job run before it is cancelled?", ["s10.timeout", "s10.timeoutedit"],
     ["s4.ci", "s4.buildyml", "s10.citimeout"]),
]


def questions() -> list[dict]:
    return by_category(FACT, DECISION, ERROR, TEMPORAL, MULTIHOP, PREFERENCE, SUPERSEDED)
