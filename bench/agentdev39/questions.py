"""The 70 questions about the hearthside history, asked on Tuesday 2 November 2027 (see README.md).

Written blind and committed before the set was first scored. Each names the markers of the items that
answer it (`gold`) and, for a renamed or reversed thing, the items of the old state (`stale`). Dates in
{day:...}, {mday:...}, {wd:...} are rendered by bench/agent_eval.py.
"""
from __future__ import annotations

from _agentset import by_category  # bench/, on the path of build.py

S2 = ["s2.slotrules", "s2.slotmanager", "s2.seedzones", "s2.rest1", "s2.classichook", "s2.noslots1", "s2.noslotswhy1",
      "s2.noslotsfix1", "s2.lesson1", "s2.testfatal", "s2.testfatalwhy", "s2.bootstrapfix", "s2.testok2", "s2.commit2"]
S3 = ["s3.pricing", "s3.feeclass", "s3.feefail", "s3.feewhy", "s3.feefix", "s3.stanfail1", "s3.stanfix1", "s3.slowcurl",
      "s3.cachedecision", "s3.transient", "s3.cachetiming", "s3.mempricing", "s3.commit3"]
S5 = ["s5.refactorplan", "s5.gitmv", "s5.slotrepo", "s5.grepold", "s5.routerename", "s5.jsroute", "s5.renamefail",
      "s5.renametests", "s5.staging", "s5.predeploy", "s5.zipdeploy", "s5.autoloadfail", "s5.autoloadwhy",
      "s5.buildzip", "s5.stagingok", "s5.lesson2", "s5.memstaging", "s5.commit5"]
S6 = ["s6.demo", "s6.noslots2", "s6.optionmissing", "s6.noslotswhy2", "s6.zonesdefault", "s6.lesson3", "s6.dispatch",
      "s6.releaseyml", "s6.releaserule", "s6.commit6"]
S7 = ["s7.pricechange", "s7.readfee", "s7.feeoptions", "s7.feetests2", "s7.testok7", "s7.stanlevel", "s7.stan8",
      "s7.stanfail8", "s7.stanfix8", "s7.tag100", "s7.run100", "s7.mempricing2"]
S8 = ["s8.vans", "s8.capacityedit", "s8.dropunits", "s8.giftcard", "s8.editfail", "s8.giftfix", "s8.testok8",
      "s8.tag101", "s8.deploy101"]
S9 = ["s9.incident", "s9.preoverbook", "s9.overbook", "s9.greptransient", "s9.incidentwhy", "s9.schema", "s9.reserve",
      "s9.rmtransient", "s9.testok9", "s9.lesson4", "s9.incnote", "s9.memincident", "s9.commit9"]
S10 = ["s10.release110", "s10.backfill", "s10.pretagrc", "s10.ghfail", "s10.ghwhy", "s10.ghfix", "s10.ghok",
       "s10.tablefail", "s10.tablewhy", "s10.tablefix", "s10.lesson5", "s10.backfillok", "s10.wcbump", "s10.commit10"]
S11 = ["s11.winter", "s11.cutoffedit", "s11.blackout", "s11.testok11", "s11.emailslot", "s11.emailedit",
       "s11.memwinter", "s11.commit11", "s11.staging11"]

FACT = [
    ("On which localhost port do I open the dev copy of the shop?",
     ["s1.portfix", "s1.wpenvok", "s1.memstack", "s1.portwhy", "s2.noslots1", "s3.slowcurl", "s3.cachetiming", "s6.dispatch401"]),
    ("What port do I ssh into for the Kinsta staging environment?",
     ["s5.staging", "s5.memstaging", "s5.predeploy", "s5.zipdeploy", "s5.autoloadfail", "s5.stagingok",
      "s6.optionmissing", "s10.installrc1", "s10.tablefail", "s10.backfillok", "s11.staging11"]),
    ("How many orders had been squeezed into the overbooked Saturday morning round?",
     ["s9.incident", "s9.overbook", "s9.incnote", "s9.memincident", "s9.lesson4", "s9.incidentwhy"]),
    ("How many bookings did the backfill create when 1.1.0 went onto the live shop?", ["s11.winter", "s11.memwinter"]),
    ("Which phone number does the checkout tell customers to call when there's no slot for them?", ["s4.pickerjs"]),
    ("How slow was one availability lookup before we put a cache in front of it?",
     ["s3.slowcurl", "s3.cachedecision"]),
    ("How do we recognise the big loose-log bags in the catalogue?", ["s8.vans", "s8.dropunits"]),
    ("Where is WordPress installed on the Kinsta server?", ["s5.autoloadfail", "s5.memstaging"]),
    ("Under which GitHub organisation and repo name does the plugin live?",
     ["s1.composer", "s1.mainfile", "s10.ghfail"]),
    ("How many deliveries can one van do in a morning or afternoon round?",
     ["s8.vans", "s8.capacityedit", "s9.incident", "s9.incnote", "s9.memincident"]),
]

