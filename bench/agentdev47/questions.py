"""The 70 questions about the stormwick history, asked on Friday 3 September 2027 (see README.md).

Written blind and committed before the set was first scored; afterwards only one gold list was widened
(decision-5: s8.otacpp, whose code comment states the reason; see README.md). Each names the
markers of the items that answer it (`gold`) and, for a renamed or reversed thing, the items of the
old state (`stale`). Dates in {day:...}, {mday:...}, {wd:...} are rendered by bench/agent_eval.py.
"""
from __future__ import annotations

from _agentset import by_category  # bench/, on the path of build.py

S2 = ["s2.bringup", "s2.flash2", "s2.chipid", "s2.chipwhy", "s2.chipfix", "s2.lessonchip", "s2.hosttests",
      "s2.testcomp", "s2.nativefail", "s2.nativewhy", "s2.logshim", "s2.nativeok", "s2.commit2", "s2.realsensor",
      "s2.realok"]
S3 = ["s3.mqttplan", "s3.opensslchain", "s3.pinca", "s3.getr10", "s3.telemetry1", "s3.wifi", "s3.tlsfail",
      "s3.tlswhy1", "s3.sntp", "s3.tlsok1", "s3.mosqsub", "s3.lessonclock", "s3.membroker", "s3.commit3", "s3.plan3"]
S4 = ["s4.windplan", "s4.windcpp", "s4.drilltest", "s4.sleepplan", "s4.sleepcpp", "s4.sleeprun", "s4.awake8",
      "s4.overlap", "s4.awake5", "s4.nativeok4", "s4.commit4"]
S6 = ["s6.ulpplan", "s6.renamewind", "s6.gitmvwind", "s6.ulpasm", "s6.anemcpp", "s6.grepwind", "s6.renamerefs",
      "s6.buildfail6", "s6.fixtestinc", "s6.nativeok6", "s6.bmefail2", "s6.bmewhy2", "s6.bmefix2", "s6.bmeok2",
      "s6.lessonrail", "s6.commit6"]
S8 = ["s8.otaplan", "s8.partitions", "s8.otacpp", "s8.otabundle", "s8.rollback", "s8.sizefail", "s8.sizewhy",
      "s8.sizefix", "s8.sizeok", "s8.releaseyml", "s8.releaserule", "s8.pretag040", "s8.tag040", "s8.runwatch",
      "s8.otatest"]
S10 = ["s10.incident", "s10.lastseen", "s10.precert", "s10.certrenew", "s10.tlsfail2", "s10.tlswhy2", "s10.roots",
       "s10.drain", "s10.battdrop", "s10.capretry", "s10.retryfix", "s10.otaworks", "s10.tag041", "s10.recovered",
       "s10.lessonpin", "s10.memincident", "s10.tellgwen"]
S11 = ["s11.review", "s11.battseries", "s11.otacost", "s11.dailyota", "s11.kconfig", "s11.dailyedit",
       "s11.nativeok11", "s11.postmortem", "s11.rules11", "s11.tag042", "s11.nextplans", "s11.memplans"]

FACT = [
    ("Which pin turns the sensor supply on and off, and which logic level means powered?", ["s1.pins", "s1.pinshpp"]),
    ("What's Gwen's mobile number in case a station misbehaves?", ["s9.install", "s9.meminstall"]),
    ("How much does the whole board pull while it's asleep?", ["s5.budget", "s5.ppk2again", "s5.membudget"]),
    ("Which host and port do the stations use for encrypted MQTT?",
     ["s3.mqttplan", "s3.membroker", "s3.telemetry1"]),
    ("Which ESP-IDF version is the firmware built against at the moment?",
     ["s1.pioinit", "s1.build1", "s1.commit1", "s11.nextplans", "s11.memplans"]),
    ("What wind speed does one cup rotation per second stand for?", ["s4.windplan", "s6.anemcpp"]),
    ("What signal strength did the orchard station show once it was put somewhere else?",
     ["s9.rssi", "s9.rssi2", "s9.meminstall"]),
    ("How large is each of the two firmware slots in the partition table?", ["s8.partitions", "s8.sizefail"]),
    ("What's the Wi-Fi network called on the farm?", ["s9.install", "s9.meminstall", "s9.prov01", "s9.prov0203"]),
    ("How much charge does a single wake cost since the handshake got shortened?",
     ["s5.ppk2again", "s5.membudget", "s5.budget2"]),
]

