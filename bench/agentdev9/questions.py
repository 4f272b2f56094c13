"""The 70 questions about the vetnord-infra history, asked on Monday 29 March 2027 (see README.md).

Written before the set was first scored; not edited afterwards. Each names the markers of the
items that answer it (`gold`) and, for a renamed or reversed thing, the items of the old state
(`stale`). Dates in {day:...}, {mday:...}, {wd:...} are rendered by bench/agent_eval.py.
"""
from __future__ import annotations

from _agentset import by_category  # bench/, on the path of build.py

S1 = ["s1.goal", "s1.nomanual", "s1.versions", "s1.initfail", "s1.initfix", "s1.initok", "s1.fsn1", "s1.maintf",
      "s1.plan1", "s1.apply1", "s1.readme", "s1.commit1"]
S2 = ["s2.ansible", "s2.inventory", "s2.requirements", "s2.pingfail", "s2.pingwhy", "s2.pingfix", "s2.pingok",
      "s2.commontasks", "s2.lintfail", "s2.fqcn", "s2.lintok", "s2.pgdefaults", "s2.vault", "s2.vaultenc", "s2.play1",
      "s2.memrunbook1", "s2.commit2"]
S3 = ["s3.caddy", "s3.compose", "s3.caddyfile", "s3.dnstf", "s3.tls1fail", "s3.digns", "s3.tls1cause", "s3.digok",
      "s3.certok1", "s3.lesson1", "s3.backup", "s3.timer", "s3.backuprun", "s3.commit3"]
S5 = ["s5.wg", "s5.wgconf", "s5.wgfw", "s5.wgshow", "s5.bodo", "s5.grepkey", "s5.bodocause", "s5.bodofix", "s5.wgok",
      "s5.memwg", "s5.grafcloud", "s5.alloy", "s5.commit5"]
S6 = ["s6.status", "s6.dnsstatus", "s6.tls2fail", "s6.tls2q", "s6.dig6", "s6.tls2cause", "s6.tls2fix", "s6.certok2",
      "s6.lesson2", "s6.rolerename", "s6.gitmv", "s6.grepcommon", "s6.siteedit", "s6.commit6"]
S7 = ["s7.retention", "s7.usage", "s7.renameres", "s7.moved", "s7.varrename", "s7.undeclared", "s7.grepmain",
      "s7.fixrefs", "s7.montf", "s7.promdefaults", "s7.applymon", "s7.playmon", "s7.commit7"]
S9 = ["s9.backupalert", "s9.bstatus", "s9.oom", "s9.lockcause", "s9.unlock", "s9.prunefix", "s9.backupok", "s9.stats",
      "s9.alertpref", "s9.memrunbook2", "s9.commit9"]
S10 = ["s10.ci", "s10.ciyaml", "s10.fmtfail", "s10.tflintfail", "s10.tflintfix", "s10.hcloudbump", "s10.initupgrade",
       "s10.readtoken", "s10.pipeline", "s10.commit10"]

FACT = [
    ("Which UDP port and address range does the clinics' tunnel use?", ["s5.wg", "s5.wgconf", "s5.memwg"]),
    ("How long did bringing the database back from backup take when we rebuilt the box?", ["s4.restore"]),
    ("How big is the off-site backup repository by now?", ["s9.stats"]),
    ("Which tunnel address does the Bodø router have?", ["s5.memwg", "s5.wgshow", "s5.wgok"]),
    ("What latency did we measure from the Tromsø office to the German data centre?", ["s4.pingfsn"]),
    ("How much memory did we give the database's shared buffers?", ["s2.pgdefaults"]),
    ("What machine size is the monitoring server?", ["s7.montf", "s7.retention"]),
    ("How many active series were we sending to the hosted metrics service when we gave it up?", ["s7.usage"]),
    ("Which release of the journal app's container image is deployed?", ["s3.compose"]),
    ("Which team develops the journal application itself?", ["s1.goal", "s8.sops"]),
]

DECISION = [
    ("Why did we choose our current reverse proxy over nginx with certbot?", ["s3.caddy"]),
    ("Why was our backup tool preferred over borg?", ["s3.backup"]),
    ("Why did the servers end up in Finland?", ["s4.hel1", "s4.pingfsn", "s4.pinghel"]),
    ("Why had we put the first server in Falkenstein?", ["s1.fsn1"]),
    ("Why did we stop sending metrics to the hosted Grafana service?", ["s7.retention", "s7.usage"]),
    ("Why did we give up the single encrypted vault file for secrets?", ["s8.sops"]),
    ("Why doesn't the pipeline apply infrastructure changes itself?", ["s10.ci", "s10.readtoken"]),
    ("Why was the base-setup Ansible role given a new name?", ["s6.rolerename"]),
    ("Why did the clinics get a VPN to the server?", ["s5.wg"]),
    ("Why did renaming the server resource need an extra block in the Terraform code?", ["s7.renameres", "s7.moved"]),
]

