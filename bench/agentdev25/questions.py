"""The 70 questions about the tenantdb-operator history, asked on Tuesday 4 May 2027 (see README.md).

Written blind, before the set was first scored; not edited afterwards. Each names the markers of the
items that answer it (`gold`) and, for a renamed, changed or reversed thing, the items of the old
state (`stale`). Dates in {day:...}, {mday:...}, {wd:...} are rendered by bench/agent_eval.py.
"""
from __future__ import annotations

from _agentset import by_category  # bench/, on the path of build.py

S1 = ["s1.goal", "s1.init", "s1.rules", "s1.types1", "s1.manifests1", "s1.envtestfail", "s1.envtestwhy",
      "s1.envtestok", "s1.commit1"]
S2 = ["s2.pgx", "s2.pgprov", "s2.reconciler1", "s2.requeue", "s2.conflict", "s2.conflictwhy", "s2.conflictfix",
      "s2.conflictok", "s2.lesson1", "s2.lint1", "s2.commit2"]
S3 = ["s3.helm", "s3.values1", "s3.ci1", "s3.kindlocal", "s3.imagesize", "s3.e2eok", "s3.meme2e", "s3.logs",
      "s3.commit3"]
S4 = ["s4.webhook", "s4.webhookgo", "s4.x509a", "s4.certname", "s4.x509acause", "s4.x509afix", "s4.x509aok",
      "s4.quotadeny", "s4.lesson2", "s4.memkestrel", "s4.commit4"]
S5 = ["s5.quotarename", "s5.quotaedit", "s5.quotabuild", "s5.grepquota", "s5.quotawebhook", "s5.quotatest",
      "s5.pkgrename", "s5.gitmv", "s5.dropdecision", "s5.finalize1", "s5.dropreverse", "s5.softdelete",
      "s5.retention1", "s5.memdelete", "s5.commit5"]
S6 = ["s6.release", "s6.releaseyaml", "s6.ghcrdenied", "s6.ghcrwhy", "s6.ghcrfix", "s6.buildtime", "s6.ko",
      "s6.koyaml", "s6.kosteps", "s6.korun", "s6.kosize", "s6.chartrename", "s6.chartmv", "s6.chartyaml",
      "s6.commit6"]
S7 = ["s7.cired", "s7.x509b", "s7.x509bcheck", "s7.x509bcause", "s7.x509bfix", "s7.lesson3", "s7.flaky",
      "s7.eventually", "s7.eventuallyfix", "s7.raceok", "s7.mutating", "s7.defaults", "s7.commit7"]
S9 = ["s9.bump", "s9.gomod", "s9.bumpfail", "s9.bumpwhy", "s9.customvalidator", "s9.envtest131", "s9.bumpok",
      "s9.kindnode", "s9.lint2", "s9.requeue2m", "s9.requeueedit", "s9.commit9"]
S10 = ["s10.v030", "s10.chartbump", "s10.helmpush", "s10.e2efinal", "s10.tag030", "s10.stagingcheck",
       "s10.memlimit", "s10.memedit", "s10.runbook", "s10.memrelease", "s10.commit10"]

FACT = [
    ("How large is the compressed amd64 operator image now that it's built without a Dockerfile?", ["s6.kosize"]),
    ("How long did the very first release workflow run take end to end?", ["s6.buildtime"]),
    ("How many tenant database objects were on the staging cluster when we looked before cutting the release?",
     ["s10.stagingcheck"]),
    ("Which port number ends up in the credentials handed to a customer's application?",
     ["s8.secretport", "s8.poolerreverse"]),
    ("Who has to approve a rollout to Kestrel's production clusters?", ["s4.memkestrel", "s10.memrelease"]),
    ("How many specs did the end-to-end suite run on its last run, and how long did it take?", ["s10.e2efinal"]),
    ("What are Kestrel's production Kubernetes clusters called?", ["s4.memkestrel"]),
    ("Which cert-manager release gets installed in the throwaway CI cluster?", ["s3.ci1", "s7.x509bfix", "s3.meme2e", "s7.x509bcheck"]),
    ("How many customer databases does Kestrel's hosting panel hold, according to the on-call engineer?",
     ["s8.poolerreverse"]),
    ("What statement coverage did the controller package reach after the library upgrade?", ["s9.bumpok"]),
]

