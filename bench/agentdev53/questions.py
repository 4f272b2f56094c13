"""The 70 questions about the fjordline-tours history, asked on Monday 4 December 2028 (see README.md).

Written blind and committed before the set was first scored. Each names the markers of the items
that answer it (`gold`) and, for a renamed or reversed thing, the items of the old state (`stale`).
Dates in {day:...}, {mday:...}, {wd:...} are rendered by bench/agent_eval.py.
"""
from __future__ import annotations

from _agentset import by_category  # bench/, on the path of build.py

S1 = ["s1.goal", "s1.rules", "s1.create", "s1.localeplan", "s1.i18nconfig", "s1.tailwind", "s1.karibrand",
      "s1.oddphone", "s1.header", "s1.devserver", "s1.commit1"]
S2 = ["s2.sanityplan", "s2.schema1", "s2.studioport", "s2.client1", "s2.slugpage", "s2.nullfail1", "s2.cdncheck",
      "s2.nullwhy1", "s2.nullfix1", "s2.build2", "s2.studiodeploy", "s2.memsanity", "s2.commit2"]
S3 = ["s3.payplan", "s3.netlifytoml", "s3.checkout1", "s3.netlifydev", "s3.plinks", "s3.plinklang",
      "s3.curlcheckout", "s3.bookbtn", "s3.netlifysite", "s3.envset", "s3.preview1", "s3.commit3"]
S4 = ["s4.jonas", "s4.readstrings", "s4.renameplan", "s4.gitmvui", "s4.usetrans", "s4.grept", "s4.checkfail4",
      "s4.editfail", "s4.importfix", "s4.depage", "s4.hreflang", "s4.build4", "s4.commit4"]
S5 = ["s5.lhplan", "s5.lhrc", "s5.consentplan", "s5.cookiebot", "s5.plausible1", "s5.lhtimeout", "s5.lhrun1",
      "s5.tbtdetail", "s5.lhhold", "s5.heroimg", "s5.memlh", "s5.commit5"]
S7 = ["s7.doclevel", "s7.addplugin", "s7.pluginconf", "s7.schema2", "s7.premigrate", "s7.migrate", "s7.cardsrename",
      "s7.queries2", "s7.grepgettours", "s7.nullfail2", "s7.langcheck", "s7.nullwhy2", "s7.nullfix2", "s7.patchlang",
      "s7.build7", "s7.lesson2", "s7.commit7"]
S8 = ["s8.cifail", "s8.dockerwhy", "s8.dockerscript", "s8.workflow", "s8.snapdocker", "s8.snaprule", "s8.lesson4",
      "s8.bookrename", "s8.gitmvbook", "s8.bookpath", "s8.redirect301", "s8.bookbtn2", "s8.curlbook", "s8.visualok",
      "s8.commit8"]
S10 = ["s10.incident", "s10.netlifylogs", "s10.stripeplink", "s10.sanitylinks", "s10.incidentwhy", "s10.incidentfix",
       "s10.hidefield", "s10.patchlinks", "s10.linkcheck", "s10.smoke10", "s10.lesson3", "s10.memincident",
       "s10.deployrule", "s10.deploy10", "s10.commit10"]
S11 = ["s11.gallery", "s11.lhgallery", "s11.lhrelax", "s11.lhok11", "s11.kariplans", "s11.plausiblereport",
       "s11.goals", "s11.memplans", "s11.readconfig", "s11.commit11"]

FACT = [
    ("Which local port does the content editor run on when I start it on my laptop?",
     ["s2.studioport", "s2.memsanity"]),
    ("What number do customers ring to reserve a trip by phone?", ["s1.oddphone", "s1.header"]),
    ("Who writes our Deutsch copy, and what is his email address?", ["s4.jonas"]),
    ("Which IP address does the bare domain resolve to at the registrar?",
     ["s9.launchplan", "s9.dig", "s9.memlaunch"]),
    ("How many people came to the site in the first days after go-live, and how many clicked to reserve?",
     ["s11.plausiblereport", "s11.goals", "s11.memplans"]),
    ("What's the web address of the hosted editing app Kari logs into?", ["s2.studiodeploy", "s2.memsanity"]),
    ("Which release of the per-language documents plugin did we install?", ["s7.addplugin"]),
    ("How many milliseconds of main-thread scripting did the consent vendor's script cost on mobile?",
     ["s5.tbtdetail", "s6.lesson1"]),
    ("When does the HTTPS certificate of the production domain run out?", ["s9.tls"]),
    ("What voucher did Kari send to the customers who complained?", ["s10.memincident"]),
]

