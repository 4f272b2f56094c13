"""The 70 questions about the harbourline-platform history, asked on Tuesday 7 December 2027 (see README.md).

Written blind and committed before the set was first scored. Each names the markers of the items that
answer it (`gold`) and, for a renamed or reversed thing, the items of the old state (`stale`). Dates in
{day:...}, {mday:...}, {wd:...} are rendered by bench/agent_eval.py.
"""
from __future__ import annotations

from _agentset import by_category, markers  # bench/, on the path of build.py

S1 = markers("s1", "goal nodes rules argovalues helminstall rootapp1 prunewhy selfmanage applyroot readme commit1")
S3 = markers("s3", "dns01 issuerdns grephttp argoissuer sealcf unseal1 ctx unsealwhy1 makeseal unsealok lesson1 extdns "
                   "upsertwhy wildcardok memtls commit3")
S4 = markers("s4", "longhorn lhvalues recurring iscsifail iscsiwhy editfail iscsifix ansiblerun lhready nolocalpath cnpg "
                   "cnpgcluster cnpgstatus memstorage commit4")
S5 = markers("s5", "monitoring kpsvalues sealpd crdfail crdwhy ssafix kpsok rules1 testamtool testpage memalerts commit5")
S6 = markers("s6", "velero velerovalues velerosmoke veleroschedule nginx disabletraefik nginxvalues nginxswitch "
                   "grafananginx rmmiddleware prerestart restart nginxok commit6")
S7 = markers("s7", "driftdiff drift restructure gitmvroot readfail selfheal greppruned sedprune readmemv alertwhy "
                   "alertrename grepdown runbook lintrule makefile lintok commit7")
S8 = markers("s8", "pagedwhy routing sealslack routetest memalerts2 fdprod sealfd unseal2 nscheck unsealwhy2 resealfd "
                   "lesson2 rubenvalues fdvalues commit8")
S11 = markers("s11", "feedback plans roadmap supplan hannewindow lint11 apps11 readme11 memplans commit11")

FACT = [
    ("How many Postgres servers does the freight app's database cluster run, and on which Postgres release?",
     ["s4.cnpg", "s4.cnpgcluster", "s4.cnpgstatus", "s4.memstorage"]),
    ("What number do I call to reach Hanne directly if the paging service itself is broken?",
     ["s5.monitoring", "s5.memalerts", "s7.runbook"]),
    ("What's the public IPv4 address of the third machine?", ["s1.nodes", "s1.readme", "s11.readme11"]),
    ("How many tour rows came across from the old VM's database when we moved the data?", ["s10.restore"]),
    ("How long are the nightly cluster snapshots kept before they expire?",
     ["s6.velero", "s6.velerovalues", "s6.veleroschedule", "s10.velaws", "s10.membackup"]),
    ("How full was the second box's root filesystem when everything fell over?",
     ["s9.dfnode2", "s9.incidentwhy", "s9.incnote"]),
    ("From which address ranges may people open the Argo CD web interface?",
     ["s2.argoallow", "s2.middleware", "s6.nginxswitch"]),
    ("What's the IP of the legacy machine the freight app ran on before the move?", ["s10.cutover", "s11.roadmap"]),
    ("How quickly does the weekly planning screen open for the dispatchers now?", ["s11.feedback"]),
    ("Which mailbox receives the ACME account notices for our TLS certificates?",
     ["s2.traefik", "s2.issuerhttp", "s3.issuerdns"]),
]

DECISION = [
    ("Why can't Let's Encrypt validate our hostnames with a plain web request anymore?", ["s3.dns01", "s3.memtls"]),
    ("Why did we throw out the reverse proxy that k3s installs by itself?", ["s6.nginx"]),
    ("Why is the DNS automation not allowed to remove records from the zone?", ["s3.upsertwhy", "s3.extdns"]),
    ("Why does Argo now undo hand-made changes and delete leftovers by itself instead of waiting for us?",
     ["s7.drift", "s7.selfheal"]),
    ("Why do the cluster backups live with a different cloud provider than the servers?",
     ["s10.velaws", "s10.membackup", "s9.incnote"]),
    ("Why does each volume keep fewer copies across the nodes than when we set storage up?",
     ["s9.replicas", "s9.replicas2", "s9.incnote"]),
    ("Why is the monitoring chart's Argo app synced differently from all the others?",
     ["s5.crdwhy", "s5.ssafix", "s5.crdfail"]),
    ("Why did the page for the freight app stop being called 'down'?", ["s7.alertwhy"]),
    ("Why is there no default storage class in this cluster?",
     ["s4.longhorn", "s4.nolocalpath", "s4.memstorage", "s4.lhvalues"]),
    ("Why does the block storage keep its data on the OS disk instead of a dedicated drive?",
     ["s4.longhorn", "s4.memstorage"]),
]

