"""The 70 questions about the emberfall history, asked on Monday 6 March 2028 (see README.md).

Written blind and committed before the set was first scored; not edited afterwards. Each names the
markers of the items that answer it (`gold`) and, for a renamed or reversed thing, the items of the
old state (`stale`). Dates in {day:...}, {mday:...}, {wd:...} are rendered by bench/agent_eval.py.
"""
from __future__ import annotations

from _agentset import by_category  # bench/, on the path of build.py

S1 = ["s1.goal", "s1.rules", "s1.gradleinit", "s1.settings", "s1.rootbuild", "s1.pluginyml", "s1.coreyml",
      "s1.coremain", "s1.messagesjava", "s1.msgyml", "s1.resolvefail", "s1.repofix", "s1.build1", "s1.runserver",
      "s1.commit1"]
S2 = ["s2.econ", "s2.mysqllocal", "s2.econbuild", "s2.econconfig", "s2.database", "s2.schemav1", "s2.balrepo",
      "s2.paycmd", "s2.vault", "s2.vaultprovider", "s2.testfail2", "s2.testwhy2", "s2.testfix2", "s2.test2",
      "s2.memecon", "s2.commit2"]
S3 = ["s3.baltopbug", "s3.readfail", "s3.hikari1", "s3.leakdetect", "s3.leaktrace", "s3.leakwhy", "s3.leakfix",
      "s3.lesson1", "s3.cents", "s3.schemav2", "s3.centsedit", "s3.grepdouble", "s3.test3", "s3.commit3"]
S5 = ["s5.proxy", "s5.proxybuild", "s5.proxymain", "s5.velotoml", "s5.fwdfail", "s5.fwdwhy", "s5.fwdfix", "s5.fwdok",
      "s5.lesson3", "s5.secretrule", "s5.gitignore", "s5.proxyjar", "s5.memproxy", "s5.commit5"]
S6 = ["s6.reports", "s6.reportsbuild", "s6.reportcmd", "s6.schemav3", "s6.claimsdb", "s6.movedbplan", "s6.gitmvdb",
      "s6.grepdb", "s6.editfail", "s6.fiximports", "s6.renameplan", "s6.renamecls", "s6.schemav4", "s6.renamefail",
      "s6.renamefix", "s6.importyaml", "s6.commit6"]
S8 = ["s8.dropwebhooklib", "s8.httpclient", "s8.rmdep", "s8.jarsize", "s8.ratelimit", "s8.ratewhy", "s8.ratefix",
      "s8.nopings", "s8.pingedit", "s8.test8", "s8.memreports", "s8.deploy8", "s8.commit8"]
S9 = ["s9.incident", "s9.hikari2", "s9.preprocess", "s9.processlist", "s9.hikariwhy2", "s9.poolfix", "s9.lobbypool",
      "s9.ticket", "s9.lesson2", "s9.incnote", "s9.deploy9", "s9.verify9", "s9.commit9"]
S10 = ["s10.deployapi", "s10.serversjson", "s10.deploytask", "s10.rmupload", "s10.apifail", "s10.apiwhy",
       "s10.lesson4", "s10.deployok", "s10.claimcost", "s10.costedit", "s10.test10", "s10.commit10"]
S11 = ["s11.meeting", "s11.trust", "s11.test11", "s11.readroot", "s11.changelog", "s11.deploy11", "s11.memplans"]

FACT = [
    ("What number do I ring to reach the owner if the whole network stays offline?",
     ["s7.primerule", "s7.memdeploy"]),
    ("Which host port did we map the dev database container to on my laptop?",
     ["s2.econ", "s2.mysqllocal", "s2.memecon"]),
    ("How many simultaneous connections does the hosting company allow our database account?",
     ["s9.hikariwhy2", "s9.incnote", "s9.hikari2"]),
    ("Which Discord role id gets mentioned when a player files a complaint in the daytime?",
     ["s8.nopings", "s8.pingedit"]),
    ("How big did the complaints plugin's jar get while it bundled the third-party Discord dependency?",
     ["s8.dropwebhooklib", "s7.buildrel", "s8.memreports"]),
    ("How many protected areas did the one-off migration carry over from the old flat file?",
     ["s6.importyaml", "s6.claimsdb"]),
    ("What's the identifier of the survival world's server in the hosting dashboard?",
     ["s7.release", "s7.memdeploy", "s10.serversjson", "s7.uploadsh"]),
    ("Which support case number did we file with the hosting provider after the outage?",
     ["s9.ticket", "s9.incnote"]),
    ("Which Paper build number does the test server run?", ["s1.runserver", "s3.hikari1"]),
    ("How long did writing the old claims file take during an autosave?", ["s6.claimsdb"]),
]

