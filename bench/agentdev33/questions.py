"""The 70 questions about the tidewire history, asked on Monday 4 October 2027 (see README.md).

Written before the set was first scored; not edited afterwards. Each names the markers of the
items that answer it (`gold`) and, for a renamed or reversed thing, the items of the old state
(`stale`). Dates in {day:...}, {mday:...}, {wd:...} are rendered by bench/agent_eval.py.
"""
from __future__ import annotations

S2 = ["s2.cli", "s2.clits", "s2.esmfail1", "s2.esmwhy1", "s2.esmfix1", "s2.cliok", "s2.lesson1", "s2.changesetrule",
      "s2.snaptest", "s2.snaprule", "s2.commit2"]
S3 = ["s3.errors", "s3.readclient", "s3.queryfail", "s3.styledoc", "s3.querywhy", "s3.queryfix", "s3.queryok",
      "s3.docs", "s3.starlight", "s3.netlifytoml", "s3.memruntime", "s3.commit3"]
S4 = ["s4.release01", "s4.publish01", "s4.ciyml", "s4.issue12", "s4.cnffail1", "s4.tarball", "s4.runtimepkg",
      "s4.cnfwhy1", "s4.cnffix1", "s4.attw", "s4.publish011", "s4.lesson2", "s4.commit4"]
S6 = ["s6.cinode18", "s6.node18why", "s6.enginesedit", "s6.matrixedit", "s6.targetedit", "s6.move", "s6.gitmv1",
      "s6.dockerread", "s6.dockeredit", "s6.dockeredit2", "s6.importfix", "s6.cnffail2", "s6.cnfcheck2", "s6.cnfwhy2",
      "s6.cnffix2", "s6.changeset6", "s6.memnode", "s6.commit6"]
S7 = ["s7.tsdown", "s7.buildtime1", "s7.swapdeps", "s7.tsdowncfg", "s7.exportsesm", "s7.buildtime2", "s7.test7",
      "s7.publish02", "s7.issue31", "s7.esmfail2", "s7.esmwhy2", "s7.esmfix2", "s7.exportsdual", "s7.attw2",
      "s7.publish021", "s7.membuild", "s7.talk", "s7.commit7"]
S8 = ["s8.issue38", "s8.regfail", "s8.readresolve", "s8.regblame", "s8.regbisect", "s8.regwhy", "s8.regfix1",
      "s8.regfix2", "s8.regok", "s8.result", "s8.resultedit", "s8.resulttype", "s8.test8", "s8.memresult",
      "s8.commit8"]
S9 = ["s9.ghpages", "s9.docsyml", "s9.rmnetlify", "s9.astrosite", "s9.docsfail", "s9.docswhy", "s9.docsfix",
      "s9.docsresult", "s9.docsok", "s9.nodeps", "s9.publish03", "s9.ghrelease", "s9.commit9"]
S10 = ["s10.demoprep", "s10.ghspec", "s10.slowgen", "s10.profile", "s10.slowwhy", "s10.slowfix", "s10.fastgen",
       "s10.test10", "s10.splitout", "s10.splitflag", "s10.publish031", "s10.memrelease", "s10.lesson3", "s10.commit10"]

FACT = [
    ("How long did building all the packages take before and after we changed the build tool?",
     ["s7.buildtime1", "s7.buildtime2", "s7.membuild"]),
    ("Who reported that tagged unions came out as unknown, and under which issue number?", ["s8.issue38"]),
    ("How large is the GitHub API description we generate for the meetup demo?", ["s10.ghspec"]),
    ("What information does the HTTP error object of the runtime carry?",
     ["s3.errors", "s1.runtime1", "s3.readclient", "s3.memruntime"]),
    ("Which files were inside the runtime's package tarball for the first release?", ["s4.tarball"]),
    ("Under which licence is the project published, and who holds the copyright?", ["s1.license", "s1.memproject"]),
    ("What does the command line tool use to parse its arguments and to colour its output?", ["s2.cli", "s2.clits"]),
    ("Which version of the package manager is pinned for the workspace?", ["s1.rootpkg", "s9.docsyml"]),
    ("When we profiled the slow generation of the big client, what took most of the CPU time?",
     ["s10.profile", "s10.slowwhy"]),
    ("Under which site URL and base path is the documentation served after the hosting change?", ["s9.astrosite"]),
]