DECISION = [
    ("Why did the slot selection stop being a field rendered by the classic checkout hooks?", ["s4.blockdecision"]),
    ("Why did we initially keep the booked slot on the order instead of in a table of our own?",
     ["s1.metadecision", "s1.memstack"]),
    ("Why do we have a dedicated bookings table now?",
     ["s9.incidentwhy", "s9.memincident", "s9.incnote", "s9.lesson4"]),
    ("What was the reason for caching the availability results back then?",
     ["s3.cachedecision", "s3.slowcurl"]),
    ("Why were the delivery prices turned into settings in the WooCommerce admin?",
     ["s7.pricechange", "s7.mempricing2"]),
    ("Why isn't the local WordPress running on wp-env's usual port?",
     ["s1.portwhy", "s1.wpenvfail", "s1.memstack"]),
    ("Why did we tighten the static analysis level before the first release?", ["s7.stanlevel"]),
    ("Why does the release workflow job ask for write access to the repository?",
     ["s10.ghwhy", "s10.ghfix", "s10.ghfail"]),
    ("Why did the availability endpoint get a new path?", ["s5.refactorplan"]),
    ("Why do customers now have to order by midday the day before?",
     ["s11.winter", "s11.cutoffedit", "s11.memwinter"]),
]

ERROR = [
    ("Why did a postcode entered in small letters, with no gap between its two halves, find no delivery zone?",
     ["s2.noslots1", "s2.noslotswhy1", "s2.noslotsfix1", "s2.lesson1"]),
    ("Why did Meredith's own postcode get no delivery options on staging at the demo?",
     ["s6.demo", "s6.noslots2", "s6.optionmissing", "s6.noslotswhy2", "s6.zonesdefault", "s6.lesson3"]),
    ("What crashed the very first run of the PHP test suite?",
     ["s2.testfatal", "s2.testfatalwhy", "s2.bootstrapfix"]),
    ("Why did compiling the React checkout block fail at first?",
     ["s4.buildfail", "s4.buildwhy", "s4.webpackfix", "s4.buildok"]),
    ("Why did the staging site fall over with a 500 after our first upload there?",
     ["s5.autoloadfail", "s5.autoloadwhy", "s5.lesson2", "s5.buildzip"]),
    ("Why couldn't the local Docker environment come up on the first day?",
     ["s1.wpenvfail", "s1.portwhy", "s1.portfix", "s1.memstack"]),
    ("Why couldn't someone buying only a gift voucher finish their order?", ["s8.giftcard", "s8.giftfix", "s8.editfail"]),
    ("Why did publishing the release candidate fail in GitHub Actions?", ["s10.ghfail", "s10.ghwhy", "s10.ghfix"]),
    ("Why did filling the bookings from existing orders blow up on staging?",
     ["s10.tablefail", "s10.tablewhy", "s10.tablefix", "s10.lesson5"]),
    ("Why did a £100.00 basket still get charged for delivery in the unit test?",
     ["s3.feefail", "s3.feewhy", "s3.feefix"]),
]

TEMPORAL = [
    ("What did we do on {day:2027-10-06}?", S2),
    ("What did we work on last Wednesday?", S10),
    ("What did we do the day before the demo at the shop?", S5),
    ("What happened on {mday:2027-10-20}?", S7),
    ("When did the first version of the plugin go live on the real shop?",
     ["s7.pricechange", "s7.tag100", "s7.run100", "s7.mempricing2", "s8.vans", "s10.release110"]),
    ("What did we do on the Monday after the Saturday the vans were overbooked?", S9),
    ("What did we do two days after tagging 1.0.0?", S8),
    ("What did we get done last Friday?", S11),
    ("What did we work on the first working day after the demo?", S6),
    ("What did we do on the Friday of the project's first week?", S3),
]

MULTIHOP = [
    ("The checkout offered no slots at all on two occasions: what was behind it each time, and how did the two "
     "causes differ?",
     ["s2.noslotswhy1", "s6.noslotswhy2", "s2.lesson1", "s6.lesson3", "s2.noslots1", "s6.noslots2"]),
    ("The table we introduced after the overbooking: why was it missing on staging, and what were we running when "
     "that showed up?", ["s10.tablefail", "s10.tablewhy", "s10.lesson5", "s9.schema"]),
    ("What was the slot-calculating class called before the Composer refactor, and which commit moved it?",
     ["s5.refactorplan", "s5.gitmv", "s5.commit5", "s2.slotmanager"]),
    ("For a small basket delivered on a Saturday, what do delivery charges add up to now, and what were they under "
     "the original pricing?", ["s3.mempricing", "s7.mempricing2", "s3.pricing", "s7.pricechange"]),
    ("Which release introduced counting capacity per van, and was it already live when the Saturday orders came in?",
     ["s8.tag101", "s8.deploy101", "s9.incidentwhy"]),
    ("Tamsin changed two things outside our code that broke our assumptions: what were they?",
     ["s4.blockdecision", "s10.ghwhy"]),
    ("How many bookings did the backfill produce on staging, and how many on production?",
     ["s10.backfillok", "s11.winter", "s11.memwinter"]),
    ("How fast did the availability request get with the cache, and what did that cache end up costing us?",
     ["s3.cachetiming", "s9.incidentwhy", "s9.memincident", "s9.incnote", "s9.lesson4"]),
    ("Which release candidate finally got the bookings table onto staging, and how many rows did it fill?",
     ["s10.backfillok"]),
    ("The first-day choice about where slots are stored: what overturned it, and when did that happen?",
     ["s1.metadecision", "s9.memincident", "s9.incidentwhy", "s9.incident"]),
]

