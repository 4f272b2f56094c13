"""The 70 questions about the hovernote history, asked on Monday 31 May 2027 (see README.md).

Written blind, before the set was first scored; not edited afterwards. Each names the markers of the
items that answer it (`gold`) and, for a renamed or reversed thing, the items of the old state
(`stale`). Dates in {day:...}, {mday:...}, {wd:...} are rendered by bench/agent_eval.py.
"""
from __future__ import annotations

from _agentset import by_category  # bench/, on the path of build.py

S1 = ["s1.goal", "s1.stack", "s1.crxadd", "s1.pkg", "s1.manifest", "s1.viteconf", "s1.build1fail", "s1.icons",
      "s1.build1ok", "s1.syncstore", "s1.storage", "s1.commitstyle", "s1.commit1"]
S3 = ["s3.backend", "s3.workerts", "s3.wranglertoml", "s3.d1migrate", "s3.deploy1", "s3.contentfetch", "s3.cors1",
      "s3.cors1curl", "s3.cors1cause", "s3.bgsync", "s3.cors1ok", "s3.lesson1", "s3.memapi1", "s3.commit3"]
S5 = ["s5.rename1", "s5.gitmv", "s5.greptooltip", "s5.testafterrename", "s5.testfix", "s5.testok5", "s5.keyrename",
      "s5.migrate", "s5.playwright", "s5.e2efixture", "s5.e2efail", "s5.e2ecause", "s5.e2efix", "s5.e2eok",
      "s5.commit5"]
S6 = ["s6.store", "s6.zipmjs", "s6.zip030", "s6.upload1", "s6.memstore", "s6.rejected", "s6.greptabs",
      "s6.optionalhosts", "s6.manifest2", "s6.sitests", "s6.versionrule", "s6.zip031", "s6.commit6"]
S7 = ["s7.approved", "s7.fuseprofile", "s7.minisearch", "s7.swapdeps", "s7.searchts", "s7.msprofile",
      "s7.routerename", "s7.migration2", "s7.routeedit", "s7.routeedit2", "s7.d1fail", "s7.grepterms", "s7.sqlfix",
      "s7.deployok7", "s7.clientroute", "s7.commit7"]
S8 = ["s8.domain", "s8.wranglerdomain", "s8.deploydomain", "s8.apibase", "s8.cors2", "s8.cors2curl", "s8.manifest8",
      "s8.cors2cause", "s8.cors2fix", "s8.cors2fix2", "s8.cors2ok", "s8.lesson3", "s8.mempeople", "s8.ratelimit",
      "s8.ratelimitcfg", "s8.commit8"]
S9 = ["s9.gdocs", "s9.portalcss", "s9.shadowdom", "s9.hostts", "s9.shadowtest", "s9.inputs", "s9.skipedit",
      "s9.perfprofile", "s9.debounce", "s9.debounceedit", "s9.perf2", "s9.logrule", "s9.eslintnoconsole",
      "s9.lintfail9", "s9.commit9"]
S10 = ["s10.release", "s10.bumpdeps", "s10.e2efail10", "s10.distmanifest", "s10.crxpin", "s10.crxpinned",
       "s10.etag", "s10.alarmedit", "s10.etagworker", "s10.ratelimit2", "s10.rateexplain", "s10.deploy10",
       "s10.memapi2", "s10.release040", "s10.commit10"]

FACT = [
    ("How many entries were in the test termbase Adaeze sent when we built the term matching?", ["s2.matcher"]),
    ("How slow was a popup lookup per keystroke with the old search library?", ["s7.fuseprofile", "s7.minisearch"]),
    ("Whose developer account is the extension published under, and is the listing public?",
     ["s6.memstore", "s6.store", "s8.mempeople"]),
    ("How large was the glossary that didn't fit into Chrome's synced storage?", ["s2.quotafail", "s2.localstore"]),
    ("What is the Cloudflare SQL database behind the API called?",
     ["s3.wranglertoml", "s3.memapi1", "s10.memapi2", "s3.d1migrate", "s3.deploy1", "s7.d1fail"]),
    ("How many terms does the second client's glossary hold on the server?", ["s7.routerename", "s7.deployok7"]),
    ("How long did the browser test suite take once the extension finally loaded in it?", ["s5.e2eok"]),
    ("How many sync calls reached the backend in a single day before we slowed syncing down, and from how many "
     "installs?", ["s10.etag"]),
    ("How busy was the main thread during the endless-scrolling perf test, before and after the fix?",
     ["s9.perfprofile", "s9.perf2"]),
    ("What is the name of the element that hosts the card's isolated DOM?", ["s9.hostts"]),
]