DECISION = [
    ("Why does the command line package only ship an ES module build?", ["s2.esmwhy1", "s2.esmfix1", "s2.lesson1"]),
    ("Why did we stop supporting the older Node LTS line?", ["s6.node18why", "s6.memnode", "s6.changeset6"]),
    ("Why did we leave the old bundler behind?", ["s7.tsdown", "s7.membuild"]),
    ("Why do generated calls no longer raise an exception on a 4xx answer by default?",
     ["s8.result", "s8.memresult"]),
    ("Why did the documentation leave Netlify?", ["s9.ghpages"]),
    ("Why was the runtime's factory function given a new name?", ["s5.rename1"]),
    ("Why did the container build file move out of the repository root?", ["s6.move"]),
    ("Why had we originally chosen to throw on unsuccessful HTTP statuses?", ["s3.errors", "s3.memruntime"]),
    ("Why did core and runtime go back to publishing a CommonJS build after going ESM-only?",
     ["s7.esmwhy2", "s7.esmfix2", "s7.membuild"]),
    ("Why does CI check the packed packages' export maps and type resolution?",
     ["s4.cnfwhy1", "s4.lesson2", "s4.ciyml"]),
]

ERROR = [
    ("Why did the command line tool crash on startup the first time we ran the built binary?",
     ["s2.esmfail1", "s2.esmwhy1", "s2.esmfix1", "s2.lesson1"]),
    ("Why did a user's Jest suite fail to load the runtime right after the 0.2.0 release?",
     ["s7.issue31", "s7.esmfail2", "s7.esmwhy2", "s7.esmfix2"]),
    ("Why couldn't a CommonJS project load the runtime from the very first published version?",
     ["s4.issue12", "s4.cnffail1", "s4.tarball", "s4.cnfwhy1", "s4.cnffix1", "s4.lesson2"]),
    ("Why did core's tests claim the runtime package did not exist, and what fixed it?",
     ["s6.cnffail2", "s6.cnfcheck2", "s6.cnfwhy2", "s6.cnffix2"]),
    ("Why did the test for a list-valued query parameter fail?",
     ["s3.queryfail", "s3.styledoc", "s3.querywhy", "s3.queryfix"]),
    ("Why did the command line tests fail only on the oldest Node version in CI?", ["s6.cinode18", "s6.node18why"]),
    ("What broke the generated type for the pet union, and how was it repaired?",
     ["s8.issue38", "s8.regfail", "s8.regwhy", "s8.regfix1", "s8.regfix2"]),
    ("Why did the documentation build fail on a broken link after we changed hosting?",
     ["s9.docsfail", "s9.docswhy", "s9.docsfix"]),
    ("Why did generating a client for GitHub's API take so long?",
     ["s10.slowgen", "s10.profile", "s10.slowwhy", "s10.slowfix", "s10.lesson3"]),
    ("Did moving the resolver into its own folder cause the union regression?", ["s8.regblame", "s8.regwhy"]),
]

TEMPORAL = [
    ("What did we do on {day:2027-09-14}?", S4),
    ("What happened on {mday:2027-09-22}?", S7),
    ("What got done last Tuesday?", S9),
    ("When did the first version go out to npm?", ["s4.publish01", "s4.release01"]),
    ("What did we work on two days after switching the build tool?", S8),
    ("When is the meetup talk with the live demo?", ["s7.talk", "s10.memrelease", "s10.demoprep"]),
    ("What did we do on the {wd:2027-09-08} of our first week?", S2),
    ("What did we do on {day:2027-09-20}?", S6),
    ("What was done last Thursday?", S10),
    ("What did we work on in the last session before our first release to npm?", S3),
]

MULTIHOP = [
    ("The require error a user hit under Jest: when had we seen the same error code before, and how did its cause "
     "differ?", ["s7.esmfail2", "s7.esmwhy2", "s2.esmfail1", "s2.esmwhy1", "s2.lesson1"]),
    ("Core's tests could not find the runtime: which earlier incident showed the same message, and what lesson did "
     "we write down then?", ["s6.cnffail2", "s6.cnfwhy2", "s4.cnffail1", "s4.cnfwhy1", "s4.lesson2"]),
    ("Which commit moved the resolver, and was that move behind the discriminator bug?",
     ["s6.commit6", "s6.gitmv1", "s8.regblame", "s8.regwhy"]),
    ("The file the profiler blamed for the slow GitHub generation: where did it live before, and when was it moved?",
     ["s10.profile", "s6.gitmv1", "s6.commit6"]),
    ("Which Node base image does the CLI container use now, and what decision made us change it?",
     ["s6.dockeredit", "s6.dockeredit2", "s6.node18why", "s6.memnode"]),
    ("Which release was ESM-only, and which patch release brought CommonJS back?",
     ["s7.publish02", "s7.publish021", "s7.membuild"]),
    ("What API will the meetup demo generate a client for, and how long does that take now?",
     ["s7.talk", "s10.fastgen", "s10.memrelease"]),
    ("Who filed the CommonJS not-found issue and who filed the Jest require issue?", ["s4.issue12", "s7.issue31"]),
    ("Which release shipped the result-object behaviour, and where were its release notes published?",
     ["s9.publish03", "s9.ghrelease", "s8.memresult"]),
    ("The union regression: which change by Tomasz and which resolver behaviour combined to cause it?",
     ["s8.regbisect", "s8.regwhy", "s8.readresolve"]),
]

