"""The 70 questions about the quillmark history, asked on Monday 4 October 2027 (see README.md).

Written blind and committed before the set was first scored; not edited afterwards. Each names the
markers of the items that answer it (`gold`) and, for a renamed or reversed thing, the items of the
old state (`stale`). Dates in {day:...}, {mday:...}, {wd:...} are rendered by bench/agent_eval.py.
"""
from __future__ import annotations

from _agentset import by_category  # bench/, on the path of build.py

S1 = ["s1.goal", "s1.rules", "s1.uvinit", "s1.config", "s1.compose1", "s1.composeup", "s1.port", "s1.schema1",
      "s1.migrate1", "s1.main1", "s1.commit1"]
S2 = ["s2.ingest", "s2.gitignore", "s2.chunker", "s2.overlapfail", "s2.overlapwhy", "s2.overlapfix", "s2.chunkok",
      "s2.pdfparse", "s2.ingest1", "s2.ivfflat", "s2.ivfwhy", "s2.memstack", "s2.commit2"]
S3 = ["s3.evalplan", "s3.ragasadd", "s3.evalpy", "s3.dimfail1", "s3.envcheck1", "s3.dimwhy1", "s3.dimfix1",
      "s3.lesson1", "s3.eval1", "s3.misscheck", "s3.hyphenwhy", "s3.hyphenfix", "s3.eval2", "s3.evalrule",
      "s3.commit3"]
S5 = ["s5.evalslow", "s5.recalldrop", "s5.exactscan", "s5.ivfwhy2", "s5.hnsw", "s5.hnswok", "s5.lesson3",
      "s5.chunkexp", "s5.timeout1", "s5.timeoutwhy1", "s5.timeoutfix1", "s5.chunkeval", "s5.chunk400", "s5.chunkedit",
      "s5.ingest3", "s5.memparams", "s5.commit5"]
S6 = ["s6.ragasfail", "s6.dropragas", "s6.rmragas", "s6.judge", "s6.judgerun", "s6.renameplan", "s6.gitmvret",
      "s6.retriever", "s6.grepsearch", "s6.routerename", "s6.apifail", "s6.apiwhy", "s6.apifix", "s6.testok6",
      "s6.commit6"]
S7 = ["s7.deploy", "s7.hcloud", "s7.caddyroot", "s7.gitmvcaddy", "s7.composeprod", "s7.tlsfail", "s7.dnsfix",
      "s7.tlsok", "s7.oom", "s7.oomfix", "s7.resize", "s7.ingestprod", "s7.deployrule", "s7.makefile", "s7.memdeploy",
      "s7.commit7"]
S10 = ["s10.review", "s10.logstats", "s10.evalreview", "s10.downvotes", "s10.stale", "s10.archivefix",
       "s10.archivecount", "s10.evalarchive", "s10.reviewdoc", "s10.commit10", "s10.deploy10"]
S11 = ["s11.outcome", "s11.retention", "s11.ipallow", "s11.citations", "s11.testok11", "s11.cron", "s11.memrollout",
       "s11.deploy11", "s11.commit11"]

FACT = [
    ("Which Hetzner machine size did production end up on, and what does it cost a month?",
     ["s7.oomfix", "s7.resize", "s7.memdeploy"]),
    ("What did it cost to vectorise the whole handbook the first time, with the hosted API?", ["s2.ingest1"]),
    ("How many people were in the first group that got access to the bot?", ["s8.launch", "s8.memlaunch"]),
    ("Who in IT sets up DNS entries for us?", ["s7.dnsfix", "s7.memdeploy"]),
    ("How long did the embedding model need to load on the morning of the outage?",
     ["s9.ollamalog", "s9.timeoutwhy2", "s9.incnote", "s9.keepalive"]),
    ("How many questions did People Ops ask in their first days, and how many got a thumbs down?",
     ["s10.logstats", "s10.reviewdoc"]),
    ("What average score did our home-made answer grader give the first time it ran over the full golden set?",
     ["s6.judgerun"]),
    ("Which IP ranges may reach the site through the reverse proxy?", ["s11.outcome", "s11.ipallow", "s11.memrollout"]),
    ("What is the monthly spending limit on the OpenAI project used for answers?",
     ["s11.outcome", "s11.memrollout"]),
    ("How many outdated policy documents were left out when we re-indexed before the review?", ["s10.archivecount"]),
]