ERROR = [
    ("Why wouldn't the DNS provider credential for certificate issuance decrypt in the cluster?",
     ["s3.sealcf", "s3.unseal1", "s3.ctx", "s3.unsealwhy1", "s3.lesson1", "s3.unsealok"]),
    ("Why did the freight app's production env secret refuse to unseal in its own namespace?",
     ["s8.sealfd", "s8.unseal2", "s8.nscheck", "s8.unsealwhy2", "s8.lesson2", "s8.resealfd"]),
    ("Why was the storage system unhealthy right after we first installed it?",
     ["s4.iscsifail", "s4.iscsiwhy", "s4.iscsifix", "s4.ansiblerun"]),
    ("What made the first sync of the monitoring stack blow up?", ["s5.crdfail", "s5.crdwhy", "s5.ssafix"]),
    ("Why did the backup tool say it couldn't use its bucket after we switched it over?",
     ["s10.bslfail", "s10.awsls", "s10.bslwhy", "s10.iamfix", "s10.lesson4", "s10.bslok"]),
    ("What knocked the freight app over on the morning of {day:2027-11-30}?",
     ["s9.incident", "s9.diskpressure", "s9.evicted", "s9.dfnode2", "s9.snapjobs", "s9.incidentwhy", "s9.snapfix",
      "s9.lesson3", "s9.incnote"]),
    ("Why was staging running a single web replica instead of two?", ["s7.driftdiff", "s7.drift"]),
    ("The first attempt to add packages to the node role's task file errored out: what went wrong?",
     ["s4.editfail"]),
    ("Why did the office-only restriction on the Argo UI vanish twice over a weekend?", ["s6.nginx"]),
    ("Opening the root app manifest at its old path failed during the reorganisation: why?",
     ["s7.readfail", "s7.gitmvroot"]),
]

TEMPORAL = [
    ("What did we do on {day:2027-11-16}?", S4),
    ("What did we work on {mday:2027-11-22}?", S6),
    ("What did we do two days after we replaced the ingress controller?", S7),
    ("What happened on the Friday before the outage?", S8),
    ("When did the freight app go live on the new cluster?",
     ["s10.cutover", "s10.restore", "s10.bump240", "s10.migrate240", "s10.cutoverok", "s10.pretag", "s10.tag100"]),
    ("What did we get done last {wd:2027-12-03}?", S11),
    ("What did we set up on the very first day of this repo?", S1),
    ("What did we work on in the week before the incident?", S6 + S7 + S8),
    ("What did we do on {mday:2027-11-18}?", S5),
    ("Which day did we change how certificates get validated?",
     ["s3.dns01", "s3.issuerdns", "s3.wildcardok", "s3.memtls", "s3.commit3"]),
]

MULTIHOP = [
    ("We hit the same unseal error twice: what caused it each time, and how did the two causes differ?",
     ["s3.unsealwhy1", "s8.unsealwhy2", "s3.lesson1", "s8.lesson2", "s3.unseal1", "s8.unseal2"]),
    ("The snapshot schedule behind the outage: when did we create it and how many snapshots did it keep at first?",
     ["s4.recurring", "s4.memstorage", "s9.snapjobs", "s9.incidentwhy", "s9.incnote"]),
    ("The CTO who wanted backups off Hetzner: what earlier request of hers changed how we get certificates?",
     ["s10.velaws", "s10.membackup", "s3.dns01", "s2.argoallow"]),
    ("The on-call engineer who got woken up for a warning: when does she want maintenance scheduled?",
     ["s8.pagedwhy", "s11.hannewindow", "s11.memplans"]),
    ("Which commit moved the root Application, and which folder does that Application tell Argo CD to sync?",
     ["s7.commit7", "s7.gitmvroot", "s1.rootapp1", "s1.applyroot", "s1.readme", "s11.readme11"]),
    ("Which release of the freight app went live at the cutover, and which database migrations did it apply?",
     ["s10.migrate240", "s10.bump240", "s10.cutoverok"]),
    (("The developer whose manual scaling caused drift on staging: what did he later ask about where app settings "
      "belong?"), ["s7.drift", "s8.rubenvalues"]),
    (("The alert that woke Hanne on the outage morning: when did it get its current name and what was it called "
      "before?"), ["s9.incident", "s7.alertwhy", "s7.alertrename", "s7.commit7"]),
    ("How much space did the cleanup free on the second node, compared with before it ran?",
     ["s9.dfnode2", "s9.snapcleaned"]),
    (("Which database pod took over as primary during the outage, and which one was primary when the cluster was "
      "first created?"), ["s9.evicted", "s4.cnpgstatus"]),
]

