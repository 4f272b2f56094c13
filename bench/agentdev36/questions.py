"""The 70 questions about the loamlink history, asked on Monday 31 May 2027 (see README.md).

Written blind and committed before the set was first scored; after that score only six gold lists were
widened by an item that plainly answers (see README.md). Each names the markers of the items that
answer it (`gold`) and, for a renamed or reversed thing, the items of the old state (`stale`). Dates in
{day:...}, {mday:...}, {wd:...} are rendered by bench/agent_eval.py.
"""
from __future__ import annotations

from _agentset import by_category  # bench/, on the path of build.py

S2 = ["s2.probe", "s2.overlay", "s2.kconfig", "s2.sensors", "s2.pegged", "s2.peggedwhy", "s2.settlefix",
      "s2.settlekconf", "s2.settleok", "s2.mempinout", "s2.commit2"]
S3 = ["s3.ble", "s3.svc", "s3.main3", "s3.gateway", "s3.poller", "s3.pollrun1", "s3.pollfail", "s3.advwhy",
      "s3.advfix", "s3.advok", "s3.lesson1", "s3.commit3"]
S5 = ["s5.tests", "s5.gitmvprobe", "s5.calib", "s5.grepsensors", "s5.mainrename", "s5.testcalib", "s5.testyaml",
      "s5.twisterfail", "s5.twwhy", "s5.calibfix", "s5.twisterok", "s5.twrule", "s5.commit5"]
S6 = ["s6.ppk", "s6.ppk1", "s6.uartwhy", "s6.relconf", "s6.ppk2", "s6.lesson2", "s6.ppkrule", "s6.bluezerr",
      "s6.broadcast", "s6.advdata", "s6.interval900", "s6.gitmvgw", "s6.scanner", "s6.scanok", "s6.ppk3",
      "s6.mempower", "s6.commit6"]
S7 = ["s7.upgrade", "s7.westrev", "s7.boardfail", "s7.kconfigfail", "s7.kconfigfix", "s7.sysbuildwarn", "s7.globconf",
      "s7.sysbuildwhy", "s7.gitmvsys", "s7.sysbuildconf", "s7.rmbootprj", "s7.build7ok", "s7.moisturebad",
      "s7.moisturewhy", "s7.overlayfix", "s7.twisterfail7", "s7.testyamlfix", "s7.twisterok7", "s7.lesson3",
      "s7.memsdk", "s7.commit7"]
S8 = ["s8.revb", "s8.boarddts", "s8.settle120", "s8.buildrevb", "s8.calib", "s8.payloadv2", "s8.rmcalibkconf",
      "s8.calibyaml", "s8.scannerv2", "s8.commitstyle", "s8.dates", "s8.commit8"]
S10 = ["s10.gwota", "s10.smpinstall", "s10.otapy", "s10.version110", "s10.build110", "s10.otafail2", "s10.otafailwhy",
       "s10.otafix2", "s10.otaall", "s10.commit10"]
S11 = ["s11.incident", "s11.ppkcold", "s11.brownwhy", "s11.txplus4", "s11.swapmove", "s11.sysbuildswap", "s11.confirm",
       "s11.otatest", "s11.buildswap", "s11.canary", "s11.incnote", "s11.memrollout", "s11.lesson5", "s11.commit11"]

FACT = [
    ("Which GPIO turns the soil probe's supply on and off on the dev-kit prototype?",
     ["s2.probe", "s2.overlay", "s2.mempinout"]),
    ("Once the Bluetooth buffers were enlarged, how long did sending a firmware image from my laptop take?",
     ["s4.otaok", "s4.memota"]),
    ("What average current did the node draw after it switched to just broadcasting its readings?",
     ["s6.ppk3", "s6.mempower", "s6.commit6"]),
    ("How many sensors did we put in at the vineyard, and along which rows?",
     ["s9.install", "s9.memtrial", "s9.missing"]),
    ("Which Bluetooth dongle is the Pi listening with out at the vineyard?",
     ["s9.hcicheck", "s9.rfwhy", "s9.memtrial", "s9.adapter"]),
    ("How many restarts had the node we took back to the bench counted after the outage?",
     ["s11.incident", "s11.incnote"]),
    ("Who's our contact on the winery side for the trial site?",
     ["s9.memtrial", "s8.calib", "s11.incnote", "s11.canary"]),
    ("How big is the signed update image of release 1.1.0?", ["s10.build110", "s10.otafail2", "s10.otaall"]),
    ("What kind of battery powers a node, and how much charge does it hold?",
     ["s6.ppk", "s6.ppk3", "s8.revb", "s8.boarddts", "s11.incnote", "s11.memrollout", "s11.brownwhy"]),
    ("What does the chip draw while asleep on a field build with the serial console disabled?",
     ["s6.ppk2", "s6.ppk3", "s6.lesson2", "s6.mempower"]),
]