DECISION = [
    ("Why do page builds query the content API directly instead of the cached edge endpoint?",
     ["s2.nullwhy1", "s2.nullfix1", "s2.memsanity"]),
    ("Why did we throw out the third-party consent manager?", ["s6.dropcb", "s6.memconsent", "s6.lesson1"]),
    ("Why is visitor statistics tracking allowed to run before anyone clicks accept?",
     ["s6.dropcb", "s6.memconsent", "s6.rmcookiebot"]),
    ("Why is the statistics script served from our own domain?", ["s6.proxy", "s6.memconsent", "s6.plausibleproxy"]),
    ("Why did we restructure the CMS so every language has its own record?", ["s7.doclevel"]),
    ("Why is there a single Stripe purchase URL per trip rather than one for each language?", ["s3.plinklang"]),
    ("Why did the reservation endpoint get a new name?", ["s8.bookrename"]),
    ("Why do links in Kari's old newsletters still end up in the booking flow?", ["s8.bookrename", "s8.redirect301"]),
    ("Why does the photo page have a looser speed requirement than the rest of the site?",
     ["s11.gallery", "s11.lhrelax"]),
    ("Why do the translated tour pages take their purchase URL from the bokmål version?",
     ["s10.incidentwhy", "s10.incidentfix", "s10.lesson3", "s10.memincident", "s10.hidefield"]),
]

ERROR = [
    ("What broke the static build the very first time the tour pages were generated?",
     ["s2.nullfail1", "s2.cdncheck", "s2.nullwhy1", "s2.nullfix1"]),
    ("Why did the front page fail to render after the content migration that split the tours up?",
     ["s7.nullfail2", "s7.langcheck", "s7.nullwhy2", "s7.nullfix2", "s7.patchlang", "s7.lesson2"]),
    ("Why did the type checker report a module it couldn't resolve after we reorganised the translation helpers?",
     ["s4.checkfail4", "s4.grept", "s4.importfix"]),
    ("Why did every screenshot comparison fail on the GitHub runner?", ["s8.cifail", "s8.dockerwhy", "s8.lesson4"]),
    ("Why did the mobile speed score sink to 0.81?",
     ["s5.lhrun1", "s5.tbtdetail", "s5.lhhold", "s6.lesson1", "s5.memlh"]),
    ("Why couldn't visitors from Germany pay for the evening cruise on Tuesday night?",
     ["s10.incident", "s10.netlifylogs", "s10.stripeplink", "s10.sanitylinks", "s10.incidentwhy", "s10.memincident",
      "s10.lesson3"]),
    ("Which command hung past the two-minute limit and was killed?", ["s5.lhtimeout"]),
    ("Why did replacing the import line in the reservation button component fail at first?", ["s4.editfail"]),
    ("Why is the photo page failing the performance check?", ["s11.gallery", "s11.lhgallery"]),
    ("What made the largest paint on the landing page slow, and what did we change?",
     ["s5.lhhold", "s5.heroimg", "s5.lhrun1"]),
]

TEMPORAL = [
    ("What did we do on {day:2028-11-08}?", S2),
    ("What did we do on the Tuesday of the week before the booking outage?", S7),
    ("What did we work on two days after the site went live?", S10),
    ("What did we get done last Friday?", S11),
    ("Which day did the site go live, and at what time?",
     ["s9.memlaunch", "s9.deployprod", "s9.launchplan", "s9.tag", "s9.predeploy"]),
    ("What did we do on the Wednesday before we dropped the consent vendor?", S5),
    ("What did we do on the first day of the project?", S1),
    ("What did we work on {mday:2028-11-10}?", S3),
    ("What got done on {mday:2028-11-13}?", S4),
    ("What did we do on the Thursday before launch?", S8),
]

