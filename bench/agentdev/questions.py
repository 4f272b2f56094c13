"""The questions about the ledgerline history, asked the morning after the last session
(sessions.ASKED_AT, a Friday), in a developer's own words. `gold`: the markers of the items
that answer (any one of them in the results is a hit); build.py checks that they exist."""
from __future__ import annotations

from _agentset import numbered  # bench/ is on sys.path (build.py, agent_eval.py)

S3 = ["s3.banks", "s3.mvparse", "s3.rename", "s3.revolut", "s3.dedupdecision", "s3.dedup", "s3.f64", "s3.commit3"]
S2 = ["s2.rules", "s2.ruleswrite", "s2.commabug", "s2.commafail", "s2.commafix", "s2.commacommit"]
S5 = ["s5.dupA", "s5.dupAcause", "s5.dupAfix", "s5.commit5", "s5.lessonA"]
S6 = ["s6.offline", "s6.dropreqwest", "s6.fxoffline", "s6.nextest", "s6.errstyle", "s6.errorrs", "s6.memprefs",
      "s6.commit6"]
S9 = ["s9.fixrelease", "s9.bundled", "s9.released", "s9.lessonRel", "s9.dupB", "s9.dupBquery", "s9.dupBcause",
      "s9.dupBfix", "s9.commit9", "s9.lessonB", "s9.budget", "s9.budgetwrite"]
S10 = ["s10.beancount", "s10.beanwrite", "s10.beanfail", "s10.beanfix", "s10.summary", "s10.renamesummary",
       "s10.commit10", "s10.memstatements"]
S11 = ["s11.slow", "s11.storeread", "s11.txfix", "s11.fastrun", "s11.commit11", "s11.lessonTx"]