DECISION = [
    ("Why did the Pi stop opening connections to the nodes to read their values?", ["s6.broadcast", "s6.bluezerr"]),
    ("Why is the moisture percentage now computed on the gateway instead of on the node?", ["s8.calib"]),
    ("Why had we picked the bootloader mode that simply overwrites the old firmware?", ["s4.mcuboot"]),
    ("Why did we say that nodes in the field get updated from a phone standing next to them?",
     ["s4.phoneonly", "s4.memota"]),
    ("Why did we let the gateway push firmware to the nodes after all?", ["s10.gwota"]),
    ("Why did we move to a newer Nordic SDK right before the trial?", ["s7.upgrade"]),
    ("Why is the transmit power set to +4 dBm and not higher?",
     ["s11.brownwhy", "s11.txplus4", "s11.memrollout", "s11.incnote", "s11.ppkcold"]),
    ("Why does the soil probe only get power while a measurement is being taken?", ["s2.probe"]),
    ("Why do field builds use a separate extra config file?", ["s6.uartwhy", "s6.relconf", "s6.lesson2"]),
    ("Why did the probe need a longer warm-up delay on Ines's boards?", ["s8.revb", "s8.settle120"]),
]

ERROR = [
    ("Why did the prototype claim the soil was soaking wet while the probe was lying dry on my desk?",
     ["s2.pegged", "s2.peggedwhy", "s2.settlefix", "s2.settlekconf"]),
    ("After the SDK migration every probe sample was thrown away as implausible. What was going on?",
     ["s7.moisturebad", "s7.moisturewhy", "s7.overlayfix", "s7.lesson3"]),
    ("Why couldn't the Pi find either dev kit any more after its first polling round?",
     ["s3.pollfail", "s3.advwhy", "s3.advfix", "s3.lesson1"]),
    ("Why did the nodes at the far end of the vineyard hardly show up on installation day?",
     ["s9.missing", "s9.missingq", "s9.rfwhy", "s9.lesson4", "s9.adapter"]),
    ("Why did the first over-the-air upload with the mcumgr CLI never get past 0 %?",
     ["s4.otafail", "s4.otawhy", "s4.otafix"]),
    ("Which unit tests of the voltage-to-moisture code failed at first, and why?",
     ["s5.twisterfail", "s5.twwhy", "s5.calibfix"]),
    ("Why was the dev kit's board name rejected when building on the new SDK?", ["s7.boardfail", "s7.memsdk"]),
    ("Why did the bootloader end up signed with the insecure default key after the SDK upgrade?",
     ["s7.sysbuildwarn", "s7.sysbuildwhy", "s7.gitmvsys", "s7.sysbuildconf"]),
    ("Why did BlueZ turn down the connection the first time the gateway tried to flash a node?",
     ["s10.otafail2", "s10.otafailwhy", "s10.otafix2", "s10.otapy"]),
    ("Why were five of the vineyard nodes rebooting over and over on the morning of the investor visit?",
     ["s11.incident", "s11.ppkcold", "s11.brownwhy", "s11.incnote", "s11.lesson5", "s11.memrollout"]),
]

TEMPORAL = [
    ("What did we do on {day:2027-05-05}?", S2),
    ("What did we work on last Wednesday?", S10),
    ("What happened on {mday:2027-05-19}?", S7),
    ("What did we do the day after the investor demo?", S11),
    ("What did we get done on the Friday before the vineyard installation?", S8),
    ("When did the nodes start putting their readings into the advertising packets?",
     ["s6.broadcast", "s6.advdata", "s6.commit6", "s6.scanok", "s6.mempower"]),
    ("Which day did we tag the release for the field trial?",
     ["s9.tag100", "s9.version100", "s8.dates", "s9.memtrial"]),
    ("What did we do two days after adding the bootloader?", S5),
    ("What did we work on during the first Friday of the project?", S3),
    ("What did we do exactly one week before the vineyard install?", S6),
]

MULTIHOP = [
    ("The moisture readings were wrong twice on the dev kit: what caused each one, and how did the causes differ?",
     ["s2.pegged", "s2.peggedwhy", "s7.moisturebad", "s7.moisturewhy", "s7.lesson3"]),
    ("Nodes disappeared from the gateway twice: what was behind it the first time, and what at the vineyard?",
     ["s3.advwhy", "s3.lesson1", "s9.rfwhy", "s9.lesson4", "s9.missingq"]),
    ("Which commit renamed the gateway's main script, and what was its class called before?",
     ["s6.commit6", "s6.gitmvgw", "s3.poller"]),
    ("By how much did the average current fall between the very first PPK2 capture and the broadcast design?",
     ["s6.ppk1", "s6.ppk3", "s6.mempower", "s6.lesson2"]),
    ("The transmit power increase meant for the far rows: which release shipped it, and what happened after the "
     "rollout?", ["s9.txpower", "s9.txplus8", "s10.commit10", "s11.incident", "s11.incnote", "s11.brownwhy",
                  "s11.memrollout", "s11.lesson5", "s11.txplus4"]),
    ("Where does the bootloader's config live now, and which commit moved it there?",
     ["s7.gitmvsys", "s7.commit7", "s7.sysbuildconf", "s7.memsdk", "s7.sysbuildwhy"]),
    ("The function that reads the soil probe got a new name: what was it called before, and in which commit?",
     ["s5.commit5", "s5.tests", "s5.mainrename"]),
    ("What signal strength did the farthest node reach after the antenna change, and what was it once the stronger "
     "transmit setting was out?", ["s9.rssiok", "s11.brownwhy", "s9.lesson4"]),
    ("Who came to the demo on the 27th, and which nodes had gone dark that morning?",
     ["s11.incident", "s11.incnote", "s8.dates", "s9.memtrial"]),
    ("Which simulator target do the unit tests run on since the upgrade, and how many test cases pass there?",
     ["s7.twisterfail7", "s7.testyamlfix", "s7.twisterok7", "s7.memsdk"]),
]