DECISION = [
    ("Why doesn't the reconciler hand the error back when a shared Postgres cluster can't be reached?",
     ["s2.requeue"]),
    ("Why do removed customer databases stick around for a while instead of being dropped?",
     ["s5.dropreverse", "s5.memdelete"]),
    ("Why did we stop building the container image with docker buildx?", ["s6.ko", "s6.buildtime"]),
    ("Why was no conversion webhook written when the quota field changed shape?", ["s5.quotarename"]),
    ("Why don't we have a defaulting admission webhook to fill in the plan and engine?",
     ["s7.mutating", "s7.defaults"]),
    ("Why is the operator shipped as a Helm chart rather than with the kustomize manifests?", ["s3.helm"]),
    ("Why doesn't every customer database get its own connection pooler?", ["s8.poolerreverse"]),
    ("Why does the admission check refuse databases above a certain size?", ["s4.webhook"]),
    ("Why did the status condition get a different type name?", ["s8.condrename"]),
    ("Why is the SQL side hidden behind an interface rather than called straight from the controller?",
     ["s2.pgx"]),
]

ERROR = [
    ("Why did the controller test suite fail to start its API server on day one?",
     ["s1.envtestfail", "s1.envtestwhy"]),
    ("Why did the reconciler test time out waiting for the database to become ready in the first week, and what "
     "fixed it?", ["s2.conflict", "s2.conflictwhy", "s2.conflictfix", "s2.lesson1"]),
    ("When the validation webhook was first switched on, every create was refused with a TLS trust error. What was "
     "the cause?", ["s4.x509a", "s4.certname", "s4.x509acause", "s4.lesson2"]),
    ("Why was the first attempt to push the release image to the registry refused with a 403?",
     ["s6.ghcrdenied", "s6.ghcrwhy", "s6.ghcrfix"]),
    ("Why did the end-to-end job in GitHub Actions hit certificate verification failures on some runs but never "
     "locally?", ["s7.cired", "s7.x509b", "s7.x509bcause", "s7.lesson3"]),
    ("Why did the test waiting for the credentials Secret flake on slow runners?", ["s7.flaky", "s7.eventually"]),
    ("What stopped compiling after we changed how the disk quota is expressed?", ["s5.quotabuild", "s5.grepquota"]),
    ("What broke the build when we moved to the newer controller-runtime?", ["s9.bumpfail", "s9.bumpwhy"]),
    ("After the search-and-replace of the condition name, why did the tests still never see the database become "
     "ready?", ["s8.condtestfail", "s8.condconst", "s8.condwhy"]),
    ("What did golangci-lint flag in the deletion code during the dependency upgrade?", ["s9.lint2"]),
]

TEMPORAL = [
    ("What did we do on {day:2027-04-13}?", S4),
    ("What got done last Tuesday?", S9),
    ("What did we work on {mday:2027-04-07}?", S2),
    ("What did we do on {day:2027-04-19}?", S6),
    ("What did we work on two days after the first release was tagged?", S7),
    ("What did we set up on the Friday of our first week on the operator?", S3),
    ("Which day did we change over to ko for the images?", ["s6.ko", "s6.korun", "s6.commit6"]),
    ("What did we ship last week on {wd:2027-04-30}?", S10),
    ("What did we change on {mday:2027-04-15}?", S5),
    ("What did we do on {day:2027-04-05}?", S1),
]