MULTIHOP = [
    ("The build error about a null title happened twice: what caused it each time?",
     ["s2.nullwhy1", "s7.nullwhy2", "s7.lesson2", "s2.nullfail1", "s7.nullfail2"]),
    ("The skipper who wanted his number at the top of every page: what did he ask for after go-live?",
     ["s1.oddphone", "s9.oddprefs"]),
    ("The lawyer who cleared our analytics: what did she demand for the decline button?",
     ["s6.dropcb", "s6.bannerprefs"]),
    ("Which commit renamed the translation lookup helper, and what was it called before?",
     ["s4.commit4", "s4.renameplan", "s4.usetrans"]),
    ("Which commit moved the reservation redirect function, and which path does it answer on now?",
     ["s8.commit8", "s8.gitmvbook", "s8.bookpath"]),
    ("The translator who wanted German-language URLs: what problem did he later have with the editing app?",
     ["s4.jonas", "s7.doclevel"]),
    ("What mobile performance score did the home page get with the consent vendor loaded, and what after we "
     "replaced it?", ["s5.lhrun1", "s6.lhok", "s5.memlh"]),
    ("How did splitting the content into one record per language lead to the booking outage later?",
     ["s7.doclevel", "s10.incidentwhy", "s10.lesson3", "s10.memincident"]),
    ("Who recommended the consent tool we later removed, and what did it cost per month?",
     ["s5.consentplan", "s6.dropcb"]),
    ("Which container image runs the screenshot tests, and which other scheduled job uses the same image?",
     ["s8.dockerwhy", "s8.workflow", "s10.linkcheck"]),
]

PREFERENCE = [
    ("Can I use npm to add a package here?", ["s1.rules"]),
    ("Is it fine to write the date picker as a small React component?", ["s1.rules"]),
    ("What colour should a new reserve button have?", ["s1.karibrand"]),
    ("Could we show the trips in a rotating slideshow on the front page?", ["s1.karibrand"]),
    ("Can we fill the German pages Jonas hasn't done yet with automatic translation for now?", ["s4.jonas"]),
    ("How should the German copy address the reader?", ["s4.jonas"]),
    ("How should sailing times be written on the English pages?", ["s9.oddprefs"]),
    ("Can I push a hotfix live on a Saturday afternoon?", ["s10.deployrule"]),
    ("I changed the header layout: what do I have to do about the reference screenshots?",
     ["s8.snaprule", "s8.dockerwhy"]),
    ("What format do commit messages follow in this repo?", ["s1.rules"]),
]

SUPERSEDED = [
    ("How are tour translations stored in the CMS right now?",
     ["s7.doclevel", "s7.schema2", "s7.migrate", "s7.pluginconf", "s7.addplugin", "s7.commit7", "s7.lesson2",
      "s10.lesson3"],
     ["s2.sanityplan", "s2.schema1", "s2.memsanity"]),
    ("What handles the cookie prompt on the site now?",
     ["s6.dropcb", "s6.banner", "s6.memconsent", "s6.commit6", "s6.rmcookiebot"],
     ["s5.consentplan", "s5.cookiebot", "s5.commit5"]),
    ("Does the visitor statistics script still wait for consent?",
     ["s6.dropcb", "s6.memconsent", "s6.rmcookiebot", "s6.commit6"],
     ["s5.consentplan", "s5.plausible1", "s5.commit5"]),
    ("Which path does the reserve button send people to?",
     ["s8.bookrename", "s8.bookpath", "s8.bookbtn2", "s8.curlbook", "s8.commit8", "s10.netlifylogs"],
     ["s3.checkout1", "s3.bookbtn", "s3.curlcheckout"]),
    ("Which file holds the edge function for reservations?",
     ["s8.gitmvbook", "s8.commit8", "s8.bookpath", "s10.incidentfix", "s8.bookrename"],
     ["s3.checkout1", "s3.preview1"]),
    ("Which file has the interface strings, and what is the lookup function called?",
     ["s4.renameplan", "s4.gitmvui", "s4.usetrans", "s4.commit4", "s4.importfix", "s6.banner"],
     ["s4.readstrings", "s1.header", "s3.bookbtn"]),
    ("What's the function that loads the tour list for the overview page called?",
     ["s7.cardsrename", "s7.queries2", "s7.grepgettours", "s7.commit7"],
     ["s2.client1"]),
    ("Where are the visual regression reference images generated?",
     ["s8.dockerwhy", "s8.dockerscript", "s8.snapdocker", "s8.workflow", "s8.lesson4", "s8.snaprule", "s8.commit8"],
     ["s6.visualplan", "s6.snapmac"]),
    ("What Lighthouse score must the photo page reach?",
     ["s11.gallery", "s11.lhrelax", "s11.commit11"],
     ["s5.lhplan", "s5.lhrc", "s5.memlh"]),
    ("Where does the booking function get the Stripe URL from?",
     ["s10.incidentwhy", "s10.incidentfix", "s10.hidefield", "s10.memincident", "s10.lesson3", "s10.commit10"],
     ["s3.payplan", "s3.checkout1", "s9.memlaunch"]),
]


def questions() -> list[dict]:
    return by_category(FACT, DECISION, ERROR, TEMPORAL, MULTIHOP, PREFERENCE, SUPERSEDED)
