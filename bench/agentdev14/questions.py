"""The 70 questions about the berthly history, asked on Friday 5 November 2027 (see README.md).

Written before the set was first scored; not edited afterwards. Each names the markers of the
items that answer it (`gold`) and, for a renamed or reversed thing, the items of the old state
(`stale`). Dates in {day:...}, {mday:...}, {wd:...} are rendered by bench/agent_eval.py.
"""
from __future__ import annotations

from _agentset import by_category  # bench/, on the path of build.py

S1 = ["s1.goal", "s1.scaffold", "s1.ormask", "s1.drizzleneon", "s1.drizzle", "s1.schema", "s1.drizzleconf",
      "s1.pushfail", "s1.pushwhy", "s1.pushfix", "s1.migrate1", "s1.vercellink", "s1.commit1"]
S2 = ["s2.auth", "s2.authts", "s2.middleware1", "s2.edgefail", "s2.greppg", "s2.dbindex", "s2.edgewhy",
      "s2.authconfig", "s2.dbneon", "s2.jwt", "s2.edgeok", "s2.memauth", "s2.actionspref", "s2.commit2"]
S3 = ["s3.listings", "s3.berthcard", "s3.marinaspage", "s3.pagesize", "s3.hydr1", "s3.hydr1q", "s3.hydrdoc",
      "s3.hydr1cause", "s3.formatts", "s3.hydr1fix", "s3.hydr1ok", "s3.lesson1", "s3.commit3"]
S4 = ["s4.rename1", "s4.gitmv1", "s4.grepmarinas", "s4.renamelinks", "s4.redirect", "s4.booking", "s4.action1",
      "s4.pricing", "s4.pricingtest", "s4.vitestfail", "s4.vitestwhy", "s4.tzcheck", "s4.vitestfix", "s4.vitestok",
      "s4.vitestconf", "s4.commit4"]
S5 = ["s5.e2e", "s5.bookspec", "s5.pwconf", "s5.e2elocal", "s5.e2ecifail", "s5.e2ecause", "s5.bypassdoc", "s5.e2efix",
      "s5.e2eciok", "s5.memenv", "s5.commit5"]
S6 = ["s6.perf", "s6.lh1", "s6.build1", "s6.perfcause", "s6.pagesize2", "s6.pagesizeedit", "s6.priority", "s6.mapdyn",
      "s6.dynfail", "s6.mapclient", "s6.build2", "s6.lh2", "s6.rename2", "s6.gitmv2", "s6.renamecard", "s6.commit6"]
S8 = ["s8.clerk", "s8.clerkmw", "s8.grepauth", "s8.clerkaction", "s8.git8", "s8.buildfail2", "s8.buildfail2why",
      "s8.buildfix2", "s8.buildok2", "s8.clerkorgs", "s8.memclerk", "s8.fridaypref"]
S9 = ["s9.nopay", "s9.statusenum", "s9.gen2", "s9.migfail", "s9.migwhy", "s9.migfix", "s9.migok", "s9.bookingcount",
      "s9.rename3", "s9.grepcreate", "s9.renameaction", "s9.renameform", "s9.notify", "s9.vitest2", "s9.e2e9",
      "s9.webkitoff", "s9.pwprojects", "s9.commit9"]
S10 = ["s10.inp", "s10.speedins", "s10.filters", "s10.inpfix", "s10.debounce1", "s10.inplocal", "s10.debounce2",
       "s10.debounce2edit", "s10.inpafter", "s10.nextbump", "s10.commit10", "s10.deploy", "s10.deploypref",
       "s10.memrelease", "s10.tag"]

FACT = [
    ("How did the harbour index do on the phone performance audit before we touched the images?",
     ["s6.lh1", "s6.commit6"]),
    ("How much JavaScript did a single harbour's page load up front, before and after the map was deferred?",
     ["s6.build1", "s6.build2", "s6.commit6"]),
    ("What 75th-percentile responsiveness figure did the real-user data show for the filters on mobile?",
     ["s10.speedins"]),
    ("How long does the CI browser-test job run when both the desktop and the phone browser are included?",
     ["s5.e2eciok", "s9.webkitoff"]),
    ("How many trial reservations were already stored when the state column was introduced?",
     ["s9.migwhy", "s9.bookingcount"]),
    ("Which sender address does the harbour office's notification mail use?", ["s9.notify"]),
    ("How much is the per-guest overnight levy, and which harbour charges it?",
     ["s4.booking", "s4.pricing", "s4.pricingtest"]),
    ("Which harbours were in the initial list when the project began?", ["s1.goal"]),
    ("Which handset does the Safari project in the browser tests pretend to be?", ["s5.pwconf", "s9.pwprojects"]),
    ("Which account do the automated browser tests log in as?", ["s5.memenv"]),
]