DECISION = [
    ("Why did we halve how often the stations report?", ["s5.budgetcalc", "s5.tenmin", "s5.membudget"]),
    ("Why are wind pulses counted by the low-power coprocessor now instead of during the wake?", ["s6.ulpplan"]),
    ("Why did we give up the single login all boards shared on the broker?", ["s7.certplan", "s7.memmtls"]),
    ("Why is battery level sent as a voltage and not as a percent?", ["s5.battmv", "s5.membudget"]),
    ("Why doesn't the firmware update code pin a certificate like the broker connection does?",
     ["s8.otabundle", "s8.otacpp"]),
    ("What was the reasoning back then for trusting only the Let's Encrypt intermediate on the broker connection?",
     ["s3.pinca"]),
    ("Why don't the stations look for new firmware every time they wake any more?",
     ["s11.otacost", "s11.dailyota", "s11.memplans"]),
    ("Why is the IDF upgrade on hold until autumn?", ["s11.nextplans", "s11.memplans"]),
    ("Why does the provisioning tool now refuse certain station names?", ["s7.aclwhy", "s7.idcheck"]),
    ("Why did we switch off the MQTT library's own reconnect logic?",
     ["s10.capretry", "s10.retryfix", "s10.drain", "s10.memincident"]),
]

ERROR = [
    ("Why did the very first sensor bring-up on the bench come back with the wrong ID?",
     ["s2.flash2", "s2.chipwhy", "s2.chipfix", "s2.lessonchip"]),
    ("Why did the weather sensor stop responding whenever the board came back from sleep?",
     ["s6.bmefail2", "s6.bmewhy2", "s6.bmefix2", "s6.lessonrail"]),
    ("Why did the very first TLS connection to the broker get rejected?",
     ["s3.tlsfail", "s3.tlswhy1", "s3.sntp", "s3.lessonclock"]),
    ("Why wouldn't the unit tests build on my laptop at first?", ["s2.nativefail", "s2.nativewhy", "s2.logshim"]),
    ("What broke compilation after we moved the wind code into its own component?",
     ["s6.buildfail6", "s6.fixtestinc"]),
    ("Why did the broker drop the lab board right after we moved to certificate auth?",
     ["s7.notauth", "s7.aclwhy", "s7.idcheck"]),
    ("Why did the first build of the release candidate fail?", ["s8.sizefail", "s8.sizewhy", "s8.sizefix"]),
    ("Why couldn't I talk to the USB serial adapter when we were at the farm?",
     ["s9.serialperm", "s9.dialout", "s9.dialoutwhy", "s9.prov01"]),
    ("What exactly did the handshake error look like during the outage, and what did the verify flags mean?",
     ["s10.tlsfail2", "s10.tlswhy2", "s10.memincident"]),
    ("Why did each wake take so long in the first version of the sleep loop, and what brought it down?",
     ["s4.sleeprun", "s4.awake8", "s4.overlap", "s4.awake5"]),
]

TEMPORAL = [
    ("What did we do on {day:2027-08-06}?", S3),
    ("What did we work on {mday:2027-08-16}?", S6),
    ("What did we get done the Friday before we went out to the farm?", S8),
    ("What did we do last Monday?", S11),
    ("When did the stations go quiet, and when were they reporting again?",
     ["s10.incident", "s10.memincident", "s11.postmortem", "s10.recovered", "s10.lastseen"]),
    ("Which day did we cut the first release meant for the field?", ["s8.tag040", "s8.runwatch", "s8.pretag040"]),
    ("What did we work on in the session right after the power measurements with Ines?", S6),
    ("What did we do on the {wd:2027-08-04} of the first week?", S2),
    ("When did the boards switch over to their own certificates?", ["s7.certplan", "s7.memmtls", "s7.commit7"]),
    ("What did we do on the Tuesday of the week before the first release?", S4),
]

MULTIHOP = [
    ("What caused the outage, and which earlier choice of ours made it possible?",
     ["s10.tlswhy2", "s3.pinca", "s10.certrenew", "s10.memincident", "s10.lessonpin", "s11.postmortem"]),
    ("We hit the same mbedTLS handshake code twice: what was behind it each time, and how did the two differ?",
     ["s3.tlswhy1", "s10.tlswhy2", "s3.lessonclock", "s10.lessonpin", "s3.tlsfail", "s10.tlsfail2",
      "s10.memincident"]),
    ("The weather sensor failed to initialise on two occasions: what were the two different reasons?",
     ["s2.chipwhy", "s6.bmewhy2", "s2.lessonchip", "s6.lessonrail", "s2.flash2", "s6.bmefail2"]),
    ("Which version fixed the outage, and how did it get onto the stations without a trip to the farm?",
     ["s10.otaworks", "s10.tag041", "s10.recovered", "s10.memincident", "s8.otabundle", "s11.postmortem"]),
    ("How many days would a cell have lasted with the retry storm, compared with our normal budget?",
     ["s10.battdrop", "s5.budget2", "s5.membudget"]),
    ("The station we had to relocate on install day: how low did its battery get during the outage?",
     ["s11.battseries", "s9.rssi", "s9.meminstall"]),
    ("The flashing script we renamed: which commit did that, and what was the main function called before?",
     ["s7.commit7", "s7.gitmvtool", "s7.renametool", "s7.readflash"]),
    ("The person whose broker rules made us move to client certificates: what did he promise after the outage?",
     ["s7.certplan", "s10.tellgwen", "s11.postmortem"]),
    ("How long is the gust bucket the coprocessor uses, and what gust did the top paddock station send on install day?",
     ["s6.ulpplan", "s6.ulpasm", "s6.anemcpp", "s9.firstdata"]),
    ("The sensor boards from the cheap batch: what part were they really, and who supplied the genuine ones?",
     ["s2.chipwhy", "s2.realsensor", "s2.lessonchip"]),
]