PREFERENCE = [
    ("Can I use npm to add a dev dependency in this repo?", ["s1.pnpmrule"]),
    ("Should the new helper module export its function as the default export?",
     ["s1.pnpmrule", "s5.nodefault", "s5.eslintrule"]),
    ("I changed behaviour that users will notice: what do I need to add to the PR besides code?",
     ["s2.changesetrule"]),
    ("How should I word the commit message for a bug fix in the runtime package?", ["s2.changesetrule"]),
    ("How should tests for the code generator check what it emits?", ["s2.snaprule"]),
    ("Could we use the qs library in the runtime to build query strings?", ["s9.nodeps"]),
    ("Is it fine to keep the generator's expected output in separate snapshot files?", ["s2.snaprule"]),
    ("What should the CI workflow use to install dependencies?", ["s1.pnpmrule"]),
    ("Should links between documentation pages be absolute paths?", ["s9.docswhy"]),
    ("How should we version a breaking change while we are still before 1.0?", ["s8.result"]),
]

SUPERSEDED = [
    ("Which bundler builds the packages?",
     ["s7.tsdown", "s7.swapdeps", "s7.tsdowncfg", "s7.membuild", "s7.commit7"],
     ["s1.goal", "s1.tsupcfg", "s1.memproject", "s1.build1"]),
    ("What is the lowest Node version we support?",
     ["s6.node18why", "s6.enginesedit", "s6.memnode", "s6.changeset6"],
     ["s1.node18", "s1.rootpkg", "s1.memproject", "s1.tsupcfg"]),
    ("Does a generated call throw when the server answers 404?",
     ["s8.result", "s8.resultedit", "s8.resulttype", "s8.memresult", "s9.docsresult"],
     ["s3.errors", "s3.memruntime", "s1.runtime1", "s3.readclient"]),
    ("What is the function that makes a client instance called now?",
     ["s5.rename1", "s5.renamesed", "s5.deprecalias", "s5.changeset5"],
     ["s1.runtime1", "s3.readclient", "s1.memproject", "s3.memruntime"]),
    ("Which flag tells the generator where to write its files?",
     ["s5.rename1", "s5.outflag", "s5.outwarn", "s5.changeset5", "s10.slowgen", "s10.fastgen"],
     ["s2.cli", "s2.clits", "s2.cliok"]),
    ("Where is the documentation site hosted?", ["s9.ghpages", "s9.docsyml", "s9.rmnetlify", "s9.commit9"],
     ["s3.docs", "s3.netlifytoml", "s3.memruntime"]),
    ("Where does the CLI's Dockerfile live now?",
     ["s6.move", "s6.gitmv1", "s6.dockerread", "s6.dockeredit", "s6.commit6"], []),
    ("Which file contains the $ref resolver now?",
     ["s6.gitmv1", "s6.importfix", "s6.commit6", "s8.readresolve", "s10.profile"], ["s1.generate"]),
    ("Do core and runtime still ship a CommonJS build?",
     ["s7.esmfix2", "s7.exportsdual", "s7.membuild", "s7.attw2"], ["s7.tsdown", "s7.tsdowncfg", "s7.exportsesm"]),
    ("Which Node versions does the CI test matrix run?", ["s6.matrixedit", "s6.memnode"], ["s4.ciyml"]),
]


def questions() -> list[dict]:
    out = []
    for cat, rows in (("fact", FACT), ("decision", DECISION), ("error", ERROR), ("temporal", TEMPORAL),
                      ("multi-hop", MULTIHOP), ("preference", PREFERENCE)):
        out += [{"id": f"{cat}-{n}", "category": cat, "question": q, "gold": gold}
                for n, (q, gold) in enumerate(rows, 1)]
    out += [{"id": f"superseded-{n}", "category": "superseded", "question": q, "gold": gold,
             **({"stale": stale} if stale else {})}
            for n, (q, gold, stale) in enumerate(SUPERSEDED, 1)]
    return out