DECISION = [
    ("What made us go with our current database toolkit rather than the other well-known TypeScript one?",
     ["s1.drizzle", "s1.ormask", "s1.drizzleneon"]),
    ("Why were login sessions kept in signed tokens instead of database rows?",
     ["s2.jwt", "s2.memauth", "s2.edgewhy"]),
    ("What pushed us to hand sign-in over to a hosted identity service?", ["s8.clerk", "s8.memclerk", "s8.git8"]),
    ("Why don't sailors settle the bill on the website when they reserve a spot?", ["s9.nopay", "s9.commit9"]),
    ("Why are the harbour URLs not using the word marina any more?", ["s4.rename1", "s4.commit4"]),
    ("Why did the listing show fewer harbours on each page after the speed work?",
     ["s6.pagesize2", "s6.perfcause", "s6.lh1", "s6.commit6"]),
    ("Why do the iPhone browser tests only happen in the nightly job?", ["s9.webkitoff", "s9.pwprojects"]),
    ("Why did we pick the translation library we use over the older alternative?", ["s7.i18n"]),
    ("Why do the browser tests attach an extra HTTP header to every request?",
     ["s5.e2ecause", "s5.e2efix", "s5.bypassdoc", "s5.memenv"]),
    ("Why does typing in the filter box update the address bar lazily inside a transition?",
     ["s10.inp", "s10.inpfix", "s10.speedins", "s10.debounce1", "s10.debounce2", "s10.commit10"]),
]

ERROR = [
    ("Why couldn't the schema migration command see the Postgres connection string on the first try?",
     ["s1.pushfail", "s1.pushwhy", "s1.pushfix"]),
    ("What stopped the request interceptor from compiling once login was wired up?",
     ["s2.edgefail", "s2.greppg", "s2.dbindex", "s2.edgewhy", "s2.dbneon", "s2.authconfig", "s2.memauth"]),
    ("The first time server and browser disagreed while hydrating the harbour tiles, what was behind it?",
     ["s3.hydr1", "s3.hydr1q", "s3.hydr1cause", "s3.hydr1fix", "s3.lesson1", "s3.hydrdoc"]),
    ("The hydration failure on the reservation form: what caused that one?",
     ["s7.hydr2", "s7.hydr2q", "s7.bookingform", "s7.hydr2cause", "s7.hydr2fix", "s7.lesson2"]),
    ("Why did the unit test for counting nights return a fractional number?",
     ["s4.vitestfail", "s4.vitestwhy", "s4.tzcheck", "s4.vitestfix", "s4.vitestconf"]),
    ("Why did the browser test in GitHub Actions hang waiting for the confirmation page?",
     ["s5.e2ecifail", "s5.e2ecause", "s5.e2efix", "s5.bypassdoc", "s5.memenv"]),
    ("What broke the production build when the languages were added?",
     ["s7.buildfail1", "s7.buildfail1why", "s7.buildfix1"]),
    ("Why did the dependency install step fail on Vercel for the branch that replaced the login library?",
     ["s8.buildfail2", "s8.buildfail2why", "s8.buildfix2"]),
    ("Why couldn't the migration adding the reservation state be applied at first?",
     ["s9.migfail", "s9.migwhy", "s9.migfix", "s9.migok"]),
    ("What was the problem with rendering the map only in the browser straight from the page file?",
     ["s6.dynfail", "s6.mapclient", "s6.mapdyn"]),
]

TEMPORAL = [
    ("What did we do on {day:2027-10-15}?", S3),
    ("What got done last Tuesday?", S9),
    ("What happened on {mday:2027-10-21}?", S5),
    ("What did we work on yesterday?", S10),
    ("When did the harbour pages move away from the marina path?",
     ["s4.rename1", "s4.gitmv1", "s4.renamelinks", "s4.redirect", "s4.commit4"]),
    ("What did we do on {wd:2027-10-29} last week?", S8),
    ("What did we set up on the Wednesday of the first week?", S2),
    ("What did we work on two days before the site became available in three languages?", S6),
    ("What did we do on {day:2027-10-19}?", S4),
    ("What did we do on the Monday we started the project?", S1),
]

