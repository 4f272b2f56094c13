"""The 70 questions about the feltbog history, asked on Monday 31 May 2027 (see README.md).

Written before the set was first scored; not edited afterwards. Each names the markers of the
items that answer it (`gold`) and, for a renamed, changed or reversed thing, the items of the old
state (`stale`). Dates in {day:...}, {mday:...}, {wd:...} are rendered by bench/agent_eval.py.
"""
from __future__ import annotations

from _agentset import by_category  # bench/, on the path of build.py

import re

from _agentset import build_items
from sessions import SESSIONS


def _session(sid: str) -> list[str]:
    """Every named item of one session (the unnamed ones are session starts, stops and routine noise)."""
    items = build_items([s for s in SESSIONS if s[0] == sid], "/x", "/x")
    return [i["marker"] for i in items if not re.search(r"\.n\d\d$", i["marker"])]


FACT = [
    ("What reverse-DNS id does the desktop program carry?", ["s1.scaffold", "s1.memproject"]),
    ("How long did Apple need to approve the Mac build the first time it was notarised?", ["s6.notarized"]),
    ("How large was Jens's database from last season before the pictures were pulled out, and how many pictures "
     "did it hold?", ["s7.blobs", "s7.dbsize"]),
    ("How small did last season's database get once the pictures were out and it had been compacted?",
     ["s8.vacuum"]),
    ("How long did moving all the pictures to files take on the copy of last year's data?", ["s8.photomigrun"]),
    ("How many records went into the ringing-centre file when we exported last year's test data, and how quickly?",
     ["s3.walok", "s3.lockedfail"]),
    ("How long did the Windows job take in the very first green release run?", ["s5.runok1"]),
    ("Which Apple team id appears in the signing identity for the Mac build?", ["s6.macsign"]),
    ("Which operating systems and CPU types does the update manifest of 0.3.0 list?", ["s9.updatecheck"]),
    ("How many backend unit tests were passing at the end of last week?", ["s11.cargotest5"]),
]

DECISION = [
    ("Why did we take the pictures out of the SQLite file?", ["s7.blobs", "s7.dbsize"]),
    ("Why don't the tablets put new versions on by themselves any more?", ["s7.updaterask"]),
    ("Why did we swap out our JavaScript lint and formatting tools?", ["s7.biome"]),
    ("What made us change who issues the certificate for signing the Windows installer?", ["s9.smartscreen"]),
    ("Why did the table with the bird records get a new name?", ["s4.rename"]),
    ("Why do we keep the compiled query metadata in version control?", ["s1.sqlxwhy", "s1.sqlxfix"]),
    ("Why did we raise the lowest Mac OS release we support?", ["s9.minmacwhy", "s9.minmacos11"]),
    ("Why does the entry form keep saving a draft in the background?", ["s3.export", "s8.autosave10"]),
    ("Why did we add a CI step that verifies the query cache is current?", ["s4.prephook"]),
    ("Why does the app have to do everything locally, without a server?", ["s1.goal"]),
]

ERROR = [
    ("What stopped the very first Rust build from compiling, and how did we get past it?",
     ["s1.sqlxfail", "s1.sqlxwhy", "s1.sqlxfix"]),
    ("Why did the front-end unit test of the backend wrapper crash at first?",
     ["s2.vitestfail", "s2.mockipc", "s2.vitestsetup"]),
    ("Why did saving drafts fail while the export was running?",
     ["s3.lockedfail", "s3.lockedwhy", "s3.walfix", "s3.lesson1"]),
    ("Why did the browser tests hit a locked database once they ran in parallel?",
     ["s6.locked2fail", "s6.locked2why", "s6.perworker", "s6.dbenv", "s6.lesson2"]),
    ("Why did the offline build break right after the big rename?", ["s4.prepfail", "s4.prepfix"]),
    ("Why did the Ubuntu job fail in our first release run?", ["s5.linuxfail", "s5.linuxwhy", "s5.linuxfix"]),
    ("What went wrong bundling the Windows installer for the 0.3.0 tag, and what fixed it?",
     ["s9.sigfail", "s9.sigwhy", "s9.secretfix"]),
    ("Why was signing through Microsoft's cloud service refused with access denied?",
     ["s10.azurefail", "s10.azurewhy", "s10.azureendpoint"]),
    ("Which Playwright test timed out on release day, and what was behind it?",
     ["s10.e2eflake", "s10.flakewhy", "s10.flakefix"]),
    ("Why was a busy day's list still slow after the pictures had moved out?", ["s8.slowlist", "s8.indexq"]),
]