PREFERENCE = [
    ("Could I copy WooCommerce's checkout template into the plugin to place the slot picker?", ["s1.rules"]),
    ("Is jQuery okay for a small admin screen showing the dispatch list?", ["s1.rules"]),
    ("How should prices and fees be represented in our PHP code?", ["s3.pricing", "s3.mempricing"]),
    ("Can I push a hotfix to the live shop by uploading a zip I built on my machine?", ["s6.releaserule"]),
    ("What should a new option's name start with?", ["s1.rules"]),
    ("Can I correct the bad bookings straight in the production database?", ["s9.incident"]),
    ("Does a new PHP file need anything at the top besides the opening tag?", ["s1.rules"]),
    ("PHPStan shows a couple of errors I can't fix quickly: can I add them to ignoreErrors?",
     ["s7.stanlevel", "s1.phpstan1"]),
    ("To show the slot in order emails, can I ship our own copy of the email template?",
     ["s11.emailslot", "s1.rules"]),
    ("May I use PHP 8.3 features in the plugin?", ["s1.rules", "s1.goal", "s1.mainfile", "s1.composer", "s1.memstack", "s1.wpenv",
                                                 "s6.releaseyml"]),
]

SUPERSEDED = [
    ("What is the delivery charge at the moment, and from what basket value is delivery free?",
     ["s7.pricechange", "s7.feeoptions", "s7.mempricing2", "s7.feetests2", "s7.tag100"],
     ["s3.pricing", "s3.mempricing", "s3.feeclass", "s3.feefix", "s7.readfee"]),
    ("How does the chosen slot get from the checkout page into the order?",
     ["s4.blockdecision", "s4.storeapi", "s4.pickerjs", "s4.removeclassic", "s4.commit4"],
     ["s2.classichook", "s2.commit2"]),
    ("What's the latest time to order for delivery the following day?",
     ["s11.winter", "s11.cutoffedit", "s11.memwinter", "s11.commit11"],
     ["s2.slotrules", "s2.slotmanager", "s5.slotrepo", "s8.readrepo"]),
    ("How many orders can go into one delivery slot now?",
     ["s8.vans", "s8.capacityedit", "s8.dropunits", "s9.reserve", "s9.incidentwhy", "s9.memincident", "s8.tag101",
      "s10.gitlog10"],
     ["s2.slotrules", "s2.slotmanager", "s5.slotrepo", "s8.readrepo"]),
    ("Where do we record slot bookings when counting how full a slot is?",
     ["s9.incidentwhy", "s9.schema", "s9.reserve", "s9.memincident", "s9.incnote", "s9.commit9", "s9.rmtransient",
      "s10.backfill", "s10.release110", "s10.tablefail"], ["s1.metadecision", "s1.memstack", "s2.slotmanager", "s5.slotrepo"]),
    ("Is the availability of slots cached anywhere right now?",
     ["s9.incidentwhy", "s9.rmtransient", "s9.memincident", "s9.incnote", "s9.commit9", "s9.lesson4"],
     ["s3.cachedecision", "s3.transient", "s3.commit3", "s5.slotrepo", "s9.greptransient", "s8.readrepo"]),
    ("Which REST route does the checkout block fetch the slots from?",
     ["s5.refactorplan", "s5.routerename", "s5.jsroute", "s5.stagingok", "s5.commit5", "s6.noslots2"],
     ["s2.rest1", "s4.pickerjs", "s2.noslots1", "s3.slowcurl", "s3.cachetiming", "s2.commit2", "s2.lesson1", "s4.gitlog4"]),
    ("What's the class that works out available slots called, and in which file is it?",
     ["s5.refactorplan", "s5.gitmv", "s5.slotrepo", "s5.commit5", "s5.renametests", "s5.routerename", "s7.stanfail8",
      "s7.stanfix8", "s8.readrepo", "s8.capacityedit", "s9.greptransient", "s9.rmtransient", "s11.lsslots", "s11.cutoffedit",
      "s11.blackout", "s11.globsrc"],
     ["s2.slotmanager", "s2.testfatal", "s5.grepold", "s2.rest1", "s5.renamefail"]),
    ("At which level does PHPStan check the code?", ["s7.stanlevel", "s7.stan8", "s7.tag100"], ["s1.phpstan1", "s1.memstack"]),
    ("Which WooCommerce version runs in the local wp-env?", ["s10.wcbump", "s10.commit10"], ["s1.wpenv", "s1.memstack"]),
]


def questions() -> list[dict]:
    return by_category(FACT, DECISION, ERROR, TEMPORAL, MULTIHOP, PREFERENCE, SUPERSEDED)
