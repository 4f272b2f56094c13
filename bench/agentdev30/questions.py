"""The 70 questions about the milestack history, asked on Monday 31 May 2027 (see README.md).

Written before the set was first scored; not edited afterwards. Each names the markers of the
items that answer it (`gold`) and, for a renamed or reversed thing, the items of the old state
(`stale`). Dates in {day:...}, {mday:...}, {wd:...} are rendered by bench/agent_eval.py.
"""
from __future__ import annotations

from _agentset import by_category  # bench/, on the path of build.py

S1 = ["s1.goal", "s1.forgeinit", "s1.ozinstall", "s1.rules", "s1.foundrytoml", "s1.escrow", "s1.solcfail",
      "s1.solcfix", "s1.buildok", "s1.test1", "s1.commit1"]
S2 = ["s2.allowfail", "s2.allowwhy", "s2.allowfix", "s2.testok1", "s2.lesson1", "s2.fee", "s2.mock", "s2.testhabit",
      "s2.revtests", "s2.gas1", "s2.memproject", "s2.commit2"]
S3 = ["s3.dispute", "s3.disputecode", "s3.underflow", "s3.underflowwhy", "s3.underflowfix", "s3.disputeok",
      "s3.commitstyle", "s3.commit3"]
S5 = ["s5.web", "s5.pnpmcreate", "s5.wagmicfg", "s5.addresses", "s5.abigen", "s5.fundform", "s5.tscfail", "s5.tscfix",
      "s5.tscok", "s5.buildweb1", "s5.anvilplan", "s5.anvil", "s5.commit5"]
S6 = ["s6.roles", "s6.acedit", "s6.settlerole", "s6.acfail", "s6.acwhy", "s6.acfix", "s6.rename1", "s6.grepreleaser",
      "s6.renamesed", "s6.fee2", "s6.feeedit", "s6.fuzz1000", "s6.testok6", "s6.slither", "s6.ceifix", "s6.commit6"]
S8 = ["s8.webbug", "s8.allowfail2", "s8.allowcheck", "s8.readaddr", "s8.allowwhy2", "s8.genaddr", "s8.syncok",
      "s8.lesson2", "s8.norainbow", "s8.wagmicfg2", "s8.rmrainbow", "s8.route", "s8.gitmvroute", "s8.commit8"]
S9 = ["s9.window14", "s9.windowedit", "s9.maxedit", "s9.windowfail", "s9.windowtestfix", "s9.maxtestfix", "s9.fork",
      "s9.forkflaky", "s9.forkwhy", "s9.forkfix", "s9.forkok", "s9.lesson3", "s9.solc826", "s9.ozbump", "s9.testok9",
      "s9.memparams", "s9.commit9"]
S10 = ["s10.ci", "s10.ciprofile", "s10.ciyaml", "s10.cifail", "s10.ciwhy", "s10.cifix", "s10.cigreen", "s10.demo",
       "s10.redeploy", "s10.sync2", "s10.dryrun", "s10.memdemo", "s10.commit10"]

FACT = [
    ("How much gas does opening a new job usually cost according to the gas report?", ["s2.gas1"]),
    ("What is the token address of Circle's test dollar on the Base test network?",
     ["s7.base", "s7.memdeploy", "s8.readaddr"]),
    ("How many requests per second did the free Optimism endpoint let us make?", ["s4.rpc429", "s4.memrpc"]),
    ("How big is the compressed frontend bundle now that the wallet modal library is gone?", ["s8.rmrainbow"]),
    ("At which block are the fork tests pinned?", ["s9.forkfix", "s9.forkwhy"]),
    ("Who is our contact at the auditing firm, and what is the firm called?", ["s9.window14"]),
    ("How large is the vault's runtime bytecode and how much room is left under the size limit?", ["s10.cifail"]),
    ("How much gas did the first deployment on Base's testnet use?", ["s7.deploybase"]),
    ("Which wallet connection options does the web app offer?", ["s8.wagmicfg2", "s8.norainbow"]),
    ("In the demo rehearsal, how was the contested milestone divided?", ["s10.dryrun"]),
]

