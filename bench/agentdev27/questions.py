"""The 70 questions about the quaygate history, asked on Monday 3 May 2027 (see README.md).

Written before the set was first scored; not edited afterwards. Each names the markers of the
items that answer it (`gold`) and, for a renamed, changed or reversed thing, the items of the old
state (`stale`). Dates in {day:...}, {mday:...}, {wd:...} are rendered by bench/agent_eval.py.
"""
from __future__ import annotations

from _agentset import by_category  # bench/, on the path of build.py

S2 = ["s2.app", "s2.faremodel", "s2.faresjson", "s2.ticketqml", "s2.qmlrule", "s2.sdk", "s2.link1", "s2.link1why",
      "s2.link1fix", "s2.tests1", "s2.testhabit", "s2.memsdk", "s2.commit2"]
S3 = ["s3.eglfs", "s3.unit1", "s3.recipe1", "s3.drmfail", "s3.drmls", "s3.drmwhy", "s3.drmfix", "s3.drmok",
      "s3.lesson1", "s3.boottime1", "s3.datapart", "s3.commit3"]
S5 = ["s5.payment", "s5.cardreader", "s5.cmakeserial", "s5.tstcard", "s5.tests2", "s5.timeoutnote", "s5.ttyperm",
      "s5.dialout", "s5.serialpkg", "s5.imgserial", "s5.paytest", "s5.commit5"]
S6 = ["s6.rotate", "s6.touchlog", "s6.weston", "s6.westonini", "s6.unitwayland", "s6.westonok", "s6.boottime2",
      "s6.bootplan", "s6.noudevsettle", "s6.imgtrim", "s6.boottime3", "s6.imgsize2", "s6.commit6"]
S7 = ["s7.renames", "s7.grepcard", "s7.gitmv", "s7.unitmv", "s7.tests3", "s7.sedwhy", "s7.tagfix", "s7.tests3ok",
      "s7.sdkrebuild", "s7.link2", "s7.link2why", "s7.link2fix", "s7.link2ok", "s7.commit7"]
S8 = ["s8.ines", "s8.fare105", "s8.timeout45", "s8.cups", "s8.cupssize", "s8.nocups", "s8.receipt", "s8.tstreceipt",
      "s8.lpperm", "s8.lpgroup", "s8.tests4", "s8.memines", "s8.commit8"]
S9 = ["s9.hawkbitno", "s9.checkscript", "s9.timer", "s9.sixhours", "s9.streamfail", "s9.streamwhy", "s9.nbdcfg",
      "s9.raucstream", "s9.streamok", "s9.rollback", "s9.markgood", "s9.rollbacktest", "s9.lesson2", "s9.memota2",
      "s9.commit9"]
S10 = ["s10.release", "s10.watchdog15", "s10.wdwhy", "s10.boottime4", "s10.version", "s10.prodkey", "s10.keyrule",
       "s10.keyring", "s10.tests5", "s10.lint", "s10.autorev", "s10.srcrev", "s10.releasebuild", "s10.commit10"]

FACT = [
    ("How big was the uncompressed disk image the first time it built?", ["s1.imgsize", "s1.sizenote", "s6.commit6"]),
    ("How long did the very first full Yocto build take on my workstation?", ["s1.build2", "s1.sizenote"]),
    ("Which GCC version does our cross toolchain come with?", ["s2.link1fix"]),
    ("On which device node and at what speed does the card machine talk to us?", ["s5.payment", "s5.cardreader"]),
    ("How large was the first OTA bundle we produced?", ["s4.bundlebuild"]),
    ("Which Linux kernel release runs on the kiosk?", ["s9.streamfail"]),
    ("How many ticket machines go to which ports?", ["s8.memines"]),
    ("What model is the thermal printer for receipts?", ["s8.cups", "s8.receipt", "s8.nocups"]),
    ("How long did the card approval take during the first real test sale?", ["s5.paytest"]),
    ("Until when is the certificate for release signing valid?", ["s10.keyring"]),
]