DECISION = [
    ("Why isn't the glossary stored in Chrome's cross-device synced storage?",
     ["s2.localstore", "s2.quotadocs", "s2.quotafail"]),
    ("Why do network requests to our backend go through the background script instead of the page scripts?",
     ["s3.cors1cause", "s3.lesson1"]),
    ("Why did we go with MiniSearch for looking up terms in the popup?", ["s7.minisearch", "s7.fuseprofile"]),
    ("Why does the extension only run on sites a translator has switched on?", ["s6.optionalhosts", "s6.rejected"]),
    ("Why is the periodic glossary refresh scheduled with alarms rather than a JavaScript timer?",
     ["s4.alarms", "s4.memsw"]),
    ("Why is the hover card rendered in a shadow root?", ["s9.shadowdom", "s9.gdocs", "s9.portalcss"]),
    ("Why did the API get its own domain instead of the workers.dev address?", ["s8.domain"]),
    ("Why is the CRXJS plugin pinned to an exact older beta?", ["s10.crxpin", "s10.e2efail10"]),
    ("What was the original reasoning for putting the glossary in chrome.storage.sync?", ["s1.syncstore"]),
    ("Why was the per-key request ceiling on the Worker raised?", ["s10.rateexplain", "s10.ratelimit2"]),
]

ERROR = [
    ("What made the very first production build fail?", ["s1.build1fail", "s1.icons"]),
    ("Why did the unit tests blow up as soon as they touched extension storage?",
     ["s2.vitestfail", "s2.fakebrowser", "s2.setupts"]),
    ("What error did importing a big client glossary throw at first, and what did we change because of it?",
     ["s2.quotafail", "s2.localstore", "s2.storagelocal"]),
    ("The first CORS failure on a page we were reading: what caused it and how was it solved?",
     ["s3.cors1", "s3.cors1curl", "s3.cors1cause", "s3.bgsync", "s3.lesson1"]),
    ("The popup's 'Failed to fetch' after the API got its own hostname, even though curl worked: what was the cause?",
     ["s8.cors2", "s8.cors2cause", "s8.cors2fix", "s8.cors2fix2", "s8.lesson3"]),
    ("Why did switching Hovernote off from the popup fail on a tab that was already open?",
     ["s4.noreceiver", "s4.noreceivercause", "s4.noreceiverfix", "s4.injectts", "s4.lesson2"]),
    ("Why did the Playwright runs hang waiting for the background worker?", ["s5.e2efail", "s5.e2ecause", "s5.e2efix"]),
    ("Which test broke after the card component got its new name, and what fixed it?",
     ["s5.testafterrename", "s5.testfix", "s5.greptooltip"]),
    ("Why did the new per-glossary endpoint return a server error right after the schema migration?",
     ["s7.d1fail", "s7.grepterms", "s7.sqlfix"]),
    ("What went wrong in the end-to-end tests after the build tooling upgrade on release day?",
     ["s10.e2efail10", "s10.distmanifest", "s10.crxpin", "s10.crxpinned"]),
]

TEMPORAL = [
    ("What did we do on {day:2027-05-07}?", S3),
    ("What did we work on last Thursday?", S10),
    ("What happened on {mday:2027-05-13}?", S5),
    ("What were we doing the Tuesday before the release?", S9),
    ("When did the store turn down our first submission, and what did we do that day?",
     ["s6.rejected", "s6.optionalhosts", "s6.manifest2", "s6.zip031", "s6.commit6"]),
    ("What did we do on {wd:2027-05-21} the week before last?", S8),
    ("What did we do on {day:2027-05-03}?", S1),
    ("On which day did the API move to its own domain?",
     ["s8.domain", "s8.wranglerdomain", "s8.deploydomain", "s8.apibase", "s8.commit8"]),
    ("What were we doing in the session before we swapped out the popup's search library?", S6),
    ("What did we work on the day after 0.3.1 was approved?", S7),
]

