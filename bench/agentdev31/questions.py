"""The 70 questions about the saltmarsh-shop history, asked on Monday 31 May 2027 (see README.md).

Written blind and before the set was first scored; not edited afterwards. Each names the markers of
the items that answer it (`gold`) and, for a renamed, changed or reversed thing, the items of the old
state (`stale`). Dates in {day:...}, {mday:...}, {wd:...} are rendered by bench/agent_eval.py.
"""
from __future__ import annotations

from _agentset import by_category  # bench/, on the path of build.py

S2 = ["s2.cart", "s2.basketstore", "s2.basketspec", "s2.testrule", "s2.vitest1", "s2.hydration", "s2.hydrationwhy",
      "s2.clientonly", "s2.pricefmt", "s2.formatprice", "s2.vitest2", "s2.commit2"]
S3 = ["s3.stripe", "s3.checkout", "s3.urlfail", "s3.urlwhy", "s3.urlfix", "s3.checkoutok", "s3.memstripe",
      "s3.commit3"]
S4 = ["s4.webhook", "s4.webhookts", "s4.sigfail1", "s4.sigwhy1", "s4.sigfix1", "s4.sigok1", "s4.lesson1",
      "s4.rename1", "s4.gitmv1", "s4.grepshop", "s4.memmaren", "s4.commit4", "s4.commitstyle"]
S6 = ["s6.prodwebhook", "s6.sigfail2", "s6.envlist", "s6.sigwhy2", "s6.sigfix2", "s6.resend", "s6.lesson2",
      "s6.rename2", "s6.gitmv2", "s6.renamefail", "s6.renamefix", "s6.maxqty", "s6.max10", "s6.max10route",
      "s6.commit6"]
S7 = ["s7.spam", "s7.pmadd", "s7.mailer", "s7.dkim", "s7.mailtest", "s7.cookie", "s7.cookieedit", "s7.cookieplugin",
      "s7.unwrap", "s7.freeship", "s7.shippingts", "s7.vitest7", "s7.commit7"]
S9 = ["s9.upgrade", "s9.nuxtup", "s9.tsfail", "s9.stripeutil", "s9.e2efail9", "s9.e2efix9", "s9.e2eok9", "s9.expiry",
      "s9.expiryedit", "s9.commit9"]
S10 = ["s10.launchprep", "s10.domain", "s10.liveendpoint", "s10.tax", "s10.taxfail", "s10.taxwhy", "s10.inclusive",
       "s10.taxok", "s10.lighthouse3", "s10.memlaunch", "s10.commit10", "s10.tag"]

FACT = [
    ("How many items did the catalogue hold the first time we pulled it from the CMS?", ["s1.strapiok", "s1.memstrapi"]),
    ("What mobile performance score did the collection page get once the images and caching were fixed?",
     ["s8.lighthouse2"]),
    ("How many paid orders came in on go-live day, and for how much in total?", ["s11.orders"]),
    ("Which VAT registration number did we give the tax settings in Stripe?", ["s10.taxwhy", "s10.memlaunch"]),
    ("Who looks after the content backend, and on what kind of machine does it run?", ["s1.memstrapi", "s1.goal"]),
    ("How fast did the payment notification endpoint answer after the launch-day hotfix?", ["s11.webhooktime"]),
    ("Which postal service is the paid delivery option for?", ["s3.stripe", "s3.checkout", "s7.shippingts"]),
    ("Which card number do we type in for a fake payment?", ["s3.memstripe"]),
    ("Which Nuxt release does the storefront run on since the upgrade?", ["s9.upgrade", "s9.nuxtup", "s9.commit9"]),
    ("Which sender address do customers see on their order confirmation?", ["s7.mailer", "s10.memlaunch"]),
]

