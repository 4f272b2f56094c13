"""The 70 questions about the routewise history, asked on Friday 11 May 2029 (see README.md).

Written blind and committed before the set was first scored. Each names the markers of the items that answer it
(`gold`) and, for a renamed or reversed thing, the items of the old state (`stale`). Dates in {day:...},
{mday:...}, {wd:...} are rendered by bench/agent_eval.py.
"""
from __future__ import annotations

from _agentset import by_category, markers  # bench/, on the path of build.py

S1 = markers("s1", "goal gradleinit rules catalog buildgradle port compose1 appconf tables1 dbfactory app1 run1 "
                   "commit1")
S3 = markers("s3", "push catalogfcm tokencol wipedb pushsvc pushwire fcmtest admin adminpage basicauth test3 mempush "
                   "commit3")
S4 = markers("s4", "cancel cancelcol cancelfail flyway catalogflyway v1 v2 dbflyway flywayok lesson1 railway "
                   "dockerfile railwayup railwaylog1 jdbcwhy jdbcfix railwayok commit4")
S5 = markers("s5", "bridges ghdocs routingclient rankrename grepnearest callersrename test5 ghplan offertimeout "
                   "timeoutconf expiryjob memrouting commit5")
S6 = markers("s6", "latepush highprio renamepush gitmvpush notifierclass greppush sedpush jobapitest koinfail2 "
                   "testkoinread koinwhy2 koinfix2 test6 lesson2 commit6")
S8 = markers("s8", "scaleway scwcreate composeprod caddyfile pgdump restorefail restorewhy restoreok lesson4 dnsswitch "
                   "smoke8 offer45 offer45edit deploysh deployrule backupcron tag110 memscaleway")
S9 = markers("s9", "incident logs9 ghlog incwhy incfix ghtimeout test9 hotdeploy verify9 lesson3 incnote commit9")

FACT = [
    ("Which port on my laptop reaches the development database container?",
     ["s1.port", "s1.compose1", "s1.appconf", "s1.commit1"]),
    ("What does the paid plan of the route-time service cost us a month, and how much daily allowance does it give?",
     ["s5.ghplan", "s5.memrouting"]),
    ("What is the IP address of the production machine?",
     ["s8.scwcreate", "s8.dnsswitch", "s8.memscaleway", "s8.deploysh", "s8.pgdump", "s8.restorefail", "s8.restoreok",
      "s8.backupcron", "s9.logs9", "s9.ghlog", "s9.verify9"]),
    ("How many couriers were imported into the live database on launch day, and how many of them ride a cargo bike?",
     ["s7.seedriders", "s7.golive", "s7.memgolive"]),
    ("How many parcels went out on the very first day on the new system, and how quickly did couriers take an offer "
     "on average?", ["s7.stats7", "s7.firstday", "s7.memgolive"]),
    ("How much had the first PaaS charged us after its first few days in production?",
     ["s8.scaleway", "s8.memscaleway"]),
    ("What do we bill for every kilometre past the distance that's included in the base price?",
     ["s10.invoice", "s10.meminvoice", "s10.invoicesvc", "s10.moneyfix"]),
    ("How many jobs came across when we copied the old database onto the new host?", ["s8.restoreok"]),
    ("Under which Firebase project are the courier notifications sent?",
     ["s3.pushsvc", "s3.mempush", "s3.fcmtest", "s6.notifierclass"]),
    ("When does the nightly database dump run, and where are the dumps kept?", ["s8.backupcron", "s8.memscaleway"]),
]

DECISION = [
    ("Why don't we let the ORM create the tables at boot any more?", ["s4.flyway", "s4.lesson1", "s4.cancelfail"]),
    ("Why do we ask an external service for cycling times instead of just comparing distances?",
     ["s5.bridges", "s5.memrouting", "s5.rankrename"]),
    ("Why is there still a crow-flies distance step before we call the routing API?", ["s5.bridges", "s5.memrouting"]),
    ("What made us leave the platform we launched on for a plain VM?", ["s8.scaleway", "s8.memscaleway"]),
    ("Why are offer notifications flagged urgent and thrown away after a minute?", ["s6.latepush", "s6.highprio"]),
    ("Why did the class that messages couriers get a new name?", ["s6.renamepush"]),
    ("Why is the dispatch board rendered on the server with htmx instead of a JavaScript single-page app?",
     ["s3.admin"]),
    ("Why did the bookkeeping export change its column delimiter?",
     ["s10.semicolon", "s10.semicolonedit", "s10.meminvoice"]),
    ("Why did we start paying for the routing service instead of staying on the free tier?", ["s5.ghplan"]),
    ("Why doesn't the routing HTTP client retry rate-limited calls anymore?",
     ["s9.incwhy", "s9.ghtimeout", "s9.incnote", "s9.lesson3"]),
]