PREFERENCE = [
    ("Can I pull in an Arduino library for the pressure sensor?", ["s1.rules"]),
    ("Is it fine to allocate a buffer with new in the publish path?", ["s1.rules"]),
    ("How should commit messages be written in this repo?", ["s1.rules"]),
    ("Can I put a build from my laptop onto one of the farm stations to test a quick fix?",
     ["s8.releaserule", "s9.install"]),
    ("Which unit does Gwen want to see the wind in?", ["s9.gwenprefs", "s9.meminstall"]),
    ("When can we turn up at the farm, and what should we do first?", ["s9.gwenprefs", "s9.meminstall"]),
    ("How should the battery level be reported in the payload?", ["s5.battmv", "s5.membudget"]),
    ("What has to go in the commit message if I change the wake interval?", ["s11.rules11"]),
    ("Could we reuse one client certificate for all the boards to save provisioning time?",
     ["s7.certplan", "s7.memmtls"]),
    ("If the firmware has to talk to a new TLS server, which certificate should it trust?",
     ["s11.rules11", "s10.lessonpin"]),
]

SUPERSEDED = [
    ("How often do the stations wake up and report now?",
     ["s5.tenmin", "s5.sleep600", "s5.membudget", "s5.budget2", "s5.commit5"],
     ["s4.sleepplan", "s4.sleepcpp", "s4.commit4", "s4.sleeprun"]),
    ("How is wind speed measured by the firmware now?",
     ["s6.ulpplan", "s6.ulpasm", "s6.anemcpp", "s6.commit6", "s6.bmeok2"],
     ["s4.windplan", "s4.windcpp", "s4.drilltest", "s4.overlap"]),
    ("What's the wind class called now, and which file is it in?",
     ["s6.renamewind", "s6.gitmvwind", "s6.renamerefs", "s6.commit6", "s6.anemcpp"],
     ["s4.windplan", "s4.windcpp"]),
    ("How do the stations log in to the broker these days?",
     ["s7.certplan", "s7.mtls", "s7.memmtls", "s7.commit7"],
     ["s3.mqttplan", "s3.membroker", "s3.telemetry1", "s7.readflash"]),
    ("Which MQTT topic do the stations publish their readings to?",
     ["s7.certplan", "s7.mtls", "s7.memmtls", "s7.provlab2", "s9.firstdata", "s7.commit7"],
     ["s3.mqttplan", "s3.membroker", "s3.telemetry1", "s3.mosqsub", "s3.tlsok1"]),
    ("What's the board setup script called now, and how do I run it?",
     ["s7.renametool", "s7.gitmvtool", "s7.stationctl", "s7.sedflash", "s7.commit7", "s9.prov01", "s7.memmtls"],
     ["s7.readflash"]),
    ("Which CA certificates does the firmware trust for the broker now?",
     ["s10.tlswhy2", "s10.roots", "s10.tag041", "s10.lessonpin", "s10.memincident", "s11.rules11"],
     ["s3.pinca", "s3.getr10", "s3.membroker"]),
    ("How often do the stations look for a firmware update?",
     ["s11.dailyota", "s11.kconfig", "s11.dailyedit", "s11.tag042", "s11.memplans"],
     ["s8.otaplan", "s8.rollback"]),
    ("What's the newest firmware release?", ["s11.tag042", "s11.memplans"],
     ["s8.tag040", "s10.tag041", "s9.meminstall"]),
    ("Where is stw-03 mounted now?", ["s9.rssi", "s9.meminstall"], ["s9.install", "s9.firstdata"]),
]


def questions() -> list[dict]:
    return by_category(FACT, DECISION, ERROR, TEMPORAL, MULTIHOP, PREFERENCE, SUPERSEDED)