DECISION = [
    ("Why did we stop sending handbook text to OpenAI to compute vectors?", ["s4.ollama", "s4.memembed"]),
    ("Why did we go with HNSW for the similarity index?", ["s5.ivfwhy2", "s5.hnsw", "s5.lesson3"]),
    ("Why were the text pieces we index made smaller?", ["s5.chunkexp", "s5.chunkeval", "s5.chunk400"]),
    ("Why did we throw out the off-the-shelf RAG evaluation library?", ["s6.dropragas", "s6.ragasfail"]),
    ("What was the reasoning for picking IVFFlat at the start?", ["s2.ivfwhy"]),
    ("Why was the production VM upgraded to a bigger type?", ["s7.oom", "s7.oomfix", "s7.memdeploy"]),
    ("Why does ingestion skip the archive folder now?", ["s10.stale", "s10.archivefix", "s10.downvotes"]),
    ("Why are answers still written by a hosted model when the vectors are computed locally?",
     ["s4.ollama", "s4.memembed"]),
    ("Why did the question endpoint get a version prefix in its path?", ["s6.renameplan"]),
    ("Why does the web server turn away requests from outside the office?",
     ["s11.outcome", "s11.memrollout", "s11.ipallow"]),
]

ERROR = [
    ("Why did the first recall run crash with a vector size complaint from Postgres?",
     ["s3.dimfail1", "s3.envcheck1", "s3.dimwhy1", "s3.dimfix1", "s3.lesson1"]),
    ("Why did inserting chunks fail on vector length right after we changed embedding models?",
     ["s4.dimfail2", "s4.alembiccur", "s4.dimwhy2", "s4.dimfix2", "s4.lesson2"]),
    ("Why did the unit test for the splitting windows fail?", ["s2.overlapfail", "s2.overlapwhy", "s2.overlapfix"]),
    ("Why couldn't search find the hotel allowance for London in the expenses guide?",
     ["s3.misscheck", "s3.hyphenwhy", "s3.hyphenfix"]),
    ("Why did recall collapse right after we moved to the local embedding model?",
     ["s5.evalslow", "s5.recalldrop", "s5.exactscan", "s5.ivfwhy2", "s5.lesson3", "s5.hnsw"]),
    ("What made the indexing run for the small-chunk experiment time out?",
     ["s5.timeout1", "s5.timeoutwhy1", "s5.timeoutfix1"]),
    ("Why did people in Slack get errors and minute-long waits on {day:2027-09-27}?",
     ["s9.incident", "s9.caddy504", "s9.timeout2", "s9.ollamalog", "s9.timeoutwhy2", "s9.keepalive", "s9.warmup",
      "s9.lesson4", "s9.incnote"]),
    ("Why couldn't the proxy obtain an HTTPS certificate on the first deploy?", ["s7.tlsfail", "s7.dnsfix"]),
    ("Why did the model server die during the first indexing run on the production box?", ["s7.oom", "s7.oomfix"]),
    ("Why was a thumbs-down from Slack rejected as invalid input?", ["s8.fbfail", "s8.fbwhy", "s8.fbfix"]),
]

TEMPORAL = [
    ("What did we do on {day:2027-09-08}?", S2),
    ("What did we work on {mday:2027-09-21}?", S7),
    ("What did we do the day before the review with IT security?", S10),
    ("What did we get done last week on {wd:2027-09-29}?", S11),
    ("When did the People Ops team get access to the assistant?",
     ["s8.launch", "s8.memlaunch", "s8.commit8", "s10.reviewdoc"]),
    ("What did we do two days after moving embeddings to Ollama?", S5),
    ("What happened on {mday:2027-09-10}?", S3),
    ("Which day did the service first go live on the Hetzner server?",
     ["s7.deploy", "s7.hcloud", "s7.tlsok", "s7.memdeploy", "s7.commit7"]),
    ("What did we do on the Friday before the first production deploy?", S6),
    ("What did we do on the first Monday of the project?", S1),
]

MULTIHOP = [
    ("We hit a vector dimension error twice: what caused it each time, and how did the causes differ?",
     ["s3.dimwhy1", "s4.dimwhy2", "s3.lesson1", "s4.lesson2", "s3.dimfail1", "s4.dimfail2"]),
    ("The timeout behind the outage: had we seen that exception before, and what caused it back then?",
     ["s9.timeout2", "s9.timeoutwhy2", "s9.incnote", "s9.lesson4", "s5.timeout1", "s5.timeoutwhy1"]),
    ("How much did recall@5 improve between the harness's first run and the figure we presented at the review?",
     ["s3.eval1", "s10.evalarchive", "s10.reviewdoc"]),
    ("Which commit moved the proxy config, and from where does the compose file mount it?",
     ["s7.commit7", "s7.gitmvcaddy", "s7.composeprod"]),
    ("The retrieval module we renamed: which commit did it, and what was the lookup function called before?",
     ["s6.commit6", "s6.gitmvret", "s6.renameplan", "s6.routerename"]),
    ("What recall did an exact scan give when the index misbehaved, and what did the new index get?",
     ["s5.exactscan", "s5.hnswok"]),
    ("Which of the review's conditions runs as a nightly job, and at what time?",
     ["s11.cron", "s11.retention", "s11.memrollout"]),
    ("After we resized the VM, how long did indexing the handbook on production take?", ["s7.resize", "s7.ingestprod"]),
    ("Who sat in the go-live review, and which date did they set for the whole company?",
     ["s10.review", "s10.reviewdoc", "s11.outcome", "s11.memrollout"]),
    ("The downvoted answers about carrying over holiday: what was wrong with them, and what was recall after the fix?",
     ["s10.downvotes", "s10.stale", "s10.evalarchive"]),
]