PREFERENCE = [
    ("Can I just push a quick fix straight into the cluster with kubectl?", ["s1.rules"]),
    ("Is it fine to pin a chart with a version range like ~7.7?", ["s1.rules"]),
    ("How should the commit message look for a change to the DNS setup?", ["s1.rules"]),
    ("Can I commit an ordinary Kubernetes Secret for a quick test?", ["s1.rules"]),
    ("Can a new volume claim just rely on whatever storage the cluster picks by default?",
     ["s4.longhorn", "s4.memstorage", "s4.nolocalpath", "s4.lhvalues"]),
    ("What do I have to run locally before pushing a manifest change?", ["s7.lintrule", "s7.makefile"]),
    ("What must every new alerting rule we write include?", ["s7.alertwhy"]),
    ("Where do I put a new setting for the freight app so Ruben actually sees it?", ["s8.rubenvalues"]),
    ("When does Hanne want node upgrades and similar maintenance to happen?",
     ["s11.hannewindow", "s11.memplans", "s11.supplan"]),
    ("Who should be able to open the dashboards, according to the CTO?",
     ["s2.argoallow", "s5.monitoring", "s5.memalerts", "s6.grafananginx"]),
]

SUPERSEDED = [
    ("Which ingress controller serves our hostnames now?",
     ["s6.nginx", "s6.nginxvalues", "s6.disabletraefik", "s6.nginxswitch", "s6.grafananginx", "s6.nginxok",
      "s6.commit6", "s8.fdvalues", "s11.readme11"],
     ["s2.traefik", "s2.middleware", "s2.ipallow", "s2.certready", "s1.argovalues", "s5.kpsvalues"]),
    ("Which issuer signs our certificates now, and how does it prove we own the domain?",
     ["s3.dns01", "s3.issuerdns", "s3.memtls", "s3.wildcardok", "s3.commit3"],
     ["s2.traefik", "s2.issuerhttp", "s2.certsynced", "s1.argovalues"]),
    ("Where in the repo does the root app manifest live?",
     ["s7.restructure", "s7.gitmvroot", "s7.selfheal", "s7.readmemv", "s7.commit7", "s11.readme11"],
     ["s1.rootapp1", "s1.applyroot", "s1.readme"]),
    ("What's the alert called that fires when the freight app can't be reached?",
     ["s7.alertwhy", "s7.alertrename", "s7.runbook", "s7.commit7", "s8.routetest", "s9.incident"],
     ["s5.rules1", "s7.grepdown"]),
    ("Where do warning-level alerts end up these days?",
     ["s8.pagedwhy", "s8.routing", "s8.routetest", "s8.memalerts2", "s8.commit8"],
     ["s5.monitoring", "s5.kpsvalues", "s5.memalerts"]),
    ("Where are the nightly backups written to?",
     ["s10.velaws", "s10.velerobsl", "s10.bslok", "s10.lesson4", "s10.velerobackup2", "s10.membackup", "s11.roadmap"],
     ["s6.velero", "s6.velerovalues", "s6.veleroschedule", "s6.commit6"]),
    ("How many copies of each volume does the block storage keep by default?",
     ["s9.replicas", "s9.replicas2", "s9.incnote", "s9.commit9"],
     ["s4.longhorn", "s4.lhvalues", "s4.memstorage"]),
    ("Does Argo CD remove resources that were deleted from git on its own?",
     ["s7.drift", "s7.selfheal", "s7.sedprune", "s7.commit7"],
     ["s1.prunewhy", "s1.rootapp1"]),
    ("Which version of the freight app is running in production?",
     ["s10.cutover", "s10.bump240", "s10.migrate240", "s10.cutoverok", "s10.pretag", "s10.tag100"],
     ["s8.fdvalues"]),
    ("How many snapshots does the hourly volume job retain?",
     ["s9.incidentwhy", "s9.snapfix", "s9.incnote"],
     ["s4.recurring", "s4.memstorage", "s9.snapjobs"]),
]


def questions() -> list[dict]:
    return by_category(FACT, DECISION, ERROR, TEMPORAL, MULTIHOP, PREFERENCE, SUPERSEDED)