DECISION = [
    ("Why did we first decide to draw the app straight on the display without a window system?", ["s3.eglfs"]),
    ("Why did we put a compositor under the app after all?", ["s6.weston", "s6.rotate"]),
    ("Why don't receipts go through a print spooler?", ["s8.nocups", "s8.cupssize", "s8.commit8"]),
    ("Why did we give up on the hawkBit rollout server?", ["s9.hawkbitno", "s9.commit9"]),
    ("Why do the ticket records live on a partition of their own?", ["s3.datapart"]),
    ("Why was the card payment class given another name?", ["s7.renames"]),
    ("Why did we pick that particular branch of the Qt layer?", ["s1.qtlayer"]),
    ("Why do passengers get more time to pay now?", ["s8.ines", "s8.timeout45"]),
    ("Why did the watchdog get stricter for the release?", ["s10.wdwhy", "s10.watchdog15"]),
    ("Why did we throw services like avahi and ofono out of the image?", ["s6.bootplan", "s6.imgtrim"]),
]

ERROR = [
    ("What was missing when bitbake first refused to build our image?",
     ["s1.build1", "s1.qtlayer", "s1.kasqt6", "s1.commit1"]),
    ("Why did the first cross build of the app die while linking?", ["s2.link1", "s2.link1why", "s2.link1fix"]),
    ("Why did the UI keep restarting on the dev board right after we made it start at boot?",
     ["s3.drmfail", "s3.drmls", "s3.drmwhy", "s3.drmfix", "s3.lesson1", "s3.commit3"]),
    ("Why did the board refuse to install the very first update bundle?", ["s4.raucfail", "s4.raucwhy", "s4.raucfix"]),
    ("Which unit test broke after the renaming, and what fixed it?", ["s7.tests3", "s7.sedwhy", "s7.tagfix"]),
    ("After the toolchain was regenerated for the rev C board, why did configuring the app fail and how was it "
     "solved?", ["s7.link2", "s7.link2why", "s7.link2fix", "s7.commit7"]),
    ("Why did the first update pulled over HTTP fail on the kiosk?",
     ["s9.streamfail", "s9.streamwhy", "s9.nbdcfg", "s9.raucstream", "s9.lesson2"]),
    ("What went wrong with touch input on the portrait-mounted screen?", ["s6.rotate", "s6.touchlog"]),
    ("What did the linters complain about before we tagged the release?", ["s10.lint", "s10.autorev"]),
    ("Why couldn't the app write to the receipt printer at first, and what changed?", ["s8.lpperm", "s8.lpgroup"]),
]

TEMPORAL = [
    ("What did we do on {day:2027-04-09}?", S3),
    ("What got done last Tuesday?", S9),
    ("What happened on {mday:2027-04-15}?", S5),
    ("What did we do on {day:2027-04-21}?", S7),
    ("On which day did the app first build with the cross toolchain?", ["s2.link1fix", "s2.commit2"]),
    ("What did we work on two days after the first OTA bundle went onto the board?", S5),
    ("What did we do the Monday after the first test on the quay?", S6),
    ("What did we do last week on {wd:2027-04-29}?", S10),
    ("Which day did we give the payment class its new name?", ["s7.renames", "s7.gitmv", "s7.commit7"]),
    ("What were we working on the Friday before the release was tagged?", S8),
]