DECISION = [
    ("Why did the pilot move to Base's test network?", ["s7.base"]),
    ("Why did we stop using the free public RPC endpoint?", ["s4.alchemy", "s4.rpc429", "s4.memrpc"]),
    ("Why are disputes no longer decided by the owner multisig?", ["s6.roles"]),
    ("Why does the on-chain contract no longer carry the word escrow in its name?", ["s7.rename2"]),
    ("Why did we throw out the ready-made wallet connection kit in the frontend?", ["s8.norainbow", "s8.rmrainbow"]),
    ("Why was the period before a freelancer can claim a disputed milestone extended?",
     ["s9.window14"]),
    ("Why was the limit on milestones per job raised?", ["s9.window14"]),
    ("Why did the job pages in the web app get a different URL?", ["s8.route"]),
    ("Why don't the mainnet-fork style tests against real USDC run on pull requests?", ["s10.ci"]),
    ("Why had we first chosen Optimism's test network for the pilot?", ["s4.deploy1"]),
]

ERROR = [
    ("Why did the very first compile of the contracts fail?", ["s1.solcfail", "s1.solcfix"]),
    ("Why did every unit test of the escrow fail with a zero allowance?",
     ["s2.allowfail", "s2.allowwhy", "s2.allowfix", "s2.lesson1"]),
    ("Why couldn't Marek fund a job from the web app after we changed chains?",
     ["s8.allowfail2", "s8.allowwhy2", "s8.allowcheck", "s8.readaddr", "s8.lesson2"]),
    ("What caused the panic in the test that splits a disputed milestone?",
     ["s3.underflow", "s3.underflowwhy", "s3.underflowfix"]),
    ("Why did the first broadcast of the deployment fail?", ["s4.rpc429", "s4.alchemy", "s4.memrpc"]),
    ("Why did two tests break right after we moved to role-based permissions?", ["s6.acfail", "s6.acwhy", "s6.acfix"]),
    ("Why did the deployment script stop compiling while we prepared the Base deployment?",
     ["s7.buildfail7", "s7.buildwhy7", "s7.scriptfix"]),
    ("Why did the test against real USDC time out, and what made it quick?",
     ["s9.forkflaky", "s9.forkwhy", "s9.forkfix", "s9.lesson3", "s9.forkok"]),
    ("Why could the CI runner not find OpenZeppelin when everything built on my machine?",
     ["s10.cifail", "s10.ciwhy", "s10.cifix"]),
    ("What did the static analysis tool flag in the contract, and how did we address it?", ["s6.slither", "s6.ceifix"]),
]

TEMPORAL = [
    ("What did we do on {day:2027-05-07}?", S3),
    ("What got done last Tuesday?", S9),
    ("What happened on {mday:2027-05-13}?", S5),
    ("What did we do on {day:2027-05-03}?", S1),
    ("When did the contract first go live on Base's test network?", ["s7.deploybase", "s7.memdeploy", "s7.commit7"]),
    ("What did we work on two days before we switched the pilot chain?", S6),
    ("What did we build last week on {wd:2027-05-27}?", S10),
    ("Which day did the frontend first produce a production build?", ["s5.buildweb1", "s5.pnpmcreate", "s5.commit5"]),
    ("What did we do on the Wednesday of our first week on this project?", S2),
    ("What did we do the Friday after Aoife asked for several dispute handlers?", S8),
]