DECISION = [
    ("Why did we send buyers to Stripe's own payment page instead of putting a card form into our site?",
     ["s3.stripe"]),
    ("Why does the storefront talk to the CMS with a token from the server rather than making the catalogue public?",
     ["s1.strapi403why"]),
    ("Why did we stop resizing product photos inside our own serverless function?", ["s8.netlifyimg"]),
    ("Why is it acceptable to serve slightly stale collection pages even though stock changes with every sale?",
     ["s8.swr"]),
    ("Why did we stop using SendGrid?", ["s7.spam"]),
    ("Why were the browsing URLs changed?", ["s4.rename1"]),
    ("Why can a customer now put more of the same mug in the cart than before?", ["s6.maxqty"]),
    ("Why does an order now have to be bigger to get free delivery?", ["s7.freeship"]),
    ("Why do we keep the items reserved longer while someone is paying?", ["s9.expiry"]),
    ("Why did the CMS content type get a different name?", ["s8.pieceswhy"]),
]

ERROR = [
    ("Why did the dev server get refused by the CMS on the very first day?", ["s1.strapi403", "s1.strapi403why"]),
    ("What caused the server/client mismatch warning in the header's item counter?",
     ["s2.hydration", "s2.hydrationwhy", "s2.clientonly"]),
    ("Why did asking Stripe for a payment session fail with a complaint about a missing https?",
     ["s3.urlfail", "s3.urlwhy", "s3.urlfix"]),
    ("Why did payment events from the Stripe command-line tool fail verification on my laptop?",
     ["s4.sigfail1", "s4.sigwhy1", "s4.sigfix1", "s4.lesson1"]),
    ("Payment notifications worked locally but were rejected with the same signature error on the preview site. "
     "What was different there?", ["s6.sigfail2", "s6.envlist", "s6.sigwhy2", "s6.sigfix2", "s6.lesson2"]),
    ("Why did the very first build on the hosting platform fail?", ["s5.buildfail", "s5.buildwhy", "s5.node20"]),
    ("Why did the browser test that buys a mug run out of time?", ["s5.e2etimeout", "s5.timeoutfix"]),
    ("Why did the collection pages suddenly show nothing on the preview?",
     ["s8.strapi404", "s8.pieces404", "s8.pieceswhy"]),
    ("Why did the phone-sized browser test break after the designer's sticky bar was added?",
     ["s9.e2efail9", "s9.e2efix9"]),
    ("Why did some buyers get the confirmation mail two or three times?", ["s11.dupes", "s11.dupeswhy", "s11.lesson3"]),
]

TEMPORAL = [
    ("What did we do on {day:2027-05-11}?", S4),
    ("What got done last Tuesday?", S9),
    ("What happened on {mday:2027-05-19}?", S7),
    ("What did we work on last Thursday, the day before going live?", S10),
    ("When did order mails move to another provider?", ["s7.spam", "s7.pmadd", "s7.mailer", "s7.commit7"]),
    ("What went wrong the day after we registered the live payment notification endpoint?",
     ["s11.launch", "s11.dupes", "s11.dupeswhy"]),
    ("What did we do the Monday after the first browser tests were written?", S6),
    ("What did we set up on the {wd:2027-05-07} of our first week?", S3),
    ("When did the cart counter in the header stop popping in late?", ["s7.cookie", "s7.unwrap", "s7.cookieplugin",
                                                                        "s7.commit7"]),
    ("What did we build two days after starting the project?", S2),
]