MULTIHOP = [
    ("The person who approves our releases: at what hours are kiosks not allowed to update, and how does the update "
     "script enforce it?", ["s8.memines", "s9.checkscript", "s9.memota2"]),
    ("The lesson about the service account's groups: which devices could it not open, and which group was added "
     "later for the card machine?", ["s3.lesson1", "s3.drmls", "s5.dialout", "s5.ttyperm"]),
    ("How much faster was the release boot than the first boot under Weston?",
     ["s6.boottime2", "s10.boottime4", "s6.commit6"]),
    ("Whose refusal made us write our own update checker, and how often does that checker run?",
     ["s9.hawkbitno", "s9.timer", "s9.sixhours", "s9.memota2", "s9.commit9"]),
    ("The commit that renamed the payment class: which test had failed just before it, and why?",
     ["s7.commit7", "s7.tests3", "s7.sedwhy"]),
    ("What does the fare file say an adult pays now, and from which date does Haldra want that price?",
     ["s8.fare105", "s8.ines"]),
    ("How small did the image get after trimming, and what was removed for it?",
     ["s6.imgsize2", "s6.imgtrim", "s6.bootplan"]),
    ("The first update installed by streaming: which version was it and which slot did it activate?",
     ["s9.streamok"]),
    ("What had to be added so the regenerated toolchain could configure the payment code, and which Qt version did "
     "it then find?", ["s7.link2fix", "s7.link2ok"]),
    ("Which tag must the card terminal's protocol header carry, and who registered it?", ["s7.sedwhy", "s7.tagfix"]),
]

PREFERENCE = [
    ("Can I tweak local.conf in the build directory to try something?", ["s1.kasonly"]),
    ("How should commit messages be written here?", ["s1.commitstyle"]),
    ("Is it fine to compute a price in a QML click handler?", ["s2.qmlrule"]),
    ("What has to pass before I commit changes to the app?", ["s2.testhabit"]),
    ("How should layer and source revisions be referenced in the build configuration?", ["s1.kasonly", "s10.autorev"]),
    ("Can the production signing key live on the build server?", ["s10.keyrule"]),
    ("Which languages do texts on the screen have to support?", ["s2.qmlrule"]),
    ("If I add a new C++ class, what else belongs in that commit?", ["s2.testhabit"]),
    ("In which language should the release notes for Haldra be written?", ["s8.memines"]),
    ("Can the kiosk app just run as root so we avoid permission trouble?", ["s3.drmwhy", "s3.lesson1"]),
]

SUPERSEDED = [
    ("What's the name of the C++ class that talks to the card machine?", ["s7.renames", "s7.gitmv", "s7.commit7"],
     ["s5.payment", "s5.cardreader", "s5.commit5"]),
    ("What is the QML file with the fare buttons called?", ["s7.renames", "s7.gitmv", "s7.commit7", "s10.lint"],
     ["s2.ticketqml", "s2.app"]),
    ("What is the systemd unit of the kiosk UI called?",
     ["s7.renames", "s7.unitmv", "s7.commit7", "s9.markgood", "s10.watchdog15"],
     ["s3.unit1", "s3.recipe1"]),
    ("How does the app get onto the screen: which display stack do we use?",
     ["s6.weston", "s6.westonini", "s6.unitwayland", "s6.commit6"], ["s3.eglfs", "s3.unit1"]),
    ("How much is an adult ticket Havnby-Ravnsø?", ["s8.ines", "s8.fare105", "s8.commit8"],
     ["s2.faresjson", "s5.paytest"]),
    ("How long does a passenger have to present a card before the sale is called off?",
     ["s8.ines", "s8.timeout45", "s8.commit8"], ["s5.timeoutnote", "s5.cardreader"]),
    ("What is the systemd watchdog interval for the UI?", ["s10.watchdog15", "s10.wdwhy", "s10.commit10"],
     ["s3.unit1"]),
    ("How do kiosks find and fetch their updates?", ["s9.hawkbitno", "s9.memota2", "s9.checkscript", "s9.commit9"],
     ["s4.rauc", "s4.hawkbitconf", "s4.memota"]),
    ("How often does a kiosk look for a new version?", ["s9.timer", "s9.sixhours", "s9.memota2", "s9.commit9"],
     ["s4.hawkbitconf", "s4.pollnote", "s4.memota"]),
    ("How are receipts printed?", ["s8.nocups", "s8.receipt", "s8.commit8"], ["s8.cups"]),
]


def questions() -> list[dict]:
    return by_category(FACT, DECISION, ERROR, TEMPORAL, MULTIHOP, PREFERENCE, SUPERSEDED)