MULTIHOP = [
    ("The revert Marek hit when funding a job: when had we seen that same error before, and what caused it then?",
     ["s8.allowfail2", "s8.allowwhy2", "s2.allowfail", "s2.allowwhy", "s2.lesson1"]),
    ("Whose wallet got the dispute-settling role, and on which vault address was it granted?",
     ["s7.memdeploy", "s7.grantarb"]),
    ("The RPC provider we switched to: which variable holds its key, and which network's URL is configured now?",
     ["s4.memrpc", "s4.alchemy", "s7.rpcbase"]),
    ("Which parameter changes came out of the auditor's call, and which tests broke because of them?",
     ["s9.window14", "s9.windowfail", "s9.memparams"]),
    ("Which commit renamed the contract file, and what was the contract called before?",
     ["s7.commit7", "s7.rename2", "s7.gitmv"]),
    ("The spender the web app wrongly approved: which chain and deployment did that address belong to?",
     ["s8.allowcheck", "s8.allowwhy2", "s4.memrpc", "s4.deployok1", "s5.addresses"]),
    ("How much did the treasury take on the demo's first approved milestone, and which fee setting explains it?",
     ["s10.dryrun", "s6.fee2", "s6.feeedit", "s9.memparams"]),
    ("The deploy that failed on a missing key variable: what replaced raw keys, and under which account name?",
     ["s7.pkfail", "s7.keystore"]),
    ("How much smaller did the compressed bundle get after removing the wallet kit, compared with the first build?",
     ["s5.buildweb1", "s8.rmrainbow"]),
    ("Which change to permissions made the deploy script fail to compile two days later?",
     ["s7.buildwhy7", "s6.roles"]),
]

PREFERENCE = [
    ("Can I add a require with a string message for a new check in the contract?", ["s1.rules"]),
    ("Which package manager should I use for the frontend?", ["s5.web"]),
    ("How should I name the test I write for a bug fix?", ["s2.testhabit"]),
    ("How should commit messages be written in this repo?", ["s3.commitstyle"]),
    ("Can I put the deployer's private key in the .env file to deploy?", ["s7.keystore", "s7.memdeploy"]),
    ("What line length does the Solidity formatter use, and when does it have to be clean?",
     ["s1.rules", "s1.foundrytoml"]),
    ("Is it fine to track OpenZeppelin's master branch to get the latest fixes?", ["s1.rules"]),
    ("A test keeps failing in CI; may I just delete it for now?", ["s2.testhabit"]),
    ("What must I run after every redeploy before testing the web app?", ["s8.lesson2", "s10.memdemo", "s10.demo"]),
    ("Do externally callable functions need doc comments?", ["s1.rules"]),
]

SUPERSEDED = [
    ("Which test network does the pilot run on?", ["s7.base", "s7.memdeploy", "s7.deploybase"],
     ["s4.deploy1", "s4.memrpc", "s4.deployok1"]),
    ("What is the main contract called now?", ["s7.rename2", "s7.gitmv", "s7.commit7", "s7.memdeploy",
      "s7.deploybase", "s10.redeploy"],
     ["s1.escrow", "s1.commit1", "s2.memproject"]),
    ("Which function does the client call to sign off a milestone?", ["s6.rename1", "s6.renamesed", "s6.commit6"],
     ["s1.escrow", "s1.commit1"]),
    ("How big is the platform's cut of each payout?", ["s6.fee2", "s6.feeedit", "s9.memparams"],
     ["s2.fee", "s2.memproject", "s1.escrow"]),
    ("How long can a client stay silent on a dispute before the freelancer may claim the milestone?",
     ["s9.window14", "s9.windowedit", "s9.memparams"], ["s3.dispute", "s3.disputecode", "s3.commit3"]),
    ("Who is allowed to settle disputes?", ["s6.roles", "s6.settlerole", "s6.commit6"],
     ["s3.dispute", "s3.disputecode"]),
    ("How many fuzz runs does the CI pipeline do?", ["s10.ciprofile", "s10.ci", "s10.cigreen"],
     ["s1.foundrytoml", "s6.fuzz1000"]),
    ("Which Solidity compiler version do the contracts build with?", ["s9.solc826", "s9.memparams", "s9.ozbump"],
     ["s1.solcfix", "s1.buildok", "s2.memproject"]),
    ("What is the address of the vault the demo will use?", ["s10.redeploy", "s10.memdemo"],
     ["s7.deploybase", "s7.memdeploy", "s8.syncok"]),
    ("What is the path of the page where a client creates a new job?", ["s8.route", "s8.gitmvroute"],
     ["s5.fundform"]),
]


def questions() -> list[dict]:
    return by_category(FACT, DECISION, ERROR, TEMPORAL, MULTIHOP, PREFERENCE, SUPERSEDED)