DECISION = [
    ("Why did we pick the traditional plugin descriptor over the newer Paper-specific one?", ["s1.pluginyml"]),
    ("Why did we change how amounts of currency are represented in the database?",
     ["s3.cents", "s3.schemav2"]),
    ("Why did protected-area data move out of a file in the plugin folder?", ["s6.claimsdb"]),
    ("Why did we write our own little HTTP client for the mod channel instead of keeping the library?",
     ["s8.dropwebhooklib", "s8.memreports"]),
    ("Why did we retire the shell script that copied jars onto the servers?", ["s10.deployapi"]),
    ("Why do newcomers get a bigger pile of money to begin with?",
     ["s4.startbal", "s4.startbaledit", "s4.memclaims"]),
    ("Why does buying land depend on its size now?", ["s10.claimcost", "s10.costedit"]),
    ("Why was the class that owns the connection pool moved into the shared module?",
     ["s6.movedbplan", "s6.gitmvdb", "s6.fiximports"]),
    ("Why does the hub server only get a tiny connection pool?",
     ["s9.hikariwhy2", "s9.lobbypool", "s9.incnote"]),
    ("Why does the chest shop bridge answer from memory rather than asking MySQL?",
     ["s2.vault", "s2.vaultprovider", "s2.memecon"]),
]

ERROR = [
    ("What made every money command freeze after someone hammered the richest-players list?",
     ["s3.baltopbug", "s3.hikari1", "s3.leaktrace", "s3.leakwhy", "s3.leakfix", "s3.lesson1"]),
    ("Why did shops, payments and land checks hang on the opening night of the season?",
     ["s9.incident", "s9.hikari2", "s9.processlist", "s9.hikariwhy2", "s9.lesson2", "s9.incnote", "s9.poolfix"]),
    ("Why couldn't the very first build find the server API dependency?", ["s1.resolvefail", "s1.repofix"]),
    ("Why did the payment unit tests blow up trying to reach a database?",
     ["s2.testfail2", "s2.testwhy2", "s2.testfix2"]),
    ("Why was the far edge of a player's selected plot left unprotected?", ["s4.edgefail", "s4.edgewhy", "s4.edgefix"]),
    ("Why did the hub server throw me out when I joined through the proxy on my machine?",
     ["s5.fwdfail", "s5.fwdwhy", "s5.fwdfix", "s5.lesson3"]),
    ("Why couldn't the copy script log in to the survival box on release day?", ["s7.sftpfail", "s7.sftpwhy"]),
    ("Why did several test complaints never arrive in the moderators' channel?",
     ["s8.ratelimit", "s8.ratewhy", "s8.ratefix"]),
    ("Why was the first run of the new automated deploy rejected with a permissions error?",
     ["s10.apifail", "s10.apiwhy", "s10.lesson4"]),
    ("Why did compilation break right after we gave the land-protection class a new name?",
     ["s6.renamefail", "s6.renamefix"]),
]

TEMPORAL = [
    ("What did we do on {day:2028-02-09}?", S2),
    ("What did we work on {mday:2028-02-17}?", S5),
    ("What did we do the day before the season opened?", S8),
    ("What did we get done on {wd:2028-03-01} last week?", S10),
    ("When did the first stable release go out to the live network?",
     ["s7.release", "s7.version", "s7.tag", "s7.memdeploy", "s7.restart", "s7.uploadok"]),
    ("What did we do four days after setting up the network proxy?", S6),
    ("What happened on {mday:2028-02-11}?", S3),
    ("Which day did we start building the land protection module?",
     ["s4.claims", "s4.claimmgr", "s4.memclaims", "s4.commit4"]),
    ("What did we do on the first Monday of the project?", S1),
    ("What did we do last Friday?", S11),
]