PREFERENCE = [
    ("Can I drop a printk into the probe code for a quick debug line?", ["s1.rules"]),
    ("I need a new tunable delay: where should it be defined?", ["s1.rules", "s2.peggedwhy"]),
    ("Is it OK to check the image signing key into the repo so CI can sign builds?",
     ["s4.mcuboot", "s4.memota", "s1.gitignore"]),
    ("What has to pass before I commit a change under src/?", ["s5.twrule"]),
    ("How do I take a current measurement so that the number counts?", ["s6.ppkrule", "s6.lesson2"]),
    ("How should commit messages be written in this repo?", ["s8.commitstyle"]),
    ("Can I push a new firmware to every node in the vineyard in one go?", ["s11.canary", "s11.memrollout"]),
    ("Where does the database token for the gateway belong?", ["s3.gateway"]),
    ("Should the build directory or the Zephyr checkout be committed?", ["s1.rules", "s1.gitignore"]),
    ("What rules apply to the Python code on the gateway?", ["s3.gateway"]),
]

SUPERSEDED = [
    ("How does the gateway get the readings from the nodes these days?",
     ["s6.broadcast", "s6.advdata", "s6.scanner", "s6.scanok", "s6.mempower", "s6.commit6", "s6.gitmvgw", "s8.scannerv2", "s10.n04"],
     ["s3.gateway", "s3.poller", "s3.pollrun1", "s3.commit3"]),
    ("Where does the raw probe voltage get turned into a moisture percentage now?",
     ["s8.calib", "s8.calibyaml", "s8.scannerv2", "s8.payloadv2", "s8.rmcalibkconf", "s8.commit8"],
     ["s2.probe", "s2.mempinout", "s2.kconfig", "s2.sensors", "s5.calib"]),
    ("Which upgrade mode does the bootloader run in?",
     ["s11.swapmove", "s11.sysbuildswap", "s11.memrollout", "s11.commit11", "s11.buildswap", "s11.incnote",
      "s11.confirm"],
     ["s4.mcuboot", "s4.childmcuboot", "s4.memota", "s7.sysbuildconf", "s7.memsdk"]),
    ("How do firmware updates reach the nodes in the field now?",
     ["s10.gwota", "s10.otapy", "s10.otaall", "s10.commit10", "s11.canary", "s11.memrollout", "s11.otatest"],
     ["s4.phoneonly", "s4.memota"]),
    ("What radio transmit power does the firmware use?",
     ["s11.txplus4", "s11.brownwhy", "s11.memrollout", "s11.incnote", "s11.commit11"],
     ["s9.txpower", "s9.txplus8", "s9.commit9", "s10.commit10"]),
    ("How often does a node take a soil sample?", ["s6.broadcast", "s6.interval900", "s6.mempower", "s6.commit6"],
     ["s2.probe", "s2.kconfig", "s2.mempinout"]),
    ("Which nRF Connect SDK release is the workspace on?", ["s7.upgrade", "s7.westrev", "s7.memsdk", "s7.commit7",
                                                          "s7.lesson3"],
     ["s1.goal", "s1.westyml", "s1.westinit", "s1.commit1"]),
    ("What's the source file that reads the soil probe called, and what's its sampling function?",
     ["s5.tests", "s5.gitmvprobe", "s5.mainrename", "s5.commit5"],
     ["s2.sensors", "s2.settlefix", "s5.grepsensors"]),
    ("Which InfluxDB bucket do the vineyard measurements land in?", ["s9.install", "s9.bucket", "s9.memtrial"],
     ["s3.gateway", "s3.poller"]),
    ("How long does the probe get to settle before the ADC reads it?", ["s8.revb", "s8.settle120", "s8.commit8"],
     ["s2.peggedwhy", "s2.settlekconf", "s2.mempinout", "s2.settlefix"]),
]


def questions() -> list[dict]:
    return by_category(FACT, DECISION, ERROR, TEMPORAL, MULTIHOP, PREFERENCE, SUPERSEDED)
