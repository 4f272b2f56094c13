"""The 70 questions about the bundlewise history, asked on Monday 3 May 2027 (see README.md).

Written blind, before the set was first scored. Each names the markers of the items that answer
it (`gold`) and, for a renamed, changed or reversed thing, the items of the old state (`stale`).
Dates in {day:...}, {mday:...}, {wd:...} are rendered by bench/agent_eval.py.
"""
from __future__ import annotations

from _agentset import by_category  # bench/, on the path of build.py

S1 = ["s1.goal", "s1.pnpm", "s1.init", "s1.readtoml", "s1.pg", "s1.compose", "s1.provider", "s1.migfail", "s1.lsof",
      "s1.port", "s1.migok", "s1.schema", "s1.migbundle", "s1.render", "s1.commit1"]
S2 = ["s2.fn", "s2.generate", "s2.rungql", "s2.runrs", "s2.cargotest1", "s2.sizefail", "s2.cargoprofile", "s2.sizeok",
      "s2.fnrun1", "s2.memlimits", "s2.testrule", "s2.commit2"]
S3 = ["s3.ui", "s3.route", "s3.model", "s3.scopefail", "s3.scopes", "s3.scopeok", "s3.metafield", "s3.commitstyle",
      "s3.memapi", "s3.vitest3", "s3.commit3"]
S4 = ["s4.webhooks", "s4.register", "s4.proddelete", "s4.hmacfail1", "s4.grepjson", "s4.whywebhook", "s4.hmacfix1",
      "s4.hmacok1", "s4.orders", "s4.redis", "s4.cache", "s4.vitest4", "s4.commit4"]
S5 = ["s5.rename", "s5.model", "s5.map", "s5.migrename", "s5.gitmv", "s5.testfail", "s5.grepdb", "s5.fixoffer",
      "s5.fixwebhooks", "s5.testok", "s5.money", "s5.minor", "s5.commit5"]
S6 = ["s6.fly", "s6.launch", "s6.flytoml", "s6.pgcreate", "s6.secrets1", "s6.deployfail", "s6.appslist", "s6.whyp1001",
      "s6.secrets2", "s6.deployok", "s6.ttfb", "s6.lessonp1001", "s6.memdeploy1", "s6.appurl", "s6.commit6"]
S7 = ["s7.tiers", "s7.tier20", "s7.tierfail", "s7.testfix", "s7.instrfail", "s7.instrwhy", "s7.hashset", "s7.instrok",
      "s7.renamefn", "s7.mvext", "s7.renamefnsym", "s7.noredis", "s7.rmredis", "s7.vitest7", "s7.commit7"]
S8 = ["s8.install", "s8.prodeploy", "s8.hmacfail2", "s8.ordersread", "s8.secretdiff", "s8.secretfix", "s8.lessonhmac",
      "s8.oom", "s8.mem1g", "s8.scale", "s8.whtoml", "s8.subs", "s8.noafterauth", "s8.memfjell", "s8.commit8"]
S9 = ["s9.variant", "s9.trionone", "s9.rungql9", "s9.psqlcfg", "s9.variantwhy", "s9.gqlproduct", "s9.matchproduct",
      "s9.pickerfix", "s9.triook", "s9.lessonvariant", "s9.datamig", "s9.max8", "s9.maxedit", "s9.vitest9", "s9.eight",
      "s9.commit9"]
S10 = ["s10.apibump", "s10.tomlapi", "s10.serverapi", "s10.codegen", "s10.tests10", "s10.deploy10", "s10.memdeploy2",
       "s10.review", "s10.tag"]