ERROR = [
    ("The first time I posted a delivery to the API it came back with a server error saying the dispatch service "
     "couldn't be found. What was wrong?", ["s2.koinfail1", "s2.appread", "s2.koinwhy1", "s2.koinfix1"]),
    ("The HTTP test for jobs blew up because the DI container had nothing registered for the routing client. Why?",
     ["s6.koinfail2", "s6.testkoinread", "s6.koinwhy2", "s6.koinfix2", "s6.lesson2"]),
    ("Cancelling a job crashed with Postgres saying a column wasn't there. What caused it?",
     ["s4.cancelfail", "s4.flyway", "s4.lesson1"]),
    ("Why did the staging container die straight after starting on its first deploy?",
     ["s4.railwaylog1", "s4.jdbcwhy", "s4.jdbcfix"]),
    ("Why did loading the old data into the new server's database fail?",
     ["s8.restorefail", "s8.restorewhy", "s8.lesson4", "s8.restoreok"]),
    ("Why did the billing unit test come out a hair off from the expected total?",
     ["s10.moneyfail", "s10.moneywhy", "s10.moneyfix"]),
    ("Why were couriers only seeing job offers several minutes after they were sent?",
     ["s6.latepush", "s6.highprio"]),
    ("Why did the board lock up and stop handing out work in the middle of the weekend lunch peak?",
     ["s9.incident", "s9.logs9", "s9.ghlog", "s9.incwhy", "s9.incfix", "s9.ghtimeout", "s9.lesson3", "s9.incnote",
      "s9.hotdeploy"]),
    ("Why did the bookkeeper see every field crammed into a single column when she opened the file?",
     ["s10.semicolon", "s10.semicolonedit"]),
    ("Why did the system keep proposing a courier across the water for pickups near the docks?",
     ["s5.bridges", "s5.rankrename"]),
]

TEMPORAL = [
    ("What did we do on {day:2029-04-17}?", S4),
    ("What did we work on {mday:2029-04-23}?", S6),
    ("What did we do last {wd:2029-05-05}?", S9),
    ("What did we do two days after we brought in versioned migrations?", S5),
    ("When did the whole fleet start working with the new dispatch system?",
     ["s7.golive", "s7.memgolive", "s7.tag100", "s7.firstday", "s7.stats7"]),
    ("When did we first put the service on a cloud host?",
     ["s4.railway", "s4.railwayup", "s4.railwaylog1", "s4.railwayok", "s4.commit4"]),
    ("What did we do on the Friday of the first week?", S3),
    ("When did the dependency injection 'no definition' problem first show up?",
     ["s2.koinfail1", "s2.appread", "s2.koinwhy1", "s2.koinfix1", "s6.koinwhy2"]),
    ("What did we work on in the week before the Saturday outage?", S8),
    ("What did we do on the very first day of the project?", S1),
]

MULTIHOP = [
    ("We got Koin's missing-definition error twice: what was behind it each time?",
     ["s2.koinwhy1", "s6.koinwhy2", "s2.koinfail1", "s6.koinfail2", "s6.lesson2", "s2.koinfix1", "s6.koinfix2"]),
    ("The person who asked us to refuse bookings outside the city: what did she later want the acceptance window "
     "changed to?", ["s2.zone", "s8.offer45", "s8.offer45edit"]),
    ("Who complained that offers reached phones too late, and how long does a courier get now to take a job?",
     ["s6.latepush", "s8.offer45", "s8.offer45edit", "s8.tag110"]),
    ("Which version tag marked the launch, and which one marked the move to the new host?",
     ["s7.tag100", "s7.pretag", "s7.memgolive", "s7.golive", "s8.tag110", "s8.memscaleway"]),
    ("How many credits does one ranking request cost, and what daily allowance does our plan have?",
     ["s5.ghplan", "s5.memrouting", "s5.ghdocs"]),
    ("How many jobs were held up during the rate-limit outage, and which release shipped the fix?",
     ["s9.incnote", "s9.hotdeploy", "s9.commit9"]),
    ("Who looks after our domain's DNS, and what record did he create for the new server?",
     ["s7.dnsjens", "s8.dnsswitch", "s8.memscaleway", "s7.memgolive"]),
    ("What do we pay a month for hosting now, compared with what the old platform was heading for?",
     ["s8.scaleway", "s8.memscaleway"]),
    ("The bookkeeper's request from launch day: how is it priced, and what does a cargo bike delivery add?",
     ["s7.firstday", "s10.invoice", "s10.meminvoice", "s10.invoicesvc", "s10.moneyfix"]),
    ("When does the freelancer's next app release come out, and what do we have to tweak on the server side after "
     "it?", ["s11.plans", "s11.locrate", "s11.memplans", "s11.todo"]),
]