MULTIHOP = [
    ("We saw the same pool timeout message twice: what was behind it each time?",
     ["s3.leakwhy", "s9.hikariwhy2", "s3.lesson1", "s9.lesson2", "s9.incnote"]),
    ("The builder who wanted land priced by size: what does he need for his event build before it starts?",
     ["s11.meeting", "s11.trust", "s11.memplans"]),
    ("The head moderator who complained about night-time pings: which feature does she want next after the server "
     "move?", ["s11.meeting", "s11.memplans"]),
    ("Which commit relocated the database class, and which package holds it now?",
     ["s6.commit6", "s6.gitmvdb", "s6.fiximports"]),
    ("The land-protection class we renamed: what was its old lookup method called, and which commit did the rename?",
     ["s6.renameplan", "s6.renamecls", "s6.commit6"]),
    ("The script that put the economy plugin on the hub server: which commit added it and which one deleted it?",
     ["s7.tag", "s10.commit10", "s10.rmupload"]),
    ("How many DB connections did the hub server hold during the outage, and how many after the fix?",
     ["s9.processlist", "s9.verify9"]),
    ("Who gave me the missing file-transfer permission on release day, and what's his emergency number?",
     ["s7.sftpwhy", "s7.primerule", "s7.memdeploy"]),
    ("The season whose opening night broke: when did it start, and how many players were on during the outage?",
     ["s7.release", "s9.incident", "s9.incnote"]),
    ("With the new pricing, what does a 20 by 20 plot cost, and how much does a fresh player start with?",
     ["s10.claimcost", "s4.startbal", "s4.startbaledit", "s4.memclaims"]),
]

PREFERENCE = [
    ("Can I use ChatColor for a quick coloured message in a new command?", ["s1.rules"]),
    ("Is it fine to reach into net.minecraft.server internals for a custom packet?", ["s1.rules"]),
    ("Can I run a SQL query directly inside a block event handler?", ["s1.rules"]),
    ("How should I name the permission for a new admin-only reports command?", ["s4.permrule", "s4.memclaims"]),
    ("Can I commit the proxy's shared key file so the others have a copy?", ["s5.secretrule", "s5.gitignore"]),
    ("When am I allowed to reboot the live servers?", ["s7.primerule", "s7.memdeploy"]),
    ("How does the owner like money amounts shown in chat?", ["s2.econ", "s2.memecon"]),
    ("What details does the head moderator expect in each complaint notification?",
     ["s6.reports", "s8.memreports", "s8.nopings"]),
    ("Do the unit tests need a real database running?", ["s2.testwhy2", "s2.testfix2"]),
    ("Should a complaint notification wake up the whole mod team at 2am?",
     ["s8.nopings", "s8.pingedit", "s8.memreports"]),
]

SUPERSEDED = [
    ("How are player account amounts stored in the database these days?",
     ["s3.cents", "s3.schemav2", "s3.centsedit", "s3.commit3"],
     ["s2.econ", "s2.schemav1", "s2.memecon", "s2.balrepo"]),
    ("How much money does a brand-new player get?",
     ["s4.startbal", "s4.startbaledit", "s4.memclaims", "s4.commit4"],
     ["s2.econ", "s2.memecon", "s2.schemav1", "s2.econconfig"]),
    ("Where do land claims get persisted?",
     ["s6.claimsdb", "s6.schemav4", "s6.importyaml", "s6.commit6"],
     ["s4.claims", "s4.claimmgr", "s4.memclaims", "s4.commit4"]),
    ("What's the class that finds the claim at a location called now?",
     ["s6.renameplan", "s6.renamecls", "s6.commit6", "s11.trust", "s10.costedit", "s9.hikari2"],
     ["s4.claimmgr", "s4.memclaims", "s4.claimlistener"]),
    ("Which module and package does the connection pool class live in?",
     ["s6.gitmvdb", "s6.movedbplan", "s6.fiximports", "s6.commit6"],
     ["s2.database", "s3.leaktrace", "s6.grepdb"]),
    ("How do complaint notifications get sent to Discord?",
     ["s8.dropwebhooklib", "s8.httpclient", "s8.memreports", "s8.rmdep", "s8.commit8"],
     ["s6.reports", "s6.reportsbuild", "s6.reportcmd"]),
    ("Who gets mentioned when a new complaint comes in?",
     ["s8.nopings", "s8.pingedit", "s8.memreports", "s8.test8"],
     ["s6.reports", "s6.reportcmd"]),
    ("How do new plugin builds get onto the hosted servers?",
     ["s10.deployapi", "s10.deploytask", "s10.serversjson", "s10.deployok", "s10.commit10", "s11.deploy11"],
     ["s7.release", "s7.uploadsh", "s7.uploadok", "s7.memdeploy", "s8.deploy8"]),
    ("How much does it cost to protect a piece of land?",
     ["s10.claimcost", "s10.costedit", "s10.test10", "s11.changelog"],
     ["s4.claims", "s4.memclaims", "s4.claimmgr"]),
    ("How many connections may the survival server's pool open?",
     ["s9.poolfix", "s9.incnote", "s9.commit9"],
     ["s2.econconfig", "s2.memecon"]),
]


def questions() -> list[dict]:
    return by_category(FACT, DECISION, ERROR, TEMPORAL, MULTIHOP, PREFERENCE, SUPERSEDED)