FACT = [
    ("How small did the compiled discount module get once we shrank it?", ["s2.sizeok", "s2.memlimits"]),
    ("How many instructions does the discount logic burn on the sixty-line cart these days?",
     ["s7.instrok", "s7.commit7"]),
    ("On which host port does the local development database answer?", ["s1.port", "s1.migok", "s6.lessonp1001"]),
    ("In which city's data centre does the production app run?", ["s6.fly", "s6.launch", "s6.flytoml", "s6.memdeploy1"]),
    ("How fast does the production app answer from Bergen?", ["s6.ttfb", "s6.commit6"]),
    ("What's the email address of the outdoor shop's owner?", ["s8.memfjell"]),
    ("Which release of the ORM generated our database client?",
     ["s1.migok", "s1.migbundle", "s5.migrename", "s5.n15"]),
    ("What monthly price and trial period did we put in the App Store listing?", ["s10.review"]),
    ("How many of the merchant's offers did the ID conversion script touch?", ["s9.datamig"]),
    ("Which Postgres major version runs in the hosted database cluster?", ["s6.pgcreate"]),
]

DECISION = [
    ("Why does an offer's setup live on the discount object rather than being fetched from our backend?",
     ["s3.metafield", "s3.commit3"]),
    ("Why did we leave the first hosting provider?", ["s6.fly", "s6.commit6"]),
    ("Why were money columns turned into whole numbers?", ["s5.money", "s5.minor"]),
    ("Why does the code say 'offer' where the product talks about bundles?", ["s5.rename", "s5.commit5"]),
    ("Why did we throw out the key-value cache in front of the storefront endpoint?", ["s7.noredis", "s7.commit7"]),
    ("Why did the webhook registration move out of the TypeScript code?", ["s8.whtoml", "s8.commit8"]),
    ("Why was the discount extension given a different name?", ["s7.renamefn"]),
    ("Why do the Rust release settings optimise for size instead of speed?",
     ["s2.sizefail", "s2.cargoprofile", "s2.memlimits"]),
    ("Why did we move to a newer Admin API version right before submitting the app?", ["s10.apibump", "s10.tag"]),
    ("Why had we originally picked Render?", ["s1.render"]),
]

ERROR = [
    ("What stopped the very first local schema migration, and what got it going?",
     ["s1.migfail", "s1.lsof", "s1.port", "s1.migok"]),
    ("Why did the first deployment to production abort before the new machine started?",
     ["s6.deployfail", "s6.appslist", "s6.secrets2", "s6.lessonp1001"]),
    ("Why did saving the first bundle in the admin blow up with a permissions error?",
     ["s3.scopefail", "s3.scopes", "s3.scopeok"]),
    ("Why was the product-removal notification rejected when we tried it locally?",
     ["s4.hmacfail1", "s4.grepjson", "s4.hmacfix1"]),
    ("After going live, why did the shop's new-order notifications get 401 responses?",
     ["s8.hmacfail2", "s8.secretdiff", "s8.secretfix", "s8.lessonhmac"]),
    ("What did the function build complain about the first time?", ["s2.sizefail", "s2.cargoprofile"]),
    ("Why was the discount killed on a huge cart?", ["s7.instrfail", "s7.hashset"]),
    ("Which tests went red after the model was renamed, and what made them pass?",
     ["s5.testfail", "s5.grepdb", "s5.fixoffer", "s5.fixwebhooks"]),
    ("Why did the tent in the other colour get no bundle price?",
     ["s9.psqlcfg", "s9.lessonvariant", "s9.matchproduct", "s9.gqlproduct"]),
    ("Why did the production machine exit with code 137?", ["s8.oom", "s8.mem1g", "s8.scale"]),
]

TEMPORAL = [
    ("What did we do on {day:2027-04-15}?", S5),
    ("What did we work on last Tuesday?", S9),
    ("What happened on {mday:2027-04-07}?", S2),
    ("What did we get done last week on {wd:2027-04-30}?", S10),
    ("What did we work on two days after the hosting move?", S7),
    ("When did the merchant's live store get our app?", ["s8.install", "s8.prodeploy", "s8.commit8"]),
    ("What were we building on the Friday before the big rename to offers?", S3),
    ("On which day did the signature check on incoming notifications first fail, and what else did we do then?", S4),
    ("What did we set up on {day:2027-04-05}?", S1),
    ("What did we do on the Monday of our third week?", S6),
]