PREFERENCE = [
    ("Can I just write a library's version number straight into the build script?", ["s1.rules"]),
    ("What has to pass before I make a commit?", ["s1.rules"]),
    ("In which timezone should we save times in the database?", ["s1.rules"]),
    ("Can I correct a small mistake in a SQL migration that has already been applied?", ["s4.flyway"]),
    ("Could I add a little React frontend for the dispatchers' page?", ["s3.admin"]),
    ("Can I commit the Firebase service-account JSON into a config folder?",
     ["s3.push", "s3.mempush", "s3.pushsvc"]),
    ("Is it fine to roll out a small fix on a Thursday at two in the afternoon?",
     ["s7.shiftrule", "s7.memgolive", "s9.incwhy", "s8.deploysh"]),
    ("Can I ssh into the production machine and adjust the compose file there?",
     ["s8.deployrule", "s8.memscaleway", "s8.deploysh"]),
    ("Should prices in the invoicing code be floating-point numbers?", ["s10.moneywhy", "s10.meminvoice"]),
    ("Is it OK for a test to call the real routing API?", ["s6.koinwhy2"]),
]

SUPERSEDED = [
    ("How is the database schema managed now?",
     ["s4.flyway", "s4.v1", "s4.v2", "s4.dbflyway", "s4.flywayok", "s4.lesson1", "s4.commit4", "s4.railwayok",
      "s4.catalogflyway", "s10.v4", "s11.v5", "s11.flyway5"],
     ["s1.dbfactory", "s3.wipedb"]),
    ("Where is production hosted now?",
     ["s8.scaleway", "s8.scwcreate", "s8.memscaleway", "s8.tag110", "s8.composeprod", "s8.dnsswitch", "s8.deploysh"],
     ["s7.golive", "s7.railwayprod", "s7.domain", "s7.memgolive", "s4.railway"]),
    ("How does dispatch choose which courier gets a new job?",
     ["s5.bridges", "s5.rankrename", "s5.memrouting", "s5.commit5", "s5.routingclient", "s9.incfix"],
     ["s2.dispatch", "s2.dispatchsvc"]),
    ("What is the function that orders the candidate couriers called today?",
     ["s5.rankrename", "s5.memrouting", "s5.commit5", "s5.callersrename", "s5.expiryjob", "s9.incwhy", "s9.incnote",
      "s11.locrate", "s11.memplans"],
     ["s2.dispatchsvc", "s2.dispatchtest", "s5.grepnearest"]),
    ("Which class sends offers to the couriers' phones now, and in which file is it?",
     ["s6.renamepush", "s6.gitmvpush", "s6.notifierclass", "s6.commit6", "s6.sedpush", "s6.testkoinread"],
     ["s3.pushsvc", "s3.mempush", "s6.greppush"]),
    ("What Android priority do offer pushes go out with?",
     ["s6.latepush", "s6.highprio", "s6.commit6"], ["s3.push", "s3.pushsvc", "s3.mempush"]),
    ("How long can an offer sit unanswered before it goes to someone else?",
     ["s8.offer45", "s8.offer45edit", "s8.tag110"],
     ["s5.offertimeout", "s5.timeoutconf", "s5.memrouting", "s5.commit5"]),
    ("What character separates the fields in the bookkeeping CSV?",
     ["s10.semicolon", "s10.semicolonedit", "s10.meminvoice", "s10.deploy10"],
     ["s10.invoice", "s10.invoicesvc", "s10.aprilexport"]),
    ("How long does the routing client wait for an answer now?",
     ["s9.incwhy", "s9.ghtimeout", "s9.incnote", "s9.hotdeploy"], ["s5.routingclient"]),
    ("What kind of DNS record points the dispatch domain at production these days, and to what?",
     ["s8.dnsswitch", "s8.memscaleway"], ["s7.domain", "s7.dnsjens", "s7.smoke7", "s7.memgolive"]),
]


def questions() -> list[dict]:
    return by_category(FACT, DECISION, ERROR, TEMPORAL, MULTIHOP, PREFERENCE, SUPERSEDED)