MULTIHOP = [
    ("The client whose glossary made the popup sluggish: how many entries does it have on the server?",
     ["s7.approved", "s7.routerename", "s7.deployok7"]),
    ("Who must sign off before a store upload, and what did the reviewers object to the first time?",
     ["s8.mempeople", "s6.rejected"]),
    ("The tester who reported the broken card styling: which OS and browser does she test on?",
     ["s9.gdocs", "s8.mempeople"]),
    ("Which permission did the store say we asked for without using, and which calls in our code made it look "
     "needed?", ["s6.rejected", "s6.greptabs", "s6.optionalhosts"]),
    ("The lesson about tabs opened before the extension was loaded: which popup feature ran into it, and which API "
     "does the workaround call?", ["s4.lesson2", "s4.toggle", "s4.noreceivercause", "s4.injectts"]),
    ("Whose client portal wrecked the card's look, and what did its stylesheet do?", ["s9.gdocs", "s9.portalcss"]),
    ("Which version did the store reject, and which version went back for review with the fix?",
     ["s6.zip030", "s6.upload1", "s6.zip031", "s6.commit6", "s6.versionrule"]),
    ("How many rescans a minute did the infinite-scroll page cause, and which debounce brought it down to how many?",
     ["s9.perfprofile", "s9.perf2", "s9.debounce"]),
    ("The domain Adaeze bought: which manifest field had to list it before the popup could sync?",
     ["s8.domain", "s8.cors2cause", "s8.cors2fix", "s8.lesson3"]),
    ("What does the old flat terms route do now, and how long was it meant to stay?",
     ["s7.routeedit2", "s7.routerename"]),
]

PREFERENCE = [
    ("Can I just npm install a dependency?", ["s1.stack"]),
    ("How should I word the commit message for a fix in the popup?", ["s1.commitstyle"]),
    ("What are the code formatter settings here?", ["s1.stack"]),
    ("I've fixed a bug; what has to go in with the fix?", ["s2.testrule"]),
    ("Is it okay to type something as any to get past the compiler?", ["s2.testrule"]),
    ("How do I bump the extension's version number?", ["s6.versionrule", "s6.memstore"]),
    ("Can I leave a console.log in the content script while debugging?", ["s9.logrule", "s9.eslintnoconsole"]),
    ("Who do I have to check with before pushing a new build to the Web Store?", ["s8.mempeople"]),
    ("When does the agency's tester expect a build ahead of a release?", ["s8.mempeople"]),
    ("Can the service worker keep the last sync time in a module-level variable?", ["s4.memsw", "s4.alarms"]),
]

SUPERSEDED = [
    ("What is the hover card component called?",
     ["s5.rename1", "s5.gitmv", "s5.testfix", "s5.commit5"], ["s2.tooltiptsx"]),
    ("Under which key is the glossary saved in extension storage?",
     ["s5.keyrename", "s5.rename1", "s5.migrate", "s5.commit5"],
     ["s1.storage"]),
    ("Which version of the CRXJS plugin do we build with?", ["s10.crxpin", "s10.crxpinned", "s10.commit10"],
     ["s1.crxadd", "s1.pkg", "s10.bumpdeps"]),
    ("Which endpoint does the extension call to pull glossary changes?",
     ["s7.routerename", "s7.routeedit2", "s7.clientroute", "s10.memapi2", "s7.deployok7",
      "s7.d1fail", "s8.cors2", "s8.cors2curl"], ["s3.backend", "s3.workerts", "s3.memapi1"]),
    ("What is the database table holding the glossary rows called?",
     ["s7.routerename", "s7.migration2", "s7.sqlfix", "s7.commit7", "s10.memapi2"],
     ["s3.backend"]),
    ("How often does the extension refresh the glossary in the background?",
     ["s10.etag", "s10.alarmedit", "s10.commit10"],
     ["s4.alarms", "s4.bgalarms", "s4.commit4"]),
    ("How many requests a minute does the Worker let one key make?",
     ["s10.ratelimit2", "s10.rateexplain", "s10.memapi2", "s10.commit10"],
     ["s8.ratelimit", "s8.ratelimitcfg"]),
    ("What's the most glossary entries the API sends back in one response?",
     ["s7.routerename", "s7.routeedit", "s7.commit7"],
     ["s3.backend", "s3.workerts"]),
    ("What's the base URL of our API?",
     ["s8.domain", "s8.apibase", "s10.memapi2", "s8.deploydomain", "s10.deploy10"], ["s3.deploy1", "s3.memapi1"]),
    ("Which library powers the search box in the popup?", ["s7.minisearch", "s7.swapdeps", "s7.searchts", "s7.commit7"],
     ["s1.pkg", "s7.fuseprofile"]),
]


def questions() -> list[dict]:
    return by_category(FACT, DECISION, ERROR, TEMPORAL, MULTIHOP, PREFERENCE, SUPERSEDED)