ERROR = [
    ("What went wrong the first time Terraform tried to set up its remote state, and how was it solved?",
     ["s1.initfail", "s1.initfix"]),
    ("Why couldn't Ansible get into the fresh machine on the first try?", ["s2.pingfail", "s2.pingwhy", "s2.pingfix"]),
    ("Why did the linter reject the first version of the base role?", ["s2.lintfail", "s2.fqcn"]),
    ("Why couldn't the journal's hostname get a TLS certificate at first?",
     ["s3.tls1fail", "s3.tls1cause", "s3.digns", "s3.lesson1"]),
    ("The status page's certificate error blamed a firewall. What was really wrong?",
     ["s6.tls2cause", "s6.tls2fix", "s6.dig6", "s6.lesson2"]),
    ("Why was one clinic's tunnel not coming up while the others were fine?",
     ["s5.bodocause", "s5.grepkey", "s5.bodofix"]),
    ("Why did the nightly backups keep failing for several days?", ["s9.lockcause", "s9.bstatus", "s9.oom"]),
    ("What broke the plan right after the server resource was renamed?", ["s7.undeclared", "s7.grepmain", "s7.fixrefs"]),
    ("Why did encrypting the secrets with the new tool complain that nothing matched?",
     ["s8.sopsfail", "s8.sopswhy", "s8.sopsfix"]),
    ("What did the Terraform linter complain about when we added the pipeline?", ["s10.tflintfail", "s10.tflintfix"]),
]

TEMPORAL = [
    ("What did we do on {day:2027-03-05}?", S3),
    ("What got done last Tuesday?", S9),
    ("What happened on {mday:2027-03-11}?", S5),
    ("What did we do on {day:2027-03-01}?", S1),
    ("When did the secrets move to per-person keys?", ["s8.sops", "s8.sopsok", "s8.commit8"]),
    ("What did we work on two days before the self-hosted monitoring went up?", S6),
    ("What did we build last week on {wd:2027-03-26}?", S10),
    ("Which day did the clinics' VPN first come up?", ["s5.wg", "s5.wgshow", "s5.wgok", "s5.commit5"]),
    ("What did we set up on the Wednesday of our first week on this project?", S2),
    ("What did we do the Wednesday after the status page went up?", S7),
]

MULTIHOP = [
    ("The lesson about hand-typed addresses: which hostname's certificate failure led to it, and what did the fix "
     "change?", ["s6.lesson2", "s6.tls2fix"]),
    ("The person who signs off on cost changes: when am I allowed to restart the journal server?", ["s8.memtore"]),
    ("Which IPv6 address did the stale DNS records point to, and in which data centre was that machine?",
     ["s6.dig6", "s6.tls2cause", "s1.apply1"]),
    ("Which process held the lock that blocked the backups, and what killed it?", ["s9.bstatus", "s9.oom"]),
    ("Which commit moved the app server to the other data centre?", ["s4.commit4"]),
    ("What was the base-setup role called before, and which files referred to it?", ["s6.grepcommon", "s6.rolerename"]),
    ("The clinic whose key was wrong on the hub: what is its office network range?",
     ["s5.memwg", "s5.wgok", "s5.wgshow"]),
    ("How long does the self-hosted metrics server keep data, and which host runs it?",
     ["s7.promdefaults", "s7.playmon"]),
    ("How much did the very first backup snapshot add, and how long did it run?", ["s3.backuprun"]),
    ("Whose arrival on the on-call rota triggered the change of secrets tooling, and what team is he on?",
     ["s8.sops"]),
]

PREFERENCE = [
    ("Can I quickly add a firewall rule in the Hetzner web console?", ["s1.nomanual"]),
    ("Is it fine to run an auto-approved apply on production?", ["s1.nomanual"]),
    ("How should modules be referenced in Ansible tasks?", ["s2.fqcn"]),
    ("How should commit messages look in this repo?", ["s8.commitstyle"]),
    ("Should a failed nightly backup wake up whoever is on call?", ["s9.alertpref"]),
    ("In which language should status reports to the clinics' manager be written?", ["s8.memtore"]),
    ("How should provider and collection versions be specified?", ["s1.nomanual"]),
    ("Which lint profile has to pass before Ansible changes are committed?", ["s2.fqcn"]),
    ("Could the pipeline run the apply after a merge?", ["s10.ci"]),
    ("What should I run before a real playbook run against production?", ["s9.memrunbook2", "s2.memrunbook1"]),
]

SUPERSEDED = [
    ("Which Hetzner location does the journal server run in?", ["s4.hel1", "s4.locedit", "s4.applyhel"],
     ["s1.fsn1", "s1.maintf"]),
    ("Where do our metrics end up?", ["s7.retention", "s7.promdefaults", "s7.playmon"], ["s5.grafcloud", "s5.alloy"]),
    ("How are secrets kept encrypted in the repo?", ["s8.sops", "s8.sopsyaml", "s8.sopsfix"],
     ["s2.vault", "s2.vaultenc"]),
    ("How do I run the playbooks, and do I need a password for it?", ["s9.memrunbook2"], ["s2.memrunbook1"]),
    ("What's the Ansible role with the admin users and ssh hardening called?",
     ["s6.rolerename", "s6.gitmv", "s6.siteedit"], ["s2.commontasks", "s2.ansible"]),
    ("What is the journal server's resource called in Terraform?", ["s7.renameres", "s7.moved", "s7.fixrefs"],
     ["s1.maintf"]),
    ("Which variable sets the size of the app server?", ["s7.renameres", "s7.varrename"], ["s1.maintf"]),
    ("Where do the IPv6 records of our hostnames point?", ["s6.tls2fix", "s6.tls2cause"], ["s3.dnstf"]),
    ("Which version of the Hetzner provider is the repo pinned to?", ["s10.hcloudbump", "s10.initupgrade"],
     ["s1.initok", "s1.versions"]),
    ("What is the public IPv4 address of the journal server?", ["s4.applyhel"], ["s1.apply1"]),
]


def questions() -> list[dict]:
    return by_category(FACT, DECISION, ERROR, TEMPORAL, MULTIHOP, PREFERENCE, SUPERSEDED)