Q = [
    # -- fact
    ("fact", "Which crate parses the command-line arguments?", ["s1.goal", "s1.main", "s1.cargo"]),
    ("fact", "Where on disk is the ledger database file kept?", ["s1.sqlite", "s1.main"]),
    ("fact", "In what format is the file that maps merchants to spending categories?", ["s2.rules", "s2.ruleswrite"]),
    ("fact", "Which banks' exports can the tool read?", ["s3.banks", "s3.commit3", "s3.revolut"]),
    ("fact", "Where do I keep the real statement downloads from my bank?", ["s10.memstatements"]),
    ("fact", "Which accounting program is the export meant for?", ["s10.beancount", "s10.beanwrite", "s10.commit10"]),
    ("fact", "How are the spending limits per category configured?", ["s9.budget", "s9.budgetwrite"]),
    ("fact", "How long does loading the whole 2025 history take now?", ["s11.fastrun", "s11.commit11"]),
    ("fact", "How does the tool recognise a row it has already stored?", ["s3.dedupdecision", "s3.dedup", "s5.dupAfix"]),
    # -- decision
    ("decision", "Why didn't we pick an ORM like diesel for persistence?", ["s1.sqlite"]),
    ("decision", "Why did we stop downloading exchange rates from the internet?", ["s6.offline", "s6.commit6"]),
    ("decision", "Why did we move from floating point to whole-number cents?", ["s7.cents", "s7.memcents", "s7.commit7"]),
    ("decision", "Why was the report subcommand given a new name?", ["s10.summary", "s10.renamesummary"]),
    ("decision", "What did we settle on to keep a re-imported statement from doubling the data?",
     ["s3.dedupdecision", "s3.dedup"]),
    ("decision", "What did we choose for packaging and publishing prebuilt binaries?", ["s8.release"]),
    ("decision", "Why is SQLite compiled into the executable?", ["s9.bundled", "s9.lessonRel", "s9.released"]),
    ("decision", "How do categories with spaces become Beancount account names?", ["s10.beanfix"]),
    ("decision", "Which of Revolut's two date columns do we trust, and why?",
     ["s9.dupBcause", "s9.dupBfix", "s9.lessonB", "s9.commit9"]),
    # -- error
    ("error", "Why were amounts with a thousands separator read wrong from the Dutch bank's file?",
     ["s2.commafix", "s2.commacommit", "s2.commabug", "s2.commafail"]),
    ("error", "What caused the first batch of doubled rows after loading the same ING file again?",
     ["s5.dupAcause", "s5.dupAfix", "s5.commit5", "s5.lessonA"]),
    ("error", "Why did overlapping Revolut downloads give twice the late-February payments?",
     ["s9.dupBcause", "s9.dupBfix", "s9.commit9", "s9.lessonB"]),
    ("error", "Why couldn't the static Linux build of the release link?",
     ["s8.releasefail", "s9.bundled", "s9.lessonRel"]),
    ("error", "What made the very first compile fail?", ["s1.build1"]),
    ("error", "bean-check refused the exported file; what was wrong with it?", ["s10.beanfail", "s10.beanfix"]),
    ("error", "Why were the monthly sums a cent off?", ["s7.cents", "s7.memcents"]),
    ("error", "Why was the big import taking minutes?", ["s11.txfix", "s11.commit11", "s11.lessonTx", "s11.slow"]),
    ("error", "What went wrong when importing without a network connection?", ["s6.offline"]),
    # -- temporal
    ("temporal", "What did we work on on {day:2026-03-05}?", S3),
    ("temporal", "What did we do the day after we set up the project skeleton?", S2),
    ("temporal", "What did we get done the day after the release failed?", S9),
    ("temporal", "What did we change last {wd:2026-03-24}?", S10),
    ("temporal", "What were we working on yesterday?", S11),
    ("temporal", "Which bug did we fix on {day:2026-03-11}?", S5),
    ("temporal", "What was the last thing we changed before the release broke?",
     ["s8.release", "s8.distinit", "s7.cents", "s7.centsmodel", "s7.migration", "s7.categorize", "s7.renamecat", "s7.report", "s7.reportwrite",
      "s7.reportrun", "s7.commit7", "s7.memcents"]),
    ("temporal", "What did we decide in the week before the release went red?",
     ["s6.offline", "s6.commit6", "s7.cents", "s7.memcents", "s5.dupAcause", "s6.errstyle"]),
    ("temporal", "Which new subcommand did we add last week?", ["s7.report", "s7.reportwrite", "s7.commit7",
                                                                "s9.budget", "s9.budgetwrite"]),
    ("temporal", "When did we add currency conversion?", ["s4.ecb", "s4.fxwrite", "s4.commit4"]),
    ("temporal", "What happened on {mday:2026-03-13}?", S6),
    ("temporal", "What did we do two days after adding the ECB rates?", S5),
    # -- multi-hop
    ("multi-hop", "The function that reads ING files used to have another name: which commit renamed it?",
     ["s3.rename", "s3.commit3"]),
    ("multi-hop", "Which test runner should I use to check the Revolut duplicate fix?", ["s6.nextest", "s6.memprefs"]),
    ("multi-hop", "The dependency that made the binary bloated: what was it for, and do we still use it?",
     ["s4.binsize", "s6.dropreqwest", "s6.offline"]),
    ("multi-hop", "What had to change in Cargo.toml before v0.2.0 could be published?", ["s9.bundled", "s9.released"]),
    ("multi-hop", "The bank that pads its descriptions with spaces: which number-format quirk does it also have?",
     ["s2.commafix", "s2.commabug", "s2.commacommit"]),
    ("multi-hop", "What does Uber Eats have to do with the second duplicates bug?",
     ["s9.dupBquery", "s9.dupBcause", "s9.dupB"]),
    ("multi-hop", "How much faster did the 52k-row import get, and thanks to what?",
     ["s11.fastrun", "s11.txfix", "s11.commit11"]),
    ("multi-hop", "Which SQL migration changed how money is stored, and what is the new column?",
     ["s7.migration", "s7.centsmodel"]),
    ("multi-hop", "What error does the importer give when no exchange rate exists for a day?", ["s6.errorrs"]),
    ("multi-hop", "The lesson about trimming descriptions came from which bug?",
     ["s5.lessonA", "s5.dupAcause", "s5.dupA"]),
    # -- preference
    ("preference", "How does Maya like the tests run?", ["s6.nextest", "s6.memprefs"]),
    ("preference", "Where is it fine to use anyhow in this codebase?", ["s6.errstyle", "s6.memprefs"]),
    ("preference", "May I copy my real bank statements into the test fixtures?", ["s10.memstatements"]),
    ("preference", "Does the user care how big the executable is?", ["s4.binsize", "s6.offline", "s6.memprefs"]),
    ("preference", "Does the user want an async database layer?", ["s1.sqlite"]),
    ("preference", "Should an import be allowed to need internet access?", ["s6.offline"]),
    ("preference", "What kind of errors should the library modules return?", ["s6.errstyle", "s6.memprefs",
                                                                              "s6.errorrs"]),
    ("preference", "Is it OK to keep money in a floating-point field?", ["s7.memcents", "s7.cents", "s7.centsmodel"]),
    # -- superseded
    ("superseded", "What is the function that reads an ING statement called now?", ["s3.rename", "s3.commit3"]),
    ("superseded", "What is the function that assigns categories to transactions called?",
     ["s7.renamecat", "s7.commit7", "s7.categorize"]),
    ("superseded", "Which command prints the monthly spending per category?", ["s10.renamesummary", "s10.summary",
                                                                               "s10.commit10"]),
    ("superseded", "Where do the exchange rates come from?", ["s6.fxoffline", "s6.offline", "s6.commit6"]),
    ("superseded", "What type holds a transaction's amount?", ["s7.centsmodel", "s7.memcents"]),
    ("superseded", "Which source file has the categorisation code?", ["s7.mvrules", "s7.renamecat", "s7.commit7"]),
    ("superseded", "Which Revolut column gives a transaction its date?", ["s9.dupBfix", "s9.lessonB", "s9.dupBcause"]),
    ("superseded", "Does the build still depend on reqwest?", ["s6.dropreqwest", "s6.offline", "s6.commit6"]),
    ("superseded", "Where does the ING parser's source live?", ["s3.mvparse", "s3.commit3"]),
]

#: Items that must NOT outrank the gold of a superseded question (reported, not scored): the old state.
STALE = {
    "What is the function that reads an ING statement called now?": ["s1.parsewrite"],
    "What is the function that assigns categories to transactions called?": ["s2.ruleswrite"],
    "Which command prints the monthly spending per category?": ["s7.report", "s7.reportwrite", "s7.reportrun"],
    "Where do the exchange rates come from?": ["s4.ecb", "s4.fxwrite", "s4.commit4"],
    "What type holds a transaction's amount?": ["s1.model", "s3.f64"],
    "Which Revolut column gives a transaction its date?": ["s3.revolut"],
}


def questions() -> list[dict]:
    return numbered(Q, STALE)