PREFERENCE = [
    ("How should I add a new Python dependency to this repo?", ["s1.rules"]),
    ("Can I pull in LlamaIndex to simplify the retrieval code?", ["s1.rules"]),
    ("Is it fine to commit a few handbook PDFs as test fixtures?", ["s2.ingest", "s2.gitignore"]),
    ("What do I have to do before merging a change to how documents are split?", ["s3.evalrule"]),
    ("What should the commit message say when I touch the vector index?", ["s3.evalrule"]),
    ("May the test suite call the real Ollama to get realistic vectors?", ["s6.apiwhy"]),
    ("Can I quickly fix a config file directly on the production VM?", ["s7.deployrule", "s7.memdeploy"]),
    ("Can the question log keep the name of whoever asked?", ["s8.launch", "s8.memlaunch"]),
    ("What naming convention do our environment variables follow?", ["s4.ollama"]),
    ("Which checks have to pass before I commit?", ["s1.rules"]),
]

SUPERSEDED = [
    ("Which model computes the embeddings now?",
     ["s4.ollama", "s4.memembed", "s4.ollamapull", "s4.envrename", "s4.dimfail2", "s4.ingest2", "s4.commit4",
      "s5.ingest3", "s5.memparams", "s7.oom", "s7.ingestprod", "s9.ollamalog", "s9.verify9", "s9.timeoutwhy2"],
     ["s1.goal", "s1.config", "s2.memstack", "s2.ingest1", "s3.dimwhy1", "s3.lesson1"]),
    ("What chunk size and overlap does ingestion use?",
     ["s5.chunk400", "s5.chunkedit", "s5.memparams", "s5.ingest3", "s5.commit5", "s5.chunkeval", "s5.timeout1",
      "s7.oom", "s7.ingestprod", "s10.archivecount"],
     ["s2.ingest", "s2.memstack", "s2.ingest1", "s1.config", "s4.ingest2", "s4.dimfail2"]),
    ("What kind of index sits on the embedding column?",
     ["s5.ivfwhy2", "s5.hnsw", "s5.hnswok", "s5.memparams", "s5.commit5", "s5.lesson3"],
     ["s2.ivfflat", "s2.ivfwhy", "s2.memstack", "s2.commit2"]),
    ("How are the generated answers graded in our evaluation?",
     ["s6.dropragas", "s6.rmragas", "s6.judge", "s6.judgerun", "s6.commit6"],
     ["s3.evalplan", "s3.ragasadd", "s3.commit3", "s6.ragasfail"]),
    ("Which environment variable selects the embedding model?",
     ["s4.envrename", "s4.ollama", "s4.memembed", "s4.commit4"],
     ["s1.config", "s4.grepenv", "s3.envcheck1", "s2.memstack"]),
    ("Which URL does the Slack shortcut post questions to?",
     ["s6.renameplan", "s6.routerename", "s6.apiwhy", "s6.apifix", "s6.commit6", "s8.memlaunch", "s8.smoke",
      "s9.caddy504", "s9.timeout2"], ["s1.main1", "s6.grepsearch"]),
    ("Where is the Caddy configuration kept in the repo?",
     ["s7.deploy", "s7.gitmvcaddy", "s7.commit7", "s7.composeprod", "s11.ipallow"], ["s7.caddyroot"]),
    ("Which file defines our Docker services?",
     ["s7.deploy", "s7.gitmvcaddy", "s7.composeprod", "s7.commit7", "s9.keepalive"], ["s1.compose1"]),
    ("What server type is production running on?", ["s7.resize", "s7.oomfix", "s7.memdeploy"],
     ["s7.hcloud", "s7.deploy"]),
    ("What is the code that fetches the nearest chunks called, and which file is it in?",
     ["s6.renameplan", "s6.gitmvret", "s6.retriever", "s6.commit6", "s6.routerename"],
     ["s3.dimfail1", "s6.grepsearch"]),
]


def questions() -> list[dict]:
    return by_category(FACT, DECISION, ERROR, TEMPORAL, MULTIHOP, PREFERENCE, SUPERSEDED)