MULTIHOP = [
    ("The lesson about the vague 'can't reach database' error: which wrong host name was in the connection string, "
     "and what is the cluster really called?", ["s6.lessonp1001", "s6.deployfail", "s6.pgcreate"]),
    ("The person who asked for a bigger discount on three items: when are we not allowed to deploy to her store?",
     ["s7.tiers", "s8.memfjell"]),
    ("Which commit fixed the colour-variant problem, and how many ids per offer did the conversion rewrite?",
     ["s9.commit9", "s9.datamig"]),
    ("The agency that resells our app: is it also the organisation our hosting apps belong to?",
     ["s1.goal", "s6.launch", "s6.memdeploy1"]),
    ("How many instructions did the big cart use before the set-based lookup, and how many after?",
     ["s7.instrfail", "s7.instrok"]),
    ("Which credentials were wrong on the host when the order notifications failed, and when had they been put there?",
     ["s8.secretdiff", "s8.secretfix", "s6.secrets1"]),
    ("What version was the old database server that was squatting on the default port, and where did our container "
     "go instead?", ["s1.lsof", "s1.port"]),
    ("Which test broke when the three-item discount went up, and what is it called now?",
     ["s7.tierfail", "s7.testfix"]),
    ("How long did the removed cache keep entries, and which measurements got it removed?",
     ["s4.cache", "s4.redis", "s7.noredis"]),
    ("What does hosting cost per month since the memory upgrade, and what did we estimate when we moved there?",
     ["s8.scale", "s6.fly"]),
]

PREFERENCE = [
    ("Can I use npm to add a dependency?", ["s1.pnpm"]),
    ("Is it fine to ship with one failing test if it's unrelated to the change?", ["s2.testrule"]),
    ("How do we write commit messages here?", ["s3.commitstyle"]),
    ("Can I style the offer form with Tailwind?", ["s3.ui"]),
    ("How should a price be kept in the database?", ["s5.money"]),
    ("Can I push a production release on a Friday afternoon?", ["s8.memfjell", "s10.memdeploy2"]),
    ("How should the merchant hear about a change to her offers?", ["s8.memfjell"]),
    ("Is an untyped `any` acceptable in our TypeScript?", ["s1.pnpm"]),
    ("Besides the tests, what must the Rust code pass?", ["s2.testrule", "s2.n13"]),
    ("May I put the rename and a new feature in the same commit?", ["s3.commitstyle"]),
]

SUPERSEDED = [
    ("Where is the app hosted?", ["s6.fly", "s6.deployok", "s6.commit6"], ["s1.render"]),
    ("What discount does a customer get for three or more items of an offer?",
     ["s7.tiers", "s7.tier20", "s7.commit7"], ["s2.fn", "s2.runrs", "s2.fnrun1"]),
    ("What is the Prisma model for a merchant's bundle called?", ["s5.rename", "s5.model", "s5.commit5"],
     ["s1.schema"]),
    ("Which admin route lists the merchant's bundles?", ["s5.rename", "s5.gitmv"], ["s3.route"]),
    ("What is the pricing function extension's name?", ["s7.renamefn", "s7.mvext", "s7.commit7"],
     ["s2.generate", "s2.memlimits"]),
    ("What is the Rust function that turns an item count into a percentage called?",
     ["s7.renamefn", "s7.renamefnsym"], ["s2.runrs"]),
    ("How many products can one offer hold at most?", ["s9.max8", "s9.maxedit", "s9.commit9"], ["s1.goal"]),
    ("How much RAM does the production machine have?", ["s8.mem1g", "s8.scale", "s10.memdeploy2"],
     ["s6.flytoml", "s6.memdeploy1", "s6.launch"]),
    ("Which Admin API version are we on?", ["s10.apibump", "s10.tomlapi", "s10.serverapi", "s10.memdeploy2"],
     ["s3.memapi", "s1.readtoml"]),
    ("How do the webhook subscriptions get created?", ["s8.whtoml", "s8.subs", "s8.noafterauth"],
     ["s4.webhooks", "s4.register"]),
]


def questions() -> list[dict]:
    return by_category(FACT, DECISION, ERROR, TEMPORAL, MULTIHOP, PREFERENCE, SUPERSEDED)