MULTIHOP = [
    ("The lesson about locale-dependent date output: which component triggered it, and which helper file came "
     "out of it?", ["s3.lesson1", "s3.hydr1fix", "s3.formatts"]),
    ("What role does a harbour master get in the identity service, and which section of the site requires it?",
     ["s8.memclerk", "s8.clerkorgs"]),
    ("The database module that dragged a Node socket library into the edge bundle: which driver took its place?",
     ["s2.dbindex", "s2.dbneon", "s2.edgewhy"]),
    ("Which commit recorded the audit improvement, and what was the largest paint time afterwards?",
     ["s6.commit6", "s6.lh2"]),
    ("In the harbour that charges the guest levy, which berth does the browser test reserve and for which dates?",
     ["s5.bookspec", "s4.booking", "s4.pricing"]),
    ("Where does the database behind a pull request's preview come from, and how does CI get past the preview "
     "login wall?", ["s5.memenv", "s5.e2efix"]),
    ("What was the harbour tile component called originally, and which files still referenced the old name when "
     "it was renamed?", ["s6.gitmv2", "s6.rename2", "s3.berthcard"]),
    ("The release tag that shipped reservation requests: which framework version went out with it?",
     ["s10.memrelease", "s10.tag", "s10.nextbump"]),
    ("Who asked for two dozen tiles per page, and who spotted the slowness on a phone?", ["s3.pagesize", "s6.perf"]),
    ("The action the form calls: what was it named before, and in which files did that old name appear?",
     ["s9.grepcreate", "s9.rename3", "s9.renameform", "s9.renameaction", "s4.action1"]),
]

PREFERENCE = [
    ("Can I install a new package with npm?", ["s1.goal"]),
    ("I changed package.json; what else has to be in that commit?", ["s1.goal", "s8.buildfail2why"]),
    ("Should the new cancel-reservation mutation be an HTTP endpoint under /api?", ["s2.actionspref"]),
    ("May I run the end-to-end suite against the live berthly.pt site to check it?", ["s5.e2e"]),
    ("Is it okay to push a release live this Friday afternoon?", ["s8.fridaypref", "s10.memrelease"]),
    ("Should I build and ship production straight from my machine with the CLI?",
     ["s10.deploypref", "s10.memrelease"]),
    ("Vercel complains the lock file is stale during install; can I just disable the frozen lockfile there?",
     ["s8.buildfail2why"]),
    ("Should harbour pages load their data with client-side fetching?", ["s3.listings"]),
    ("CI can't get into a protected preview; may I switch the deployment protection off?", ["s5.e2ecause"]),
    ("Should URL paths be translated per language, like /pt/portos?", ["s7.i18n"]),
]

SUPERSEDED = [
    ("Which library handles user login now?", ["s8.clerk", "s8.memclerk", "s8.git8", "s8.clerkmw",
                                           "s8.clerkaction", "s10.memrelease"],
     ["s2.auth", "s2.authts", "s2.memauth"]),
    ("How many harbours does one page of the listing show?", ["s6.pagesize2", "s6.pagesizeedit", "s6.commit6"],
     ["s3.pagesize", "s3.marinaspage"]),
    ("Under which URL path does a harbour's own page live?",
     ["s4.rename1", "s4.gitmv1", "s4.renamelinks", "s4.redirect", "s4.commit4", "s7.mvlocale"],
     ["s3.listings", "s3.marinaspage", "s3.berthcard"]),
    ("What is the component that draws one harbour in the grid called?",
     ["s6.rename2", "s6.gitmv2", "s6.renamecard", "s6.commit6", "s7.msgpt"], ["s3.berthcard"]),
    ("Which server function does the reservation form submit to?",
     ["s9.rename3", "s9.renameaction", "s9.renameform", "s9.commit9"], ["s4.booking", "s4.action1"]),
    ("Do sailors pay by card online when they reserve?", ["s9.nopay", "s9.commit9"], ["s4.booking"]),
    ("How long does the filter field wait after typing before it changes the URL?",
     ["s10.debounce2", "s10.debounce2edit", "s10.commit10"], ["s10.inpfix", "s10.debounce1"]),
    ("Which browsers does the end-to-end suite cover on pull requests?", ["s9.webkitoff", "s9.pwprojects", "s9.e2e9"],
     ["s5.pwconf", "s5.e2elocal"]),
    ("What version of Next.js is the app running?", ["s10.nextbump", "s10.commit10", "s10.memrelease"],
     ["s1.scaffold", "s6.build1"]),
    ("How does a build get onto production?", ["s10.deploypref", "s10.memrelease"], ["s10.deploy"]),
]


def questions() -> list[dict]:
    return by_category(FACT, DECISION, ERROR, TEMPORAL, MULTIHOP, PREFERENCE, SUPERSEDED)