TEMPORAL = [
    ("What did we do on {day:2027-05-07}?", _session("s3")),
    ("What got done last Tuesday?", _session("s9")),
    ("What happened on {mday:2027-05-13}?", _session("s5")),
    ("What did we work on the day after the first release was published?", _session("s11")),
    ("When did the station first get a published release?", ["s10.publish", "s10.memrelease"]),
    ("What did we set up on the Wednesday of the first week?", _session("s2")),
    ("What were we doing the Monday before we switched to the new formatter?", _session("s6")),
    ("What did we do on {day:2027-05-21}?", _session("s8")),
    ("When did the Windows signing move to Azure?", ["s9.smartscreen", "s9.azuresign", "s9.commit9"]),
    ("What did we get done last week on {wd:2027-05-27}?", _session("s10")),
]

MULTIHOP = [
    ("The station leader who complained about a restart during a net round: in which language should his release "
     "notes be?", ["s7.updaterask", "s8.memjens"]),
    ("The secret that broke the Windows bundle for the release candidate: where is the backup of the key it holds?",
     ["s9.sigwhy", "s5.memkeys"]),
    ("What replaced the command that used to insert a bird, and which Rust test checks it?",
     ["s4.rename", "s4.cargotest2"]),
    ("How much of the old database did the pictures take up, and how small was it after they moved out?",
     ["s7.dbsize", "s8.vacuum"]),
    ("Which release run failed on the updater key, and how long did its Mac job take once it was rerun?",
     ["s9.sigfail", "s9.runok2"]),
    ("The linter we switched to: which version did we install, and what indentation does it enforce?",
     ["s7.biomeinit", "s7.biomejson", "s7.tabs"]),
    ("The lesson about parallel test workers: which environment variable does it rely on, and where is it read?",
     ["s6.lesson2", "s6.dbenv"]),
    ("How fast does the busy September day load now, and which index made the difference?",
     ["s8.fastlist", "s8.migration5"]),
    ("Which provider did we sign Windows builds with before Azure, and what did it cost a year?",
     ["s6.signing", "s9.smartscreen"]),
    ("The ringer who is on Ubuntu: what did he ask for after the first release?", ["s5.release", "s11.feedback"]),
]

PREFERENCE = [
    ("Can I add a dependency with npm install?", ["s1.pnpm"]),
    ("How should commit messages be written here?", ["s1.pnpm"]),
    ("Should the tests for a new Rust command run against a mocked database?", ["s2.testpref"]),
    ("What indentation, quote style and line length does the code use?", ["s7.tabs", "s7.biomejson"]),
    ("Is it fine to ship a release on a Friday afternoon?", ["s8.memjens", "s11.norelease"]),
    ("In which language do the release notes go?", ["s8.memjens", "s10.memrelease"]),
    ("What do we do with a UI test that fails now and then?", ["s10.flakewhy"]),
    ("Where should Svelte components call the backend commands from?", ["s2.form", "s2.apits"]),
    ("How must CI install the JavaScript dependencies?", ["s1.pnpm", "s5.releaseyml"]),
    ("At what time of day should we avoid pushing an update to the station?", ["s8.memjens", "s7.updaterask"]),
]

SUPERSEDED = [
    ("What is the table of ringing records called?", ["s4.rename", "s4.migration2", "s4.commit4", "s7.blobs",
                                                      "s8.migration3", "s8.migration5", "s11.migration6"],
     ["s1.initsql", "s1.commit1"]),
    ("Which backend command stores a newly ringed bird?", ["s4.rename", "s4.librs", "s4.commit4"],
     ["s1.capturesrs", "s2.apits", "s1.commit1"]),
    ("What is the route of the data-entry screen?", ["s4.rename", "s4.gitmv", "s4.commit4"],
     ["s2.form", "s2.formsvelte"]),
    ("How often does the entry form store a draft?", ["s8.autosave10"], ["s3.export", "s3.autosave"]),
    ("Which release of the SQL toolkit does the Rust side use?", ["s9.sqlx08", "s9.cargotest4", "s9.commit9"],
     ["s1.cargotoml", "s1.memproject"]),
    ("What is the oldest Mac OS version the app runs on?", ["s9.minmacos11", "s9.minmacwhy", "s9.commit9"],
     ["s5.minmacos"]),
    ("How is the Windows build signed?", ["s9.smartscreen", "s9.azuresign", "s9.commit9", "s10.azurerun", "s10.azureok",
                                   "s10.memrelease"],
     ["s6.signing", "s6.winsign1", "s6.commit6"]),
    ("What happens on a tablet when a new version is out?", ["s7.updaterask", "s7.updaterbanner"], ["s5.updater"]),
    ("Which fat scores does the app accept?", ["s11.feedback", "s11.migration6", "s11.cargotest5", "s11.commit11"],
     ["s1.initsql"]),
    ("Where on disk are a capture's pictures kept?", ["s11.feedback", "s11.mediadir", "s11.commit11"],
     ["s7.blobs", "s8.photomig", "s8.photosrs"]),
]


def questions() -> list[dict]:
    return by_category(FACT, DECISION, ERROR, TEMPORAL, MULTIHOP, PREFERENCE, SUPERSEDED)