MULTIHOP = [
    ("Which unit test broke after the store got its new name, and what fixed it?", ["s6.renamefail", "s6.renamefix"]),
    ("The lesson about raw request bodies: what error led to it, and which h3 function replaced readBody?",
     ["s4.lesson1", "s4.sigfail1", "s4.sigfix1"]),
    ("What was the mobile performance score before and after the caching and image-CDN change?",
     ["s8.lighthouse1", "s8.swr", "s8.lighthouse2"]),
    ("The person who approves everything customers see: by what time should she get previews?", ["s4.memmaren"]),
    ("Which launch-day problem came from the hosting platform's time limit, and where do we now record what was "
     "already handled?", ["s11.dupes", "s11.dupeswhy", "s11.processedts"]),
    ("Which files still used the old composable or card component names when the CMS type was renamed?",
     ["s8.grepproducts"]),
    ("What is the id of the live payment notification endpoint, and in which environment is its secret stored?",
     ["s10.liveendpoint", "s10.memlaunch"]),
    ("The designer who asked for prices without .00: which of her later UI changes broke a test, and how?",
     ["s2.pricefmt", "s9.e2efail9", "s9.e2efix9"]),
    ("What did Stripe say when we first switched on automatic tax, and what did we have to add to each line item?",
     ["s10.taxfail", "s10.taxwhy", "s10.inclusive"]),
    ("After the Stripe library upgrade, which API version did the type checker reject, and which file pins the new "
     "one?", ["s9.tsfail", "s9.stripeutil"]),
]

PREFERENCE = [
    ("Can I add a dependency with npm install?", ["s1.rules"]),
    ("Is it fine to type something as `any` to get past the compiler?", ["s1.rules"]),
    ("How should a price be displayed in a component?", ["s2.pricefmt"]),
    ("How should the browser tests locate buttons on a page?", ["s5.testid"]),
    ("What is expected of commit messages here?", ["s4.commitstyle"]),
    ("Can I ship a change to production on a Friday at 3pm?", ["s8.nofriday"]),
    ("Should I add a snapshot test for the cart page?", ["s2.testrule"]),
    ("What has to be green before I commit, and where do new specs go?", ["s2.testrule"]),
    ("Should the interface text say 'color' or 'colour'?", ["s1.rules"]),
    ("When should a preview of new wording be sent to the studio owner?", ["s4.memmaren"]),
]

SUPERSEDED = [
    ("Under which URL path do visitors browse the pottery now?",
     ["s4.rename1", "s4.gitmv1", "s4.n12", "s5.netlifytoml"], ["s1.goal", "s1.n08"]),
    ("What is the cart's Pinia store called in the code?", ["s6.rename2", "s6.gitmv2", "s6.renamefix", "s6.commit6",
                                                       "s7.cookieplugin"],
     ["s2.basketstore", "s2.basketspec"]),
    ("What does the CMS call the content type for the things we sell, and which API path serves it?",
     ["s8.pieceswhy", "s8.gitmv3", "s8.piecesedit", "s8.commit8"], ["s1.useproducts", "s1.strapiok"]),
    ("How many of the same piece can a customer put in the cart?", ["s6.maxqty", "s6.max10", "s6.max10route", "s6.commit6"],
     ["s2.cart", "s2.basketstore", "s2.basketspec"]),
    ("From what order value is delivery free?", ["s7.freeship", "s7.shippingts", "s7.commit7"], ["s3.stripe", "s3.checkout"]),
    ("Where is a visitor's cart kept between visits?", ["s7.cookie", "s7.cookieplugin", "s7.cookieedit", "s7.commit7"],
     ["s2.cart", "s2.basketstore", "s2.commit2"]),
    ("Which service sends the order confirmation emails?", ["s7.spam", "s7.pmadd", "s7.mailer", "s7.mailtest", "s7.commit7",
      "s10.memlaunch", "s11.dupes"],
     ["s4.webhook", "s4.webhookts", "s4.commit4", "s5.memdeploy"]),
    ("How long does a checkout session stay open before the reserved stock is released?",
     ["s9.expiry", "s9.expiryedit", "s9.commit9"], ["s3.checkout"]),
    ("Which Stripe API version is the code pinned to?", ["s9.tsfail", "s9.stripeutil", "s9.commit9"],
     ["s3.checkout", "s4.webhookts", "s6.webhookread"]),
    ("Are the collection pages rendered fresh for every request?", ["s8.swr", "s8.routerules", "s8.commit8"], ["s5.deploy"]),
]


def questions() -> list[dict]:
    return by_category(FACT, DECISION, ERROR, TEMPORAL, MULTIHOP, PREFERENCE, SUPERSEDED)