MULTIHOP = [
    ("We got the webhook's 'certificate signed by unknown authority' error twice. What was the cause each time?",
     ["s4.x509acause", "s7.x509bcause"]),
    ("Who asked for the chart to get its new name, and what is his job at Kestrel?",
     ["s6.chartrename", "s4.memkestrel"]),
    ("What incident made us stop dropping deleted databases, and how long are they kept today?",
     ["s5.dropreverse", "s8.retention14", "s8.memdelete2"]),
    ("The longer retry interval came after a maintenance on one shared cluster: which PostgreSQL major version runs "
     "on that cluster?", ["s9.requeue2m", "s3.values1"]),
    ("What caps a business customer's connections now that there is no per-tenant pooler, and at what number?",
     ["s8.poolerreverse", "s8.connlimits", "s8.plans"]),
    ("Why is the release workflow so much faster now than on the first v0.1.0 tag?",
     ["s6.buildtime", "s6.ko", "s6.korun"]),
    ("After Kestrel's prod clusters were upgraded, which Kubernetes version do envtest and the kind node use?",
     ["s9.bump", "s9.envtest131", "s9.kindnode"]),
    ("How much memory did the leader pod use on staging, and what limit did we give the chart for production?",
     ["s10.stagingcheck", "s10.memlimit", "s10.memedit"]),
    ("What error message does a customer see for a too-big database, and what is the size ceiling now?",
     ["s4.quotadeny", "s8.quotacap", "s8.plans"]),
    ("How would support bring back a customer's deleted database, and until when is that possible?",
     ["s10.runbook", "s8.memdelete2"]),
]

PREFERENCE = [
    ("How are commit messages supposed to be written here?", ["s1.rules"]),
    ("Should regenerated CRD and deepcopy files go into their own commit?", ["s1.rules"]),
    ("Do unit tests for plain helper functions use Ginkgo?", ["s1.rules"]),
    ("How should log lines be written in the operator?", ["s3.logs"]),
    ("How do we wrap errors?", ["s3.logs"]),
    ("Can I fix something on staging quickly with kubectl apply?", ["s4.memkestrel"]),
    ("How am I supposed to run the controller tests, given the IDE runs broke?", ["s1.envtestwhy"]),
    ("Do we run the envtest suite with the race detector?", ["s7.eventually"]),
    ("Which base image should the operator's container use?", ["s6.ko", "s6.koyaml", "s6.release"]),
    ("Should condition type names be string literals scattered in the code?", ["s8.condwhy"]),
]

SUPERSEDED = [
    ("What's the spec field for a database's disk quota called?", ["s5.quotarename", "s5.quotaedit", "s5.commit5"],
     ["s1.types1"]),
    ("What's the Go package holding the SQL provisioning code called?", ["s5.pkgrename", "s5.gitmv"],
     ["s2.pgx", "s2.pgprov"]),
    ("What is the Helm chart named?", ["s6.chartrename", "s6.chartmv", "s6.chartyaml", "s6.commit6",
      "s10.helmpush", "s10.memrelease"], ["s3.helm", "s3.values1"]),
    ("Which condition type says a tenant database is usable?", ["s8.condrename", "s8.condfix"],
     ["s1.types1", "s2.reconciler1", "s8.condconst"]),
    ("How long is a deleted tenant database kept before it's really gone?",
     ["s8.retention14", "s8.retentionedit", "s8.memdelete2", "s10.runbook"], ["s5.dropreverse", "s5.retention1", "s5.memdelete"]),
    ("How long does the operator wait before trying an unreachable cluster again?",
     ["s9.requeue2m", "s9.requeueedit", "s9.commit9"], ["s2.requeue", "s2.reconciler1"]),
    ("What's the biggest quota a database on a shared cluster may have?", ["s8.plans", "s8.quotacap"],
     ["s4.webhook", "s4.webhookgo", "s4.quotadeny"]),
    ("How many connections does a business plan database get?", ["s8.plans", "s8.connlimits"], ["s2.pgprov"]),
    ("Which controller-runtime version does the operator use?", ["s9.bump", "s9.gomod", "s9.commit9"], ["s1.init"]),
    ("How are the release images built?", ["s6.ko", "s6.koyaml", "s6.kosteps", "s6.korun", "s6.commit6", "s10.memrelease"], ["s6.release", "s6.releaseyaml"]),
]


def questions() -> list[dict]:
    return by_category(FACT, DECISION, ERROR, TEMPORAL, MULTIHOP, PREFERENCE, SUPERSEDED)
